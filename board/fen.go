package board

import (
	"fmt"
	"strconv"
	"strings"
)

// FENError says which field of a FEN is wrong and why.
type FENError struct {
	Field string // "placement", "side to move", "castling", "en passant", "halfmove clock", "fullmove number"
	Msg   string
	// Phrase is Msg in translatable form (see Phrase).
	Phrase Phrase
}

func (e *FENError) Error() string { return "invalid FEN: " + e.Field + ": " + e.Msg }

func fenErr(field, format string, a ...any) error {
	ph := phrase(format, a...)
	return &FENError{Field: field, Msg: ph.String(), Phrase: ph}
}

// StartPosition returns the variant's initial position. The start is
// parsed once per variant; each call returns a copy.
func StartPosition(v Variant) Position {
	r := v.rules()
	r.startOnce.Do(func() {
		p, err := ParseFEN(r.startFEN, v)
		if err != nil {
			panic("board: bad start FEN for " + r.name + ": " + err.Error())
		}
		r.start = *p
	})
	return r.start
}

// pieceLetters maps FEN letters to roles. Shatranj FENs also use f (fers)
// and e/a (alfil); they are accepted only in variants where they are meant.
func fenRole(c byte, v *rules) Role {
	switch c | 0x20 {
	case 'p':
		return Pawn
	case 'n':
		return Knight
	case 'b':
		return Bishop
	case 'r':
		return Rook
	case 'q':
		return Queen
	case 'k':
		return King
	case 'f':
		if v.queen == Fers {
			return Queen
		}
	case 'e', 'a':
		if v.bishop == Alfil {
			return Bishop
		}
	}
	return NoRole
}

// MaxMoveNumber bounds the move counters a FEN may hold. No game comes
// near it, and a game that starts there can add moves for ever without the
// numbers it writes overflowing (an int64 counter at its limit would be
// written as a negative move number, which no reader takes back).
const MaxMoveNumber = 1 << 30

