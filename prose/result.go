package prose

import (
	"bytes"
	"fmt"
	"iter"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
)

// Result is what Decode read: the games of the text, in order.
type Result struct {
	Games []Game
	// Explain is the decoder's choices and the runner-up reading, for
	// convert -v and check --explain.
	Explain []Note
}

// Game is one game read from the text.
type Game struct {
	// Movetext is the game in PGN movetext: English SAN, the prose
	// around the moves as {comments} (moves quoted in it kept as its
	// text), the result ("*" when none was written).
	Movetext []byte
	Plies    int
	Moves    []string // the main line in English SAN
	// Canon is the main line as canonical SANs (SAN.Append writes them
	// in any letters); Start the position before it.
	Canon  []board.SAN
	Start  board.Position
	Result string
	// Locale is the letter set the game's piece moves were read in (nil
	// when it has none, or only pawn moves).
	Locale *locales.Locale
	// From and To are the part of the text the game was read from.
	From, To int
	// Notes are the warnings: every reading other than plain PGN.
	Notes []Note
	// Stop is set when the main line stops at a token the numbering
	// wanted as a move while numbered moves go on after it: the game has
	// an error there. Movetext then holds the moves before it.
	Stop *Stop
	// Score is the reading's score (see the package comment).
	Score int
	// Ambiguous is set when another reading of the text, as good, plays
	// another move: the game has an error there (decide or refuse).
	Ambiguous *Ambiguity

	game       int
	offs, ends []int // where each main-line move was read
	numbered   int   // how many of them were read with their written number
}

// Ambiguity is where two readings of the text part: after Ply moves of
// the game, the best reads the token at Off as SAN, the other the token at
// OtherOff as OtherSAN, and the decoder cannot tell which is the game.
type Ambiguity struct {
	Ply                int
	Off, End           int
	SAN                string
	OtherOff, OtherEnd int
	OtherSAN           string
}

// Note is a finding at a byte offset of the text.
type Note struct {
	Off  int
	Code diag.Code
	Text diag.Text
}

// Stop is where no reading continues: the token as written, its
// normalised form (what a SAN reader reads), and the move number the
// main line wanted there.
type Stop struct {
	Off, End int
	Token    string
	Norm     string
	Number   string
}

// Decode reads the games in text. It returns no game when the text has
// no move in any reading.
func Decode(text []byte, opts Options) *Result {
	if len(text) > MaxText {
		return &Result{}
	}
	res := decodeOnce(text, opts)
	// A table read in the game's order (layout.go): kept where more of
	// its game replays with the numbers written before its moves, and
	// only one order of a table so.
	lays := tableLayouts(text)
	if len(lays) == 0 {
		return res
	}
	type read struct {
		lay    *layout
		res    *Result
		starts []int
	}
	var reads []read
	for k := range lays {
		lay := &lays[k]
		vt, starts := lay.text(text)
		o := opts
		o.plain = lay.plain
		reads = append(reads, read{lay, decodeOnce(vt, o), starts})
	}
	best := -1
	for k, r := range reads {
		if numbered(r.res) <= numbered(res) || best >= 0 && numbered(r.res) <= numbered(reads[best].res) {
			continue
		}
		best = k
	}
	if best < 0 {
		return res
	}
	for k, r := range reads {
		if k != best && r.lay.group == reads[best].lay.group && numbered(r.res) == numbered(reads[best].res) {
			return res // two orders of the table read as far: neither is the game's
		}
	}
	reads[best].lay.remap(reads[best].res, reads[best].starts)
	return reads[best].res
}

// decodeOnce reads the games in text as it is written.
func decodeOnce(text []byte, opts Options) *Result {
	d := newDecoder(text, opts)
	res := d.read()
	// Where a game stops at its numbered move written with another
	// letter set's piece letter ("17.Bb5" in a Polish score), the text
	// is read once more with that token's reading in the other sets
	// (one legal move, SpellMixed): kept where the game goes further.
	// Kept only where it reads no game two ways (the stop hid nothing).
	for _, g := range res.Games {
		if g.Stop != nil && d.pieceCand(g.Stop.Off) {
			d.foreignAt, d.laidOut, d.replayed = map[int]bool{g.Stop.Off: true}, nil, nil
			d.noSkip, d.over, d.forced = nil, nil, 0
			again := d.read()
			if plies(again) > plies(res) && len(again.Games) >= len(res.Games) &&
				!slices.ContainsFunc(again.Games, func(g Game) bool { return g.Ambiguous != nil }) {
				res = again
			} else {
				d.foreignAt = nil
			}
			break
		}
	}
	// Where a game stops at a move written with a symbol its letter set
	// does not read, the board may say which piece it is (learnGlyphs).
	return d.learnGlyphs(res)
}

// pieceCand reports whether some letter set reads the token at i as a
// piece move: only then may another set's reading continue a game there.
func (d *decoder) pieceCand(i int) bool {
	for _, e := range d.lat.at(i) {
		if e.kind != kMove {
			continue
		}
		for _, c := range e.cands {
			if c.spell != SpellReader && c.san.Role > board.Pawn && c.san.Role < board.King {
				return true
			}
		}
	}
	return false
}

// numbered is the number of moves the games of res read with the number
// written before them: how far the text's numbering agrees with a
// reading.
func numbered(res *Result) int {
	n := 0
	for _, g := range res.Games {
		n += g.numbered
	}
	return n
}

// plies is the number of moves the games of res read.
func plies(res *Result) int {
	n := 0
	for _, g := range res.Games {
		n += g.Plies
	}
	return n
}

// read reads the text, again while the layout gives main-line moves to
// quoted lines (at most maxLaidOut times).
func (d *decoder) read() *Result {
	for round := 0; ; round++ {
		res, quoted := d.decode(round < maxLaidOut)
		if quoted < 0 {
			return res
		}
		// The layout gave the main line's move at quoted to a quoted
		// line: the text is read again so (the tokens and positions
		// made are kept).
		if d.noSkip[quoted] {
			continue // the skipped move's reading is the game's: read so
		}
		if d.laidOut == nil {
			d.laidOut = map[int]bool{}
		}
		d.laidOut[quoted] = true
	}
}

// maxLaidOut is how many main-line moves the layout may turn into quoted
// lines' (laidOut) before the text is read as it is: each is a search
// of its own.
const maxLaidOut = 3

// decode reads the text once, with the move tokens at d.laidOut read as
// quoted lines' moves, never the main line's (see "Decide or refuse").
// When redo is set and the layout decides that another main-line move is
// a quoted line's, it returns that move's offset (and no result), for
// the text to be read again; else -1.
func (d *decoder) decode(redo bool) (*Result, int) {
	d.foundAt = -1
	final := d.search()
	res := &Result{}
	if len(final) == 0 {
		return res, -1
	}
	best := &final[0]
	evs := chain(best.ev)
	games := best.game + 1
	// Each game from its own events (they are contiguous on the path,
	// the next game's start after them): a page of many games is read
	// in time linear in its events.
	for g, lo := 0, 0; g < games; g++ {
		hi := lo
		for hi < len(evs) && evs[hi].game <= g {
			hi++
		}
		if gm, ok := d.build(evs[lo:min(hi+1, len(evs))], g, best); ok {
			res.Games = append(res.Games, gm)
		}
		lo = hi
	}
	// A bracket the text ends inside: its moves were read as a side
	// line's, which is said.
	if best.depth > 0 && len(res.Games) > 0 {
		if o := d.openBefore(len(d.lat.src)); o >= 0 {
			gm := &res.Games[len(res.Games)-1]
			gm.Notes = append(gm.Notes, Note{Off: o, Code: diag.ProseBracket,
				Text: diag.T("unbalanced %q: the text ends inside it, read as a side line", string(d.lat.src[o]))})
		}
	}
	// An alternative to the main line's last move (altToLast) is no
	// shorter game's end where the text's list of moves goes on past
	// it: the token stays an error there, as one no reading continues.
	for _, e := range evs {
		if e.kind != evAltLast {
			continue
		}
		for i := range res.Games {
			if gm := &res.Games[i]; gm.game == e.game && gm.Stop == nil && gm.Plies == e.ply && d.listGoesOn(gm) {
				gm.Stop = d.newStop(e.from, e.to, e.expected())
			}
		}
	}
	// The layout decides first: a main-line move that a numbered move
	// heading a line contradicts, where the layout gives it to a quoted
	// line, is read so, and the text read again (lineStartRival).
	if redo {
		for i := range res.Games {
			if _, quoted, _ := d.lineStartRival(&res.Games[i], false); quoted >= 0 {
				return nil, quoted
			}
			// A quoted line that replays further than the main line
			// resumed inside its sentence goes on (quotedResume).
			if _, laid := d.quotedResume(evs, &res.Games[i]); laid >= 0 {
				if d.replayed == nil {
					d.replayed = map[int]bool{}
				}
				d.replayed[laid] = true
				return nil, laid
			}
		}
	}
	// Decide or refuse: the text writes two legal moves with the number
	// the main line wants at one ply, and the reading took the later: it
	// cannot tell which is the game's.
	numbered := map[[2]int][]*event{} // numbered main-line moves by game and ply
	for _, m := range evs {
		if m.kind == evMove && m.numFrom >= 0 {
			k := [2]int{m.game, m.ply}
			numbered[k] = append(numbered[k], m)
		}
	}
	for _, e := range evs {
		if e.kind != evSkip || e.numFrom < 0 || e.san == "" {
			continue
		}
		for _, m := range numbered[[2]int{e.game, e.ply + 1}] {
			if m.san != e.san && !d.layoutSkip(evs, e, m) {
				// The board and the text's order decide first: the
				// reading that plays the skipped move, against this one,
				// by how far into the text each main line goes.
				switch d.skipDecides(evs, e) {
				case skipMain:
					continue
				case skipPlayed:
					if redo {
						if d.over == nil {
							d.over = map[int][2]int{}
						}
						d.noSkip[e.from], d.over[m.from] = true, [2]int{e.from, m.to}
						return nil, e.from
					}
				}
				for i := range res.Games {
					if gm := &res.Games[i]; gm.game == e.game && gm.Ambiguous == nil {
						gm.Ambiguous = &Ambiguity{Ply: e.ply, Off: m.from, End: m.to, SAN: m.san,
							OtherOff: e.from, OtherEnd: e.to, OtherSAN: e.san}
					}
				}
			}
		}
	}
	// Decide or refuse: a rival reading as good (within Margin) that
	// plays another move somewhere is an error there, naming both.
	if r, k, om := d.rival(evs, best, final); r != nil && best.score-r.score <= Margin {
		bm := movesOf(evs)
		if k < len(bm) && k < len(om) && !om[k].switched && !bm[k].switched {
			for i := range res.Games {
				gm := &res.Games[i]
				if bm[k].game != gm.game {
					continue
				}
				n := bm[k].ply - 1 // moves of this game before it
				gm.Ambiguous = &Ambiguity{Ply: n, Off: bm[k].from, End: bm[k].to, SAN: bm[k].san,
					OtherOff: om[k].from, OtherEnd: om[k].to, OtherSAN: om[k].san}
			}
		}
	}
	// Decide or refuse: a numbered move that starts a line of text, as
	// the main line's moves do in a score laid out line by line, legal
	// where its number puts it, and not the move the reading took there.
	for i := range res.Games {
		if gm := &res.Games[i]; gm.Ambiguous == nil && gm.Stop == nil {
			amb, _, stop := d.lineStartRival(gm, true)
			if stop != nil {
				if g := d.goesOnStop(gm); g != nil && gm.Result == "*" && g.Off < stop.Off {
					// The game goes on in the text from a point before this
					// stop: the error is where the main line first fails
					// to follow it.
					stop = g
				}
				gm.Stop = stop
				gm.cut(stop.Off)
				continue
			}
			gm.Ambiguous = amb
			if gm.Ambiguous == nil && gm.Result == "*" {
				gm.Stop = d.lineStartStop(gm)
				if g := d.goesOnStop(gm); g != nil && gm.Stop != nil && g.Off < gm.Stop.Off {
					gm.Stop = g // as above
				}
			}
			if gm.Ambiguous == nil && gm.Stop == nil && gm.Result == "*" {
				gm.Stop = d.goesOnStop(gm)
			}
			if gm.Ambiguous == nil && gm.Stop == nil && gm.Result == "*" {
				gm.Stop = d.skippedStop(gm)
			}
		}
	}
	// Decide or refuse: after the main line's last move, the text writes
	// the number it wants next, and a legal move, inside a quoted
	// line's sentence with no word to introduce it.
	for i := range res.Games {
		if gm := &res.Games[i]; gm.Ambiguous == nil && gm.Stop == nil && gm.Result == "*" {
			gm.Ambiguous = d.blockedResume(evs, gm)
		}
	}
	// Decide or refuse: the main line resumes, inside a line of text,
	// at a number that a quoted line before it may reach too.
	for i := range res.Games {
		if gm := &res.Games[i]; gm.Ambiguous == nil && gm.Stop == nil {
			gm.Ambiguous, _ = d.quotedResume(evs, gm)
		}
	}
	// Decide or refuse: a sentence weighs two moves with one number, the
	// text going on from neither.
	for i := range res.Games {
		if gm := &res.Games[i]; gm.Ambiguous == nil && gm.Stop == nil {
			gm.Ambiguous = d.sameNumberRival(evs, gm)
		}
	}
	// Decide or refuse: a main line that follows none of the text's move
	// numbers, while the text numbers moves, was put together from
	// tokens the numbering never wanted.
	numberedGame := map[int]bool{}
	for _, m := range evs {
		if m.kind == evMove && m.numFrom >= 0 {
			numberedGame[m.game] = true
		}
	}
	for i := range res.Games {
		if gm := &res.Games[i]; gm.Ambiguous == nil && gm.Stop == nil && gm.Plies > 0 && !numberedGame[gm.game] {
			if gm.Stop = d.unnumberedStop(gm); gm.Stop != nil {
				gm.cut(gm.Stop.Off)
			}
		}
	}
	res.Explain = d.explain(evs, best, final)
	return res, -1
}

