package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
)

// TestLinearTime: every dimension a game can grow in costs time linear in
// its size, in convert and in check: doubling it about doubles the time.
// Quadratic time would give 4×; the bound is 3× to leave room for noise
// (the best of several runs is taken). It runs only with -hostile (as
// .ci/run does), at sizes where a run takes tens to hundreds of
// milliseconds: at a few milliseconds a busy machine's noise alone can
// double a time. Sizes stay on one side of the token limit (250,000 per
// game), whose error path is cheaper than a replay.
func TestLinearTime(t *testing.T) {
	if !*hostile {
		t.Skip("timing: run with -hostile")
	}
	scale := 4
	dims := []struct {
		name string
		n    int // the size that takes some tens of milliseconds
		gen  func(n int) string
	}{
		{"tags", 20000, func(n int) string {
			var b strings.Builder
			for i := range n {
				fmt.Fprintf(&b, "[Tag%d \"v%d\"]\n", i, i)
			}
			return b.String() + "\n1. e4 e5 *\n"
		}},
		{"comments", 100000, func(n int) string {
			return "[Event \"c\"]\n\n1. e4 " + strings.Repeat("{a comment} ", n) + "e5 *\n"
		}},
		{"NAGs", 100000, func(n int) string {
			return "[Event \"n\"]\n\n1. e4 " + strings.Repeat("$1 ", n) + "e5 *\n"
		}},
		{"variation depth", 100000, func(n int) string {
			return "[Event \"d\"]\n\n1. e4 " + strings.Repeat("(1. d4 ", n) + strings.Repeat(") ", n) + "e5 *\n"
		}},
		{"variation count", 5000, func(n int) string {
			return "[Event \"v\"]\n\n1. e4 " + strings.Repeat("(1. d4 d5) ", n) + "e5 *\n"
		}},
		{"moves", 100000, func(n int) string {
			return "[Event \"m\"]\n\n" + strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", n/4) + "*\n"
		}},
	}
	for _, cmd := range []string{"convert", "check"} {
		for _, d := range dims {
			n := d.n * scale
			small, large := d.gen(n), d.gen(2*n)
			// The machine may be busy: a ratio over the bound is measured
			// again before it counts.
			var t1, t2 time.Duration
			var ratio float64
			for range 3 {
				t1, t2 = bestOf(cmd, small), bestOf(cmd, large)
				if ratio = float64(t2) / float64(t1); ratio <= 3 {
					break
				}
			}
			t.Logf("%s %s: %d → %v, %d → %v (×%.2f)", cmd, d.name, n, t1, 2*n, t2, ratio)
			if ratio > 3 {
				t.Errorf("%s %s: doubling the size multiplied the time by %.2f (%v → %v)", cmd, d.name, ratio, t1, t2)
			}
		}
	}
}

// bestOf runs notaz cmd -j 1 on in a few times and returns the fastest.
func bestOf(cmd, in string) time.Duration {
	best := time.Duration(1<<63 - 1)
	for range 5 {
		start := time.Now()
		run([]string{"notaz", cmd, "-j", "1", "-"}, strings.NewReader(in), io.Discard, &bytes.Buffer{})
		best = min(best, time.Since(start))
	}
	return best
}
