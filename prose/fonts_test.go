package prose

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
)

// TestFontGlyphs: figurines typed in a chess font come out of a copied
// page as the font's code points ("¤f3"); a game is read in the font's
// letter set only where its moves then replay, with a prose-font warning
// naming the font; a text whose glyphs are no moves (prices) reads as
// before, without it.
func TestFontGlyphs(t *testing.T) {
	for _, c := range []struct {
		name string
		text string
		want string // the main line
		font bool   // a prose-font warning
		stop bool   // an error (Stop) in the game
	}{
		{"ChessBase figurines", "1. ¤f3 d5 2. c4 c6 3. g3 ¤f6 4. ¥g2 ¥g4 5. 0-0 e6 6. £b3 £b6 7. ¦e1 ¤bd7 8. d3 ¢d8",
			"Nf3 d5 c4 c6 g3 Nf6 Bg2 Bg4 O-O e6 Qb3 Qb6 Re1 Nbd7 d3 Kd8", true, false},
		{"glued to the number, captures", "1.e4 e5 2.¤f3 ¤c6 3.¥b5 a6 4.¥xc6 dxc6 5.¤xe5 £d4",
			"e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 Nxe5 Qd4", true, false},
		{"a price in the prose", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6. The book costs £5 or ¥300.",
			"e4 e5 Nf3 Nc6 Bb5 a6", false, false},
		{"a glyph the board refuses is an error, never a silent move", "1. e4 e5 2. ¤f3 ¤c6 3. ¦c4 ¤f6 4. d3 d6",
			"e4 e5 Nf3 Nc6", true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := Decode([]byte(c.text), Options{})
			if len(res.Games) == 0 {
				t.Fatal("no game")
			}
			g := res.Games[0]
			if got := strings.Join(g.Moves, " "); got != c.want {
				t.Errorf("main line %q, want %q", got, c.want)
			}
			font := false
			for _, n := range g.Notes {
				if n.Code == diag.ProseFont {
					font = true
					if !strings.Contains(n.Text.String(), "ChessBase") {
						t.Errorf("warning %q names no font", n.Text)
					}
				}
			}
			if font != c.font {
				t.Errorf("prose-font warning %v, want %v (notes %+v)", font, c.font, g.Notes)
			}
			if (g.Stop != nil || g.Ambiguous != nil) != c.stop {
				t.Errorf("stop %+v, ambiguous %+v, want an error: %v", g.Stop, g.Ambiguous, c.stop)
			}
		})
	}
}

// TestFontsOnlyWithGlyphs: the fonts' letter sets join the decoder's
// only for a text holding one of their glyphs, so any other text decodes
// exactly as before.
func TestFontsOnlyWithGlyphs(t *testing.T) {
	plain := newDecoder([]byte("1. e4 e5 2. Nf3"), Options{})
	glyph := newDecoder([]byte("1. e4 e5 2. ¤f3"), Options{})
	if len(glyph.locs) != len(plain.locs)+1 {
		t.Errorf("%d letter sets with a glyph, %d without: want one more", len(glyph.locs), len(plain.locs))
	}
	for _, l := range plain.locs {
		if l.IsFont() {
			t.Errorf("font %s among the letter sets of a text without glyphs", l.Code)
		}
	}
}

// TestFontGlyphsRealText: the ChessBase-font page of the shared
// development set (../shared/corpus/realtext, skipped when absent), from
// the knight-odds start its prose states ("Togliere Cb1 da Morphy"; the
// START FEN of expected.tsv), reads as the expected 41 plies, with the
// prose-font warning.
func TestFontGlyphsRealText(t *testing.T) {
	const name = "it/morphy-arnold-1859_doczz-chessbase-font-glyphs.txt"
	dir := filepath.Join("..", "..", "shared", "corpus", "realtext")
	text, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Skip("no ../shared/corpus/realtext")
	}
	tsv, err := os.ReadFile(filepath.Join(dir, "expected.tsv"))
	if err != nil {
		t.Skip("no expected.tsv")
	}
	var want, fen string
	for _, row := range strings.Split(string(tsv), "\n") {
		f := strings.Split(row, "\t")
		if len(f) >= 4 && f[0] == name {
			want = f[2]
			if m := regexp.MustCompile(`START FEN (\S+ \S+ \S+ \S+ \S+ \S+)`).FindStringSubmatch(f[3]); m != nil {
				fen = m[1]
			}
		}
	}
	if want == "" || fen == "" {
		t.Skip("no row (or no START FEN) for " + name)
	}
	start, err := board.ParseFEN(fen, board.Chess())
	if err != nil {
		t.Fatal(err)
	}
	res := Decode(text, Options{Start: start})
	if len(res.Games) == 0 {
		t.Fatal("no game")
	}
	g := res.Games[0]
	if got := strings.Join(g.Moves, " "); got != want || g.Stop != nil || g.Ambiguous != nil {
		t.Errorf("main line %q (stop %+v, ambiguous %+v), want %q", got, g.Stop, g.Ambiguous, want)
	}
	font := false
	for _, n := range g.Notes {
		font = font || n.Code == diag.ProseFont
	}
	if !font {
		t.Errorf("no prose-font warning: %+v", g.Notes)
	}
}
