package parser

import (
	"testing"

	"github.com/notaz-chess/notaz/diag"
)

// TestLenientWarnings checks that every lenient piece of movetext syntax
// is reported where it is.
func TestLenientWarnings(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ in, want string }{
		{"1.e4-e5; 2.f4-exf4 *", "1:3: White's and Black's moves joined by a dash read as two moves"},
		{"1.e4 e5; 2.Nf3 *", "1:8: ';' between moves read as a separator, not a comment"},
		{"1. e4 (la meilleure) e5 *", "1:7: text in parentheses read as a comment"},
		{"1. e4 [ 1. d4 ] e5 *", "1:7: text in square brackets read as a comment"},
		{"1. e4 e5 2. O-O. *", "1:16: period after a move skipped"},
		{"1. e4 e5 2. Nf3+ – Nc6 *", "1:18: dash between moves skipped"},
		{"1. e4 e5 2. Nf3- Nc6 *", "1:16: dash after a move skipped"},
	} {
		games, _, _ := readAll(t, []byte(tt.in), Options{})
		found := false
		for _, g := range games {
			for _, w := range g.Warnings {
				if kindOf(w) == lenient && fmtPos(w) == tt.want {
					found = true
				}
			}
		}
		if !found {
			var got []string
			for _, g := range games {
				for _, w := range g.Warnings {
					got = append(got, fmtPos(w))
				}
			}
			t.Errorf("%q: no warning %q; got %q", tt.in, tt.want, got)
		}
	}
}

func fmtPos(e diag.Diagnostic) string {
	return itoa(int(e.Line)) + ":" + itoa(e.Column) + ": " + e.Msg
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// TestSemicolonAfterNumber: a ';' after a numbered move the lexer does
// not count (old books' spaced descriptive moves, words to it) separates
// moves as it does after a counted one, so the numbers after it count
// where the game ends: the line headed "1." after a prose sentence that
// quoted the opening to move 3 (Hoyle's Games Modernized, testdata/realtext
// en/three-four-knights) is the next game. Before any number, or in a
// game with tags, ';' still starts a comment.
func TestSemicolonAfterNumber(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		in        string
		games     int
		separates bool
	}{
		{"after 1. P to K 4, P to K 4; 2. Kt to K B 3, Kt to Q B 3, White plays 3. Kt to B 3.\n\n1. P to K 4 1. P to K 4 2. Kt to K B 3 *\n", 2, true},
		{"1. P to K 4, P to K 4; 2. Kt to K B 3 *\n", 1, true},
		{"1.e4 e5; 2.Nf3 *\n", 1, true},
		{"Opening; 2. the centre\n1. e4 e5 *\n", 1, false},
		{"[Event \"e\"]\n\n1. P to K 4, P to K 4; 2. Kt to K B 3 *\n", 1, false},
	} {
		games, _, _ := readAll(t, []byte(tt.in), Options{})
		sep := false
		for _, g := range games {
			for _, w := range g.Warnings {
				if w.Msg == "';' between moves read as a separator, not a comment" {
					sep = true
				}
			}
		}
		if len(games) != tt.games || sep != tt.separates {
			t.Errorf("%q: %d games, separator %v; want %d, %v", tt.in, len(games), sep, tt.games, tt.separates)
		}
	}
}
