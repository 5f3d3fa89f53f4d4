package parser

import (
	"bytes"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/parser/san"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// lexSymbol reads a run of non-delimiters and classifies it: move number,
// result, glyph annotations, or a move with its glued glyphs split off.
// It runs for every move, so it stays one flat function whose rare cases
// (results, glued results, stray dashes, periods) are recognised by a byte
// or two before anything is called for them.
func lexSymbol(l *lexer) stateFn {
	if l.generalOnly {
		return lexGeneral(l)
	}
	// Plain symbols follow each other: read on while they do, without a
	// round through lexMovetext for each.
	for l.lexPlain() {
		if l.pos >= len(l.src) || plainClass[l.src[l.pos]]&pxBody == 0 {
			return lexMovetext
		}
	}
	return lexGeneral(l)
}

// lexGeneral is lexSymbol for every symbol, plain or not.
func lexGeneral(l *lexer) stateFn {
	s := l.src
	i := l.pos
	e := l.symbolEnd(i)
	i0 := i

	// A move number, possibly glued to the move: 12. 12... 12… 12 1.e4
	// ("0000" is UCI's null move, not a number).
	if c := s[i]; c >= '0' && c <= '9' && !(e-i == 4 && string(s[i:e]) == "0000") {
		var next stateFn
		var done bool
		if i, next, done = l.leadingNumber(i, e); done {
			return next
		}
	}
	l.consume(e)
	i = skipDots(s, i, e) // "…e5", "...Nf6" and a lone "..."
	if i == e {
		if e-i0 == 1 && s[i0] == '.' {
			l.warnMove(i-1, "'.' apart from its move number skipped")
		}
		return lexMovetext
	}
	if isResultSymbol(s, i, e) {
		return l.result(i, e, e)
	}
	if mayEndWithResult(s, i, e) {
		e = l.cutGluedResult(i, e)
	}
	if mayBeNonMove(s[i]) {
		if next, ok := l.nonMove(i, e); ok {
			return next // may be nil: a forfeit mark ends the game
		}
	}
	if proseLast[s[e-1]] {
		// Words: prose, a draw or resignation word, a check word.
		if next, ok := l.notMove(i, e); ok {
			return next
		}
	}
	end := e
	if c := s[e-1]; c == '.' || c == 0xA6 {
		var next stateFn
		var done bool
		if end, e, next, done = l.trailingMarks(i, e); done {
			return next
		}
	}

	// The move, then the glyphs glued to it.
	g := glyphsOf(s[i:end])
	if g.bare() && end == e {
		// Spaced parts of the move: "e2 - e4", "exd6 e.p.", "Qxd8 +",
		// "Le7 matt".
		if n := l.spacedJoin(i, e); n > e {
			e = n
			l.pos = e
			l.mark(e)
			end = e - trailingDots(s[i:e])
			g = glyphsOf(s[i:end])
		}
	}
	if g.bare() && mayEndWithDash(s[i+g.core-1]) {
		g.core -= l.cutTrailingDash(i, i+g.core)
	}
	if g.core > 0 {
		l.emit(tSymbol, l.posAt(i), i, i+g.core, l.pendingNumber)
		l.pendingNumber = 0
		if !l.skipping {
			l.nMoves++
			l.markPair(s[i : i+g.core])
		}
	}
	if g.n > 0 {
		if g.core == 0 {
			l.warnMoveT(i, diag.T("glyph %s apart from its move", quoteShort(s[i:end])))
		}
		l.emitGlyphs(g, end)
	}
	return lexMovetext
}

// leadingNumber handles a symbol that starts with a digit: a result
// ("1-0"), a move number written "12)", or a move number with or without
// its move glued to it. It returns where the move starts, or the next
// state with done set when the symbol is settled.
func (l *lexer) leadingNumber(i, e int) (int, stateFn, bool) {
	s := l.src
	if resultLen(s[i:e]) > 0 {
		l.consume(e)
		return i, l.result(i, e, e), true
	}
	if e < len(s) && s[e] == ')' && l.varDepth == 0 {
		if next, ok := l.parenNumber(i, e); ok {
			return i, next, true
		}
	}
	i, nextGame := l.moveNumber(i, e)
	if nextGame {
		return i, l.finishLine(), true
	}
	return i, nil, false
}

// trailingMarks handles periods and an ellipsis after a move or result
// ("O-O.", "1-0.", "3.Bc4…", "e4..."), each with a warning. It returns
// where the move ends and where the symbol now ends, or the next state with
// done set for a result.
func (l *lexer) trailingMarks(i, e int) (end, e2 int, next stateFn, done bool) {
	s := l.src
	end = e
	if s[e-1] == '.' {
		end -= trailingDots(s[i:e])
	} else if e-i > len(ellipsis) && hasSuffix(s[i:e], ellipsis) {
		// "3.Bc4…": Black's move follows.
		end -= len(ellipsis)
		l.warnMove(end, "'…' after a move skipped")
		e = end
	}
	if end < e && isResultAt(s, i, end) {
		l.warnMove(end, "period after the result skipped")
		return end, e, l.result(i, end, e), true
	}
	if end < e {
		if e-end > 1 {
			l.warnMove(end, "'...' after a move skipped")
		} else {
			l.warnMove(end, "period after a move skipped")
		}
	}
	return end, e, nil, false
}

// parenNumber reads the digits at src[i:e], followed by ')', as a move
// number written "12)", with a warning. It reports false for anything
// else, and returns the next state: a "1)" after higher numbers starts
// the next game, as "1." does.
func (l *lexer) parenNumber(i, e int) (stateFn, bool) {
	s := l.src
	v := 0
	for _, c := range s[i:e] {
		if c < '0' || c > '9' {
			return nil, false
		}
		if v < 1e6 {
			v = v*10 + int(c-'0')
		}
	}
	if !l.skipping {
		if v == 1 && l.maxMoveNumber >= 2 {
			return l.finishLine(), true
		}
		l.maxMoveNumber = max(l.maxMoveNumber, v)
	}
	l.warnMove(e, "move number written with ')'; PGN writes '.'")
	l.consume(e + 1)
	l.pendingNumber = numberValue(v)
	return lexMovetext, true
}

// consume moves past a symbol ending at src[e] that belongs to the
// movetext.
func (l *lexer) consume(e int) {
	l.inMovetext = true
	l.pos = e
	l.mark(e)
}

// moveNumber reads the digits at src[i:e] (e is the end of the symbol) as
// a move number when dots follow them or they make the whole symbol, and
// returns where the move glued to it starts (i when they are no move
// number: "0-0"). It reports nextGame for a "1." after the game went
// beyond move 1: the next game, written without tags or a result.
func (l *lexer) moveNumber(i, e int) (next int, nextGame bool) {
	s := l.src
	j, v := i, 0
	for j < e && s[j] >= '0' && s[j] <= '9' {
		if v < 1e6 {
			v = v*10 + int(s[j]-'0')
		}
		j++
	}
	k := skipDots(s, j, e)
	if j < e && k == j {
		return i, false
	}
	if k > j && l.varDepth == 0 && !l.skipping && !(l.nTags == 0 && l.listItem(i, k)) {
		if v == 1 && l.maxMoveNumber >= 2 && !l.quotedFirst(i) && !l.columnBefore(i) {
			return i, true
		}
		if l.nTags == 0 {
			l.noteNumber(v, k-j > 1)
		}
		if v == 1 && l.maxMoveNumber == 1 && l.line > l.lastTokLine+1 {
			// "1. e4", a blank line, "1. d5": two games without tags or
			// results, or one game set out in paragraphs (textbooks
			// number Black's reply "1." too). Legality cannot tell; read
			// as one game, but say so.
			l.warnMove(i, "a second move 1 after a blank line is read as the same game; end a game with its result (1-0, 0-1, 1/2-1/2 or *) to start another")
		}
		l.maxMoveNumber = max(l.maxMoveNumber, v)
	}
	// Not a token of its own: the number rides on the next move.
	l.pendingNumber = numberValue(v)
	return k, false
}

// numberValue is the move number a written number v gives its move.
func numberValue(v int) int32 {
	if v == 0 {
		return WrittenZero
	}
	return int32(v)
}

// isResultSymbol reports whether src[i:e] is a result marker, "*"
// included.
func isResultSymbol(s []byte, i, e int) bool {
	return e-i == 1 && s[i] == '*' || isResultAt(s, i, e)
}

// isResultAt reports whether src[i:e] is a result marker other than "*",
// testing its first byte before the whole.
func isResultAt(s []byte, i, e int) bool {
	c := s[i]
	return (c == 0xC2 || c == '1' || c == '0') && resultLen(s[i:e]) > 0
}

// mayEndWithResult reports whether the symbol src[i:e] ends as a move with
// a glued result may ("h6*", "e41-0", "Qxf7#½-½"): most moves end
// otherwise and skip gluedResult.
func mayEndWithResult(s []byte, i, e int) bool {
	z := s[e-1]
	return z == '*' || z == 0xBD || e-i > 3 && (s[e-2] == '-' || s[e-2] == '/')
}

// cutGluedResult returns the end of the move at src[i:e] without the
// result glued to it ("1... h6*", "Qxf7#1-0"), if any. The result is then
// the next symbol.
func (l *lexer) cutGluedResult(i, e int) int {
	if n := gluedResult(l.src[i:e]); n > 0 {
		e -= n
		l.pos = e
		l.mark(e)
		l.warnMove(e, "result glued to the move")
	}
	return e
}

// mayBeNonMove reports whether a symbol starting with c may be
// punctuation rather than a move (see nonMove).
func mayBeNonMove(c byte) bool {
	return c == '-' || c == '+' || c == '=' || c == '_' || c == 0xE2
}

// nonMove handles a symbol that starts like punctuation rather than a
// move: a glyph standing alone, a dash between moves or a row of dashes.
// It reports false, having done nothing, for anything else; the next
// state it returns may be nil (the game ended).
func (l *lexer) nonMove(i, e int) (stateFn, bool) {
	tok := l.src[i:e]
	if v, ok := standaloneGlyph(tok); ok {
		l.emitNAG(i, e, v)
		return lexMovetext, true
	}
	if (tok[0] == '-' || tok[0] == 0xE2) && isDash(tok) {
		// "18. - Dxa1+", "Cxc7+ – Rd8", "18..- f6"
		l.warnMove(i, "dash between moves skipped")
		return lexMovetext, true
	}
	if r := forfeitResult(tok); r != "" {
		l.warnMoveT(i, diag.T("forfeit %s read as the result %s (PGN has no forfeit result: the output says so in a Termination tag)", quoteShort(tok), r))
		return l.result(i, e, e), true
	}
	if len(tok) >= 3 && (tok[0] == '-' || tok[0] == '=' || tok[0] == '_') && isRule(tok) {
		// "---------" under a heading: "--" is a null move, a longer
		// row of dashes is no move at all.
		l.warnMoveT(i, diag.T("stray text skipped: %s", quoteShort(tok)))
		return lexMovetext, true
	}
	return nil, false
}

// forfeitResult returns the result a forfeit mark stands for, as
// crosstables write it ("+--" White wins by forfeit, "--+" Black does;
// "+:-" and "-:+" too), or "".
func forfeitResult(tok []byte) string {
	switch string(tok) {
	case "+--", "+:-":
		return "1-0"
	case "--+", "-:+":
		return "0-1"
	}
	return ""
}

// mayEndWithDash reports whether a move whose last byte is z may end
// with a dash (see trailingDash): '-' or the last byte of '–'.
func mayEndWithDash(z byte) bool { return z == '-' || z == 0x93 }

// cutTrailingDash returns the length of a dash ending the move
// src[i:j] ("15.Rxg2- Dxh3+"), with a warning, or 0.
func (l *lexer) cutTrailingDash(i, j int) int {
	n := trailingDash(l.src[i:j])
	if n > 0 {
		l.warnMove(j-n, "dash after a move skipped")
	}
	return n
}

// emitGlyphs emits the glyphs of g, which end at src[end], in the order
// written.
func (l *lexer) emitGlyphs(g glyphSplit, end int) {
	j := end
	for k := 0; k < g.n; k++ {
		j -= int(g.len[k])
	}
	for k := g.n - 1; k >= 0; k-- {
		n := int(g.len[k])
		l.emitNAG(j, j+n, g.nag[k])
		j += n
	}
}

// listItem reports whether the number at src[i:k] (its dot included)
// heads a line of prose, an item of a numbered list ("1. det
// beslaglægger territorium i centrum", after "1. e4"): first on its
// line, followed by a word of letters that reads as no English move
// ("det" reads in some letter set: the board, not the lexer, can say it
// is no legal move) and by a word of three letters or more that reads
// as a move in no letter set. Its number counts no move, so
// neither "1." nor the items after it end the game ("1... e5" after the
// list goes on with it); the reader of real text (package prose) reads
// the list as prose.
func (l *lexer) listItem(i, k int) bool {
	s := l.src
	j := i
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') {
		j--
	}
	if j > 0 && s[j-1] != '\n' && s[j-1] != '\r' {
		return false
	}
	e := l.lineEnd(k)
	fs := bytes.Fields(s[k:e])
	if len(fs) < 2 {
		return false
	}
	return proseWord(fs[0], 2, false) && proseWord(fs[1], 3, true)
}

