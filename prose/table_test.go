package prose

import (
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/diag"
)

// TestTables: scores laid out as tables (table.go, layout.go), each row
// one rule on a short text (the realtext page it came from named), and
// texts the rules must leave as they read: the main line read, or where
// the game stops ("stop at TOKEN"), and whether the reading names the
// table (a warning whose text starts so).
func TestTables(t *testing.T) {
	for _, c := range []struct {
		name, text, want string
		note             string // the start of a warning the reading has, "" none asked
	}{
		// es/edwinn-mitus, es/mitus-andnen: cells with placeholders; a
		// move numbered as the main line wants it, in the prose between
		// the rows, is a quoted line's, legal or not.
		{"cells with placeholders", "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 ...\nLa española. Otras son 3. ... Nf6 y 3. ... f5.\n... a6 Si bien 3. ... d6 es posible.\n4. Ba4 ... Para evitar 4. ... Bg4.\n",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4", `"3. ..." in the prose between a table's rows`},
		{"cells with placeholders, a quoted line before a row", "1. e4 d5\n2. exd5 Qxd5\n3. Nc3 ...\nBetter was 3. d4.\n... Qa5 Also 3. ... Qd8.\n4. Nf3 ...\nOr 4. d4 as well.\n... Nf6\n",
			"e4 d5 exd5 Qxd5 Nc3 Qa5 Nf3 Nf6", ""},
		// A score with one placeholder where a note interrupts it is no
		// table: read as before.
		{"one placeholder is no table", "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 ...\nThe Spanish.\n3. ... a6 4. Ba4 Nf6", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6", ""},
		// pl/stefanski: two halves side by side, long algebraic with
		// spaces and no sign, the number repeated for Black.
		{"two halves side by side", "Białe. Czarne. Białe. Czarne.\n1 e2 e4 1 e7 e5 4 f1 c4 4 f8 c5\n2 g1 f3 2 b8 c6 5 d2 d3 5 d7 d6\n3 b1 c3 3 g8 f6 6 c1 g5 6 h7 h6\n",
			"e4 e5 Nf3 Nc6 Nc3 Nf6 Bc4 Bc5 d3 d6 Bg5 h6", "a table of two halves side by side"},
		{"two halves, a cell the board refuses", "1 e2 e4 1 e7 e5 4 f1 c4 4 f8 c5\n2 g1 f3 2 d7 d6 5 c2 c3 5 g8 f6\n3 d2 d4 3 c5 d4 6 d2 d3 6 a7 a6\n",
			"e4 e5 Nf3 d6 d4 stop at c5 d4", "a table of two halves side by side"},
		// nl/euwe: each number after its row, Black's move first; the
		// board says which order.
		{"numbers after their rows", "Siciliaans c7 - c5 e2 - e4 1. Pb8 - c6 Pg1 - f3 2. c5 × d4 d2 - d4 3. Pg8 - f6 Pf3 × d4 4.\n\nWit kiest: Pb1 - c3\n\n5.\n\nEn dan Pd4 × c6?",
			"e4 c5 Nf3 Nc6 d4 cxd4 Nxd4 Nf6 Nc3", "a table whose numbers follow their moves"},
		// Columns one after the other: White's moves, then Black's.
		{"columns one after the other", "WHITE. 1. e4 2. f4 3. Bc4 4. Kf1 BLACK. 1. e5 2. exf4 3. Qh4+ 4. b5 and so on.",
			"e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5", "moves numbered 1 to 4 with one move each"},
		// Ordinary numbered lists are no table.
		{"a game in pairs", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6", ""},
		{"a game repeated", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n\nAgain: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6", "e4 e5 Nf3 Nc6 Bb5 a6", ""},
		{"a numbered list of tips", "1. Develop your pieces. 2. Castle early. 3. Control the centre.\n\n1. e4 e5 2. Nf3", "e4 e5 Nf3", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := Decode([]byte(c.text), Options{Single: true})
			got := ""
			var notes []Note
			if len(res.Games) > 0 {
				g := res.Games[0]
				got = strings.Join(g.Moves, " ")
				if g.Stop != nil {
					got += " stop at " + g.Stop.Token
				}
				if g.Ambiguous != nil {
					got += " two ways at " + g.Ambiguous.SAN + "/" + g.Ambiguous.OtherSAN
				}
				notes = g.Notes
			}
			if got != c.want {
				t.Errorf("read %q, want %q", got, c.want)
			}
			found := false
			for _, n := range notes {
				found = found || strings.HasPrefix(n.Text.String(), c.note) && c.note != ""
				if strings.HasPrefix(n.Text.Format, "a table of") || strings.HasPrefix(n.Text.Format, "a table whose") || strings.HasPrefix(n.Text.Format, "moves numbered %d to %d") {
					if c.note == "" {
						t.Errorf("read as a table: %s", n.Text)
					}
					if n.Code != diag.ProseText {
						t.Errorf("code %s, want %s", n.Code, diag.ProseText)
					}
				}
			}
			if c.note != "" && !found {
				t.Errorf("no warning %q among %v", c.note, notes)
			}
		})
	}
}

// TestLayoutOffsets: a finding of a table read in its layout's order
// names the text where it stands: the stop's token is the text's.
func TestLayoutOffsets(t *testing.T) {
	text := "1 e2 e4 1 e7 e5 4 f1 c4 4 f8 c5\n2 g1 f3 2 d7 d6 5 c2 c3 5 g8 f6\n3 d2 d4 3 c5 d4 6 d2 d3 6 a7 a6\n"
	res := Decode([]byte(text), Options{Single: true})
	if len(res.Games) == 0 || res.Games[0].Stop == nil {
		t.Fatalf("no stop: %+v", res.Games)
	}
	st := res.Games[0].Stop
	if got := text[st.Off:st.End]; got != "c5 d4" || st.Token != got {
		t.Errorf("stop at %q (token %q), want \"c5 d4\"", got, st.Token)
	}
	for _, n := range res.Games[0].Notes {
		if n.Off < 0 || n.Off > len(text) {
			t.Errorf("note %q at %d, outside the text", n.Text, n.Off)
		}
	}
}
