//go:build unix

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMain lets a test run the real program, signals and all: the test
// binary re-executed with NOTAZ_RUN_MAIN=1 is notaz.
func TestMain(m *testing.M) {
	if path := os.Getenv("NOTAZ_WRITE_LONG_ZST"); path != "" {
		// hostileFiles' zstd input, made in a process of its own: see
		// writeLongZst.
		if err := os.WriteFile(path, longZst(), 0o644); err != nil {
			os.Exit(1)
		}
		return
	}
	if os.Getenv("NOTAZ_RUN_MAIN") == "1" {
		os.Args = append([]string{"notaz"}, strings.Fields(os.Getenv("NOTAZ_ARGS"))...)
		main()
		return
	}
	os.Exit(m.Run())
}

// TestSignalRemovesTemporaryFiles: SIGINT, SIGTERM or SIGHUP during
// `convert -o` removes the temporary file and exits 128 + the signal.
func TestSignalRemovesTemporaryFiles(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		dir := t.TempDir()
		fifo, out := filepath.Join(dir, "in.fifo"), filepath.Join(dir, "out.pgn")
		if err := syscall.Mkfifo(fifo, 0o644); err != nil {
			t.Skip(err)
		}
		cmd := exec.Command(os.Args[0])
		cmd.Env = append(os.Environ(), "NOTAZ_RUN_MAIN=1", "NOTAZ_ARGS=convert -o "+out+" "+fifo)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Feed one game and keep the FIFO open: notaz waits for more.
		w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		w.WriteString("[Event \"a\"]\n\n1. e4 e5 *\n\n")
		deadline := time.Now().Add(5 * time.Second)
		for len(tempsIn(dir)) == 0 && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		if len(tempsIn(dir)) == 0 {
			t.Fatal("no temporary file appeared")
		}
		cmd.Process.Signal(sig)
		err = cmd.Wait()
		w.Close()
		code := -1
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		if code != 128+int(sig) {
			t.Errorf("%v: exit %d (%v), want %d", sig, code, err, 128+int(sig))
		}
		if left := tempsIn(dir); len(left) > 0 {
			t.Errorf("%v: temporary files left: %v", sig, left)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("%v: %s written by an interrupted run", sig, out)
		}
	}
}

func tempsIn(dir string) []string {
	m, _ := filepath.Glob(filepath.Join(dir, ".out.pgn.tmp*"))
	return m
}

// TestSignalClearsProgress: a run interrupted while its progress line is
// drawn clears it, so that the shell's prompt starts a line of its own.
func TestSignalClearsProgress(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for the first progress line (a second)")
	}
	dir := t.TempDir()
	fifo := filepath.Join(dir, "in.fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip(err)
	}
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "NOTAZ_RUN_MAIN=1", "NOTAZ_ARGS=convert --progress -o "+filepath.Join(dir, "out.pgn")+" "+fifo)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	w.WriteString("[Event \"a\"]\n\n1. e4 e5 *\n\n")
	time.Sleep(progressDelay + 3*progressEvery)
	cmd.Process.Signal(syscall.SIGINT)
	cmd.Wait()
	got := stderr.String()
	if !strings.Contains(got, "1 game  ") {
		t.Fatalf("no progress drawn before the signal: %q", got)
	}
	if lines := screen(got); len(lines) != 0 {
		t.Errorf("the terminal shows %q after the signal; written: %q", lines, got)
	}
}
