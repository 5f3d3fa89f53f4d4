//go:build unix

package main

import "syscall"

// errBrokenPipe: `notaz convert | head` ends quietly, not with an error.
var errBrokenPipe error = syscall.EPIPE
