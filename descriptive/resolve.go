package descriptive

import (
	"github.com/notaz-chess/notaz/board"
)

// MaxWidth is how many readings of a line Resolve keeps at once. Readings
// that reach the same position are one (and remembered as a possible
// ambiguity), so real games stay at one or two; a line that needs more is
// an error, never a guess.
const MaxWidth = 64

// FailKind says why a line could not be read.
type FailKind uint8

const (
	Illegal    FailKind = 1 + iota // no reading of the move is legal
	Unreadable                     // the move is not descriptive notation
	Ambiguous                      // two readings last to the end
	TooWide                        // more than MaxWidth readings at once
)

// Failure is where and why a line could not be read: move Index (0-based)
// from Pos, the position before it (on the first surviving reading); for
// Ambiguous, A and B are the two moves that both last.
type Failure struct {
	Kind  FailKind
	Index int
	Pos   board.Position
	A, B  board.Move
}

type pathNode struct {
	parent int32
	move   board.Move
	san    board.SAN // the move's canonical SAN, when hasSAN
	hasSAN bool
}

type beamState struct {
	pos  board.Position
	node int32 // last pathNode, -1 at the start
	// twin is another path to the same position (-2 none): the line is
	// ambiguous if this state survives.
	twin int32
}

// Resolve reads the moves forms (nil for a move that could not be read)
// from start, the way a reader does: every legal reading of a move is
// kept, readings that reach the same position merge, and the moves that
// follow decide. It returns the moves of the one reading that lasts, or
// where it fails: the first move no reading can play, or, when two
// readings last to the end, the first move where they differ.
func Resolve(start board.Position, forms []*Form) ([]board.Move, *Failure) {
	moves, _, _, f := resolveLine(start, forms, false, nil)
	return moves, f
}

// searchBufs are what resolving lines needs: the search's buffers,
// reused line after line, and arrays the lines' moves and SANs are taken
// from (a variation is resolved while its parent line's moves are in
// use), for a whole game until reset.
type searchBufs struct {
	nodes     []pathNode
	cur, next []beamState
	cand      []board.Move
	cb        candBufs
	moves     []board.Move
	sans      []board.SAN
}

// reset makes b's arrays free for the next game.
func (b *searchBufs) reset() {
	b.moves, b.sans = b.moves[:0], b.sans[:0]
}

// take returns n zero elements of the array buf, growing it (what was
// taken before keeps the old array).
func take[T any](buf *[]T, n int) []T {
	a := *buf
	if cap(a)-len(a) < n {
		a = make([]T, 0, max(2*cap(a), n, 64))
	}
	k := len(a)
	*buf = a[:k+n]
	out := a[k : k+n : k+n]
	clear(out)
	return out
}

// resolveLine is Resolve that also returns, when withSAN is set, the
// canonical SAN of each move returned (check marks included) and the
// position after them: what a replay would compute by playing the moves
// again. A move with one reading is played with board.PlayCanonical
// (its SAN comes with the play); the moves of a line that needed more
// readings at once get theirs by playing the line again (rare: real
// games read one reading at a time nearly everywhere).
func resolveLine(start board.Position, forms []*Form, withSAN bool, b *searchBufs) ([]board.Move, []board.SAN, board.Position, *Failure) {
	if b == nil {
		b = new(searchBufs)
	}
	nodes, end, n, final, f := resolveMoves(start, forms, withSAN, b)
	defer func() { b.nodes = nodes[:0] }()
	moves := take(&b.moves, n)
	var sans []board.SAN
	if withSAN {
		sans = take(&b.sans, n)
	}
	depth := 0
	for i := end; i >= 0; i = nodes[i].parent {
		depth++
	}
	all := true
	for i := end; i >= 0; i = nodes[i].parent {
		depth--
		if depth >= n {
			continue // after the first n moves
		}
		moves[depth] = nodes[i].move
		if withSAN {
			sans[depth] = nodes[i].san
			all = all && nodes[i].hasSAN
		}
	}
	if withSAN && !all {
		pos := start
		for i, m := range moves {
			sans[i] = pos.PlayCanonical(m)
		}
	}
	return moves, sans, final, f
}