// What the reading that plays a skipped move says against the best
// reading, which skipped it (skipDecides).
const (
	skipBoth   = iota // nothing decides: the text reads two ways
	skipMain          // the best reading's main line goes further into the text
	skipPlayed        // the main line that plays the skipped move goes further
)

// maxForced is how many searches a text may take to weigh the readings
// that play skipped moves (skipDecides): each is a search of its own.
// It is 0, so the refusal stands: measured on the development set (task
// h35w), the reading that plays the skipped move met a numbered token it
// could not play in every file but one, and in that one (main's new
// es/reti-tartakower) the one that skips went further only because the
// other stopped at a word in a numbered move's place: deciding there
// read a side line silently. Kept for a later pass with a better measure.
const maxForced = 0

// skipDecides weighs the skipped move e, numbered as the main line wants
// it, against the best reading, which took a later move with that number
// instead: the text is read once more with e never read as text where
// the numbering wants it (noSkip), and the two main lines compared by the
// last move each reads in the text. A score runs through its text in
// order, its notes digress and the text comes back to the game: the
// reading whose main line reaches further into the text is the one it
// comes back to (pt/mackenzie: "5...e6, seguindo 6.Cc3 Cc6 7.Cgxe4"
// stops there, "jogou o tentador 5...Bg4" goes on in the next
// paragraph's "6.Dxg4!"; pl/carlsen: "4.Sc3Sbd7" then "4…c5 5.cxd5 …
// 10.Hxd2" ends in its sentence, "5.Gg5h6" after it continues 4...Sbd7).
// Where both end at the same move, nothing decides; nor where either
// reading meets a numbered token it cannot play after the skipped move:
// it ends there for that token, not because the text leaves it (the
// reading that skips may go further only as a side line's the text then
// leaves: pl/carlsen's "5…Ge7 … 6.e3O-O" against "5.Gg5h6"; the one that
// plays it may stop at a word in a numbered move's place).
func (d *decoder) skipDecides(evs []*event, e *event) int {
	endBest, clean := -1, true
	for _, m := range evs {
		if m.kind == evMove && m.game == e.game {
			endBest = m.from
		}
		if m.kind == evStuck && m.game == e.game && m.from > e.from && m.numFrom >= 0 {
			clean = false // a numbered token after it that the best reading cannot play
		}
	}
	if d.forced >= maxForced {
		return skipBoth
	}
	d.forced++
	old := d.noSkip
	d.noSkip = map[int]bool{e.from: true}
	for k := range old {
		d.noSkip[k] = true
	}
	d.foundAt = -1
	final := d.search()
	d.foundAt = -1
	endPlayed, played, cleanPlayed := -1, false, true
	if len(final) > 0 {
		for _, m := range chain(final[0].ev) {
			if m.kind == evMove && m.game == e.game {
				endPlayed = m.from
				played = played || m.from == e.from
			}
			if m.kind == evStuck && m.game == e.game && m.from > e.from && m.numFrom >= 0 {
				cleanPlayed = false
			}
		}
	}
	if old == nil {
		old = map[int]bool{}
	}
	d.noSkip = old
	switch {
	case !played || endPlayed < 0 || endBest < 0 || endPlayed == endBest || !cleanPlayed:
		// (A reading that meets a numbered token it cannot play ends
		// there for that token, not because the text leaves it.)
		return skipBoth
	case endPlayed > endBest:
		return skipPlayed
	case !clean:
		return skipBoth // the best reading goes further only to stop there
	}
	return skipMain
}

// sameNumberRival returns where a numbered main-line move inside prose
// (not heading a line) has in its sentence the same number (and side)
// again with another move legal at that ply, each as written, not
// introduced by a word ("Mejor era 9. c3") nor heading a line, and no
// main-line move stands after that sentence: the sentence weighs two
// moves ("aqui 8...Re8 permitiria repetição com Bf7+ e 8...Rc7 deixa …",
// "nagedacht over 9. Dxa8, maar … speelde ik … 9. Le2"), and only its
// words, which no rule reads, say whether either is the game's: the text
// reads two ways. Where the text goes on after the sentence, the board
// has decided between them (sv/skandinaviskt: "med 2...Dxd5 (…) och
// 2...Sf6 (…)", then "Efter 2....Dxd5 3.Sc3").
func (d *decoder) sameNumberRival(evs []*event, gm *Game) *Ambiguity {
	src := d.lat.src
	last := -1
	for _, m := range evs {
		if m.kind == evMove && m.game == gm.game {
			last = m.from
		}
	}
	// The sentences' ends, and the numbered moves of each sentence by
	// number and side: one pass over the game's text.
	to := min(gm.To, len(src))
	var ends []int
	for k := gm.From; k < to; k++ {
		if d.sentenceBreak(k) {
			ends = append(ends, k)
		}
	}
	sentence := func(k int) int {
		n, _ := slices.BinarySearch(ends, k)
		return n
	}
	type numKey struct {
		sent, num int
		black     bool
	}
	type numTok struct{ at, move int }
	nums := map[numKey][]numTok{}
	for k := gm.From; k < to; k++ {
		if src[k] < '1' || src[k] > '9' || k > 0 && src[k-1] >= '0' && src[k-1] <= '9' {
			continue
		}
		for _, e := range d.lat.at(k) {
			if e.kind != kNum || e.bare {
				continue
			}
			t, _ := d.lat.skip(e.to)
			black := e.black
			if !black && t < len(src) {
				for _, de := range d.lat.at(t) {
					if de.kind == kDots {
						t, _ = d.lat.skip(de.to)
						black = true
						break
					}
				}
			}
			if t < to && sentence(t) == sentence(k) {
				key := numKey{sentence(k), e.num, black}
				nums[key] = append(nums[key], numTok{k, t})
			}
		}
	}
	pos := gm.Start
	for _, m := range evs {
		if m.kind != evMove || m.game != gm.game {
			continue
		}
		before := pos
		pos.PlayUnchecked(m.move)
		if m.numFrom < 0 || m.numFrom >= m.from || d.lineHead(m.numFrom) {
			continue // unnumbered, or heading a line as a list's (the layout's)
		}
		sn := sentence(m.numFrom)
		if sn < len(ends) && last >= ends[sn] {
			continue // the text goes on after the sentence
		}
		n, black := expected(&before)
		for _, c := range nums[numKey{sn, n, black}] {
			if c.at == m.numFrom || c.move == m.from || d.lineHead(c.at) || d.introBefore(c.at) {
				continue // (one the prose introduces is a quoted line's: "Mejor era 9. c3")
			}
			for _, me := range d.lat.at(c.move) {
				if me.kind != kMove || sn < len(ends) && me.to > ends[sn] {
					continue
				}
				if mv, ok := exactMove(&before, me); ok && mv != m.move {
					return &Ambiguity{Ply: m.ply - 1, Off: m.from, End: m.to, SAN: m.san,
						OtherOff: c.move, OtherEnd: me.to, OtherSAN: string(before.AppendSAN(nil, mv))}
				}
			}
		}
	}
	return nil
}

