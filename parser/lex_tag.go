package parser

import (
	"bytes"
)

// lexTag reads [Name "value"]. A quote inside the value closes it only if
// a ']' follows, which reads [Event "The "Big" Open"] as its writer meant.
func lexTag(l *lexer) stateFn { return l.tag(l.pos+1, false) }

// lexBareTag reads a tag line missing its '[' (Event "X"]), which
// isBareTagLine recognised, with a warning.
func lexBareTag(l *lexer) stateFn { return l.tag(l.pos, true) }

// tag reads the tag that starts at l.pos, its name at or after src[i];
// bare says its '[' is missing.
func (l *lexer) tag(i int, bare bool) stateFn {
	s := l.src
	p := l.posAt(l.pos)
	n0 := skipSpaces(s, i)
	n1 := n0
	for n1 < len(s) && isNameByte(s[n1]) {
		n1++
	}
	if n0 == n1 {
		return l.badTag(p, n1, "missing tag name")
	}
	if l.newGameTag(s[n0:n1], p) {
		return l.finishLine()
	}
	if bare && !l.skipping {
		// Only now: a tag that starts the next game is that game's
		// to warn about.
		l.warn(p, "tag line missing its '[': read as a tag")
	}
	i = skipSpaces(s, n1)
	q := 0
	if i < len(s) {
		q = quoteLen(s, i)
	}
	if q == 0 {
		return l.badTag(p, i, "tag value must be in quotes")
	}
	return l.tagValue(p, n0, n1, i, q)
}

// tagValue reads the value of the tag at p, named src[n0:n1], which opens
// with the quote src[q:q+qLen], and emits the tag.
// tagValueStop marks the bytes tagValue looks at: line breaks, a
// backslash, and the first bytes of the quotes (see quoteLen).
var tagValueStop = [256]bool{'\n': true, '\r': true, '\\': true, '"': true, 0xE2: true, 0xC2: true}

func (l *lexer) tagValue(p Pos, n0, n1, q, qLen int) stateFn {
	s := l.src
	lenient := qLen > 1
	escaped := false
	v0 := q + qLen
	v1, end := -1, -1
	lastQ, lastN := -1, 0 // the last quote that did not close the value
	nw := len(l.warns)
	j := v0
scan:
	for ; j < len(s) && v1 < 0; j++ {
		// Most bytes of a value are none of those below: skip them with
		// a table lookup each.
		for j < len(s) && !tagValueStop[s[j]] {
			j++
		}
		if j == len(s) {
			break
		}
		switch c := s[j]; c {
		case '\n', '\r':
			break scan
		case '\\':
			if j+1 < len(s) && (s[j+1] == '"' || s[j+1] == '\\') {
				escaped = true
				j++
			}
		case '"', 0xE2, 0xC2:
			n := quoteLen(s, j)
			if n == 0 {
				continue
			}
			if k, ok := closesTag(s, j+n); ok {
				v1, end = j, k+1
				lenient = lenient || n > 1
			} else {
				if c == '"' && !l.skipping {
					l.warn(l.posAt(j), "unescaped quote in tag value")
				}
				lastQ, lastN = j, n
			}
		}
	}
	if v1 < 0 {
		e := min(j, len(s))
		if lastQ < 0 {
			if st, ok := l.closeAtBracket(p, n0, n1, v0, e, escaped); ok {
				if lenient && st != nil && !l.skipping {
					l.warn(p, "typographic quotes around tag value")
				}
				return st
			}
		}
		return l.unclosedTag(q, lastQ, lastN, e, nw)
	}
	if lenient && !l.skipping {
		l.warn(p, "typographic quotes around tag value")
	}
	return l.emitTag(p, n0, n1, v0, v1, end, escaped)
}

// emitTag emits the tag at p named src[n0:n1] with the value src[v0:v1]
// and goes on after the tag, at src[end].
func (l *lexer) emitTag(p Pos, n0, n1, v0, v1, end int, escaped bool) stateFn {
	if !l.skipping {
		l.nTags++
	}
	l.emit(tTagName, p, n0, n1, 0)
	var flags int32
	if escaped {
		flags = tagEscaped
	}
	l.emit(tTagValue, p, v0, v1, flags)
	l.pos = end
	l.mark(end)
	return lexMovetext
}

