package pipeline

import (
	"context"
	"sync"
)

// budget bounds the bytes of games held between the reader, which takes
// them, and the emitter, which gives them back (see minInFlight). There is
// one taker, so a one-slot signal is all a wait needs, and a wait can be
// cancelled, which sync.Cond cannot.
type budget struct {
	mu    sync.Mutex
	used  int
	limit int
	freed chan struct{}
}

func newBudget(limit int) *budget {
	return &budget{limit: limit, freed: make(chan struct{}, 1)}
}

// tryTake takes n bytes if they fit, or if nothing is held: a game larger
// than the whole budget goes through alone.
func (b *budget) tryTake(n int) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.used > 0 && b.used+n > b.limit {
		return false
	}
	b.used += n
	return true
}

// take waits until n bytes fit; it returns the context's cause if it ends
// first.
func (b *budget) take(ctx context.Context, n int) error {
	for !b.tryTake(n) {
		select {
		case <-b.freed:
		case <-ctx.Done():
			return context.Cause(ctx)
		}
	}
	return nil
}

// give returns n bytes.
func (b *budget) give(n int) {
	b.mu.Lock()
	b.used -= n
	b.mu.Unlock()
	select {
	case b.freed <- struct{}{}:
	default:
	}
}
