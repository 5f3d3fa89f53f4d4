package compressed

import (
	"fmt"
	"io"
	"sync/atomic"
)

// A compressed file inside a zip archive (a .pgn.gz member, a zip in a
// zip, a .zip.gz) is read as what it is, not as text. Its text is
// streamed, as the outer file's is, so memory stays flat; but nesting is
// how decompression bombs multiply (42.zip: 42 kB, five levels of zips,
// 4.5 PB), so the nesting depth is bounded (MaxNesting) and the text
// decompressed from inside another container is bounded too (Budget).

// MaxNesting is how many containers (compressed files and archives, the
// outermost included) may be around a text: a .pgn.gz member of a zip in
// a zip is three. Real collections use one, sometimes two.
const MaxNesting = 4

// Budget bounds the text decompressed from containers inside containers,
// shared by every reader it makes (the members of one archive), counted
// as the text is read.
type Budget struct {
	limit int64
	used  atomic.Int64
}

// BudgetFor returns the budget for the nested containers of a file of
// size bytes (0: unknown): 1000 times its size, and at least
// MinNestedText. Chess text compresses 4 to 15 times (gzip to xz), and a
// compressed file compressed again shrinks no further: 1000 times is
// room for any real collection, and far from what a bomb needs.
func BudgetFor(size int64) *Budget {
	return &Budget{limit: max(MinNestedText, min(size, 1<<53/1000)*1000)}
}

// MinNestedText is the least text a file's nested containers may hold.
const MinNestedText = 1 << 30

// Spent reports whether the budget is used up: the members after the
// one that used it up are not read either.
func (b *Budget) Spent() bool { return b.used.Load() > b.limit }

// Limit is how much text the budget allows.
func (b *Budget) Limit() int64 { return b.limit }

// Reader returns r, read against the budget: past the limit it returns
// an *Error of format f, after the text within it.
func (b *Budget) Reader(r io.Reader, f Format) io.Reader { return &budgetReader{r: r, b: b, f: f} }

type budgetReader struct {
	r   io.Reader
	b   *Budget
	f   Format
	err error
}

func (r *budgetReader) Read(p []byte) (int, error) {
	if r.err != nil {
		return 0, r.err
	}
	n, err := r.r.Read(p)
	if used := r.b.used.Add(int64(n)); used > r.b.limit {
		over := int(min(used-r.b.limit, int64(n)))
		n -= over
		err = &Error{Format: r.f, what: fmt.Sprintf("more than %d bytes of text from the compressed files inside this one (a decompression bomb?): the rest is not read; if it is real, extract it first", r.b.limit)}
		r.err = err
	}
	return n, err
}
