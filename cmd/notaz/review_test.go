package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFlagsAfterFiles: flags after the file names mean what they mean
// before them (interspersed.go); after "--" every word is a file.
func TestFlagsAfterFiles(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pgn")
	if err := os.WriteFile(in, []byte("1. e4 e5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.pgn")
	for _, c := range []struct {
		args   []string
		code   int
		stdout string // a substring of stdout
		stderr string // a substring of stderr
		file   string // what out holds afterwards, when not ""
	}{
		{args: []string{"convert", in, "-o", out, "-q"}, file: "1. e4 e5 *"},
		{args: []string{"convert", in, "--to=it", "-q"}, stdout: "1. e4 e5 *"},
		{args: []string{"check", in, "--format", "json", "-q"}, stdout: ""},
		{args: []string{"check", in, "--summary"}, stdout: "checked 1 game in 1 file"},
		{args: []string{"--lang", "en", "convert", in, "--format", "uci", "-q"}, stdout: "e2e4 e7e5"},
		{args: []string{"convert", in, "--no-such-flag"}, code: exitUsage, stderr: "no-such-flag"},
		{args: []string{"convert", "-q", "--", in, "-o"}, code: exitIO, stderr: "-o"},
	} {
		os.Remove(out)
		var o, e bytes.Buffer
		code := run(append([]string{"notaz"}, c.args...), nil, &o, &e)
		if code != c.code || !strings.Contains(o.String(), c.stdout) || !strings.Contains(e.String(), c.stderr) {
			t.Errorf("%v: exit %d (want %d), stdout %q, stderr %q", c.args, code, c.code, o.String(), e.String())
		}
		if c.file != "" {
			if b, err := os.ReadFile(out); err != nil || !strings.Contains(string(b), c.file) {
				t.Errorf("%v: %s holds %q (%v)", c.args, out, b, err)
			}
		}
	}
}

// TestOutputFileMode: -o writes through a private temporary file, but the
// result has the usual mode (0666 less the umask), or the mode of the file
// it replaces.
func TestOutputFileMode(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pgn")
	out := filepath.Join(dir, "out.pgn")
	if err := os.WriteFile(in, []byte("1. e4 e5 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var o, e bytes.Buffer
	if code := run([]string{"notaz", "convert", "-o", out, in}, nil, &o, &e); code != 0 {
		t.Fatalf("exit %d: %s", code, e.String())
	}
	fi, err := os.Stat(out)
	if err != nil {
		t.Fatal(err)
	}
	if want := os.FileMode(0o666) &^ umask(); fi.Mode().Perm() != want {
		t.Errorf("mode %v, want %v", fi.Mode().Perm(), want)
	}
	if err := os.Chmod(out, 0o640); err != nil {
		t.Fatal(err)
	}
	if code := run([]string{"notaz", "convert", "-o", out, in}, nil, &o, &e); code != 0 {
		t.Fatalf("exit %d: %s", code, e.String())
	}
	if fi, _ := os.Stat(out); fi.Mode().Perm() != 0o640 {
		t.Errorf("replacing a 0640 file gave %v", fi.Mode().Perm())
	}
}

// TestResultConflict: a Result tag that contradicts the movetext is kept
// as written, and so is the result token: which one is wrong is not for
// notaz to guess. convert says so; check reports it as an error.
func TestResultConflict(t *testing.T) {
	const game = "[Event \"x\"]\n[Result \"0-1\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"
	var out, errb bytes.Buffer
	code := run([]string{"notaz", "convert", "-"}, strings.NewReader(game), &out, &errb)
	if code != exitOK || !strings.Contains(out.String(), "[Result \"0-1\"]") || !strings.Contains(out.String(), "4. Qxf7# 1-0") ||
		!strings.Contains(errb.String(), "-:4:41: warning: game 1: the movetext ends with 1-0 but the Result tag says 0-1") {
		t.Errorf("convert: exit %d\nstdout %q\nstderr %q", code, out.String(), errb.String())
	}
	out.Reset()
	errb.Reset()
	code = run([]string{"notaz", "check", "-"}, strings.NewReader(game), &out, &errb)
	if code != exitGames || !strings.Contains(out.String(), "[result-mismatch]") {
		t.Errorf("check: exit %d\nstdout %q", code, out.String())
	}
}
