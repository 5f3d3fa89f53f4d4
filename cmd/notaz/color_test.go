package main

import (
	"os"
	"strings"
	"testing"
)

func TestDecideColor(t *testing.T) {
	for _, tt := range []struct {
		mode     string
		terminal bool
		noColor  string
		want     bool
		bad      bool
	}{
		{"auto", true, "", true, false},
		{"auto", false, "", false, false},
		{"auto", true, "1", false, false},
		{"always", false, "1", true, false},
		{"never", true, "", false, false},
		{"sometimes", true, "", false, true},
	} {
		got, err := decideColor(tt.mode, tt.terminal, tt.noColor)
		if got != tt.want || (err != nil) != tt.bad {
			t.Errorf("decideColor(%q, %v, %q) = %v, %v", tt.mode, tt.terminal, tt.noColor, got, err)
		}
	}
}

// TestColor: --color always paints the severity (and the board view's
// caret); by default a pipe gets none, nor with --color never.
func TestColor(t *testing.T) {
	in := "../../testdata/realworld/suggestions-it.txt"
	_, out, _ := notazRun("check", "--color", "always", "--board", in)
	if !strings.Contains(out, "\x1b[1;31merror\x1b[0m") || !strings.Contains(out, "\x1b[1;32m^\x1b[0m") {
		t.Errorf("check --color always:\n%q", out)
	}
	_, _, errs := notazRun("convert", "--color", "always", in)
	if !strings.Contains(errs, ": \x1b[1;31merror\x1b[0m: ") {
		t.Errorf("convert --color always:\n%q", errs)
	}
	for _, args := range [][]string{{"check", in}, {"check", "--color", "never", in}, {"convert", in}} {
		_, out, errs := notazRun(args...)
		if strings.Contains(out+errs, "\x1b[") {
			t.Errorf("%v: colour in a pipe:\n%q", args, out+errs)
		}
	}
	if code, _, errs := notazRun("check", "--color", "rainbow", in); code != exitUsage || !strings.Contains(errs, "--color") {
		t.Errorf("--color rainbow: exit %d, %q", code, errs)
	}
}

func notazRun(args ...string) (int, string, string) {
	var out, errb strings.Builder
	code := run(append([]string{"notaz"}, args...), nil, &out, &errb)
	return code, out.String(), errb.String()
}

// TestDashDash: after "--" every argument is a file, even one whose name
// starts with '-' (the GitHub Action passes its files so); before it, a
// flag after a file is a flag (--strict makes the missing tags errors).
func TestDashDash(t *testing.T) {
	dir := t.TempDir()
	name := dir + "/-weird.pgn"
	if err := os.WriteFile(name, []byte("[Event \"x\"]\n\n1. e4 e5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	wd, _ := os.Getwd()
	defer os.Chdir(wd)
	os.Chdir(dir)
	if code, _, errs := notazRun("check", "-q", "--", "-weird.pgn"); code != 0 {
		t.Errorf("check -- -weird.pgn: exit %d, %s", code, errs)
	}
	if code, _, _ := notazRun("check", name, "--strict"); code != exitGames {
		t.Errorf("a flag after a file: exit %d, want %d", code, exitGames)
	}
}
