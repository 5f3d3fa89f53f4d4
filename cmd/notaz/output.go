package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// output is where -o or --rejects writes.
//
// A regular file (or a new path) gets a temporary file beside it, renamed
// over it only when the run succeeds, so a failure leaves nothing
// half-written; a symbolic link is followed and its target replaced, so
// the link stays a link. Anything else that exists (a FIFO, a device such
// as /dev/null, a socket) is opened and written in place: replacing it
// would turn it into a regular file (as root, for the whole machine).
type output struct {
	w      io.Writer
	path   string    // the file written, links resolved; "" for stdout
	tmp    *os.File  // the temporary file, for a regular file
	inPlac *os.File  // the node written in place
	zw     io.Closer // the compressor w writes through, for .gz and .zst
	done   bool
	stdout bool // the process's standard output
}

// pipeLike reports whether the output is written in place to something
// that may be a pipe (a FIFO, a descriptor): a write to it can find its
// reader gone.
func (o *output) pipeLike() bool { return o.w != nil && o.tmp == nil }

// descriptorFile returns the open file that /dev/stdout, /dev/stderr,
// /dev/fd/N or /proc/self/fd/N names, or nil for any other name.
func descriptorFile(name string) *os.File {
	switch name {
	case "/dev/stdout":
		return os.Stdout
	case "/dev/stderr":
		return os.Stderr
	}
	for _, dir := range []string{"/dev/fd/", "/proc/self/fd/"} {
		if rest, ok := strings.CutPrefix(name, dir); ok {
			if n, err := strconv.Atoi(rest); err == nil && n >= 0 {
				switch n {
				case 1:
					return os.Stdout
				case 2:
					return os.Stderr
				}
				return os.NewFile(uintptr(n), name)
			}
		}
	}
	return nil
}

// resolvePath follows symbolic links to the path they name, even when it
// does not exist yet (a dangling link is written through, as cp does). A
// link that leads through /dev/stdout or /dev/fd/N gives that descriptor
// instead: its own link names the file the shell opened (a log opened
// with >>), which must be written where the descriptor is, not replaced.
func resolvePath(name string) (string, *os.File, error) {
	for range 40 { // like the kernel's limit on nested links
		if f := descriptorFile(name); f != nil {
			return name, f, nil
		}
		fi, err := os.Lstat(name)
		if errors.Is(err, fs.ErrNotExist) {
			return name, nil, nil
		}
		if err != nil {
			return "", nil, err
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			return name, nil, nil
		}
		target, err := os.Readlink(name)
		if err != nil {
			return "", nil, err
		}
		if !filepath.IsAbs(target) {
			target = filepath.Join(filepath.Dir(name), target)
		}
		name = target
	}
	return "", nil, fmt.Errorf("%s: too many levels of symbolic links", name)
}

// openPlainOutput returns the output for -o FILE or --rejects FILE; with
// no name (or "-") it writes to def.
func openPlainOutput(name string, def io.Writer) (*output, error) {
	if name == "" || name == "-" {
		if def == nil {
			return nil, usageErr("--rejects needs a file name (standard output carries the converted games)")
		}
		return &output{w: def, stdout: true}, nil
	}
	if f := descriptorFile(name); f != nil {
		// /dev/stdout, /dev/fd/3: the descriptor the shell opened (a
		// pipe, a file opened with >>). Reopened by name, a file would
		// be written from its start, or replaced; a pipe's link names no
		// file at all.
		return &output{w: f, path: name, stdout: f == os.Stdout}, nil
	}
	path, fd, err := resolvePath(name)
	if err != nil {
		return nil, ioErr("%v", err)
	}
	if fd != nil {
		return &output{w: fd, path: path, stdout: fd == os.Stdout}, nil
	}
	fi, err := os.Stat(path)
	switch {
	case err == nil && fi.IsDir():
		return nil, ioErr("%s is a directory", name)
	case err == nil && !fi.Mode().IsRegular():
		f, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return nil, ioErr("%v", err)
		}
		return &output{w: f, path: path, inPlac: f}, nil
	case err != nil && !errors.Is(err, fs.ErrNotExist):
		return nil, ioErr("%v", err)
	}
	removeStaleTemps(path) // those of a notaz that was killed (stale_unix.go)
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return nil, ioErr("cannot create %s: %v", name, errors.Unwrap(err))
	}
	lockTemp(tmp)
	// CreateTemp makes the file private (0600); the result should have the
	// mode of the file it replaces, or the usual 0666 less the umask.
	mode := os.FileMode(0o666) &^ umask()
	if fi != nil {
		mode = fi.Mode().Perm()
	}
	if err := tmp.Chmod(mode); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return nil, ioErr("%v", err)
	}
	temps.add(tmp.Name())
	return &output{w: tmp, path: path, tmp: tmp}, nil
}

