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
