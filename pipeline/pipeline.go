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
	"sync/atomic"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
)

// Options configure a run.
type Options struct {
	// Name is the input's name in diagnostics ("-" for standard input).
	Name string
	// Workers is the number of replaying goroutines; 0 means all cores.
	// 1 replays on the calling goroutine (one core at a time). More than
	// MaxWorkers means MaxWorkers.
	Workers int
	// MaxDepth bounds variation nesting (0: the parser's default).
	MaxDepth int
	// MaxGameSize bounds the bytes of one game held in memory (0: the
	// parser's default, parser.DefaultMaxGameSize). A larger game fails
	// with a syntax error and its Game.Rest is read from the input when
	// the game is emitted: Emit may copy it out (convert keeps it
	// verbatim); what Emit leaves of it is skipped.
	MaxGameSize int
	// MaxGameMemory is the memory budget of one game (0: the parser's
	// default, parser.Options.MaxGameMemory): a game whose moves,
	// variations, comments and text would take more fails with a syntax
	// error and is kept verbatim.
	MaxGameMemory int
	// Replay says how moves are read: letters or detection, variant.
	Replay replay.Options
	// SkipReplay reads games without replaying them (their tags, say):
	// Items then have no Replay, and Failed reports syntax errors only.
	SkipReplay bool
	// Origin places the input in the file it was cut from (see
	// parser.Origin): diagnostics then name the original's lines and
	// game numbers.
	Origin Origin
	// Chunk says the input is an arbitrary piece of a larger stream
	// (GNU parallel --pipe without --recstart, a Hadoop split): a game
	// the cut went through is kept verbatim with a warning rather than
	// replayed as if it were whole (see partial.go).
	Chunk bool
	// Reuse says Emit keeps nothing of an Item (its Game, the game's
	// tags, moves and comments, its Replay) once it returns: the memory
	// of a batch's game trees and replays is then reused for later
	// batches (see parser.Arena, replay.Arena), so that a run allocates
	// little besides its output.
	// Strings and Raw stay valid (they share the input's memory, which
	// is never reused).
	Reuse bool
	// NoTree reads games without building their trees where the replay
	// needs none (parser.Options.Defer: clean games without variations,
	// played straight from their tokens, see replay/flat.go): such an
	// Item's Game is Deferred, with its tags, result and Raw but no
	// Moves until its Build, and its Replay has no nodes, only Start and
	// Final. For callers that look at findings, not moves (check).
	NoTree bool
	// NoDecode keeps the strict reading of a game that fails. Without it
	// such a game is read again as real text, by decoding it (package
	// prose: the move numbers and the board decide what is a move), and
	// the better reading is kept. Clean PGN never comes to that.
	NoDecode bool
}

// Origin is where the input starts in the file it was cut from.
type Origin = parser.Origin

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
	// Explain, for a game read as real text (package prose), is the
	// decoder's choices and the runner-up reading, as notes (Info) for
	// convert -v.
	Explain []diag.Diagnostic
	// Partial is set, under Options.Chunk, for a game the cut went
	// through: it has no Replay, one warning, and is kept verbatim.
	Partial bool

	edge edge // first or last game of the input, for Options.Chunk
}

