package diag

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Escape makes text from the input safe to print on a terminal or in a CI
// log: control characters (C0, DEL, C1) and the invisible characters that
// reorder text (bidirectional overrides and isolates) are written as Go
// escapes (\x1b, \u202e). Input text reaches messages (a move as written,
// stray text, a tag value): raw, an ESC in a game could reset or rewrite
// the user's terminal. Everything else, tabs excepted, is kept.
func Escape(s string) string {
	i := 0
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if c < 0x20 && c != '\t' || c == 0x7f {
				break
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if unsafeRune(r) {
			break
		}
		i += n
	}
	if i == len(s) {
		return s // the common case: nothing to escape, no allocation
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	b.WriteString(s[:i])
	for _, r := range s[i:] {
		if r < 0x20 && r != '\t' || r == 0x7f || unsafeRune(r) {
			b.WriteString(EscapeRune(r))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// EscapeRune is Escape's form of one rune: "\x1b", "\u202e".
func EscapeRune(r rune) string {
	q := strconv.QuoteRuneToASCII(r) // '\x1b', '\u202e'
	return q[1 : len(q)-1]
}

// unsafeRune reports C1 controls, invalid UTF-8 and the characters that
// change the order text is shown in.
func unsafeRune(r rune) bool {
	switch {
	case r >= 0x80 && r <= 0x9f, r == utf8.RuneError:
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0x200e, r == 0x200f, r == 0x061c:
		return true
	}
	return false
}
