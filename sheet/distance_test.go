package sheet

import (
	"math/rand/v2"
	"testing"
)

// distanceSlow is the edit distance as first written (subCost for every
// pair), which distance must equal to the last bit.
func distanceSlow(a, b []rune, limit float64) float64 {
	var rows [3][maxRunes + 1]float64
	var ins [maxRunes + 1]float64
	prev2, prev, cur := &rows[0], &rows[1], &rows[2]
	prev[0] = 0
	for j := 1; j <= len(b); j++ {
		var pb rune
		if j > 1 {
			pb = b[j-2]
		}
		ins[j] = indelCost(b[j-1], pb)
		prev[j] = prev[j-1] + ins[j]
	}
	for i := 1; i <= len(a); i++ {
		var pa rune
		if i > 1 {
			pa = a[i-2]
		}
		ra := a[i-1]
		del := indelCost(ra, pa)
		cur[0] = prev[0] + del
		best := cur[0]
		for j := 1; j <= len(b); j++ {
			d := prev[j-1] + subCost(ra, b[j-1])
			if v := prev[j] + del; v < d {
				d = v
			}
			if v := cur[j-1] + ins[j]; v < d {
				d = v
			}
			if i > 1 && j > 1 && ra == b[j-2] && a[i-2] == b[j-1] && ra != a[i-2] {
				if v := prev2[j-2] + costTranspose; v < d {
					d = v
				}
			}
			cur[j] = d
			if d < best {
				best = d
			}
		}
		if best > limit {
			return best
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

// randomRunes returns a source of strings of 0 to 6 runes of those the
// sheets use (ASCII, Cyrillic, figurines and others), seeded.
func randomRunes(s1, s2 uint64) func() []rune {
	alphabet := []rune("abcdefgh12345678xX+#=-:0OoKQRBNPkqrbnlISTDCAFLGHWMé×—♔♕♖♗♘♙♚КФЛСНпКр")
	rng := rand.New(rand.NewPCG(s1, s2))
	return func() []rune {
		rs := make([]rune, rng.IntN(7))
		for i := range rs {
			rs[i] = alphabet[rng.IntN(len(alphabet))]
		}
		return rs
	}
}

// TestDistanceSame: the fast edit distance returns distanceSlow's value,
// bit for bit, on strings of the runes the sheets use (ASCII, Cyrillic,
// figurines and others) at every limit the decoder passes.
func TestDistanceSame(t *testing.T) {
	str := randomRunes(1, 2)
	n := 200000
	if testing.Short() {
		n = 20000
	}
	for range n {
		a, b := str(), str()
		for _, limit := range []float64{0.2, 1, maxCost, 100} {
			if got, want := distance(a, b, limit), distanceSlow(a, b, limit); got != want {
				t.Fatalf("distance(%q, %q, %v) = %v, slow %v", string(a), string(b), limit, got, want)
			}
		}
	}
}

// TestLowerBound: the bound index uses to skip the edit distance is never
// above it.
func TestLowerBound(t *testing.T) {
	str := randomRunes(3, 4)
	n := 100000
	if testing.Short() {
		n = 10000
	}
	for range n {
		a, b := str(), str()
		m := &boxModel{cands: []cand{{runes: a, p: 1}}}
		m.setMinSub()
		if lb, d := m.lowerBound(0, b), distance(a, b, 100); lb > d+boundSlack {
			t.Fatalf("lowerBound(%q, %q) = %v above the distance %v", string(a), string(b), lb, d)
		}
	}
}
