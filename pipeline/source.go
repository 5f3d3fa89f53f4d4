package pipeline

import (
	"bytes"
	"context"
	"io"
	"runtime/debug"
	"sync"
	"sync/atomic"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/parser"
)

// minInFlight is the least the budget of bytes held between the reader
// and Emit may be (see budget); it is at least one game of the largest
// size, too. The channels bound the batches in flight to about 3×workers,
// and pieceBytes (or batchBytes) each; this bounds their sum whatever the
// worker count, so that a run on many cores over games near MaxGameSize
// stays within a few hundred megabytes. Ordinary games never come near it.
const minInFlight = 32 << 20

// The serial stage. Reading a game (lexing it, building its tree) costs a
// fifth of what a game costs in all, so the goroutine that reads the input
// does not read games: it only cuts the input into pieces of whole games
// (parser.NextCut, a scan of line starts) and ships each piece's bytes; a
// worker reads the games of a piece (parser.NewBytesReader), then replays
// them. What one piece's games need from the pieces before them, their
// numbers and the stray text waiting for a game, comes through a link,
// which the worker of the piece before sets once it has read its games.
//
// An input that holds its text in memory (inPlace: a regular file mapped
// by package input) is not read into buffers: buf is a window over the
// text itself, pieces are slices of it, and what is emitted is given back
// to the system (Release).
//
// An input where no cut can be found for maxSpan bytes (a game larger than
// that, or lines that NextCut cannot vouch for and the Reader finds no
// game end in) is read the old way from there on: by a parser.Reader on
// the serial goroutine (the legacy mode), which bounds a game's memory by
// MaxGameSize and streams a larger one through Game.Rest.

// pieceBytes is the size a piece grows to before it is shipped: large
// enough that channel traffic is small next to the work on its games
// (some 25 master games), and small enough that the trees of the pieces
// in flight, a few per worker, hold little memory (a few MB in all).
var pieceBytes = 16 << 10 // a variable for the tests

// pieceGames bounds the games of a piece: a game's tree and replay take
// some 20 times its text, so 16 KiB of one-move games (700 of them) would
// hold several megabytes per piece in flight; 64 master games are about
// 64 KiB of text, so ordinary pieces end at pieceBytes first.
const pieceGames = 64

// readSize is the size of each read of the input; firstReadSize, of the
// first.
const (
	readSize      = 256 << 10
	firstReadSize = 16 << 10
)

// link is what a piece's games take from the pieces before them: the
// number of games before the piece and the stray text not yet given to a
// game. ready is closed once it is set.
type link struct {
	ready chan struct{}
	games int
	carry parser.Stray
}

func newLink() *link { return &link{ready: make(chan struct{})} }

// source reads the input and ships it in batches. Before every Read of the
// input it ships what it can (the Read may block on a slow stream: tail -f
// games.pgn | notaz convert), and once the run is over it reads no more.
type source[T any] struct {
	ctx context.Context
	// pieceBytes is the package's, read once by the caller's goroutine:
	// the reader is not waited for when a run ends early, and a test that
	// sets the variable for the next run must not race with it.
	pieceBytes int
	in         io.Reader
	opts       *Options
	ship       func(*batch[T]) bool // hands a batch on; false when the run is over
	bg         *budget

	// Piece mode: buf[lo:] is what is not shipped yet; buf[:limit] ends
	// with a complete line.
	buf     []byte
	lo      int
	scan    int // where NextCut goes on
	cut     int // the last cut found after lo, or lo
	limit   int
	eof     bool
	rerr    error
	off     int64 // stream offset of buf[0]
	line    int   // line of buf[lo]
	shipped bool  // a piece was shipped: buf[lo] is not the stream's start
	link    *link // the link after the last piece shipped
	cuts    int   // the cuts found after lo: games in the piece so far

	// free holds the slices of emitted batches under Options.Reuse (see
	// scratch); nil without it.
	free *sync.Pool

	// In place: the input hands on its text in memory that stays valid
	// (inPlace), and buf is a window of it; nil once it no longer does.
	// emitted is the stream offset up to which pieces are emitted, told
	// to the input as it goes on (released: the offset last told).
	direct   inPlace
	emitted  atomic.Int64
	released int64

	// Legacy mode.
	pr      *parser.Reader
	cur     *batch[T]
	started bool // the first game is read
}

