package parquet

import (
	"io"
	"strconv"
	"sync"

	pq "github.com/parquet-go/parquet-go"
)

// RowGroupSize is the default size of a row group, in bytes of the rows'
// text before compression: about 30,000 master games, 14 MB on disk, the
// order of DuckDB's row groups (122,880 rows) and Spark's (128 MB). Its
// pages wait in a temporary file until it ends (spill.go), so its size
// costs no memory; but every row group adds its column chunks' metadata to
// the footer, which the library keeps in memory until the file is closed
// (some 50 KB a row group): with 4 MB row groups, ten times the
// 72,474-game corpus in one file held 17 MB more of live heap at its end
// than at its start, and RSS went from 62 to 112 MB.
const RowGroupSize = 64 << 20

// PageSize is the default size of a column's page buffer. Every column
// of an open file has one: 64 KiB keeps the 60-odd columns' buffers at
// 4 MB (the library's 256 KiB made the run's RSS 73 MB instead of 62 on
// the 72,474-game corpus) for files 11% larger.
const PageSize = 64 << 10

// noBounds are the columns written without min and max.
var noBounds = [][]string{
	{"movetext"}, {"raw"}, {"start"},
	{"moves_san", "list", "element"}, {"moves_uci", "list", "element"},
	{"tags", "key_value", "key"}, {"tags", "key_value", "value"},
	{"diagnostics", "list", "element", "message"},
}

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
	// TempDir is where the open row group's pages wait (the system's
	// temporary directory when "").
	TempDir string
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

	spill *spillPool // nil: pages in memory

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
	// No min and max for the columns where they mean nothing to a
	// query: whole games' text (movetext, raw), FENs, the moves and the
	// map's keys and values. Computing them cost a tenth of the writer's
	// time, and the column index the library keeps for the footer holds
	// them page after page. The page headers' copy is skipped with them.
	for _, path := range noBounds {
		wo = append(wo, pq.SkipPageBounds(path...), pq.SkipPageStatistics(path...))
	}
	// The open row group's pages wait in a temporary file, not on the
	// heap (spill.go); where no file can be made, in memory as before.
	spill := newSpillPool(opts.TempDir)
	wo = append(wo, pq.ColumnPageBuffers(spill))
	if opts.PageSize <= 0 {
		opts.PageSize = PageSize
	}
	wo = append(wo, pq.PageBufferSize(opts.PageSize))
	pw := &Writer{w: pq.NewGenericWriter[Row](w, wo...), limit: limit, spill: spill,
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
	defer w.closeSpill()
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
		w.closeSpill()
	}
}

func (w *Writer) closeSpill() {
	if w.spill != nil {
		w.spill.Close()
		w.spill = nil
	}
}
