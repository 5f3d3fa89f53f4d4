package parser

import "github.com/notaz-chess/notaz/parser/san"

// The lexer's fast path. Nearly every symbol of movetext is a move number
// ("12.", "12...") or a move in ASCII letters ending with a rank or a check
// sign ("Nf3", "exd5", "Qxf7#", "e8=Q+"), followed by a space and the next
// move; in descriptive notation, a move with a dash ("P-K4", "N-KB3") or
// with a rank and ending in a capital ("P4R", "C3AR", "e8=Q"). lexPlain reads such a symbol in one pass over its bytes with a
// class table, and hands anything else (results, glued numbers, glyphs,
// castling, words, dashes, spaced joins, non-ASCII letters) to the general
// path in lexSymbol, having changed nothing: what it reads, lexSymbol would
// read the same way (TestLexPlainAgrees compares the two).

// Classes of bytes for lexPlain.
const (
	pxBody   = 1 << iota // may be inside a plain symbol: letters, digits, . = + #
	pxEnd                // ends a symbol wherever it stands: a delimiter other than '('
	pxDigit              // 0..9
	pxDot                // .
	pxLast               // may end a plain move: a digit, + or #
	pxOdd                // in a move, sends it to the general path: . (trailing marks)
	pxLetter             // a..z, A..Z: may start a plain move
	pxDash               // -: inside a move only (P-K4), never first or last
)

var plainClass = func() (t [256]uint8) {
	for c := 0; c < 0x80; c++ {
		b := byte(c)
		switch {
		case b >= 'a' && b <= 'z', b >= 'A' && b <= 'Z':
			t[c] = pxBody | pxLetter
		case b == '=':
			t[c] = pxBody
		case b >= '0' && b <= '9':
			t[c] = pxBody | pxDigit | pxLast
		case b == '+' || b == '#':
			t[c] = pxBody | pxLast
		case b == '.':
			t[c] = pxBody | pxDot | pxOdd
		case b == '-':
			t[c] = pxBody | pxDash
		case delim[c] && b != '(':
			// '(' may open a promotion glued to the move, "e8(Q)":
			// symbolEnd decides that.
			t[c] = pxEnd
		}
	}
	return t
}()

// lexPlain reads the symbol at l.pos if it is a plain move number or move
// (see above), and the spaces and tabs after it, and reports whether it
// did. When it reports false it has changed nothing.
func (l *lexer) lexPlain() bool {
	s := l.src
	i := l.pos
	m, v := i, -1  // where the move starts; the move number, if any
	black := false // the number has Black's dots
	if i < len(s) && s[i]-'0' < 10 {
		// A move number: digits and dots, maybe with the move glued to
		// it ("12.", "12...", "12.e4"); not "1-0", "0000" or "12".
		j, n := i, 0
		for j < len(s) && s[j]-'0' < 10 {
			n = n*10 + int(s[j]-'0')
			j++
		}
		m = j
		for m < len(s) && s[m] == '.' {
			m++
		}
		if m == j || j-i > 6 {
			return false
		}
		v, black = n, m-j > 1
	}
	e := m
	all := uint8(0) // the classes some byte of the move has
	for e < len(s) {
		k := plainClass[s[e]]
		if k&pxBody == 0 {
			if k&pxEnd == 0 {
				return false // '(', a non-ASCII byte or punctuation
			}
			break
		}
		all |= k
		e++
	}
	// e is where symbolEnd would end the symbol.
	if e == m {
		if v < 0 || !l.number(v, black, i, m) {
			return false
		}
		l.consume(e)
		l.pos = skipSpaces(s, e)
		return true
	}
	if all&(pxOdd|pxDash) != 0 || plainClass[s[e-1]]&pxLast == 0 || plainClass[s[m]]&pxLetter == 0 {
		// Not SAN's plain move (tested first, as before descriptive
		// moves were taken: SAN's moves pay nothing for them).
		if !plainMore(s, m, e, all) {
			return false
		}
	}
	if s[e-1] == '+' {
		// "e4+-": a glyph glued to the move. Check signs stay.
		if g := glyphsOf(s[m:e]); !g.bare() || g.core != e-m {
			return false
		}
	}
	// What follows on the line may still belong to the move (spacedJoin):
	// a move, a number or a line break does not.
	a := e
	for a < len(s) && (s[a] == ' ' || s[a] == '\t') {
		a++
	}
	if a < len(s) {
		c := s[a]
		if c == 'e' && (a+1 >= len(s) || s[a+1] != '.' && s[a+1] != 'p') {
			c = 'f' // "e4", not "e.p."
		}
		if joinFirst[c] || san.MateFirst(c) {
			return false
		}
	}
	if v >= 0 && !l.number(v, black, i, m) {
		return false
	}
	l.consume(e)
	l.emit(tSymbol, l.posAt(m), m, e, l.pendingNumber)
	l.pendingNumber = 0
	if !l.skipping {
		l.nMoves++
		if all&pxDash != 0 {
			// White's and Black's moves joined ("e4-e5"), as the
			// general path marks them; markPair looks for a dash.
			l.markPair(s[m:e])
		}
	}
	l.pos = a // the spaces after it, as lexMovetext skips them
	return true
}

