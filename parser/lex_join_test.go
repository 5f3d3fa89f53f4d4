package parser

import (
	"math/rand/v2"
	"testing"
)

// TestMayPair checks markPair's quick test: it lets through every token
// pairSplit cuts (it is only a shortcut), and stops descriptive moves,
// whose dash follows a piece letter or a bracket.
func TestMayPair(t *testing.T) {
	for _, tc := range []struct {
		tok  string
		want bool
	}{
		{"e4-e5", true},
		{"f4-exf4", true},
		{"Ac4-Dh4+", true},
		{"Nf3+-Nc6", true},
		{"O-O-e5", true},
		{"0-0-e5", true},
		{"e4–e5", true}, // en dash
		{"e4—e5", true}, // em dash
		{"ОО-e5", true}, // Cyrillic O: non-ASCII last byte
		{"N-KB3", false},
		{"P-QR3", false},
		{"R(Q1)-Q2", false},
		{"Kt-KB3", false},
		{"P–K4", false},
		{"BxN", false},
	} {
		if got := mayPair([]byte(tc.tok)); got != tc.want {
			t.Errorf("mayPair(%q) = %v, want %v", tc.tok, got, tc.want)
		}
		if l, _, _ := pairSplit([]byte(tc.tok)); l > 0 && !mayPair([]byte(tc.tok)) {
			t.Errorf("pairSplit cuts %q, mayPair says no", tc.tok)
		}
	}
	// Random tokens over the bytes that matter: never a pair mayPair stops.
	alphabet := []string{"e", "4", "-", "N", "K", "B", "3", "x", "+", "#", "O", "0", "o", "(", ")", "–", "Q", "1", "8", "9", "a", "h", "О"}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		var b []byte
		for range 3 + rng.IntN(8) {
			b = append(b, alphabet[rng.IntN(len(alphabet))]...)
		}
		if l, _, _ := pairSplit(b); l > 0 && !mayPair(b) {
			t.Fatalf("pairSplit cuts %q, mayPair says no", b)
		}
	}
}
