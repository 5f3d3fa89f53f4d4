package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestConvertSummary: convert ends with one line on stderr, worded like
// check's, which says how many games were converted and where the
// rejected ones went; -q silences it with the warnings.
func TestConvertSummary(t *testing.T) {
	dir := t.TempDir()
	good := writeFile(t, dir, "good.pgn", goodGame+goodGame)
	mixed := writeFile(t, dir, "mixed.pgn", goodGame+badGame)
	rejects := filepath.Join(dir, "rejects.pgn")
	missing := filepath.Join(dir, "missing.pgn")
	tests := []struct {
		name string
		args []string
		want string // the last line of stderr, "" for none
	}{
		{"clean", []string{good}, "converted 2 games from 1 file: 0 errors, 0 warnings"},
		{"two files", []string{good, mixed}, "converted 3 of 4 games from 2 files: 1 error, 0 warnings; 1 rejected, copied verbatim to the output"},
		{"rejects file", []string{"--rejects", rejects, mixed}, "converted 1 of 2 games from 1 file: 1 error, 0 warnings; 1 rejected, written to " + rejects},
		{"missing file not counted", []string{good, missing}, "converted 2 games from 1 file: 0 errors, 0 warnings"},
		{"quiet", []string{"-q", good}, ""},
		{"quiet keeps errors", []string{"-q", mixed}, mixed + ":13:13: error: game 2: illegal move 2.Ke3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errs, _ := convertCLI(t, "", append([]string{"convert"}, tt.args...)...)
			lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
			last := lines[len(lines)-1]
			if tt.want == "" && errs != "" || !strings.HasPrefix(last, tt.want) {
				t.Errorf("stderr ends with %q, want %q\n%s", last, tt.want, errs)
			}
		})
	}
}
