package pipeline

import (
	"context"
	"io"
	"strings"
	"testing"
)

// countingReader is an endless run of one byte, counting what was read.
type countingReader struct {
	b    byte
	n    int64
	stop int64
}

func (r *countingReader) Read(p []byte) (int, error) {
	if r.n >= r.stop {
		return 0, io.EOF
	}
	p = p[:min(int64(len(p)), r.stop-r.n)]
	for i := range p {
		p[i] = r.b
	}
	r.n += int64(len(p))
	return len(p), nil
}

// TestNoLineBreakStaysBounded: input without a line break has no complete
// line for the cut scan to look at; the source must still give up on
// pieces once it holds more than half of MaxGameSize (and read the rest
// the old way, streaming the oversized game), not read the input whole
// into memory first.
func TestNoLineBreakStaysBounded(t *testing.T) {
	const maxGame = 1 << 16
	in := &countingReader{b: 'a', stop: 64 << 20}
	if testing.Short() {
		in.stop = 8 << 20 // still twice the most the source may hold
	}
	var readAtFirst int64 = -1
	games := 0
	err := Run(context.Background(), in, Options{Workers: 2, MaxGameSize: maxGame}, Stage[struct{}]{
		Emit: func(it *Item, _ struct{}) error {
			if it.Game == nil {
				return nil
			}
			if readAtFirst < 0 {
				readAtFirst = in.n
			}
			games++
			if it.Game.Rest != nil {
				io.Copy(io.Discard, it.Game.Rest)
			}
			return nil
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if games != 1 {
		t.Errorf("%d games, want 1 (too large, streamed)", games)
	}
	// What was read before the game was handed on: the span, one read
	// and the Reader's own buffer at most, never the 64 MB.
	if limit := int64(4*maxGame + 2*readSize); readAtFirst > limit {
		t.Errorf("read %d bytes before the first game was emitted, want at most %d", readAtFirst, limit)
	}
}

// TestPieceGames: a piece holds at most pieceGames games, however small
// they are (a game's tree and replay take many times its text).
func TestPieceGames(t *testing.T) {
	in := strings.Repeat("[Event \"g\"]\n\n1. e4 *\n\n", 1000)
	var sizes []int
	// The pieces themselves are internal: count them through the source.
	src := newSource[struct{}](context.Background(), strings.NewReader(in), &Options{}, newBudget(minInFlight))
	src.ship = func(b *batch[struct{}]) bool {
		sizes = append(sizes, strings.Count(string(b.raw), "[Event"))
		close(b.out.ready)
		return true
	}
	if err := src.run(); err != io.EOF {
		t.Fatalf("run: %v", err)
	}
	total := 0
	for _, n := range sizes {
		total += n
		if n > pieceGames {
			t.Fatalf("a piece of %d games, want at most %d", n, pieceGames)
		}
	}
	if total != 1000 {
		t.Errorf("%d games in the pieces, want 1000", total)
	}
}
