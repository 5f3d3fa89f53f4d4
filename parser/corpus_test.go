package parser

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The shared corpora live beside the repository; tests skip without them.
const (
	corpusDir   = "../../shared/corpus"
	pgnmentor   = corpusDir + "/real/pgnmentor-tournaments.pgn.gz"
	annotated   = corpusDir + "/real/annotated-fics-lichess.pgn.gz"
	edgeCorpora = corpusDir + "/edge"
)

// readGz returns the uncompressed contents of a corpus file, or skips.
func readGz(tb testing.TB, path string) []byte {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Skipf("corpus not available: %v", err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		tb.Fatal(err)
	}
	b, err := io.ReadAll(z)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// readAll reads every game of in, failing on a read error.
func readAll(tb testing.TB, in []byte, opts Options) (games []*Game, errs []*Error, r *Reader) {
	tb.Helper()
	r = NewReader(bytes.NewReader(in), opts)
	for {
		g, err := r.Next()
		if err == io.EOF {
			return games, errs, r
		}
		var pe *Error
		if err != nil && !errors.As(err, &pe) {
			tb.Fatalf("read error: %v", err)
		}
		if g == nil {
			tb.Fatalf("nil game with error %v", err)
		}
		if pe != nil {
			errs = append(errs, pe)
		}
		games = append(games, g)
	}
}

// checkCoverage asserts that the games' Raw bytes sit at their offsets in
// the input, in order, and that every byte between them is white space or
// text reported as stray.
func checkCoverage(t *testing.T, in []byte, games []*Game, trailing []Error) {
	t.Helper()
	var stray []Error
	prev := int64(0)
	if bytes.HasPrefix(in, bom) {
		prev = 3
	}
	check := func(end int64, warns []Error) {
		gap := in[prev:end]
		for _, w := range warns {
			if w.Kind != Stray {
				continue
			}
			stray = append(stray, w)
			if w.Pos.Offset < prev || w.Pos.Offset >= end {
				t.Errorf("stray warning at %d outside gap [%d,%d)", w.Pos.Offset, prev, end)
			}
		}
		// Remove the reported lines; what remains must be blank.
		rest := gap
		for _, w := range warns {
			if w.Kind != Stray {
				continue
			}
			i := int(w.Pos.Offset - prev)
			if i < 0 || i > len(gap) {
				continue
			}
			j := bytes.IndexAny(gap[i:], "\r\n")
			if j < 0 {
				j = len(gap) - i
			}
			rest = bytes.Replace(rest, gap[i:i+j], nil, 1)
		}
		if s := strings.TrimSpace(strings.Map(func(r rune) rune {
			if r == '\u00a0' || r == '\ufeff' {
				return ' '
			}
			return r
		}, string(rest))); s != "" && !strings.HasPrefix(s, "%") {
			t.Errorf("unreported text between games before offset %d: %q", end, s)
		}
	}
	for _, g := range games {
		start := g.Start.Offset
		if start < prev {
			t.Fatalf("game %d starts at %d, before the previous end %d", g.Number, start, prev)
		}
		check(start, g.Warnings)
		end := start + int64(len(g.Raw))
		if !bytes.Equal(in[start:end], g.Raw) {
			t.Fatalf("game %d: Raw differs from input at offset %d", g.Number, start)
		}
		prev = end
	}
	check(int64(len(in)), trailing)
	_ = stray
}

func TestEdgeCorpora(t *testing.T) {
	files, _ := filepath.Glob(edgeCorpora + "/*/*.pgn")
	if len(files) == 0 {
		t.Skip("edge corpus not available")
	}
	total := 0
	for _, f := range files {
		in, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimPrefix(f, edgeCorpora+"/")
		t.Run(name, func(t *testing.T) {
			games, errs, r := readAll(t, in, Options{Name: name})
			checkCoverage(t, in, games, r.Warnings())
			total += len(games)
			if testing.Verbose() {
				t.Logf("%d games, %d errors", len(games), len(errs))
				for _, e := range errs {
					t.Logf("  %v", e)
				}
			}
			// Games counted by their Event tags are a lower bound: bare
			// movetext is a game too.
			if n := bytes.Count(in, []byte("\n[Event ")) + boolInt(bytes.HasPrefix(bytes.TrimPrefix(in, bom), []byte("[Event "))); len(games) < n {
				t.Errorf("%d games, but %d Event tags", len(games), n)
			}
		})
	}
	t.Logf("%d files, %d games", len(files), total)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestRealCorpora(t *testing.T) {
	for _, c := range []struct {
		path  string
		games int
	}{
		{pgnmentor, 72474},
		// 3,013 lines start with [Event; 4 more Event tags follow a
		// result on the same line ("1-0[Event"), and two games have no
		// Event tag (one only a FEN tag, one no tags at all).
		{annotated, 3019},
	} {
		t.Run(filepath.Base(c.path), func(t *testing.T) {
			if testing.Short() {
				t.Skip("large corpus")
			}
			in := readGz(t, c.path)
			games, errs, r := readAll(t, in, Options{})
			for i, e := range errs {
				if i < 10 {
					t.Errorf("unexpected error: %v", e)
				}
			}
			if len(games) != c.games {
				t.Errorf("%d games, want %d", len(games), c.games)
			}
			events := 0
			for _, g := range games {
				if _, ok := g.TagValue("Event"); ok {
					events++
				}
			}
			if n := bytes.Count(in, []byte("[Event ")); n != events {
				t.Errorf("%d games with an Event tag, %d Event tags in the input", events, n)
			}
			checkCoverage(t, in, games, r.Warnings())
			moves, stray := 0, 0
			for _, g := range games {
				moves += countMoves(&g.Line)
				for _, w := range g.Warnings {
					if w.Kind == Stray {
						stray++
					}
				}
				if g.Result == "" {
					t.Errorf("game %d has no result", g.Number)
				}
			}
			t.Logf("%d games, %d move nodes, %d stray lines", len(games), moves, stray+len(r.Warnings()))
		})
	}
}

func countMoves(l *Line) int {
	n := 0
	for _, m := range l.Moves {
		n++
		for _, v := range m.Variations {
			n += countMoves(v)
		}
	}
	return n
}

// BenchmarkReader measures the whole reader (lexing, game boundaries and
// the tree) on the pgnmentor corpus, held in memory.
func BenchmarkReader(b *testing.B) {
	for _, path := range []string{pgnmentor, annotated} {
		b.Run(filepath.Base(path), func(b *testing.B) {
			in := readGz(b, path)
			b.SetBytes(int64(len(in)))
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				r := NewReader(bytes.NewReader(in), Options{})
				for {
					_, err := r.Next()
					if err == io.EOF {
						break
					}
				}
			}
		})
	}
}