// closeAtBracket repairs a tag value that opened at src[v0] and runs to
// the end of its line, src[e], with no quote after the opening one, when
// the line ends with ']' ([Event "Lille ]): the closing quote is missing
// and the value ends before the ']'. The repair is not made when the
// next line closes the value (that line may belong to it: the error
// then stays, as unclosedTag explains). It reports whether it repaired.
func (l *lexer) closeAtBracket(p Pos, n0, n1, v0, e int, escaped bool) (stateFn, bool) {
	s := l.src
	z := e - 1
	for z >= v0 && (s[z] == ' ' || s[z] == '\t') {
		z--
	}
	if z < v0 || s[z] != ']' || z > v0 && s[z-1] == '"' {
		// No ']', or a '\"]' whose backslash may be the value's last
		// character ("C:\games\"]): which the writer meant is unclear.
		return nil, false
	}
	if ns := nextLine(s, e); ns < len(s) && closingLine(s, ns, l.lineEnd(ns)) > 0 {
		return nil, false
	} else if ns == len(s) && !l.eof {
		l.needMore = true
		return nil, true
	}
	v1 := z
	for v1 > v0 && (s[v1-1] == ' ' || s[v1-1] == '\t') {
		v1--
	}
	if !l.skipping {
		l.warn(l.posAt(z), "missing closing quote before ']': tag value closed there")
	}
	return l.emitTag(p, n0, n1, v0, v1, z+1, escaped), true
}

// nextLine returns the start of the line after the line break at src[e]
// (len(src) at the end of the input).
func nextLine(s []byte, e int) int {
	if e >= len(s) {
		return len(s)
	}
	if s[e] == '\r' && e+1 < len(s) && s[e+1] == '\n' {
		return e + 2
	}
	return e + 1
}

// newGameTag decides whether a tag that follows other tags, with no
// movetext in between, begins the next game (whose predecessor had no
// movetext at all): a second Event tag, or a repeated name after a blank
// line. Other repeated tags are kept as duplicates of one game.
func (l *lexer) newGameTag(name []byte, p Pos) bool {
	if l.nTags == 0 || l.skipping {
		return false
	}
	event := string(name) == "Event"
	if !event && p.Line <= l.lastTokLine+1 {
		return false
	}
	for i := range l.toks {
		t := &l.toks[i]
		if t.kind == tTagName && string(l.src[t.pos.Offset-l.base+int64(t.a):t.pos.Offset-l.base+int64(t.b)]) == string(name) {
			return true
		}
	}
	return false
}

// unclosedTag reports a tag value that reaches the end of its line (at
// src[e]) without a quote followed by ']'. It drops the warnings about
// unescaped quotes made since nw, which the error explains better. The
// value opened with the quote at src[q]; lastQ (length lastN) is the last
// quote after it, or -1. Without one the value is unterminated: a line
// break inside it ([Site "S⏎"]). With one, the value ended there and what
// follows is wrong: nothing ([Event "x"), where the ']' is missing) or
// junk ([Site "S" junk]).
func (l *lexer) unclosedTag(q, lastQ, lastN, e, nw int) stateFn {
	s := l.src
	l.warns = l.warns[:nw]
	switch {
	case lastQ < 0:
		l.fail(l.posAt(q), "unterminated tag value")
		if e == len(s) {
			break
		}
		// The value may go on on the next line and close there
		// ("Somewhere⏎on the Earth\"]"): that line belongs to the broken
		// tag; read as movetext, it would begin the game's moves.
		ns := e + 1
		if s[e] == '\r' && ns < len(s) && s[ns] == '\n' {
			ns++
		}
		if ns == len(s) && !l.eof {
			l.needMore = true
			return nil
		}
		if k := closingLine(s, ns, l.lineEnd(ns)); k > 0 {
			l.pos = e
			l.newline()
			l.pos = k
			l.mark(k)
			return lexMovetext
		}
	default:
		k := lastQ + lastN
		for k < e && (s[k] == ' ' || s[k] == '\t') {
			k++
		}
		if k == e {
			l.fail(l.posAt(lastQ+lastN), "missing ']' after tag value")
			break
		}
		z := k + bytes.IndexByte(s[k:e], ']')
		if z < k {
			z = e
		}
		l.fail(l.posAt(k), "unexpected %s after tag value", quoteShort(s[k:z]))
	}
	l.pos = l.lineEnd(l.pos)
	l.mark(l.pos)
	return lexMovetext
}

