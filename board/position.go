package board

// Castling rights as FEN letters K, Q, k, q. In variants with a king leap
// the K/k bits mean "leap unused", with a fers leap Q/q mean "fers leap unused".
const (
	WhiteKingSide uint8 = 1 << iota
	WhiteQueenSide
	BlackKingSide
	BlackQueenSide
)

// Position is a game state. It is a plain value: copy it to keep a
// position before playing a move on the copy (copy-make).
type Position struct {
	byColor [2]Bitboard
	byRole  [7]Bitboard
	squares [64]Piece

	rules    *rules
	hash     uint64
	turn     Color
	castling uint8
	epSquare Square // target square after a double step, else NoSquare
	epHashed bool   // the ep file is part of hash
	// rooks960: in chess960, the castling rooks' files and the FEN form
	// (chess960.go); zero in every other variant.
	rooks960 uint16
	// checksLeft: in three-check, the checks each side still has to give.
	checksLeft [2]uint8
	// pocket: in crazyhouse, the men each side holds to drop, by role
	// (crazyhouse.go); promoted: the men on the board that were pawns.
	pocket    [2][6]uint8
	promoted  Bitboard
	halfmoves int // since the last capture or pawn move
	fullmoves int
	// checkers are the pieces giving check to the side to move. They
	// depend on the rest of the position alone (so == still compares
	// positions), and are kept up to date by ParseFEN and PlayUnchecked:
	// a replay tests check after every move anyway, and resolving the
	// next move then knows without looking whether the king is in check.
	checkers Bitboard
}

// Variant returns the rules the position is played under.
func (p *Position) Variant() Variant { return p.rules.variant() }

// Turn is the side to move.
func (p *Position) Turn() Color { return p.turn }

// Castling returns the rights bits (WhiteKingSide …).
func (p *Position) Castling() uint8 { return p.castling }

// EnPassant returns the en-passant target square or NoSquare.
func (p *Position) EnPassant() Square { return p.epSquare }

// HalfmoveClock counts plies since the last capture or pawn move.
func (p *Position) HalfmoveClock() int { return p.halfmoves }

// FullmoveNumber is the number of the move about to be played.
func (p *Position) FullmoveNumber() int { return p.fullmoves }

// Hash is the Zobrist key of the position (placement, side, rights, and
// the en-passant file when a capture there is possible), for repetitions.
func (p *Position) Hash() uint64 { return p.hash }

// PieceAt returns the piece on s, or NoPiece.
func (p *Position) PieceAt(s Square) Piece { return p.squares[s] }

// Pieces returns the squares of the given colour and role.
func (p *Position) Pieces(c Color, r Role) Bitboard { return p.byColor[c] & p.byRole[r] }

// Occupied returns every occupied square.
func (p *Position) Occupied() Bitboard { return p.byColor[0] | p.byColor[1] }

// ByColor returns the squares occupied by colour c.
func (p *Position) ByColor(c Color) Bitboard { return p.byColor[c] }

// King returns the square of c's king (NoSquare if it has none).
func (p *Position) King(c Color) Square {
	k := p.Pieces(c, King)
	if k == 0 {
		return NoSquare
	}
	return k.First()
}

func (p *Position) put(s Square, pc Piece) {
	b := bb(s)
	p.byColor[pc.Color] |= b
	p.byRole[pc.Role] |= b
	p.squares[s] = pc
	p.hash ^= zobristPiece[pc.Color][pc.Role][s]
}

func (p *Position) remove(s Square) Piece {
	pc := p.squares[s]
	if pc.Role == NoRole {
		return pc
	}
	b := bb(s)
	p.byColor[pc.Color] &^= b
	p.byRole[pc.Role] &^= b
	p.squares[s] = NoPiece
	p.hash ^= zobristPiece[pc.Color][pc.Role][s]
	return pc
}

// attacksFrom returns the squares a piece of role r and colour c on s attacks.
func (p *Position) attacksFrom(r Role, c Color, s Square, occ Bitboard) Bitboard {
	switch r {
	case Pawn:
		return pawnAtt[c][s]
	case Knight:
		return knightAtt[s]
	case Bishop:
		return p.bishopAtt(s, occ)
	case Rook:
		return rookAttacks(s, occ)
	case Queen:
		return p.queenAtt(s, occ)
	case King:
		return kingAtt[s]
	}
	return 0
}

