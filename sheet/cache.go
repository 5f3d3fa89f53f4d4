package sheet

import (
	"math"
	"slices"
	"sync"

	"github.com/notaz-chess/notaz/board"
)

// The decoder asks the same questions of the same positions many times: the
// beam's partial games, the look-ahead after an unreadable box (whose
// greedy lines are the next plies' partial games), the repair's replays and
// windows, the search again from a repaired ply, the wider retry and the
// second letter set all meet positions met before. A position's legal
// moves and prior, and a (position, box) pair's scores, are computed once
// a decoding and kept in arenas (slices that only grow; what they hand out
// is never written again), found by the position's Zobrist hash.

// The tables' keys are 64-bit: a position's Zobrist hash, for the prior
// mixed with the last move's target (the recapture feature), for a box's
// scores with the sheet and the box. Two keys that meet are as unlikely as
// two positions with one hash.

// table is an open-addressing hash table of 64-bit keys (a Go map costs
// twice as much here, where the search asks it for every partial game).
type table[V any] struct {
	keys []uint64 // 0: empty
	vals []V
	n    int
}

const tableMin = 1024

func (t *table[V]) reset() {
	if len(t.keys) == 0 {
		t.keys, t.vals = make([]uint64, tableMin), make([]V, tableMin)
	}
	clear(t.keys)
	clear(t.vals)
	t.n = 0
}

func slot(k uint64, mask int) int { return int((k*0x9E3779B97F4A7C15)>>32) & mask }

// emptyKey is the key 0 stands for (0 marks an empty slot).
const emptyKey = 0x9E3779B97F4A7C15

func (t *table[V]) get(k uint64) (V, bool) {
	if k == 0 {
		k = emptyKey
	}
	mask := len(t.keys) - 1
	for j := slot(k, mask); ; j = (j + 1) & mask {
		switch t.keys[j] {
		case k:
			return t.vals[j], true
		case 0:
			var zero V
			return zero, false
		}
	}
}

func (t *table[V]) put(k uint64, v V) {
	if k == 0 {
		k = emptyKey
	}
	if 2*(t.n+1) > len(t.keys) {
		keys, vals := t.keys, t.vals
		t.keys, t.vals = make([]uint64, 2*len(keys)), make([]V, 2*len(keys))
		for i, old := range keys {
			if old != 0 {
				t.insert(old, vals[i])
			}
		}
	}
	t.insert(k, v)
	t.n++
}

func (t *table[V]) insert(k uint64, v V) {
	mask := len(t.keys) - 1
	j := slot(k, mask)
	for t.keys[j] != 0 {
		j = (j + 1) & mask
	}
	t.keys[j], t.vals[j] = k, v
}

// postVal is a (position, box) pair's place in the float arena: n scores S
// then n values log S - ref; best is the largest likelihood any candidate
// gives any move.
type postVal struct {
	ps   []float64 // n scores S, then n values log S - ref (postNearOf: n scores)
	best float64
	far  float64 // postNearOf's bound of the moves left at the floor
}

type nodeCache struct {
	moves  table[moveSpan]
	prior  table[[]float64]
	post   table[postVal]
	near   table[postVal]    // postNearOf's
	look   table[float64]    // lookahead's
	best   table[board.Move] // bestMove's of a normal ply
	mvs    []board.Move      // the current block of moves
	floats []float64         // the current block of floats
	buf    []scored
	// models are the box models of the decodings so far, for setModels
	// to make again (their tables keep their memory)
	models []*boxModel
	// the blocks, kept for the next decoding (cachePool), and the
	// current one's place
	mvBlocks    [][]board.Move
	floatBlocks [][]float64
	mvBlock     int
	floatBlock  int
}

// cachePool keeps the caches of finished decodings: a decoding fills a few
// megabytes, which the next one reuses instead of asking the collector.
var cachePool = sync.Pool{New: func() any { return new(nodeCache) }}

// reset empties the cache for another decoding, keeping its memory.
func (c *nodeCache) reset() {
	c.moves.reset()
	c.prior.reset()
	c.post.reset()
	c.near.reset()
	c.look.reset()
	c.best.reset()
	c.mvBlock, c.floatBlock = -1, -1
	c.mvs, c.floats = nil, nil
}

// moveSpan is a position's legal moves in a block.
type moveSpan = []board.Move

// Blocks: a full block is left as it is (what it handed out stays valid)
// and a new one started, so that nothing is copied as the cache grows.
const (
	moveBlock  = 4096
	floatBlock = 8192
)

