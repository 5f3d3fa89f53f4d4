package descriptive

import (
	"encoding/binary"
	"unicode/utf8"
)

// kind is a token's kind.
type kind uint8

const (
	tMove      kind = iota
	tMalformed      // looked like a move and is none: an error if the line gets there
	tNumber
	tComment // {…} or ;…
	tProse   // a word between moves
	tOpen
	tClose
	tNAG
	tResult
)

// token is one token of descriptive movetext; start and end are offsets
// in the text scanned.
type token struct {
	kind       kind
	start, end int
	n          int  // the number, the NAG, the move's index in the forms
	black      bool // a number for Black's move ("5...")
}

// glyphNAGs are the glyphs written after a move and their NAGs.
var glyphNAGs = []struct {
	s string
	n int
}{{"!!", 3}, {"??", 4}, {"!?", 5}, {"?!", 6}, {"!", 1}, {"?", 2}}

// scan cuts s[from:to] into tokens for language l, appended to out; the
// forms of the moves are appended to forms (a move token's n is its
// index there).
func (l *Language) scan(s []byte, from, to int, out []token, forms []Form, mm *memo) ([]token, []Form) {
	s = s[:to]
	i := from
	for i < len(s) {
		c := s[i]
		switch {
		case c >= 'A' && c <= 'Z':
			// A move, nearly always (P-K4, N-KB3, PxP, O-O, P4R): no
			// other case takes a capital.
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',':
			i++
			continue
		case c == '{':
			j := i + 1
			for j < len(s) && s[j] != '}' {
				j++
			}
			end := j
			if j < len(s) {
				j++
			}
			out = append(out, token{kind: tComment, start: i + 1, end: end})
			i = j
			continue
		case c == ';':
			j := i + 1
			for j < len(s) && s[j] != '\n' && s[j] != '\r' {
				j++
			}
			k := skipSpaces(s, i+1)
			if k < len(s) && (s[k] >= '0' && s[k] <= '9' || s[k] == '\n' || s[k] == '\r') {
				i++ // "P4R, P4R; 2. C3AR": a separator
				continue
			}
			out = append(out, token{kind: tComment, start: i + 1, end: j})
			i = j
			continue
		case c == '(':
			out = append(out, token{kind: tOpen, start: i, end: i + 1})
			i++
			continue
		case c == ')':
			out = append(out, token{kind: tClose, start: i, end: i + 1})
			i++
			continue
		case c == '$':
			j, n := i+1, 0
			for j < len(s) && s[j] >= '0' && s[j] <= '9' && n < 1000 {
				n = n*10 + int(s[j]-'0')
				j++
			}
			if j > i+1 && n < 256 {
				out = append(out, token{kind: tNAG, start: i, end: j, n: n})
				i = j
				continue
			}
		case c == '!' || c == '?':
			matched := false
			for _, g := range glyphNAGs {
				if len(s)-i >= len(g.s) && string(s[i:i+len(g.s)]) == g.s {
					out = append(out, token{kind: tNAG, start: i, end: i + len(g.s), n: g.n})
					i += len(g.s)
					matched = true
					break
				}
			}
			if matched {
				continue
			}
		case c == '*':
			out = append(out, token{kind: tResult, start: i, end: i + 1})
			i++
			continue
		case c == '.':
			i++ // dots apart from their number: "3. ..."
			continue
		case c == '0' && i+1 < len(s) && dashAt(s, i+1) > 0 && i+1+dashAt(s, i+1) < len(s) && s[i+1+dashAt(s, i+1)] == '0',
			c == '0' && i+2 < len(s) && s[i+1] == ' ' && dashAt(s, i+2) > 0 && i+3+dashAt(s, i+2) < len(s) && s[i+3+dashAt(s, i+2)] == '0':
			// 0-0, 0-0-0, "0 — 0": castling, read below.
		case c >= '0' && c <= '9' || c == 0xC2 && i+1 < len(s) && s[i+1] == 0xBD:
			if n := resultAt(s, i); n > 0 {
				out = append(out, token{kind: tResult, start: i, end: i + n})
				i += n
				continue
			}
			if t, ok := numberAt(s, i); ok {
				out = append(out, t)
				i = t.end
				continue
			}
			if t, ok := gluedNumberAt(l, s, i); ok {
				out = append(out, t)
				i = t.end
				continue
			}
		case c == 0xE2 && i+2 < len(s) && s[i+1] == 0x80 && s[i+2] == 0xA6: // …
			i += 3
			continue
		}
		if f, end, ok := mm.lookup(l, s, i); ok {
			out = append(out, token{kind: tMove, start: i, end: end, n: len(forms)})
			forms = append(forms, f)
			i = end
			continue
		}
		f, end, st := l.parseAt(s, i)
		if st == isMove {
			mm.store(l, s, i, end, f)
		}
		switch st {
		case isMove:
			out = append(out, token{kind: tMove, start: i, end: end, n: len(forms)})
			forms = append(forms, f)
			i = end
			continue
		case malformed:
			j := wordEnd(s, max(i, end))
			out = append(out, token{kind: tMalformed, start: i, end: j})
			i = j
			continue
		}
		j := wordEnd(s, i)
		if j == i {
			_, n := utf8.DecodeRune(s[i:])
			j = i + n
		}
		out = append(out, token{kind: tProse, start: i, end: j})
		i = j
	}
	return out, forms
}

