package charset

import (
	"bytes"
	"io"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// Choice says how a reader decoded its input, for a front end to report.
type Choice struct {
	Encoding string // a name of Names ("utf-8", "cp1251", "utf-16le", …) or the name given
	Reason   string // why, in a few English words
	// Where the first byte that was not UTF-8 is (1-based line, column in
	// characters, byte offset); zero when the decision was not about such
	// a byte (a byte order mark, a name given by the caller).
	Offset       int64
	Line, Column int
	// Guess is set when the evidence did not decide: Encoding is the
	// fallback (Windows-1252) or a narrow lead over Other.
	Guess bool
	Other string // the runner-up that read nearly as well, if any
	// Mixed is set on a second report, at the first line after a
	// single-byte encoding was chosen that is valid UTF-8 with bytes past
	// ASCII (text pasted in from elsewhere): such lines are read as
	// UTF-8, the others in the encoding chosen, which Other names.
	Mixed bool
}

// Options for Open.
type Options struct {
	Encoding string       // "" or "auto" to detect, or a name (see NewReader)
	Report   func(Choice) // called once the encoding is known; may be nil
}

// Open is NewReader with a report of the encoding chosen. In auto mode
// Report is called at the first byte that is not UTF-8 (after a bounded
// look-ahead of the text that follows it), at a byte order mark, or at the
// end of input that was UTF-8 throughout; with a named encoding, before the
// first Read returns.
func Open(r io.Reader, opt Options) (io.Reader, error) {
	key := normalize(opt.Encoding)
	report := opt.Report
	if report == nil {
		report = func(Choice) {}
	}
	if key == "" || key == "auto" {
		return &autoReader{r: r, report: report, line: 1}, nil
	}
	t, err := transformer(opt.Encoding)
	if err != nil {
		return nil, err
	}
	return &namedReader{Reader: transform.NewReader(r, t), name: opt.Encoding, report: report}, nil
}

type namedReader struct {
	io.Reader
	name     string
	report   func(Choice)
	reported bool
}

func (n *namedReader) Read(p []byte) (int, error) {
	if !n.reported {
		n.reported = true
		n.report(Choice{Encoding: n.name, Reason: "named by the caller"})
	}
	return n.Reader.Read(p)
}

// lookahead bounds the text after the first non-UTF-8 byte that auto mode
// holds back to choose an encoding; it decides sooner, at the end of a
// line, once one candidate clearly leads.
const lookahead = 64 << 10

// decisive is the lead over the runner-up that ends the look-ahead early,
// and close the lead under which the choice is reported as a guess.
const (
	decisive = 24
	narrow   = 4
)

// autoReader decodes NewReader(r, "auto"): byte order marks, UTF-16
// without one, UTF-8, and at the first byte that is not UTF-8 the
// single-byte encoding the evidence favours.
type autoReader struct {
	r      io.Reader
	report func(Choice)
	raw    []byte // undecoded input is raw[start:]
	start  int
	err    error // from r, once seen
	out    []byte
	outBuf []byte

	state int
	mixed auto                  // the UTF-8 copier (Windows-1252 for stray bytes)
	dec   transform.Transformer // after the choice: the whole rest of the input
	pos   int64                 // offset of raw[start] in the stream
	line  int                   // line of raw[start]
	col   int                   // characters before raw[start] on its line
	hold  holdState
	// tail is the input since the last space, newline, quote or bracket
	// before raw[start], up to 64 bytes (longTail: more than that).
	tail     []byte
	longTail bool
	// byLine: a single-byte encoding was chosen by the evidence, and
	// each line is decoded apart (stepByLine); saidMixed: a UTF-8 line
	// among them was reported.
	byLine, saidMixed bool
	chosen            string
}

// blockSize is the size of the reads of the input and of the decoded
// blocks: large enough that the reader after it (the pipeline, which
// ships what it has before every read) sees few short reads.
const blockSize = 64 << 10

// blocks are the buffers of the readers that ended, for the next: an
// archive of 10^5 small members made 10^5 × 128 KiB of them.
var blocks = sync.Pool{New: func() any { b := make([]byte, blockSize); return &b }}

// recycle gives the buffers back once the input has ended and all its
// text is read.
func (a *autoReader) recycle() {
	if cap(a.raw) == blockSize {
		b := a.raw[:blockSize]
		blocks.Put(&b)
	}
	if out := a.outBuf; out != nil {
		blocks.Put(&out)
	}
	a.raw, a.start, a.outBuf, a.out = nil, 0, nil, nil
}

const wordSeps = " \t\r\n\"[{(."

const (
	stStart   = iota // waiting for enough bytes to see a byte order mark
	stUTF8           // copying UTF-8; stops at the first invalid byte
	stHold           // gathering evidence after the first invalid byte
	stDecoded        // decoding with dec
)

type holdState struct {
	scanned int       // bytes of raw[start:] scored so far (whole lines)
	scores  []int     // per candidate
	seen    [128]bool // high bytes in the scored text
}

func (a *autoReader) Read(p []byte) (int, error) {
	for {
		if len(a.out) > 0 {
			n := copy(p, a.out)
			a.out = a.out[n:]
			return n, nil
		}
		if len(p) == 0 {
			return 0, nil
		}
		if a.state == stUTF8 && len(p) >= blockSize {
			// Valid UTF-8 is copied straight into p, not through out:
			// one copy of the whole input fewer (1.5% of check -j 1).
			// (p as large as out: the reads are no shorter.)
			n, progress := a.stepUTF8(p)
			if n > 0 {
				return n, nil
			}
			if progress {
				continue
			}
			if a.err != nil {
				a.recycle()
				return 0, a.err
			}
			a.fill()
			continue
		}
		progress := a.step()
		if len(a.out) > 0 || progress {
			continue
		}
		if a.err != nil {
			a.recycle()
			return 0, a.err
		}
		a.fill()
	}
}

// fill reads once from r, growing raw only while holding evidence.
func (a *autoReader) fill() {
	if a.start > 0 && a.start == len(a.raw) {
		a.raw, a.start = a.raw[:0], 0
	}
	if len(a.raw) == cap(a.raw) {
		if a.start > 0 {
			a.raw = a.raw[:copy(a.raw, a.raw[a.start:])]
			a.start = 0
		} else if cap(a.raw) == 0 {
			a.raw = (*blocks.Get().(*[]byte))[:0]
		} else {
			a.raw = append(a.raw, make([]byte, max(blockSize, cap(a.raw)))...)[:len(a.raw)]
		}
	}
	n, err := a.r.Read(a.raw[len(a.raw):cap(a.raw)])
	a.raw = a.raw[:len(a.raw)+n]
	if err != nil {
		a.err = err
	}
}

// step decodes what it can of raw[start:] into out; it reports whether it
// changed state without output.
func (a *autoReader) step() bool {
	src, atEOF := a.raw[a.start:], a.err != nil
	if a.outBuf == nil {
		a.outBuf = *blocks.Get().(*[]byte)
	}
	switch a.state {
	case stStart:
		return a.begin(src, atEOF)
	case stUTF8:
		n, progress := a.stepUTF8(a.outBuf)
		a.out = a.outBuf[:n]
		return progress
	case stHold:
		return a.gather(src, atEOF)
	}
	if a.byLine {
		return a.stepByLine(src, atEOF)
	}
	nDst, nSrc, _ := a.dec.Transform(a.outBuf, src, atEOF)
	a.advance(nSrc, false)
	a.out = a.outBuf[:nDst]
	return nSrc > 0
}

// stepUTF8 is step in state stUTF8, copying the valid UTF-8 of
// raw[start:] into dst: it returns the bytes written and whether it
// changed state or consumed input.
func (a *autoReader) stepUTF8(dst []byte) (int, bool) {
	src, atEOF := a.raw[a.start:], a.err != nil
	nDst, nSrc, err := a.mixed.Transform(dst, src, atEOF)
	a.advance(nSrc, true)
	if err == errInvalid {
		a.state = stHold
		a.hold = holdState{scores: make([]int, len(candidates))}
		return nDst, true
	}
	if atEOF && err == nil && nSrc == len(src) && !a.mixed.decided {
		a.mixed.decided = true
		a.report(Choice{Encoding: "utf-8", Reason: "valid UTF-8"})
	}
	return nDst, nSrc > 0
}

// stepByLine decodes the whole lines of src: a line with bytes past
// ASCII that is valid UTF-8 is UTF-8 (a cp1251 line almost never is: its
// letters are bytes of 0xC0 and up, which in UTF-8 must be followed by
// bytes below 0xC0), the others the chosen encoding. Before, once cp1251
// was chosen a later "München" came out as "MГјнchen", silently.
func (a *autoReader) stepByLine(src []byte, atEOF bool) bool {
	dst, n, progress := a.outBuf, 0, false
	for len(src) > 0 {
		line := src
		if end := bytes.IndexByte(src, '\n'); end >= 0 {
			line = src[:end+1]
		} else if !atEOF && (progress || 3*len(src) < len(dst)) {
			break // the rest of the line is not read yet: it waits
		}
		if 3*len(line) > len(dst)-n {
			if progress {
				break
			}
			// A line too long to hold decoded: the chosen encoding.
			line = line[:(len(dst)-n)/3]
			nDst, _, _ := a.dec.Transform(dst[n:], line, true)
			n += nDst
			a.advance(len(line), true)
			progress = true
			break
		}
		if h := firstHigh(line); h >= 0 && utf8.Valid(line) {
			if !a.saidMixed {
				a.saidMixed = true
				a.report(Choice{Encoding: "utf-8", Reason: "valid UTF-8", Mixed: true, Other: a.chosen,
					Offset: a.pos + int64(h), Line: a.line, Column: a.col + utf8.RuneCount(line[:h]) + 1})
			}
			n += copy(dst[n:], line)
		} else {
			nDst, _, _ := a.dec.Transform(dst[n:], line, true)
			n += nDst
		}
		a.advance(len(line), true)
		src = src[len(line):]
		progress = true
	}
	a.out = dst[:n]
	return progress
}

// firstHigh is the index of the first byte past ASCII in b, or -1.
func firstHigh(b []byte) int {
	for i, c := range b {
		if c >= 0x80 {
			return i
		}
	}
	return -1
}

// advance consumes n bytes of raw, counting lines while the position of
// the first invalid byte may still be needed.
func (a *autoReader) advance(n int, count bool) {
	if count {
		b := a.raw[a.start : a.start+n]
		// Only the tail after the last newline is counted in characters,
		// so clean input pays for little more than bytes.Count.
		if k := bytes.Count(b, nl); k > 0 {
			a.line += k
			a.col = utf8.RuneCount(b[bytes.LastIndexByte(b, '\n')+1:])
		} else {
			a.col += utf8.RuneCount(b)
		}
		if j := bytes.LastIndexAny(b, wordSeps); j >= 0 {
			a.tail, a.longTail = append(a.tail[:0], b[j+1:]...), false
		} else if !a.longTail {
			a.tail = append(a.tail, b...)
		}
		if len(a.tail) > 64 {
			a.tail, a.longTail = a.tail[:0], true
		}
	}
	a.start += n
	a.pos += int64(n)
}

var nl = []byte{'\n'}

// begin looks at the first bytes for a byte order mark or the NUL bytes
// of UTF-16 without one.
func (a *autoReader) begin(src []byte, atEOF bool) bool {
	if !atEOF && len(src) < 4 {
		return false
	}
	a.state = stUTF8
	switch {
	case hasPrefix(src, bomUTF8):
		a.advance(len(bomUTF8), false)
	case hasPrefix(src, bomUTF16LE):
		a.useDecoder(unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM).NewDecoder(), Choice{Encoding: "utf-16le", Reason: "byte order mark"})
	case hasPrefix(src, bomUTF16BE):
		a.useDecoder(unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM).NewDecoder(), Choice{Encoding: "utf-16be", Reason: "byte order mark"})
	case len(src) >= 4 && src[0] != 0 && src[1] == 0 && src[2] != 0 && src[3] == 0:
		a.useDecoder(unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM).NewDecoder(), Choice{Encoding: "utf-16le", Reason: "NUL every other byte, no byte order mark"})
	case len(src) >= 4 && src[0] == 0 && src[1] != 0 && src[2] == 0 && src[3] != 0:
		a.useDecoder(unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM).NewDecoder(), Choice{Encoding: "utf-16be", Reason: "NUL every other byte, no byte order mark"})
	default:
	}
	return true
}

