package parser

import (
	"slices"

	"github.com/notaz-chess/notaz/diag"
)

// maxStray bounds the stray-text warnings kept between two games, so that
// reading a large file of prose cannot exhaust memory.
const maxStray = 100

// Stray holds the warnings about stray text between two games: the first
// maxStray of them, and a count of the others. A Reader gives them to the
// next game. The pipeline, which reads a stream in pieces on several
// goroutines, joins the Stray after one piece's last game with the one
// before the next piece's first game (Reader.Trail, Reader.Lead), so that
// the games get the same warnings as from one Reader.
type Stray struct {
	kept      []diag.Diagnostic
	dropped   int // warnings beyond maxStray, only counted
	droppedAt diag.Diagnostic
	moves     int             // lines with numbered moves that nothing read
	movesAt   diag.Diagnostic // the first of them
}

// Add adds warnings, in input order.
func (s *Stray) Add(ws ...diag.Diagnostic) {
	for _, w := range ws {
		if w.Text.Format == StrayMovesKey {
			s.countMoves(1, w)
		}
	}
	s.keep(ws)
}

// countMoves counts n lines with numbered moves, the first at.
func (s *Stray) countMoves(n int, at diag.Diagnostic) {
	if s.moves == 0 {
		s.movesAt = at
	}
	s.moves += n
}

// keep holds the first maxStray warnings and counts the others.
func (s *Stray) keep(ws []diag.Diagnostic) {
	for _, w := range ws {
		if len(s.kept) >= maxStray {
			if s.dropped == 0 {
				s.droppedAt = w
			}
			s.dropped++
			continue
		}
		s.kept = append(s.kept, w)
	}
}

// Join adds the warnings of t, which come after those of s: the result is
// what adding them one by one would give.
func (s *Stray) Join(t Stray) {
	if t.moves > 0 {
		s.countMoves(t.moves, t.movesAt) // t.kept may not hold them all
	}
	s.keep(t.kept)
	if t.dropped > 0 {
		if s.dropped == 0 {
			s.droppedAt = t.droppedAt
		}
		s.dropped += t.dropped
	}
}

// Clip makes s's memory its own: adding to it then leaves the Stray it
// was copied from as it was.
func (s *Stray) Clip() { s.kept = slices.Clip(s.kept) }

// Len returns the number of warnings held, kept or counted.
func (s *Stray) Len() int { return len(s.kept) + s.dropped }

// Flush returns the warnings kept and, if there were more, one warning
// that counts them; s is then empty.
func (s *Stray) Flush() []diag.Diagnostic {
	out := s.appendTo(nil)
	*s = Stray{}
	return out
}

// appendTo appends the warnings Flush would return to dst and empties s,
// keeping its memory.
func (s *Stray) appendTo(dst []diag.Diagnostic) []diag.Diagnostic {
	dst = append(dst, s.kept...)
	if s.dropped > 0 {
		w := s.droppedAt
		w.SetText(diag.T("%d more lines of stray text skipped", s.dropped))
		dst = append(dst, w)
	}
	s.kept, s.dropped, s.droppedAt = s.kept[:0], 0, diag.Diagnostic{}
	s.moves, s.movesAt = 0, diag.Diagnostic{}
	return dst
}

// NoGame returns the error for an input that yielded no game although its
// text held numbered moves (s holds the stray text of the whole input):
// such text is a game nothing could read — letters of a language notaz
// does not know, a notation it cannot read — and must not pass as 0
// games with success. Call it before Flush.
func (s *Stray) NoGame() (diag.Diagnostic, bool) {
	if s.moves == 0 {
		return diag.Diagnostic{}, false
	}
	d := s.movesAt
	d.Severity = diag.Error
	d.SetText(diag.T("no game read: this text holds numbered moves that no notation read; --from can name the letters"))
	return d, true
}
