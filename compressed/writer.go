package compressed

import (
	"io"
	"strings"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

// ByName is the format a file name asks for by its extension (.gz, .zst),
// or None: the formats NewWriter writes.
func ByName(name string) Format {
	switch {
	case strings.HasSuffix(name, ".gz"):
		return Gzip
	case strings.HasSuffix(name, ".zst"):
		return Zstd
	}
	return None
}

// NewWriter compresses what is written to it into w in format f (Gzip or
// Zstd, at their default levels); Close ends the stream and must succeed
// for the output to be whole. It does not close w.
func NewWriter(w io.Writer, f Format) (io.WriteCloser, error) {
	switch f {
	case Gzip:
		return gzip.NewWriterLevel(w, gzip.DefaultCompression)
	case Zstd:
		// One encoder: the replay workers already use every core, and
		// the output is compressed as fast as it is written.
		return zstd.NewWriter(w, zstd.WithEncoderConcurrency(1))
	}
	return nopCloser{w}, nil
}

type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }
