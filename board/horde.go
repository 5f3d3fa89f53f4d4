package board

// Horde (lichess's rules): White has thirty-six pawns and no king, Black
// the usual army. White wins by mating Black, Black by taking every
// white man. White's pawns on the first rank may also step two squares
// (without an en passant square: python-chess takes en passant only
// from the fifth rank), and a stalemate is a draw.

var hordeRules = rules{
	name:       "horde",
	tag:        "Horde",
	startFEN:   "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
	doubleStep: true,
	enPassant:  true,
	castling:   true,
	promotions: []Role{Queen, Rook, Bishop, Knight},
	earlyEnd:   true,
	ownGen:     true,
	horde:      true,
}

// Horde is horde (lichess's "Horde").
func Horde() Variant { return Variant{&hordeRules} }

// generateHorde appends the legal horde moves of roles to dest: chess's,
// and the two-square steps from the first rank.
func (p *Position) generateHorde(ml *MoveList, roles uint8, dest Bitboard) {
	p.generateMoves(ml, roles, dest)
	if roles&(1<<Pawn) == 0 || p.turn != White || p.checkers.Count() > 1 {
		return
	}
	occ := p.Occupied()
	ksq := p.King(White)
	for pawns := p.Pieces(White, Pawn) & rank1; pawns != 0; {
		from := pawns.PopFirst()
		one, two := from+8, from+16
		if !occ.Has(one) && !occ.Has(two) && dest.Has(two) && p.safeAfter(from, two, ksq) {
			ml.add(Move{From: from, To: two})
		}
	}
}

// hordeOver: White has no man left.
func (p *Position) hordeOver() bool { return p.byColor[White] == 0 }
