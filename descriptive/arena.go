package descriptive

import (
	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/internal/reuse"
	"github.com/notaz-chess/notaz/parser"
)

// Arena holds readings (the Reading, its copy of the game, the lines and
// moves as written, the resolved moves and their SANs) for a worker that
// reads many games whose replays are dropped together: replay.Arena holds
// one for a pipeline batch. Readings made in it are valid until Reset, so
// a worker reading batch after batch allocates them only while its
// batches grow, as the SAN path's parser.Arena does; --from auto's
// readings that are not kept come from it too.
type Arena struct {
	readings []Reading
	games    []parser.Game
	lines    []parser.Line
	moves    []parser.Move
	ptrs     []*parser.Move
	known    []board.Move
	sans     []board.SAN
}

// Reset frees the memory of every reading made in a: they, and the games
// replayed from them, must not be used any more.
func (a *Arena) Reset() {
	reuse.Reset(&a.readings)
	reuse.Reset(&a.games)
	reuse.Reset(&a.lines)
	reuse.Reset(&a.moves)
	reuse.Reset(&a.ptrs)
	a.known = a.known[:0] // no pointers, and every element written before use
	a.sans = a.sans[:0]
}

// Large reports whether a grew beyond what ordinary batches need (a game
// with tens of thousands of moves passed through it).
func (a *Arena) Large() bool { return cap(a.moves) > 1<<16 }

// lineMoves returns n zero moves and an empty slice with room for n
// pointers to them: a line's moves as written.
func (a *Arena) lineMoves(n int) ([]parser.Move, []*parser.Move) {
	if a == nil {
		return make([]parser.Move, n), make([]*parser.Move, 0, n)
	}
	return reuse.Take(&a.moves, n), reuse.Take(&a.ptrs, n)[:0]
}

func (a *Arena) reading() *Reading {
	if a == nil {
		return new(Reading)
	}
	return &reuse.Take(&a.readings, 1)[0]
}

func (a *Arena) game() *parser.Game {
	if a == nil {
		return new(parser.Game)
	}
	return &reuse.Take(&a.games, 1)[0]
}

func (a *Arena) line() *parser.Line {
	if a == nil {
		return new(parser.Line)
	}
	return &reuse.Take(&a.lines, 1)[0]
}

// resolved returns empty slices with room for n moves and their SANs.
// Their elements are written before use: the arena does not clear them.
func (a *Arena) resolved(n int) ([]board.Move, []board.SAN) {
	if a == nil || n == 0 {
		return make([]board.Move, 0, n), make([]board.SAN, 0, n)
	}
	if cap(a.known)-len(a.known) < n {
		a.known = make([]board.Move, 0, max(2*cap(a.known), n, 256))
	}
	if cap(a.sans)-len(a.sans) < n {
		a.sans = make([]board.SAN, 0, max(2*cap(a.sans), n, 256))
	}
	k, s := len(a.known), len(a.sans)
	a.known, a.sans = a.known[:k+n], a.sans[:s+n]
	return a.known[k : k : k+n], a.sans[s : s : s+n]
}
