package parser

import "testing"

// TestDescriptiveStart: the shapes of a first descriptive move that start
// a game without tags, and text that must stay stray.
func TestDescriptiveStart(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"P-K4 P-K4", true},
		{"Kt.—KB3 Kt.—QB3", true},
		{"P to K4", true},
		{"Kt takes P", true},
		{"P4R P4R", true},
		{"C3AR, C3AD;", true},
		{"A5CD", true},
		{"P4R+", true},
		{"PAR4", false},
		{"Pawn to king four", false},
		{"Round 4", false},
		{"C3PO", false},
		{"D4 Rd1", false},
		{"B4RX", false},
		{"PK4 PK4", true},
		{"KtKB3 KtQB3", true},
		{"KB3", false},
		{"1 PK4 PK4", true},
		{"1. P-K4", true},
		{"12 P4R", true},
		{"1 2 3", false},
		{"1888 Kt-B3", true},
	} {
		if got := descriptiveStart([]byte(tc.line)); got != tc.want {
			t.Errorf("descriptiveStart(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}
