package board

import (
	"strings"
	"testing"
)

// TestFENMoveNumberBound: a move counter too large to count on is refused
// with the field named, never wrapped into a negative number.
func TestFENMoveNumberBound(t *testing.T) {
	for _, fen := range []string{
		"k7/8/8/8/8/8/8/6K1 w - - 0 9223372036854775807",
		"k7/8/8/8/8/8/8/6K1 w - - 0 99999999999999999999",
		"k7/8/8/8/8/8/8/6K1 w - - 9223372036854775807 1",
	} {
		_, err := ParseFEN(fen, Chess())
		if err == nil || !strings.Contains(err.Error(), "to 1073741824") {
			t.Errorf("%s: %v", fen, err)
		}
	}
	p, err := ParseFEN("k7/8/8/8/8/8/8/6K1 w - - 0 1073741824", Chess())
	if err != nil || p.FullmoveNumber() != MaxMoveNumber {
		t.Fatalf("the bound itself: %v", err)
	}
}
