package prose

import "github.com/notaz-chess/notaz/board"

// A Reader's Candidate with Legal names no SAN: its notation says more
// or less than SAN does ("P-K4" is e4 for White and e5 for Black, "N-B3"
// two squares, "PxP" any pawn taking a pawn), and only the position
// tells which legal moves it denotes. readerMoves turns such a candidate into
// one candidate per legal move it denotes on pos, each with that move's
// SAN, so that the search resolves them as it resolves any other: every
// reading is a path of its own and the following moves decide between
// them (package descriptive's ambiguity rule, inside the decoder's beam).
func (d *decoder) readerMoves(pos *board.Position, cands []cand) []cand {
	n := 0
	for _, c := range cands {
		if c.legal != nil {
			n++
		}
	}
	if n == 0 {
		return cands
	}
	out := make([]cand, 0, len(cands)+2*n)
	var moves []board.Move
	for _, c := range cands {
		if c.legal == nil {
			out = append(out, c)
			continue
		}
		moves = c.legal(pos, moves[:0])
		for _, m := range moves {
			e := c
			e.legal = nil
			e.san = pos.Canonical(m) // its check mark too: the board's, not the token's
			out = append(out, e)
		}
	}
	return out
}
