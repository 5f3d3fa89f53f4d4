package locales

import "github.com/notaz-chess/notaz/board"

// letters builds a canonical letter row in the table's order K Q R B N.
func letters(k, q, r, b, n string) [7]string {
	var a [7]string
	a[board.King], a[board.Queen], a[board.Rook], a[board.Bishop], a[board.Knight] = k, q, r, b, n
	return a
}

// The table, in the order of the notation guide. Canonical letters are the
// seed table's (Wikipedia, "Notazione algebrica"). Aliases are accepted on
// input and never written; each is listed with its reason. Rejected aliases
// are noted where someone might expect them.
var table = [...]Locale{
	{
		Code: "en", Name: "English", Native: "English",
		white: letters("K", "Q", "R", "B", "N"),
		aliases: [7][]string{
			board.Knight: {"Kt"}, // older English books; no clash: t is not a file
			board.Pawn:   {"P"},  // pawn letter on scoresheets (notation guide)
		},
		mate: []string{"mate"},
	},
	{
		Code: "it", Name: "Italian", Native: "italiano",
		white: letters("R", "D", "T", "A", "C"),
		aliases: [7][]string{
			board.Pawn: {"P"}, // "il Pd3" (corpus it-06)
		},
		mate: []string{"matto"}, // corpus it-01
	},
	{
		Code: "es", Name: "Spanish", Native: "español",
		white: letters("R", "D", "T", "A", "C"),
		mate:  []string{"mate"}, // corpus es-05
	},
	{
		Code: "pt", Name: "Portuguese", Native: "português",
		white: letters("R", "D", "T", "B", "C"),
		mate:  []string{"mate"},
	},
	{
		Code: "fr", Name: "French", Native: "français",
		white: letters("R", "D", "T", "F", "C"),
		// Accented file letters from French typing (notation guide: ç4, é4).
		files: map[rune]byte{'ç': 'c', 'é': 'e'},
		mate:  []string{"mat"}, // corpus fr-06
	},
	{
		Code: "eo", Name: "Esperanto", Native: "esperanto",
		white: letters("R", "D", "T", "K", "Ĉ"),
		aliases: [7][]string{
			// Ĉ decomposed (C + U+0302), and plain C from keyboards without
			// Ĉ: C is free in Esperanto. The x- and h-system spellings are
			// rejected: "Cx" reads as C + capture, "Ch" as C + file h.
			board.Knight: {"C\u0302", "C"},
		},
		mate: []string{"mato"},
	},
	{
		Code: "id", Name: "Indonesian", Native: "Bahasa Indonesia",
		white: letters("R", "M", "B", "G", "K"),
		mate:  []string{"skakmat"},
	},
	{
		Code: "de", Name: "German", Native: "Deutsch",
		white: letters("K", "D", "T", "L", "S"),
		mate:  []string{"matt"}, // corpus de-02
	},
	{
		Code: "sv", Name: "Swedish", Native: "svenska",
		white: letters("K", "D", "T", "L", "S"),
		mate:  []string{"matt"},
	},
	{
		Code: "da", Name: "Danish", Native: "dansk",
		white: letters("K", "D", "T", "L", "S"),
		mate:  []string{"mat"},
	},
	{
		Code: "nl", Name: "Dutch", Native: "Nederlands",
		white: letters("K", "D", "T", "L", "P"),
		mate:  []string{"mat"},
	},
	{
		Code: "fi", Name: "Finnish", Native: "suomi",
		white: letters("K", "D", "T", "L", "R"),
		mate:  []string{"matti"},
	},
	{
		Code: "lv", Name: "Latvian", Native: "latviešu",
		white: letters("K", "D", "T", "L", "Z"),
		mate:  []string{"mats"},
	},
	{
		Code: "is", Name: "Icelandic", Native: "íslenska",
		white: letters("K", "D", "H", "B", "R"),
		mate:  []string{"mát"},
	},
	{
		Code: "cs", Name: "Czech", Native: "čeština",
		white: letters("K", "D", "V", "S", "J"),
		mate:  []string{"mat"},
	},
	{
		Code: "pl", Name: "Polish", Native: "polski",
		white: letters("K", "H", "W", "G", "S"),
		mate:  []string{"mat"},
	},
	{
		Code: "ru", Name: "Russian", Native: "русский",
		// Cyrillic: Кр = U+041A U+0440, Ф, Л, С = U+0421, К = U+041A.
		white: letters("Кр", "Ф", "Л", "С", "К"),
		aliases: [7][]string{
			// Latin look-alikes typed for Cyrillic (corpus ru-03: "Kpel:f2",
			// "Kg8-f6", "Cf1-b5") and the seed table's transliterations
			// (Kr, F, L, S). Within Russian none collides: the king's
			// two-letter forms start with the knight's letter, so a reader
			// must try the longest letter first; p and r are not files.
			board.King:   {"Kp", "Kр", "Кp", "Kr"},
			board.Queen:  {"F"},
			board.Rook:   {"L"},
			board.Bishop: {"C", "S"},
			board.Knight: {"K"},
		},
		// Cyrillic look-alikes typed for Latin files (corpus ru-03:
		// "Лf1-е1", "c2-с3"). Only а, с, е look like a..h.
		files: map[rune]byte{'а': 'a', 'с': 'c', 'е': 'e'},
		// О-О typed with the Russian keyboard layout active.
		castleO: []rune{'О'},
		mate:    []string{"мат"},
	},
	{
		Code: "el", Name: "Greek", Native: "Ελληνικά",
		// Greek capitals: Ρ U+03A1, Β U+0392, Π U+03A0, Α U+0391, Ι U+0399.
		white: letters("Ρ", "Β", "Π", "Α", "Ι"),
		aliases: [7][]string{
			// Latin look-alikes. None collides within Greek (Π has no
			// look-alike); they clash across languages (P is the Dutch
			// knight, B the English bishop), which whole-game replay settles.
			board.King:   {"P"},
			board.Queen:  {"B"},
			board.Bishop: {"A"},
			board.Knight: {"I"},
		},
		// Greek file letters (corpus el-01: "Ιζ3", "εδ5").
		files: map[rune]byte{'α': 'a', 'β': 'b', 'γ': 'c', 'δ': 'd', 'ε': 'e', 'ζ': 'f', 'η': 'g', 'θ': 'h'},
		// Castling written with capital omicron U+039F (corpus el-01: "Ο-Ο").
		castleO: []rune{'Ο'},
		mate:    []string{"ματ"},
	},
	{
		// Not in the seed table. en.wikipedia "Algebraic notation
		// (chess)", its table of piece letters: K király, V vezér, B
		// bástya, F futó, H huszár; cyberpress.sopron.hu (Sakkvilág
		// column, 2000): "a Bishop (B) a Futó, ami nálam ... F", the
		// knight H (Huszár); Magyar Sakkvilág 1913 prints K V B F H
		// (testdata/realtext/hu). Issue 19's held-out set has Hungarian.
		Code: "hu", Name: "Hungarian", Native: "magyar",
		white: letters("K", "V", "B", "F", "H"),
		mate:  []string{"matt"}, // "matt", as "sakk-matt" is written
	},
	{
		Code: "fig", Name: "Figurines", Native: "figurines",
		white: letters("♔", "♕", "♖", "♗", "♘"),
		black: letters("♚", "♛", "♜", "♝", "♞"),
	},
}

// extraNames are further names Lookup accepts, beyond code, Name and Native.
var extraNames = map[string][]string{
	"id":  {"Indonesia"}, // CLDR's own name for the language
	"fig": {"figurine", "fan", "symbols"},
}
