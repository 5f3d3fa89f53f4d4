package diagram_test

import (
	"encoding/xml"
	"fmt"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diagram"
)

// svgDoc is what the tests read back of a drawing.
type svgDoc struct {
	Title string `xml:"title"`
	G     []struct {
		Text []struct {
			X    int    `xml:"x,attr"`
			Y    int    `xml:"y,attr"`
			Fill string `xml:"fill,attr"`
			S    string `xml:",chardata"`
		} `xml:"text"`
		Use []struct {
			Href string `xml:"href,attr"`
			X    int    `xml:"x,attr"`
			Y    int    `xml:"y,attr"`
		} `xml:"use"`
	} `xml:"g"`
	Rect []struct {
		Fill string `xml:"fill,attr"`
		Y    int    `xml:"y,attr"`
	} `xml:"rect"`
}

func draw(t *testing.T, fen string, o diagram.Options) svgDoc {
	t.Helper()
	p, err := board.ParseFEN(fen, board.Chess())
	if err != nil {
		t.Fatal(err)
	}
	b := diagram.AppendSVG(nil, p, o)
	var d svgDoc
	if err := xml.Unmarshal(b, &d); err != nil {
		t.Fatalf("not well-formed SVG: %v\n%s", err, b)
	}
	return d
}

// TestPieces: every piece where it stands, from either side, the side to
// move marked on its edge.
func TestPieces(t *testing.T) {
	start := board.Chess().StartFEN()
	tests := []struct {
		name     string
		fen      string
		flip     bool
		glyph    string // the glyph drawn last at (x, y)
		x, y     int
		glyphs   int
		markFill string
		markY    int
	}{
		{"white king on e1", start, false, "♔", 220, 352, 48, "#fff", 347},
		{"white king on e1, flipped", start, true, "♔", 175, 37, 48, "#fff", 3},
		{"black king on e8", start, false, "♚", 220, 37, 48, "#fff", 347},
		{"black to move", "4k3/8/8/8/8/8/8/4K3 b - - 0 1", false, "♚", 220, 37, 3, "#000", 3},
		{"black to move, flipped", "4k3/8/8/8/8/8/8/4K3 b - - 0 1", true, "♚", 175, 352, 3, "#000", 347},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := draw(t, tt.fen, diagram.Options{Flip: tt.flip, Title: "t"})
			pieces := d.G[1].Text
			if len(pieces) != tt.glyphs {
				t.Fatalf("%d glyphs, want %d", len(pieces), tt.glyphs)
			}
			found := false
			for _, g := range pieces {
				if g.X == tt.x && g.Y == tt.y && strings.HasPrefix(g.S, tt.glyph) {
					found = true
				}
			}
			if !found {
				t.Errorf("no %s at (%d, %d)", tt.glyph, tt.x, tt.y)
			}
			mark := d.Rect[len(d.Rect)-1]
			if mark.Fill != tt.markFill || mark.Y != tt.markY {
				t.Errorf("side-to-move mark %s at y %d, want %s at %d", mark.Fill, mark.Y, tt.markFill, tt.markY)
			}
		})
	}
}

// TestShared: with Shared, the pieces are <use> of the definitions, one
// per piece, and AppendDefs defines each of the twelve.
func TestShared(t *testing.T) {
	p, _ := board.ParseFEN(board.Chess().StartFEN(), board.Chess())
	b := string(diagram.AppendSVG(nil, p, diagram.Options{Shared: true}))
	if n := strings.Count(b, `<use href="#nz-`); n != 33 { // the board and 32 pieces
		t.Errorf("%d uses, want 33", n)
	}
	defs := string(diagram.AppendDefs(nil))
	for _, id := range []string{"nz-board", "nz-wK", "nz-bK", "nz-wP", "nz-bP", "nz-wN", "nz-bQ"} {
		if !strings.Contains(defs, `id="`+id+`"`) {
			t.Errorf("no %s in the definitions", id)
		}
	}
	if err := xml.Unmarshal([]byte(defs), new(struct{})); err != nil {
		t.Errorf("definitions not well-formed: %v", err)
	}
}

// A position as a standalone SVG file, as notaz diagram writes it.
func ExampleAppendSVG() {
	p, _ := board.ParseFEN("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", board.Chess())
	svg := diagram.AppendSVG(nil, p, diagram.Options{Standalone: true, Size: 360, Title: "White mates in one"})
	fmt.Println(string(svg[:140]))
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" class="board" viewBox="0 0 396 382" width="360" height="347" role="img"><title>White mates in one</t
}
