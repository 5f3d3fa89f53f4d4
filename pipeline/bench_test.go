package pipeline

import (
	"bytes"
	"context"
	"io"
	"testing"

	"github.com/notaz-chess/notaz/charset"
	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/notaz-chess/notaz/replay"
)

// BenchmarkRun reads and replays the pgnmentor corpus (with language
// detection, as the command line does), on one worker and on all cores,
// writing nothing. Its input goes through charset, as the command line's
// does: decoding is part of the serial stage.
func BenchmarkRun(b *testing.B) {
	data := testcorpus.Read(b, "real", "pgnmentor-tournaments.pgn.gz")
	for _, c := range []struct {
		name    string
		workers int
	}{{"j1", 1}, {"all-cores", 0}} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for b.Loop() {
				in, err := charset.NewReader(bytes.NewReader(data), "auto")
				if err != nil {
					b.Fatal(err)
				}
				opts := Options{Workers: c.workers, Replay: replay.Options{Auto: true}, Reuse: true}
				if err := Run(context.Background(), in, opts, Stage[struct{}]{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSerialStage runs the serial stage alone over the corpus:
// decoding, finding cuts, shipping pieces (to nowhere). Its time over
// BenchmarkRun/j1's is the share of the work that cannot spread over
// cores.
func BenchmarkSerialStage(b *testing.B) {
	data := testcorpus.Read(b, "real", "pgnmentor-tournaments.pgn.gz")
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		in, err := charset.NewReader(bytes.NewReader(data), "auto")
		if err != nil {
			b.Fatal(err)
		}
		opts := Options{}
		bg := newBudget(minInFlight)
		src := newSource[struct{}](context.Background(), in, &opts, bg)
		pieces := 0
		src.ship = func(bt *batch[struct{}]) bool {
			pieces++
			close(bt.out.ready) // as if its games were read
			bg.give(bt.size)
			return true
		}
		if err := src.run(); err != io.EOF {
			b.Fatal(err)
		}
		b.ReportMetric(float64(pieces), "pieces")
	}
}