// proseWord reports whether w is a word of at least min letters, all
// lower case but perhaps the first, that reads as no move: in English
// letters, or with every letter set notaz knows (any).
func proseWord(w []byte, min int, any bool) bool {
	n := 0
	for k, r := range string(w) {
		if !unicode.IsLetter(r) || k > 0 && !unicode.IsLower(r) {
			return false
		}
		n++
	}
	return n >= min && !readsAsMove(w, any)
}

// quotedFirst reports whether the "1." at src[i], in text without tags,
// stands inside a sentence of the line that holds the game's last move
// number, a word right before it ("Kramnik
// made it popular with the move order 1.d4 Sf6 2.c4 …"). Such a line
// from move 1 is quoted in the prose, not the next game: the game goes on
// (the decoder reads the line as quoted). A "1." at a line start, or
// after a move, a result or a heading's colon, starts the next game.
func (l *lexer) quotedFirst(i int) bool {
	if l.nTags > 0 || l.line != l.lastNumberLine {
		return false // not in the paragraph of the game's numbers
	}
	s := l.src
	j := i
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') {
		j--
	}
	if j == 0 || s[j-1] == '\n' || s[j-1] == '\r' {
		return false
	}
	r, _ := utf8.DecodeLastRune(s[:j])
	return unicode.IsLetter(r) && !l.moveWordBefore(j)
}

