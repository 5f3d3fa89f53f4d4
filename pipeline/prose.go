package pipeline

import (
	"bytes"
	"slices"
	"strconv"
	"strings"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/prose"
	"github.com/notaz-chess/notaz/replay"
)

// decodeText reads a game the strict reader could not read (rg failed,
// or readErr) as real text, with package prose: the move numbers and the
// board decide what is a move. It returns the decoded game's replay when
// the decoder read it better — with no error, or with its error further
// on — and nil to keep the strict reading. Clean PGN never comes here.
func decodeText(it *Item, g *parser.Game, rg *replay.Game, ro *replay.Options) *replay.Game {
	if g.Rest != nil || len(g.Raw) == 0 || len(g.Raw) > prose.MaxText {
		return nil
	}
	off := movetextStart(g)
	if copied := tagLineMoves(g); copied > 0 {
		// Tags with the moves on their line ('[White "stalker"][Black
		// "rmontaruli"] 1. e4 ...'): no PGN writer lays a game out so;
		// a page's text, copied, does. The moves start after the tags.
		off = copied
	} else if len(g.Tags) > 0 || g.Raw[0] == '[' {
		// A PGN game (it has tags) keeps the strict reader's findings:
		// exact, stable, what a collection's CI relies on (a tag it
		// could not read too). Text copied from a page has none.
		return nil
	}
	if !ro.Variant.Castling() { // Shatranj
		return nil // the decoder reads chess text; Shatranj keeps its reader
	}
	if v, ok := g.TagValue("Variant"); ok && !strings.EqualFold(v, "chess") && !strings.EqualFold(v, "standard") {
		return nil
	}
	text := g.Raw[off:]
	// One game per item: the decoder keeps any other game's text in
	// this one's comments rather than starting games the item cannot hold.
	opts := prose.Options{Single: true}
	// A game the strict reader cut inside a line of prose: the text does
	// not begin a line.
	opts.MidLine = off == 0 && g.MidLine()
	if rg != nil && rg.StartFEN != "" {
		p := rg.Start
		opts.Start = &p
	} else if _, ok := g.TagValue("FEN"); ok {
		return nil // a start position the strict replay could not set up
	} else if ro.Variant != board.Chess() {
		// --variant's start (text has no tags): crazyhouse's pockets,
		// where the text's drops (N@f3, @e4) are moves.
		p := board.StartPosition(ro.Variant)
		opts.Start = &p
	}
	if !ro.Auto {
		// The letters the user named (--from), and no others.
		l := ro.Locale
		if l == nil {
			l, _ = locales.Lookup("en")
		}
		if ro.Letters != nil || l == nil {
			return nil // letters of the caller's own: no locale to decode in
		}
		opts.Locales, opts.Prefer = []*locales.Locale{l}, l
	} else if rg != nil && rg.Locale != nil {
		opts.Prefer = rg.Locale
	}
	opts.Readers = descriptiveReaders(text, ro)
	res := prose.Decode(text, opts)
	var dg *prose.Game
	for i := range res.Games {
		if res.Games[i].Plies > 0 || res.Games[i].Stop != nil {
			dg = &res.Games[i]
			break
		}
	}
	if dg == nil {
		return nil
	}
	strictPlies, capped := 0, false
	if rg != nil {
		strictPlies = rg.Count()
		// The strict reading counts as far as the text's numbers agree
		// with it: past a move whose number contradicts the board
		// ("5.Ve1 e5 9. b4", read as 6.b4), it went on against the
		// numbering that the decoder follows.
		for _, n := range rg.Notes {
			if n.Code == diag.MoveNumber && n.Ply > 0 && n.Ply-1 <= strictPlies {
				strictPlies, capped = n.Ply-1, true
			}
		}
	}
	if dg.Stop != nil && (dg.Plies < strictPlies || dg.Plies == strictPlies && !capped) {
		return nil // the strict reader's error is as far on
	}
	if opts.Readers != nil && rg != nil && dg.Plies <= strictPlies {
		return nil // descriptive text the strict reader read as far: its error stands
	}
	base := g.Start.Offset + int64(off)
	pgn := decodedTags(g, dg, opts)
	pgn = append(pgn, dg.Movetext...)
	amb := dg.Ambiguous
	if amb != nil {
		if amb.Ply < strictPlies {
			return nil // the strict reader got as far
		}
		pgn = append(decodedTags(g, dg, opts), dg.PrefixText(amb.Ply)...)
	} else if dg.Stop != nil {
		pgn = stopMovetext(g, dg, opts)
	}
	ng, err := parser.NewBytesReader(pgn, parser.Options{Name: g.File}).Next()
	if err != nil || ng == nil {
		return nil
	}
	ng.Number = g.Number
	nro := *ro
	nro.Arena = nil
	nro.Descriptive = nil // the decoder wrote its moves in SAN
	if dg.Stop != nil || amb != nil {
		nro.Auto = false
		nro.Locale = dg.Locale
	}
	nrg := replay.Run(ng, nro)
	if dg.Stop == nil && nrg.Err != nil {
		return nil // cannot happen: every move was legal on the board
	}
	// The findings name the original text.
	at := func(o int) parser.Pos { return posAt(g, base+int64(o)) }
	notes := nrg.Notes[:0:0]
	for _, n := range nrg.Notes {
		if n.Code == diag.Syntax && strings.Contains(n.Msg, "result") {
			continue // no result written: the decoder wrote '*'
		}
		n.Line, n.Column, n.Offset = 0, 0, 0
		notes = append(notes, n)
	}
	for _, n := range dg.Notes {
		d := g.DiagT(at(n.Off), diag.Warning, n.Code, n.Text)
		notes = append(notes, d)
		// The strict reader may have said the same at the same place (a
		// result it read as a quoted line's): said once.
		same := func(w diag.Diagnostic) bool { return w.Offset == d.Offset && w.Code == d.Code && w.Msg == d.Msg }
		if slices.ContainsFunc(g.Warnings, same) {
			g.Warnings = slices.DeleteFunc(slices.Clone(g.Warnings), same)
		}
	}
	nrg.Notes = notes
	// The decoder's choices and the runner-up, for convert -v.
	for _, n := range res.Explain {
		d := g.DiagT(at(n.Off), diag.Warning, diag.ProseText, n.Text)
		d.Info = true
		it.Explain = append(it.Explain, d)
	}
	if amb != nil {
		p, q := at(amb.Off), at(amb.OtherOff)
		e := g.DiagT(p, diag.Error, diag.SideLine, diag.T("the text reads two ways here, equally well: %s (%q, line %d) or %s (%q, line %d); brackets around the side line, or braces around the comment, decide it",
			amb.SAN, string(text[amb.Off:amb.End]), int(p.Line), amb.OtherSAN, string(text[amb.OtherOff:amb.OtherEnd]), int(q.Line)))
		e.Ply = amb.Ply + 1
		nrg.Err = &e
	} else if nrg.Err != nil && dg.Stop != nil {
		p := at(dg.Stop.Off)
		e := *nrg.Err
		e.Offset, e.Line, e.Column = p.Offset, int(p.Line), g.Column(p)
		e.Game = g.Number
		nrg.Err = &e
	} else if dg.Stop != nil {
		p := at(dg.Stop.Off)
		e := g.DiagT(p, diag.Error, diag.Illegal, diag.T("move %s%s: no reading continues the game here", dg.Stop.Number, dg.Stop.Token))
		nrg.Err = &e
	}
	return nrg
}

