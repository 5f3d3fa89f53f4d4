// Package testcorpus finds the shared test corpora, which live beside the
// repository (../shared/corpus from the module root) and are not part of
// it: tests that use them skip cleanly when they are absent.
package testcorpus

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Dir is the corpus folder, found from this file's place in the module,
// so that it does not depend on the test's working directory.
func Dir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "shared", "corpus")
}

// Path returns the path of a corpus file, skipping the test when it is
// absent.
func Path(tb testing.TB, parts ...string) string {
	tb.Helper()
	p := filepath.Join(append([]string{Dir()}, parts...)...)
	if _, err := os.Stat(p); err != nil {
		tb.Skipf("corpus not available: %s", p)
	}
	return p
}

// Read returns a corpus file's bytes, decompressed when its name ends in
// .gz, skipping the test when it is absent.
func Read(tb testing.TB, parts ...string) []byte {
	tb.Helper()
	b, err := os.ReadFile(Path(tb, parts...))
	if err != nil {
		tb.Fatal(err)
	}
	if strings.HasSuffix(parts[len(parts)-1], ".gz") {
		z, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			tb.Fatal(err)
		}
		if b, err = io.ReadAll(z); err != nil {
			tb.Fatal(err)
		}
	}
	return b
}

// ReadPrefix returns the first n bytes of what Read returns (all of them
// if fewer), decompressing no more than it needs: a test that takes a
// sample of the 47 MB pgnmentor corpus under -short pays for the sample,
// not for the whole corpus.
func ReadPrefix(tb testing.TB, n int, parts ...string) []byte {
	tb.Helper()
	f, err := os.Open(Path(tb, parts...))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(parts[len(parts)-1], ".gz") {
		z, err := gzip.NewReader(f)
		if err != nil {
			tb.Fatal(err)
		}
		r = z
	}
	b := make([]byte, n)
	k, err := io.ReadFull(r, b)
	if err != nil && err != io.ErrUnexpectedEOF {
		tb.Fatal(err)
	}
	return b[:k]
}

// ReadGames returns the first n games of a corpus file (all of it if it
// has no more), each starting at a line "[Event ", reading no more of it
// than it needs; n <= 0 means all of it.
func ReadGames(tb testing.TB, n int, parts ...string) []byte {
	tb.Helper()
	if n <= 0 {
		return Read(tb, parts...)
	}
	for size := n * 2 << 10; ; size *= 4 {
		data := ReadPrefix(tb, size, parts...)
		seen := 0
		for i := 0; i+7 <= len(data); i++ {
			if (i == 0 || data[i-1] == '\n') && bytes.HasPrefix(data[i:], []byte("[Event ")) {
				if seen == n {
					return data[:i]
				}
				seen++
			}
		}
		if len(data) < size {
			return data // the whole file: fewer than n games
		}
	}
}

// Files returns the paths of every file under the corpus folders dirs
// (none for a folder that is absent: the shared corpora may be), then of
// the repository's own files matching local (a glob from the test's
// package, e.g. "../testdata/*/*.pgn"), failing the test when local
// matches nothing (the repository's files are always there).
func Files(tb testing.TB, local string, dirs ...string) []string {
	tb.Helper()
	var files []string
	for _, dir := range dirs {
		filepath.WalkDir(filepath.Join(Dir(), dir), func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				files = append(files, p)
			}
			return nil
		})
	}
	own, _ := filepath.Glob(local)
	if len(own) == 0 {
		tb.Fatalf("no test files match %s", local)
	}
	return append(files, own...)
}
