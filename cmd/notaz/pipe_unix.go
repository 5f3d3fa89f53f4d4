//go:build unix

package main

import (
	"os"
	"os/signal"
	"syscall"
)

// errBrokenPipe: `notaz convert | head` ends quietly, not with an error.
var errBrokenPipe error = syscall.EPIPE

// umask returns the process's file mode creation mask.
func umask() os.FileMode {
	m := syscall.Umask(0)
	syscall.Umask(m)
	return os.FileMode(m)
}

// quietPipe makes a write to a closed pipe return EPIPE instead of killing
// the process, so that `notaz convert big.pgn | head` ends with status 0
// and no message, even under `set -o pipefail`.
func quietPipe() { signal.Ignore(syscall.SIGPIPE) }

// cleanupOnSignal removes the temporary files of -o and --rejects when
// SIGINT, SIGTERM or SIGHUP ends the process, and exits as shells expect
// (128 + the signal's number: 130 for Ctrl-C, 143 for kill).
func cleanupOnSignal() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		sig := <-ch
		clearProgress()
		temps.removeAll()
		os.Exit(128 + int(sig.(syscall.Signal)))
	}()
}