// ParseFEN reads a FEN for variant v (the zero Variant is chess). The
// halfmove and fullmove fields may be omitted (EPD style); they default to
// 0 and 1.
func ParseFEN(fen string, variant Variant) (*Position, error) {
	v := variant.rules()
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return nil, fenErr("placement", "empty FEN")
	}
	p := &Position{rules: v, epSquare: NoSquare, fullmoves: 1}
	if v.checksToWin != 0 {
		var err error
		if fields, err = p.takeCheckField(fields); err != nil {
			return nil, err
		}
		p.hashChecks()
	}
	if len(fields) > 6 {
		return nil, fenErr("fullmove number", "unexpected extra text %q", fields[6])
	}

	// Placement.
	placement := fields[0]
	if v.drops {
		var pocket string
		var err error
		if placement, pocket, err = cutPocket(placement); err != nil {
			return nil, err
		}
		if err := p.parsePocket(pocket); err != nil {
			return nil, err
		}
	}
	rank, file := 7, 0
	for i := 0; i < len(placement); i++ {
		c := placement[i]
		switch {
		case c == '~' && v.drops && i > 0 && file > 0 && fenRole(placement[i-1], v) != NoRole:
			s := NewSquare(file-1, rank)
			if r := p.squares[s].Role; r == Pawn || r == King {
				return nil, fenErr("placement", "a %s cannot be promoted (%s)", r, quoteChar(placement, i))
			}
			p.setPromoted(s, true)
		case c == '/':
			if file != 8 {
				return nil, fenErr("placement", "rank %d has %d squares, want 8", rank+1, file)
			}
			if rank == 0 {
				return nil, fenErr("placement", "more than 8 ranks")
			}
			rank, file = rank-1, 0
		case c >= '1' && c <= '8':
			file += int(c - '0')
			if file > 8 {
				return nil, fenErr("placement", "rank %d has more than 8 squares (at '%c')", rank+1, c)
			}
		default:
			r := fenRole(c, v)
			if r == NoRole {
				return nil, fenErr("placement", "unexpected character %s", quoteChar(placement, i))
			}
			if file > 7 {
				return nil, fenErr("placement", "rank %d has more than 8 squares (at '%c')", rank+1, c)
			}
			col := White
			if c >= 'a' {
				col = Black
			}
			p.put(NewSquare(file, rank), Piece{col, r})
			file++
		}
	}
	if rank != 0 || file != 8 {
		return nil, fenErr("placement", "%d ranks, want 8", 8-rank)
	}
	for c := White; c <= Black && !v.anyKings; c++ {
		if n := p.Pieces(c, King).Count(); n != 1 && !(v.horde && c == White && n == 0) {
			return nil, fenErr("placement", "%s has %d kings, want 1", c, n)
		}
	}
	back := p.byRole[Pawn] & (rank1 | rank8)
	if v.horde {
		back &^= p.byColor[White] & rank1 // the horde's pawns start on the first rank
	}
	if back != 0 {
		return nil, fenErr("placement", "pawn on the first or last rank")
	}

	// Side to move.
	if len(fields) > 1 {
		switch fields[1] {
		case "w", "W":
		case "b", "B":
			p.turn = Black
			p.hash ^= zobristTurn
		default:
			return nil, fenErr("side to move", "want w or b, got %q", fields[1])
		}
	}

	// Castling rights (or the Shatranj leap rights).
	if len(fields) > 2 && fields[2] != "-" && v.chess960 {
		if err := p.parseCastling960(fields[2]); err != nil {
			return nil, err
		}
	} else if len(fields) > 2 && fields[2] != "-" {
		for i := 0; i < len(fields[2]); i++ {
			bit := castlingBit(fields[2][i])
			if bit == 0 {
				return nil, fenErr("castling", "unexpected character %s", quoteChar(fields[2], i))
			}
			if p.castling&bit != 0 {
				return nil, fenErr("castling", "repeated %s", quoteChar(fields[2], i))
			}
			if err := p.checkRight(bit); err != nil {
				return nil, fenErr("castling", "%s: %s", quoteChar(fields[2], i), err)
			}
			p.castling |= bit
		}
	}
	p.hash ^= zobristCastling[p.castling]

	// En passant.
	if len(fields) > 3 && fields[3] != "-" {
		s, err := p.enPassantField(fields[3])
		if err != nil {
			return nil, err
		}
		if !p.couldTakeEnPassant(s) {
			return nil, fenErr("en passant", "%s: %s", fields[3], noDoubleStep)
		}
		if v.enPassant {
			p.epSquare = s
			p.hashEP()
		}
	}

	if len(fields) > 4 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 || n > MaxMoveNumber {
			return nil, fenErr("halfmove clock", "want a number from 0 to %d, got %q", MaxMoveNumber, fields[4])
		}
		p.halfmoves = n
	}
	if len(fields) > 5 {
		n, err := strconv.Atoi(fields[5])
		if err != nil || n < 0 || n > MaxMoveNumber {
			return nil, fenErr("fullmove number", "want a number from 1 to %d, got %q", MaxMoveNumber, fields[5])
		}
		// Several programs write 0; the game still starts at move 1.
		p.fullmoves = max(n, 1)
	}

	// The side not to move must not be in check.
	if k := p.King(p.turn.Other()); k != NoSquare && !v.anti && p.attackersTo(k, p.turn, p.Occupied()) != 0 &&
		(!v.atomic || p.atomicAttacked(k, p.turn.Other())) {
		return nil, fenErr("placement", "the side not to move (%s) is in check", p.turn.Other())
	}
	p.checkers = p.findCheckers()
	if v.atomic && !p.atomicAttacked(p.King(p.turn), p.turn) || v.anti {
		p.checkers = 0
	}
	return p, nil
}

