// Package convert is the streaming conversion pipeline behind
// `notaz convert`: read games in order, replay and write them on all
// cores, and emit them in input order with constant memory.
package convert

import (
	"bufio"
	"cmp"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
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
	// Inspect, when set, is called on the worker for every game with the
	// diagnostics found so far (rg is nil when the game could not be
	// read); what it returns is reported instead. The check command adds
	// its findings this way, in parallel and in input order.
	Inspect func(g *parser.Game, rg *replay.Game, ds []Diagnostic) []Diagnostic

	discard bool // Run was given a nil writer
}

// Diagnostic is a finding with everything needed to print it.
type Diagnostic struct {
	File   string
	Line   int
	Column int
	Game   int
	replay.Finding
	// Source is the input line of the finding, when an Inspect hook
	// sets it (check --board prints it with a caret).
	Source string
}

func (d Diagnostic) String() string {
	if d.Game == 0 { // stray text after the last game belongs to no game
		return fmt.Sprintf("%s:%d:%d: %s: %s", d.File, d.Line, d.Column, d.Severity, d.Msg)
	}
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
// A nil w discards the output: games are replayed and reported but not
// written (notaz check).
func Run(r io.Reader, w io.Writer, opts Options) (Stats, error) {
	if w == nil {
		w, opts.discard = io.Discard, true
	}
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
				tail(pr, &opts, &st)
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
	stop := make(chan struct{}) // closed when writing failed: stop reading
	go func() {
		defer close(order)
		defer close(jobs)
		for {
			select {
			case <-stop:
				return
			default:
			}
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
			if werr = emit(b, bw, &opts, &st); werr != nil {
				close(stop)
			}
		}
	}
	wg.Wait()
	if werr != nil {
		return st, werr
	}
	tail(pr, &opts, &st)
	return st, finish(readErr, bw)
}

// tail reports the stray text after the last game, which no game carries.
func tail(pr *parser.Reader, opts *Options, st *Stats) {
	for _, w := range pr.Warnings() {
		st.Warnings++
		if opts.Report != nil {
			opts.Report(Diagnostic{File: opts.Name, Line: int(w.Pos.Line), Column: w.Col,
				Finding: replay.Finding{Pos: w.Pos, Severity: replay.Warning, Code: replay.CodeSyntax, Msg: w.Msg}})
		}
	}
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
		start := len(b.diags)
		rg := processGame(b, g, b.errs[i], opts)
		b.reps = append(b.reps, rg)
		if opts.Inspect != nil {
			n := len(b.diags)
			ds := opts.Inspect(g, rg, b.diags[start:n:n])
			b.diags = append(b.diags[:start], ds...)
		}
	}
}

// processGame replays and writes one game; it returns nil for a game that
// could not be read.
func processGame(b *batch, g *parser.Game, err error, opts *Options) *replay.Game {
	first := len(b.diags)
	defer func() {
		// A game's findings come from several steps (reader, replay,
		// result); print them in input order.
		slices.SortStableFunc(b.diags[first:], func(x, y Diagnostic) int {
			return cmp.Compare(x.Pos.Offset, y.Pos.Offset)
		})
	}()
	for _, w := range g.Warnings {
		d := diag(opts.Name, g, replay.Finding{Pos: w.Pos, Severity: replay.Warning, Code: replay.CodeSyntax, Msg: w.Msg})
		if w.Col > 0 { // stray text lies before the game's Raw
			d.Column = w.Col
		}
		b.diags = append(b.diags, d)
	}
	if err != nil {
		f := replay.Finding{Severity: replay.Error, Code: replay.CodeSyntax, Msg: err.Error()}
		var pe *parser.Error
		if errors.As(err, &pe) {
			f.Pos, f.Msg = pe.Pos, pe.Msg
		}
		b.diags = append(b.diags, diag(opts.Name, g, f))
		b.reject(g, opts)
		return nil
	}
	rg := replay.Run(g, opts.Replay)
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
		return rg
	}
	if !opts.discard {
		// A Result tag that contradicts the movetext's result: either could
		// be the wrong one, so both are written as they are, with a word
		// (notaz check, which writes nothing, reports it as an error).
		if f := resultConflict(g); f != nil {
			b.diags = append(b.diags, diag(opts.Name, g, *f))
		}
		b.out = writer.AppendGame(b.out, rg, &opts.Writer)
	}
	return rg
}

// resultConflict reports a Result tag that contradicts the movetext's
// result token.
func resultConflict(g *parser.Game) *replay.Finding {
	tagVal, ok := g.TagValue("Result")
	tag, tok := parser.NormalizeResult(tagVal), parser.NormalizeResult(g.Result)
	if !ok || tag == "" || tok == "" || tag == tok {
		return nil
	}
	return &replay.Finding{Pos: g.ResultPos, Severity: replay.Warning, Code: replay.CodeResultMismatch,
		Msg: fmt.Sprintf("the movetext ends with %s but the Result tag says %s; both are kept", g.Result, tagVal)}
}

// reject keeps a game that cannot be converted exactly as it was read.
func (b *batch) reject(g *parser.Game, opts *Options) {
	if !opts.discard {
		b.out = appendVerbatim(b.out, g.Raw)
	}
	if opts.Rejects != nil {
		b.rej = appendVerbatim(b.rej, g.Raw)
	}
}

// appendVerbatim appends raw and as many line feeds as it takes to end it
// with a blank line. Raw may already end with blank lines (a game cut
// short by a syntax error runs up to the next game), and may end with a
// lone CR (old Mac files), which an appended LF would turn into a single
// CRLF. Counting the line breaks keeps a second conversion byte-identical.
func appendVerbatim(dst, raw []byte) []byte {
	dst = append(dst, raw...)
	breaks := 0
scan:
	for i := len(raw) - 1; i >= 0 && breaks < 2; i-- {
		switch raw[i] {
		case '\n':
			breaks++
			if i > 0 && raw[i-1] == '\r' {
				i--
			}
		case '\r':
			breaks++
		case ' ', '\t':
		default:
			break scan
		}
	}
	if len(raw) > 0 && raw[len(raw)-1] == '\r' {
		breaks-- // the LF appended next joins this CR into one CRLF
	}
	for ; breaks < 2; breaks++ {
		dst = append(dst, '\n')
	}
	return dst
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
	for _, rg := range b.reps {
		if rg == nil || rg.Err != nil {
			st.Rejected++
		}
		if opts.Game != nil && rg != nil {
			opts.Game(rg)
		}
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