// plainMore reports whether the move s[m:e], whose bytes have the
// classes all, is plain though not SAN's plain move: a dash inside it
// ("P-K4", "N-KB3", "e2-e4") or a letter last.
func plainMore(s []byte, m, e int, all uint8) bool {
	if all&pxOdd != 0 || plainClass[s[m]]&pxLetter == 0 {
		return false
	}
	if z := s[e-1]; plainClass[z]&pxLast == 0 {
		// A move ending in a letter is plain only when it has a digit:
		// notMove then leaves it at once ("P4R", "C3AR", "e8=Q"), and
		// spacedJoin joins no square cut in two to it (only "Te 4",
		// a piece and a file, is one). Without a digit, only castling
		// and descriptive captures in capitals ("PxP", "BxN", "KPxP"),
		// which notMove leaves as moves (IsCastling, mayBeMove).
		if plainClass[z]&pxLetter == 0 {
			return false
		}
		if all&pxDigit == 0 {
			return castleShape(s[m:e]) || capitalCapture(s[m:e])
		}
	}
	// A result may be glued to a move with a dash before its last byte
	// ("e41-0"): mayEndWithResult's shape, the general path's.
	return all&pxDash == 0 || e-m <= 3 || s[e-2] != '-'
}

// castleShape reports whether m is "O-O" or "O-O-O".
func castleShape(m []byte) bool {
	return string(m) == "O-O" || string(m) == "O-O-O"
}

// capitalCapture reports whether m is a descriptive capture of three or
// four bytes, capitals around one "x": "PxP", "BxN", "KPxP", "PxQP".
func capitalCapture(m []byte) bool {
	if len(m) < 3 || len(m) > 4 {
		return false
	}
	x := 0
	for k, c := range m {
		switch {
		case c == 'x' && k > 0 && k < len(m)-1:
			x++
		case c < 'A' || c > 'Z':
			return false
		}
	}
	return x == 1
}

// number takes v as the number of the next move, as moveNumber does, and
// reports true; or false, having done nothing, for a "1." that may start
// another game or draw a warning, which moveNumber handles. The number
// is src[i:m]; a list item's counts no move (listItem).
func (l *lexer) number(v int, black bool, i, m int) bool {
	if l.varDepth == 0 && !l.skipping && !(l.nTags == 0 && l.listItem(i, m)) {
		if v == 1 && l.maxMoveNumber >= 1 {
			return false
		}
		l.maxMoveNumber = max(l.maxMoveNumber, v)
		if l.nTags == 0 { // text without tags: quoted lines (noteNumber)
			l.noteNumber(v, black)
		}
	}
	l.pendingNumber = numberValue(v)
	return true
}