// wordEnd returns the end of the word at i: the next space, bracket or
// end of line.
func wordEnd(s []byte, i int) int {
	j := i
	for j < len(s) {
		switch s[j] {
		case ' ', '\t', '\n', '\r', '{', '}', '(', ')', ';':
			return j
		}
		j++
	}
	return j
}

// resultAt returns the length of a result at i: 1-0, 0-1, 1/2-1/2, ½-½.
func resultAt(s []byte, i int) int {
	if len(s)-i < 3 || s[i+1] != '-' && s[i+1] != ':' && s[i+1] != '/' && s[i] != 0xC2 {
		return 0 // a move number ("12."): every result has a sign second, or starts ½
	}
	for _, r := range []string{"1/2-1/2", "½-½", "1-0", "0-1", "1:0", "0:1"} {
		if len(s)-i >= len(r) && string(s[i:i+len(r)]) == r {
			j := i + len(r)
			if j == len(s) || !(s[j] >= '0' && s[j] <= '9') && !isLetter(s[j]) {
				return len(r)
			}
		}
	}
	return 0
}

// numberAt reads a move number at i: "12", "12.", "12...", "12…", "12)".
// A number glued to letters ("4th") is no number.
func numberAt(s []byte, i int) (token, bool) {
	j, n := i, 0
	for j < len(s) && s[j] >= '0' && s[j] <= '9' {
		if n < 100000 {
			n = n*10 + int(s[j]-'0')
		}
		j++
	}
	if j == i {
		return token{}, false
	}
	t := token{kind: tNumber, start: i, n: n}
	dots := 0
	for j < len(s) {
		if s[j] == '.' {
			dots++
			j++
			continue
		}
		if s[j] == 0xE2 && j+2 < len(s) && s[j+1] == 0x80 && s[j+2] == 0xA6 {
			dots += 3
			j += 3
			continue
		}
		break
	}
	if dots == 0 && j < len(s) && s[j] == ')' {
		j++
	}
	if dots == 0 && j < len(s) && isLetter(s[j]) {
		return token{}, false
	}
	// "3. ...": Black's move after a spaced ellipsis.
	k := skipSpaces(s, j)
	if dots == 1 && k+2 < len(s) && string(s[k:k+3]) == "..." {
		j, dots = k+3, 4
	}
	t.black = dots >= 2
	t.end = j
	return t, true
}

// gluedNumberAt reads a move number glued to the English move after it,
// as OCR leaves a newspaper's column ("2Ktto KB 3"): the digits, then a
// capital that starts a move of l. "4th" (a small letter) stays a word.
func gluedNumberAt(l *Language, s []byte, i int) (token, bool) {
	if l.romance {
		return token{}, false // "4R" may be a Romance square's rank and file
	}
	j, n := i, 0
	for j < len(s) && s[j] >= '0' && s[j] <= '9' && j-i < 3 {
		n = n*10 + int(s[j]-'0')
		j++
	}
	if j == i || j >= len(s) || s[j] < 'A' || s[j] > 'Z' || i > 0 && isLetter(s[i-1]) {
		return token{}, false
	}
	if _, _, st := l.parseAt(s, j); st != isMove {
		return token{}, false
	}
	return token{kind: tNumber, start: i, end: j, n: n}, true
}

// memo remembers the moves a scan has read, by their text: a game says
// "PxP", "N-KB3" and "O-O" again and again, and a dump's games say the
// same moves, so most words are read once (parseAt reads a word in
// about a thousand instructions; a look-up takes a tenth of that). Only a
// word that is a whole move by itself is kept, and only one that nothing
// around it can change: a word the next word may continue ("P-Q8 (Q)",
// "Castles QR", "R-K sq", the long form's "Q. B. 4th") is read in full
// each time.
//
// A memo holds a table per language (a dump read with --from auto may
// switch between them from game to game, and a table cleared at every
// switch would be read from little). A table is open addressing over
// the word's bytes packed in two words (a memo word has at most 12
// bytes): a Go map keyed by a string hashed and compared the bytes
// through calls, which cost as much again as the look-up itself.
type memo struct {
	tables []memoTable
}

