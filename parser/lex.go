package parser

import (
	"bytes"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/diag"
)

// The lexer is a synchronous state-function lexer (Rob Pike, "Lexical
// Scanning in Go"): each state scans a little, appends tokens and returns
// the next state. One run of the state machine reads one game, because game
// boundaries need syntax (a result inside a comment or a variation does not
// end a game) and splitting first would scan every byte twice.
//
// The lexer only ever sees complete lines: unless the input is exhausted,
// the reader cuts src after the last line break it holds. Reaching the end
// of src therefore never splits a token; it only means "the game goes on
// beyond what is buffered", and the reader refills and lexes the game again
// from its start (rare: once per buffer refill).
//
// The states and their helpers are in files by job: this one holds the
// scan (positions, lines, symbols) and the main state inside a game;
// lex_game.go the per-game state, game start and end, tokens and
// warnings; lex_boundary.go what lies between games; lex_tag.go tag
// pairs; lex_comment.go comments; lex_move.go move numbers, moves,
// results, NAGs and variations; lex_join.go move parts written apart;
// glyphs.go the glyph annotations glued to moves.
type lexer struct {
	// The input: the reader's buffer, or part of it, and where it lies in
	// the stream. Set by the reader before each run.
	src       []byte
	base      int64 // stream offset of src[0]
	eof       bool  // src reaches the end of the input
	maxDepth  int   // deepest nesting of variations accepted (Options.MaxDepth)
	maxTokens int   // tokens kept per game (Options.MaxTokens); 0 means defaultMaxTokens
	// generalOnly turns lexPlain off (Options.generalOnly), for the tests
	// that compare it with the general path. A field, not a global, so
	// that those tests run in parallel with the others.
	generalOnly bool

	// Where the scan is. Lines are counted as the scan goes, since every
	// token and message carries its line.
	pos       int   // index in src of the next byte
	line      int32 // line number of the byte at pos
	lineStart int64 // stream offset of the current line
	colBase   int   // runes of the current line before src[0], when it began before

	// How the last run stopped, for the reader: a complete game (neither
	// flag), more input needed, or the input ended between games.
	started  bool // the run reached the start of a game
	needMore bool // stopped at the end of src before the end of the game
	noGame   bool // reached the end of input between games
	// quoteLine is 1 + the start of a line between games whose reading
	// looked past it, to the lines after (quotedOpening); 0 when none
	// did. ReadCut cuts no later than there, so that a piece holds the
	// lines the reading looked at.
	quoteLine int

	// Between games: committed as soon as they are found, since the lexer
	// never goes back over text it has skipped between games.
	stray []diag.Diagnostic

	// The game being read, reset by startGame: its tokens and warnings,
	// and what the rules of the next tokens depend on.
	gameState

	// The last column computed (see col), at stream offset lastColAt on
	// the line starting at lastColLS; 0 if none. A cache over the stream
	// rather than the game: games may share a line.
	lastCol   int
	lastColAt int64
	lastColLS int64
}

type stateFn func(*lexer) stateFn

// run lexes from l.pos until a game is complete, the input ends, or more
// input is needed.
func (l *lexer) run() {
	l.needMore, l.noGame, l.started, l.quoteLine = false, false, false, 0
	for st := stateFn(lexBetween); st != nil; {
		st = st(l)
	}
}

// posAt returns the position of src[i], which must be on the current line.
func (l *lexer) posAt(i int) Pos {
	return Pos{Offset: l.base + int64(i), Line: l.line, LineStart: l.lineStart}
}

// textBefore reports whether the bytes of p's line before p, still held,
// hold anything but spaces.
func (l *lexer) textBefore(p Pos) bool {
	off, ls := int(p.Offset-l.base), int(p.LineStart-l.base)
	if ls < 0 || off > len(l.src) || ls > off {
		return false
	}
	return len(bytes.TrimSpace(l.src[ls:off])) > 0
}

