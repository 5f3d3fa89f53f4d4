package pipeline

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestTruncatedInPlace: a file read in place that is cut short while it is
// read (its pages past the new end fault) ends the run with a read error,
// not a crash, whether the source, a worker or Emit touches them first.
func TestTruncatedInPlace(t *testing.T) {
	game := "[Event \"x\"]\n[White \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n"
	text := strings.Repeat(game, (4<<20)/len(game))
	for _, c := range []struct {
		name    string
		workers int
		cut     int // bytes handed on before the file is cut short
	}{
		{"source first, -j 1", 1, 0},
		{"source first, -j 2", 2, 0},
		{"in flight, -j 1", 1, 1 << 20},
		{"in flight, -j 3", 3, 1 << 20},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := filepath.Join(t.TempDir(), "g.pgn")
			if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			f, err := os.Open(p)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			b, err := syscall.Mmap(int(f.Fd()), 0, len(text), syscall.PROT_READ, syscall.MAP_PRIVATE)
			if err != nil {
				t.Skip("no mmap:", err)
			}
			defer syscall.Munmap(b)
			r := &cutShort{inPlaceText: inPlaceText{b: b, switchAt: len(b), t: t}, path: p, at: c.cut}
			games := 0
			err = Run(context.Background(), r, Options{Workers: c.workers, SkipReplay: true}, Stage[struct{}]{
				Emit: func(it *Item, _ struct{}) error {
					if it.Game != nil {
						games++
						_ = string(it.Game.Raw) // Emit touches the text too
					}
					return nil
				},
			})
			var re *ReadError
			if !errors.As(err, &re) || !errors.Is(err, errShrank) {
				t.Fatalf("after %d games: err %v, want a read error", games, err)
			}
		})
	}
}

// cutShort is an inPlaceText whose file is truncated to 4 KiB once at
// bytes have been handed on.
type cutShort struct {
	inPlaceText
	path string
	at   int
	done bool
}

func (r *cutShort) NextBytes(n int) ([]byte, error) {
	if !r.done && r.pos >= r.at {
		r.done = true
		if err := os.Truncate(r.path, 4096); err != nil {
			r.t.Fatal(err)
		}
	}
	return r.inPlaceText.NextBytes(n)
}
