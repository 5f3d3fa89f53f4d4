package board

// MoveList is a caller-owned move buffer: generation never allocates,
// except for the drops of a crazyhouse position beyond its 256 moves
// (no chess position has more than 218 moves; drops can add 300), which
// go to more.
type MoveList struct {
	n     int
	moves [256]Move
	more  []Move // the moves past the array (drops only), once it is full
}

// Len returns the number of moves.
func (l *MoveList) Len() int { return l.n }

// At returns the i-th move.
func (l *MoveList) At(i int) Move {
	if i >= len(l.moves) {
		return l.more[i-len(l.moves)]
	}
	return l.moves[i]
}

// Moves returns the moves as a slice aliasing the list (a new slice
// when it holds more than 256).
func (l *MoveList) Moves() []Move {
	if l.n > len(l.moves) {
		return append(l.moves[:len(l.moves):len(l.moves)], l.more...)
	}
	return l.moves[:l.n]
}

// Reset empties the list.
func (l *MoveList) Reset() {
	l.n = 0
	l.more = l.more[:0]
}

// addDrop adds a drop, past the array when it is full.
func (l *MoveList) addDrop(m Move) {
	if l.n < len(l.moves) {
		l.moves[l.n] = m
	} else {
		l.more = append(l.more, m)
	}
	l.n++
}

func (l *MoveList) add(m Move) {
	l.moves[l.n] = m
	l.n++
}

// LegalMoves fills ml with every legal move.
func (p *Position) LegalMoves(ml *MoveList) {
	ml.Reset()
	p.generate(ml, allRoles, ^Bitboard(0))
}

// LegalMovesFor fills ml with the legal moves of the roles in roles (a bit
// set of 1<<Role) that land on a square of dest: what a reader that knows
// the piece, and the squares it may go to, needs without generating every
// move (descriptive notation names a piece and a set of squares).
func (p *Position) LegalMovesFor(ml *MoveList, roles uint8, dest Bitboard) {
	ml.Reset()
	p.generate(ml, roles, dest)
}

const allRoles = 1<<Pawn | 1<<Knight | 1<<Bishop | 1<<Rook | 1<<Queen | 1<<King

// HasLegalMove reports whether the side to move has any legal move
// (none once the game is over by the bare-king rule).
func (p *Position) HasLegalMove() bool {
	if p.rules.earlyEnd && p.variantOver() {
		return false
	}
	return p.canMove()
}

// canMove is HasLegalMove without the bare-king rule: whether a check is
// mate is a question about the moves, whatever else ends the game.
func (p *Position) canMove() bool {
	if p.rules.drops && p.canDrop() {
		return true
	}
	if p.rules.ownGen {
		var ml MoveList
		p.generateOwn(&ml, allRoles, ^Bitboard(0))
		return ml.n > 0
	}
	if p.checkers != 0 {
		return p.canEvade()
	}
	var ml MoveList
	// King moves first: cheapest and most often available.
	p.generateMoves(&ml, 1<<King, ^Bitboard(0))
	if ml.n > 0 {
		return true
	}
	p.generateMoves(&ml, allRoles&^(1<<King), ^Bitboard(0))
	return ml.n > 0
}

// generate appends the legal moves of the given roles (bit set of 1<<Role)
// that land on a square of dest. Castling counts as a king move landing on
// the king's destination square.
func (p *Position) generate(ml *MoveList, roles uint8, dest Bitboard) {
	if p.rules.earlyEnd {
		if p.variantOver() {
			return // the game is over: no moves
		}
		if p.rules.ownGen {
			p.generateOwn(ml, roles, dest)
			return
		}
	}
	p.generateMoves(ml, roles, dest)
	if p.rules.drops {
		p.generateDrops(ml, roles, dest)
	}
}

func (p *Position) generateMoves(ml *MoveList, roles uint8, dest Bitboard) {
	us, them := p.turn, p.turn.Other()
	ours, theirs := p.byColor[us], p.byColor[them]
	occ := ours | theirs
	ksq := p.King(us)
	v := p.rules

	checkers := p.checkers
	var pinned Bitboard
	if ksq != NoSquare {
		pinned = p.pinned(ksq, us, occ)
	}

	if roles&(1<<King) != 0 && ksq != NoSquare {
		p.kingMoves(ml, ksq, checkers, dest)
	}
	if checkers.Count() > 1 {
		return // double check: only the king may move
	}

	// Squares a non-king move must land on (or capture on) to be legal
	// with respect to check.
	target := ^ours & dest
	if checkers != 0 {
		c := checkers.First()
		block := Bitboard(0)
		if p.isSlider(p.squares[c].Role) {
			block = between[ksq][c]
		}
		target &= checkers | block
	}

	for roles := roles &^ (1 << King); roles != 0; {
		r := Role(trailingZeros8(roles))
		roles &= roles - 1
		pcs := p.Pieces(us, r)
		if r == Pawn {
			p.pawnMoves(ml, pcs, pinned, ksq, target, checkers, dest)
			continue
		}
		for pcs != 0 {
			from := pcs.PopFirst()
			att := p.attacksFrom(r, us, from, occ) & target
			if pinned.Has(from) {
				att &= line[ksq][from]
			}
			for att != 0 {
				ml.add(Move{From: from, To: att.PopFirst()})
			}
			if r == Queen && v.fersLeap && p.castling&fersRight[us] != 0 && from == fersHome[us] {
				att := alfilAtt[from] & target &^ p.queenAtt(from, occ)
				if pinned.Has(from) {
					att &= line[ksq][from]
				}
				for att != 0 {
					ml.add(Move{From: from, To: att.PopFirst(), Flag: FersLeap})
				}
			}
		}
	}
}

