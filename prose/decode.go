package prose

import (
	"bytes"
	"encoding/binary"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

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
	WSpurious     = WMove
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
	{"AfterWord", -WAfterWord}, {"NumberSide", -WNumberSide}, {"Spurious", -WSpurious},
	{"Skip", -WSkip}, {"SkipWordy", -WSkipWordy}, {"Stuck", -WStuck}, {"LineStart", WLineStart}, {"Bracket", -WBracket},
	{"IgnoreResult", -WIgnoreResult}, {"NewGame", -WNewGame},
}

// Margin is how much better the best reading must score than a rival
// that plays another move for the decoder to decide (see "Decide or
// refuse"): within it the text reads both ways, and that is an error.
const Margin = 2

// minGame is the plies a game needs before a blank line and "1." start
// another (after a result, any number do): a shorter run of moves before
// the game is its opening quoted in the introduction. (Letting a short
// score laid out line by line end there too split two real pages of
// testdata/realtext wrongly.)
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
	// Width is the beam's width (48 when 0).
	Width   int
	Readers []Reader
	// Single reads the text as one game: no new game starts in it (a
	// caller that holds one game per text, as the pipeline's items do,
	// would otherwise lose the games after the first), so the text of
	// any other stays in the game's comments.
	Single bool
	// MidLine says the text begins inside a line of a longer page (the
	// strict reader cut its game there, after prose on that line): its
	// first token does not start a line, and the layout rules that look
	// at the start of a line (LineStart, a list of moves) do not hold
	// there.
	MidLine bool
	// plain reads long algebraic written with spaces and no sign ("K
	// g1 f3", "e2 e4"), as a table's cells are (Decode sets it for a
	// layout whose cells are so).
	plain bool
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
	nsRestate          // the number of the main line's last move, right after it ("18.Dxc2? 18.Dxc2")
)

// What a quoted line's sentence holds so far (state.open).
const (
	quoteOpen  = 1 // its number and moves
	quoteProse = 2 // ... and a word of prose
)

// introReach is how many words, plus one, may stand between an
// introducing word and the line it introduces ("instead of 12.Nxf7"), on
// the same line of text.
const introReach = 2

// state is one reading of the text so far.
//
// States are values, copied as the beam moves on: the position is a
// pointer to one that is never changed once made (many states share it,
// differing only in what the numbering said), so a copy is small.
type state struct {
	pos   *node
	score int
	ply   int
	numAt int // offset of the number token of ns
	game  int
	lang  int8  // the game's letter set (index into groups), -1 none yet
	depth uint8 // open brackets
	stack [8]byte
	ns    numState
	run   bool
	word  bool  // the last token was a word of prose
	para  bool  // a blank line lies before the next token
	left  uint8 // under nsIntro: words left before it lapses
	// open: under nsForeign, the sentence that quoted the line has not
	// ended (no full stop or semicolon since its number): quoteOpen, and
	// quoteProse once a word of prose was read in it (the line is
	// discussed in a sentence).
	open uint8
	// unclosed has bit k set when the bracket at depth k never closes
	// before a blank line (lattice.closes).
	unclosed uint8
	ended    bool
	ev       *event
	// prevPos, prevEv and prevScore are the path before its last main-line
	// move, for a bracket right after it that holds the game's own line
	// instead (retract).
	prevPos   *node
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
	evIgnored    // a result read as part of a quoted line
	evSwitch     // a move read in another letter set
	evRetract    // the move before a bracket taken back: the bracket holds the game's line
	evStart      // a position in FEN the game starts from (want)
	evEndWord    // a word written in a numbered move's place: the game ends (want)
	evRestate    // the main line's last move written again after its number
	evLaidOut    // a legal move the layout gave to a quoted line (decode's laidOut)
	evAltLast    // after the number of the move just played, an alternative to it (altToLast)
	evHeading    // a bracket before any move that holds the game's first moves (headBracket)
	evTableProse // a move numbered as the main line wants, in the prose around a table's cells (tableProse)
)

// event is what a path did that the output needs, a linked list back to
// the start (shared between paths). (Its small fields last: 104 -> 88
// bytes.)
type event struct {
	prev     *event
	san      string
	want     *node // for evStuck, evSkip, evRetract: the position that wanted a move (its number: expected)
	from, to int
	numFrom  int // the move's number token, -1 if none
	ply      int
	game     int
	move     board.Move
	spell    Spelling
	kind     evKind
	lang     int8
	nag      uint8
	br       byte
	switched bool // a move read in another letter set than the game's
}

type decoder struct {
	opts   Options
	inputs []*locales.Input
	locs   []*locales.Locale
	prefer int
	start  board.Position
	root   *node // the start position's
	// fenNodes are the positions of the FENs in the text, by offset.
	fenNodes map[int]*node
	lat      *lattice
	intro    map[string]bool // every language's IntroWords
	// laidOut are the offsets of move tokens the layout gave to quoted
	// lines (decode): the main line never takes them.
	laidOut map[int]bool
	// headClose are the offsets of the closing brackets of headings'
	// brackets read as the game's first moves (headBracket).
	headClose map[int]bool
	// replayed are those of laidOut given to a quoted line before them
	// that replays the moves written after them further (quotedResume).
	replayed map[int]bool
	// noSkip are the offsets of move tokens never read as text where
	// the numbering wants them (the reading that plays a skipped move,
	// weighed or chosen: decode); over maps a numbered move the main
	// line gave up so to the skipped move's offset (for its warning);
	// forced counts the searches made to weigh such readings.
	noSkip map[int]bool
	over   map[int][2]int
	forced int
	// foreignAt is the offset of the token where the reading stopped
	// that is read again with another letter set's piece letter among
	// the game's (Decode, legalReadings): -1 none.
	foreignAt map[int]bool
	// glyphs are the symbols no letter set reads that the text's reading
	// took as pieces, each one kind (learnGlyphs).
	glyphs []glyph
	// bans are readings refused for the text: a letter of the game's set
	// read as its piece where the board contradicts that (learnGlyphs).
	bans []glyph
	// glyphReads counts the searches learnGlyphs made (maxGlyphReads).
	glyphReads int
	// quotes are the spans of the text between quotation marks, in
	// order (quoteSpans).
	quotes [][2]int
	// cells are the offsets of the tokens in a table's cells, from
	// cellFrom on (tableCells): nil when the text holds no table.
	cells    map[int]uint8
	cellFrom int
	resign   map[string]bool // every language's one-word ResignWords
	// res caches Resolve by position and SAN, where resolve asks it.
	res   map[resKey]resVal
	chess bool         // the game is chess: resolve matches moves itself
	mslab []board.Move // nodes' legal moves are carved from it
	nslab []node       // nodes are carved from it
	// The sizes of the last chunks of nslab and mslab: they double from
	// small ones, as a short text makes few nodes.
	nchunk, mchunk int
	// found caches a move token's legal readings on a node in a letter
	// set (moveEdge), for the offset being expanded: the states of a
	// beam that share a node differ only in what the numbering said,
	// which those do not depend on.
	foundAt int
	*scratch

	// What emit needs to know of the edge being expanded.
	emitI  int
	emitTo int
	para   bool
	nl     bool
}

// scratch is a decoder's memory that outlives the search: kept between
// Decode calls (a pipeline decodes many texts), so that a text's beams
// do not grow their slices anew. It holds no result.
type scratch struct {
	free    []*beam // beams of offsets done
	targets []target
	out     []state // the beam expand emits into
	finals  []state // the states at the end of the text
	found   []foundEntry
	// legals holds the found entries' readings, legalTmp one token's
	// as they are found.
	legals, legalTmp []legal
	// prune's table and buffers
	seen   seenTable
	ord    []uint64
	keep   []uint32 // best's result
	popped []uint32 // best's of the beam being expanded
	kept   []state
}

var scratchPool = sync.Pool{New: func() any { return &scratch{} }}

type resKey struct {
	hash uint64
	san  board.SAN
}

type resVal struct {
	m  board.Move
	ok bool
}

// node is a position of the search, shared by the states that reached
// it and never changed once made. Its legal moves are generated once,
// when a token is first tried on it.
type node struct {
	pos   board.Position
	moves []board.Move
	// dest has bit s of dest[r] set when a legal move of role r goes to
	// square s: most tokens tried are illegal, and are rejected by it.
	dest [board.King + 1]uint64
	gen  bool
	kids []kid // the moves played on it so far: their SAN, the node after
}

type kid struct {
	m   board.Move
	san string
	n   *node
}

// play returns m's SAN on n and the node after it, made once.
func (d *decoder) play(n *node, m board.Move) (string, *node) {
	k := d.kid(n, m)
	if k.n == nil {
		c := d.newNode(&n.pos)
		c.pos.PlayUnchecked(m)
		k.n = c
	}
	return k.san, k.n
}

