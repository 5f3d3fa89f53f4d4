package prose

import (
	"bytes"
	"cmp"
	"slices"
	"strings"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/locales"
)

// The weights of the scores (see the package comment for why).
const (
	WMove         = 10
	WNumbered     = 3
	WRun          = 2
	WLenient      = 2
	WAbbrev       = 3
	WNextWord     = 5
	WAfterWord    = 5
	WNumberSide   = 3
	WSkip         = 8
	WSkipWordy    = 2
	WStuck        = 8
	WLineStart    = 3
	WBracket      = 3
	WIgnoreResult = 20
	WNewGame      = 5
)

// Weights lists the weights by name, in the package comment's order, for
// --explain.
var Weights = []struct {
	Name  string
	Value int
}{
	{"Move", WMove}, {"Numbered", WNumbered}, {"Run", WRun}, {"Lenient", -WLenient},
	{"Abbrev", -WAbbrev}, {"NextWord", -WNextWord},
	{"AfterWord", -WAfterWord}, {"NumberSide", -WNumberSide},
	{"Skip", -WSkip}, {"SkipWordy", -WSkipWordy}, {"Stuck", -WStuck}, {"LineStart", WLineStart}, {"Bracket", -WBracket},
	{"IgnoreResult", -WIgnoreResult}, {"NewGame", -WNewGame},
}

// Margin is how much better the best reading must score than a rival
// that plays another move for the decoder to decide (see "Decide or
// refuse"): within it the text reads both ways, and that is an error.
const Margin = 2

// minGame is the plies a game needs before a blank line and "1." start
// another (after a result, any number do): a shorter run of moves before
// the game is its opening quoted in the introduction.
const minGame = 8

// MaxText is the longest text the decoder reads (bytes): real pages are
// far shorter, and a longer one keeps the strict reader's finding.
const MaxText = 1 << 20

// Reader is the hook another notation plugs in by: given a token as
// written, it returns the SANs it may mean (none if it is not of that
// notation). Its readings compete with the algebraic ones under the same
// scores, marked SpellReader.
type Reader func(tok []byte) []Candidate

// Candidate is a Reader's reading of a token: a SAN, or, for a notation
// whose moves only the position resolves, Legal (see readers.go).
type Candidate struct {
	SAN   board.SAN
	Legal func(pos *board.Position, dst []board.Move) []board.Move
}

// Options configure Decode.
type Options struct {
	// Start is the position before the first move (board.StartPosition
	// of the variant when zero).
	Start    *board.Position
	Shatranj bool
	// Locales are the letter sets the text may use; nil: all of them.
	// Prefer, when set, is the file's established language: a game that
	// reads as well in it is read in it.
	Locales []*locales.Locale
	Prefer  *locales.Locale
	// Width is the beam's width (16 when 0).
	Width   int
	Readers []Reader
}

// numState is what the last tokens said about the next move's number.
type numState uint8

const (
	nsNone    numState = iota
	nsMatch            // its number, as the main line expects
	nsSide             // its number, but White's form before Black's move
	nsForeign          // a number that is not the main line's
	nsIntro            // a word that introduces a quoted line ("instead of"), Left words ago
	nsQuote            // the line it introduced, to the end of the sentence
)

// introReach is how many words, plus one, may stand between an
// introducing word and the line it introduces ("instead of 12.Nxf7"), on
// the same line of text.
const introReach = 2

// state is one reading of the text so far.
type state struct {
	pos   board.Position
	score int
	ply   int
	lang  int8  // the game's letter set (index into groups), -1 none yet
	depth uint8 // open brackets
	stack [8]byte
	ns    numState
	numAt int // offset of the number token of ns
	run   bool
	word  bool  // the last token was a word of prose
	para  bool  // a blank line lies before the next token
	left  uint8 // under nsIntro: words left before it lapses
	// unclosed has bit k set when the bracket at depth k never closes
	// before a blank line (lattice.closes).
	unclosed uint8
	ended    bool
	game     int
	ev       *event
	// prevPos, prevEv and prevScore are the path before its last main-line
	// move, for a bracket right after it that holds the game's own line
	// instead (retract).
	prevPos   *board.Position
	prevEv    *event
	prevScore int
}

