package compressed

import (
	"bytes"
	"errors"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
	"github.com/ulikunitz/xz"
)

const text = "[Event \"a\"]\n\n1. e4 e5 *\n"

func TestSniff(t *testing.T) {
	for _, tc := range []struct {
		head string
		want Format
	}{
		{"\x1f\x8b\x08", Gzip},
		{"\x28\xb5\x2f\xfd\x04", Zstd},
		{"BZh91AY", Bzip2},
		{"\xfd7zXZ\x00\x00", XZ},
		{"PK\x03\x04\x14", Zip},
		{"PK\x05\x06\x00", Zip},
		{"7z\xbc\xaf\x27\x1c", SevenZ},
		{"[Event \"a\"]", None},
		{"\xef\xbb\xbf[Event", None},
		{"\x1f", None}, // too short to be gzip
		{"", None},
	} {
		if got := Sniff([]byte(tc.head)); got != tc.want {
			t.Errorf("Sniff(%q) = %q, want %q", tc.head, got, tc.want)
		}
	}
}

func TestByName(t *testing.T) {
	for name, want := range map[string]Format{
		"out.pgn.gz": Gzip, "out.pgn.zst": Zstd, "out.pgn": None, "out.gz.pgn": None, "/dev/stdout": None,
	} {
		if got := ByName(name); got != want {
			t.Errorf("ByName(%q) = %q, want %q", name, got, want)
		}
	}
}

// compress returns text in format f, made with the Go libraries (bzip2,
// which Go only reads, from testdata).
func compress(t *testing.T, f Format) []byte {
	t.Helper()
	if f == Bzip2 {
		b, err := os.ReadFile("testdata/game.pgn.bz2")
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	var buf bytes.Buffer
	var w io.WriteCloser
	var err error
	switch f {
	case Gzip, Zstd:
		w, err = NewWriter(&buf, f)
	case XZ:
		w, err = xz.NewWriter(&buf)
	}
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(w, text)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestRoundTrip(t *testing.T) {
	for _, f := range []Format{Gzip, Zstd, Bzip2, XZ} {
		data := compress(t, f)
		if Sniff(data) != f {
			t.Errorf("%s: sniffed as %q", f, Sniff(data))
		}
		r := NewReader(bytes.NewReader(data), f)
		got, err := io.ReadAll(r)
		r.Close()
		if err != nil || string(got) != text {
			t.Errorf("%s: %q, %v", f, got, err)
		}
	}
}

// TestDamage: truncated and corrupt data end in an *Error that names the
// format and says which, after the text before the damage.
func TestDamage(t *testing.T) {
	for _, f := range []Format{Gzip, Zstd, Bzip2, XZ} {
		data := compress(t, f)
		for _, tc := range []struct {
			name, says string
			data       []byte
		}{
			{"truncated", "truncated " + string(f) + " data", data[:len(data)-3]},
			{"corrupt", "corrupt " + string(f) + " data", append(bytes.Clone(data[:len(data)-8]), "garbage!"...)},
		} {
			r := NewReader(bytes.NewReader(tc.data), f)
			_, err := io.ReadAll(r)
			var ce *Error
			if !errors.As(err, &ce) || ce.Format != f || !strings.Contains(err.Error(), tc.says) {
				t.Errorf("%s %s: error %v, want %q", f, tc.name, err, tc.says)
			}
		}
	}
}

// failing reads its data, then fails as a disk does.
type failing struct{ r io.Reader }

var errDisk = errors.New("input/output error")

func (f *failing) Read(p []byte) (int, error) {
	n, err := f.r.Read(p)
	if err == io.EOF {
		return n, errDisk
	}
	return n, err
}

// TestInputError: the input's own read error is passed on as it is, not
// reported as corrupt data.
func TestInputError(t *testing.T) {
	data := compress(t, Zstd)
	r := NewReader(&failing{bytes.NewReader(data[:len(data)/2])}, Zstd)
	_, err := io.ReadAll(r)
	var ce *Error
	if !errors.Is(err, errDisk) || errors.As(err, &ce) {
		t.Errorf("error %v, want the input's own", err)
	}
}

// TestStreaming: text is handed on as soon as it is decompressed, before
// the input ends: a game from a slow stream (tail -f, a download) is read
// while the stream is still open.
func TestStreaming(t *testing.T) {
	for _, f := range []Format{Gzip, Zstd} {
		pr, pw := io.Pipe()
		var w io.WriteCloser
		if f == Gzip {
			w = gzip.NewWriter(pw)
		} else {
			w, _ = zstd.NewWriter(pw, zstd.WithEncoderConcurrency(1))
		}
		type flusher interface{ Flush() error }
		go func() {
			io.WriteString(w, text)
			w.(flusher).Flush() // the stream stays open
		}()
		r := NewReader(pr, f)
		got := make([]byte, len(text))
		done := make(chan error, 1)
		go func() { _, err := io.ReadFull(r, got); done <- err }()
		select {
		case err := <-done:
			if err != nil || string(got) != text {
				t.Errorf("%s: %q, %v", f, got, err)
			}
		case <-time.After(5 * time.Second):
			t.Errorf("%s: the game is held back until the stream ends", f)
		}
		r.Close()
		pw.Close()
	}
}

// TestClose: Close stops the decompressing goroutine even when the
// reader has stopped reading, and a Read after it fails.
func TestClose(t *testing.T) {
	big := strings.Repeat(text, 100000) // more than the blocks in flight
	var buf bytes.Buffer
	w, _ := NewWriter(&buf, Gzip)
	io.WriteString(w, big)
	w.Close()
	r := NewReader(&buf, Gzip)
	io.ReadFull(r, make([]byte, 10))
	r.Close()
	for {
		if _, err := r.Read(make([]byte, 1<<20)); err != nil {
			if err == io.EOF {
				t.Error("Read after Close ends as if at the end of the text")
			}
			break
		}
	}
}