// memoTable is one language's words.
type memoTable struct {
	l       *Language
	entries []memoEntry // 1<<bits long, at most half full
	bits    uint
	n       int // entries used
}

// memoEntry is one word and its move; n is 0 for an empty entry.
type memoEntry struct {
	k0, k1 uint64 // the word's bytes, little-endian, zero after its end
	n      uint8
	f      Form
}

// memoMax bounds the memo (a dump of real games has a few thousand
// distinct moves; text that is not a game adds no moves).
const memoMax = 1 << 14

// memoLong is the longest word the memo keeps.
const memoLong = 12

// memoKey reads the word at s[i:] as the memo cuts words: up to the next
// space, line break, comma, semicolon, bracket or brace. It returns its
// end and its bytes packed, with ok false for a word the memo does not
// keep (shorter than 2 bytes or longer than memoLong: the key is not
// complete then).
func memoKey(s []byte, i int) (j int, k0, k1 uint64, ok bool) {
	j = i
	for j < len(s) && !memoStop[s[j]] {
		if j-i == memoLong {
			return j, 0, 0, false
		}
		j++
	}
	n := j - i
	if n < 2 {
		return j, 0, 0, false
	}
	if len(s)-i >= 16 {
		// Two loads, cut to the word (nearly every word: the text goes on).
		k0 = binary.LittleEndian.Uint64(s[i:])
		k1 = binary.LittleEndian.Uint64(s[i+8:])
		if n < 8 {
			k0 &= 1<<(8*n) - 1
			k1 = 0
		} else {
			k1 &= 1<<(8*(n-8)) - 1
		}
		return j, k0, k1, true
	}
	for k := i; k < j; k++ {
		if k-i < 8 {
			k0 |= uint64(s[k]) << (8 * (k - i))
		} else {
			k1 |= uint64(s[k]) << (8 * (k - i - 8))
		}
	}
	return j, k0, k1, true
}

// memoStop marks the bytes that end a memo word.
var memoStop = func() (t [256]bool) {
	for _, c := range []byte(" \t\n\r,;{}()") {
		t[c] = true
	}
	return t
}()

// memoHash mixes a key into a table index (multiplicative hashing: the
// top bits of the product).
func memoHash(k0, k1 uint64, n uint8, bits uint) uint64 {
	h := (k0^uint64(n))*0x9E3779B97F4A7C15 ^ k1*0xC2B2AE3D27D4EB4F
	return (h ^ h>>29) * 0xBF58476D1CE4E5B9 >> (64 - bits)
}

// memoWordSafe reports whether the word s[i:j] may be kept whatever
// follows it: 2 to 12 bytes, ending in a rank, a piece letter, a
// castling sign or a check or mate mark ("Q-B3ch", "RxRch", "D5T+",
// "T8D++": one move in twenty has one); not in a period or an
// apostrophe, after which the long form goes on.
func memoWordSafe(s []byte, i, j int) bool {
	if j-i < 2 || j-i > memoLong {
		return false
	}
	switch c := s[j-1]; {
	case c >= '1' && c <= '8', c >= 'A' && c <= 'Z', c == 't', c == '+', c == '#':
		return true
	case c == 'h':
		return s[j-2] == 'c'
	}
	return false
}

