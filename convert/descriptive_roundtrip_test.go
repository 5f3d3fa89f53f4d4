package convert

import (
	"bytes"
	"flag"
	"testing"

	"github.com/notaz-chess/notaz/descriptive"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

var descGames = flag.Int("desc.games", 0, "pgnmentor games in TestDescriptiveRoundTrip (0 = all; -short: 500)")

// TestDescriptiveRoundTrip writes the pgnmentor corpus in English and
// Spanish descriptive notation and reads it back, forced and with --from
// auto: both give the standard PGN of a direct conversion, byte for byte.
func TestDescriptiveRoundTrip(t *testing.T) {
	n := *descGames
	if testing.Short() && n == 0 {
		n = 500
	}
	raw := firstGames(t, n, "real", "pgnmentor-tournaments.pgn.gz")
	export, _ := convertAll(t, raw, Options{Options: pipeline.Options{Workers: 2}})
	for _, code := range []string{"en-descriptive", "es-descriptive"} {
		t.Run(code, func(t *testing.T) {
			l := descriptive.Lookup(code)
			desc, diags := convertAll(t, export, Options{Options: pipeline.Options{Workers: 2}, Writer: writer.Options{Descriptive: l}})
			if len(diags) > 0 {
				t.Fatalf("writing %s: %v", code, diags[0])
			}
			for _, ro := range []replay.Options{{Descriptive: l}, {Auto: true}} {
				back, diags := convertAll(t, desc, Options{Options: pipeline.Options{Workers: 2, Replay: ro}})
				if len(diags) > 0 {
					t.Fatalf("reading %s (auto %v): %v", code, ro.Auto, diags[0])
				}
				if !bytes.Equal(back, export) {
					t.Fatalf("--to %s then reading it back (auto %v) differs from the export (%d vs %d bytes)", code, ro.Auto, len(back), len(export))
				}
			}
		})
	}
}
