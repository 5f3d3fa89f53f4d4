package parser

import (
	"bytes"
	"io"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/diag"
)

// DefaultMaxGameSize is the default bound on the bytes of one game held in
// memory (Options.MaxGameSize): 16 MiB. The largest real games, opening
// surveys stored as one game, are a few megabytes, and a game of 16 MiB
// has more tokens than the token limit keeps anyway; while one game held
// at the bound costs the reader, the tree and the writer together about
// 100 MB, which keeps a run within a few hundred megabytes on any input.
const DefaultMaxGameSize = 16 << 20

// over is the state of the game too large to hold while its Rest is read:
// the Reader then no longer lexes, it only looks at line starts for where
// the next game begins, and counts lines so that the games after it are
// positioned right.
type over struct {
	active      bool // Rest is being read (or not yet drained)
	done        bool // Rest has reached the game's end: r.pos is the next game's start
	movetext    bool // a line other than a tag pair was seen: a tag pair line now starts the next game
	atLineStart bool // r.pos is at the start of a line
	prevCR      bool // the last line break was a CR: an LF right after it belongs to it
}

// oversized ends the game at r.pos, which holds MaxGameSize bytes or more
// without the game's end: it returns them as Raw, with a Rest that reads
// on, and an error at the first byte after Raw.
func (r *Reader) oversized(started bool) (*Game, error) {
	l := &r.lx
	r.games++
	r.started = true // the BOM, if any, is now part of this game
	raw := bytes.Clone(r.buf[r.pos:])
	start := Pos{Offset: r.base + int64(r.pos), Line: r.line, LineStart: r.lineStart}
	startCol := l.startCol
	if !started {
		// Not even the game's first line is complete: the lexer has not
		// looked at it.
		startCol = r.colAt(r.pos)
	}
	// The lexer stops at the last complete line, so it may not have seen
	// the movetext begin: look at every line held.
	movetext := (started && l.inMovetext) || hasOtherLine(raw)
	g := &Game{File: r.opts.Name, Number: r.games, Raw: raw, Start: start, startCol: startCol}
	if r.pending.Len() > 0 {
		g.Warnings = r.pending.appendTo(nil)
	}
	r.over = over{active: true, movetext: movetext}
	r.pos = len(r.buf)
	r.advanceLines(raw, start.Offset)
	g.Rest = restReader{r}
	at := Pos{Offset: start.Offset + int64(len(raw)), Line: r.line, LineStart: r.lineStart}
	d := g.DiagT(at, diag.Error, diag.Syntax, diag.T(
		"game too large: more than %s bytes (notaz holds at most that much of one game); kept verbatim", diag.Number(r.opts.MaxGameSize)))
	return g, &d
}

// colAt returns the 1-based column of buf[i].
func (r *Reader) colAt(i int) int {
	if r.lineStart >= r.base {
		return 1 + utf8.RuneCount(r.buf[r.lineStart-r.base:i])
	}
	return 1 + r.colBase + utf8.RuneCount(r.buf[:i])
}

// advanceLines moves r.line and r.lineStart over b, which starts at
// stream offset off, and notes whether b ends at a line start. A line
// break is LF, CR or CRLF, as the lexer counts them, even when a CRLF is
// split between two calls.
func (r *Reader) advanceLines(b []byte, off int64) {
	if len(b) == 0 {
		return
	}
	o := &r.over
	for i := 0; ; {
		j := bytes.IndexAny(b[i:], "\r\n")
		if j < 0 {
			break
		}
		i += j
		if b[i] == '\r' && i+1 < len(b) && b[i+1] == '\n' {
			i++
			r.line++
		} else if !(i == 0 && b[i] == '\n' && o.prevCR) {
			r.line++
		}
		i++
		r.lineStart = off + int64(i)
	}
	last := b[len(b)-1]
	o.atLineStart = last == '\n' || last == '\r'
	o.prevCR = last == '\r'
}

// restReader reads the Rest of a game too large to hold.
type restReader struct{ r *Reader }

func (rr restReader) Read(p []byte) (int, error) { return rr.r.readOver(p) }

