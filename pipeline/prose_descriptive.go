package pipeline

import (
	"bytes"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/descriptive"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
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

// resignedBefore returns the number of main-line moves before a comment
// that the reader made of prose between two main-line moves when it says
// a player resigned ("34. Hxe4! og svartur gafst upp enda taflið
// gjörtapað, t.d. eftir 34. … dxe4 35. Dg5+"): the game ended there, and
// the moves written after it are a line the prose quotes, which the strict
// reading played as the game's. It returns 0 when there is none. A game
// with tags is PGN and keeps the strict reading.
func resignedBefore(g *parser.Game, rg *replay.Game) int {
	if rg.Err != nil || len(g.Tags) > 0 || len(g.Moves) < 2 {
		return 0
	}
	for i := range g.Moves[:len(g.Moves)-1] {
		for _, c := range g.Moves[i].After() {
			if c.Prose && holdsWord(c.Text, resignWords()) {
				return i + 1
			}
		}
	}
	return 0
}

// goesOnInComment reports whether a comment after the game's last move
// (prose read as one, or a sentence's ';' read as PGN's comment to the
// end of the line) writes the number of the move the game wants next
// ("5. Se5 !!? Der Meister (…) kennt seinen Gegner; er weiß, dass … 5.
// ... Ld1?? 6. Lf7 Ke7 7. Sd5 matt."): the strict reading ended where a
// sentence began, and the game may go on in it. A game with tags is PGN
// and keeps the strict reading.
func goesOnInComment(g *parser.Game, rg *replay.Game) bool {
	if rg.Err != nil || len(g.Tags) > 0 || len(g.Moves) == 0 || rg.StartFEN != "" {
		return false
	}
	want := strconv.Itoa(rg.Count()/2 + 1) // White's next number, or Black's
	for _, c := range g.Moves[len(g.Moves)-1].After() {
		for t := c.Text; ; {
			k := strings.Index(t, want)
			if k < 0 {
				break
			}
			before, after := t[:k], strings.TrimLeft(t[k+len(want):], " ")
			t = t[k+len(want):]
			if before != "" && before[len(before)-1] >= '0' && before[len(before)-1] <= '9' {
				continue
			}
			if strings.HasPrefix(after, ".") || strings.HasPrefix(after, "…") {
				return true
			}
		}
	}
	return false
}

// extends reports whether drg's main line goes on from all of rg's.
func extends(drg, rg *replay.Game) bool {
	n := len(rg.Moves.Nodes)
	if len(drg.Moves.Nodes) <= n {
		return false
	}
	for i := range n {
		if drg.Moves.Nodes[i].SAN != rg.Moves.Nodes[i].SAN {
			return false
		}
	}
	return true
}

// endsAt reports whether drg's main line is rg's first n moves.
func endsAt(drg, rg *replay.Game, n int) bool {
	if len(drg.Moves.Nodes) != n || len(rg.Moves.Nodes) < n {
		return false
	}
	for i := range n {
		if drg.Moves.Nodes[i].SAN != rg.Moves.Nodes[i].SAN {
			return false
		}
	}
	return true
}

// holdsWord reports whether text holds one of ws (lower case, phrases with
// single spaces) as a word or phrase.
func holdsWord(text string, ws []string) bool {
	s := " " + strings.Join(strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r)
	}), " ") + " "
	for _, w := range ws {
		if strings.Contains(s, " "+w+" ") {
			return true
		}
	}
	return false
}

// resignWords are every language's resignation words and phrases, lower
// case.
var resignWords = sync.OnceValue(func() []string {
	var ws []string
	for _, l := range locales.All() {
		ws = append(ws, l.ResignWords()...)
	}
	return ws
})
