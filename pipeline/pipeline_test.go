package pipeline_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/pipeline"
)

// games returns n small games, every fifth with an illegal move.
func games(n int) []byte {
	var b bytes.Buffer
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "[Event \"g%d\"]\n\n", i)
		if i%5 == 0 {
			b.WriteString("1. e4 e5 2. Ke3 *\n\n")
		} else {
			b.WriteString("1. e4 e5 2. Nf3 Nc6 *\n\n")
		}
	}
	return b.Bytes()
}

// blockedReader yields data, then blocks in Read until released (as a
// pipe from `tail -f` does), then reports EOF.
type blockedReader struct {
	data    []byte
	release chan struct{}
	blocked chan struct{} // closed when Read starts blocking
}

func newBlocked(data []byte) *blockedReader {
	return &blockedReader{data: data, release: make(chan struct{}), blocked: make(chan struct{})}
}

func (r *blockedReader) Read(p []byte) (int, error) {
	if len(r.data) > 0 {
		n := copy(p, r.data)
		r.data = r.data[n:]
		return n, nil
	}
	select {
	case <-r.blocked:
	default:
		close(r.blocked)
	}
	<-r.release
	return 0, io.EOF
}

// TestOrder: games come out in input order whatever the worker count,
// with their diagnostics, and the last Item has no game.
func TestOrder(t *testing.T) {
	for _, workers := range []int{1, 2, 7} {
		var names []string
		var errs int
		last := false
		err := pipeline.Run(context.Background(), bytes.NewReader(games(500)), pipeline.Options{Workers: workers}, pipeline.Stage[int]{
			Work: func(it *pipeline.Item) int { return it.Game.Number },
			Emit: func(it *pipeline.Item, n int) error {
				if it.Game == nil {
					last = true
					return nil
				}
				if n != it.Game.Number || n != len(names)+1 {
					return fmt.Errorf("game %d emitted as %d", it.Game.Number, len(names)+1)
				}
				ev, _ := it.Game.TagValue("Event")
				names = append(names, ev)
				for _, d := range it.Diags {
					if d.Severity == diag.Error {
						errs++
						if !it.Failed() || d.Code != diag.Illegal || d.Game != n {
							t.Errorf("game %d: %v", n, d)
						}
					}
				}
				return nil
			},
		})
		if err != nil {
			t.Fatalf("-j %d: %v", workers, err)
		}
		if len(names) != 500 || names[499] != "g500" || errs != 100 || !last {
			t.Errorf("-j %d: %d games, last %q, %d errors, last item %v", workers, len(names), names[len(names)-1], errs, last)
		}
	}
}

// TestEmitErrorWhileInputBlocks: after Emit fails, Run returns at once,
// although the input is blocked in Read and will stay so (tail -f … |
// notaz convert | head). (With one worker nothing reads while Emit runs.)
func TestEmitErrorWhileInputBlocks(t *testing.T) {
	for _, workers := range []int{2, 4} {
		r := newBlocked(games(300))
		defer close(r.release)
		stop := errors.New("output closed")
		n := 0
		done := make(chan error, 1)
		go func() {
			done <- pipeline.Run(context.Background(), r, pipeline.Options{Workers: workers}, pipeline.Stage[struct{}]{
				Emit: func(it *pipeline.Item, _ struct{}) error {
					n++
					if n == 250 {
						<-r.blocked // the reader is now stuck in Read
						return stop
					}
					return nil
				},
			})
		}()
		select {
		case err := <-done:
			if !errors.Is(err, stop) {
				t.Errorf("-j %d: Run returned %v, want the Emit error", workers, err)
			}
		case <-time.After(2 * time.Second):
			t.Fatalf("-j %d: Run did not return after Emit failed while the input blocks", workers)
		}
	}
}

