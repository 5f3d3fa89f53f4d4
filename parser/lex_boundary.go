package parser

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser/san"
)

// lexBetween skips what lies between games: blank lines, escape lines and
// stray text (a warning each). It starts a game at a tag (or a tag line
// missing its '['), a comment, a move number or something that reads as
// an English move.
func lexBetween(l *lexer) stateFn {
	s := l.src
	for {
		if l.pos >= len(s) {
			if l.eof {
				l.noGame = true
			} else {
				l.needMore = true
			}
			return nil
		}
		if l.skipSpace() {
			continue
		}
		switch s[l.pos] {
		case '{', ';':
			l.startGame()
			return lexMovetext
		case '[':
			if isTagStart(s, l.pos) {
				l.startGame()
				return lexMovetext
			}
			l.skipStrayBrackets()
			continue
		}
		if i := l.indentStart(); i >= 0 && isBareTagLine(s, l.pos) {
			// The game starts with the indentation, so that it is there
			// (and this test gives the same answer) when the game is
			// lexed again after more input is read.
			name := l.pos
			l.pos = i
			l.startGame()
			l.pos = name
			return lexBareTag
		}
		if s[l.pos] == '<' {
			if n := markupLen(s, l.pos); n > 0 {
				// A web page's tag before a game ("</p> <p>[Event ..."):
				// skipped alone, so that the tags or moves after it on
				// the line are read, not skipped with it.
				l.stray = append(l.stray, l.mkWarningT(l.posAt(l.pos), diag.T("stray text skipped: %s", quoteShort(s[l.pos:l.pos+n]))))
				l.pos += n
				continue
			}
		}
		if e := l.lineEnd(l.pos); boardSquares(s[l.pos:e]) {
			// "a7 pd b7 pd c7 pd d7 pd e7 f7 pd …": a board diagram
			// flattened to text, square by square, not moves.
			l.stray = append(l.stray, l.mkWarningT(l.posAt(l.pos), diag.T("a board diagram's squares skipped: %s", quoteShort(s[l.pos:e]))))
			l.pos = e
			continue
		}
		if mt, ds := l.looksLikeMovetext(), descriptiveStart(s[l.pos:l.lineEnd(l.pos)]); mt || ds {
			l.startGame()
			l.descriptive = ds
			return lexMovetext
		}
		if fenLine(s[l.pos:l.lineEnd(l.pos)]) {
			// A position in FEN on a line of its own, as a page gives an
			// odds game's start before its moves: the game starts there,
			// so that the reader of real text (package prose) sees it
			// and replays from it, rather than from the usual start.
			l.startGame()
			return lexMovetext
		}
		if l.skipStrayLine(); l.needMore {
			return nil
		}
	}
}

// skipSpace skips the white space at l.pos, if any: a space, tab, form
// feed or vertical tab, a line break, an escape line or a non-ASCII space.
// It reports whether it skipped something.
func (l *lexer) skipSpace() bool {
	c := l.src[l.pos]
	switch c {
	case ' ', '\t', '\f', '\v':
		l.pos++
		return true
	case '\n', '\r':
		l.newline()
		return true
	case '%':
		return l.skipEscapeLine()
	}
	if c >= 0x80 {
		if n := spaceLen(l.src, l.pos); n > 0 {
			l.pos += n
			return true
		}
	}
	return false
}

// skipStrayBrackets skips text in brackets at l.pos that is not a tag
// pair, with a warning: "[C33] Gambetto di Re", "[Jerzy Konikowski]",
// "[pgn]", a heading or a shortcode.
func (l *lexer) skipStrayBrackets() {
	s := l.src
	e := l.lineEnd(l.pos)
	if k := bytes.IndexByte(s[l.pos:e], ']'); k >= 0 {
		e = l.pos + k + 1
	}
	l.stray = append(l.stray, l.mkWarningT(l.posAt(l.pos), diag.T("stray text skipped: %s", quoteShort(s[l.pos:e]))))
	l.pos = e
}

