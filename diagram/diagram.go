// Package diagram draws a chess position as a self-contained SVG image:
// the board, the pieces, the coordinates and a mark for the side to move.
// The printable HTML document (writer) and `notaz diagram` use the same
// drawing. It imports nothing of notaz but board.
//
// The pieces are the chess symbols of Unicode (U+2654..U+265F) set as
// text, each Black piece a solid symbol and each White one an outline
// symbol over a white solid one, so that it stays white on a dark square.
// Every system font that has the chess symbols (DejaVu Sans, Segoe UI
// Symbol, Apple Symbols, Noto Sans Symbols 2, FreeSerif) draws them; no
// font or image is fetched, and the SVG needs no script or stylesheet.
package diagram

import (
	"strconv"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/board"
)

// Options change the drawing.
type Options struct {
	// Flip draws the board from Black's side (h8 bottom left).
	Flip bool
	// Size is the width attribute in CSS pixels; 0 leaves the size to the
	// page (the SVG scales to its container).
	Size int
	// Title is the image's accessible name (<title>); empty gives none.
	Title string
	// Standalone adds the XML namespace declaration a .svg file needs
	// (inline SVG in HTML does not).
	Standalone bool
	// Shared draws the board and pieces with <use> of the definitions
	// AppendDefs wrote once earlier in the same HTML document, which
	// makes a diagram a tenth of the size. A standalone image has none.
	Shared bool
}

// AppendDefs appends a hidden SVG element that defines the board and the
// pieces once, for the diagrams of an HTML document drawn with Shared.
func AppendDefs(dst []byte) []byte {
	dst = append(dst, `<svg class="defs" width="0" height="0" style="position:absolute" aria-hidden="true"><defs>`...)
	dst = append(dst, `<g id="nz-board">`...)
	dst = appendBoard(dst)
	dst = append(dst, `</g>`...)
	for r := board.Pawn; r <= board.King; r++ {
		for _, c := range [...]board.Color{board.White, board.Black} {
			dst = append(dst, `<g id="nz-`...)
			dst = append(dst, pieceID(c, r)...)
			dst = append(dst, `" font-family="`+fonts+`" font-size="38" text-anchor="middle">`...)
			dst = appendPiece(dst, 0, 0, c, r)
			dst = append(dst, `</g>`...)
		}
	}
	return append(dst, `</defs></svg>`...)
}

func pieceID(c board.Color, r board.Role) string {
	return string("wb"[c&1]) + string(" PNBRQK"[r])
}

// Geometry, in SVG user units: squares of 45, a margin of 18 on the left
// and at the bottom for the coordinates, and 18 on the right for the mark
// of the side to move.
const (
	sq45   = 45
	sq     = sq45
	margin = 18
	width  = margin + 8*sq + margin
	height = 8*sq + margin + 4
)

// Colours: light and dark squares that print well in grey, as book
// diagrams are, and still read as a board on screen.
const (
	light = "#f2efe6"
	dark  = "#b9b3a4"
)

// solid and outline are the Unicode chess symbols per role (index
// board.Role): Black's solid ♚♛♜♝♞♟ and White's outline ♔♕♖♗♘♙.
var (
	solid   = [7]string{board.King: "♚", board.Queen: "♛", board.Rook: "♜", board.Bishop: "♝", board.Knight: "♞", board.Pawn: "♟\uFE0E"}
	outline = [7]string{board.King: "♔", board.Queen: "♕", board.Rook: "♖", board.Bishop: "♗", board.Knight: "♘", board.Pawn: "♙\uFE0E"}
)

// fonts lists fonts that have the chess symbols, in order of preference.
const fonts = `'DejaVu Sans','Segoe UI Symbol','Apple Symbols','Noto Sans Symbols 2','FreeSerif',serif`

