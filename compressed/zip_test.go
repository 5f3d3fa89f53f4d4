package compressed

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/klauspost/compress/zip"
	"github.com/klauspost/compress/zstd"
)

// zipMember is an archive of one member holding text, stored or deflated.
func zipMember(t *testing.T, text string, method uint16) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateHeader(&zip.FileHeader{Name: "a.pgn", Method: method})
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(w, text)
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestMemberSizes: the sizes in an archive's list of members may be wrong
// (issue 21: one that overstated the text's size lost the member's last
// read, 287 of 1,000 games, and was called truncated). The text is read
// whole, by the deflate stream's own end, and its CRC-32 checked; the
// wrong sizes are a warning. A wrong CRC-32 is still an error.
func TestMemberSizes(t *testing.T) {
	var text strings.Builder
	for i := range 1000 {
		fmt.Fprintf(&text, "[Event \"g%d\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n", i)
	}
	central := func(b []byte) int { return bytes.LastIndex(b, []byte("PK\x01\x02")) }
	le := binary.LittleEndian
	cases := []struct {
		name   string
		method uint16
		damage func([]byte)
		warn   string // "" : none
		err    string // "" : read whole
	}{
		{"whole", zip.Deflate, func([]byte) {}, "", ""},
		{"text size overstated", zip.Deflate, func(b []byte) { i := central(b) + 24; le.PutUint32(b[i:], le.Uint32(b[i:])+5000) }, "CRC-32 matches", ""},
		{"text size understated", zip.Deflate, func(b []byte) { i := central(b) + 24; le.PutUint32(b[i:], le.Uint32(b[i:])-5000) }, "CRC-32 matches", ""},
		{"compressed size understated", zip.Deflate, func(b []byte) { i := central(b) + 20; le.PutUint32(b[i:], le.Uint32(b[i:])/2) }, "CRC-32 matches", ""},
		{"stored, size overstated", zip.Store, func(b []byte) {
			i := central(b) + 20
			le.PutUint32(b[i:], le.Uint32(b[i:])+40)
			le.PutUint32(b[i+4:], le.Uint32(b[i+4:])+40)
		}, "", "checksum error"},
		{"CRC-32 wrong", zip.Deflate, func(b []byte) { b[central(b)+16] ^= 1 }, "", "checksum error"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := zipMember(t, text.String(), tc.method)
			tc.damage(b)
			ms, err := Members(bytes.NewReader(b), int64(len(b)))
			if err != nil {
				t.Fatal(err)
			}
			var warned string
			ms[0].Warn = func(msg string) { warned = msg }
			r, err := ms[0].Open()
			if err != nil {
				t.Fatal(err)
			}
			got, err := io.ReadAll(r)
			r.Close()
			var ce *Error
			switch {
			case tc.err == "" && err != nil:
				t.Errorf("error %v", err)
			case tc.err != "" && (!errors.As(err, &ce) || !strings.Contains(err.Error(), tc.err)):
				t.Errorf("error %v, want %q", err, tc.err)
			}
			if tc.err == "" && string(got) != text.String() {
				t.Errorf("%d bytes of %d read", len(got), text.Len())
			}
			if tc.method == zip.Store && !strings.HasPrefix(text.String(), string(got[:min(len(got), text.Len())])) {
				t.Errorf("stored text garbled")
			}
			if !strings.Contains(warned, tc.warn) || tc.warn == "" && warned != "" {
				t.Errorf("warning %q, want %q", warned, tc.warn)
			}
		})
	}
}

// TestBudget: the text read against a budget stops at its limit with an
// *Error, after the text within it, across every reader of the budget.
func TestBudget(t *testing.T) {
	b := &Budget{limit: 100}
	r1 := b.Reader(strings.NewReader(strings.Repeat("a", 60)), Gzip)
	if got, err := io.ReadAll(r1); err != nil || len(got) != 60 || b.Spent() {
		t.Fatalf("first reader: %d bytes, %v", len(got), err)
	}
	r2 := b.Reader(strings.NewReader(strings.Repeat("b", 60)), Gzip)
	got, err := io.ReadAll(r2)
	var ce *Error
	if len(got) != 40 || !errors.As(err, &ce) || !strings.Contains(err.Error(), "decompression bomb") || !b.Spent() {
		t.Errorf("second reader: %d bytes, %v", len(got), err)
	}
	if BudgetFor(0).Limit() != MinNestedText || BudgetFor(10<<30).Limit() != 10<<30*1000 || BudgetFor(1<<62).Limit() <= 0 {
		t.Errorf("BudgetFor: %d %d %d", BudgetFor(0).Limit(), BudgetFor(10<<30).Limit(), BudgetFor(1<<62).Limit())
	}
}

// TestZstdWindow: a stream made with a 256 MiB window (zstd --long=28)
// is read by default (issue 21: it was called corrupt), and one past
// MaxZstdWindow is refused as such, not as corrupt data.
func TestZstdWindow(t *testing.T) {
	var buf bytes.Buffer
	zw, err := zstd.NewWriter(&buf, zstd.WithWindowSize(256<<20))
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(zw, "[Event \"long\"]\n\n1. e4 e5 *\n")
	zw.Write(bytes.Repeat([]byte("{a comment that fills more than one block}\n"), 1<<15))
	zw.Close()
	got, err := io.ReadAll(NewReader(bytes.NewReader(buf.Bytes()), Zstd))
	if err != nil || !strings.Contains(string(got), "long") {
		t.Fatalf("256 MiB window: %q, %v", got, err)
	}
	defer func(old uint64) { MaxZstdWindow = old }(MaxZstdWindow)
	MaxZstdWindow = 128 << 20
	_, err = io.ReadAll(NewReader(bytes.NewReader(buf.Bytes()), Zstd))
	if err == nil || strings.Contains(err.Error(), "corrupt") || !strings.Contains(err.Error(), "window larger than 128 MiB") {
		t.Errorf("past the bound: %v", err)
	}
}