// movetextStart is the offset in g.Raw after its tags.
func movetextStart(g *parser.Game) int {
	if len(g.Tags) == 0 {
		return 0
	}
	last := g.Tags[len(g.Tags)-1]
	o := int(last.Pos.Offset - g.Start.Offset)
	if o < 0 || o >= len(g.Raw) {
		return 0
	}
	if k := bytes.IndexByte(g.Raw[o:], '\n'); k >= 0 {
		return o + k + 1
	}
	return len(g.Raw)
}

// tagLineMoves returns the offset in g.Raw after g's last tag when a move
// number follows it on the tag's line (perhaps after more bracketed
// text: "[B21] 1. e4"), and 0 otherwise.
func tagLineMoves(g *parser.Game) int {
	if len(g.Tags) == 0 {
		return 0
	}
	o := int(g.Tags[len(g.Tags)-1].Pos.Offset - g.Start.Offset)
	if o < 0 || o >= len(g.Raw) {
		return 0
	}
	line := g.Raw[o:]
	if k := bytes.IndexByte(line, '\n'); k >= 0 {
		line = line[:k]
	}
	end := tagEnd(line)
	if end < 0 {
		return 0
	}
	rest := line[end:]
	for {
		rest = bytes.TrimLeft(rest, " \t")
		if len(rest) == 0 || rest[0] != '[' {
			break
		}
		k := bytes.IndexByte(rest, ']')
		if k < 0 {
			return 0
		}
		rest = rest[k+1:]
	}
	if len(rest) == 0 || rest[0] < '1' || rest[0] > '9' {
		return 0
	}
	return o + end
}

