package locales

import (
	"sync"

	"github.com/notaz-chess/notaz/board"
)

// Chess fonts put their figurines at the code points of ordinary
// characters: a score typed in such a font and copied out of a web page or
// a PDF as text shows those characters where the figurines were
// ("¤f3" for ♘f3). Fonts returns one input-only letter set per published
// font mapping, so that a reader may try a score's glyphs as that font's
// figurines, like a language: only where the moves then replay. They are
// not in All: no output is written in them, and no language detection of
// clean PGN considers them. Each is its own Family.
//
// The mappings, with their sources (data/fonts.md in ../shared style:
// code point, piece):
//
// ChessBase figurine fonts (FigurineCB AriesSP, LetterSP, TimeSP; the
// figurines of DiagramTT Fritz, Habsburg, Oldstyle, USCF, Crystals):
// U+00A2 ¢ king, U+00A3 £ queen, U+00A6 ¦ rook, U+00A5 ¥ bishop, U+00A4 ¤
// knight, U+00A7 § pawn. Sources: the ChessBase font names and their
// use for figurines and symbols in Scidb's tcl/fonts.tcl (github.com/
// rofl0r/scidb, SetupChessBaseFonts, FigurineSymbolChessBaseEncoding);
// the same table, ¢ £ ¦ ¥ ¤ for K Q R B N, in independent public
// extractors of ChessBase-typeset PDFs (Python and JavaScript, the search
// tool's code corpus, "FIGURINES = str.maketrans({"¦": "R", "¢": "K", "£":
// "Q", "¥": "B", "¤": "N", "†": "+"})"), which also read † as check and ‡
// as mate; and the Unicode proposal L2/17-077R (Everson, Wallace 2017,
// §2: chess fonts "use ASCII and Latin-1 code positions"). The pages of
// testdata/realtext/de/heigermoser-altmann… and ../shared/corpus/realtext/
// it/morphy-arnold-1859… are two such copies; the table is the fonts',
// not theirs.
func Fonts() []*Locale {
	fontsOnce.Do(func() {
		for i := range fonts {
			fonts[i].Family = fonts[i].Code
			fontList = append(fontList, &fonts[i])
		}
	})
	return fontList
}

var (
	fontsOnce sync.Once
	fontList  []*Locale
)

var fonts = []Locale{
	{
		Code: "font-chessbase", Name: "ChessBase figurine font", Native: "ChessBase figurine font (¢ K, £ Q, ¦ R, ¥ B, ¤ N, § P)",
		white:   letters("¢", "£", "¦", "¥", "¤"),
		aliases: [7][]string{board.Pawn: {"§"}},
	},
}

// IsFont reports whether l is one of Fonts.
func (l *Locale) IsFont() bool {
	for i := range fonts {
		if l == &fonts[i] {
			return true
		}
	}
	return false
}

// FontGlyph reports whether r is a piece glyph of one of Fonts: a
// character a move token may hold.
func FontGlyph(r rune) bool {
	switch r {
	case '¢', '£', '¤', '¥', '¦', '§':
		return true
	}
	return false
}