// columnBefore reports whether the game so far, in text without tags,
// is one side's moves alone: numbered 1, 2, 3… (three or more) with one
// move each, as a table's column printed on its own ("WHITE. 1. P to K 4
// 2. P to K B 4 3. B to B 4 … BLACK. 1. P to K 4 …"). The "1." after it
// is then the other side's column, which the decoder pairs with it
// (package prose, layout.go), not another game: a column alone is none.
// Each number's move is at most six words and at most one of them has a
// square's shape ("e4", "K4": a pair, "1. e4 e5", is no column).
func (l *lexer) columnBefore(i int) bool {
	if l.nTags > 0 || l.gameStart < 0 || l.gameStart > i {
		return false
	}
	var nums []int // field index of each number
	fs := bytes.Fields(l.src[l.gameStart:i])
	for k, f := range fs {
		d := bytes.IndexFunc(f, func(r rune) bool { return r < '0' || r > '9' })
		if d <= 0 || d > 3 || f[0] == '0' {
			continue
		}
		switch rest := f[d:]; {
		case string(rest) == ".":
			nums = append(nums, k)
		case rest[0] == '.' || bytes.HasPrefix(rest, ellipsis):
			return false // Black's number: moves of both sides
		}
	}
	if len(nums) < 3 {
		return false
	}
	for x, k := range nums {
		if n, _ := strconv.Atoi(string(bytes.TrimSuffix(fs[k], []byte(".")))); n != x+1 {
			return false
		}
		end := len(fs)
		if x+1 < len(nums) {
			end = nums[x+1]
		}
		words := end - k - 1
		if words < 1 || x+1 < len(nums) && words > 6 {
			return false
		}
		moves := 0
		for _, f := range fs[k+1 : end] {
			if squareShaped(f) {
				moves++
			}
		}
		if moves > 1 && x+1 < len(nums) {
			return false
		}
	}
	return true
}

