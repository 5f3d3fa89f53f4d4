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

// TestListItem: a numbered list of prose between a game's moves (da/
// instruktionsspil: "1. det beslaglægger territorium …" after "1. e4")
// counts no move, so the game's "1... e5" after it is no new game; a
// numbered move, or a number before a move and a word, still counts.
func TestListItem(t *testing.T) {
	for _, c := range []struct {
		text  string
		games int
	}{
		{"1. e4\n\nHvid vælger et træk:\n\n 1. det beslaglægger territorium.\n 2. det åbner en diagonal.\n 3. det åbner en diagonal.\n\n1... e5\n\n2. Sf3\n", 1},
		// Without the list's words, the numbers are moves: "1." after
		// move 3 starts the next game.
		{"1. e4 e5\n2. Nf3 Nc6\n3. Bb5 a6\n\n1. d4 d5\n", 2},
		{"1. e4 e5\n2. Nf3 Nc6\n3. Bb5 and then\n\n1. d4 d5\n", 2},
	} {
		r := NewBytesReader([]byte(c.text), Options{})
		n := 0
		for {
			g, err := r.Next()
			if err != nil || g == nil {
				break
			}
			n++
		}
		if n != c.games {
			t.Errorf("%q: %d games, want %d", c.text, n, c.games)
		}
	}
}
