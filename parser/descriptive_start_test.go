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
		{"l. P4R, P3AD; 2. P4AD, P4D;", true}, // OCR's 1 (Euwe, scribd)
		{"I. P-K4 P-K4", true},
		{"l. the next", false},
		{"I. Introduction", false},
		{"l.P4R", false},
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
		{"P - Q 4 | P - Q 4 | |", true},
		{"Kt - K B 3", true},
		{"P — K 4", true},
		{"Ktto KB 3", true},
		{"PtoK4 PtoK4", true},
		{"Pto", false},
		{"P - the", false},
	} {
		if got := descriptiveStart([]byte(tc.line)); got != tc.want {
			t.Errorf("descriptiveStart(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

// TestDescriptiveNumbered: a newspaper's game numbered without dots
// inside a paragraph starts a game when a second numbered move confirms
// it; a problem's solution in the same notation does not.
func TestDescriptiveNumbered(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"1 P to K 4 1 P to K 4 2Ktto KB 3 2Ktto QB 3", true},
		{"1 P to K4 P to K4 2 Kt to KB3", true},
		{"1 P to B 8 queens 1 Any move 2 Mates accordingly", false},
		{"1 Kt to Kt sq 1 K to B 5 1 P to Kt 3 2 Any move 3 Mates", false},
		{"1 P to K4 and then 12 pawns", false},
	} {
		if got := descriptiveNumbered([]byte(tc.line)); got != tc.want {
			t.Errorf("descriptiveNumbered(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}
