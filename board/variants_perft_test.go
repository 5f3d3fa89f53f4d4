package board

import "testing"

// TestPerftVariants runs each variant's positions (its start and positions
// of our own: the classic perft positions, and some where the variant's
// rule ends the game) against an independent engine's counts, to the
// depth the budget allows: up to 30 million nodes with -short=false,
// every depth with -perft.all. The counts are Fairy-Stockfish 11.1's
// (Debian fairy-stockfish 11.1-1+b1; "setoption name UCI_Variant value
// NAME", "position fen FEN", "go perft D" for each depth), except atomic's,
// which that build lacks: python-chess's (chess.variant.AtomicBoard,
// commit 9c24454d, counting legal_moves), the first two from its own
// atomic.perft.
func TestPerftVariants(t *testing.T) {
	for _, c := range []struct {
		file string
		v    Variant
	}{
		{"testdata/3check.epd", ThreeCheck()},
		{"testdata/kingofthehill.epd", KingOfTheHill()},
		{"testdata/atomic.epd", Atomic()},
		{"testdata/antichess.epd", Antichess()},
	} {
		t.Run(c.v.Name(), func(t *testing.T) {
			cases := readEPD(t, c.file)
			if len(cases) < 6 {
				t.Fatalf("%s: %d positions", c.file, len(cases))
			}
			for _, e := range cases {
				p, err := ParseFEN(e.fen, c.v)
				if err != nil {
					t.Errorf("%s:%d: %v", c.file, e.line, err)
					continue
				}
				for d, want := range e.counts {
					if want > perftBudget() && d > 0 {
						break
					}
					if got := p.Perft(d + 1); got != want {
						t.Errorf("%s:%d: %s depth %d: got %d, Fairy-Stockfish %d", c.file, e.line, e.fen, d+1, got, want)
						break
					}
				}
			}
		})
	}
}
