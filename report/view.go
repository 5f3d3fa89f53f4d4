package report

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/i18n"
	"golang.org/x/text/width"
)

// The board view: what the Text format shows under a finding with
// NewPrinter's board set (notaz check on a terminal).

// boardView is what the Text format with board adds below a finding: the
// input line with a caret under the column and a diagram of the position
// before the move, in the game's letters (l's words), as far as the
// finding has them. (The closest legal moves are on the finding's own
// line: see Message.) Each line is indented; the view ends with an empty
// line.
func boardView(f diag.Diagnostic, l *i18n.Lang) string {
	var b strings.Builder
	if f.Source != "" && f.Column > 0 {
		line, caret := excerpt(f.Source, f.Column)
		fmt.Fprintf(&b, "    %s\n    %s^\n", line, caret)
	}
	if d := diagram(f.FEN, f.Locale, l); d != "" {
		b.WriteString(d)
	}
	b.WriteByte('\n')
	return b.String()
}

// excerptWidth bounds the input shown around a column: whole games are
// sometimes written on one line.
const excerptWidth = 72

// excerpt returns the part of line around col (1-based, in characters),
// and the blanks that put a caret under col: tabs stay tabs, so the caret
// lines up however the terminal sets them.
func excerpt(line string, col int) (string, string) {
	runes := []rune(line)
	from, to := 0, len(runes)
	if to > excerptWidth {
		from = max(0, min(col-1-excerptWidth/2, to-excerptWidth))
		to = min(to, from+excerptWidth)
	}
	var shown, caret strings.Builder
	if from > 0 {
		shown.WriteString("…")
		caret.WriteByte(' ')
	}
	for i := from; i < to; i++ {
		r := runes[i]
		if e := diag.Escape(string(r)); e != string(r) {
			// A control character is shown escaped: the caret moves
			// past all of its columns.
			shown.WriteString(e)
			if i < col-1 {
				caret.WriteString(strings.Repeat(" ", len(e)))
			}
			continue
		}
		shown.WriteRune(r)
		if i < col-1 {
			switch {
			case r == '\t':
				caret.WriteByte('\t')
			case unicode.Is(unicode.Mn, r):
				// a combining mark takes no column of its own
			case wide(r):
				caret.WriteString("  ")
			default:
				caret.WriteByte(' ')
			}
		}
	}
	if to < len(runes) {
		shown.WriteString("…")
	}
	for i := len(runes); i < col-1; i++ { // a column past the end
		caret.WriteByte(' ')
	}
	return shown.String(), caret.String()
}

// wide reports whether a terminal shows r in two columns (CJK, full-width
// forms such as the Ｎｆ３ some scores are typed in).
func wide(r rune) bool {
	switch width.LookupRune(r).Kind() {
	case width.EastAsianWide, width.EastAsianFullwidth:
		return true
	}
	return false
}

// diagram draws the board of a FEN, White at the bottom, with the side to
// move said in l, in the letters of the language with code locale (see
// diagramPieces); "" if fen is empty or not one.
func diagram(fen, locale string, l *i18n.Lang) string {
	fields := strings.Fields(fen)
	if len(fields) < 2 {
		return ""
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != 8 {
		return ""
	}
	pieces, w := diagramPieces(locale)
	cell := func(b *strings.Builder, s string) {
		b.WriteString(strings.Repeat(" ", 1+w-utf8.RuneCountInString(s)))
		b.WriteString(s)
	}
	var b strings.Builder
	for i, rank := range ranks {
		fmt.Fprintf(&b, "    %d ", 8-i)
		n := 0
		for _, c := range rank {
			if c >= '1' && c <= '8' {
				for k := 0; k < int(c-'0'); k++ {
					cell(&b, ".")
				}
				n += int(c - '0')
				continue
			}
			if s, ok := pieces[c]; ok {
				cell(&b, s)
			} else {
				cell(&b, string(c))
			}
			n++
		}
		if n != 8 {
			return ""
		}
		b.WriteByte('\n')
	}
	b.WriteString("      ")
	for f := 'a'; f <= 'h'; f++ {
		cell(&b, string(f))
	}
	b.WriteString("   ")
	if fields[1] == "b" {
		b.WriteString(l.Sprintf("Black to move") + "\n")
	} else {
		b.WriteString(l.Sprintf("White to move") + "\n")
	}
	return b.String()
}

// fenRoles maps FEN's White piece letters to roles.
var fenRoles = map[rune]board.Role{'P': board.Pawn, 'N': board.Knight, 'B': board.Bishop, 'R': board.Rook, 'Q': board.Queen, 'K': board.King}

// diagramPieces returns what a diagram shows for each FEN piece letter in
// the language with code locale, and the widest symbol's width in
// characters (Russian writes the king Кр). White's pieces are the
// language's letters and Black's the same in lower case, as FEN does; a
// figurine game shows figurines of both colours. Pawns have no letter in
// most languages: they stay P and p (♙ and ♟ in figurines). English, or an
// unknown code, returns nil and 1: the FEN letters themselves.
func diagramPieces(locale string) (map[rune]string, int) {
	letters := pieceLetters(locale)
	if locale == "" || letters == nil {
		return nil, 1
	}
	figurine := letters[board.Black][board.King] != letters[board.White][board.King]
	pieces := make(map[rune]string, 12)
	w := 1
	for c, role := range fenRoles {
		white, black := letters[board.White][role], letters[board.Black][role]
		switch {
		case role == board.Pawn && figurine:
			white, black = "♙", "♟"
		case role == board.Pawn:
			white, black = "P", "p"
		case !figurine:
			black = strings.ToLower(white)
		}
		pieces[c], pieces[unicode.ToLower(c)] = white, black
		w = max(w, utf8.RuneCountInString(white))
	}
	return pieces, w
}
