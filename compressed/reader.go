package compressed

import (
	"compress/bzip2"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"
)

// Blocks of decompressed text are handed from the decompressing goroutine
// to the reader through a channel: at most blockCount blocks of blockSize
// bytes exist per stream, so memory stays bounded whatever the file's size,
// and the decompressor runs ahead of the parser by at most that much.
const (
	blockSize  = 64 << 10
	blockCount = 8
)

// MaxZstdWindow bounds the memory a zstd stream may ask for: its window
// is held whole while it is decompressed, and a header alone can ask for
// 2 GiB (--long=31). The default, DefaultMaxZstdWindow, reads what zstd
// --long=29 and below makes (the zstd tool's own default limit, 128 MiB,
// refuses --long=28 without --memory); the notaz command's
// --max-zstd-window sets it. Set it before reading.
var MaxZstdWindow uint64 = DefaultMaxZstdWindow

// DefaultMaxZstdWindow is MaxZstdWindow's default: 512 MiB.
const DefaultMaxZstdWindow = 512 << 20

// decoder returns the decompressing reader of format f over r. It reads
// r's first bytes (the stream header), so it runs on the goroutine.
func decoder(f Format, r io.Reader) (io.Reader, func(), error) {
	switch f {
	case Gzip:
		// klauspost's gzip: the same format as compress/gzip, about
		// twice as fast; multi-member files (pigz, bgzip, cat a.gz b.gz)
		// are read whole, as gzip -d reads them.
		z, err := gzip.NewReader(r)
		if err != nil {
			return nil, nil, err
		}
		return z, func() { z.Close() }, nil
	case Zstd:
		// One block at a time: the goroutine reading it already runs
		// beside the parser, and more would take cores from the workers.
		z, err := zstd.NewReader(r, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxWindow(MaxZstdWindow))
		if err != nil {
			return nil, nil, err
		}
		return z, z.Close, nil
	case Bzip2:
		return bzip2.NewReader(r), func() {}, nil
	case XZ:
		z, err := xz.NewReader(r)
		if err != nil {
			return nil, nil, err
		}
		return z, func() {}, nil
	}
	return nil, nil, fmt.Errorf("%s is not a stream format", f)
}

// NewReader returns the decompressed text of r, which holds data of the
// stream format f (gzip, zstd, bzip2 or xz). Decompression runs on a
// goroutine of its own, a few blocks ahead of the reader; each block is
// handed on as soon as the decompressor yields it, so a slow input (a
// download, tail -f) still gives its games as they come. Read returns an
// *Error when the data is truncated or corrupt, after all the text before
// the damage. Close stops the goroutine once its current Read of r returns;
// closing r is the caller's.
func NewReader(r io.Reader, f Format) io.ReadCloser {
	a := newAsync()
	go a.run(f, &source{r: r})
	return a
}

func newAsync() *asyncReader {
	a := &asyncReader{
		blocks: make(chan []byte, blockCount),
		free:   make(chan []byte, blockCount),
		done:   make(chan struct{}),
	}
	return a
}

// blocks are the blocks of ended streams, for the next: an archive of
// 10^5 small members made 10^5 × 512 KiB of garbage (issue 21, item 12).
var blockPool = sync.Pool{New: func() any { b := make([]byte, blockSize); return &b }}

// block returns a free block, made when fewer than blockCount are: a
// small member needs one.
func (a *asyncReader) block() ([]byte, bool) {
	select {
	case buf := <-a.free:
		return buf, true
	default:
	}
	if a.made < blockCount {
		a.made++
		return *blockPool.Get().(*[]byte), true
	}
	select {
	case buf := <-a.free:
		return buf, true
	case <-a.done:
		return nil, false
	}
}

