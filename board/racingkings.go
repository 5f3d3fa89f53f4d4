package board

// Racing kings (lichess's rules): no pawns, both sides start on the first
// two ranks, and the first king to reach the eighth rank wins. No move
// may give check (nor, then, leave one's king in check). When White's
// king reaches the eighth rank and Black's can reach it at once, Black
// plays on: if it does, the game is drawn.

var racingKingsRules = rules{
	name:       "racingkings",
	tag:        "Racing Kings",
	startFEN:   "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
	promotions: []Role{Queen, Rook, Bishop, Knight},
	earlyEnd:   true,
	ownGen:     true,
	racing:     true,
}

// RacingKings is racing kings (lichess's "Racing Kings").
func RacingKings() Variant { return Variant{&racingKingsRules} }

// generateRacing appends the legal racing-kings moves of roles to dest:
// chess's that give no check.
func (p *Position) generateRacing(ml *MoveList, roles uint8, dest Bitboard) {
	start := ml.n
	p.generateMoves(ml, roles, dest)
	ml.keepLegal(start, func(m Move) bool {
		q := *p
		q.PlayUnchecked(m)
		return q.checkers == 0
	})
}

// racingOver reports whether a king has reached the eighth rank and the
// race is over: Black's king there, or White's with White to move, or
// White's with Black unable to follow at once.
func (p *Position) racingOver() bool {
	if p.byRole[King]&rank8 == 0 {
		return false
	}
	bk := p.Pieces(Black, King)
	if p.turn == White || bk&rank8 != 0 || bk == 0 {
		return true
	}
	ksq := bk.First()
	occ := p.Occupied() &^ bk
	for t := kingAtt[ksq] & rank8 &^ p.byColor[Black]; t != 0; {
		if p.attackersTo(t.PopFirst(), White, occ) == 0 {
			return false
		}
	}
	return true
}

// racingOutcome is the result of a race that is over: the king on the
// eighth rank wins, both there draw.
func (p *Position) racingOutcome() Outcome {
	w, b := p.Pieces(White, King)&rank8 != 0, p.Pieces(Black, King)&rank8 != 0
	switch {
	case w && b:
		return Outcome{Reason: RaceWon}
	case w:
		return Outcome{Reason: RaceWon, Winner: White, Decisive: true}
	}
	return Outcome{Reason: RaceWon, Winner: Black, Decisive: true}
}
