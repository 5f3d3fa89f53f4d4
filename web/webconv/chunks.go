package webconv

import (
	"bytes"
	"unicode/utf8"
)

// ChunkSize is the size of the output's pieces the page receives while a
// conversion runs, and shows one at a time: a text box of a megabyte
// fills at once, one of 50 MB takes seconds and makes the page slow.
const ChunkSize = 1 << 20

// Chunker cuts the output, as it is written, into pieces of at most
// Size bytes (ChunkSize when 0), each ending at a line's end where there
// is one in it, else at a character's start, and hands each to Send: a
// piece can be decoded and shown alone. Send's slice is only valid
// during the call. Flush sends what is left.
//
// The first piece goes as soon as a line is whole: the page shows the
// first games at once, not after the first megabyte (the converter's
// writes come 256 KiB at a time).
type Chunker struct {
	Size    int
	Send    func([]byte)
	buf     []byte
	started bool
}

func (c *Chunker) Write(p []byte) (int, error) {
	size := c.Size
	if size <= 0 {
		size = ChunkSize
	}
	c.buf = append(c.buf, p...)
	sent := 0
	// More than a piece: the byte after it is there, to tell whether
	// the piece would end inside a character.
	for len(c.buf)-sent > size {
		b := c.buf[sent : sent+size]
		n := bytes.LastIndexByte(b, '\n') + 1
		if n == 0 {
			// One line longer than a piece (a printable document, a
			// JSON line of a huge game): cut before a character.
			n = len(b)
			for i := 0; i < utf8.UTFMax && n > 1 && !utf8.RuneStart(c.buf[sent+n]); i++ {
				n--
			}
		}
		c.Send(c.buf[sent : sent+n])
		sent += n
	}
	if !c.started && len(c.buf) > sent {
		if n := bytes.LastIndexByte(c.buf[sent:], '\n') + 1; n > 0 {
			c.Send(c.buf[sent : sent+n])
			sent += n
		}
	}
	c.started = c.started || sent > 0
	if sent > 0 {
		c.buf = c.buf[:copy(c.buf, c.buf[sent:])]
	}
	return len(p), nil
}

// Flush sends the bytes not sent yet, if any.
func (c *Chunker) Flush() {
	if len(c.buf) > 0 {
		c.Send(c.buf)
		c.buf = c.buf[:0]
	}
}