// squareShaped reports whether f holds a letter followed by a rank digit
// ("e4", "Nf3", "P-K4"), or is castling: a move's shape.
func squareShaped(f []byte) bool {
	if bytes.HasPrefix(f, []byte("O-O")) || bytes.HasPrefix(f, []byte("0-0")) {
		return true
	}
	prev := false
	for _, r := range string(f) {
		if prev && r >= '1' && r <= '8' {
			return true
		}
		prev = unicode.IsLetter(r)
	}
	return false
}

// moveWordBefore reports whether the word that ends at src[j] reads as a
// move ("… Nc6 1.d4"): a move, not prose, before the number.
func (l *lexer) moveWordBefore(j int) bool {
	s := l.src
	k := j
	for k > 0 && s[k-1] != ' ' && s[k-1] != '\t' && s[k-1] != '\n' && s[k-1] != '\r' {
		k--
	}
	return readsAsMove(s[k:j], true)
}

// noteNumber records the move number v (black: written with Black's
// dots) read outside variations: the first that goes back, or repeats
// White's number, starts a quoted line (quoteFrom).
func (l *lexer) noteNumber(v int, black bool) {
	if l.quoteFrom == 0 && l.lastNumber > 0 && (v < l.lastNumber || v == l.lastNumber && !black && !l.lastBlack) {
		l.quoteFrom = v
	}
	l.lastNumber, l.lastBlack, l.lastNumberLine = v, black, l.line
}