func newSource[T any](ctx context.Context, in io.Reader, opts *Options, bg *budget) *source[T] {
	l := newLink()
	l.games = max(opts.Origin.Game-1, 0)
	close(l.ready)
	s := &source[T]{ctx: ctx, in: in, opts: opts, bg: bg, link: l,
		line: max(opts.Origin.Line, 1), off: opts.Origin.Offset, pieceBytes: pieceBytes}
	if opts.Reuse {
		s.free = new(sync.Pool)
	}
	if d, ok := in.(inPlace); ok {
		s.direct = d
		s.released = s.off
		s.emitted.Store(s.off)
	}
	return s
}

// inPlace is an input that hands on its text in place, without a copy
// (charset.OpenMapped: a file mapped into memory). NextBytes returns the
// next at most n bytes, each slice following the one before in memory,
// with its capacity to the end of the text, valid for the rest of the
// process; io.EOF at the end, and any other error once the text is no
// longer handed on in place (Read reads the rest). Release says that the
// text before offset n (of what NextBytes handed on) is no longer needed
// in memory.
type inPlace interface {
	NextBytes(n int) ([]byte, error)
	Release(n int64)
}

// maxSpan is the most bytes a piece may hold. A game in a piece is read
// whole, with the piece held; half of MaxGameSize ensures that a Reader of
// the whole stream would have read it whole too (its buffer holds
// MaxGameSize bytes from the game's start), and not as a game too large.
func (s *source[T]) maxSpan() int {
	return max(s.opts.maxGameSize()/2, 1)
}

func (o *Options) maxGameSize() int {
	if o.MaxGameSize > 0 {
		return o.MaxGameSize
	}
	return parser.DefaultMaxGameSize
}

// runGuarded is run, with a fault on an input read in place (a file
// truncated while read) returned as errShrank rather than crashing (see
// faultErr).
func (s *source[T]) runGuarded() (err error) {
	if s.direct != nil {
		debug.SetPanicOnFault(true)
		defer func() {
			if v := recover(); v != nil {
				if faultErr(v) == nil {
					panic(v)
				}
				err = errShrank
			}
		}()
	}
	return s.run()
}

// run reads the input and ships it. It returns io.EOF at the end of the
// input, the read error, or the run's end.
func (s *source[T]) run() error {
	span := s.maxSpan()
	for {
		for {
			c, next := parser.NextCut(s.buf[:s.limit], s.cut, s.scan)
			s.scan = next
			if c < 0 {
				break
			}
			// The Reader of the stream looks at the line at c to end the
			// game before it.
			end := c + max(bytes.IndexByte(s.buf[c:s.limit], '\n'), 0)
			if end-s.lo > span && s.cut > s.lo && !s.shipTo(s.cut, false) {
				return context.Cause(s.ctx)
			}
			if end-s.lo > span {
				return s.legacy()
			}
			s.cut = c
			s.cuts++
			if (c-s.lo >= s.pieceBytes || s.cuts >= pieceGames) && !s.shipTo(c, false) {
				return context.Cause(s.ctx)
			}
		}
		// What is held, not only its complete lines: input without a line
		// break has none, however large it grows.
		if len(s.buf)-s.lo > span && s.cut > s.lo && !s.shipTo(s.cut, false) {
			return context.Cause(s.ctx)
		}
		if len(s.buf)-s.lo > span {
			return s.legacy()
		}
		if s.eof {
			if s.limit > s.lo && !s.shipTo(s.limit, s.rerr == nil) {
				return context.Cause(s.ctx)
			}
			if s.rerr != nil {
				return s.rerr
			}
			return io.EOF
		}
		// More input is needed: hand on what the workers can read now.
		if s.cut > s.lo && !s.shipTo(s.cut, false) {
			return context.Cause(s.ctx)
		}
		// What follows the last cut is lexed to find the games complete in
		// it, unless it is large: then it is one large game (or text no
		// cut is found in), which would be lexed over and over as the
		// buffer grows; it goes on when NextCut finds the next game (or,
		// past maxSpan, the old way).
		for s.limit-s.lo < readSize/2 {
			c := s.lo + parser.ReadCut(s.buf[s.lo:s.limit], s.pieceBytes, s.opts.MaxDepth, !s.shipped)
			if c == s.lo {
				break
			}
			if !s.shipTo(c, false) {
				return context.Cause(s.ctx)
			}
		}
		if err := context.Cause(s.ctx); err != nil {
			return err
		}
		s.fill()
	}
}

