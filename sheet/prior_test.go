package sheet

import (
	"math"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/board"
)

// priorOf returns P(m | position) for each SAN after the moves played.
func priorOf(t *testing.T, played string, sans ...string) []float64 {
	t.Helper()
	pos := board.StartPosition(board.Chess())
	last := board.NoSquare
	for _, s := range strings.Fields(played) {
		mv, err := pos.ParseSAN(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		pos.PlayUnchecked(mv)
		last = mv.To
	}
	var ml board.MoveList
	pos.LegalMoves(&ml)
	bonus := priorBonus(&pos, ml.Moves(), last, true, nil)
	sum := 0.0
	ps := make([]float64, ml.Len())
	for i, b := range bonus {
		// bonus is λ·log(n·P)
		ps[i] = math.Exp(b/priorWeight) / float64(ml.Len())
		sum += ps[i]
	}
	if math.Abs(sum-1) > 1e-4 {
		t.Errorf("after %q the prior sums to %f", played, sum)
	}
	var out []float64
	for _, s := range sans {
		mv, err := pos.ParseSAN(s)
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		for i, m := range ml.Moves() {
			if m == mv {
				out = append(out, ps[i])
			}
		}
	}
	return out
}

// TestPrior: the learned prior is a distribution over the legal moves and
// prefers what players play: central pawns and knights first, taking back,
// taking a free piece, moving a piece a pawn attacks, not putting one where
// a pawn takes it.
func TestPrior(t *testing.T) {
	tests := []struct {
		played, likely, unlikely string
	}{
		{"", "e4", "a4"},
		{"", "Nf3", "Nh3"},
		{"e4 e5", "Nf3", "Ke2"},
		{"e4 d5 exd5", "Qxd5", "a6"},                 // takes back
		{"e4 e5 Nf3 Nc6 Bb5 Nf6 O-O", "Nxe4", "Rb8"}, // a pawn for nothing
		{"e4 e5 Nf3 Nc6 d4 exd4 Nxd4 Nf6 Nxc6", "bxc6", "h6"},
		{"d4 Nf6 c4 e6 Nc3 Bb4 a3", "Bxc3+", "Be7"},
		{"e4 e5 Nf3 d6 d4 Nf6", "Nc3", "Qd3"},
		{"e4 e5 Nf3 Nc6 Bc4 Nf6 d3 d5", "exd5", "Kf1"},
		{"e4 e5 Nf3 Nc6 Bb5 a6", "Ba4", "Bd3"},
	}
	for _, tc := range tests {
		p := priorOf(t, tc.played, tc.likely, tc.unlikely)
		if p[0] <= p[1] {
			t.Errorf("after %q: P(%s) %.3f, not above P(%s) %.3f", tc.played, tc.likely, p[0], tc.unlikely, p[1])
		}
	}
}

// TestPriorOff: without the prior (Shatranj) every legal move has the
// bonus 0, the model without a prior.
func TestPriorOff(t *testing.T) {
	pos := board.StartPosition(board.Chess())
	var ml board.MoveList
	pos.LegalMoves(&ml)
	for i, b := range priorBonus(&pos, ml.Moves(), board.NoSquare, false, nil) {
		if b != 0 {
			t.Errorf("move %d: bonus %f without the prior", i, b)
		}
	}
}

// TestStrengthIsFeatsProduct: the decoder's strength of a move is the
// product of its features' strengths in feats' order, bit for bit (the
// trainer reads feats), over every legal move of the positions of a game
// and the moves of its positions in every role and kind (castling,
// en passant, promotion, retakes).
func TestStrengthIsFeatsProduct(t *testing.T) {
	for _, game := range []string{
		"e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5 Nb3 Be6 f3 Be7 Qd2 O-O O-O-O Nbd7 g4 b5 g5 b4 Ne2 Ne8 f4 a5 f5 a4 Nbd4 exd4 Nxd4 b3 Kb1 bxc2+ Nxc2 Bb3 axb3 axb3",
		"e4 d5 e5 f5 exf6 Nc6 fxg7 Bf5 gxh8=N e5 d4 Qh4 Nf7",
	} {
		pos := board.StartPosition(board.Chess())
		last := board.NoSquare
		for _, s := range strings.Fields(game) {
			var ml board.MoveList
			pos.LegalMoves(&ml)
			x := newPriorCtx(&pos, last)
			for _, mv := range ml.Moves() {
				want := float32(1)
				for _, i := range x.feats(&pos, mv) {
					want *= priorGamma[i]
				}
				if got := x.strength(&pos, mv); got != want {
					t.Fatalf("%s: strength %v, feats' product %v", pos.Format(mv), got, want)
				}
			}
			mv, err := pos.ParseSAN(s)
			if err != nil {
				t.Fatalf("%s: %v", s, err)
			}
			pos.PlayUnchecked(mv)
			last = mv.To
		}
	}
}
