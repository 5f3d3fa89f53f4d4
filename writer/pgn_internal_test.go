package writer

import (
	"strconv"
	"testing"
)

// TestAppendNumber: appendNumber writes what strconv.AppendInt writes, on
// both sides of each of its cases' bounds.
func TestAppendNumber(t *testing.T) {
	for _, n := range []int{0, 1, 9, 10, 11, 42, 99, 100, 101, 250, 999, 1000, 1001, 65535, -1, -10, 1 << 40} {
		if got, want := string(appendNumber([]byte("x"), n)), "x"+strconv.Itoa(n); got != want {
			t.Errorf("appendNumber(%d) = %q, want %q", n, got, want)
		}
	}
}