// closingLine returns the index after the ']' that closes a tag value
// continued on the line s[i:e]: a quote, spaces and ']'. It returns 0 if
// there is none or the line starts a tag of its own.
func closingLine(s []byte, i, e int) int {
	if i < e && s[i] == '[' {
		return 0
	}
	for j := i; j < e; j++ {
		if c := s[j]; c != '"' && c != 0xE2 && c != 0xC2 {
			continue
		}
		if n := quoteLen(s, j); n > 0 {
			if k, ok := closesTag(s[:e], j+n); ok {
				return k + 1
			}
		}
	}
	return 0
}

// badTag reports a malformed tag and skips the rest of its line.
func (l *lexer) badTag(p Pos, i int, msg string) stateFn {
	if i > len(l.src) {
		i = len(l.src)
	}
	at := p
	if i < len(l.src) && l.src[i] != '\n' && l.src[i] != '\r' {
		at = l.posAt(i)
	}
	l.fail(at, "%s", msg)
	l.pos = l.lineEnd(l.pos)
	l.mark(l.pos)
	return lexMovetext
}

// isTagStart reports whether s[i] == '[' opens a tag pair: a name and a
// quote, a quote alone (a tag missing its name), or a standard tag name
// (a tag missing its quotes). Anything else in brackets is a web page's
// heading or analysis ("[C33]", "[ 12.Sxa4? Sxe4! … ]", "[%clk 0:01]").
func isTagStart(s []byte, i int) bool {
	n := skipSpaces(s, i+1)
	e := asciiNameEnd(s, n)
	if e > n && e+1 < len(s) && s[e] == ' ' && s[e+1] == '"' {
		return true // the usual [Name "value"]
	}
	if quoteBeforeClose(s, n) {
		return true // broken tags: ["x"], [Name? "x"], [Name  “x”]
	}
	if e == n {
		return false
	}
	if k := skipSpaces(s, e); k == e && k < len(s) && s[k] != ']' && s[k] != '\n' && s[k] != '\r' {
		return false // "[schaakclub.nl, …]": not a name followed by a space
	}
	// "[Event" alone on its line is a tag cut short, as it is at the end
	// of the input: a game with an error, kept verbatim, both times.
	return isStandardTag(s[n:e])
}

// isBareTagLine reports whether the line at s[i] is a tag pair missing
// its '[': a name that starts with a capital letter at the start of the
// line, spaces, a quoted value and ']' ending the line (Event "X"]).
// Movetext never looks so; anything less is left to be read as it is.
func isBareTagLine(s []byte, i int) bool {
	if s[i] < 'A' || s[i] > 'Z' {
		return false
	}
	n := asciiNameEnd(s, i)
	k := skipSpaces(s, n)
	if k == n || k == len(s) || quoteLen(s, k) == 0 {
		return false
	}
	e := k + 1
	for e < len(s) && s[e] != '\n' && s[e] != '\r' {
		e++
	}
	for e > k && (s[e-1] == ' ' || s[e-1] == '\t') {
		e--
	}
	return s[e-1] == ']' && closingLine(s, k+quoteLen(s, k), e) == e
}

// asciiNameEnd returns the end of the ASCII tag name starting at s[i].
func asciiNameEnd(s []byte, i int) int {
	for i < len(s) && nameByte[s[i]]&nameASCII != 0 {
		i++
	}
	return i
}

