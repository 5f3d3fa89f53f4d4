package charset

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"

	"github.com/notaz-chess/notaz/locales"
)

// candidate is a single-byte encoding auto mode may choose for input that
// is not UTF-8. The order is the preference when two read the evidence to
// the same text (ISO-8859-7 and CP1253 agree on nearly every Greek letter).
type candidate struct {
	name  string
	mixed bool      // UTF-8 passes and only stray bytes use table (Windows-1252)
	table [128]rune // bytes 0x80-0xFF; utf8.RuneError where undefined
}

var candidates = func() []candidate {
	list := []struct {
		name string
		cm   *charmap.Charmap
	}{
		{"cp1252", charmap.Windows1252},
		{"cp1251", charmap.Windows1251},
		{"koi8-r", charmap.KOI8R},
		{"cp866", charmap.CodePage866},
		{"iso-8859-7", charmap.ISO8859_7},
		{"cp1253", charmap.Windows1253},
		{"cp1250", charmap.Windows1250},
		{"latin2", charmap.ISO8859_2},
	}
	cs := make([]candidate, len(list))
	for i, l := range list {
		cs[i].name, cs[i].mixed = l.name, i == 0
		for b := range 128 {
			cs[i].table[b] = l.cm.DecodeByte(byte(0x80 + b))
		}
	}
	return cs
}()

// alphabets are the non-ASCII lower-case letters of the languages whose
// scores come in these encodings. A word whose non-ASCII letters all belong
// to one of them reads as text; a mix ("Êðàìíèê": Cyrillic read as
// Windows-1252) or a symbol inside a word does not.
var alphabets = []string{
	"àâæçéèêëîïôœùûüÿ", // French
	"äöüß",             // German
	"áéíóúñü",          // Spanish
	"ãõáéíóúâêôçà",     // Portuguese
	"àèéìíòóùî",        // Italian
	"åäöøæéáóúíýðþ",    // Nordic, Icelandic
	"áčďéěíňóřšťúůýž",  // Czech, Slovak
	"ąćęłńóśźż",        // Polish
	"áéíóöőúüű",        // Hungarian
	"ăâîșşțţ",          // Romanian
	"čćđšž",            // Croatian, Slovene
	"āčēģīķļņšūž",      // Latvian
	"абвгдежзийклмнопрстуфхцчшщъыьэюяёіїєґўјљњђћџѓќѕ", // Cyrillic
	"αβγδεζηθικλμνξοπρστυφχψωςάέήίόύώϊϋΐΰ",            // Greek
}

// evidence is what locales says chess text in a language looks like:
// piece letters (Кр, Ф, Ρ, …), file letters (α…θ), castling O's and mate
// words. Only the non-ASCII ones tell encodings apart.
var evidence = func() (e struct {
	pieces map[string]bool
	files  map[rune]bool
	words  map[string]bool
}) {
	e.pieces, e.files, e.words = map[string]bool{}, map[rune]bool{}, map[string]bool{}
	nonASCII := func(s string) bool { return strings.IndexFunc(s, func(r rune) bool { return r >= utf8.RuneSelf }) >= 0 }
	for _, l := range locales.All() {
		for _, ls := range l.InputLetters(false) {
			for _, s := range ls {
				if nonASCII(s) && utf8.RuneCountInString(s) <= 2 {
					e.pieces[s] = true
				}
			}
		}
		for r := range l.InputFiles() {
			e.files[r] = true
		}
		for _, r := range l.CastlingO() {
			e.pieces[string(r)] = true
		}
		for _, w := range l.MateWords() {
			if nonASCII(w) {
				e.words[w] = true
			}
		}
	}
	return e
}()

// Points of evidence. A piece letter before a square is the strongest
// sign; a symbol or undefined byte inside a word the strongest against.
const (
	ptPiece    = 6
	ptWord     = 4
	ptGoodWord = 1
	ptBadWord  = -3
	ptJunk     = -4
)

// scoreLine adds up the evidence that line (raw bytes, one line or a
// piece of one) is text in candidate c.
func scoreLine(c *candidate, line []byte) int {
	score := 0
	var word []rune
	flush := func(next byte) {
		if len(word) > 0 {
			score += scoreWord(word, next)
			word = word[:0]
		}
	}
	for i := 0; i < len(line); i++ {
		b := line[i]
		r := rune(b)
		if b >= utf8.RuneSelf {
			r = c.table[b-0x80]
			if c.mixed {
				if u, size := utf8.DecodeRune(line[i:]); size > 1 {
					r = u
					i += size - 1
				}
			}
		}
		switch {
		case r == utf8.RuneError || r >= 0x80 && unicode.IsControl(r) || (r >= 0x2500 && r <= 0x25FF):
			score += ptJunk // undefined, C1 control, box drawing
			flush(0)
		case unicode.IsLetter(r) || r >= utf8.RuneSelf && unicode.IsMark(r):
			word = append(word, r)
		default:
			if r >= utf8.RuneSelf && (len(word) > 0 && i+1 < len(line) && isLetterByte(c, line[i+1]) ||
				!unicode.IsPunct(r) && !unicode.IsSpace(r) && (len(word) > 0 || i+1 < len(line) && isLetterByte(c, line[i+1]))) {
				score += ptJunk // a symbol between or touching letters: "Wie¿a", "¦widerski"
			}
			flush(b)
		}
	}
	flush(0)
	return score
}

func isLetterByte(c *candidate, b byte) bool {
	if b < utf8.RuneSelf {
		return 'a' <= b|0x20 && b|0x20 <= 'z'
	}
	return unicode.IsLetter(c.table[b-0x80])
}

// scoreWord scores a run of letters; next is the byte after it (0 if none
// or not ASCII), which tells a piece letter "Кр" in "Крe1" from a word.
func scoreWord(w []rune, next byte) int {
	high := 0
	for _, r := range w {
		if r >= utf8.RuneSelf {
			high++
		}
	}
	if high == 0 {
		return 0
	}
	s := string(w)
	// A move: piece letters, then an ASCII file or a digit ("Кf3", "Крe1g1").
	for n := min(len(w), 2); n >= 1; n-- {
		p := string(w[:n])
		if evidence.pieces[p] && (len(w) == n && next >= '1' && next <= '8' || len(w) > n && (w[n] >= 'a' && w[n] <= 'h' || w[n] == 'x' || evidence.files[w[n]])) {
			return ptPiece
		}
	}
	lower := strings.ToLower(s)
	if evidence.words[lower] {
		return ptWord
	}
	if len(w) == 1 && evidence.files[w[0]] && next >= '1' && next <= '8' {
		return ptPiece // a Greek pawn move: ε4
	}
	if len(w) == 1 {
		return 0 // one letter alone says little: "à", "Ђ"
	}
	// Case: upper after lower inside a word is what KOI8-R read as
	// CP1251 (and back) looks like.
	for i := 1; i < len(w); i++ {
		if unicode.IsUpper(w[i]) && unicode.IsLower(w[i-1]) {
			return ptBadWord
		}
	}
	for _, a := range alphabets {
		if inAlphabet(lower, a) {
			if isCyrGreek(a) && high != len(w) {
				return ptBadWord // Latin letters inside a Cyrillic word
			}
			return ptGoodWord * high
		}
	}
	return ptBadWord
}

func inAlphabet(word, alphabet string) bool {
	for _, r := range word {
		if r >= utf8.RuneSelf && !strings.ContainsRune(alphabet, r) {
			return false
		}
	}
	return true
}

func isCyrGreek(alphabet string) bool {
	r, _ := utf8.DecodeRuneInString(alphabet)
	return r >= 0x370
}