type evKind uint8

const (
	evMove evKind = iota
	evNAG
	evResult
	evSkip    // a legal move read as text where the numbering wanted one
	evStuck   // a move-like token the numbering wanted that nothing reads
	evBracket // a bracket recovered
	evNewGame
	evIgnored // a result read as part of a quoted line
	evSwitch  // a move read in another letter set
	evRetract // the move before a bracket taken back: the bracket holds the game's line
)

// event is what a path did that the output needs, a linked list back to
// the start (shared between paths).
type event struct {
	prev     *event
	kind     evKind
	from, to int
	numFrom  int // the move's number token, -1 if none
	san      string
	move     board.Move
	ply      int
	spell    Spelling
	lang     int8
	nag      uint8
	br       byte
	game     int
	expected string // for evStuck, evSkip: the move number wanted ("12...")
	switched bool   // a move read in another letter set than the game's
}

type decoder struct {
	opts   Options
	inputs []*locales.Input
	locs   []*locales.Locale
	prefer int
	start  board.Position
	lat    *lattice
	intro  map[string]bool // every language's IntroWords
	resign map[string]bool // every language's one-word ResignWords
	// res caches Resolve by position and SAN, dest each position's legal
	// target squares: the beam's states share positions, and most tokens
	// that could be moves (words, squares named in a sentence) are
	// illegal, which Resolve explains at a cost the decoder never needs.
	res  map[resKey]resVal
	dest map[uint64]*[8]uint64
	slab []state // states are allocated from it, a chunk at a time
}

type resKey struct {
	hash uint64
	san  board.SAN
}

type resVal struct {
	m  board.Move
	ok bool
}

// resolve is pos.Resolve(s) for the decoder: the move, and whether it is
// legal. The squares each kind of man can move to rule most readings out
// first; a crazyhouse drop (N@f3, @e4) comes from no square, so it is
// neither ruled out there nor counted in them.
func (d *decoder) resolve(pos *board.Position, s board.SAN) (board.Move, bool) {
	h := pos.Hash()
	if s.Castle == board.NoCastle && !s.Null && !s.Drop && !s.FromBoard && s.Role != board.King && s.ToFile >= 0 && s.ToRank >= 0 {
		dest, ok := d.dest[h]
		if !ok {
			dest = new([8]uint64)
			var ml board.MoveList
			pos.LegalMoves(&ml)
			for _, m := range ml.Moves() {
				if r := pos.PieceAt(m.From).Role; int(r) < len(dest) && m.Flag != board.Drop {
					dest[r] |= 1 << uint(m.To)
				}
			}
			d.dest[h] = dest
		}
		if int(s.Role) >= len(dest) || dest[s.Role]&(1<<uint(int(s.ToRank)*8+int(s.ToFile))) == 0 {
			return board.Move{}, false
		}
	}
	k := resKey{h, s}
	if v, ok := d.res[k]; ok {
		return v.m, v.ok
	}
	m, _, err := pos.Resolve(s)
	d.res[k] = resVal{m, err == nil}
	return m, err == nil
}

// clone returns a copy of st, allocated from the slab.
func (d *decoder) clone(st *state) *state {
	if len(d.slab) == 0 {
		d.slab = make([]state, 128)
	}
	n := &d.slab[0]
	d.slab = d.slab[1:]
	*n = *st
	return n
}

// key is what makes two states the same for the rest of the text.
type key struct {
	hash      uint64
	ply       int
	lang      int8
	depth     uint8
	stack     [8]byte
	ns        numState
	run, word bool
	ended     bool
	para      bool
	left      uint8
	unclosed  uint8
	game      int
}

func (s *state) key() key {
	return key{s.pos.Hash(), s.ply, s.lang, s.depth, s.stack, s.ns, s.run, s.word, s.ended, s.para, s.left, s.unclosed, s.game}
}

