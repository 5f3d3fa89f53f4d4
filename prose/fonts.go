package prose

import (
	"strings"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
)

// withFonts adds the chess fonts' letter sets (locales.Fonts: a font's
// figurines as the code points a copied page shows, "¤f3" for ♘f3) to
// the decoder's, when the text holds one of their glyphs: a game is then
// read in a font's set, as in a language, only where its first lettered
// move is read so and the moves then replay (the letter-set rule of the
// search), and the board decides against it otherwise. A text without
// such a glyph decodes exactly as before.
func withFonts(src []byte, opts Options, locs []*locales.Locale, ins []*locales.Input) ([]*locales.Locale, []*locales.Input) {
	if opts.Shatranj || !hasFontGlyph(src) {
		return locs, ins
	}
	for _, l := range locales.Fonts() {
		if len(locs) == 63 {
			break
		}
		locs = append(locs, l)
		ins = append(ins, l.Input(false))
	}
	return locs, ins
}

// hasFontGlyph reports whether src holds a font glyph (all are U+00A2..
// U+00A7, "\xc2\xa2".."\xc2\xa7" in UTF-8).
func hasFontGlyph(src []byte) bool {
	for i := 0; i+1 < len(src); i++ {
		if src[i] == 0xC2 && src[i+1] >= 0xA2 && src[i+1] <= 0xA7 {
			r, _ := utf8.DecodeRune(src[i:])
			if locales.FontGlyph(r) {
				return true
			}
		}
	}
	return false
}

// fontNote is the warning of a game read in a font's letter set: it
// names the font and its mapping, at the first move written with one of
// its glyphs.
func (d *decoder) fontNote(l *locales.Locale, evs []*event, from int) Note {
	src := d.lat.src
	off, tok := from, ""
	for _, e := range evs {
		if e.kind != evMove {
			continue
		}
		if t := string(src[e.from:e.to]); strings.ContainsFunc(t, locales.FontGlyph) {
			off, tok = e.from, t
			break
		}
	}
	return Note{Off: off, Code: diag.ProseFont,
		Text: diag.T("figurines typed in a chess font read by its code points, the %s, from %q on", l.Native, tok)}
}

// fontGlyph reports whether r is a font's piece glyph: a move token may
// hold it (moveRune).
func fontGlyph(r rune) bool { return locales.FontGlyph(r) }
