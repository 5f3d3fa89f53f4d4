package charset

import (
	"bytes"
	"fmt"
	"io"
	"testing"
)

// readIn reads r to its end in reads of size n.
func readIn(t *testing.T, r io.Reader, n int) string {
	t.Helper()
	var out []byte
	p := make([]byte, n)
	for {
		k, err := r.Read(p)
		out = append(out, p[:k]...)
		if err == io.EOF {
			return string(out)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// TestDirectUTF8: reads of a block or more (valid UTF-8 copied straight
// into them) give the text and the reports that small reads (through
// the reader's own buffer) give: ASCII, UTF-8, an invalid byte after
// more than a block of valid text (Latin-1 chosen then), a cut
// character, UTF-8 after cp1252, over inputs fed whole, in halves and a
// byte at a time.
func TestDirectUTF8(t *testing.T) {
	big := pgn(3*blockSize, " Ανδερσεν")
	inputs := map[string][]byte{
		"ascii":          pgn(3*blockSize+17, ""),
		"utf8":           big,
		"latin1 late":    append(append([]byte{}, big...), pgn(blockSize, " M\xFCller")...),
		"cut at block":   append(bytes.Repeat([]byte("a"), blockSize-1), "Кf3 ε4\n"...),
		"invalid at end": append(append([]byte{}, big...), 0xFF),
	}
	for name, in := range inputs {
		for wn, wrap := range readers {
			if wn == "one-byte" && len(in) > 2*blockSize {
				continue // slow, and the cut cases are small
			}
			var got [2]string
			var reps [2][]Choice
			for i, n := range []int{blockSize + 5, 1000} {
				r, err := Open(wrap(bytes.NewReader(in)), Options{Encoding: "auto", Report: func(c Choice) { reps[i] = append(reps[i], c) }})
				if err != nil {
					t.Fatal(err)
				}
				got[i] = readIn(t, r, n)
			}
			if got[0] != got[1] {
				t.Errorf("%s, %s: large reads differ from small ones", name, wn)
			}
			if fmt.Sprint(reps[0]) != fmt.Sprint(reps[1]) {
				t.Errorf("%s, %s: reports %v, small reads %v", name, wn, reps[0], reps[1])
			}
		}
	}
}
