// Package compressed reads and writes the compressed files chess
// collections come in (lichess dumps in zstd, TWIC and pgnmentor archives in
// zip and gzip): it recognises a format by its magic bytes, decompresses on
// a goroutine of its own so that decompression and parsing run at the same
// time, and names the format in every error.
//
// It imports nothing of notaz: it turns bytes into bytes, before charset.
package compressed

import (
	"bytes"
	"errors"
	"fmt"
	"io"
)

// Format is a compression format, named as its tools name it.
type Format string

// The formats Sniff recognises. SevenZ is recognised only to be refused
// with a clear message: no 7z reader is well kept enough to depend on.
const (
	None   Format = ""
	Gzip   Format = "gzip"
	Zstd   Format = "zstd"
	Bzip2  Format = "bzip2"
	XZ     Format = "xz"
	Zip    Format = "zip"
	SevenZ Format = "7z"
)

// magics are the bytes each format starts with; HeadSize is the longest.
var magics = []struct {
	magic  string
	format Format
}{
	{"\x1f\x8b", Gzip},
	{"\x28\xb5\x2f\xfd", Zstd},
	{"BZh", Bzip2},
	{"\xfd7zXZ\x00", XZ},
	{"PK\x03\x04", Zip},
	{"PK\x05\x06", Zip}, // an empty archive
	{"7z\xbc\xaf\x27\x1c", SevenZ},
}

// HeadSize is how many bytes Sniff needs to tell every format apart.
const HeadSize = 6

// Sniff names the format whose magic bytes head starts with, or None. No
// text a chess score is written in starts with any of them ("BZh" would
// be stray text before a game, and is followed by a digit in bzip2).
func Sniff(head []byte) Format {
	for _, m := range magics {
		if bytes.HasPrefix(head, []byte(m.magic)) {
			return m.format
		}
	}
	return None
}

// Error is a failure to decompress: the data is truncated or corrupt.
// The caller adds the file's name.
type Error struct {
	Format Format
	Err    error
	// directory: a zip archive's list of members (at its end) could
	// not be read: the archive is truncated, or not a zip archive.
	directory bool
	// what, when set, is the whole message: a damaged zip archive read
	// without its list of members says where the scan stopped.
	what string
}

func (e *Error) Error() string {
	switch {
	case e.what != "":
		return e.what
	case e.directory:
		return fmt.Sprintf("truncated or corrupt zip archive: the list of its members, at its end, cannot be read (%v)", e.Err)
	case errors.Is(e.Err, io.ErrUnexpectedEOF):
		return fmt.Sprintf("truncated %s data: the file ends inside the compressed stream", e.Format)
	}
	return fmt.Sprintf("corrupt %s data: %v", e.Format, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// wrap makes err an *Error of format f; io.EOF (the clean end) stays.
func wrap(f Format, err error) error {
	var ce *Error
	if err == nil || err == io.EOF || errors.As(err, &ce) {
		return err
	}
	return &Error{Format: f, Err: err}
}