// shipTo ships buf[lo:c] as a piece; final says it ends the input. False
// when the run is over.
func (s *source[T]) shipTo(c int, final bool) bool {
	raw := s.buf[s.lo:c:c]
	if err := s.bg.take(s.ctx, len(raw)); err != nil {
		return false
	}
	b := newBatch[T](s.bg)
	b.raw, b.size, b.final, b.free = raw, len(raw), final, s.free
	if s.direct != nil {
		b.emittedTo, b.end = &s.emitted, s.off+int64(c)
	}
	b.origin = parser.Origin{Line: s.line, Offset: s.off + int64(s.lo)}
	b.continued = s.shipped
	b.in, b.out = s.link, newLink()
	s.link = b.out
	s.line += countLines(raw)
	s.lo, s.shipped, s.cuts = c, true, 0
	s.scan, s.cut = max(s.scan, c), max(s.cut, c)
	return s.ship(b)
}

// countLines counts the line breaks in b as the Reader does: LF, CR and
// CRLF each end a line.
func countLines(b []byte) int {
	n := bytes.Count(b, []byte{'\n'})
	if cr := bytes.Count(b, []byte{'\r'}); cr > 0 {
		n += cr - bytes.Count(b, []byte{'\r', '\n'})
	}
	return n
}

// fill reads more input into a new buffer, with the bytes not yet shipped
// at its start: the pieces shipped keep the old one.
func (s *source[T]) fill() {
	if s.direct != nil && s.fillInPlace() {
		return
	}
	rest := len(s.buf) - s.lo
	if s.buf == nil || len(s.buf) == cap(s.buf) || cap(s.buf)-len(s.buf) < min(cap(s.buf), readSize)/4 {
		// Too little room left: a new buffer, twice the size of what it
		// keeps when that is large. (Reading on into the old one is
		// fine otherwise: nothing shipped moves.)
		size := readSize
		if s.buf == nil {
			// The first read is small: an input that small (a zip
			// member of an archive of 10^5) then costs no 256 KiB.
			size = firstReadSize
		}
		nb := make([]byte, rest, max(size, 2*rest))
		copy(nb, s.buf[s.lo:])
		s.off += int64(s.lo)
		s.scan -= s.lo
		s.cut -= s.lo
		s.limit -= s.lo
		s.buf, s.lo = nb, 0
	}
	// What is not shipped after a whole read is a large game (or text
	// no cut is found in): read on until the buffer is full, however
	// the input trickles, so that ReadCut lexes it O(log n) times.
	large := rest >= readSize/2
	for len(s.buf) < cap(s.buf) {
		want := cap(s.buf) - len(s.buf)
		old := len(s.buf)
		n, err := s.in.Read(s.buf[old:cap(s.buf)])
		s.buf = s.buf[:old+n]
		if err == io.EOF {
			s.eof = true
			break
		} else if err != nil {
			// Read what was read, then report the error.
			s.eof, s.rerr = true, err
			break
		}
		if n < want && !large && bytes.ContainsAny(s.buf[old:], "\r\n") {
			// A short read from a pipe or terminal: the writer has no
			// more for now. Go on with the new lines rather than wait
			// for a full buffer (tail -f games.pgn | notaz convert).
			break
		}
	}
	s.limit = parser.CompleteLines(s.buf, s.eof)
}

// legacy reads the rest of the input with a parser.Reader on this
// goroutine, from buf[lo], where the Reader of the stream is between
// games. It waits for the pieces before to be read: their games' count
// numbers its games.
func (s *source[T]) legacy() error {
	select {
	case <-s.link.ready:
	case <-s.ctx.Done():
		return context.Cause(s.ctx)
	}
	rest := bytes.NewReader(s.buf[s.lo:])
	if s.eof {
		s.in = eofReader{s.rerr}
	}
	o := s.opts
	s.pr = parser.NewReader(io.MultiReader(rest, legacyInput[T]{s}), parser.Options{Name: o.Name, MaxDepth: o.MaxDepth,
		MaxGameSize: o.MaxGameSize, MaxGameMemory: o.MaxGameMemory, Continued: s.shipped,
		Origin: parser.Origin{Line: s.line, Game: s.link.games + 1, Offset: s.off + int64(s.lo)}})
	s.pr.Continue(s.link.carry)
	s.started = s.link.games > max(o.Origin.Game-1, 0)
	s.cur = newBatch[T](s.bg)
	return s.runLegacy()
}

// eofReader is the input once it has ended, with its read error if any.
type eofReader struct{ err error }

func (r eofReader) Read([]byte) (int, error) {
	if r.err != nil {
		return 0, r.err
	}
	return 0, io.EOF
}

// legacyInput is the legacy Reader's input: it ships the games read so
// far before every Read of the input.
type legacyInput[T any] struct{ s *source[T] }

