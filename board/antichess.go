package board

// Antichess (lichess's rules, python-chess's "giveaway" without castling):
// a capture must be made when one can (any of them), the king is a man
// like the others (no check, it may be taken, a pawn may promote to it),
// and a side that has lost all its men or cannot move wins.

var antichessRules = rules{
	name:       "antichess",
	tag:        "Antichess",
	startFEN:   "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
	doubleStep: true,
	enPassant:  true,
	promotions: []Role{Queen, Rook, Bishop, Knight, King},
	earlyEnd:   true,
	ownGen:     true,
	anti:       true,
	anyKings:   true,
}

// Antichess is antichess (also called giveaway or losing chess).
func Antichess() Variant { return Variant{&antichessRules} }

// generateAnti appends the legal antichess moves of roles to dest: every
// capture when there is one, else every move.
func (p *Position) generateAnti(ml *MoveList, roles uint8, dest Bitboard) {
	var all MoveList
	p.pseudoMoves(&all, allRoles, ^Bitboard(0), true)
	theirs := p.byColor[p.turn.Other()]
	capture := false
	for _, m := range all.Moves() {
		if m.Flag == EnPassant || theirs.Has(m.To) {
			capture = true
			break
		}
	}
	for _, m := range all.Moves() {
		if capture && m.Flag != EnPassant && !theirs.Has(m.To) {
			continue
		}
		if roles&(1<<p.squares[m.From].Role) != 0 && dest.Has(m.To) {
			ml.add(m)
		}
	}
}

// MustCapture reports whether the side to move has a capture, which the
// rules then force (antichess; false in every other variant).
func (p *Position) MustCapture() bool {
	if !p.rules.anti {
		return false
	}
	var ml MoveList
	p.generateAnti(&ml, allRoles, ^Bitboard(0))
	return ml.n > 0 && p.antiCapture(ml.moves[0])
}

func (p *Position) antiCapture(m Move) bool {
	return m.Flag == EnPassant || p.byColor[p.turn.Other()].Has(m.To)
}

// explainAnti says that s, a move the piece could make, is illegal
// because a capture is compulsory, and names the captures; nil when that
// is not why.
func (p *Position) explainAnti(s SAN) error {
	if !p.MustCapture() || s.Role == NoRole || s.ToFile < 0 || s.ToRank < 0 {
		return nil
	}
	var pseudo MoveList
	p.pseudoMoves(&pseudo, 1<<s.Role, bb(NewSquare(int(s.ToFile), int(s.ToRank))), true)
	if _, n, _, _ := p.match(s, pseudo.Moves()); n == 0 {
		return nil
	}
	var ml MoveList
	p.generateAnti(&ml, allRoles, ^Bitboard(0))
	var names []string
	for _, m := range ml.Moves() {
		names = append(names, p.Format(m))
	}
	e := moveErr(Illegal, "a capture is compulsory in antichess: %s", orList(names))
	e.Candidates = append([]Move(nil), ml.Moves()...)
	return e
}
