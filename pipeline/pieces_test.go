package pipeline

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/notaz-chess/notaz/parser"
)

// The pieces the serial stage cuts the input into must read as the whole
// stream does: the same games, numbered and placed the same, with the
// same diagnostics, and the same stray text after the last. These tests
// compare the pipeline (pieces, workers) with one parser.Reader over
// inputs chosen for their odd shapes, with pieces as small as they can
// be and the input arriving a few bytes at a time (so that ReadCut cuts
// too, as it does on a stalling stream).

// record is what a game (or the text after the last) looks like to a
// caller.
type record struct {
	number int
	start  parser.Pos
	raw    string
	diags  []diag.Diagnostic
}

func (r record) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "game %d at %d:%d (offset %d) %q\n", r.number, r.start.Line, r.start.LineStart, r.start.Offset, r.raw)
	for _, d := range r.diags {
		fmt.Fprintf(&b, "  %s\n", d.String())
	}
	return b.String()
}

// readWhole reads in with one Reader, as the pipeline did before pieces.
func readWhole(t *testing.T, in []byte, opts Options) []record {
	pr := parser.NewReader(bytes.NewReader(in), parser.Options{Name: opts.Name, MaxDepth: opts.MaxDepth,
		MaxGameSize: opts.MaxGameSize, Origin: opts.Origin})
	var out []record
	for {
		g, err := pr.Next()
		if g == nil {
			if !errors.Is(err, io.EOF) {
				t.Fatal(err)
			}
			break
		}
		it := Item{Game: g}
		replayItem(&it, err, &Options{SkipReplay: true}, nil)
		if g.Rest != nil {
			rest, _ := io.ReadAll(g.Rest)
			g.Raw = append(g.Raw[:len(g.Raw):len(g.Raw)], rest...)
		}
		out = append(out, record{g.Number, g.Start, string(g.Raw), it.Diags})
	}
	return append(out, record{diags: pr.Warnings()})
}

