package parser

import (
	"bytes"
	"slices"
	"sync"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/internal/reuse"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser/san"
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
	if len(t) == 0 || t[0] >= 'a' && t[0] <= 'h' {
		return nil
	}
	if c := t[0]; (c == 'O' || c == '0' || c == 'o' || c >= utf8.RuneSelf) && san.IsCastling(t) {
		return nil // castling starts with one of these (castleOLen)
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

// symbolOf adds the leading symbol of the move text m to the game's
// Symbols, taking the common case, a capital letter and a square or a
// capture sign ("Nf3", "Bxe5", "R1d2"), without a call.
func (t *tree) symbolOf(m []byte) {
	if c := m[0]; c >= 'A' && c <= 'Z' && c != 'O' && len(m) > 1 {
		if d := m[1]; d >= 'a' && d <= 'h' || d >= '1' && d <= '8' || d == 'x' || d == ':' || d == '-' {
			if bit := uint64(1) << (c - '@'); t.seen&bit == 0 {
				t.seen |= bit
				t.appendSymbol(m[:1])
			}
			return
		}
	}
	t.addSymbol(m)
}

// letterBit returns the bit of tree.seen for the symbol of the move text
// m in symbolOf's common case (a capital letter, then a file, a rank, a
// capture sign or a dash: "Nf3", "Bxe5", "N-KB3"), 0 otherwise: small
// enough to be inlined where a loop asks whether the letter is known
// before it calls symbolOf (symbolOf is not, and SAN's builder calls it
// for every piece move).
func letterBit(m []byte) uint64 {
	if c := m[0]; c >= 'A' && c <= 'Z' && c != 'O' && len(m) > 1 {
		if d := m[1]; d >= 'a' && d <= 'h' || d >= '1' && d <= '8' || d == 'x' || d == ':' || d == '-' {
			return 1 << (c - '@')
		}
	}
	return 0
}

// addSymbol adds the leading symbol of the move text m to the game's
// Symbols, unless it is there already.
func (t *tree) addSymbol(m []byte) {
	s := LeadingSymbol(m)
	if len(s) == 0 {
		return
	}
	g := t.g
	if c := s[0]; len(s) == 1 && c >= '@' && c < utf8.RuneSelf {
		// One ASCII letter, as most are: a bit says whether it is there.
		bit := uint64(1) << (c - '@')
		if t.seen&bit != 0 {
			return
		}
		t.seen |= bit
	} else if slices.ContainsFunc(g.Symbols, func(x []byte) bool { return bytes.Equal(x, s) }) {
		return
	}
	t.appendSymbol(s)
}

// appendSymbol appends s, new, to the game's Symbols.
func (t *tree) appendSymbol(s []byte) {
	g := t.g
	if g.Symbols == nil && t.arena != nil {
		g.Symbols = reuse.Take(&t.arena.syms, 8)[:0]
	}
	g.Symbols = append(g.Symbols, s)
}