// col computes the column of p from the buffer: only for messages, and
// for the start of each game. It goes on from the last column computed on
// the same line, so that many games on one long line (bare movetext
// without line breaks) do not take time quadratic in its length.
func (l *lexer) col(p Pos) int {
	off := int(p.Offset - l.base)
	if off < 0 || off > len(l.src) {
		return 0
	}
	var c int
	switch {
	case l.lastCol > 0 && p.LineStart == l.lastColLS && p.Offset >= l.lastColAt && l.lastColAt >= l.base:
		c = l.lastCol + utf8.RuneCount(l.src[l.lastColAt-l.base:off])
	case p.LineStart >= l.base:
		c = 1 + utf8.RuneCount(l.src[p.LineStart-l.base:off])
	default:
		c = 1 + l.colBase + utf8.RuneCount(l.src[:off])
	}
	l.lastCol, l.lastColAt, l.lastColLS = c, p.Offset, p.LineStart
	return c
}

// mkWarning makes a lenient-syntax or stray-text warning at p (file and
// game are filled in by the Reader).
func (l *lexer) mkWarning(p Pos, msg string) diag.Diagnostic {
	return diag.Diagnostic{Offset: p.Offset, Line: int(p.Line), Column: l.col(p),
		Severity: diag.Warning, Code: diag.Syntax, Msg: msg}
}

// mkWarningT is mkWarning with the message in translatable form.
func (l *lexer) mkWarningT(p Pos, t diag.Text) diag.Diagnostic {
	d := l.mkWarning(p, "")
	d.SetText(t)
	return d
}

// lexMovetext is the main state inside a game: tags first, then movetext.
func lexMovetext(l *lexer) stateFn {
	s := l.src
	for {
		if l.pos >= len(s) {
			if !l.eof {
				l.needMore = true
				return nil
			}
			return l.finishLine()
		}
		c := s[l.pos]
		switch c {
		case ' ', '\t', '\f', '\v', ',':
			// Commas separate moves in some localized scores.
			l.pos++
			continue
		case '\n', '\r':
			l.newline()
			if l.pos < len(s) && (s[l.pos]-'A' < 26 || s[l.pos] == ' ' || s[l.pos] == '\t') {
				if st, ok := l.bareTagLine(); ok {
					return st
				}
			}
			continue
		case '%':
			if l.skipEscapeLine() {
				continue
			}
			return lexSymbol
		case '[':
			if !isTagStart(s, l.pos) {
				return lexBracket
			}
			if !l.inMovetext {
				return lexTag
			}
			return l.finishLine()
		case '{':
			return lexComment
		case ';':
			if l.semicolonSeparates() {
				l.warnMove(l.pos, "';' between moves read as a separator, not a comment")
				l.pos++
				continue
			}
			return lexLineComment
		case '(', ')':
			return lexParen
		case '$':
			return lexNAG
		case '}', ']':
			if !l.skipping {
				l.warnT(l.posAt(l.pos), diag.T("stray '%c' skipped", c))
			}
			l.pos++
			continue
		}
		if c >= 0x80 {
			if n := spaceLen(s, l.pos); n > 0 {
				l.pos += n
				continue
			}
		}
		if c == '<' {
			if n := markupLen(s, l.pos); n > 0 {
				if l.inMovetext && l.tagAfterMarkup(l.pos) || l.newGameAfterMarkup(l.pos) {
					// "<p>[Event …" on a line of its own: the game ends
					// above it, where ReadCut cuts (gameLineStart), and the
					// markup is the next game's stray text, read in pieces
					// or whole alike.
					return l.finishLine()
				}
				// A tag of a web page copied with the score ("1. e4 <b>e5</b>"):
				// skipped with a warning, as stray text is between games.
				if !l.skipping {
					l.warnT(l.posAt(l.pos), diag.T("stray text skipped: %s", quoteShort(s[l.pos:l.pos+n])))
				}
				l.pos += n
				continue
			}
		}
		return lexSymbol
	}
}

