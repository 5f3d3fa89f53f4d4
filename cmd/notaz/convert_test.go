package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// convertCLI runs notaz and returns stdout, stderr and the exit code.
func convertCLI(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"notaz"}, args...), strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

const goodGame = `[Event "good"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

`

// oneGameSummary is what convert says at the end of a clean run of one
// game.
const oneGameSummary = "converted 1 game from 1 file: 0 errors, 0 warnings\n"

// badGame has an illegal move at line 3, column 13.
const badGame = "[Event \"bad\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n"

func writeFile(t *testing.T, dir, name, data string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestConvertOK(t *testing.T) {
	dir := t.TempDir()
	f := writeFile(t, dir, "g.pgn", "[Event \"good\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 1-0\n")
	for _, jobs := range []string{"1", "0", "3"} {
		out, errs, code := convertCLI(t, "", "convert", "-j", jobs, f)
		if code != exitOK || out != goodGame || errs != oneGameSummary {
			t.Errorf("-j %s: exit %d, stderr %q, stdout:\n%s\nwant:\n%s", jobs, code, errs, out, goodGame)
		}
	}
}

func TestConvertStdin(t *testing.T) {
	for _, args := range [][]string{{"convert"}, {"convert", "-"}} {
		out, errs, code := convertCLI(t, goodGame, args...)
		if code != exitOK || out != goodGame || errs != oneGameSummary {
			t.Errorf("%q: exit %d, stderr %q, stdout:\n%s", args, code, errs, out)
		}
	}
	// A stdin game with an error is named "-" in messages.
	_, errs, code := convertCLI(t, badGame, "convert", "-")
	if code != exitGames || !strings.HasPrefix(errs, "-:3:13: error: game 1: illegal move 2.Ke3") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
}

var diagLine = regexp.MustCompile(`^(.+):(\d+):(\d+): (error|warning): game (\d+): (.+)$`)

func TestConvertIllegalMove(t *testing.T) {
	dir := t.TempDir()
	f := writeFile(t, dir, "games.pgn", goodGame+badGame+"\n"+goodGame)
	rejects := filepath.Join(dir, "rejects.pgn")
	out, errs, code := convertCLI(t, "", "convert", "-j", "2", "--rejects", rejects, f)
	if code != exitGames {
		t.Errorf("exit %d, want %d", code, exitGames)
	}
	lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
	if len(lines) != 2 {
		t.Fatalf("stderr has %d lines, want the error and the summary:\n%s", len(lines), errs)
	}
	if want := "converted 2 of 3 games from 1 file: 1 error, 0 warnings; 1 rejected, written to " + rejects; lines[1] != want {
		t.Errorf("summary %q, want %q", lines[1], want)
	}
	m := diagLine.FindStringSubmatch(lines[0])
	if m == nil {
		t.Fatalf("stderr %q is not FILE:LINE:COL: error: game N: …", lines[0])
	}
	if m[1] != f || m[2] != "13" || m[3] != "13" || m[4] != "error" || m[5] != "2" || !strings.HasPrefix(m[6], "illegal move 2.Ke3") {
		t.Errorf("stderr %q, want %s:13:13: error: game 2: illegal move 2.Ke3…", lines[0], f)
	}
	if want := goodGame + goodGame; out != want {
		t.Errorf("stdout:\n%s\nwant the good games only (the bad one is in the rejects):\n%s", out, want)
	}
	rej, err := os.ReadFile(rejects)
	if err != nil {
		t.Fatal(err)
	}
	if string(rej) != badGame+"\n" {
		t.Errorf("rejects file %q, want %q", rej, badGame+"\n")
	}
}

func TestConvertOutputFile(t *testing.T) {
	dir := t.TempDir()
	f := writeFile(t, dir, "g.pgn", goodGame)
	o := filepath.Join(dir, "out.pgn")
	out, errs, code := convertCLI(t, "", "convert", "-o", o, f)
	if code != exitOK || out != "" || errs != oneGameSummary {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
	}
	if b, err := os.ReadFile(o); err != nil || string(b) != goodGame {
		t.Errorf("out.pgn = %q, %v", b, err)
	}
	// A failed run (second file missing) leaves the old output alone and
	// no temporary file behind; what it wrote is kept as out.pgn.partial.
	_, errs, code = convertCLI(t, "", "convert", "-o", o, f, filepath.Join(dir, "missing.pgn"))
	if code != exitIO || !strings.HasPrefix(errs, "notaz: ") {
		t.Errorf("exit %d, stderr %q; want %d and a notaz: message", code, errs, exitIO)
	}
	if b, _ := os.ReadFile(o); string(b) != goodGame {
		t.Errorf("out.pgn changed by a failed run: %q", b)
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() != "g.pgn" && e.Name() != "out.pgn" && e.Name() != "out.pgn.partial" {
			t.Errorf("left behind: %s", e.Name())
		}
	}
	if b, _ := os.ReadFile(o + ".partial"); string(b) != goodGame {
		t.Errorf("out.pgn.partial = %q", b)
	}
	// An output directory that does not exist is an I/O error.
	_, _, code = convertCLI(t, "", "convert", "-o", filepath.Join(dir, "no", "such", "dir.pgn"), f)
	if code != exitIO {
		t.Errorf("unwritable -o: exit %d, want %d", code, exitIO)
	}
}

func TestConvertExitCodes(t *testing.T) {
	dir := t.TempDir()
	f := writeFile(t, dir, "g.pgn", goodGame)
	tests := []struct {
		name string
		args []string
		code int
	}{
		{"ok", []string{"convert", f}, exitOK},
		{"warning only", []string{"convert", writeFile(t, dir, "w.pgn", goodGame+"stray prose\n")}, exitOK},
		{"illegal move", []string{"convert", writeFile(t, dir, "b.pgn", badGame)}, exitGames},
		{"unknown flag", []string{"convert", "--no-such-flag", f}, exitUsage},
		{"bad jobs", []string{"convert", "-j", "-1", f}, exitUsage},
		{"jobs not a number", []string{"convert", "-j", "x", f}, exitUsage},
		{"unknown language", []string{"convert", "--from", "klingon", f}, exitUsage},
		{"unknown output language", []string{"convert", "--to", "klingon", f}, exitUsage},
		{"unknown encoding", []string{"convert", "--encoding", "ebcdic", f}, exitUsage},
		{"unknown variant", []string{"convert", "--variant", "bughouse", f}, exitUsage},
		{"unknown command", []string{"frobnicate"}, exitUsage},
		{"missing file", []string{"convert", filepath.Join(dir, "missing.pgn")}, exitIO},
		{"directory", []string{"convert", dir}, exitIO},
		{"rejects unwritable", []string{"convert", "--rejects", filepath.Join(dir, "no", "r.pgn"), f}, exitIO},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, errs, code := convertCLI(t, "", tt.args...)
			if code != tt.code {
				t.Errorf("%q: exit %d, want %d; stderr:\n%s", tt.args, code, tt.code, errs)
			}
			if code == exitUsage || code == exitIO {
				if !strings.Contains(errs, "notaz: ") {
					t.Errorf("%q: stderr %q has no notaz: message", tt.args, errs)
				}
			}
		})
	}
}

