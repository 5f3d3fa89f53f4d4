package convert_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
)

// FuzzConvert runs the whole path notaz convert takes (bytes → pipeline →
// writer → bytes) on any input: no panic, no error, and every game read
// is accounted for: converted, or kept verbatim in the output and in the
// rejects, byte for byte.
func FuzzConvert(f *testing.F) {
	for _, dir := range []string{"../testdata/pgn", "../writer/testdata", "../testdata/check"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.pgn"))
		for _, name := range files {
			if b, err := os.ReadFile(name); err == nil {
				f.Add(b)
			}
		}
	}
	f.Add([]byte("1. e4 e5 2. Ke3 *\n\n[Event \"x\"]\n1. d4 ( d5 *"))
	f.Add([]byte("[Event \"a\"]\n\n1. e4 {c} e5 (1... c5) 2. Nf3 $1 1-0\n"))
	f.Fuzz(func(t *testing.T, in []byte) {
		var out, rej bytes.Buffer
		games, rejected := 0, 0
		var raws [][]byte // of the failed games
		opts := convert.Options{
			Options: pipeline.Options{Workers: 2, Replay: replay.Options{Auto: true}},
			Rejects: &rej,
			Game: func(it *pipeline.Item, text []byte) {
				games++
				if it.Failed() {
					rejected++
					raws = append(raws, it.Game.Raw)
					if !bytes.HasPrefix(text, it.Game.Raw) {
						t.Errorf("game %d failed but is not written verbatim", it.Game.Number)
					}
				} else if len(text) == 0 {
					t.Errorf("game %d converted to nothing", it.Game.Number)
				}
			},
		}
		st, err := convert.Run(context.Background(), bytes.NewReader(in), &out, opts)
		if err != nil {
			t.Fatalf("convert.Run: %v", err)
		}
		rest := rej.Bytes()
		for i, raw := range raws {
			k := bytes.Index(rest, raw)
			if k < 0 {
				t.Fatalf("failed game %d of %d is not in the rejects", i+1, len(raws))
			}
			rest = rest[k+len(raw):]
		}
		if st.Games != games || st.Rejected != rejected {
			t.Errorf("stats %+v, but %d games (%d rejected) seen", st, games, rejected)
		}
	})
}
