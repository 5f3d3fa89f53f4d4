package pipeline

import (
	"bytes"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/descriptive"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/prose"
	"github.com/notaz-chess/notaz/replay"
)

// descriptiveReaders are the prose decoder's readings of descriptive
// notation for a text (a book page with "1. P-K4 P-K4 2. Kt-KB3" among
// its sentences): the notation forced by --from xx-descriptive, or, with
// --from auto, every descriptive notation when at least two words of the
// text are descriptive moves (so that algebraic prose is decoded as it
// was: no reading of its own added). A descriptive token is read as every
// legal move it denotes where the decoder tries it, and the following
// moves decide, as in package descriptive.
func descriptiveReaders(text []byte, ro *replay.Options) []prose.Reader {
	var ls []*descriptive.Language
	switch {
	case ro.Descriptive != nil:
		ls = []*descriptive.Language{ro.Descriptive}
	case ro.Auto:
		ls = descriptive.AutoLanguages()
		if descriptiveWords(text, ls) < 2 {
			return nil
		}
	default:
		return nil
	}
	out := make([]prose.Reader, 0, len(ls))
	for _, l := range ls {
		out = append(out, func(tok []byte) []prose.Candidate {
			f, err := l.Parse(string(tok))
			if err != nil {
				return nil
			}
			return []prose.Candidate{{Legal: func(pos *board.Position, dst []board.Move) []board.Move {
				return f.Candidates(dst, pos)
			}}}
		})
	}
	return out
}

// descriptiveWords counts the words of text that are a descriptive move
// in one of ls and not SAN (castling is both), up to 2.
func descriptiveWords(text []byte, ls []*descriptive.Language) int {
	n := 0
	for _, w := range bytes.Fields(text) {
		w = bytes.TrimRight(w, ",;.)")
		if len(w) < 3 || len(w) > 16 || w[0] == 'O' || w[0] == '0' || w[0] == 'o' {
			continue // castling is every notation's
		}
		if _, err := board.ParseSAN(string(w)); err == nil {
			continue // algebraic as well: no evidence
		}
		for _, l := range ls {
			if _, err := l.Parse(string(w)); err == nil {
				n++
				break
			}
		}
		if n == 2 {
			break
		}
	}
	return n
}

// descriptiveInSentences reports whether rg, a clean reading of g in
// descriptive notation, left moves in the text as words of a comment (a
// book page: "and now White retreated with 4. B-R4 Kt-B3"): package
// descriptive reads a move after a word on its line as part of the
// sentence, where the decoder (package prose) follows the numbering and
// the board. Only a text without tags: a PGN game keeps its reading.
func descriptiveInSentences(g *parser.Game, rg *replay.Game) bool {
	if rg.Err != nil || rg.Descriptive == nil || len(g.Tags) > 0 {
		return false
	}
	for _, n := range rg.Notes {
		if n.Code == diag.SideLine {
			return true
		}
	}
	return false
}