// skipMarkup returns where the spaces and markup tags from s[i] on end.
func skipMarkup(s []byte, i int) int {
	for i < len(s) {
		if s[i] == ' ' || s[i] == '\t' {
			i++
			continue
		}
		if n := markupLen(s, i); s[i] == '<' && n > 0 {
			i += n
			continue
		}
		break
	}
	return i
}

// tagAfterMarkup reports whether the markup tag at src[i] stands where
// only spaces and markup precede it on its line and, after it and any
// more markup and spaces, a tag pair starts ("<A>[Site …"): a game's
// start, as gameLineStart sees it.
func (l *lexer) tagAfterMarkup(i int) bool {
	s := l.src
	j := skipMarkup(s, i)
	return j < len(s) && s[j] == '[' && isTagStart(s, j) && gameLineStart(s, 0, j) >= 0
}

// newGameAfterMarkup reports whether the markup tag at src[i], among the
// tags of a game with no movetext yet, stands before a tag that begins
// the next game ("<p>[Event …" after [Event "a"]: newGameTag): the game
// ends above it, as in movetext, so that its markup is the next game's
// stray text, read in pieces or whole alike.
func (l *lexer) newGameAfterMarkup(i int) bool {
	if l.inMovetext || l.nTags == 0 || l.skipping || l.textBefore(l.posAt(i)) {
		return false
	}
	s := l.src
	j := skipMarkup(s, i)
	if j >= len(s) || s[j] != '[' {
		return false
	}
	a := j + 1
	b := a
	for b < len(s) && (s[b]|0x20 >= 'a' && s[b]|0x20 <= 'z' || s[b] >= '0' && s[b] <= '9' || s[b] == '_') {
		b++
	}
	return b > a && l.newGameTag(s[a:b], l.posAt(j))
}

// markupLen returns the length of the markup tag at s[i] ("<br />",
// "</body>", "<!-- x -->" on one line), or 0: '<', an optional '/' or '!',
// a letter (or "--"), then anything but another '<', a brace or a line
// break, up to a '>' within 256 bytes.
func markupLen(s []byte, i int) int {
	j := i + 1
	if j < len(s) && (s[j] == '/' || s[j] == '!') {
		j++
	}
	if j >= len(s) || !(s[j]|0x20 >= 'a' && s[j]|0x20 <= 'z' || s[j] == '-') {
		return 0
	}
	for e := j + 1; e < len(s) && e < i+256; e++ {
		switch s[e] {
		case '>':
			return e + 1 - i
		case '<', '{', '}', '\n', '\r':
			return 0
		}
	}
	return 0
}

// bareTagLine reports whether a tag line missing its '[' (Event "X"])
// starts the line at l.pos, and returns the state that reads it: as a
// tag, or ending the game when its movetext has begun, as a tag does. It
// is looked for at line breaks only, which keeps it off the path of
// every symbol.
func (l *lexer) bareTagLine() (stateFn, bool) {
	i := skipSpaces(l.src, l.pos)
	if i == len(l.src) || !isBareTagLine(l.src, i) {
		return nil, false
	}
	if l.inMovetext {
		return l.finishLine(), true
	}
	l.pos = i
	return lexBareTag, true
}

// newline consumes the line break at l.pos: CRLF, LF or a lone CR.
func (l *lexer) newline() {
	if l.src[l.pos] == '\r' && l.pos+1 < len(l.src) && l.src[l.pos+1] == '\n' {
		l.pos++
	}
	l.pos++
	l.line++
	l.lineStart = l.base + int64(l.pos)
}

// skipEscapeLine skips the line at l.pos if it is an escape line: one
// that starts with '%' (PGN standard, section 6). It reports whether it
// did.
func (l *lexer) skipEscapeLine() bool {
	if !l.atLineStart() {
		return false
	}
	l.pos = l.lineEnd(l.pos)
	return true
}

func (l *lexer) atLineStart() bool { return l.base+int64(l.pos) == l.lineStart }

