package sheet

import (
	"math"

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

// priorKey is what a position's prior depends on: the position and the
// last move's target (the recapture feature).
type priorKey struct {
	hash uint64
	last board.Square
}

// postKey is a position and a box of a sheet.
type postKey struct {
	hash uint64
	k, b int32
}

// postVal is a (position, box) pair's place in the float arena: n scores S
// then n values log S - ref; best is the largest likelihood any candidate
// gives any move.
type postVal struct {
	ps   []float64 // n scores S, then n values log S - ref
	best float64
}

type nodeCache struct {
	moves  map[uint64]moveSpan
	prior  map[priorKey][]float64
	post   map[postKey]postVal
	mvs    []board.Move // the current block of moves
	floats []float64    // the current block of floats
	buf    []scored
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
		c.mvs = make([]board.Move, 0, max(moveBlock, n))
	}
	off := len(c.mvs)
	c.mvs = c.mvs[:off+n]
	return c.mvs[off : off+n : off+n]
}

// takeFloats returns room for n floats.
func (c *nodeCache) takeFloats(n int) []float64 {
	if len(c.floats)+n > cap(c.floats) {
		c.floats = make([]float64, 0, max(floatBlock, n))
	}
	off := len(c.floats)
	c.floats = c.floats[:off+n]
	return c.floats[off : off+n : off+n]
}

func (c *nodeCache) init() {
	if c.moves == nil {
		c.moves = make(map[uint64]moveSpan, 1024)
		c.prior = make(map[priorKey][]float64, 1024)
		c.post = make(map[postKey]postVal, 1024)
	}
}

// resetPost forgets the boxes' scores (the models changed: another letter
// set).
func (c *nodeCache) resetPost() {
	clear(c.post)
}

// legalMoves returns p's legal moves (not to be written).
func (d *decoder) legalMoves(p *board.Position) []board.Move {
	c := &d.cache
	h := p.Hash()
	if s, ok := c.moves[h]; ok {
		return s
	}
	ml := &d.genML
	p.LegalMoves(ml)
	s := c.takeMoves(ml.Len())
	copy(s, ml.Moves())
	c.moves[h] = s
	return s
}

// priorOf returns priorBonus of p's legal moves (moves, from legalMoves)
// after a move to last.
func (d *decoder) priorOf(p *board.Position, moves []board.Move, last board.Square) []float64 {
	c := &d.cache
	key := priorKey{p.Hash(), last}
	if s, ok := c.prior[key]; ok {
		return s
	}
	d.bonusBuf = priorBonus(p, moves, last, d.prior, d.bonusBuf)
	s := c.takeFloats(len(moves))
	copy(s, d.bonusBuf)
	c.prior[key] = s
	return s
}

// postOf returns box b of sheet k's scores S of p's legal moves (moves,
// from legalMoves), log S - ref of each, and the best likelihood any
// candidate gives any of them (posterior's).
func (d *decoder) postOf(p *board.Position, moves []board.Move, k, b int) (ps, lpr []float64, best float64) {
	c := &d.cache
	key := postKey{p.Hash(), int32(k), int32(b)}
	n := len(moves)
	if v, ok := c.post[key]; ok {
		return v.ps[:n:n], v.ps[n:], v.best
	}
	m := d.models[k][b]
	c.buf, best = m.posterior(p, moves, c.buf)
	s := c.takeFloats(2 * n)
	for i, x := range c.buf {
		s[i] = x.p
		s[n+i] = math.Log(x.p) - m.ref
	}
	c.post[key] = postVal{s, best}
	return s[:n:n], s[n:], best
}
