package prose

import (
	"fmt"
	"strings"
	"unicode"

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
	Result   string
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
	d := newDecoder(text, opts)
	final := d.search()
	res := &Result{}
	if len(final) == 0 {
		return res
	}
	best := final[0]
	evs := chain(best.ev)
	games := best.game + 1
	for g := 0; g < games; g++ {
		if gm, ok := d.build(evs, g, best); ok {
			res.Games = append(res.Games, gm)
		}
	}
	res.Explain = d.explain(evs, best, final)
	return res
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
}

// build writes game g of the path.
func (d *decoder) build(evs []*event, g int, best *state) (Game, bool) {
	src := d.lat.src
	gm := Game{From: 0, To: len(src), Score: best.score}
	for _, e := range evs {
		if e.kind == evNewGame && e.game == g {
			gm.From = e.from
		}
		if e.kind == evNewGame && e.game == g+1 {
			gm.To = e.from
		}
	}
	var mine []*event
	for _, e := range evs {
		if e.game == g && e.kind != evNewGame {
			mine = append(mine, e)
		}
	}
	pos := d.start
	var out []byte
	var moves []string
	cursor := gm.From // text before it is written
	pendingComment := func(upto int) string {
		if upto <= cursor {
			return ""
		}
		c := cleanComment(src[cursor:upto])
		return c
	}
	needNumber := true
	byBit := map[Spelling][]string{}
	var order []Spelling
	lastMoveEnd := -1
	prose := 0
	var langs = map[int8]bool{}
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
			pos.PlayUnchecked(e.move)
			moves = append(moves, e.san)
			cursor = e.to
			lastMoveEnd = e.to
			for b := Spelling(1); b != 0 && b <= SpellReader; b <<= 1 {
				if e.spell&b != 0 {
					if byBit[b] == nil {
						order = append(order, b)
					}
					byBit[b] = append(byBit[b], name)
				}
			}
			if e.lang >= 0 {
				langs[e.lang] = true
			}
			if e.switched {
				gm.Notes = append(gm.Notes, Note{Off: e.from, Code: diag.Language,
					Text: diag.T("move %s read with the letters of %s, not the game's", name, d.locs[e.lang].Name)})
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
		case evSkip:
			gm.Notes = append(gm.Notes, Note{Off: e.from, Code: diag.ProseText,
				Text: diag.T("%q read as text, not as move %s: the moves after it replay without it", string(src[e.from:e.to]), e.expected)})
		case evIgnored:
			gm.Notes = append(gm.Notes, Note{Off: e.from, Code: diag.ProseResult,
				Text: diag.T("result %s read as part of a quoted line: the game's numbering goes on after it", string(src[e.from:e.to]))})
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
				names := byBit[b]
				list := strings.Join(names[:min(len(names), 3)], ", ")
				if len(names) > 3 {
					list += fmt.Sprintf(" and %d more", len(names)-3)
				}
				gm.Notes = append(gm.Notes, Note{Off: firstOff(mine, b), Code: s.code, Text: diag.T(s.what, list)})
			}
		}
	}
	if prose > 0 {
		gm.Notes = append(gm.Notes, Note{Off: gm.From, Code: diag.ProseText,
			Text: diag.T("%d passages of prose between the moves read as comments", diag.Number(prose))})
	}
	// One letter set for the game: the one most of its piece moves used.
	if len(langs) > 0 && best.lang >= 0 {
		gm.Locale = d.locs[best.lang]
	}
	for l := range langs {
		if gm.Locale == nil {
			gm.Locale = d.locs[l]
		}
	}
	// Where no reading continues.
	var stuck *event
	for _, e := range mine {
		if e.kind == evStuck && e.from >= lastMoveEnd && stuck == nil && e.ply == gm.Plies {
			if d.goesOn(e.to, gm.To, e.expected) {
				stuck = e
			}
		}
	}
	if stuck != nil {
		norm, _, _ := normMove(src[stuck.from:stuck.to])
		gm.Stop = &Stop{Off: stuck.from, End: stuck.to, Token: string(src[stuck.from:stuck.to]), Norm: string(norm), Number: stuck.expected}
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

// goesOn reports whether a move number at or after the one wanted
// ("12...") is written between from and to: the game went on.
func (d *decoder) goesOn(from, to int, wanted string) bool {
	want := 0
	for _, c := range wanted {
		if c < '0' || c > '9' {
			break
		}
		want = want*10 + int(c-'0')
	}
	src := d.lat.src
	for k := from; k < to && k < len(src); k++ {
		if src[k] < '0' || src[k] > '9' || k > 0 && (src[k-1] >= '0' && src[k-1] <= '9') {
			continue
		}
		if !d.lat.numberAt(k) {
			continue
		}
		n := 0
		for j := k; j < len(src) && src[j] >= '0' && src[j] <= '9'; j++ {
			n = n*10 + int(src[j]-'0')
		}
		if n >= want {
			return true
		}
	}
	return false
}

// cleanComment is prose as a PGN comment: spaces collapsed, braces (which
// a comment cannot hold) turned into parentheses; "" when nothing but
// punctuation is left.
func cleanComment(b []byte) string {
	s := strings.Join(strings.Fields(string(b)), " ")
	s = strings.NewReplacer("{", "(", "}", ")").Replace(s)
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return s
		}
	}
	return ""
}

// explain lists the path's choices and where the runner-up differs.
func (d *decoder) explain(evs []*event, best *state, final []*state) []Note {
	src := d.lat.src
	var out []Note
	for _, e := range evs {
		switch e.kind {
		case evSkip:
			out = append(out, Note{Off: e.from, Text: diag.T("%q read as text (Skip) where %s was wanted", string(src[e.from:e.to]), e.expected)})
		case evStuck:
			out = append(out, Note{Off: e.from, Text: diag.T("%q: no legal reading as %s", string(src[e.from:e.to]), e.expected)})
		case evIgnored:
			out = append(out, Note{Off: e.from, Text: diag.T("result %q read as quoted (IgnoreResult)", string(src[e.from:e.to]))})
		case evNewGame:
			out = append(out, Note{Off: e.from, Text: diag.T("a new game starts here (NewGame)")})
		case evMove:
			if e.spell != 0 || e.switched || e.numFrom < 0 {
				how := "unnumbered"
				if e.numFrom >= 0 {
					how = "numbered"
				}
				out = append(out, Note{Off: e.from, Text: diag.T("%q read as %s (%s)", string(src[e.from:e.to]), e.san, how)})
			}
		}
	}
	out = append(out, Note{Off: 0, Text: diag.T("best reading: score %d, %d games", best.score, best.game+1)})
	// The runner-up: the best other final state whose moves differ.
	bm := movesOf(evs)
	for _, s := range final[1:] {
		om := movesOf(chain(s.ev))
		k := 0
		for k < len(bm) && k < len(om) && bm[k].san == om[k].san && bm[k].from == om[k].from {
			k++
		}
		if k == len(bm) && k == len(om) {
			continue
		}
		at, what := 0, "stops"
		if k < len(om) {
			at, what = om[k].from, fmt.Sprintf("reads %q as %s", string(src[om[k].from:om[k].to]), om[k].san)
		} else if k < len(bm) {
			at = bm[k].from
		}
		out = append(out, Note{Off: at, Text: diag.T("runner-up (score %d, %d plies): from here it %s", s.score, len(om), what)})
		break
	}
	return out
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