// quoteBeforeClose reports whether a quote opens the value of a broken
// tag at s[i]: right there (["x"]), or after one word (a name however
// misspelt) and spaces ([Name? "x"], [Name  “x”]), before a ']' or the
// end of the line, and closed right before the ']'. A quote further on,
// after words, is prose in brackets ("[, A variante … “arriscada” …]"),
// no tag.
func quoteBeforeClose(s []byte, i int) bool {
	isQuote := func(j int) bool { return (s[j] == '"' || s[j] >= 0xC2) && quoteLen(s, j) > 0 }
	j := i
	for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != ']' && s[j] != '\n' && s[j] != '\r' && !isQuote(j) {
		j++
	}
	j = skipSpaces(s, j)
	if j >= len(s) || !isQuote(j) {
		return false
	}
	// The value's closing quote comes right before the first ']' on the
	// line (or there is none: a tag cut short). A quotation in prose
	// ("[ “A teoria …” Na hora … variante.]") goes on after its quote.
	for k := j + quoteLen(s, j); k < len(s) && s[k] != '\n' && s[k] != '\r'; k++ {
		if s[k] == ']' {
			e := k
			for e > j && (s[e-1] == ' ' || s[e-1] == '\t') {
				e--
			}
			return e > j+quoteLen(s, j) && closingQuoteEnds(s, e)
		}
	}
	return true
}

// closingQuoteEnds reports whether a quote ends at s[e-1] (one byte '"',
// or the last byte of a typographic one).
func closingQuoteEnds(s []byte, e int) bool {
	for _, n := range [...]int{1, 2, 3} {
		if e-n >= 0 && quoteLen(s, e-n) == n {
			return true
		}
	}
	return false
}

// isStandardTag reports whether name is one of the tags that a tag pair
// missing its quotes is still recognised by.
func isStandardTag(name []byte) bool {
	switch string(name) {
	case "Event", "Site", "Date", "Round", "White", "Black", "Result",
		"FEN", "SetUp", "Variant", "ECO", "WhiteElo", "BlackElo", "Annotator",
		"PlyCount", "TimeControl", "Time", "Termination", "Mode", "EventDate", "Opening":
		return true
	}
	return false
}

func isNameByte(c byte) bool { return nameByte[c] != 0 }

// nameByte classes the bytes of tag names: nameAny, a byte a name may
// hold (an ASCII letter, digit or '_', or any byte of a non-ASCII
// letter); nameASCII, one of the ASCII ones. A table: the names of every
// tag pair are scanned byte by byte.
const (
	nameAny = 1 << iota
	nameASCII
)

var nameByte = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		switch {
		case b >= 'A' && b <= 'Z', b >= 'a' && b <= 'z', b >= '0' && b <= '9', b == '_':
			t[c] = nameAny | nameASCII
		case b >= 0x80:
			t[c] = nameAny
		}
	}
	return t
}()

// Quotes accepted around tag values besides '"': smart quotes from word
// processors, German and Polish „“ and guillemets.
var (
	ldquo = []byte("“")
	rdquo = []byte("”")
	bdquo = []byte("„")
	laquo = []byte("«")
	raquo = []byte("»")
)

// quoteLen returns the length of a quote character at s[i], or 0.
func quoteLen(s []byte, i int) int {
	if s[i] == '"' {
		return 1
	}
	t := s[i:]
	if bytes.HasPrefix(t, ldquo) || bytes.HasPrefix(t, rdquo) || bytes.HasPrefix(t, bdquo) {
		return 3
	}
	if bytes.HasPrefix(t, laquo) || bytes.HasPrefix(t, raquo) {
		return 2
	}
	return 0
}

// closesTag reports whether only spaces separate s[i:] from a ']'.
func closesTag(s []byte, i int) (int, bool) {
	i = skipSpaces(s, i)
	return i, i < len(s) && s[i] == ']'
}

// tagLineIn returns the index of the first line of s (not the first) that
// begins with something like [Name "…, or -1.
func tagLineIn(s []byte) int {
	for i := 0; ; {
		n := bytes.IndexByte(s[i:], '\n')
		if n < 0 {
			if bytes.IndexByte(s[i:], '\r') < 0 {
				return -1
			}
			n = bytes.IndexByte(s[i:], '\r') // old Mac line ends
		}
		i += n + 1
		if i < len(s) && s[i] == '[' && isTagLine(s[i:]) {
			return i
		}
	}
}

// isTagLine reports whether s starts with [Name "  (or another quote).
func isTagLine(s []byte) bool {
	i := asciiNameEnd(s, 1)
	if i == 1 {
		return false
	}
	for i < len(s) && s[i] == ' ' {
		i++
	}
	return i < len(s) && i > 1 && s[i-1] == ' ' && quoteLen(s, i) > 0
}
