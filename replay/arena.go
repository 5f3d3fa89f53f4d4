package replay

// Arena holds replayed games (the Game, its nodes and lines) for a worker
// that replays many games whose trees are dropped soon after: a pipeline
// batch (pipeline.Options.Reuse). Games replayed into it are valid until
// Reset, which makes its memory free for the next games; so a worker
// replaying batch after batch allocates nodes only while its batches grow.
// Under detection every reading of a game comes from it, kept or not.
type Arena struct {
	games []Game
	nodes []Node
	lines []Line
}

// Reset frees the memory of every game replayed into a: they must not be
// used any more.
func (a *Arena) Reset() {
	reset(&a.games)
	reset(&a.nodes)
	reset(&a.lines)
}

// Large reports whether a grew beyond what ordinary batches need (a game
// with tens of thousands of moves passed through it): a pool should let
// it go rather than keep the peak for the rest of the run.
func (a *Arena) Large() bool { return cap(a.nodes) > 1<<16 }

// reset zeroes what was handed out of buf (nodes hold pointers, and
// replay expects zero nodes) and makes it free.
func reset[T any](buf *[]T) {
	clear(*buf)
	*buf = (*buf)[:0]
}

// take hands out n zero elements of buf, with a capacity of n, so that
// appending to them never reaches the next ones (append then copies them
// out to the heap). When buf is full it is replaced by a larger one; the
// games replayed into the old one keep it.
func take[T any](buf *[]T, n int) []T {
	b := *buf
	if cap(b)-len(b) < n {
		b = make([]T, 0, max(2*cap(b), n, 64))
	}
	k := len(b)
	*buf = b[:k+n]
	return b[k : k+n : k+n]
}

// newGame returns a zero Game: from a when set.
func (a *Arena) newGame() *Game {
	if a == nil {
		return new(Game)
	}
	return &take(&a.games, 1)[0]
}

// newNodes returns an empty slice with room for n nodes: from a when set.
func (a *Arena) newNodes(n int) []Node {
	if a == nil || n == 0 {
		return make([]Node, 0, n)
	}
	return take(&a.nodes, n)[:0]
}

// newLines returns n zero lines: from a when set.
func (a *Arena) newLines(n int) []Line {
	if a == nil {
		return make([]Line, n)
	}
	return take(&a.lines, n)
}
