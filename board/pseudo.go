package board

// The variants in which a king may be taken, explode or be absent (atomic,
// antichess) do not fit the chess generator's pins and check evasions:
// they generate the moves the pieces could make (pseudoMoves) and keep
// those their rules allow, by playing each on a copy. Chess never comes
// here (rules.ownGen is false), so its generator is as it was.

// pseudoMoves appends the moves of roles to dest that the pieces of the
// side to move could make, ignoring check: kingTakes says whether a king
// may capture. Castling is the caller's.
func (p *Position) pseudoMoves(ml *MoveList, roles uint8, dest Bitboard, kingTakes bool) {
	us, them := p.turn, p.turn.Other()
	ours, theirs := p.byColor[us], p.byColor[them]
	occ := ours | theirs
	for rs := roles; rs != 0; {
		r := Role(trailingZeros8(rs))
		rs &= rs - 1
		pcs := p.Pieces(us, r)
		if r == Pawn {
			p.pseudoPawns(ml, pcs, dest)
			continue
		}
		for pcs != 0 {
			from := pcs.PopFirst()
			att := p.attacksFrom(r, us, from, occ) &^ ours & dest
			if r == King && !kingTakes {
				att &^= theirs
			}
			for att != 0 {
				ml.add(Move{From: from, To: att.PopFirst()})
			}
		}
	}
}

func (p *Position) pseudoPawns(ml *MoveList, pawns, dest Bitboard) {
	us := p.turn
	occ := p.Occupied()
	theirs := p.byColor[us.Other()]
	promoRank, startRank, dir := rankMask(7), rankMask(1), 8
	if us == Black {
		promoRank, startRank, dir = rankMask(0), rankMask(6), -8
	}
	for pawns != 0 {
		from := pawns.PopFirst()
		var tos Bitboard
		one := Square(int(from) + dir)
		if !occ.Has(one) {
			tos |= bb(one)
			if p.rules.doubleStep && startRank.Has(from) {
				if two := Square(int(one) + dir); !occ.Has(two) && dest.Has(two) {
					ml.add(Move{From: from, To: two, Flag: DoubleStep})
				}
			}
		}
		tos |= pawnAtt[us][from] & theirs
		tos &= dest
		for tos != 0 {
			to := tos.PopFirst()
			if promoRank.Has(to) {
				for _, r := range p.rules.promotions {
					ml.add(Move{From: from, To: to, Promotion: r})
				}
			} else {
				ml.add(Move{From: from, To: to})
			}
		}
		if ep := p.epSquare; ep != NoSquare && pawnAtt[us][from].Has(ep) && dest.Has(ep) &&
			p.Pieces(us.Other(), Pawn).Has(NewSquare(ep.File(), from.Rank())) {
			ml.add(Move{From: from, To: ep, Flag: EnPassant})
		}
	}
}

// keepLegal keeps the moves of ml[start:] that legal accepts.
func (ml *MoveList) keepLegal(start int, legal func(Move) bool) {
	n := start
	for _, m := range ml.moves[start:ml.n] {
		if legal(m) {
			ml.moves[n] = m
			n++
		}
	}
	ml.n = n
}
