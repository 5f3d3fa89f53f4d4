//go:build unix

package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

const game = "[Event \"a\"]\n\n1. e4 e5 *\n"

func notaz(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"notaz"}, args...), nil, &out, &errb)
	return code, out.String(), errb.String()
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestOutputSymlink: -o through a symbolic link replaces the link's target
// and keeps the link.
func TestOutputSymlink(t *testing.T) {
	dir := t.TempDir()
	in, real, link := filepath.Join(dir, "in.pgn"), filepath.Join(dir, "real.pgn"), filepath.Join(dir, "link.pgn")
	write(t, in, game)
	write(t, real, "old\n")
	if err := os.Symlink("real.pgn", link); err != nil {
		t.Fatal(err)
	}
	if code, _, errs := notaz(t, "convert", "-o", link, in); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link is no longer a link: %v %v", fi.Mode(), err)
	}
	if b, _ := os.ReadFile(real); !strings.Contains(string(b), "1. e4 e5 *") {
		t.Errorf("the target holds %q", b)
	}
}

// TestOutputFIFO: a FIFO given to -o stays a FIFO and receives the output.
func TestOutputFIFO(t *testing.T) {
	dir := t.TempDir()
	in, fifo := filepath.Join(dir, "in.pgn"), filepath.Join(dir, "fifo")
	write(t, in, game)
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	got := make(chan []byte)
	go func() {
		b, _ := os.ReadFile(fifo) // blocks until notaz opens the FIFO
		got <- b
	}()
	if code, _, errs := notaz(t, "convert", "-o", fifo, in); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	select {
	case b := <-got:
		if !strings.Contains(string(b), "1. e4 e5 *") {
			t.Errorf("the FIFO's reader got %q", b)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("nothing came out of the FIFO")
	}
	if fi, err := os.Lstat(fifo); err != nil || fi.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO became %v", fi.Mode())
	}
}

// TestOutputDevice: a character device given to -o (a copy of /dev/null
// made with mknod, so that a failure cannot break the machine's) stays a
// device. Needs root.
func TestOutputDevice(t *testing.T) {
	dir := t.TempDir()
	in, dev := filepath.Join(dir, "in.pgn"), filepath.Join(dir, "null")
	write(t, in, game)
	if err := syscall.Mknod(dev, syscall.S_IFCHR|0o666, int(unixDev(1, 3))); err != nil {
		t.Skipf("mknod needs root: %v", err)
	}
	for _, flag := range []string{"-o", "--rejects"} {
		if code, _, errs := notaz(t, "convert", flag, dev, in); code != 0 {
			t.Fatalf("%s: exit %d: %s", flag, code, errs)
		}
		fi, err := os.Lstat(dev)
		if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
			t.Fatalf("%s: the device became %v", flag, fi.Mode())
		}
	}
}

// unixDev is Linux's makedev for small major and minor numbers.
func unixDev(major, minor uint32) uint64 { return uint64(major)<<8 | uint64(minor) }

// TestOutputSameAsRejects: -o and --rejects naming one file (directly or
// through a link) is a usage error, as is --rejects naming an input;
// -o naming the input keeps working.
func TestOutputSameAsRejects(t *testing.T) {
	dir := t.TempDir()
	in, out, link := filepath.Join(dir, "in.pgn"), filepath.Join(dir, "out.pgn"), filepath.Join(dir, "link.pgn")
	write(t, in, game+"\n[Event \"bad\"]\n\n1. e4 e5 2. Ke3 *\n")
	if err := os.Symlink("out.pgn", link); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"convert", "-o", out, "--rejects", out, in},
		{"convert", "-o", out, "--rejects", link, in},
		{"convert", "-o", out, "--rejects", in, in},
	} {
		code, stdout, errs := notaz(t, args...)
		if code != exitUsage || stdout != "" || !strings.Contains(errs, "--rejects") {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%v: wrote %s", args, out)
		}
	}
	code, _, errs := notaz(t, "convert", "-o", in, in)
	if b, _ := os.ReadFile(in); code != exitGames || !strings.Contains(string(b), "[Event \"a\"]\n[Site \"?\"]") || !strings.Contains(string(b), "2. Ke3 *") {
		t.Errorf("-o the input: exit %d, %s\n%s", code, errs, b)
	}
}

