package parser

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/parser/san"
)

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
	if san.IsCastling(s) {
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
	if san.IsCastling(tok) {
		return 0, 0, false
	}
	for k := 1; k < len(tok)-1; k++ {
		n := 0
		switch {
		case tok[k] == '-':
			n = 1
		case san.DashLen(tok[k:]) > 0:
			n = san.DashLen(tok[k:])
		default:
			continue
		}
		left, right := tok[:k], tok[k+n:]
		if !moveShape(left) || !moveShape(right) {
			continue
		}
		r, _ := utf8.DecodeRune(right)
		sure = !isFileRune(r) || san.IsCastling(left) || san.IsCastling(right) ||
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
	case len(s) > 3 && san.DashLen(s[len(s)-3:]) > 0:
		return 3
	}
	return 0
}

func hasSuffix(s, p []byte) bool { return len(s) >= len(p) && string(s[len(s)-len(p):]) == string(p) }

func hasPrefix(s, p []byte) bool { return len(s) >= len(p) && string(s[:len(p)]) == string(p) }

// The capture mark besides the ASCII ones (the dashes: san.DashLen).
var times = []byte("×")

// skipSpaces skips the spaces and tabs at tok[i].
func skipSpaces(tok []byte, i int) int {
	for i < len(tok) && (tok[i] == ' ' || tok[i] == '\t') {
		i++
	}
	return i
}

// isSep reports the length of a long-algebraic separator standing alone:
// - – : ×.
func sepToken(s []byte) int {
	switch string(s) {
	case "-", ":":
		return 1
	case "×":
		return len(s)
	}
	if len(s) == 3 {
		return san.DashLen(s) // "–", "—" …
	}
	return 0
}

// gluedSep returns the length of a separator at the end of s ("c3:"), 0 if
// none.
func gluedSep(s []byte) int {
	switch {
	case len(s) > 1 && (s[len(s)-1] == '-' || s[len(s)-1] == ':'):
		return 1
	case len(s) > 3 && san.DashLen(s[len(s)-3:]) > 0:
		return 3
	case hasSuffix(s, times) && len(s) > len(times):
		return len(times)
	}
	return 0
}
