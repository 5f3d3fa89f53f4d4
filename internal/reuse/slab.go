// Package reuse hands out zero slices of one growing array, for arenas
// whose contents are all freed at once (parser.Arena, replay.Arena): a
// worker reading batch after batch then allocates only while its batches
// grow.
package reuse

// Take hands out n zero elements of buf, with a capacity of n, so that
// appending to them never reaches the next ones (append then copies them
// out to the heap). When buf is full it is replaced by a larger one; what
// was handed out of the old one keeps it.
func Take[T any](buf *[]T, n int) []T {
	b := *buf
	if cap(b)-len(b) < n {
		b = make([]T, 0, max(2*cap(b), n, 64))
	}
	k := len(b)
	*buf = b[:k+n]
	return b[k : k+n : k+n]
}

// Reset zeroes what was handed out of buf (elements that hold pointers
// would keep their targets alive, and Take promises zero elements) and
// makes it free.
func Reset[T any](buf *[]T) {
	clear(*buf)
	*buf = (*buf)[:0]
}
