package parser

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// TestOversized: a game over MaxGameSize comes back as Raw + Rest, byte for
// byte, with an error; the games around it are read as usual and
// positioned right, whether or not Rest is read, and whatever the line
// endings or the size of each Read.
func TestOversized(t *testing.T) {
	t.Parallel()
	const max = 1 << 10
	before := "[Event \"a\"]\n\n1. e4 e5 *\n\n"
	after := "[Event \"c\"]\n\n1. d4 *\n"
	long := strings.Repeat("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 ", 200)
	tests := []struct {
		name, big string
		nl        string // line break of the game after
	}{
		{"movetext", "[Event \"b\"]\n\n" + long + "\n*\n\n", "\n"},
		{"no line break", long, "\n"},
		{"long line", "[Event \"b\"]\n\n1. e4 {" + long + "} e5 *\n\n", "\n"},
		{"comment", "[Event \"b\"]\n\n1. e4 {" + long + "\n" + long + "} e5 *\n\n", "\n"},
		{"tags", strings.Repeat("[Tag \"x\"]\n", 300) + "\n1. e4 *\n\n", "\n"},
		{"CR only", strings.ReplaceAll("[Event \"b\"]\n\n"+long+"\n*\n\n", "\n", "\r"), "\r"},
		{"CRLF", strings.ReplaceAll("[Event \"b\"]\n\n"+long+"\n*\n\n", "\n", "\r\n"), "\r\n"},
	}
	for _, tt := range tests {
		for _, readRest := range []bool{true, false} {
			for _, oneByte := range []bool{false, true} {
				big := tt.big
				aft := strings.ReplaceAll(after, "\n", tt.nl)
				if tt.name == "no line break" {
					aft = "" // nothing can follow a game without a line break
				}
				in := before + big + aft
				var src io.Reader = strings.NewReader(in)
				if oneByte {
					src = iotest.OneByteReader(src)
				}
				r := NewReader(src, Options{MaxGameSize: max})
				g1, err := r.Next()
				if err != nil || string(g1.Raw) != strings.TrimSuffix(before, "\n") {
					t.Fatalf("%s: game 1: %q, %v", tt.name, g1.Raw, err)
				}
				g2, err := r.Next()
				if err == nil || g2 == nil || g2.Rest == nil || !strings.Contains(err.Error(), "game too large") {
					t.Fatalf("%s: game 2: %v", tt.name, err)
				}
				if readRest {
					rest, _ := io.ReadAll(g2.Rest)
					if got := string(g2.Raw) + string(rest); got != big {
						t.Errorf("%s: game 2 is %d bytes, want %d", tt.name, len(got), len(big))
					}
				}
				g3, err := r.Next()
				if aft == "" {
					if err != io.EOF {
						t.Errorf("%s: after the last game: %v", tt.name, err)
					}
					continue
				}
				if err != nil || event(g3) != "c" {
					t.Fatalf("%s: game 3: %v", tt.name, err)
				}
				wantLine := 1 + countBreaks(before+big)
				if int(g3.Start.Line) != wantLine || g3.Start.Offset != int64(len(before+big)) {
					t.Errorf("%s (rest read %v, one byte %v): game 3 at line %d offset %d, want %d %d",
						tt.name, readRest, oneByte, g3.Start.Line, g3.Start.Offset, wantLine, len(before+big))
				}
				if _, err := r.Next(); err != io.EOF {
					t.Errorf("%s: want EOF, got %v", tt.name, err)
				}
			}
		}
	}
}

func event(g *Game) string {
	v, _ := g.TagValue("Event")
	return v
}

func countBreaks(s string) int {
	return strings.Count(s, "\n") + strings.Count(s, "\r") - strings.Count(s, "\r\n")
}

// TestOversizedBoundedBuffer: the reader's buffer never grows past the
// bound, whatever the input.
func TestOversizedBoundedBuffer(t *testing.T) {
	t.Parallel()
	in := bytes.Repeat([]byte("e4 "), 1<<20)
	r := NewReader(bytes.NewReader(in), Options{MaxGameSize: 64 << 10})
	g, _ := r.Next()
	n, _ := io.Copy(io.Discard, g.Rest)
	if int(n)+len(g.Raw) != len(in) || cap(r.buf) > 64<<10 {
		t.Errorf("read %d of %d bytes, buffer %d", int(n)+len(g.Raw), len(in), cap(r.buf))
	}
}