// takeMoves returns room for n moves.
func (c *nodeCache) takeMoves(n int) []board.Move {
	if len(c.mvs)+n > cap(c.mvs) {
		c.mvBlock++
		if c.mvBlock == len(c.mvBlocks) || cap(c.mvBlocks[c.mvBlock]) < n {
			c.mvBlocks = slices.Insert(c.mvBlocks, c.mvBlock, make([]board.Move, 0, max(moveBlock, n)))
		}
		c.mvs = c.mvBlocks[c.mvBlock][:0]
	}
	off := len(c.mvs)
	c.mvs = c.mvs[:off+n]
	return c.mvs[off : off+n : off+n]
}

// takeFloats returns room for n floats.
func (c *nodeCache) takeFloats(n int) []float64 {
	if len(c.floats)+n > cap(c.floats) {
		c.floatBlock++
		if c.floatBlock == len(c.floatBlocks) || cap(c.floatBlocks[c.floatBlock]) < n {
			c.floatBlocks = slices.Insert(c.floatBlocks, c.floatBlock, make([]float64, 0, max(floatBlock, n)))
		}
		c.floats = c.floatBlocks[c.floatBlock][:0]
	}
	off := len(c.floats)
	c.floats = c.floats[:off+n]
	return c.floats[off : off+n : off+n]
}

func (c *nodeCache) init() {
	if c.moves.keys == nil {
		c.moves.reset()
		c.prior.reset()
		c.post.reset()
		c.near.reset()
		c.look.reset()
		c.best.reset()
		c.mvBlock, c.floatBlock = -1, -1
	}
}

// resetPost forgets the boxes' scores (the models changed: another letter
// set).
func (c *nodeCache) resetPost() {
	c.post.reset()
	c.near.reset()
	c.look.reset()
	c.best.reset()
}

// legalMoves returns p's legal moves (not to be written).
func (d *decoder) legalMoves(p *board.Position) []board.Move {
	c := d.cache
	h := p.Hash()
	if s, ok := c.moves.get(h); ok {
		return s
	}
	ml := &d.genML
	p.LegalMoves(ml)
	s := c.takeMoves(ml.Len())
	copy(s, ml.Moves())
	c.moves.put(h, s)
	return s
}

// priorOf returns priorBonus of p's legal moves (moves, from legalMoves)
// after a move to last.
func (d *decoder) priorOf(p *board.Position, moves []board.Move, last board.Square) []float64 {
	c := d.cache
	key := p.Hash() ^ (uint64(last)+1)*0xD6E8FEB86659FD93
	if s, ok := c.prior.get(key); ok {
		return s
	}
	d.bonusBuf = priorBonus(p, moves, last, d.prior, d.bonusBuf)
	s := c.takeFloats(len(moves))
	copy(s, d.bonusBuf)
	c.prior.put(key, s)
	return s
}

// postOf returns box b of sheet k's scores S of p's legal moves (moves,
// from legalMoves), log S - ref of each, and the best likelihood any
// candidate gives any of them (posterior's).
func (d *decoder) postOf(p *board.Position, moves []board.Move, k, b int) (ps, lpr []float64, best float64) {
	c := d.cache
	key := p.Hash() ^ (uint64(b)<<1|uint64(k)+1)*0xA0761D6478BD642F
	n := len(moves)
	if v, ok := c.post.get(key); ok {
		return v.ps[:n:n], v.ps[n:], v.best
	}
	m := d.models[k][b]
	c.buf, best = m.posterior(p, moves, c.buf)
	s := c.takeFloats(2 * n)
	for i, x := range c.buf {
		s[i] = x.p
		s[n+i] = math.Log(x.p) - m.ref
	}
	c.post.put(key, postVal{ps: s, best: best})
	return s[:n:n], s[n:], best
}

// postNearOf is postOf for the callers that want only the best moves
// (posteriorNear): the scores S of p's legal moves, exact for the moves to
// the box's near squares, the others at the floor; far bounds their true
// scores (0: every score is exact), best is the largest likelihood any
// candidate gives a near move, or any move when none is far. postOf's
// scores when it computed them already.
func (d *decoder) postNearOf(p *board.Position, moves []board.Move, k, b int) (ps []float64, best, far float64) {
	c := d.cache
	key := p.Hash() ^ (uint64(b)<<1|uint64(k)+1)*0xA0761D6478BD642F
	n := len(moves)
	if v, ok := c.post.get(key); ok {
		return v.ps[:n:n], v.best, 0
	}
	if allMoves {
		ps, _, best = d.postOf(p, moves, k, b)
		return ps, best, 0
	}
	if v, ok := c.near.get(key); ok {
		return v.ps, v.best, v.far
	}
	m := d.models[k][b]
	c.buf, best, far = m.posteriorNear(p, moves, c.buf)
	s := c.takeFloats(n)
	for i, x := range c.buf {
		s[i] = x.p
	}
	c.near.put(key, postVal{s, best, far})
	return s, best, far
}

// allMoves makes the decoder score every legal move against the boxes,
// as it did before postNearOf and expandNear (a test compares the two).
var allMoves bool
