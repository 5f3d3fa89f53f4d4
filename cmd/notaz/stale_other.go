//go:build !unix

package main

import "os"

func lockTemp(*os.File) {}

// removeStaleTemps does nothing where there are no advisory locks to tell
// a stale temporary file from one being written.
func removeStaleTemps(string) {}