// sentenceBreak reports whether src[k] ends a sentence for sameNumberRival:
// a bracket, a blank line or a sentence's full stop.
func (d *decoder) sentenceBreak(k int) bool {
	src := d.lat.src
	return strings.IndexByte("()[]{}", src[k]) >= 0 || src[k] == '\n' && isBlankLine(src[k+1:], len(src)-k-1) || sentenceEnd(src, k)
}

// chain returns the events of a path in text order.
func chain(e *event) []*event {
	var evs []*event
	for ; e != nil; e = e.prev {
		evs = append(evs, e)
	}
	for i, j := 0, len(evs)-1; i < j; i, j = i+1, j-1 {
		evs[i], evs[j] = evs[j], evs[i]
	}
	return evs
}

// spellNotes are the warnings of the prose spellings, by bit.
var spellNotes = []struct {
	bit  Spelling
	code diag.Code
	what string
}{
	{SpellDash, diag.ProseDash, "a dash other than '-' read as '-' in %s"},
	{SpellCross, diag.ProseCross, "'×', 'X' or 'х' read as the capture sign in %s"},
	{SpellCapturedPiece, diag.ProseCaptured, "the captured piece named after the capture sign in %s"},
	{SpellMateWord, diag.ProseMate, "a mate word glued to the move read as '#' in %s"},
	{SpellGlued, diag.ProseGlued, "tokens written without a space split in %s"},
	{SpellLowercase, diag.ProseLowercase, "a lowercase piece letter read as the piece in %s"},
	{SpellFilesOnly, diag.Nonstandard, "a pawn capture written by its files only in %s"},
	{SpellReader, diag.ProseReader, "another notation read in %s"},
	{SpellSpaced, diag.ProseDash, "castling written with spaces for its dashes read in %s"},
	{SpellDoubleDash, diag.ProseDoubleDash, "a dash written twice read as '-' in %s"},
	{SpellSpacedSign, diag.ProseSpacedSign, "a capture sign or dash apart from its squares read as one move in %s"},
	{SpellMixed, diag.ProseMixed, "another letter set's piece letter read with the game's files in %s"},
	{SpellGlyph, diag.ProseGlyph, "a symbol no letter set reads taken as the piece the board decides in %s"},
	{SpellSpacedLong, diag.ProseSpacedSign, "a table's long algebraic written with spaces and no sign read as one move in %s"},
}

// build writes game g of the path.
func (d *decoder) build(evs []*event, g int, best *state) (Game, bool) {
	src := d.lat.src
	gm := Game{From: 0, To: len(src), Score: best.score, game: g}
	for _, e := range evs {
		if e.kind == evNewGame && e.game == g {
			gm.From = e.from
		}
		if e.kind == evNewGame && e.game == g+1 {
			gm.To = e.from
		}
	}
	start, cursor := &d.start, gm.From // text before cursor is written
	for _, e := range evs {
		if e.game == g && (e.kind == evNewGame || e.kind == evStart) && e.want != nil {
			start = &e.want.pos // the game starts from a position in FEN
			if e.kind == evNewGame {
				cursor = e.to
			}
			gm.Notes = append(gm.Notes[:0], Note{Off: e.from, Code: diag.ProseText,
				Text: diag.T("a position in FEN read as the game's start: %s", start.FEN())})
		}
	}
	var mine []*event
	for _, e := range evs {
		if e.game == g && e.kind != evNewGame {
			mine = append(mine, e)
		}
	}
	pos := *start
	gm.Start = *start
	var out []byte
	var moves []string
	pendingComment := func(upto int) string {
		if upto <= cursor {
			return ""
		}
		c := cleanComment(src[cursor:upto])
		return c
	}
	needNumber := true
	byBit := map[Spelling][]string{}
	var strict strictRuns
	var order []Spelling
	lastMoveEnd := -1
	prose := 0
	// uses counts the moves read in each letter set: a slice, not a map,
	// so that choosing among them never depends on iteration order.
	uses := make([]int, len(d.locs))
	for _, e := range mine {
		switch e.kind {
		case evMove:
			start := e.from
			if e.numFrom >= 0 && e.numFrom < start {
				start = e.numFrom
			}
			if c := pendingComment(start); c != "" {
				out = append(out, " {"+c+"}"...)
				needNumber = true
				prose++
			}
			for mo, ov := range d.over {
				if ov[0] == e.from && ov[1] <= len(src) {
					// (One entry per choice: the order of the map's
					// range cannot change the notes.)
					gm.Notes = append(gm.Notes, Note{Off: mo, Code: diag.SideLine,
						Text: diag.T("%q read as a quoted line's, not as move %s: the game goes on further in the text from %q, written before it with that number", string(src[mo:ov[1]]), numberName(&pos), string(src[e.from:e.to]))})
				}
			}
			num, black := expected(&pos)
			if !black {
				out = fmt.Appendf(out, " %d.", num)
			} else if needNumber {
				out = fmt.Appendf(out, " %d...", num)
			}
			out = append(out, ' ')
			out = append(out, e.san...)
			if e.nag != 0 {
				out = fmt.Appendf(out, " $%d", e.nag)
			}
			needNumber = false
			tok := string(src[e.from:e.to])
			name := numberName(&pos) + tok
			d.strictSpellings(&strict, &pos, e, name)
			gm.Canon = append(gm.Canon, pos.Canonical(e.move))
			pos.PlayUnchecked(e.move)
			moves = append(moves, e.san)
			gm.offs = append(gm.offs, e.from)
			gm.ends = append(gm.ends, e.to)
			if e.numFrom >= 0 {
				gm.numbered++
			}
			cursor = e.to
			lastMoveEnd = e.to
			for b := Spelling(1); b != 0 && b <= spellLast; b <<= 1 {
				if e.spell&b != 0 {
					if byBit[b] == nil {
						order = append(order, b)
					}
					byBit[b] = append(byBit[b], name)
				}
			}
			if e.lang >= 0 && int(e.lang) < len(uses) {
				uses[e.lang]++
			}
		case evNAG:
			if c := pendingComment(e.from); c != "" {
				out = append(out, " {"+c+"}"...)
				needNumber = true
			}
			out = fmt.Appendf(out, " $%d", e.nag)
			cursor = e.to
		case evResult:
			if c := pendingComment(e.from); c != "" {
				out = append(out, " {"+c+"}"...)
				prose++
			}
			gm.Result = e.san
			cursor = e.to
		case evEndWord:
			// The word and the text after it are the closing comment.
			gm.Result = "*"
			gm.Notes = append(gm.Notes, Note{Off: e.from, Code: diag.ProseResult,
				Text: diag.T("%q written where move %s was wanted read as the game's end: the text after it is commentary", string(src[e.from:e.to]), e.expected())})
		case evStart:
			if c := pendingComment(e.from); c != "" {
				out = append(out, " {"+c+"}"...)
				prose++
			}
			cursor = e.to
		case evRestate:
			gm.Notes = append(gm.Notes, Note{Off: e.from, Code: diag.ProseText,
				Text: diag.T("%q after its number read as move %s written again", string(src[e.from:e.to]), e.expected())})
		case evSkip:
			gm.Notes = append(gm.Notes, Note{Off: e.from, Code: diag.ProseText,
				Text: diag.T("%q read as text, not as move %s: the moves after it replay without it", string(src[e.from:e.to]), e.expected())})
		case evLaidOut:
			if d.replayed[e.from] {
				gm.Notes = append(gm.Notes, Note{Off: e.from, Code: diag.SideLine,
					Text: diag.T("%q read as a quoted line's move, not as move %s: the line quoted before it replays the moves written after it further than the game does", string(src[e.from:e.to]), e.expected())})
				break
			}
			gm.Notes = append(gm.Notes, Note{Off: e.from, Code: diag.SideLine,
				Text: diag.T("%q read as a quoted line's move, not as move %s: the text writes that move at the start of a line, as it lays out the game's", string(src[e.from:e.to]), e.expected())})
		case evTableProse:
			gm.Notes = append(gm.Notes, Note{Off: e.from, Code: diag.SideLine,
				Text: diag.T("%q in the prose between a table's rows read as a quoted line's, not as move %s: the table's cells, with '...' for the side not moving, hold the game", string(src[e.from:e.to]), e.expected())})
		case evAltLast:
			gm.Notes = append(gm.Notes, Note{Off: e.from, Code: diag.SideLine,
				Text: diag.T("%q after the number of the move just played read as an alternative to it, not as move %s: a quoted line", string(src[e.from:e.to]), e.expected())})
		case evIgnored:
			gm.Notes = append(gm.Notes, Note{Off: e.from, Code: diag.ProseResult,
				Text: diag.T("result %s read as part of a quoted line: the game's numbering goes on after it", string(src[e.from:e.to]))})
		case evRetract:
			gm.Notes = append(gm.Notes, Note{Off: e.from, Code: diag.ProseBracket,
				Text: diag.T("the line in %q read as the game's, instead of %s%s before it: the moves after the bracket replay only on that line", string(e.br), e.expected(), e.san)})
		case evHeading:
			gm.Notes = append(gm.Notes, Note{Off: e.from, Code: diag.ProseBracket,
				Text: diag.T("the moves in %q before any move of the game read as its first moves (a heading naming its opening), not as a side line", string(e.br))})
		case evBracket:
			gm.Notes = append(gm.Notes, Note{Off: e.from, Code: diag.ProseBracket,
				Text: diag.T("unbalanced %q in the text recovered", string(e.br))})
		}
	}
	if c := pendingComment(gm.To); c != "" {
		out = append(out, " {"+c+"}"...)
		prose++
	}
	gm.Plies, gm.Moves = len(moves), moves
	if gm.Result == "" {
		gm.Result = "*"
	}
	out = append(out, ' ')
	out = append(out, gm.Result...)
	out = append(out, '\n')
	gm.Movetext = []byte(strings.TrimLeft(string(out), " "))
	for _, b := range order {
		for _, s := range spellNotes {
			if s.bit == b {
				gm.Notes = append(gm.Notes, Note{Off: firstOff(mine, b), Code: s.code, Text: diag.T(s.what, nameList(byBit[b]))})
			}
		}
	}
	gm.Notes = append(gm.Notes, strict.notes()...)
	switch {
	case prose == 1:
		gm.Notes = append(gm.Notes, Note{Off: gm.From, Code: diag.ProseText,
			Text: diag.T("a passage of prose between the moves read as a comment")})
	case prose > 1:
		gm.Notes = append(gm.Notes, Note{Off: gm.From, Code: diag.ProseText,
			Text: diag.T("%s passages of prose between the moves read as comments", diag.Number(prose))})
	}
	// One letter set for the game: the one its moves were read in (each
	// game establishes its own), the first of the decoder's order on a tie.
	most := -1
	for l, n := range uses {
		if n > 0 && (most < 0 || n > uses[most]) {
			most = l
		}
	}
	if most >= 0 {
		gm.Locale = d.locs[most]
		if gm.Locale.IsFont() {
			gm.Notes = append(gm.Notes, d.fontNote(gm.Locale, mine, gm.From))
		}
	}
	// Where no reading continues.
	var stuck *event
	for _, e := range mine {
		// A move the numbering wanted, after the last one read, that
		// nothing reads: an error, even at the end of the text (a game
		// that ends in an illegal move is not a shorter game).
		if e.kind == evStuck && e.from >= lastMoveEnd && stuck == nil && e.ply == gm.Plies {
			stuck = e
		}
	}
	if stuck != nil {
		gm.Stop = d.newStop(stuck.from, stuck.to, stuck.expected())
	}
	if gm.Plies == 0 && gm.Stop == nil && d.capturesApart() {
		// No move read, in a text that writes moves with their capture
		// signs apart ("2. c5 × d4 d2 - d4 3."): the first numbered move
		// is where no reading continues, as for a game read from
		// squares named in prose (unnumberedStop), whose readings of
		// half a move ("c5" of "c5 × d4") the lattice no longer makes.
		gm.Stop = d.unnumberedStop(&gm)
	}
	if gm.Plies == 0 && gm.Stop == nil {
		return gm, false
	}
	return gm, true
}

