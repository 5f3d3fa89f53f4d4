package sheet

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/parser/san"
)

// Options set a decoding.
type Options struct {
	// From is the language of the sheet's letters ("it", "de", "fig" …), or
	// "" / "auto": the letter set under which the sheet is most probable
	// (figurines are read in every language).
	From string
	// Width is the beam width: how many partial games are kept after each
	// ply (DefaultWidth if 0). Time and memory grow as Width × boxes.
	Width int
	// MarkBelow is the confidence under which a move is listed for review
	// (DefaultMarkBelow if 0; a negative value lists none).
	MarkBelow float64
}

// Defaults.
const (
	DefaultWidth     = 8
	DefaultMarkBelow = 0.9
	MaxWidth         = 1024
)

// The prior probabilities of the writer's slips that change which box a
// move is in. They are rare (scoresheets are written once, in order), so a
// slip is chosen only when it makes several boxes fit where they did not.
const (
	pMissing = 0.002 // a move not written down: a ply with no box
	pDoubled = 0.002 // a move written in two boxes
	pExtra   = 0.01  // a box after the game ended (mate, stalemate)
	// deadMargin prunes a partial game this far (natural log) below the
	// best one: it could only win by a miracle of the later boxes.
	deadMargin = 12.0
)

// missingBelow is the likelihood under which a box fits no legal move,
// not even with one edit, so that the move it records may come a ply later:
// the writer left one out (the search then looks only when the box names a
// move of the other side as written, from the best partial game of its
// alignment).
var missingBelow = likelihood(exactBelow)

// tieMargin and maxTies: partial games within tieMargin of the width-th
// best are kept too, up to maxTies×width, so that an unreadable box, after
// which every legal move is as likely, does not lose the right one before
// the next boxes can tell.
const (
	tieMargin = 0.7 // ln 2
	// maxTies is 1: the prior breaks the ties an unreadable box made (its
	// moves are no longer equally likely), and the moves the next boxes
	// forbid are ranked down before the prune (unreadPenalty), so the beam
	// no longer carries every legal move of such a box.
	maxTies = 1
	// maxAlignments is how many ways of matching boxes to plies (after a
	// missing move or a doubled box) the beam follows at once, each with
	// its own width: a realignment pays its prior at once and gains only
	// over the next boxes, so it must not compete for room with the
	// readings of one box.
	maxAlignments = 3
)

var logMissing, logDoubled, logExtra = math.Log(pMissing), math.Log(pDoubled), math.Log(pExtra)

// maxSheets is how many sheets of one game are decoded together (the two
// players' copies).
const maxSheets = 2

type step struct {
	parent int32
	mv     board.Move
	// kind per sheet: how many of its boxes this ply consumed (0: the
	// writer left the move out, 1: as usual, 2: the move was written twice).
	kind [maxSheets]uint8
}

type hyp struct {
	pos   board.Position
	node  int32 // the last step, -1 at the start
	boxes [maxSheets]int
	score float64
	lead  bool // the best of its alignment
}

type expansion struct {
	parent int // index into the beam
	mv     board.Move
	kind   [maxSheets]uint8
	ord    int32 // the order it was made in, which breaks ties of score
	score  float64
	// rank is what prune orders by: the score, less, after an unreadable
	// box, how much worse the move fits the next boxes than the best move
	// does (lookAhead), so that the beam keeps the moves the next boxes
	// allow and the prior chooses among them.
	rank float64
}

// decoder holds one decoding's state.
type decoder struct {
	ctx    context.Context
	sheets []*Sheet
	boxes  [][]Box // per sheet, results stripped
	models [][]*boxModel
	// alikeNext[k][b]: boxes b and b+1 of sheet k read alike (alike)
	alikeNext [maxSheets][]bool
	width     int
	steps     []step
	start     board.Position
	// full is each sheet's number of boxes, end where the current search
	// stops (full, or a window while repairing).
	full, end [maxSheets]int
	// noSlips leaves out missing and doubled boxes (the repair's windows,
	// which compare moves, not alignments).
	noSlips bool
	windows int // the repair's replays so far
	// scratch of search and prune, reused from ply to ply
	beams  [2][]hyp
	exps   []expansion
	post   [][]float64
	base   []float64
	seen   []seenKey
	groups []pruneGroup
	aligns []alignScores
	gidx   []int8
	kept   []expansion
	pen    []float64
	// penMoves and penFirst: the moves of the first partial game of the
	// ply that needed unreadPenalty, and their penalties (the other
	// partial games borrow them)
	penMoves []board.Move
	penFirst []float64
	cands    []repairCand
	// the search's per-ply cuts (expandNear) and scratch
	cuts     []alignCut
	vals     []float64
	uppers   []float64
	nth      []float64
	nearHyps []nearHyp
	comb     []float64 // inspect's scratch
	order    []int
	wit      []witness
	seenHash []uint64
	tot      []float64
	legalML  board.MoveList
	// prior: the move prior is on (chess; Shatranj has none). startLast is
	// the target of the move before the search's start (NoSquare at the
	// game's start), for the prior's recapture feature.
	prior     bool
	startLast board.Square
	// cache: the legal moves, prior and box scores of the positions met
	cache    *nodeCache
	genML    board.MoveList
	bonusBuf []float64
}

// ErrNoSheets is Decode's error for a call without a sheet.
var ErrNoSheets = errors.New("sheet: nothing to decode")

// Decode returns the most probable legal game that the sheets record: one
// sheet, or the two players' sheets of one game (their boxes are the same
// moves). The search is a beam over the legal moves of each position (see
// the package documentation); its time and memory are bounded by
// Options.Width × the number of boxes.
func Decode(ctx context.Context, opt Options, sheets ...*Sheet) (*Result, error) {
	if len(sheets) == 0 {
		return nil, ErrNoSheets
	}
	if len(sheets) > maxSheets {
		return nil, fmt.Errorf("sheet: %d sheets of one game: at most %d", len(sheets), maxSheets)
	}
	width := opt.Width
	if width <= 0 {
		width = DefaultWidth
	}
	width = min(width, MaxWidth)
	mark := opt.MarkBelow
	if mark == 0 {
		mark = DefaultMarkBelow
	}
	variant := board.Chess()
	shatranj := false
	for _, s := range sheets {
		if v := s.Tag("Variant"); v != "" {
			switch strings.ToLower(v) {
			case "shatranj":
				variant, shatranj = board.Shatranj(), true
			case "standard", "chess":
			default:
				return nil, fmt.Errorf("sheet: variant %q: notaz plays chess and Shatranj", v)
			}
		}
	}
	start := board.StartPosition(variant)
	fen := ""
	for _, s := range sheets {
		if s.FEN != "" {
			fen = s.FEN
			break
		}
	}
	if fen != "" {
		p, err := board.ParseFEN(fen, variant)
		if err != nil {
			return nil, fmt.Errorf("sheet: fen: %v", err)
		}
		start = *p
	}
	d := &decoder{ctx: ctx, sheets: sheets, width: width, start: start, prior: !shatranj, startLast: board.NoSquare}
	d.cache = cachePool.Get().(*nodeCache)
	d.cache.init()
	defer func() {
		d.cache.reset()
		cachePool.Put(d.cache)
	}()
	result := ""
	for _, s := range sheets {
		bs, res := stripResult(s.Boxes)
		d.boxes = append(d.boxes, bs)
		if result == "" {
			result = res
		}
	}
	var candidates []*lang
	fig := newLang(mustLocale("fig"), shatranj)
	if opt.From != "" && opt.From != "auto" {
		l, err := locales.Lookup(opt.From)
		if err != nil {
			return nil, fmt.Errorf("sheet: --from %s: %v", opt.From, err)
		}
		candidates = []*lang{newLang(l, shatranj)}
	} else {
		candidates = d.guessLangs(shatranj)
	}
	var best *Result
	for _, l := range candidates {
		langs := []*lang{l}
		if !l.fig {
			langs = append(langs, fig)
		}
		r, err := d.run(langs)
		if err != nil {
			return nil, err
		}
		if best == nil || r.LogScore > best.LogScore {
			best = r
		}
	}
	best.Result = result
	best.finish(d, mark)
	return best, nil
}

