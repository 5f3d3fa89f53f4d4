package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestConvertCleanOutput: with --rejects the output is valid standard PGN
// (every game in it converts again without an error, and passes check
// --strict) and the rejects hold exactly the games that failed, verbatim
// (each fails again, none is lost); without --rejects they stay in the
// output, as before.
func TestConvertCleanOutput(t *testing.T) {
	var inputs []string
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "realworld", "*.*"))
	for _, f := range files {
		if !strings.HasSuffix(f, ".out") && !strings.HasSuffix(f, ".err") {
			inputs = append(inputs, f)
		}
	}
	if len(inputs) == 0 {
		t.Fatal("no files in testdata/realworld")
	}
	dir := t.TempDir()
	out, rejects := filepath.Join(dir, "out.pgn"), filepath.Join(dir, "rejects.pgn")
	args := append([]string{"convert", "--rejects", rejects, "-o", out}, inputs...)
	_, errs, code := convertCLI(t, "", args...)
	const converted, rejected = 17, 4
	if code != exitGames || !strings.Contains(errs, "converted 17 of 21 games from 9 files: 4 errors") {
		t.Fatalf("exit %d, stderr:\n%s", code, errs)
	}
	outText, rejText := readFile(t, out), readFile(t, rejects)

	tests := []struct {
		name string
		args []string
		in   string
		code int
		want string // in stderr (convert) or stdout (check)
	}{
		{"output converts again", []string{"convert", "-"}, outText, exitOK,
			"converted 17 games from 1 file: 0 errors, 0 warnings"},
		{"output is strict PGN", []string{"check", "--strict", "-"}, outText, exitOK,
			"checked 17 games in 1 file: 0 errors, 0 warnings"},
		{"rejects fail again", []string{"convert", "-"}, rejText, exitGames,
			"converted 0 of 4 games from 1 file: 4 errors"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stdout, stderr, code := convertCLI(t, tt.in, tt.args...)
			if code != tt.code || !strings.Contains(stdout+stderr, tt.want) {
				t.Errorf("exit %d, want %d; want %q in:\n%s%s", code, tt.code, tt.want, stdout, stderr)
			}
		})
	}

	// Without --rejects nothing changes: every game, in order, each
	// rejected one verbatim where it was (the goldens of TestRealWorld
	// hold the bytes); here, that both runs hold the same games.
	all, _, _ := convertCLI(t, "", append([]string{"convert", "-q"}, inputs...)...)
	if n, want := strings.Count(all, "[Event "), converted+rejected; n != want {
		t.Errorf("without --rejects the output has %d games, want %d", n, want)
	}
	for _, game := range strings.SplitAfter(rejText, "\n\n[") {
		if !strings.Contains(all, strings.TrimSuffix(game, "[")) {
			t.Errorf("a rejected game is not verbatim in the output without --rejects:\n%s", game)
		}
	}
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
