package convert

import (
	"bytes"
	"context"
	"io"
	"testing"

	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

// BenchmarkConvert runs the whole pipeline (read, replay, write) on the
// pgnmentor corpus, single-threaded and on all cores, with fixed English
// letters, with language detection, writing Italian, and writing JSON
// (with and without FEN). (Replaying without writing is check's
// benchmark: BenchmarkCorpus in package check.)
func BenchmarkConvert(b *testing.B) {
	data := corpusBytes(b)
	it, _ := locales.Lookup("it")
	for _, c := range []struct {
		name string
		opts Options
	}{
		{"en/j1", Options{Options: pipeline.Options{Workers: 1}}},
		{"auto/j1", Options{Options: pipeline.Options{Workers: 1, Replay: replay.Options{Auto: true}}}},
		{"to-it/j1", Options{Options: pipeline.Options{Workers: 1}, Writer: writerOpts(it)}},
		{"json/j1", Options{Options: pipeline.Options{Workers: 1}, Writer: writer.Options{Format: writer.JSON}}},
		{"json-fen/j1", Options{Options: pipeline.Options{Workers: 1}, Writer: writer.Options{Format: writer.JSON, FEN: true}}},
		{"en/all-cores", Options{}},
	} {
		b.Run(c.name, func(b *testing.B) {
			w := io.Discard
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Run(context.Background(), bytes.NewReader(data), w, c.opts); err != nil {
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
