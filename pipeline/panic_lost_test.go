package pipeline_test

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/notaz-chess/notaz/pipeline"
)

// TestPanicKeepsEarlierGames: a panic in Work on game 10 ends the run
// with a *PanicError, after games 1 to 9 (replayed fine, in the same
// batch) were emitted.
func TestPanicKeepsEarlierGames(t *testing.T) {
	for _, w := range []int{1, 4} {
		n := 0
		err := pipeline.Run(context.Background(), bytes.NewReader(games(100)), pipeline.Options{Workers: w}, pipeline.Stage[int]{
			Work: func(it *pipeline.Item) int {
				if it.Game.Number == 10 {
					panic("bug")
				}
				return 0
			},
			Emit: func(it *pipeline.Item, _ int) error { n++; return nil },
		})
		var pe *pipeline.PanicError
		if n != 9 || !errors.As(err, &pe) || pe.Game != 10 {
			t.Errorf("-j %d: %d games emitted before %v, want 9 and a panic in game 10", w, n, err)
		}
	}
}