// kid returns m's entry among n's kids, made once, with its SAN: the node
// after it is made when a state plays it (play). Both are made only when
// asked, as most legal readings of a token are never played (a quoted
// line's move is read only as text).
func (d *decoder) kid(n *node, m board.Move) *kid {
	for k := range n.kids {
		if n.kids[k].m == m {
			return &n.kids[k]
		}
	}
	n.kids = append(n.kids, kid{m: m, san: string(n.pos.AppendSAN(nil, m))})
	return &n.kids[len(n.kids)-1]
}

// newNode returns a node of p, carved from a chunk: nodes are many and
// small, and live as long as the search.
func (d *decoder) newNode(p *board.Position) *node {
	if len(d.nslab) == 0 {
		d.nchunk = min(max(2*d.nchunk, 4), 64)
		d.nslab = make([]node, d.nchunk)
	}
	n := &d.nslab[0]
	d.nslab = d.nslab[1:]
	n.pos = *p
	return n
}

// resolve is n.pos.Resolve(s) for the decoder: the move, and whether it
// is legal. In chess, a piece or pawn move is matched against the
// position's legal moves as Resolve matches it (the one legal move of the
// role to the target that the hints and the promotion name), except that
// a pawn move written with neither its file nor a capture sign ("d3")
// names a push: a pawn capture names the file it comes from, so "d3" is
// never read as cxd3 (that would guess the file). Most tokens
// tried are illegal (words, squares named in a sentence, moves of
// another line), which Resolve explains at a cost the decoder never
// needs. Anything else (castling, king moves, other variants) asks
// Resolve, cached by position and SAN.
func (d *decoder) resolve(n *node, s board.SAN) (board.Move, bool) {
	if d.chess && s.Castle == board.NoCastle && !s.Null && !s.FromBoard && !s.Drop &&
		s.Role >= board.Pawn && s.Role < board.King && s.ToFile >= 0 && s.ToFile < 8 && s.ToRank < 8 {
		if s.ToRank < 0 && (s.Role != board.Pawn || s.FromFile < 0 || s.FromFile == s.ToFile) {
			return board.Move{}, false // no target square
		}
		d.gen(n)
		if s.ToRank >= 0 && n.dest[s.Role]&(1<<(int(s.ToRank)*8+int(s.ToFile))) == 0 {
			return board.Move{}, false // no move of the role goes there
		}
		var found board.Move
		count := 0
		for _, m := range n.moves {
			if m.To.File() != int(s.ToFile) || s.ToRank >= 0 && m.To.Rank() != int(s.ToRank) ||
				n.pos.PieceAt(m.From).Role != s.Role ||
				s.FromFile >= 0 && m.From.File() != int(s.FromFile) ||
				s.FromRank >= 0 && m.From.Rank() != int(s.FromRank) ||
				s.ToRank < 0 && m.From.File() == m.To.File() || // "ed" names a capture, not a push
				s.Role == board.Pawn && s.FromFile < 0 && !s.Capture && m.From.File() != m.To.File() || // "d3" names a push, not cxd3
				m.Promotion != s.Promotion { // a promotion left out is an error in chess
				continue
			}
			found = m
			count++
		}
		return found, count == 1
	}
	if d.chess && s.Role == board.King && s.Castle == board.NoCastle && !s.FromBoard && !s.Drop &&
		s.ToFile >= 0 && s.ToFile < 8 && s.ToRank >= 0 && s.ToRank < 8 {
		// A king move: Resolve's, castling written as one included; but
		// none at all where no legal king move goes there and the king
		// cannot castle.
		d.gen(n)
		to := board.NewSquare(int(s.ToFile), int(s.ToRank))
		if !slices.ContainsFunc(n.moves, func(m board.Move) bool {
			return n.pos.PieceAt(m.From).Role == board.King && (m.To == to || m.IsCastle())
		}) {
			return board.Move{}, false
		}
	}
	k := resKey{n.pos.Hash(), s}
	if v, ok := d.res[k]; ok {
		return v.m, v.ok
	}
	m, _, err := n.pos.Resolve(s)
	d.res[k] = resVal{m, err == nil}
	return m, err == nil
}

// gen generates n's legal moves, once.
func (d *decoder) gen(n *node) {
	if !n.gen {
		var ml board.MoveList
		n.pos.LegalMoves(&ml)
		n.moves = append(d.moveSlab(len(ml.Moves())), ml.Moves()...)
		for _, m := range n.moves {
			if r := n.pos.PieceAt(m.From).Role; r <= board.King {
				n.dest[r] |= 1 << uint(m.To)
			}
		}
		n.gen = true
	}
}

// moveSlab returns an empty slice with room for n moves, carved from a
// chunk shared by many nodes.
func (d *decoder) moveSlab(n int) []board.Move {
	if cap(d.mslab)-len(d.mslab) < n {
		d.mchunk = min(max(2*d.mchunk, 128), 1024)
		d.mslab = make([]board.Move, 0, max(d.mchunk, n))
	}
	k := len(d.mslab)
	d.mslab = d.mslab[:k+n]
	return d.mslab[k : k : k+n]
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
	open      uint8
}

func (s *state) key() key {
	return key{s.pos.pos.Hash(), s.ply, s.lang, s.depth, s.stack, s.ns, s.run, s.word, s.ended, s.para, s.left, s.unclosed, s.game, s.open}
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
	d := &decoder{opts: opts, prefer: -1, res: map[resKey]resVal{}, foundAt: -1}
	d.locs, d.inputs = groups(opts)
	d.locs, d.inputs = withFonts(src, opts, d.locs, d.inputs)
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
	d.chess = d.start.Variant() == board.Chess()
	d.root = d.newNode(&d.start)
	d.intro, d.resign = wordSets()
	d.lat = newLattice(src, d)
	d.quotes = quoteSpans(src)
	d.cells, d.cellFrom = tableCells(src)
	return d
}

// wordSets returns every language's IntroWords and one-word ResignWords,
// lower case; made once, read only.
var wordSets = sync.OnceValues(func() (intro, resign map[string]bool) {
	intro, resign = map[string]bool{}, map[string]bool{}
	for _, l := range locales.All() {
		for _, w := range l.IntroWords() {
			intro[w] = true
		}
		for _, w := range l.ResignWords() {
			if !strings.Contains(w, " ") {
				resign[w] = true
			}
		}
	}
	return intro, resign
})

// search runs the beam over the text and returns the final states, best
// first.
func (d *decoder) search() []state {
	src := d.lat.src
	d.scratch = scratchPool.Get().(*scratch)
	defer func() {
		d.found = d.found[:0]
		scratchPool.Put(d.scratch)
		d.scratch = nil
	}()
	first, _ := d.lat.skip(0)
	beams := map[int]*beam{first: d.newBeam()}
	beams[first].s = append(beams[first].s, state{pos: d.root, lang: -1, numAt: -1})
	pending := []int{first}
	final := d.finals[:0]
	for len(pending) > 0 {
		// The smallest pending offset next.
		slices.Sort(pending)
		i := pending[0]
		pending = pending[1:]
		for len(pending) > 0 && pending[0] == i {
			pending = pending[1:]
		}
		bi := beams[i]
		delete(beams, i)
		// The states prune would keep, read where they are (the beam is
		// not written while its states are expanded: every reading
		// leads past it).
		states := bi.s
		keep := append(d.popped[:0], d.best(states)...)
		d.popped = keep
		if i >= len(src) {
			for _, k := range keep {
				final = append(final, states[k])
			}
			bi.s = states[:0]
			d.free = append(d.free, bi)
			continue
		}
		// Where each reading of the token leads, and the beam there
		// (expand appends to it itself).
		es := d.lat.at(i)
		tg := d.targets[:0]
		for _, e := range es {
			j, para := d.lat.skip(e.to)
			b := beams[j]
			if b == nil {
				b = d.newBeam()
				beams[j] = b
				pending = append(pending, j)
			}
			tg = append(tg, target{j, para, bytes.IndexByte(src[e.to:j], '\n') >= 0, b})
		}
		d.targets = tg
		for _, k := range keep {
			st := &states[k]
			for x, e := range es {
				t := &tg[x]
				d.out = t.b.s
				d.nl = t.nl
				d.expand(st, i, e, t.j, t.para)
				t.b.s, d.out = d.out, nil
				// Pruning as the beam fills gives what pruning once at
				// the end would: a state it drops has Width better ones.
				if len(t.b.s) > 8*d.opts.Width {
					t.b.s = d.prune(t.b.s)
				}
			}
		}
		bi.s = states[:0]
		d.free = append(d.free, bi)
	}
	// The result leaves the scratch: a copy, so that both slices stay
	// for the next text (a slice lost each time was regrown from empty).
	out := d.prune(final)
	res := slices.Clone(out)
	d.finals, d.kept = d.kept, out[:0]
	return res
}

