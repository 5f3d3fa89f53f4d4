package board

import (
	"slices"
	"testing"
)

func shatranjFEN(t *testing.T, fen string, v Variant) *Position {
	t.Helper()
	p, err := ParseFEN(fen, v)
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

func legalUCI(p *Position) []string {
	var ml MoveList
	p.LegalMoves(&ml)
	var out []string
	for _, m := range ml.Moves() {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out
}

func TestShatranjRules(t *testing.T) {
	tests := []struct {
		name, fen string
		v         Variant
		has       []string // must be legal
		hasNot    []string // must not be legal
	}{
		{"fers steps one square diagonally", "4k3/p7/8/8/3Q4/8/8/4K3 w - - 0 1", Shatranj(),
			[]string{"d4c5", "d4e5", "d4c3", "d4e3"}, []string{"d4d5", "d4f6", "d4b6"}},
		{"alfil jumps two squares diagonally, over pieces", "4k3/p7/8/8/3B4/2P5/8/4K3 w - - 0 1", Shatranj(),
			[]string{"d4b6", "d4f6", "d4b2", "d4f2"}, []string{"d4c5", "d4e5", "d4a7", "d4g7"}},
		{"no double step", Shatranj().StartFEN(), Shatranj(),
			[]string{"e2e3"}, []string{"e2e4"}},
		{"king leap", "4k3/p7/8/8/8/8/P7/4K3 w Kk - 0 1", Shatranj(),
			[]string{"e1d3", "e1f3", "e1c2", "e1g2"}, nil},
		{"king leap needs the right", "4k3/p7/8/8/8/8/P7/4K3 w k - 0 1", Shatranj(),
			nil, []string{"e1d3", "e1f3", "e1c2", "e1g2"}},
		{"king leap captures", "4k3/8/8/8/8/5r2/8/4K3 w Kk - 0 1", Shatranj(),
			[]string{"e1f3"}, nil},
		{"king leap escapes check", "4k3/p7/8/8/8/8/P7/r3K2r w Kk - 0 1", Shatranj(),
			[]string{"e1d3", "e1f3", "e1e2"}, []string{"e1d1", "e1f1"}},
		{"king leap may not land in check", "2r1k3/p7/8/8/8/8/P7/4K3 w Kk - 0 1", Shatranj(),
			[]string{"e1d3", "e1g2"}, []string{"e1c2"}},
		{"fers leap off by default", Shatranj().StartFEN(), Shatranj(),
			nil, []string{"d1b3", "d1f3"}},
		{"fers leap with the option", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ShatranjFersLeap(),
			[]string{"d1b3", "d1f3"}, nil},
		{"no castling", "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", Shatranj(),
			nil, []string{"e1g1", "e1c1"}},
		{"promotion only to fers", "4k3/P6p/8/8/8/8/8/4K3 w - - 0 1", Shatranj(),
			[]string{"a7a8q"}, []string{"a7a8r", "a7a8n", "a7a8b", "a7a8"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			legal := legalUCI(shatranjFEN(t, tt.fen, tt.v))
			for _, m := range tt.has {
				if !slices.Contains(legal, m) {
					t.Errorf("%s should be legal in %s; legal: %v", m, tt.fen, legal)
				}
			}
			for _, m := range tt.hasNot {
				if slices.Contains(legal, m) {
					t.Errorf("%s should not be legal in %s", m, tt.fen)
				}
			}
		})
	}
}

func TestShatranjLeapSpent(t *testing.T) {
	p := shatranjFEN(t, "4k3/p7/8/8/8/8/P7/4K3 w Kk - 0 1", Shatranj())
	play := func(uci string) {
		t.Helper()
		var ml MoveList
		p.LegalMoves(&ml)
		for _, m := range ml.Moves() {
			if m.String() == uci {
				p.PlayUnchecked(m)
				return
			}
		}
		t.Fatalf("%s not legal in %s", uci, p.FEN())
	}
	play("e1e2") // an ordinary king move keeps the right
	if p.Castling()&WhiteKingSide == 0 {
		t.Fatal("a normal king step spent the leap right")
	}
	play("e8e7")
	play("e2f4") // the leap
	if p.Castling()&WhiteKingSide != 0 || p.FEN() != "8/p3k3/8/8/5K2/8/P7/8 b k - 3 2" {
		t.Fatalf("after the leap: %s", p.FEN())
	}
	play("e7e8")
	if legal := legalUCI(p); slices.Contains(legal, "f4d5") || slices.Contains(legal, "f4h5") {
		t.Fatalf("a second leap is legal: %v", legal)
	}
}

func TestShatranjOutcomes(t *testing.T) {
	tests := []struct {
		fen    string
		reason Reason
		result string
	}{
		// Stalemating the opponent wins.
		{"k7/2K5/1Q6/8/8/7p/7P/8 b - - 0 1", Stalemate, "1-0"},
		// Checkmate.
		{"k6R/8/1K6/8/8/7p/7P/8 b - - 0 1", Checkmate, "1-0"},
		// Bare king: Black has only the king and cannot take the last man at once.
		{"k7/8/8/8/8/8/8/4K2R b - - 0 1", BareKing, "1-0"},
		// The bared side to move can take the last man at once: play goes on.
		{"k7/1R6/8/8/8/8/8/4K3 b - - 0 1", NotOver, "*"},
		// Bared and did not take: the bared side has lost.
		{"k7/8/1R6/8/8/8/8/4K3 w - - 0 1", BareKing, "1-0"},
		// King against king is a draw.
		{"k7/8/8/8/8/8/8/4K3 w - - 0 1", BareKing, "1/2-1/2"},
		// Chess for comparison: stalemate is a draw.
	}
	for _, tt := range tests {
		o := shatranjFEN(t, tt.fen, Shatranj()).Outcome()
		if o.Reason != tt.reason || o.Result() != tt.result {
			t.Errorf("%s: %v %s, want %v %s", tt.fen, o.Reason, o.Result(), tt.reason, tt.result)
		}
	}
	if o := mustFEN(t, "k7/2K5/1Q6/8/8/7p/7P/8 b - - 0 1").Outcome(); o.Reason != Stalemate || o.Result() != "1/2-1/2" {
		t.Errorf("chess stalemate: %v %s", o.Reason, o.Result())
	}
	if o := mustFEN(t, "k7/8/8/8/8/8/8/4KB2 w - - 0 1").Outcome(); o.Reason != InsufficientMaterial {
		t.Errorf("K+B v K: %v", o.Reason)
	}
}

// TestShatranjLeapAttacks: an unused leap may capture, so it attacks; a
// king may never step where the other king could take it by leaping.
func TestShatranjLeapAttacks(t *testing.T) {
	p := shatranjFEN(t, "r7/8/8/8/5k2/8/8/R3K3 b K - 0 1", Shatranj())
	if legal := legalUCI(p); slices.Contains(legal, "f4f3") || !slices.Contains(legal, "f4g4") {
		t.Errorf("black king next to the leap: %v", legal)
	}
	// Without the right, f3 is only adjacent-free and legal.
	p = shatranjFEN(t, "r7/8/8/8/5k2/8/8/R3K3 b - - 0 1", Shatranj())
	if legal := legalUCI(p); !slices.Contains(legal, "f4f3") {
		t.Errorf("without the leap right f3 should be legal: %v", legal)
	}
	if _, err := ParseFEN("r7/8/8/8/8/5k2/8/R3K3 w K - 0 1", Shatranj()); err == nil {
		t.Error("a position where the side to move can take the king by leaping was accepted")
	}
}

// TestShatranjMateMarkWhenBared: a check that also bares the opponent is
// a check (+), not a mate: the bare-king rule ends the game, not the moves.
func TestShatranjMateMarkWhenBared(t *testing.T) {
	p := shatranjFEN(t, "8/1R6/8/7K/8/1q6/8/1k6 w - - 8 132", Shatranj())
	var ml MoveList
	p.LegalMoves(&ml)
	for _, m := range ml.Moves() {
		if m.String() == "b7b3" {
			if got := p.Format(m); got != "Rxb3+" {
				t.Errorf("Rxb3 formats as %s, want Rxb3+", got)
			}
			q := *p
			q.PlayUnchecked(m)
			if o := q.Outcome(); o.Reason != BareKing || o.Result() != "1-0" {
				t.Errorf("after Rxb3: %v %s", o.Reason, o.Result())
			}
			return
		}
	}
	t.Fatal("Rxb3 not legal")
}
