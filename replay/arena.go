package replay

import (
	"github.com/notaz-chess/notaz/descriptive"
	"github.com/notaz-chess/notaz/internal/reuse"
)

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
	flat  []Played // the streamed games' moves (Game.Flat)
	// desc holds the descriptive readings the games were replayed from
	// (their nodes point at the moves as written there).
	desc descriptive.Arena
}

// Reset frees the memory of every game replayed into a: they must not be
// used any more.
func (a *Arena) Reset() {
	reuse.Reset(&a.games)
	reuse.Reset(&a.nodes)
	reuse.Reset(&a.lines)
	reuse.Reset(&a.flat)
	a.desc.Reset()
}

// Large reports whether a grew beyond what ordinary batches need (a game
// with tens of thousands of moves passed through it): a pool should let
// it go rather than keep the peak for the rest of the run.
func (a *Arena) Large() bool { return cap(a.nodes) > 1<<16 || cap(a.flat) > 1<<16 || a.desc.Large() }

// descriptive returns the arena for descriptive readings: a's, or nil.
func (a *Arena) descriptive() *descriptive.Arena {
	if a == nil {
		return nil
	}
	return &a.desc
}

// newGame returns a zero Game: from a when set.
func (a *Arena) newGame() *Game {
	if a == nil {
		return new(Game)
	}
	return &reuse.Take(&a.games, 1)[0]
}

// newNodes returns an empty slice with room for n nodes: from a when set.
func (a *Arena) newNodes(n int) []Node {
	if a == nil || n == 0 {
		return make([]Node, 0, n)
	}
	return reuse.Take(&a.nodes, n)[:0]
}

// newFlat returns n zero moves: from a when set.
func (a *Arena) newFlat(n int) []Played {
	if a == nil {
		return make([]Played, n)
	}
	return reuse.Take(&a.flat, n)
}

// newLines returns n zero lines: from a when set.
func (a *Arena) newLines(n int) []Line {
	if a == nil {
		return make([]Line, n)
	}
	return reuse.Take(&a.lines, n)
}
