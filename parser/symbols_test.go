package parser

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/notaz-chess/notaz/internal/testcorpus"
)

// walkSymbols collects the leading symbols of every move of the tree, as
// language detection did by walking it.
func walkSymbols(l *Line, set []string) []string {
	for _, m := range l.Moves {
		if s := string(LeadingSymbol(m.Text())); s != "" && !slices.Contains(set, s) {
			set = append(set, s)
		}
		for _, v := range m.Variations() {
			set = walkSymbols(v, set)
		}
	}
	return set
}

// TestSymbols: Game.Symbols holds exactly the symbols a walk of the tree
// finds, with and without an Arena, on the repository's localized inputs
// and, when present, the shared localized and edge corpora.
func TestSymbols(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob("../testdata/*/*.txt")
	more, _ := filepath.Glob("../testdata/*/*.pgn")
	files = append(files, more...)
	for _, sub := range []string{"localized", "edge"} {
		filepath.WalkDir(filepath.Join(testcorpus.Dir(), sub), func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && (filepath.Ext(p) == ".pgn" || filepath.Ext(p) == ".txt") {
				files = append(files, p)
			}
			return nil
		})
	}
	var a Arena
	games := 0
	defer func() { t.Logf("%d files, %d games", len(files), games) }()
	for _, f := range files {
		in, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, arena := range []*Arena{nil, &a} {
			r := NewBytesReader(in, Options{Arena: arena})
			for {
				g, err := r.Next()
				if g == nil {
					if err != io.EOF {
						t.Fatal(err)
					}
					break
				}
				games++
				want := walkSymbols(&g.Line, nil)
				var got []string
				for _, s := range g.Symbols {
					if !bytes.Contains(g.Raw, s) {
						t.Errorf("%s: game %d: symbol %q is not in Raw", f, g.Number, s)
					}
					got = append(got, string(s))
				}
				slices.Sort(got)
				slices.Sort(want)
				if !slices.Equal(got, want) {
					t.Errorf("%s: game %d: Symbols %q, the tree has %q", f, g.Number, got, want)
				}
			}
			a.Reset()
		}
	}
}
