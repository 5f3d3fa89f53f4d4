package parser

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// TestMemoryBudget: a game whose parts (moves, variations, comments,
// NAGs, tags, text) are over the budget is an error at the first part
// over it, with its Raw whole and only the parts before it; the game
// after it is read as usual; a game under the budget is untouched.
func TestMemoryBudget(t *testing.T) {
	t.Parallel()
	const budget = 64 << 10
	after := "[Event \"next\"]\n\n1. d4 *\n"
	tests := []struct {
		name string
		game string
		over bool
	}{
		{"moves", "[Event \"a\"]\n\n" + strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 200) + "*\n\n", true},
		{"variations", "[Event \"a\"]\n\n1. e4 " + strings.Repeat("(1. d4) ", 40) + "e5 *\n\n", true},
		{"comments", "[Event \"a\"]\n\n1. e4 " + strings.Repeat("{c} ", 400) + "e5 *\n\n", true},
		{"NAGs", "[Event \"a\"]\n\n1. e4 " + strings.Repeat("$1 ", 1200) + "e5 *\n\n", true},
		{"tags", strings.Repeat("[Tag \"x\"]\n", 600) + "\n1. e4 *\n\n", true},
		{"comment text", "[Event \"a\"]\n\n1. e4 {" + strings.Repeat("x", budget) + "} e5 *\n\n", true},
		{"tag text", "[Event \"" + strings.Repeat("x", budget) + "\"]\n\n1. e4 *\n\n", true},
		{"under", "[Event \"a\"]\n\n1. e4 " + strings.Repeat("(1. d4) ", 10) + strings.Repeat("{c} ", 50) + "e5 *\n\n", false},
	}
	for _, tt := range tests {
		in := tt.game + after
		for _, held := range []bool{false, true} {
			opts := Options{MaxGameMemory: budget}
			r := NewReader(strings.NewReader(in), opts)
			if held {
				r = NewBytesReader([]byte(in), opts)
			}
			g, err := r.Next()
			if g == nil || string(g.Raw) != strings.TrimSuffix(tt.game, "\n") {
				t.Fatalf("%s: Raw is not the game whole: %v", tt.name, err)
			}
			if !tt.over {
				if err != nil {
					t.Errorf("%s: %v", tt.name, err)
				}
			} else if err == nil || !strings.Contains(err.Error(), "game too large: moves, variations, comments and text over 65,536 bytes") {
				t.Errorf("%s: want the budget's error, got %v", tt.name, err)
			} else if parts := partsCost(g); parts > budget {
				t.Errorf("%s: the tree kept costs %d, over the budget", tt.name, parts)
			}
			g2, err := r.Next()
			if err != nil || event(g2) != "next" {
				t.Errorf("%s: the game after: %v", tt.name, err)
			}
			if _, err := r.Next(); err != io.EOF {
				t.Errorf("%s: want EOF, got %v", tt.name, err)
			}
		}
	}
}

// partsCost is what the budget charges for what g's tree holds, without
// the moves' text.
func partsCost(g *Game) int {
	c := 0
	for _, tg := range g.Tags {
		c += costTag + len(tg.Value) + len(tg.Name)
	}
	var line func(l *Line)
	line = func(l *Line) {
		for _, m := range l.Moves {
			c += costMove + len(m.NAGs())*costNAG
			for _, cm := range append(m.Before(), m.After()...) {
				c += costComment + len(cm.Text)
			}
			for _, v := range m.Variations() {
				c += costVariation
				line(v)
			}
		}
		for _, cm := range l.Comments {
			c += costComment + len(cm.Text)
		}
	}
	line(&g.Line)
	return c
}

// TestMemoryBudgetIssue: the game of issue 21, 80,000 side lines of one
// move (640 KB), is over the default budget; an opening survey's worth of
// variations, comments and moves is well under it.
func TestMemoryBudgetIssue(t *testing.T) {
	t.Parallel()
	big := "[Event \"v\"]\n\n1. e4 " + strings.Repeat("(1. d4) ", 80_000) + "e5 *\n"
	g, err := NewBytesReader([]byte(big), Options{}).Next()
	if err == nil || !strings.Contains(err.Error(), "game too large: moves, variations") || len(g.Raw) != len(big) {
		t.Fatalf("80,000 side lines: %v", err)
	}
	var survey bytes.Buffer
	survey.WriteString("[Event \"survey\"]\n\n")
	survey.WriteString("1. e4 ")
	for range 5_000 { // 15,000 variations of up to 6 moves, 5,000 comments
		survey.WriteString("(1. d4 d5 2. c4 e6 3. Nc3 Nf6 {a comment}) (1. c4 e5 2. Nc3 Nf6 3. Nf3 Nc6) (1. Nf3) ")
	}
	survey.WriteString("e5 *\n")
	if _, err := NewBytesReader(survey.Bytes(), Options{}).Next(); err != nil && strings.Contains(err.Error(), "game too large") {
		t.Errorf("a %d-byte survey: %v", survey.Len(), err)
	}
}
