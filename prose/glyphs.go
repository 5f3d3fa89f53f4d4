package prose

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser/san"
)

// A glyph is a symbol written where a move's piece letter stands that
// the game's letter set does not read: a figurine of a chess font no
// table knows, copied out as its code point ("¦h8" in a Portuguese
// score), or OCR's damage to a letter. Its kind is the board's to say,
// and a font maps one glyph to one piece: so it is read as one piece
// kind throughout the text, and only where exactly one kind makes the
// move where the game stopped legal with the written moves after it
// replaying further than with any other kind (learnGlyphs). Where two
// kinds read as far ("4. pc4": the bishop's Bc4 and the pawn's c4, both
// stopped by the next move), or none reads on, the game stops there, as
// before.
type glyph struct {
	r    rune
	role board.Role
}

// glyphRoles are the kinds a glyph may stand for, the pawn among them (a
// font has a pawn's figurine too, "§").
var glyphRoles = []board.Role{board.Pawn, board.Knight, board.Bishop, board.Rook, board.Queen, board.King}

// maxGlyphs is how many glyphs a text may learn or letters refuse, and
// maxGlyphReads how many searches that may take in all (one per kind
// that plays the stop's move, one more for a refusal): the text is read
// at most that many times more, so time and memory stay linear in it.
const (
	maxGlyphs     = 3
	maxGlyphReads = 3
)

// glyphRole returns the kind the text's reading gives r, if r is a glyph
// learned.
func (d *decoder) glyphRole(r rune) (board.Role, bool) {
	for _, g := range d.glyphs {
		if g.r == r {
			return g.role, true
		}
	}
	return board.NoRole, false
}

// isGlyph reports whether r is a glyph learned: a move token may hold it.
func (d *decoder) isGlyph(r rune) bool {
	_, ok := d.glyphRole(r)
	return ok
}

var enInput = func() *locales.Input {
	l, _ := locales.Lookup("en")
	return l.Input(false)
}()

// glyphCands returns the readings cs of the normalised move token norm
// with the glyphs learned and the bans applied: a token whose first
// symbol is a glyph is that kind's move, written with the kind's English
// letter ("¦h8" as Rh8), in every letter set, and nothing else (one
// meaning); a reading banned is dropped.
func (d *decoder) glyphCands(norm []byte, cs []cand) []cand {
	r, n := utf8.DecodeRune(norm)
	if role, ok := d.glyphRole(r); ok {
		cs = cs[:0]
		if n < len(norm) {
			t := append([]byte{role.Letter()}, norm[n:]...)
			if s, err := san.Parse(t, enInput); err == nil && s.Role == role && s.Castle == board.NoCastle {
				cs = append(cs, cand{san: s, groups: 1<<len(d.inputs) - 1, spell: SpellGlyph})
			}
		}
		return cs
	}
	for _, b := range d.bans {
		if b.r == r {
			cs = slices.DeleteFunc(cs, func(c cand) bool { return c.san.Role == b.role && c.spell != SpellReader })
		}
	}
	return cs
}

// unknownPiece returns the symbol the stop token tok starts with, where
// it stands for a piece that in, the game's letter set, does not read:
// a letter or a symbol beyond ASCII ('@' drops a piece), not a piece
// letter of in (nor its lowercase), not a file, digit, castling's O or a
// capture sign, and followed by what a move's piece
// letter is ("¦h8", "pc4", "¦af1", "¤xe5").
func unknownPiece(tok string, in *locales.Input) (rune, bool) {
	r, n := utf8.DecodeRuneInString(tok)
	if r == utf8.RuneError || n >= len(tok) || unicode.IsSpace(r) || unicode.IsDigit(r) || strings.ContainsRune("Oo0x×:-–—", r) {
		return 0, false
	}
	if r < utf8.RuneSelf && !unicode.IsLetter(r) {
		return 0, false // ASCII's marks are signs ("@b4" drops a pawn), no glyphs
	}
	if role, _, _ := in.Piece([]byte(tok)); role != board.NoRole {
		return 0, false
	}
	if f, _, _ := in.File([]byte(tok)); f >= 0 {
		return 0, false
	}
	t := append([]byte{'N'}, tok[n:]...)
	if s, err := san.Parse(t, enInput); err != nil || s.Role != board.Knight {
		return 0, false
	}
	return r, true
}

