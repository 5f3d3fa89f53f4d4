package board

// Perft counts the leaf nodes of the legal move tree to the given depth.
// At depth 1 it counts the generated moves without playing them.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	// One position per ply, allocated once: recursion through a pointer to
	// a local copy would make every copy escape to the heap.
	stack := make([]Position, depth)
	stack[0] = *p
	return perft(stack, depth)
}

func perft(stack []Position, depth int) uint64 {
	p := &stack[0]
	var ml MoveList
	p.generate(&ml, allRoles, ^Bitboard(0))
	if depth == 1 {
		return uint64(ml.n)
	}
	var n uint64
	for _, m := range ml.Moves() {
		stack[1] = *p
		stack[1].PlayUnchecked(m)
		n += perft(stack[1:], depth-1)
	}
	return n
}

// PerftDivide returns the perft count below each legal root move.
func (p *Position) PerftDivide(depth int) ([]Move, []uint64) {
	var ml MoveList
	p.LegalMoves(&ml)
	moves := append([]Move(nil), ml.Moves()...)
	counts := make([]uint64, len(moves))
	for i, m := range moves {
		q := *p
		q.PlayUnchecked(m)
		counts[i] = q.Perft(depth - 1)
	}
	return moves, counts
}