func mustLocale(code string) *locales.Locale {
	l, err := locales.Lookup(code)
	if err != nil {
		panic(err)
	}
	return l
}

// stripResult takes a result the recogniser read in the last boxes ("1-0")
// off the boxes.
func stripResult(bs []Box) ([]Box, string) {
	res := ""
	for len(bs) > 0 {
		last := bs[len(bs)-1]
		if len(last) == 0 {
			if res != "" {
				bs = bs[:len(bs)-1] // empty boxes after the result
				continue
			}
			break
		}
		r := parser.NormalizeResult(last[0].Text)
		if r == "" || r == "*" && last[0].Text != "*" || res != "" {
			break
		}
		switch r {
		case "1-0", "0-1", "1/2-1/2", "*":
			res = r
			bs = bs[:len(bs)-1]
			continue
		}
		break
	}
	// trailing empty boxes are the unused rest of the sheet
	for len(bs) > 0 && len(bs[len(bs)-1]) == 0 {
		bs = bs[:len(bs)-1]
	}
	return bs, res
}

// guessLangs returns the letter sets to decode the sheets under: the
// family whose letters read the most probability mass as moves, and the
// runner-up when it reads nearly as much (then the whole decoding decides).
func (d *decoder) guessLangs(shatranj bool) []*lang {
	type fam struct {
		l    *lang
		mass float64
	}
	var fams []fam
	for _, loc := range locales.All() {
		if loc.Family != loc.Code {
			continue
		}
		l := newLang(loc, shatranj)
		mass := 0.0
		for _, bs := range d.boxes {
			for _, b := range bs {
				for _, c := range b {
					if san, err := san.Parse([]byte(c.Text), l.in); err == nil && (san.Role > board.Pawn || san.FromBoard) {
						mass += c.P
					}
				}
			}
		}
		fams = append(fams, fam{l, mass})
	}
	bi := 0
	for i, f := range fams {
		if f.mass > fams[bi].mass {
			bi = i
		}
	}
	out := []*lang{fams[bi].l}
	si := -1
	for i, f := range fams {
		if i != bi && (si < 0 || f.mass > fams[si].mass) {
			si = i
		}
	}
	if si >= 0 && fams[si].mass >= 0.85*fams[bi].mass && fams[bi].mass-fams[si].mass < 4 {
		out = append(out, fams[si].l)
	}
	return out
}

// boxesAfter returns the boxes of each sheet read after an expansion of
// kind kind from parent (a sheet at its end reads no more).
func (d *decoder) boxesAfter(parent *hyp, kind [maxSheets]uint8) [maxSheets]int {
	var boxes [maxSheets]int
	for k := range d.models {
		boxes[k] = parent.boxes[k]
		if parent.boxes[k] < d.end[k] {
			boxes[k] += int(kind[k])
		}
	}
	return boxes
}

// setModels makes every box's model under the letter sets langs and sets
// the sheets' ends.
func (d *decoder) setModels(langs []*lang) {
	if d.cache == nil {
		// a decoder made without Decode (tests): a cache of its own
		d.cache = new(nodeCache)
		d.cache.init()
	}
	d.cache.resetPost()
	d.models = d.models[:0]
	free := d.cache.models // the last letter set's models are not used again
	used := 0
	for k, bs := range d.boxes {
		ms := make([]*boxModel, len(bs))
		for i, b := range bs {
			if used == len(free) {
				free = append(free, new(boxModel))
			}
			ms[i] = free[used]
			used++
			ms[i].init(b, langs)
		}
		d.alikeNext[k] = make([]bool, len(bs))
		for i := 0; i+1 < len(bs); i++ {
			d.alikeNext[k][i] = alike(bs[i], bs[i+1])
		}
		d.models = append(d.models, ms)
		d.full[k] = len(bs)
	}
	d.cache.models = free
	d.end = d.full
}

// run decodes under one letter set.
func (d *decoder) run(langs []*lang) (*Result, error) {
	d.setModels(langs)
	path, score, err := d.decodeWidth(d.width)
	if err != nil {
		return nil, err
	}
	if d.deadBoxes(path) >= retryDead {
		// the game still has boxes it cannot read as written: the beam
		// may have lost the true game early (a guess at an unreadable
		// box that a much later box refutes); a wider one, once
		saved := d.width
		d.width = min(retryWidth*saved, MaxWidth)
		p2, s2, err := d.decodeWidth(d.width)
		d.width = saved
		if err != nil {
			return nil, err
		}
		if s2 > score {
			path, score = p2, s2
		}
	}
	return d.result(path, score, langs), nil
}

// retryDead and retryWidth: a game whose decoding keeps retryDead boxes
// that name no legal move is decoded again with a beam retryWidth times
// as wide, and the better of the two is kept.
var (
	retryDead  = 2
	retryWidth = 4
)

// decodeWidth is the search and the repair with a beam of width w: the
// game and its score.
func (d *decoder) decodeWidth(w int) ([]step, float64, error) {
	done, err := d.search(d.start, [maxSheets]int{}, w)
	if err != nil {
		return nil, 0, err
	}
	path := d.pathOf(done)
	repaired, err := d.repair(path)
	if err != nil {
		return nil, 0, err
	}
	score := done.score
	if !slices.Equal(repaired, path) {
		// the repair changed the game: its score is no longer the search's
		score = d.pathScore(repaired)
	}
	return repaired, score, nil
}

// deadBoxes counts the plies of path whose box names no legal move (or
// that are a writer's slip).
func (d *decoder) deadBoxes(path []step) int {
	n := 0
	for _, in := range d.inspect(path, nil, 0) {
		if in.dead {
			n++
		}
	}
	return n
}

// pathScore is the score the search gives path: per ply, log S - ref of
// each box it reads and the priors of the writer's slips, and the boxes
// left after the game's end.
func (d *decoder) pathScore(path []step) float64 {
	pos := d.start
	var boxes [maxSheets]int
	score := 0.0
	last := d.startLast
	for _, st := range path {
		moves := d.legalMoves(&pos)
		bonus := d.priorOf(&pos, moves, last)
		for i, mv := range moves {
			if mv == st.mv {
				score += bonus[i]
			}
		}
		last = st.mv.To
		for k, ms := range d.models {
			for c := range int(st.kind[k]) {
				if b := boxes[k] + c; b < len(ms) {
					_, lpr, _ := d.postOf(&pos, moves, k, b)
					for i, mv := range moves {
						if mv == st.mv {
							score += lpr[i]
						}
					}
				}
			}
			switch {
			case boxes[k] >= d.full[k]:
			case st.kind[k] == 0:
				score += logMissing - math.Log(float64(len(moves)))
			case st.kind[k] == 2:
				score += logDoubled
			}
			boxes[k] += int(st.kind[k])
		}
		pos.PlayUnchecked(st.mv)
	}
	for k := range d.models {
		score += float64(max(d.full[k]-boxes[k], 0)) * logExtra
	}
	return score
}

