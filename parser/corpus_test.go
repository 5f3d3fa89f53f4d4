package parser

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/diag"
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
	return readGzPrefix(tb, path, math.MaxInt64)
}

// readGzPrefix reads the first limit bytes of a gzipped corpus: a -short
// sample costs the decompression of the sample, not of the whole file.
func readGzPrefix(tb testing.TB, path string, limit int64) []byte {
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
	b, err := io.ReadAll(io.LimitReader(z, limit))
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// readAll reads every game of in, failing on a read error.
func readAll(tb testing.TB, in []byte, opts Options) (games []*Game, errs []*diag.Diagnostic, r *Reader) {
	tb.Helper()
	r = NewReader(bytes.NewReader(in), opts)
	for {
		g, err := r.Next()
		if err == io.EOF {
			return games, errs, r
		}
		var pe *diag.Diagnostic
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
// the input, in order, and that no text between games is dropped silently:
// the first thing in a gap that is neither white space nor an escape line
// must carry a stray-text warning.
func checkCoverage(t *testing.T, in []byte, games []*Game, trailing []diag.Diagnostic) {
	t.Helper()
	prev := int64(0)
	if bytes.HasPrefix(in, bom) {
		prev = 3
	}
	check := func(end int64, warns []diag.Diagnostic) {
		at := map[int64]bool{}
		for _, w := range warns {
			if kindOf(w) != stray {
				continue
			}
			if w.Offset < prev || w.Offset >= end {
				t.Errorf("stray warning at %d outside gap [%d,%d)", w.Offset, prev, end)
			}
			at[w.Offset] = true
		}
		if i := firstText(in, prev, end); i >= 0 && !at[i] {
			t.Errorf("unreported text between games at offset %d: %q", i, in[i:min(end, i+20)])
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
}

// firstText returns the offset of the first byte in in[from:to] that is
// not white space or in an escape line, or -1.
func firstText(in []byte, from, to int64) int64 {
	// The reader skips a BOM: the first line starts after it.
	lineStart := from == 0 || in[from-1] == '\n' || in[from-1] == '\r' || from == int64(len(bom)) && bytes.HasPrefix(in, bom)
	for i := from; i < to; {
		c := in[i]
		switch {
		case c == '\n' || c == '\r':
			lineStart = true
			i++
			continue
		case c == ' ' || c == '\t' || c == '\f' || c == '\v':
			i++
			lineStart = false
			continue
		case c == '%' && lineStart:
			for i < to && in[i] != '\n' && in[i] != '\r' {
				i++
			}
			continue
		}
		if n := spaceLen(in[:to], int(i)); n > 0 {
			i += int64(n)
			lineStart = false
			continue
		}
		return i
	}
	return -1
}

func TestEdgeCorpora(t *testing.T) {
	t.Parallel()
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
			if want, ok := edgeCounts[name]; ok && len(games) != want {
				t.Errorf("%d games, want %d", len(games), want)
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

// edgeCounts are the game counts of edge files with a known answer.
var edgeCounts = map[string]int{
	"chessops/data__headers-and-moves-on-the-same-line.pgn":                3, // no results, no blank lines
	"python-chess/chessbase-empty-line.pgn":                                1, // blank line inside the tags
	"python-chess/utf8-bom.pgn":                                            2,
	"kokopu/test__resources__pgns__missing-last-end-of-game__database.pgn": 2,
	"kokopu/test__resources__pgns__linebreak-mac__database.pgn":            1,
	"kokopu/test__resources__pgns__empty__database.pgn":                    0,
	"kokopu/test__resources__pgns__syntactic-error-2__database.pgn":        0, // prose only
	"kokopu/test__resources__pgns__syntactic-error-4__database.pgn":        2, // unclosed comment, then a game
	"kokopu/test__resources__pgns__syntactic-error-5__database.pgn":        2, // unterminated tag, then a game
	"web-excerpts/pl-3games_szachmat-polish-quotes-in-tags.pgn":            3,
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestRealCorpora(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		path     string
		games    int
		noResult int
	}{
		{pgnmentor, 72474, 0},
		// 3,013 lines start with [Event; 4 more Event tags follow a
		// result on the same line ("1-0[Event"), and two games have no
		// Event tag (one only a FEN tag, one no tags at all).
		// One game ends "Nf6$221[Event": it has no result.
		{annotated, 3019, 1},
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
			moves, stray, noResult := 0, 0, 0
			for _, g := range games {
				moves += countMoves(&g.Line)
				for _, w := range g.Warnings {
					if kindOf(w) == "stray text" {
						stray++
					}
				}
				if g.Result == "" {
					noResult++
				}
			}
			if noResult != c.noResult {
				t.Errorf("%d games without a result, want %d", noResult, c.noResult)
			}
			t.Logf("%d games, %d move nodes, %d stray lines", len(games), moves, stray+len(r.Warnings()))
		})
	}
}

func countMoves(l *Line) int {
	n := 0
	for _, m := range l.Moves {
		n++
		for _, v := range m.Variations() {
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

// BenchmarkLexer measures lexing and game splitting alone, without
// building trees, on the pgnmentor corpus.
func BenchmarkLexer(b *testing.B) {
	in := readGz(b, pgnmentor)
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		l := &lexer{src: in, eof: true, line: 1, maxDepth: 64}
		for {
			l.run()
			if l.noGame {
				break
			}
		}
	}
}
