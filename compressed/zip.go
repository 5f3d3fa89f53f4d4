package compressed

import (
	"bufio"
	"errors"
	"fmt"
	"hash"
	"hash/crc32"
	"io"
	"strings"
	"sync"

	"github.com/klauspost/compress/flate"
	"github.com/klauspost/compress/zip"
)

// Member is one file of a zip archive.
type Member struct {
	Name string
	f    *zip.File
	r    io.ReaderAt // the archive
	size int64       // its length
	// Warn, when set before Open, is told (from the goroutine that
	// inflates) of a member that is whole but not as the archive's list
	// of members describes it: its sizes there are wrong.
	Warn func(msg string)
}

// Members lists the files of the zip archive in r (size bytes long) in
// the order they are stored, directories left out. The list is the
// archive's central directory, which is at its end: a truncated archive
// has none, and is an *Error.
func Members(r io.ReaderAt, size int64) ([]Member, error) {
	zr, err := zip.NewReader(r, size)
	if err != nil {
		return nil, &Error{Format: Zip, Err: err, directory: true}
	}
	var ms []Member
	for _, f := range zr.File {
		if f.FileInfo().IsDir() || strings.HasSuffix(f.Name, "/") {
			continue
		}
		ms = append(ms, Member{Name: f.Name, f: f, r: r, size: size})
	}
	return ms, nil
}

// Open returns the member's text, inflated on a goroutine of its own as
// NewReader's is; a damaged member is an *Error of the zip format, after
// all the text before the damage.
//
// Stored and deflated members (every PGN archive there is) are read here
// rather than by the zip package, which trusts the sizes in the list of
// members: one that overstates a member's size made it drop the text of
// the member's last read and call the member truncated. Here the deflate
// stream's own end ends the member, and the CRC-32 says whether the text
// is whole; sizes that disagree with a whole text are a warning (Warn).
func (m Member) Open() (io.ReadCloser, error) {
	var rc io.ReadCloser
	var err error
	switch {
	case m.f.Flags&1 != 0:
		return nil, &Error{Format: Zip, what: fmt.Sprintf("%s: encrypted zip member: not read", m.Name)}
	case m.f.Method == zip.Store || m.f.Method == zip.Deflate:
		rc, err = m.openChecked()
	default:
		rc, err = m.f.Open() // a method the zip package may know
	}
	if err != nil {
		return nil, &Error{Format: Zip, Err: err}
	}
	return startAsync(rc), nil
}

// startAsync hands rc's text on as NewReader does. Its first block is
// read here: a small member, as most are in an archive of many, ends in
// it and needs no goroutine (an archive of 10^5 members spent most of its
// time handing each one's only block from one goroutine to another).
func startAsync(rc io.ReadCloser) *asyncReader {
	a := newAsync()
	buf, _ := a.block()
	n := 0
	var err error
	for n < len(buf) && err == nil {
		var k int
		k, err = rc.Read(buf[n:])
		n += k
	}
	if n > 0 {
		a.blocks <- buf[:n] // never blocks: the channel holds blockCount
	} else {
		a.free <- buf
	}
	if err != nil {
		a.err = streamErr(Zip, nil, err)
		rc.Close()
		close(a.blocks)
		return a
	}
	go a.pump(Zip, nil, rc, func() { rc.Close() })
	return a
}

// openChecked reads a stored or deflated member from its data, checking
// its CRC-32 and, once whole, its sizes.
func (m Member) openChecked() (io.ReadCloser, error) {
	off, err := m.f.DataOffset()
	if err != nil {
		return nil, err
	}
	if off > m.size {
		return nil, io.ErrUnexpectedEOF
	}
	c := &checkedMember{m: m, hash: crc32.NewIEEE()}
	if m.f.Method == zip.Store {
		// Stored data has no end of its own: its size is the list's.
		c.data = io.NewSectionReader(m.r, off, int64(min(m.f.CompressedSize64, uint64(m.size-off))))
		c.short = m.f.CompressedSize64 > uint64(m.size-off)
		return c, nil
	}
	// Deflate ends by itself: the data may run to the archive's end, and
	// inflate reads from a bufio.Reader exactly to the stream's end, so
	// the compressed bytes it used can be counted.
	in := getInflater(io.NewSectionReader(m.r, off, m.size-off))
	c.count, c.br, c.data = &in.count, in.br, in.fr
	c.closeData = func() { inflaters.Put(in) }
	return c, nil
}

// inflater is a deflate reader with its input buffer, kept from member
// to member (each is some 70 KiB: an archive of 10^5 members made 7 GB).
type inflater struct {
	count countingReader
	br    *bufio.Reader
	fr    io.ReadCloser
}

var inflaters sync.Pool

func getInflater(r io.Reader) *inflater {
	in, _ := inflaters.Get().(*inflater)
	if in == nil {
		in = &inflater{count: countingReader{r: r}}
		in.br = bufio.NewReaderSize(&in.count, 32<<10)
		in.fr = flate.NewReader(in.br)
		return in
	}
	in.count = countingReader{r: r}
	in.br.Reset(&in.count)
	in.fr.(flate.Resetter).Reset(in.br, nil)
	return in
}

// checkedMember is a member's text, its CRC-32 checked at its end.
type checkedMember struct {
	m         Member
	data      io.Reader
	closeData func()
	count     *countingReader // deflate: the compressed bytes read
	br        *bufio.Reader
	short     bool // stored data that the archive's end cuts short
	hash      hash.Hash32
	n         uint64 // text handed on
	err       error
}

func (c *checkedMember) Read(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.data.Read(p)
	c.hash.Write(p[:n])
	c.n += uint64(n)
	if err == io.EOF {
		err = c.end()
	}
	if err != nil {
		c.err = err
	}
	return n, err
}

func (c *checkedMember) Close() error {
	if c.closeData != nil {
		c.closeData()
	}
	return nil
}

// end checks the member once its data has ended.
func (c *checkedMember) end() error {
	f := c.m.f
	if c.short {
		return io.ErrUnexpectedEOF
	}
	compressed := f.CompressedSize64
	if c.count != nil {
		compressed = uint64(c.count.n - int64(c.br.Buffered()))
	}
	sizes := ""
	if c.n != f.UncompressedSize64 || compressed != f.CompressedSize64 {
		sizes = fmt.Sprintf("the archive's list of members gives it %d bytes (%d compressed), it holds %d (%d compressed)",
			f.UncompressedSize64, f.CompressedSize64, c.n, compressed)
	}
	if c.hash.Sum32() != f.CRC32 {
		if sizes != "" {
			return fmt.Errorf("checksum error (CRC-32); %s", sizes)
		}
		return errors.New("checksum error (CRC-32)")
	}
	if sizes != "" && c.m.Warn != nil {
		c.m.Warn(sizes + ", and its CRC-32 matches: all of it is read")
	}
	return io.EOF
}