func (li legacyInput[T]) Read(p []byte) (int, error) {
	s := li.s
	if len(s.cur.items) > 0 && !s.flush() {
		return 0, context.Cause(s.ctx)
	}
	if err := context.Cause(s.ctx); err != nil {
		return 0, err
	}
	return s.in.Read(p)
}

// warnings returns the stray text after the last game; the source must be
// done.
func (s *source[T]) warnings() []diag.Diagnostic {
	if s.pr != nil {
		return s.pr.Warnings()
	}
	<-s.link.ready // every piece is emitted
	c := s.link.carry
	if s.link.games == max(s.opts.Origin.Game-1, 0) {
		if d, ok := c.NoGame(); ok {
			return append([]diag.Diagnostic{d}, c.Flush()...)
		}
	}
	return c.Flush()
}

// flush ships the batch in progress and starts a new one; false when the
// run is over (the batch is then gone).
func (s *source[T]) flush() bool {
	b := s.cur
	s.cur = newBatch[T](s.bg)
	return s.ship(b)
}

// runLegacy reads every game with the Reader and ships it.
func (s *source[T]) runLegacy() error {
	for {
		g, err := s.pr.Next()
		if g == nil {
			if err == nil {
				err = io.EOF
			}
			if n := len(s.cur.items); n > 0 && err == io.EOF {
				// No Read came between the last game and the end, so a
				// game that runs to the end of input is still here.
				s.cur.items[n-1].edge |= lastGame
			}
			if len(s.cur.items) > 0 && !s.flush() {
				return context.Cause(s.ctx)
			}
			return err
		}
		if !s.admit(len(g.Raw)) {
			return context.Cause(s.ctx)
		}
		it := Item{Game: g}
		if !s.started {
			it.edge, s.started = firstGame, true
		}
		s.cur.items = append(s.cur.items, it)
		s.cur.errs = append(s.cur.errs, err)
		s.cur.size += len(g.Raw)
		if g.Rest != nil {
			if !s.shipStreamed() {
				return context.Cause(s.ctx)
			}
			continue
		}
		if (len(s.cur.items) == batchGames || s.cur.size >= batchBytes) && !s.flush() {
			return context.Cause(s.ctx)
		}
	}
}

// admit takes n bytes from the budget, shipping the batch in progress
// first when it must wait: the games it holds must be emitted for the
// budget to be given back. False when the run is over.
func (s *source[T]) admit(n int) bool {
	if s.bg.tryTake(n) {
		return true
	}
	if len(s.cur.items) > 0 && !s.flush() {
		return false
	}
	return s.bg.take(s.ctx, n) == nil
}

// shipStreamed ships the batch that ends with a game too large to hold
// and waits until it is emitted: its Rest comes from the input the reader
// would otherwise go on reading. False when the run is over.
func (s *source[T]) shipStreamed() bool {
	b := s.cur
	b.emitted = make(chan struct{})
	if !s.flush() {
		return false
	}
	select {
	case <-b.emitted:
		return true
	case <-s.ctx.Done():
		return false
	}
}

// fillInPlace is fill for an input whose text is in place: buf grows over
// the next bytes of the text itself, and nothing is copied. It reports
// false, with buf ready for fill to copy what it holds into a buffer of
// its own, once the input no longer hands its text on in place.
func (s *source[T]) fillInPlace() bool {
	if e := s.emitted.Load(); e > s.released {
		// The pieces before e are emitted: their bytes are not needed in
		// memory (the input gives its pages back, which reads them again
		// if touched: a string of a game kept after its emission).
		s.direct.Release(e - s.opts.Origin.Offset) // the text starts there
		s.released = e
	}
	// What is not shipped after a whole read is a large game: as fill,
	// read on by as much as is held, so that ReadCut lexes it O(log n)
	// times.
	rest := len(s.buf) - s.lo
	p, err := s.direct.NextBytes(max(readSize, rest))
	if len(p) > 0 {
		if s.buf == nil {
			s.buf = p
		} else {
			s.buf = s.buf[:len(s.buf)+len(p)] // p follows buf in memory
		}
	}
	switch {
	case err == io.EOF:
		s.eof = true
	case err != nil:
		// Read from here: fill copies what is not shipped into a buffer
		// of its own (no room left in this one, which it must not write).
		s.direct = nil
		s.buf = s.buf[:len(s.buf):len(s.buf)]
		return false
	}
	s.limit = parser.CompleteLines(s.buf, s.eof)
	return true
}
