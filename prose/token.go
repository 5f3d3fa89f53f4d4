package prose

import (
	"bytes"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/parser/san"
)

// kind is what a reading of a token says it is.
type kind uint8

const (
	kWord   kind = iota // prose, or anything read as text
	kNum                // a move number: num, black
	kDots               // "...", "…": Black's move follows, or a placeholder
	kMove               // a move in one or more letter sets: cands
	kResult             // a game result: result
	kAnnot              // an annotation glyph: nag (0: a spaced check mark)
	kOpen               // ( [ {
	kClose              // ) ] }
	kPunct              // , ; . : and other marks
	kFEN                // a position in FEN: start
)

// Spelling records the prose spellings a move token needed before
// san.Parse could read it; each has its own warning.
type Spelling uint16

const (
	SpellDash          Spelling = 1 << iota // e2—e4, 0—0: a dash other than '-'
	SpellCross                              // N×e5, NXe5, Nхe5: × X х for x
	SpellCapturedPiece                      // CxCç3, Sd7xSe5: the captured piece named
	SpellMateWord                           // Rd8mate, Df7matto: a mate word glued
	SpellGlued                              // 1.d4Nf62.c4: tokens written without space
	SpellLowercase                          // βα5, nf3: a lowercase piece letter
	SpellFilesOnly                          // ed, de5: a pawn capture by its files
	SpellReader                             // a reading from an Options.Readers hook
	SpellSpaced                             // 0 0, O O O: castling whose dashes were lost
	SpellDoubleDash                         // d2--d4: the dash of long algebraic written twice
	SpellSpacedSign                         // c5 × d4, e2 - e4, c4 : d5: the sign apart from its squares
	SpellMixed                              // Nδ2: another letter set's piece letter with the game's files
	SpellGlyph                              // ¦h8: a symbol no letter set reads, the piece the board decides (learnGlyphs)
	SpellSpacedLong                         // K g1 f3, e2 e4: a table's long algebraic with spaces, no sign

	spellLast = SpellSpacedLong // the last bit: each has its warning (spellNotes)
)

// (The spellings the strict SAN reader also accepts, a capture without
// its x, ':', 0-0, long algebraic, a check mark left out, are not prose
// spellings: the decoder writes standard SAN, so the strict replay of
// its movetext never sees them, and build names them in the strict
// reader's words and code instead: strictSpelling.)

// cand is one reading of a move token: the SAN, and the letter sets
// (bits over the decoder's groups) that read it so.
type cand struct {
	san    board.SAN
	groups uint64
	spell  Spelling
	legal  func(*board.Position, []board.Move) []board.Move // a Reader's (Candidate.Legal)
}

// edge is one reading of the text from one offset to another. (Its
// small fields first: a text has many edges.)
type edge struct {
	kind  kind
	black bool
	bare  bool // a number without its dot
	br    byte // the bracket for kOpen/kClose
	nag   uint8
	intro bool
	spell Spelling // prose spellings common to all cands
	to    int      // end offset (exclusive)
	num   int
	// For kWord: intro when the word introduces a quoted line; words is
	// how many plain words the edge spans (a run of them on one line is
	// one edge: nothing in it can change a reading but their count),
	// last where the last of them starts.
	words  int
	last   int
	result string
	start  *board.Position // for kFEN
	cands  []cand
}

// isSpace reports whether r separates tokens.
func isSpace(r rune) bool { return unicode.IsSpace(r) || r == '\u200b' || r == '\ufeff' || r == '|' }

// moveRune reports whether r may be part of a move token.
func moveRune(r rune) bool {
	switch {
	case r < utf8.RuneSelf:
		c := byte(r)
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
			strings.IndexByte("-:=+#/!?@", c) >= 0
	case r == '×' || r == '–' || r == '—' || r == '−' || r == '‒' || r == '‐' || r == '½':
		return true
	case r >= '♔' && r <= '♟', fontGlyph(r):
		return true
	}
	return unicode.IsLetter(r) || unicode.Is(unicode.Mn, r)
}

// dashes are the dashes written for '-' in long algebraic and castling.
var dashes = strings.NewReplacer("–", "-", "—", "-", "−", "-", "‒", "-", "‐", "-")

// mateWords, lower case, written glued to the move for '#'; from the
// locales' mate words plus the Russian one.
var mateWords = []string{"matto", "mate", "mat", "мат"}

// isMateWord reports whether b is a mate word, in any case, perhaps
// after a check mark ("mate", "+mate", "Matto").
func isMateWord(b []byte) bool {
	w := strings.ToLower(strings.TrimLeft(string(b), "+#"))
	return slices.Contains(mateWords, w)
}

// normMove turns a move token as written in prose into what
// san.Parse reads, and says which prose spellings that took. The
// glyph annotations glued to it (!, ?) are cut off into nag.
func normMove(tok []byte) (out []byte, sp Spelling, nag uint8) {
	if out, nag, ok := normPlain(tok); ok {
		return out, 0, nag
	}
	return normSpelled(tok)
}

