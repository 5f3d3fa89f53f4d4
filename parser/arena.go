package parser

import "github.com/notaz-chess/notaz/internal/reuse"

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
	toks     []token    // deferred games' tokens (Options.Defer)
	lazies   []deferred // deferred games' state
}

// Reset frees the memory of every game built from a: they must not be
// used any more.
func (a *Arena) Reset() {
	reuse.Reset(&a.games)
	reuse.Reset(&a.tags)
	reuse.Reset(&a.moves)
	reuse.Reset(&a.notes)
	reuse.Reset(&a.ptrs)
	reuse.Reset(&a.lines)
	reuse.Reset(&a.vars)
	reuse.Reset(&a.comments)
	reuse.Reset(&a.syms)
	a.toks = a.toks[:0] // no pointers, and overwritten when taken
	reuse.Reset(&a.lazies)
	a.nags = a.nags[:0]
}

// Large reports whether a grew beyond what ordinary batches need (a game
// with tens of thousands of moves passed through it): a pool should let
// it go rather than keep the peak for the rest of the run.
func (a *Arena) Large() bool { return cap(a.moves) > 1<<15 }

// alloc returns n zero elements: from a when set, else newly allocated.
func alloc[T any](a *Arena, buf *[]T, n int) []T {
	switch {
	case n == 0:
		return nil
	case a == nil:
		return make([]T, n)
	}
	return reuse.Take(buf, n)
}