// groups returns the letter sets to decode in: one per family.
func groups(opts Options) ([]*locales.Locale, []*locales.Input) {
	ls := opts.Locales
	if ls == nil {
		ls = locales.All()
	}
	var locs []*locales.Locale
	var ins []*locales.Input
	seen := map[string]bool{}
	for _, l := range ls {
		if seen[l.Family] || len(locs) == 63 {
			continue
		}
		seen[l.Family] = true
		locs = append(locs, l)
		ins = append(ins, l.Input(opts.Shatranj))
	}
	return locs, ins
}

func newDecoder(src []byte, opts Options) *decoder {
	if opts.Width <= 0 {
		opts.Width = 48
	}
	d := &decoder{opts: opts, prefer: -1, res: map[resKey]resVal{}, dest: map[uint64]*[8]uint64{}}
	d.locs, d.inputs = groups(opts)
	for i, l := range d.locs {
		if opts.Prefer != nil && l.Family == opts.Prefer.Family {
			d.prefer = i
		}
	}
	if opts.Start != nil {
		d.start = *opts.Start
	} else {
		v := board.Chess()
		if opts.Shatranj {
			v = board.Shatranj()
		}
		d.start = board.StartPosition(v)
	}
	d.intro, d.resign = map[string]bool{}, map[string]bool{}
	for _, l := range locales.All() {
		for _, w := range l.IntroWords() {
			d.intro[w] = true
		}
		for _, w := range l.ResignWords() {
			if !strings.Contains(w, " ") {
				d.resign[w] = true
			}
		}
	}
	d.lat = &lattice{src: src, d: d, edges: map[int][]edge{}, wordy: map[int]bool{}, closed: map[int]bool{}}
	return d
}

// search runs the beam over the text and returns the final states, best
// first.
func (d *decoder) search() []*state {
	src := d.lat.src
	first, _ := d.lat.skip(0)
	beams := map[int][]*state{first: {{pos: d.start, lang: -1, numAt: -1}}}
	pending := []int{first}
	var final []*state
	for len(pending) > 0 {
		// The smallest pending offset next.
		slices.Sort(pending)
		i := pending[0]
		pending = pending[1:]
		for len(pending) > 0 && pending[0] == i {
			pending = pending[1:]
		}
		states := d.prune(beams[i])
		delete(beams, i)
		if i >= len(src) {
			final = append(final, states...)
			continue
		}
		for _, st := range states {
			for _, e := range d.lat.at(i) {
				j, para := d.lat.skip(e.to)
				d.expand(st, i, e, j, para, func(n *state) {
					if _, ok := beams[j]; !ok {
						pending = append(pending, j)
					}
					beams[j] = append(beams[j], n)
					if len(beams[j]) > 8*d.opts.Width {
						beams[j] = d.prune(beams[j])
					}
				})
			}
		}
	}
	final = d.prune(final)
	return final
}

// prune merges states that agree on everything the rest of the text can
// see, keeps the best of each, and the best Width of those.
func (d *decoder) prune(states []*state) []*state {
	slices.SortStableFunc(states, func(a, b *state) int { return cmp.Compare(b.score, a.score) })
	seen := make(map[key]bool, len(states))
	out := states[:0]
	for _, s := range states {
		k := s.key()
		if seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, s)
		if len(out) == d.opts.Width {
			break
		}
	}
	return out
}

// expected returns the move number and side the main line wants next.
func expected(p *board.Position) (int, bool) {
	return p.FullmoveNumber(), p.Turn() == board.Black
}