// TestConvertUsageErrorStreams: a usage error says so on stderr and
// leaves stdout, where the data goes, empty.
func TestConvertUsageErrorStreams(t *testing.T) {
	out, errs, code := convertCLI(t, goodGame, "convert", "--no-such-flag")
	if code != exitUsage {
		t.Errorf("exit %d", code)
	}
	if out != "" {
		t.Errorf("a usage error wrote to stdout, where the data goes:\n%.200s", out)
	}
	if !strings.Contains(errs, "no-such-flag") {
		t.Errorf("stderr does not name the flag: %q", errs)
	}
}

func TestConvertQuiet(t *testing.T) {
	in := goodGame + "stray prose\n"
	_, errs, _ := convertCLI(t, in, "convert")
	if !strings.Contains(errs, "warning: stray text skipped") {
		t.Errorf("stderr %q, want the stray text warning", errs)
	}
	_, errs, code := convertCLI(t, in, "convert", "-q")
	if errs != "" || code != exitOK {
		t.Errorf("-q: exit %d, stderr %q", code, errs)
	}
}

func TestConvertSeveralFiles(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, dir, "a.pgn", goodGame)
	b := writeFile(t, dir, "b.pgn", badGame)
	out, errs, code := convertCLI(t, goodGame, "convert", a, b, "-")
	if code != exitGames {
		t.Errorf("exit %d", code)
	}
	if want := goodGame + badGame + "\n" + goodGame; out != want {
		t.Errorf("stdout:\n%s\nwant:\n%s", out, want)
	}
	if !strings.HasPrefix(errs, b+":3:13: error: game 1: ") {
		t.Errorf("stderr %q: game numbers and names are per file", errs)
	}
}

func TestConvertItalian(t *testing.T) {
	in, err := os.ReadFile("../../testdata/pgn/immortale-it.pgn")
	if err != nil {
		t.Skip(err)
	}
	out, errs, code := convertCLI(t, string(in), "convert", "--from", "it")
	if code != exitOK || errs != oneGameSummary {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	out1 := strings.Join(strings.Fields(out), " ")
	if !strings.Contains(out1, "23. Be7# 1-0") || !strings.Contains(out1, "3. Bc4 Qh4+ 4. Kf1 b5") {
		t.Errorf("stdout:\n%s", out)
	}
	// Back to Italian: the same moves as the input.
	back, errs, code := convertCLI(t, out, "convert", "--from", "en", "--to", "it")
	if code != exitOK || errs != oneGameSummary || !strings.Contains(strings.Join(strings.Fields(back), " "), "22. Df6+ Cxf6 23. Ae7# 1-0") {
		t.Errorf("--to it: exit %d, stderr %q, stdout:\n%s", code, errs, back)
	}
}
