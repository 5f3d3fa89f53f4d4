package parquet

import (
	"errors"
	"io"
	"os"
	"sync"

	pq "github.com/parquet-go/parquet-go"
)

// spillChunk is the unit in which a spill file is lent to the columns.
const spillChunk = 64 << 10

// spillAfter is how much of a column chunk stays in memory before it goes
// to the file: most columns (the numbers, the names' dictionary indexes)
// take less than this in a row group, and a partition's file often holds
// a few games; they never touch the disk.
const spillAfter = 32 << 10

// spillPool holds the compressed pages of the open row group in a
// temporary file instead of the heap: a column chunk must be written whole
// (its dictionary page first), so the library keeps every page of a row
// group until the group ends. In memory, that was the row group's whole
// compressed size, which the collector's limit (three times the live heap)
// made three times as much RSS; on disk, a row group can be large enough
// that the footer, which grows with every row group, stays small (see
// RowGroupSize). The file is made when a column chunk first outgrows
// spillAfter, removed as soon as it is made (where the system allows it;
// else at Close), and its chunks are reused from row group to row group:
// it never holds more than about one row group. Where it cannot be made,
// the pages stay in memory.
type spillPool struct {
	dir string

	mu     sync.Mutex
	f      *os.File
	failed bool    // no file could be made: everything stays in memory
	remove bool    // the file could not be removed while open
	end    int64   // the file's size: where a new chunk starts
	free   []int64 // chunks given back
}

// newSpillPool returns a pool whose file will be made in dir (the
// system's temporary directory when "").
func newSpillPool(dir string) *spillPool { return &spillPool{dir: dir} }

// GetBuffer is pq.BufferPool's: an empty buffer.
func (p *spillPool) GetBuffer() io.ReadWriteSeeker { return &spillBuffer{pool: p} }

// PutBuffer is pq.BufferPool's: the buffer's chunks are free again.
func (p *spillPool) PutBuffer(b io.ReadWriteSeeker) {
	sb, ok := b.(*spillBuffer)
	if !ok || sb.pool != p {
		return
	}
	p.mu.Lock()
	p.free = append(p.free, sb.chunks...)
	p.mu.Unlock()
	*sb = spillBuffer{pool: p, mem: sb.mem[:0]}
}

// chunk returns the offset of a chunk for a buffer to write to, and false
// when there is no file.
func (p *spillPool) chunk() (int64, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.f == nil && !p.failed {
		f, err := os.CreateTemp(p.dir, "notaz-parquet-*.pages")
		if err != nil {
			p.failed = true
			return 0, false
		}
		p.f = f
		p.remove = os.Remove(f.Name()) != nil
	}
	if p.failed {
		return 0, false
	}
	if n := len(p.free); n > 0 {
		off := p.free[n-1]
		p.free = p.free[:n-1]
		return off, true
	}
	off := p.end
	p.end += spillChunk
	return off, true
}

// Close closes the file (and removes it, where it could not be removed at
// once).
func (p *spillPool) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.f == nil {
		return nil
	}
	err := p.f.Close()
	if p.remove {
		if rerr := os.Remove(p.f.Name()); err == nil {
			err = rerr
		}
	}
	p.f = nil
	return err
}

// spillBuffer is one column chunk's pages: written once from the start,
// then read back from the start, as the library does. Its first
// spillAfter bytes are in mem; the rest, if any, in the file's chunks (or
// in mem too when there is no file).
type spillBuffer struct {
	pool   *spillPool
	mem    []byte
	chunks []int64 // the file offsets of the bytes after mem, in order
	size   int64   // bytes written
	pos    int64
}

var errNotAtEnd = errors.New("parquet: spill buffer: write before its end")

// Write appends data: the library writes a buffer from its start, then
// reads it back.
func (b *spillBuffer) Write(data []byte) (int, error) {
	if b.pos != b.size {
		return 0, errNotAtEnd
	}
	written := 0
	for len(data) > 0 {
		if b.chunks == nil {
			n := len(data)
			if room := spillAfter - len(b.mem); n > room {
				if _, ok := b.chunkAt(0); ok {
					n = room // the rest goes to the file
				}
			}
			b.mem = append(b.mem, data[:n]...)
			data = data[n:]
			written += n
			b.pos += int64(n)
			b.size = b.pos
			continue
		}
		rel := b.pos - int64(len(b.mem))
		i, within := rel/spillChunk, rel%spillChunk
		off, _ := b.chunkAt(int(i)) // a pool that has a file does not fail
		n := min(len(data), int(spillChunk-within))
		if _, err := b.pool.f.WriteAt(data[:n], off+within); err != nil {
			return written, err
		}
		data = data[n:]
		written += n
		b.pos += int64(n)
		b.size = b.pos
	}
	return written, nil
}

// chunkAt returns the file offset of the buffer's i-th chunk, taking
// chunks from the pool up to it.
func (b *spillBuffer) chunkAt(i int) (int64, bool) {
	for len(b.chunks) <= i {
		off, ok := b.pool.chunk()
		if !ok {
			return 0, false
		}
		b.chunks = append(b.chunks, off)
	}
	return b.chunks[i], true
}

func (b *spillBuffer) Read(data []byte) (int, error) {
	if b.pos >= b.size {
		return 0, io.EOF
	}
	if b.pos < int64(len(b.mem)) {
		n := copy(data, b.mem[b.pos:])
		b.pos += int64(n)
		return n, nil
	}
	rel := b.pos - int64(len(b.mem))
	i, within := rel/spillChunk, rel%spillChunk
	n := int(min(int64(len(data)), spillChunk-within, b.size-b.pos))
	n, err := b.pool.f.ReadAt(data[:n], b.chunks[i]+within)
	b.pos += int64(n)
	if err == io.EOF && n > 0 {
		err = nil
	}
	return n, err
}

var errSeek = errors.New("parquet: spill buffer: seek out of range")

func (b *spillBuffer) Seek(offset int64, whence int) (int64, error) {
	switch whence {
	case io.SeekCurrent:
		offset += b.pos
	case io.SeekEnd:
		offset += b.size
	}
	if offset < 0 {
		return b.pos, errSeek
	}
	b.pos = offset
	return offset, nil
}

var _ pq.BufferPool = (*spillPool)(nil)