// skipStrayLine skips the rest of the line at l.pos, with a warning that
// quotes its first 40 bytes or so. When a numbered move follows the stray
// text on the line ("((( 1. c4 *", "Partie 1. e4 e5"), only the text
// before it is skipped: the game starts there, rather than being lost.
func (l *lexer) skipStrayLine() {
	e := l.lineEnd(l.pos)
	if !l.eof && !l.nextLineRead(e) && gluedOne(l.src[l.pos:e]) {
		// The line's "1." may start a game that the next line confirms
		// (gluedFirstNumber): it must have been read.
		l.needMore = true
		return
	}
	if j := l.numberedMoveIn(l.pos+1, e); j > 0 {
		start := l.numberingBack(l.pos, j)
		quote, more := l.quotedOpening(l.pos, start, e)
		if more {
			l.needMore = true
			return
		}
		if quote {
			// "tras 1.e4 e5 2.Ac4 te están preguntando …", and then the
			// game written out from "1. e4 e5": the sentence quotes the
			// game's opening, it is no game of its own.
			d := l.mkWarningT(l.posAt(start), diag.T("moves quoted in a sentence before the game that writes them again from move 1, read as text: %s", quoteShort(l.src[start:e])))
			d.Code = diag.ProseText
			l.stray = append(l.stray, d)
			l.pos = e
			return
		}
		e = l.numberAfter(l.pos, start)
	}
	// Commas before a tag: in movetext they separate moves, so the tag
	// ended the game before ("0.0,[\" 00.a1"); it must start one here
	// too, or that game, written out, would read back as part of the one
	// before.
	j := l.pos
	for j < e && (l.src[j] == ',' || l.src[j] == ' ' || l.src[j] == '\t') {
		j++
	}
	if j < e && l.src[j] == '[' && isTagStart(l.src, j) {
		e = j
	}
	if e <= l.pos {
		// Nothing before the game the line's numbers point to, yet no
		// game starts here (numberAfter put "1e4 e5 1. e4"'s start at
		// "1e4", which starts no game): skip one token, so that the
		// lexer always moves on (it looped for ever here).
		e = l.pos + 1
		for e < len(l.src) && !utf8.RuneStart(l.src[e]) {
			e++
		}
		for e < len(l.src) && l.src[e] != ' ' && l.src[e] != '\t' && l.src[e] != '\n' && l.src[e] != '\r' {
			e++
		}
	}
	text := l.src[l.pos:e]
	if len(text) > 40 {
		n := 40
		for n > 0 && !utf8.RuneStart(text[n]) {
			n--
		}
		text = text[:n]
	}
	// string(text): a copy, as text is in the reader's buffer.
	if numberedMoves(l.src[l.pos:e]) >= 2 {
		// Moves no reading takes ("13. dXc5-re 13... Hd5-öt": letters of
		// no known language): said as such, and an error when the input
		// yields no game at all (Stray.NoGame).
		l.stray = append(l.stray, l.mkWarningT(l.posAt(l.pos), diag.T(StrayMovesKey, string(text))))
	} else {
		l.stray = append(l.stray, l.mkWarningT(l.posAt(l.pos), diag.T("stray text skipped: %q", string(text))))
	}
	l.pos = e
}

// gluedOne reports whether line holds a "1." glued to a letter before it
// (gluedFirstNumber's candidates).
func gluedOne(line []byte) bool {
	for j := 1; j+1 < len(line); j++ {
		if line[j] == '1' && line[j+1] == '.' && endsInLetter(line[:j]) {
			return true
		}
	}
	return false
}

// nextLineRead reports whether the line after the one that ends at e
// (its '\r' or '\n') has been read whole.
func (l *lexer) nextLineRead(e int) bool {
	s := l.src
	if e < len(s) && s[e] == '\r' {
		e++
	}
	if e >= len(s) {
		return false
	}
	return bytes.IndexByte(s[e+1:], '\n') >= 0
}

// StrayMovesKey is the message of a stray-text warning whose line holds
// numbered moves that nothing read.
const StrayMovesKey = "stray text with numbered moves skipped: %q"

