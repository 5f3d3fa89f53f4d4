package webconv

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"unicode/utf8"
)

// The pieces put together are the output; each is at most Size bytes,
// ends a line when it holds a line's end, and is whole UTF-8.
func TestChunker(t *testing.T) {
	long := strings.Repeat("é", 40) // a line longer than a piece, two bytes a letter
	for _, tc := range []struct {
		name   string
		text   string
		size   int
		writes int // the text is written in pieces of this size
	}{
		{"lines", strings.Repeat("1. e4 e5 2. Nf3 Nc6 *\n", 30), 64, 7},
		{"one write", strings.Repeat("1. e4 e5 2. Nf3 Nc6 *\n", 30), 64, 10000},
		{"byte by byte", strings.Repeat("1. Sf3 Sf6 ½-½\n", 10), 16, 1},
		{"no newline", long, 15, 4},
		{"long line among short", "a\n" + long + "\nb\n", 16, 3},
		{"figurines", strings.Repeat("1. ♘f3 ♞f6 *\n", 20), 11, 5},
		{"empty", "", 8, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got [][]byte
			c := &Chunker{Size: tc.size, Send: func(b []byte) { got = append(got, bytes.Clone(b)) }}
			for s := tc.text; s != ""; {
				n := min(tc.writes, len(s))
				c.Write([]byte(s[:n]))
				s = s[n:]
			}
			c.Flush()
			if j := string(bytes.Join(got, nil)); j != tc.text {
				t.Fatalf("joined %q, want %q", j, tc.text)
			}
			for i, b := range got {
				if len(b) == 0 || len(b) > tc.size {
					t.Errorf("piece %d is %d bytes (size %d)", i, len(b), tc.size)
				}
				if !utf8.Valid(b) {
					t.Errorf("piece %d %q is not whole UTF-8", i, b)
				}
				if i < len(got)-1 && bytes.IndexByte(b, '\n') >= 0 && b[len(b)-1] != '\n' {
					t.Errorf("piece %d %q holds a line's end but does not end with one", i, b)
				}
			}
		})
	}
}

// The first piece goes with the first write's whole lines, the next
// ones when a piece is full.
func TestChunkerFirstAtOnce(t *testing.T) {
	var got []string
	c := &Chunker{Size: 100, Send: func(b []byte) { got = append(got, string(b)) }}
	c.Write([]byte("1. e4 *\n1. d4 *\n1. c"))
	if len(got) != 1 || got[0] != "1. e4 *\n1. d4 *\n" {
		t.Fatalf("after the first write: %q", got)
	}
	c.Write([]byte("4 *\n1. Nf3 *\n"))
	if len(got) != 1 {
		t.Fatalf("a second piece before the first is full: %q", got)
	}
	c.Flush()
	if len(got) != 2 || got[1] != "1. c4 *\n1. Nf3 *\n" {
		t.Fatalf("after Flush: %q", got)
	}
}

// With Request.Output, the games go there as they are written and
// Result.Output stays empty; the text is the same.
func TestConvertToWriter(t *testing.T) {
	in := []byte(strings.Repeat("[White \"A\"]\n\n1. e4 e5 2. Cf3 Cc6 *\n\n", 200))
	whole, err := Convert(context.Background(), Request{Inputs: []Input{{Name: "in", Data: in}}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var pieces [][]byte
	c := &Chunker{Size: 1000, Send: func(b []byte) { pieces = append(pieces, bytes.Clone(b)) }}
	res, err := Convert(context.Background(), Request{Inputs: []Input{{Name: "in", Data: in}}, Output: c}, nil)
	if err != nil {
		t.Fatal(err)
	}
	c.Flush()
	if len(res.Output) != 0 || res.Games != 200 {
		t.Fatalf("output %d bytes, %d games", len(res.Output), res.Games)
	}
	if len(pieces) < 2 || !bytes.Equal(bytes.Join(pieces, nil), whole.Output) {
		t.Fatalf("%d pieces, joined:\n%s\nwant:\n%s", len(pieces), bytes.Join(pieces, nil), whole.Output)
	}
}
