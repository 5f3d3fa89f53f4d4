package board

// King of the hill is chess in which a king that reaches one of the four
// centre squares (d4, e4, d5, e5) wins at once: the game is over, with no
// moves, once one stands there. Otherwise the rules are chess's; no
// material is insufficient, since a bare king can still walk to the hill.

var kingOfTheHillRules = rules{
	name:       "kingofthehill",
	tag:        "King of the Hill",
	startFEN:   "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	doubleStep: true,
	enPassant:  true,
	castling:   true,
	promotions: []Role{Queen, Rook, Bishop, Knight},
	earlyEnd:   true,
	hill:       true,
}

// KingOfTheHill is king of the hill (lichess's "King of the Hill").
func KingOfTheHill() Variant { return Variant{&kingOfTheHillRules} }

// hillSquares are d4, e4, d5 and e5.
const hillSquares Bitboard = 1<<27 | 1<<28 | 1<<35 | 1<<36

// onHill returns the colour of a king on the hill, if any.
func (p *Position) onHill() (Color, bool) {
	k := p.byRole[King] & hillSquares
	if k == 0 {
		return White, false
	}
	return p.squares[k.First()].Color, true
}
