package parquet

import (
	"io"
	"strconv"
	"sync"

	pq "github.com/parquet-go/parquet-go"
)

// RowGroupSize is the default size of a row group, in bytes of the rows'
// text before compression (about 4,000 master games, 1.3 MB on disk):
// small enough for flat memory (the library holds a row group's pages
// until it ends), large enough for engines to read column chunks at
// speed and in parallel.
const RowGroupSize = 4 << 20

// PageSize is the default size of a column's page buffer. Every column
// of an open file has one: 64 KiB keeps the 60-odd columns' buffers at
// 4 MB (the library's 256 KiB made the run's RSS 73 MB instead of 62 on
// the 72,474-game corpus) for files 11% larger.
const PageSize = 64 << 10

// batch is how many rows are handed to the library at once: its cost per
// call is amortised, and the rows held are few.
const batch = 64

// Options configure a Writer.
type Options struct {
	// RowGroupSize is when a row group is written out (RowGroupSize
	// when 0): the memory a writer holds is about this much.
	RowGroupSize int
	// PageSize is the size of a column's page buffer (PageSize when 0).
	PageSize int
}

// Writer writes rows to one Parquet file, a row group at a time. The
// library's work (shredding rows into columns, encoding, compressing)
// runs on a goroutine of its own, so that it overlaps the replay of the
// next games instead of holding up the emitting goroutine.
type Writer struct {
	w        *pq.GenericWriter[Row]
	pending  []Row
	buffered int // the size of the rows in the open row group
	inGroup  int // the rows in the open row group
	limit    int
	rows     int64

	jobs chan job
	done chan struct{}
	mu   sync.Mutex
	err  error // the library's first error
}

// job is a batch of rows for the library's goroutine, then a row group
// to end when flush is set.
type job struct {
	rows  []Row
	flush bool
}

// NewWriter returns a Writer of a file to w. Close writes its footer.
func NewWriter(w io.Writer, opts Options) *Writer {
	limit := opts.RowGroupSize
	if limit <= 0 {
		limit = RowGroupSize
	}
	wo := []pq.WriterOption{
		pq.Compression(newZstd()),
		pq.KeyValueMetadata("notaz.version", strconv.Itoa(Version)),
		pq.CreatedBy("notaz", strconv.Itoa(Version), ""),
	}
	// Text blobs: their min and max (whole games' movetext) mean nothing
	// and would be held for the footer, row group after row group.
	for _, path := range [][]string{{"movetext"}, {"raw"}, {"start"}} {
		wo = append(wo, pq.SkipPageBounds(path...))
	}
	if opts.PageSize <= 0 {
		opts.PageSize = PageSize
	}
	wo = append(wo, pq.PageBufferSize(opts.PageSize))
	pw := &Writer{w: pq.NewGenericWriter[Row](w, wo...), limit: limit,
		jobs: make(chan job, 2), done: make(chan struct{})}
	go pw.run(pw.jobs)
	return pw
}

// run does the library's work, batch after batch.
func (w *Writer) run(jobs <-chan job) {
	defer close(w.done)
	for j := range jobs {
		if w.error() != nil {
			continue // drain: the file is lost anyway
		}
		var err error
		if len(j.rows) > 0 {
			_, err = w.w.Write(j.rows)
		}
		if err == nil && j.flush {
			err = w.w.Flush()
		}
		if err != nil {
			w.mu.Lock()
			w.err = err
			w.mu.Unlock()
		}
	}
}

func (w *Writer) error() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}

// Write adds a row. The rows are written in the order given; an error of
// the library comes back from a later Write or from Close.
func (w *Writer) Write(r *Row) error {
	if err := w.error(); err != nil {
		return err
	}
	if w.pending == nil {
		w.pending = make([]Row, 0, batch)
	}
	w.pending = append(w.pending, *r)
	w.buffered += r.size + 64
	w.rows++
	w.inGroup++
	if w.buffered >= w.limit {
		return w.FlushRowGroup()
	}
	if len(w.pending) >= batch {
		w.send(false)
	}
	return nil
}

// send hands the pending rows to the library's goroutine.
func (w *Writer) send(flush bool) {
	w.jobs <- job{rows: w.pending, flush: flush}
	w.pending = nil
}

// Rows returns how many rows were written.
func (w *Writer) Rows() int64 { return w.rows }

// FlushRowGroup ends the open row group: it is written out.
func (w *Writer) FlushRowGroup() error {
	if w.inGroup == 0 {
		return w.error() // no empty row group
	}
	w.send(true)
	w.buffered, w.inGroup = 0, 0
	return w.error()
}

// Buffered returns about how many bytes of rows the writer holds.
func (w *Writer) Buffered() int { return w.buffered }

// Close writes the last row group and the file's footer. It does not close
// the io.Writer.
func (w *Writer) Close() error {
	if w.jobs == nil {
		return w.error()
	}
	w.FlushRowGroup()
	close(w.jobs)
	w.jobs = nil
	<-w.done
	if err := w.error(); err != nil {
		return err
	}
	return w.w.Close()
}

// Abort stops the writer without finishing the file.
func (w *Writer) Abort() {
	if w.jobs != nil {
		close(w.jobs)
		w.jobs = nil
		<-w.done
	}
}
