package convert_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
)

// manyGames returns n games, every seventh with an illegal move.
func manyGames(n int) []byte {
	var b bytes.Buffer
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "[Event \"g%d\"]\n\n", i)
		if i%7 == 0 {
			b.WriteString("1. e4 e5 2. Ke3 *\n\n")
		} else {
			b.WriteString("1. e4 {c} e5 2. Nf3 (2. f4 exf4) Nc6 $1 1-0\n\n")
		}
	}
	return b.Bytes()
}

func TestParallelKeepsOrder(t *testing.T) {
	in := manyGames(1000)
	one := run(t, "in", in, 1, false)
	for _, workers := range []int{2, 3, 8} {
		par := run(t, "in", in, workers, false)
		if !bytes.Equal(one.out, par.out) {
			t.Errorf("-j %d output differs from -j 1: %s", workers, firstDiff(one.out, par.out))
		}
		if fmt.Sprint(one.diags) != fmt.Sprint(par.diags) {
			t.Errorf("-j %d diagnostics differ from -j 1", workers)
		}
		if par.st != one.st {
			t.Errorf("-j %d stats %+v, -j 1 %+v", workers, par.st, one.st)
		}
	}
	if want := (convert.Stats{Games: 1000, Rejected: 142, Errors: 142}); one.st != want {
		t.Errorf("stats %+v, want %+v", one.st, want)
	}
	for i, d := range one.errors() {
		if d.Game != 7*(i+1) || d.Code != diag.Illegal {
			t.Fatalf("error %d: %s", i, d)
		}
	}
}

func TestRejectedVerbatim(t *testing.T) {
	bad := "[Event \"bad\"]\n\n1. e4 e5 2. Ke3 *\n"
	in := "[Event \"ok\"]\n\n1. e4 *\n\n" + bad + "\n[Event \"ok2\"]\n\n1. d4 *\n"
	var out, rej bytes.Buffer
	var diags []string
	st, err := convert.Run(context.Background(), strings.NewReader(in), &out, convert.Options{Options: pipeline.Options{Name: "f.pgn", Workers: 1}, Rejects: &rej, Report: func(d diag.Diagnostic) { diags = append(diags, d.String()) }})
	if err != nil {
		t.Fatal(err)
	}
	if st.Rejected != 1 || st.Errors != 1 {
		t.Errorf("stats %+v", st)
	}
	if want := "f.pgn:7:13: error: game 2: illegal move 2.Ke3"; len(diags) != 1 || !strings.HasPrefix(diags[0], want) {
		t.Errorf("diagnostics %q, want %q…", diags, want)
	}
	if !strings.Contains(out.String(), "\n\n"+bad+"\n[Event \"ok2\"]") {
		t.Errorf("the bad game is not in the output verbatim, between blank lines:\n%s", out.String())
	}
	if rej.String() != bad+"\n" {
		t.Errorf("rejects = %q, want %q", rej.String(), bad+"\n")
	}
}

// TestRejectedBlankLines: a rejected game is followed by exactly what
// makes a blank line, whatever its line endings, so that a second
// conversion gives the same bytes. Before the fix a game ending in a lone
// CR got "\r\n" (no blank line), and a game cut short by an unclosed
// comment, whose Raw runs through the blank lines up to the next game,
// gained one more blank line at every conversion.
func TestRejectedBlankLines(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"LF", "1. Ke2 *\n", "1. Ke2 *\n\n"},
		{"no final newline", "1. Ke2 *", "1. Ke2 *\n\n"},
		{"CRLF", "1. Ke2 *\r\n", "1. Ke2 *\r\n\n"},
		{"CR", "1. Ke2 *\r", "1. Ke2 *\r\n\n"},
		// A PGN game (tags): its syntax error stands (tag-less text is
		// decoded, and an unclosed brace in prose recovered: package prose).
		{"unclosed comment", "[Event \"x\"]\n\n1. e4 {open\n\n*\n\n\n[Event \"next\"]\n\n1. d4 *\n", "[Event \"x\"]\n\n1. e4 {open\n\n*\n\n\n[Event \"next\"]"},
		// (A comment cut short is closed where the text ends and the game
		// converts; one that holds the game's result is an error.)
		{"unclosed comment at EOF", "[Event \"x\"]\n\n1. e4 {open *", "[Event \"x\"]\n\n1. e4 {open *\n\n"},
		// Issue 21: a comment holding an [Event line is cut there, and the
		// two games, written out, are the input again, with no blank line
		// put into the comment.
		// (Here before any move: an error, the game rejected.)
		{"comment holding a tag line", "[Event \"a\"]\n\n{x\n[Event \"b\"]\ny} e5 *\n", "[Event \"a\"]\n\n{x\n[Event \"b\"]\ny} e5 *\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			first := run(t, "in", []byte(tt.in), 1, false)
			if !strings.HasPrefix(string(first.out), tt.want) {
				t.Errorf("output %q, want it to start with %q", first.out, tt.want)
			}
			checkIdempotent(t, "in", first, true)
		})
	}
}