func (p *Position) bishopAtt(s Square, occ Bitboard) Bitboard {
	switch p.rules.bishop {
	case Alfil:
		return alfilAtt[s]
	case Fers:
		return fersAtt[s]
	}
	return bishopAttacks(s, occ)
}

func (p *Position) queenAtt(s Square, occ Bitboard) Bitboard {
	switch p.rules.queen {
	case Fers:
		return fersAtt[s]
	case Alfil:
		return alfilAtt[s]
	}
	return slideAttacks(s, occ)
}

// diagSliders and lineSliders are c's pieces that attack along diagonals
// and ranks/files in this variant: the only pieces that can pin or be blocked.
func (p *Position) diagSliders(c Color) Bitboard {
	var b Bitboard
	if p.rules.bishop == Slider {
		b |= p.byRole[Bishop]
	}
	if p.rules.queen == Slider {
		b |= p.byRole[Queen]
	}
	return b & p.byColor[c]
}

func (p *Position) lineSliders(c Color) Bitboard {
	b := p.byRole[Rook]
	if p.rules.queen == Slider {
		b |= p.byRole[Queen]
	}
	return b & p.byColor[c]
}

// attackersTo returns c's pieces attacking s with the given occupancy.
func (p *Position) attackersTo(s Square, c Color, occ Bitboard) Bitboard {
	if p.rules == &chessRules {
		return p.chessAttackers(s, c, occ)
	}
	return p.rulesAttackers(s, c, occ)
}

// rulesAttackers is attackersTo under any variant's rules.
func (p *Position) rulesAttackers(s Square, c Color, occ Bitboard) Bitboard {
	them := p.byColor[c]
	a := pawnAtt[c.Other()][s]&p.byRole[Pawn] |
		knightAtt[s]&p.byRole[Knight] |
		kingAtt[s]&p.byRole[King]
	// Sliding attacks only where a slider stands on one of s's lines:
	// most squares have none on most lines, and the rays are the costly part.
	if ls := p.lineSliders(c); ls&rookRays[s] != 0 {
		a |= rookAttacks(s, occ) & ls
	}
	if p.rules.bishop == Slider || p.rules.queen == Slider {
		if ds := p.diagSliders(c); ds&bishopRays[s] != 0 {
			a |= bishopAttacks(s, occ) & ds
		}
	}
	if p.rules.queen == Fers {
		a |= fersAtt[s] & p.byRole[Queen]
	}
	if p.rules.bishop == Alfil {
		a |= alfilAtt[s] & p.byRole[Bishop]
	}
	if p.rules.kingLeap && p.castling&kingSideBit[c] != 0 {
		// An unused leap may capture, so it attacks: a king may not step
		// where the other king could take it by leaping.
		a |= knightAtt[s] & p.byRole[King]
	}
	return a & them
}

// Checkers returns the pieces giving check to the side to move.
func (p *Position) Checkers() Bitboard { return p.checkers }

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.checkers != 0 }

// findCheckers computes Checkers, for ParseFEN and PlayUnchecked.
func (p *Position) findCheckers() Bitboard {
	k := p.King(p.turn)
	if k == NoSquare {
		return 0
	}
	return p.attackersTo(k, p.turn.Other(), p.Occupied())
}

// PlayUnchecked plays m, which must be legal (or a NullMove), on p,
// without checking: a move that is not legal corrupts the position. Use
// it for moves from LegalMoves, Resolve or ParseSAN; Play checks.
func (p *Position) PlayUnchecked(m Move) {
	if p.rules == &chessRules && m.Flag <= EnPassant {
		p.playChess(m, true)
		return
	}
	p.playRules(m)
}

