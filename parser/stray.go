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
}

// Add adds warnings, in input order.
func (s *Stray) Add(ws ...diag.Diagnostic) {
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
	s.Add(t.kept...)
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
	return dst
}