// pathOf returns the steps that lead to h, first to last.
func (d *decoder) pathOf(h *hyp) []step {
	var path []step
	for i := h.node; i >= 0; i = d.steps[i].parent {
		path = append(path, d.steps[i])
	}
	slices.Reverse(path)
	return path
}

// search runs the beam from start, with from[k] boxes of each sheet read,
// to d.end, and returns the best finished partial game.
func (d *decoder) search(start board.Position, from [maxSheets]int, width int) (*hyp, error) {
	saved := d.width
	d.width = width
	defer func() { d.width = saved }()
	d.steps = d.steps[:0]
	// the beam and the next one swap buffers ply by ply; these and the
	// expansions are reused by every search of the decoding
	beam := append(d.beams[0][:0], hyp{pos: start, node: -1, lead: true, boxes: from})
	d.beams[1] = d.beams[1][:0]
	defer func() { d.beams[0], d.beams[1] = beam[:0], d.beams[1][:0] }()
	var done *hyp
	if len(d.post) < len(d.models) {
		d.post = make([][]float64, len(d.models))
	}
	post := d.post
	exps := d.exps[:0]
	defer func() { d.exps = exps[:0] }()
	base := d.base[:0]
	defer func() { d.base = base[:0] }()
	total := 0
	for _, bs := range d.boxes {
		total += len(bs)
	}
	maxSteps := 2*total + 8
	for stepN := 0; len(beam) > 0 && stepN <= maxSteps; stepN++ {
		if stepN&15 == 0 && d.ctx != nil {
			if err := d.ctx.Err(); err != nil {
				return nil, err
			}
		}
		exps = exps[:0]
		bestExp := math.Inf(-1)
		d.penMoves = d.penMoves[:0]
		d.prepareNear(beam)
		for hi := range beam {
			h := &beam[hi]
			finished := true
			for k := range d.models {
				if h.boxes[k] < d.end[k] {
					finished = false
				}
			}
			var moves []board.Move
			if !finished {
				moves = d.legalMoves(&h.pos)
			}
			if finished || len(moves) == 0 {
				sc := h.score
				for k := range d.models {
					sc += float64(max(d.end[k]-h.boxes[k], 0)) * logExtra
				}
				if done == nil || sc > done.score {
					c := *h
					c.score = sc
					done = &c
				}
				continue
			}
			if d.nearHyps[hi].ok {
				d.expandNear(h, hi, moves, &exps, &bestExp)
				continue
			}
			n := len(moves)
			base = base[:0] // the normal ply's score for each move
			for range n {
				base = append(base, 0)
			}
			bonus := d.priorOf(&h.pos, moves, d.lastTo(h))
			for i := range base {
				base[i] = h.score + bonus[i]
			}
			var bests [maxSheets]float64
			for k := range d.models {
				b := h.boxes[k]
				if b >= d.end[k] {
					continue // this sheet ends earlier: the other one goes on
				}
				var lpr []float64
				post[k], lpr, bests[k] = d.postOf(&h.pos, moves, k, b)
				for i, l := range lpr {
					base[i] += l
				}
			}
			for k, ms := range d.models {
				b := h.boxes[k]
				if b >= d.end[k] {
					continue
				}
				best := bests[k]
				// the move written twice: boxes b and b+1 alike
				if !d.noSlips && b+1 < d.end[k] && d.alikeNext[k][b] {
					post2, _, _ := d.postOf(&h.pos, moves, k, b+1)
					for i, s := range post2 {
						var kind [maxSheets]uint8
						for j := range kind {
							kind[j] = 1
						}
						kind[k] = 2
						sc := h.score + bonus[i] + math.Log(post[k][i]) - ms[b].ref + math.Log(s) - ms[b+1].ref + logDoubled
						for k2, ms2 := range d.models {
							if k2 != k && h.boxes[k2] < d.end[k2] {
								sc += math.Log(post[k2][i]) - ms2[h.boxes[k2]].ref
							}
						}
						exps = addExp(exps, expansion{parent: hi, mv: moves[i], kind: kind, score: sc}, &bestExp)
					}
				}
				// a move not written: the box fits no legal move, but fits
				// one after some move
				if !d.noSlips && h.lead && !ms[b].empty && best < missingBelow && ms[b].rest < 0.5 && d.otherSideFits(&h.pos, k, b) {
					// which move fits the next boxes best (two of them, so
					// that ties are broken by what follows)
					const keepMissing = 3
					m1s := [keepMissing]int{-1, -1, -1}
					afters := [keepMissing]float64{math.Inf(-1), math.Inf(-1), math.Inf(-1)}
					here := d.lookahead(&h.pos, k, b, 2)
					for i := range n {
						p1 := h.pos
						p1.PlayUnchecked(moves[i])
						la := d.lookahead(&p1, k, b, 2)
						for j := range keepMissing {
							if la > afters[j] {
								copy(afters[j+1:], afters[j:keepMissing-1])
								copy(m1s[j+1:], m1s[j:keepMissing-1])
								afters[j], m1s[j] = la, i
								break
							}
						}
					}
					for j, i := range m1s {
						if i < 0 || afters[j] <= here {
							continue
						}
						var kind [maxSheets]uint8
						for j := range kind {
							kind[j] = 1
						}
						kind[k] = 0
						sc := h.score + logMissing - math.Log(float64(n)) + bonus[i]
						for k2, ms2 := range d.models {
							if k2 != k && h.boxes[k2] < d.end[k2] {
								sc += math.Log(post[k2][i]) - ms2[h.boxes[k2]].ref
							}
						}
						exps = addExp(exps, expansion{parent: hi, mv: moves[i], kind: kind, score: sc}, &bestExp)
					}
				}
			}
			var kind [maxSheets]uint8
			for j := range kind {
				kind[j] = 1
			}
			pen := d.unreadPenalty(h, moves)
			for i, sc := range base {
				e := expansion{parent: hi, mv: moves[i], kind: kind, score: sc}
				if pen != nil {
					e.rank = pen[i]
				}
				exps = addExp(exps, e, &bestExp)
			}
		}
		if done != nil && done.score >= bestExp {
			break // scores only fall: nothing left can beat it
		}
		next := d.prune(beam, exps, bestExp, d.beams[1][:0])
		d.beams[1] = beam
		beam = next
	}
	if done == nil {
		return nil, errors.New("sheet: the search found no game (a bug)")
	}
	return done, nil
}

// nearHyp is a partial game of the ply that expandNear expands: its
// boxes' postNearOf scores, and per legal move (from off in the decoder's
// vals and uppers) the exact score, or when the move is at a box's floor
// the floor's score and the far bound's (upper).
type nearHyp struct {
	ok    bool
	moves []board.Move // its legal moves (legalMoves')
	off   int
	ps    [maxSheets][]float64
	far   [maxSheets]float64
	ms    [maxSheets]*boxModel
	boxes [maxSheets]int // the alignment of its normal expansions
	own   float64        // the width-th best of its values
}