// numberName is "12." or "12..." for the move the position wants.
func numberName(p *board.Position) string {
	n, black := expected(p)
	s := itoa(n)
	if black {
		return s + "..."
	}
	return s + "."
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// expand calls next with every state that reading e (from i) in st leads
// to; j is the next token's offset, para whether a blank line lies
// between.
func (d *decoder) expand(st *state, i int, e edge, j int, para bool, next func(*state)) {
	nl := bytes.IndexByte(d.lat.src[e.to:j], '\n') >= 0
	emit := func(n *state) {
		n.para = para
		if n.ns == nsIntro && nl {
			n.ns = nsNone // the line an introducing word quotes is on its line
		}
		if para && n.depth > 0 {
			// A bracket still open at a paragraph's end: the reading that
			// closes it there, and the one that goes on inside.
			c := *n
			c.depth = 0
			c.score -= WBracket
			c.ev = &event{prev: c.ev, kind: evBracket, from: i, to: e.to, br: n.stack[n.depth-1], game: n.game}
			next(&c)
		}
		next(n)
	}
	text := func(cost int) *state {
		n := d.clone(st)
		n.score -= cost
		return n
	}
	if st.ended {
		n := text(0)
		if e.kind == kNum && e.num == 1 && !e.black && !e.bare {
			d.newGame(st, i, e, emit)
		}
		emit(n)
		return
	}
	if st.depth > 0 {
		switch e.kind {
		case kOpen:
			n := text(0)
			if n.stack[n.depth-1] != '{' && n.depth < 8 {
				n.stack[n.depth] = e.br
				if !d.lat.closes(i) {
					n.unclosed |= 1 << n.depth
				}
				n.depth++
			}
			emit(n)
		case kClose:
			d.close(st, i, e, emit)
		case kNum:
			emit(text(0))
			// Where the numbering resumes, the bracket is closed for it.
			// Only for a bracket that never closes: one that does holds
			// a quoted line, whatever its numbers.
			if num, black := expected(&st.pos); st.unclosed != 0 && num == e.num && (black == e.black) && !e.bare {
				n := text(WBracket)
				n.ev = &event{prev: n.ev, kind: evBracket, from: i, to: e.to, br: st.stack[st.depth-1], game: st.game}
				n.depth = 0
				n.ns, n.numAt = nsMatch, i
				emit(n)
			}
		default:
			emit(text(0))
		}
		return
	}
	switch e.kind {
	case kWord:
		n := text(0)
		n.run, n.ns, n.word = false, quoted(st.ns, para), d.lat.isWordy(e.last)
		for k := 0; k < e.words && n.ns == nsIntro; k++ {
			if n.left--; n.left == 0 {
				n.ns = nsNone
			}
		}
		if e.intro && !para {
			n.ns, n.left = nsIntro, introReach
		}
		if d.lat.moveLike(i, e.to) && (st.ns == nsMatch || st.ns == nsSide || st.run) {
			if !d.hasMove(i, e.to) {
				n.ev = &event{prev: n.ev, kind: evStuck, from: i, to: e.to, numFrom: st.numAt, game: st.game, expected: numberName(&st.pos), ply: st.ply}
				if st.ns == nsMatch {
					n.score -= WStuck
				}
			}
		}
		emit(n)
	case kPunct:
		n := text(0)
		n.word = false
		switch {
		case n.ns == nsIntro:
			// "z.B.:", "e.g.", "np.": an introduction's own marks; it
			// lapses by words and lines.
		case n.ns == nsQuote && strings.IndexByte(".;!?", d.lat.src[i]) >= 0:
			n.ns = nsNone // the sentence that quoted a line ends
		case n.ns != nsForeign && n.ns != nsIntro && n.ns != nsQuote:
			n.ns = nsNone
		}
		n.ns = quoted(n.ns, para)
		emit(n)
	case kDots:
		n := text(0)
		if st.ns == nsIntro || st.ns == nsQuote || st.ns == nsForeign {
			if st.ns == nsIntro {
				n.ns = nsQuote
			}
			emit(n)
			return
		}
		if _, black := expected(&st.pos); black && (st.ns == nsSide || st.ns == nsNone) {
			if st.ns == nsNone {
				n.numAt = i
			}
			n.ns = nsMatch
		}
		emit(n)
	case kNum:
		num, black := expected(&st.pos)
		n := text(0)
		n.run, n.word, n.numAt = false, false, i
		switch {
		case st.ns == nsIntro || st.ns == nsQuote:
			// a line the prose introduces: quoted, whatever its number
			n.ns = nsQuote
		case num == e.num && black == e.black:
			n.ns = nsMatch
			if st.ns == nsForeign {
				// A quoted line's own count may reach the main line's
				// number too ("Black had 15...Nf4 16.Qf3, Nd3"): it goes
				// on, or the main line resumes; the board decides.
				q := text(0)
				q.run, q.word, q.numAt, q.ns = false, false, i, nsForeign
				emit(q)
			}
		case num == e.num && black && !e.black:
			n.ns = nsSide
		case e.bare:
			n.ns = nsNone // a number in a sentence
			if j, _ := d.lat.skip(e.to); j < len(d.lat.src) && dotsAt(d.lat.src[j:]) > 0 {
				n.ns = nsForeign // "4 ... dxe5": another line's number
			}
		default:
			n.ns = nsForeign
		}
		emit(n)
		if e.num == 1 && !e.black && !e.bare && st.ply >= minGame && st.para {
			d.newGame(st, i, e, emit)
		}
	case kAnnot:
		n := text(0)
		if st.run && st.ev != nil && st.ev.kind == evMove && e.nag != 0 {
			n.ev = &event{prev: n.ev, kind: evNAG, from: i, to: e.to, nag: e.nag, game: st.game}
		}
		emit(n)
	case kOpen:
		n := text(0)
		n.stack[0], n.depth, n.unclosed = e.br, 1, 0
		if !d.lat.closes(i) {
			n.unclosed = 1
		}
		emit(n)
		d.retract(st, i, e, emit)
	case kClose:
		d.close(st, i, e, emit)
	case kResult:
		if st.ply > 0 && st.ns != nsIntro && st.ns != nsQuote {
			res := e.result
			if res == "" { // a word: the side to move resigned
				res = "1-0"
				if st.pos.Turn() == board.White {
					res = "0-1"
				}
			}
			n := text(0)
			n.ended = true
			n.ev = &event{prev: n.ev, kind: evResult, from: i, to: e.to, san: res, game: st.game}
			emit(n)
			m := text(WIgnoreResult)
			m.ev = &event{prev: m.ev, kind: evIgnored, from: i, to: e.to, san: e.result, game: st.game}
			m.run, m.ns = false, nsNone
			emit(m)
		} else {
			emit(text(0))
		}
	case kMove:
		d.moveEdge(st, i, e, emit)
	}
}

// hasMove reports whether a move reading spans i..end.
func (d *decoder) hasMove(i, end int) bool {
	for _, e := range d.lat.at(i) {
		if e.kind == kMove && e.to == end {
			return true
		}
	}
	return false
}

// close reads a closing bracket in st.
func (d *decoder) close(st *state, i int, e edge, emit func(*state)) {
	n := *st
	open := map[byte]byte{')': '(', ']': '[', '}': '{'}[e.br]
	if n.depth > 0 && n.stack[n.depth-1] == open {
		n.depth--
		emit(&n)
		return
	}
	// Mismatched or stray: recovered, with a warning.
	n.score -= WBracket
	n.ev = &event{prev: n.ev, kind: evBracket, from: i, to: e.to, br: e.br, game: st.game}
	for k := int(n.depth) - 1; k >= 0; k-- {
		if n.stack[k] == open {
			n.depth = uint8(k)
			break
		}
	}
	emit(&n)
}

// newGame starts a new game at "1." (e).
func (d *decoder) newGame(st *state, i int, e edge, emit func(*state)) {
	if st.ply == 0 {
		return
	}
	n := &state{pos: d.start, score: st.score - WNewGame, lang: st.lang, game: st.game + 1, ns: nsMatch, numAt: i}
	n.ev = &event{prev: st.ev, kind: evNewGame, from: i, to: i, game: n.game}
	emit(n)
}

// moveEdge reads a move token: as each legal move it may be, and as text.
func (d *decoder) moveEdge(st *state, i int, e edge, emit func(*state)) {
	type legal struct {
		m       board.Move
		lang    int8
		cost    int
		spell   Spelling
		switch_ bool
		piece   bool
	}
	var found []legal
	for _, c := range d.readerMoves(&st.pos, e.cands) {
		m, ok := d.resolve(&st.pos, c.san)
		if !ok {
			continue
		}
		// A move written with a letter (a piece's, or a pawn letter as in
		// "Pe4") establishes the game's letter set.
		piece := c.san.Role != board.NoRole && (c.san.Role != board.Pawn || lettered(d.lat.src[i:e.to]))
		cost := 0
		sp := e.spell | c.spell
		for b := sp &^ (SpellGlued | SpellFilesOnly); b != 0; b &= b - 1 {
			cost += WLenient
		}
		if sp&SpellFilesOnly != 0 {
			cost += WAbbrev
		}
		if c.san.Spelling != 0 {
			cost += WLenient // the SAN reader's own leniencies ("Pe4", "0-0", ':')
		}
		add := func(lang int8, sw bool, cost int) {
			for k := range found {
				if found[k].m == m && found[k].lang == lang {
					if cost < found[k].cost {
						found[k] = legal{m, lang, cost, sp, sw, piece}
					}
					return
				}
			}
			found = append(found, legal{m, lang, cost, sp, sw, piece})
		}
		// The letter set: the game's when it reads the token; else, for a
		// game that has none yet and a piece move, every one that reads
		// it (each its own path: the board decides later), the file's
		// language winning a tie; else the first that reads it, as a
		// switch.
		switch {
		case st.lang >= 0 && c.groups&(1<<st.lang) != 0:
			add(st.lang, false, cost)
		case st.lang < 0 && piece:
			for g := range d.inputs {
				if c.groups&(1<<g) == 0 {
					continue
				}
				extra := 0
				if d.prefer >= 0 && g != d.prefer {
					extra = 1
				}
				add(int8(g), false, cost+extra)
			}
		case st.lang < 0:
			add(-1, false, cost)
		default:
			// Another letter set than the game's: never the main line's
			// (a move the game's letters cannot read is an error there,
			// with replay's suggestions, as in strict reading); a
			// Reader's notation is every letter set's.
			if c.spell == SpellReader {
				add(st.lang, false, cost)
			}
		}
	}
	// A lowercase letter read as a piece only where nothing else is legal
	// ("bxc6" is the pawn's when the pawn can take).
	plain := slices.ContainsFunc(found, func(f legal) bool { return f.spell&SpellLowercase == 0 })
	if plain {
		found = slices.DeleteFunc(found, func(f legal) bool { return f.spell&SpellLowercase != 0 })
	}
	wanted := st.ns == nsMatch || st.ns == nsSide || st.run
	nextWordy := d.lat.isWordy(d.next(e.to))
	for _, f := range found {
		n := d.clone(st)
		pos := st.pos
		san := string(pos.AppendSAN(nil, f.m))
		pos.PlayUnchecked(f.m)
		n.pos = pos
		n.ply++
		sc := WMove - f.cost
		switch st.ns {
		case nsMatch:
			sc += WNumbered
			if d.lat.lineStart(st.numAt) {
				sc += WLineStart
			}
		case nsSide:
			sc += WNumbered - WNumberSide
		case nsForeign, nsIntro, nsQuote:
			continue // a quoted line's move is never the main line's
		}
		if st.run {
			sc += WRun
		}
		if st.ns != nsMatch && st.ns != nsSide && !st.run {
			if st.word {
				sc -= WAfterWord
			}
			if nextWordy {
				sc -= WNextWord
			}
		} else if st.ns != nsMatch && st.ns != nsSide && nextWordy {
			sc -= WNextWord
		}
		n.score += sc
		if n.lang < 0 && f.piece {
			n.lang = f.lang
		}
		numFrom := -1
		if st.ns == nsMatch || st.ns == nsSide {
			numFrom = st.numAt
		}
		n.ev = &event{prev: st.ev, kind: evMove, from: i, to: e.to, numFrom: numFrom, san: san, move: f.m,
			ply: st.ply + 1, spell: f.spell, lang: f.lang, nag: e.nag, game: st.game}
		n.ev.switched = f.switch_
		n.ns, n.run, n.word = nsNone, true, false
		// st is never changed once made: its position is the one before.
		n.prevPos, n.prevEv, n.prevScore = &st.pos, st.ev, st.score
		emit(n)
	}
	// As text.
	n := *st
	n.run, n.ns, n.word = false, quoted(st.ns, false), d.lat.isWordy(i)
	if n.ns == nsIntro {
		if allLetters(d.lat.src[i:e.to]) {
			if n.left--; n.left == 0 {
				n.ns = nsNone // a word ("de", "el"): the introduction lapses
			}
		} else {
			n.ns = nsQuote
		}
	}
	if wanted {
		if len(found) > 0 {
			cost := WSkip
			if d.lat.isWordy(i) || allLetters(d.lat.src[i:e.to]) {
				cost = WSkipWordy
			}
			n.score -= cost
			n.ev = &event{prev: n.ev, kind: evSkip, from: i, to: e.to, game: st.game, expected: numberName(&st.pos), ply: st.ply}
			if st.ns == nsMatch {
				n.ev.numFrom = st.numAt // numbered as the main line wants
				n.ev.san = string(st.pos.AppendSAN(nil, found[0].m))
			} else {
				n.ev.numFrom = -1
			}
			if cost == WSkip {
				n.ns = nsForeign // the moves after it are its line's
			}
		} else {
			n.ev = &event{prev: n.ev, kind: evStuck, from: i, to: e.to, numFrom: st.numAt, game: st.game, expected: numberName(&st.pos), ply: st.ply}
			n.ns = nsForeign // the moves after it are its line's, not the main line's
			if st.ns == nsMatch {
				n.score -= WStuck // its number and side were the main line's
			}
		}
	}
	emit(&n)
}

func allLetters(b []byte) bool {
	for _, r := range string(b) {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x80) {
			return false
		}
	}
	return true
}

