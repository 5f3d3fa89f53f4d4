package parser

import (
	"bytes"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/parser/san"
	"unicode"
	"unicode/utf8"
)

// spacedJoin returns the end of what, after the move at src[i:e] and
// spaces on the same line, still belongs to it: the rest of a
// long-algebraic move with a spaced separator ("e2 - e4", "Кf3 : d4",
// "c3: d4", "d - e5"), an en-passant mark ("exd6 e.p."), a spaced check
// or mate sign ("Qxd8 +") or a mate word ("Le7 matt", "Ag4, matto").
// It returns e if nothing follows.
func (l *lexer) spacedJoin(i, e int) int {
	s := l.src
	tok := s[i:e]
	last := tok[len(tok)-1]
	// Most moves are followed by a move or a number: leave early, without
	// a call, since this runs for every move.
	a := skipSpaces(s, e)
	if a >= len(s) {
		return e
	}
	c := s[a]
	if c == 'e' && (a+1 >= len(s) || s[a+1] != '.' && s[a+1] != 'p') {
		c = 'f' // "e4", not "e.p."
	}
	if c >= '1' && c <= '8' && last >= 'a' && last <= 'h' {
		return l.splitSquareEnd(i, e, a)
	}
	if !joinFirst[c] && !san.MateFirst(c) && last != '-' && last != ':' && last != 0x93 && last != 0x97 {
		return e
	}
	if n := l.spacedMoveEnd(tok, e); n > 0 {
		return n
	}
	return l.spacedSuffixEnd(e, last)
}

// splitSquareEnd returns the end of a piece move whose target square a
// space splits, "Te 1" ("10 Te 1 d6" in a Spanish side line), read as
// "Te1" with a warning: the move at src[i:e] is a piece letter and a file
// (maybe with a capture sign), and src[a] a lone rank digit. Neither part
// is a move alone ("Te" has no square, and a move number "1" would have
// to follow the move 1 of a game), so the join never replaces a reading
// that could be right. It returns e otherwise.
func (l *lexer) splitSquareEnd(i, e, a int) int {
	s := l.src
	if !pieceAndFile(s[i:e]) || a+1 < len(s) && !isSpaceOrSep(s[a+1]) {
		return e
	}
	l.warnMoveT(i, diag.T("square split by a space read as one: %s", quoteShort(s[i:a+1])))
	return a + 1
}

// pieceAndFile reports whether tok is one piece letter (of any alphabet),
// maybe a capture sign, and a file letter: "Te", "Cxd", "Л:e".
func pieceAndFile(tok []byte) bool {
	r, n := utf8.DecodeRune(tok)
	if !unicode.IsUpper(r) {
		return false
	}
	tok = tok[n:]
	if len(tok) == 2 && (tok[0] == 'x' || tok[0] == ':') {
		tok = tok[1:]
	}
	return len(tok) == 1 && tok[0] >= 'a' && tok[0] <= 'h'
}

// isSpaceOrSep reports whether c ends a lone digit: white space or a comma.
func isSpaceOrSep(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ','
}

// symbolAfter returns the bounds of the symbol after the spaces at src[j]
// on the same line; they are equal if there are no spaces or no symbol.
func (l *lexer) symbolAfter(j int) (int, int) {
	s := l.src
	k := skipSpaces(s, j)
	if k == j || k >= len(s) {
		return k, k
	}
	return k, l.symbolEnd(k)
}

// spacedMoveEnd returns the end of a long-algebraic move with a spaced
// separator whose first part is tok, ending at src[e]: "e2 - e4", or
// "c3: d4" with the separator glued to it. It returns 0 if none follows.
func (l *lexer) spacedMoveEnd(tok []byte, e int) int {
	s := l.src
	if n := gluedSep(tok); n > 0 && isFromPart(tok[:len(tok)-n]) {
		if a, b := l.symbolAfter(e); b > a && startsWithSquare(s[a:b]) {
			return b
		}
		return 0
	}
	if !isFromPart(tok) {
		return 0
	}
	if a, b := l.symbolAfter(e); b > a && sepToken(s[a:b]) > 0 {
		if c, d := l.symbolAfter(b); d > c && startsWithSquare(s[c:d]) {
			return d
		}
	}
	return 0
}

