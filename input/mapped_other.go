//go:build !linux

package input

import "os"

// mapping is a file mapped into memory: only on Linux.
type mapping struct{ b []byte }

func mapFile(*os.File, int64) *mapping { return nil }
func (m *mapping) release(int)         {}
func (m *mapping) close()              {}
func (m *mapping) unmap()              {}
