// Package convert is the streaming conversion pipeline behind
// `notaz convert`: read games in order, replay and write them on all
// cores, and emit them in input order with constant memory.
package convert

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"runtime"
	"sync"

	"github.com/notaz/notaz/parser"
	"github.com/notaz/notaz/replay"
	"github.com/notaz/notaz/writer"
)

// Options configure a conversion.
type Options struct {
	// Name is the input's name in diagnostics ("-" for stdin).
	Name string
	// Workers is the number of replaying goroutines; 0 means all cores,
	// 1 runs everything on the calling goroutine.
	Workers int
	Replay  replay.Options
	Writer  writer.Options
	// Rejects, when set, receives every game that could not be converted,
	// byte for byte as read.
	Rejects io.Writer
	// Report receives every diagnostic, in input order.
	Report func(Diagnostic)
	// MaxDepth bounds variation nesting (0: the parser's default).
	MaxDepth int
	// Verbose reports the language each game was read as.
	Verbose bool
	// Game, when set, is called for every game in input order after its
	// replay (the check command uses it to look at games).
	Game func(*replay.Game)
}

// Diagnostic is a finding with everything needed to print it.
type Diagnostic struct {
	File   string
	Line   int
	Column int
	Game   int
	replay.Finding
}

func (d Diagnostic) String() string {
	return fmt.Sprintf("%s:%d:%d: %s: game %d: %s", d.File, d.Line, d.Column, d.Severity, d.Game, d.Msg)
}

// Stats count what a run did.
type Stats struct {
	Games    int // games read
	Rejected int // games written verbatim because of an error
	Errors   int
	Warnings int
}

// batch is the unit of work: a few games read together, so that channel
// traffic stays small next to the work on each game.
type batch struct {
	games []*parser.Game
	errs  []error
	out   []byte
	rej   []byte
	diags []Diagnostic
	reps  []*replay.Game
	done  chan struct{}
}

const batchGames = 64

// Run converts every game read from r to w. It returns an error only for
// I/O failures; bad games are reported through opts.Report and counted.
func Run(r io.Reader, w io.Writer, opts Options) (Stats, error) {
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	pr := parser.NewReader(r, parser.Options{Name: opts.Name, MaxDepth: opts.MaxDepth})
	bw := bufio.NewWriterSize(w, 256<<10)
	var st Stats

	if workers == 1 {
		for {
			b, rerr := readBatch(pr)
			if b != nil {
				process(b, &opts)
				if err := emit(b, bw, &opts, &st); err != nil {
					return st, err
				}
			}
			if rerr != nil {
				return st, finish(rerr, bw)
			}
		}
	}

	// Parallel: the reader fills batches, workers process them, and the
	// emitter writes them back in order. Channels are bounded, so memory
	// is bounded by (workers*2) batches whatever the input size.
	jobs := make(chan *batch, workers*2)
	order := make(chan *batch, workers*2)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range jobs {
				process(b, &opts)
				close(b.done)
			}
		}()
	}
	var readErr error
	go func() {
		defer close(order)
		defer close(jobs)
		for {
			b, rerr := readBatch(pr)
			if b != nil {
				order <- b
				jobs <- b
			}
			if rerr != nil {
				readErr = rerr
				return
			}
		}
	}()
	var werr error
	for b := range order {
		<-b.done
		if werr == nil {
			werr = emit(b, bw, &opts, &st)
		}
	}
	wg.Wait()
	if werr != nil {
		return st, werr
	}
	return st, finish(readErr, bw)
}

func finish(rerr error, bw *bufio.Writer) error {
	if err := bw.Flush(); err != nil {
		return &IOError{Op: "write", Err: err}
	}
	if rerr != nil && !errors.Is(rerr, io.EOF) {
		return &IOError{Op: "read", Err: rerr}
	}
	return nil
}

// IOError is a failed read or write: the run stopped.
type IOError struct {
	Op  string
	Err error
}

func (e *IOError) Error() string { return e.Op + ": " + e.Err.Error() }
func (e *IOError) Unwrap() error { return e.Err }

