// Package words holds the wording the commands share, so that convert
// and check say the same thing the same way without importing each other.
package words

import "github.com/notaz-chess/notaz/diag"

// Count writes n with thousands separators and the noun in the right
// number: "1 game", "72,474 games", "0 errors".
func Count(n int, noun string) string {
	return Number(n) + " " + Plural(n, noun)
}

// Number writes n with thousands separators: 72,474 (as a count in a
// finding's message is written in English).
func Number(n int) string { return diag.Number(n).String() }

// Plural is noun for one and noun+"s" for any other count (the nouns
// notaz counts all take an s).
func Plural(n int, noun string) string {
	if n != 1 {
		return noun + "s"
	}
	return noun
}