// TestStrayTextAfterLastGame: text after the last game, or a file with no
// game at all, is reported, not dropped silently, and belongs to no game.
func TestStrayTextAfterLastGame(t *testing.T) {
	for _, in := range []string{"I'm not a PGN file...\n", "1. e4 *\n\nThe end.\n"} {
		res := run(t, "f.pgn", []byte(in), 1, false)
		var last string
		if n := len(res.diags); n > 0 {
			last = res.diags[n-1].String()
		}
		if !strings.HasPrefix(last, "f.pgn:") || !strings.Contains(last, ": warning: stray text skipped") {
			t.Errorf("%q: last diagnostic %q, want a stray-text warning without a game", in, last)
		}
		if res.st.Warnings == 0 {
			t.Errorf("%q: no warning counted", in)
		}
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteError(t *testing.T) {
	for _, workers := range []int{1, 4} {
		_, err := convert.Run(context.Background(), bytes.NewReader(manyGames(300)), failWriter{}, convert.Options{Options: pipeline.Options{Workers: workers}})
		var we *convert.WriteError
		if !errors.As(err, &we) || !strings.Contains(err.Error(), "disk full") {
			t.Errorf("-j %d: err = %v, want a WriteError", workers, err)
		}
	}
}

type failReader struct{ data []byte }

func (r *failReader) Read(p []byte) (int, error) {
	if len(r.data) == 0 {
		return 0, errors.New("device gone")
	}
	n := copy(p, r.data)
	r.data = r.data[n:]
	return n, nil
}

func TestReadError(t *testing.T) {
	for _, workers := range []int{1, 4} {
		var out bytes.Buffer
		st, err := convert.Run(context.Background(), &failReader{manyGames(10)}, &out, convert.Options{Options: pipeline.Options{Workers: workers}})
		var re *pipeline.ReadError
		if !errors.As(err, &re) {
			t.Errorf("-j %d: err = %v, want a ReadError", workers, err)
		}
		if st.Games != 10 {
			t.Errorf("-j %d: %d games converted before the error, want 10", workers, st.Games)
		}
	}
}

// blockingReader yields data, then blocks in Read until released, as a
// pipe from `tail -f` does.
type blockingReader struct {
	data    []byte
	release chan struct{}
}

func (r *blockingReader) Read(p []byte) (int, error) {
	if len(r.data) > 0 {
		n := copy(p, r.data)
		r.data = r.data[n:]
		return n, nil
	}
	<-r.release
	return 0, io.EOF
}

// TestOutputClosedWhileInputBlocks: `tail -f games.pgn | notaz convert |
// head`. The games read so far are written as soon as the input stalls;
// when the output fails, Run returns well under a second, although the
// input is still blocked in a Read.
func TestOutputClosedWhileInputBlocks(t *testing.T) {
	for _, workers := range []int{1, 2} {
		r := &blockingReader{data: manyGames(50), release: make(chan struct{})}
		defer close(r.release)
		done := make(chan error, 1)
		start := time.Now()
		go func() {
			_, err := convert.Run(context.Background(), r, failWriter{}, convert.Options{Options: pipeline.Options{Workers: workers}})
			done <- err
		}()
		select {
		case err := <-done:
			var we *convert.WriteError
			if !errors.As(err, &we) {
				t.Errorf("-j %d: err = %v, want a WriteError", workers, err)
			}
			if d := time.Since(start); d > 500*time.Millisecond {
				t.Errorf("-j %d: returned after %v", workers, d)
			}
		case <-time.After(3 * time.Second):
			t.Fatalf("-j %d: convert.Run still running 3 s after its output failed, its input blocked", workers)
		}
	}
}

// TestDiagnosticOrder: a game's diagnostics come in input order, whatever
// step found them (reader, replay, -v, the result check), also for a game
// the reader gave up on.
func TestDiagnosticOrder(t *testing.T) {
	in := "[Event \"a\"]\n[Result \"1-0\"]\n\n1. d4 d5 2. c4 e6\n5. Nf3 Nf6 0-1\n\n" +
		"[Event \"b\"]\n\n1. e4 (1. d4 {x} 1-0 e5 *\n"
	for _, verbose := range []bool{false, true} {
		var diags []diag.Diagnostic
		_, err := convert.Run(context.Background(), strings.NewReader(in), io.Discard, convert.Options{
			Options: pipeline.Options{Workers: 1, Replay: replay.Options{Auto: true}}, Verbose: verbose,
			Report: func(d diag.Diagnostic) { diags = append(diags, d) }})
		if err != nil {
			t.Fatal(err)
		}
		if len(diags) < 3 {
			t.Fatalf("verbose=%v: only %d diagnostics: %v", verbose, len(diags), diags)
		}
		for i := 1; i < len(diags); i++ {
			a, b := diags[i-1], diags[i]
			if a.Game == b.Game && (a.Line > b.Line || a.Line == b.Line && a.Column > b.Column) {
				t.Errorf("verbose=%v: %v comes before %v", verbose, a, b)
			}
		}
	}
}