func firstOff(evs []*event, b Spelling) int {
	for _, e := range evs {
		if e.kind == evMove && e.spell&b != 0 {
			return e.from
		}
	}
	return 0
}

// cleanComment is prose as a PGN comment: spaces collapsed, braces (which
// a comment cannot hold) turned into parentheses; "" when nothing but
// punctuation is left.
func cleanComment(b []byte) string {
	s := strings.Join(strings.Fields(string(b)), " ")
	s = braces.Replace(s)
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return s
		}
	}
	return ""
}

var braces = strings.NewReplacer("{", "(", "}", ")")

// explain lists the path's choices and where the runner-up differs.
func (d *decoder) explain(evs []*event, best *state, final []state) []Note {
	src := d.lat.src
	var out []Note
	for _, e := range evs {
		switch e.kind {
		case evSkip:
			out = append(out, Note{Off: e.from, Text: diag.T("%q read as text (Skip) where %s was wanted", string(src[e.from:e.to]), e.expected())})
		case evStuck:
			out = append(out, Note{Off: e.from, Text: diag.T("%q: no legal reading as %s", string(src[e.from:e.to]), e.expected())})
		case evLaidOut:
			if d.replayed[e.from] {
				out = append(out, Note{Off: e.from, Text: diag.T("%q read as a quoted line's (it replays further) where %s was wanted", string(src[e.from:e.to]), e.expected())})
				break
			}
			out = append(out, Note{Off: e.from, Text: diag.T("%q read as a quoted line's (layout) where %s was wanted", string(src[e.from:e.to]), e.expected())})
		case evIgnored:
			out = append(out, Note{Off: e.from, Text: diag.T("result %q read as quoted (IgnoreResult)", string(src[e.from:e.to]))})
		case evNewGame:
			out = append(out, Note{Off: e.from, Text: diag.T("a new game starts here (NewGame)")})
		case evMove:
			if e.spell != 0 || e.switched || e.numFrom < 0 {
				if e.numFrom >= 0 {
					out = append(out, Note{Off: e.from, Text: diag.T("%q read as %s (numbered)", string(src[e.from:e.to]), e.san)})
				} else {
					out = append(out, Note{Off: e.from, Text: diag.T("%q read as %s (unnumbered)", string(src[e.from:e.to]), e.san)})
				}
			}
		}
	}
	var ws []string
	for _, w := range Weights {
		ws = append(ws, fmt.Sprintf("%s %+d", w.Name, w.Value))
	}
	out = append(out, Note{Off: 0, Text: diag.T("best reading: score %d, %d games, letters %s (weights: %s; Margin %d)", best.score, best.game+1, d.langCode(best.lang), strings.Join(ws, ", "), Margin)})
	if r, k, om := d.rival(evs, best, final); r != nil {
		bm := movesOf(evs)
		if k < len(om) {
			out = append(out, Note{Off: om[k].from, Text: diag.T("runner-up (score %d, %d plies, letters %s): from here it reads %q as %s", r.score, len(om), d.langCode(r.lang), string(src[om[k].from:om[k].to]), om[k].san)})
		} else {
			at := len(src)
			if k < len(bm) {
				at = bm[k].from
			}
			out = append(out, Note{Off: at, Text: diag.T("runner-up (score %d, %d plies, letters %s): it stops here", r.score, len(om), d.langCode(r.lang))})
		}
	}
	return out
}

// rival returns the runner-up: the best other final state, in the same
// letter set (another letter set loses ties to the preferred one, as in
// replay), whose main line differs; k is the first move where it does.
func (d *decoder) rival(evs []*event, best *state, final []state) (*state, int, []*event) {
	bm := movesOf(evs)
	for k := range final[1:] {
		s := &final[1+k]
		if s.lang != best.lang && s.lang >= 0 && best.lang >= 0 {
			continue
		}
		om := movesOf(chain(s.ev))
		k := 0
		for k < len(bm) && k < len(om) && bm[k].san == om[k].san && bm[k].game == om[k].game {
			k++
		}
		if k == len(bm) && k == len(om) {
			continue
		}
		return s, k, om
	}
	return nil, 0, nil
}

func movesOf(evs []*event) []*event {
	var m []*event
	for _, e := range evs {
		if e.kind == evMove {
			m = append(m, e)
		}
	}
	return m
}

// newStop is the Stop at the token src[from:to], the move number the
// main line wanted there.
func (d *decoder) newStop(from, to int, number string) *Stop {
	tok := d.lat.src[from:to]
	norm, _, _ := normMove(tok)
	norm = joinSpaced(norm, d.opts.plain) // "Kc3 x e4": Kc3xe4; a table's cell "c5 d4": c5-d4
	return &Stop{Off: from, End: to, Token: string(tok), Norm: string(norm), Number: number}
}

// PrefixText is the movetext of the game's first n moves, in the game's
// letters, unfinished ("*").
func (g *Game) PrefixText(n int) []byte {
	h := *g
	h.Canon = h.Canon[:min(n, len(h.Canon))]
	h.Stop = nil
	return h.StopText()
}

// StopText is the movetext of a game that stopped (Stop set): its moves
// in the game's letters, then the token it stopped at, for a replay to
// explain why nothing reads it there (with suggestions in those letters).
func (g *Game) StopText() []byte {
	var out locales.Output
	if g.Locale != nil {
		out = g.Locale.Output()
	} else if en, err := locales.Lookup("en"); err == nil {
		out = en.Output()
	}
	var b []byte
	pos := g.Start
	for i, s := range g.Canon {
		n, c := pos.FullmoveNumber(), pos.Turn()
		if c == board.White || i == 0 {
			b = strconv.AppendInt(b, int64(n), 10)
			if c == board.White {
				b = append(b, ". "...)
			} else {
				b = append(b, "... "...)
			}
		}
		b = s.Append(b, &out[c])
		b = append(b, ' ')
		m, _, err := pos.Resolve(s)
		if err != nil {
			break
		}
		pos.PlayUnchecked(m)
	}
	if g.Stop != nil {
		b = append(b, g.Stop.Number...)
		b = append(b, ' ')
		b = append(b, g.Stop.Norm...)
	}
	return append(b, " *\n"...)
}

// langCode is letter set i's code ("it"), "-" for none.
func (d *decoder) langCode(i int8) string {
	if i < 0 || int(i) >= len(d.locs) {
		return "-"
	}
	return d.locs[i].Code
}