// alignCut is a score that at least width expansions of one alignment,
// in distinct positions, reach at this ply.
type alignCut struct {
	boxes [maxSheets]int
	cut   float64
}

// witness is an expansion's value, for the cuts.
type witness struct {
	v     float64
	hi, i int
}

// The search does not score every legal move of every partial game: prune
// keeps, per alignment, the width best expansions in distinct positions
// (maxTies is 1), so an expansion below the width-th of them is never kept
// and need not be made. prepareNear scores each partial game's moves
// against its boxes' near moves (postNearOf: exact for the moves a box
// nearly names, the others between the floor and the far bound) and finds
// per alignment the width-th best value in distinct positions (a move's
// floor is a value it reaches at least); expandNear then scores exactly
// only the moves whose bound reaches that cut, and adds those at or above
// it: what prune keeps of them is what it kept of every expansion, with the
// same scores, made in the same order. A partial game whose box is empty
// (unreadPenalty ranks its moves) or where a writer's slip may be
// considered is expanded as before.
func (d *decoder) prepareNear(beam []hyp) {
	if len(d.nearHyps) < len(beam) {
		d.nearHyps = make([]nearHyp, len(beam))
	}
	d.vals, d.uppers, d.cuts = d.vals[:0], d.uppers[:0], d.cuts[:0]
	for hi := range beam {
		d.nearHyps[hi] = nearHyp{}
		d.prepareHyp(&beam[hi], &d.nearHyps[hi])
	}
	// per alignment, the width-th best value in distinct positions
	for _, nh := range d.nearHyps[:len(beam)] {
		if !nh.ok || slices.ContainsFunc(d.cuts, func(c alignCut) bool { return c.boxes == nh.boxes }) {
			continue
		}
		cut := math.Inf(-1)
		wit := d.wit[:0]
		for hi, o := range d.nearHyps[:len(beam)] {
			if o.ok && o.boxes == nh.boxes {
				cut = max(cut, o.own)
				for i := range o.moves {
					wit = append(wit, witness{v: d.vals[o.off+i], hi: hi, i: i})
				}
			}
		}
		if len(wit) > 2*d.width {
			// the best 2×width, then in order
			vs := d.nth[:0]
			for _, w := range wit {
				vs = append(vs, w.v)
			}
			d.nth = vs
			t := nthLargest(vs, 2*d.width)
			j := 0
			for _, w := range wit {
				if w.v >= t {
					wit[j] = w
					j++
				}
			}
			wit = wit[:j]
		}
		slices.SortFunc(wit, func(a, b witness) int { return cmp.Compare(b.v, a.v) })
		seen := d.seenHash[:0]
		for _, w := range wit {
			p := beam[w.hi].pos
			p.PlayUnchecked(d.nearHyps[w.hi].moves[w.i])
			if h := p.Hash(); !slices.Contains(seen, h) {
				seen = append(seen, h)
				if len(seen) == d.width {
					cut = max(cut, w.v)
					break
				}
			}
		}
		d.seenHash, d.wit = seen, wit
		d.cuts = append(d.cuts, alignCut{nh.boxes, cut})
	}
}

// prepareHyp fills nh for h, or leaves nh.ok false when h is expanded as
// before (finished, no legal move, an empty box, a slip to consider).
func (d *decoder) prepareHyp(h *hyp, nh *nearHyp) {
	if allMoves {
		return
	}
	allEmpty := true
	for k := range d.models {
		b := h.boxes[k]
		if b >= d.end[k] {
			continue
		}
		m := d.models[k][b]
		if !d.noSlips && b+1 < d.end[k] && d.alikeNext[k][b] {
			return // a move written twice may be considered
		}
		nh.ms[k] = m
		allEmpty = allEmpty && m.empty
	}
	if allEmpty {
		return // finished, or unreadPenalty ranks the moves
	}
	moves := d.legalMoves(&h.pos)
	if len(moves) == 0 {
		return
	}
	nh.moves = moves
	for k, m := range nh.ms {
		if m == nil {
			continue
		}
		var best float64
		nh.ps[k], best, nh.far[k] = d.postNearOf(&h.pos, moves, k, h.boxes[k])
		if !d.noSlips && h.lead && !m.empty && best < missingBelow && m.rest < 0.5 {
			return // a move not written may be considered
		}
	}
	bonus := d.priorOf(&h.pos, moves, d.lastTo(h))
	nh.off = len(d.vals)
	// the floor's log S - ref and the far bound's, the same for every
	// move at a box's floor: once
	var floorLog, farLog [maxSheets]float64
	for k, m := range nh.ms {
		if m != nil && nh.far[k] > 0 {
			floorLog[k] = math.Log(m.rest*(1/float64(len(moves)))+floor) - m.ref
			farLog[k] = math.Log(nh.far[k]) - m.ref
		}
	}
	for i, mv := range moves {
		v := h.score + bonus[i]
		u := math.Inf(-1) // the upper bound, when not exact
		for k, m := range nh.ms {
			if m == nil {
				continue
			}
			if nh.far[k] > 0 && m.isFar(mv) {
				if u == math.Inf(-1) {
					u = v
				}
				u += farLog[k]
				v += floorLog[k]
				continue
			}
			l := math.Log(nh.ps[k][i]) - m.ref
			if u != math.Inf(-1) {
				u += l
			}
			v += l
		}
		d.vals = append(d.vals, v)
		d.uppers = append(d.uppers, u)
	}
	var kind [maxSheets]uint8
	for j := range kind {
		kind[j] = 1
	}
	nh.boxes = d.boxesAfter(h, kind)
	nh.own = math.Inf(-1)
	if len(moves) >= d.width {
		d.nth = append(d.nth[:0], d.vals[nh.off:]...)
		nh.own = nthLargest(d.nth, d.width)
	}
	nh.ok = true
}

// expandNear adds the expansions of beam[hi] (legal moves moves) that reach
// its alignment's cut (prepareNear).
func (d *decoder) expandNear(h *hyp, hi int, moves []board.Move, exps *[]expansion, bestExp *float64) {
	nh := &d.nearHyps[hi]
	cut := math.Inf(-1)
	for _, c := range d.cuts {
		if c.boxes == nh.boxes {
			cut = c.cut
		}
	}
	n := len(moves)
	vals, uppers := d.vals[nh.off:nh.off+n], d.uppers[nh.off:nh.off+n]
	var kind [maxSheets]uint8
	for j := range kind {
		kind[j] = 1
	}
	var bonus []float64
	for i, v := range vals {
		if uppers[i] != math.Inf(-1) {
			if uppers[i] < cut {
				continue
			}
			// the bound reaches the cut: score the move as posterior would
			if bonus == nil {
				bonus = d.priorOf(&h.pos, moves, d.lastTo(h))
			}
			v = h.score + bonus[i]
			for k, m := range nh.ms {
				if m == nil {
					continue
				}
				s := nh.ps[k][i]
				if nh.far[k] > 0 && m.isFar(moves[i]) {
					s = m.rest*(1/float64(n)) + floor + m.sums[m.index(m.keyOf(&h.pos, moves[i]))]
				}
				v += math.Log(s) - m.ref
			}
		}
		if v >= cut {
			*exps = addExp(*exps, expansion{parent: hi, mv: moves[i], kind: kind, score: v}, bestExp)
		}
	}
}