// AppendSVG appends an SVG drawing of p to dst.
func AppendSVG(dst []byte, p *board.Position, o Options) []byte {
	dst = append(dst, `<svg`...)
	if o.Standalone {
		dst = append(dst, ` xmlns="http://www.w3.org/2000/svg"`...)
	}
	dst = append(dst, ` class="board" viewBox="0 0 `...)
	dst = strconv.AppendInt(dst, width, 10)
	dst = append(dst, ' ')
	dst = strconv.AppendInt(dst, height, 10)
	dst = append(dst, '"')
	if o.Size > 0 {
		dst = append(dst, ` width="`...)
		dst = strconv.AppendInt(dst, int64(o.Size), 10)
		dst = append(dst, `" height="`...)
		dst = strconv.AppendInt(dst, int64(o.Size*height/width), 10)
		dst = append(dst, '"')
	}
	dst = append(dst, ` role="img"`...)
	dst = append(dst, '>')
	if o.Title != "" {
		dst = append(dst, `<title>`...)
		dst = AppendEscaped(dst, o.Title)
		dst = append(dst, `</title>`...)
	}
	if o.Shared {
		dst = append(dst, `<use href="#nz-board"/>`...)
	} else {
		dst = appendBoard(dst)
	}
	// Coordinates: files under the board, ranks on its left.
	dst = append(dst, `<g font-family="sans-serif" font-size="12" fill="#444" text-anchor="middle">`...)
	for i := range 8 {
		f, r := i, 7-i
		if o.Flip {
			f, r = 7-i, i
		}
		dst = appendText(dst, margin+i*sq+sq/2, 8*sq+14, string(rune('a'+f)))
		dst = appendText(dst, margin/2, i*sq+sq/2+4, string(rune('1'+r)))
	}
	dst = append(dst, `</g>`...)
	// Pieces.
	if !o.Shared {
		dst = append(dst, `<g font-family="`+fonts+`" font-size="38" text-anchor="middle">`...)
	}
	for sq := board.Square(0); sq < 64; sq++ {
		pc := p.PieceAt(sq)
		if pc.Role == board.NoRole {
			continue
		}
		x, y := sq.File(), 7-sq.Rank()
		if o.Flip {
			x, y = 7-x, 7-y
		}
		cx, by := margin+x*sq45+sq45/2, y*sq45+sq45-8
		if o.Shared {
			dst = append(dst, `<use href="#nz-`...)
			dst = append(dst, pieceID(pc.Color, pc.Role)...)
			dst = append(dst, `" x="`...)
			dst = strconv.AppendInt(dst, int64(cx), 10)
			dst = append(dst, `" y="`...)
			dst = strconv.AppendInt(dst, int64(by), 10)
			dst = append(dst, `"/>`...)
		} else {
			dst = appendPiece(dst, cx, by, pc.Color, pc.Role)
		}
	}
	if !o.Shared {
		dst = append(dst, `</g>`...)
	}
	// The side to move: a small square beside its edge of the board.
	top := p.Turn() == board.Black
	if o.Flip {
		top = !top
	}
	y, fill := 8*sq-13, "#fff"
	if top {
		y = 3
	}
	if p.Turn() == board.Black {
		fill = "#000"
	}
	dst = append(dst, `<rect x="`...)
	dst = strconv.AppendInt(dst, margin+8*sq+4, 10)
	dst = append(dst, `" y="`...)
	dst = strconv.AppendInt(dst, int64(y), 10)
	dst = append(dst, `" width="10" height="10" stroke="#000" fill="`...)
	dst = append(dst, fill...)
	dst = append(dst, `"/></svg>`...)
	return dst
}

// appendBoard draws the squares and the frame: one light rectangle, the
// dark squares as one path over it.
func appendBoard(dst []byte) []byte {
	dst = append(dst, `<rect x="18" y="0" width="360" height="360" fill="`+light+`"/><path fill="`+dark+`" d="`...)
	for y := range 8 {
		for x := range 8 {
			if (x+y)%2 == 1 {
				dst = append(dst, 'M')
				dst = strconv.AppendInt(dst, int64(margin+x*sq), 10)
				dst = append(dst, ' ')
				dst = strconv.AppendInt(dst, int64(y*sq), 10)
				dst = append(dst, "h45v45h-45z"...)
			}
		}
	}
	return append(dst, `"/><rect x="18" y="0" width="360" height="360" fill="none" stroke="#222" stroke-width="1.5"/>`...)
}

// appendPiece draws a piece centred on x, its baseline at y: Black's
// solid symbol, or White's outline over a white solid one.
func appendPiece(dst []byte, x, y int, c board.Color, r board.Role) []byte {
	if c == board.White {
		dst = appendGlyph(dst, x, y, "#fff", solid[r])
		return appendGlyph(dst, x, y, "#000", outline[r])
	}
	return appendGlyph(dst, x, y, "#000", solid[r])
}

func appendText(dst []byte, x, y int, s string) []byte {
	dst = append(dst, `<text x="`...)
	dst = strconv.AppendInt(dst, int64(x), 10)
	dst = append(dst, `" y="`...)
	dst = strconv.AppendInt(dst, int64(y), 10)
	dst = append(dst, `">`...)
	dst = append(dst, s...)
	return append(dst, `</text>`...)
}

func appendGlyph(dst []byte, x, y int, fill, s string) []byte {
	dst = append(dst, `<text x="`...)
	dst = strconv.AppendInt(dst, int64(x), 10)
	dst = append(dst, `" y="`...)
	dst = strconv.AppendInt(dst, int64(y), 10)
	dst = append(dst, `" fill="`...)
	dst = append(dst, fill...)
	dst = append(dst, `">`...)
	dst = append(dst, s...)
	return append(dst, `</text>`...)
}

// AppendEscaped appends s with the characters XML (and HTML, in text and
// in quoted attribute values) gives meaning escaped.
func AppendEscaped(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '<':
			dst = append(dst, "&lt;"...)
		case c == '>':
			dst = append(dst, "&gt;"...)
		case c == '&':
			dst = append(dst, "&amp;"...)
		case c == '"':
			dst = append(dst, "&quot;"...)
		case c < 0x20 && c != '\t' && c != '\n' && c != '\r', c == 0x7f:
			// A control character is not allowed in XML and is a parse
			// error in HTML: the document shows the replacement sign.
			dst = append(dst, "\uFFFD"...)
		case c >= utf8.RuneSelf:
			// Text kept losslessly may hold bytes that are not UTF-8
			// (PGN's comments are bytes); the document is UTF-8, so each
			// bad byte shows as the replacement sign.
			r, n := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && n == 1 {
				dst = append(dst, "\uFFFD"...)
			} else {
				dst = append(dst, s[i:i+n]...)
			}
			i += n
			continue
		default:
			dst = append(dst, c)
		}
		i++
	}
	return dst
}