func (a *autoReader) useDecoder(t transform.Transformer, c Choice) {
	a.dec, a.state = t, stDecoded
	a.mixed.decided = true
	a.report(c)
}

// gather scores whole lines after the first invalid byte until one
// candidate leads by decisive, the look-ahead is full, or input ends.
func (a *autoReader) gather(src []byte, atEOF bool) bool {
	h := &a.hold
	for {
		rest := src[h.scanned:min(len(src), lookahead)]
		i := bytes.IndexByte(rest, '\n')
		if i < 0 {
			break
		}
		if h.scanned == 0 {
			a.scorePrefix(rest[:i+1])
			continue
		}
		a.score(rest[:i+1])
		if a.lead() >= decisive {
			a.choose()
			return true
		}
	}
	if atEOF || len(src) >= lookahead {
		if h.scanned == 0 {
			a.scorePrefix(src[:min(len(src), lookahead)])
		} else {
			a.score(src[h.scanned:min(len(src), lookahead)])
		}
		a.choose()
		return true
	}
	return false
}

// scorePrefix scores the first line of the look-ahead together with the
// start of its line that was already handed on, when raw still holds it:
// "Z" tells "Zèø" from "Zиш". Without it the choice would depend on how
// the input was cut, so only what raw holds of the line since the last
// newline or space is taken.
func (a *autoReader) scorePrefix(line []byte) {
	if len(a.tail) > 0 && !a.longTail {
		saved := a.hold.scanned
		a.score(append(append([]byte(nil), a.tail...), line...))
		a.hold.scanned = saved + len(line)
		return
	}
	a.score(line)
}