// resolveMoves is resolveLine's search. The reading that lasts (or, on a
// failure, the moves before it) is the first n moves of the path from
// the start to nodes[end] (end -1: none); final is the position after
// them.
func resolveMoves(start board.Position, forms []*Form, withSAN bool, bufs *searchBufs) (nodes []pathNode, end int32, n int, final board.Position, f *Failure) {
	nodes = bufs.nodes[:0]
	cur := append(bufs.cur[:0], beamState{pos: start, node: -1, twin: -2})
	next := bufs.next[:0]
	cand := bufs.cand[:0]
	cb := &bufs.cb
	defer func() { bufs.cur, bufs.next, bufs.cand = cur[:0], next[:0], cand[:0] }()
	for i, f := range forms {
		if f == nil {
			return nodes, cur[0].node, i, cur[0].pos, &Failure{Kind: Unreadable, Index: i, Pos: cur[0].pos}
		}
		if len(cur) == 1 {
			// One reading so far (nearly every move of a real game): when
			// this move has one reading too, play it where it stands.
			s := &cur[0]
			cand = f.candidates(cand[:0], &s.pos, cb)
			if len(cand) == 1 {
				m := cand[0]
				n := pathNode{parent: s.node, move: m}
				if withSAN && cb.same != nil {
					// Its rivals are known: no search for them again.
					n.san, n.hasSAN = s.pos.PlayCanonicalAmong(m, cb.same), true
				} else if withSAN {
					n.san, n.hasSAN = s.pos.PlayCanonical(m), true
				} else {
					s.pos.PlayUnchecked(m)
				}
				nodes = append(nodes, n)
				s.node = int32(len(nodes) - 1)
				if s.twin != -2 {
					// The twin reached the same position: the same SAN.
					n.parent = s.twin
					nodes = append(nodes, n)
					s.twin = int32(len(nodes) - 1)
				}
				continue
			}
		}
		next = next[:0]
		for si := range cur {
			s := &cur[si]
			if len(cur) > 1 {
				cand = f.candidates(cand[:0], &s.pos, cb)
			} // else cand holds its readings already
			for _, m := range cand {
				p := s.pos
				p.PlayUnchecked(m)
				nodes = append(nodes, pathNode{parent: s.node, move: m})
				id := int32(len(nodes) - 1)
				merged := false
				for k := range next {
					if next[k].pos.Hash() == p.Hash() && next[k].pos == p {
						if next[k].twin == -2 {
							next[k].twin = id
						}
						merged = true
						break
					}
				}
				if merged {
					continue
				}
				twin := s.twin
				if twin != -2 {
					// The twin path continues with the same move.
					nodes = append(nodes, pathNode{parent: twin, move: m})
					twin = int32(len(nodes) - 1)
				}
				next = append(next, beamState{pos: p, node: id, twin: twin})
			}
		}
		if len(next) == 0 {
			return nodes, cur[0].node, i, cur[0].pos, &Failure{Kind: Illegal, Index: i, Pos: cur[0].pos}
		}
		if len(next) > MaxWidth {
			return nodes, cur[0].node, i, cur[0].pos, &Failure{Kind: TooWide, Index: i, Pos: cur[0].pos}
		}
		cur, next = next, cur
	}
	if len(cur) == 1 && cur[0].twin == -2 {
		return nodes, cur[0].node, len(forms), cur[0].pos, nil
	}
	a, b := cur[0].node, cur[0].twin
	if len(cur) > 1 {
		b = cur[1].node
	}
	pa, pb := pathOf(nodes, a), pathOf(nodes, b)
	k := 0
	for k < len(pa) && k < len(pb) && pa[k] == pb[k] {
		k++
	}
	pos := start
	for _, m := range pa[:k] {
		pos.PlayUnchecked(m)
	}
	f = &Failure{Kind: Ambiguous, Index: k, Pos: pos}
	if k < len(pa) {
		f.A = pa[k]
	}
	if k < len(pb) {
		f.B = pb[k]
	}
	return nodes, a, k, pos, f
}

// pathOf returns the moves from the start to node n.
func pathOf(nodes []pathNode, n int32) []board.Move {
	k := 0
	for i := n; i >= 0; i = nodes[i].parent {
		k++
	}
	out := make([]board.Move, k)
	for i := n; i >= 0; i = nodes[i].parent {
		k--
		out[k] = nodes[i].move
	}
	return out
}