// learnGlyphs reads, where a game of res stops at a move written with a
// glyph its letter set does not read, the text once for each kind that
// plays that move (one meaning through the text: every token that starts
// with the glyph is read so), and keeps the reading of the kind that
// reads further than every other, and at least the written move after
// the stop too (two plies more than res): the board decided, over every
// move written with the glyph (a kind that plays the stop but not a later
// move written so contradicts itself there). Kinds that read as far
// leave the stop an error, with a warning naming them. Then the same for the next stop, up to
// maxGlyphs glyphs. A game whose letter set is not established (every
// piece written in glyphs) learns none: nothing anchors its notation.
func (d *decoder) learnGlyphs(res *Result) *Result {
	for len(d.glyphs)+len(d.bans) < maxGlyphs {
		var g *Game
		for k := range res.Games {
			if res.Games[k].Stop != nil {
				g = &res.Games[k]
				break
			}
		}
		if g == nil || g.Locale == nil {
			break
		}
		in := d.inputOf(g.Locale)
		if in == nil {
			break
		}
		r, ok := unknownPiece(g.Stop.Token, in)
		if !ok {
			// A letter of the game's set the board reads otherwise.
			again, ok := d.contradicted(res, g, in)
			if !ok {
				break
			}
			res = again
			continue
		}
		if d.isGlyph(r) {
			break
		}
		base := d.glyphs
		var best *Result
		var role board.Role
		n := 0
		pos, ok := stopPosition(g)
		if !ok {
			break
		}
		var plays []board.Role
		for _, k := range glyphRoles {
			if !kindPlays(&pos, g.Stop, k) {
				continue // the stop's move is not that kind's: no reading to try
			}
			plays = append(plays, k)
			if d.glyphReads++; d.glyphReads > maxGlyphReads {
				n = 0 // out of searches: nothing learned
				break
			}
			d.glyphs = append(base[:len(base):len(base)], glyph{r, k})
			d.reread(r)
			again := d.read()
			if len(again.Games) < len(res.Games) || ambiguous(again) {
				continue
			}
			switch p := plies(again); {
			case best == nil || p > plies(best):
				n, best, role = 1, again, k
			case p == plies(best):
				n++ // as far: the board does not decide
			}
		}
		if n != 1 || plies(best) < plies(res)+2 {
			d.glyphs = base
			d.reread(r)
			if len(plays) > 1 {
				// Say why the stop stands: the glyph is more than one piece.
				var kinds any = diag.Word(plays[0].String())
				for _, k := range plays[1:] {
					kinds = diag.T("%s; %s", kinds, diag.Word(k.String()))
				}
				g.Notes = append(g.Notes, Note{Off: g.Stop.Off, Code: diag.ProseGlyph,
					Text: diag.T("%q in %s, no letter of the game's, plays there as more than one piece (%s): the board does not decide which, so it is not read", string(r), g.Stop.Token, kinds)})
			}
			break
		}
		d.glyphs = append(base, glyph{r, role})
		d.reread(r)
		res = best
	}
	if len(d.glyphs) > 0 {
		d.glyphNotes(res)
	}
	return res
}

// ambiguous reports whether a game of res reads two ways.
func ambiguous(res *Result) bool {
	for _, g := range res.Games {
		if g.Ambiguous != nil {
			return true
		}
	}
	return false
}

// inputOf returns the decoder's letter set of l, nil if none.
func (d *decoder) inputOf(l *locales.Locale) *locales.Input {
	for k, x := range d.locs {
		if x == l {
			return d.inputs[k]
		}
	}
	return nil
}

// glyphNotes names, in each game's warning of moves read with a glyph
// (diag.ProseGlyph), the glyphs and the kinds the board gave them.
func (d *decoder) glyphNotes(res *Result) {
	var what diag.Text
	for k, g := range d.glyphs {
		m := diag.T("%q as the %s", string(g.r), diag.Word(g.role.String()))
		if k == 0 {
			what = m
		} else {
			what = diag.Join(what, m)
		}
	}
	for k := range res.Games {
		for j := range res.Games[k].Notes {
			nt := &res.Games[k].Notes[j]
			if nt.Code == diag.ProseGlyph && len(nt.Text.Args) == 1 {
				nt.Text = diag.T("a symbol no letter set reads taken as the one piece kind the board allows with the moves after it, the same throughout (%s), in %s", what, nt.Text.Args[0])
			}
		}
	}
}