// readOver reads on in the game too large to hold, up to the start of the
// next game: a line that opens a tag pair after a line that does not.
// (Inside a comment such a line ends the game too: it cannot be told from
// the next game without holding the comment.)
func (r *Reader) readOver(p []byte) (int, error) {
	o := &r.over
	if len(p) == 0 {
		return 0, nil
	}
	for {
		if !o.active || o.done {
			return 0, io.EOF
		}
		if n := r.scanOver(len(p)); n > 0 {
			copy(p, r.buf[r.pos:r.pos+n])
			r.advanceLines(r.buf[r.pos:r.pos+n], r.base+int64(r.pos))
			r.pos += n
			return n, nil
		}
		if o.done {
			continue
		}
		if r.eof {
			// scanOver decides everything once the input is exhausted:
			// here, there is nothing left.
			o.done = true
			continue
		}
		// Every turn of this loop returns bytes, ends the game or reads
		// input: scanOver decides every line start given maxTagLook
		// bytes, and fill keeps at least twice that room.
		read := r.base + int64(len(r.buf))
		if err := r.fill(); err != nil {
			return 0, err
		}
		if r.base+int64(len(r.buf)) == read && !r.eof {
			return 0, io.ErrNoProgress // cannot happen; never loop
		}
	}
}

// scanOver returns how many bytes from r.pos, at most max, belong to the
// game too large to hold. It stops at a line start it cannot classify
// without more input, and sets done at the next game's start.
func (r *Reader) scanOver(max int) int {
	o := &r.over
	s := r.buf[:min(len(r.buf), r.pos+max)]
	i, atStart, prevCR := r.pos, o.atLineStart, o.prevCR
	for i < len(s) {
		if atStart {
			if prevCR && s[i] == '\n' {
				i++ // the LF of a CRLF
				prevCR = false
				continue
			}
			kind, ok := lineKind(r.buf[i:], r.eof)
			if !ok {
				break
			}
			if kind == tagLine && o.movetext {
				o.done = true
				break
			}
			if kind == otherLine {
				o.movetext = true
			}
			atStart = false
		}
		j := bytes.IndexAny(s[i:], "\r\n")
		if j < 0 {
			i = len(s)
			break
		}
		i += j
		prevCR = s[i] == '\r'
		i++
		atStart = true
	}
	return i - r.pos
}

// skipOver reads what is left of the game too large to hold, which its
// reader did not want, and readies the Reader for the next game.
func (r *Reader) skipOver() {
	var buf [32 << 10]byte
	for {
		if _, err := r.readOver(buf[:]); err != nil {
			break
		}
	}
	// A failed read is in r.rerr: Next reports it after the games before.
	r.over = over{}
	r.limit = CompleteLines(r.buf, r.eof)
	r.colBase = 0
}

// hasOtherLine reports whether b has a line that is neither blank nor a
// tag pair.
func hasOtherLine(b []byte) bool {
	for len(b) > 0 {
		// The last line may be cut: "[Ta" is not known to be other.
		if kind, ok := lineKind(b, false); ok && kind == otherLine {
			return true
		}
		i := bytes.IndexAny(b, "\r\n")
		if i < 0 {
			break
		}
		b = b[i+1:]
	}
	return false
}

type lineClass uint8

const (
	blankLine lineClass = iota
	tagLine             // [Name "...
	otherLine
)

// maxTagLook is how far lineKind looks for a tag pair's opening quote.
const maxTagLook = 256

// lineKind classifies the line at the start of s; ok is false when s ends
// before that can be told and more input may come. It never needs more
// than maxTagLook bytes: a line still blank that far is called blank (a
// tag pair after so many spaces does not start the next game), so a
// buffer of that size always decides.
func lineKind(s []byte, eof bool) (lineClass, bool) {
	i := skipSpaces(s, 0)
	switch {
	case i == len(s):
		return blankLine, eof || len(s) >= maxTagLook
	case s[i] == '\n' || s[i] == '\r':
		return blankLine, true
	case s[i] != '[':
		return otherLine, true
	}
	n := asciiNameEnd(s, i+1)
	k := skipSpaces(s, n)
	switch {
	case k == len(s) && !eof && len(s) < maxTagLook:
		return otherLine, false
	case n > i+1 && k > n && k < len(s) && s[k] == '"':
		return tagLine, true
	}
	return otherLine, true
}
