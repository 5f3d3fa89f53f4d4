//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The third hostile-input campaign (issue 21): inputs, archives and
// outputs that hurt. Each test failed before its fix.

// TestDirectoryInput: a directory among the inputs is reported by name,
// not counted as a file read (as a missing file is not), and the batch
// goes on: the files after it are converted and, with -o, written.
func TestDirectoryInput(t *testing.T) {
	dir := t.TempDir()
	a, b, sub := filepath.Join(dir, "a.pgn"), filepath.Join(dir, "b.pgn"), filepath.Join(dir, "sub")
	write(t, a, game)
	write(t, b, "[Event \"b\"]\n\n1. d4 d5 *\n")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{"convert", "check"} {
		code, stdout, errs := notaz(t, cmd, a, sub, b)
		if code != exitIO || !strings.Contains(errs, sub+": is a directory") || !strings.Contains(stdout+errs, "in 2 files") && !strings.Contains(errs, "from 2 files") {
			t.Errorf("%s: exit %d, stderr %q", cmd, code, errs)
		}
		if cmd == "convert" && (!strings.Contains(stdout, "[Event \"a\"]") || !strings.Contains(stdout, "[Event \"b\"]")) {
			t.Errorf("convert: the files around the directory are not all written:\n%s", stdout)
		}
	}
	// A missing file is counted the same way: not read, not counted.
	code, stdout, errs := notaz(t, "check", a, filepath.Join(dir, "nope.pgn"), b)
	if code != exitIO || !strings.Contains(stdout, "in 2 files") {
		t.Errorf("check with a missing file: exit %d, stderr %q", code, errs)
	}
}
