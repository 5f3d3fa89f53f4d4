package descriptive

import (
	"testing"

	"github.com/notaz-chess/notaz/board"
)

// TestSquareBits: the squares bits gives are those has accepts, for every
// set of files, every rank (unwritten, 1 to 8, and the 0 and 9 a typo
// may give) and both sides.
func TestSquareBits(t *testing.T) {
	n := 0
	for files := 0; files < 256; files++ {
		for rank := int8(0); rank <= 9; rank++ {
			s := Square{Files: uint8(files), Rank: rank}
			for _, c := range []board.Color{board.White, board.Black} {
				b := s.bits(c)
				for sq := board.Square(0); sq < 64; sq++ {
					want := s.has(sq, c) && rank <= 8
					if b.Has(sq) != want {
						t.Fatalf("%+v for %v: bits has %v: %v, has says %v", s, c, sq, b.Has(sq), want)
					}
					if want {
						n++
					}
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no square named")
	}
}
