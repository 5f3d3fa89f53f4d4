package prose

import (
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
)

// TestGlyphNote: a glyph read as a piece is said, once per game, naming
// the glyph, the piece the board gave it and the moves written with it.
func TestGlyphNote(t *testing.T) {
	res := Decode([]byte("1.e4 e5 2.Cf3 Cc6 3.©b5 a6 4.©a4 Cf6 5.0-0 Be7"), Options{})
	if len(res.Games) != 1 {
		t.Fatalf("%d games", len(res.Games))
	}
	var got []string
	for _, n := range res.Games[0].Notes {
		if n.Code == diag.ProseGlyph {
			got = append(got, n.Text.String())
		}
	}
	if len(got) != 1 || !strings.Contains(got[0], `"©" as the bishop`) || !strings.Contains(got[0], "3.©b5, 4.©a4") {
		t.Errorf("notes %q, want one naming \"©\" as the bishop in 3.©b5, 4.©a4", got)
	}
}

// TestUnknownPiece: what may be a glyph at a stop in a score of the
// game's letters (Portuguese here): a symbol or a letter that no piece
// or file of the set is, before a square.
func TestUnknownPiece(t *testing.T) {
	pt, _ := locales.Lookup("pt")
	in := pt.Input(false)
	for _, c := range []struct {
		tok  string
		want bool
	}{
		{"¦h8", true}, {"©xd4", true}, {"pc4", true}, {"¦af1", true},
		{"Th8", false}, // the set's rook
		{"th8", false}, // its lowercase
		{"e4", false}, {"exd5", false}, {"0-0", false}, {"O-O", false},
		{"@b4", false}, {"+e4", false}, // ASCII marks are signs
		{"©", false}, {"¦zz", false}, {"¦", false},
	} {
		if _, got := unknownPiece(c.tok, in); got != c.want {
			t.Errorf("unknownPiece(%q) = %v, want %v", c.tok, got, c.want)
		}
	}
}

// TestGlyphRefusedNote: a glyph that plays the stop's move as two pieces
// is not read, and a warning says so, naming both.
func TestGlyphRefusedNote(t *testing.T) {
	res := Decode([]byte("1.e4 e5 2.Cf3 Cc6 3.d4 d6 4.©c4 Cf6 5.h3"), Options{})
	if len(res.Games) == 0 || res.Games[0].Stop == nil {
		t.Fatal("want a stop at ©c4")
	}
	var got []string
	for _, n := range res.Games[0].Notes {
		if n.Code == diag.ProseGlyph {
			got = append(got, n.Text.String())
		}
	}
	if len(got) != 1 || !strings.Contains(got[0], "more than one piece (pawn; bishop)") {
		t.Errorf("notes %q, want one naming the pawn and the bishop", got)
	}
}
