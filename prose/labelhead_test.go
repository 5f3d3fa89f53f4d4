package prose

import (
	"bytes"
	"testing"
	"unicode"
	"unicode/utf8"
)

// labelHeadByLine is labelHead as first written: the line read from its
// start. labelHead now reads backwards from i (a long line cost its
// length for every move number); TestLabelHeadSame holds the two alike.
func labelHeadByLine(src []byte, i int) bool {
	from := i
	for from > 0 && src[from-1] != '\n' {
		from--
	}
	for from < i && isSpaceByte(src[from]) {
		from++
	}
	end := from
	for end < i && !isSpaceByte(src[end]) {
		end++
	}
	if end == from || end == i {
		return false
	}
	for k := end; k < i; k++ {
		if !isSpaceByte(src[k]) {
			return false
		}
	}
	w := bytes.TrimPrefix(src[from:end], []byte("("))
	if len(w) < 2 || w[len(w)-1] != '.' && w[len(w)-1] != ')' {
		return false
	}
	w = w[:len(w)-1]
	if r, n := utf8.DecodeRune(w); n == len(w) && unicode.IsLetter(r) {
		return true
	}
	if len(w) > 5 {
		return false
	}
	for _, c := range w {
		if bytes.IndexByte([]byte("IVXLCivxlc"), c) < 0 {
			return false
		}
	}
	return true
}

func TestLabelHeadSame(t *testing.T) {
	texts := devTexts(t)
	texts["made"] = []byte("a. 1.e4\n  b)  2.d4 \n(c) 3.c4\nII. 4.Nf3\r\niv) 5.g3\nxx. 6.b3\n 7.e4 a. 8.d4\n\n\t(IV) 9.c4\nab 10.e4\na.10.e4\n")
	n := 0
	for name, src := range texts {
		d := &decoder{lat: &lattice{src: src}}
		for i := 0; i <= len(src); i++ {
			if got, want := d.labelHead(i), labelHeadByLine(src, i); got != want {
				t.Fatalf("%s at %d (%q): labelHead %v, by line %v", name, i, src[max(0, i-20):i], got, want)
			}
			if d.labelHead(i) {
				n++
			}
		}
	}
	if n < 6 {
		t.Errorf("only %d labels found: the test reads no labels", n)
	}
}
