package convert

import (
	"bytes"
	"flag"
	"testing"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

var printGames = flag.Int("print.games", 0, "pgnmentor games per language in TestPrintStyleRoundTrip (0 = all; -short: 100)")

// TestPrintStyleRoundTrip: for the pgnmentor games and every language,
// the games written in the language's print style (its capture, castling,
// mate and result signs, move numbers, e.p.) read back, with --from LANG,
// to the standard export byte for byte: the same moves, comments, NAGs,
// variations and results. Reading may warn (":" captures, "0-0" are
// nonstandard spellings) but never fail.
func TestPrintStyleRoundTrip(t *testing.T) {
	n := *printGames
	if testing.Short() && n == 0 {
		n = 100
	}
	raw := firstGames(t, n, "real", "pgnmentor-tournaments.pgn.gz")
	export, _ := convertAll(t, raw, Options{Options: pipeline.Options{Workers: 2}})
	for _, l := range locales.All() {
		t.Run(l.Code, func(t *testing.T) {
			st := l.PrintStyle()
			w := writer.Options{Style: &st}
			if l.Code != "en" {
				w.Letters = l.Output()
			}
			printed, diags := convertAll(t, export, Options{Options: pipeline.Options{Workers: 2}, Writer: w})
			if len(diags) > 0 {
				t.Fatalf("writing %s: %v", l.Code, diags[0])
			}
			if l.Code != "en" && bytes.Equal(printed, export) {
				t.Fatalf("print style %s wrote the export unchanged", l.Code)
			}
			back, diags := convertAll(t, printed, Options{Options: pipeline.Options{Workers: 2, Replay: replay.Options{Letters: l.Input(false)}}})
			for _, d := range diags {
				if d.Severity == diag.Error {
					t.Fatalf("reading %s print style back: %v", l.Code, d)
				}
			}
			if !bytes.Equal(back, export) {
				i := 0
				for i < len(back) && i < len(export) && back[i] == export[i] {
					i++
				}
				lo := max(0, i-200)
				t.Fatalf("%s print style read back differs from the export at byte %d:\n%s\n--- want ---\n%s", l.Code, i,
					back[lo:min(len(back), i+100)], export[lo:min(len(export), i+100)])
			}
			t.Logf("%s: %d bytes in print style, read back to the export; %d warnings on reading", l.Code, len(printed), len(diags))
		})
	}
}
