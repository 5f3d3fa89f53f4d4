package parquet

import (
	"bytes"
	"io"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
)

// TestSpillBuffers writes several buffers at once, in pieces that cross
// chunk boundaries, as the library's column writers do, and reads each
// back from the start; the chunks given back are reused. Where no file can
// be made, the buffers hold everything in memory.
func TestSpillBuffers(t *testing.T) {
	for _, tc := range []struct {
		name, dir string
		file      bool
	}{
		{"file", t.TempDir(), true},
		{"no file", filepath.Join(t.TempDir(), "missing"), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := newSpillPool(tc.dir)
			defer p.Close()
			testSpill(t, p)
			if got := p.f != nil; got != tc.file {
				t.Errorf("a file was made: %v, want %v", got, tc.file)
			}
		})
	}
}

func testSpill(t *testing.T, p *spillPool) {
	sizes := []int{0, 1, spillChunk - 1, spillChunk, spillChunk + 1, 3*spillChunk + 5, 200_000}
	rng := rand.New(rand.NewPCG(1, 2))
	var firstEnd int64
	for round := range 2 {
		bufs := make([]io.ReadWriteSeeker, len(sizes))
		want := make([][]byte, len(sizes))
		for i, n := range sizes {
			bufs[i] = p.GetBuffer()
			if _, err := bufs[i].Seek(0, io.SeekStart); err != nil {
				t.Fatal(err)
			}
			want[i] = make([]byte, n)
			for j := range want[i] {
				want[i][j] = byte(rng.Uint32())
			}
		}
		// Interleaved writes of up to 10,000 bytes.
		left := slices.Clone(want)
		for busy := true; busy; {
			busy = false
			for i := range bufs {
				if len(left[i]) == 0 {
					continue
				}
				busy = true
				n := min(len(left[i]), 1+rng.IntN(10_000))
				if w, err := bufs[i].Write(left[i][:n]); err != nil || w != n {
					t.Fatalf("write %d: %d, %v", n, w, err)
				}
				left[i] = left[i][n:]
			}
		}
		for i, b := range bufs {
			if off, err := b.Seek(0, io.SeekStart); err != nil || off != 0 {
				t.Fatalf("seek: %d, %v", off, err)
			}
			got, err := io.ReadAll(b)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want[i]) {
				t.Errorf("round %d, buffer of %d bytes: read %d bytes, not what was written", round, sizes[i], len(got))
			}
			if end, _ := b.Seek(0, io.SeekEnd); end != int64(sizes[i]) {
				t.Errorf("size %d, want %d", end, sizes[i])
			}
		}
		if round == 0 {
			firstEnd = p.end
		} else if p.end != firstEnd {
			t.Errorf("the file grew from %d to %d bytes: chunks not reused", firstEnd, p.end)
		}
		for _, b := range bufs {
			p.PutBuffer(b)
		}
	}
}
