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
	t.Parallel()
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
		{"[Event \"?\"]<br />[Site \"?\"]<br /><br />1. d4 d5 2. Nf3 Nc6<br />3. e3 *", 1},
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

// TestMarkup: the tags of a web page around and inside a score are
// skipped with a warning, and the game is read (issue 21: the page
// "<html><body>1. e4 e5 *</body></html>" was skipped whole, exit 0).
func TestMarkup(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		"<html><body>1. e4 e5 *</body></html>",
		"<p>1. e4 <b>e5</b> *</p>\n",
		"[Event \"x\"]<br />\n<br />\n1. e4 e5 *<br />\n",
		"1. e4 <!-- a note --> e5 *\n",
	} {
		g, err := NewReader(strings.NewReader(in), Options{}).Next()
		if err != nil || g == nil || len(g.Moves) != 2 || string(g.Moves[1].Text()) != "e5" {
			t.Errorf("%q: %v", in, err)
		}
	}
	// Not markup: a '<' that opens no tag is the symbol's, as before.
	g, err := NewReader(strings.NewReader("1. e4 <e5 *\n"), Options{}).Next()
	if err != nil || len(g.Moves) != 2 || string(g.Moves[1].Text()) != "<e5" {
		t.Errorf("1. e4 <e5: %v", err)
	}
}
