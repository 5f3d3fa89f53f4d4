package main

import (
	"bufio"
	"bytes"
	"io"
)

// compressed names the compression format r's data starts with, or "".
// Read as text, compressed data is garbage: every game would be lost as
// stray text. It peeks without consuming.
func compressed(r *bufio.Reader) string {
	head, _ := r.Peek(6)
	for _, m := range []struct {
		magic []byte
		name  string
	}{
		{[]byte{0x1f, 0x8b}, "gzip"},
		{[]byte{0x28, 0xb5, 0x2f, 0xfd}, "zstd"},
		{[]byte("BZh"), "bzip2"},
		{[]byte{0xfd, '7', 'z', 'X', 'Z', 0x00}, "xz"},
		{[]byte("PK\x03\x04"), "zip"},
		{[]byte("7z\xbc\xaf\x27\x1c"), "7z"},
	} {
		if bytes.HasPrefix(head, m.magic) {
			return m.name
		}
	}
	return ""
}

// decompressHint is the command that would decompress data of format.
var decompressHint = map[string]string{
	"gzip": "zcat", "zstd": "zstdcat", "bzip2": "bzcat", "xz": "xzcat", "zip": "unzip -p", "7z": "7z x -so",
}

// sniffInput wraps in so that compressed data is refused with a clear
// message instead of being read as text.
func sniffInput(name string, in io.Reader) (io.Reader, error) {
	br := bufio.NewReaderSize(in, 64<<10)
	if f := compressed(br); f != "" {
		shown := name
		if name == "-" {
			shown = "standard input"
		}
		return nil, ioErr("%s: %s-compressed data, not text: decompress it first (%s %s | notaz …)", shown, f, decompressHint[f], name)
	}
	return br, nil
}
