package convert

import (
	"bytes"
	"io"
	"testing"

	"github.com/notaz/notaz/internal/testcorpus"
	"github.com/notaz/notaz/locales"
	"github.com/notaz/notaz/replay"
)

// BenchmarkConvert runs the whole pipeline (read, replay, write) on the
// pgnmentor corpus, single-threaded and on all cores, with fixed English
// letters, with language detection, and writing Italian.
func BenchmarkConvert(b *testing.B) {
	data := corpusBytes(b)
	it, _ := locales.Lookup("it")
	for _, c := range []struct {
		name string
		opts Options
	}{
		{"en/j1", Options{Workers: 1}},
		{"auto/j1", Options{Workers: 1, Replay: replay.Options{Auto: true}}},
		{"to-it/j1", Options{Workers: 1, Writer: writerOpts(it)}},
		{"en/all-cores", Options{}},
		{"check-only/j1", Options{Workers: 1, Replay: replay.Options{Auto: true}}},
	} {
		b.Run(c.name, func(b *testing.B) {
			var w io.Writer = io.Discard
			if c.name == "check-only/j1" {
				w = nil // replay and report only, as notaz check does
			}
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Run(bytes.NewReader(data), w, c.opts); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func corpusBytes(b *testing.B) []byte {
	b.Helper()
	return testcorpus.Read(b, "real", "pgnmentor-tournaments.pgn.gz")
}