// result handles a game termination marker at src[i:e], which ends at
// end with the punctuation after it.
func (l *lexer) result(i, e, end int) stateFn {
	p := l.posAt(i)
	if l.varDepth > 0 && !l.skipping {
		l.warn(p, "result inside a variation ignored")
		l.resultInVar = true
		return lexMovetext
	}
	if l.nTags == 0 && l.quoteFrom > 1 && !l.skipping {
		resumes, more := l.numberingResumes(end, l.quoteFrom)
		if more {
			l.needMore = true // the text after it is not all read yet
			return nil
		}
		if !resumes {
			goto ends
		}
		s := l.src
		// Text without tags: a line quoted inline with its own numbers
		// and result ("9.h4 9.S:g5 h4 … 14.g:f3 G:f3 0-1; Knorre -
		// Czigorin 1874 9...Gg4"), after which the text's numbering
		// takes up the game where the quoted line left it. The result
		// is the quoted line's: the game goes on (the decoder reads it).
		l.warnCode(p, diag.ProseResult, diag.T("result %s read as part of a quoted line: the game's numbering goes on after it", string(s[i:e])))
		l.consume(end)
		return lexMovetext
	}
ends:
	l.emit(tResult, p, i, e, 0)
	l.mark(end)
	return l.finishLine()
}

