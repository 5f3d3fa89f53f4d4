// Package pipeline is the streaming step every command shares: read games
// in order, replay each on one of N workers, and hand them back in input
// order with their diagnostics, in bounded memory. What happens to a game
// after replay is the caller's: convert writes it, check inspects it.
//
// A run stops at the first error of its own (a failed read), of the
// caller's (Emit returned an error, a worker's Work panicked) or of its
// context; it then returns promptly, even when its input is blocked in a
// Read (the goroutine reading it is left to end when that Read returns,
// without calling anything of the caller's).
package pipeline

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"slices"
	"sync"

	"github.com/notaz/notaz/diag"
	"github.com/notaz/notaz/parser"
	"github.com/notaz/notaz/replay"
)

// Options configure a run.
type Options struct {
	// Name is the input's name in diagnostics ("-" for standard input).
	Name string
	// Workers is the number of replaying goroutines; 0 means all cores.
	// 1 replays on the calling goroutine (one core at a time).
	Workers int
	// MaxDepth bounds variation nesting (0: the parser's default).
	MaxDepth int
	// Replay says how moves are read: letters or detection, variant.
	Replay replay.Options
	// SkipReplay reads games without replaying them (their tags, say):
	// Items then have no Replay, and Failed reports syntax errors only.
	SkipReplay bool
}

// Item is one game on its way through the pipeline.
type Item struct {
	// Game is the game as read; nil only for the last Item of a run,
	// which carries the diagnostics about text after the last game.
	Game *parser.Game
	// Replay is the replayed game; nil when the reader gave up on the
	// game (its syntax error is in Diags) and in the last Item.
	Replay *replay.Game
	// Diags are the reader's and replay's findings about the game, in
	// input order. Work may change them.
	Diags []diag.Diagnostic
}

// Failed reports whether the game could not be read or replayed: it must
// be kept verbatim, never converted.
func (it *Item) Failed() bool {
	if it.Game == nil {
		return false
	}
	if it.Replay == nil { // a syntax error, or SkipReplay
		return slices.ContainsFunc(it.Diags, func(d diag.Diagnostic) bool { return d.Severity == diag.Error })
	}
	return it.Replay.Err != nil
}

// Stage is what the caller does with each game.
type Stage[T any] struct {
	// Work runs on a worker goroutine after replay (nil: nothing). It may
	// change the Item and returns what Emit gets. It must touch nothing
	// but its Item and its own locals: several run at once.
	Work func(*Item) T
	// Emit runs on the calling goroutine, once per Item, in input order.
	// An error stops the run and is returned.
	Emit func(*Item, T) error
	// Idle, when set, runs on the calling goroutine before the run waits
	// for input: the place to flush buffered output, so that a consumer
	// of a slow stream (tail -f games.pgn | notaz convert | head) gets
	// each game as soon as it is done. An error stops the run.
	Idle func() error
}

// PanicError is a panic in a worker, turned into an error.
type PanicError struct {
	Game  int // the game being processed
	Value any
	Stack []byte
}

func (e *PanicError) Error() string {
	return fmt.Sprintf("game %d: internal error: %v", e.Game, e.Value)
}

// ReadError is a failed read of the input.
type ReadError struct{ Err error }

func (e *ReadError) Error() string { return "read: " + e.Err.Error() }
func (e *ReadError) Unwrap() error { return e.Err }

// batch is the unit of work: a few games read together, so that channel
// traffic stays small next to the work on each game.
type batch[T any] struct {
	items []Item
	outs  []T
	errs  []error // the reader's error for each game
	err   error   // a panic in Work
	done  chan struct{}
}

const batchGames = 64

// Run reads every game of r and passes it through s. It returns the first
// error: a *ReadError, a *PanicError, Emit's error or the context's cause.
// Problems with games are diagnostics, never errors.
func Run[T any](ctx context.Context, r io.Reader, opts Options, s Stage[T]) error {
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	pr := parser.NewReader(r, parser.Options{Name: opts.Name, MaxDepth: opts.MaxDepth})
	if workers == 1 {
		return runSerial(ctx, pr, &opts, s)
	}
	return runParallel(ctx, pr, &opts, s, workers)
}

// runSerial replays and emits on the calling goroutine, and reads on
// another only while the caller waits for it: -j 1 uses one core at a
// time, as its users expect when they compare tools, yet a cancellation
// is seen at once even when the input blocks in a Read.
func runSerial[T any](ctx context.Context, pr *parser.Reader, opts *Options, s Stage[T]) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(context.Canceled)
	type read struct {
		b   *batch[T]
		err error
	}
	next, got := make(chan struct{}), make(chan read)
	go func() { // owns pr until it sends an error, or ctx ends
		for {
			select {
			case <-next:
			case <-ctx.Done():
				return
			}
			b, err := readBatch[T](pr)
			select {
			case got <- read{b, err}:
			case <-ctx.Done():
				return
			}
			if err != nil {
				return
			}
		}
	}()
	for first := true; ; first = false {
		if !first && s.Idle != nil {
			if err := s.Idle(); err != nil {
				return err
			}
		}
		var r read
		select {
		case next <- struct{}{}:
		case <-ctx.Done():
			return context.Cause(ctx)
		}
		select {
		case r = <-got:
		case <-ctx.Done():
			return context.Cause(ctx)
		}
		if r.b != nil {
			process(r.b, opts, s.Work)
			if err := emit(r.b, s.Emit); err != nil {
				return err
			}
		}
		if r.err != nil {
			return finish(pr, opts, s, r.err)
		}
	}
}

