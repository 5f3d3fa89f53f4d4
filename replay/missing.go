package replay

import (
	"slices"
	"strconv"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/parser"
)

// Missing and swapped moves.
//
// A scoresheet that lost a move, or wrote two moves in the wrong order,
// stops at an illegal move whose cause is elsewhere. When one repair
// makes the next written moves legal (lookahead plies), the error says
// which: the move is still an error, and nothing is inserted into the
// output; the first suggestion is the move that makes the rest legal.

// maxMissing is how many moves may fill a missing ply for the diagnosis
// to name them: beyond that the evidence says nothing.
const maxMissing = 3

// explainOrder adds to the error at mv (illegal in fr's position before)
// the missing or swapped move that would make the rest legal, if the
// numbering or the moves that follow single one out.
func (r *replayer) explainOrder(mv *parser.Move, moves []*parser.Move, fr *frame, before board.Position) {
	if r.g.Err == nil || r.g.Err.Code != diag.Illegal {
		return
	}
	k := indexOf(moves, mv)
	if k < 0 {
		return
	}
	why, sugg := r.missingMove(mv, moves, k, fr, before)
	if why.IsZero() {
		why, sugg = r.swappedMoves(moves, k, fr, before)
	}
	if why.IsZero() {
		return
	}
	e := r.g.Err
	e.Append(why)
	e.Suggestions = append(sugg, slices.DeleteFunc(e.Suggestions, func(s string) bool { return slices.Contains(sugg, s) })...)
	// The numbering warning on this move said less than this.
	r.g.Notes = slices.DeleteFunc(r.g.Notes, func(d diag.Diagnostic) bool {
		return d.Code == diag.MoveNumber && d.Offset == e.Offset
	})
}

// missingMove: a move numbered one ply after the board's (mv, or one of
// the few read before it, legal against its number), and a few legal
// moves of the side to move there make the moves from it through mv and
// the next ones legal. Only a fill at mv itself is a suggestion: the
// others are not moves of the position the error shows.
func (r *replayer) missingMove(mv *parser.Move, moves []*parser.Move, k int, fr *frame, before board.Position) (diag.Text, []string) {
	nodes := fr.line.Nodes
	for j := len(nodes); j >= 0 && j > len(nodes)-lookahead; j-- {
		src, pos, ply := mv, before, fr.ply0+j
		if j < len(nodes) {
			src, pos = nodes[j].Source, fr.before(ply)
		}
		if src.Number() == 0 || r.writtenPly(src, pos.Turn()) != ply+1 {
			continue
		}
		var seq []*parser.Move
		for _, n := range nodes[j:] {
			seq = append(seq, n.Source)
		}
		seq = append(seq, moves[k:min(k+lookahead, len(moves))]...)
		fills := r.fills(pos, seq)
		if len(fills) == 0 {
			continue
		}
		names := make([]string, len(fills))
		for i, f := range fills {
			names[i] = numbered(&pos, f)
		}
		why := diag.T("a move seems to be missing at the start: %s would make the rest legal", diag.OrOnly(names))
		if j > 0 {
			p := fr.before(ply - 1)
			why = diag.T("a move seems to be missing after %s: %s would make the rest legal", moveName(nodes[j-1].Source, &p), diag.OrOnly(names))
		}
		if j < len(nodes) {
			return why, nil
		}
		return why, fills
	}
	return diag.Text{}, nil
}

// fills lists the legal moves of pos after which every move of seq plays
// legally; none when there are more than maxMissing, which says nothing.
func (r *replayer) fills(pos board.Position, seq []*parser.Move) []string {
	var ml board.MoveList
	pos.LegalMoves(&ml)
	var fills []string
	for i := range ml.Len() {
		m := ml.At(i)
		p := pos
		p.PlayUnchecked(m)
		if r.sequence(p, seq) < len(seq) {
			continue
		}
		if len(fills) == maxMissing {
			return nil
		}
		fills = append(fills, pos.Format(m))
	}
	return fills
}

// numbered is a move in SAN with the number and dots of pos: "5...exd4".
func numbered(pos *board.Position, san string) string {
	dots := "."
	if pos.Turn() == board.Black {
		dots = "..."
	}
	return strconv.Itoa(pos.FullmoveNumber()) + dots + san
}

// nameAt is mv as written with the number of the ply d plies after pos.
func nameAt(pos board.Position, d int, mv *parser.Move) string {
	t := int(pos.Turn()) + d
	n := strconv.Itoa(pos.FullmoveNumber() + t/2)
	if t%2 == 1 {
		return n + "..." + string(mv.Text())
	}
	return n + "." + string(mv.Text())
}

// swap is one way two written moves may have been transposed: the moves
// to play, in order, from back plies before the failing move.
type swap struct {
	back   int // plies before the failing move where the first one goes
	a, b   int // indexes (relative to the failing move) of the two moves swapped
	played bool
}

// swaps are tried in this order: the same side's next move written first
// ("i and i+2"), the same side's previous move, then neighbours.
var swaps = [...]swap{{0, 0, 2, false}, {2, -2, 0, true}, {0, 0, 1, false}, {1, -1, 0, true}}

// swappedMoves: two written moves in the other order make the failing
// move and the following ones legal.
func (r *replayer) swappedMoves(moves []*parser.Move, k int, fr *frame, before board.Position) (diag.Text, []string) {
	for _, s := range swaps {
		seq, start, ok := swapped(s, moves, k, fr, before)
		if !ok {
			continue
		}
		if r.sequence(start, seq) < len(seq) {
			continue
		}
		d := s.b - s.a
		x, y := moves[k], seq[0] // x was written first, at start; y d plies later
		if s.played {
			x, y = seq[d], moves[k]
		}
		why := diag.T("%s and %s seem to be transposed: in the other order the next %d moves are legal", nameAt(start, 0, x), nameAt(start, d, y), len(seq))
		if s.played {
			return why, nil
		}
		m, _ := r.resolve(&start, y)
		return why, []string{start.Format(m)}
	}
	return diag.Text{}, nil
}

// swapped builds the moves of swap s around the failing move k, and the
// position they start from; ok is false when the moves are not there.
func swapped(s swap, moves []*parser.Move, k int, fr *frame, before board.Position) (seq []*parser.Move, start board.Position, ok bool) {
	lo, hi := k+s.a, k+s.b
	if hi >= len(moves) {
		return nil, start, false
	}
	if s.played {
		n := len(fr.line.Nodes)
		if n < s.back {
			return nil, start, false
		}
		// The earlier move was read already: take it from the tree, whose
		// nodes may come from another parser line than moves.
		earlier := fr.line.Nodes[n-s.back:]
		start = fr.before(fr.end() - s.back)
		seq = append(seq, moves[k])
		for _, n := range earlier[1:] {
			seq = append(seq, n.Source)
		}
		seq = append(seq, earlier[0].Source)
		lo = k
	} else {
		start = before
		seq = append(seq, moves[hi])
		seq = append(seq, moves[lo+1:hi]...)
		seq = append(seq, moves[lo])
		lo = hi
	}
	for j := lo + 1; j < len(moves) && len(seq) < lookahead; j++ {
		seq = append(seq, moves[j])
	}
	return seq, start, len(seq) >= 3 // two moves alone are weak evidence
}

// sequence counts how many of seq play legally one after the other.
func (r *replayer) sequence(pos board.Position, seq []*parser.Move) int {
	for i, mv := range seq {
		m, ok := r.resolve(&pos, mv)
		if !ok {
			return i
		}
		pos.PlayUnchecked(m)
	}
	return len(seq)
}
