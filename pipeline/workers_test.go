package pipeline

import (
	"context"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
)

// TestMaxWorkers: a worker count typed wrong starts no more than
// MaxWorkers goroutines (-j 10000000 once reached 16 GB).
func TestMaxWorkers(t *testing.T) {
	in := strings.Repeat("[Event \"g\"]\n\n1. e4 e5 *\n\n", 2000)
	before := runtime.NumGoroutine()
	var peak atomic.Int64
	s := Stage[int]{
		Work: func(*Item) int {
			n := int64(runtime.NumGoroutine())
			for {
				p := peak.Load()
				if n <= p || peak.CompareAndSwap(p, n) {
					return 0
				}
			}
		},
		Emit: func(*Item, int) error { return nil },
	}
	if err := Run(context.Background(), strings.NewReader(in), Options{Workers: 20000}, s); err != nil {
		t.Fatal(err)
	}
	// The workers, the reader and the cutter, and a margin: the runtime
	// may start goroutines of its own meanwhile (CI once counted 27
	// against a margin of 16 over 2 before, in the whole package's run;
	// alone it passes every time). Workers 20000 unbounded would be
	// thousands.
	if limit := int64(before + MaxWorkers() + 32); peak.Load() > limit {
		t.Errorf("%d goroutines with Workers 20000, want at most %d (MaxWorkers %d)", peak.Load(), limit, MaxWorkers())
	}
}