var fersRight = [2]uint8{WhiteQueenSide, BlackQueenSide}
var fersHome = [2]Square{NewSquare(3, 0), NewSquare(3, 7)}

func trailingZeros8(x uint8) int {
	n := 0
	for x&1 == 0 {
		x >>= 1
		n++
	}
	return n
}

func (p *Position) isSlider(r Role) bool {
	switch r {
	case Rook:
		return true
	case Bishop:
		return p.rules.bishop == Slider
	case Queen:
		return p.rules.queen == Slider
	}
	return false
}

// pinned returns our pieces that shield our king from an enemy slider.
func (p *Position) pinned(ksq Square, us Color, occ Bitboard) Bitboard {
	them := us.Other()
	snipers := rookAttacks(ksq, 0)&p.lineSliders(them) | bishopAttacks(ksq, 0)&p.diagSliders(them)
	var pinned Bitboard
	for snipers != 0 {
		s := snipers.PopFirst()
		b := between[ksq][s] & occ
		if b != 0 && b&(b-1) == 0 {
			pinned |= b & p.byColor[us]
		}
	}
	return pinned
}

func (p *Position) kingMoves(ml *MoveList, ksq Square, checkers, dest Bitboard) {
	us, them := p.turn, p.turn.Other()
	occ := p.Occupied() &^ bb(ksq) // the king does not shield squares behind it
	att := kingAtt[ksq] &^ p.byColor[us] & dest
	for att != 0 {
		to := att.PopFirst()
		if p.attackersTo(to, them, occ) == 0 {
			ml.add(Move{From: ksq, To: to})
		}
	}
	v := p.rules
	if v.kingLeap && p.castling&kingSideBit[us] != 0 {
		att := knightAtt[ksq] &^ p.byColor[us] & dest
		for att != 0 {
			to := att.PopFirst()
			if p.attackersTo(to, them, occ) == 0 {
				ml.add(Move{From: ksq, To: to, Flag: KingLeap})
			}
		}
	}
	if v.castling && checkers == 0 && p.castling&castleBits[us] != 0 {
		r := us.backRank()
		kTo, qTo := NewSquare(6, r), NewSquare(2, r)
		if v.chess960 {
			kTo, qTo = p.castleRook(kingSideBit[us]), p.castleRook(fersRight[us])
		}
		if dest.Has(kTo) {
			if m, ok := p.castleMove(KingSide); ok {
				ml.add(m)
			}
		}
		if dest.Has(qTo) {
			if m, ok := p.castleMove(QueenSide); ok {
				ml.add(m)
			}
		}
	}
}

// castleMove returns the castling move to side if it is legal: castling
// in the variant, the right kept, the king on its square and not in
// check, the squares between king and rook empty, and those the king
// crosses and lands on unattacked.
func (p *Position) castleMove(side CastleSide) (Move, bool) {
	if p.rules.chess960 {
		return p.castleMove960(side)
	}
	us, them := p.turn, p.turn.Other()
	r := us.backRank()
	ksq := NewSquare(4, r)
	if !p.rules.castling || p.checkers != 0 || p.King(us) != ksq {
		return Move{}, false
	}
	full := p.Occupied()
	if side == KingSide {
		if p.castling&kingSideBit[us] != 0 && full&(bb(NewSquare(5, r))|bb(NewSquare(6, r))) == 0 &&
			p.attackersTo(NewSquare(5, r), them, full) == 0 && p.attackersTo(NewSquare(6, r), them, full) == 0 {
			return Move{From: ksq, To: NewSquare(6, r), Flag: CastleKing}, true
		}
		return Move{}, false
	}
	if p.castling&fersRight[us] != 0 && full&(bb(NewSquare(1, r))|bb(NewSquare(2, r))|bb(NewSquare(3, r))) == 0 &&
		p.attackersTo(NewSquare(3, r), them, full) == 0 && p.attackersTo(NewSquare(2, r), them, full) == 0 {
		return Move{From: ksq, To: NewSquare(2, r), Flag: CastleQueen}, true
	}
	return Move{}, false
}