// readPieces reads in with the pipeline.
func readPieces(t *testing.T, in io.Reader, opts Options) []record {
	var out []record
	opts.SkipReplay = true
	err := Run(context.Background(), in, opts, Stage[struct{}]{
		Emit: func(it *Item, _ struct{}) error {
			if it.Game == nil {
				out = append(out, record{diags: it.Diags})
				return nil
			}
			g := it.Game
			raw := g.Raw
			if g.Rest != nil {
				rest, _ := io.ReadAll(g.Rest)
				raw = append(raw[:len(raw):len(raw)], rest...)
			}
			out = append(out, record{g.Number, g.Start, string(raw), it.Diags})
			return nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// trickle hands out its input n bytes at a time.
type trickle struct {
	b []byte
	n int
}

func (r *trickle) Read(p []byte) (int, error) {
	if len(r.b) == 0 {
		return 0, io.EOF
	}
	k := min(len(p), r.n, len(r.b))
	copy(p, r.b[:k])
	r.b = r.b[k:]
	return k, nil
}

// inPlaceText hands out its text in place (as charset.OpenMapped does a
// mapped file): at most chunk bytes at a time (0: as many as asked), and
// from byte switchAt on by Read only.
type inPlaceText struct {
	b                   []byte
	pos, chunk, release int
	switchAt            int
	t                   *testing.T
}

func (r *inPlaceText) NextBytes(n int) ([]byte, error) {
	if r.pos >= r.switchAt && r.pos < len(r.b) {
		return nil, errors.New("not in place")
	}
	if r.pos == len(r.b) {
		return nil, io.EOF
	}
	if r.chunk > 0 {
		n = min(n, r.chunk)
	}
	k := min(n, len(r.b)-r.pos, max(r.switchAt-r.pos, 1))
	p := r.b[r.pos : r.pos+k : len(r.b)]
	r.pos += k
	return p, nil
}

func (r *inPlaceText) Release(n int64) {
	if n < int64(r.release) || n > int64(r.pos) {
		r.t.Errorf("released %d after %d, %d handed on", n, r.release, r.pos)
	}
	r.release = int(n)
}

func (r *inPlaceText) Read(p []byte) (int, error) {
	if r.pos == len(r.b) {
		return 0, io.EOF
	}
	n := copy(p, r.b[r.pos:])
	r.pos += n
	return n, nil
}

// readInPlace compares reading in from its place, whole or in chunks,
// switching to reads halfway or not, with want.
func readInPlace(t *testing.T, in []byte, opts Options, want []record) string {
	t.Helper()
	for _, v := range [][2]int{{0, len(in)}, {5, len(in)}, {0, len(in) / 2}, {300, len(in) / 3}} {
		// The text is a copy with no room after it: nothing may write
		// past it or into it.
		text := append(make([]byte, 0, len(in)), in...)
		r := &inPlaceText{b: text, chunk: v[0], switchAt: v[1], t: t}
		if err := sameRecords(readPieces(t, r, opts), want); err != "" {
			return fmt.Sprintf("in place (chunks of %d, reads from %d): %s", v[0], v[1], err)
		}
		if !bytes.Equal(text, in) {
			return "the text in place was written"
		}
	}
	return ""
}

func comparePieces(t *testing.T, name string, in []byte, opts Options) {
	t.Helper()
	want := readWhole(t, in, opts)
	old := pieceBytes
	defer func() { pieceBytes = old }()
	for i, pb := range []int{1, 300, old} {
		pieceBytes = pb
		for j, workers := range []int{1, 3} {
			for k, step := range []int{0, 7, 64} {
				if testing.Short() && (i+j+k)%2 == 1 {
					continue // half the combinations, each value in some
				}
				o := opts
				o.Workers = workers
				var r io.Reader = bytes.NewReader(in)
				if step > 0 {
					r = &trickle{in, step}
				}
				got := readPieces(t, r, o)
				if err := sameRecords(got, want); err != "" {
					t.Fatalf("%s (pieces of %d, -j %d, reads of %d): %s", name, pb, workers, step, err)
				}
			}
			o := opts
			o.Workers = workers
			if err := readInPlace(t, in, o, want); err != "" {
				t.Fatalf("%s (pieces of %d, -j %d): %s", name, pb, workers, err)
			}
		}
	}
}

func sameRecords(got, want []record) string {
	for i := 0; i < max(len(got), len(want)); i++ {
		var g, w string
		if i < len(got) {
			g = got[i].String()
		}
		if i < len(want) {
			w = want[i].String()
		}
		if g != w {
			return fmt.Sprintf("record %d:\n got  %s\n want %s", i, g, w)
		}
	}
	return ""
}

// piecesInputs are short inputs whose game boundaries a cut could get
// wrong: a result inside a comment or a variation, games without tags or
// results, tags after comments, stray text and lone results between
// games, CR and CRLF line ends, a byte-order mark.
var piecesInputs = []string{
	"[Event \"a\"]\n\n1. e4 e5 1-0\n\n[Event \"b\"]\n\n1. d4 d5 0-1\n",
	"[Event \"a\"]\n\n1. e4 {a comment 1-0\n\n[Event \"b\"]\n\n1. d4 d5 0-1\n",
	"[Event \"a\"]\n\n1. e4 (1. d4 1-0\n\n[Event \"b\"]\n\n1. d4 d5 0-1\n",
	"[Event \"a\"]\n{x} e4\n\n[Site \"b\"]\n\n1. d4 d5 *\n",
	"[Event \"a\"]\n; e4 1-0\n\n[Site \"b\"]\n\n1. d4 d5 *\n",
	"[Event \"a\"]\n% e4 1-0\n\n[Site \"b\"]\n\n1. d4 d5 *\n",
	"1. e4 e5 2. Nf3 1-0\n\n1. d4 d5 0-1\nstray words\n1-0\n\n[Event \"c\"]\n\n1. c4 *\n",
	"Some heading\n1-0\n\n[Event \"c\"]\n\n1. c4 *\ntrailing words\n",
	"[Event \"a\"]\r\n\r\n1. e4 e5 1-0\r\n\r\n[Event \"b\"]\r\n\r\n1. d4 d5 0-1\r\n",
	"[Event \"a\"]\r\r1. e4 e5 1-0\r\r[Event \"b\"]\r\r1. d4 d5 0-1\r",
	"\xef\xbb\xbf[Event \"a\"]\n\n1. e4 e5 1-0\n\n\xef\xbb\xbf[Event \"b\"]\n\n1. d4 d5 0-1\n",
	"1. e4 e5 2. Nf3 Nc6\n1. d4 d5 *\n\n1. c4 c5 1-0 1. Nf3 Nf6 *\n",
	"[Event \"a\"]\n\n1. e4 e5 {[%clk 0:01:00]} 2. Nf3 1-0\n\n[Event \"b\"]\n\n1. d4 [%eval 0.3] d5 0-1\n",
	"[Event \"a\"]\n\n1. e4 e5 2. Qh5 resigns\n\n[Event \"b\"]\n\n1. d4 d5 0-1\n",
	"[Event \"a\"]\n\n1. e4 $300 e5 1-0\n\n[Event \"b\"]\n\n1. d4 ((( d5 0-1\n\n[Event \"c\"]\n1. c4 *",
	strings.Repeat("junk line\n", 150) + "[Event \"a\"]\n\n1. e4 *\n" + strings.Repeat("more junk\n", 120),
	"[Event \"a\"]\n\n1. e4 e5\n\n[Event \"b\"]\n\n1. d4",
	// A web page: tags after markup on their line, a game ending
	// mid-line before markup, a comment holding markup and a tag.
	"<html><body>\n" + strings.Repeat("<p>[Event \"g\"]<br />\n<br />\n1. e4 <b>e5</b> 2. Nf3 Nc6 *</p>\n", 30) + "</body></html>\n",
	"<p> <i>[Event \"a\"]</i>\n1. e4 e5 1-0</p><p>[Event \"b\"]\n1. d4 {x\n<p>[Event \"c\"] y} d5 *\n <br/>\t[Event \"d\"] 1. c4 *\n",
}

func TestPiecesReadAsWhole(t *testing.T) {
	for i, in := range piecesInputs {
		comparePieces(t, fmt.Sprint("input ", i), []byte(in), Options{Name: "x.pgn"})
		comparePieces(t, fmt.Sprint("input ", i, " with origin"), []byte(in),
			Options{Name: "x.pgn", Origin: Origin{Line: 40, Game: 7, Offset: 1000}})
	}
}

// TestPiecesLargeGame: a game larger than half of MaxGameSize is read the
// old way (as too large, its Rest streamed, when it is), with the games
// before and after it numbered on.
func TestPiecesLargeGame(t *testing.T) {
	game := func(n int) string { return fmt.Sprintf("[Event \"%d\"]\n\n1. e4 e5 1-0\n\n", n) }
	huge := "[Event \"huge\"]\n\n1. e4 {" + strings.Repeat("a", 3000) + "} e5 *\n\n"
	mid := "[Event \"mid\"]\n\n1. e4 {" + strings.Repeat("a", 700) + "} e5 *\n\n"
	in := game(1) + game(2) + mid + huge + game(3) + game(4)
	comparePieces(t, "huge", []byte(in), Options{MaxGameSize: 1024})
	// Stray text before the huge game goes to it through the old way's
	// Reader (Reader.Continue), and a game that is all stray text before
	// the end of a piece too.
	junk := strings.Repeat("junk line\n", 120)
	in = game(1) + junk + game(2) + junk + "1-0\n\n" + huge + junk
	comparePieces(t, "huge after stray text", []byte(in), Options{MaxGameSize: 1024, Origin: Origin{Line: 7, Game: 3, Offset: 99}})
}

// TestPiecesFiles compares on the repository's test inputs and, when
// they are there, the shared edge-case and localized corpora.
func TestPiecesFiles(t *testing.T) {
	var files []string
	for _, pat := range []string{"../testdata/*/*.pgn", "../testdata/*/*.txt"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	if !testing.Short() {
		for _, sub := range []string{"edge", "localized"} {
			filepath.WalkDir(filepath.Join(testcorpus.Dir(), sub), func(p string, d os.DirEntry, err error) error {
				if err == nil && !d.IsDir() && (strings.HasSuffix(p, ".pgn") || strings.HasSuffix(p, ".txt")) {
					files = append(files, p)
				}
				return nil
			})
		}
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		comparePieces(t, f, b, Options{Name: "x.pgn"})
	}
}

// FuzzPieces: any input reads the same in pieces as whole.
func FuzzPieces(f *testing.F) {
	for _, in := range piecesInputs {
		f.Add([]byte(in))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		done := make(chan struct{})
		defer close(done)
		go func() {
			select {
			case <-done:
			case <-time.After(time.Minute):
				buf := make([]byte, 1<<20)
				n := runtime.Stack(buf, true)
				panic(fmt.Sprintf("hang on %q\n%s", in, buf[:n]))
			}
		}()
		want := readWhole(t, in, Options{})
		old := pieceBytes
		defer func() { pieceBytes = old }()
		pieceBytes = 1
		for _, step := range []int{0, 5} {
			var r io.Reader = bytes.NewReader(in)
			if step > 0 {
				r = &trickle{in, step}
			}
			if err := sameRecords(readPieces(t, r, Options{Workers: 2}), want); err != "" {
				t.Fatalf("reads of %d: %s", step, err)
			}
		}
		if err := readInPlace(t, in, Options{Workers: 2}, want); err != "" {
			t.Fatal(err)
		}
	})
}

// FuzzInPlace: any input reads the same in place (whole, in chunks,
// switching to reads part way) as by reads of a copy.
func FuzzInPlace(f *testing.F) {
	for _, in := range piecesInputs {
		f.Add([]byte(in))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		old := pieceBytes
		defer func() { pieceBytes = old }()
		pieceBytes = 1
		for _, workers := range []int{1, 2} {
			want := readPieces(t, bytes.NewReader(in), Options{Workers: workers})
			if err := readInPlace(t, in, Options{Workers: workers}, want); err != "" {
				t.Fatalf("-j %d: %s", workers, err)
			}
		}
	})
}