// lookDepth is how many boxes after an unreadable one decide which of its
// moves the beam keeps.
const lookDepth = 4

// unreadPenalty returns, when every box h reads at this ply is empty, how
// much worse each legal move fits the next lookDepth boxes (each read as its
// best legal move in turn) than the best move does; nil otherwise.
func (d *decoder) unreadPenalty(h *hyp, moves []board.Move) []float64 {
	any := false
	for k, ms := range d.models {
		if b := h.boxes[k]; b < d.end[k] {
			if !ms[b].empty {
				return nil
			}
			any = true
		}
	}
	if !any {
		return nil
	}
	pen := d.pen[:0]
	if len(d.penMoves) > 0 {
		// another partial game of this ply computed them: a move's fit to
		// the next boxes hardly depends on the moves before, which is
		// where the partial games differ; a move it did not have ranks
		// with its worst
		worst := slices.Min(d.penFirst)
		for _, mv := range moves {
			v := worst
			if i := slices.Index(d.penMoves, mv); i >= 0 {
				v = d.penFirst[i]
			}
			pen = append(pen, v)
		}
		d.pen = pen
		return pen
	}
	top := math.Inf(-1)
	for _, mv := range moves {
		p := h.pos
		p.PlayUnchecked(mv)
		la := 0.0
		for k := range d.models {
			if b := h.boxes[k] + 1; b < d.end[k] {
				la += d.lookahead(&p, k, b, min(lookDepth, d.end[k]-b))
			}
		}
		pen = append(pen, la)
		top = max(top, la)
	}
	for i := range pen {
		pen[i] -= top
	}
	d.pen = pen
	d.penMoves = append(d.penMoves[:0], moves...)
	d.penFirst = append(d.penFirst[:0], pen...)
	return pen
}

// lastTo is the target of h's last move, for the prior.
func (d *decoder) lastTo(h *hyp) board.Square {
	if h.node < 0 {
		return d.startLast
	}
	return d.steps[h.node].mv.To
}

func addExp(exps []expansion, e expansion, best *float64) []expansion {
	e.rank += e.score
	if e.rank < *best-deadMargin || math.IsNaN(e.score) {
		return exps
	}
	*best = max(*best, e.score)
	e.ord = int32(len(exps))
	return append(exps, e)
}

// prune keeps the width best expansions of each alignment (how many boxes
// each sheet has read, for the ply), for the maxAlignments best alignments,
// playing their moves; two that reach the same position with the same
// boxes read are one (the better). Partial games within tieMargin of an
// alignment's width-th best are kept too, up to maxTies×width.
func (d *decoder) prune(beam []hyp, exps []expansion, best float64, next []hyp) []hyp {
	if !slowPrune {
		if next, ok := d.pruneFast(beam, exps, best, next); ok {
			return next
		}
	}
	return d.pruneAll(beam, exps, best, next)
}

// slowPrune makes prune sort every expansion (a test compares the two).
var slowPrune bool

// pruneFast is prune without sorting every expansion: a ply has a few
// thousand of them (the beam's partial games times their legal moves) and
// keeps a few dozen. Per alignment it finds the width-th best score by
// selection and sorts only what lies within tieMargin of it, which is what
// prune keeps unless positions reached twice leave an alignment short of
// its width or lower its width-th partial game (then the ties below the
// cut count): then it reports false and prune sorts them all.
func (d *decoder) pruneFast(beam []hyp, exps []expansion, best float64, next []hyp) ([]hyp, bool) {
	if len(exps) <= 4*d.width {
		return nil, false
	}
	// the alignment (boxes read after the ply) of each expansion
	d.aligns = d.aligns[:0]
	gidx := d.gidx[:0]
	for i := range exps {
		e := &exps[i]
		parent := &beam[e.parent]
		boxes := d.boxesAfter(parent, e.kind)
		gi := -1
		for j := range d.aligns {
			if d.aligns[j].boxes == boxes {
				gi = j
				break
			}
		}
		if gi < 0 {
			if len(d.aligns) == cap(d.aligns) {
				d.aligns = append(d.aligns, alignScores{})
			} else {
				d.aligns = d.aligns[:len(d.aligns)+1]
			}
			gi = len(d.aligns) - 1
			d.aligns[gi].boxes = boxes
			d.aligns[gi].sc = d.aligns[gi].sc[:0]
		}
		d.aligns[gi].sc = append(d.aligns[gi].sc, e.rank)
		gidx = append(gidx, int8(min(gi, 127)))
	}
	d.gidx = gidx
	if len(d.aligns) > 127 {
		return nil, false
	}
	// per alignment, the width-th best score less tieMargin
	for j := range d.aligns {
		a := &d.aligns[j]
		a.cut = math.Inf(-1)
		if len(a.sc) > d.width {
			a.nth = nthLargest(a.sc, d.width)
			a.cut = a.nth - tieMargin
		}
	}
	kept := d.kept[:0]
	for i := range exps {
		if exps[i].rank >= d.aligns[gidx[i]].cut && exps[i].rank >= best-deadMargin {
			kept = append(kept, exps[i])
		}
	}
	d.kept = kept
	next = d.pruneAll(beam, kept, best, next)
	// an alignment whose width-th partial game is below the width-th
	// expansion (positions reached twice) keeps ties below the cut: redo
	for _, g := range d.groups {
		for _, a := range d.aligns {
			if a.boxes == g.boxes && a.cut > math.Inf(-1) && (g.n < d.width || g.cut < a.nth) {
				d.steps = d.steps[:len(d.steps)-len(next)]
				return nil, false
			}
		}
	}
	return next, true
}

// seenKey is a partial game's position and boxes read, for prune's
// merging of the ones that reach the same.
type seenKey struct {
	hash  uint64
	boxes [maxSheets]int
}

// pruneGroup is an alignment's state while prune keeps partial games.
type pruneGroup struct {
	boxes [maxSheets]int
	n     int
	cut   float64
}

// alignScores is one alignment's expansion scores, for pruneFast.
type alignScores struct {
	boxes [maxSheets]int
	sc    []float64
	nth   float64 // the width-th best score
	cut   float64 // nth - tieMargin
}

// nthLargest returns the n-th largest of xs (1-based), reordering xs
// (quickselect).
func nthLargest(xs []float64, n int) float64 {
	k := n - 1
	lo, hi := 0, len(xs)-1
	for lo < hi {
		// median of three as the pivot
		mid := lo + (hi-lo)/2
		a, b, c := xs[lo], xs[mid], xs[hi]
		pivot := max(min(a, b), min(max(a, b), c))
		i, j := lo, hi
		for i <= j {
			for xs[i] > pivot {
				i++
			}
			for xs[j] < pivot {
				j--
			}
			if i <= j {
				xs[i], xs[j] = xs[j], xs[i]
				i++
				j--
			}
		}
		switch {
		case k <= j:
			hi = j
		case k >= i:
			lo = i
		default:
			return xs[k]
		}
	}
	return xs[k]
}

// pruneAll is prune over all expansions, sorted.
func (d *decoder) pruneAll(beam []hyp, exps []expansion, best float64, next []hyp) []hyp {
	// equal scores (the moves after an unreadable box) keep the order
	// they were made in, whichever of prune's ways sorts them
	slices.SortFunc(exps, func(a, b expansion) int {
		if c := cmp.Compare(b.rank, a.rank); c != 0 {
			return c
		}
		return cmp.Compare(a.ord, b.ord)
	})
	groups := d.groups[:0]
	defer func() { d.groups = groups }()
	next = next[:0]
	seenKeys := d.seen[:0]
	defer func() { d.seen = seenKeys[:0] }()
	for _, e := range exps {
		if e.rank < best-deadMargin {
			break
		}
		parent := &beam[e.parent]
		boxes := d.boxesAfter(parent, e.kind)
		gi := -1
		for i := range groups {
			if groups[i].boxes == boxes {
				gi = i
				break
			}
		}
		if gi < 0 {
			if len(groups) == maxAlignments {
				continue
			}
			groups = append(groups, pruneGroup{boxes: boxes, cut: math.Inf(-1)})
			gi = len(groups) - 1
		}
		g := &groups[gi]
		if g.n >= d.width && (e.rank < g.cut-tieMargin || g.n >= maxTies*d.width) {
			continue
		}
		h := hyp{pos: parent.pos, boxes: boxes, score: e.score, lead: g.n == 0}
		h.pos.PlayUnchecked(e.mv)
		key := seenKey{h.pos.Hash(), h.boxes}
		if slices.Contains(seenKeys, key) {
			continue
		}
		seenKeys = append(seenKeys, key)
		st := step{parent: parent.node, mv: e.mv, kind: e.kind}
		for k := range d.models {
			if parent.boxes[k] >= d.end[k] {
				st.kind[k] = 0
			}
		}
		d.steps = append(d.steps, st)
		h.node = int32(len(d.steps) - 1)
		next = append(next, h)
		g.n++
		if g.n == d.width {
			g.cut = e.rank
		}
	}
	return next
}

// otherSideFits reports whether the box names, as written, a legal move of
// the side not to move: the sign that the writer left a move out.
func (d *decoder) otherSideFits(p *board.Position, k, b int) bool {
	if p.InCheck() {
		return true // no null move from check: let the search look
	}
	q := *p
	q.PlayUnchecked(board.Move{Flag: board.NullMove})
	// a move that is not near has a likelihood below farLikelihood, far
	// below likelihood(exactBelow): the near moves' best decides
	_, best, _ := d.postNearOf(&q, d.legalMoves(&q), k, b)
	return best >= likelihood(exactBelow)
}

// alike reports whether two boxes read the same (a move written twice):
// their best candidates are at most one edit apart.
func alike(a, b Box) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	ra, rb := []rune(a[0].Text), []rune(b[0].Text)
	if len(ra) > maxRunes || len(rb) > maxRunes {
		return false
	}
	return distance(ra, rb, 1) <= 1
}

// lookahead is the log score of the next depth boxes of sheet k from p,
// each read as its best legal move (greedily): how well a position fits
// what the sheet says next.
//
// The same position is looked ahead from again and again (each partial
// game at an unreadable box, the search again from a repaired ply, the
// repair's windows, the wider retry): the value is kept in the cache, by
// the position and the boxes.
func (d *decoder) lookahead(p *board.Position, k, b, depth int) float64 {
	key := p.Hash() ^ (uint64(b)<<8|uint64(depth)<<1|uint64(k)+1)*0xE7037ED1A0B428DB
	if v, ok := d.cache.look.get(key); ok {
		return v
	}
	v := d.lookaheadOf(p, k, b, depth)
	d.cache.look.put(key, v)
	return v
}

func (d *decoder) lookaheadOf(p *board.Position, k, b, depth int) float64 {
	pos := *p
	total := 0.0
	for i := 0; i < depth && b+i < len(d.models[k]); i++ {
		moves := d.legalMoves(&pos)
		if len(moves) == 0 {
			break
		}
		post, _, far := d.postNearOf(&pos, moves, k, b+i)
		bi := argmax(post)
		if post[bi] <= far {
			// a move left at the floor might be better: score them all
			post, _, _ = d.postOf(&pos, moves, k, b+i)
			bi = argmax(post)
		}
		total += math.Log(post[bi])
		pos.PlayUnchecked(moves[bi])
	}
	return total
}

// argmax is the index of xs's first largest value.
func argmax(xs []float64) int {
	bi := 0
	for j := range xs {
		if xs[j] > xs[bi] {
			bi = j
		}
	}
	return bi
}

// Repair: a beam forgets. After an unreadable or ambiguous box every legal
// move may fit the next boxes equally, and the one that was played can be
// pruned before the box that tells (a bishop move that needs a pawn moved,
// castling that needs the king unmoved) comes. The best path then meets a
// box whose reading names no legal move. repair goes back to the doubtful
// plies before it and tries their other moves over a window that ends a few
// boxes after the dead one: the window's later plies are replayed (each
// keeps its move while that is legal and its boxes read it as written,
// else takes the legal move its boxes and the prior like best), which is
// a few lookups a ply where the beam it replaced scored every legal move
// of dozens of partial games. When one explains the window better, it
// decodes again from there.
const (
	maxRepairs   = 16  // per sheet
	repairBack   = 40  // plies back from a dead box
	repairForks  = 6   // doubtful plies tried per dead box, least sure first
	repairAlts   = 12  // moves tried at a doubtful ply (all of an unreadable box's, up to 48)
	repairAhead  = 3   // boxes after the dead one in the window
	repairMargin = 2.0 // nats the window must gain: a repair must be clearly better
	doubtful     = 0.6 // a ply whose move's probability is below this is a fork
	repairWidth  = 4   // the beam of the windows
	repairBeams  = 3   // the replays' best (fork, move) pairs that a beam window checks
	maxWindows   = 600 // replays a sheet's repairs may try in all
)

// repairCand is a move tried at fork e and what its replay gained.
type repairCand struct {
	e    int
	mv   board.Move
	gain float64
}

type plyInfo struct {
	pos   board.Position
	boxes [maxSheets]int
	conf  float64
	dead  bool
	last  board.Square // the target of the move before, for the prior
	alts  []board.Move // the ply's moves by the box's score, best first
}

// inspect replays path, with each ply's position, boxes read, confidence
// and whether its box is dead (read with confidence as a move that is not
// legal there).
//
// infos, when not nil, holds the plies before from as they are (a repair
// changed only the path from there), which are kept.
func (d *decoder) inspect(path []step, infos []plyInfo, from int) []plyInfo {
	if infos == nil {
		from = 0
	}
	infos = append(infos[:from], make([]plyInfo, len(path)+1-from)...)
	pos := d.start
	var boxes [maxSheets]int
	last := d.startLast
	if from > 0 {
		pos, boxes = infos[from-1].pos, infos[from-1].boxes
		st := path[from-1]
		last = st.mv.To
		for k := range d.models {
			boxes[k] += int(st.kind[k])
		}
		pos.PlayUnchecked(st.mv)
	}
	for i := from; i < len(path); i++ {
		st := path[i]
		in := &infos[i]
		in.pos, in.boxes, in.last = pos, boxes, last
		last = st.mv.To
		// a slip (a move not written, one written twice) may be the
		// search's way around a wrong guess before it: look there too
		in.dead = !normalStep(st, len(d.models))
		moves := d.legalMoves(&pos)
		n := len(moves)
		comb := slices.Grow(d.comb[:0], n)[:n]
		d.comb = comb
		bonus := d.priorOf(&pos, moves, in.last)
		for j := range comb {
			comb[j] = math.Exp(bonus[j])
		}
		for k := range d.models {
			if st.kind[k] == 0 || boxes[k] >= d.full[k] {
				continue
			}
			bm := d.models[k][boxes[k]]
			p, _, best := d.postOf(&pos, moves, k, boxes[k])
			for j := range p {
				comb[j] *= p[j]
			}
			if !bm.empty && len(bm.interps) > 0 && bm.maxP() >= 0.3 && best < likelihood(exactBelow) {
				in.dead = true
			}
		}
		sum := 0.0
		for _, v := range comb {
			sum += v
		}
		order := slices.Grow(d.order[:0], n)[:n]
		d.order = order
		for j := range order {
			order[j] = j
		}
		in.alts = make([]board.Move, 0, n)
		slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(comb[b], comb[a]) })
		for _, j := range order {
			in.alts = append(in.alts, moves[j])
			if moves[j] == st.mv && sum > 0 {
				in.conf = comb[j] / sum
			}
		}
		for k := range d.models {
			boxes[k] += int(st.kind[k])
		}
		pos.PlayUnchecked(st.mv)
	}
	infos[len(path)].pos, infos[len(path)].boxes = pos, boxes
	return infos
}