// Failed reports whether the game could not be read or replayed: it must
// be kept verbatim, never converted.
func (it *Item) Failed() bool {
	if it.Game == nil {
		return false
	}
	if it.Partial {
		return true
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
	// err is a panic in Work at items[failed], or the run's end for a
	// batch no worker took: the items before failed are emitted, then err
	// is returned.
	err    error
	failed int
	done   chan struct{}
	// size is the bytes of the games' Raw, held from reading to emitting.
	size   int
	budget *budget
	// emitted, when set, is closed once the batch is emitted: its last
	// game's Rest is then read, and the reader may go on.
	emitted chan struct{}
	// emittedTo, for a piece of an input in place (source.direct), is
	// set to end, the stream offset after it, once it is emitted.
	emittedTo *atomic.Int64
	end       int64

	// A piece of the input, when raw is set: the worker reads its games
	// (see source). origin is where it starts (Game unused); continued
	// says it is not the stream's start; final that it ends the input.
	// in brings what the pieces before tell it, out tells the next.
	raw       []byte
	arena     *parser.Arena // holds the games' trees, under Options.Reuse
	replays   *replay.Arena // holds their replays, under Options.Reuse
	origin    parser.Origin
	continued bool
	final     bool
	in, out   *link
	// free, under Options.Reuse, takes the batch's items, errors and
	// outputs back once it is emitted, for a later batch (see scratch).
	free *sync.Pool
	sc   *scratch[T] // taken from free by readPiece
}

// scratch is a batch's items, reader errors and outputs, kept under
// Options.Reuse for the batches after it: a run then allocates them for
// the batches in flight only, not for every batch (5.5 MB of Items and
// as much of convert's outputs on the 72,474-game corpus).
type scratch[T any] struct {
	items []Item
	errs  []error
	outs  []T
}

// takeScratch gives b a scratch from its pool, or a new one.
func (b *batch[T]) takeScratch() {
	if sc, ok := b.free.Get().(*scratch[T]); ok {
		b.sc = sc
	} else {
		b.sc = new(scratch[T])
	}
}

// release gives b's slices back to its pool, cleared (the items point at
// games and replays; the outputs may hold buffers), once it is emitted.
func (b *batch[T]) release() {
	sc := b.sc
	if sc == nil {
		return
	}
	// The largest of each stays.
	if cap(b.items) >= cap(sc.items) {
		sc.items, sc.errs = b.items[:cap(b.items)], b.errs[:cap(b.errs)]
	}
	if cap(b.outs) >= cap(sc.outs) {
		sc.outs = b.outs[:cap(b.outs)]
	}
	clear(sc.items)
	clear(sc.errs)
	clear(sc.outs)
	b.items, b.errs, b.outs, b.sc = nil, nil, nil, nil
	b.free.Put(sc)
}

func newBatch[T any](bg *budget) *batch[T] {
	return &batch[T]{done: make(chan struct{}), budget: bg}
}

// A batch is shipped at batchGames games or batchBytes bytes, whichever
// comes first: small games travel together, so that channel traffic stays
// small next to the work on each, while large ones spread over the
// workers rather than pile up in one batch.
const (
	batchGames = 64
	batchBytes = 1 << 20
)

// MaxWorkers is the most replaying goroutines a run starts: 4 per core
// (runtime.GOMAXPROCS). Replay is all computation, so more than one per
// core gains nothing; the margin leaves room for a core count that is
// wrong (a container's quota), while a worker count typed wrong (-j
// 100000 took 324 MB, -j 10000000 16 GB) stays bounded: each worker holds
// its pieces and its arenas.
func MaxWorkers() int { return 4 * runtime.GOMAXPROCS(0) }

// Run reads every game of r and passes it through s. It returns the first
// error: a *ReadError, a *PanicError, Emit's error or the context's cause.
// Problems with games are diagnostics, never errors.
func Run[T any](ctx context.Context, r io.Reader, opts Options, s Stage[T]) error {
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, MaxWorkers())
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(context.Canceled)
	maxGame := opts.maxGameSize()
	bg := newBudget(max(minInFlight, maxGame+maxGame/8))
	src := newSource[T](ctx, r, &opts, bg)
	if src.direct != nil {
		// The games' memory is the input's file (see faultErr): a fault
		// on it while Emit runs, or a worker at -j 1, is a read error.
		defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	}
	var err error
	if workers == 1 {
		err = runSerial(ctx, src, &opts, s)
	} else {
		err = runParallel(ctx, cancel, src, &opts, s, workers)
	}
	if err != nil {
		return err
	}
	return finish(src, s)
}