// tagEnd returns the offset after the ']' that closes the tag starting
// line ('[Name "Value"]', the value's escapes read), or -1.
func tagEnd(line []byte) int {
	q := bytes.IndexByte(line, '"')
	if q < 0 {
		return -1
	}
	for k := q + 1; k < len(line); k++ {
		switch line[k] {
		case '\\':
			k++
		case '"':
			if e := bytes.IndexByte(line[k:], ']'); e >= 0 {
				return k + e + 1
			}
			return -1
		}
	}
	return -1
}

// tagsOf writes g's tags as PGN.
func tagsOf(g *parser.Game) []byte {
	var b []byte
	for _, t := range g.Tags {
		b = append(b, '[')
		b = append(b, t.Name...)
		b = append(b, ' ')
		b = strconv.AppendQuote(b, t.Value)
		b = append(b, "]\n"...)
	}
	if len(b) > 0 {
		b = append(b, '\n')
	}
	return b
}

// stopMovetext is the game's tags, then its moves up to where the
// decoder stopped and the token it stopped at (prose.Game.StopText).
func stopMovetext(g *parser.Game, dg *prose.Game, opts prose.Options) []byte {
	return append(decodedTags(g, dg, opts), dg.StopText()...)
}

// decodedTags are g's tags for the decoded game dg: with SetUp and FEN
// when the game starts from a position in FEN written in its text.
func decodedTags(g *parser.Game, dg *prose.Game, opts prose.Options) []byte {
	b := tagsOf(g)
	start := board.StartPosition(board.Chess())
	if opts.Start != nil {
		start = *opts.Start
	}
	fen := dg.Start.FEN()
	if _, ok := g.TagValue("FEN"); ok || fen == start.FEN() {
		return b
	}
	b = bytes.TrimSuffix(b, []byte("\n")) // the blank line after the tags
	b = append(b, `[SetUp "1"]`+"\n"...)
	b = append(b, "[FEN "...)
	b = strconv.AppendQuote(b, fen)
	return append(b, "]\n\n"...)
}

// posAt is the position of the stream offset o inside g.
func posAt(g *parser.Game, o int64) parser.Pos {
	rel := int(o - g.Start.Offset)
	rel = max(0, min(rel, len(g.Raw)))
	p := parser.Pos{Offset: o, Line: g.Start.Line, LineStart: g.Start.LineStart}
	if k := bytes.LastIndexByte(g.Raw[:rel], '\n'); k >= 0 {
		p.Line += int32(bytes.Count(g.Raw[:rel], []byte{'\n'}))
		p.LineStart = g.Start.Offset + int64(k) + 1
	}
	return p
}
