package prose

import (
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/locales"
)

// TestDrops reads a crazyhouse game with its drops (P@b4, @e4 for a pawn,
// N@d3, the Italian C@d3) written among sentences, as a page has it, from
// crazyhouse's start; from chess's, the first drop stops the game.
func TestDrops(t *testing.T) {
	const want = "e4 d5 exd5 Qxd5 Nc3 Qa5 d4 Nf6 Nf3 Bg4 P@b4 Qxb4 Bd2 P@e4 Nxe4 Nxe4 Qe2 N@d3+ cxd3"
	it, _ := locales.Lookup("it")
	for _, c := range []struct {
		name, text string
		prefer     *locales.Locale
	}{
		{"english", "In the blitz game the opening went 1.e4 d5 2.exd5 Qxd5 3.Nc3 Qa5 4.d4 Nf6 5.Nf3 Bg4 and then White dropped 6.P@b4!? Qxb4 7.Bd2 @e4 8.Nxe4 Nxe4 9.Qe2 N@d3+ 10.cxd3 when Black resigned.", nil},
		{"spaced, pawn drops as @", "Game 3.\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 5. Nf3 Bg4\nWhite now drops a pawn: 6. @b4 Qxb4 7. Bd2 @e4 (7...Bxf3 was better) 8. Nxe4 Nxe4 9. Qe2 N@d3+ 10. cxd3 1-0", nil},
		{"italian", "Partita lampo: 1.e4 d5 2.exd5 Dxd5 3.Cc3 Da5 4.d4 Cf6 5.Cf3 Ag4 e il Bianco ha paracadutato 6.@b4!? Dxb4 7.Ad2 @e4 8.Cxe4 Cxe4 9.De2 C@d3+ 10.cxd3 e il Nero abbandona.", nil},
		{"italian, preferred", "Partita lampo: 1.e4 d5 2.exd5 Dxd5 3.Cc3 Da5 4.d4 Cf6 5.Cf3 Ag4 e il Bianco ha paracadutato 6.@b4!? Dxb4 7.Ad2 @e4 8.Cxe4 Cxe4 9.De2 C@d3+ 10.cxd3 e il Nero abbandona.", it},
	} {
		t.Run(c.name, func(t *testing.T) {
			zh := board.StartPosition(board.Crazyhouse())
			res := Decode([]byte(c.text), Options{Start: &zh, Prefer: c.prefer})
			if len(res.Games) == 0 {
				t.Fatal("no game")
			}
			g := res.Games[0]
			if got := strings.Join(g.Moves, " "); got != want || g.Stop != nil {
				t.Errorf("got  %s (stop %+v)\nwant %s", got, g.Stop, want)
			}
			// In chess the same text stops at the first drop.
			res = Decode([]byte(c.text), Options{Prefer: c.prefer})
			if len(res.Games) == 0 || res.Games[0].Plies > 10 || res.Games[0].Stop == nil {
				for _, g := range res.Games {
					t.Errorf("chess: %s (stop %+v), want a stop by the first drop", strings.Join(g.Moves, " "), g.Stop)
				}
			}
		})
	}
}
