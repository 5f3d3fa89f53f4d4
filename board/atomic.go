package board

// Atomic chess (lichess's rules): a capture is an explosion that removes
// the captured man, the capturing one, and every piece but a pawn on the
// eight squares around the capture. A king may not capture; a move may
// not blow up one's own king, nor leave it attacked unless it blows up
// the enemy king. Kings standing side by side cannot be checked (taking
// one would blow up the other). The game ends when a king explodes.

var atomicRules = rules{
	name:       "atomic",
	tag:        "Atomic",
	startFEN:   "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	doubleStep: true,
	enPassant:  true,
	castling:   true,
	promotions: []Role{Queen, Rook, Bishop, Knight},
	earlyEnd:   true,
	ownGen:     true,
	atomic:     true,
}

// Atomic is atomic chess.
func Atomic() Variant { return Variant{&atomicRules} }

// explode removes the capturing man on s and the pieces around it but the
// pawns, with the castling rights of the rooks and kings it blows up.
func (p *Position) explode(s Square) {
	for b := kingAtt[s]&^p.byRole[Pawn]&p.Occupied() | bb(s); b != 0; {
		sq := b.PopFirst()
		p.remove(sq)
		p.castling &^= castleMask[sq]
	}
}

// atomicAttacked reports whether c's king on k is in check: attacked by a
// man of the other side (kings do not capture), the kings not adjacent.
func (p *Position) atomicAttacked(k Square, c Color) bool {
	if k == NoSquare {
		return false
	}
	if kingAtt[k]&p.Pieces(c.Other(), King) != 0 {
		return false
	}
	return p.attackersTo(k, c.Other(), p.Occupied())&^p.byRole[King] != 0
}

// generateAtomic appends the legal atomic moves of roles to dest.
func (p *Position) generateAtomic(ml *MoveList, roles uint8, dest Bitboard) {
	us := p.turn
	start := ml.n
	p.pseudoMoves(ml, roles, dest, false)
	if roles&(1<<King) != 0 && p.castling&castleBits[us] != 0 && p.checkers == 0 {
		for _, side := range [2]CastleSide{KingSide, QueenSide} {
			if m, ok := p.castleAtomic(side); ok && dest.Has(m.To) {
				ml.add(m)
			}
		}
	}
	ml.keepLegal(start, func(m Move) bool {
		q := *p
		q.PlayUnchecked(m)
		k := q.King(us)
		if k == NoSquare {
			return false // blew up its own king
		}
		if q.King(us.Other()) == NoSquare {
			return true // blew up the enemy king: that wins
		}
		return !q.atomicAttacked(k, us)
	})
}

// castleAtomic is castling as chess has it, where the squares the king
// crosses may be attacked if they touch the enemy king (a capture there
// would blow that king up). Whether the king is safe where it lands is
// keepLegal's test.
func (p *Position) castleAtomic(side CastleSide) (Move, bool) {
	us, them := p.turn, p.turn.Other()
	r := us.backRank()
	ksq := NewSquare(4, r)
	if p.King(us) != ksq {
		return Move{}, false
	}
	bit, rook, empty, path := kingSideBit[us], NewSquare(7, r), []Square{NewSquare(5, r), NewSquare(6, r)}, []Square{NewSquare(5, r), NewSquare(6, r)}
	kTo, flag := NewSquare(6, r), CastleKing
	if side == QueenSide {
		bit, rook, empty, path = fersRight[us], NewSquare(0, r), []Square{NewSquare(1, r), NewSquare(2, r), NewSquare(3, r)}, []Square{NewSquare(3, r), NewSquare(2, r)}
		kTo, flag = NewSquare(2, r), CastleQueen
	}
	if p.castling&bit == 0 || p.PieceAt(rook) != (Piece{us, Rook}) {
		return Move{}, false
	}
	occ := p.Occupied()
	for _, s := range empty {
		if occ.Has(s) {
			return Move{}, false
		}
	}
	near := Bitboard(0)
	if k := p.King(them); k != NoSquare {
		near = kingAtt[k]
	}
	for _, s := range path {
		if !near.Has(s) && p.attackersTo(s, them, occ) != 0 {
			return Move{}, false
		}
	}
	return Move{From: ksq, To: kTo, Flag: flag}, true
}
