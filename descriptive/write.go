package descriptive

import (
	"github.com/notaz-chess/notaz/board"
)

// fileName writes file f: the full name (QB, K, KR) or, with short, the
// piece alone where a side is in the name (B, K, R).
func (l *Language) fileName(dst []byte, f int, short bool) []byte {
	roles := [8]board.Role{board.Rook, board.Knight, board.Bishop, board.Queen, board.King, board.Bishop, board.Knight, board.Rook}
	r := roles[f]
	if r == board.Queen || r == board.King {
		return append(dst, l.letters[r]...)
	}
	side := l.letters[board.Queen]
	if f >= 4 {
		side = l.letters[board.King]
	}
	if l.romance {
		dst = append(dst, l.letters[r]...)
		if !short {
			dst = append(dst, side...)
		}
		return dst
	}
	if !short {
		dst = append(dst, side...)
	}
	return append(dst, l.letters[r]...)
}

func fileSpec(f int, short bool) uint8 {
	if short {
		switch f {
		case 0, 7:
			return 1<<0 | 1<<7
		case 1, 6:
			return 1<<1 | 1<<6
		case 2, 5:
			return 1<<2 | 1<<5
		}
	}
	return 1 << f
}

// square writes sq for the side c: K4, B3 (short), 4R, 3A; Italian AR3.
func (l *Language) square(dst []byte, sq board.Square, c board.Color, short bool) []byte {
	rank := byte('0' + relRank(sq, c))
	if l.romance && !l.dashed {
		return l.fileName(append(dst, rank), sq.File(), short)
	}
	return append(l.fileName(dst, sq.File(), short), rank)
}

func squareSpec(sq board.Square, c board.Color, short bool) Square {
	return Square{Files: fileSpec(sq.File(), short), Rank: relRank(sq, c)}
}

// designator is one way to name a piece: text and spec.
type designator struct {
	text  []byte
	piece Piece
}

// designators lists the names of the piece of colour c with role r on
// sq, shortest first: N, KN, N(Q2); P, BP, KBP. origin adds the name by
// its square.
func (l *Language) designators(r board.Role, sq board.Square, c board.Color, origin bool) []designator {
	letter := l.letters[r]
	var out []designator
	out = append(out, designator{[]byte(letter), Piece{Role: r}})
	switch r {
	case board.Pawn:
		f := sq.File()
		for _, short := range []bool{true, false} {
			if !short && (f == 3 || f == 4) {
				break
			}
			var t []byte
			if l.romance {
				t = l.fileName(append(t, letter...), f, short)
			} else {
				t = append(l.fileName(t, f, short), letter...)
			}
			out = append(out, designator{t, Piece{Role: r, Files: fileSpec(f, short)}})
		}
	case board.Knight, board.Rook, board.Bishop:
		side := KingSide
		switch {
		case r == board.Bishop && light(sq) != bishopLight(KingSide, c):
			side = QueenSide
		case r != board.Bishop && sq.File() < 4:
			side = QueenSide
		}
		sl := l.letters[board.King]
		if side == QueenSide {
			sl = l.letters[board.Queen]
		}
		var t []byte
		if l.romance {
			t = append(append(t, letter...), sl...)
		} else {
			t = append(append(t, sl...), letter...)
		}
		out = append(out, designator{t, Piece{Role: r, Side: side}})
	}
	if origin {
		t := append([]byte(letter), '(')
		t = append(l.square(t, sq, c, false), ')')
		out = append(out, designator{t, Piece{Role: r, At: squareSpec(sq, c, false)}})
	}
	return out
}

// Append appends m, a legal move on pos, written in l: the shortest form
// that denotes m and no other legal move, with its check, mate or en
// passant mark.
func (l *Language) Append(dst []byte, pos *board.Position, m board.Move) []byte {
	dst = l.appendMove(dst, pos, m)
	check, mate := pos.GivesCheck(m)
	switch {
	case mate:
		dst = append(dst, l.mate...)
	case check:
		dst = append(dst, l.check...)
	}
	return dst
}

func (l *Language) appendMove(dst []byte, pos *board.Position, m board.Move) []byte {
	switch m.Flag {
	case board.CastleKing:
		return append(dst, "O-O"...)
	case board.CastleQueen:
		return append(dst, "O-O-O"...)
	}
	us := pos.Turn()
	pc := pos.PieceAt(m.From)
	var ml board.MoveList
	pos.LegalMovesFor(&ml, 1<<pc.Role, ^board.Bitboard(0))
	moves := ml.Moves()
	unique := func(f *Form) bool {
		n := 0
		for _, o := range moves {
			if f.matches(pos, o) {
				n++
				if n > 1 {
					return false
				}
			}
		}
		return n == 1
	}
	victim := pos.PieceAt(m.To)
	vsq := m.To
	if m.Flag == board.EnPassant {
		vsq = board.NewSquare(m.To.File(), m.From.Rank())
		victim = pos.PieceAt(vsq)
	}
	movers := l.designators(pc.Role, m.From, us, true)
	var best []byte
	try := func(t []byte, f Form) bool {
		f.Promo = m.Promotion
		f.EP = m.Flag == board.EnPassant
		if best != nil && len(t) >= len(best) {
			return false
		}
		if unique(&f) {
			best = t
			return true
		}
		return false
	}
	var buf []byte
	if victim.Role == board.NoRole {
		for _, d := range movers {
			for _, short := range []bool{true, false} {
				buf = append(buf[:0], d.text...)
				if !l.romance || l.dashed {
					buf = append(buf, '-')
				}
				buf = l.square(buf, m.To, us, short)
				try(append([]byte(nil), buf...), Form{Piece: d.piece, To: squareSpec(m.To, us, short)})
			}
		}
	} else {
		victims := l.designators(victim.Role, vsq, us.Other(), false)
		for _, d := range movers {
			for _, v := range victims {
				buf = append(append(append(buf[:0], d.text...), 'x'), v.text...)
				try(append([]byte(nil), buf...), Form{Piece: d.piece, Capture: true, Victim: v.piece})
			}
			// The square the piece is taken on: BxP(Q5).
			buf = append(append(append(buf[:0], d.text...), 'x'), victims[0].text...)
			buf = append(l.square(append(buf, '('), m.To, us, false), ')')
			try(append([]byte(nil), buf...), Form{Piece: d.piece, Capture: true, Victim: victims[0].piece, To: squareSpec(m.To, us, false)})
		}
	}
	if best == nil {
		// Cannot happen for a legal move (the origin and target name
		// it); write the fullest form rather than nothing.
		d := movers[len(movers)-1]
		best = append([]byte(nil), d.text...)
		best = append(best, '-')
		best = l.square(best, m.To, us, false)
	}
	dst = append(dst, best...)
	if m.Promotion != board.NoRole {
		dst = append(append(dst, '='), l.letters[m.Promotion]...)
	}
	if m.Flag == board.EnPassant {
		dst = append(dst, l.ep...)
	}
	return dst
}
