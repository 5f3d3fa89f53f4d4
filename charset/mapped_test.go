package charset

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// readMapped reads OpenMapped's reader as the pipeline does: in place, n
// bytes at most at a time, then with reads of k bytes once the text is no
// longer in place. It checks that the slices handed on in place follow each
// other in memory and that released offsets only grow.
func readMapped(t *testing.T, in []byte, n, k int, reps *[]Choice) string {
	t.Helper()
	released := -1
	r := OpenMapped(in, Options{Report: func(c Choice) { *reps = append(*reps, c) }}, func(i int) {
		if i < released || i > len(in) {
			t.Fatalf("released %d after %d (of %d)", i, released, len(in))
		}
		released = i
	})
	m := r.(*mapped)
	var out, last []byte
	for {
		p, err := m.NextBytes(n)
		if len(p) > 0 {
			if last != nil && &last[:len(last)+1][len(last)] != &p[0] {
				t.Fatalf("a slice in place does not follow the one before")
			}
			last = p
			out = append(out, p...)
			m.Release(int64(len(out)))
		}
		if err == io.EOF {
			return string(out)
		}
		if errors.Is(err, ErrNotInPlace) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return string(out) + readIn(t, r, k)
}

// TestOpenMapped: the text read in place (and by Read from the first byte
// that is not UTF-8 on) is the text Open gives, with the same reports, for
// valid and invalid UTF-8 wherever the invalid byte falls, characters cut
// by the slices' ends, byte order marks and UTF-16, in slices of many
// sizes; likewise for the shared encodings corpus.
func TestOpenMapped(t *testing.T) {
	big := pgn(3*blockSize, " Ανδερσεν")
	inputs := map[string][]byte{
		"empty":          {},
		"short":          []byte("1."),
		"ascii":          pgn(3*blockSize+17, ""),
		"utf8":           big,
		"latin1 late":    append(append([]byte{}, big...), pgn(blockSize, " M\xFCller")...),
		"latin1 first":   pgn(2*blockSize, " M\xFCller"),
		"cp1251":         pgn(blockSize, " \xC0\xED\xE4\xE5\xF0\xF1\xE5\xED"),
		"cut at block":   append(bytes.Repeat([]byte("a"), blockSize-1), "Кf3 ε4\n"...),
		"invalid at end": append(append([]byte{}, big...), 0xFF),
		"truncated end":  append(append([]byte{}, big[:1000]...), 0xE2, 0x82),
		"invalid first":  []byte("\xFF[Event \"x\"]\n1. e4 *\n"),
		"bom":            append([]byte("\xEF\xBB\xBF"), big[:5000]...),
		"bom latin1":     append([]byte("\xEF\xBB\xBF"), pgn(3000, " M\xFCller")...),
		"utf16le":        []byte("\xFF\xFE1\x00.\x00 \x00\x1A\x04f\x003\x00"),
		"utf16 no bom":   []byte("1\x00.\x00 \x00\x1A\x04f\x003\x00"),
		"mixed":          append(pgn(5000, " \xC0\xED\xE4"), "\n[White \"München\"]\n"...),
	}
	files, _ := filepath.Glob("../../shared/corpus/encodings/*")
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			inputs[filepath.Base(name)] = b
		}
	}
	for name, in := range inputs {
		var wantReps []Choice
		r, err := Open(bytes.NewReader(in), Options{Encoding: "auto", Report: func(c Choice) { wantReps = append(wantReps, c) }})
		if err != nil {
			t.Fatal(err)
		}
		want := readIn(t, r, blockSize)
		for _, size := range [][2]int{{256 << 10, 256 << 10}, {4, 3}, {1000, 1}, {blockSize - 1, 7}, {7, blockSize + 5}} {
			var reps []Choice
			got := readMapped(t, in, size[0], size[1], &reps)
			if got != want {
				t.Errorf("%s, in place %d, reads %d: the text differs from Open's", name, size[0], size[1])
			}
			if fmt.Sprint(reps) != fmt.Sprint(wantReps) {
				t.Errorf("%s, in place %d, reads %d: reports %v, Open's %v", name, size[0], size[1], reps, wantReps)
			}
		}
		// Read alone, as a reader like any other.
		for _, k := range []int{1, 3, blockSize + 5} {
			var reps []Choice
			r := OpenMapped(in, Options{Report: func(c Choice) { reps = append(reps, c) }}, nil)
			if got := readIn(t, r, k); got != want {
				t.Errorf("%s, reads of %d: the text differs from Open's", name, k)
			}
			if fmt.Sprint(reps) != fmt.Sprint(wantReps) {
				t.Errorf("%s, reads of %d: reports %v, Open's %v", name, k, reps, wantReps)
			}
		}
	}
}

// FuzzOpenMapped: OpenMapped reads any input as Open does.
func FuzzOpenMapped(f *testing.F) {
	for _, s := range []string{"", "1. e4 e5", "Polg\xE1r", "\xEF\xBB\xBFx", "\xFF\xFEa\x00", "Кf3 \xE2\x82", "\xED\xA0\x80", "abcd\xC0\xED\xE4"} {
		f.Add([]byte(s), uint8(4), uint8(3))
	}
	f.Fuzz(func(t *testing.T, in []byte, n, k uint8) {
		var wantReps, reps []Choice
		r, _ := Open(bytes.NewReader(in), Options{Report: func(c Choice) { wantReps = append(wantReps, c) }})
		want := readIn(t, r, 4096)
		if got := readMapped(t, in, int(n), int(k)+1, &reps); got != want || fmt.Sprint(reps) != fmt.Sprint(wantReps) {
			t.Fatalf("in place: %q %v; Open: %q %v", got, reps, want, wantReps)
		}
	})
}
