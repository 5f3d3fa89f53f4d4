package replay

import (
	"os"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/parser"
)

// TestVariantGames replays games python-chess played by random legal
// moves (chess.variant, commit 9c24454d) and wrote in its SAN, Result
// from its outcome: every move reads, no spelling is nonstandard (its
// check and mate marks are notaz's: # on the move that wins by the
// variant's rule), and notaz's outcome of the final position gives the
// same result. Crazyhouse, horde and racing kings are Fairy-Stockfish
// 11.1's self-play (a few nodes a move, some moves at random), written
// by python-chess (its SAN, @e4 for a pawn drop; its Result).
func TestVariantGames(t *testing.T) {
	for _, c := range []struct {
		file string
		v    board.Variant
	}{
		{"testdata/variants-chess960.pgn", board.Chess960()},
		{"testdata/variants-3check.pgn", board.ThreeCheck()},
		{"testdata/variants-kingofthehill.pgn", board.KingOfTheHill()},
		{"testdata/variants-atomic.pgn", board.Atomic()},
		{"testdata/variants-antichess.pgn", board.Antichess()},
		{"testdata/variants-crazyhouse.pgn", board.Crazyhouse()},
		{"testdata/variants-horde.pgn", board.Horde()},
		{"testdata/variants-racingkings.pgn", board.RacingKings()},
	} {
		f, err := os.Open(c.file)
		if err != nil {
			t.Fatal(err)
		}
		r := parser.NewReader(f, parser.Options{})
		games, decided := 0, 0
		for {
			g, err := r.Next()
			if g == nil {
				break
			}
			if err != nil {
				t.Fatalf("%s: %v", c.file, err)
			}
			rg := replayLetters(g, Options{})
			if rg.Err != nil {
				t.Fatalf("%s game %d: %s", c.file, g.Number, rg.Err.Msg)
			}
			if rg.Variant != c.v || rg.Count() != len(g.Moves) {
				t.Fatalf("%s game %d: variant %s, %d of %d moves", c.file, g.Number, rg.Variant, rg.Count(), len(g.Moves))
			}
			for _, n := range rg.Notes {
				t.Errorf("%s game %d: %s", c.file, g.Number, n.Msg)
			}
			games++
			res, _ := g.TagValue("Result")
			if o := rg.Final.Outcome(); o.Reason != board.NotOver && o.Reason != board.InsufficientMaterial {
				decided++
				if o.Result() != res {
					t.Errorf("%s game %d: ended by %s, %s; python-chess says %s", c.file, g.Number, o.Reason, o.Result(), res)
				}
			} else if res != "*" && res != "1/2-1/2" {
				t.Errorf("%s game %d: python-chess says %s, notaz sees no end", c.file, g.Number, res)
			}
		}
		f.Close()
		if games != 12 || decided == 0 {
			t.Errorf("%s: %d games, %d decided", c.file, games, decided)
		}
	}
}
