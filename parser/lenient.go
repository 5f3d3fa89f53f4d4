package parser

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
// locales, for every language at once: the parser reads them whatever the
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

// mateWordLen returns the length of a mate word ("matt", "matto", "мат")
// at the start of s, matched case-insensitively and ending at a word
// boundary, or 0.
func mateWordLen(s []byte) int {
	if len(s) == 0 || !mateFirst[s[0]] {
		return 0
	}
	return wordAt(s, mateWords)
}

// prefixFold returns the length of the prefix of s that equals w ignoring
// case, or 0.
func prefixFold(s []byte, w string) int {
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
// spellings ParseSAN accepts (O-O, 0-0, O–O, Greek Ο-Ο …), with or
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

// isFileRune reports whether r may stand for a file: a..h, or a lower-case
// letter of another script (Greek α..θ, Cyrillic е; the letter table
// decides later which ones really are files).
func isFileRune(r rune) bool {
	return r >= 'a' && r <= 'h' || r >= utf8.RuneSelf && unicode.IsLower(r)
}

// startsWithSquare reports whether s starts with a file letter and a rank.
func startsWithSquare(s []byte) bool {
	if len(s) == 0 {
		return false
	}
	r, n := utf8.DecodeRune(s)
	return isFileRune(r) && n < len(s) && s[n] >= '1' && s[n] <= '8'
}

// isFromPart reports whether s can be the first half of a long-algebraic
// move whose separator stands apart ("e2 - e4", "Кf3 : d4", "A - f3"):
// up to two piece-letter runes, then an optional file and rank, and
// nothing else. OCR's l for 1 is allowed as the rank.
func isFromPart(s []byte) bool {
	i, letters := 0, 0
	for i < len(s) {
		r, n := utf8.DecodeRune(s[i:])
		if !unicode.IsUpper(r) && !(r >= 'i' && r <= 'z' && r != 'x' && r != 'l' && i > 0) {
			break
		}
		letters++
		i += n
	}
	if letters > 2 {
		return false
	}
	if i < len(s) {
		r, n := utf8.DecodeRune(s[i:])
		if !isFileRune(r) {
			return false
		}
		i += n
		if i < len(s) && (s[i] >= '1' && s[i] <= '8' || s[i] == 'l') {
			i++
		}
	}
	return i == len(s) && i > 0
}

// moveShape reports whether s looks like a complete move, for telling a
// white–black pair joined by a dash ("f4-exf4") from one long-algebraic
// move: castling, or a letter first, a rank somewhere, and a rank or a
// check mark last.
func moveShape(s []byte) bool {
	if len(s) == 0 {
		return false
	}
	if IsCastling(s) {
		return true
	}
	r, _ := utf8.DecodeRune(s)
	if !unicode.IsLetter(r) {
		return false
	}
	last := s[len(s)-1]
	if !(last >= '1' && last <= '8' || last == '+' || last == '#') {
		return false
	}
	for _, c := range s {
		if c >= '1' && c <= '8' {
			return true
		}
	}
	return false
}

// pairSplit finds a dash joining two complete moves in tok ("e4-e5",
// "f4-exf4", "Ac4-Dh4+"). It returns the end of the first move and the
// start of the second (0, 0 if none), and whether the token can only be a
// pair: "e4-e5" or "Ac4-d5" may also be one long-algebraic move, "f4-exf4"
// and "Ac4-Dh4+" cannot.
func pairSplit(tok []byte) (lEnd, rStart int, sure bool) {
	if IsCastling(tok) {
		return 0, 0, false
	}
	for k := 1; k < len(tok)-1; k++ {
		n := 0
		switch {
		case tok[k] == '-':
			n = 1
		case hasPrefix(tok[k:], enDash):
			n = len(enDash)
		default:
			continue
		}
		left, right := tok[:k], tok[k+n:]
		if !moveShape(left) || !moveShape(right) {
			continue
		}
		r, _ := utf8.DecodeRune(right)
		sure = !isFileRune(r) || IsCastling(left) || IsCastling(right) ||
			strings.ContainsAny(string(left), "x:×+#") || captureAfterFile(right)
		return k, k + n, sure
	}
	return 0, 0, false
}

// captureAfterFile reports whether s is a pawn capture "exf4", "e:d4".
func captureAfterFile(s []byte) bool {
	_, n := utf8.DecodeRune(s)
	return n < len(s) && (s[n] == 'x' || s[n] == ':' || hasPrefix(s[n:], times))
}

// isProse reports whether a symbol is a word of prose rather than a move:
// a run of at least two letters, not followed by a digit or a move sign,
// that is not a pawn capture by files ("ed", "exd") or a mate word. It
// decides whether a parenthesis opens a variation or a remark.
func isProse(s []byte) bool {
	i, n, fileOnly := 0, 0, true
	for i < len(s) {
		r, k := utf8.DecodeRune(s[i:])
		if !unicode.IsLetter(r) {
			break
		}
		if !(r >= 'a' && r <= 'h' || r == 'x') {
			fileOnly = false
		}
		n++
		i += k
	}
	if n < 2 || fileOnly {
		return false
	}
	if i < len(s) {
		switch s[i] {
		case ',', '.', ';', '!', '?', ')', '"', '\'':
		default:
			return false
		}
	}
	return true
}

// isDash reports whether s is a lone dash: a placeholder for a move not
// given ("18. - Dxa1+") or a separator between White's and Black's moves
// ("Cxc7+ – Rd8").
func isDash(s []byte) bool {
	switch string(s) {
	case "-", "–", "—":
		return true
	}
	return false
}

// trailingDash returns the length of a dash glued to the end of a move
// ("Rxg2- Dxh3+"), or 0.
func trailingDash(s []byte) int {
	switch {
	case len(s) > 1 && s[len(s)-1] == '-' && s[len(s)-2] != '-' && s[len(s)-2] != '+':
		return 1
	case len(s) > len(enDash) && hasSuffix(s, enDash):
		return len(enDash)
	}
	return 0
}

func hasSuffix(s, p []byte) bool { return len(s) >= len(p) && string(s[len(s)-len(p):]) == string(p) }

// isSep reports the length of a long-algebraic separator standing alone:
// - – : ×.
func sepToken(s []byte) int {
	switch string(s) {
	case "-", ":":
		return 1
	case "–", "×":
		return len(s)
	}
	return 0
}

// gluedSep returns the length of a separator at the end of s ("c3:"), 0 if
// none.
func gluedSep(s []byte) int {
	switch {
	case len(s) > 1 && (s[len(s)-1] == '-' || s[len(s)-1] == ':'):
		return 1
	case hasSuffix(s, enDash) && len(s) > len(enDash):
		return len(enDash)
	case hasSuffix(s, times) && len(s) > len(times):
		return len(times)
	}
	return 0
}
