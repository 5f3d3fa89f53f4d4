package compressed

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash"
	"hash/crc32"
	"io"
	"strings"

	"github.com/klauspost/compress/flate"
)

// A zip archive lists its members at its end (the central directory), and
// also heads each member with a local header holding its name and how it
// is stored. When the list is gone (a download cut short) or damaged, the
// members can still be read in order from their local headers, as
// `bsdtar -x` and `jar` do: Scanner does that.

// The signatures of the records a scan meets.
const (
	sigLocal      = "PK\x03\x04" // a member's local header
	sigDescriptor = "PK\x07\x08" // the optional signature of a data descriptor
	sigCentral    = "PK\x01\x02" // the central directory's first record
	sigEnd        = "PK\x05\x06" // the end of central directory record (an empty archive)
	sigEnd64      = "PK\x06\x06" // the zip64 end record
)

// Local header flags.
const (
	flagEncrypted  = 1 << 0
	flagDescriptor = 1 << 3 // sizes and CRC-32 follow the data, not in the header
)

// Scanner reads the members of a zip archive from their local headers, in
// the order they are stored, without the archive's list of members.
type Scanner struct {
	count *countingReader
	br    *bufio.Reader
	prev  *localMember
	// Directory is set once Next has returned io.EOF at the list of
	// members, so the members were whole: the list itself is damaged.
	// An archive that ends where a member or the list should start is
	// a truncated one, an *Error from Next.
	Directory bool
	last      string // the last member's name, for the truncation message
	done      bool
}

// NewScanner reads the zip archive r from its start.
func NewScanner(r io.Reader) *Scanner {
	c := &countingReader{r: r}
	return &Scanner{count: c, br: bufio.NewReaderSize(c, 64<<10)}
}

// offset is how far into the archive the scan has read.
func (s *Scanner) offset() int64 { return s.count.n - int64(s.br.Buffered()) }

// Next returns the next member's name and its text, inflated on a
// goroutine of its own as Member.Open's is; a damaged member ends in an
// *Error of the zip format. The caller reads the previous member's text to
// its end or closes it before calling Next, which then reads what was left
// of it (a member's end is known only by reading it). Next returns io.EOF after
// the last member, when the archive's list of members follows, and also
// after a damaged member: its reader already reported the damage, and
// what follows cannot be found. An archive that ends without its list is
// an *Error.
func (s *Scanner) Next() (string, io.ReadCloser, error) {
	for {
		if s.done {
			return "", nil, io.EOF
		}
		if p := s.prev; p != nil {
			s.prev = nil
			// The reader's goroutine has stopped; whatever the caller
			// left unread is read here, to find the next header.
			<-p.finished
			if _, err := io.Copy(io.Discard, p); err != nil {
				s.done = true
				return "", nil, io.EOF
			}
		}
		name, m, err := s.header()
		if err != nil {
			s.done = true
			return "", nil, err
		}
		if m == nil { // a directory entry
			continue
		}
		s.prev, s.last = m, name
		a := newAsync()
		go a.pump(Zip, nil, m, func() { close(m.finished) })
		return name, a, nil
	}
}

