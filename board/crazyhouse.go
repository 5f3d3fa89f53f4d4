package board

import "strings"

// Crazyhouse (lichess's rules): a man captured goes to the captor's
// pocket, in the captor's colour, and instead of a move a side may drop
// a man from its pocket on any empty square (a pawn not on the first or
// last rank; a drop may check, mate and block a check). A promoted man
// goes back to the pocket as a pawn, so the board remembers which men
// were pawns (FEN's "Q~"). The pockets are written after the placement,
// "[Nn]" as lichess writes them, or as a ninth rank ("/Nn"), which
// Fairy-Stockfish and older programs write; both are read.

var crazyhouseRules = rules{
	name:       "crazyhouse",
	tag:        "Crazyhouse",
	startFEN:   "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
	doubleStep: true,
	enPassant:  true,
	castling:   true,
	promotions: []Role{Queen, Rook, Bishop, Knight},
	drops:      true,
}

// Crazyhouse is crazyhouse (lichess's "Crazyhouse").
func Crazyhouse() Variant { return Variant{&crazyhouseRules} }

// Drops reports whether men are dropped from a pocket (crazyhouse).
func (v Variant) Drops() bool { return v.rules().drops }

// maxPocket bounds the men of one role in one pocket a FEN may give: a
// game has 30 men besides the kings.
const maxPocket = 30

// Pocket returns how many men of role r side c holds to drop.
func (p *Position) Pocket(c Color, r Role) int {
	if r < Pawn || r > Queen {
		return 0
	}
	return int(p.pocket[c][r])
}

// Promoted reports whether the man on s was a pawn (crazyhouse: it goes
// back to the pocket as a pawn when captured).
func (p *Position) Promoted(s Square) bool { return p.promoted.Has(s) }

// pocketAdd changes the count of r in c's pocket by d, with the hash.
func (p *Position) pocketAdd(c Color, r Role, d int) {
	p.hash ^= zobristPocket[c][r][p.pocket[c][r]]
	p.pocket[c][r] = uint8(int(p.pocket[c][r]) + d)
	p.hash ^= zobristPocket[c][r][p.pocket[c][r]]
}

// setPromoted sets or clears the promoted mark of s, with the hash.
func (p *Position) setPromoted(s Square, on bool) {
	if p.promoted.Has(s) != on {
		p.promoted ^= bb(s)
		p.hash ^= zobristPromoted[s]
	}
}

// houseMove does what a move on the board does to the pockets and the
// promoted marks, before the board changes: the man taken goes to the
// mover's pocket (a pawn if it was promoted), a promoted man carries its
// mark, a promotion makes one.
func (p *Position) houseMove(m Move, us Color) {
	at := m.To
	if m.Flag == EnPassant {
		at = NewSquare(m.To.File(), m.From.Rank())
	}
	if pc := p.squares[at]; pc.Role != NoRole && pc.Color != us {
		r := pc.Role
		if p.promoted.Has(at) {
			r = Pawn
		}
		if r != King && p.pocket[us][r] < maxPocket {
			p.pocketAdd(us, r, 1)
		}
		p.setPromoted(at, false)
	}
	if p.promoted.Has(m.From) {
		p.setPromoted(m.From, false)
		p.setPromoted(m.To, true)
	}
	if m.Promotion != NoRole {
		p.setPromoted(m.To, true)
	}
}

// playDrop plays a drop (PlayUnchecked). A pawn drop resets the halfmove
// clock, as python-chess counts it.
func (p *Position) playDrop(m Move, us Color) {
	r := m.Promotion
	p.pocketAdd(us, r, -1)
	p.put(m.To, Piece{us, r})
	if r == Pawn {
		p.halfmoves = 0
	}
}

// dropTargets returns the squares a drop may go to: empty ones, and when
// in check only those between the king and a single checking slider.
func (p *Position) dropTargets() Bitboard {
	t := ^p.Occupied()
	if c := p.checkers; c != 0 {
		if c.Count() > 1 {
			return 0
		}
		sq := c.First()
		if !p.isSlider(p.squares[sq].Role) {
			return 0
		}
		t &= between[p.King(p.turn)][sq]
	}
	return t
}

// generateDrops appends the legal drops of roles on dest.
func (p *Position) generateDrops(ml *MoveList, roles uint8, dest Bitboard) {
	us := p.turn
	t := p.dropTargets() & dest
	if t == 0 {
		return
	}
	for r := Pawn; r <= Queen; r++ {
		if roles&(1<<r) == 0 || p.pocket[us][r] == 0 {
			continue
		}
		to := t
		if r == Pawn {
			to &^= rank1 | rank8
		}
		for to != 0 {
			s := to.PopFirst()
			ml.addDrop(Move{From: s, To: s, Promotion: r, Flag: Drop})
		}
	}
}

