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