// memoNextSafe reports whether what follows a whole move ending at j
// cannot continue it: not a promotion in brackets or after "=", a
// lowercase word such as "sq" or "e.p.", a mark in a sign outside ASCII.
func memoNextSafe(s []byte, j int, romance bool) bool {
	k := j
	for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
		k++
	}
	if k == len(s) {
		return true
	}
	switch c := s[k]; {
	case c == '(' || c == '=' || c == '/' || c == '+' || c == '#' || c == ':' || c == '-' || c >= 0x80:
		return false
	case !romance && k > j && c >= '1' && c <= '8' && fileLetterEnd[s[j-1]] &&
		(k+1 == len(s) || s[k+1] != '.' && (s[k+1] < '0' || s[k+1] > '9')):
		// A spaced rank continues a move that ends in a file's letter:
		// "R-K 1", "BxB 1" (the bishop's square of the first rank). A
		// pawn's letter or castling names no file: "PxP 2." and "O-O 9."
		// are a move and a number, as is a number with its dot or of two
		// digits ("BxN 12.").
		// Where a square is its rank then its file ("C3AR 2."), a rank
		// after the move starts the next number.
		return false
	case c >= 'a' && c <= 'z':
		return false
	case k > j && c >= 'A' && c <= 'Z' && (k+1 == len(s) || loneCapitalEnd[s[k+1]]):
		// A lone capital may continue the piece taken ("RxKt P", the
		// knight's pawn, in the spaced names of old type) when a space,
		// a stop, an annotation or a check mark follows it ("RxKt P!").
		// Not a dash or a capture sign: "N-KB3 P-K4" is the next move,
		// which the memo may serve (taking every byte that is no
		// letter or digit cost English descriptive 24% more
		// instructions, the memo stepping aside before each pawn move).
		return false
	case k > j && c >= 'A' && c <= 'Z' && suffixFirst[c]:
		// "Mate", "Ch.": a mark the move reads on. Not a move that
		// starts with one of their letters (Spanish "C3AR", "D4R",
		// "A5C", English "Castles"), which the memo may still serve.
		n, _ := suffixAt(s, k)
		return n == 0
	}
	return true
}

// fileLetterEnd marks the last letters of an English file's name (R N B
// Q K, Kt's t), which a spaced rank may follow: "R-K 1".
var fileLetterEnd = [256]bool{'R': true, 'N': true, 'B': true, 'Q': true, 'K': true, 't': true}

// memoSafe reports whether the word s[i:j], a whole move, reads the same
// whatever follows (memoWordSafe and memoNextSafe).
func memoSafe(s []byte, i, j int, romance bool) bool {
	return memoWordSafe(s, i, j) && memoNextSafe(s, j, romance)
}

// table returns l's table, or nil when it has none and add is false.
func (mm *memo) table(l *Language, add bool) *memoTable {
	for k := range mm.tables {
		if mm.tables[k].l == l {
			return &mm.tables[k]
		}
	}
	if !add {
		return nil
	}
	mm.tables = append(mm.tables, memoTable{l: l})
	return &mm.tables[len(mm.tables)-1]
}

// lookup returns the move at s[i:] if the memo holds its word.
func (mm *memo) lookup(l *Language, s []byte, i int) (Form, int, bool) {
	if mm == nil {
		return Form{}, 0, false
	}
	t := mm.table(l, false)
	if t == nil || t.n == 0 {
		return Form{}, 0, false
	}
	j, k0, k1, ok := memoKey(s, i)
	if !ok {
		return Form{}, 0, false
	}
	if e := t.find(k0, k1, uint8(j-i)); e != nil && e.n != 0 && memoNextSafe(s, j, l.romance) {
		return e.f, j, true
	}
	return Form{}, 0, false
}

// find returns the entry of the key, or the empty entry where it would go.
func (t *memoTable) find(k0, k1 uint64, n uint8) *memoEntry {
	mask := uint64(len(t.entries) - 1)
	for h := memoHash(k0, k1, n, t.bits); ; h = (h + 1) & mask {
		e := &t.entries[h]
		if e.n == 0 || e.k0 == k0 && e.k1 == k1 && e.n == n {
			return e
		}
	}
}

// store remembers the move f read at s[i:end] when it is a whole word.
func (mm *memo) store(l *Language, s []byte, i, end int, f Form) {
	if mm == nil || f.Castle == castleAny {
		return // "Castles" may be followed by its side
	}
	j, k0, k1, ok := memoKey(s, i)
	if !ok || j != end || !memoSafe(s, i, end, l.romance) {
		return
	}
	t := mm.table(l, true)
	if t.n >= memoMax {
		clear(t.entries)
		t.n = 0
	}
	if 2*(t.n+1) > len(t.entries) {
		t.grow()
	}
	e := t.find(k0, k1, uint8(j-i))
	if e.n == 0 {
		t.n++
	}
	*e = memoEntry{k0: k0, k1: k1, n: uint8(j - i), f: f}
}

// grow doubles the table (from 256 entries), keeping its words.
func (t *memoTable) grow() {
	old := t.entries
	t.bits = max(8, t.bits+1)
	t.entries = make([]memoEntry, 1<<t.bits)
	for k := range old {
		if e := &old[k]; e.n != 0 {
			*t.find(e.k0, e.k1, e.n) = *e
		}
	}
}

// loneCapitalEnd marks the bytes after which a lone capital stands alone
// (memoNextSafe): a space, a stop, an annotation, a check mark.
var loneCapitalEnd = func() (t [256]bool) {
	for _, c := range []byte(" \t\n\r.,;!?)+#") {
		t[c] = true
	}
	return t
}()