// TestMissingInput: a missing file among several is reported; the others
// are converted and written (to FILE.partial: the run failed, exit 3, so
// FILE itself is not replaced).
func TestMissingInput(t *testing.T) {
	dir := t.TempDir()
	a, b, out := filepath.Join(dir, "a.pgn"), filepath.Join(dir, "b.pgn"), filepath.Join(dir, "out.pgn")
	write(t, a, game)
	write(t, b, "[Event \"b\"]\n\n1. d4 d5 *\n")
	code, _, errs := notaz(t, "convert", "-o", out, a, filepath.Join(dir, "nope.pgn"), b)
	got, _ := os.ReadFile(out + ".partial")
	if code != exitIO || !strings.Contains(errs, "nope.pgn") || !strings.Contains(string(got), "[Event \"a\"]") || !strings.Contains(string(got), "[Event \"b\"]") {
		t.Errorf("exit %d, stderr %q, output\n%s", code, errs, got)
	}
}

// closedPipe takes one write, then fails as a pipe whose reader is gone.
type closedPipe struct{ writes int }

func (p *closedPipe) Write(b []byte) (int, error) {
	p.writes++
	if p.writes > 1 {
		return 0, syscall.EPIPE
	}
	return len(b), nil
}

// gameSource makes n games on demand and counts what was read.
type gameSource struct {
	n, made int
	buf     []byte
	read    int
}

func (s *gameSource) Read(p []byte) (int, error) {
	for len(s.buf) < len(p) && s.made < s.n {
		s.made++
		s.buf = append(s.buf, "1. e4 e5 2. Nf3 Nc6 *\n\n"...) // no tags: a warning each
	}
	if len(s.buf) == 0 {
		return 0, io.EOF
	}
	n := copy(p, s.buf)
	s.buf = s.buf[n:]
	s.read += n
	return n, nil
}

// TestCheckStopsOnClosedOutput: `check --format json big.pgn | head -1`
// stops at once instead of replaying the whole input.
func TestCheckStopsOnClosedOutput(t *testing.T) {
	for _, format := range []string{"text", "json"} {
		src := &gameSource{n: 200000}
		var errb bytes.Buffer
		run([]string{"notaz", "check", "--format", format}, src, &closedPipe{}, &errb)
		if src.made > 20000 {
			t.Errorf("%s: %d of %d games made before check stopped", format, src.made, src.n)
		}
	}
}

// TestNoControlCharacters: an ESC (or any control character) in a game
// never reaches the terminal raw, in any format.
func TestNoControlCharacters(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.pgn")
	write(t, in, "[Event \"x\x1b[2J\"]\n\n1. e4 e\x1bc5 *\n\n[Event \"y\"]\n\nstray \x1b]0;title\x07 text\n1. d4 \u202ed5 *\n")
	for _, args := range [][]string{
		{"convert", in},
		{"check", in},
		{"check", "--board", in},
		{"check", "--format", "json", in},
		{"check", "--format", "github", in},
	} {
		_, stdout, stderr := notaz(t, args...)
		out := stdout + stderr
		if strings.ContainsAny(out, "\x1b\x07\u202e") && !(args[0] == "convert" && !strings.ContainsAny(stderr, "\x1b\x07\u202e")) {
			t.Errorf("%v: raw control characters in the diagnostics:\n%q", args, out)
		}
		if !strings.Contains(out, `\x1b`) {
			t.Errorf("%v: the escape is not shown escaped:\n%s", args, out)
		}
	}
}

// TestCompressedInput: damaged compressed data is an I/O error naming the
// file and the format, not text read as garbage (every game lost as stray
// text); the other files are still read.
func TestCompressedInput(t *testing.T) {
	dir := t.TempDir()
	gz, ok := filepath.Join(dir, "a.pgn.gz"), filepath.Join(dir, "b.pgn")
	write(t, gz, "\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03garbage")
	write(t, ok, game)
	for _, cmd := range []string{"convert", "check"} {
		code, stdout, stderr := notaz(t, cmd, gz, ok)
		if code != exitIO || !strings.Contains(stderr, gz+": corrupt gzip data") ||
			cmd == "convert" && !strings.Contains(stdout, "1. e4 e5 *") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", cmd, code, stdout, stderr)
		}
	}
}
