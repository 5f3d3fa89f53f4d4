// Package descriptive reads and writes descriptive chess notation: the
// English of a century of books and magazines (P-K4, N-KB3, PxP, QxQch,
// O-O, the long form "P. to K's 4th.") and the Romance languages' form
// (Spanish and Catalan P4R, C3AR, A5C, DxD; Portuguese C3BR; French C3FR;
// Italian C-AR3, and C3AR as Italian books also printed it).
//
// A descriptive square is named by the piece that stands on its file at
// the start (QR QN QB Q K KB KN KR, in Spanish TD CD AD D R AR CR TR) and a
// rank counted from the mover's side: White's K4 is e4, Black's K4 is e5.
// A move names a piece and where it goes (N-KB3) or what it takes (PxP),
// often without saying which square or which piece: N-B3 is Nc3 or Nf3,
// PxP any pawn taking any pawn. Such a move has every legal reading it can
// denote (Candidates), and a game is read as a reader reads it: every
// reading is kept and the following moves decide (Resolve). Readings that
// reach the same position are merged, so the search is linear in the game
// and bounded in width; two readings that both last to the end of the game
// are an error naming both, never a guess.
//
// The writer (Append) prints the shortest form a careful editor of the
// 1960s would: N-B3 when only one knight move goes to a B3 square, N-KB3
// when both do, KN-B3 when two knights reach it, PxP when it is the only
// pawn capture of a pawn, O-O, ch. What it writes reads back to the same
// move, by construction: it chooses among the forms the reader would read
// as exactly that move.
package descriptive

import (
	"strings"

	"github.com/notaz-chess/notaz/board"
)

// Language is one descriptive notation: its piece letters and the order
// in which a square's file and rank are written.
type Language struct {
	Code string // "en-descriptive"
	Name string // "English descriptive"
	// Native is the name in the language, with an example move.
	Native string
	Base   string // the language's code: "en", "es"
	// romance: squares are rank then file (4R, 3AR), qualifiers follow
	// the piece letter (TR, PAD); else file then rank (K4, KB3), before.
	romance bool
	// dashed: a Romance notation whose writer prints a dash and the
	// square file first, as English does (Italian T-AD3, C-AR3, P-R4:
	// it.wikipedia, "Notazione descrittiva"). Every Romance reader reads
	// that form after a dash.
	dashed bool
	// letters are the written letters per role (index board.Role):
	// P N B R Q K in English. The king's and queen's letters also name
	// the two sides and the king's and queen's files.
	letters [7]string
	// alias are other input spellings per role (Kt for the knight).
	alias [7][]string
	// single marks the bytes that are a letter of one byte by
	// themselves (letters or alias): Reads' test for nearly every
	// symbol, which runs per symbol of every game --from auto reads.
	single [256]bool
	check  string // written after a checking move: "ch", "+"
	mate   string // after a mating move: " mate", "++"
	ep     string // after an en passant capture: " e.p."
}

var languages = []*Language{
	{Code: "en-descriptive", Native: "English descriptive (P-K4)", Name: "English descriptive", Base: "en",
		letters: [7]string{"", "P", "N", "B", "R", "Q", "K"},
		alias:   [7][]string{board.Knight: {"Kt", "KT"}},
		check:   "ch", mate: " mate", ep: " e.p."},
	{Code: "es-descriptive", Native: "notación descriptiva (P4R)", Name: "Spanish descriptive", Base: "es", romance: true,
		letters: [7]string{"", "P", "C", "A", "T", "D", "R"},
		check:   "+", mate: "++", ep: " a.p."},
	{Code: "ca-descriptive", Native: "notació descriptiva (P4R)", Name: "Catalan descriptive", Base: "ca", romance: true,
		letters: [7]string{"", "P", "C", "A", "T", "D", "R"},
		check:   "+", mate: "++", ep: " a.p."},
	{Code: "pt-descriptive", Native: "notação descritiva (P4R)", Name: "Portuguese descriptive", Base: "pt", romance: true,
		letters: [7]string{"", "P", "C", "B", "T", "D", "R"},
		check:   "+", mate: "++", ep: " e.p."},
	{Code: "fr-descriptive", Native: "notation descriptive (P4R)", Name: "French descriptive", Base: "fr", romance: true,
		letters: [7]string{"", "P", "C", "F", "T", "D", "R"},
		check:   "+", mate: "++", ep: " e.p."},
	{Code: "it-descriptive", Native: "notazione descrittiva (P-R4)", Name: "Italian descriptive", Base: "it", romance: true, dashed: true,
		letters: [7]string{"", "P", "C", "A", "T", "D", "R"},
		check:   "+", mate: "++", ep: " e.p."},
}

func init() {
	for _, l := range languages {
		for r := board.Pawn; r <= board.King; r++ {
			for _, w := range append([]string{l.letters[r]}, l.alias[r]...) {
				if len(w) == 1 {
					l.single[w[0]] = true
				}
			}
		}
	}
}

// Languages returns every descriptive notation notaz knows, English first.
func Languages() []*Language { return append([]*Language(nil), languages...) }

// AutoLanguages are the notations --from auto tries, one per set of
// letters: English, Spanish (which Catalan and Italian share), Portuguese
// and French.
func AutoLanguages() []*Language {
	return []*Language{languages[0], languages[1], languages[3], languages[4]}
}

// Lookup returns the descriptive notation named by name: its code
// ("en-descriptive", "es-descriptive"), "descriptive" for English, or a
// language code or English name followed by "-descriptive" or
// " descriptive" ("Spanish descriptive", "es-desc"). It returns nil for
// anything else.
func Lookup(name string) *Language {
	n := strings.ToLower(strings.TrimSpace(name))
	if n == "descriptive" || n == "desc" {
		return languages[0]
	}
	var base string
	for _, suf := range []string{"-descriptive", " descriptive", "_descriptive", "-desc"} {
		if b, ok := strings.CutSuffix(n, suf); ok {
			base = b
			break
		}
	}
	if base == "" {
		return nil
	}
	for _, l := range languages {
		if base == l.Base || base == strings.ToLower(strings.TrimSuffix(l.Name, " descriptive")) {
			return l
		}
	}
	return nil
}

// Reads reports whether sym (a move's leading symbol, as the PGN parser
// collects them) is one of l's piece letters.
func (l *Language) Reads(sym []byte) bool {
	if len(sym) == 1 {
		return l.single[sym[0]]
	}
	for r := board.Pawn; r <= board.King; r++ {
		if string(sym) == l.letters[r] {
			return true
		}
		for _, a := range l.alias[r] {
			if string(sym) == a {
				return true
			}
		}
	}
	return false
}

// Letter is the letter written for role ("P" for a pawn).
func (l *Language) Letter(role board.Role) string { return l.letters[role] }

// String returns the code.
func (l *Language) String() string { return l.Code }