// runSerial replays and emits on the calling goroutine, and reads on
// another only while the caller waits for it: -j 1 uses one core at a
// time, as its users expect when they compare tools, yet a cancellation
// is seen at once even when the input blocks in a Read.
func runSerial[T any](ctx context.Context, src *source[T], opts *Options, s Stage[T]) error {
	set := newSettler(opts, s.Work)
	var ws worker
	next, got := make(chan struct{}), make(chan *batch[T])
	var rerr error // set before got is closed
	src.ship = func(b *batch[T]) bool {
		select {
		case got <- b:
		case <-ctx.Done():
			return false
		}
		select { // wait until the caller asks for more
		case <-next:
			return true
		case <-ctx.Done():
			return false
		}
	}
	go func() {
		defer close(got)
		select {
		case <-next:
		case <-ctx.Done():
			return
		}
		rerr = src.runGuarded()
	}()
	for first := true; ; first = false {
		if !first && s.Idle != nil {
			if err := s.Idle(); err != nil {
				return err
			}
		}
		select {
		case next <- struct{}{}:
		case <-ctx.Done():
			return context.Cause(ctx)
		}
		var b *batch[T]
		var ok bool
		select {
		case b, ok = <-got:
		case <-ctx.Done():
			return context.Cause(ctx)
		}
		if !ok {
			return readErr(rerr)
		}
		process(ctx, b, &ws, opts, s.Work)
		if err := emit(b, set, s.Emit); err != nil {
			return err
		}
	}
}

