package parser

import (
	"bytes"
	"sync"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/locales"
)

// Language detection asks which piece symbols a game's moves start with:
// a language that cannot read one of them is out. The builder collects
// them into Game.Symbols as it makes each move, so that detection need
// not walk the tree again.

// LeadingSymbol returns the piece letter(s) a move token starts with, or
// nothing for pawn moves, castling and null moves. It runs up to the
// first character that is a file, a digit or a capture or move sign (the
// files of every language count: Greek and Cyrillic ones too).
func LeadingSymbol(t []byte) []byte {
	if len(t) == 0 || t[0] >= 'a' && t[0] <= 'h' || IsCastling(t) {
		return nil
	}
	switch t[0] {
	case 'O', 'o', '0':
		if len(t) > 1 && (t[1] == '-' || t[1] == 0xe2) { // '-' or an en dash
			return nil
		}
	case '-':
		return nil
	case 'Z':
		if len(t) == 2 && t[1] == '0' {
			return nil
		}
	}
	end := 0
	for end < len(t) {
		if c := t[end]; c < 0x80 {
			if c >= 'a' && c <= 'h' || c >= '0' && c <= '9' || c == 'x' || c == ':' || c == '-' || c == '(' || c == ' ' {
				break
			}
			end++
			continue
		}
		r, n := utf8.DecodeRune(t[end:])
		if r == '×' || fileRunes()[r] {
			break
		}
		end += n
	}
	return t[:end]
}

// fileRunes are the non-ASCII runes some language reads as a file.
var fileRunes = sync.OnceValue(func() map[rune]bool {
	m := map[rune]bool{}
	for _, l := range locales.All() {
		for r := range l.InputFiles() {
			m[r] = true
		}
	}
	return m
})

// addSymbol adds the leading symbol of the move text m to the game's
// Symbols, unless it is there already.
func (t *tree) addSymbol(m []byte) {
	s := LeadingSymbol(m)
	if len(s) == 0 {
		return
	}
	g := t.g
	for _, x := range g.Symbols {
		if bytes.Equal(x, s) {
			return
		}
	}
	if g.Symbols == nil && t.arena != nil {
		g.Symbols = take(&t.arena.syms, 8)[:0]
	}
	g.Symbols = append(g.Symbols, s)
}