// lineStartRival returns where a move number at the start of a line of
// the game's text, followed by a move legal at the ply that number names,
// contradicts the move the reading took at that ply: the text then reads
// two ways (a quoted line took the main line's place, or the reverse),
// and deciding would change a move silently.
func (d *decoder) lineStartRival(gm *Game, note bool) (*Ambiguity, int, *Stop) {
	src := d.lat.src
	if gm.Plies == 0 {
		return nil, -1, nil
	}
	pos := make([]board.Position, 0, len(gm.Canon))
	p := gm.Start
	for _, s := range gm.Canon {
		pos = append(pos, p)
		m, _, err := p.Resolve(s)
		if err != nil {
			return nil, -1, nil
		}
		p.PlayUnchecked(m)
	}
	n0, b0 := expected(&gm.Start)
	depth := 0 // brackets open (a bracketed line is a side line)
	for k := gm.From; k < gm.To && k < len(src); k++ {
		if k > gm.From {
			switch src[k-1] {
			case '(', '[', '{':
				depth++
			case ')', ']', '}':
				depth = max(depth-1, 0)
			}
		}
		if k > 0 && src[k-1] != '\n' || k == 0 && d.opts.MidLine || depth > 0 {
			continue
		}
		j := k
		for j < gm.To && (src[j] == ' ' || src[j] == '\t') {
			j++
		}
		if j >= len(src) || src[j] < '1' || src[j] > '9' {
			continue
		}
		for _, e := range d.lat.at(j) {
			if e.kind != kNum || e.bare {
				continue
			}
			ply := 2*(e.num-n0) - btoi(b0) + btoi(e.black)
			t, _ := d.lat.skip(e.to)
			if t >= len(src) {
				continue
			}
			if t < len(src) && !e.black {
				for _, de := range d.lat.at(t) {
					if de.kind == kDots {
						// "5. ... e4": dots after White's number, the
						// move is Black's.
						t, _ = d.lat.skip(de.to)
						ply++
						break
					}
				}
			}
			if ply < 0 || ply >= gm.Plies {
				continue
			}
			if t >= len(src) || gm.offs[ply] == t || gm.offs[ply] >= k && gm.offs[ply] < t {
				continue
			}
			for _, me := range d.lat.at(t) {
				if me.kind != kMove {
					continue
				}
				for _, c := range me.cands {
					if gm.Locale != nil && c.san.Role != board.Pawn && c.groups&(1<<d.group(gm.Locale)) == 0 {
						continue
					}
					m, _, err := pos[ply].Resolve(c.san)
					if err != nil {
						continue
					}
					if san := string(pos[ply].AppendSAN(nil, m)); san != gm.Moves[ply] {
						if d.listed(gm.offs[ply], gm.ends[ply]) && !d.listed(t, me.to) {
							// The main line's move stands in a list of
							// moves, the other is discussed in prose
							// ("6.a3!? le da al blanco muy poco"): the
							// layout decides.
							continue
						}
						if ply > 0 && ply+1 < gm.Plies && !d.listed(gm.offs[ply-1], gm.ends[ply-1]) && !d.rivalGoesOn(gm, ply, me.to) {
							// "4. d3" heading a section, nothing numbered
							// after it that a line through it would play
							// next, while the main line goes on, and no
							// list of the game's moves before it that it
							// would continue: a variation's name, no rival.
							continue
						}
						switch d.layout(gm, ply, j, t) {
						case layoutQuoted:
							if note {
								break // read again as often as may be: the text reads two ways
							}
							return nil, gm.offs[ply], nil
						case layoutStop:
							st := d.stopAfter(e.to, &p)
							if st != nil && st.Off == t {
								bp := gm.posBefore(t)
								st.Number = numberName(&bp)
								return nil, -1, st
							}
						case layoutAlt:
							if !note {
								continue
							}
							gm.Notes = append(gm.Notes, Note{Off: t, Code: diag.SideLine,
								Text: diag.T("%q at the start of a line read as an alternative to move %s%s: the first move the text lists with that number is the game's", string(src[t:me.to]), numberName(&pos[ply]), gm.Moves[ply])})
							continue
						}
						return &Ambiguity{Ply: ply, Off: gm.offs[ply], End: gm.ends[ply], SAN: gm.Moves[ply],
							OtherOff: t, OtherEnd: me.to, OtherSAN: san}, -1, nil
					}
				}
			}
		}
	}
	return nil, -1, nil
}

// What the layout says of a numbered move at the start of a line that
// rivals the main line's move at its ply (lineStartRival).
const (
	layoutRefuse = iota // nothing decides: the text reads two ways
	layoutQuoted        // the main line's move is a quoted line's
	layoutStop          // the game's list writes the number twice: an error at the rival
	layoutAlt           // the rival, listed after the game's move, is an alternative
)

// layout decides between the main line's move at ply and a rival move
// at t, numbered at num, at the start of a line, from where each stands
// (see "Decide or refuse"). A rival that the line before introduces
// ("Instead of this, better was:") is a quoted line, and so is not the
// layout's to decide. A main-line move inside a line of prose (words
// before it on its line, no bracket) loses to the rival at the start of
// a line, as the game's moves are laid out; one after a bracket opened on
// its line is a side line's the layout cannot weigh. Between two moves that each head a line
// (only moves and numbers before them on it), the first is the game's:
// a later one is an alternative laid out on a line of its own, unless
// the main line goes on after it in the text (its next moves written
// below it), where the list writes that number twice, an error there.
func (d *decoder) layout(gm *Game, ply, num, t int) int {
	if d.lat.introduced(num) {
		return layoutRefuse
	}
	off := gm.offs[ply]
	if !d.lineHead(off) {
		if d.listed(off, gm.ends[ply]) || !d.proseBefore(off) {
			return layoutRefuse
		}
		return layoutQuoted
	}
	if t < off {
		if d.lineWordy(off) && !d.lineWordy(t) {
			return layoutQuoted
		}
		return layoutRefuse
	}
	after, goesOn := gm.offs[len(gm.offs)-1] > t, d.listGoesOn(gm)
	switch {
	case after && goesOn:
		return layoutStop
	case !after && !goesOn && d.lineWordy(t):
		return layoutAlt
	}
	return layoutRefuse
}

// listGoesOn reports whether a move number heading a line of the game's
// text, outside brackets, after the main line's last move, numbers that
// move's successor or a later one: the text's list of moves goes on
// where the reading stopped.
func (d *decoder) listGoesOn(gm *Game) bool {
	src := d.lat.src
	last := gm.ends[len(gm.ends)-1]
	n0, b0 := expected(&gm.Start)
	depth := 0
	for k := gm.From; k < gm.To && k < len(src); k++ {
		if k > gm.From {
			switch src[k-1] {
			case '(', '[', '{':
				depth++
			case ')', ']', '}':
				depth = max(depth-1, 0)
			}
		}
		if k <= last || depth > 0 || !d.lat.lineStart(k) || src[k] < '1' || src[k] > '9' || k > 0 && src[k-1] >= '0' && src[k-1] <= '9' {
			continue
		}
		for _, e := range d.lat.at(k) {
			if e.kind == kNum && !e.bare && 2*(e.num-n0)-btoi(b0)+btoi(e.black) >= gm.Plies {
				return true
			}
		}
	}
	return false
}

// lineWordy reports whether the line holding i has a word of prose on it:
// a line of moves discussed in a sentence, not a list's.
func (d *decoder) lineWordy(i int) bool {
	src := d.lat.src
	from, to := i, i
	for from > 0 && src[from-1] != '\n' {
		from--
	}
	for to < len(src) && src[to] != '\n' {
		to++
	}
	for f := range bytes.FieldsSeq(src[from:to]) {
		if !listToken(f) {
			return true
		}
	}
	return false
}

// lineHead reports whether only moves, move numbers and marks stand
// before offset i on its line: the move there heads a line, as a score
// laid out line by line writes its moves.
func (d *decoder) lineHead(i int) bool {
	src := d.lat.src
	from := i
	for from > 0 && src[from-1] != '\n' {
		from--
	}
	if from == 0 && d.opts.MidLine || bytes.ContainsAny(src[from:i], "([{") {
		return false // a bracket opened before it: a side line's move
	}
	return listText(src[from:i])
}

// lineFrom is the offset of the start of the line holding i.
func (d *decoder) lineFrom(i int) int {
	for i > 0 && d.lat.src[i-1] != '\n' {
		i--
	}
	return i
}