func (a *autoReader) score(line []byte) {
	for _, b := range line {
		if b >= utf8.RuneSelf {
			a.hold.seen[b-0x80] = true
		}
	}
	for i := range candidates {
		a.hold.scores[i] += scoreLine(&candidates[i], line)
	}
	a.hold.scanned += len(line)
}

// ranking returns the best candidate and the best other one that reads the
// look-ahead differently (candidates that agree on it are no contest).
func (a *autoReader) ranking() (best, second int) {
	s := a.hold.scores
	best, second = 0, -1
	for i := range s {
		if s[i] > s[best] {
			best = i
		}
	}
	for i := range s {
		if i != best && !a.sameText(&candidates[i], &candidates[best]) && (second < 0 || s[i] > s[second]) {
			second = i
		}
	}
	return best, second
}

func (a *autoReader) lead() int {
	best, second := a.ranking()
	if second < 0 {
		return 0 // nothing to tell apart yet
	}
	return a.hold.scores[best] - a.hold.scores[second]
}

// sameText reports whether x and y decode every byte scored so far alike.
func (a *autoReader) sameText(x, y *candidate) bool {
	for b, seen := range a.hold.seen {
		if seen && x.table[b] != y.table[b] {
			return false
		}
	}
	return true
}

// choose fixes the encoding for the rest of the input. Windows-1252 is
// the fallback: another candidate must beat it by narrow to be chosen.
func (a *autoReader) choose() {
	s := a.hold.scores
	pick, _ := a.ranking()
	if pick != 0 && s[pick]-s[0] < narrow && !a.sameText(&candidates[pick], &candidates[0]) {
		pick = 0
	}
	other := -1
	for i := range s {
		if i != pick && !a.sameText(&candidates[i], &candidates[pick]) && (other < 0 || s[i] > s[other]) {
			other = i
		}
	}
	c := Choice{Offset: a.pos, Line: a.line, Column: a.col + 1, Encoding: candidates[pick].name, Reason: "reads as chess text"}
	switch {
	case s[pick] < 0:
		pick = 0
		c.Encoding, c.Guess, c.Reason = "cp1252", true, "no encoding reads it as text"
	case other >= 0 && s[other] > 0 && s[pick]-s[other] < narrow:
		c.Guess, c.Other, c.Reason = true, candidates[other].name, "the evidence does not decide"
	}
	a.report(c)
	a.state = stDecoded
	a.mixed.decided = true
	if pick == 0 {
		// Windows-1252 keeps today's reading: UTF-8 passes, stray bytes
		// are Windows-1252, so a UTF-8 file with a few Latin-1 bytes works.
		a.dec = &a.mixed
		return
	}
	a.dec = charmapOf(candidates[pick].name).NewDecoder()
	a.byLine, a.chosen = true, candidates[pick].name
}

func charmapOf(name string) *charmap.Charmap {
	for _, al := range aliases {
		if al.names[0] == name {
			return al.enc.(*charmap.Charmap)
		}
	}
	panic("charset: no charmap " + name)
}
