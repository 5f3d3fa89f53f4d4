package board

// Standard chess, the rules of nearly every game read, played without
// the variants' tests: playChess is PlayUnchecked and chessAttackers is
// attackersTo for chessRules alone. They give exactly the position and
// the attackers the general code gives (TestPlayChessAgrees plays every
// legal move of the perft positions both ways).

// playChess plays a normal move, a double step or an en-passant capture
// (m.Flag <= EnPassant) under chessRules, as playRules does. With hash
// false the Zobrist key is not kept (p.hash is left as it was; epHashed
// is kept): for a caller that calls rehash before anyone reads it.
func (p *Position) playChess(m Move, hash bool) {
	us, them := p.turn, p.turn.Other()
	var h uint64
	if hash {
		h = p.hash ^ zobristCastling[p.castling] ^ zobristTurn
		if p.epHashed {
			h ^= zobristEP[p.epSquare&7]
		}
	}
	p.epHashed = false
	p.epSquare = NoSquare
	p.halfmoves++
	p.fullmoves += int(us) // Black's move ends a full move
	p.turn = them
	from, to := m.From&63, m.To&63 // a legal move's squares: no bounds to test
	fb, tb := Bitboard(1)<<uint(from), Bitboard(1)<<uint(to)
	pc := p.squares[from]
	if x := p.squares[to]; x.Role != NoRole {
		p.byColor[them] &^= tb
		p.byRole[x.Role] &^= tb
		if hash {
			h ^= zobristPiece[them][x.Role&7][to]
		}
		p.halfmoves = 0
	}
	role := pc.Role
	p.byColor[us] ^= fb | tb
	if m.Promotion != NoRole {
		role = m.Promotion
		p.byRole[pc.Role&7] &^= fb
		p.byRole[role&7] |= tb
	} else {
		// One read-modify-write, not a store the next load of the same
		// word waits for: to holds none of role now (a capture is cleared).
		p.byRole[role&7] ^= fb | tb
	}
	p.squares[from] = NoPiece
	p.squares[to] = Piece{us, role}
	if hash {
		h ^= zobristPiece[us][pc.Role&7][from] ^ zobristPiece[us][role&7][to]
	}
	if pc.Role == Pawn {
		p.halfmoves = 0
		switch m.Flag {
		case EnPassant:
			c := (to&7 | from&^7) & 63 // the taken pawn: to's file, from's rank
			cb := Bitboard(1) << uint(c)
			p.byColor[them] &^= cb
			p.byRole[Pawn] &^= cb
			p.squares[c] = NoPiece
			if hash {
				h ^= zobristPiece[them][Pawn][c]
			}
		case DoubleStep:
			p.epSquare = (from + to) / 2
			if pawnAtt[us][p.epSquare&63]&p.byColor[them]&p.byRole[Pawn] != 0 {
				h ^= zobristEP[p.epSquare&7]
				p.epHashed = true
			}
		}
	}
	p.castling &^= castleMask[from] | castleMask[to]
	if hash {
		p.hash = h ^ zobristCastling[p.castling]
	}
	p.checkers = p.chessAttackers(p.King(them), us, p.byColor[0]|p.byColor[1])
}

// chessAttackers is attackersTo under chessRules: c's pieces attacking s
// with the occupancy occ; none when s is NoSquare (no king).
func (p *Position) chessAttackers(s Square, c Color, occ Bitboard) Bitboard {
	if s < 0 {
		return 0
	}
	s &= 63
	a := pawnAtt[c^1][s]&p.byRole[Pawn] | knightAtt[s]&p.byRole[Knight] | kingAtt[s]&p.byRole[King]
	them := p.byColor[c&1]
	q := p.byRole[Queen]
	if ls := (p.byRole[Rook] | q) & them; ls&rookRays[s] != 0 {
		a |= rookAttacks(s, occ) & ls
	}
	if ds := (p.byRole[Bishop] | q) & them; ds&bishopRays[s] != 0 {
		a |= bishopAttacks(s, occ) & ds
	}
	return a & them
}

// rehash computes the Zobrist key of a standard chess position afresh,
// as ParseFEN and the plays build it: the men, the side to move, the
// rights and the en-passant file when a capture there is possible
// (epHashed, kept by every play). For positions played by playChess
// without the key (PlayWrittenNoHash).
func (p *Position) rehash() {
	var h uint64
	for occ := p.byColor[0] | p.byColor[1]; occ != 0; {
		s := occ.PopFirst() & 63
		pc := p.squares[s]
		h ^= zobristPiece[pc.Color&1][pc.Role&7][s]
	}
	if p.turn == Black {
		h ^= zobristTurn
	}
	h ^= zobristCastling[p.castling&15]
	if p.epHashed {
		h ^= zobristEP[p.epSquare&7]
	}
	p.hash = h
}
