package pipeline_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/notaz-chess/notaz/pipeline"
)

// Parent-context cancel at random times: never panic, never emit an
// unprocessed item, no Work after Run returns.
func TestStressCancel(t *testing.T) {
	data := games(3000)
	panics, unprocessed := 0, 0
	iterations := 300
	if testing.Short() {
		iterations = 30
	}
	for iter := 0; iter < iterations; iter++ {
		ctx, cancel := context.WithCancel(context.Background())
		var returned atomic.Bool
		var lateWork atomic.Int32
		delay := time.Duration(rand.Intn(3000)) * time.Microsecond
		go func() { time.Sleep(delay); cancel() }()
		func() {
			defer func() {
				if v := recover(); v != nil {
					panics++
					if panics == 1 {
						t.Logf("panic from Run: %v", v)
					}
				}
			}()
			pipeline.Run(ctx, bytes.NewReader(data), pipeline.Options{Workers: 2}, pipeline.Stage[int]{
				Work: func(it *pipeline.Item) int {
					if returned.Load() {
						lateWork.Add(1)
					}
					time.Sleep(5 * time.Microsecond)
					return it.Game.Number
				},
				Emit: func(it *pipeline.Item, n int) error {
					if it.Game != nil && (it.Replay == nil || n != it.Game.Number) {
						unprocessed++
					}
					return nil
				},
			})
		}()
		returned.Store(true)
		cancel()
		if lateWork.Load() > 0 {
			t.Errorf("Work ran after Run returned")
		}
	}
	if panics > 0 || unprocessed > 0 {
		t.Errorf("panics=%d unprocessed=%d", panics, unprocessed)
	}
}

// Emit fails at every position: Run returns that error, no goroutine leak.
func TestStressEmitError(t *testing.T) {
	data := games(400)
	base := runtime.NumGoroutine()
	boom := errors.New("boom")
	step := 7
	if testing.Short() {
		step = 37 // a sample of the places to fail at
	}
	for _, w := range []int{1, 2, 3, 8, 32} {
		for at := 1; at <= 402; at += step {
			var returned atomic.Bool
			var late atomic.Int32
			n := 0
			err := pipeline.Run(context.Background(), bytes.NewReader(data), pipeline.Options{Workers: w}, pipeline.Stage[int]{
				Work: func(it *pipeline.Item) int {
					if returned.Load() {
						late.Add(1)
					}
					return it.Game.Number
				},
				Emit: func(it *pipeline.Item, g int) error {
					n++
					if it.Game != nil && g != n {
						return fmt.Errorf("order: got %d want %d", g, n)
					}
					if n == at {
						return boom
					}
					return nil
				},
			})
			returned.Store(true)
			if at <= 401 && err != boom {
				t.Fatalf("w=%d at=%d: err=%v", w, at, err)
			}
			if at > 401 && err != nil {
				t.Fatalf("w=%d at=%d: err=%v", w, at, err)
			}
			if late.Load() > 0 {
				t.Fatalf("late work")
			}
		}
	}
	time.Sleep(200 * time.Millisecond)
	if g := runtime.NumGoroutine(); g > base+2 {
		buf := make([]byte, 1<<20)
		t.Errorf("goroutines: %d -> %d\n%s", base, g, buf[:runtime.Stack(buf, true)])
	}
}

type errReader struct {
	r   io.Reader
	err error
}

func (e *errReader) Read(p []byte) (int, error) {
	if len(p) > 100 {
		p = p[:100]
	}
	n, err := e.r.Read(p)
	if err == io.EOF {
		return n, e.err
	}
	return n, err
}

// A failed read: every complete game before it is emitted, then ReadError.
func TestStressReadError(t *testing.T) {
	data := games(300)
	step := 97
	if testing.Short() {
		step = 97*5 + 2 // a sample of the places to cut at
	}
	for _, w := range []int{1, 2, 8} {
		for cut := 0; cut < len(data); cut += step {
			rerr := errors.New("disk on fire")
			n := 0
			err := pipeline.Run(context.Background(), &errReader{bytes.NewReader(data[:cut]), rerr}, pipeline.Options{Workers: w}, pipeline.Stage[int]{
				Emit: func(it *pipeline.Item, _ int) error {
					if it.Game != nil {
						n++
					}
					return nil
				},
			})
			var re *pipeline.ReadError
			if !errors.As(err, &re) || !errors.Is(err, rerr) {
				t.Fatalf("w=%d cut=%d: err=%v", w, cut, err)
			}
			_ = n
		}
	}
}

// Work panics at random: PanicError, never a crash.
func TestStressPanic(t *testing.T) {
	data := games(500)
	for _, w := range []int{1, 2, 8} {
		for at := 1; at <= 500; at += 37 {
			err := pipeline.Run(context.Background(), bytes.NewReader(data), pipeline.Options{Workers: w}, pipeline.Stage[int]{
				Work: func(it *pipeline.Item) int {
					if it.Game.Number == at {
						panic("x")
					}
					return 0
				},
				Emit: func(it *pipeline.Item, _ int) error { return nil },
			})
			var pe *pipeline.PanicError
			if !errors.As(err, &pe) || pe.Game != at {
				t.Fatalf("w=%d at=%d err=%v", w, at, err)
			}
		}
	}
}
