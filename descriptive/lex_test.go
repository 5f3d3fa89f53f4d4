package descriptive

import (
	"slices"
	"testing"
)

func TestResultAt(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{
		{"1-0", 3}, {"0-1", 3}, {"1/2-1/2", 7}, {"½-½", 5}, {"1:0", 3}, {"0:1", 3},
		{"1-0 ", 3}, {"1-0\n", 3}, {"1-0)", 3},
		{"12.", 0}, {"1.", 0}, {"1", 0}, {"10", 0}, {"1-", 0}, {"1-01", 0}, {"1-0x", 0},
		{"1/2", 0}, {"0-0", 0}, {"0-0-0", 0}, {"½", 0},
	} {
		if got := resultAt([]byte(c.s), 0); got != c.want {
			t.Errorf("resultAt(%q) = %d, want %d", c.s, got, c.want)
		}
	}
}

func TestLineBreaks(t *testing.T) {
	for _, c := range []struct {
		s    string
		want []int
	}{
		{"", nil},
		{"P-K4", nil},
		{"a\nb\n", []int{2, 4}},
		{"\n\n", []int{1, 2}},
		{"a\r\nb\r\n", []int{3, 6}},
		{"a\rb\r", []int{2, 4}},
		{"a\r\nb\nc\rd", []int{3, 5, 7}},
		{"a\n\r\n", []int{2, 4}},
	} {
		if got := lineBreaks([]byte(c.s), nil); !slices.Equal(got, c.want) {
			t.Errorf("lineBreaks(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}
