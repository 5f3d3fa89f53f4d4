//go:build !unix

package main

import (
	"errors"
	"os"
	"os/signal"
)

var errBrokenPipe = errors.New("broken pipe")

func umask() os.FileMode { return 0o022 }

func quietPipe() {}

// cleanupOnSignal removes the temporary files of -o and --rejects when an
// interrupt ends the process.
func cleanupOnSignal() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt)
	go func() {
		<-ch
		clearProgress()
		temps.removeAll()
		os.Exit(130)
	}()
}