// beam is the states that reached an offset.
type beam struct{ s []state }

// target is where a reading of the token being expanded leads: the next
// token's offset, whether a blank line lies before it, its beam.
type target struct {
	j    int
	para bool
	nl   bool // a line break lies before it
	b    *beam
}

// newBeam returns an empty beam, reused when one is free.
func (d *decoder) newBeam() *beam {
	if n := len(d.free); n > 0 {
		b := d.free[n-1]
		d.free = d.free[:n-1]
		b.s = b.s[:0]
		return b
	}
	return &beam{}
}

// prune merges states that agree on everything the rest of the text can
// see, keeps the best of each, and the best Width of those, best first
// (states of equal score in the order they came).
func (d *decoder) prune(states []state) []state {
	out := d.kept[:0]
	for _, k := range d.best(states) {
		out = append(out, states[k])
	}
	// The kept states are the result; the old slice holds the next.
	d.kept = states[:0]
	return out
}

// best returns the indices of the states prune keeps, in its order (the
// slice is reused by the next call).
func (d *decoder) best(states []state) []uint32 {
	// Sort an index, not the states: they are large. Each entry is the
	// score (inverted: best first) above the state's index, so that a
	// plain sort of distinct numbers gives the stable order by score.
	// Scores fit in 32 bits: a text is at most MaxText bytes, and no
	// token moves a score by a hundred.
	ord := d.ord[:0]
	for k := range states {
		ord = append(ord, uint64(^(uint32(int32(states[k].score))^1<<31))<<32|uint64(k))
	}
	slices.Sort(ord)
	d.ord = ord
	t := d.seen.reset(d.opts.Width)
	keep := d.keep[:0]
	for _, o := range ord {
		k := uint32(o)
		key := states[k].key()
		if !t.add(key.hash64(), key, states, k) {
			continue // the same state, as good or better, is kept
		}
		keep = append(keep, k)
		if len(keep) == d.opts.Width {
			break
		}
	}
	d.keep = keep
	return keep
}

// seenTable is prune's set of the kept states' keys: open addressing
// over their hashes, emptied by a new generation rather than cleared.
type seenTable struct {
	gen  uint32
	mask uint64
	ent  []seenEntry
}

type seenEntry struct {
	gen uint32
	k   uint32 // the kept state's index
	h   uint64
}

// reset empties the table for up to width keys and returns it.
func (t *seenTable) reset(width int) *seenTable {
	if n := 4 * width; len(t.ent) < n {
		size := 64
		for size < n {
			size *= 2
		}
		t.ent, t.mask, t.gen = make([]seenEntry, size), uint64(size-1), 0
	}
	if t.gen++; t.gen == 0 { // wrapped: entries of old generations would look current
		clear(t.ent)
		t.gen = 1
	}
	return t
}

// add records key (hash h), states[k]'s, unless a state recorded has it
// already: it reports whether it was new.
func (t *seenTable) add(h uint64, key key, states []state, k uint32) bool {
	for i := h & t.mask; ; i = (i + 1) & t.mask {
		e := &t.ent[i]
		if e.gen != t.gen {
			*e = seenEntry{gen: t.gen, k: k, h: h}
			return true
		}
		if e.h == h && states[e.k].key() == key {
			return false
		}
	}
}

// hash64 mixes a key into 64 bits, for prune's table (which compares
// whole keys where two hashes agree).
func (k *key) hash64() uint64 {
	a := uint64(uint32(k.ply)) | uint64(uint8(k.lang))<<32 | uint64(k.depth)<<40 | uint64(k.ns)<<48 |
		uint64(btoi(k.run)|btoi(k.word)<<1|btoi(k.ended)<<2|btoi(k.para)<<3|int(k.open)<<4)<<56
	b := binary.LittleEndian.Uint64(k.stack[:])
	c := uint64(k.left) | uint64(k.unclosed)<<8 | uint64(uint32(k.game))<<16
	h := k.hash
	for _, x := range [3]uint64{a, b, c} {
		h ^= x
		h *= 0x9e3779b97f4a7c15
		h ^= h >> 29
	}
	return h
}

