package locales

import "github.com/notaz-chess/notaz/board"

// Style is how a language's publishers print the signs around the piece
// letters: the capture sign, castling, check and mate, results, move
// numbers, Black's ellipsis, the en-passant mark and the promotion. PGN is
// the style of the PGN standard; PrintStyle gives each language's own,
// from the primers and references listed in docs/style-print.md. Every
// sign is one notaz reads back, so that a game printed in any style reads
// back to the same game (the writer's round-trip tests over the corpus
// hold it so).
type Style struct {
	Capture string // between the piece (or pawn file) and the target: "x", ":", "×"
	// Castle is the letter castling is written with: 'O' (PGN) or '0'.
	Castle byte
	Check  string // "+"
	Mate   string // "#", "×" (Russian), "X" (Czech, Finnish)
	// Results as printed: White wins, Black wins, draw ("1-0", "0-1",
	// "1/2-1/2" in PGN; "1–0", "0–1", "½–½" with an en dash in print).
	// An unfinished game is "*" in every style.
	WhiteWins, BlackWins, Draw string
	// NumberSpace puts a space between a move number and the move
	// ("1. e4"); without it they are glued ("1.e4"), as books print them.
	NumberSpace bool
	// Ellipsis follows the number of a move by Black that starts a line,
	// or follows a comment or variation: "..." (PGN) or "…" (U+2026).
	Ellipsis string
	// EnPassant is written after an en-passant capture, space included
	// (" e.p."), or is empty.
	EnPassant string
	// PromoEquals writes a promotion e8=Q; without it, e8Q.
	PromoEquals bool
}

// PGN is the style of the PGN standard (Edwards 1994, section 8.2.3):
// what notaz writes by default.
var PGN = Style{
	Capture: "x", Castle: 'O', Check: "+", Mate: "#",
	WhiteWins: "1-0", BlackWins: "0-1", Draw: "1/2-1/2",
	NumberSpace: true, Ellipsis: "...", PromoEquals: true,
}

// printResults are the results as chess books and magazines print them,
// with an en dash and the fraction ½ (English Wikipedia, "Algebraic
// notation (chess)": "1–0", "0–1", "½–½"; the Swedish primer "Om kort
// notation" the same). No language's sources print results otherwise, so
// every print style takes them.
const (
	printWhite = "1–0"
	printBlack = "0–1"
	printDraw  = "½–½"
)

// from returns PGN's style with the print results and the changes f makes:
// a style is PGN's wherever its sources document no convention of their own.
func from(f func(*Style)) Style {
	s := PGN
	s.WhiteWins, s.BlackWins, s.Draw = printWhite, printBlack, printDraw
	if f != nil {
		f(&s)
	}
	return s
}

