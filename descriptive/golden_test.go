package descriptive

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGolden reads whole games re-typed from public sources
// (testdata/golden/*.txt, the source named in each) with the notation
// named by the file's suffix, and compares the main line with the .san
// file beside it.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/golden/*.txt")
	if len(files) == 0 {
		t.Fatal("no golden files")
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(strings.TrimSuffix(f, ".txt") + ".san")
		if err != nil {
			t.Fatal(err)
		}
		code := strings.TrimSuffix(f, ".txt")
		code = code[strings.LastIndexByte(code, '-')+1:]
		l := Lookup(code + "-descriptive")
		if l == nil {
			t.Fatalf("%s: no notation %q", f, code)
		}
		san, e := readGame(t, l, string(b))
		if e != "" || san != strings.TrimSpace(string(want)) {
			t.Errorf("%s:\n got %q %s\nwant %q", f, san, e, strings.TrimSpace(string(want)))
		}
	}
}