// numberingResumes reports whether the first numbered move in the text
// after src[from] (a move number with its dot or dots, then a token that
// reads as a move in any language's letters) takes up the game where a
// quoted line left it: its number is from or from+1, the line quoted at
// from having gone beyond. A number 1, or any other, says no; a tag pair
// at a line start, or 600 bytes without a numbered move, too. more
// reports that the text read so far ends before that is known.
func (l *lexer) numberingResumes(from, quote int) (resumes, more bool) {
	s := l.src
	end := min(len(s), from+600)
	short := end < from+600 && !l.eof
	if short {
		// The whole window is needed before deciding, and a symbol
		// may be cut at the end of what was read: ask for more.
		return false, true
	}
	for j := from; j < end; j++ {
		if s[j] == '[' && (j == 0 || s[j-1] == '\n') && isTagStart(s, j) {
			return false, false
		}
		if s[j] < '0' || s[j] > '9' || j > from && s[j-1] != ' ' && s[j-1] != '\t' && s[j-1] != '\n' && s[j-1] != '(' {
			continue
		}
		k, v := j, 0
		for k < end && s[k] >= '0' && s[k] <= '9' && k-j < 4 {
			v = v*10 + int(s[k]-'0')
			k++
		}
		d := skipDots(s, k, end)
		if d == k || k < end && s[k] >= '0' && s[k] <= '9' {
			j = k
			continue
		}
		m := skipSpaces(s, d)
		if m >= end {
			return false, false
		}
		t := min(l.symbolEnd(m), end)
		if t <= m || !readsAsMove(s[m:m+coreLen(s[m:t])], true) {
			j = k
			continue
		}
		return v == quote || v == quote+1, false
	}
	return false, false
}

// skipDots skips the dots and ellipses after a move number.
func skipDots(s []byte, i, e int) int {
	for i < e {
		if s[i] == '.' {
			i++
		} else if bytes.HasPrefix(s[i:e], ellipsis) {
			i += len(ellipsis)
		} else {
			break
		}
	}
	return i
}

var ellipsis = []byte("…")

// resultLen returns len(s) if s is a result marker, else 0.
func resultLen(s []byte) int {
	switch string(s) {
	case "1-0", "0-1", "1/2-1/2", "½-½", "1:0", "0:1", "½:½", "1/2:1/2", "1/2":
		return len(s)
	}
	// A wide dash is 3 bytes: after "1", "½" or "1/2". The test keeps
	// move numbers ("12.Nf3") from the map.
	if len(s) < 5 || s[1] != 0xE2 && s[2] != 0xE2 && s[3] != 0xE2 {
		return 0
	}
	if _, ok := dashResults[string(s)]; ok {
		return len(s)
	}
	return 0
}

// dashResults are the results written with an en dash, an em dash or a
// minus sign for the hyphen (word processors and web pages), with the
// result they stand for. Read with a warning (see result).
var dashResults = func() map[string]string {
	m := map[string]string{}
	for _, d := range []string{"–", "—", "−"} {
		for _, r := range [][2]string{{"1-0", "1-0"}, {"0-1", "0-1"}, {"1/2-1/2", "1/2-1/2"}, {"½-½", "1/2-1/2"}} {
			m[strings.ReplaceAll(r[0], "-", d)] = r[1]
		}
	}
	return m
}()