// printStyles are the print styles by locale code; docs/style-print.md has
// the table with the source of every sign. A sign none of a language's
// sources documents is PGN's.
var printStyles = map[string]Style{
	// FIDE Laws, Appendix C: castling 0-0 (the Indonesian Wikipedia notes
	// it against PGN's O-O); books print 1.e4 e5 2.Nf3.
	"en": from(func(s *Style) { s.Castle = '0'; s.NumberSpace = false }),
	// it.wikipedia "Segni convenzionali negli scacchi": x, 0-0, #, e.p.;
	// lorenzoonline.altervista.org: 1.Tg3, 1...Ag7; =D (gnstucchi).
	"it": from(func(s *Style) { s.Castle = '0'; s.NumberSpace = false; s.EnPassant = " e.p." }),
	// Spanish: x (es.wikipedia); nothing else documented.
	"es": from(nil),
	// Portuguese: O-O (valdiraguilera.net); nothing else documented.
	"pt": from(nil),
	// meyreuil, sbonnuit: 0-0, e8=D; guide-echecs: "25… Te1+"; iechecs "1. e4".
	"fr": from(func(s *Style) { s.Castle = '0'; s.Ellipsis = "…" }),
	// Esperanto: no convention found.
	"eo": from(nil),
	// belajarcatur.blogspot.com: x, c7-c8M (no =).
	"id": from(func(s *Style) { s.PromoEquals = false }),
	// usku.blogspot "Die Notation": d:e5, 00, ++ or #, e.p., b8D;
	// code-knacker.de: 0-0, ++ or #, e. p.; schach-lernen.de: e8D.
	"de": from(func(s *Style) {
		s.Capture, s.Castle, s.NumberSpace, s.EnPassant, s.PromoEquals = ":", '0', false, " e.p.", false
	}),
	// spotidoc "Om kort notation": 1.e4 e5 2.Sf3, e.p., 0-0, + and #,
	// 1–0 0–1 ½–½; sv.wikibooks: x.
	"sv": from(func(s *Style) { s.Castle = '0'; s.NumberSpace = false; s.EnPassant = " e.p." }),
	// Danish: only the letters are documented (da.wikipedia).
	"da": from(nil),
	// nl.wikipedia "Schaaknotatie" and "Rokade": 0-0, dots for Black.
	"nl": from(func(s *Style) { s.Castle = '0' }),
	// fi.wikibooks "Algebrallinen merkintätapa": x, + , mate X, e.p., O-O.
	"fi": from(func(s *Style) { s.Mate = "X"; s.EnPassant = " e.p." }),
	// Latvian, Icelandic: no convention found.
	"lv": from(nil),
	"is": from(nil),
	// Hungarian: no convention found (Magyar Sakkvilág 1913 prints
	// c2—c4, c5Xd4, 0—0: a magazine's, not a documented one).
	"hu": from(nil),
	// cs.wikipedia "Šachová notace": ×, 0-0, e. p.; zak.chytrak.cz: mate X;
	// old.chess.cz (lekce 4): fxg8D.
	"cs": from(func(s *Style) {
		s.Capture, s.Castle, s.Mate, s.EnPassant, s.PromoEquals = "×", '0', "X", " e.p.", false
	}),
	// szachydzieciom.pl: ":" is the Polish capture, 23.Gf1-e2, 27…Sg8:f6;
	// szachowemistrzostwo.com: #, O-O.
	"pl": from(func(s *Style) { s.Capture = ":"; s.NumberSpace = false; s.Ellipsis = "…" }),
	// ruwiki/wiki-org "Шахматная нотация", kartaslov (Рябова): 0-0, mate
	// X or #, promotion letter after the square; domajisto: 1.e4 e5 2.Фf3.
	// The colon capture (Кр:e5) is the Soviet book form (issue 26).
	"ru": from(func(s *Style) {
		s.Capture, s.Castle, s.Mate, s.NumberSpace, s.PromoEquals = ":", '0', "×", false, false
	}),
	// chess.gitsis.eu "Αλγεβρική σκακιστική γραφή": ✕ or :, #, O-O, 1…
	"el": from(func(s *Style) { s.Capture = ":"; s.Ellipsis = "…" }),
	// Figurine notation (international books and magazines): 1.e4, ×.
	"fig": from(func(s *Style) {
		s.Capture, s.Castle, s.NumberSpace, s.Ellipsis, s.PromoEquals = "×", '0', false, "…", false
	}),
}

// PrintStyle returns the style the language's publishers print games in
// (docs/style-print.md lists the sources); PGN's where none is documented.
func (l *Locale) PrintStyle() Style {
	if s, ok := printStyles[l.Code]; ok {
		return s
	}
	return from(nil)
}

// toMove are the words a diagram's caption says whose move it is, White's
// then Black's, in each language's usual wording under a book diagram.
// They are not from the sources of the signs above; eo, id and lv want a
// native speaker's check (docs/style-print.md).
var toMove = map[string][2]string{
	"en": {"White to move", "Black to move"},
	"it": {"Muove il Bianco", "Muove il Nero"},
	"es": {"Juegan las blancas", "Juegan las negras"},
	"pt": {"Jogam as brancas", "Jogam as pretas"},
	"fr": {"Trait aux Blancs", "Trait aux Noirs"},
	"eo": {"Blanko movas", "Nigro movas"},
	"id": {"Putih melangkah", "Hitam melangkah"},
	"de": {"Weiß am Zug", "Schwarz am Zug"},
	"sv": {"Vit vid draget", "Svart vid draget"},
	"da": {"Hvid i trækket", "Sort i trækket"},
	"nl": {"Wit aan zet", "Zwart aan zet"},
	"fi": {"Valkea siirtää", "Musta siirtää"},
	"lv": {"Baltie izdara gājienu", "Melnie izdara gājienu"},
	"is": {"Hvítur á leik", "Svartur á leik"},
	"cs": {"Bílý na tahu", "Černý na tahu"},
	"pl": {"Ruch białych", "Ruch czarnych"},
	"ru": {"Ход белых", "Ход чёрных"},
	"el": {"Παίζουν τα λευκά", "Παίζουν τα μαύρα"},
	"hu": {"Világos lép", "Sötét lép"},
}

// ToMove returns the caption words for the side to move (White's for
// board.White, Black's for board.Black) in the language: English for
// figurines.
func (l *Locale) ToMove(c board.Color) string {
	w, ok := toMove[l.Code]
	if !ok {
		w = toMove["en"]
	}
	return w[c&1]
}
