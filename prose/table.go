package prose

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A score laid out as a table and flattened to text: the layout, not the
// order of the tokens alone, says which move is the game's.
//
// Cells with placeholders. A table whose rows each hold a move number,
// White's move and Black's, where the side not moving in a row has a
// placeholder ("3. Ab5 ..." and, on a later line, "... a6"; "16. …….
// Nd4"), with the commentary in lines of prose between the rows: the
// game is what the cells say. A move number or a move in a line of prose
// there (or after a row's cells, on its line) is the commentary's, a
// quoted line, never the main line's (legal or not: "5. h3 ... Para
// evitar la clavada 5. ... Ag5" quotes the move h3 prevents); and a row
// ends any quoted line before it (the table's next cell is the game's).
// The table is recognised by its placeholders only: at least two rows
// with one, at least one of each side's, so that an ordinary score with
// a move left out ("22. Qe2?? …") is no table.

// tableCells returns the offsets of the tokens in the cells of a table
// with placeholders in src (numbers, moves, placeholders at the head of
// their lines), and the offset of its first cell; nil when src holds no
// such table.
func tableCells(src []byte) (map[int]uint8, int) {
	var cells, heads []int
	white, black := 0, 0
	for a := 0; a < len(src); {
		b := bytes.IndexByte(src[a:], '\n')
		if b < 0 {
			b = len(src)
		} else {
			b += a
		}
		offs, kinds := lineCells(src[a:b])
		switch kinds {
		case rowWhite:
			white++
		case rowBlack:
			black++
		}
		for _, o := range offs {
			cells = append(cells, a+o)
		}
		if len(offs) > 0 {
			heads = append(heads, a+offs[0])
		}
		a = b + 1
	}
	if white+black < 2 || white == 0 || black == 0 || len(cells) == 0 {
		return nil, -1
	}
	m := make(map[int]uint8, len(cells))
	for _, o := range cells {
		m[o] = cellIn
	}
	for _, o := range heads {
		m[o] = cellHead
	}
	return m, cells[0]
}

// What a token is in a table (decoder.cells).
const (
	cellIn   = 1 // a token of a row's cells
	cellHead = 2 // ... the first, heading its line
)

// The shapes of a table's row (lineCells).
const (
	rowNone  = iota
	rowFull  // "1. e4 e5": a number and both moves
	rowWhite // "3. Ab5 ...": White's move, Black's placeholder
	rowBlack // "... a6", "16. ……. Nd4": Black's move after White's placeholder
)

// lineCells returns the offsets (in line) of the tokens of the row that
// heads line, and its shape: a number, then two moves or a move and a
// placeholder; or a placeholder (after a number or not), then a move.
// Annotation glyphs after a move ("12. Na3 !?") belong to its cell.
func lineCells(line []byte) ([]int, int) {
	var offs []int
	var toks [][]byte
	for i := 0; i < len(line) && len(toks) < 6; {
		r, n := utf8.DecodeRune(line[i:])
		if isSpace(r) {
			i += n
			continue
		}
		j := i
		for j < len(line) {
			r, n := utf8.DecodeRune(line[j:])
			if isSpace(r) {
				break
			}
			j += n
		}
		t := line[i:j]
		if len(toks) > 0 && annotOnly(t) {
			i = j
			continue
		}
		if k := dotsAt(t); k > 0 && k < len(t) && len(toks) < 3 {
			// "...Cf6", "3...Cf6": the placeholder glued to the move.
			toks, offs = append(toks, t[:k]), append(offs, i)
			i += k
			continue
		}
		toks, offs = append(toks, t), append(offs, i)
		i = j
	}
	k := 0
	if len(toks) > 0 && cellNumber(toks[0]) {
		k = 1
	}
	switch {
	case len(toks) > k+1 && placeholder(toks[k]) && cellMove(toks[k+1]):
		return offs[:k+2], rowBlack
	case k == 1 && len(toks) > 2 && cellMove(toks[1]) && placeholder(toks[2]):
		return offs[:3], rowWhite
	case k == 1 && len(toks) > 2 && cellMove(toks[1]) && cellMove(toks[2]):
		return offs[:3], rowFull
	}
	return nil, rowNone
}

// cellNumber reports whether t is a move number with its dot ("12.").
func cellNumber(t []byte) bool {
	n := 0
	for n < len(t) && n < 4 && t[n] >= '0' && t[n] <= '9' {
		n++
	}
	return n > 0 && n < 4 && n == len(t)-1 && t[n] == '.'
}

// placeholder reports whether t is only dots ("...", "…", "……."), as a
// table writes the cell of the side not moving.
func placeholder(t []byte) bool {
	return dotsAt(t) == len(t) && len(t) > 0
}

// annotOnly reports whether t is only annotation marks ("!?", "?").
func annotOnly(t []byte) bool {
	for _, c := range t {
		if c != '!' && c != '?' {
			return false
		}
	}
	return len(t) > 0
}

// cellMove reports whether t has the shape of an algebraic move: a
// square in it (a letter and a rank digit: files are written in other
// scripts too), or castling; at most a dozen bytes, punctuation after it
// aside.
func cellMove(t []byte) bool {
	for len(t) > 0 && strings.IndexByte(".,;:!?+#", t[len(t)-1]) >= 0 {
		t = t[:len(t)-1]
	}
	if len(t) == 0 || len(t) > 12 {
		return false
	}
	switch dashes.Replace(string(t)) {
	case "O-O", "0-0", "O-O-O", "0-0-0", "o-o", "o-o-o":
		return true
	}
	prev := false // the rune before was a letter: "e4", "с4", "ε4" (a file in any script)
	for _, r := range string(t) {
		if prev && r >= '1' && r <= '8' {
			return true
		}
		prev = unicode.IsLetter(r)
	}
	return false
}

// tableProse reports whether the token at i is a move number, a
// placeholder or a move of the commentary around a table's cells (see
// tableCells): after the table's first cell, in none, after a word of
// prose on its line (a line that starts with a number or a move, as a
// row the shape test missed, "4. | с4 : d5 | c6 : d5 |", is read as
// before: the numbering and the board decide).
func (d *decoder) tableProse(i int) bool {
	return d.cells != nil && i > d.cellFrom && d.cells[i] == 0 && wordOnLineBefore(d.lat.src, i)
}

// wordOnLineBefore reports whether a word of prose stands before i on its
// line: three letters or more and nothing else (a files-only capture,
// "ed", and a piece letter set apart are shorter).
func wordOnLineBefore(src []byte, i int) bool {
	a := bytes.LastIndexByte(src[:i], '\n') + 1
	for _, t := range bytes.FieldsFunc(src[a:i], isSpace) {
		t = bytes.TrimRight(bytes.TrimLeft(t, "(\"“"), ".,;:!?)\"”")
		if utf8.RuneCount(t) >= 3 && bytes.IndexFunc(t, func(r rune) bool { return !unicode.IsLetter(r) }) < 0 && !cellMove(t) {
			return true
		}
	}
	return false
}