// numberedMoves counts the places in line where a move number with its
// dot or dots ("13.", "13...", "13…") is followed by a token holding a
// square ("dXc5-re", "Hd5-öt", "Fc8—d7") or castling ("0-0", "O—O"); and
// where a number without its dot is, when the line numbers the next move
// so too ("1 e2- e4 e7 - e5 2 Lf1 - c4": a column's numbering, confirmed
// by its own count; one number alone, "page 2 f3", is a sentence's).
func numberedMoves(line []byte) int {
	n := 0
	var dotless []int // the numbers without dots before a square
	for j := 0; j < len(line); j++ {
		c := line[j]
		if c < '0' || c > '9' || j > 0 && line[j-1] != ' ' && line[j-1] != '\t' && line[j-1] != '(' && line[j-1] != ',' && line[j-1] != ';' {
			continue
		}
		k := j
		for k < len(line) && line[k] >= '0' && line[k] <= '9' {
			k++
		}
		if k-j > 3 {
			j = k
			continue
		}
		d := skipDots(line, k, len(line))
		if d == k && (k == len(line) || line[k] != ' ' && line[k] != '\t') {
			j = k
			continue
		}
		m := skipSpaces(line, d)
		e := m
		for e < len(line) && e-m < 12 && line[e] != ' ' && line[e] != '\t' && line[e] != ',' {
			e++
		}
		if tok := line[m:e]; holdsSquare(tok) || slices.ContainsFunc(castlingStarts, func(c string) bool { return bytes.HasPrefix(tok, []byte(c)) }) {
			if d > k {
				n++
			} else {
				num, _ := strconv.Atoi(string(line[j:k]))
				dotless = append(dotless, num)
			}
		}
		j = e
	}
	for _, num := range dotless {
		if slices.Contains(dotless, num+1) || slices.Contains(dotless, num-1) {
			n++
		}
	}
	return n
}

// readsAsMove reports whether tok, after a move number on a line of
// stray text, reads as a move in English letters or coordinates, or, in a
// list item (item), in the letters and files of any language notaz knows:
// "- 1.ε4 γ5", "• 1. Cf3 d5" start a game as "- 1.e4 c5" does; the
// language is decided later, by replay. After words ("Κινήσεις 1.ε4 ε5",
// a heading that sums up the moves listed under it) English letters are
// still needed, so that such a heading stays stray text in every
// language alike.
func readsAsMove(tok []byte, item bool) bool {
	if m, err := san.Parse(tok, nil); err == nil {
		return !m.Null
	}
	if !item {
		return false
	}
	for _, in := range letterInputs() {
		if m, err := san.Parse(tok, in); err == nil && !m.Null {
			return true
		}
	}
	return false
}

// bulletOnly reports whether b, the start of a line before a move number,
// holds nothing but a list item's bullet and spaces: "- ", "• ", "* ",
// "– ", "— ", "· ", "► ".
func bulletOnly(b []byte) bool {
	t := strings.TrimSpace(string(b))
	if t == "" {
		return false
	}
	for _, r := range t {
		if !strings.ContainsRune("-•*–—·►▪◦", r) {
			return false
		}
	}
	return true
}

// letterInputs are the input tables of every language, built once.
var letterInputs = sync.OnceValue(func() []*locales.Input {
	var ins []*locales.Input
	for _, l := range locales.All() {
		ins = append(ins, l.Input(false))
	}
	return ins
})

// castlingStarts are the starts of castling written with a hyphen or an
// em dash, in digits or letters.
var castlingStarts = []string{"0-0", "O-O", "0—0", "O—O"}

// holdsSquare reports whether tok holds a file followed by a rank digit
// 1–8: a letter a–h, or a language's own file letter (Greek α–θ, French
// é, ç; locales.Locale.InputFiles).
func holdsSquare(tok []byte) bool {
	for i := 0; i+1 < len(tok); i++ {
		if tok[i] >= 'a' && tok[i] <= 'h' && tok[i+1] >= '1' && tok[i+1] <= '8' {
			return true
		}
		if tok[i] >= utf8.RuneSelf && utf8.RuneStart(tok[i]) {
			r, n := utf8.DecodeRune(tok[i:])
			if i+n < len(tok) && tok[i+n] >= '1' && tok[i+n] <= '8' && fileRunes()[r] {
				return true
			}
		}
	}
	return false
}