// TestCancelWhileInputBlocks: cancelling the context ends a run whose
// input blocks, promptly.
func TestCancelWhileInputBlocks(t *testing.T) {
	for _, workers := range []int{1, 3} {
		r := newBlocked(games(10))
		defer close(r.release)
		ctx, cancel := context.WithCancelCause(context.Background())
		why := errors.New("interrupted")
		go func() {
			<-r.blocked
			cancel(why)
		}()
		done := make(chan error, 1)
		go func() {
			done <- pipeline.Run(ctx, r, pipeline.Options{Workers: workers}, pipeline.Stage[struct{}]{})
		}()
		select {
		case err := <-done:
			if !errors.Is(err, why) {
				t.Errorf("-j %d: Run returned %v, want the cancel cause", workers, err)
			}
		case <-time.After(2 * time.Second):
			t.Fatalf("-j %d: Run did not return after cancel while the input blocks", workers)
		}
	}
}

// TestWorkerPanic: a panic in Work becomes a *PanicError naming the game;
// nothing after it is emitted and no goroutine is left blocked.
func TestWorkerPanic(t *testing.T) {
	for _, workers := range []int{1, 2, 5} {
		emitted := 0
		err := pipeline.Run(context.Background(), bytes.NewReader(games(400)), pipeline.Options{Workers: workers}, pipeline.Stage[struct{}]{
			Work: func(it *pipeline.Item) struct{} {
				if it.Game.Number == 200 {
					panic("boom")
				}
				return struct{}{}
			},
			Emit: func(it *pipeline.Item, _ struct{}) error {
				if it.Game != nil && it.Game.Number >= 200 {
					t.Errorf("-j %d: game %d emitted after the panic", workers, it.Game.Number)
				}
				emitted++
				return nil
			},
		})
		var pe *pipeline.PanicError
		if !errors.As(err, &pe) || pe.Game != 200 || pe.Value != "boom" || !strings.Contains(err.Error(), "game 200") {
			t.Errorf("-j %d: err = %v, want a PanicError for game 200", workers, err)
		}
		if emitted > 199 {
			t.Errorf("-j %d: %d games emitted", workers, emitted)
		}
	}
}

type failingReader struct{ data []byte }

func (r *failingReader) Read(p []byte) (int, error) {
	if len(r.data) == 0 {
		return 0, errors.New("device gone")
	}
	n := copy(p, r.data)
	r.data = r.data[n:]
	return n, nil
}

// TestReadError: the games read before a failed read are emitted, then
// the error is returned as a *ReadError.
func TestReadError(t *testing.T) {
	for _, workers := range []int{1, 3} {
		n := 0
		err := pipeline.Run(context.Background(), &failingReader{games(20)}, pipeline.Options{Workers: workers}, pipeline.Stage[struct{}]{
			Emit: func(it *pipeline.Item, _ struct{}) error {
				if it.Game != nil {
					n++
				}
				return nil
			},
		})
		var re *pipeline.ReadError
		if !errors.As(err, &re) || n != 20 {
			t.Errorf("-j %d: err = %v after %d games, want a ReadError after 20", workers, err, n)
		}
	}
}

// TestFirstMoveAgainstNumber: in text without tags, a game whose first
// move the strict reader took against its number (a caption's "7...d3"
// read as 1.d3) is read by the decoder, and where that finds no game it
// is an error at the move, never a converted game; a score that starts
// at 1 converts.
func TestFirstMoveAgainstNumber(t *testing.T) {
	for _, c := range []struct {
		in  string
		err string // the first error's text, "" for none
	}{
		{"The position after 7...d3?! here\n", "move 1.d3 is numbered 7: the number and the board disagree"},
		{"1. e4 e5 2. Nf3 Nc6 *\n", ""},
	} {
		var errs []string
		err := pipeline.Run(context.Background(), strings.NewReader(c.in), pipeline.Options{Workers: 1}, pipeline.Stage[struct{}]{
			Emit: func(it *pipeline.Item, _ struct{}) error {
				for _, d := range it.Diags {
					if d.Severity == diag.Error {
						errs = append(errs, d.Msg)
					}
				}
				return nil
			},
		})
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if len(errs) > 0 {
			got = errs[0]
		}
		if got != c.err {
			t.Errorf("%q: error %q, want %q", c.in, got, c.err)
		}
	}
}
