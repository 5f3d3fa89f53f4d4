package san

import (
	"math/rand/v2"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/locales"
)

// agreeStrict fails t when board.ParseSAN, the strict grammar, accepts
// tok and Parse, with the English letters, reads another move or records
// a spelling: strict SAN is the spelling that costs nothing. It reports
// whether the strict grammar accepted tok.
func agreeStrict(t *testing.T, tok string) bool {
	t.Helper()
	want, err := board.ParseSAN(tok)
	if err != nil {
		return false
	}
	for _, l := range []*locales.Input{nil, locales.Standard()} {
		got, err := Parse([]byte(tok), l)
		if err != nil || got != want {
			t.Fatalf("%q: strict %#v, lenient %#v (%v)", tok, want, got, err)
		}
	}
	return true
}

// strictTokens returns every move strict SAN can write for chess: each
// piece with every disambiguation and target, pawn pushes and captures
// with every promotion, castling, the null move, each with no sign, +
// and #. (Strict SAN also takes a pawn to the last rank without a
// promotion, for Shatranj: those are here too.)
func strictTokens() []string {
	var toks []string
	sq := func(f, r int) string { return string(rune('a'+f)) + string(rune('1'+r)) }
	var body []string
	for _, p := range "KQRBN" {
		for f := -1; f < 8; f++ {
			for r := -1; r < 8; r++ {
				from := ""
				if f >= 0 {
					from += string(rune('a' + f))
				}
				if r >= 0 {
					from += string(rune('1' + r))
				}
				for _, x := range []string{"", "x"} {
					for tf := 0; tf < 8; tf++ {
						for tr := 0; tr < 8; tr++ {
							body = append(body, string(p)+from+x+sq(tf, tr))
						}
					}
				}
			}
		}
	}
	for f := 0; f < 8; f++ {
		for r := 0; r < 8; r++ {
			pushes := []string{sq(f, r)}
			for _, d := range []int{-1, 1} {
				if f+d >= 0 && f+d < 8 {
					pushes = append(pushes, string(rune('a'+f))+"x"+sq(f+d, r))
				}
			}
			for _, m := range pushes {
				body = append(body, m)
				if r == 0 || r == 7 {
					for _, p := range "QRBN" {
						body = append(body, m+"="+string(p))
					}
				}
			}
		}
	}
	body = append(body, "O-O", "O-O-O")
	for _, b := range body {
		toks = append(toks, b, b+"+", b+"#")
	}
	return append(toks, "--")
}

// TestStrictAgrees checks that whatever the strict grammar accepts the
// lenient reader reads as the same move: every strict token (about 160,000;
// a sample under -short), then random strings of SAN bytes and near
// misses, which reach the strict grammar's refusals.
func TestStrictAgrees(t *testing.T) {
	t.Parallel()
	toks := strictTokens()
	step := 1
	if testing.Short() {
		step = 7 // co-prime with the three check signs and the 64 targets
	}
	n := 0
	for i := 0; i < len(toks); i += step {
		if !agreeStrict(t, toks[i]) {
			t.Fatalf("%q: refused by the strict grammar, which writes it", toks[i])
		}
		n++
	}
	const alphabet = "KQRBNPOo0abcdefgh12345678x=+#-:e.p "
	rng := rand.New(rand.NewPCG(20, 6))
	tries := 200_000
	if testing.Short() {
		tries = 20_000
	}
	accepted := 0
	for range tries {
		b := make([]byte, 1+rng.IntN(7))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		if agreeStrict(t, string(b)) {
			accepted++
		}
	}
	if accepted == 0 {
		t.Error("no random token was strict SAN: the alphabet tests nothing")
	}
	t.Logf("%d strict tokens, %d of %d random ones accepted", n, accepted, tries)
}

// FuzzStrictAgrees: whenever board.ParseSAN accepts a token, Parse reads
// the same move with no spelling.
func FuzzStrictAgrees(f *testing.F) {
	for _, s := range []string{"e4", "Nbxd7+", "O-O-O#", "e8=Q", "exd8=N#", "Ng1f3", "R1a3", "--", "e8", "Kxe2",
		"0-0", "Pe4", "nf3", "e2e4", "Ng1-f3", "exd6e.p."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, tok string) {
		agreeStrict(t, tok)
	})
}