// expected is the move number the event's position wanted ("12...").
func (e *event) expected() string { return numberName(&e.want.pos) }

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
// between (d.nl, set by the caller, whether a line break does).
func (d *decoder) expand(st *state, i int, e edge, j int, para bool) {
	d.emitI, d.emitTo, d.para = i, e.to, para
	if st.para && (st.ns == nsForeign || st.ns == nsIntro || st.ns == nsQuote) {
		// A quoted line ends at a blank line, also one right after its
		// number ("… 4.\n\n").
		c := *st
		c.ns = nsNone
		st = &c
	}
	emit := d.emit
	text := func(cost int) state {
		n := *st
		n.score -= cost
		return n
	}
	if e.kind == kFEN {
		emit(text(0))
		if st.depth == 0 {
			d.fenGame(st, i, e)
		}
		return
	}
	if st.ended {
		n := text(0)
		if e.kind == kNum && e.num == 1 && !e.black && !e.bare {
			d.newGame(st, i, e)
		}
		emit(n)
		return
	}
	if d.cells != nil && st.depth == 0 && i >= d.cellFrom {
		switch {
		case d.cells[i] == cellHead && (st.ns == nsForeign || st.ns == nsIntro || st.ns == nsQuote):
			// A table's row after a line quoted in its commentary: the
			// table's next row is the game's.
			c := *st
			c.ns, c.open = nsNone, 0
			st = &c
		case (e.kind == kNum || e.kind == kDots || e.kind == kMove) && d.tableProse(i):
			// A number or a move in the commentary around a table's
			// cells: a quoted line's, never the main line's.
			n := text(0)
			n.run, n.word, n.ns, n.open = false, false, nsForeign, quoteProse
			num, black := expected(&st.pos.pos)
			if e.kind == kMove && (st.ns == nsMatch || st.ns == nsSide) ||
				e.kind == kNum && e.num == num && (e.black == black || black) && !e.bare && st.ns != nsForeign && st.ns != nsQuote {
				// Numbered as the main line wants it (or, in White's
				// form, as the move just played: an alternative to it),
				// not inside a line already quoted: said.
				n.ev = &event{prev: n.ev, kind: evTableProse, from: i, to: e.to, game: st.game, want: st.pos, ply: st.ply, numFrom: -1}
			}
			emit(n)
			return
		}
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
			d.close(st, i, e)
		case kNum:
			emit(text(0))
			// Where the numbering resumes, the bracket is closed for it.
			// Only for a bracket that never closes: one that does holds
			// a quoted line, whatever its numbers.
			if num, black := expected(&st.pos.pos); st.unclosed != 0 && num == e.num && (black == e.black) && !e.bare && !d.numberHeaded(i) && !d.altBracket(st, i) && !d.bracketFirst(i) {
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
		if st.ns == nsRestate {
			// The number of the move just played, then no move: the
			// number's other readings (a quoted line's) take the word;
			// this one restates nothing (restate).
			return
		}
		if st.ply > 0 && d.foreignNumber(st, i, e) {
			return // "9 Bxg8": a number, not a word (see foreignNumber)
		}
		if d.gluedLegal(st, i, e) {
			// "4.Sc3Sbd74…Gb4z": a word that starts with a legal move
			// the numbering wants, glued to more, is no way around that
			// move: it is read as the move, or as text at a Skip's cost
			// (moveEdge), never passed over for free.
			return
		}
		n := text(0)
		n.run, n.ns, n.word = false, quoted(st.ns, para), d.lat.isWordy(e.last)
		if n.open == quoteOpen && n.word {
			n.open = quoteProse
		}
		if d.lat.quoteMark(i) {
			n.word = st.word // 'la case "f7"': the quotes are the sentence's
		}
		for k := 0; k < e.words && n.ns == nsIntro; k++ {
			if n.left--; n.left == 0 {
				n.ns = nsNone
			}
		}
		if e.intro && !para {
			n.ns, n.left = nsIntro, introReach
		}
		if st.ns == nsMatch && st.ply > 0 && d.endWord(i, e) {
			// "17.uppg.": a word where the numbered move should be, as a
			// resignation is written. The game ends there, or the word is
			// prose: a token the numbering wanted that no reading makes a
			// move (Stuck), and what looks like the game's end ignored.
			end := text(0)
			end.ended = true
			end.ev = &event{prev: end.ev, kind: evEndWord, from: i, to: e.to, game: st.game, want: st.pos}
			emit(end)
			n.score -= WStuck + WIgnoreResult
		}
		if (st.ns == nsMatch || st.ns == nsSide || st.run) && d.lat.moveLike(i, e.to) {
			if !d.hasMove(i, e.to) {
				n.ev = &event{prev: n.ev, kind: evStuck, from: i, to: e.to, numFrom: st.numAt, game: st.game, want: st.pos, ply: st.ply}
				if st.ns == nsMatch {
					n.score -= WStuck
				}
			}
		}
		emit(n)
	case kPunct:
		n := text(0)
		// A comma set apart after a word ("original idea , f5 is") goes
		// on with the sentence: the word is still right before. So does
		// a dash between two squares named in a sentence ("la diagonale
		// c1 -h6", a range): the sentence goes on through it.
		n.word = st.word && (d.lat.src[i] == ',' || d.squareDash(i))
		switch {
		case n.ns == nsIntro && d.sentenceMark(i):
			// "… ist durch die Rochade besser. 8. …Sg4": the sentence
			// that held the introducing word ends; what follows is not
			// introduced.
			n.ns = nsNone
		case n.ns == nsIntro:
			// "z.B.:", "e.g.", "np.": an introduction's own marks; it
			// lapses by words and lines.
		case n.ns == nsQuote && strings.IndexByte(".;!?", d.lat.src[i]) >= 0:
			n.ns = nsNone // the sentence that quoted a line ends
		case n.ns == nsForeign && strings.IndexByte(".;", d.lat.src[i]) >= 0:
			n.open = 0 // the sentence that quoted a line ends
		case n.ns != nsForeign && n.ns != nsIntro && n.ns != nsQuote:
			n.ns = nsNone
		}
		n.ns = quoted(n.ns, para)
		emit(n)
	case kDots:
		n := text(0)
		if d.inQuotes(i) {
			// '"...dxc4"': a move quoted between quotation marks is
			// another line's, never the main line's.
			n.ns, n.open = nsForeign, quoteProse
			emit(n)
			return
		}
		if st.ns == nsIntro || st.ns == nsQuote || st.ns == nsForeign {
			if st.ns == nsIntro {
				n.ns = nsQuote
			}
			emit(n)
			if _, black := expected(&st.pos.pos); black && st.ns == nsForeign && st.open == 0 && d.lat.lineStart(i) && !d.bulletHead(i) {
				// Dots heading a line after the sentence that quoted a
				// line has ended ("Otra buena jugada era 6. d5." /
				// "... Ag4."): Black's move, as the main line wants it,
				// or the quoted line's reply; the board decides, as at
				// a number the main line wants (resume).
				r := text(0)
				r.run, r.word, r.numAt, r.ns = false, false, i, nsMatch
				emit(r)
			}
			return
		}
		if _, black := expected(&st.pos.pos); black && (st.ns == nsSide || st.ns == nsNone) && !(st.ns == nsNone && d.bulletHead(i)) {
			if st.ns == nsNone {
				n.numAt = i
			}
			n.ns = nsMatch
		}
		emit(n)
	case kNum:
		num, black := expected(&st.pos.pos)
		n := text(0)
		n.run, n.word, n.numAt = false, false, i
		if d.inQuotes(i) {
			// '"7. Dc2"', '"5 ...e5"': a move quoted between quotation
			// marks in a sentence is another line's, never the main
			// line's.
			n.ns, n.open = nsForeign, quoteProse
			emit(n)
			return
		}
		if st.ns == nsForeign && st.open == quoteProse && !d.lat.lineStart(i) {
			// Inside the sentence that quoted a line and went on in
			// prose, away from the start of a line, every number is the
			// quoted line's: the main line resumes where the sentence
			// ends or a line starts. (A line of moves with no word,
			// "22. Rxf1 Ne2# 18. Qxc3", has no sentence to end.)
			emit(n)
			return
		}
		if st.ply > 0 && d.labelHead(i) {
			// A line headed by a variation's label ("b. 5. Nxe4 d5
			// 6. Bd3"): a lettered side line, whatever its number, to
			// its sentence's end or the next line.
			n.ns, n.open = nsForeign, quoteProse
			emit(n)
			return
		}
		switch {
		case st.ns == nsIntro || st.ns == nsQuote:
			// a line the prose introduces: quoted, whatever its number
			n.ns = nsQuote
		case num == e.num && black == e.black:
			n.ns = nsMatch
			if st.ns == nsForeign {
				// A quoted line's own count may reach the main line's
				// number too ("Black had 15...Nf4 16.Qf3, Nd3"): it goes
				// on, or the main line resumes; the board decides. But
				// inside the sentence that quoted the line, away from
				// the start of a line, the line goes on: the main line
				// resumes where the sentence ends or a line starts.
				q := text(0)
				q.run, q.word, q.numAt, q.ns = false, false, i, nsForeign
				emit(q)
			}
		case num == e.num && black && !e.black:
			n.ns = nsSide
		case e.bare:
			n.ns = nsNone // a number in a sentence
			if j, para := d.lat.skip(e.to); j < len(d.lat.src) && (dotsAt(d.lat.src[j:]) > 0 || !para && d.moveAt(j)) {
				// "4 ... dxe5", "9 Bxg8 Rxg8": another line's number.
				// A number without its dot before a move numbers it as
				// one with its dot does: where the main line wants
				// another number, the moves after it are another line's,
				// never the main line's unnumbered moves.
				n.ns, n.open = nsForeign, quoteOpen
			}
		case d.lat.wordAfter(e.to):
			// "108. SPANYOL MEGNYITÁS", "at 21:28 Ottima": a number
			// with a word after it and no move numbers nothing; it
			// quotes no line (the word says so).
			n.ns = nsNone
		default:
			n.ns, n.open = nsForeign, quoteOpen
			if d.lat.lineStart(i) && st.ply > 0 {
				// A line headed by a number that is not the main
				// line's: a side line laid out on a line of its own,
				// to its sentence's end or the next line.
				n.open = quoteProse
			}
		}
		emit(n)
		if st.run && st.prevPos != nil && st.ns != nsForeign {
			// The number of the move just played, right after it
			// ("18.Dxc2? 18.Dxc2 Fh6"): the move may be written again.
			if pn, pb := expected(&st.prevPos.pos); pn == e.num && pb == e.black {
				r := text(0)
				r.run, r.word, r.numAt, r.ns = false, false, i, nsRestate
				emit(r)
			}
		}
		// "1." again: a new game after a blank line (unless the paragraph
		// before introduces it as an alternative line), or after a line
		// naming the players or holding header words. Else it is quoted.
		if e.num == 1 && !e.black && !e.bare && st.ply > 0 &&
			(st.para && st.ply >= minGame && !d.lat.introduced(i) || d.lat.afterHeader(i)) {
			d.newGame(st, i, e)
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
		d.retract(st, i, e)
		if st.ply == 0 && e.br == '(' {
			if c := d.headBracket(i); c > 0 {
				// "7. PEMBELAAN BELANDA (1. d2 – d4, f7 – f5)": no move
				// before it for its line to vary from, and it starts at
				// "1.": the game's first moves, named in a heading.
				if d.headClose == nil {
					d.headClose = map[int]bool{}
				}
				d.headClose[c] = true
				m := text(0)
				m.ev = &event{prev: m.ev, kind: evHeading, from: i, to: e.to, br: e.br, game: st.game}
				emit(m)
			}
		}
	case kClose:
		d.close(st, i, e)
	case kResult:
		if st.ply > 0 && st.ns != nsIntro && st.ns != nsQuote {
			res := e.result
			if res == "" { // a word: the side to move resigned
				res = "1-0"
				if st.pos.pos.Turn() == board.White {
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
		d.moveEdge(st, i, &e)
	}
}

// emit adds n, a state reading the current edge leads to, to d.out.
func (d *decoder) emit(n state) {
	n.para = d.para
	if n.ns != nsForeign {
		n.open = 0
	}
	if n.ns == nsIntro && d.nl {
		n.ns = nsNone // the line an introducing word quotes is on its line
	}
	if d.para && n.depth > 0 {
		// A bracket still open at a paragraph's end: the reading that
		// closes it there, and the one that goes on inside.
		c := n
		c.depth = 0
		c.score -= WBracket
		c.ev = &event{prev: c.ev, kind: evBracket, from: d.emitI, to: d.emitTo, br: n.stack[n.depth-1], game: n.game}
		d.out = append(d.out, c)
	}
	d.out = append(d.out, n)
}

// foreignNumber reports whether the word e at i is a number without its
// dot, not the one the main line wants next, written before a move on its
// line ("9 Bxg8 Rxg8" after the game's 48th move): it numbers that move
// as "9." would, so it is read as a number only (a quoted line's), never
// as a word of a sentence after which its moves would be the main
// line's unnumbered moves. The number of White's move the main line wants
// keeps its reading as a word (the board decides there), and so does a
// number before a word ("after 2 moves", "page 18:"). Where Black is to
// move, the number repeated before Black's move ("1 e2 e4 1 e7 e5", a
// column's layout) is read as a number: not the main line's (it wants
// "1..."), so the text reads as a table the decoder cannot order, and
// stops, rather than as squares of a sentence.
func (d *decoder) foreignNumber(st *state, i int, e edge) bool {
	if e.words != 1 {
		return false
	}
	num, black := expected(&st.pos.pos)
	for _, ne := range d.lat.at(i) {
		if ne.kind != kNum || !ne.bare || ne.to != e.to || num == ne.num && !black {
			continue
		}
		j := ne.to
		for j < len(d.lat.src) && (d.lat.src[j] == ' ' || d.lat.src[j] == '\t') {
			j++
		}
		if j > ne.to && j < len(d.lat.src) && d.moveAt(j) {
			return true
		}
	}
	return false
}

// gluedLegal reports whether the word e at i starts with a move token,
// glued to more of the word, that the numbering wants in st (after its
// number, or in a run of moves) and that has a legal reading there.
func (d *decoder) gluedLegal(st *state, i int, e edge) bool {
	if e.words != 1 || !(st.ns == nsMatch || st.ns == nsSide || st.run) {
		return false
	}
	for _, me := range d.lat.at(i) {
		if me.kind == kMove && me.to < e.to && len(d.legalReadings(st.pos, st.lang, i, &me)) > 0 {
			return true
		}
	}
	return false
}

// isSquare reports whether b is a square's name ("c1").
func isSquare(b []byte) bool {
	return len(b) == 2 && b[0] >= 'a' && b[0] <= 'h' && b[1] >= '1' && b[1] <= '8'
}

// squareDash reports whether the dash at i stands between two squares'
// names, apart from the first ("c1 -h6", "c1 - h6"): a range named in a
// sentence (a diagonal, a file), not a move in long algebraic, which
// the lattice reads as one token.
func (d *decoder) squareDash(i int) bool {
	src := d.lat.src
	if src[i] != '-' || i < 3 || src[i-1] != ' ' || !isSquare(src[i-3:i-1]) || i >= 4 && !isSpaceByte(src[i-4]) {
		return false
	}
	j, _ := d.lat.skip(i + 1)
	return j+2 <= len(src) && isSquare(src[j:j+2]) && (j+2 == len(src) || !unicode.IsLetter(rune(src[j+2])) && (src[j+2] < '0' || src[j+2] > '9'))
}

// moveAt reports whether a move reading starts at i.
func (d *decoder) moveAt(i int) bool {
	for _, e := range d.lat.at(i) {
		if e.kind == kMove {
			return true
		}
	}
	return false
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
func (d *decoder) close(st *state, i int, e edge) {
	n := *st
	if n.depth == 0 && d.headClose[i] {
		d.emit(n) // a heading's bracket, read as the game's (headBracket)
		return
	}
	open := map[byte]byte{')': '(', ']': '[', '}': '{'}[e.br]
	if n.depth > 0 && n.stack[n.depth-1] == open {
		n.depth--
		d.emit(n)
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
	d.emit(n)
}

// newGame starts a new game at "1." (e).
func (d *decoder) newGame(st *state, i int, e edge) {
	if st.ply == 0 || d.opts.Single {
		return
	}
	n := state{pos: d.root, score: st.score - WNewGame, lang: -1, game: st.game + 1, ns: nsMatch, numAt: i}
	n.ev = &event{prev: st.ev, kind: evNewGame, from: i, to: i, game: n.game}
	d.emit(n)
}

// legal is a legal reading of a move token on a position: the move, the
// letter set it was read in, what its spelling costs. (Its SAN and the
// position after it are made when a state plays it: play.)
type legal struct {
	m       board.Move
	lang    int8
	cost    int
	spell   Spelling
	switch_ bool
	piece   bool
	// foreign: another letter set's piece letter among the game's
	// (legalReadings), the main line's only after its own number.
	foreign bool
}

// foundEntry is a token's legal readings on a node in a letter set:
// what they depend on (the token is the one ending at to, at the offset
// being expanded).
type foundEntry struct {
	n     *node
	to    int
	lang  int8
	found []legal
}

// legalReadings returns the legal readings of the move token e (at i) on
// n in a game whose letter set is lang (-1 none yet), cached for the
// offset.
func (d *decoder) legalReadings(n *node, lang int8, i int, e *edge) []legal {
	if d.foundAt != i {
		d.found, d.foundAt, d.legals = d.found[:0], i, d.legals[:0]
	}
	for k := range d.found {
		if f := &d.found[k]; f.n == n && f.to == e.to && f.lang == lang {
			return f.found
		}
	}
	pos := &n.pos
	found := d.legalTmp[:0]
	// gameReads: the game's letter set reads the token (some reading);
	// else another set's piece letter may stand among the game's
	// letters ("17.Bb5" in a Polish score, whose bishop is G), taken
	// where it is the one legal reading (mixed below).
	gameReads := lang < 0
	for _, c := range e.cands {
		gameReads = gameReads || c.groups&(1<<lang) != 0 || c.spell == SpellReader
	}
	var mixed legal
	nMixed := 0
	for _, c := range d.readerMoves(pos, e.cands) {
		m, ok := d.resolve(n, c.san)
		if !ok {
			continue
		}
		// A move written with a letter (a piece's, or a pawn letter as in
		// "Pe4") establishes the game's letter set.
		piece := c.san.Role != board.NoRole && (c.san.Role != board.Pawn || lettered(d.lat.src[i:e.to])) && c.spell != SpellGlyph
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
		if c.san.Capture && m.Flag != board.EnPassant && !m.IsCastle() && pos.PieceAt(m.To).Role == board.NoRole {
			cost += WSpurious // "Txf2" with nothing on f2: written for another position
		}
		add := func(lang int8, sw bool, cost int) {
			for k := range found {
				if found[k].m == m && found[k].lang == lang {
					if cost < found[k].cost {
						found[k] = legal{m: m, lang: lang, cost: cost, spell: sp, switch_: sw, piece: piece}
					}
					return
				}
			}
			found = append(found, legal{m: m, lang: lang, cost: cost, spell: sp, switch_: sw, piece: piece})
		}
		// The letter set: the game's when it reads the token; else, for a
		// game that has none yet and a piece move, every one that reads
		// it (each its own path: the board decides later), the file's
		// language winning a tie; else the first that reads it, as a
		// switch.
		switch {
		case c.spell == SpellGlyph:
			// A glyph learned is the game's, whatever its letter set;
			// it establishes none.
			add(lang, false, cost)
		case lang >= 0 && c.groups&(1<<lang) != 0:
			add(lang, false, cost)
		case lang < 0 && piece:
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
		case lang < 0:
			add(-1, false, cost)
		default:
			// Another letter set than the game's: never the main line's
			// (a move the game's letters cannot read is an error there,
			// with replay's suggestions, as in strict reading); a
			// Reader's notation is every letter set's.
			if c.spell == SpellReader {
				add(lang, false, cost)
			} else if !gameReads && d.foreignAt[i] && c.san.Role > board.Pawn && c.san.Role < board.King {
				// A piece letter of another set where the game's own
				// cannot read the token: the game's move only where it
				// is the one legal reading of the token in any set
				// (SpellMixed, with its warning).
				if nMixed == 0 || mixed.m != m {
					nMixed++
				}
				if nMixed == 1 && (mixed.spell == 0 || cost < mixed.cost) {
					mixed = legal{m: m, lang: lang, cost: cost + WMove, spell: sp | SpellMixed, piece: piece, foreign: true}
				}
			}
		}
	}
	if nMixed == 1 && len(found) == 0 {
		found = append(found, mixed)
	}
	// A lowercase letter read as a piece only where nothing else is legal
	// ("bxc6" is the pawn's when the pawn can take).
	plain := slices.ContainsFunc(found, func(f legal) bool { return f.spell&SpellLowercase == 0 })
	if plain {
		found = slices.DeleteFunc(found, func(f legal) bool { return f.spell&SpellLowercase != 0 })
	}
	d.legalTmp = found[:0]
	found = d.keepLegal(found)
	d.found = append(d.found, foundEntry{n, e.to, lang, found})
	return found
}

// keepLegal copies ls into the chunk the offset's legal readings are
// kept in (they live until the search moves to the next offset).
func (d *decoder) keepLegal(ls []legal) []legal {
	if len(ls) == 0 {
		return nil
	}
	if cap(d.legals)-len(d.legals) < len(ls) {
		d.legals = make([]legal, 0, max(256, len(ls)))
	}
	k := len(d.legals)
	d.legals = append(d.legals, ls...)
	return d.legals[k:len(d.legals):len(d.legals)]
}

// fenGame reads a position in FEN (e) as the start of the game, when it
// has no move yet, else of a new game.
func (d *decoder) fenGame(st *state, i int, e edge) {
	start := d.fenNodes[i]
	if start == nil {
		start = d.newNode(e.start)
		if d.fenNodes == nil {
			d.fenNodes = map[int]*node{}
		}
		d.fenNodes[i] = start
	}
	if st.ply == 0 && !st.ended {
		n := *st
		n.pos, n.ns, n.run, n.word, n.numAt = start, nsNone, false, false, -1
		n.prevPos, n.prevEv = nil, nil
		n.ev = &event{prev: st.ev, kind: evStart, from: i, to: e.to, want: start, game: st.game}
		d.emit(n)
		return
	}
	if d.opts.Single {
		return
	}
	n := state{pos: start, score: st.score - WNewGame, lang: -1, game: st.game + 1, numAt: -1}
	n.ev = &event{prev: st.ev, kind: evNewGame, from: i, to: e.to, want: start, game: n.game}
	d.emit(n)
}

// moveEdge reads a move token: as each legal move it may be, and as text.
func (d *decoder) moveEdge(st *state, i int, e *edge) {
	if st.ns == nsRestate {
		d.restate(st, i, e)
		return
	}
	found := d.legalReadings(st.pos, st.lang, i, e)
	if len(found) == 1 && found[0].foreign && st.ns != nsMatch {
		// Another set's letter is read only where the main line's
		// number stands right before it ("17.Bb5"): elsewhere it is a
		// move quoted in that set's letters, no legal reading here.
		found = nil
	}
	wanted := st.ns == nsMatch || st.ns == nsSide || st.run
	// Black's reply alone on its line, after White's numbered move
	// ("9. e5!?", a note, then "Dg6" on a line of its own): the score
	// lays out its pairs so, and the numbering wants it as in a run.
	lone := !wanted && st.ns == nsNone && d.loneReply(st, i, e.to)
	wanted = wanted || lone
	if d.laidOut[i] && len(found) > 0 {
		// The layout gave it to a quoted line: the line goes on to the
		// end of its sentence or line, as one discussed in prose.
		n := *st
		n.run, n.word = false, false
		if wanted {
			n.ev = &event{prev: n.ev, kind: evLaidOut, from: i, to: e.to, game: st.game, want: st.pos, ply: st.ply, numFrom: -1}
		}
		n.ns, n.open = nsForeign, quoteProse
		d.emit(n)
		return
	}
	nextWordy := d.lat.wordyAfter(e.to) || d.commaWord(e.to)
	for k := range found {
		if st.ns == nsForeign || st.ns == nsIntro || st.ns == nsQuote {
			break // a quoted line's move is never the main line's
		}
		if !wanted && st.word && (nextWordy || d.sentenceEndsAfter(e.to)) {
			// A word before it and after it, and the numbering wants no
			// move there ("der Läufer gehört nach g5, und er"): a square
			// or a move named in a sentence, never the main line's.
			break
		}
		f := &found[k]
		n := *st
		san, after := d.play(st.pos, f.m)
		n.pos = after
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
		}
		if st.run {
			sc += WRun
		}
		if st.ns != nsMatch && st.ns != nsSide && !st.run && !lone {
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
		n.prevPos, n.prevEv, n.prevScore = st.pos, st.ev, st.score
		d.emit(n)
	}
	// As text.
	n := *st
	n.run, n.ns, n.word = false, quoted(st.ns, false), d.lat.isWordy(i)
	if st.word && !wanted && len(found) == 0 && isSquare(d.lat.src[i:e.to]) {
		// A square named in a sentence, no legal move there, before a
		// dash set apart and another square ("la diagonale c1 -h6"): a
		// range, and the sentence goes on through it.
		if j, _ := d.lat.skip(e.to); j < len(d.lat.src) && d.squareDash(j) {
			n.word = true
		}
	}
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
		if len(found) > 0 && (d.listed(i, e.to) || d.noSkip[i]) {
			// A legal move the numbering wants, written in a list of
			// moves, is the main line's: read as text, it would change
			// what the list says. (noSkip: the reading that plays it is
			// weighed, or found the game's: see decode.)
			return
		}
		if len(found) == 0 && d.longerListed(st, i, e) {
			// "d7" of "d7 – d5" in a list: the from-square of a move
			// whose dash stands apart, not a token of its own.
			return
		}
		if len(found) > 0 {
			cost := WSkip
			if d.lat.isWordy(i) || allLetters(d.lat.src[i:e.to]) {
				cost = WSkipWordy
			}
			n.score -= cost
			n.ev = &event{prev: n.ev, kind: evSkip, from: i, to: e.to, game: st.game, want: st.pos, ply: st.ply}
			if _, black := expected(&st.pos.pos); st.ns == nsMatch {
				n.ev.numFrom = st.numAt // numbered as the main line wants
				n.ev.san = d.kid(st.pos, found[0].m).san
			} else if black && st.run && st.ev != nil && st.ev.kind == evMove && st.ev.numFrom >= 0 {
				// Black's half of a numbered pair ("3. Bb5 a6"): numbered
				// by White's number, as the main line wants it.
				n.ev.numFrom = st.ev.numFrom
				n.ev.san = d.kid(st.pos, found[0].m).san
			} else {
				n.ev.numFrom = -1
			}
			if cost == WSkip {
				n.ns, n.open = nsForeign, quoteOpen // the moves after it are its line's
			}
		} else if st.ns != nsMatch && st.ns != nsSide && nextWordy && allLetters(d.lat.src[i:e.to]) {
			// Wanted only because a move came before it, letters only
			// (the shape of a files-only capture: "ce", "de"), no legal
			// reading, and a word after it ("12.h3, ce coup cherche"): a
			// word of the sentence, not a move that stops the game.
		} else if d.altToLast(st, i, e) {
			// "5.gxf3" after 5.Qxf3: White's number again, a move legal
			// where the main line's last move was played: an
			// alternative to it, a quoted line, not Black's move stuck.
			n.ev = &event{prev: n.ev, kind: evAltLast, from: i, to: e.to, numFrom: st.numAt, game: st.game, want: st.pos, ply: st.ply}
			n.ns, n.open = nsForeign, quoteOpen
		} else {
			n.ev = &event{prev: n.ev, kind: evStuck, from: i, to: e.to, numFrom: st.numAt, game: st.game, want: st.pos, ply: st.ply}
			n.ns, n.open = nsForeign, quoteOpen // the moves after it are its line's, not the main line's
			if st.ns == nsMatch {
				n.score -= WStuck // its number and side were the main line's
			}
		}
	}
	d.emit(n)
}

// labelHead reports whether only a variation's label stands before i on
// its line: one letter, or a roman numeral, and a full stop or a closing
// parenthesis ("a.", "b)", "(c)", "II.", "iv)"), as books label the lines
// they list.
func (d *decoder) labelHead(i int) bool {
	src := d.lat.src
	// One token before i on its line, read backwards from i (no
	// allocation, and no walk to the line's start, which on a long line
	// cost a line's length for every move number the search reads).
	space := func(k int) bool { return k > 0 && src[k-1] != '\n' && isSpaceByte(src[k-1]) }
	end := i
	for space(end) {
		end--
	}
	if end == i {
		return false // no space between the token and i, or i starts its line
	}
	from := end
	for from > 0 && src[from-1] != '\n' && !isSpaceByte(src[from-1]) {
		from--
	}
	if from == end {
		return false // nothing but spaces before i
	}
	for k := from; k > 0 && src[k-1] != '\n'; k-- {
		if !isSpaceByte(src[k-1]) {
			return false // a second token
		}
	}
	w := bytes.TrimPrefix(src[from:end], []byte("("))
	if len(w) < 2 || w[len(w)-1] != '.' && w[len(w)-1] != ')' {
		return false
	}
	w = w[:len(w)-1]
	if r, n := utf8.DecodeRune(w); n == len(w) && unicode.IsLetter(r) {
		return true
	}
	// A roman numeral ("II.", "IV.", "xii)"), as books number lines too.
	if len(w) > 5 {
		return false
	}
	for _, c := range w {
		if bytes.IndexByte([]byte("IVXLCivxlc"), c) < 0 {
			return false
		}
	}
	return true
}

// openBefore is the offset of the innermost bracket open before i, -1
// if none.
func (d *decoder) openBefore(i int) int {
	src := d.lat.src
	depth := 0
	for k := i - 1; k >= 0; k-- {
		switch src[k] {
		case ')', ']', '}':
			depth++
		case '(', '[', '{':
			if depth == 0 {
				return k
			}
			depth--
		}
	}
	return -1
}

// bracketFirst reports whether the number at i is the first token inside
// a bracket ("(28...e4"): a bracket that holds a numbered line is a side
// line, even one the text never closes; it is not closed for its own
// first number.
func (d *decoder) bracketFirst(i int) bool {
	k := i
	for k > 0 && isSpaceByte(d.lat.src[k-1]) {
		k--
	}
	return k > 0 && strings.IndexByte("([{", d.lat.src[k-1]) >= 0
}

// altBracket reports whether the innermost bracket open before i begins
// with the number of the main line's last move ("28...h6 (28...e4 29.f4"):
// a line replacing that move, whose own count reaches the number the main
// line wants next as the main line's would, so that number is no sign
// the game resumes there.
func (d *decoder) altBracket(st *state, i int) bool {
	if st.prevPos == nil {
		return false
	}
	o := d.openBefore(i)
	if o < 0 {
		return false
	}
	j, _ := d.lat.skip(o + 1)
	if j >= i {
		return false
	}
	num, black := expected(&st.prevPos.pos)
	for _, e := range d.lat.at(j) {
		if e.kind == kNum && !e.bare && e.num == num && e.black == black {
			return true
		}
	}
	return false
}

// numberHeaded reports whether the line holding i starts with a move
// number (after a variation's label, if any: labelHead) other than the
// one at i, and no bracket opens between them: a
// line laid out as a side line ("5. ... Bf5 6. cxd5"), where a number
// inside it is its own line's count, not the main line resuming.
func (d *decoder) numberHeaded(i int) bool {
	src := d.lat.src
	from := i
	for from > 0 && src[from-1] != '\n' {
		from--
	}
	for from < i && (src[from] == ' ' || src[from] == '\t') {
		from++
	}
	if k := bytes.IndexByte(src[from:i], ' '); k > 0 && d.labelHead(from+k+1) {
		from += k + 1 // a variation's label before the number ("b. 5.")
	}
	if from >= i || src[from] < '1' || src[from] > '9' || bytes.ContainsAny(src[from:i], "([{") {
		return false // a bracket opened on the line: its head is outside it
	}
	for _, e := range d.lat.at(from) {
		if e.kind == kNum && !e.bare {
			return true
		}
	}
	return false
}

// altToLast reports whether the move token e at i, after a number with
// White's form where Black is to move (nsSide), reads as a legal move,
// another than the one played, on the position before the main line's
// last move: the number is that move's, and the token an alternative to
// it ("5. Qxf3 … Steinitz's 5.gxf3 dxe5 6.Qxd8+"), where that move heads
// its line of text.
func (d *decoder) altToLast(st *state, i int, e *edge) bool {
	if st.ns != nsSide || st.prevPos == nil {
		return false
	}
	last := st.ev
	for last != nil && last.kind != evMove {
		last = last.prev
	}
	if last == nil || !d.lineHead(last.from) {
		// Only where the move played heads its line, as the game's
		// moves are laid out, is it the game's against the other.
		return false
	}
	for _, f := range d.legalReadings(st.prevPos, st.lang, i, e) {
		if _, after := d.play(st.prevPos, f.m); after != st.pos {
			return true
		}
	}
	return false
}

// endWord reports whether the word edge e at i may stand in a move's
// place as a player's last word does ("17.uppg.", "23.Aufg."): one word
// of two letters or more, no square in it, with a full stop glued to it.
func (d *decoder) endWord(i int, e edge) bool {
	src := d.lat.src
	return e.words == 1 && e.to < len(src) && src[e.to] == '.' && allLetters(src[i:e.to]) &&
		utf8.RuneCount(src[i:e.to]) >= 2 && !d.lat.moveLike(i, e.to)
}

func allLetters(b []byte) bool {
	for _, r := range string(b) {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x80) {
			return false
		}
	}
	return true
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
func (d *decoder) retract(st *state, i int, e edge) {
	if st.prevPos == nil || !st.run || st.ev == nil || st.ev.kind != evMove || !d.lat.closes(i) {
		// (A bracket that never closes has no moves after it to
		// decide by: its moves are a side line, as brackets say.)
		return
	}
	num, black := expected(&st.prevPos.pos)
	j, _ := d.lat.skip(e.to)
	if j >= len(d.lat.src) || d.resumesAfter(st, i) {
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
	n.pos, n.ply, n.score = st.prevPos, st.ply-1, st.prevScore-WBracket
	n.prevPos, n.prevEv = nil, nil
	n.ns, n.run, n.word = nsNone, false, false
	n.ev = &event{prev: st.prevEv, kind: evRetract, from: st.ev.from, to: e.to, br: e.br, game: st.game,
		san: st.ev.san, want: st.prevPos}
	d.emit(n)
}

// resumesAfter reports whether the text after the bracket at i, where
// it closes, goes on with the move number that the main line of st (the
// bracket's move not taken back) wants next ("6.d3 Bxc3 [6...d6 …
// 19.Tf3 …] 7.bxc3"): the moves after the bracket then replay on the
// line before it, and the bracket holds a side line, as brackets say.
func (d *decoder) resumesAfter(st *state, i int) bool {
	c := d.lat.closeAt(i)
	if c < 0 {
		return false
	}
	j, para := d.lat.skip(c + 1)
	num, black := expected(&st.pos.pos)
	// The moves written right after it without a number are that line's
	// too ("7.Ff1! (7.cd4 … 11.Vf3 0–0!) Hd5 8.cd4": Black's reply, then
	// White's 8th): the number after them is still the one that line
	// wants, a count going back from the bracket's own last number.
	for k := range 3 {
		if j >= len(d.lat.src) || para && k > 0 {
			return false // (the first number may follow on a paragraph of its own)
		}
		next := -1
		for _, ne := range d.lat.at(j) {
			if ne.kind == kNum && !ne.bare && ne.num == num && ne.black == black {
				return true
			}
			if ne.kind == kMove {
				next = max(next, ne.to)
			}
		}
		if next < 0 {
			return false
		}
		for _, ne := range d.lat.at(j) {
			if ne.kind == kNum {
				return false // another number: no unnumbered move
			}
		}
		if j, para = d.lat.skip(next); j >= len(d.lat.src) {
			return false // the text ends after the move ("a3()0—0": FuzzDecode)
		}
		for _, ne := range d.lat.at(j) {
			if ne.kind == kAnnot { // "Hd5 !", a glyph set apart
				j, para = d.lat.skip(ne.to)
				break
			}
		}
		if black {
			num++
		}
		black = !black
	}
	return false
}

// listed reports whether the move token src[i:end] stands in a list of
// moves, as a score lays out its main line: nothing but moves, move
// numbers and their marks on its line before it, and no word right after
// it ("1.d4 d5 2.c4 Cc6 … 6.e3" ending its line, "2... Pc6!" alone on
// its line). A move after a word on its line sits in a sentence; one with
// a word right after it ("6.a3!? le da al blanco muy poco", "a6 Ba4 with
// pressure on f7") is discussed in prose: neither is listed.
func (d *decoder) listed(i, end int) bool {
	src := d.lat.src
	from := i
	for from > 0 && src[from-1] != '\n' {
		from--
	}
	if from == 0 && d.opts.MidLine {
		return false // what stands before it on its line is not known
	}
	to := end
	for to < len(src) && src[to] != '\n' {
		to++
	}
	before := src[from:i]
	if !listText(before) {
		return false
	}
	if !moveAmong(before) && d.sentenceOpen(from) {
		// "Von den besseren Zügen ist\n2. Sf3,\nder d4 vorbereitet":
		// the sentence of the line before goes on through the move.
		return false
	}
	// The first token after it that is not a mark ("!?", "+", "(").
	for f := range bytes.FieldsSeq(src[end:to]) {
		if bytes.IndexFunc(f, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			return listToken(f)
		}
	}
	return true
}

// moveAmong reports whether a token is a move (a letter and a digit, or
// castling), not only move numbers and marks.
func moveAmong(b []byte) bool {
	for f := range bytes.FieldsSeq(b) {
		if bytes.IndexFunc(f, unicode.IsLetter) >= 0 && listToken(f) {
			return true
		}
	}
	return false
}

// sentenceOpen reports whether the line before the one starting at from
// ends inside a sentence: with a word (no full stop or other mark that
// ends a sentence after it) or a comma, no blank line between.
func (d *decoder) sentenceOpen(from int) bool {
	src := d.lat.src
	if from == 0 {
		return false
	}
	k := from - 1 // the line break before the line
	start := k
	for start > 0 && src[start-1] != '\n' {
		start--
	}
	ws := bytes.Fields(src[start:k])
	if len(ws) == 0 {
		return false // a blank line
	}
	w := ws[len(ws)-1]
	switch w[len(w)-1] {
	case ',':
		return true
	case '.', '!', '?', ':', ';', ')', ']', '}':
		return false // the sentence, or the note, ends
	}
	return !listToken(w)
}

// listText reports whether every token of b is a move, a move number or a
// mark, no word of prose (listToken). It reads the tokens in place: it runs
// for many moves of a long line, and bytes.Fields allocated a slice each
// time (a fifth of the decoder's allocation on the development set).
func listText(b []byte) bool {
	for f := range bytes.FieldsSeq(b) {
		if !listToken(f) {
			return false
		}
	}
	return true
}

// listToken reports whether f is a move, a move number or a mark, no word
// of prose: a token with letters is a word unless it has a digit too
// ("Cc6", "4.d4") or is castling ("O-O").
func listToken(f []byte) bool {
	letters, digits := 0, 0
	for _, r := range string(f) {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case unicode.IsLetter(r):
			letters++
		}
	}
	castle := bytes.Trim(f, "!?+#.,;")
	return !(letters > 0 && digits == 0 && (len(castle) < 3 || strings.Trim(string(castle), "O0-–—") != ""))
}

// maxQuote is the longest span between two quotation marks read as a
// quotation (bytes): a mark left open is not paired with one far on.
const maxQuote = 300

// quoteSpans returns the spans of src between paired quotation marks
// ('"…"', '“…”', '„…“', '«…»'), each within a paragraph and at most
// maxQuote bytes long, in order.
func quoteSpans(src []byte) [][2]int {
	var spans [][2]int
	open, at := rune(0), 0
	for i := 0; i < len(src); {
		r, n := utf8.DecodeRune(src[i:])
		switch {
		case r == '\n' && isBlankLine(src[i+1:], len(src)-i-1):
			open = 0 // a paragraph ends: a mark left open quotes nothing
		case open != 0 && i-at > maxQuote:
			open = 0
			fallthrough
		case open == 0 && (r == '"' || r == '“' || r == '„' || r == '«'):
			open, at = r, i+n
		case open == '"' && r == '"', open == '“' && r == '”', open == '„' && (r == '“' || r == '”'), open == '«' && r == '»':
			spans = append(spans, [2]int{at, i})
			open = 0
		}
		i += n
	}
	return spans
}

// inQuotes reports whether offset i lies between paired quotation marks.
func (d *decoder) inQuotes(i int) bool {
	k, _ := slices.BinarySearchFunc(d.quotes, i, func(s [2]int, i int) int {
		if s[1] <= i {
			return -1
		}
		if s[0] > i {
			return 1
		}
		return 0
	})
	return k < len(d.quotes) && d.quotes[k][0] <= i && i < d.quotes[k][1]
}

// commaWord reports whether a comma follows the token that ends at j, and
// a word of prose follows the comma ("nach g5, und er"): the token sits
// in a sentence as much as one a word follows.
// sentenceEndsAfter reports whether a full stop follows the token that
// ends at j and a word starts the next sentence on the same line ("na
// diagonal d1-h5. Começar a partida", "que fue a a5. Este caso"): the
// token is a sentence's last word, as a word after it would show.
func (d *decoder) sentenceEndsAfter(j int) bool {
	src := d.lat.src
	k, _ := d.lat.skip(j)
	if k >= len(src) || src[k] != '.' {
		return false
	}
	w := d.lat.nextWord(k + 1)
	if w >= len(src) || bytes.IndexByte(src[j:w], '\n') >= 0 {
		return false
	}
	r, _ := utf8.DecodeRune(src[w:])
	return unicode.IsUpper(r) && d.lat.isWordy(w)
}

func (d *decoder) commaWord(j int) bool {
	src := d.lat.src
	k, _ := d.lat.skip(j)
	if k >= len(src) || src[k] != ',' {
		return false
	}
	return d.lat.isWordy(d.lat.nextWord(k + 1))
}

// restate reads the move token e (at i) after the number of the main
// line's last move, written right after it: when it is that move again
// ("18.Dxc2? 18.Dxc2 Fh6"), it is read as text and the main line goes on
// after it as after the move itself; else no reading follows (the
// number's other readings, as for any number, take the token).
func (d *decoder) restate(st *state, i int, e *edge) {
	for _, f := range d.legalReadings(st.prevPos, st.lang, i, e) {
		if _, after := d.play(st.prevPos, f.m); after == st.pos {
			n := *st
			n.ns, n.run, n.word = nsNone, true, false
			n.ev = &event{prev: st.ev, kind: evRestate, from: i, to: e.to, game: st.game, want: st.prevPos}
			d.emit(n)
			return
		}
	}
}

// bullets are the marks that head the items of a list in text.
var bullets = []string{"-", "–", "—", "•", "*", "·", "▪", "◦"}

// bulletHead reports whether a list's bullet alone stands before i on
// its line ("- ..g6 Si tratta della seconda scelta"): the item of a list
// of options. A Black move written there with dots and no number is one
// of the replies the list weighs, so the dots number nothing: they are
// no evidence that the game goes on there (it/rossolimo's bulleted
// replies, "- ..g6", "- ..Cd4", beside the game's "4.Cc3 Dc7").
func (d *decoder) bulletHead(i int) bool {
	src := d.lat.src
	from := i
	for from > 0 && src[from-1] != '\n' {
		from--
	}
	f := bytes.Fields(src[from:i])
	return len(f) == 1 && slices.Contains(bullets, string(f[0]))
}

// loneReply reports whether the move token src[i:end] is Black's reply
// alone on its line (nothing else on it but its marks, listed), where
// the main line's last move is White's, written with its number: the
// second half of a numbered pair laid out a move per paragraph.
func (d *decoder) loneReply(st *state, i, end int) bool {
	if _, black := expected(&st.pos.pos); !black || st.ply == 0 {
		return false
	}
	last := st.ev
	for last != nil && last.kind != evMove && last.game == st.game {
		last = last.prev
	}
	if last == nil || last.kind != evMove || last.game != st.game || last.numFrom < 0 || last.ply != st.ply {
		return false
	}
	src := d.lat.src
	from := i
	for from > 0 && src[from-1] != '\n' {
		from--
	}
	to := end
	for to < len(src) && src[to] != '\n' {
		to++
	}
	if len(bytes.TrimSpace(src[from:i])) > 0 || len(bytes.Trim(src[end:to], " \t\r!?+#")) > 0 {
		return false
	}
	return d.listed(i, end)
}

// headBracket returns the offset of the ')' that closes the '(' at i on
// its line, when the bracket's first token is the move number "1." (as a
// heading names an opening by its moves: "(1. d2 – d4, f7 – f5)"); -1
// otherwise.
func (d *decoder) headBracket(i int) int {
	src := d.lat.src
	k := i + 1
	for k < len(src) && (src[k] == ' ' || src[k] == '\t') {
		k++
	}
	if k+2 >= len(src) || src[k] != '1' || src[k+1] != '.' || src[k+2] >= '0' && src[k+2] <= '9' {
		return -1
	}
	depth := 0
	for ; k < len(src) && src[k] != '\n'; k++ {
		switch src[k] {
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return k
			}
			depth--
		}
	}
	return -1
}

// longerListed reports whether a longer move token than e starts at i
// (a move whose capture sign or dash stands apart, "d7 – d5": e ends at
// a space), standing
// in a list, with a legal reading on st's position: e, its first
// square, is then no token of its own.
func (d *decoder) longerListed(st *state, i int, e *edge) bool {
	if e.to >= len(d.lat.src) || !isSpaceByte(d.lat.src[e.to]) {
		return false // "d6xe5": glued, not a sign set apart
	}
	for _, o := range d.lat.at(i) {
		if o.kind == kMove && o.to > e.to && d.listed(i, o.to) {
			o := o
			if len(d.legalReadings(st.pos, st.lang, i, &o)) > 0 {
				return true
			}
		}
	}
	return false
}

// sentenceMark reports whether the mark at i ends a sentence: '.', '!'
// or '?' right after a word with no dot in it ("besser."), not an
// abbreviation's ("z.B.", "e.g.", "t.ex.": the introducing words that
// end in a dot have one inside).
func (d *decoder) sentenceMark(i int) bool {
	src := d.lat.src
	if strings.IndexByte(".!?", src[i]) < 0 || i == 0 {
		return false
	}
	k := i
	for k > 0 {
		r, n := utf8.DecodeLastRune(src[:k])
		if !unicode.IsLetter(r) {
			break
		}
		k -= n
	}
	return k < i && (k == 0 || src[k-1] != '.')
}
