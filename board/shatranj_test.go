package board

import "testing"

// Counts from ../shared/guides/shatranj.md: Fairy-Stockfish 11.1 for the
// positions without leaps, an independent program for the leap rights.
func TestPerftShatranj(t *testing.T) {
	tests := []struct {
		fen    string
		v      Variant
		counts []uint64
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", Shatranj(), []uint64{16, 256, 4176, 68122, 1164248, 19864709}},
		{"rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1", Shatranj(), []uint64{16, 256, 4176, 68122, 1164248, 19864709}},
		{"1rbqkbr1/p6p/1pnppnp1/2p2p2/2P2P2/1PNPPNP1/P6P/1RBQKBR1 w - - 4 13", Shatranj(), []uint64{27, 729, 19935, 542958, 14892558, 408277669}},
		{"r1n1k2r/1P4P1/8/3q4/3Q4/8/1p4p1/R1N1K2R w - - 0 1", Shatranj(), []uint64{34, 1027, 32099, 941504, 28597336}},
		{"4k3/8/8/8/8/8/7p/R3K2R w - - 0 1", Shatranj(), []uint64{18, 79, 1731, 10031, 239029}},
		{"8/3k4/4p3/3P4/8/8/8/6K1 w - - 0 1", Shatranj(), []uint64{7, 54, 292, 1979, 12814}},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kk - 0 1", Shatranj(), []uint64{18, 324, 5912, 107543, 2023199}},
		{"1rbqkbr1/p6p/1pnppnp1/2p2p2/2P2P2/1PNPPNP1/P6P/1RBQKBR1 w Kk - 4 13", Shatranj(), []uint64{29, 839, 24364, 704647, 20384895}},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ShatranjFersLeap(), []uint64{20, 400, 7970, 158428, 3211441}},
	}
	for _, tt := range tests {
		p, err := ParseFEN(tt.fen, tt.v)
		if err != nil {
			t.Fatalf("%s: %v", tt.fen, err)
		}
		for d, want := range tt.counts {
			if want > perftBudget() && d > 0 {
				break
			}
			if got := p.Perft(d + 1); got != want {
				t.Errorf("%s depth %d: got %d, want %d", tt.fen, d+1, got, want)
			}
		}
	}
}