// numberedMoveIn returns the first place in src[from:to], after a space,
// a parenthesis or the '>' that closes a markup tag ("<body>1. e4"), where a move number with its dot is followed by a
// token that reads as an English move ("1. c4", "12... Nf6", or in
// descriptive notation "1. P-K4", a first move), or -1. The
// move itself must read, so that a heading such as "Game 1. Carlsen" stays
// stray text.
func (l *lexer) numberedMoveIn(from, to int) int {
	s := l.src
	for j := from; j < to; j++ {
		if s[j] < '0' || s[j] > '9' || !(s[j-1] == ' ' || s[j-1] == '\t' || s[j-1] == '(' || s[j-1] == ')' || s[j-1] == '>' || l.gluedFirstNumber(j, to) || parenFirstNumber(s, j, to)) {
			continue
		}
		k := j
		for k < to && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		d := skipDots(s, k, to)
		if d == k && parenNumbered(s, j, k, to) {
			d = k + 1 // "1) e4, e5, 2) Cf3": the number closed by ')'
		}
		if d == k {
			// "muy bloqueadas: 1 d4 d5 2 c4 c6 3 Cc3": numbers without
			// their dots inside a sentence start a game only when the
			// numbering itself confirms it.
			if dotlessNumbered(s[j:to], l.symbolEnd) || k == j+1 && s[j] == '1' && descriptiveNumbered(s[j:to]) {
				return j
			}
			continue
		}
		m := skipSpaces(s, d)
		if m < to && s[m] == '|' {
			m = skipSpaces(s, m+1) // "| 1. | P. to K’s 4th. |": a table's cells
		}
		if m >= to {
			return -1
		}
		e := min(l.symbolEnd(m), to)
		tok := s[m:e]
		tok = tok[:coreLen(tok)]
		if readsAsMove(tok, bulletOnly(s[l.pos:j])) {
			return j
		}
		if k == j+1 && s[j] == '1' && descriptiveStart(s[m:to]) {
			// "went 1. P-K4 P-K4 2. Kt-KB3": a book's sentence. Only a
			// game's first move: "the misprint 2. Kt-KB4" in a
			// paragraph before the game starts none.
			return j
		}
	}
	return -1
}

// parenNumbered reports whether the number s[j:k] is closed by ')' and
// the line (up to to) writes the next number so too ("1) e4, e5, 2) Cf3",
// "14) exCd4 … 15) DxTh8"): a move number, as "1." is, which the line
// start reads with its warning; in the middle of a line of prose only
// where the numbering confirms it, since "1)" also counts a sentence's
// points.
func parenNumbered(s []byte, j, k, to int) bool {
	if k >= to || s[k] != ')' || k-j > 3 {
		return false
	}
	n, _ := strconv.Atoi(string(s[j:k]))
	next := []byte(strconv.Itoa(n+1) + ")")
	for rest := s[k+1 : to]; ; {
		i := bytes.Index(rest, next)
		if i < 0 {
			return false
		}
		if i == 0 || rest[i-1] < '0' || rest[i-1] > '9' {
			return true
		}
		rest = rest[i+1:]
	}
}

// parenFirstNumber reports whether the "1)" at j is glued to the full
// stop or colon that ends the sentence before it ("una serie di mosse da
// doppio punto esclamativo.1) e4, e5, 2) Cf3"), the numbering confirming
// it (parenNumbered).
func parenFirstNumber(s []byte, j, to int) bool {
	return s[j] == '1' && j >= 2 && (s[j-1] == '.' || s[j-1] == ':') && endsInLetter(s[:j-1]) && parenNumbered(s, j, j+1, to)
}

// gluedFirstNumber reports whether the "1." at j, glued to the word
// before it ("Bearbeiten1. e2-e4 c7-c5", a web page's "Edit" link
// flattened into the score), starts a game: its number is 1, a letter is
// glued before it, and the numbering confirms it, "2." standing at the
// start of the next line or later on this one.
func (l *lexer) gluedFirstNumber(j, to int) bool {
	s := l.src
	if s[j] != '1' || j+1 >= to || s[j+1] != '.' || !endsInLetter(s[:j]) || j >= 2 && s[j-2] >= '0' && s[j-2] <= '9' {
		return false
	}
	next := to
	if k := bytes.IndexByte(s[to:], '\n'); k >= 0 {
		next = to + k + 1
	}
	rest := s[j+2 : min(len(s), next+8)]
	for k := bytes.Index(rest, []byte("2.")); k >= 0; {
		if k == 0 || rest[k-1] == ' ' || rest[k-1] == '\t' || rest[k-1] == '\n' {
			return true
		}
		n := bytes.Index(rest[k+1:], []byte("2."))
		if n < 0 {
			break
		}
		k += 1 + n
	}
	return false
}

// endsInLetter reports whether b ends in a letter, decoded as UTF-8.
func endsInLetter(b []byte) bool {
	r, _ := utf8.DecodeLastRune(b)
	return unicode.IsLetter(r)
}

