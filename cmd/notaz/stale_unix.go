//go:build unix

package main

import (
	"os"
	"path/filepath"
	"syscall"
	"time"
)

// A temporary output file of a notaz that was killed (SIGKILL, a crash,
// the machine going down) stays beside its target as .NAME.tmpN: no
// handler runs. Each notaz holds an exclusive lock (flock) on its own
// temporary files while it writes them, which the kernel drops when the
// process ends however it ends; so a temporary file of the same target
// that can be locked, and that has not been written for a minute, is
// stale, and is removed before a new one is made.

// lockTemp takes the lock that tells others f is being written.
func lockTemp(f *os.File) { syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) }

// staleAge is how long a temporary file must have been left untouched:
// a notaz from before the locks held none, and writes often.
const staleAge = time.Minute

// removeStaleTemps removes the stale temporary files of the target path.
func removeStaleTemps(path string) {
	names, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "."+globEscape(filepath.Base(path))+".tmp*"))
	for _, name := range names {
		fi, err := os.Lstat(name)
		if err != nil || !fi.Mode().IsRegular() || time.Since(fi.ModTime()) < staleAge {
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			continue
		}
		if syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB) == nil {
			os.Remove(name) // no process holds it: its writer is gone
		}
		f.Close()
	}
}

// globEscape quotes the pattern characters of a file name.
func globEscape(s string) string {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '*', '?', '[', '\\':
			out = append(out, '\\')
		}
		out = append(out, s[i])
	}
	return string(out)
}
