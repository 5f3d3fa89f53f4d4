package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRealWorld converts the made-up scores of testdata/realworld — what
// people really type: English puzzles, a file of one language, side lines
// quoted with their own numbers, prose, results and numbering in many
// styles, missing and swapped moves, wrong piece letters, repairs — and
// compares standard output and standard error with the golden files beside
// them (.out, .err; -update refreshes them: read every diff).
func TestRealWorld(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "realworld", "*.*"))
	n := 0
	for _, in := range files {
		if strings.HasSuffix(in, ".out") || strings.HasSuffix(in, ".err") {
			continue
		}
		n++
		t.Run(filepath.Base(in), func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run([]string{"notaz", "convert", "-j", "1", in}, nil, &out, &errb)
			// Paths in messages relative to the repository, as a user runs it.
			stderr := strings.ReplaceAll(errb.String(), filepath.Join("..", "..")+string(filepath.Separator), "")
			stderr += "exit " + itoa(code) + "\n"
			base := strings.TrimSuffix(in, filepath.Ext(in))
			for _, g := range []struct{ path, got string }{{base + ".out", out.String()}, {base + ".err", stderr}} {
				if *update {
					if err := os.WriteFile(g.path, []byte(g.got), 0o644); err != nil {
						t.Fatal(err)
					}
					continue
				}
				want, err := os.ReadFile(g.path)
				if err != nil {
					t.Fatal(err)
				}
				if string(want) != g.got {
					t.Errorf("%s differs:\n got:\n%s\nwant:\n%s", filepath.Base(g.path), g.got, want)
				}
			}
		})
	}
	if n == 0 {
		t.Fatal("no files in testdata/realworld")
	}
}

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			return string(b[i:])
		}
	}
}
