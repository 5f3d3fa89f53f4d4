// Package testcorpus finds the shared test corpora, which live beside the
// repository (../shared/corpus from the module root) and are not part of
// it: tests that use them skip cleanly when they are absent.
package testcorpus

import (
	"bytes"
	"compress/gzip"
	"io"
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
