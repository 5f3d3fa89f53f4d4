package board

// LegalMovesTo appends to dst the legal moves of role that land on to
// (movesTo's set: the pieces of the role that reach the square, each
// tested for the king's safety, instead of every move of the role
// generated) and reports true. Their order is not LegalMovesFor's. It
// reports false, with dst as given, where only the generator knows the
// moves: a variant's own move rules, or a king move onto a castling
// square while castling is possible (see movesTo).
func (p *Position) LegalMovesTo(dst []Move, role Role, to Square) ([]Move, bool) {
	var c candidates
	if !p.movesTo(&c, role, to) {
		return dst, false
	}
	return append(dst, c.Moves()...), true
}

// MovesTo holds the legal moves of one role to one square, as
// LegalMovesToIn finds them: a caller that keeps a few of these asks for
// the moves to a square without a list cleared and copied per call.
type MovesTo struct{ c candidates }

// Moves returns the moves found, aliasing m.
func (m *MovesTo) Moves() []Move { return m.c.Moves() }

// LegalMovesToIn is LegalMovesTo into m: it reports false, leaving the
// moves to the generator, where LegalMovesTo does.
func (p *Position) LegalMovesToIn(m *MovesTo, role Role, to Square) bool {
	return p.movesTo(&m.c, role, to)
}