// normSpelled is normMove for any token (normPlain, for most, gives the
// same faster).
func normSpelled(tok []byte) (out []byte, sp Spelling, nag uint8) {
	s := string(tok)
	// Glyphs glued at the end: "Qe7!", "Bxf7+!?".
	if i := strings.TrimRight(s, "!?"); len(i) < len(s) && len(i) > 0 {
		nag = glyphNAG(s[len(i):])
		s = i
	}
	for _, w := range mateWords {
		if len(s) > len(w)+1 && strings.EqualFold(s[len(s)-len(w):], w) {
			s = strings.TrimRight(s[:len(s)-len(w)], "+#.")
			s += "#"
			sp |= SpellMateWord
			break
		}
	}
	ascii := true
	for k := 0; k < len(s); k++ {
		if s[k] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if !ascii {
		if d := dashes.Replace(s); d != s { // the dashes are not ASCII
			s, sp = d, sp|SpellDash
		}
	}
	// A dash written twice between two squares ("d2--d4", "e2——e4"): a
	// typewriter's dash, or OCR's. "--" alone is the null move.
	if d := undouble(s); d != s {
		s, sp = d, sp|SpellDoubleDash
	}
	// × X х for x, between a piece or square and a square.
	if strings.ContainsAny(s, "×Xх") {
		r := []rune(s)
		for i := 1; i < len(r); i++ {
			if r[i] == '×' || (r[i] == 'X' || r[i] == 'х') && i+1 < len(r) && r[i+1] != '+' {
				r[i] = 'x'
				sp |= SpellCross
			}
		}
		s = string(r)
	}
	// The captured piece after x or ':' ("CxCç3", "Sd7xSe5"): an
	// uppercase letter that is no file, then a square.
	if k := strings.IndexAny(s, "x:"); k > 0 && k+1 < len(s) {
		r, n := utf8.DecodeRuneInString(s[k+1:])
		if unicode.IsUpper(r) && k+1+n < len(s) {
			rest := s[k+1+n:]
			if rest != "" && (rest[0] >= 'a' && rest[0] <= 'h' || rest[0] >= 0x80) {
				s = s[:k+1] + rest
				sp |= SpellCapturedPiece
			}
		}
	}
	return []byte(s), sp, nag
}

// normPlain is normMove for the tokens it leaves as they are but for
// their glyphs, as most are: ASCII, no mate word, no X for x, no
// captured piece named. It reports false for any other token, and
// returns a part of tok, not a copy.
func normPlain(tok []byte) ([]byte, uint8, bool) {
	for _, c := range tok {
		if c >= utf8.RuneSelf {
			return nil, 0, false
		}
	}
	s := tok
	var nag uint8
	if i := bytes.TrimRight(s, "!?"); len(i) < len(s) && len(i) > 0 {
		nag = glyphNAG(string(s[len(i):]))
		s = i
	}
	for _, w := range mateWords {
		if len(s) > len(w)+1 && bytes.EqualFold(s[len(s)-len(w):], []byte(w)) {
			return nil, 0, false
		}
	}
	for i := 1; i+1 < len(s); i++ {
		if s[i] == 'X' && s[i+1] != '+' {
			return nil, 0, false
		}
	}
	if k := bytes.IndexAny(s, "x:"); k > 0 && k+2 < len(s) && s[k+1] >= 'A' && s[k+1] <= 'Z' && s[k+2] >= 'a' && s[k+2] <= 'h' {
		return nil, 0, false
	}
	if k := bytes.Index(s, []byte("--")); k > 0 && k+2 < len(s) {
		return nil, 0, false // a doubled dash inside (undouble)
	}
	return s, nag, true
}

// undouble returns s with each run of two or more '-' between two other
// characters written as one '-' ("d2--d4" as "d2-d4").
func undouble(s string) string {
	k := strings.Index(s, "--")
	if k <= 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '-' && i > 0 && s[i-1] != '-' {
			j := i
			for j < len(s) && s[j] == '-' {
				j++
			}
			if j < len(s) {
				b.WriteByte('-')
				i = j - 1
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// glyphNAG is the NAG of a glyph annotation, 0 if it is none.
func glyphNAG(g string) uint8 {
	switch g {
	case "!":
		return 1
	case "?":
		return 2
	case "!!":
		return 3
	case "??":
		return 4
	case "!?":
		return 5
	case "?!":
		return 6
	}
	return 0
}

// annots are the annotation glyphs written apart from the move, with
// their NAGs (0: a check mark written apart, "Qxd8 +").
var annots = []struct {
	s   string
	nag uint8
}{
	{"+/-", 16}, {"-/+", 17}, {"+/=", 14}, {"=/+", 15}, {"+-", 18}, {"-+", 19},
	{"+=", 14}, {"=+", 15}, {"±", 16}, {"∓", 17}, {"⩲", 14}, {"⩱", 15}, {"∞", 13}, {"□", 7},
	{"(!)", 1}, {"(?)", 2}, {"!!", 3}, {"??", 4}, {"!?", 5}, {"?!", 6}, {"!", 1}, {"?", 2},
	{"++", 0}, {"+", 0}, {"#", 0}, {"=", 10},
}

// results are the result tokens, written as in prose; their PGN form.
var results = []struct{ s, pgn string }{
	{"1/2-1/2", "1/2-1/2"}, {"½-½", "1/2-1/2"}, {"½–½", "1/2-1/2"}, {"½:½", "1/2-1/2"},
	{"1-0", "1-0"}, {"0-1", "0-1"}, {"1–0", "1-0"}, {"0–1", "0-1"}, {"1—0", "1-0"}, {"0—1", "0-1"},
	{"1:0", "1-0"}, {"0:1", "0-1"},
}

// startsResult and startsAnnot hold the first bytes of results and
// annots: most tokens start with none, and skip their lists.
var startsResult, startsAnnot = func() (r, a [256]bool) {
	for _, x := range results {
		r[x.s[0]] = true
	}
	for _, x := range annots {
		a[x.s[0]] = true
	}
	return r, a
}()

// lattice is the text and every reading of it, computed once per offset
// on demand.
type lattice struct {
	src []byte
	d   *decoder
	// edges are the readings scanned, eidx[i]-1 the index of offset i's
	// (0: not yet): a slice by offset, not a map, as wordy and wend.
	edges  [][]edge
	eidx   []int32
	wordy  []uint8 // isWordy's answers by offset: 0 not yet, 1 no, 2 yes; wordyAfter's in bits 2-3
	wend   []int32 // rawWordEnd's answers by offset, plus one: 0 not yet
	closed map[int]int
	// sets groups the letter sets that read a token alike (nil: parse in
	// each); rep and rds are readings' buffers.
	sets *letterSets
	rep  []uint8
	rds  []reading
	etmp []edge // scan's buffer
	// eslab is a chunk the readings scan keeps are carved from (a token's
	// readings are one to a few edges: an allocation each cost more than
	// the edges), echunk the size of the next.
	eslab  []edge
	echunk int
}

// newLattice returns the lattice of src, read for d.
func newLattice(src []byte, d *decoder) *lattice {
	return &lattice{src: src, d: d, edges: make([][]edge, 0, len(src)/8), eidx: make([]int32, len(src)),
		wordy: make([]uint8, len(src)), wend: make([]int32, len(src)), closed: map[int]int{}}
}

// scanned returns the readings of the token at i, if scanned yet.
func (l *lattice) scanned(i int) ([]edge, bool) {
	if x := l.eidx[i]; x != 0 {
		return l.edges[x-1], true
	}
	return nil, false
}

// forget drops the readings of the tokens that start with r, to be
// scanned again (a glyph learned or a reading banned changed them: only
// a token starting with r reads otherwise), and the word answers that
// depend on readings.
func (l *lattice) forget(r rune) {
	var b [utf8.UTFMax]byte
	enc := b[:utf8.EncodeRune(b[:], r)]
	for i := range l.eidx {
		if l.eidx[i] != 0 && bytes.HasPrefix(l.src[i:], enc) {
			l.eidx[i] = 0
		}
	}
	clear(l.wordy)
}

// keep records es as the readings of the token at i.
func (l *lattice) keep(i int, es []edge) {
	if x := l.eidx[i]; x != 0 {
		l.edges[x-1] = es
		return
	}
	l.edges = append(l.edges, es)
	l.eidx[i] = int32(len(l.edges))
}

// skip returns the offset of the next token at or after i, and whether a
// blank line (a paragraph break) lies between.
func (l *lattice) skip(i int) (int, bool) {
	nl := 0
	for i < len(l.src) {
		r, n := utf8.DecodeRune(l.src[i:])
		if !isSpace(r) {
			break
		}
		if r == '\n' {
			nl++
		}
		i += n
	}
	return i, nl >= 2
}

// runEnd returns the end of the run of move characters starting at i.
// A run longer than maxRun is cut there: no token is that long (moves
// reads prefixes of at most 24 bytes), and scanning the whole of a run
// (16 KB of "Nf3Nf3…") from each of its offsets would take time
// quadratic in its length.
func (l *lattice) runEnd(i int) int {
	j := i
	for j < len(l.src) && j-i < maxRun {
		r, n := utf8.DecodeRune(l.src[j:])
		if !moveRune(r) && !(len(l.d.glyphs) > 0 && l.d.isGlyph(r)) {
			break
		}
		j += n
	}
	return j
}

// maxRun is the longest run of move characters the lattice reads as one
// (runEnd).
const maxRun = 64

// wordEnd returns the end of the whitespace-delimited word at i, without
// brackets and trailing punctuation.
func (l *lattice) wordEnd(i int) int {
	j := l.rawWordEnd(i)
	// Trailing sentence punctuation is a token of its own.
	for j > i+1 && strings.IndexByte(".,:;!?", l.src[j-1]) >= 0 {
		j--
	}
	if j == i {
		_, n := utf8.DecodeRune(l.src[i:])
		j = i + n
	}
	return j
}

// rawWordEnd returns where the word at i ends: at a space, a bracket or a
// quotation mark, or where a move number glued to a word starts. Every
// offset inside a word ends where the word does, so the end is memoised
// for all of them: a 16 KB word (a replay widget flattened to text) is
// scanned once, not once from each of its offsets.
func (l *lattice) rawWordEnd(i int) int {
	if i < len(l.wend) && l.wend[i] != 0 {
		return int(l.wend[i]) - 1
	}
	j := i
	for j < len(l.src) {
		r, n := utf8.DecodeRune(l.src[j:])
		if isSpace(r) || strings.ContainsRune("()[]{},;\"“”„«»", r) {
			break
		}
		// "Edit1. e4": a word ends where a move number glued to it starts.
		if j > i && r >= '0' && r <= '9' && l.numberAt(j) && wordBefore(l.src[i:j]) {
			break
		}
		j += n
	}
	for k := i; k < j && k < len(l.wend); k++ {
		l.wend[k] = int32(j) + 1
	}
	return j
}

// wordBefore reports whether w, glued before a move number, is a word
// that ends there: it ends in a letter that is no file ("Edit1. e4"; not
// "Le2.", a move and a period), or in a sentence's full stop or colon
// after a letter ("Indyjską.4.Sc3", "podoba:6.cxd5"), or holds a lowercase
// letter no move has ("Ragozina4…c5", "hetmańskiego6.e3").
func wordBefore(w []byte) bool {
	pr, n := utf8.DecodeLastRune(w)
	if unicode.IsLetter(pr) && !(pr >= 'a' && pr <= 'h') {
		return true
	}
	if (pr == '.' || pr == ':') && len(w) > n {
		if p2, _ := utf8.DecodeLastRune(w[:len(w)-n]); unicode.IsLetter(p2) {
			return true
		}
	}
	for _, c := range w {
		if c >= 'i' && c <= 'z' && c != 'x' {
			return true
		}
	}
	return false
}

// numberAt reports whether a move number ("12.", "12…") starts at i.
func (l *lattice) numberAt(i int) bool {
	j := i
	for j < len(l.src) && j-i < 3 && l.src[j] >= '0' && l.src[j] <= '9' {
		j++
	}
	if j == i || j < len(l.src) && l.src[j] >= '0' && l.src[j] <= '9' {
		return false
	}
	return j < len(l.src) && (l.src[j] == '.' || bytes.HasPrefix(l.src[j:], []byte("…")))
}

// at returns the readings of the token at i.
func (l *lattice) at(i int) []edge {
	if es, ok := l.scanned(i); ok {
		return es
	}
	es := l.scan(i)
	if l.plain(i, es) {
		// A run of plain words on one line reads as one edge.
		end := es[0].to
		for es[0].words < 256 {
			k, para := l.skip(end)
			if para || k >= len(l.src) || bytes.IndexByte(l.src[end:k], '\n') >= 0 {
				break
			}
			ek, ok := l.scanned(k)
			if !ok {
				ek = l.scan(k)
				l.keep(k, ek)
			}
			if !l.plain(k, ek) {
				break
			}
			end, es[0].last = ek[0].to, k
			es[0].words++
		}
		es[0].to = end
	}
	l.keep(i, es)
	return es
}

// plain reports whether the token at i, with readings es, is a word and
// nothing else: no move, number, result or bracket; no introducing word;
// not move-like; no quotation mark (which the word before it shows
// through: expand).
func (l *lattice) plain(i int, es []edge) bool {
	return len(es) == 1 && es[0].kind == kWord && es[0].words == 1 && !es[0].intro && !l.moveLike(i, es[0].to) && !l.quoteMark(i)
}

// scan returns every reading of the token at i.
func (l *lattice) scan(i int) []edge {
	es := l.read(i, l.etmp[:0])
	l.etmp = es[:0]
	if len(es) == 0 {
		return nil
	}
	// Built in a reused buffer, kept in a chunk shared with other tokens.
	if cap(l.eslab)-len(l.eslab) < len(es) {
		l.echunk = min(max(2*l.echunk, 64), 1024)
		l.eslab = make([]edge, 0, max(l.echunk, len(es)))
	}
	k := len(l.eslab)
	l.eslab = append(l.eslab, es...)
	return l.eslab[k:len(l.eslab):len(l.eslab)]
}

// read appends the readings of the token at i to es (scan).
func (l *lattice) read(i int, es []edge) []edge {
	src := l.src
	rest := src[i:]
	c := rest[0]
	// A position in FEN ("FEN: r1bqkbnr/pppp1ppp/2n5/… w KQkq - 2 3"): a
	// game starts from it, or it is text.
	if fe := l.fen(i); fe != nil {
		return append(es, fe...)
	}
	// Results first: "1-0" is no number, "0-1" no castling.
	for _, r := range results {
		if !startsResult[c] {
			break // no result starts so
		}
		if bytes.HasPrefix(rest, []byte(r.s)) && !l.glued(i+len(r.s)) {
			es = append(es, edge{kind: kResult, to: i + len(r.s), result: r.pgn})
		}
	}
	switch c {
	case '%':
		// PGN's escape line ('%' first on a line, section 6): the strict
		// reader skips the line, so nothing in it is a move here either.
		if i == 0 || src[i-1] == '\n' || src[i-1] == '\r' {
			e := bytes.IndexByte(rest, '\n')
			if e < 0 {
				e = len(rest)
			}
			return append(es, edge{kind: kWord, to: i + e, words: 1, last: i})
		}
	case '(', '[', '{':
		for _, a := range annots[14:16] { // "(!)", "(?)"
			if bytes.HasPrefix(rest, []byte(a.s)) {
				return append(es, edge{kind: kAnnot, to: i + len(a.s), nag: a.nag})
			}
		}
		return append(es, edge{kind: kOpen, to: i + 1, br: c})
	case ')', ']', '}':
		return append(es, edge{kind: kClose, to: i + 1, br: c})
	case '$':
		j := i + 1
		for j < len(src) && j-i < 4 && src[j] >= '0' && src[j] <= '9' {
			j++
		}
		if j > i+1 {
			n := 0
			for _, d := range src[i+1 : j] {
				n = n*10 + int(d-'0')
			}
			if n < 256 {
				return append(es, edge{kind: kAnnot, to: j, nag: uint8(n)})
			}
		}
		return append(es, edge{kind: kPunct, to: i + 1}) // "$" without digits is text
	}
	// Placeholders and Black's dots.
	if n := dotsAt(rest); n > 0 {
		return append(es, edge{kind: kDots, to: i + n})
	}
	if strings.IndexByte(",;.:-|*/", c) >= 0 {
		for _, a := range annots[:6] { // "+/-", "-+" ...
			if bytes.HasPrefix(rest, []byte(a.s)) {
				return append(es, edge{kind: kAnnot, to: i + len(a.s), nag: a.nag})
			}
		}
		return append(es, edge{kind: kPunct, to: i + 1})
	}
	// Move numbers.
	if c >= '0' && c <= '9' {
		j := i
		for j < len(src) && j-i < 4 && src[j] >= '0' && src[j] <= '9' {
			j++
		}
		n := 0
		for _, d := range src[i:j] {
			n = n*10 + int(d-'0')
		}
		if n == 0 && j == i+1 && j+1 < len(src) && src[j] == '.' && src[j+1] != '.' && l.glued(j+1) {
			// "0.b4": no move is numbered 0, and the strict reader
			// passes over the number as it passes over any number; so
			// does the decoder, where a move is glued to it (not "1 : 0.",
			// a result, nor "0..." in a sentence).
			return append(es, edge{kind: kPunct, to: j + 1})
		}
		if n > 0 && n < 1000 && (j == len(src) || src[j] < '0' || src[j] > '9') && !clockTime(src[i:], j-i) {
			k := j
			switch {
			case k < len(src) && (src[k] == '.' || src[k] == ':' || src[k] == ')'):
				k++
				if d := dotsAt(src[k:]); d > 0 && src[j] == '.' {
					es = append(es, edge{kind: kNum, to: k + d, num: n, black: true})
				} else if d := dotsAt(src[j:]); d > 0 {
					es = append(es, edge{kind: kNum, to: j + d, num: n, black: true})
				} else if src[j] == '.' && k+1 < len(src) && src[k] == '-' && (src[k+1] >= 'a' && src[k+1] <= 'z' || src[k+1] >= 'A' && src[k+1] <= 'Z' || src[k+1] >= 0x80) {
					// "3.-d5", "3.-Rxf2": a dash for White's move, glued
					// to Black's (Finnish, Swedish scores): Black's number.
					es = append(es, edge{kind: kNum, to: k + 1, num: n, black: true})
				}
				es = append(es, edge{kind: kNum, to: k, num: n})
				if src[j] == ')' {
					// "(B 48)": the bracket a number closes, or "1) e4".
					es = append(es, edge{kind: kNum, to: j, num: n, bare: true})
				}
			case bytes.HasPrefix(src[k:], []byte("…")):
				es = append(es, edge{kind: kNum, to: k + len("…"), num: n, black: true})
			case k < len(src) && src[k] == '-' && k+1 < len(src) && (src[k+1] == ' ' || src[k+1] >= 'A'):
				es = append(es, edge{kind: kNum, to: k + 1, num: n}) // "3-fxe5", "9- 0-0-0"
			case k+1 < len(src) && src[k] == '/' && src[k+1] == ' ':
				es = append(es, edge{kind: kNum, to: k + 1, num: n}) // "3/ e4- d6" (not "1/2")
			default:
				if k == len(src) || isSpaceByte(src[k]) {
					es = append(es, edge{kind: kNum, to: k, num: n, bare: true})
				}
			}
		}
	}
	// Castling and results whose dashes a copy lost ("6.0 0 Se7",
	// "10.0 0 0?!", "Vxc3 0 1"): read only with a space between the
	// signs, and only where the numbering and the board take them.
	if c == '0' || c == 'O' {
		if n := spacedSigns(rest, c); n == 2 || n == 3 {
			to := i + 2*n - 1
			tok := "O-O"
			if n == 3 {
				tok = "O-O-O"
			}
			if e, ok := l.move([]byte(tok), to); ok {
				e.spell |= SpellSpaced
				es = append(es, e)
			}
		}
	}
	// Castling with its dashes set apart ("0 - 0", "O – O – O", "o - o", an OCR'd
	// or typeset line): one move, as "e2 - e4" is (SpellSpacedSign).
	if (c == '0' || c == 'O' || c == 'o') && !l.castleGoesOn(i, c) {
		if n, k := spacedCastle(rest, c); n == 2 || n == 3 {
			tok := "O-O"
			if n == 3 {
				tok = "O-O-O"
			}
			if e, ok := l.move([]byte(tok), i+k); ok {
				e.spell |= SpellSpacedSign
				es = append(es, e)
			}
		}
	}
	if (c == '0' || c == '1') && len(rest) >= 3 && rest[1] == ' ' && (rest[2] == '0' || rest[2] == '1') && rest[0] != rest[2] && !l.glued(i+3) {
		r := "1-0"
		if c == '0' {
			r = "0-1"
		}
		es = append(es, edge{kind: kResult, to: i + 3, result: r})
	}
	// Annotations written apart.
	for _, a := range annots {
		if !startsAnnot[c] {
			break // no annotation starts so
		}
		if bytes.HasPrefix(rest, []byte(a.s)) && !l.glued(i+len(a.s)) {
			es = append(es, edge{kind: kAnnot, to: i + len(a.s), nag: a.nag})
			break
		}
	}
	// Moves: every prefix of the run of move characters that some letter
	// set reads, where a token may end.
	run := l.runEnd(i)
	switch {
	case run > i && l.d.opts.plain && l.inCell(i, run):
		// Inside a table's cell ("e4" of "e2 e4", "g1" of "K g1 f3"):
		// part of the cell's move, no move of its own.
	case run > i && l.d.opts.plain && len(l.spacedLong(i, run, nil)) > 0:
		// A table's cell ("c5 d4"): its move, or none (its squares are
		// no moves of their own).
		es = l.spacedLong(i, run, es)
	case run > i:
		es = l.moves(i, run, es)
		n := len(es)
		es = l.spacedMove(i, run, es)
		if len(es) > n && l.captureApart(run) {
			// "Pd4 × c6": a capture sign apart joins the squares into
			// one move; the first alone would read half of it (a dash
			// may join two moves of a pair, "c4 - c5"; a capture sign
			// never does).
			es = slices.DeleteFunc(es[:n:n], func(e edge) bool { return e.kind == kMove && e.to == run })
			es = append(es, l.spacedMove(i, run, nil)...)
		}
	}
	// The word: what is left when no other reading applies, and the
	// reading as text of everything else.
	for _, e := range es {
		if e.kind == kNum && !e.bare {
			return es // a move number is one, whatever line it is in
		}
	}
	we := l.wordEnd(i)
	var buf [32]byte
	lower := lowerWord(buf[:0], src[i:we])
	if l.d.resign[string(lower)] {
		// "Aufgabe", "resigns", "сдался": the game ends there (the side
		// to move gave up), or the word is prose.
		es = append(es, edge{kind: kResult, to: we})
	}
	for _, e := range es {
		if e.kind == kMove && e.to == we {
			return es // its reading as text is the move edge's (moveEdge)
		}
		if e.kind == kResult && e.result != "" && e.to == we {
			// "1-0" is a result: it ends the game, or is read as part of a
			// quoted line (IgnoreResult, with its warning), or is text in
			// a line the prose introduces (expand): never a free word.
			return es
		}
	}
	es = append(es, edge{kind: kWord, to: we, words: 1, last: i, intro: l.d.intro[string(lower)]})
	if we == i+1 && strings.IndexByte(".,;:!?-*|/", c) >= 0 {
		es[len(es)-1].kind = kPunct
	}
	return es
}

// lowerWord appends w in lower case to dst, as strings.ToLower writes
// it: in dst for an ASCII word (the word sets are looked up with no
// string made), else in a new slice.
func lowerWord(dst, w []byte) []byte {
	for _, c := range w {
		if c >= utf8.RuneSelf {
			return []byte(strings.ToLower(string(w)))
		}
	}
	for _, c := range w {
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst = append(dst, c)
	}
	return dst
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// glued reports whether the token ending at j runs on into more letters
// or digits (then "1-0x" is no result).
func (l *lattice) glued(j int) bool {
	if j >= len(l.src) {
		return false
	}
	r, _ := utf8.DecodeRune(l.src[j:])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// spacedSigns returns how many times c is written at the start of s with
// one space between, up to three ("0 0 0"), when nothing is glued after
// the last: 1 when it is not repeated.
func spacedSigns(s []byte, c byte) int {
	n := 1
	for n < 3 && 2*n < len(s) && s[2*n-1] == ' ' && s[2*n] == c {
		n++
	}
	if e := 2*n - 1; e < len(s) {
		r, _ := utf8.DecodeRune(s[e:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return 1
		}
	}
	return n
}

// spacedCastle returns how many times c is written at the start of s
// joined by dashes with spaces around some of them, up to three
// ("0 - 0", "O -O - O", "0 – 0"), and the length of what it read; n is 1
// when there is no such join or nothing may follow it (a letter or digit
// glued after the last c). Without a space it is plain castling, read
// elsewhere.
func spacedCastle(s []byte, c byte) (n, length int) {
	n, k, spaced := 1, 1, false
	for n < 3 {
		j := k
		for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
			j++
		}
		d := san.DashLen(s[j:])
		if d == 0 && j < len(s) && s[j] == '-' {
			d = 1
		}
		if d == 0 {
			break
		}
		sp := j > k
		j += d
		m := j
		for m < len(s) && (s[m] == ' ' || s[m] == '\t') {
			m++
		}
		if m >= len(s) || s[m] != c {
			break
		}
		spaced = spaced || sp || m > j
		n, k = n+1, m+1
	}
	if !spaced || n == 1 {
		return 1, 1
	}
	if k < len(s) {
		r, _ := utf8.DecodeRune(s[k:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return 1, 1
		}
	}
	return n, k
}

// castleGoesOn reports whether the c at src[i] continues a castling
// written with its dashes apart ("O - O - O" read from its second O
// would be O-O, a move the text does not write).
func (l *lattice) castleGoesOn(i int, c byte) bool {
	j := i
	for j > 0 && (l.src[j-1] == ' ' || l.src[j-1] == '\t') {
		j--
	}
	switch {
	case j > 0 && l.src[j-1] == '-':
		j--
	case j >= 3 && san.DashLen(l.src[j-3:]) == 3:
		j -= 3
	default:
		return false
	}
	for j > 0 && (l.src[j-1] == ' ' || l.src[j-1] == '\t') {
		j--
	}
	return j > 0 && l.src[j-1] == c
}

// dotsAt returns the length of the dots at the start of s ("...", "…",
// ". . .", "....."), 0 if there are fewer than two.
func dotsAt(s []byte) int {
	n, dots := 0, 0
	for n < len(s) {
		switch {
		case s[n] == '.':
			dots++
			n++
		case bytes.HasPrefix(s[n:], []byte("…")):
			dots += 3
			n += len("…")
		case s[n] == ' ' && n+1 < len(s) && s[n+1] == '.' && dots > 0 && dots < 3:
			n++
		default:
			if dots < 2 {
				return 0
			}
			return n
		}
	}
	if dots < 2 {
		return 0
	}
	return n
}

// moves appends the move readings of the run src[i:run].
func (l *lattice) moves(i, run int, es []edge) []edge {
	src := l.src
	for j := i + 1; j <= run; {
		if j < run {
			// A token may end inside the run only after a rank, a check
			// mark, a glyph or a promotion letter: "d4Nf6", "gxh615.".
			// Or before a colon that ends the run ("O-O: a comment"),
			// as a sentence's punctuation, or a dash that joins a pair
			// ("8/ 0-0- Fe7").
			// Not before a mate word that ends the run: "Rd8mate" is one
			// token, the move and its mate sign (normMove).
			p := src[j-1]
			// Nor between a from-square and a dash that leads to a square
			// and nothing more ("Hb8—c6", "e2–e4"): that is one move in
			// long algebraic, which the board takes or refuses; cut
			// there, its first square would be read as a move to it.
			// A castling ends a token where the next move number or the
			// other side's castling is glued to it ("5.O-OO-O6.Sxe5",
			// "8.0-0-0Sc6" is not: a letter after it may be a word).
			if !(p >= '1' && p <= '8' || p == '+' || p == '#' || p == '!' || p == '?' || castleGlued(src[i:j], src[j:run])) && len(bytes.Trim(src[j:run], ":-")) != 0 ||
				isMateWord(src[j:run]) || p >= '1' && p <= '8' && dashToSquare(src[j:run]) {
				_, n := utf8.DecodeRune(src[j:])
				j += n
				continue
			}
		}
		if j-i >= 2 || j == run && j-i >= 2 {
			if e, ok := l.move(src[i:j], j); ok {
				if j < run {
					e.spell |= SpellGlued
				}
				es = append(es, e)
			}
		}
		if j == run {
			break
		}
		_, n := utf8.DecodeRune(src[j:])
		j += n
		if j-i > 24 {
			break
		}
	}
	return es
}

// castleGlued reports whether tok is a whole castling ("O-O", "0-0-0",
// with any dash) and rest, glued after it in the same run, starts the
// next move number ("O-O6.") or the same castling's letter and a dash
// ("O-OO-O": both sides castled, flattened without a space). A dash
// after it ("O-O-O") continues the castling, so no cut is made there.
func castleGlued(tok, rest []byte) bool {
	if len(tok) == 0 || len(rest) == 0 {
		return false
	}
	c := tok[0]
	if c != 'O' && c != '0' && c != 'o' {
		return false
	}
	n, k := 1, 1
	for k < len(tok) {
		d := san.DashLen(tok[k:])
		if d == 0 && tok[k] == '-' {
			d = 1
		}
		if d == 0 || k+d >= len(tok) || tok[k+d] != c {
			return false
		}
		k += d + 1
		n++
	}
	if n != 2 && n != 3 {
		return false
	}
	if rest[0] >= '1' && rest[0] <= '9' {
		return true
	}
	if rest[0] != c || len(rest) < 2 {
		return false
	}
	return rest[1] == '-' || san.DashLen(rest[1:]) > 0
}

// signs are the capture signs and dashes that may stand apart between
// a move's two squares ("c5 × d4", "e2 - e4", "c4 : d5", "b2 —b4").
var signs = []string{"-", "–", "—", "−", ":", "×", "x", "X", "х"}

// signAt returns the sign at the start of b, "" if none.
func signAt(b []byte) string {
	for _, g := range signs {
		if bytes.HasPrefix(b, []byte(g)) {
			return g
		}
	}
	return ""
}

// spacedMove appends the reading of the run src[i:run] joined to a
// sign and a square after it on the same line, with spaces between
// ("c5 × d4", "Pd4 × c6", "e2 - e4", "c5X d4", "b2 —b4"), as one move
// (SpellSpacedSign). The first part ends in a square, the second
// starts with one; whether the text is one move or two (a pair joined
// by a dash, "c4 - c5") is the board's to say: one reading needs a piece
// on the first square, the other moves one there, so rarely do both
// replay; where they do, the moves written after decide, as between any
// two readings.
func (l *lattice) spacedMove(i, run int, es []edge) []edge {
	src := l.src
	a := src[i:run]
	sign := ""
	for _, g := range signs {
		if len(a) > len(g) && bytes.HasSuffix(a, []byte(g)) {
			sign, a = g, a[:len(a)-len(g)]
			break
		}
	}
	if len(a) < 2 || a[len(a)-1] < '1' || a[len(a)-1] > '8' {
		return es // the first part ends in a square
	}
	k := run
	for k < len(src) && (src[k] == ' ' || src[k] == '\t') {
		k++
	}
	if k == run || k >= len(src) {
		return es
	}
	if sign == "" {
		if sign = signAt(src[k:]); sign == "" {
			return es
		}
		k += len(sign)
		for k < len(src) && (src[k] == ' ' || src[k] == '\t') {
			k++
		}
	}
	r, n := utf8.DecodeRune(src[k:])
	if !unicode.IsLower(r) || k+n >= len(src) || src[k+n] < '1' || src[k+n] > '8' {
		return es // the second part starts with a square
	}
	end := l.runEnd(k)
	if end-i > 40 {
		return es
	}
	tok := make([]byte, 0, len(a)+len(sign)+end-k)
	tok = append(append(append(tok, a...), sign...), src[k:end]...)
	if e, ok := l.move(tok, end); ok {
		e.spell |= SpellSpacedSign
		es = append(es, e)
	}
	return es
}

// spacedLong appends the reading of a table's cell written in long
// algebraic with spaces and no sign ("e2 e4", "K g1 f3": a piece letter,
// its square, the square it goes to), as one move (SpellSpacedLong);
// read only in a table whose cells are so (Options.plain).
func (l *lattice) spacedLong(i, run int, es []edge) []edge {
	src := l.src
	var tok []byte
	k := run
	if r, n := utf8.DecodeRune(src[i:run]); n == run-i && unicode.IsUpper(r) {
		// A piece letter apart: its square next.
		k = skipBlank(src, run)
		if k == run || !squareAt(src, k) || l.runEnd(k) != k+2 {
			return es
		}
		tok = append(tok, src[i:run]...)
		tok = append(tok, src[k:k+2]...)
		k += 2
	} else if run-i == 2 && squareAt(src, i) {
		tok = append(tok, src[i:run]...)
	} else {
		return es
	}
	m := skipBlank(src, k)
	if m == k || !squareAt(src, m) {
		return es
	}
	end := l.runEnd(m)
	tok = append(append(tok, '-'), src[m:end]...)
	if e, ok := l.move(tok, end); ok {
		e.spell |= SpellSpacedLong
		es = append(es, e)
	}
	return es
}

// inCell reports whether the run src[i:run] is a square that follows a
// square or a piece letter alone on its line ("e4" of "e2 e4", "g1" and
// "f3" of "K g1 f3"): inside a table's cell written in long algebraic
// with spaces (Options.plain).
func (l *lattice) inCell(i, run int) bool {
	if run-i != 2 || !squareAt(l.src, i) {
		return false
	}
	k := i
	for k > 0 && (l.src[k-1] == ' ' || l.src[k-1] == '\t') {
		k--
	}
	if k == i || k == 0 {
		return false
	}
	if k >= 2 && squareAt(l.src, k-2) && (k == 2 || isSpaceByte(l.src[k-3])) {
		return true
	}
	r, n := utf8.DecodeLastRune(l.src[:k])
	return unicode.IsUpper(r) && (k == n || isSpaceByte(l.src[k-n-1]))
}

// joinSpaced writes a move whose sign stands apart ("Kc3 x e4") as one
// token ("Kc3xe4"), and with plain, a table's cell in long algebraic
// with spaces and no sign ("c5 d4", "K g1 f3") as one move ("c5-d4",
// "Kg1-f3"); any other token as it is.
func joinSpaced(tok []byte, plain bool) []byte {
	f := bytes.Fields(tok)
	sq := func(b []byte) bool { return len(b) >= 2 && squareAt(b, 0) }
	switch {
	case len(f) == 3 && signWord(f[1]):
		return slices.Concat(f...)
	case !plain:
	case len(f) == 2 && len(f[0]) == 2 && sq(f[0]) && sq(f[1]):
		return slices.Concat(f[0], []byte("-"), f[1])
	case len(f) == 3 && utf8.RuneCount(f[0]) == 1 && len(f[1]) == 2 && sq(f[1]) && sq(f[2]):
		return slices.Concat(f[0], f[1], []byte("-"), f[2])
	}
	return tok
}

// skipBlank returns the offset of the first byte at or after k that is
// no space or tab.
func skipBlank(src []byte, k int) int {
	for k < len(src) && (src[k] == ' ' || src[k] == '\t') {
		k++
	}
	return k
}

// squareAt reports whether a square ("e4") starts at k: a file a–h, a
// rank 1–8.
func squareAt(src []byte, k int) bool {
	return k+1 < len(src) && src[k] >= 'a' && src[k] <= 'h' && src[k+1] >= '1' && src[k+1] <= '8'
}

// captureApart reports whether a capture sign set apart by spaces
// follows the run ending at run on its line ("Pd4 × c6", "c5 x d4").
func (l *lattice) captureApart(run int) bool {
	k := skipBlank(l.src, run)
	if k == run {
		return false
	}
	g := signAt(l.src[k:])
	if g == "" || g == "-" || g == ":" || strings.ContainsRune("–—−", []rune(g)[0]) {
		return false
	}
	return k+len(g) < len(l.src) && isSpaceByte(l.src[k+len(g)])
}

// dashToSquare reports whether s is a dash other than '-' and a square,
// perhaps with a check sign or glyphs ("—c6", "–e4+"): the second half
// of a long-algebraic move. An ASCII '-' is a token of its own (a pair's
// dash, "e4-e5", read as punctuation), so it is not asked about here.
func dashToSquare(s []byte) bool {
	n := san.DashLen(s)
	if n == 0 || len(s) < n+2 {
		return false
	}
	r, k := utf8.DecodeRune(s[n:])
	if !unicode.IsLower(r) || s[n+k] < '1' || s[n+k] > '8' {
		return false
	}
	return len(bytes.TrimRight(s[n+k+1:], "+#!?")) == 0
}

// move reads tok as a move in every letter set, as an edge to j.
func (l *lattice) move(tok []byte, j int) (edge, bool) {
	norm, sp, nag := normMove(tok)
	e := edge{kind: kMove, to: j, nag: nag, spell: sp}
	if !sanShaped(norm) {
		// No letter set reads it: only Readers may.
		for _, rd := range l.d.opts.Readers {
			for _, c := range rd(tok) {
				e.cands = append(e.cands, cand{san: c.SAN, groups: 1<<len(l.d.inputs) - 1, spell: SpellReader, legal: c.Legal})
			}
		}
		return e, len(e.cands) > 0
	}
	add := func(s board.SAN, g int, extra Spelling) {
		for k := range e.cands {
			if e.cands[k].san == s && e.cands[k].spell == extra {
				e.cands[k].groups |= 1 << g
				return
			}
		}
		e.cands = append(e.cands, cand{san: s, groups: 1 << g, spell: extra})
	}
	// The capital reading of a lowercase first letter ("βα5" as Βα5,
	// "bc4" as Bc4), tried below where the letter sets need it.
	r, n := utf8.DecodeRune(norm)
	var capt []byte
	if up := unicode.ToUpper(r); n < len(norm) && (up != r || unicode.IsLower(r)) {
		capt = append([]byte(string(up)), norm[n:]...)
	}
	rds, rep := l.readings(norm, capt)
	for g := range l.d.inputs {
		rd := &rds[rep[g]]
		if !rd.ok {
			// A lowercase piece letter that is also a file ("βα5" read
			// as β…): the capital reading, with its own warning.
			if rd.captOK && unicode.ToUpper(r) != r {
				add(rd.capt, g, SpellLowercase)
			}
			continue
		}
		s := rd.s
		var extra Spelling
		if s.Role == board.Pawn && s.ToRank < 0 || s.Role == board.Pawn && s.FromFile >= 0 && !bytes.ContainsAny(norm, "x:") && s.FromFile != s.ToFile {
			extra |= SpellFilesOnly
		}
		add(s, g, extra)
		// A lowercase letter that is also a file may be a piece: "bc4"
		// (b×c4, or Bc4), tried on the board when the pawn cannot.
		if unicode.IsLower(r) && rd.captOK && rd.capt.Role != board.Pawn {
			add(rd.capt, g, SpellLowercase)
		}
	}
	if len(l.d.glyphs) > 0 || len(l.d.bans) > 0 {
		// A glyph learned or a reading refused (learnGlyphs): a glyph has
		// its one kind, in every set, and no other reading.
		e.cands = l.d.glyphCands(norm, e.cands)
	}
	if len(e.cands) == 0 {
		l.mixed(norm, add)
	}
	for _, rd := range l.d.opts.Readers {
		for _, c := range rd(tok) {
			e.cands = append(e.cands, cand{san: c.SAN, groups: 1<<len(l.d.inputs) - 1, spell: SpellReader, legal: c.Legal})
		}
	}
	return e, len(e.cands) > 0
}

// mixed reads a token that no letter set reads alone, written with one
// set's file letters and another's piece letter ("Nδ2": Greek files, the
// English knight, in a Greek newspaper's score): for each set g whose
// files the token uses beyond a–h, the token with those files written
// a–h, read as a piece move in any set, is a reading of g's
// (SpellMixed). Only a piece letter may come from elsewhere: the game's
// own files say whose score it is.
func (l *lattice) mixed(norm []byte, add func(board.SAN, int, Spelling)) {
	ascii := true
	for _, c := range norm {
		if c >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return
	}
	for g, in := range l.d.inputs {
		var t []byte
		mapped := false
		for k := 0; k < len(norm); {
			if f, n, _ := in.File(norm[k:]); f >= 0 && norm[k] >= utf8.RuneSelf {
				t = append(t, 'a'+byte(f))
				k += n
				mapped = true
				continue
			}
			_, n := utf8.DecodeRune(norm[k:])
			t = append(t, norm[k:k+n]...)
			k += n
		}
		if !mapped {
			continue
		}
		// The sets that read it must agree ("Sδ2" is a knight in German,
		// a bishop in Czech: no reading then).
		var got board.SAN
		n := 0
		for _, other := range l.d.inputs {
			if other == in {
				continue
			}
			s, err := san.Parse(t, other)
			if err != nil || s.Role == board.Pawn || s.FromBoard || s.Castle != board.NoCastle {
				continue
			}
			if n > 0 && s != got {
				n = -1
				break
			}
			got, n = s, 1
		}
		if n == 1 {
			add(got, g, SpellMixed)
		}
	}
}

// shareReadings is off in tests that check that sharing a parse between
// letter sets changes no reading.
var shareReadings = true

// reading is a token's reading in one letter set: its SAN if san.Parse
// reads it, and its capital reading's (see move).
type reading struct {
	s, capt    board.SAN
	ok, captOK bool
}

// readings parses a normalised token (and capt, its capital reading, if
// any) in each letter set, once for each group of sets that read it
// alike: rds[rep[g]] is set g's reading. The slices are the lattice's,
// valid until the next call.
func (l *lattice) readings(norm, capt []byte) ([]reading, []uint8) {
	ins := l.d.inputs
	promo := []byte(nil)
	if bytes.IndexByte(norm, '=') >= 0 {
		promo = []byte("B") // san's promotion asks Piece("B") after '='
	}
	if l.sets == nil && len(ins) > 1 && shareReadings {
		l.sets = letterSetsOf(ins)
	}
	if l.sets != nil {
		l.rep = l.sets.reps(l.rep, norm, capt, promo)
	} else {
		l.rep = l.rep[:0]
		for g := range ins {
			l.rep = append(l.rep, uint8(g))
		}
	}
	l.rds = slices.Grow(l.rds[:0], len(ins))[:len(ins)]
	for g, in := range ins {
		if int(l.rep[g]) != g {
			continue
		}
		s, err := san.Parse(norm, in)
		rd := reading{s: s, ok: err == nil}
		// The capital reading where move asks for it: after a failure, or
		// after a success when the letter is lowercase.
		if capt != nil {
			c, err := san.Parse(capt, in)
			rd.capt, rd.captOK = c, err == nil
		}
		l.rds[g] = rd
	}
	return l.rds, l.rep
}

// isWordy reports whether the token at i is a word of prose: two letters
// or more, letters only, and no move in any letter set.
func (l *lattice) isWordy(i int) bool {
	if i < len(l.wordy) && l.wordy[i]&3 != 0 {
		return l.wordy[i]&3 == 2
	}
	w := false
	if i < len(l.src) {
		end := l.wordEnd(i)
		tok := l.src[i:end]
		letters := 0
		w = true
		for _, r := range string(tok) {
			if !unicode.IsLetter(r) {
				w = false
				break
			}
			letters++
		}
		if w && letters >= 1 {
			for _, e := range l.at(i) {
				if e.kind == kMove && e.to == end {
					w = false
					break
				}
			}
		} else {
			w = false
		}
	}
	if i < len(l.wordy) {
		l.wordy[i] |= 1 + uint8(btoi(w))
	}
	return w
}

// wordyAfter is isWordy of the token after the one that ends at j,
// memoised in wordy's upper bits (every state that reads a move to j
// asks).
func (l *lattice) wordyAfter(j int) bool {
	if j >= len(l.wordy) {
		return l.isWordy(l.nextWord(j))
	}
	if w := l.wordy[j] >> 2; w != 0 {
		return w == 2
	}
	w := l.isWordy(l.nextWord(j))
	l.wordy[j] |= (1 + uint8(btoi(w))) << 2
	return w
}

// nextWord is the offset of the token after the one that ends at j,
// past quotation marks: the word after a square quoted in a sentence
// ('"c4" contrôle') follows it all the same.
func (l *lattice) nextWord(j int) int {
	k, _ := l.skip(j)
	for k < len(l.src) && l.quoteMark(k) {
		_, n := utf8.DecodeRune(l.src[k:])
		k, _ = l.skip(k + n)
	}
	return k
}

// quoteMark reports whether the token at i is a quotation mark (a word
// ends at one: rawWordEnd).
func (l *lattice) quoteMark(i int) bool {
	r, _ := utf8.DecodeRune(l.src[i:])
	return strings.ContainsRune("\"“”„«»", r)
}

// moveLike reports whether the token at i looks like a move that failed:
// it names a square (a letter, then a rank: "Axc5", "¥c5", "Me5",
// "Zz5"), or is castling.
func (l *lattice) moveLike(i, end int) bool {
	tok := l.src[i:end]
	if bytes.HasPrefix(tok, []byte("0-0")) || bytes.HasPrefix(tok, []byte("O-O")) {
		return true
	}
	for k := 0; k+1 < len(tok); k++ {
		// A letter then a rank: a square, or one mistyped ("Zz5").
		if (tok[k] >= 'a' && tok[k] <= 'z' || tok[k] >= 0x80) && tok[k+1] >= '1' && tok[k+1] <= '8' && (k+2 == len(tok) || tok[k+2] < '0' || tok[k+2] > '9') {
			return len(tok) <= 12
		}
	}
	return false
}

// closes reports whether the bracket at i is closed by its match before
// a blank line (brackets of its kind nest).
func (l *lattice) closes(i int) bool { return l.closeAt(i) >= 0 }

// closeAt returns the offset of the bracket that closes the one at i
// before a blank line (brackets of its kind nest), -1 if none does.
func (l *lattice) closeAt(i int) int {
	if c, ok := l.closed[i]; ok {
		return c
	}
	open := l.src[i]
	shut := map[byte]byte{'(': ')', '[': ']', '{': '}'}[open]
	depth, nl, c := 0, 0, -1
	for j := i + 1; j < len(l.src); j++ {
		switch b := l.src[j]; {
		case b == '\n':
			if nl++; nl >= 2 {
				j = len(l.src)
			}
			continue
		case b == open:
			depth++
		case b == shut:
			if depth == 0 {
				c, j = j, len(l.src)
				continue
			}
			depth--
		}
		if b := l.src[j]; b != ' ' && b != '\t' && b != '\r' {
			nl = 0
		}
	}
	l.closed[i] = c
	return c
}

// sanShaped reports whether a normalised token may be SAN in some letter
// set: it names a rank, or is castling, or is short enough to be a pawn
// capture written by its files ("ed", "exd", "e:d"). A longer token with
// no digit is a word in every language, and ParseSAN need not say so
// eighteen times.
func sanShaped(norm []byte) bool {
	if bytes.ContainsAny(norm, "12345678") || bytes.Contains(norm, []byte("O-O")) || bytes.Contains(norm, []byte("0-0")) {
		return true
	}
	return utf8.RuneCount(norm) <= 4
}

// lineStart reports whether the token at i is the first on its line of
// text.
func (l *lattice) lineStart(i int) bool {
	if i < 0 || i > len(l.src) {
		return false
	}
	for k := i - 1; k >= 0; k-- {
		switch l.src[k] {
		case '\n':
			return true
		case ' ', '\t', '\r':
			continue
		}
		return false
	}
	return !l.d.opts.MidLine
}

// lineBefore returns the last line of text before the line holding i,
// blank lines skipped, without its line break and trailing spaces.
func (l *lattice) lineBefore(i int) []byte {
	k := i
	for k > 0 && l.src[k-1] != '\n' {
		k--
	}
	end := k
	for end > 0 && isSpaceByte(l.src[end-1]) {
		end--
	}
	start := end
	for start > 0 && l.src[start-1] != '\n' {
		start--
	}
	return l.src[start:end]
}

// introduced reports whether the line before i ends by introducing what
// follows as an alternative: an introducing word among its last
// introReach+1 words ("Instead of this, better was:"), as a quoted line
// is introduced within a line (nsIntro).
func (l *lattice) introduced(i int) bool {
	ws := bytes.Fields(l.lineBefore(i))
	for k := max(0, len(ws)-introReach-1); k < len(ws); k++ {
		w := strings.ToLower(string(ws[k]))
		if l.d.intro[w] || l.d.intro[strings.TrimRight(w, ",;:!?")] || l.d.intro[strings.TrimRight(w, ",;:!?.")] {
			return true
		}
	}
	return false
}

// versus are the marks written between two players' names.
var versus = []string{"-", "–", "—", "vs", "vs.", "v", "v.", "x", "×"}

// afterHeader reports whether i starts a line and the line before it
// names a game's players or is a PGN tag: a game's heading, so that a
// "1." there starts a new game ("Dubois - Steinitz, London 1862" then
// "1.e4 e5"). A players' line is two names (words with a capital) with a
// versus mark between them, and nothing that looks like a move.
func (l *lattice) afterHeader(i int) bool {
	if !l.lineStart(i) {
		return false
	}
	line := bytes.TrimSpace(l.lineBefore(i))
	if len(line) == 0 || len(line) > 160 {
		return false
	}
	if line[0] == '[' && line[len(line)-1] == ']' && bytes.IndexByte(line, '"') > 0 {
		return true // [White "Dubois"]
	}
	ws := bytes.Fields(line)
	for _, w := range ws {
		if squareIn(w) {
			return false
		}
	}
	capital := func(w []byte) bool {
		r, _ := utf8.DecodeRune(w)
		return unicode.IsUpper(r)
	}
	for k, w := range ws {
		if k > 0 && k+1 < len(ws) && slices.Contains(versus, strings.ToLower(string(w))) {
			prev := ws[k-1]
			if (capital(ws[0]) || capital(prev)) && capital(ws[k+1]) {
				return true // "Anderssen - Kieseritzky", "Kasparov (2812) - Karpov"
			}
		}
		// "Dubois-Steinitz": two capitalised names joined by a dash.
		for _, d := range []string{"-", "–", "—"} {
			if a, b, ok := bytes.Cut(w, []byte(d)); ok && len(a) > 1 && len(b) > 1 && capital(a) && capital(b) &&
				allLetters(a) && allLetters(bytes.TrimRight(b, ",;:.")) {
				return true
			}
		}
	}
	return false
}

// squareIn reports whether w holds a square written as in a move (a file
// letter then a rank, and no more digits): "e4", "Nf3", "exd5".
func squareIn(w []byte) bool {
	for k := 0; k+1 < len(w); k++ {
		if w[k] >= 'a' && w[k] <= 'h' && w[k+1] >= '1' && w[k+1] <= '8' && (k+2 == len(w) || w[k+2] < '0' || w[k+2] > '9') {
			return true
		}
	}
	return false
}

// fen reads a position in FEN at i: its placement (eight ranks between
// slashes), then as many of its other fields as are written. A field left
// out is taken from what follows: the side to move and the move number
// from the first move number after it ("12...", else White's), no
// castling, no en passant. It returns nil when no FEN starts at i.
func (l *lattice) fen(i int) []edge {
	src := l.src
	j, ranks, files := i, 0, 0
	for ; j < len(src); j++ {
		c := src[j]
		switch {
		case c == '/':
			if files != 8 {
				return nil
			}
			ranks, files = ranks+1, 0
		case c >= '1' && c <= '8':
			files += int(c - '0')
		case strings.IndexByte("pnbrqkPNBRQK", c) >= 0:
			files++
		default:
			goto done
		}
		if files > 8 {
			return nil
		}
	}
done:
	if ranks != 7 || files != 8 || l.glued(j) {
		return nil
	}
	fields := []string{string(src[i:j])}
	end := j
	// The other fields, as far as they are FEN's.
	valid := []func(string) bool{
		func(f string) bool { return f == "w" || f == "b" },
		func(f string) bool { return f == "-" || strings.Trim(f, "KQkq") == "" },
		func(f string) bool {
			return f == "-" || len(f) == 2 && f[0] >= 'a' && f[0] <= 'h' && (f[1] == '3' || f[1] == '6')
		},
		func(f string) bool { return f != "" && strings.Trim(f, "0123456789") == "" && len(f) < 4 },
		func(f string) bool { return f != "" && strings.Trim(f, "0123456789") == "" && len(f) < 4 },
	}
	for _, ok := range valid {
		k := end
		for k < len(src) && (src[k] == ' ' || src[k] == '\t') {
			k++
		}
		e := k
		for e < len(src) && !isSpaceByte(src[e]) {
			e++
		}
		f := strings.TrimRight(string(src[k:e]), ".,;)")
		if k == end || !ok(f) {
			break
		}
		fields = append(fields, f)
		end = k + len(f)
	}
	if len(fields) < 6 {
		// The move number and side from the first number after it.
		num, black := 1, false
		for k := end; k < len(src) && k < end+400; k++ {
			if src[k] >= '1' && src[k] <= '9' && (k == 0 || isSpaceByte(src[k-1])) && l.numberAt(k) {
				n := 0
				for ; k < len(src) && src[k] >= '0' && src[k] <= '9'; k++ {
					n = n*10 + int(src[k]-'0')
				}
				num, black = n, dotsAt(src[k:]) > 0 || bytes.HasPrefix(src[k:], []byte("…"))
				break
			}
		}
		side := "w"
		if black {
			side = "b"
		}
		for defaults := []string{side, homeCastling(fields[0]), "-", "0", itoa(num)}; len(fields) < 6; {
			fields = append(fields, defaults[len(fields)-1])
		}
	}
	p, err := board.ParseFEN(strings.Join(fields, " "), board.Chess())
	if err != nil {
		return nil
	}
	return []edge{{kind: kFEN, to: end, start: p}}
}

// homeCastling is the castling field for a placement written without
// one: the rights of every king and rook still on their home squares (a
// diagram cannot say more; a castling it did not allow is then an error
// at that move, never a move changed).
func homeCastling(placement string) string {
	ranks := strings.Split(placement, "/")
	at := func(rank string, file int) byte {
		f := 0
		for k := 0; k < len(rank); k++ {
			c := rank[k]
			if c >= '1' && c <= '8' {
				f += int(c - '0')
				continue
			}
			if f == file {
				return c
			}
			f++
		}
		return 0
	}
	var b []byte
	for _, r := range []struct {
		rank       string
		king, rook byte
		short      byte
	}{{ranks[7], 'K', 'R', 'K'}, {ranks[0], 'k', 'r', 'k'}} {
		if at(r.rank, 4) != r.king {
			continue
		}
		if at(r.rank, 7) == r.rook {
			b = append(b, r.short)
		}
		if at(r.rank, 0) == r.rook {
			b = append(b, r.short+'Q'-'K')
		}
	}
	if len(b) == 0 {
		return "-"
	}
	return string(b)
}

// wordAfter reports whether the token after a move number ending at to,
// on its line, is a word that no reading makes a move, nor a mark a
// move could follow ("108. SPANYOL MEGNYITÁS", a game's number in a
// heading; "at 21:28 Ottima", a clock time): no move follows the number,
// so it numbers none.
func (l *lattice) wordAfter(to int) bool {
	j, _ := l.skip(to)
	if j >= len(l.src) || bytes.IndexByte(l.src[to:j], '\n') >= 0 {
		return false // a number ending its line heads what is below it (a table's column)
	}
	es := l.at(j)
	word := false
	for _, e := range es {
		switch e.kind {
		case kWord:
			// Three letters or more: one or two may be a piece's
			// letters with a capture sign set apart ("К: e5", "Кр: e1").
			word = !e.intro && !l.moveLike(j, e.to) && l.isWordy(j) && utf8.RuneCount(l.src[j:l.wordEnd(j)]) >= 3
		case kMove, kDots, kNum, kResult, kOpen, kAnnot, kFEN:
			return false
		}
	}
	return word
}

// clockTime reports whether t, whose first d bytes are digits, starts
// with a time of day h:mm or hh:mm ("at 21:28", an hour to 23, two digits
// of minutes to 59, no digit after): no move number ("12:") is glued to
// digits, and no move is written with digits alone.
func clockTime(t []byte, d int) bool {
	if d > 2 || len(t) < d+3 || t[d] != ':' {
		return false
	}
	h := int(t[0] - '0')
	if d == 2 {
		h = h*10 + int(t[1]-'0')
	}
	m1, m2 := t[d+1], t[d+2]
	if h > 23 || m1 < '0' || m1 > '5' || m2 < '0' || m2 > '9' {
		return false
	}
	return len(t) == d+3 || t[d+3] < '0' || t[d+3] > '9'
}
