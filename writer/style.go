package writer

import (
	"strconv"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/replay"
)

// appendStyled appends n's move in SAN with the signs of style st (a
// language's print style): its capture sign, castling digits or letters,
// promotion with or without '=', check and mate signs and the en-passant
// mark. The letters are the output's, as for SAN.
func appendStyled(dst []byte, n *replay.Node, letters *[7]string, st *locales.Style) []byte {
	s := n.SAN
	if s.Null {
		return append(dst, "--"...)
	}
	if letters == nil {
		letters = &englishLetters
	}
	switch s.Castle {
	case board.KingSide:
		dst = append(dst, st.Castle, '-', st.Castle)
	case board.QueenSide:
		dst = append(dst, st.Castle, '-', st.Castle, '-', st.Castle)
	case board.NoCastle:
		if !s.Drop {
			dst = appendStyledMove(dst, s, letters, st)
			break
		}
		switch {
		case s.Role != board.Pawn:
			dst = append(dst, letters[s.Role]...)
		case letters == &englishLetters:
			dst = append(dst, 'P') // P@e4, as in SAN
		}
		dst = append(dst, '@', byte('a'+s.ToFile), byte('1'+s.ToRank))
	}
	switch s.Check {
	case board.MateSign:
		dst = append(dst, st.Mate...)
	case board.CheckSign:
		dst = append(dst, st.Check...)
	}
	if st.EnPassant != "" && n.Move.Flag == board.EnPassant {
		dst = append(dst, st.EnPassant...)
	}
	return dst
}

// appendStyledMove is appendStyled's move on the board (no castling, no drop).
func appendStyledMove(dst []byte, s board.SAN, letters *[7]string, st *locales.Style) []byte {
	if s.Role != board.Pawn {
		dst = append(dst, letters[s.Role]...)
	}
	if s.FromFile >= 0 {
		dst = append(dst, byte('a'+s.FromFile))
	}
	if s.FromRank >= 0 {
		dst = append(dst, byte('1'+s.FromRank))
	}
	if s.Capture {
		dst = append(dst, st.Capture...)
	}
	if s.ToFile >= 0 {
		dst = append(dst, byte('a'+s.ToFile))
	}
	if s.ToRank >= 0 {
		dst = append(dst, byte('1'+s.ToRank))
	}
	if s.Promotion != board.NoRole {
		if st.PromoEquals {
			dst = append(dst, '=')
		}
		dst = append(dst, letters[s.Promotion]...)
	}
	return dst
}

// englishLetters are SAN's letters, for a style written in English.
var englishLetters = [7]string{board.King: "K", board.Queen: "Q", board.Rook: "R", board.Bishop: "B", board.Knight: "N"}

// styledResult is the result token r (PGN's spelling) in style st.
func styledResult(r string, st *locales.Style) string {
	switch r {
	case "1-0":
		return st.WhiteWins
	case "0-1":
		return st.BlackWins
	case "1/2-1/2":
		return st.Draw
	}
	return r
}

// styledMove writes the move number (when the move needs one) and the move
// in style w.style: one word when the style glues them ("1.e4", "12…Sf6"),
// two otherwise.
func (w *lineWriter) styledMove(n *replay.Node, needNumber bool) {
	st := w.style
	number := n.Turn == board.White || needNumber
	dots := "."
	if n.Turn == board.Black {
		dots = st.Ellipsis
	}
	var letters *[7]string
	if w.letters != nil {
		letters = &w.letters[n.Turn]
	}
	if number && st.NumberSpace {
		w.number(n.Number, dots)
		number = false
	}
	at, start := w.begin()
	if number {
		w.buf = append(strconv.AppendInt(w.buf, int64(n.Number), 10), dots...)
	}
	w.buf = appendStyled(w.buf, n, letters, st)
	w.end(at, start, false)
}

// moveGlyphs are the move assessments (NAGs 1 to 6) as books print them,
// glued to the move: 10.Sxb5! reads back as 10. Nxb5 $1.
var moveGlyphs = [...]string{1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}

// glueGlyph appends a move assessment to the move just written, as print
// style does, and reports whether it did: not after an en-passant mark,
// which a glyph would glue to.
func (w *lineWriter) glueGlyph(n *replay.Node, nag uint8) bool {
	if int(nag) >= len(moveGlyphs) || moveGlyphs[nag] == "" {
		return false
	}
	if w.style.EnPassant != "" && n.Move.Flag == board.EnPassant {
		return false
	}
	g := moveGlyphs[nag]
	if w.col+len(g) > MaxLine {
		return false
	}
	w.buf = append(w.buf, g...)
	w.col += len(g)
	return true
}
