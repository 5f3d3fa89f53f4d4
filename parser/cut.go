package parser

import "bytes"

// Cutting a stream into pieces for several goroutines to read. A Reader
// finds where games end by lexing them, which takes a fifth of the time
// a game costs in all. The pipeline reads on several goroutines, so it
// only looks for places where a game certainly starts, whatever came
// before, and hands the bytes between two such places (a piece, read
// with Options.Piece) to a worker that lexes, parses and replays them.
// The places are chosen so that the Reader of the piece and the Reader of
// the whole stream read the same games with the same diagnostics.

// NextCut returns the first line start c in b[i:], with lo < c, at which
// the Reader of the stream is certainly between games when it has read
// b[lo:c] from between games, and starts a game at c; or -1. It also
// returns where to go on looking next time, when b has grown (next, for
// the i of that call). i must be a line start at or after lo, or the next
// of a call before on the same b[lo:] (grown since), and b must end with
// a complete line (or the input).
//
// Such a line, L, starts with a tag pair, "[Name "" in column 1 (a tag
// pair line ends a game in movetext, and ends a comment or a text in
// brackets left open before it); and the last line before it that is not
// blank, P, ends with a symbol that the Reader reads in movetext (after
// which a tag pair cannot belong to the same game's tags): P holds no
// quote, semicolon or escape, no '[' but that of a "[%" command, and its
// last word is one of the letters, digits and signs of moves, move
// numbers and results. Anything less certain is no cut: the pipeline then
// has the Reader find one (ReadCut).
//
// It runs on the pipeline's serial goroutine, over every byte of the
// input, so it looks only at the brackets: from one '[' to the next (a
// vector search that passes over movetext), a bracket is a candidate when
// it starts a line; one right after a line ending in ']' (the tag pairs
// after the first of a game) is none, since P's last word would hold it.
func NextCut(b []byte, lo, i int) (cut, next int) {
	for i < len(b) {
		k := bytes.IndexByte(b[i:], '[')
		if k < 0 {
			break
		}
		k += i
		i = k + 1
		if k <= lo || b[k-1] != '\n' || k >= 2 && b[k-2] == ']' || k >= 3 && b[k-2] == '\r' && b[k-3] == ']' {
			continue
		}
		n := bytes.IndexByte(b[k:], '\n')
		if n < 0 {
			return -1, k // the input's last line, without a line break
		}
		if tagLineStart(b[k:k+n]) && movetextBefore(b, lo, k) {
			return k, k
		}
		i = k + n + 1
	}
	return -1, len(b)
}

func trimCR(line []byte) []byte {
	if n := len(line); n > 0 && line[n-1] == '\r' {
		return line[:n-1]
	}
	return line
}

// tagLineStart reports whether s starts with [Name " (the name in ASCII
// letters, digits and '_', one space): a tag pair line as every test the
// Reader makes reads it (isTagStart, isTagLine).
func tagLineStart(s []byte) bool {
	e := asciiNameEnd(s, 1)
	return e > 1 && e+1 < len(s) && s[e] == ' ' && s[e+1] == '"'
}

// movetextBefore reports whether the last non-blank line in b[lo:l] ends
// with a symbol in movetext, as NextCut says.
func movetextBefore(b []byte, lo, l int) bool {
	end := l
	for end > lo {
		// The line before end: [start, end) with its line break.
		start := bytes.LastIndexByte(b[lo:end-1], '\n') + 1 + lo
		line := trimCR(b[start : end-1]) // without the line break
		if !isBlank(line) {
			return movetextLine(line)
		}
		end = start
	}
	return false
}

// isBlank reports whether line holds nothing but spaces and tabs.
func isBlank(line []byte) bool {
	return skipSpaces(line, 0) == len(line)
}

