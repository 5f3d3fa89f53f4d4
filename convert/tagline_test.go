package convert

import (
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
)

// TestTagsOnMoveLine: tags with the moves on their line (a page's text
// copied, it/morra-gambit's '[White "stalker"][Black "rmontaruli"][B21]
// 1. e4 ...') are copied text: the game the strict reader cannot read is
// decoded, its tags kept. The same game laid out as PGN (tags on lines
// of their own) keeps the strict reader's error, as every PGN game does.
func TestTagsOnMoveLine(t *testing.T) {
	const moves = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc54. c3 Nf6 *\n"
	for _, c := range []struct {
		name, text string
		decoded    bool
	}{
		{"tags then moves", `[White "A"][Black "B"] ` + moves, true},
		{"a bracket between", `[White "A"][Black "B"][C50] ` + moves, true},
		{"a bracket in a value", `[White "A [club]"] ` + moves, true},
		{"PGN layout", "[White \"A\"]\n[Black \"B\"]\n\n" + moves, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, diags := convertAll(t, []byte(c.text), Options{Options: pipeline.Options{Workers: 1, Replay: replay.Options{Auto: true}}})
			errs := 0
			for _, d := range diags {
				if d.Severity == diag.Error {
					errs++
				}
			}
			if got := errs == 0 && strings.Contains(string(out), "3. Bc4 Bc5 4. c3 Nf6"); got != c.decoded {
				t.Errorf("decoded %v, want %v:\n%s%v", got, c.decoded, out, diags)
			}
			if c.decoded && !strings.Contains(string(out), `[White "A`) {
				t.Errorf("tags lost:\n%s", out)
			}
		})
	}
}
