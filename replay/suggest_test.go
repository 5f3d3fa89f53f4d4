package replay

import (
	"fmt"
	"slices"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
)

// TestRunSuggestions: Run puts what a wrong move probably meant in the
// error, best first, as English SAN, with the game's language, and names
// an ambiguous move's candidates in the game's letters.
func TestRunSuggestions(t *testing.T) {
	const it = "1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 4. O-O Cf6 5. d3 d6 6. De2 Ag4 "
	for _, tc := range []struct {
		name, from, pgn string
		code            diag.Code
		msg             string
		locale          string
		sugg            []string
	}{
		// The other piece letter of the game's language ranks first (R is
		// the Italian king; the rook is T), then the board's nearby moves.
		{"Italian R for the rook", "", it + "7. Rd1 *", diag.Illegal,
			"illegal move 7.Rd1: no king can reach d1", "it", []string{"Rd1", "Qd1"}},
		{"Italian with --from", "it", it + "7. Rd1 *", diag.Illegal,
			"illegal move 7.Rd1: no king can reach d1", "it", []string{"Rd1", "Qd1"}},
		{"Italian ambiguous", "", "1. e4 e5 2. Cf3 Cc6 3. d3 Cf6 4. Cd2 *", diag.Ambiguous,
			"ambiguous move 4.Cd2: Cbd2 or Cfd2", "it", []string{"Nbd2", "Nfd2"}},
		{"German ambiguous", "de", "1. e4 e5 2. Sf3 Sc6 3. d3 Sf6 4. Sd2 *", diag.Ambiguous,
			"ambiguous move 4.Sd2: Sbd2 or Sfd2", "de", []string{"Nbd2", "Nfd2"}},
		{"Russian ambiguous", "ru", "1. e4 e5 2. Кf3 Кc6 3. d3 Кf6 4. Кd2 *", diag.Ambiguous,
			"ambiguous move 4.Кd2: Кbd2 or Кfd2", "ru", []string{"Nbd2", "Nfd2"}},
		// Another language's letters read a move the game's cannot.
		{"English with an Italian C", "en", "1. e4 e5 2. Cf3 *", diag.Syntax,
			"cannot read move 2.Cf3: unknown piece letter 'C'", "", []string{"Nf3"}},
		// English too: the rook before the queen, whatever the board lists.
		{"English K for R", "en", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. Re1 d6 6. Qe2 a6 7. Kd1 *", diag.Illegal,
			"illegal move 7.Kd1: no king can reach d1", "", []string{"Rd1", "Qd1"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := Options{Auto: tc.from == ""}
			if tc.from != "" {
				l, err := locales.Lookup(tc.from)
				if err != nil {
					t.Fatal(err)
				}
				opts.Locale = l
			}
			g := one(t, tc.pgn, opts)
			d := g.Err
			if d == nil {
				t.Fatal("no error")
			}
			if d.Code != tc.code || d.Msg != tc.msg || d.Locale != tc.locale || !slices.Equal(d.Suggestions, tc.sugg) {
				t.Errorf("got %s %q locale %q suggestions %q\nwant %s %q locale %q suggestions %q",
					d.Code, d.Msg, d.Locale, d.Suggestions, tc.code, tc.msg, tc.locale, tc.sugg)
			}
		})
	}
}

func ExampleSuggestLanguages() {
	// 7.Rd1 in an Italian score: R is the Italian king, which cannot go
	// there; the rook (T) and the queen (D) can.
	d := &diag.Diagnostic{
		Move:   "7.Rd1",
		FEN:    "r2qk2r/ppp2ppp/2np1n2/2b1p3/2B1P1b1/3P1N2/PPP1QPPP/RNB2RK1 w kq - 2 7",
		Locale: "it",
	}
	fmt.Println(SuggestLanguages(d, board.Chess()))
	// Output:
	// [Rd1 Qd1]
}