// numberingBack returns where the numbering that leads to the numbered
// move at j starts on its line: "Auger 1. Cf3 d5 2. g3" starts at "1.",
// not at "2. g3", although Cf3 is no English move. Going back from j, each
// earlier number one less than the one after it, with its dot, followed
// by a token that reads as a move in any language's letters and at most
// four words before the next number, is the numbering's: the moves are
// kept in the game rather than skipped as stray text. A number that does
// not count up to the next ("Ronde 2. Notation 1. e4") stops it.
func (l *lexer) numberingBack(from, j int) int {
	s := l.src
	number := func(i int) (n, end int) {
		for end = i; end < len(s) && s[end] >= '0' && s[end] <= '9' && end-i < 4; end++ {
			n = n*10 + int(s[end]-'0')
		}
		return n, end
	}
	n, _ := number(j)
	for n > 1 {
		found := -1
		for p := j - 1; p >= from; p-- {
			if s[p] < '0' || s[p] > '9' || p > from && s[p-1] != ' ' && s[p-1] != '\t' {
				continue
			}
			m, k := number(p)
			d := skipDots(s, k, j)
			if m != n-1 || d == k || k < len(s) && s[k] >= '0' && s[k] <= '9' {
				continue
			}
			if moveFields(s[d:j]) > 4 {
				break // too far: the number is no longer the next one's
			}
			q := skipSpaces(s, d)
			if q >= j {
				continue
			}
			tok := s[q:min(l.symbolEnd(q), j)]
			if !readsAsMove(tok[:coreLen(tok)], true) {
				continue
			}
			found = p
			break
		}
		if found < 0 {
			break
		}
		j, n = found, n-1
	}
	return j
}

// moveFields counts the words of b, a sign standing alone between two
// squares ("e2 - e4", "c5 × d4") not counted: it is part of its move.
func moveFields(b []byte) int {
	n := 0
	for _, f := range bytes.Fields(b) {
		if sepToken(f) == 0 {
			n++
		}
	}
	return n
}

// numberAfter returns where a game starting with "1." at j starts when
// its first two moves stand before the number on the line, as a table
// flattened with each number after its row writes them ("c7 - c5 e2 - e4
// 1. Pb8 - c6 Pg1 - f3 2."): at the first of them (never before from).
// Anywhere else, j.
func (l *lexer) numberAfter(from, j int) int {
	s := l.src
	if j+1 >= len(s) || s[j] != '1' || s[j+1] != '.' {
		return j
	}
	start := j
	for range 2 {
		// One move before start: a word, or a word, a sign and a word.
		var ws [][2]int
		k := start
		for len(ws) < 3 {
			e := k
			for e > from && (s[e-1] == ' ' || s[e-1] == '\t') {
				e--
			}
			b := e
			for b > from && s[b-1] != ' ' && s[b-1] != '\t' && s[b-1] != '\n' {
				b--
			}
			if b == e {
				break
			}
			ws = append(ws, [2]int{b, e})
			k = b
		}
		var tok []byte
		switch {
		case len(ws) == 3 && sepToken(s[ws[1][0]:ws[1][1]]) > 0:
			tok = append(append(append(tok, s[ws[2][0]:ws[2][1]]...), s[ws[1][0]:ws[1][1]]...), s[ws[0][0]:ws[0][1]]...)
			start = ws[2][0]
		case len(ws) >= 1:
			tok = s[ws[0][0]:ws[0][1]]
			start = ws[0][0]
		default:
			return j
		}
		if !readsAsMove(tok[:coreLen(tok)], true) {
			return j
		}
	}
	return start
}

// dotlessNumbered reports whether line starts with moves numbered
// without dots, confirmed by the numbering: "N m1 m2 N+1 m3", where m1 and
// m3 read as moves in English letters or coordinates and m2 is one token
// (a move in any letters: "1 d4 d5 2 c4", "3 Cc3 Cf6 4 Cf3"). A number
// followed by a move is common in prose ("after 2 Nf3 ..."); the next
// number after two tokens is what makes it a score. end gives a token's
// end in the lexer's source; line is a slice of that source, so offsets
// are taken relative to its start.
func dotlessNumbered(line []byte, end func(int) int) bool {
	num := func(i int) (n, next int) {
		k := i
		for k < len(line) && k-i < 4 && line[k] >= '0' && line[k] <= '9' {
			n = n*10 + int(line[k]-'0')
			k++
		}
		if k == i || k-i > 3 || k >= len(line) || line[k] != ' ' && line[k] != '\t' {
			return -1, i
		}
		return n, skipSpaces(line, k)
	}
	token := func(i int) (tok []byte, next int) {
		e := i
		for e < len(line) && line[e] != ' ' && line[e] != '\t' && line[e] != '\n' && line[e] != '\r' {
			e++
		}
		return line[i:e], skipSpaces(line, e)
	}
	isMove := func(tok []byte) bool {
		tok = tok[:coreLen(tok)]
		mv, err := san.Parse(tok, nil)
		return err == nil && !mv.Null
	}
	n, i := num(0)
	if n < 1 {
		return false
	}
	m1, i := token(i)
	m2, i := token(i)
	n2, i := num(i)
	m3, _ := token(i)
	return n2 == n+1 && isMove(m1) && len(m2) > 0 && isMove(m3)
}