// indentStart returns the start of l.pos's line if only spaces and tabs
// precede l.pos on it, else -1. It looks back from l.pos, so it costs
// little in a long line.
func (l *lexer) indentStart() int {
	i := l.pos
	for i > 0 && (l.src[i-1] == ' ' || l.src[i-1] == '\t') {
		i--
	}
	if l.base+int64(i) != l.lineStart {
		return -1
	}
	return i
}

// lineEnd returns the index of the line break at or after i, or len(src).
func (l *lexer) lineEnd(i int) int {
	s := l.src[i:]
	n := bytes.IndexByte(s, '\n')
	if n < 0 {
		n = len(s)
	}
	if r := bytes.IndexByte(s[:n], '\r'); r >= 0 {
		n = r
	}
	return i + n
}

// countLines advances the line count over src[i:j], which the caller has
// consumed as one token (a multi-line comment).
func (l *lexer) countLines(i, j int) {
	s := l.src[i:j]
	if bytes.IndexByte(s, '\r') < 0 {
		n := bytes.Count(s, nl)
		if n > 0 {
			l.line += int32(n)
			l.lineStart = l.base + int64(i+bytes.LastIndexByte(s, '\n')+1)
		}
		return
	}
	for k := 0; k < len(s); k++ {
		switch s[k] {
		case '\r':
			if k+1 < len(s) && s[k+1] == '\n' {
				k++
			}
		case '\n':
		default:
			continue
		}
		l.line++
		l.lineStart = l.base + int64(i+k+1)
	}
}

var nl = []byte{'\n'}

// spaceLen returns the length of the non-ASCII space character at src[i]
// (NBSP and the typographic spaces copied from web pages, or a BOM), or 0.
func spaceLen(s []byte, i int) int {
	switch s[i] {
	case 0xC2:
		if i+1 < len(s) && s[i+1] == 0xA0 {
			return 2
		}
	case 0xE2: // U+2000..U+200B, U+202F
		if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] >= 0x80 && s[i+2] <= 0x8B || s[i+2] == 0xAF) {
			return 3
		}
	case 0xE3: // U+3000
		if i+2 < len(s) && s[i+1] == 0x80 && s[i+2] == 0x80 {
			return 3
		}
	case 0xEF: // a BOM in mid-stream, left by concatenating files
		if i+2 < len(s) && s[i+1] == 0xBB && s[i+2] == 0xBF {
			return 3
		}
	}
	return 0
}

// delim marks the ASCII bytes that end a symbol.
var delim = [256]bool{
	' ': true, '\t': true, '\n': true, '\r': true, '\f': true, '\v': true,
	'{': true, '}': true, '(': true, ')': true, '[': true, ']': true,
	';': true, '$': true, ',': true,
}

// symbolEnd returns the end of the symbol starting at i.
func (l *lexer) symbolEnd(i int) int {
	s := l.src
	start := i
	for i < len(s) {
		c := s[i]
		if c < 0x80 {
			if c == '<' && i > start && markupLen(s, i) > 0 {
				return i // "*</body>": the markup after a symbol is not part of it
			}
			if delim[c] {
				if c == '(' {
					// e8(Q): a promotion in parentheses, not a variation.
					if n := parenPromotion(s, i); n > 0 {
						i += n
						continue
					}
				}
				return i
			}
			i++
			continue
		}
		if spaceLen(s, i) > 0 {
			return i
		}
		i++
	}
	return i
}

// parenPromotion returns the length of "(X)" at s[i] when it follows a rank
// 1 or 8 and X is one short piece letter, else 0.
func parenPromotion(s []byte, i int) int {
	if i == 0 || (s[i-1] != '8' && s[i-1] != '1') {
		return 0
	}
	for j := i + 1; j < len(s) && j <= i+5; j++ {
		c := s[j]
		if c == ')' {
			if j == i+1 {
				return 0
			}
			return j + 1 - i
		}
		if c < 0x80 && (delim[c] || c < 'A') {
			return 0
		}
	}
	return 0
}
