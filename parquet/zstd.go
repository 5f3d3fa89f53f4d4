package parquet

import (
	"github.com/klauspost/compress/zstd"
	pq "github.com/parquet-go/parquet-go"
	"github.com/parquet-go/parquet-go/format"
)

// zstdCodec is Parquet's ZSTD with an encoder sized for pages: the
// library's own keeps a window of several MB per encoder (32 MB of a run's
// heap), where a page is about PageSize (64 KiB) before compression, a
// dictionary page a few KiB: a 128 KiB window holds any of them (1 MiB
// held 1.3 MB more of live heap, which the collector's limit makes some
// 3 MB of RSS, for files of the same size); and at the fastest level, which
// compresses moves and tags about as well at a third of the time.
type zstdCodec struct{ enc *zstd.Encoder }

func newZstd() *zstdCodec {
	enc, err := zstd.NewWriter(nil,
		zstd.WithEncoderLevel(zstd.SpeedFastest),
		zstd.WithWindowSize(128<<10),
		zstd.WithLowerEncoderMem(true),
		zstd.WithEncoderConcurrency(1),
		zstd.WithZeroFrames(true),
		zstd.WithEncoderCRC(false))
	if err != nil {
		panic(err) // the options are constants
	}
	return &zstdCodec{enc: enc}
}

func (*zstdCodec) String() string                            { return "ZSTD" }
func (*zstdCodec) CompressionCodec() format.CompressionCodec { return format.Zstd }

func (c *zstdCodec) Encode(dst, src []byte) ([]byte, error) {
	return c.enc.EncodeAll(src, dst[:0]), nil
}

func (c *zstdCodec) Decode(dst, src []byte) ([]byte, error) {
	return pq.Zstd.Decode(dst, src)
}
