package parser

// glyph is an annotation glyph and its NAG.
type glyph struct {
	s   string
	nag uint8
}

// gluedGlyphs may follow a move without a space; longest first so that
// "!?" is not read as "?".
var gluedGlyphs = []glyph{
	{"∓", 17}, {"⩲", 14}, {"⩱", 15}, {"∞", 13},
	{"‼", 3}, {"⁇", 4}, {"⁉", 5}, {"⁈", 6}, {"□", 7}, {"+−", 18}, {"−+", 19}, // U+203C, U+2047..2049, U+25A1, U+2212
	{"!!", 3}, {"??", 4}, {"!?", 5}, {"?!", 6}, {"+-", 18}, {"-+", 19}, {"±", 16},
	{"!", 1}, {"?", 2}, {"=", 10},
}

// standaloneGlyphs are also read when they stand alone, besides the glued
// ones.
var standaloneGlyphs = []glyph{
	{"+/-", 16}, {"-/+", 17}, {"+/=", 14}, {"=/+", 15}, {"+=", 14}, {"=+", 15}, {"□", 7},
}

func standaloneGlyph(s []byte) (uint8, bool) {
	if len(s) < 2 || (s[0] != '+' && s[0] != '-' && s[0] != '=' && s[0] != 0xE2) {
		return 0, false
	}
	for _, g := range standaloneGlyphs {
		if string(s) == g.s {
			return g.nag, true
		}
	}
	return 0, false
}

// glyphSplit is a move token cut into its core and the glyphs glued to it.
type glyphSplit struct {
	core int      // length of the move part
	n    int      // number of glyphs
	len  [4]uint8 // byte lengths of the glyphs, last one first
	nag  [4]uint8
}

// bare reports whether the token has a move part and no glyphs.
func (g *glyphSplit) bare() bool { return g.core > 0 && g.n == 0 }

// glyphsOf splits the glyphs off a move token; it switches on the last
// byte because it runs for every move.
func glyphsOf(tok []byte) glyphSplit {
	if len(tok) > 0 && glyphEnd[tok[len(tok)-1]] {
		return splitGlyphs(tok)
	}
	return glyphSplit{core: len(tok)}
}

// splitGlyphs cuts glued glyph annotations off the end of tok (at most
// four: "e4!?" gives "e4" and !?). The check signs "+" and "++" stay.
// It switches on the last byte because it runs for every move.
func splitGlyphs(tok []byte) glyphSplit {
	var g glyphSplit
	n := len(tok)
	for g.n < len(g.len) && n > 0 {
		k, nag := gluedGlyphEnd(tok[:n])
		if k == 0 {
			break
		}
		n -= k
		g.len[g.n], g.nag[g.n] = uint8(k), nag
		g.n++
	}
	g.core = n
	return g
}

// glyphEnd marks the bytes a glued glyph can end with: most moves end
// otherwise and skip splitGlyphs.
var glyphEnd = [256]bool{'!': true, '?': true, '=': true, '-': true, '+': true, 0xB1: true, 0x93: true, 0xB2: true, 0x9E: true,
	0xBC: true, 0x87: true, 0x88: true, 0x89: true, 0xA1: true, 0x92: true}

// gluedGlyphEnd returns the length and NAG of the glyph ending t, if any.
func gluedGlyphEnd(t []byte) (int, uint8) {
	n := len(t)
	prev := byte(0)
	if n > 1 {
		prev = t[n-2]
	}
	switch t[n-1] {
	case '!':
		switch prev {
		case '!':
			return 2, 3
		case '?':
			return 2, 6
		}
		return 1, 1
	case '?':
		switch prev {
		case '?':
			return 2, 4
		case '!':
			return 2, 5
		}
		return 1, 2
	case '=':
		return 1, 10
	case '-':
		if prev == '+' {
			return 2, 18
		}
	case '+':
		if prev == '-' {
			return 2, 19
		}
		if prev == 0x92 && n >= 4 && string(t[n-4:n-1]) == "−" {
			return 4, 19
		}
	case 0xB1, 0x93, 0xB2, 0x9E, // last bytes of ± ⩱ ∓ ⩲ ∞
		0xBC, 0x87, 0x88, 0x89, 0xA1, 0x92: // ‼ ⁇ ⁈ ⁉ □ −
		for _, g := range gluedGlyphs {
			if len(g.s) > 1 && n >= len(g.s) && string(t[n-len(g.s):]) == g.s {
				return len(g.s), g.nag
			}
		}
	}
	return 0, 0
}

// coreLen returns the length of tok without its glued glyphs.
func coreLen(tok []byte) int { return splitGlyphs(tok).core }