// enPassantField reads a FEN's en passant square, which must be on the
// rank the side to move captures onto.
func (p *Position) enPassantField(f string) (Square, error) {
	if len(f) != 2 || f[0] < 'a' || f[0] > 'h' || f[1] < '1' || f[1] > '8' {
		return NoSquare, fenErr("en passant", "want a square or -, got %q", f)
	}
	s := NewSquare(int(f[0]-'a'), int(f[1]-'1'))
	want := 5 // rank 6 when White is to move
	if p.turn == Black {
		want = 2
	}
	if s.Rank() != want {
		return NoSquare, fenErr("en passant", "%s is not on rank %d", f, want+1)
	}
	return s, nil
}

const noDoubleStep = "no pawn has just made a double step there"

// couldTakeEnPassant reports whether a pawn of the side not to move
// stands just past s, with s empty: as if it had just stepped over s.
func (p *Position) couldTakeEnPassant(s Square) bool {
	pawn := Square(int(s) - 8)
	if p.turn == Black {
		pawn = Square(int(s) + 8)
	}
	return p.Pieces(p.turn.Other(), Pawn).Has(pawn) && !p.Occupied().Has(s)
}

// checkRight verifies that a rights letter matches the placement.
func (p *Position) checkRight(bit uint8) error {
	v := p.rules
	c := White
	if bit >= BlackKingSide {
		c = Black
	}
	r := c.backRank()
	kingSide := bit == WhiteKingSide || bit == BlackKingSide
	switch {
	case v.castling:
		if p.PieceAt(NewSquare(4, r)) != (Piece{c, King}) {
			return phrase("the %s king is not on e%d", c, r+1)
		}
		rf := 7
		if !kingSide {
			rf = 0
		}
		if p.PieceAt(NewSquare(rf, r)) != (Piece{c, Rook}) {
			return phrase("no %s rook on %s", c, NewSquare(rf, r))
		}
	case kingSide && v.kingLeap:
	case !kingSide && v.fersLeap:
		if p.PieceAt(fersHome[c]) != (Piece{c, Queen}) {
			return phrase("no %s fers on %s", c, fersHome[c])
		}
	default:
		return phrase("no such right in %s", Variant{r: v})
	}
	return nil
}

func quoteChar(s string, i int) string {
	return fmt.Sprintf("'%c' at character %d", rune(s[i]), i+1)
}

// FEN writes the position in Forsyth-Edwards Notation.
func (p *Position) FEN() string { return string(p.AppendFEN(nil)) }

// AppendFEN appends the FEN of the position to dst.
func (p *Position) AppendFEN(dst []byte) []byte {
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			pc := p.squares[NewSquare(f, r)]
			if pc.Role == NoRole {
				empty++
				continue
			}
			if empty > 0 {
				dst = append(dst, byte('0'+empty))
				empty = 0
			}
			c := pc.Role.Letter()
			if pc.Role == Pawn {
				c = 'P'
			}
			if pc.Color == Black {
				c += 'a' - 'A'
			}
			dst = append(dst, c)
			if p.promoted != 0 && p.promoted.Has(NewSquare(f, r)) {
				dst = append(dst, '~')
			}
		}
		if empty > 0 {
			dst = append(dst, byte('0'+empty))
		}
		if r > 0 {
			dst = append(dst, '/')
		}
	}
	if p.rules.drops {
		dst = p.appendPocket(dst)
	}
	if p.turn == White {
		dst = append(dst, " w "...)
	} else {
		dst = append(dst, " b "...)
	}
	if p.castling == 0 {
		dst = append(dst, '-')
	}
	if p.rules.chess960 {
		dst = p.appendCastling960(dst)
	} else {
		for i, c := range "KQkq" {
			if p.castling&(1<<i) != 0 {
				dst = append(dst, byte(c))
			}
		}
	}
	dst = append(dst, ' ')
	if p.epSquare == NoSquare {
		dst = append(dst, '-')
	} else {
		dst = append(dst, p.epSquare.String()...)
	}
	if p.rules.checksToWin != 0 {
		dst = p.appendChecks(dst)
	}
	dst = append(dst, ' ')
	dst = strconv.AppendInt(dst, int64(p.halfmoves), 10)
	dst = append(dst, ' ')
	dst = strconv.AppendInt(dst, int64(p.fullmoves), 10)
	return dst
}
