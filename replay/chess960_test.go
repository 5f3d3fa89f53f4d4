package replay

import (
	"bytes"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/parser/san"
)

// TestChess960Peers reads the peers' Chess960 cases (kokopu's and
// python-chess's: the Variant spellings Chess960, chess 960, chess-960,
// Fischerandom, fischerandom; X-FEN KQkq and Shredder-FEN rights; O-O and
// O-O-O by the 960 rules): every game replays in full, as chess960, and
// every legal move of every position reached formats to SAN that resolves
// back to it.
func TestChess960Peers(t *testing.T) {
	files := [][]string{
		{"edge", "kokopu", "test__resources__pgns__chess960__database.pgn"},
		{"edge", "kokopu", "doc_src__tutorials__chess960.pgn"},
		{"edge", "kokopu", "test__resources__games__variant-chess960__database.pgn"},
		{"edge", "python-chess", "cutechess-fischerrandom.pgn"},
	}
	games, castles := 0, 0
	for _, f := range files {
		r := parser.NewReader(bytes.NewReader(testcorpus.Read(t, f...)), parser.Options{})
		for {
			g, err := r.Next()
			if g == nil {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v", f[2], err)
			}
			rg := Replay(g, Options{})
			if rg.Err != nil {
				t.Fatalf("%s game %d: %s", f[2], g.Number, rg.Err.Msg)
			}
			if !rg.Variant.Chess960() || rg.Count() != len(g.Moves) {
				t.Fatalf("%s game %d: variant %s, %d of %d moves", f[2], g.Number, rg.Variant, rg.Count(), len(g.Moves))
			}
			games++
			pos := rg.Start
			for _, n := range rg.Moves.Nodes {
				if n.Move.IsCastle() {
					castles++
				}
				var ml board.MoveList
				pos.LegalMoves(&ml)
				for _, m := range ml.Moves() {
					buf := pos.AppendSAN(nil, m)
					san, err := san.Parse(buf, nil)
					if err != nil {
						t.Fatalf("%s: ParseSAN(%q): %v", pos.FEN(), buf, err)
					}
					if back, spell, err := pos.Resolve(san); err != nil || back != m || spell != 0 {
						t.Fatalf("%s: %q resolves to %v (spelling %b, %v), want %v", pos.FEN(), buf, back, spell, err, m)
					}
				}
				pos.PlayUnchecked(n.Move)
			}
		}
	}
	if games != 10 || castles != 9 {
		t.Errorf("%d games, %d castlings; want 10 and 9", games, castles)
	}
}