// gluedResult returns the length of a result glued to the end of a move
// ("h6*", "e4 1-0" written "e41-0", "Qxf7#1-0"), or 0. The move part must
// not start with a digit, so that a number or a result itself ("11-0",
// "0-0-1") is left alone. It tests the last byte first: it runs for every
// move.
func gluedResult(tok []byte) int {
	n := len(tok)
	if n < 2 {
		return 0
	}
	r := 0
	switch z := tok[n-1]; {
	case z == '*':
		r = 1
	case z == '0' || z == '1':
		if n > 3 && tok[n-2] == '-' && resultLen(tok[n-3:]) > 0 {
			r = 3
		}
	case z == '2':
		if n > 7 && tok[n-2] == '/' && string(tok[n-7:]) == "1/2-1/2" {
			r = 7
		}
	case z == 0xBD: // ½
		if n > 5 && string(tok[n-5:]) == "½-½" {
			r = 5
		}
	}
	if r == 0 || tok[0] >= '0' && tok[0] <= '9' || tok[0] == '*' || !moveEnds(tok[:n-r]) {
		return 0
	}
	return r
}

// moveEnds reports whether a move can end as m does: with a rank, a
// promotion ("e8Q", "e8=Q", "e8(Q)") or castling, then optional check
// signs and glyphs. Prose ("**NO WARRANTY**") does not.
func moveEnds(m []byte) bool {
	n := len(m)
	for n > 0 && (m[n-1] == '+' || m[n-1] == '#' || m[n-1] == '!' || m[n-1] == '?') {
		n--
	}
	if n == 0 {
		return false
	}
	m = m[:n]
	switch z := m[n-1]; {
	case z >= '1' && z <= '8', z == ')':
		return true
	case n >= 2 && (m[n-2] == '1' || m[n-2] == '8' || m[n-2] == '='):
		return true
	}
	return san.IsCastling(m)
}

// trailingDots returns the number of periods ending a move ("O-O.",
// "g6."), but not those of an en-passant mark.
func trailingDots(tok []byte) int {
	n := 0
	for n < len(tok) && tok[len(tok)-1-n] == '.' {
		n++
	}
	if n == 0 || n == len(tok) || hasSuffix(tok, epDots) || hasSuffix(tok, epDot) {
		return 0
	}
	if m := tok[:len(tok)-n]; !moveShape(m) && resultLen(m) == 0 && coreLen(m) == len(m) {
		return 0 // "braces...": prose, reported as it is
	}
	return n
}

var (
	epDots = []byte("e.p.")
	epDot  = []byte("e.p")
)

// isRule reports whether tok is one byte repeated: a row of dashes.
func isRule(tok []byte) bool {
	for _, c := range tok {
		if c != tok[0] {
			return false
		}
	}
	return true
}

func (l *lexer) emitNAG(i, j int, v uint8) {
	l.emit(tNAG, l.posAt(i), i, j, int32(v))
	if !l.skipping {
		l.nNAGs++
	}
}

func lexNAG(l *lexer) stateFn {
	s := l.src
	start := l.pos
	p := l.posAt(start)
	i := start + 1
	v := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		if v < 1000 {
			v = v*10 + int(s[i]-'0')
		}
		i++
	}
	l.inMovetext = true
	l.pos = i
	l.mark(i)
	switch {
	case i == start+1 && !l.bracketsRecovered():
		l.fail(p, "'$' without a number")
	case i == start+1:
		// No digits: no NAG ("4-+P+-+-+$", a diagram's row in a chess
		// font; "$5 entry"). The '$' is text, a comment of its own.
		l.nComments++
		l.warnCode(p, diag.DollarText, diag.T("'$' without a number read as text"))
		l.emit(tComment, p, start, i, commentProse) // text outside braces
	case v > 255:
		l.fail(p, "NAG $%d out of range", v)
	default:
		l.emitNAG(start, i, uint8(v))
	}
	return lexMovetext
}

