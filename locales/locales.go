// Package locales holds the piece letters of the languages notaz reads and
// writes: the canonical letter per role (from the table in the Italian
// Wikipedia article on algebraic notation), the other spellings accepted on
// input, non-Latin file letters, and the words for mate. It is data only;
// the parser and the writer decide what to do with it.
//
// A letter means different pieces in different languages (R is the king in
// Italian, the rook in English and the knight in Finnish), so a game's
// language cannot be read off single letters: it is decided by replaying the
// whole game under each candidate locale. Locales whose piece letters are
// identical share a Family and count as one candidate.
package locales

import (
	"github.com/notaz-chess/notaz/board"
)

// Locale is one language of piece letters. Locales are shared values
// returned by Lookup and All; their data is reachable only through methods
// that return copies, so callers cannot change them.
type Locale struct {
	Code   string // ISO 639-1 code ("it"), or "fig" for figurines
	Name   string // English name ("Italian")
	Native string // the language's own name ("italiano")
	// Family is the code of the first locale in table order with the same
	// K Q R B N letters: "de" for de, sv and da, "it" for it and es.
	// Language detection treats one family as one candidate, since replay
	// cannot tell its members apart. Members may differ in aliases (the
	// Italian pawn letter P) and mate words.
	Family string

	white   [7]string   // canonical letter per board.Role (index 0 and Pawn unused)
	black   [7]string   // figurines only: Black's canonical letter, else empty
	aliases [7][]string // other input spellings per role; Pawn: pawn letters
	files   map[rune]byte
	castleO []rune
	mate    []string

	inputTables
}

// OutputLetter is the letter written for role when played by c: empty for
// a pawn, and for figurines White's symbol for White and Black's for Black.
func (l *Locale) OutputLetter(role board.Role, c board.Color) string {
	if int(role) >= len(l.white) {
		return ""
	}
	if c == board.Black && l.black[role] != "" {
		return l.black[role]
	}
	return l.white[role]
}

// InputLetters returns, per role, every letter accepted on input: the
// canonical letter(s) first, then the aliases, each of which a strict reader
// should report. Pawn is present only for languages whose scores show a pawn
// letter. One letter may begin another (Russian К knight, Кр king), so a
// reader must try the longest first. In Shatranj (shatranj set) F is added
// for the fers and E and A for the alfil wherever the language leaves them
// free, as Shatranj scores write them. The map is a fresh copy.
func (l *Locale) InputLetters(shatranj bool) map[board.Role][]string {
	m := l.inputLetters()
	if shatranj {
		addShatranjLetters(m)
	}
	return m
}

func (l *Locale) inputLetters() map[board.Role][]string {
	m := make(map[board.Role][]string, 6)
	for r := board.Pawn; r <= board.King; r++ {
		var s []string
		for _, x := range []string{l.white[r], l.black[r]} {
			if x != "" {
				s = append(s, x)
			}
		}
		s = append(s, l.aliases[r]...)
		if len(s) > 0 {
			m[r] = s
		}
	}
	return m
}

// InputFiles maps the non-ASCII runes that stand for files in this
// language's scores to 'a'..'h': Greek α..θ, the Cyrillic look-alikes а с е
// for Russian, accented é ç for French. It is nil when there are none, and a
// fresh copy otherwise.
func (l *Locale) InputFiles() map[rune]byte {
	if l.files == nil {
		return nil
	}
	m := make(map[rune]byte, len(l.files))
	for r, f := range l.files {
		m[r] = f
	}
	return m
}

// CastlingO returns the runes read as the letter O in castling besides
// O, o and 0 (Greek capital omicron in Greek scores), or nil.
func (l *Locale) CastlingO() []rune { return append([]rune(nil), l.castleO...) }

// MateWords returns the words written instead of # in this language
// ("matto", "matt"), lower case; a reader should compare them case-insensitively.
func (l *Locale) MateWords() []string { return append([]string(nil), l.mate...) }

// String returns the code.
func (l *Locale) String() string { return l.Code }

// All returns every locale in table order (en first, fig last).
func All() []*Locale {
	all := make([]*Locale, len(table))
	for i := range table {
		all[i] = &table[i]
	}
	return all
}
