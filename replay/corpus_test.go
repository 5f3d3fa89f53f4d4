package replay

import (
	"bytes"
	"flag"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/parser/san"
)

var everyGame = flag.Int("corpus.every", 40, "TestFormatResolveCorpus checks one game in N (1 = every game: minutes)")

// TestFormatResolveCorpus: in every position reached in the pgnmentor games
// (a sample by default), every legal move formats to SAN that the parser
// reads and Resolve maps back to the same move, with no lenient spelling.
func TestFormatResolveCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus test skipped in -short")
	}
	zr := bytes.NewReader(testcorpus.Read(t, "real", "pgnmentor-tournaments.pgn.gz"))
	r := parser.NewReader(zr, parser.Options{})
	games, positions, moves := 0, 0, 0
	var buf []byte
	for n := 0; ; n++ {
		g, err := r.Next()
		if g == nil {
			break
		}
		if err != nil || n%*everyGame != 0 {
			continue
		}
		rg := Replay(g, Options{})
		if rg.Err != nil {
			t.Fatalf("game %d: %s", g.Number, rg.Err.Msg)
		}
		if rg.Count() != len(g.Moves) {
			continue // variations: the walk below follows the main line only
		}
		games++
		pos := rg.Start
		for _, n := range rg.Moves.Nodes {
			var ml board.MoveList
			pos.LegalMoves(&ml)
			positions++
			for _, m := range ml.Moves() {
				buf = pos.AppendSAN(buf[:0], m)
				san, err := san.Parse(buf, nil)
				if err != nil {
					t.Fatalf("game %d: %s: ParseSAN(%q): %v", g.Number, pos.FEN(), buf, err)
				}
				back, spell, err := pos.Resolve(san)
				if err != nil || back != m || spell != 0 {
					t.Fatalf("game %d: %s: %q resolves to %v (spelling %b, %v), want %v", g.Number, pos.FEN(), buf, back, spell, err, m)
				}
				moves++
			}
			pos.PlayUnchecked(n.Move)
		}
	}
	t.Logf("%d games, %d positions, %d moves: Format then Resolve gives back every legal move", games, positions, moves)
}
