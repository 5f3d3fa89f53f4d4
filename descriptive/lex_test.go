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

// TestSuffixAt: the marks read after a move, and the words that start
// with a mark's letter and are none (Spanish moves, which the memo asks
// about before every knight, queen and bishop move).
func TestSuffixAt(t *testing.T) {
	for _, tc := range []struct {
		s    string
		n    int
		kind byte
	}{
		{"+", 1, '+'}, {"++", 2, '#'}, {"#", 1, '#'}, {"≠", 3, '#'}, {"‡", 3, '#'},
		{"ch", 2, '+'}, {"ch.", 3, '+'}, {"Ch.", 3, '+'}, {"check", 5, '+'}, {"jaque", 5, '+'},
		{"xeque", 5, '+'}, {"échec", 6, '+'}, {"mate", 4, '#'}, {"Mate.", 4, '#'}, {"mat", 3, '#'},
		{"checkmate", 9, '#'}, {"dis ch", 6, '+'}, {"dis. ch.", 8, '+'}, {"dbl ch", 6, '+'},
		{"double check", 12, '+'}, {"e.p.", 4, 'e'}, {"e. p.", 5, 'e'}, {"e p", 3, 'e'}, {"ep", 2, 'e'},
		{"a.p.", 4, 'e'}, {"en passant", 10, 'e'},
		{"C3AR", 0, 0}, {"D4R", 0, 0}, {"A5C", 0, 0}, {"CxP", 0, 0}, {"DxD", 0, 0}, {"AxC", 0, 0},
		{"C", 0, 0}, {"e", 0, 0}, {"a4", 0, 0}, {"chess", 0, 0}, {"mater", 0, 0}, {"dis", 0, 0},
		{"e-p", 0, 0}, {"M", 0, 0},
	} {
		n, k := suffixAt([]byte(tc.s), 0)
		if n != tc.n || k != tc.kind {
			t.Errorf("suffixAt(%q) = %d, %q; want %d, %q", tc.s, n, k, tc.n, tc.kind)
		}
	}
}