// recycle gives the blocks back once the stream has ended and its
// goroutine returned: every block is then free or the reader's.
func (a *asyncReader) recycle() {
	if a.buf != nil {
		b := a.buf[:cap(a.buf)]
		blockPool.Put(&b)
		a.buf, a.cur = nil, nil
	}
	for {
		select {
		case b := <-a.free:
			blockPool.Put(&b)
		default:
			return
		}
	}
}

// source is the compressed input: it keeps the input's own read errors
// apart from the decompressor's, so that a failing disk is not reported
// as corrupt data.
type source struct {
	r   io.Reader
	err error
}

func (s *source) Read(p []byte) (int, error) {
	n, err := s.r.Read(p)
	if err != nil && err != io.EOF {
		s.err = err
	}
	return n, err
}

var errClosed = errors.New("read after Close")

type asyncReader struct {
	blocks chan []byte // decompressed text, in order; closed at the end
	free   chan []byte // blocks the reader is done with
	done   chan struct{}
	err    error // the end of the stream: set before blocks is closed

	cur, buf  []byte // the unread part of the current block, and the block
	made      int    // blocks taken from blockPool (by the goroutine)
	closeOnce sync.Once
}

// run decompresses src on the goroutine.
func (a *asyncReader) run(f Format, src *source) {
	dec, closeDec, err := decoder(f, src)
	if err != nil {
		a.err = streamErr(f, src, err)
		close(a.blocks)
		return
	}
	a.pump(f, src, dec, closeDec)
}

// pump hands dec's text on in blocks until its end, its error or Close.
// src, when not nil, is the compressed input under dec.
func (a *asyncReader) pump(f Format, src *source, dec io.Reader, closeDec func()) {
	defer close(a.blocks)
	defer closeDec()
	for {
		buf, ok := a.block()
		if !ok {
			return
		}
		// One Read, not a full block: what the decompressor has is
		// handed on now rather than when the input brings more.
		n, err := dec.Read(buf)
		if n > 0 {
			select {
			case a.blocks <- buf[:n]:
			case <-a.done:
				return
			}
		} else {
			a.free <- buf
		}
		if err != nil {
			a.err = streamErr(f, src, err)
			return
		}
	}
}

// streamErr is the error that ends a stream: io.EOF at its clean end, the
// input's own error as it is, anything else an *Error of the format.
func streamErr(f Format, src *source, err error) error {
	switch {
	case err == io.EOF:
		return io.EOF
	case src != nil && src.err != nil && errors.Is(err, src.err):
		return src.err
	case errors.Is(err, zstd.ErrWindowSizeExceeded):
		// Not corrupt: made with a larger window than is allowed.
		return &Error{Format: f, Err: err, what: fmt.Sprintf("zstd data made with a window larger than %s (zstd --long): not read; --max-zstd-window raises the bound, if the machine has the memory", sizeString(MaxZstdWindow))}
	}
	return wrap(f, err)
}

func (a *asyncReader) Read(p []byte) (int, error) {
	for len(a.cur) == 0 {
		if a.buf != nil {
			a.free <- a.buf[:cap(a.buf)] // never blocks: free holds every block
			a.buf = nil
		}
		b, ok := <-a.blocks
		if !ok {
			if a.err == nil { // stopped by Close
				return 0, errClosed
			}
			a.recycle()
			return 0, a.err
		}
		a.cur, a.buf = b, b
	}
	n := copy(p, a.cur)
	a.cur = a.cur[n:]
	return n, nil
}

// Close stops the decompressing goroutine. It does not wait for it: the
// goroutine may be blocked reading a terminal or a pipe.
func (a *asyncReader) Close() error {
	a.closeOnce.Do(func() { close(a.done) })
	return nil
}

// sizeString writes n in the largest binary unit that divides it.
func sizeString(n uint64) string {
	for _, u := range []struct {
		name string
		size uint64
	}{{"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}} {
		if n >= u.size && n%u.size == 0 {
			return fmt.Sprintf("%d %s", n/u.size, u.name)
		}
	}
	return fmt.Sprintf("%d bytes", n)
}