// runParallel: the reader goroutine fills batches, workers process them,
// and the calling goroutine emits them in order. Channels are bounded, so
// memory is bounded by about 3×workers batches whatever the input size.
func runParallel[T any](ctx context.Context, pr *parser.Reader, opts *Options, s Stage[T], workers int) error {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(context.Canceled)
	jobs := make(chan *batch[T], workers)
	order := make(chan *batch[T], 2*workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case b, ok := <-jobs:
					if !ok {
						return
					}
					process(b, opts, s.Work)
					close(b.done)
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	// The reader owns pr and its input. It is not waited for: it may be
	// blocked in a Read that nothing can interrupt.
	var rerr error
	go func() {
		defer close(order)
		defer close(jobs)
		for ctx.Err() == nil {
			b, err := readBatch[T](pr)
			if b != nil {
				select {
				case order <- b:
				case <-ctx.Done():
					return
				}
				select {
				case jobs <- b:
				case <-ctx.Done():
					close(b.done)
					return
				}
			}
			if err != nil {
				rerr = err // read by the emitter after order is closed
				return
			}
		}
	}()
	err := emitInOrder(ctx, order, s.Emit, s.Idle)
	if err != nil {
		cancel(err)
		// Workers end with their batch: wait, so that no Work runs
		// after Run returns.
		wg.Wait()
		return err
	}
	wg.Wait()
	return finish(pr, opts, s, rerr)
}

// emitInOrder emits batches as they come out of order, each when its
// worker is done. It returns nil when order is closed.
func emitInOrder[T any](ctx context.Context, order <-chan *batch[T], e func(*Item, T) error, idle func() error) error {
	for {
		var b *batch[T]
		var ok bool
		if idle != nil && len(order) == 0 {
			// The reader is behind: the input is slow, not the workers.
			if err := idle(); err != nil {
				return err
			}
		}
		select {
		case b, ok = <-order:
			if !ok {
				return context.Cause(ctx)
			}
		case <-ctx.Done():
			return context.Cause(ctx)
		}
		select {
		case <-b.done:
		case <-ctx.Done():
			return context.Cause(ctx)
		}
		if err := emit(b, e); err != nil {
			return err
		}
	}
}

// finish emits the stray text after the last game and reports a read
// error; it runs once the reader is done.
func finish[T any](pr *parser.Reader, opts *Options, s Stage[T], rerr error) error {
	if rerr != nil && !errors.Is(rerr, io.EOF) {
		return &ReadError{Err: rerr}
	}
	last := Item{Diags: pr.Warnings()}
	var zero T
	if s.Emit != nil {
		return s.Emit(&last, zero)
	}
	return nil
}

// readBatch reads up to batchGames games. It returns the batch read so far
// together with io.EOF or a read error.
func readBatch[T any](pr *parser.Reader) (*batch[T], error) {
	b := &batch[T]{done: make(chan struct{})}
	for len(b.items) < batchGames {
		g, err := pr.Next()
		if g == nil {
			if len(b.items) == 0 {
				b = nil
			}
			if err == nil {
				err = io.EOF
			}
			return b, err
		}
		b.items = append(b.items, Item{Game: g})
		b.errs = append(b.errs, err)
		if pr.Buffered() == 0 {
			// The next game needs a Read, which may block on a slow
			// stream: hand on the games read so far.
			break
		}
	}
	return b, nil
}

// process replays every game of b and runs work on it. A panic becomes
// b.err: the emitter returns it instead of the batch.
func process[T any](b *batch[T], opts *Options, work func(*Item) T) {
	cur := 0
	defer func() {
		if v := recover(); v != nil {
			b.err = &PanicError{Game: b.items[cur].Game.Number, Value: v, Stack: debug.Stack()}
		}
	}()
	b.outs = make([]T, len(b.items))
	for i := range b.items {
		cur = i
		it := &b.items[i]
		replayItem(it, b.errs[i], opts)
		if work != nil {
			b.outs[i] = work(it)
		}
	}
}

// replayItem replays one game and gathers its diagnostics in input order.
func replayItem(it *Item, readErr error, opts *Options) {
	g := it.Game
	for _, d := range g.Warnings {
		d.Game = g.Number // stray text before the game is reported with it
		it.Diags = append(it.Diags, d)
	}
	if readErr != nil {
		d := g.Diag(g.Start, diag.Error, diag.Syntax, readErr.Error())
		var pe *diag.Diagnostic
		if errors.As(readErr, &pe) {
			d = *pe
		}
		it.Diags = append(it.Diags, d)
		return
	}
	if opts.SkipReplay {
		return
	}
	rg := replay.Run(g, opts.Replay)
	it.Replay = rg
	it.Diags = append(it.Diags, rg.Notes...)
	if rg.Err != nil {
		it.Diags = append(it.Diags, *rg.Err)
	}
	// Reader, replay: a game's findings come from several steps.
	slices.SortStableFunc(it.Diags, func(x, y diag.Diagnostic) int { return cmp.Compare(x.Offset, y.Offset) })
}

// emit hands a processed batch to e, in order.
func emit[T any](b *batch[T], e func(*Item, T) error) error {
	if b.err != nil {
		return b.err
	}
	if e == nil {
		return nil
	}
	for i := range b.items {
		if err := e(&b.items[i], b.outs[i]); err != nil {
			return err
		}
	}
	return nil
}