// descriptiveNumbered reports whether line starts with a game in
// descriptive notation numbered without dots, as newspaper columns print
// it ("(Mr Steinitz.) 1 P to K 4 1 P to K 4 2 Kt to KB 3"): "1", a
// descriptive move, and further on, within a few words, "2" before
// another (glued to it too, as OCR leaves it: "2Ktto KB 3"). A problem's
// solution in the same column ("1 P to B 8 queens 1 Any move 2 Mates
// accordingly") has no second move.
func descriptiveNumbered(line []byte) bool {
	if len(line) < 3 || line[0] != '1' || line[1] != ' ' || !descriptiveStart(line[2:]) {
		return false
	}
	for j := 2; j < len(line) && j < 80; j++ {
		if line[j] != '2' || line[j-1] != ' ' || j+1 < len(line) && line[j+1] >= '0' && line[j+1] <= '9' {
			continue
		}
		k := j + 1
		for k < len(line) && (line[k] == '.' || line[k] == ' ') {
			k++
		}
		if k < len(line) && descriptiveStart(line[k:]) {
			return true
		}
	}
	return false
}

// looksLikeMovetext reports whether a game without tags starts at l.pos:
// a move number with its dot, or a token that reads as an English move.
// Anything else between games (a tournament name, a row of dashes) is
// stray text.
func (l *lexer) looksLikeMovetext() bool {
	s := l.src
	i := l.pos
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i > l.pos {
		if i < len(s) && (s[i] == '.' || bytes.HasPrefix(s[i:], ellipsis)) {
			return true
		}
		if i+1 < len(s) && (s[i] == ')' || s[i] == '/' || s[i] == ':') && (s[i+1] == ' ' || s[i+1] == '\t') {
			// "1) e4 e5 2) Nf3", "1/ c4 - c5 ;", "1: e4-e5" (a colon
			// apart from what follows: "21:28" is a time): a game if a
			// move follows.
			i = skipSpaces(s, i+1)
			if startsWithSquare(s[i:]) {
				return true
			}
			goto move
		}
		// "1 e4, e5 2 Cf3": a number without its dot, then a move.
		if i == len(s) || s[i] != ' ' && s[i] != '\t' {
			return false
		}
		i = skipSpaces(s, i)
		if startsWithSquare(s[i:]) {
			return true
		}
	}
move:
	e := l.symbolEnd(i)
	tok := s[i:e]
	tok = tok[:coreLen(tok)]
	san, err := san.Parse(tok, nil) // English, or coordinates ("g1f3")
	return err == nil && !san.Null
}

