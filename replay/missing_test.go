package replay

import (
	"fmt"
	"testing"

	"github.com/notaz-chess/notaz/locales"
)

func TestMissingAndSwappedMoves(t *testing.T) {
	tests := []struct {
		name, lang, text string
		err              string // line:col message
		first            string // first suggestion, "" for none
	}{
		{
			// Black's 2nd move is missing: "3. Cc3" is numbered for White.
			// Only 2...Qxd5 makes Cc3 Da5 d4 c6 legal.
			"missing, italian", "it", "1. e4 d5 2. e:d5 3. Cc3 Da5 4. d4 c6 *",
			"1:21 illegal move 2...Cc3: no knight can reach c3; a move seems to be missing after 2.e:d5: 2...Qxd5 would make the rest legal",
			"Qxd5",
		},
		{
			// The move after the gap was read (it is legal for Black, with a
			// number that says otherwise); the next one fails. The fills
			// are no moves of the position shown, so no suggestion.
			"missing earlier", "en", "1. e4 e5 2. Nf3 Nc6 3. d4 4. Nxd4 Nf6 5. Nc3 Bb4 *",
			"1:35 illegal move 4.Nf6: no knight can reach f6; a move seems to be missing after 3.d4: 3...exd4 or 3...Nxd4 would make the rest legal",
			"",
		},
		{
			// White's 3rd and 4th moves swapped (German letters).
			"swapped, german", "de", "1. e4 e5 2. Sf3 Sc6 3. O-O Sf6 4. Lc4 Lc5 *",
			"1:24 illegal move 3.O-O: cannot castle kingside: f1 is occupied; 3.O-O and 4.Lc4 seem to be transposed: in the other order the next 4 moves are legal",
			"Bc4",
		},
		{
			// The earlier move of the pair was legal and read (Polish).
			"swapped, read earlier, polish", "pl", "1. e4 e5 2. Sf3 d6 3. f4 Sc6 4. Gc4 *",
			"1:23 illegal move 3.f4: no pawn can reach f4; 2.Sf3 and 3.f4 seem to be transposed: in the other order the next 4 moves are legal",
			"",
		},
		{
			// White's and Black's moves written in each other's place.
			"neighbours swapped", "en", "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. a6 Ba4 5. O-O Be7 *",
			"1:35 illegal move 4.a6: no pawn can reach a6; 4.a6 and 4...Ba4 seem to be transposed: in the other order the next 4 moves are legal",
			"Ba4",
		},
		{
			// Two moves are too few to tell: no diagnosis.
			"too short", "en", "1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. a6 Ba4 *",
			"1:35 illegal move 4.a6: no pawn can reach a6",
			"",
		},
		{
			// Nothing explains it: the message is the plain one.
			"unexplained", "en", "1. e4 e5 2. Bc4 Nc6 3. Bxe5 *",
			"1:24 illegal move 3.Bxe5: no bishop can reach e5",
			"",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := locales.Lookup(tt.lang)
			if err != nil {
				t.Fatal(err)
			}
			g := one(t, tt.text, Options{Locale: l})
			if g.Err == nil {
				t.Fatalf("no error; tree %s", tree(&g.Moves))
			}
			if got := fmt.Sprintf("%d:%d %s", g.Err.Line, g.Err.Column, g.Err.Msg); got != tt.err {
				t.Errorf("error\n got %s\nwant %s", got, tt.err)
			}
			first := ""
			if len(g.Err.Suggestions) > 0 {
				first = g.Err.Suggestions[0]
			}
			if tt.first != "" && first != tt.first {
				t.Errorf("first suggestion %q, want %q (all: %q)", first, tt.first, g.Err.Suggestions)
			}
		})
	}
}
