//go:build unix

package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/klauspost/compress/gzip"
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

// TestOutputNotReplacedOnDamage: -o FILE replaces FILE only when the run
// succeeds (every input read to its end: exit 0 or 1). A damaged input
// (exit 3) leaves FILE as it was, and the games written are kept in
// FILE.partial; --rejects alike. A game with an error (exit 1) is a run
// that succeeds: its game is kept verbatim.
func TestOutputNotReplacedOnDamage(t *testing.T) {
	dir := t.TempDir()
	var text strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&text, "[Event \"g%d\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n", i)
	}
	gz := pipeThrough(t, []byte(text.String()), func(w io.Writer) (io.WriteCloser, error) { return gzip.NewWriter(w), nil })
	damaged := writeFile(t, dir, "damaged.pgn.gz", string(gz[:len(gz)*6/10]))
	bad := writeFile(t, dir, "bad.pgn", badGame)
	for _, name := range []string{"out.pgn", "out.pgn.gz"} {
		out, rej := filepath.Join(dir, name), filepath.Join(dir, "rej-"+name)
		write(t, out, "good\n")
		write(t, rej, "good rejects\n")
		code, _, errs := notaz(t, "convert", "-o", out, "--rejects", rej, bad, damaged)
		if code != exitIO || !strings.Contains(errs, "truncated gzip data") || !strings.Contains(errs, out+": not replaced") {
			t.Errorf("%s: exit %d, stderr %q", name, code, errs)
		}
		for _, f := range []string{out, rej} {
			if b, _ := os.ReadFile(f); !strings.HasPrefix(string(b), "good") {
				t.Errorf("%s replaced by the output of a run that failed:\n%.200s", f, b)
			}
		}
		partial, _, _ := convertCLI(t, "", "convert", "-q", out+".partial")
		rejected, _ := os.ReadFile(rej + ".partial")
		if strings.HasSuffix(name, ".gz") {
			rejected = []byte(fst(convertCLI(t, "", "convert", "-q", rej+".partial")))
		}
		if !strings.Contains(partial, "[Event \"g100\"]") || !strings.Contains(string(rejected), "2. Ke3") {
			t.Errorf("%s: the games written are not in the .partial files:\n%.300s\n%.300s", name, partial, rejected)
		}
		// The same run without the damaged input succeeds: replaced.
		if code, _, errs := notaz(t, "convert", "-o", out, "--rejects", rej, bad); code != exitGames {
			t.Errorf("exit %d: %s", code, errs)
		}
		if b, _ := os.ReadFile(out); strings.HasPrefix(string(b), "good") {
			t.Errorf("%s not replaced by a run that succeeded (exit 1)", out)
		}
	}
}

func fst(s string, _ string, _ int) string { return s }
