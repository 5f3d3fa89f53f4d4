package input

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/charset"
)

// TestMapped: a regular file from mapMin up is read in place (on Linux),
// and reads as the same text with the same reports as the stream path; a
// compressed one, a named encoding, a Raw that wraps the file, and a small
// file are read as before.
func TestMapped(t *testing.T) {
	game := "[Event \"x\"]\n[White \"Müller\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n"
	text := []byte(strings.Repeat(game, mapMin/len(game)+10))
	latin := append(append([]byte{}, text...), "[White \"M\xFCller\"]\n\n1. d4 *\n"...)
	dir := t.TempDir()
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	var gz bytes.Buffer
	z := gzip.NewWriter(&gz)
	z.Write(text)
	z.Close()
	for _, c := range []struct {
		name    string
		content []byte
		file    string
		opts    Options
		inPlace bool
	}{
		{"utf8", text, write("a.pgn", text), Options{}, true},
		{"latin1 at the end", latin, write("b.pgn", latin), Options{}, true},
		{"bom", append([]byte("\xEF\xBB\xBF"), text...), write("c.pgn", append([]byte("\xEF\xBB\xBF"), text...)), Options{}, true},
		{"small", text[:1000], write("d.pgn", text[:1000]), Options{}, false},
		{"gzip", text, write("e.pgn", gz.Bytes()), Options{}, false},
		{"named encoding", text, write("f.pgn", text), Options{Encoding: "utf-8"}, false},
		{"raw wrapped", text, write("g.pgn", text), Options{Raw: func(r io.Reader) io.Reader { return io.MultiReader(r) }}, false},
	} {
		var reps, wantReps []charset.Choice
		o := c.opts
		o.Report = func(string) func(charset.Choice) { return func(ch charset.Choice) { reps = append(reps, ch) } }
		n := 0
		for in, err := range Open(c.file, nil, &o) {
			if err != nil {
				t.Fatal(err)
			}
			n++
			_, inPlace := in.R.(interface{ NextBytes(int) ([]byte, error) })
			if want := c.inPlace && runtime.GOOS == "linux"; inPlace != want {
				t.Errorf("%s: read in place %v, want %v", c.name, inPlace, want)
			}
			got, err := io.ReadAll(in.R)
			in.Close()
			if err != nil {
				t.Fatal(err)
			}
			r, _ := charset.Open(bytes.NewReader(c.content), charset.Options{Encoding: c.opts.Encoding,
				Report: func(ch charset.Choice) { wantReps = append(wantReps, ch) }})
			want, _ := io.ReadAll(r)
			if !bytes.Equal(got, want) {
				t.Errorf("%s: the text differs from the stream's", c.name)
			}
			if len(reps) != len(wantReps) || len(reps) > 0 && reps[0] != wantReps[0] {
				t.Errorf("%s: reports %v, the stream's %v", c.name, reps, wantReps)
			}
		}
		if n != 1 {
			t.Errorf("%s: %d inputs", c.name, n)
		}
	}
}