// proseBefore reports whether a word of prose stands before offset i on
// its line ("Una posible continuación es: 5. d4").
func (d *decoder) proseBefore(i int) bool {
	src := d.lat.src
	from := i
	for from > 0 && src[from-1] != '\n' {
		from--
	}
	for f := range bytes.FieldsSeq(src[from:i]) {
		if bytes.IndexFunc(f, unicode.IsLetter) >= 0 && !listToken(f) {
			return true
		}
	}
	return false
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// group is the index of l's letter set among the decoder's.
func (d *decoder) group(l *locales.Locale) int {
	for i, x := range d.locs {
		if x.Family == l.Family {
			return i
		}
	}
	return 0
}

// lineStartStop returns where the game's numbering goes on past its main
// line: a move number that starts a line of text, as the main line's
// moves do, numbering a move after the one the main line wants, with a
// move after it. No reading reached it (a move is missing or unreadable
// before it), and a game that stops there silently is a game lost: the
// error is at that move.
func (d *decoder) lineStartStop(gm *Game) *Stop {
	src := d.lat.src
	if gm.Plies == 0 {
		return nil
	}
	last := gm.ends[len(gm.ends)-1]
	pos := gm.Start
	for _, s := range gm.Canon {
		m, _, err := pos.Resolve(s)
		if err != nil {
			return nil
		}
		pos.PlayUnchecked(m)
	}
	n0, b0 := expected(&gm.Start)
	depth := 0
	for k := gm.From; k < gm.To && k < len(src); k++ {
		if k > gm.From {
			switch src[k-1] {
			case '(', '[', '{':
				depth++
			case ')', ']', '}':
				depth = max(depth-1, 0)
			}
		}
		if k <= last || k > 0 && src[k-1] != '\n' || k == 0 && d.opts.MidLine || depth > 0 {
			continue
		}
		j := k
		for j < gm.To && (src[j] == ' ' || src[j] == '\t') {
			j++
		}
		if j >= len(src) || src[j] < '1' || src[j] > '9' {
			continue
		}
		for _, e := range d.lat.at(j) {
			if e.kind != kNum || e.bare {
				continue
			}
			// Just past the main line: a move or two are missing there.
			// Further on, the reading lost the game earlier, and the
			// strict reader's finding is the better one.
			if ply := 2*(e.num-n0) - btoi(b0) + btoi(e.black); ply <= gm.Plies || ply > gm.Plies+2 {
				continue
			}
			if st := d.stopAfter(e.to, &pos); st != nil {
				return st
			}
		}
	}
	return d.sentenceStop(gm, &pos, last)
}

// sentenceStop returns where a new sentence after the main line's last
// move (outside brackets) starts with the number of the very move the
// main line wants next, and the move written after it is not legal
// there: the game goes on in the text ("… med tempo. 10.Le3"), and no
// reading continues it. The reading that took it as a quoted line's
// continuation stopped the game silently.
func (d *decoder) sentenceStop(gm *Game, pos *board.Position, last int) *Stop {
	src := d.lat.src
	num, black := expected(pos)
	for k := range d.digitsOutside(max(gm.From, last), gm.To) {
		if k == 0 || !isSpaceByte(src[k-1]) {
			continue
		}
		p := k - 1
		for p > 0 && isSpaceByte(src[p]) {
			p--
		}
		if !sentenceEnd(src, p) || p < last {
			continue
		}
		for _, e := range d.lat.at(k) {
			if e.kind != kNum || e.bare {
				continue
			}
			if past := 2*(e.num-num) - btoi(black) + btoi(e.black); past == 1 || past == 2 {
				// Just past the move it wants: a move or two are
				// missing before it, as at a line's start.
				if st := d.stopAfter(e.to, pos); st != nil {
					return st
				}
				continue
			}
			if e.num != num || e.black != black {
				continue
			}
			t, _ := d.lat.skip(e.to)
			if t >= len(src) {
				continue
			}
			for _, me := range d.lat.at(t) {
				if me.kind != kMove || d.legalOn(pos, me) {
					continue
				}
				return d.stopAfter(e.to, pos)
			}
		}
	}
	return nil
}

// goesOnRun is how many move numbers, counting up one by one, the text
// must write after the main line's last move for the game to go on there.
const goesOnRun = 5

// goesOnStop returns where the main line stopped while the text's game
// goes on: after its last move (outside brackets), the text numbers
// moves that count up one by one, at least goesOnRun numbers, from just
// past the move the main line wants next (its number or the next), so
// that the moves of the game go on being written, and no reading
// continued the main line into them (cs/velicka: "5.Ve1 e5 9. b4 d6 …
// 7.bxc5 dxc5 8.Sxc6+ … 18.Dxh6", the sixth move misnumbered). A game
// that stops there silently is a game lost: the error is at the first
// numbered move after the main line's last, where it stopped. A game
// with its result read, or analysis that starts at an earlier number
// (an alternative to a move played), is not stopped.
func (d *decoder) goesOnStop(gm *Game) *Stop {
	src := d.lat.src
	if gm.Plies == 0 {
		return nil
	}
	last := gm.ends[len(gm.ends)-1]
	pos := gm.posBefore(len(src) + 1)
	want, _ := expected(&pos)
	type numbered struct{ num, to int }
	var nums []numbered
	for k := range d.digitsOutside(last, gm.To) {
		if k > 0 && (src[k-1] >= '0' && src[k-1] <= '9' || letterBefore(src[:k])) {
			continue
		}
		if d.labelled(k) {
			continue // a lettered variation's ("b. 5. Nxe4 d5 6. Bd3"): its own count
		}
		for _, e := range d.lat.at(k) {
			if e.kind != kNum || e.bare {
				continue
			}
			t, _ := d.lat.skip(e.to)
			if t >= len(src) || !slices.ContainsFunc(d.lat.at(t), func(me edge) bool { return me.kind == kMove }) {
				continue
			}
			nums = append(nums, numbered{e.num, e.to})
			break
		}
	}
	for i := range nums {
		if nums[i].num != want && nums[i].num != want+1 {
			continue
		}
		run, n := 1, nums[i].num
		for _, x := range nums[i+1:] {
			switch x.num {
			case n: // Black's move numbered again ("15. Ve3 … 15…Sh6")
			case n + 1:
				run, n = run+1, n+1
			default:
				run = -goesOnRun // the count broke: no run from here
			}
			if run < 0 || run >= goesOnRun {
				break
			}
		}
		if run >= goesOnRun {
			return d.stopAfter(nums[0].to, &pos)
		}
	}
	return nil
}

// legalOn reports whether some reading of the move token me is legal on
// pos.
func (d *decoder) legalOn(pos *board.Position, me edge) bool {
	for _, c := range me.cands {
		if _, _, err := pos.Resolve(c.san); err == nil {
			return true
		}
	}
	return false
}

// stopAfter is a Stop at the first move reading of the token after the
// move number that ends at numEnd, numbered from pos; nil when no move
// reading follows the number.
func (d *decoder) stopAfter(numEnd int, pos *board.Position) *Stop {
	src := d.lat.src
	t, _ := d.lat.skip(numEnd)
	if t >= len(src) {
		return nil // the text ends after the number ("5. |")
	}
	for _, me := range d.lat.at(t) {
		if me.kind == kMove {
			return d.newStop(t, me.to, numberName(pos))
		}
	}
	return nil
}

// cut keeps the game's moves read before offset off, for a Stop there.
func (g *Game) cut(off int) {
	k := 0
	for k < len(g.offs) && g.offs[k] < off {
		k++
	}
	h := *g
	h.Locale = nil // English SAN, as Movetext is
	g.Movetext = h.PrefixText(k)
	g.Canon, g.Moves, g.offs, g.ends = g.Canon[:k], g.Moves[:k], g.offs[:k], g.ends[:k]
	g.Plies = k
}

// unnumberedStop returns the first numbered move of the game's text
// outside brackets ("2. c5 × d4" of a table whose numbering no reading
// followed), for a main line that took none: its moves came from prose,
// and the game the numbers write is not it. Nil when the text numbers
// no move.
func (d *decoder) unnumberedStop(gm *Game) *Stop {
	src := d.lat.src
	depth := 0
	for k := gm.From; k < gm.To && k < len(src); k++ {
		switch c := src[k]; {
		case c == '(' || c == '[' || c == '{':
			depth++
			continue
		case c == ')' || c == ']' || c == '}':
			depth = max(depth-1, 0)
			continue
		case c < '1' || c > '9' || depth > 0 || k > 0 && (src[k-1] >= '0' && src[k-1] <= '9' || letterBefore(src[:k])):
			continue
		}
		for _, e := range d.lat.at(k) {
			if e.kind != kNum || e.bare {
				continue
			}
			if st := d.stopAfter(e.to, &gm.Start); st != nil {
				// Named from the position the game stops in: the
				// unnumbered moves read before it are kept (cut).
				pos := gm.posBefore(st.Off)
				st.Number = numberName(&pos)
				return st
			}
		}
	}
	return nil
}

// capturesApart reports whether the text holds a move written with its
// capture sign set apart ("c5 × d4"): the lattice reads it as one move
// only (captureApart).
func (d *decoder) capturesApart() bool {
	src := d.lat.src
	for k := 1; k+1 < len(src); k++ {
		if src[k-1] != ' ' || src[k] >= '0' && src[k] <= '9' {
			continue
		}
		g := signAt(src[k:])
		if g == "" || g == "-" || g == ":" || k+len(g) >= len(src) || src[k+len(g)] != ' ' {
			continue
		}
		// A square's rank before it, a square after it: "c5 × d4".
		b := k - 1
		for b > 0 && src[b-1] == ' ' {
			b--
		}
		a := skipBlank(src, k+len(g))
		if b > 0 && src[b-1] >= '1' && src[b-1] <= '8' && a+1 < len(src) && squareAt(src, a) {
			return true
		}
	}
	return false
}

// letterBefore reports whether the text b ends in a letter, decoded as
// UTF-8: the byte before a digit may be the last of a letter's bytes
// ("é1"), which read alone is no letter, or another one (0xAA is ª).
func letterBefore(b []byte) bool {
	r, _ := utf8.DecodeLastRune(b)
	return unicode.IsLetter(r)
}

// posBefore is the position of the game before its first move read at
// or after offset off (the moves cut keeps for a Stop there).
func (g *Game) posBefore(off int) board.Position {
	pos := g.Start
	for k, s := range g.Canon {
		if k >= len(g.offs) || g.offs[k] >= off {
			break
		}
		m, _, err := pos.Resolve(s)
		if err != nil {
			break
		}
		pos.PlayUnchecked(m)
	}
	return pos
}

// quotedResume returns where the main line takes a numbered move inside a
// line of text (not at its start) after a line quoted with a number that
// is not the main line's ("5…Gb4 Jest grywalne … podoba: 6.cxd5"), in the
// same paragraph, outside brackets: the quoted line's own count may reach
// that number as well ("15…Sf2+ … men efter 16.Txf2"), and whether the
// game resumes there or the quoted line goes on, only brackets would say.
//
// Where the quoted line, played from its own number, replays more of the
// moves written from the resumption on, each as written, than the main
// line does, the quoted line goes on (the board decides: "Better was
// 14...Bg7, although after 15.Bf4 O-O-O 16.Ba6+", whose 16.Ba6+ is a
// capture the text does not write on the main line): laid is then that
// main-line move's offset, for the text to be read again with it given
// to the quoted line (see decode), and no Ambiguity.
func (d *decoder) quotedResume(evs []*event, gm *Game) (amb *Ambiguity, laid int) {
	src := d.lat.src
	prevEnd, pos := gm.From, gm.Start
	line := make([]mainMove, 0, gm.Plies) // the main line so far
	for _, m := range evs {
		if m.game != gm.game || m.kind != evMove {
			continue
		}
		if m.numFrom > prevEnd && !d.lat.lineStart(m.numFrom) {
			if q, qe, ok := d.foreignMove(gm, line, &pos, prevEnd, m.numFrom); ok {
				if d.quotedGoesOn(gm, line, &pos, q, qe, m.numFrom) {
					return nil, m.from
				}
				return &Ambiguity{Ply: m.ply - 1, Off: m.from, End: m.to, SAN: m.san,
					OtherOff: q, OtherEnd: qe, OtherSAN: string(src[q:qe])}, -1
			}
		}
		line = append(line, mainMove{pos, m.san})
		prevEnd = m.to
		pos.PlayUnchecked(m.move)
	}
	return nil, -1
}

// quotedGoesOn reports whether the quoted line whose move token is
// src[q:qe] replays more of the moves written from offset at (where the
// main line, at pos, resumes or may resume) to the end of that
// paragraph than the main line does from there: each reading played
// from its own position over the same text, every move as written
// (replayText). The quoted line's position is the main line's before
// the ply its number names; a line numbered past the main line cannot
// be played and decides nothing.
func (d *decoder) quotedGoesOn(gm *Game, line []mainMove, pos *board.Position, q, qe, at int) bool {
	ply, ok := d.quotedPly(gm, q)
	if !ok || ply < 0 || ply >= len(line) {
		return false
	}
	end := d.paragraphEnd(at, gm.To)
	qp := line[ply].pos
	if !d.playToken(&qp, q, qe) {
		return false
	}
	qn, stopped := d.replayText(&qp, qe, end, at)
	if stopped < at {
		return false // the quoted line stops before the resumption
	}
	mp := *pos
	mn, _ := d.replayText(&mp, at, end, at)
	return qn > mn
}

// quotedPly returns the ply that the move token at q takes by the move
// number written right before it ("14...", "15.", "5. ..."), counted
// from the game's start.
func (d *decoder) quotedPly(gm *Game, q int) (int, bool) {
	src := d.lat.src
	n0, b0 := expected(&gm.Start)
	// The number token before q: the last one whose reading ends at the
	// token before q (its dots may stand apart).
	k := q
	for k > 0 && isSpaceByte(src[k-1]) {
		k--
	}
	for from := max(0, k-12); from < k; from++ {
		for _, e := range d.lat.at(from) {
			if e.kind != kNum || e.bare {
				continue
			}
			t, _ := d.lat.skip(e.to)
			black := e.black
			if t < q && !black {
				for _, de := range d.lat.at(t) {
					if de.kind == kDots {
						t, _ = d.lat.skip(de.to)
						black = true
						break
					}
				}
			}
			if t == q {
				return 2*(e.num-n0) - btoi(b0) + btoi(black), true
			}
		}
	}
	return 0, false
}

// paragraphEnd is the offset of the next blank line after i (at most to).
func (d *decoder) paragraphEnd(i, to int) int {
	src := d.lat.src
	for k := i; k < to && k < len(src); k++ {
		if src[k] == '\n' && isBlankLine(src[k+1:], to-k-1) {
			return k
		}
	}
	return min(to, len(src))
}

// playToken plays the move token src[i:end] on pos as written
// (exactMove), and reports whether it could.
func (d *decoder) playToken(pos *board.Position, i, end int) bool {
	for _, e := range d.lat.at(i) {
		if e.kind == kMove && e.to == end {
			if m, ok := exactMove(pos, e); ok {
				pos.PlayUnchecked(m)
				return true
			}
		}
	}
	return false
}

// exactMove returns the move a reading of the move token e makes on pos
// as written: a capture sign only where the move captures and a capture
// written where it does (a pawn's capture by its files says so itself).
func exactMove(pos *board.Position, e edge) (board.Move, bool) {
	for _, c := range e.cands {
		if c.spell == SpellReader {
			continue
		}
		m, _, err := pos.Resolve(c.san)
		if err != nil {
			continue
		}
		if !m.IsCastle() {
			takes := m.Flag == board.EnPassant || pos.PieceAt(m.To).Role != board.NoRole
			written := c.san.Capture || c.san.Role == board.Pawn && c.san.FromFile >= 0 && c.san.FromFile != c.san.ToFile
			if takes != written {
				continue
			}
		}
		return m, true
	}
	return board.Move{}, false
}

// replayText plays on pos the moves written in src[from:to] in order,
// each as written (exactMove), passing over numbers, marks and words,
// and stops at the first move-like token none of whose readings plays, a
// bracket, a result or to. It returns how many moves it played at or
// after offset count, and where it stopped.
func (d *decoder) replayText(pos *board.Position, from, to, count int) (n, stop int) {
	i := from
	for {
		i, _ = d.lat.skip(i)
		if i >= to || i >= len(d.lat.src) {
			return n, to
		}
		es := d.lat.at(i)
		next, played, moveTok := i, false, false
		for _, e := range es {
			switch e.kind {
			case kMove:
				moveTok = true
				if played || e.to > to {
					continue
				}
				if m, ok := exactMove(pos, e); ok {
					pos.PlayUnchecked(m)
					played, next = true, e.to
					if i >= count {
						n++
					}
				}
			case kOpen, kClose, kResult, kFEN:
				return n, i
			}
		}
		if !played {
			if moveTok && d.lat.moveLike(i, d.lat.wordEnd(i)) {
				return n, i
			}
			for _, e := range es {
				next = max(next, e.to)
			}
			if next == i {
				next = d.lat.wordEnd(i)
			}
		}
		i = next
	}
}

// mainMove is a main-line move and the position before it.
type mainMove struct {
	pos board.Position
	san string
}

// ownLine reports whether the move token me, numbered by e, reads as the
// main line's own move at the ply its number names: the game's moves
// quoted again ("After 1. e4 e5 2. Nf3 …"), not another line.
func (d *decoder) ownLine(gm *Game, line []mainMove, e, me edge) bool {
	n0, b0 := expected(&gm.Start)
	ply := 2*(e.num-n0) - btoi(b0) + btoi(e.black)
	if ply < 0 || ply >= len(line) {
		return false
	}
	for _, c := range me.cands {
		if m, _, err := line[ply].pos.Resolve(c.san); err == nil && string(line[ply].pos.AppendSAN(nil, m)) == line[ply].san {
			return true
		}
	}
	return false
}

// foreignMove returns the last move token in src[from:to] written after a
// number that is not the one pos wants, and that is not the main line's
// own move there (ownLine), with no bracket, blank line or sentence's end
// between it and to.
func (d *decoder) foreignMove(gm *Game, line []mainMove, pos *board.Position, from, to int) (int, int, bool) {
	src := d.lat.src
	num, _ := expected(pos)
	q, qe, ok := 0, 0, false
	for k := from; k < to; k++ {
		c := src[k]
		if strings.IndexByte("()[]{}", c) >= 0 || c == '\n' && isBlankLine(src[k+1:], to-k-1) || sentenceEnd(src, k) {
			ok = false // the quoted line ends: a bracket, a paragraph, a sentence
			continue
		}
		if c < '1' || c > '9' || k > from && (src[k-1] >= '0' && src[k-1] <= '9') {
			continue
		}
		for _, e := range d.lat.at(k) {
			if e.kind != kNum || e.bare || e.num == num || e.to > to {
				continue
			}
			t, _ := d.lat.skip(e.to)
			if t >= len(src) {
				continue
			}
			for _, me := range d.lat.at(t) {
				if me.kind == kMove && me.to <= to {
					q, qe, ok = t, me.to, !d.ownLine(gm, line, e, me)
				}
			}
		}
	}
	return q, qe, ok
}

// sentenceEnd reports whether src[k] is a full stop that ends a sentence:
// a '.' before a space or a line break, not one of a run of dots, after a
// word, a move or a closing quotation mark, or alone; not after a move
// number ("8. ... Ag4").
func sentenceEnd(src []byte, k int) bool {
	if src[k] != '.' || k == 0 || src[k-1] == '.' || k+1 < len(src) && !isSpaceByte(src[k+1]) {
		return false
	}
	j := k
	for j > 0 && !isSpaceByte(src[j-1]) {
		j--
	}
	for _, c := range src[j:k] {
		if c < '0' || c > '9' {
			return true
		}
	}
	return j == k // a full stop standing alone
}

// isBlankLine reports whether the line at the start of b (at most n
// bytes) holds only spaces.
func isBlankLine(b []byte, n int) bool {
	for k := 0; k < len(b) && k < n; k++ {
		switch b[k] {
		case '\n':
			return true
		case ' ', '\t', '\r':
		default:
			return false
		}
	}
	return false
}

// blockedResume returns where, after the main line's last move, the text
// writes the number the main line wants next followed by a legal move,
// outside brackets, with no introducing word just before it ("Also
// 3...Nf6 is played, and after 4. Ba4 Be7"): the reading took it as the
// quoted line's, as the sentence that quoted the line goes on (the main
// line resumes where a sentence ends or a line starts), but the game may
// go on there too. A word that introduces it ("por ejemplo tenemos
// 7.Ae2") says it is the quoted line's.
func (d *decoder) blockedResume(evs []*event, gm *Game) *Ambiguity {
	src := d.lat.src
	if gm.Plies == 0 {
		return nil
	}
	for _, e := range evs {
		if e.game == gm.game && e.kind == evEndWord {
			return nil // the game ended ("17.uppg."): what follows is commentary
		}
	}
	last := gm.ends[len(gm.ends)-1]
	pos := gm.Start
	var line []mainMove
	for _, s := range gm.Canon {
		m, _, err := pos.Resolve(s)
		if err != nil {
			return nil
		}
		line = append(line, mainMove{pos, string(pos.AppendSAN(nil, m))})
		pos.PlayUnchecked(m)
	}
	num, black := expected(&pos)
	depth := 0
	for k := last; k < gm.To && k < len(src); k++ {
		switch c := src[k]; {
		case c == '(' || c == '[' || c == '{':
			depth++
			continue
		case c == ')' || c == ']' || c == '}':
			depth = max(depth-1, 0)
			continue
		case c < '1' || c > '9' || depth > 0 || src[k-1] >= '0' && src[k-1] <= '9' || d.introBefore(k) || d.labelHead(k) || d.numberHeaded(k) && d.lineFrom(k) > last:
			// (A number after a variation's label, or inside a line
			// headed by another with no move of the main line on it, is
			// a side line's laid out on its line.)
			continue
		}
		for _, e := range d.lat.at(k) {
			if e.kind != kNum || e.bare || e.num != num || e.black != black {
				continue
			}
			t, _ := d.lat.skip(e.to)
			if t >= len(src) {
				continue
			}
			for _, me := range d.lat.at(t) {
				if me.kind != kMove || me.to > gm.To {
					continue
				}
				for _, c := range me.cands {
					m, _, err := pos.Resolve(c.san)
					if err != nil {
						continue
					}
					q, qe, ok := d.foreignMove(gm, line, &pos, last, k)
					if ok && d.quotedGoesOn(gm, line, &pos, q, qe, k) {
						// The quoted line replays further from here:
						// it goes on, the game does not resume.
						break
					}
					if !ok {
						q, qe = gm.offs[len(gm.offs)-1], last
					}
					return &Ambiguity{Ply: gm.Plies, Off: t, End: me.to, SAN: string(pos.AppendSAN(nil, m)),
						OtherOff: q, OtherEnd: qe, OtherSAN: string(src[q:qe])}
				}
			}
		}
	}
	return nil
}

// introBefore reports whether a word that introduces a quoted line
// stands among the introReach+1 words before i on its line ("por
// ejemplo tenemos 7.Ae2").
func (d *decoder) introBefore(i int) bool {
	from := i
	for from > 0 && d.lat.src[from-1] != '\n' {
		from--
	}
	ws := bytes.Fields(d.lat.src[from:i])
	for k := max(0, len(ws)-introReach-1); k < len(ws); k++ {
		w := strings.ToLower(strings.TrimRight(string(ws[k]), ",;:!?."))
		if d.intro[w] {
			return true
		}
	}
	return false
}

// layoutSkip reports whether the layout decides between a legal move
// read as text (Skip) at e and the main line's later move m with the
// same number: the main line goes from a move that stands in a list
// (listed, before e) over a line of prose holding e to m heading its own
// line, as a score laid out line by line writes the game with its notes
// between. e stands inside that prose (a word before it on its line:
// "la mejor continuación es 3. d4", "der Najdorf-Zug 6...e5 7.Sf5"),
// outside brackets, where a sentence discusses a line. That is the
// layout rule of lineStartRival seen from the other side: the move
// discussed in prose is not the game's rival. Where the main line's move
// before stands in prose itself ("- ..g6 Si tratta …"), the layout says
// nothing and the text still reads two ways.
func (d *decoder) layoutSkip(evs []*event, e, m *event) bool {
	if d.sentenceSkip(evs, e, m) {
		return true
	}
	if !d.lineHead(m.numFrom) || d.lineHead(e.numFrom) || !d.proseBefore(e.numFrom) {
		return false
	}
	depth := 0
	for _, c := range d.lat.src[d.lineFrom(e.numFrom):e.numFrom] {
		switch c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth = max(depth-1, 0)
		}
	}
	if depth > 0 {
		return false // a bracket open before it: a side line's
	}
	if m.ply == 1 {
		return false
	}
	for _, p := range evs {
		if p.kind == evMove && p.game == m.game && p.ply == m.ply-1 {
			return p.to <= e.numFrom && d.listed(p.from, p.to)
		}
	}
	return false
}