// next returns the offset of the token after the one ending at j.
func (d *decoder) next(j int) int {
	k, _ := d.lat.skip(j)
	return k
}

// quoted is what a number state becomes after a token of text: a line
// quoted after a number that is not the main line's goes on until the
// numbering comes back to the main line, or a paragraph ends.
func quoted(ns numState, para bool) numState {
	if (ns == nsForeign || ns == nsIntro || ns == nsQuote) && !para {
		return ns
	}
	return nsNone
}

// lettered reports whether a move token starts with a letter that is no
// file: a piece or pawn letter.
func lettered(tok []byte) bool {
	if len(tok) == 0 {
		return false
	}
	c := tok[0]
	return !(c >= 'a' && c <= 'h' || c >= '0' && c <= '9' || c == 'O')
}

// retract reads a bracket opened right after a main-line move, whose
// first number names that move again ("4. Cxe5 Cxe5 (4... Bxf2+ 5. Rxf2
// Cxe5 …) 6. d4"), as the game's own line printed in brackets: the move
// before it is taken back and the bracket's moves are the main line's.
// Only the board decides for it: the moves after the bracket must replay
// on that line and not on the other, each move outweighing the brackets
// it leaves unbalanced.
func (d *decoder) retract(st *state, i int, e edge, emit func(*state)) {
	if st.prevPos == nil || !st.run || st.ev == nil || st.ev.kind != evMove {
		return
	}
	num, black := expected(st.prevPos)
	j, _ := d.lat.skip(e.to)
	if j >= len(d.lat.src) {
		return
	}
	ok := false
	for _, ne := range d.lat.at(j) {
		if ne.kind == kNum && !ne.bare && ne.num == num && ne.black == black {
			ok = true
		}
	}
	if !ok {
		return
	}
	n := *st
	n.pos, n.ply, n.score = *st.prevPos, st.ply-1, st.prevScore-WBracket
	n.prevPos, n.prevEv = nil, nil
	n.ns, n.run, n.word = nsNone, false, false
	n.ev = &event{prev: st.prevEv, kind: evRetract, from: st.ev.from, to: e.to, br: e.br, game: st.game,
		san: st.ev.san, expected: numberName(st.prevPos)}
	emit(&n)
}
