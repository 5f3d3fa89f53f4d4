package sheet

import "testing"

// TestASCIISub: the table the edit distance reads holds subCostSlow of
// every pair of ASCII bytes.
func TestASCIISub(t *testing.T) {
	for a := range rune(128) {
		for b := range rune(128) {
			if got, want := asciiSub[a][b], float32(subCostSlow(a, b)); got != want {
				t.Errorf("%q %q: %v, want %v", a, b, got, want)
			}
		}
	}
}