// sentenceSkip is layoutSkip's rule for a score written as running text,
// sentences in place of lines ("10. g4 0-0. Qualora il Nero catturi …,
// il Bianco giocherebbe ovviamente 11. Tg1. 11. h3 Dd8 12. 0-0-0"): the
// main line goes from a move in a sentence of moves only, over a
// sentence of prose holding e (a word before it in its sentence,
// outside brackets), to m heading a sentence of moves that goes on with
// the main line's next move. The sentence of moves writes the game; the
// move inside the prose discusses it.
func (d *decoder) sentenceSkip(evs []*event, e, m *event) bool {
	if m.ply == 1 || e.numFrom < 0 || m.numFrom < 0 || e.numFrom > m.numFrom {
		return false
	}
	src := d.lat.src
	es, ms := d.sentenceFrom(e.numFrom), d.sentenceFrom(m.numFrom)
	if es == ms || len(bytes.Fields(src[ms:m.numFrom])) > 0 {
		return false // one sentence, or m does not head its own
	}
	if bytes.ContainsAny(src[es:e.numFrom], "([{") || listText(src[es:e.numFrom]) {
		return false // a side line's bracket, or no prose before e
	}
	var before, after *event
	for _, p := range evs {
		if p.kind == evMove && p.game == m.game {
			switch p.ply {
			case m.ply - 1:
				before = p
			case m.ply + 1:
				after = p
			}
		}
	}
	if before == nil || after == nil || before.to > e.numFrom || after.from < m.to {
		return false
	}
	// The move before stands in a sentence of moves; m's sentence goes
	// on with the next move, nothing but moves and numbers between.
	bs := d.sentenceFrom(before.from)
	return listText(src[bs:before.from]) && d.sentenceFrom(after.from) == ms &&
		listText(src[m.to:after.from])
}