// contradicted refuses, where the game g of res stops at a move whose
// piece letter the game's set in reads as a kind that cannot play it,
// the reading of that letter before the stop: where every piece move of
// the game so far was written with that one letter (the set rests on it
// alone) and exactly one other kind reads every one of them and the
// stop's move too (the text read with the letter that kind throughout,
// a ply further), the letter has two meanings in the reading ("2.Bf3
// Bc6" read in Greek letters, B the queen, where only a knight plays
// Bc6: a font's code letter, B for the knight). The text is read again
// with the set's kind of that letter refused, so that the game stops at
// its first move written so, and a warning names both kinds. It returns
// res and false when that does not hold.
func (d *decoder) contradicted(res *Result, g *Game, in *locales.Input) (*Result, bool) {
	tok := g.Stop.Token
	r, _ := utf8.DecodeRuneInString(tok)
	x, _, _ := in.Piece([]byte(tok))
	if x == board.NoRole || x == board.Pawn {
		return res, false
	}
	src, first := d.lat.src, -1
	for k, off := range g.offs {
		if c := g.Canon[k]; c.Role <= board.Pawn || c.Castle != board.NoCastle {
			continue
		}
		if q, _ := utf8.DecodeRune(src[off:]); q != r {
			return res, false
		}
		if first < 0 {
			first = off
		}
	}
	if first < 0 {
		return res, false
	}
	pos, ok := stopPosition(g)
	if !ok {
		return res, false
	}
	base := d.glyphs
	var y board.Role
	n := 0
	for _, k := range glyphRoles {
		if k == x || k == board.Pawn || !kindPlays(&pos, g.Stop, k) {
			continue
		}
		if d.glyphReads++; d.glyphReads > maxGlyphReads {
			n = 0 // out of searches: nothing refused
			break
		}
		d.glyphs = append(base[:len(base):len(base)], glyph{r, k})
		d.reread(r)
		again := d.read()
		if plies(again) > plies(res) && len(again.Games) >= len(res.Games) && !ambiguous(again) {
			n++
			y = k
		}
	}
	d.glyphs = base
	d.reread(r)
	if n != 1 {
		return res, false
	}
	if d.glyphReads++; d.glyphReads > maxGlyphReads {
		return res, false
	}
	d.bans = append(d.bans, glyph{r, x})
	d.reread(r)
	again := d.read()
	for k := range again.Games {
		ga := &again.Games[k]
		if ga.Stop == nil {
			continue
		}
		if ga.Stop.Off >= g.Stop.Off {
			break
		}
		ga.Notes = append(ga.Notes, Note{Off: ga.Stop.Off, Code: diag.ProseGlyph,
			Text: diag.T("%q, the game's only piece letter before %s, read as the %s in the moves before it, but only the %s can play %s: one symbol, two pieces, so the game stops at the first move written with it", string(r), tok, diag.Word(x.String()), diag.Word(y.String()), tok)})
		return again, true
	}
	d.bans = d.bans[:len(d.bans)-1]
	d.reread(r)
	return res, false
}

// reread prepares the text to be read again after the glyphs or bans of
// r changed: the readings of the tokens that start with r are made anew
// (no other token's change), and no move is given to a quoted line yet.
func (d *decoder) reread(r rune) {
	d.lat.forget(r)
	d.laidOut = nil
}

// stopPosition is the position where game g stops: its start, then its
// main line.
func stopPosition(g *Game) (board.Position, bool) {
	pos := g.Start
	for _, s := range g.Canon {
		m, _, err := pos.Resolve(s)
		if err != nil {
			return pos, false
		}
		pos.PlayUnchecked(m)
	}
	return pos, true
}

// kindPlays reports whether the stop's move, its first symbol read as
// kind k, is legal on pos: only then can a reading with that symbol k
// go on there (each such reading is a search; most kinds need none).
func kindPlays(pos *board.Position, st *Stop, k board.Role) bool {
	norm := st.Norm
	if norm == "" {
		norm = st.Token
	}
	_, n := utf8.DecodeRuneInString(norm)
	if n >= len(norm) {
		return false
	}
	s, err := san.Parse(append([]byte{k.Letter()}, norm[n:]...), enInput)
	if err != nil || s.Role != k {
		return false
	}
	_, _, err = pos.Resolve(s)
	return err == nil
}
