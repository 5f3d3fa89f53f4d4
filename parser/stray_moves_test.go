package parser

import "testing"

// TestNumberedMoves: the lines of stray text that hold numbered moves,
// which make an input that yields no game an error (Stray.NoGame), not
// 0 games with success.
func TestNumberedMoves(t *testing.T) {
	for _, c := range []struct {
		line string
		want int
	}{
		{"13. dXc5-re 13... Hd5-öt", 2},
		{"the game went 1. e4 and then", 1},
		// Numbers without dots, confirmed by the next number.
		{"were played: 1 e2- e4 e7 - e5 2 Lf1 - c4 d7 - d6 3 Sg1 -f3", 3},
		{"By 6 Lc4xf7 the king is offered. After 7 Nc3 -d5 # Black", 2},
		// One number alone, or numbers that do not follow each other,
		// are a sentence's.
		{"see page 2 f3 for the diagram", 0},
		{"in 1750 and 1785 the game a1", 0},
		{"the 2 f3 pawns and the 4 g5 squares", 0},
		{"after 2 moves, 3 players", 0},
	} {
		if got := numberedMoves([]byte(c.line)); got != c.want {
			t.Errorf("numberedMoves(%q) = %d, want %d", c.line, got, c.want)
		}
	}
}
