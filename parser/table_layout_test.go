package parser

import (
	"strings"
	"testing"
)

// TestTableLayoutGames: where text without tags splits into games when
// a score is a table flattened to text. One side's column, numbered 1, 2,
// 3… with one move each, is no game: the "1." of the other side's column
// after it goes on in the same game (package prose pairs them). A game
// whose numbers follow their moves ("c7 - c5 e2 - e4 1.") starts at its
// first move, not after the moves before its "1.". Games in pairs still
// split at each "1.".
func TestTableLayoutGames(t *testing.T) {
	for _, c := range []struct {
		name, text string
		starts     []string // the text each game starts with
	}{
		{"columns one after the other", "WHITE. 1. e4 2. f4 3. Bc4 4. Kf1 BLACK. 1. e5 2. exf4 3. Qh4+ 4. b5\n", []string{"1. e4 2. f4"}},
		{"descriptive columns", "WHITE. 1. P to K 4 2. P to K B 4 3. B to B 4 BLACK. 1. P to K 4 2. P takes P 3. Q to R 5\n", []string{"1. P to K 4 2."}},
		{"games in pairs", "1. e4 e5 2. Nf3 Nc6 3. Bb5\n1. d4 d5 2. c4 e6\n", []string{"1. e4 e5", "1. d4 d5"}},
		{"two columns, then a game", "1. e4 2. f4 3. Bc4 1. e5 2. exf4 3. Qh4+\n1. d4 d5 2. c4\n", []string{"1. e4 2. f4", "1. d4 d5"}},
		{"numbers after their rows", "Siciliaans c7 - c5 e2 - e4 1. Pb8 - c6 Pg1 - f3 2. c5 × d4 d2 - d4 3.\n", []string{"c7 - c5 e2 - e4 1."}},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := NewBytesReader([]byte(c.text), Options{})
			var got []string
			for {
				g, err := r.Next()
				if g == nil || err != nil && g == nil {
					break
				}
				raw := strings.TrimSpace(string(g.Raw))
				got = append(got, raw)
			}
			if len(got) != len(c.starts) {
				t.Fatalf("%d games %q, want %d", len(got), got, len(c.starts))
			}
			for k, s := range c.starts {
				if !strings.HasPrefix(got[k], s) {
					t.Errorf("game %d starts %.40q, want %q", k+1, got[k], s)
				}
			}
		})
	}
}
