package parquet

import (
	"io"
	"strconv"

	pq "github.com/parquet-go/parquet-go"
)

// RowGroupSize is the default size of a row group, in bytes of the rows'
// text before compression: about 4 MiB on disk with zstd, small enough for
// flat memory, large enough for engines to read column chunks at speed.
const RowGroupSize = 16 << 20

// batch is how many rows are handed to the library at once: its cost per
// call is amortised, and the rows held are few.
const batch = 64

// Options configure a Writer.
type Options struct {
	// RowGroupSize is when a row group is written out (RowGroupSize
	// when 0): the memory a writer holds is about this much.
	RowGroupSize int
	// PageSize is the size of a column's page buffer (the library's
	// default when 0).
	PageSize int
}

// Writer writes rows to one Parquet file, a row group at a time.
type Writer struct {
	w        *pq.GenericWriter[Row]
	pending  []Row
	buffered int // the size of the rows in the open row group
	inGroup  int // the rows in the open row group
	limit    int
	rows     int64
}

// NewWriter returns a Writer of a file to w. Close writes its footer.
func NewWriter(w io.Writer, opts Options) *Writer {
	limit := opts.RowGroupSize
	if limit <= 0 {
		limit = RowGroupSize
	}
	wo := []pq.WriterOption{
		pq.Compression(&pq.Zstd),
		pq.KeyValueMetadata("notaz.version", strconv.Itoa(Version)),
		pq.CreatedBy("notaz", strconv.Itoa(Version), ""),
	}
	if opts.PageSize > 0 {
		wo = append(wo, pq.PageBufferSize(opts.PageSize))
	}
	return &Writer{w: pq.NewGenericWriter[Row](w, wo...), limit: limit}
}

// Write adds a row. The rows are written in the order given.
func (w *Writer) Write(r *Row) error {
	w.pending = append(w.pending, *r)
	w.buffered += r.size + 64
	w.rows++
	w.inGroup++
	if len(w.pending) >= batch || w.buffered >= w.limit {
		return w.flushPending()
	}
	return nil
}

// Rows returns how many rows were written.
func (w *Writer) Rows() int64 { return w.rows }

func (w *Writer) flushPending() error {
	if len(w.pending) > 0 {
		if _, err := w.w.Write(w.pending); err != nil {
			return err
		}
		clear(w.pending) // the rows' strings go with them
		w.pending = w.pending[:0]
	}
	if w.buffered >= w.limit {
		return w.FlushRowGroup()
	}
	return nil
}

// FlushRowGroup ends the open row group and writes it out.
func (w *Writer) FlushRowGroup() error {
	if len(w.pending) > 0 {
		if _, err := w.w.Write(w.pending); err != nil {
			return err
		}
		clear(w.pending)
		w.pending = w.pending[:0]
	}
	if w.inGroup == 0 {
		return nil // no empty row group
	}
	w.buffered, w.inGroup = 0, 0
	return w.w.Flush()
}

// Buffered returns about how many bytes of rows the writer holds.
func (w *Writer) Buffered() int { return w.buffered }

// Close writes the last row group and the file's footer. It does not close
// the io.Writer.
func (w *Writer) Close() error {
	if err := w.FlushRowGroup(); err != nil {
		return err
	}
	return w.w.Close()
}
