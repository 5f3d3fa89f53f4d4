package charset

import (
	"errors"
	"io"
	"unicode/utf8"
)

// Auto reports whether enc asks Open to detect the encoding ("" or
// "auto").
func Auto(enc string) bool {
	key := normalize(enc)
	return key == "" || key == "auto"
}

// ErrNotInPlace is NextBytes's answer once the text can no longer be
// handed on in place: it is read with Read from there on.
var ErrNotInPlace = errors.New("charset: text not in place")

// OpenMapped is Open in auto mode for a text held whole in memory that
// stays there, unchanged, as long as anything may read it (a file mapped
// into memory): its valid UTF-8 is handed on in place by NextBytes, not
// copied; Read reads the same text by copying. At the first byte that is
// not UTF-8, a byte order mark or UTF-16 at the start, the text from there
// on is read by Open's reader (and NextBytes answers ErrNotInPlace), which
// sees what it would have seen reading the whole text: the output and the
// reports are Open's.
//
// release, if set, is told that the text before b[n] has been read and is
// not needed in memory (the pages may be dropped; they must read the same
// when touched again); NextBytes's caller tells it by Release.
func OpenMapped(b []byte, opt Options, release func(n int)) io.Reader {
	m := &mapped{b: b, report: opt.Report, release: release}
	if m.report == nil {
		m.report = func(Choice) {}
	}
	if release == nil {
		m.release = func(int) {}
	}
	switch {
	case len(b) < 4 || hasPrefix(b, bomUTF16LE) || hasPrefix(b, bomUTF16BE) ||
		b[0] != 0 && b[1] == 0 && b[2] != 0 && b[3] == 0 ||
		b[0] == 0 && b[1] != 0 && b[2] == 0 && b[3] != 0:
		// What begin does more than skip a UTF-8 byte order mark:
		// the whole text goes through the stream reader.
		m.fallBack()
	case hasPrefix(b, bomUTF8):
		m.start, m.pos = len(bomUTF8), len(bomUTF8)
	}
	return m
}

// mapped is OpenMapped's reader.
type mapped struct {
	b          []byte
	start, pos int // b[start:pos] is handed on (start: after a byte order mark)
	report     func(Choice)
	release    func(n int)
	released   int
	reported   bool
	// rest reads b[pos:] once the text is no longer handed on in place.
	rest io.Reader
}

// fallBack hands the rest of the text, from pos, to the stream reader, in
// the state in which it would be after reading b[:pos] as valid UTF-8.
func (m *mapped) fallBack() {
	a := &autoReader{r: &sliceReader{m: m, i: m.pos}, report: m.report, line: 1}
	if m.pos > 0 {
		// b[start:pos] is valid UTF-8 (it was handed on): the state is
		// stUTF8's after advancing over it, with the lines, column and
		// tail counted (advance does not write into raw).
		a.state = stUTF8
		a.raw, a.pos = m.b[m.start:m.pos], int64(m.start)
		a.advance(m.pos-m.start, true)
		a.raw, a.start = nil, 0
	}
	m.rest = a
}

// NextBytes returns the next at most n bytes of the text (n ≥ 4), valid
// UTF-8 in whole characters, in place: each slice follows the one before
// it in memory and its capacity runs to the end of the text. At the end of
// the text it returns io.EOF; once the text can no longer be handed on in
// place, ErrNotInPlace (then Read reads the rest).
func (m *mapped) NextBytes(n int) ([]byte, error) {
	if m.rest != nil {
		return nil, ErrNotInPlace
	}
	if m.pos == len(m.b) {
		if !m.reported {
			m.reported = true
			m.report(Choice{Encoding: "utf-8", Reason: "valid UTF-8"})
		}
		return nil, io.EOF
	}
	end := min(len(m.b), m.pos+max(n, utf8.UTFMax))
	v := validPrefix(m.b[m.pos:end])
	if m.pos+v < end {
		// A character cut off by end, or a byte that is not UTF-8.
		if r, size := utf8.DecodeRune(m.b[m.pos+v:]); r != utf8.RuneError || size > 1 {
			if v == 0 {
				v = size
			}
		} else if v == 0 {
			m.fallBack()
			return nil, ErrNotInPlace
		}
	}
	p := m.b[m.pos : m.pos+v : len(m.b)]
	m.pos += v
	return p, nil
}

// Release says that the text before offset n of what NextBytes handed on
// (0 is its first byte) is no longer needed in memory.
func (m *mapped) Release(n int64) {
	if i := m.start + int(n); i > m.released {
		m.released = min(i, len(m.b))
		m.release(m.released)
	}
}

// Read reads the text as Open's reader does, copying it.
func (m *mapped) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	if m.rest != nil {
		return m.rest.Read(p)
	}
	b, err := m.NextBytes(max(len(p), utf8.UTFMax))
	if len(b) > len(p) {
		// A character longer than p: the rest waits in place (Open's
		// reader gives short reads, too).
		m.pos -= len(b)
		b = b[:validPrefix(b[:len(p)])]
		m.pos += len(b)
		if len(b) == 0 {
			// p too small for one character: Open's reader copies a
			// part through its buffer; the stream reader does it here.
			m.fallBack()
			return m.rest.Read(p)
		}
	}
	n := copy(p, b)
	if n > 0 {
		m.Release(int64(m.pos - m.start))
	}
	if err == ErrNotInPlace {
		return m.rest.Read(p)
	}
	return n, err
}

// sliceReader reads m.b from i for the stream reader, releasing what it
// has read.
type sliceReader struct {
	m *mapped
	i int
}

func (r *sliceReader) Read(p []byte) (int, error) {
	if r.i == len(r.m.b) {
		return 0, io.EOF
	}
	n := copy(p, r.m.b[r.i:])
	r.i += n
	if r.i > r.m.released {
		r.m.released = r.i
		r.m.release(r.i)
	}
	return n, nil
}