// spacedSuffixEnd returns the end of up to two suffixes after the move
// that ends at src[end] with the byte last: a check or mate sign, an
// en-passant mark or a mate word, the last maybe after a comma. It
// returns end if none follows.
func (l *lexer) spacedSuffixEnd(end int, last byte) int {
	s := l.src
	for range 2 {
		if a := skipSpaces(s, end); a < len(s) && !suffixFirst[s[a]] && !san.MateFirst(s[a]) {
			return end // the usual case: the next move or a number
		}
		a, b := l.symbolAfter(end)
		comma := false
		if b == a && a < len(s) && s[a] == ',' && a == end {
			// "Ag4, matto": a comma, then the mate word.
			a, b = l.symbolAfter(a + 1)
			comma = true
		}
		if b == a {
			return end
		}
		w := s[a:b]
		for len(w) > 1 && w[len(w)-1] == '.' && san.MateWordLen(w) < len(w) {
			w = w[:len(w)-1] // "mate."
		}
		if !joinsAsSuffix(w, last, comma) {
			return end
		}
		end, last = b, w[len(w)-1]
	}
	return end
}

// joinsAsSuffix reports whether w, after a move ending with the byte last
// and maybe a comma, belongs to it: a mate word (the only one after a
// comma), a check or mate sign unless the move has one, or an en-passant
// mark.
func joinsAsSuffix(w []byte, last byte, comma bool) bool {
	switch {
	case san.MateWordLen(w) == len(w):
		return true
	case comma:
		return false
	case string(w) == "+" || string(w) == "#" || string(w) == "++":
		return last != '+' && last != '#'
	}
	return string(w) == "e.p." || string(w) == "ep" || string(w) == "e.p"
}

// joinFirst marks the first bytes of a separator ("- – : ×") or of a
// suffix that spacedJoin may join to the move before it.
var joinFirst = [256]bool{'-': true, ':': true, 0xE2: true, 0xC3: true, '+': true, '#': true, 'e': true, ',': true}

// suffixFirst marks the first bytes of what spacedJoin may join besides
// a mate word: a check or mate sign, an en-passant mark, a comma.
var suffixFirst = [256]bool{'+': true, '#': true, 'e': true, ',': true}

// pairEnd marks the bytes a move may end with where pairSplit cuts a
// pair: a rank, a check or mate sign, castling's O, 0 or o, or a
// non-ASCII byte (a castling letter in another script).
var pairEnd = func() (t [256]bool) {
	for c := range 256 {
		t[c] = c >= '1' && c <= '8' || c == '+' || c == '#' || c == 'O' || c == '0' || c == 'o' || c >= 0x80
	}
	return t
}()

// mayPair reports whether tok has a dash (ASCII, or a UTF-8 dash's first
// byte) after a byte a move may end with: what pairSplit needs before it
// can find two moves. Most dashed tokens are one move ("e2-e4" aside:
// descriptive "N-KB3", "P-QR3", "R(Q1)-Q2"), and the test is cheap.
func mayPair(tok []byte) bool {
	for k := 1; k < len(tok)-1; k++ {
		if (tok[k] == '-' || tok[k] == 0xE2) && pairEnd[tok[k-1]] {
			return true
		}
	}
	return false
}

// markPair records a move token that may be White's and Black's moves
// joined by a dash. Whether it is split is decided for the whole game
// (see builder.build): always when some token cannot be one move.
func (l *lexer) markPair(tok []byte) {
	if len(tok) < 5 || !mayPair(tok) {
		return
	}
	head := tok
	if k := bytes.IndexAny(tok, " ,"); k >= 0 {
		head = tok[:k] // "Rh5-Ag4, matto"
	}
	lEnd, rStart, sure := pairSplit(head)
	if lEnd == 0 || lEnd > 255 || rStart-lEnd > 255 || len(l.toks) >= l.tokLimit {
		// (At the token limit the move was not kept, or is the token
		// over the limit, which is dropped.)
		return
	}
	t := &l.toks[len(l.toks)-1]
	t.lEnd, t.sepLen = uint8(lEnd), uint8(rStart-lEnd)
	l.nPairs++
	if sure {
		l.pairStyle = true
	}
}