func normalStep(st step, nsheets int) bool {
	for k := range nsheets {
		if st.kind[k] != 1 {
			return false
		}
	}
	return true
}

// window scores the boxes from those read at ply in to end with a beam
// of width repairWidth, the ply's move forced to mv: unlike replay, it can
// change two moves of the window.
func (d *decoder) window(in *plyInfo, mv board.Move, end [maxSheets]int) (float64, error) {
	moves := d.legalMoves(&in.pos)
	st := step{mv: mv}
	for k := range d.models {
		st.kind[k] = 1
	}
	score := d.plyScore(&in.pos, moves, in.boxes, st, in.last)
	from := in.boxes
	for k := range d.models {
		if from[k] < d.full[k] {
			from[k]++
		}
	}
	pos := in.pos
	pos.PlayUnchecked(mv)
	d.end, d.noSlips, d.startLast = end, true, mv.To
	done, err := d.search(pos, from, repairWidth)
	d.end, d.noSlips, d.startLast = d.full, false, board.NoSquare
	if err != nil {
		return 0, err
	}
	return score + done.score, nil
}

// plyScore is the score the search gives the ply st from pos (its legal
// moves ml, the boxes read before it, the last move's target): log S - ref
// of each box it reads, the prior, and the priors of the writer's slips.
func (d *decoder) plyScore(pos *board.Position, moves []board.Move, boxes [maxSheets]int, st step, last board.Square) float64 {
	score := 0.0
	bonus := d.priorOf(pos, moves, last)
	for i, mv := range moves {
		if mv == st.mv {
			score += bonus[i]
		}
	}
	return score + d.boxScore(pos, len(moves), boxes, st)
}

// boxScore is plyScore without the prior (n: the number of legal moves).
func (d *decoder) boxScore(pos *board.Position, n int, boxes [maxSheets]int, st step) float64 {
	score := 0.0
	for k, ms := range d.models {
		for c := range int(st.kind[k]) {
			if b := boxes[k] + c; b < len(ms) {
				score += math.Log(ms[b].score(pos, n, st.mv)) - ms[b].ref
			}
		}
		switch {
		case boxes[k] >= d.full[k]:
		case st.kind[k] == 0:
			score += logMissing - math.Log(float64(n))
		case st.kind[k] == 2:
			score += logDoubled
		}
	}
	return score
}

// replay scores plies e… of path up to endPly with the move at e replaced
// by mv: each later ply keeps its move while it is legal and, from the dead
// ply t on, its boxes read it as written (or are empty), else takes the
// legal move its boxes and the prior like best (before t a move the boxes
// do not name was the search's choice already, and stays). It only ranks the moves tried at forks (the
// best few are then scored by window, exactly), so a kept ply costs a
// legality check and a lookup: it is scored by its boxes alone, with the
// path's number of legal moves there (infos), and no prior.
func (d *decoder) replay(infos []plyInfo, path []step, e, t, endPly int, mv board.Move) float64 {
	d.windows++
	in := &infos[e]
	pos, boxes, last := in.pos, in.boxes, in.last
	score := 0.0
	for i := e; i < endPly; i++ {
		st := path[i]
		if i == e {
			st.mv = mv
		}
		if i == e || !d.legal(&pos, st.mv) || i >= t && !d.readsAsWritten(&pos, boxes, st) {
			moves := d.legalMoves(&pos)
			if len(moves) == 0 {
				break
			}
			if i > e {
				st.mv = d.bestMove(&pos, moves, boxes, st, last)
			}
			score += d.plyScore(&pos, moves, boxes, st, last)
		} else {
			score += d.boxScore(&pos, len(infos[i].alts), boxes, st)
		}
		for k := range d.models {
			boxes[k] += int(st.kind[k])
		}
		pos.PlayUnchecked(st.mv)
		last = st.mv.To
	}
	return score
}

// legal reports whether mv is a legal move of p (generating only the
// moves of its piece to its target).
func (d *decoder) legal(p *board.Position, mv board.Move) bool {
	pc := p.PieceAt(mv.From)
	if pc.Role == board.NoRole || pc.Color != p.Turn() {
		return false
	}
	if s, ok := d.cache.moves.get(p.Hash()); ok {
		return slices.Contains(s, mv)
	}
	ml := &d.legalML
	ml.Reset()
	p.LegalMovesFor(ml, 1<<pc.Role, board.Bitboard(1)<<uint(mv.To))
	return slices.Contains(ml.Moves(), mv)
}

// readsAsWritten reports whether every non-empty box the ply reads names
// its move (with at most a sign wrong).
func (d *decoder) readsAsWritten(pos *board.Position, boxes [maxSheets]int, st step) bool {
	for k, ms := range d.models {
		if st.kind[k] == 0 || boxes[k] >= len(ms) || ms[boxes[k]].empty {
			continue
		}
		m := ms[boxes[k]]
		if m.tops[m.index(m.keyOf(pos, st.mv))] < likelihood(exactBelow) {
			return false
		}
	}
	return true
}

// bestMove is the legal move the ply's boxes and the prior like best.
func (d *decoder) bestMove(pos *board.Position, moves []board.Move, boxes [maxSheets]int, st step, last board.Square) board.Move {
	best, bi := math.Inf(-1), 0
	if normalStep(st, len(d.models)) {
		// the repair's replays meet the same plies again (the same fork
		// and move tried for each later dead box): kept in the cache, by
		// the position, the boxes and the last move's target
		key := pos.Hash() ^ (uint64(boxes[0])<<20|uint64(boxes[1])<<8|uint64(last)+1)*0x8EBC6AF09C88C6E3
		if mv, ok := d.cache.best.get(key); ok {
			return mv
		}
		mv := d.bestNormal(pos, moves, boxes, last)
		d.cache.best.put(key, mv)
		return mv
	}
	bonus := d.priorOf(pos, moves, last)
	for i, mv := range moves {
		st.mv = mv
		if sc := bonus[i] + d.boxScore(pos, len(moves), boxes, st); sc > best {
			best, bi = sc, i
		}
	}
	return moves[bi]
}

