package san

import (
	"math/rand/v2"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/locales"
)

// plainInputs are the letter tables plainSAN meets: every locale's, for
// chess and Shatranj, and the test tables of the fuzz targets.
func plainInputs() []*locales.Input {
	ins := []*locales.Input{locales.Standard(), ru, el, fr, oldEnglish, figurines}
	for _, loc := range locales.All() {
		ins = append(ins, loc.Input(false), loc.Input(true))
	}
	return ins
}

// agreePlain fails t when plainSAN accepts tok with l but reads it
// otherwise than the general path.
func agreePlain(t *testing.T, tok []byte, l *locales.Input) bool {
	t.Helper()
	blank := board.SAN{FromFile: -1, FromRank: -1, ToFile: -1, ToRank: -1}
	fast := blank
	if !plainSAN(tok, l, &fast) {
		return false
	}
	slow, err := parseSAN(tok, l, blank)
	if err != nil || slow != fast {
		t.Fatalf("%q with %v: plain %+v, general %+v (%v)", tok, l.Letter(board.Knight), fast, slow, err)
	}
	return true
}

// TestPlainSANAgrees checks that what plainSAN reads the general path
// reads the same: every token of up to four bytes from an alphabet of
// SAN bytes and near misses, and random longer ones, with every table.
// Under -short, every token of up to three bytes and fewer random ones,
// from four bytes up.
func TestPlainSANAgrees(t *testing.T) {
	t.Parallel()
	alpha := []byte("ahx18=+#-OKQNPSCFtl0 ")
	exhaustive, random := 4, 50000
	if testing.Short() {
		exhaustive, random = 3, 20000
	}
	ins := plainInputs()
	accepted := 0
	var tok [7]byte
	var walk func(n int)
	walk = func(n int) {
		for _, l := range ins {
			if agreePlain(t, tok[:n], l) {
				accepted++
			}
		}
		if n == exhaustive {
			return
		}
		for _, c := range alpha {
			tok[n] = c
			walk(n + 1)
		}
	}
	walk(0)
	rng := rand.New(rand.NewPCG(1, 2))
	for range random {
		n := exhaustive + 1 + rng.IntN(7-exhaustive)
		for i := range n {
			tok[i] = alpha[rng.IntN(len(alpha))]
		}
		for _, l := range ins {
			if agreePlain(t, tok[:n], l) {
				accepted++
			}
		}
	}
	// And the forms plainSAN is for, which it must take.
	for _, s := range []string{"e4", "exd5", "e8=Q", "exd8=N+", "Nf3", "Nxf3", "Nbd7", "N1d2", "Nb1d2", "Nb1xd2+", "O-O", "O-O-O#", "Kxe2", "Qh4#"} {
		san := board.SAN{FromFile: -1, FromRank: -1, ToFile: -1, ToRank: -1}
		if !plainSAN([]byte(s), locales.Standard(), &san) {
			t.Errorf("%q: not read as plain SAN", s)
		}
		agreePlain(t, []byte(s), locales.Standard())
	}
	if accepted < 1000 {
		t.Errorf("only %d tokens read as plain SAN", accepted)
	}
}
