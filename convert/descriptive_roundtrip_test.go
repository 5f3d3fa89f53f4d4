package convert

import (
	"bytes"
	"flag"
	"testing"
	"time"

	"github.com/notaz-chess/notaz/descriptive"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

var descGames = flag.Int("desc.games", 0, "pgnmentor games in TestDescriptiveRoundTrip (0 = all; -short: 200)")

// TestDescriptiveRoundTrip writes the pgnmentor corpus in English,
// Spanish and Italian descriptive notation (Italian's T-AD3 order, which
// --from auto reads with the Spanish letters) and reads it back, forced
// and with --from auto: both give the standard PGN of a direct
// conversion, byte for byte.
func TestDescriptiveRoundTrip(t *testing.T) {
	n := *descGames
	if testing.Short() && n == 0 {
		n = 200
	}
	raw := firstGames(t, n, "real", "pgnmentor-tournaments.pgn.gz")
	export, _ := convertAll(t, raw, Options{Options: pipeline.Options{Workers: 2}})
	for _, code := range []string{"en-descriptive", "es-descriptive", "it-descriptive"} {
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

var descSpeed = flag.Int("desc.speed", 0, "TestDescriptiveSpeed: pgnmentor games to time (0: skip)")

// TestDescriptiveSpeed times reading the same games written in SAN and in
// descriptive notation (convert with --from auto, one worker, to standard
// PGN), in alternating rounds, and logs the ratio: go test ./convert -run
// DescriptiveSpeed -desc.speed 5000 -v. Reading descriptive should take at
// most twice as long as reading SAN.
func TestDescriptiveSpeed(t *testing.T) {
	if *descSpeed == 0 {
		t.Skip("-desc.speed N times N games")
	}
	raw := firstGames(t, *descSpeed, "real", "pgnmentor-tournaments.pgn.gz")
	san, _ := convertAll(t, raw, Options{Options: pipeline.Options{Workers: 1}})
	inputs := map[string][]byte{"SAN": san}
	for _, code := range []string{"en-descriptive", "es-descriptive"} {
		inputs[code], _ = convertAll(t, san, Options{Options: pipeline.Options{Workers: 1}, Writer: writer.Options{Descriptive: descriptive.Lookup(code)}})
	}
	best := map[string]time.Duration{}
	for round := 0; round < 5; round++ {
		for _, name := range []string{"SAN", "en-descriptive", "es-descriptive"} {
			start := cpuTime()
			out, _ := convertAll(t, inputs[name], Options{Options: pipeline.Options{Workers: 1, Replay: replay.Options{Auto: true}}})
			d := cpuTime() - start
			if !bytes.Equal(out, san) {
				t.Fatalf("%s read back differs", name)
			}
			if b, ok := best[name]; !ok || d < b {
				best[name] = d
			}
		}
	}
	for _, name := range []string{"en-descriptive", "es-descriptive"} {
		t.Logf("%d games: SAN %v, %s %v: %.2f× (CPU time, best of 5 alternating rounds)", *descSpeed, best["SAN"], name, best[name],
			float64(best[name])/float64(best["SAN"]))
	}
}
