package prose

import (
	"bytes"
	"math/bits"
	"strings"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
)

// The decoder writes every move in standard SAN, so the strict replay of
// its movetext never sees how the text spelled it: a piece's capture
// without its x ("4.Hd4" for Nxd4), ':' for x, castling with zeros, long
// algebraic, a capture sign on a move that captures nothing, a check
// mark left out. The strict reader reports each of these in PGN
// (nonstandard-san, check-mark); the decoder reports them alike, in the
// same words and codes (board.SpellingWords, board.CheckMarkWords), one
// line per game and kind naming the moves.

// strictRun is one kind of strict spelling in a game: its code and
// words, where it is first met and the moves that have it.
type strictRun struct {
	code  diag.Code
	words string
	off   int
	names []string
}

// strictRuns gathers a game's strict spellings, in the order first met.
type strictRuns []strictRun

// add records the move named name, at off, as spelled so.
func (r *strictRuns) add(code diag.Code, words string, off int, name string) {
	for k := range *r {
		if s := &(*r)[k]; s.code == code && s.words == words {
			s.names = append(s.names, name)
			return
		}
	}
	*r = append(*r, strictRun{code: code, words: words, off: off, names: []string{name}})
}

// notes are the runs as the game's notes: the words a key of their own,
// as check's are (the catalogs translate them).
func (r strictRuns) notes() []Note {
	var ns []Note
	for _, s := range r {
		ns = append(ns, Note{Off: s.off, Code: s.code, Text: diag.T("%s in %s", diag.Text{Format: s.words}, nameList(s.names))})
	}
	return ns
}

// nameList names the moves of a run: the first three, then how many more.
func nameList(names []string) string {
	list := strings.Join(names[:min(len(names), 3)], ", ")
	if len(names) > 3 {
		list += " and " + itoa(len(names)-3) + " more"
	}
	return list
}

// strictSpellings records in r what the strict SAN reader would report
// of the move of e as written, played on pos (the position before it),
// named name: the spellings of the SAN the decoder read the token as,
// those the board finds on the position (board.Resolve), less those a
// prose spelling of the move already names (SpellFilesOnly is a capture
// without x; SpellLowercase a letter in the wrong case).
func (d *decoder) strictSpellings(r *strictRuns, pos *board.Position, e *event, name string) {
	if e.spell&SpellReader != 0 {
		return // another notation (descriptive): its reader's findings
	}
	s, ok := d.writtenSAN(pos, e)
	if !ok {
		return
	}
	_, sp, err := pos.Resolve(s)
	if err != nil {
		return
	}
	if e.spell&SpellFilesOnly != 0 {
		sp &^= board.SpellMissingCapture | board.SpellPawnFileCapture
	}
	if e.spell&SpellLowercase != 0 {
		sp &^= board.SpellLowercasePiece
	}
	if sp&board.SpellCheckMarks != 0 {
		// A mark written apart from the move ("Dxf7 +", "Dxf7 mat") is
		// its mark, as the strict reader reads "Qxf7 mate".
		if s.Check == board.NoMark {
			s.Check = markAfter(d.lat.src, e.to)
		}
		wanted := board.NoMark
		switch {
		case strings.HasSuffix(e.san, "#"):
			wanted = board.MateSign
		case strings.HasSuffix(e.san, "+"):
			wanted = board.CheckSign
		}
		if s.Check != wanted {
			r.add(diag.CheckMark, board.CheckMarkWords(s.Check, wanted), e.from, name)
		}
	}
	for _, w := range board.SpellingWords {
		if sp&w.Bit != 0 {
			r.add(diag.Nonstandard, w.Words, e.from, name)
		}
	}
}

// writtenSAN returns the SAN the decoder read e's token as: the reading
// of the token that plays e's move on pos, in the game's letter set when
// one does (the fewest spellings on a tie).
func (d *decoder) writtenSAN(pos *board.Position, e *event) (board.SAN, bool) {
	es, ok := d.lat.scanned(e.from)
	if !ok {
		return board.SAN{}, false
	}
	var best board.SAN
	bestRank := -1
	for k := range es {
		if es[k].kind != kMove || es[k].to != e.to {
			continue
		}
		for _, c := range es[k].cands {
			if c.legal != nil || c.spell&SpellReader != 0 {
				continue
			}
			if m, _, err := pos.Resolve(c.san); err != nil || m != e.move {
				continue
			}
			rank := 64 - bits.OnesCount32(uint32(c.san.Spelling))
			if e.lang >= 0 && c.groups&(1<<e.lang) != 0 {
				rank += 64
			}
			if rank > bestRank {
				best, bestRank = c.san, rank
			}
		}
	}
	return best, bestRank >= 0
}

// markAfter returns the check mark written apart after a move ending at
// to, on its line: '+', '#', "++", or a mate word.
func markAfter(src []byte, to int) board.CheckMark {
	k := to
	for k < len(src) && (src[k] == ' ' || src[k] == '\t') {
		k++
	}
	if k == to || k >= len(src) {
		return board.NoMark
	}
	end := k
	for end < len(src) {
		r, n := utf8.DecodeRune(src[end:])
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == ',' || r == ';' || r == ')' || r == '.' {
			break
		}
		end += n
	}
	w := src[k:end]
	switch {
	case bytes.Equal(w, []byte("+")):
		return board.CheckSign
	case bytes.Equal(w, []byte("#")) || bytes.Equal(w, []byte("++")) || isMateWord(w):
		return board.MateSign
	}
	return board.NoMark
}
