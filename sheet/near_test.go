package sheet

import (
	"testing"

	"github.com/notaz-chess/notaz/board"
)

// TestNearGap: the bound of the moves a box does not nearly name (farCost)
// holds only if no character is read as a file letter or rank digit at a
// cost between nearBelow (near) and farCost (far), in any table subCost
// uses (ASCII in float32, Cyrillic and figurines, the rest).
func TestNearGap(t *testing.T) {
	runes := tableRunes('×', '—', 'ß', 'é')
	for _, r := range runes {
		for i := range 8 {
			for _, x := range []rune{rune('a' + i), rune('1' + i)} {
				if c := subCost(r, x); c >= nearBelow && c < farCost {
					t.Errorf("subCost(%q, %q) = %v: between nearBelow %v and farCost %v", r, x, c, nearBelow, farCost)
				}
			}
		}
	}
}

// TestNearBound: a move to a square a box does not nearly name gets at
// most farLikelihood (times the unlisted mass) from each candidate.
func TestNearBound(t *testing.T) {
	langs := []*lang{newLang(mustLocale("en"), false), newLang(mustLocale("ru"), false), newLang(mustLocale("fig"), false)}
	boxes := []Box{
		{{Text: "Nf3", P: 0.6}, {Text: "Ne3", P: 0.3}},
		{{Text: "Сe3", P: 0.535}, {Text: "ССe3", P: 0.245}, {Text: "Ge3", P: 0.064}},
		{{Text: "exd", P: 0.9}},
		{{Text: "3e", P: 0.5}, {Text: "0-0", P: 0.2}},
		{{Text: "Bxf7+", P: 0.7}, {Text: "g1f3", P: 0.2}},
		{{Text: "♘c6", P: 1}},
	}
	pos, err := board.ParseFEN("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 5", board.Chess())
	if err != nil {
		t.Fatal(err)
	}
	var ml board.MoveList
	pos.LegalMoves(&ml)
	for bi, b := range boxes {
		m := newBoxModel(b, langs)
		for _, mv := range ml.Moves() {
			if !m.isFar(mv) {
				continue
			}
			for j, l := range m.likelihoods(m.keyOf(pos, mv)) {
				if float64(l) > farLikelihood*m.unlisted {
					t.Errorf("box %d cand %q: %s is far but L = %v > %v", bi, string(m.cands[j].runes), mv.UCI(), l, farLikelihood*m.unlisted)
				}
			}
		}
	}
}
