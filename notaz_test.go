package notaz_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/notaz-chess/notaz"
	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
)

// TestReadWriteLikeConvert: Read then Write gives what notaz convert
// writes, byte for byte, for the shipped samples; and reading that output
// gives back the same games.
func TestReadWriteLikeConvert(t *testing.T) {
	for _, name := range []string{"testdata/pgn/sempreverde-it.pgn", "testdata/pgn/immortale-it.pgn", "writer/testdata/annotations.pgn", "writer/testdata/setup.pgn", "writer/testdata/spelling.pgn"} {
		in, err := os.ReadFile(name)
		if err != nil {
			t.Skip(err)
		}
		var want bytes.Buffer
		if _, err := convert.Run(context.Background(), bytes.NewReader(in), &want,
			convert.Options{Options: pipeline.Options{Replay: replay.Options{Auto: true}}}); err != nil {
			t.Fatal(err)
		}
		var got bytes.Buffer
		var games []*notaz.Game
		for g, err := range notaz.Read(bytes.NewReader(in), &notaz.ReadOptions{Name: name}) {
			if err != nil && g == nil {
				t.Fatal(err)
			}
			games = append(games, g)
			if werr := notaz.Write(&got, g, nil); werr != nil && err == nil {
				t.Errorf("%s: game %d: %v", name, g.Number, werr)
			}
		}
		if got.String() != want.String() {
			t.Errorf("%s: Read+Write differs from convert:\n%s\nwant:\n%s", name, got.String(), want.String())
		}
		// Read back, the output gives the same games: written again, the
		// same bytes.
		var again bytes.Buffer
		for g, err := range notaz.Read(bytes.NewReader(got.Bytes()), nil) {
			if err != nil {
				t.Fatalf("%s: reading the output: %v", name, err)
			}
			if err := notaz.Write(&again, g, nil); err != nil {
				t.Fatal(err)
			}
		}
		if again.String() != got.String() {
			t.Errorf("%s: write → read → write differs", name)
		}
	}
}

// TestWriteFailed: a game that does not replay is never written half:
// built in code, nothing is written; read from a file, it is written
// verbatim. Either way the error names the move.
func TestWriteFailed(t *testing.T) {
	built := &notaz.Game{Moves: []notaz.Move{{SAN: "e4"}, {SAN: "e5"}, {SAN: "Ke3"}}}
	var b bytes.Buffer
	err := notaz.Write(&b, built, nil)
	var d *diag.Diagnostic
	if !errors.As(err, &d) || d.Code != diag.Illegal || d.Move != "2.Ke3" || b.Len() != 0 {
		t.Errorf("built: wrote %q, error %v", b.String(), err)
	}
	in := "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n"
	for g, rerr := range notaz.Read(strings.NewReader(in), nil) {
		if rerr == nil {
			t.Fatal("no read error")
		}
		b.Reset()
		err := notaz.Write(&b, g, nil)
		if b.String() != in+"\n" || err == nil {
			t.Errorf("read: wrote %q, error %v", b.String(), err)
		}
	}
}

// TestReadOptions: unknown languages and encodings are errors, reported
// once.
func TestReadOptions(t *testing.T) {
	for _, o := range []notaz.ReadOptions{{From: "klingon"}, {Encoding: "ebcdic-9"}} {
		n := 0
		for g, err := range notaz.Read(strings.NewReader("1. e4 *"), &o) {
			n++
			if g != nil || err == nil {
				t.Errorf("%+v: got %v, %v", o, g, err)
			}
		}
		if n != 1 {
			t.Errorf("%+v: %d results", o, n)
		}
	}
}

// TestReadStop: breaking out of the loop stops reading.
func TestReadStop(t *testing.T) {
	in := strings.Repeat("1. e4 e5 *\n\n", 1000)
	n := 0
	for range notaz.Read(strings.NewReader(in), nil) {
		n++
		if n == 10 {
			break
		}
	}
	if n != 10 {
		t.Errorf("%d games", n)
	}
}

// slowReader hands out its data 500 bytes at a time, slowly, and counts
// the Reads made after it is told the loop has ended.
type slowReader struct {
	data  []byte
	after atomic.Bool
	late  atomic.Int32
}

func (r *slowReader) Read(p []byte) (int, error) {
	if r.after.Load() {
		r.late.Add(1)
	}
	time.Sleep(time.Millisecond)
	if len(r.data) == 0 {
		return 0, io.EOF
	}
	n := copy(p[:min(len(p), 500)], r.data)
	r.data = r.data[n:]
	return n, nil
}

