package board

// candidates holds the legal moves of one role to one square: what
// resolving a SAN needs (the move, and the other pieces that could go
// there, for disambiguation). The moves to one square are few by geometry
// (at most 8 knights or 4 pawns times 4 promotions), so the list is small
// and costs no clearing of a 256-move MoveList per move.
type candidates struct {
	n     int
	moves [16]Move
}

func (c *candidates) add(m Move) {
	c.moves[c.n] = m
	c.n++
}

// Moves returns the moves as a slice aliasing the list.
func (c *candidates) Moves() []Move { return c.moves[:c.n] }

// movesTo fills c with the legal moves of role that land on to: the
// pieces of that role which attack to (for pawns: which can move or
// capture there), each tested for the safety of the king after the move,
// instead of generating every move of the role. The set is the one
// generate(ml, 1<<role, bb(to)) gives, in another order. It reports false,
// leaving the caller to generate, for the one case it does not handle: a
// king move onto a castling square while castling is possible.
func (p *Position) movesTo(c *candidates, role Role, to Square) bool {
	c.n = 0
	if p.rules.earlyEnd {
		if p.variantOver() {
			return true // the game is over: no moves
		}
		if p.rules.ownGen {
			return false // the variant's generator decides
		}
	}
	return p.movesToOnBoard(c, role, to)
}

// movesToOnBoard is movesTo without the bare-king rule.
func (p *Position) movesToOnBoard(c *candidates, role Role, to Square) bool {
	c.n = 0
	us := p.turn
	if p.byColor[us].Has(to) {
		// In chess960 the king onto its own rook is castling: the generator's.
		return role != King || !p.rules.chess960 || p.castling&castleBits[us] == 0
	}
	ksq := p.King(us)
	switch role {
	case Pawn:
		p.pawnMovesTo(c, to, ksq)
	case King:
		return p.kingMovesTo(c, to, ksq)
	default:
		for from := p.reaching(role, to); from != 0; {
			f := from.PopFirst()
			if p.safeAfter(f, to, ksq) {
				c.add(Move{From: f, To: to})
			}
		}
		if role == Queen && p.rules.fersLeap && p.castling&fersRight[us] != 0 {
			// The original fers's first-move jump as an alfil.
			home := fersHome[us]
			if p.Pieces(us, Queen).Has(home) && alfilAtt[home].Has(to) && !p.queenAtt(home, p.Occupied()).Has(to) &&
				p.safeAfter(home, to, ksq) {
				c.add(Move{From: home, To: to, Flag: FersLeap})
			}
		}
	}
	return true
}

// reaching returns the side to move's pieces of role (not a pawn or a
// king) that attack to, a square not its own: attacksFrom(role, us, to)
// & Pieces(us, role).
// In chess a slider attacks to when it stands on one of to's lines with
// nothing between: a test per piece of the role (one or two), cheaper
// than the attacks of to.
func (p *Position) reaching(role Role, to Square) Bitboard {
	us := p.turn
	pcs := p.Pieces(us, role)
	occ := p.Occupied()
	if p.rules != &chessRules || role == Knight {
		return p.attacksFrom(role, us, to, occ) & pcs
	}
	to &= 63
	var rays Bitboard
	switch role {
	case Bishop:
		rays = bishopRays[to]
	case Rook:
		rays = rookRays[to]
	default:
		rays = bishopRays[to] | rookRays[to]
	}
	var from Bitboard
	for c := pcs & rays; c != 0; {
		f := c.PopFirst() & 63
		if between[to][f]&occ == 0 {
			from |= Bitboard(1) << uint(f)
		}
	}
	return from
}

// safeAfter reports whether moving our piece from → to, taking whatever
// stands on to, leaves our king on ksq unattacked. It covers pins and
// check at once; en passant (two squares change) and king moves (the
// king's own square changes) are tested elsewhere. Out of check, only a
// slider behind from, on its line with the king, can attack the king
// after the move: most moves need no attack computed at all.
func (p *Position) safeAfter(from, to, ksq Square) bool {
	// Inlined: most moves are out of check and off the king's lines.
	// (Without a king, ksq is NoSquare, and whatever line[63] holds
	// the answer is true, which safeAfterLine gives too.)
	if p.checkers|line[ksq&63][from&63] == 0 {
		return true
	}
	return p.safeAfterLine(from, to, ksq)
}

// safeAfterLine is safeAfter for a move in check, or from one of the
// king's lines.
func (p *Position) safeAfterLine(from, to, ksq Square) bool {
	if ksq == NoSquare {
		return true
	}
	occ := p.Occupied()&^bb(from) | bb(to)
	them := p.turn.Other()
	if p.checkers != 0 {
		return p.attackersTo(ksq, them, occ)&^bb(to) == 0
	}
	l := line[ksq][from]
	switch {
	case l == 0:
		return true
	case ksq.File() == from.File() || ksq.Rank() == from.Rank():
		// Mostly no slider of theirs is on the line at all, and the
		// attacks need not be computed.
		sl := l & p.lineSliders(them) &^ bb(to)
		return sl == 0 || rookAttacks(ksq, occ)&sl == 0
	}
	sl := l & p.diagSliders(them) &^ bb(to)
	return sl == 0 || bishopAttacks(ksq, occ)&sl == 0
}