// header reads a local header and returns its member, nil for a
// directory, or io.EOF at the list of members.
func (s *Scanner) header() (string, *localMember, error) {
	at := s.offset()
	sig, err := s.br.Peek(4)
	switch {
	case len(sig) == 0 && err == io.EOF:
		return "", nil, s.truncated(at, nil)
	case err != nil && err != io.EOF:
		return "", nil, err // the disk's own error
	case string(sig) == sigCentral || string(sig) == sigEnd || string(sig) == sigEnd64:
		s.Directory = true
		return "", nil, io.EOF
	case string(sig) != sigLocal:
		if len(sig) < 4 {
			return "", nil, s.truncated(at, io.ErrUnexpectedEOF)
		}
		return "", nil, &Error{Format: Zip, what: fmt.Sprintf("corrupt zip archive: no member header at byte %d, after %s", at, s.after())}
	}
	var h [30]byte
	if _, err := io.ReadFull(s.br, h[:]); err != nil {
		return "", nil, s.truncated(at, err)
	}
	le := binary.LittleEndian
	flags, method := le.Uint16(h[6:]), le.Uint16(h[8:])
	crc, csize, usize := le.Uint32(h[14:]), uint64(le.Uint32(h[18:])), uint64(le.Uint32(h[22:]))
	nameExtra := make([]byte, int(le.Uint16(h[26:]))+int(le.Uint16(h[28:])))
	if _, err := io.ReadFull(s.br, nameExtra); err != nil {
		return "", nil, s.truncated(at, err)
	}
	name, extra := string(nameExtra[:le.Uint16(h[26:])]), nameExtra[le.Uint16(h[26:]):]
	zip64 := false
	if csize == 0xFFFFFFFF || usize == 0xFFFFFFFF {
		// The sizes are in the zip64 extra field, and a data
		// descriptor's are then 8 bytes each.
		zip64 = true
		_, csize = zip64Sizes(extra, usize, csize)
	}
	m := &localMember{name: name, s: s, method: method, crc: crc, size: csize,
		descriptor: flags&flagDescriptor != 0, zip64: zip64, start: s.offset(),
		hash: crc32.NewIEEE(), finished: make(chan struct{})}
	if strings.HasSuffix(name, "/") && csize == 0 {
		return name, nil, nil
	}
	switch {
	case flags&flagEncrypted != 0:
		return "", nil, &Error{Format: Zip, what: fmt.Sprintf("%s: encrypted zip member: not read", name)}
	case method == 0 && m.descriptor:
		// Stored data has no end of its own (Go's zip writer stores
		// this way): it ends where a descriptor follows whose size and
		// CRC-32 are those of the data before it.
		m.data = &storedScan{br: s.br, zip64: zip64}
	case method == 0:
		m.data = &exactReader{r: s.br, n: int64(csize)}
	case method == 8:
		// Inflate reads exactly to the stream's end from a bufio.Reader
		// (an io.ByteReader): the next header is right after it, even
		// when the sizes are in a descriptor we have not reached yet.
		m.data = flate.NewReader(s.br)
	default:
		return "", nil, &Error{Format: Zip, what: fmt.Sprintf("%s: zip compression method %d: not read (stored and deflate are)", name, method)}
	}
	return name, m, nil
}

// truncated is the error of an archive that ends at offset at: inside a
// header (err not nil) or where the next member or the list should be.
func (s *Scanner) truncated(at int64, err error) error {
	if err == nil {
		return &Error{Format: Zip, what: fmt.Sprintf("truncated zip archive: it ends after %s, without the list of its members (at its end); members after it are lost", s.after())}
	}
	if err != io.EOF && err != io.ErrUnexpectedEOF {
		return err
	}
	return &Error{Format: Zip, what: fmt.Sprintf("truncated zip archive: it ends inside the header at byte %d, after %s", at, s.after())}
}

func (s *Scanner) after() string {
	if s.last == "" {
		return "no member"
	}
	return "member " + s.last
}

// zip64Sizes reads the sizes from the zip64 extra field (ID 1), which
// holds, in order, those of the two the header marks 0xFFFFFFFF.
func zip64Sizes(extra []byte, usize, csize uint64) (uint64, uint64) {
	le := binary.LittleEndian
	for len(extra) >= 4 {
		id, n := le.Uint16(extra), int(le.Uint16(extra[2:]))
		body := extra[4:min(4+n, len(extra))]
		extra = extra[min(4+n, len(extra)):]
		if id != 1 {
			continue
		}
		if usize == 0xFFFFFFFF && len(body) >= 8 {
			usize, body = le.Uint64(body), body[8:]
		}
		if csize == 0xFFFFFFFF && len(body) >= 8 {
			csize = le.Uint64(body)
		}
	}
	return usize, csize
}

// localMember reads one member's data, then its data descriptor, and
// checks the CRC-32 of the text: it is what tells damaged data that still
// inflates from whole data.
type localMember struct {
	name       string
	s          *Scanner
	data       io.Reader
	method     uint16
	crc        uint32
	size       uint64 // compressed size, unless descriptor
	descriptor bool
	zip64      bool
	start      int64 // offset of the data
	hash       hash.Hash32
	err        error         // the end: io.EOF or the damage
	finished   chan struct{} // closed when the async goroutine stops reading
}