// canDrop reports whether the side to move has a legal drop.
func (p *Position) canDrop() bool {
	us := p.turn
	t := p.dropTargets()
	if t == 0 {
		return false
	}
	for r := Knight; r <= Queen; r++ {
		if p.pocket[us][r] != 0 {
			return true
		}
	}
	return p.pocket[us][Pawn] != 0 && t&^(rank1|rank8) != 0
}

// resolveDrop finds the drop s names, or says why it is not legal.
func (p *Position) resolveDrop(s SAN) (Move, error) {
	if !p.rules.drops {
		return Move{}, moveErr(Illegal, "there are no drops in %s", Variant{r: p.rules})
	}
	if s.Role < Pawn || s.Role > Queen {
		return Move{}, moveErr(Illegal, "a king is never dropped")
	}
	if s.ToFile < 0 || s.ToFile > 7 || s.ToRank < 0 || s.ToRank > 7 {
		return Move{}, moveErr(Incomplete, "no target square")
	}
	to := NewSquare(int(s.ToFile), int(s.ToRank))
	m := NewDrop(s.Role, to)
	if p.rules.earlyEnd && p.variantOver() {
		return Move{}, moveErr(Illegal, "the game is over (%s)", p.Outcome().Reason)
	}
	us := p.turn
	switch {
	case p.pocket[us][s.Role] == 0:
		e := moveErr(Illegal, "%s has no %s to drop", us, s.Role)
		e.Candidates = p.dropSuggestions(to)
		return Move{}, e
	case p.Occupied().Has(to):
		e := moveErr(Illegal, "%s is occupied", to)
		e.Candidates = p.dropSuggestions(to)
		return Move{}, e
	case s.Role == Pawn && (rank1 | rank8).Has(to):
		return Move{}, moveErr(Illegal, "a pawn is not dropped on the first or last rank")
	case !p.dropTargets().Has(to):
		e := moveErr(Illegal, "a drop on %s does not get the king out of check", to)
		e.Candidates = p.dropSuggestions(NoSquare)
		return Move{}, e
	}
	return m, nil
}

// dropSuggestions are the legal moves to to (the man was perhaps on the
// board), or the legal drops when to is NoSquare.
func (p *Position) dropSuggestions(to Square) []Move {
	var ml MoveList
	if to == NoSquare {
		p.generateDrops(&ml, allRoles, ^Bitboard(0))
	} else {
		p.generate(&ml, allRoles, bb(to))
	}
	out := ml.Moves()
	return append([]Move(nil), out[:min(len(out), 8)]...)
}

// cutPocket splits a crazyhouse FEN's first field into the placement and
// the pocket: "…/RNBQKBNR[Qp]" or "…/RNBQKBNR/Qp".
func cutPocket(f string) (placement, pocket string, err error) {
	if i := strings.IndexByte(f, '['); i >= 0 {
		if !strings.HasSuffix(f, "]") || strings.Count(f, "[") != 1 || strings.Count(f, "]") != 1 {
			return "", "", fenErr("pocket", "want the pocket in brackets at the end of the placement, got %q", f[i:])
		}
		return f[:i], f[i+1 : len(f)-1], nil
	}
	if strings.Count(f, "/") == 8 {
		i := strings.LastIndexByte(f, '/')
		return f[:i], f[i+1:], nil
	}
	return f, "", nil
}

// parsePocket reads a pocket's letters (upper case White's, lower case
// Black's; "-" for none) into p.
func (p *Position) parsePocket(s string) error {
	if s == "-" {
		return nil
	}
	for i := 0; i < len(s); i++ {
		r := fenRole(s[i], p.rules)
		if r == NoRole || r == King {
			return fenErr("pocket", "unexpected character %s", quoteChar(s, i))
		}
		c := White
		if s[i] >= 'a' {
			c = Black
		}
		if p.pocket[c][r] >= maxPocket {
			return fenErr("pocket", "more than %d men of one kind", maxPocket)
		}
		p.pocketAdd(c, r, 1)
	}
	return nil
}

// appendPocket writes the pockets as lichess does: "[QRBNPqrbnp]".
func (p *Position) appendPocket(dst []byte) []byte {
	dst = append(dst, '[')
	for c := White; c <= Black; c++ {
		for r := Queen; r >= Pawn; r-- {
			l := r.Letter()
			if r == Pawn {
				l = 'P'
			}
			if c == Black {
				l += 'a' - 'A'
			}
			for n := p.pocket[c][r]; n > 0; n-- {
				dst = append(dst, l)
			}
		}
	}
	return append(dst, ']')
}