// TestNoReadAfterBreak: once the range loop over Read ends, the input is
// not read again (a caller may go on using it).
func TestNoReadAfterBreak(t *testing.T) {
	var b bytes.Buffer
	for i := 1; i <= 5000; i++ {
		fmt.Fprintf(&b, "[Event \"g%d\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n", i)
	}
	for _, w := range []int{1, 4} {
		r := &slowReader{data: b.Bytes()}
		for g := range notaz.Read(r, &notaz.ReadOptions{Workers: w}) {
			if g.Number == 3 {
				break
			}
		}
		r.after.Store(true)
		time.Sleep(100 * time.Millisecond)
		if n := r.late.Load(); n > 0 {
			t.Errorf("-j %d: %d Reads after the loop ended", w, n)
		}
	}
}

// TestWriteKeepsWhatReadFound: a game Read returned with an error is never
// written truncated, even without its Raw; one read with TagsOnly is not
// written as a game without moves; a Shatranj game read with the variant
// is written as Shatranj.
func TestWriteKeepsWhatReadFound(t *testing.T) {
	for g, err := range notaz.Read(strings.NewReader("1. e4 e5 2. Nf3 Nc6 3. Ke5 a6 *\n"), nil) {
		if err == nil || g.Err == nil {
			t.Fatal("no error")
		}
		g.Raw = nil
		var b bytes.Buffer
		if werr := notaz.Write(&b, g, nil); werr != err || b.Len() != 0 {
			t.Errorf("wrote %q, error %v", b.String(), werr)
		}
	}
	for g, err := range notaz.Read(strings.NewReader("[White \"A\"]\n\n1. e4 e5 *\n"), &notaz.ReadOptions{TagsOnly: true}) {
		var b bytes.Buffer
		if err != nil || !errors.Is(notaz.Write(&b, g, nil), notaz.ErrTagsOnly) || b.Len() != 0 {
			t.Errorf("TagsOnly game: wrote %q", b.String())
		}
	}
	for g, err := range notaz.Read(strings.NewReader("1. e3 e6 2. Fe2 Fe7 3. Ad3 *\n"), &notaz.ReadOptions{Variant: board.Shatranj()}) {
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := notaz.Write(&b, g, nil); err != nil || !strings.Contains(b.String(), `[Variant "Shatranj"]`) || !strings.Contains(b.String(), "2. Qe2 Qe7 3. Bd3") {
			t.Errorf("Shatranj: %v\n%s", err, b.String())
		}
	}
	for _, err := range notaz.Read(strings.NewReader("1. e4 *\n"), &notaz.ReadOptions{From: "pgn"}) {
		if err != nil {
			t.Errorf("From pgn: %v", err)
		}
	}
}

// TestWriteHugeGame: a game over MaxGameSize read through Read is written
// whole by Write in the loop: Raw, then Rest from the input.
func TestWriteHugeGame(t *testing.T) {
	huge := "[Event \"huge\"]\n\n1. e4 {" + strings.Repeat("a", 5000) + "} e5 *\n"
	in := huge + "\n[Event \"next\"]\n\n1. d4 d5 *\n"
	var out bytes.Buffer
	n := 0
	for g, err := range notaz.Read(strings.NewReader(in), &notaz.ReadOptions{MaxGameSize: 1024, Workers: 1}) {
		n++
		if werr := notaz.Write(&out, g, nil); (werr == nil) != (err == nil) {
			t.Fatalf("game %d: read error %v, write error %v", n, err, werr)
		}
	}
	if !strings.HasPrefix(out.String(), huge+"\n") || !strings.Contains(out.String(), "[Event \"next\"]") || n != 2 {
		t.Errorf("%d games, output:\n%.300s…", n, out.String())
	}
}

// TestReadKeptGames: games kept after the loop over Read moves on are
// written as they were while it was on them: Read's pipeline reuses the
// memory of a batch's trees once the batch is done (pipeline.Options.Reuse),
// so a Game must hold copies. The input spans many batches.
func TestReadKeptGames(t *testing.T) {
	var in bytes.Buffer
	for range 100 {
		for _, name := range []string{"testdata/pgn/sempreverde-it.pgn", "writer/testdata/annotations.pgn", "writer/testdata/setup.pgn"} {
			b, err := os.ReadFile(name)
			if err != nil {
				t.Skip(err)
			}
			in.Write(b)
			in.WriteString("\n")
		}
	}
	for _, workers := range []int{1, 2} {
		var during, after bytes.Buffer
		var games []*notaz.Game
		for g, err := range notaz.Read(bytes.NewReader(in.Bytes()), &notaz.ReadOptions{Workers: workers}) {
			if err != nil && g == nil {
				t.Fatal(err)
			}
			games = append(games, g)
			notaz.Write(&during, g, nil)
		}
		for _, g := range games {
			notaz.Write(&after, g, nil)
		}
		if len(games) < 200 || after.String() != during.String() {
			t.Errorf("-j %d: %d games; written after the loop they differ", workers, len(games))
		}
	}
}