func (m *localMember) Read(p []byte) (int, error) {
	if m.err != nil {
		return 0, m.err
	}
	n, err := m.data.Read(p)
	m.hash.Write(p[:n])
	if err == io.EOF {
		err = m.end()
	}
	if err != nil {
		m.err = err
	}
	return n, err
}

// end checks the member after its data: the descriptor, the size and
// the CRC-32.
func (m *localMember) end() error {
	le := binary.LittleEndian
	crc, size, dataEnd := m.crc, m.size, m.s.offset()
	if m.descriptor {
		if sig, _ := m.s.br.Peek(4); string(sig) == sigDescriptor {
			m.s.br.Discard(4)
		}
		n := 12
		if m.zip64 {
			n = 20
		}
		d := make([]byte, n)
		if _, err := io.ReadFull(m.s.br, d); err != nil {
			return io.ErrUnexpectedEOF
		}
		crc, size = le.Uint32(d), uint64(le.Uint32(d[4:]))
		if m.zip64 {
			size = le.Uint64(d[4:])
		}
	}
	if m.method == 8 && size != uint64(dataEnd-m.start) {
		// Inflate found the stream's end elsewhere than the sizes say.
		return fmt.Errorf("the member's data is %d bytes, its header says %d", dataEnd-m.start, size)
	}
	if m.hash.Sum32() != crc {
		return errors.New("checksum error (CRC-32)")
	}
	return io.EOF
}

// storedScan reads stored data whose size is only in the data descriptor
// after it: it hands on the bytes before the first descriptor signature
// that is followed by the CRC-32 and the size of those bytes. A PGN file
// holds no "PK\x07\x08", and a false match would need the CRC-32 too.
type storedScan struct {
	br    *bufio.Reader
	zip64 bool
	n     uint64 // bytes handed on
	crc   uint32 // their CRC-32
	end   bool
}

func (r *storedScan) Read(p []byte) (int, error) {
	if r.end {
		return 0, io.EOF
	}
	dlen := 16 // the descriptor with its signature
	if r.zip64 {
		dlen = 24
	}
	buf, err := r.br.Peek(r.br.Size())
	if len(buf) < dlen && err != nil {
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return 0, err
	}
	le := binary.LittleEndian
	// Only bytes that cannot start a descriptor reaching past buf are
	// handed on; the rest waits for the next Peek.
	safe := len(buf) - dlen + 1
	for i := 0; i < safe; {
		j := bytes.Index(buf[i:safe+3], []byte(sigDescriptor))
		if j < 0 || i+j >= safe {
			break
		}
		at := i + j
		d := buf[at+4:]
		size := uint64(le.Uint32(d[4:]))
		if r.zip64 {
			size = le.Uint64(d[4:])
		}
		if size == r.n+uint64(at) && le.Uint32(d) == crc32.Update(r.crc, crc32.IEEETable, buf[:at]) {
			n := copy(p, buf[:at])
			r.take(buf[:n])
			if n == at {
				r.end = true // the descriptor is read by localMember.end
			}
			return n, nil
		}
		i = at + 1
	}
	n := copy(p, buf[:max(safe, 0)])
	r.take(buf[:n])
	return n, nil
}

func (r *storedScan) take(b []byte) {
	r.crc = crc32.Update(r.crc, crc32.IEEETable, b)
	r.n += uint64(len(b))
	r.br.Discard(len(b))
}

// exactReader reads n bytes of stored data; fewer is a truncation.
type exactReader struct {
	r io.Reader
	n int64
}

func (e *exactReader) Read(p []byte) (int, error) {
	if e.n <= 0 {
		return 0, io.EOF
	}
	n, err := e.r.Read(p[:min(int64(len(p)), e.n)])
	e.n -= int64(n)
	if err == io.EOF && e.n > 0 {
		err = io.ErrUnexpectedEOF
	}
	if err == io.EOF {
		err = nil
	}
	return n, err
}

// countingReader counts the bytes read from r.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}
