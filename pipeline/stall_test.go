package pipeline_test

import (
	"context"
	"io"
	"testing"
	"time"

	"github.com/notaz-chess/notaz/pipeline"
)

type chunkReader struct{ chunks chan []byte }

func (c *chunkReader) Read(p []byte) (int, error) {
	b, ok := <-c.chunks
	if !ok {
		return 0, io.EOF
	}
	return copy(p, b), nil
}

// Game 1 is complete, game 2's tags have arrived, then the input stalls:
// game 1 should be emitted (and Idle called) before game 2 completes.
func TestStallPartialNext(t *testing.T) {
	for _, w := range []int{1, 4} {
		c := &chunkReader{chunks: make(chan []byte)}
		emitted := make(chan int, 10)
		done := make(chan error)
		go func() {
			done <- pipeline.Run(context.Background(), c, pipeline.Options{Workers: w}, pipeline.Stage[int]{
				Emit: func(it *pipeline.Item, _ int) error {
					if it.Game != nil {
						emitted <- it.Game.Number
					}
					return nil
				},
			})
		}()
		c.chunks <- []byte("[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n")
		select {
		case n := <-emitted:
			t.Logf("w=%d: game %d emitted while game 2 is incomplete", w, n)
		case <-time.After(time.Second):
			t.Errorf("w=%d: game 1 held back while the input stalls in game 2", w)
		}
		c.chunks <- []byte("\n1. d4 *\n\n")
		close(c.chunks)
		<-done
	}
}
