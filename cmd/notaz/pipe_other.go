//go:build !unix

package main

import "errors"

var errBrokenPipe = errors.New("broken pipe")
