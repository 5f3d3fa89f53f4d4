package parser

import (
	"io"
	"strings"
	"testing"
)

// TestBoundariesReadBack: where the Reader ends a game is where it ends
// it again when the games are written out verbatim, each followed by a
// blank line (as convert writes a game it cannot convert): the same games,
// the same errors. Issue 21: "0.0,[\" 00.a1" was two games and read back
// as one (the comma before the tag that ended the first was skipped with
// the tag); "[Event" alone was an error game, but on a line of its own
// stray text (dropped on the second reading); "<body>1. e4" was stray
// text whole, the game in it skipped without an error.
func TestBoundariesReadBack(t *testing.T) {
	tests := []struct {
		in    string
		games int
	}{
		{"0.0,[\" 00.a1", 2},
		{"0.0 ,, [\" 00.a1\n", 2},
		{"[Event", 1},
		{"[Event\n", 1},
		{"[Event\n\n1. e4 *\n", 1},
		{"<html><body>1. e4 e5 *</body></html>", 1},
		{"<p>1. e4 e5 2. Nf3 Nc6 *</p>\n", 1},
		{"[pgn]\n1. e4 *\n", 1},
	}
	for _, tt := range tests {
		raws := readRaws(t, tt.in)
		if len(raws) != tt.games {
			t.Errorf("%q: %d games %q, want %d", tt.in, len(raws), raws, tt.games)
			continue
		}
		out := strings.Join(raws, "\n\n") + "\n\n"
		if again := readRaws(t, out); strings.Join(again, "|") != strings.Join(raws, "|") {
			t.Errorf("%q: games %q, read back as %q", tt.in, raws, again)
		}
	}
}

func readRaws(t *testing.T, in string) []string {
	t.Helper()
	r := NewReader(strings.NewReader(in), Options{})
	var raws []string
	for {
		g, err := r.Next()
		if err == io.EOF {
			return raws
		}
		if g == nil {
			t.Fatalf("%q: %v", in, err)
		}
		raws = append(raws, strings.TrimRight(string(g.Raw), "\n"))
	}
}
