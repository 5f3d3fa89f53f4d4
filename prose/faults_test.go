package prose

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// lineCol is the line and column (in characters) of byte offset off.
func lineCol(text []byte, off int) string {
	line := 1 + bytes.Count(text[:off], []byte("\n"))
	start := bytes.LastIndexByte(text[:off], '\n') + 1
	return fmt.Sprintf("%d:%d", line, 1+utf8.RuneCount(text[start:off]))
}

// TestSeededFaults pins, for each seeded fault of testdata/prose/faults
// (one text per prose-* warning code, as testdata/check/faults.pgn has
// one game per finding of check), every warning the decoder gives: its
// line, column and code. prose-notation needs a Reader (the pipeline's
// descriptive one): convert's TestProseFaults covers it.
func TestSeededFaults(t *testing.T) {
	dir := filepath.Join("..", "testdata", "prose", "faults")
	for _, c := range []struct {
		file  string
		notes []string // "line:col code", sorted
	}{
		{"prose-text.txt", []string{"1:1 prose-text"}},
		{"prose-text-skip.txt", []string{"1:1 prose-text", "2:31 prose-text"}},
		{"prose-result.txt", []string{"1:1 prose-text", "2:102 prose-result"}},
		{"prose-bracket.txt", []string{"1:1 prose-text", "2:49 prose-bracket"}},
		{"prose-dash.txt", []string{"1:1 prose-text", "2:4 nonstandard-san", "2:4 prose-dash"}}, // and long algebraic
		{"prose-cross.txt", []string{"1:1 prose-text", "3:4 prose-cross"}},
		{"prose-captured.txt", []string{"1:1 prose-text", "3:4 prose-captured"}},
		{"prose-mate-word.txt", []string{"1:1 prose-text", "3:4 prose-mate-word"}},
		{"prose-glued.txt", []string{"1:1 prose-text", "2:3 prose-glued"}},
		{"prose-lowercase.txt", []string{"1:1 prose-text", "2:24 prose-lowercase"}},
		{"prose-double-dash.txt", []string{"1:1 prose-text", "2:4 nonstandard-san", "2:4 prose-double-dash"}},
		{"prose-spaced-sign.txt", []string{"1:1 prose-text", "3:13 prose-cross", "3:4 nonstandard-san", "3:4 prose-spaced-sign"}},
		{"prose-mixed-letters.txt", []string{"1:1 prose-text", "2:3 nonstandard-san", "2:30 prose-mixed-letters", "2:40 nonstandard-san"}}, // Greek files and 0-0, as the strict reader says
	} {
		t.Run(c.file, func(t *testing.T) {
			text, err := os.ReadFile(filepath.Join(dir, c.file))
			if err != nil {
				t.Fatal(err)
			}
			res := Decode(text, Options{})
			if len(res.Games) != 1 || res.Games[0].Stop != nil || res.Games[0].Ambiguous != nil {
				t.Fatalf("want one game read to its end, got %d games", len(res.Games))
			}
			var got []string
			for _, n := range res.Games[0].Notes {
				got = append(got, lineCol(text, n.Off)+" "+string(n.Code))
			}
			slices.Sort(got)
			if strings.Join(got, ", ") != strings.Join(c.notes, ", ") {
				t.Errorf("notes %q, want %q", got, c.notes)
			}
		})
	}
}
