package convert

import (
	"bytes"
	"context"
	"flag"
	"testing"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

var langGames = flag.Int("lang.games", 3000, "pgnmentor games per language in TestLanguageRoundTrip (0 = all)")

// firstGames returns the first n games of a corpus file (all if n is 0).
func firstGames(t *testing.T, n int, parts ...string) []byte {
	t.Helper()
	return testcorpus.ReadGames(t, n, parts...)
}

func convertAll(t *testing.T, in []byte, opts Options) ([]byte, []diag.Diagnostic) {
	t.Helper()
	var out bytes.Buffer
	var diags []diag.Diagnostic
	opts.Report = func(d diag.Diagnostic) { diags = append(diags, d) }
	if _, err := Run(context.Background(), bytes.NewReader(in), &out, opts); err != nil {
		t.Fatal(err)
	}
	return out.Bytes(), diags
}

// TestLanguageRoundTrip: for pgnmentor games and every language, writing
// the PGN export in that language and reading it back (with --from LANG
// and with detection) gives the export byte for byte. Games where
// detection finds a genuine ambiguity are counted and logged.
func TestLanguageRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus round trip skipped in -short")
	}
	raw := firstGames(t, *langGames, "real", "pgnmentor-tournaments.pgn.gz")
	export, _ := convertAll(t, raw, Options{Options: pipeline.Options{Workers: 2}})
	for _, l := range locales.All() {
		t.Run(l.Code, func(t *testing.T) {
			local, diags := convertAll(t, export, Options{Options: pipeline.Options{Workers: 2}, Writer: writerOpts(l)})
			if len(diags) > 0 {
				t.Fatalf("writing %s: %v", l.Code, diags[0])
			}
			back, diags := convertAll(t, local, Options{Options: pipeline.Options{Workers: 2, Replay: replay.Options{Letters: l.Input(false)}}})
			if len(diags) > 0 {
				t.Fatalf("reading %s: %v", l.Code, diags[0])
			}
			if !bytes.Equal(back, export) {
				t.Fatalf("--to %s then --from %s differs from the export (%d vs %d bytes)", l.Code, l.Code, len(back), len(export))
			}
			auto, diags := convertAll(t, local, Options{Options: pipeline.Options{Workers: 2, Replay: replay.Options{Auto: true}}})
			ambiguous, warned := 0, 0
			for _, d := range diags {
				switch {
				case d.Code == diag.Language && d.Severity == diag.Error:
					ambiguous++
					if ambiguous <= 3 {
						t.Logf("%s: %v", l.Code, d)
					}
				case d.Code == diag.Language && d.Severity == diag.Warning:
					// A game in English letters read otherwise (Icelandic
					// R as the knight) is never silent.
					warned++
					if warned <= 3 {
						t.Logf("%s: %v", l.Code, d)
					}
				default:
					t.Errorf("reading %s with detection: %v", l.Code, d)
				}
			}
			if ambiguous == 0 && !bytes.Equal(auto, export) {
				t.Fatalf("--to %s then --from auto differs from the export", l.Code)
			}
			t.Logf("%s: %d games genuinely ambiguous under detection, %d English-lettered moves read otherwise with a warning", l.Code, ambiguous, warned)
		})
	}
}

func writerOpts(l *locales.Locale) writer.Options {
	return writer.Options{Letters: l.Output()}
}