// playRules is PlayUnchecked under any variant's rules.
func (p *Position) playRules(m Move) {
	us := p.turn
	p.hash ^= zobristCastling[p.castling]
	if p.epHashed {
		p.hash ^= zobristEP[p.epSquare.File()]
		p.epHashed = false
	}
	p.epSquare = NoSquare
	p.halfmoves++
	if us == Black {
		p.fullmoves++
	}
	p.turn = us.Other()
	p.hash ^= zobristTurn
	if m.Flag == NullMove {
		p.hash ^= zobristCastling[p.castling]
		p.checkers = p.findCheckers()
		return
	}

	switch m.Flag {
	case CastleKing, CastleQueen:
		if p.rules.chess960 {
			p.play960Castle(m, us)
			break
		}
		r := us.backRank()
		rookFrom, rookTo := NewSquare(7, r), NewSquare(5, r)
		if m.Flag == CastleQueen {
			rookFrom, rookTo = NewSquare(0, r), NewSquare(3, r)
		}
		k := p.remove(m.From)
		rk := p.remove(rookFrom)
		p.put(m.To, k)
		p.put(rookTo, rk)
		p.castling &^= castleBits[us]
	case Drop:
		p.playDrop(m, us)
	default:
		if p.rules.drops {
			p.houseMove(m, us)
		}
		pc := p.remove(m.From)
		captured := p.remove(m.To)
		if m.Flag == EnPassant {
			captured = p.remove(NewSquare(m.To.File(), m.From.Rank()))
		}
		if m.Promotion != NoRole {
			pc.Role = m.Promotion
		}
		p.put(m.To, pc)
		if captured.Role != NoRole || pc.Role == Pawn || m.Promotion != NoRole {
			p.halfmoves = 0
			if captured.Role != NoRole && p.rules.atomic {
				p.explode(m.To)
			}
		}
		switch {
		case m.Flag == DoubleStep:
			ep := Square((int(m.From) + int(m.To)) / 2)
			p.epSquare = ep
			p.hashEP()
		case m.Flag == KingLeap:
			p.castling &^= kingSideBit[us]
		}
		if p.rules.castling {
			if !p.rules.chess960 {
				p.castling &^= castleMask[m.From] | castleMask[m.To]
			} else if p.castling != 0 {
				p.castling &^= p.lost960(m.From, m.To)
			}
		} else if p.rules.fersLeap {
			// The fers leap belongs to the original fers: any move from or
			// to its start square spends it.
			p.castling &^= fersMask[m.From] | fersMask[m.To]
		}
	}
	p.hash ^= zobristCastling[p.castling]
	p.checkers = p.findCheckers()
	if p.checkers != 0 && p.rules.earlyEnd {
		p.variantChecks(us)
	}
}

// variantChecks applies the variants' rules about a check us just gave:
// three-check counts it; in atomic, kings side by side are not in check.
func (p *Position) variantChecks(us Color) {
	switch {
	case p.rules.checksToWin != 0:
		p.gaveCheck(us)
	case p.rules.atomic:
		if !p.atomicAttacked(p.King(p.turn), p.turn) {
			p.checkers = 0
		}
	case p.rules.anti:
		p.checkers = 0 // no check in antichess
	}
}

// hashEP adds the en-passant file to the hash only when a pawn of the side
// to move could take there, so that positions differing by a useless ep
// square count as repetitions (FEN still records the square).
func (p *Position) hashEP() {
	if p.epSquare != NoSquare && pawnAtt[p.turn.Other()][p.epSquare]&p.Pieces(p.turn, Pawn) != 0 {
		p.hash ^= zobristEP[p.epSquare.File()]
		p.epHashed = true
	}
}

func (c Color) backRank() int {
	if c == White {
		return 0
	}
	return 7
}

var castleBits = [2]uint8{WhiteKingSide | WhiteQueenSide, BlackKingSide | BlackQueenSide}
var kingSideBit = [2]uint8{WhiteKingSide, BlackKingSide}

// castleMask: which rights a move from or to a square removes.
var castleMask = func() (m [64]uint8) {
	m[NewSquare(4, 0)] = WhiteKingSide | WhiteQueenSide
	m[NewSquare(7, 0)] = WhiteKingSide
	m[NewSquare(0, 0)] = WhiteQueenSide
	m[NewSquare(4, 7)] = BlackKingSide | BlackQueenSide
	m[NewSquare(7, 7)] = BlackKingSide
	m[NewSquare(0, 7)] = BlackQueenSide
	return
}()

var fersMask = func() (m [64]uint8) {
	m[NewSquare(3, 0)] = WhiteQueenSide
	m[NewSquare(3, 7)] = BlackQueenSide
	return
}()