// commit ends the output: with ok, the temporary file replaces the target;
// without, it is removed. It does nothing the second time.
func (o *output) commit(ok bool) error { return o.end(ok, o.path) }

// keepPartial ends the output of a run that could not read all its
// input (exit 3): the target is left as it was, and what was written is
// kept beside it, whole (a compressed one ends its stream), as
// FILE.partial, whose name it returns. An output written in place (a
// FIFO, a device, standard output) has nothing to keep apart: "".
func (o *output) keepPartial() (string, error) {
	if o.done || o.tmp == nil {
		return "", o.commit(true)
	}
	p := o.path + ".partial"
	return p, o.end(true, p)
}

// end is commit, with the temporary file renamed to dest.
func (o *output) end(ok bool, dest string) error {
	if o.done {
		return nil
	}
	o.done = true
	if err := o.closeCompressor(ok); err != nil {
		o.done = false
		o.commit(false) // the stream has no end: drop it
		return err
	}
	switch {
	case o.inPlac != nil:
		return o.inPlac.Close()
	case o.tmp == nil:
		return nil
	}
	defer temps.remove(o.tmp.Name())
	if !ok {
		o.tmp.Close()
		os.Remove(o.tmp.Name())
		return nil
	}
	if err := o.tmp.Close(); err != nil {
		os.Remove(o.tmp.Name())
		return err
	}
	if err := os.Rename(o.tmp.Name(), dest); err != nil {
		os.Remove(o.tmp.Name())
		return err
	}
	return nil
}

// sameFile reports whether two paths (links resolved) are one file: an
// existing file by identity, a new one by name.
func sameFile(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	if errA == nil && errB == nil {
		return aliases(fa, fb)
	}
	absA, _ := filepath.Abs(a)
	absB, _ := filepath.Abs(b)
	return absA == absB
}

// temps are the temporary files of the outputs being written, removed if
// a signal ends the process (see cleanupOnSignal).
var temps tempFiles

type tempFiles struct {
	mu    sync.Mutex
	names map[string]bool
}

func (t *tempFiles) add(name string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.names == nil {
		t.names = map[string]bool{}
	}
	t.names[name] = true
}

func (t *tempFiles) remove(name string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.names, name)
}

// removeAll deletes every temporary file still open.
func (t *tempFiles) removeAll() {
	t.mu.Lock()
	defer t.mu.Unlock()
	for name := range t.names {
		os.Remove(name)
	}
	t.names = nil
}

// aliases reports whether two files are one that two writers would
// garble: a character device (/dev/null, a terminal) takes both.
func aliases(a, b os.FileInfo) bool {
	return os.SameFile(a, b) && a.Mode()&os.ModeCharDevice == 0
}

// sameAsStdout reports whether the file at path is the process's standard
// output, where the converted games go without -o.
func sameAsStdout(path string) bool {
	if path == "" {
		return false
	}
	fa, err := os.Stat(path)
	if err != nil {
		return false
	}
	fb, err := os.Stdout.Stat()
	return err == nil && aliases(fa, fb)
}
