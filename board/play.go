package board

import "strconv"

// Play plays m on p if it is legal. Otherwise it returns a *MoveError
// naming the move and saying why, and leaves p unchanged. A move built by
// hand may leave Flag as Normal: Play takes the flag (castling, en
// passant, double step, leaps) from the legal move with the same squares
// and promotion. A NullMove is legal unless the side to move is in check.
// Moves from LegalMoves, Resolve or ParseSAN need no check: PlayUnchecked
// plays them faster.
func (p *Position) Play(m Move) error {
	legal, err := p.legalMove(m)
	if err != nil {
		return err
	}
	p.PlayUnchecked(legal)
	return nil
}

// IsLegal reports whether Play would accept m.
func (p *Position) IsLegal(m Move) bool {
	_, err := p.legalMove(m)
	return err == nil
}

// legalMove returns the legal move m stands for, or why there is none.
func (p *Position) legalMove(m Move) (Move, error) {
	if m.Flag == NullMove {
		if p.InCheck() {
			return Move{}, moveErr(Illegal, "illegal null move: %s is in check", p.turn)
		}
		return Move{Flag: NullMove}, nil
	}
	if m.From < 0 || m.From > 63 || m.To < 0 || m.To > 63 || m.Promotion > King {
		return Move{}, moveErr(Illegal, "illegal move %v: not a move on the board", m)
	}
	if m.Flag == Drop {
		_, err := p.resolveDrop(SAN{Role: m.Promotion, Drop: true, FromFile: -1, FromRank: -1,
			ToFile: int8(m.To.File()), ToRank: int8(m.To.Rank())})
		if err != nil {
			e := err.(*MoveError)
			e.set("illegal move %s: %s", m, e.Phrase)
			return Move{}, e
		}
		return NewDrop(m.Promotion, m.To), nil
	}
	if pc := p.squares[m.From]; pc.Role != NoRole && pc.Color == p.turn {
		var c candidates
		if !p.movesTo(&c, pc.Role, m.To) {
			return p.legalGenerated(m, pc.Role)
		}
		if g, ok := sameMove(m, c.Moves()); ok {
			return checkFlag(m, g)
		}
	}
	return Move{}, p.explainMove(m)
}

// legalGenerated is legalMove from the generator's list, for the king
// moves movesTo leaves to it.
func (p *Position) legalGenerated(m Move, role Role) (Move, error) {
	var ml MoveList
	p.generate(&ml, 1<<role, bb(m.To))
	if g, ok := sameMove(m, ml.Moves()); ok {
		return checkFlag(m, g)
	}
	return Move{}, p.explainMove(m)
}

// sameMove returns the legal move among moves with m's squares and promotion.
func sameMove(m Move, moves []Move) (Move, bool) {
	for _, g := range moves {
		if g.From == m.From && g.To == m.To && g.Promotion == m.Promotion {
			return g, true
		}
	}
	return Move{}, false
}

// checkFlag accepts the legal move g for m when m's flag is g's or left Normal.
func checkFlag(m, g Move) (Move, error) {
	if g.Flag == m.Flag || m.Flag == Normal {
		return g, nil
	}
	return Move{}, moveErr(Illegal, "illegal move %v: it is legal as a %s, not as a %s", m, g.Flag, m.Flag)
}

// explainMove says why m, a move on the board, is not legal in p.
func (p *Position) explainMove(m Move) error {
	name := m.String()
	fail := func(format string, a ...any) error {
		e := moveErr(Illegal, format, a...)
		e.set("illegal move %s: %s", name, e.Phrase)
		return e
	}
	pc, us := p.squares[m.From], p.turn
	switch {
	case pc.Role == NoRole:
		return fail("no piece on %s", m.From)
	case pc.Color != us:
		return fail("the %s on %s is %s's, and %s is to move", pc.Role, m.From, pc.Color, us)
	case m.From == m.To:
		return fail("the %s stays on %s", pc.Role, m.From)
	case p.rules.bareKingLoses && p.bareKingOver():
		return fail("the game is over (bare king)")
	case p.rules.earlyEnd && p.variantOver():
		return fail("the game is over (%s)", p.Outcome().Reason)
	case m.Promotion != NoRole && pc.Role != Pawn:
		return fail("only a pawn promotes")
	}
	r := us.backRank()
	if pc.Role == King && p.rules.chess960 && p.Pieces(us, Rook).Has(m.To) && m.To.Rank() == r {
		side := KingSide
		if m.To.File() < m.From.File() {
			side = QueenSide
		}
		if _, err := p.resolveCastle(side); err != nil {
			return fail("%s", err.(*MoveError).Phrase)
		}
	} else if pc.Role == King && p.rules.castling && !p.rules.chess960 && m.From == NewSquare(4, r) && m.To.Rank() == r &&
		(m.To.File() == 6 || m.To.File() == 2) {
		side := KingSide
		if m.To.File() == 2 {
			side = QueenSide
		}
		if _, err := p.resolveCastle(side); err != nil {
			return fail("%s", err.(*MoveError).Phrase)
		}
	}
	if pc.Role == Pawn && m.Promotion == NoRole {
		var ml MoveList
		p.generate(&ml, 1<<Pawn, bb(m.To))
		var names []string
		for _, g := range ml.Moves() {
			if g.From == m.From && g.Promotion != NoRole {
				names = append(names, g.String())
			}
		}
		if len(names) > 0 {
			return fail("a pawn reaching the last rank must promote: %s", orList(names))
		}
	}
	s := SAN{Role: pc.Role, FromFile: int8(m.From.File()), FromRank: int8(m.From.Rank()),
		ToFile: int8(m.To.File()), ToRank: int8(m.To.Rank()), Promotion: m.Promotion}
	e := p.explainIllegalFrom(s, true).(*MoveError)
	e.set("illegal move %s: %s", name, e.Phrase)
	return e
}

