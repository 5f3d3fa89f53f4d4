package convert

import (
	"regexp"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
)

// TestResignationInProse: a report that gives the last move, says in a
// sentence that the other side resigned, then quotes what would have
// followed ("e.g. after 6... b5 7. Bb3", numbered as the game's own
// moves): the game ends at the resignation, the quoted moves stay text.
// Without the resignation the same moves are the game's. (An Icelandic
// report, "gafst upp, t.d. eftir", is testdata/realtext/is/willow-grieve….)
func TestResignationInProse(t *testing.T) {
	const head = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7\n\nThe players met in the club championship. "
	for _, c := range []struct{ name, text, want string }{
		{"en", head + "6. Re1! and Black resigned at once, e.g. after 6... b5 7. Bb3 d6 8. c3. The next round is on Monday.\n",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1"},
		{"no resignation", head + "6. Re1! and Black went on, 6... b5 7. Bb3 d6 8. c3. The next round is on Monday.\n",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, diags := autoMoves(t, c.text)
			if got != c.want {
				t.Errorf("got  %s\nwant %s\n%v", got, c.want, diags)
			}
		})
	}
}

// autoMoves converts text with --from auto on one worker and returns the
// first game's moves, space separated, without numbers, comments, NAGs
// or result, and the run's findings.
func autoMoves(t *testing.T, text string) (string, []diag.Diagnostic) {
	t.Helper()
	out, diags := convertAll(t, []byte(text), Options{Options: pipeline.Options{Workers: 1, Replay: replay.Options{Auto: true}}})
	s := string(out)
	if i := strings.Index(s, "\n\n"); i >= 0 {
		s = s[i+2:]
	}
	s = movetextMarks.ReplaceAllString(s, "")
	return strings.Join(strings.Fields(s), " "), diags
}

// movetextMarks are what autoMoves drops from the movetext.
var movetextMarks = regexp.MustCompile(`\{[^}]*\}|\d+\.+|\$\d+|1-0|0-1|1/2-1/2|\*`)
