package report

import (
	"bytes"
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/check"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/pipeline"
)

// TestSuggestionsInGameLetters: a wrong move in a game written in another
// language's letters is reported, in every format, with the moves it
// probably meant written in that game's letters (an arbiter checking an
// Italian score needs Td1, not Rd1), the same moves in English SAN in
// JSON, and the diagram in the game's letters.
func TestSuggestionsInGameLetters(t *testing.T) {
	const opening = "1. e4 e5 2. %N%f3 %n%c6 3. %B%c4 %b%c5 4. O-O %n%f6 5. d3 d6 6. %Q%e2 %b%g4 "
	game := func(n, b, q, bn, bb string, tail string) string {
		r := strings.NewReplacer("%N%", n, "%n%", bn, "%B%", b, "%b%", bb, "%Q%", q)
		return "[Event \"x\"]\n\n" + r.Replace(opening) + tail + " *\n"
	}
	for _, tc := range []struct {
		name string
		from string // "" detects the language
		pgn  string
		// The finding's line in text and GitHub formats (without the
		// place), its suggestions in the game's letters and in English,
		// and the diagram's first rank.
		msg       string
		sugg, san []string
		rank8     string
	}{
		{
			name:  "Italian king letter for the rook",
			pgn:   game("C", "A", "D", "C", "A", "7. Rd1"),
			msg:   "illegal move 7.Rd1: no king can reach d1; did you mean Td1 or Dd1?",
			sugg:  []string{"Td1", "Dd1"},
			san:   []string{"Rd1", "Qd1"},
			rank8: "    8  t . . d r . . t",
		},
		{
			name:  "Italian ambiguous knight",
			pgn:   "[Event \"x\"]\n\n1. e4 e5 2. Cf3 Cc6 3. d3 Cf6 4. Cd2 *\n",
			msg:   "ambiguous move 4.Cd2: Cbd2 or Cfd2",
			sugg:  []string{"Cbd2", "Cfd2"},
			san:   []string{"Nbd2", "Nfd2"},
			rank8: "    8  t . a d r a . t",
		},
		{
			name:  "German king letter for the rook",
			pgn:   game("S", "L", "D", "S", "L", "7. Kd1"),
			msg:   "illegal move 7.Kd1: no king can reach d1; did you mean Td1 or Dd1?",
			sugg:  []string{"Td1", "Dd1"},
			san:   []string{"Rd1", "Qd1"},
			rank8: "    8  t . . d k . . t",
		},
		{
			name:  "Russian king letter for the rook",
			pgn:   game("К", "С", "Ф", "К", "С", "7. Крd1"),
			msg:   "illegal move 7.Крd1: no king can reach d1; did you mean Лd1 or Фd1?",
			sugg:  []string{"Лd1", "Фd1"},
			san:   []string{"Rd1", "Qd1"},
			rank8: "    8   л  .  .  ф кр  .  .  л",
		},
		{
			name:  "figurine king for Black's bishop",
			pgn:   game("♘", "♗", "♕", "♞", "♝", "7. h3 ♚h5"),
			msg:   "illegal move 7...♚h5: no king can reach h5; did you mean ♞h5, ♝h5 or h5?",
			sugg:  []string{"♞h5", "♝h5", "h5"}, // readings first, then the board's nearby moves
			san:   []string{"Nh5", "Bh5", "h5"},
			rank8: "    8  ♜ . . ♛ ♚ . . ♜",
		},
		{
			name: "English score with an Italian letter",
			from: "en",
			pgn:  "[Event \"x\"]\n\n1. e4 e5 2. Cf3 *\n",
			msg:  "cannot read move 2.Cf3: unknown piece letter 'C'; did you mean Nf3?",
			sugg: []string{"Nf3"},
			san:  []string{"Nf3"},
			// English: the FEN letters.
			rank8: "    8  r n b q k b n r",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := check.Options{Options: pipeline.Options{Name: "g.pgn"}}
			if tc.from == "" {
				opts.Replay.Auto = true
			} else {
				l, err := locales.Lookup(tc.from)
				if err != nil {
					t.Fatal(err)
				}
				opts.Replay.Locale = l
			}
			var d *diag.Diagnostic
			_, err := check.Run(context.Background(), strings.NewReader(tc.pgn), opts, func(f diag.Diagnostic) error {
				if f.Severity == diag.Error && d == nil {
					d = &f
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if d == nil {
				t.Fatal("no error reported")
			}
			place := "g.pgn:" + itoa(d.Line) + ":" + itoa(d.Column)

			text := printed(t, Text, false, *d)
			if want := place + ": error: " + tc.msg + " [" + string(d.Code) + "]\n"; text != want {
				t.Errorf("text:\n got %q\nwant %q", text, want)
			}
			gh := printed(t, GitHub, false, *d)
			if want := "::error file=g.pgn,line=" + itoa(d.Line) + ",col=" + itoa(d.Column) + ",title=" + string(d.Code) + "::" + tc.msg + "\n"; gh != want {
				t.Errorf("github:\n got %q\nwant %q", gh, want)
			}
			var js jsonFinding
			if err := json.Unmarshal([]byte(printed(t, JSON, false, *d)), &js); err != nil {
				t.Fatal(err)
			}
			if js.Message != tc.msg || !equal(js.Suggestions, tc.sugg) || !equal(js.SuggestionsSAN, tc.san) {
				t.Errorf("json: message %q, suggestions %q, suggestions_san %q\nwant %q, %q, %q",
					js.Message, js.Suggestions, js.SuggestionsSAN, tc.msg, tc.sugg, tc.san)
			}
			board := printed(t, Text, true, *d)
			if lines := strings.Split(board, "\n"); len(lines) < 2 || lines[1] != tc.rank8 {
				t.Errorf("board view:\n%s\nwant the 8th rank %q", board, tc.rank8)
			}
		})
	}
}

func printed(t *testing.T, f Format, board bool, d diag.Diagnostic) string {
	t.Helper()
	var b bytes.Buffer
	p := NewPrinter(&b, f, board)
	if err := p.Print(d); err != nil {
		t.Fatal(err)
	}
	p.Quiet = true // the finding only: GitHub's is written at the end
	p.PrintSummary(Totals{Files: 1})
	p.Flush()
	return b.String()
}

func itoa(n int) string { return strconv.Itoa(n) }

func equal(a, b []string) bool { return strings.Join(a, "|") == strings.Join(b, "|") }
