package compressed

import (
	"io"
	"strings"

	"github.com/klauspost/compress/zip"
)

// Member is one file of a zip archive.
type Member struct {
	Name string
	f    *zip.File
}

// Members lists the files of the zip archive in r (size bytes long) in
// the order they are stored, directories left out. The list is the
// archive's central directory, which is at its end: a truncated archive
// has none, and is an *Error.
func Members(r io.ReaderAt, size int64) ([]Member, error) {
	zr, err := zip.NewReader(r, size)
	if err != nil {
		return nil, &Error{Format: Zip, Err: err, directory: true}
	}
	var ms []Member
	for _, f := range zr.File {
		if f.FileInfo().IsDir() || strings.HasSuffix(f.Name, "/") {
			continue
		}
		ms = append(ms, Member{Name: f.Name, f: f})
	}
	return ms, nil
}

// Open returns the member's text, inflated on a goroutine of its own as
// NewReader's is; a damaged member is an *Error of the zip format.
func (m Member) Open() (io.ReadCloser, error) {
	rc, err := m.f.Open()
	if err != nil {
		return nil, &Error{Format: Zip, Err: err}
	}
	a := newAsync()
	go a.pump(Zip, nil, rc, func() { rc.Close() })
	return a, nil
}
