//go:build linux

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

// TestProgressInPseudoTerminal: run under script(1), stderr is a terminal
// and the progress line appears (games, bytes, rate); in a pipe it never
// does. The input is a FIFO fed for two seconds, so that the run outlasts
// the progress line's first second.
func TestProgressInPseudoTerminal(t *testing.T) {
	scriptCmd, err := exec.LookPath("script")
	if err != nil {
		t.Skip("script(1) not installed")
	}
	if testing.Short() {
		t.Skip("-short: takes two seconds")
	}
	for _, tty := range []bool{true, false} {
		dir := t.TempDir()
		fifo := filepath.Join(dir, "in.fifo")
		if err := syscall.Mkfifo(fifo, 0o644); err != nil {
			t.Skip(err)
		}
		env := append(os.Environ(), "NOTAZ_RUN_MAIN=1", "NOTAZ_ARGS=convert -o "+filepath.Join(dir, "out.pgn")+" "+fifo, "CI=")
		var cmd *exec.Cmd
		if tty {
			cmd = exec.Command(scriptCmd, "-qec", os.Args[0], "/dev/null")
		} else {
			cmd = exec.Command(os.Args[0])
		}
		cmd.Env = env
		out, err := startAndFeed(t, cmd, fifo)
		if err != nil {
			t.Fatalf("tty=%v: %v\n%s", tty, err, out)
		}
		shown := strings.Contains(out, "\r") && strings.Contains(out, "/s") // a line redrawn in place, with a rate
		if tty && !shown {
			t.Errorf("no progress line in a terminal:\n%q", out)
		}
		if !tty && strings.Contains(out, "\r") {
			t.Errorf("progress drawn into a pipe:\n%q", out)
		}
	}
}

// startAndFeed runs cmd, writes games into fifo for two seconds, closes
// it, and returns what cmd wrote to stdout and stderr.
func startAndFeed(t *testing.T, cmd *exec.Cmd, fifo string) (string, error) {
	t.Helper()
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		return "", err
	}
	w, err := os.OpenFile(fifo, os.O_WRONLY, 0)
	if err != nil {
		return "", err
	}
	end := time.Now().Add(2 * time.Second)
	for time.Now().Before(end) {
		w.WriteString("[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n")
		time.Sleep(5 * time.Millisecond)
	}
	w.Close()
	err = cmd.Wait()
	return out.String(), err
}
