// Package split cuts a stream of games into parts at game boundaries,
// byte for byte: the parts put together are the input. It reads games
// only to find where they end (nothing is replayed or converted), so it
// runs at the parser's speed, and holds only the parser's buffer.
package split

import (
	"fmt"
	"io"

	"github.com/notaz-chess/notaz/parser"
)

// Options say when a part is full and where parts go.
type Options struct {
	// Name is the input's name, for errors.
	Name string
	// Games is the most games in a part; Size the most bytes (a game
	// larger than Size is a part alone). Exactly one should be set.
	Games int
	Size  int64
	// Create opens the writer of a part; Split closes it when the part
	// is done.
	Create func(Part) (io.WriteCloser, error)
}

// Part is where a part starts in the input: what a reader of the part
// needs (parser.Origin) to report positions and games of the input.
type Part struct {
	Number int   // from 1
	Game   int   // number of its first game in the input (text before it included)
	Line   int   // line of its first byte
	Offset int64 // offset of its first byte
}

// Split copies r into parts. Text between games goes with the next part,
// text after the last game with the last part; input without a game is
// one part; empty input, none.
func Split(r io.Reader, opts Options) error {
	s := &splitter{in: r, opts: opts, line: 1}
	err := s.run()
	if cerr := s.close(); err == nil {
		err = cerr
	}
	return err
}

// splitter reads games with the parser only to find where they end, and
// copies the input's bytes themselves to the parts: every byte read goes
// to exactly one part, in order, so the parts put together are the input.
type splitter struct {
	in   io.Reader
	opts Options

	pending   []byte // read by the parser, not yet written to a part
	pendStart int64  // stream offset of pending[0]
	line      int    // line of pending[0]
	prevCR    bool   // the last byte written was a CR (a CRLF may straddle)

	n         int // current part number, 0 before the first
	out       io.WriteCloser
	partStart int64
	partGames int
}

// Read is the parser's input: it keeps what it hands on, for the parts.
func (s *splitter) Read(p []byte) (int, error) {
	n, err := s.in.Read(p)
	s.pending = append(s.pending, p[:n]...)
	return n, err
}

func (s *splitter) run() error {
	pr := parser.NewReader(s, parser.Options{Name: s.opts.Name})
	for {
		g, err := pr.Next()
		if g == nil {
			if err != io.EOF {
				return fmt.Errorf("%s: %w", s.opts.Name, err)
			}
			break
		}
		// A game's syntax errors do not matter here: its bytes do.
		end := g.Start.Offset + int64(len(g.Raw))
		if s.full(end, g.Rest != nil) {
			if err := s.open(g.Number); err != nil {
				return err
			}
		}
		if g.Rest != nil {
			if end, err = s.drain(g.Rest, end); err != nil {
				return err
			}
		}
		if err := s.writeTo(end); err != nil {
			return err
		}
		s.partGames++
	}
	if s.n == 0 && len(s.pending) > 0 { // text without a game: one part
		if err := s.open(1); err != nil {
			return err
		}
	}
	// Text after the last game goes with the last part.
	if err := s.writeTo(s.pendStart + int64(len(s.pending))); err != nil {
		return err
	}
	return s.close()
}

// full reports whether the game ending at end starts a new part. A game
// too large to hold (huge) is over any size limit.
func (s *splitter) full(end int64, huge bool) bool {
	switch {
	case s.n == 0:
		return true
	case s.partGames == 0:
		return false
	case s.opts.Games > 0:
		return s.partGames >= s.opts.Games
	}
	return huge || end-s.partStart > s.opts.Size
}

// open ends the current part and starts the next, whose first game is
// game, at the first byte not yet written, and indexes it.
func (s *splitter) open(game int) error {
	if err := s.close(); err != nil {
		return err
	}
	s.n++
	s.partStart, s.partGames = s.pendStart, 0
	w, err := s.opts.Create(Part{Number: s.n, Game: game, Line: s.line, Offset: s.partStart})
	if err != nil {
		return err
	}
	s.out = w
	return nil
}

func (s *splitter) close() error {
	if s.out == nil {
		return nil
	}
	err := s.out.Close()
	s.out = nil
	return err
}

// drain reads the rest of a game too large to hold, writing it out as it
// passes so that memory stays flat, and returns where the game ends.
func (s *splitter) drain(rest io.Reader, end int64) (int64, error) {
	buf := make([]byte, 64<<10)
	for {
		n, err := rest.Read(buf)
		end += int64(n)
		if werr := s.writeTo(end); werr != nil {
			return end, werr
		}
		if err == io.EOF {
			return end, nil
		}
		if err != nil {
			return end, fmt.Errorf("%s: %w", s.opts.Name, err)
		}
	}
}

// writeTo writes the pending bytes before stream offset end to the
// current part, counting their lines as the parser does (LF, CR, CRLF).
func (s *splitter) writeTo(end int64) error {
	k := int(end - s.pendStart)
	if k <= 0 {
		return nil
	}
	b := s.pending[:k]
	for i, c := range b {
		switch {
		case c == '\r':
			s.line++
		case c == '\n' && !(i == 0 && s.prevCR || i > 0 && b[i-1] == '\r'):
			s.line++
		}
	}
	s.prevCR = b[k-1] == '\r'
	if _, err := s.out.Write(b); err != nil {
		return err
	}
	s.pending = append(s.pending[:0], s.pending[k:]...)
	s.pendStart = end
	return nil
}