func (p *Position) pawnMoves(ml *MoveList, pawns, pinned Bitboard, ksq Square, target, checkers, dest Bitboard) {
	us, them := p.turn, p.turn.Other()
	occ := p.Occupied()
	theirs := p.byColor[them]
	v := p.rules
	promoRank := rankMask(7)
	startRank := rankMask(1)
	dir := 8
	if us == Black {
		promoRank, startRank, dir = rankMask(0), rankMask(6), -8
	}
	for pawns != 0 {
		from := pawns.PopFirst()
		allowed := target
		if pinned.Has(from) {
			allowed &= line[ksq][from]
		}
		var tos Bitboard
		one := Square(int(from) + dir)
		if !occ.Has(one) {
			tos |= bb(one)
			if v.doubleStep && startRank.Has(from) {
				two := Square(int(one) + dir)
				if !occ.Has(two) && allowed.Has(two) {
					ml.add(Move{From: from, To: two, Flag: DoubleStep})
				}
			}
		}
		tos |= pawnAtt[us][from] & theirs
		tos &= allowed
		for tos != 0 {
			to := tos.PopFirst()
			if promoRank.Has(to) {
				for _, r := range v.promotions {
					ml.add(Move{From: from, To: to, Promotion: r})
				}
			} else {
				ml.add(Move{From: from, To: to})
			}
		}
		if p.epSquare != NoSquare && v.enPassant && pawnAtt[us][from].Has(p.epSquare) && dest.Has(p.epSquare) {
			// En passant removes two pieces from the board at once; rather
			// than special-casing the discovered checks, test the result.
			m := Move{From: from, To: p.epSquare, Flag: EnPassant}
			if p.epLegal(m, ksq) {
				ml.add(m)
			}
		}
	}
}

func (p *Position) epLegal(m Move, ksq Square) bool {
	if ksq == NoSquare {
		return true
	}
	us, them := p.turn, p.turn.Other()
	captured := NewSquare(m.To.File(), m.From.Rank())
	if !p.Pieces(them, Pawn).Has(captured) {
		return false
	}
	occ := p.Occupied()&^bb(m.From)&^bb(captured) | bb(m.To)
	att := rookAttacks(ksq, occ)&p.lineSliders(them) | bishopAttacks(ksq, occ)&p.diagSliders(them)
	att |= (knightAtt[ksq]&p.byRole[Knight] | pawnAtt[us][ksq]&p.byRole[Pawn]&^bb(captured)) & p.byColor[them]
	if p.rules.queen == Fers {
		att |= fersAtt[ksq] & p.Pieces(them, Queen)
	}
	if p.rules.bishop == Alfil {
		att |= alfilAtt[ksq] & p.Pieces(them, Bishop)
	}
	return att == 0
}

// generateOwn is generate for the variants with a generator of their own.
func (p *Position) generateOwn(ml *MoveList, roles uint8, dest Bitboard) {
	switch {
	case p.rules.atomic:
		p.generateAtomic(ml, roles, dest)
	case p.rules.anti:
		p.generateAnti(ml, roles, dest)
	case p.rules.horde:
		p.generateHorde(ml, roles, dest)
	case p.rules.racing:
		p.generateRacing(ml, roles, dest)
	}
}

// variantOver reports whether a rule of the variant besides mate and
// stalemate has ended the game: the bare king, the third check, a king
// on the hill.
func (p *Position) variantOver() bool {
	v := p.rules
	switch {
	case v.bareKingLoses:
		return p.bareKingOver()
	case v.checksToWin != 0:
		return p.checksLeft[White] == 0 || p.checksLeft[Black] == 0
	case v.hill:
		_, on := p.onHill()
		return on
	case v.atomic:
		return p.byRole[King].Count() < 2
	case v.horde:
		return p.hordeOver()
	case v.racing:
		return p.racingOver()
	}
	return false
}

// checkEnds reports whether a check that ended the game (the third one,
// or with a king on the hill) is written as mate: the side in check has
// no move, as python-chess writes it.
func (p *Position) checkEnds() bool {
	return (p.rules.checksToWin != 0 || p.rules.hill) && p.variantOver()
}

// endsWithoutCheck reports whether the move just played won without a
// check, which lichess and python-chess mark # as a mate: an explosion
// of the king in atomic, a side without a move in antichess, a king on
// the hill.
func (p *Position) endsWithoutCheck() bool {
	switch {
	case p.rules.atomic, p.rules.hill:
		return p.variantOver()
	case p.rules.anti:
		return !p.canMove()
	case p.rules.horde:
		return p.hordeOver()
	case p.rules.racing:
		return p.racingOver() && p.racingOutcome().Decisive
	}
	return false
}

// bareKingOver applies the bare-king rule: a side left with only its king
// has lost, unless it is to move and can take the opponent's last man at
// once (then play goes on); king against king ends the game as a draw.
func (p *Position) bareKingOver() bool {
	us, them := p.turn, p.turn.Other()
	usBare := p.byColor[us] == p.byRole[King]&p.byColor[us]
	themBare := p.byColor[them] == p.byRole[King]&p.byColor[them]
	switch {
	case themBare:
		return true
	case !usBare:
		return false
	}
	men := p.byColor[them] &^ p.byRole[King]
	if men.Count() != 1 {
		return true
	}
	var ml MoveList
	p.generateMoves(&ml, allRoles, men)
	return ml.n == 0
}
