package convert

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

// TestVariantLanguageRoundTrip: the variant games of replay's testdata
// (python-chess's random games, Fairy-Stockfish's self-play for
// crazyhouse, horde and racing kings) written in every language, in
// figurines, as UCI and as long algebraic read back to the export byte
// for byte: drops (N@f3, Italian C@f3, ♘@f3, @e4), pockets and the
// variants' rules survive every output.
func TestVariantLanguageRoundTrip(t *testing.T) {
	files, err := filepath.Glob("../replay/testdata/variants-*.pgn")
	if err != nil || len(files) < 8 {
		t.Fatalf("variant games: %v, %d files", err, len(files))
	}
	for _, file := range files {
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(filepath.Base(file), func(t *testing.T) {
			opts := Options{Options: pipeline.Options{Workers: 1}}
			export, diags := convertAll(t, raw, opts)
			if len(diags) > 0 {
				t.Fatalf("export: %v", diags[0])
			}
			for _, l := range locales.All() {
				local, diags := convertAll(t, export, Options{Options: opts.Options, Writer: writerOpts(l)})
				if len(diags) > 0 {
					t.Fatalf("writing %s: %v", l.Code, diags[0])
				}
				back, diags := convertAll(t, local, Options{Options: pipeline.Options{Workers: 1, Replay: replay.Options{Letters: l.Input(false)}}})
				if len(diags) > 0 {
					t.Fatalf("reading %s: %v", l.Code, diags[0])
				}
				if !bytes.Equal(back, export) {
					t.Fatalf("--to %s then --from %s differs from the export:\n%s", l.Code, l.Code, firstDiff(back, export))
				}
			}
			for _, n := range []writer.Notation{writer.NotationUCI, writer.NotationLong} {
				out, diags := convertAll(t, export, Options{Options: opts.Options, Writer: writer.Options{Notation: n}})
				if len(diags) > 0 {
					t.Fatalf("writing notation %d: %v", n, diags[0])
				}
				back, diags := convertAll(t, out, opts)
				if len(diags) > 0 {
					t.Fatalf("reading notation %d: %v", n, diags[0])
				}
				if !bytes.Equal(back, export) {
					t.Fatalf("notation %d read back differs from the export:\n%s", n, firstDiff(back, export))
				}
			}
		})
	}
}

// firstDiff shows the first line where got and want differ.
func firstDiff(got, want []byte) string {
	g, w := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
	for i := range min(len(g), len(w)) {
		if !bytes.Equal(g[i], w[i]) {
			return "got:  " + string(g[i]) + "\nwant: " + string(w[i])
		}
	}
	return "one is longer"
}