// readBatch reads up to batchGames games. It returns the batch read so
// far together with io.EOF or a read error.
func readBatch(pr *parser.Reader) (*batch, error) {
	b := &batch{done: make(chan struct{})}
	for len(b.games) < batchGames {
		g, err := pr.Next()
		if g == nil {
			if len(b.games) == 0 {
				b = nil
			}
			if err == nil {
				err = io.EOF
			}
			return b, err
		}
		b.games = append(b.games, g)
		b.errs = append(b.errs, err)
	}
	return b, nil
}

// process replays and writes every game of b. It runs on a worker.
func process(b *batch, opts *Options) {
	for i, g := range b.games {
		for _, w := range g.Warnings {
			d := diag(opts.Name, g, replay.Finding{Pos: w.Pos, Severity: replay.Warning, Code: replay.CodeSyntax, Msg: w.Msg})
			if w.Col > 0 { // stray text lies before the game's Raw
				d.Column = w.Col
			}
			b.diags = append(b.diags, d)
		}
		if err := b.errs[i]; err != nil {
			f := replay.Finding{Severity: replay.Error, Code: replay.CodeSyntax, Msg: err.Error()}
			var pe *parser.Error
			if errors.As(err, &pe) {
				f.Pos, f.Msg = pe.Pos, pe.Msg
			}
			b.diags = append(b.diags, diag(opts.Name, g, f))
			b.reject(g, opts)
			b.reps = append(b.reps, nil)
			continue
		}
		rg := replay.Run(g, opts.Replay)
		b.reps = append(b.reps, rg)
		if opts.Verbose && rg.Locale != nil && rg.Err == nil {
			b.diags = append(b.diags, diag(opts.Name, g, replay.Finding{Pos: g.Start, Severity: replay.Warning, Code: replay.CodeLanguage,
				Msg: "read as " + rg.Locale.Name}))
		}
		for _, n := range rg.Notes {
			b.diags = append(b.diags, diag(opts.Name, g, n))
		}
		if rg.Err != nil {
			b.diags = append(b.diags, diag(opts.Name, g, *rg.Err))
			b.reject(g, opts)
			continue
		}
		b.out = writer.AppendGame(b.out, rg, &opts.Writer)
	}
}

// reject keeps a game that cannot be converted exactly as it was read.
func (b *batch) reject(g *parser.Game, opts *Options) {
	b.out = appendVerbatim(b.out, g.Raw)
	if opts.Rejects != nil {
		b.rej = appendVerbatim(b.rej, g.Raw)
	}
}

func appendVerbatim(dst, raw []byte) []byte {
	dst = append(dst, raw...)
	if len(raw) > 0 && raw[len(raw)-1] != '\n' && raw[len(raw)-1] != '\r' {
		dst = append(dst, '\n')
	}
	return append(dst, '\n')
}

func diag(name string, g *parser.Game, f replay.Finding) Diagnostic {
	pos := f.Pos
	if !pos.IsValid() {
		pos = g.Start
	}
	return Diagnostic{File: name, Line: int(pos.Line), Column: g.Column(pos), Game: g.Number, Finding: f}
}

// emit writes a processed batch and its diagnostics, in input order.
func emit(b *batch, w *bufio.Writer, opts *Options, st *Stats) error {
	st.Games += len(b.games)
	for _, d := range b.diags {
		if d.Severity == replay.Error {
			st.Errors++
		} else {
			st.Warnings++
		}
		if opts.Report != nil {
			opts.Report(d)
		}
	}
	for i, rg := range b.reps {
		if rg == nil || rg.Err != nil {
			st.Rejected++
		}
		if opts.Game != nil && rg != nil {
			opts.Game(rg)
		}
		_ = i
	}
	if _, err := w.Write(b.out); err != nil {
		return &IOError{Op: "write", Err: err}
	}
	if opts.Rejects != nil && len(b.rej) > 0 {
		if _, err := opts.Rejects.Write(b.rej); err != nil {
			return &IOError{Op: "write rejects", Err: err}
		}
	}
	return nil
}
