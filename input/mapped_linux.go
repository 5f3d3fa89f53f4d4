//go:build linux

package input

import (
	"os"
	"sync"
	"sync/atomic"
	"syscall"
)

// mapping is a regular file mapped into memory, read-only.
type mapping struct {
	b       []byte
	mu      sync.Mutex // the reader's goroutine releases, Close too
	dropped int        // b[:dropped] was given back to the system
}

// maps counts the mappings made: they are never unmapped (see mapFile),
// so a run over many large files stops mapping at maxMaps and reads the
// rest.
var maps atomic.Int32

const maxMaps = 1024

// mapFile maps the regular file f, of size bytes, or returns nil when it
// cannot (or should not: a small file, too many mappings already).
//
// A mapping is never unmapped: the games read from it, their Raw and
// strings, share its memory and may outlive the input (a report of
// findings written at the end). What is read is given back to the system
// instead (release: madvise MADV_DONTNEED), so memory stays flat; a page
// touched again is read again from the file.
func mapFile(f *os.File, size int64) *mapping {
	if size < mapMin || size != int64(int(size)) || maps.Add(1) > maxMaps {
		return nil
	}
	b, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_PRIVATE)
	if err != nil {
		maps.Add(-1)
		return nil
	}
	_ = syscall.Madvise(b, syscall.MADV_SEQUENTIAL)
	return &mapping{b: b}
}

// release gives b[:n] back to the system (whole pages), in steps of
// releaseStep at least.
func (m *mapping) release(n int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if n >= len(m.b) {
		n = len(m.b)
	} else if n &^= os.Getpagesize() - 1; n-m.dropped < releaseStep {
		return
	}
	if n > m.dropped {
		_ = syscall.Madvise(m.b[m.dropped:n], syscall.MADV_DONTNEED)
		m.dropped = n
	}
}

// close gives the whole mapping back (it stays mapped: see mapFile).
func (m *mapping) close() {
	m.release(len(m.b))
}

// unmap undoes mapFile for a mapping nothing was read from.
func (m *mapping) unmap() {
	_ = syscall.Munmap(m.b)
	maps.Add(-1)
}
