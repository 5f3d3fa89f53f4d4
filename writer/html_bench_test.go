package writer_test

import (
	"bytes"
	"io"
	"testing"

	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

// benchGames replays the first 500 pgnmentor games (skipping when the
// corpus is absent).
func benchGames(b *testing.B) []*replay.Game {
	data := testcorpus.Read(b, "real", "pgnmentor-tournaments.pgn.gz")
	r := parser.NewReader(bytes.NewReader(data), parser.Options{})
	var gs []*replay.Game
	for len(gs) < 500 {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			continue
		}
		if rg := replay.Run(g, replay.Options{}); rg.Err == nil {
			gs = append(gs, rg)
		}
	}
	return gs
}

// BenchmarkWriteStyles compares, on the same games, PGN, German print
// style and the printable document: the ratio is what matters.
func BenchmarkWriteStyles(b *testing.B) {
	gs := benchGames(b)
	de, _ := locales.Lookup("de")
	st := de.PrintStyle()
	doc := &writer.Document{}
	for _, bc := range []struct {
		name string
		opts *writer.Options
		html bool
	}{
		{"pgn", &writer.Options{}, false},
		{"print-de", &writer.Options{Letters: de.Output(), Style: &st}, false},
		{"html", &writer.Options{Format: writer.HTML, HTML: writer.HTMLOptions{Doc: doc}}, true},
		{"html-print-de-every5", &writer.Options{Format: writer.HTML, Letters: de.Output(), Style: &st, HTML: writer.HTMLOptions{Locale: de, Doc: doc, DiagramEvery: 5}}, true},
	} {
		b.Run(bc.name, func(b *testing.B) {
			var buf []byte
			n := 0
			for b.Loop() {
				for _, g := range gs {
					if bc.html {
						buf, _ = writer.AppendHTML(buf[:0], g, bc.opts, "g")
					} else {
						buf, _ = writer.AppendGame(buf[:0], g, bc.opts)
					}
					n += len(buf)
				}
			}
			b.SetBytes(int64(n / max(b.N, 1)))
		})
	}
}
