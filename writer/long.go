package writer

import (
	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/replay"
)

// appendLong appends n's move in long algebraic notation: the piece
// letter (none for a pawn), the from-square, '-' or 'x', the to-square,
// the promotion and the check mark (Ng1-f3, e5xd6, e7-e8=Q+). Castling
// stays O-O: it is what every reader of long algebraic expects, and the
// king's two squares would be a different spelling of the same move. The
// from-square comes from the board move, the rest from the canonical SAN,
// so a capture en passant is written as one (e5xd6) like any other.
func appendLong(dst []byte, n *replay.Node, letters *[7]string) []byte {
	s := n.SAN
	if s.Null || s.Castle != board.NoCastle || s.Drop { // a drop has no from-square: N@f3 as in SAN
		return s.Append(dst, letters)
	}
	if s.Role != board.Pawn {
		piece := s
		piece.FromFile, piece.FromRank, piece.ToFile, piece.ToRank = -1, -1, -1, -1
		piece.Capture, piece.Promotion, piece.Check = false, board.NoRole, board.NoMark
		dst = piece.Append(dst, letters) // the letter alone, in the output's letters
	}
	m := n.Move
	dst = append(dst, byte('a'+m.From.File()), byte('1'+m.From.Rank()))
	if s.Capture {
		dst = append(dst, 'x')
	} else {
		dst = append(dst, '-')
	}
	dst = append(dst, byte('a'+m.To.File()), byte('1'+m.To.Rank()))
	if s.Promotion != board.NoRole {
		p := board.SAN{Role: board.Pawn, FromFile: -1, FromRank: -1, ToFile: -1, ToRank: -1, Promotion: s.Promotion}
		dst = p.Append(dst, letters) // "=Q" in the output's letters
	}
	switch s.Check {
	case board.MateSign:
		dst = append(dst, '#')
	case board.CheckSign:
		dst = append(dst, '+')
	}
	return dst
}
