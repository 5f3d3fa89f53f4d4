// Package convert is `notaz convert`: the pipeline (read, replay on all
// cores, in input order, in bounded memory) followed by the writer. A game
// that cannot be converted is written verbatim, never dropped or changed:
// to the output, or to the rejects alone (Options.RejectsOnly).
package convert

import (
	"bufio"
	"cmp"
	"context"
	"errors"
	"io"
	"slices"
	"sync"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/writer"
)

// Options configure a conversion.
type Options struct {
	// Options says what to read and how: input name, workers, letters or
	// detection, variant.
	pipeline.Options
	Writer writer.Options
	// Rejects, when set, receives every game that could not be converted,
	// byte for byte as read.
	Rejects io.Writer
	// RejectsOnly sends those games to Rejects only: the output then holds
	// converted games alone, valid standard PGN. Without it (or without
	// Rejects) they are written to the output too, so nothing is lost.
	RejectsOnly bool
	// Report receives every diagnostic, in input order, on the goroutine
	// that called Run.
	Report func(diag.Diagnostic)
	// Verbose reports the language each game was read as.
	Verbose bool
	// Game, when set, is called for every game in input order, after its
	// diagnostics were reported, with what was written for it (the input
	// bytes for a game that could not be converted: it.Failed(); for a
	// game too large to hold, only its first bytes, it.Game.Raw). It must
	// not keep it, its game's tree or text after it returns (their memory
	// is reused: pipeline.Options.Reuse); Raw and strings it may keep.
	// When the output is written from canonical SANs alone
	// (writer.Options.WritesFlat), a clean game of moves alone comes
	// without its tree: it.Game is Deferred, and it.Replay has no nodes,
	// its moves in Flat.
	Game func(it *pipeline.Item, text []byte)
	// Tree replays every game from its tree, as the run did before the
	// streaming path (see Game): for tests that compare the two.
	Tree bool
	// Rows, when set, takes the writer's place: every game becomes a row
	// of a table (Parquet), made on a worker, put in input order. The
	// rejects get what they always get.
	Rows Rows
}

// Rows turn games into the rows of a table.
type Rows interface {
	// Make makes a game's row, on a worker (for a game too large to
	// hold, from its first bytes, in input order), with its diagnostics
	// in it.Diags. The row must not keep it or its memory.
	Make(it *pipeline.Item) any
	// Put takes the rows, in input order.
	Put(row any) error
}

// Stats count what a run did.
type Stats struct {
	Games    int // games read
	Rejected int // games written verbatim because of an error
	Errors   int
	Warnings int
}

// WriteError is a failed write of the output or of the rejects: the run
// stopped there.
type WriteError struct {
	Rejects bool // the rejects, not the output
	Err     error
}

func (e *WriteError) Error() string {
	if e.Rejects {
		return "write rejects: " + e.Err.Error()
	}
	return "write: " + e.Err.Error()
}

func (e *WriteError) Unwrap() error { return e.Err }

// out is what a worker made of one game.
type out struct {
	text     []byte // the game written out, or verbatim
	reject   []byte // for the rejects when text is not the game verbatim (JSON)
	rejected bool
	streamed bool    // text is the game's Raw, its Rest follows from the input
	buf      *[]byte // text's memory, from textBufs: given back once written
	row      any     // Options.Rows' row, instead of text
}

// textBufs hold the memory of games written out, reused once emitted: a
// run allocates output buffers only as its largest games need them.
var textBufs = sync.Pool{New: func() any { return new([]byte) }}

// textBuf returns an empty buffer from textBufs with room for n bytes.
func textBuf(n int) *[]byte {
	bp := textBufs.Get().(*[]byte)
	*bp = slices.Grow((*bp)[:0], n)
	return bp
}

// writers are the output buffers of the runs that ended.
var writers = sync.Pool{New: func() any { return bufio.NewWriterSize(nil, 256<<10) }}

