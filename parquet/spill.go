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

// spillPool holds the compressed pages of the open row group in a
// temporary file instead of the heap: a column chunk must be written whole
// (its dictionary page first), so the library keeps every page of a row
// group until the group ends. In memory, that was the row group's whole
// compressed size, which the collector's limit (three times the live heap)
// made three times as much RSS; on disk, a row group can be large enough
// that the footer, which grows with every row group, stays small (see
// RowGroupSize). The file is removed as soon as it is made (where the
// system allows it; else at Close), and its chunks are reused from row
// group to row group: it never holds more than about one row group.
type spillPool struct {
	f      *os.File
	remove bool // the file could not be removed while open

	mu   sync.Mutex
	end  int64   // the file's size: where a new chunk starts
	free []int64 // chunks given back
}

// newSpillPool makes the temporary file in dir (the system's temporary
// directory when ""), or returns an error: the caller then keeps pages
// in memory.
func newSpillPool(dir string) (*spillPool, error) {
	f, err := os.CreateTemp(dir, "notaz-parquet-*.pages")
	if err != nil {
		return nil, err
	}
	p := &spillPool{f: f}
	if os.Remove(f.Name()) != nil {
		p.remove = true
	}
	return p, nil
}

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
	*sb = spillBuffer{pool: p}
}

// chunk returns the offset of a chunk for a buffer to write to.
func (p *spillPool) chunk() int64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n := len(p.free); n > 0 {
		off := p.free[n-1]
		p.free = p.free[:n-1]
		return off
	}
	off := p.end
	p.end += spillChunk
	return off
}

// Close closes the file (and removes it, where it could not be removed at
// once).
func (p *spillPool) Close() error {
	err := p.f.Close()
	if p.remove {
		if rerr := os.Remove(p.f.Name()); err == nil {
			err = rerr
		}
	}
	return err
}

// spillBuffer is one column chunk's pages: written once from the start,
// then read back from the start, as the library does.
type spillBuffer struct {
	pool   *spillPool
	chunks []int64 // the file offsets of its chunks, in order
	size   int64   // bytes written
	pos    int64
}

func (b *spillBuffer) Write(data []byte) (int, error) {
	written := 0
	for len(data) > 0 {
		i, within := b.pos/spillChunk, b.pos%spillChunk
		for int64(len(b.chunks)) <= i {
			b.chunks = append(b.chunks, b.pool.chunk())
		}
		n := min(len(data), int(spillChunk-within))
		if _, err := b.pool.f.WriteAt(data[:n], b.chunks[i]+within); err != nil {
			return written, err
		}
		data = data[n:]
		written += n
		b.pos += int64(n)
		b.size = max(b.size, b.pos)
	}
	return written, nil
}

func (b *spillBuffer) Read(data []byte) (int, error) {
	if b.pos >= b.size {
		return 0, io.EOF
	}
	i, within := b.pos/spillChunk, b.pos%spillChunk
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
