package san

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/locales"
)

// The spellings of real-world scores that no single letter table decides:
// castling written with a Greek or Cyrillic capital O, and a mate word
// after the move ("Le7 matt", "Ag4, matto"). Both come from package
// locales, for every language at once: Parse reads them whatever the
// game's language turns out to be, as it reads # and ++.
var (
	castleO   []rune    // runes read as O in castling besides O, o and 0
	mateWords []string  // lower case, longest first
	mateFirst [256]bool // first bytes of the mate words, either case
)

func init() {
	seen := map[string]bool{}
	for _, l := range locales.All() {
		for _, r := range l.CastlingO() {
			if r >= utf8.RuneSelf && !strings.ContainsRune(string(castleO), r) {
				castleO = append(castleO, r)
			}
		}
		for _, w := range l.MateWords() {
			if w != "" && !seen[w] {
				seen[w] = true
				mateWords = append(mateWords, w)
			}
		}
	}
	for _, w := range mateWords {
		for _, r := range []rune{[]rune(w)[0], unicode.ToUpper([]rune(w)[0])} {
			mateFirst[string(r)[0]] = true
		}
	}
	// Longest first, so that "matto" is not read as "matt" + "o".
	for i := 1; i < len(mateWords); i++ {
		for j := i; j > 0 && len(mateWords[j]) > len(mateWords[j-1]); j-- {
			mateWords[j], mateWords[j-1] = mateWords[j-1], mateWords[j]
		}
	}
}

// castleOLen returns the length of a letter O at s[0] in castling: O, o,
// 0, or a Greek or Cyrillic capital O; and the spelling it costs.
func castleOLen(s []byte) (int, board.Spelling) {
	switch s[0] {
	case 'O':
		return 1, 0
	case '0':
		return 1, board.SpellCastleZeros
	case 'o':
		return 1, board.SpellOther
	}
	if s[0] < utf8.RuneSelf {
		return 0, 0
	}
	r, n := utf8.DecodeRune(s)
	for _, o := range castleO {
		if r == o {
			return n, board.SpellOther
		}
	}
	return 0, 0
}

// MateFirst reports whether c is the first byte of some language's mate
// word, in either case: the lexer's cheap test before MateWordLen.
func MateFirst(c byte) bool { return mateFirst[c] }

// MateWordLen returns the length of a mate word ("matt", "matto", "мат")
// at the start of s, matched case-insensitively and ending at a word
// boundary, or 0.
func MateWordLen(s []byte) int {
	if len(s) == 0 || !mateFirst[s[0]] {
		return 0
	}
	return WordAt(s, mateWords)
}

// WordAt returns the length of the first of ws written at the start of s,
// ignoring case and ending at a word boundary, or 0. A space in a phrase
// matches one space. The lexer matches its own words (results, draw words)
// with it too.
func WordAt(s []byte, ws []string) int {
	for _, w := range ws {
		if len(s) > 0 && len(w) > 0 && s[0] < utf8.RuneSelf && w[0] < utf8.RuneSelf && s[0]|0x20 != w[0] && s[0] != w[0] {
			// The first letters differ, ASCII both (w is lower case;
			// an ASCII letter folds only to itself or its other case):
			// most words of the lists are left at their first byte,
			// without decoding and folding runes.
			continue
		}
		n := PrefixFold(s, w)
		if n == 0 {
			continue
		}
		if n < len(s) {
			if r, _ := utf8.DecodeRune(s[n:]); unicode.IsLetter(r) || unicode.IsDigit(r) {
				continue
			}
		}
		return n
	}
	return 0
}

// PrefixFold returns the length of the prefix of s that equals w ignoring
// case (w is lower case), or 0.
func PrefixFold(s []byte, w string) int {
	i := 0
	for _, wr := range w {
		if i >= len(s) {
			return 0
		}
		r, n := utf8.DecodeRune(s[i:])
		if r != wr && unicode.ToLower(r) != wr {
			return 0
		}
		i += n
	}
	return i
}

// IsCastling reports whether tok is a castling move in any of the
// spellings Parse accepts (O-O, 0-0, O–O, Greek Ο-Ο …), with or
// without a check mark.
func IsCastling(tok []byte) bool {
	n, _, _ := castling(tok)
	return n > 0
}

// needsNorm reports whether a non-ASCII token must be normalized before
// reading: a decomposed accent (C + U+0302 for Ĉ) or full-width letters
// and digits (Ｎｆ３) from East Asian input methods.
func needsNorm(tok []byte) bool {
	ascii := true
	for _, c := range tok {
		if c >= utf8.RuneSelf {
			ascii = false
			if c == 0xEF {
				return true // U+F000..U+FFFF: the full-width forms are there
			}
		}
	}
	return !ascii && !norm.NFC.IsNormal(tok)
}

// normalize returns tok in NFC with full-width forms narrowed.
func normalize(tok []byte) []byte {
	return norm.NFC.Bytes(width.Narrow.Bytes(tok))
}