// bestNormal is bestMove of a normal ply (one box of each sheet).
func (d *decoder) bestNormal(pos *board.Position, moves []board.Move, boxes [maxSheets]int, last board.Square) board.Move {
	bonus := d.priorOf(pos, moves, last)
	if mv, ok := d.bestNear(pos, moves, boxes, bonus); ok {
		return mv
	}
	// the boxes' scores of every move at once (ref is the same for all)
	tot := append(d.tot[:0], bonus...)
	for k, ms := range d.models {
		if boxes[k] < len(ms) {
			ps, _, _ := d.postOf(pos, moves, k, boxes[k])
			for i, p := range ps {
				tot[i] += math.Log(p)
			}
		}
	}
	d.tot = tot
	best, bi := math.Inf(-1), 0
	for i, sc := range tot {
		if sc > best {
			best, bi = sc, i
		}
	}
	return moves[bi]
}

// bestNear is bestMove of a normal ply from the boxes' near moves
// (postNearOf): the moves at a box's floor whose bound reaches the best near
// move are scored exactly, one by one, as posterior would; the others
// cannot be best. ok is false when there is no near move.
func (d *decoder) bestNear(pos *board.Position, moves []board.Move, boxes [maxSheets]int, bonus []float64) (board.Move, bool) {
	var ps [maxSheets][]float64
	var far, farLog [maxSheets]float64
	for k, ms := range d.models {
		if boxes[k] < len(ms) {
			ps[k], _, far[k] = d.postNearOf(pos, moves, k, boxes[k])
			if far[k] > 0 {
				farLog[k] = math.Log(far[k]) // the same for every far move: once
			}
		}
	}
	n := len(moves)
	tot, ub := d.tot[:0], d.uppers[:0] // exact scores; bounds (-Inf: exact)
	best := math.Inf(-1)               // the best exact score
	for i, mv := range moves {
		sc, u := bonus[i], math.Inf(-1)
		for k, ms := range d.models {
			if boxes[k] >= len(ms) {
				continue
			}
			if far[k] > 0 && ms[boxes[k]].isFar(mv) {
				if u == math.Inf(-1) {
					u = sc
				}
				u += farLog[k]
			} else {
				if u != math.Inf(-1) {
					u += math.Log(ps[k][i])
				}
				sc += math.Log(ps[k][i])
			}
		}
		tot, ub = append(tot, sc), append(ub, u)
		if u == math.Inf(-1) {
			best = max(best, sc)
		}
	}
	d.tot, d.uppers = tot, ub
	if best == math.Inf(-1) {
		return board.Move{}, false
	}
	bi := -1
	for i, mv := range moves {
		if ub[i] != math.Inf(-1) {
			if ub[i] < best {
				continue // below the best: not even tied
			}
			sc := bonus[i]
			for k, ms := range d.models {
				if boxes[k] >= len(ms) {
					continue
				}
				p := ps[k][i]
				if m := ms[boxes[k]]; far[k] > 0 && m.isFar(mv) {
					p = m.rest*(1/float64(n)) + floor + m.sums[m.index(m.keyOf(pos, mv))]
				}
				sc += math.Log(p)
			}
			tot[i] = sc
		}
		if bi < 0 || tot[i] > tot[bi] {
			bi = i
		}
	}
	return moves[bi], true
}

func (d *decoder) repair(path []step) ([]step, error) {
	tried := map[int]bool{}
	d.windows = 0
	var infos []plyInfo
	changed := 0 // the first ply the last repair changed
	for range maxRepairs {
		if d.windows >= maxWindows {
			break
		}
		infos = d.inspect(path, infos, changed)
		t := -1
		for i := range path {
			if infos[i].dead && !tried[i] {
				t = i
				break
			}
		}
		if t < 0 {
			return path, nil
		}
		tried[t] = true
		endPly := min(t+1+repairAhead, len(path))
		d.rankRepairs(infos, path, d.forks(infos, path, t), t, endPly)
		e, mv, err := d.bestRepair(infos, path, infos[endPly].boxes)
		if err != nil {
			return nil, err
		}
		if e >= 0 {
			if path, err = d.redecode(infos, path, e, mv); err != nil {
				return nil, err
			}
			changed = e
		}
	}
	return path, nil
}

// forks returns the doubtful plies before the dead ply t (and t itself),
// least sure first, at most repairForks.
func (d *decoder) forks(infos []plyInfo, path []step, t int) []int {
	var forks []int
	for e := t; e >= 0 && e >= t-repairBack; e-- {
		if normalStep(path[e], len(d.models)) && (infos[e].conf < doubtful || e == t) {
			forks = append(forks, e)
		}
	}
	slices.SortStableFunc(forks, func(a, b int) int { return cmp.Compare(infos[a].conf, infos[b].conf) })
	if len(forks) > repairForks {
		forks = forks[:repairForks]
	}
	return forks
}

// rankRepairs fills d.cands with every (fork, move) tried, by its
// replay's gain up to endPly, best first.
func (d *decoder) rankRepairs(infos []plyInfo, path []step, forks []int, t, endPly int) {
	d.cands = d.cands[:0]
	for _, e := range forks {
		in := &infos[e]
		base := d.replay(infos, path, e, t, endPly, path[e].mv)
		limit := repairAlts
		if in.conf < 0.1 {
			limit = 4 * repairAlts // an unreadable box: any move
		}
		for j, mv := range in.alts {
			if j == limit || d.windows >= maxWindows {
				break
			}
			if mv == path[e].mv {
				continue
			}
			sc := d.replay(infos, path, e, t, endPly, mv)
			d.cands = append(d.cands, repairCand{e, mv, sc - base})
		}
	}
	slices.SortStableFunc(d.cands, func(a, b repairCand) int { return cmp.Compare(b.gain, a.gain) })
}

// bestRepair scores the best repairBeams of d.cands by a beam over the
// window up to the boxes end (which can change a second move too), and
// returns the fork and move that gain the most, by more than
// repairMargin; a fork of -1 when none does.
func (d *decoder) bestRepair(infos []plyInfo, path []step, end [maxSheets]int) (int, board.Move, error) {
	bestE, bestMv, bestGain := -1, board.Move{}, repairMargin
	bases := map[int]float64{}
	for i, c := range d.cands {
		if i == repairBeams {
			break
		}
		in := &infos[c.e]
		base, ok := bases[c.e]
		if !ok {
			var err error
			if base, err = d.window(in, path[c.e].mv, end); err != nil {
				return -1, board.Move{}, err
			}
			bases[c.e] = base
		}
		sc, err := d.window(in, c.mv, end)
		if err != nil {
			return -1, board.Move{}, err
		}
		if sc-base > bestGain {
			bestE, bestMv, bestGain = c.e, c.mv, sc-base
		}
	}
	return bestE, bestMv, nil
}

// redecode returns path with ply e's move replaced by mv and the game
// decoded again from there.
func (d *decoder) redecode(infos []plyInfo, path []step, e int, mv board.Move) ([]step, error) {
	in := &infos[e]
	st := step{mv: mv, kind: path[e].kind}
	pos := in.pos
	pos.PlayUnchecked(mv)
	from := in.boxes
	for k := range d.models {
		if from[k] < d.full[k] {
			from[k]++
		}
	}
	d.startLast = mv.To
	done, err := d.search(pos, from, d.width)
	d.startLast = board.NoSquare
	if err != nil {
		return nil, err
	}
	return append(append(path[:e:e], st), d.pathOf(done)...), nil
}
