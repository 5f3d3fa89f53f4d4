package descriptive

import "github.com/notaz-chess/notaz/board"

// The Romance languages write a piece letter, its qualifier, then the
// rank and the file: Spanish P4R (P-K4), C3AR (N-KB3), TR1D (KR-Q1), PxP,
// DxD, PAxP (BPxP). The side letters are the king's and the queen's (R, D).

// romanceLetter reads a piece letter of l at i.
func (l *Language) romanceLetter(s []byte, i int) board.Role {
	if i >= len(s) {
		return board.NoRole
	}
	for r := board.Pawn; r <= board.King; r++ {
		if s[i] == l.letters[r][0] {
			return r
		}
	}
	return board.NoRole
}

// romanceFile reads a file name at the cursor: R, D (the king's and
// queen's files), or a rook's, knight's or bishop's letter with the side
// (TR, CD, AR) or without (T, C, A). It returns the files and the side
// written, or 0.
func (c *cursor) romanceFile(l *Language) (uint8, Side, board.Role) {
	r := l.romanceLetter(c.s, c.pos)
	switch r {
	case board.King:
		c.pos++
		return filesOf(AnySide, board.King), KingSide, r
	case board.Queen:
		c.pos++
		return filesOf(AnySide, board.Queen), QueenSide, r
	case board.Rook, board.Knight, board.Bishop:
		c.pos++
		side := AnySide
		switch l.romanceLetter(c.s, c.pos) {
		case board.King:
			side = KingSide
			c.pos++
		case board.Queen:
			side = QueenSide
			c.pos++
		}
		return filesOf(side, r), side, r
	}
	return 0, AnySide, board.NoRole
}

// romanceSquare reads a rank and a file: 4R, 3AR, 1D.
func (c *cursor) romanceSquare(l *Language) (Square, bool) {
	s := c.s
	save := c.pos
	if c.pos >= len(s) || s[c.pos] < '1' || s[c.pos] > '8' {
		return Square{}, false
	}
	rank := int8(s[c.pos] - '0')
	c.pos++
	if c.pos < len(s) && s[c.pos] == ' ' {
		c.pos++ // "P4 R" is rare but spaced
	}
	files, _, _ := c.romanceFile(l)
	if files == 0 {
		c.pos = save
		return Square{}, false
	}
	return Square{Files: files, Rank: rank}, true
}

// romanceFileFirst reads a file and a rank, in the English order that
// Italian books print after a dash: T-AD3, C-AR3, P-R4 (it.wikipedia,
// "Notazione descrittiva").
func (c *cursor) romanceFileFirst(l *Language) (Square, bool) {
	save := c.pos
	files, _, _ := c.romanceFile(l)
	if files == 0 || c.pos >= len(c.s) || c.s[c.pos] < '1' || c.s[c.pos] > '8' {
		c.pos = save
		return Square{}, false
	}
	sq := Square{Files: files, Rank: int8(c.s[c.pos] - '0')}
	c.pos++
	return sq, true
}

// romanceQualifier reads what follows a piece letter to say which piece:
// the file of a pawn (PAR, PD), the side of a rook, knight or bishop (TR,
// CD, AD).
func (c *cursor) romanceQualifier(l *Language, p *Piece) {
	save := c.pos
	files, side, r := c.romanceFile(l)
	switch {
	case files == 0:
	case p.Role == board.Pawn:
		p.Files = files
	case (p.Role == board.Rook || p.Role == board.Knight || p.Role == board.Bishop) &&
		(r == board.King || r == board.Queen):
		p.Side = side
	default:
		c.pos = save
	}
}

// romance reads a move in a Romance descriptive notation.
func (c *cursor) romance(l *Language, f *Form) status {
	s := c.s
	role := l.romanceLetter(s, c.pos)
	if role == board.NoRole {
		return notMove
	}
	start := c.pos
	c.pos++
	p := Piece{Role: role}
	c.romanceQualifier(l, &p)
	if !c.origin(l, &p) {
		return malformed
	}
	// The rank the piece stands on: T1xP, C7-5C, C\3-5C.
	j := c.pos
	if j < len(s) && s[j] == '\\' {
		j++
	}
	if j+1 < len(s) && s[j] >= '1' && s[j] <= '8' && (dashAt(s, j+1) > 0 || captureAt(s, j+1) > 0) {
		p.At = Square{Rank: int8(s[j] - '0')}
		c.pos = j + 1
	}
	if !p.At.set() && c.originSquare(l, f, p) {
		return isMove
	}
	f.Piece = p
	dashed := false
	if d := dashAt(s, c.pos); d > 0 {
		c.pos += d
		dashed = true
	} else if c.pos+1 < len(s) && s[c.pos] == ' ' && s[c.pos+1] >= '1' && s[c.pos+1] <= '8' {
		c.pos++ // "D 4 FR", as the FIDE's rules of 1930 print it
	}
	d := captureAt(s, c.pos)
	if d == 0 && c.pos+1 < len(s) && s[c.pos] == 'X' && l.romanceLetter(s, c.pos+1) != board.NoRole {
		d = 1 // "CRXP", "PAXPC" (ajedrezargentinoahora.blogspot.com): no piece is X
	}
	if d > 0 {
		c.pos += d
		f.Capture = true
		if sq, ok := c.romanceSquare(l); ok {
			f.To = sq
		} else {
			v := l.romanceLetter(s, c.pos)
			if v == board.NoRole || v == board.King {
				return malformed
			}
			c.pos++
			f.Victim = Piece{Role: v}
			c.romanceQualifier(l, &f.Victim)
			if !c.origin(l, &f.Victim) {
				return malformed
			}
			f.To, f.Victim.At = f.Victim.At, Square{}
		}
	} else {
		sq, ok := c.romanceSquare(l)
		if !ok && dashed {
			sq, ok = c.romanceFileFirst(l)
		}
		if !ok {
			c.pos = start
			if c.pos+1 < len(s) && s[c.pos+1] >= '1' && s[c.pos+1] <= '8' {
				return malformed // "C9R", "P4X"
			}
			return notMove
		}
		f.To = sq
	}
	if role == board.Pawn {
		c.promotion(l, f)
	}
	return isMove
}

// originSquare reads the square a piece stands on and the one it goes to,
// "T 4 CR — 2 CR" (the FIDE's rules of 1930: "lorsque deux pièces
// semblables peuvent se rendre à la même case, on indique la case de
// départ et celle d'arrivée"), or "T4CR-2CR", "T4CRx7CR". The target is a
// square, never a piece letter: "C3AR — C3AD" is two moves. It reports
// false, the cursor where it was, when the text is not so.
func (c *cursor) originSquare(l *Language, f *Form, p Piece) bool {
	s := c.s
	save := c.pos
	if c.pos < len(s) && s[c.pos] == ' ' {
		c.pos++
	}
	from, ok := c.romanceSquare(l)
	if !ok {
		c.pos = save
		return false
	}
	j := skipSpaces(s, c.pos)
	d := dashAt(s, j)
	capture := false
	if d == 0 {
		d = captureAt(s, j)
		capture = d > 0
	}
	if d == 0 {
		c.pos = save
		return false
	}
	c.pos = skipSpaces(s, j+d)
	to, ok := c.romanceSquare(l)
	if !ok {
		c.pos = save
		return false
	}
	p.At = from
	f.Piece, f.To, f.Capture = p, to, capture
	if p.Role == board.Pawn {
		c.promotion(l, f)
	}
	return true
}
