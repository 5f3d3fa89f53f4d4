package parser

// Arena holds the nodes of games (the Game, its tags, moves, lines,
// comments and NAGs) for a Reader that reads many games whose trees are
// dropped soon after: a pipeline worker's batch. Games built from it are
// valid until Reset, which makes its memory free for the next games; so
// a worker reading batch after batch allocates nodes only while its
// batches grow. (Strings and Move.Text() share the input's memory, Raw,
// never the arena's.)
type Arena struct {
	games    []Game
	tags     []Tag
	moves    []Move
	notes    []moveNotes
	ptrs     []*Move
	lines    []Line
	vars     []*Line
	comments []Comment
	nags     []uint8
	syms     [][]byte
}

// Reset frees the memory of every game built from a: they must not be
// used any more.
func (a *Arena) Reset() {
	reset(&a.games)
	reset(&a.tags)
	reset(&a.moves)
	reset(&a.notes)
	reset(&a.ptrs)
	reset(&a.lines)
	reset(&a.vars)
	reset(&a.comments)
	reset(&a.syms)
	a.nags = a.nags[:0]
}

// Large reports whether a grew beyond what ordinary batches need (a game
// with tens of thousands of moves passed through it): a pool should let
// it go rather than keep the peak for the rest of the run.
func (a *Arena) Large() bool { return cap(a.moves) > 1<<15 }

// reset zeroes what was handed out of buf (nodes hold pointers, and the
// tree expects zero nodes) and makes it free.
func reset[T any](buf *[]T) {
	clear(*buf)
	*buf = (*buf)[:0]
}

// take hands out n zero elements of buf, with a capacity of n, so that
// appending to them never reaches the next ones. When buf is full it is
// replaced by a larger one; the games built from the old one keep it.
func take[T any](buf *[]T, n int) []T {
	b := *buf
	if cap(b)-len(b) < n {
		b = make([]T, 0, max(2*cap(b), n, 64))
	}
	k := len(b)
	*buf = b[:k+n]
	return b[k : k+n : k+n]
}

// alloc returns n zero elements: from a when set, else newly allocated.
func alloc[T any](a *Arena, buf *[]T, n int) []T {
	switch {
	case n == 0:
		return nil
	case a == nil:
		return make([]T, n)
	}
	return take(buf, n)
}
