package convert

import (
	"testing"
)

// TestGameGoesOnInComment: a sentence after a move whose ';' the strict
// reader takes for PGN's comment to the end of the line, or whose words it
// takes for a comment, while the game goes on in it with the next move's
// number (de/legal-saint-brie_remoteschach…, task h35n): the game is read
// to its end. A comment that writes no such number keeps the strict
// reading, and so does one whose moves are not the game's next.
func TestGameGoesOnInComment(t *testing.T) {
	for _, c := range []struct{ name, text, want string }{
		{"semicolon", "1. e4 e5 2. Lc4 d6 3. Sf3 Sc6 4. Sc3 Lg4 5. Se5 Der Meister kennt seinen Gegner; er weiß es. 5. ... Ld1 6. Lf7 Ke7 7. Sd5 matt.\n",
			"e4 e5 Bc4 d6 Nf3 Nc6 Nc3 Bg4 Nxe5 Bxd1 Bxf7+ Ke7 Nd5#"},
		{"no number", "1. e4 e5 2. Lc4 d6 3. Sf3 Sc6 4. Sc3 Lg4 5. Se5 Der Meister kennt seinen Gegner; er weiß es.\n",
			"e4 e5 Bc4 d6 Nf3 Nc6 Nc3 Bg4 Nxe5"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, diags := autoMoves(t, c.text)
			if got != c.want {
				t.Errorf("got  %s\nwant %s\n%v", got, c.want, diags)
			}
		})
	}
}