// AppendUCI appends the move in UCI notation to dst: the from and to
// squares and a lower-case promotion letter (g1f3, e7e8q). Castling is
// the king's move (e1g1), the null move 0000.
func (m Move) AppendUCI(dst []byte) []byte {
	if m.Flag == NullMove {
		return append(dst, "0000"...)
	}
	if m.Flag == Drop {
		l := m.Promotion.Letter()
		if m.Promotion == Pawn {
			l = 'P'
		}
		return appendSquare(append(dst, l, '@'), m.To)
	}
	if f, t := m.From, m.To; uint(f) < 64 && uint(t) < 64 {
		dst = append(dst, byte('a'+f&7), byte('1'+f>>3), byte('a'+t&7), byte('1'+t>>3)) // one capacity test
	} else {
		dst = appendSquare(dst, f)
		dst = appendSquare(dst, t)
	}
	if m.Promotion != NoRole && m.Promotion <= King {
		dst = append(dst, m.Promotion.Letter()+'a'-'A')
	}
	return dst
}

func appendSquare(dst []byte, s Square) []byte {
	if s < 0 || s > 63 {
		return append(dst, '-')
	}
	return append(dst, byte('a'+s.File()), byte('1'+s.Rank()))
}

// UCI returns the move in UCI notation (see AppendUCI; a drop is N@f3).
func (m Move) UCI() string {
	var buf [8]byte
	return string(m.AppendUCI(buf[:0]))
}

// NotationError says why a text is not a valid move in a notation.
type NotationError struct {
	Notation string // "SAN" or "UCI"
	Text     string
	Msg      string
}

func (e *NotationError) Error() string {
	return "invalid " + e.Notation + " move " + strconv.Quote(e.Text) + ": " + e.Msg
}

// ParseUCI reads a move in UCI notation (g1f3, e7e8q, castling as the
// king's move e1g1, 0000 for the null move) and returns it if it is legal
// in p. A promotion letter is q, r, b or n; in a variant with a single
// promotion piece (Shatranj: the fers, written q) it may be left out.
// Errors are *NotationError for text that is no UCI move and *MoveError
// for a move that is not legal.
func (p *Position) ParseUCI(s string) (Move, error) {
	bad := func(msg string) (Move, error) {
		return Move{}, &NotationError{Notation: "UCI", Text: s, Msg: msg}
	}
	if s == "0000" {
		return p.legalMove(Move{Flag: NullMove})
	}
	if len(s) == 4 && s[1] == '@' {
		// A drop: N@f3, P@e4 (python-chess and Fairy-Stockfish write
		// the letter upper case; lower case is taken too).
		r := sanRole(s[0] &^ 0x20)
		if s[0]&^0x20 == 'P' {
			r = Pawn
		}
		to, ok := squareAt(s, 2)
		if r == NoRole || r == King || !ok {
			return bad("a drop is a piece letter Q, R, B, N or P, @ and the square (N@f3, P@e4)")
		}
		return p.legalMove(NewDrop(r, to))
	}
	if len(s) != 4 && len(s) != 5 {
		return bad("want from and to squares and an optional promotion letter (g1f3, e7e8q)")
	}
	from, ok1 := squareAt(s, 0)
	to, ok2 := squareAt(s, 2)
	if !ok1 || !ok2 {
		return bad("want from and to squares and an optional promotion letter (g1f3, e7e8q)")
	}
	m := Move{From: from, To: to}
	if len(s) == 5 {
		switch s[4] {
		case 'q':
			m.Promotion = Queen
		case 'r':
			m.Promotion = Rook
		case 'b':
			m.Promotion = Bishop
		case 'n':
			m.Promotion = Knight
		case 'k':
			if !p.rules.canPromoteTo(King) {
				return bad("the promotion letter must be q, r, b or n")
			}
			m.Promotion = King // antichess
		default:
			return bad("the promotion letter must be q, r, b or n")
		}
	}
	legal, err := p.legalMove(m)
	if err != nil && p.rules.chess960 && m.Promotion == NoRole {
		// e1g1 for castling, from engines without UCI_Chess960.
		if c, ok := p.castleFromKingMove(from, to); ok {
			return c, nil
		}
	}
	if err != nil && m.Promotion == NoRole && len(p.rules.promotions) == 1 {
		m.Promotion = p.rules.promotions[0]
		if l, err2 := p.legalMove(m); err2 == nil {
			return l, nil
		}
	}
	return legal, err
}

// squareAt reads the square named at s[i:i+2].
func squareAt(s string, i int) (Square, bool) {
	f, r := s[i], s[i+1]
	if f < 'a' || f > 'h' || r < '1' || r > '8' {
		return NoSquare, false
	}
	return NewSquare(int(f-'a'), int(r-'1')), true
}