// Run converts every game read from r to w. It returns an error only when
// the run stops: a failed read (*pipeline.ReadError), a failed write
// (*WriteError), an internal error (*pipeline.PanicError) or ctx's cause.
// Bad games are reported through opts.Report and counted.
func Run(ctx context.Context, r io.Reader, w io.Writer, opts Options) (Stats, error) {
	var st Stats
	// Emit and Idle run on this goroutine, done when Run returns: the
	// buffer serves the next input (10^5 zip members made 25 GB of them).
	bw := writers.Get().(*bufio.Writer)
	bw.Reset(w)
	defer func() { bw.Reset(nil); writers.Put(bw) }()
	po := opts.Options
	po.Reuse = true // emit keeps nothing of a game (Game.s doc says so)
	if opts.Rows == nil && !opts.Tree && opts.Writer.WritesFlat() {
		// A game of moves alone, every one clean, is replayed from its
		// tokens without a tree or nodes, keeping its moves and their
		// canonical SANs, which are all its PGN or JSON needs
		// (replay.Options.KeepSAN).
		po.NoTree, po.Replay.KeepSAN, po.Replay.KeepMoves = true, true, opts.Writer.FlatMoves()
	}
	err := pipeline.Run(ctx, r, po, pipeline.Stage[out]{
		Work: func(it *pipeline.Item) out { return work(it, &opts) },
		Emit: func(it *pipeline.Item, o out) error { return emit(it, o, bw, &opts, &st) },
		Idle: func() error {
			if err := bw.Flush(); err != nil {
				return &WriteError{Err: err}
			}
			return nil
		},
	})
	var re *pipeline.ReadError
	if err != nil && errors.As(err, &re) {
		// The games before a failed read (a truncated download, a
		// damaged archive) are whole: they are written.
		bw.Flush()
	}
	if err != nil {
		return st, err
	}
	if err := bw.Flush(); err != nil {
		return st, &WriteError{Err: err}
	}
	return st, nil
}

// work writes one game, on a worker.
func work(it *pipeline.Item, opts *Options) out {
	g, rg := it.Game, it.Replay
	if g.Rest != nil {
		// Too large to hold: written from the input as it is emitted.
		return out{text: g.Raw, rejected: true, streamed: true}
	}
	if opts.Writer.Format == writer.HTML {
		return workHTML(it, opts)
	}
	if it.Failed() {
		verbatim := writer.AppendRejected(nil, g)
		if opts.Rows != nil {
			return out{text: verbatim, row: opts.Rows.Make(it), rejected: true}
		}
		if opts.Writer.Format == writer.JSON {
			// The output stays JSON Lines: the game's line carries its
			// text; the rejects get it as PGN, as always.
			return out{text: writer.AppendJSON(nil, g, rg, it.Diags, &opts.Writer), reject: verbatim, rejected: true}
		}
		return out{text: verbatim, rejected: true}
	}
	n := len(it.Diags)
	if opts.Verbose && rg.Locale != nil {
		d := g.DiagT(g.Start, diag.Warning, diag.Language, rg.DetectedText())
		d.Info = true // asked for with -v: a note, not counted
		it.Diags = append(it.Diags, d)
	}
	if opts.Verbose {
		it.Diags = append(it.Diags, it.Explain...) // the decoder's choices (Info)
	}
	if g.ResultConflict() {
		// Either could be the wrong one, so both are written as they
		// are, with a word (notaz check reports it as an error).
		tag, _ := g.TagValue("Result")
		it.Diags = append(it.Diags, g.DiagT(g.ResultPos, diag.Warning, diag.ResultMismatch,
			diag.T("the movetext ends with %s but the Result tag says %s; both are kept", g.Result, tag)))
	}
	if len(it.Diags) > n {
		// The notes above go in input order with the rest.
		slices.SortStableFunc(it.Diags, func(x, y diag.Diagnostic) int { return cmp.Compare(x.Offset, y.Offset) })
	}
	if opts.Rows != nil {
		return out{row: opts.Rows.Make(it)}
	}
	if opts.Writer.Format == writer.JSON {
		// A master game's line is about 8 times its PGN (16 with FEN):
		// one allocation for most games.
		size := 8 * len(g.Raw)
		if opts.Writer.FEN {
			size *= 2
		}
		bp := textBuf(size + 512)
		*bp = writer.AppendJSON(*bp, g, rg, it.Diags, &opts.Writer)
		return out{text: *bp, buf: bp}
	}
	bp := textBuf(len(g.Raw) + len(g.Raw)/4)
	text, err := writer.AppendGame(*bp, rg, &opts.Writer)
	if err != nil { // cannot happen: the game replayed
		return out{text: writer.AppendVerbatim(nil, g.Raw), rejected: true}
	}
	*bp = text
	return out{text: text, buf: bp}
}

