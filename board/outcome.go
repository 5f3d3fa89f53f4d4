package board

// Reason says why a game is over.
type Reason uint8

const (
	NotOver Reason = iota
	Checkmate
	Stalemate
	BareKing             // Shatranj: a side has only its king left
	InsufficientMaterial // no sequence of legal moves can mate
	ThreeChecks          // three-check: a side gave its third check
	KingOnHill           // king of the hill: a king reached the centre
	KingExploded         // atomic: a king was blown up
	AllMenLost           // antichess: the side to move has lost all its men, and wins; horde: White has, and loses
	RaceWon              // racing kings: a king reached the eighth rank (both: a draw)
)

func (r Reason) String() string {
	return [...]string{"not over", "checkmate", "stalemate", "bare king", "insufficient material", "three checks", "king of the hill", "king exploded", "all men lost", "king reached the eighth rank"}[r]
}

// Outcome is the result a position forces by the rules.
type Outcome struct {
	Reason Reason
	// Winner is meaningful when Decisive is true.
	Winner   Color
	Decisive bool
}

// Result returns the PGN result token: "1-0", "0-1", "1/2-1/2", or "*"
// when the game is not over.
func (o Outcome) Result() string {
	switch {
	case o.Reason == NotOver:
		return "*"
	case !o.Decisive:
		return "1/2-1/2"
	case o.Winner == White:
		return "1-0"
	}
	return "0-1"
}

// Outcome reports whether the rules end the game in this position:
// checkmate, stalemate (a draw in chess, a win for the stalemating side in
// Shatranj), the bare-king rule, or insufficient material. Draws by
// repetition and the fifty-move rule must be claimed, so they are not here.
func (p *Position) Outcome() Outcome {
	us, them := p.turn, p.turn.Other()
	v := p.rules
	if v.bareKingLoses && p.bareKingOver() {
		usBare := p.byColor[us] == p.Pieces(us, King)
		themBare := p.byColor[them] == p.Pieces(them, King)
		switch {
		case usBare && themBare:
			return Outcome{Reason: BareKing}
		case usBare:
			return Outcome{Reason: BareKing, Winner: them, Decisive: true}
		}
		return Outcome{Reason: BareKing, Winner: us, Decisive: true}
	}
	switch {
	case v.checksToWin != 0 && p.checksLeft[them] == 0:
		return Outcome{Reason: ThreeChecks, Winner: them, Decisive: true}
	case v.checksToWin != 0 && p.checksLeft[us] == 0:
		return Outcome{Reason: ThreeChecks, Winner: us, Decisive: true}
	case v.hill:
		if c, on := p.onHill(); on {
			return Outcome{Reason: KingOnHill, Winner: c, Decisive: true}
		}
	case v.anti && p.byColor[us] == 0:
		return Outcome{Reason: AllMenLost, Winner: us, Decisive: true}
	case v.anti && !p.canMove():
		return Outcome{Reason: Stalemate, Winner: us, Decisive: true} // the side that cannot move wins
	case v.horde && p.hordeOver():
		return Outcome{Reason: AllMenLost, Winner: Black, Decisive: true}
	case v.racing && p.racingOver():
		return p.racingOutcome()
	case v.atomic && p.byRole[King].Count() < 2:
		winner := White
		if p.Pieces(White, King) == 0 {
			winner = Black
		}
		return Outcome{Reason: KingExploded, Winner: winner, Decisive: true}
	}
	if !p.canMove() {
		if p.InCheck() {
			return Outcome{Reason: Checkmate, Winner: them, Decisive: true}
		}
		if v.stalemateWins {
			return Outcome{Reason: Stalemate, Winner: them, Decisive: true}
		}
		return Outcome{Reason: Stalemate}
	}
	if p.insufficientMaterial() {
		return Outcome{Reason: InsufficientMaterial}
	}
	return Outcome{}
}

// insufficientMaterial covers K v K, K+minor v K, and kings with bishops
// all on squares of one colour (chess only: in Shatranj a bare king
// already loses, and K v K is handled by that rule).
func (p *Position) insufficientMaterial() bool {
	switch {
	case p.rules.bareKingLoses, p.rules.hill, p.rules.anti, p.rules.horde, p.rules.racing, p.rules.drops:
		// A bare king loses; a bare king walks to the hill or races; the
		// horde's men can be taken; a pocket's men come back.
		return false
	case p.rules.checksToWin != 0, p.rules.atomic:
		// Any man can give check: only kings alone cannot win.
		return p.Occupied() == p.byRole[King]
	}
	if p.byRole[Pawn]|p.byRole[Rook]|p.byRole[Queen] != 0 {
		return false
	}
	minors := p.byRole[Knight] | p.byRole[Bishop]
	if minors.Count() <= 1 {
		return true
	}
	if p.byRole[Knight] != 0 || p.rules.bishop != Slider {
		return false
	}
	const light Bitboard = 0x55aa55aa55aa55aa
	b := p.byRole[Bishop]
	return b&light == 0 || b&^light == 0
}