func lexParen(l *lexer) stateFn {
	if l.src[l.pos] == '(' && l.proseFollows(l.pos+1) {
		// "(la variante Steinitz, …)": a remark, not a variation.
		return l.enclosed('(', ')', "text in parentheses read as a comment", diag.Syntax)
	}
	if l.src[l.pos] == '(' && l.nMoves == 0 && l.nTags == 0 && !l.skipping && checkMarkParen(l.src, l.pos+1) {
		// "Q to R 5 (ch)": descriptive notation's check mark in
		// brackets, after moves that are words to this lexer (package
		// descriptive reads them): no variation.
		return l.enclosed('(', ')', "text in parentheses read as a comment", diag.Syntax)
	}
	if l.src[l.pos] == '(' && l.nMoves == 0 && l.bracketsRecovered() {
		// No move yet: PGN has no variation here ("(Elo 2567 …)", "( a
		// v duchu …)" before the moves), so it is text, with a warning
		// of its own.
		return l.enclosed('(', ')', "'(' before the game's first move: read as text, not a variation", diag.StrayBracket)
	}
	p := l.posAt(l.pos)
	l.inMovetext = true
	l.pos++
	l.mark(l.pos)
	if l.skipping {
		return lexMovetext
	}
	l.pendingNumber = 0 // a number before a parenthesis belongs to no move
	if l.src[l.pos-1] == '(' {
		l.varDepth++
		if l.varDepth > l.maxDepth {
			l.fail(p, "variations nested deeper than %d", l.maxDepth)
			return lexMovetext
		}
		l.openVars = append(l.openVars, p)
		l.nOpens++
		l.emit(tOpen, p, l.pos-1, l.pos, 0)
		return lexMovetext
	}
	if l.varDepth == 0 && !l.bracketsRecovered() {
		l.fail(p, "unbalanced ')'")
		return lexMovetext
	}
	if l.varDepth == 0 {
		// A ')' that closes nothing ("e4 ) e5", a smiley, a list's "a)"
		// cut from its letter): text, a comment of its own.
		l.nComments++
		l.warnCode(p, diag.StrayBracket, diag.T("')' that closes no variation: read as text"))
		l.emit(tComment, p, l.pos-1, l.pos, commentProse) // text outside braces
		return lexMovetext
	}
	l.varDepth--
	l.openVars = l.openVars[:len(l.openVars)-1]
	l.emit(tClose, p, l.pos-1, l.pos, 0)
	return lexMovetext
}

// checkMarkParen reports whether s[i:] is the inside of a check or mate
// mark in brackets and its ')': "ch)", "ch.)", "check)", "mate)",
// "dis. ch.)", "+)".
func checkMarkParen(s []byte, i int) bool {
	j := i
	for j < len(s) && j-i < 16 && s[j] != ')' && s[j] != '\n' && s[j] != '(' {
		j++
	}
	if j >= len(s) || s[j] != ')' || j == i {
		return false
	}
	switch strings.ToLower(strings.TrimSpace(string(s[i:j]))) {
	case "ch", "ch.", "check", "check.", "mate", "mate.", "+", "dis. ch.", "dis ch", "dis. ch", "dbl ch", "dbl. ch.":
		return true
	}
	return false
}

// proseFollows reports whether the first symbol at or after src[i] on its
// line is a word of prose.
func (l *lexer) proseFollows(i int) bool {
	s := l.src
	i = skipSpaces(s, i)
	if i >= len(s) || s[i] < 'A' && s[i] < 0x80 {
		return false
	}
	return isProse(s[i:l.symbolEnd(i)])
}

// semicolonSeparates reports whether the ';' at l.pos separates moves, as
// in Italian scores ("1.e4-e5; 2.f4-exf4;", "7 O-O, d3?!;"), rather than
// starting a comment: only in a game without tags, after a move, when the
// line goes on with a move number or ends there.
func (l *lexer) semicolonSeparates() bool {
	if l.nTags > 0 || l.nMoves == 0 && l.maxMoveNumber == 0 {
		// (A number without a move the lexer counts: the spaced
		// descriptive moves of old books, "after 1. P to K 4, P to K 4;
		// 2. Kt to K B 3", which are words to it.)
		return false
	}
	s := l.src
	i := l.pos + 1
	i = skipSpaces(s, i)
	return i == len(s) || s[i] == '\n' || s[i] == '\r' || s[i] >= '1' && s[i] <= '9'
}