// sentenceFrom is the offset where the sentence holding i starts: after
// the last full stop, '!', '?' or ';' before it that ends a sentence (a
// space after it, not after a number or a dot: "11." numbers a move,
// "5. ..." stands for one), after a blank line or at its line's start
// when the line before ends a sentence or is blank.
func (d *decoder) sentenceFrom(i int) int {
	src := d.lat.src
	for k := i - 1; k >= 0; k-- {
		c := src[k]
		if c == '\n' {
			if k == 0 || src[k-1] == '\n' || d.sentenceEnds(k) {
				return k + 1
			}
			continue
		}
		if (c == '.' || c == '!' || c == '?' || c == ';') && k+1 < len(src) && isSpaceByte(src[k+1]) &&
			k > 0 && src[k-1] != '.' && !numberBefore(src[:k]) {
			return k + 1
		}
	}
	return 0
}

// numberBefore reports whether b ends in a token of digits only (the
// "11" of "11. h3").
func numberBefore(b []byte) bool {
	k := len(b)
	for k > 0 && b[k-1] >= '0' && b[k-1] <= '9' {
		k--
	}
	return k < len(b) && (k == 0 || isSpaceByte(b[k-1]))
}

// sentenceEnds reports whether the line that ends at the line break nl
// ends a sentence: its last character a full stop, '!', '?', ';' or ':'.
func (d *decoder) sentenceEnds(nl int) bool {
	line := bytes.TrimRight(d.lat.src[d.lineFrom(nl):nl], " \t\r")
	if len(line) == 0 {
		return true
	}
	return bytes.IndexByte([]byte(".!?;:"), line[len(line)-1]) >= 0
}

// labelled reports whether offset k lies in the first sentence of a line
// headed by a variation's label and a move number ("b. 5. Kc3 x e4, d7 –
// d5 6. Gc4 – d3 … 8. d2 – d4."): a lettered side line, whose numbers
// are its own (labelHead).
func (d *decoder) labelled(k int) bool {
	src := d.lat.src
	ls := d.lineFrom(k)
	j := ls
	for j < k && (src[j] == ' ' || src[j] == '\t') {
		j++
	}
	sp := bytes.IndexByte(src[j:k], ' ')
	if sp < 0 {
		return false
	}
	p := j + sp
	for p < k && src[p] == ' ' {
		p++
	}
	return p <= k && src[p] >= '1' && src[p] <= '9' && d.labelHead(p) && d.sentenceFrom(k) <= p
}

// rivalGoesOn reports whether the text after a rival move (ending at
// from) numbers a move past it: a move number that names ply+1 or a
// later one ("5. h3 Cf6 6. Ae2", or a later line "6. …", in brackets
// too: a bracket a diagram's glyphs left open must not hide them), so
// that a line through the rival could go on.
func (d *decoder) rivalGoesOn(gm *Game, ply, from int) bool {
	src := d.lat.src
	n0, b0 := expected(&gm.Start)
	for k := from; k < gm.To && k < len(src); k++ {
		if src[k] < '1' || src[k] > '9' || k > 0 && !isSpaceByte(src[k-1]) && src[k-1] != '-' && src[k-1] != '(' {
			continue
		}
		for _, e := range d.lat.at(k) {
			if e.kind != kNum || e.bare {
				continue
			}
			p := 2*(e.num-n0) - btoi(b0) + btoi(e.black)
			if t, _ := d.lat.skip(e.to); !e.black && t < len(src) && slices.ContainsFunc(d.lat.at(t), func(de edge) bool { return de.kind == kDots }) {
				p++
			}
			if p >= ply+1 {
				return true
			}
		}
	}
	return false
}

// skippedStop returns where the text's numbering skips the move the main
// line wants next: the first move number after the main line's last
// move, outside brackets and not introduced as an alternative, names the
// ply after the wanted one ("12. Td8#" where 11... is wanted), its
// move is legal once the side to move has made some move, and no move
// number after it goes back to the wanted ply or before ("… lebo po
// 17...Kd8 príde 18.Sc7+ a 19.Da6 mat, alebo 17...Kf7": lines weighed
// after the game's end, one after the other). The text then
// tells the missing move in words ("Der schwarze König geht wieder auf
// e8 zurück … durch 12. Td8# Matt gesetzt"): a game that ends before it
// is not a shorter game, the error is there.
func (d *decoder) skippedStop(gm *Game) *Stop {
	src := d.lat.src
	if gm.Plies == 0 {
		return nil
	}
	pos := gm.posBefore(len(src) + 1)
	n0, b0 := expected(&gm.Start)
	for k := range d.digitsOutside(gm.ends[len(gm.ends)-1], gm.To) {
		if k > 0 && !isSpaceByte(src[k-1]) {
			continue
		}
		for _, e := range d.lat.at(k) {
			if e.kind != kNum || e.bare {
				continue
			}
			ply := 2*(e.num-n0) - btoi(b0) + btoi(e.black)
			t, _ := d.lat.skip(e.to)
			if t < len(src) && !e.black && slices.ContainsFunc(d.lat.at(t), func(de edge) bool { return de.kind == kDots }) {
				return nil // Black's move after White's number and dots: not that simple
			}
			if ply != gm.Plies+1 || d.introBefore(k) || t >= len(src) {
				return nil // the first number after the main line decides
			}
			for _, me := range d.lat.at(t) {
				if me.kind != kMove {
					continue
				}
				var ml board.MoveList
				pos.LegalMoves(&ml)
				for _, m := range ml.Moves() {
					after := pos
					after.PlayUnchecked(m)
					if d.legalOn(&after, me) {
						if d.numberBack(gm, me.to, gm.Plies) {
							return nil // lines after it that go back: alternatives, it is one
						}
						return d.stopAfter(e.to, &pos)
					}
				}
			}
			return nil
		}
	}
	return nil
}

// digitsOutside yields the offsets in [from, to) of the text where a
// digit 1–9 stands outside the brackets opened from from on: where a
// number of the game's own moves may start (a bracketed line is a side
// line's). Each caller adds what must stand before the digit.
func (d *decoder) digitsOutside(from, to int) iter.Seq[int] {
	return func(yield func(int) bool) {
		src := d.lat.src
		depth := 0
		for k := from; k < to && k < len(src); k++ {
			switch c := src[k]; {
			case c == '(' || c == '[' || c == '{':
				depth++
			case c == ')' || c == ']' || c == '}':
				depth = max(depth-1, 0)
			case depth == 0 && c >= '1' && c <= '9':
				if !yield(k) {
					return
				}
			}
		}
	}
}

// numberBack reports whether a move number after offset from (outside
// brackets) names ply or an earlier one: the text goes back to an
// earlier move.
func (d *decoder) numberBack(gm *Game, from, ply int) bool {
	src := d.lat.src
	n0, b0 := expected(&gm.Start)
	for k := range d.digitsOutside(from, gm.To) {
		if k > 0 && !isSpaceByte(src[k-1]) {
			continue
		}
		for _, e := range d.lat.at(k) {
			if e.kind == kNum && !e.bare && 2*(e.num-n0)-btoi(b0)+btoi(e.black) <= ply {
				return true
			}
		}
	}
	return false
}