// movetextLine reports whether the Reader reads the last word of line as
// a symbol in movetext, or inside a comment that a tag pair line after it
// ends, whatever came before the line.
func movetextLine(line []byte) bool {
	if line[0] == '[' && (len(line) == 1 || line[1] != '%') {
		return false // a tag pair (the common case), or a text in brackets
	}
	if line[0] == '%' || bytes.IndexByte(line, '"') >= 0 || bytes.IndexByte(line, ';') >= 0 ||
		bytes.IndexByte(line, '\r') >= 0 {
		// A tag value, a line comment, an escape line, a line break the
		// cut's line count would not see.
		return false
	}
	for j := 0; ; {
		k := bytes.IndexByte(line[j:], '[')
		if k < 0 {
			break
		}
		j += k + 1
		if j == len(line) || line[j] != '%' {
			return false // a tag pair, or a text in brackets
		}
	}
	e := len(line)
	for e > 0 && (line[e-1] == ' ' || line[e-1] == '\t') {
		e--
	}
	a := e
	for a > 0 && line[a-1] != ' ' && line[a-1] != '\t' {
		a--
	}
	if a == e {
		return false
	}
	for _, c := range line[a:e] {
		if !moveByte[c] {
			return false
		}
	}
	return true
}

// moveByte marks the bytes a last word may hold: those of moves, move
// numbers and results, no bracket or brace.
var moveByte = func() (t [256]bool) {
	for _, c := range []byte("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+#=!?/*.-") {
		t[c] = true
	}
	return t
}()

// ReadCut returns the last line start c in src, or the first at or past
// size, at which the stream's Reader, having read src from between games,
// is between games or starts a game, with every game before c complete
// without looking past c; 0 if there is none. src must end with a complete line, more input may follow
// it, and it must start at a line start where the Reader is between
// games (NextCut); bom says it starts the stream. It lexes src as the
// Reader does, so it costs as much: the pipeline calls it only on what
// follows the last NextCut when it must hand on what it has (the input
// stalls, or a piece grows too long).
func ReadCut(src []byte, size, maxDepth int, bom bool) int {
	var l lexer
	l.src = src
	l.line, l.maxDepth = 1, maxDepth
	if l.maxDepth <= 0 {
		l.maxDepth = 64
	}
	if bom && bytes.HasPrefix(src, []byte{0xEF, 0xBB, 0xBF}) {
		l.pos = 3
		l.lineStart = 3
	}
	cut := 0
	for {
		l.stray = l.stray[:0]
		from := l.pos // between games here
		l.run()
		switch {
		case l.noGame:
			return len(src) // cannot happen: more input may follow
		case l.needMore && !l.started:
			if l.quoteLine > 0 && l.quoteLine-1 >= from {
				// A line whose reading looks past src: the piece ends
				// before it (0, none, when src starts with it).
				return l.quoteLine - 1
			}
			return len(src) // between games at the end of src
		case l.needMore:
			if c := l.cutBefore(from, gameLineStart(src, from, l.gameStart)); c >= 0 {
				return c
			}
			return cut
		}
		if c := l.cutBefore(from, gameLineStart(src, from, l.gameStart)); c > cut {
			cut = c
			if cut >= size {
				return cut
			}
		}
		if lineStartAt(src, l.end) {
			cut = l.end
			if cut >= size {
				return cut
			}
		}
		l.pos = l.end
	}
}

// lineStartAt reports whether src[i] starts a line.
func lineStartAt(src []byte, i int) bool {
	if i == 0 {
		return true
	}
	if i > len(src) {
		return false
	}
	c := src[i-1]
	return c == '\n' || c == '\r' && (i == len(src) || src[i] != '\n')
}

// gameLineStart returns the line start at or before the game start g at
// which a Reader between games starts that game at g, as the stream's
// Reader, between games from lo, does: g itself at a line start, or the
// start of g's line when only spaces and a web page's markup tags precede
// g on it ("<p>[Event …"), which lexBetween skips tag by tag. -1 when
// there is none at or after lo (the game before ends on g's line).
func gameLineStart(src []byte, lo, g int) int {
	ls := g
	for ls > lo && src[ls-1] != '\n' && src[ls-1] != '\r' {
		ls--
	}
	if !lineStartAt(src, ls) || ls < lo {
		return -1
	}
	for i := ls; i < g; {
		switch c := src[i]; {
		case c == ' ' || c == '\t':
			i++
		case c == '<' && markupLen(src, i) > 0:
			i += markupLen(src, i)
		default:
			return -1
		}
	}
	return ls
}

// cutBefore is the cut c (a game's line start, or -1) moved back to the
// line whose reading, between games, looked past it (quoteLine): a
// piece starting at c would not hold that line, and read it otherwise.
func (l *lexer) cutBefore(from, c int) int {
	if c >= 0 && l.quoteLine > 0 && l.quoteLine-1 < c && l.quoteLine-1 >= from {
		return l.quoteLine - 1
	}
	return c
}