// pawnMovesTo adds the pawn moves to to: a capture if an enemy stands
// there, else a single or double push; en passant on the en-passant square.
func (p *Position) pawnMovesTo(c *candidates, to, ksq Square) {
	us, them := p.turn, p.turn.Other()
	pawns := p.Pieces(us, Pawn)
	occ := p.Occupied()
	v := p.rules
	dir, start := 8, rankMask(1)
	if us == Black {
		dir, start = -8, rankMask(6)
	}
	if p.byColor[them].Has(to) {
		for from := pawnAtt[them][to] & pawns; from != 0; {
			p.pawnMoveTo(c, from.PopFirst(), to, ksq)
		}
	} else if !occ.Has(to) {
		if one := int(to) - dir; one >= 0 && one < 64 {
			switch from := Square(one); {
			case pawns.Has(from):
				p.pawnMoveTo(c, from, to, ksq)
			case v.doubleStep && !occ.Has(from) && one-dir >= 0 && one-dir < 64:
				if two := Square(one - dir); pawns.Has(two) && start.Has(two) && p.safeAfter(two, to, ksq) {
					c.add(Move{From: two, To: to, Flag: DoubleStep})
				}
			}
		}
	}
	if to == p.epSquare && v.enPassant && p.Checkers().Count() < 2 {
		for from := pawnAtt[them][to] & pawns; from != 0; {
			m := Move{From: from.PopFirst(), To: to, Flag: EnPassant}
			if p.epLegal(m, ksq) {
				c.add(m)
			}
		}
	}
}

// pawnMoveTo adds a pawn's push or capture, one move per promotion piece
// on the last rank, if it leaves the king safe.
func (p *Position) pawnMoveTo(c *candidates, from, to, ksq Square) {
	if !p.safeAfter(from, to, ksq) {
		return
	}
	if to.Rank() != 7-p.turn.backRank() {
		c.add(Move{From: from, To: to})
		return
	}
	for _, r := range p.rules.promotions {
		c.add(Move{From: from, To: to, Promotion: r})
	}
}

// kingMovesTo adds the king's step or leap to to. Castling written as a
// king move (Kg1 for O-O) is left to the generator: it reports false when
// to is a castling square the king may still castle to.
func (p *Position) kingMovesTo(c *candidates, to, ksq Square) bool {
	if ksq == NoSquare {
		return true
	}
	us := p.turn
	v := p.rules
	if r := us.backRank(); v.castling && p.castling&castleBits[us] != 0 && ksq == NewSquare(4, r) &&
		(to == NewSquare(6, r) || to == NewSquare(2, r)) {
		return false
	}
	occ := p.Occupied() &^ bb(ksq) // the king does not shield squares behind it
	if kingAtt[ksq].Has(to) && p.attackersTo(to, us.Other(), occ) == 0 {
		c.add(Move{From: ksq, To: to})
	}
	if v.kingLeap && p.castling&kingSideBit[us] != 0 && knightAtt[ksq].Has(to) && p.attackersTo(to, us.Other(), occ) == 0 {
		c.add(Move{From: ksq, To: to, Flag: KingLeap})
	}
	return true
}

// canEvade reports whether the side to move, in check, has a legal move
// (the bare-king rule aside, as canMove): a king step or leap to a safe
// square, or, against a single checker, a move that takes it or blocks
// its line (or takes it en passant). Mate is tested after every check
// of a replay; this looks only at the squares that can help.
func (p *Position) canEvade() bool {
	us, them := p.turn, p.turn.Other()
	ksq := p.King(us)
	occ := p.Occupied() &^ bb(ksq)
	steps := kingAtt[ksq]
	if p.rules.kingLeap && p.castling&kingSideBit[us] != 0 {
		steps |= knightAtt[ksq]
	}
	for to := steps &^ p.byColor[us]; to != 0; {
		if p.attackersTo(to.PopFirst(), them, occ) == 0 {
			return true
		}
	}
	if p.checkers.Count() > 1 {
		return false // double check: only the king may move
	}
	c := p.checkers.First()
	targets := bb(c)
	if p.isSlider(p.squares[c].Role) {
		targets |= between[ksq][c]
	}
	if p.epSquare != NoSquare {
		targets |= bb(p.epSquare)
	}
	var cs candidates
	for t := targets; t != 0; {
		to := t.PopFirst()
		for role := Pawn; role < King; role++ {
			if p.movesToOnBoard(&cs, role, to); cs.n > 0 {
				return true
			}
		}
	}
	return false
}