// emit writes one game and reports its diagnostics, in input order.
func emit(it *pipeline.Item, o out, bw *bufio.Writer, opts *Options, st *Stats) error {
	if it.Game != nil {
		st.Games++
	}
	for _, d := range it.Diags {
		switch {
		case d.Info:
		case d.Severity == diag.Error:
			st.Errors++
		default:
			st.Warnings++
		}
		if opts.Report != nil {
			opts.Report(d)
		}
	}
	if it.Game != nil && opts.Game != nil {
		opts.Game(it, o.text)
	}
	if it.Game != nil && opts.Writer.Format == writer.HTML {
		listHTML(it, o, opts)
	}
	if o.streamed {
		st.Rejected++
		if opts.Rows != nil && !opts.rejectsOnly() {
			if err := opts.Rows.Put(opts.Rows.Make(it)); err != nil {
				return &WriteError{Err: err}
			}
		}
		return writeStreamed(it, bw, opts)
	}
	if o.rejected {
		st.Rejected++
		if opts.Rejects != nil {
			rej := o.text
			if o.reject != nil {
				rej = o.reject
			}
			if _, err := opts.Rejects.Write(rej); err != nil {
				return &WriteError{Rejects: true, Err: err}
			}
		}
		if opts.rejectsOnly() {
			return nil
		}
	}
	if o.row != nil {
		if err := opts.Rows.Put(o.row); err != nil {
			return &WriteError{Err: err}
		}
		return nil
	}
	if _, err := bw.Write(o.text); err != nil {
		return &WriteError{Err: err}
	}
	if o.buf != nil {
		textBufs.Put(o.buf) // written (bufio copies)
	}
	return nil
}

// rejectsOnly reports whether a rejected game goes to the rejects alone.
func (opts *Options) rejectsOnly() bool { return opts.RejectsOnly && opts.Rejects != nil }

// writeStreamed writes a game too large to hold verbatim, to the output
// and the rejects (or the rejects only): its Raw, then its Rest as it is
// read from the input, then the blank line AppendVerbatim would add. In
// JSON output it becomes a JSON line whose raw text streams in.
func writeStreamed(it *pipeline.Item, bw *bufio.Writer, opts *Options) error {
	t := &tee{out: bw, rejects: opts.Rejects}
	if opts.rejectsOnly() || opts.Rows != nil {
		t.out = nil // the rows have the game
	} else if opts.Writer.Format == writer.JSON {
		return writeStreamedJSON(it, bw, opts.Rejects)
	}
	err := writer.CopyVerbatim(t, it.Game.Raw, it.Game.Rest)
	var ce *writer.CopyError
	switch {
	case err == nil:
		return nil
	case t.err != nil:
		return t.err
	case errors.As(err, &ce):
		return &WriteError{Err: ce.Err}
	}
	return &pipeline.ReadError{Err: err}
}

// tee writes to the output and the rejects (either may be nil), and says
// which one failed.
type tee struct {
	out, rejects io.Writer
	err          error
}

func (t *tee) Write(p []byte) (int, error) {
	if t.rejects != nil {
		if _, err := t.rejects.Write(p); err != nil {
			t.err = &WriteError{Rejects: true, Err: err}
			return 0, t.err
		}
	}
	if t.out == nil {
		return len(p), nil
	}
	if _, err := t.out.Write(p); err != nil {
		t.err = &WriteError{Err: err}
		return 0, t.err
	}
	return len(p), nil
}

// writeStreamedJSON writes a game too large to hold as its JSON line, the
// text escaped as it is read from the input, and verbatim to the rejects:
// the input can be read only once, so the rejects get what the JSON
// writer reads, as it reads it.
func writeStreamedJSON(it *pipeline.Item, bw *bufio.Writer, rejects io.Writer) error {
	g := it.Game
	rest := g.Rest
	var rw *tailWriter
	if rejects != nil {
		rw = &tailWriter{w: rejects}
		rw.Write(g.Raw)
		rest = io.TeeReader(rest, rw)
	}
	err := writer.CopyJSON(bw, g, it.Diags, rest)
	if rw != nil && rw.err == nil {
		rw.Write(writer.AppendVerbatim(nil, rw.tail)[len(rw.tail):])
	}
	var ce *writer.CopyError
	switch {
	case rw != nil && rw.err != nil:
		return &WriteError{Rejects: true, Err: rw.err}
	case err == nil:
		return nil
	case errors.As(err, &ce):
		return &WriteError{Err: ce.Err}
	}
	return &pipeline.ReadError{Err: err}
}

// tailWriter writes to w, keeps the last bytes written (for the blank
// line after a game kept verbatim) and the first error.
type tailWriter struct {
	w    io.Writer
	tail []byte
	err  error
}

func (t *tailWriter) Write(p []byte) (int, error) {
	if t.err != nil {
		return 0, t.err
	}
	if _, err := t.w.Write(p); err != nil {
		t.err = err
		return 0, err
	}
	t.tail = append(t.tail, p[max(0, len(p)-64):]...)
	t.tail = t.tail[max(0, len(t.tail)-64):]
	return len(p), nil
}