// descriptiveStart reports whether line starts with a move in English
// descriptive notation (P-K4, Kt.—KB3, P to K4, KKt to KB3, Kt takes P)
// or in the Romance languages' (P4R, C3AR, A5CD):
// the first move of a game without tags or numbers in an old book or a
// newspaper column, which must not be skipped as stray text. Package
// descriptive reads the game; this only sees its shape: a piece name, a
// separator, and a square or a piece.
func descriptiveStart(line []byte) bool {
	if romanceStart(line) {
		return true
	}
	// A move number first, with its dot or without ("1 PK4 PK4", as old
	// books print the columns).
	k := 0
	for k < len(line) && line[k] >= '0' && line[k] <= '9' {
		k++
	}
	if k == 0 && len(line) > 2 && (line[0] == 'l' || line[0] == 'I') && line[1] == '.' && line[2] == ' ' {
		// "l. P4R, P3AD; 2. P4AD": OCR read the first move's 1 as a
		// letter (a lowercase L, a capital i); only a move's shape after
		// it starts a game.
		return descriptiveStart(line[skipSpaces(line, 2):])
	}
	if k > 0 && k < len(line) && (line[k] == ' ' || line[k] == '.') {
		for k < len(line) && (line[k] == '.' || line[k] == ' ') {
			k++
		}
		return k < len(line) && (line[k] < '0' || line[k] > '9') && descriptiveStart(line[k:])
	}
	i, n := 0, 0
	for i < len(line) && n < 3 {
		switch c := line[i]; {
		case c == 'K' && i+1 < len(line) && line[i+1] == 't':
			i += 2
		case c == 'K' || c == 'Q' || c == 'R' || c == 'B' || c == 'N' || c == 'P':
			i++
		default:
			n = 3
			continue
		}
		n++
		if i < len(line) && line[i] == '.' {
			i++
		}
	}
	if i == 0 || i >= len(line) {
		return false
	}
	rest := line[i:]
	if n >= 2 && rest[0] >= '1' && rest[0] <= '8' && (line[0] == 'P' || line[0] == 'K' && line[1] == 't') &&
		(len(rest) == 1 || rest[1] == ' ' || rest[1] == ',' || rest[1] == ';') {
		return true // "PK4", "KtKB3": the dash left out (Rogers p. 79)
	}
	switch {
	case bytes.HasPrefix(rest, []byte(" to ")):
		rest = rest[4:]
	case len(rest) > 2 && rest[0] == 't' && rest[1] == 'o' && (rest[2] == ' ' || rest[2] >= 'A' && rest[2] <= 'Z') && line[i-1] != '.':
		rest = rest[skipSpaces(rest, 2):] // "Ktto KB 3", "PtoK4": OCR lost the space
	case bytes.HasPrefix(rest, []byte(" takes ")):
		return true
	case rest[0] == '-' || rest[0] == 'x':
		rest = rest[1:]
	case bytes.HasPrefix(rest, []byte(" - ")):
		rest = rest[3:] // "P - K 4", "Kt - K B 3" (Chess Fundamentals)
	case bytes.HasPrefix(rest, []byte(" — ")) || bytes.HasPrefix(rest, []byte(" – ")):
		rest = rest[5:]
	case bytes.HasPrefix(rest, []byte("—")) || bytes.HasPrefix(rest, []byte("–")):
		rest = rest[3:]
	default:
		return false
	}
	// A square: K4, KB3, QKt5, K.B.3, K's B's 3rd.
	for j := 0; j < len(rest) && j < 12; j++ {
		switch c := rest[j]; {
		case c >= '1' && c <= '8':
			return j > 0
		case c == 'K' || c == 'Q' || c == 'R' || c == 'B' || c == 'N' || c == 't' || c == '.' || c == '\'' || c == 's' || c == ' ' || c >= 0x80:
		default:
			return false
		}
	}
	return false
}

// romanceStart reports whether line starts with a move in the Romance
// languages' descriptive notation: a piece letter, a rank, and a file
// named by one or two letters (P4R, C3AR, A5CD, T1D; Spanish, Catalan,
// Italian R D T A C P, Portuguese B, French F), then the end of the word.
func romanceStart(line []byte) bool {
	piece := func(c byte) bool { return strings.IndexByte("PCADTRBF", c) >= 0 }
	file := func(c byte) bool { return strings.IndexByte("RDTACBF", c) >= 0 }
	if len(line) < 3 || !piece(line[0]) || line[1] < '1' || line[1] > '8' || !file(line[2]) {
		return false
	}
	i := 3
	if i < len(line) && file(line[i]) {
		i++
	}
	return i == len(line) || line[i] == ' ' || line[i] == ',' || line[i] == ';' || line[i] == '\t' || line[i] == '\r' || line[i] == '\n' || line[i] == '+'
}

// fenLine reports whether line starts with a position in FEN: eight
// ranks of piece letters and digits, each of eight squares, separated
// by '/', then a space or the line's end ("rnbqkbnr/pppppppp/8/8/8/8/
// PPPPPPPP/R1BQKBNR w KQkq - 0 1").
func fenLine(line []byte) bool {
	ranks, squares, i := 0, 0, 0
	for ; i < len(line); i++ {
		switch c := line[i]; {
		case c >= '1' && c <= '8':
			squares += int(c - '0')
		case strings.IndexByte("pnbrqkPNBRQK", c) >= 0:
			squares++
		case c == '/':
			if squares != 8 {
				return false
			}
			ranks, squares = ranks+1, 0
		case c == ' ' || c == '\t' || c == '\r':
			return ranks == 7 && squares == 8
		default:
			return false
		}
	}
	return ranks == 7 && squares == 8
}

// quoteLook is how many lines after a sentence quoting a game's first
// moves quotedOpening looks for the game written out from move 1.
const quoteLook = 8