// runParallel: the reader goroutine fills batches, workers process them,
// and the calling goroutine emits them in order. Channels are bounded, so
// memory is bounded by about 3×workers batches whatever the input size.
func runParallel[T any](ctx context.Context, cancel context.CancelCauseFunc, src *source[T], opts *Options, s Stage[T], workers int) error {
	jobs := make(chan *batch[T], workers)
	order := make(chan *batch[T], 2*workers)
	var wg sync.WaitGroup
	// Read before the reader starts: it drops direct when the input stops
	// being UTF-8 (fillInPlace), while the workers start.
	mapped := src.direct != nil
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if mapped {
				debug.SetPanicOnFault(true) // see faultErr
			}
			var ws worker
			for {
				select {
				case b, ok := <-jobs:
					if !ok {
						return
					}
					process(ctx, b, &ws, opts, s.Work)
					close(b.done)
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	src.ship = func(b *batch[T]) bool {
		select {
		case order <- b:
		case <-ctx.Done():
			return false
		}
		select {
		case jobs <- b:
			return true
		case <-ctx.Done():
			// In order but no worker will take it: it ends the run.
			b.err, b.failed = context.Cause(ctx), 0
			close(b.done)
			return false
		}
	}
	// The reader owns the parser and the input. It is not waited for: it
	// may be blocked in a Read that nothing can interrupt; once that Read
	// returns it reads no more.
	var rerr error // set before order is closed
	go func() {
		defer close(order)
		defer close(jobs)
		rerr = src.runGuarded()
	}()
	err := emitInOrder(ctx, order, newSettler(opts, s.Work), s.Emit, s.Idle)
	if err == nil {
		err = readErr(rerr) // order is closed: the reader is done
	}
	if err != nil {
		cancel(err)
	}
	// Workers end with their batch: wait, so that no Work runs after Run
	// returns.
	wg.Wait()
	return err
}

// readErr is the reader's final error as Run returns it: nil at the end of
// the input.
func readErr(err error) error {
	switch {
	case err == nil || errors.Is(err, io.EOF):
		return nil
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		return err
	}
	return &ReadError{Err: err}
}

// emitInOrder emits batches as they come out of order, each when its
// worker is done. It returns nil when order is closed.
func emitInOrder[T any](ctx context.Context, order <-chan *batch[T], set *settler[T], e func(*Item, T) error, idle func() error) error {
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
		if err := context.Cause(ctx); err != nil {
			return err // nothing is emitted once the run is over
		}
		if err := emit(b, set, e); err != nil {
			return err
		}
	}
}

// finish emits the stray text after the last game; it runs once the
// reader is done.
func finish[T any](src *source[T], s Stage[T]) error {
	last := Item{Diags: src.warnings()}
	var zero T
	if s.Emit != nil {
		return s.Emit(&last, zero)
	}
	return nil
}

// worker is what a worker goroutine keeps from one batch to the next.
type worker struct {
	pr    *parser.Reader // reads pieces, its lexer's memory reused
	items []Item         // scratch for a piece's games
	errs  []error
}

// process reads the games of b if it is a piece, replays every game and
// runs work on it. A panic becomes b.err: the emitter returns it instead
// of the batch.
func process[T any](ctx context.Context, b *batch[T], ws *worker, opts *Options, work func(*Item) T) {
	cur := -1
	defer func() {
		if v := recover(); v != nil {
			if err := faultErr(v); err != nil {
				b.err, b.failed = err, max(cur, 0)
				return
			}
			game := 0 // in the reading of a piece: not known
			if cur >= 0 {
				game = b.items[cur].Game.Number
			}
			b.err, b.failed = &PanicError{Game: game, Value: v, Stack: debug.Stack()}, max(cur, 0)
		}
	}()
	if b.raw != nil {
		if err := readPiece(ctx, b, ws, opts); err != nil {
			b.err, b.failed = err, 0
			return
		}
	}
	if b.sc != nil {
		b.outs = grow(b.sc.outs, len(b.items))
	} else {
		b.outs = make([]T, len(b.items))
	}
	ro := opts.Replay
	if opts.Reuse {
		b.replays = replays.Get().(*replay.Arena)
		ro.Arena = b.replays
	}
	for i := range b.items {
		cur = i
		it := &b.items[i]
		replayItem(it, b.errs[i], opts, &ro)
		if work != nil {
			b.outs[i] = work(it)
		}
	}
}

// readPiece reads the games of the piece b, then takes from the pieces
// before it what they tell (b.in): its games' numbers and the stray text
// not yet given to a game; and tells the next piece (b.out). An error is
// the run's end, seen while waiting for the piece before.
func readPiece[T any](ctx context.Context, b *batch[T], ws *worker, opts *Options) error {
	po := parser.Options{Name: opts.Name, MaxDepth: opts.MaxDepth, Piece: true, Continued: b.continued,
		MaxGameSize: opts.MaxGameSize, MaxGameMemory: opts.MaxGameMemory, // the budget's default depends on both
		Defer: opts.NoTree && !opts.SkipReplay && !opts.Chunk,
		// A game in descriptive notation is read from its Raw by --from
		// auto (replay.Run): its tree is built only when it fails.
		DeferPawn: opts.Replay.Auto && !opts.SkipReplay && !opts.Chunk,
		Origin:    parser.Origin{Line: b.origin.Line, Offset: b.origin.Offset}}
	if opts.Reuse {
		b.arena = arenas.Get().(*parser.Arena)
		po.Arena = b.arena
	}
	if ws.pr == nil {
		ws.pr = parser.NewBytesReader(b.raw, po)
	} else {
		ws.pr.ResetBytes(b.raw, po)
	}
	pr := ws.pr
	// The worker's scratch slices grow to the largest piece; the batch
	// gets its own of the right size.
	items, errs := ws.items[:0], ws.errs[:0]
	for {
		g, err := pr.Next()
		if g == nil {
			break
		}
		items = append(items, Item{Game: g})
		errs = append(errs, err)
	}
	if b.free != nil {
		b.takeScratch()
		b.items = append(grow(b.sc.items, len(items))[:0], items...)
		b.errs = append(grow(b.sc.errs, len(errs))[:0], errs...)
	} else {
		b.items, b.errs = slices.Clone(items), slices.Clone(errs)
	}
	clear(items)
	clear(errs)
	ws.items, ws.errs = items, errs
	select {
	case <-b.in.ready:
	case <-ctx.Done():
		return context.Cause(ctx)
	}
	before := b.in.games
	carry := b.in.carry
	carry.Clip()
	n := len(b.items)
	if n == 0 {
		carry.Join(pr.Trail())
		b.out.games, b.out.carry = before, carry
	} else {
		b.out.games, b.out.carry = before+n, pr.Trail()
	}
	close(b.out.ready)
	if n == 0 {
		return nil
	}
	for i := range b.items {
		renumber(&b.items[i], b.errs[i], before+i+1)
	}
	if carry.Join(pr.Lead()); carry.Len() > 0 {
		// The stray text before the piece's first game: the game gets it
		// first, as from one Reader of the stream.
		g := b.items[0].Game
		g.Warnings = append(carry.Flush(), g.Warnings...)
	}
	if before == max(opts.Origin.Game-1, 0) {
		b.items[0].edge |= firstGame
	}
	if b.final {
		b.items[n-1].edge |= lastGame
	}
	return nil
}

// arenas are the parser.Arenas of batches emitted, for the next batches
// to read into under Options.Reuse.
var arenas = sync.Pool{New: func() any { return new(parser.Arena) }}

// replays are the replay.Arenas of batches emitted, likewise.
var replays = sync.Pool{New: func() any { return new(replay.Arena) }}

// renumber gives the game of it, read in a piece as if the piece were the
// whole input, its number in the stream.
func renumber(it *Item, readErr error, n int) {
	g := it.Game
	old := g.Number
	if old == n {
		return
	}
	g.Number = n
	for i := range g.Warnings {
		if g.Warnings[i].Game == old {
			g.Warnings[i].Game = n
		}
	}
	if readErr == nil {
		return
	}
	d, ok := readErr.(*diag.Diagnostic) // what the Reader returns
	if !ok && !errors.As(readErr, &d) {
		return
	}
	if d.Game == old {
		d.Game = n
	}
}

// replayItem replays one game, as ro says, and gathers its diagnostics in
// input order.
func replayItem(it *Item, readErr error, opts *Options, ro *replay.Options) {
	if opts.Chunk && it.edge != 0 {
		defer markPartial(it)
	}
	g := it.Game
	if readErr != nil {
		d := g.Diag(g.Start, diag.Error, diag.Syntax, readErr.Error())
		var pe *diag.Diagnostic
		if errors.As(readErr, &pe) {
			d = *pe
		}
		if !opts.SkipReplay && !opts.NoDecode {
			if drg := decodeText(it, g, nil, ro); drg != nil {
				gather(it, drg, nil)
				return
			}
		}
		gather(it, nil, &d)
		return
	}
	if opts.SkipReplay {
		gather(it, nil, nil)
		return
	}
	rg := replay.Run(g, *ro)
	if rg.Err != nil && !opts.NoDecode {
		// Not clean: the text is read again by decoding it (package prose).
		if drg := decodeText(it, g, rg, ro); drg != nil {
			rg = drg
		}
	} else if d := againstNumber(g, rg); d != nil && !opts.NoDecode {
		// The text's first move read against its number ("Asema
		// siirron 7...d3?! jälkeen", a diagram's caption, read as 1.d3):
		// the decoder, which follows the numbers, reads it; where it
		// finds no game either, the game is an error there, never a game
		// made of a move its number contradicts.
		if drg := decodeText(it, g, rg, ro); drg != nil {
			rg = drg
		} else {
			e := *d
			e.Severity, e.Code = diag.Error, diag.Illegal
			rg.Err = &e
			rg.Notes = slices.DeleteFunc(slices.Clone(rg.Notes), func(n diag.Diagnostic) bool { return n.Offset == d.Offset && n.Code == d.Code })
		}
	} else if !opts.NoDecode && descriptiveInSentences(g, rg) {
		if drg := decodeText(it, g, rg, ro); drg != nil && drg.Err == nil && drg.Count() > rg.Count() {
			rg = drg
		}
	} else if !opts.NoDecode && goesOnInComment(g, rg) {
		// The game's last move is followed by prose the reader made a
		// comment of, which writes the number of the move the game wants
		// next: the decoder's reading is taken where it goes on from
		// the strict one's moves, without an error.
		explained := len(it.Explain)
		if drg := decodeText(it, g, rg, ro); drg != nil && drg.Err == nil && extends(drg, rg) {
			rg = drg
		} else {
			it.Explain = it.Explain[:explained]
		}
	} else if n := resignedBefore(g, rg); n > 0 && !opts.NoDecode {
		// The decoder's reading is taken only when it ends the game
		// there: the words decide where the game ends, the board and the
		// numbering that the moves before it are the game's.
		if drg := decodeText(it, g, rg, ro); drg != nil && drg.Err == nil && endsAt(drg, rg, n) {
			rg = drg
		}
	}
	gather(it, rg, nil)
}

// againstNumber returns the move-number warning on the first move of a
// game of text (no tags, the usual start) that replayed without error:
// the text numbers its first move as another one (7...d3 read as 1.d3).
func againstNumber(g *parser.Game, rg *replay.Game) *diag.Diagnostic {
	if len(g.Tags) > 0 || rg.StartFEN != "" || !rg.Variant.Castling() {
		return nil
	}
	for i := range rg.Notes {
		if n := &rg.Notes[i]; n.Code == diag.MoveNumber && n.Ply == 1 {
			return n
		}
	}
	return nil
}

// gather sets the item's replay and its diagnostics, in input order: the
// reader's, then readErr or replay's.
func gather(it *Item, rg *replay.Game, readErr *diag.Diagnostic) {
	g := it.Game
	it.Replay = rg
	it.Diags = it.Diags[:0:0]
	for _, d := range g.Warnings {
		d.Game = g.Number // stray text before the game is reported with it
		it.Diags = append(it.Diags, d)
	}
	if readErr != nil {
		it.Diags = append(it.Diags, *readErr)
	}
	if rg != nil {
		it.Diags = append(it.Diags, rg.Notes...)
		if rg.Err != nil {
			it.Diags = append(it.Diags, *rg.Err)
		}
	}
	// Reader, replay: a game's findings come from several steps.
	slices.SortStableFunc(it.Diags, func(x, y diag.Diagnostic) int { return cmp.Compare(x.Offset, y.Offset) })
}

// settler is the step that runs in input order, on the calling goroutine,
// before Emit: under detection, a game several languages read is settled
// with the language the games before it established (replay.Detector).
// When that changes its reading, its diagnostics are gathered again and
// Work runs again on it. Only such games cost anything here.
type settler[T any] struct {
	det  replay.Detector
	work func(*Item) T
}

func newSettler[T any](opts *Options, work func(*Item) T) *settler[T] {
	if !opts.Replay.Auto || opts.SkipReplay {
		return nil
	}
	return &settler[T]{work: work}
}

// settle settles item i of b; an error is a panic in Work.
func (s *settler[T]) settle(b *batch[T], i int) (err error) {
	it := &b.items[i]
	if s == nil || it.Replay == nil {
		return nil
	}
	rg, changed := s.det.Settle(it.Replay)
	if !changed {
		return nil
	}
	gather(it, rg, nil)
	if s.work == nil {
		return nil
	}
	defer func() {
		if v := recover(); v != nil {
			err = &PanicError{Game: it.Game.Number, Value: v, Stack: debug.Stack()}
		}
	}()
	b.outs[i] = s.work(it)
	return nil
}

// emit settles a processed batch and hands it to e, in order: up to the
// item that failed, if one did. Then its bytes are off the budget.
func emit[T any](b *batch[T], s *settler[T], e func(*Item, T) error) (err error) {
	if b.emittedTo != nil {
		defer func() {
			if v := recover(); v != nil {
				if err = faultErr(v); err == nil {
					panic(v)
				}
			}
		}()
	}
	defer func() {
		b.budget.give(b.size)
		if b.emitted != nil {
			close(b.emitted)
		}
		if b.emittedTo != nil {
			b.emittedTo.Store(b.end)
		}
		if b.arena != nil {
			// Emit is done with the batch's games (Options.Reuse).
			if !b.arena.Large() {
				b.arena.Reset()
				arenas.Put(b.arena)
			}
			b.arena = nil
		}
		if b.replays != nil {
			if !b.replays.Large() {
				b.replays.Reset()
				replays.Put(b.replays)
			}
			b.replays = nil
		}
		b.release()
	}()
	n := len(b.items)
	if b.err != nil {
		n = b.failed
	}
	for i := range n {
		if err := s.settle(b, i); err != nil {
			return err
		}
		if e != nil {
			if err := e(&b.items[i], b.outs[i]); err != nil {
				return err
			}
		}
	}
	return b.err
}

// grow returns s with length n: its own array when it is large enough
// (zero: release cleared it), else a new one.
func grow[E any](s []E, n int) []E {
	if cap(s) >= n {
		return s[:n]
	}
	return make([]E, n)
}

// errShrank is the error of a run whose input, a file read in place
// (mapped into memory, see package input), was cut short while it was
// read: its pages past the new end fault. The goroutines that touch the
// input's memory (the source, the workers, the one that emits) panic on
// such a fault instead of crashing (debug.SetPanicOnFault), and the panic
// becomes this read error.
var errShrank = errors.New("the file was cut short while it was read (truncated by another program?)")

// faultErr returns the read error for v, a recovered panic, when it is a
// fault on memory at an address (debug.SetPanicOnFault), else nil.
func faultErr(v any) error {
	if _, ok := v.(interface{ Addr() uintptr }); ok {
		return &ReadError{Err: errShrank}
	}
	return nil
}
