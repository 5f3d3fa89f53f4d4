package convert_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/charset"
	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
)

// TestProseFaults converts each seeded fault of testdata/prose/faults
// (one text per prose-* warning code) as `notaz convert` does and pins
// every prose-* warning: line, column and code, as testdata/check's
// faults pin check's findings. prose-result is pinned by package prose
// alone (TestSeededFaults): the strict reader ends a game at its result,
// so the pipeline never hands the decoder a result followed by the game.
func TestProseFaults(t *testing.T) {
	dir := filepath.Join("..", "testdata", "prose", "faults")
	for _, c := range []struct {
		file  string
		diags []string // "line:col code" of each prose-* diagnostic, sorted
	}{
		{"prose-text.txt", []string{"2:1 prose-text"}},
		{"prose-text-skip.txt", []string{"2:1 prose-text", "2:31 prose-text"}},
		{"prose-bracket.txt", []string{"2:1 prose-text", "2:49 prose-bracket"}},
		{"prose-dash.txt", []string{"2:1 prose-text", "2:4 prose-dash"}},
		{"prose-cross.txt", []string{"2:1 prose-text", "3:4 prose-cross"}},
		{"prose-captured.txt", []string{"2:1 prose-text", "3:4 prose-captured"}},
		{"prose-mate-word.txt", []string{"2:1 prose-text", "3:4 prose-mate-word"}},
		{"prose-glued.txt", []string{"2:1 prose-text", "2:3 prose-glued"}},
		{"prose-lowercase.txt", []string{"2:1 prose-text", "2:24 prose-lowercase"}},
		{"prose-double-dash.txt", []string{"2:1 prose-text", "2:4 prose-double-dash"}},
		{"prose-spaced-sign.txt", []string{"2:1 prose-text", "3:13 prose-cross", "3:4 prose-spaced-sign"}},
		{"prose-mixed-letters.txt", []string{"2:30 prose-mixed-letters"}},
		{"prose-notation.txt", []string{"2:21 prose-text", "2:24 prose-notation"}},
	} {
		t.Run(c.file, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join(dir, c.file))
			if err != nil {
				t.Fatal(err)
			}
			cr, err := charset.NewReader(bytes.NewReader(in), "auto")
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			games := 0
			opts := convert.Options{Options: pipeline.Options{Name: c.file, Workers: 1, Replay: replay.Options{Auto: true}},
				Report: func(d diag.Diagnostic) {
					if d.Severity == diag.Error {
						t.Errorf("error: %s", d.String())
					}
					if strings.HasPrefix(string(d.Code), "prose-") {
						got = append(got, fmt.Sprintf("%d:%d %s", d.Line, d.Column, d.Code))
					}
				},
				Game: func(it *pipeline.Item, _ []byte) {
					if !it.Failed() && it.Replay != nil && it.Replay.Count() > 0 {
						games++
					}
				}}
			if _, err := convert.Run(context.Background(), cr, &bytes.Buffer{}, opts); err != nil {
				t.Fatal(err)
			}
			slices.Sort(got)
			if games != 1 || strings.Join(got, ", ") != strings.Join(c.diags, ", ") {
				t.Errorf("%d games, prose warnings %q; want 1 game, %q", games, got, c.diags)
			}
		})
	}
}