// quotedOpening reports whether the moves numbered from "1." at
// src[j:], inside a sentence of the line src[from:e] (words before them
// on it, and a word after the run of moves), quote the opening of a game
// written out again below: a line within quoteLook lines headed by "1."
// whose first moves (the move tokens after it, words between skipped)
// are the quoted ones, written alike. Such a sentence is prose about the
// game, not a game of its own. more is set when the lines it must see
// are not read yet.
func (l *lexer) quotedOpening(from, j, e int) (quote, more bool) {
	s := l.src
	if j+1 >= e || s[j] != '1' || s[j+1] != '.' || !wordIn(s[from:j]) {
		return false, false
	}
	var quoted []string
	for _, f := range bytes.Fields(s[j:e]) {
		m := moveCore(f)
		if m == "" {
			continue // a move number
		}
		if !readsAsMove([]byte(m), true) {
			break // the sentence goes on
		}
		quoted = append(quoted, m)
	}
	if len(quoted) < 2 || len(quoted) == len(bytes.Fields(s[j:e])) {
		return false, false
	}
	if ls := l.lineFrom(from); l.quoteLine == 0 {
		l.quoteLine = ls + 1
	}
	k := e
	var got []string
	for n := 0; n <= quoteLook+len(quoted); n++ {
		if k < len(s) && s[k] == '\r' {
			k++
		}
		if k >= len(s) && !l.eof {
			return false, true // the next line is not read yet
		}
		if k >= len(s) || s[k] != '\n' {
			return false, false // the text ends
		}
		k++
		le := l.lineEnd(k)
		if le >= len(s) && !l.eof {
			return false, true
		}
		line := bytes.TrimSpace(s[k:le])
		one := len(line) > 1 && line[0] == '1' && line[1] == '.' && (len(line) == 2 || line[2] < '0' || line[2] > '9')
		switch {
		case got != nil && (one || len(line) > 0 && line[0] == '['):
			return false, false // the game ended: another starts
		case got != nil:
		case one:
			got = []string{}
		case len(line) > 0 && (line[0] >= '0' && line[0] <= '9' || line[0] == '['), n >= quoteLook:
			return false, false // another game, or too far
		}
		if got != nil {
			for _, f := range bytes.Fields(line) {
				if resultLen(f) == len(f) || len(f) == 1 && f[0] == '*' {
					return false, false // the game ends before
				}
				if m := moveCore(f); m != "" && readsAsMove([]byte(m), true) {
					got = append(got, m)
				}
			}
			if len(got) >= len(quoted) {
				return slices.Equal(got[:len(quoted)], quoted), false
			}
		}
		k = le
	}
	return false, false
}

// moveCore is a field of text without a move number before it ("2.Ac4",
// "1..."), nor the marks after it: what may be a move; "" for a move
// number alone.
func moveCore(f []byte) string {
	i := 0
	for i < len(f) && f[i] >= '0' && f[i] <= '9' {
		i++
	}
	if i > 0 {
		k := skipDots(f, i, len(f))
		if k == i {
			return string(f) // digits without a dot: no move number
		}
		i = k
	}
	return strings.TrimRight(string(f[i:]), ",;:.!?")
}

// wordIn reports whether b holds a word of prose: a field of two letters
// or more and no digit.
func wordIn(b []byte) bool {
	for _, f := range bytes.Fields(b) {
		letters := 0
		for _, r := range string(f) {
			if r >= '0' && r <= '9' {
				letters = -100
			} else if unicode.IsLetter(r) {
				letters++
			}
		}
		if letters >= 2 {
			return true
		}
	}
	return false
}

// lineFrom is the start of the line holding src[i].
func (l *lexer) lineFrom(i int) int {
	for i > 0 && l.src[i-1] != '\n' && l.src[i-1] != '\r' {
		i--
	}
	return i
}

// boardSquares reports whether line names the squares of a rank in file
// order, four or more one after the other ("a7 pd b7 pd c7 pd d7 pd e7",
// "a5 bd b5 c5 d5"), with at most a short code between them (a piece's
// on that square, "pd", "nl") and no move number: a board diagram
// flattened to text, read square by square. Moves never run along a rank
// so: each would be the next file's.
func boardSquares(line []byte) bool {
	run, best := 0, 0
	var last []byte
	for _, f := range bytes.Fields(line) {
		if f[0] >= '0' && f[0] <= '9' {
			return false // a move number
		}
		if len(f) == 2 && f[0] >= 'a' && f[0] <= 'h' && f[1] >= '1' && f[1] <= '8' {
			if last != nil && f[1] == last[1] && f[0] == last[0]+1 {
				run++
			} else {
				run = 1
			}
			best = max(best, run)
			last = f
			continue
		}
		if len(f) > 2 {
			run, last = 0, nil // a word: the run is broken
		}
	}
	return best >= 4
}
