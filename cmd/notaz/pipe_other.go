//go:build !unix

package main

import (
	"errors"
	"os"
)

var errBrokenPipe = errors.New("broken pipe")

func umask() os.FileMode { return 0o022 }

func quietPipe() {}
