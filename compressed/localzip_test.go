package compressed

import (
	"bytes"
	"errors"
	"hash/crc32"
	"io"
	"strings"
	"testing"

	"github.com/klauspost/compress/zip"
)

// zipOf writes a zip archive of the members (name, text) as Go's writer
// does (deflate, sizes in a data descriptor after the data: the case
// where only inflating finds a member's end), a name ending in "/" as a
// directory, one starting with "stored:" stored with its sizes in its
// header, as Info-ZIP writes a file it can seek back in, and one starting
// with "stored+descriptor:" stored with its sizes after it, as Go writes
// it: its end is found by the descriptor that matches the data before it.
func zipOf(t *testing.T, members ...string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for i := 0; i < len(members); i += 2 {
		name, text := members[i], members[i+1]
		var w io.Writer
		var err error
		if n, ok := strings.CutPrefix(name, "stored+descriptor:"); ok {
			w, err = zw.CreateHeader(&zip.FileHeader{Name: n, Method: zip.Store})
		} else if n, ok := strings.CutPrefix(name, "stored:"); ok {
			w, err = zw.CreateRaw(&zip.FileHeader{Name: n, Method: zip.Store, CRC32: crc32.ChecksumIEEE([]byte(text)),
				CompressedSize64: uint64(len(text)), UncompressedSize64: uint64(len(text))})
		} else {
			w, err = zw.Create(name)
		}
		if err != nil {
			t.Fatal(err)
		}
		io.WriteString(w, text)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestScanner: members are read from their local headers, in order, up
// to the damage; the end says whether the list of members followed (it
// was damaged, the members are whole) or the archive was cut short.
func TestScanner(t *testing.T) {
	one, two := strings.Repeat(text, 50), strings.Repeat(text, 3000)
	whole := zipOf(t, "one.pgn", one, "dir/", "", "stored:two.pgn", two, "three.pgn", text)
	// A descriptor signature inside the text, with a CRC-32 that does
	// not match, must not end the member.
	tricky := text + "PK\x07\x08" + strings.Repeat("\x00", 16) + text
	scanned := zipOf(t, "stored+descriptor:one.pgn", tricky, "stored+descriptor:two.pgn", two, "three.pgn", text)
	scannedCut := scanned[:bytes.Index(scanned, []byte("three.pgn"))-2000]
	deflated := zipOf(t, "one.pgn", one, "two.pgn", two)
	dirAt := bytes.LastIndex(whole, []byte(sigCentral))
	for dirAt > 0 && bytes.LastIndex(whole[:dirAt], []byte(sigCentral)) > bytes.Index(whole, []byte("three.pgn")) {
		dirAt = bytes.LastIndex(whole[:dirAt], []byte(sigCentral))
	}
	damagedDir := bytes.Clone(whole)
	copy(damagedDir[dirAt+4:], "garbage garbage garbage")
	for _, tc := range []struct {
		name string
		data []byte
		want []string // each member's name=text read
		end  string   // "" for the list of members, else the error's words
	}{
		{"whole", whole, []string{"one.pgn=" + one, "two.pgn=" + two, "three.pgn=" + text}, ""},
		{"damaged list", damagedDir, []string{"one.pgn=" + one, "two.pgn=" + two, "three.pgn=" + text}, ""},
		{"cut in a stored member", whole[:bytes.Index(whole, []byte("three.pgn"))-1000],
			[]string{"one.pgn=" + one, "two.pgn=" + two[:len(two)-1000+30]}, "truncated zip data"},
		{"stored, sizes after the data", scanned, []string{"one.pgn=" + tricky, "two.pgn=" + two, "three.pgn=" + text}, ""},
		{"cut in a stored member, sizes after the data", scannedCut, []string{"one.pgn=" + tricky, "two.pgn=" + two}, "truncated zip data"},
		{"cut in a deflated member", deflated[:len(deflated)/2], []string{"one.pgn=" + one, "two.pgn=" + two}, "truncated zip data"},
		{"cut after a member", whole[:dirAt], []string{"one.pgn=" + one, "two.pgn=" + two, "three.pgn=" + text}, "ends after member three.pgn, without the list"},
		{"cut in a header", whole[:bytes.Index(whole, []byte("three.pgn"))-3], []string{"one.pgn=" + one, "two.pgn=" + two}, "ends inside the header"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc := NewScanner(bytes.NewReader(tc.data))
			var got []string
			var end error
			for {
				name, r, err := sc.Next()
				if err != nil {
					if err != io.EOF {
						end = err
					}
					break
				}
				b, err := io.ReadAll(r)
				r.Close()
				got = append(got, name+"="+string(b))
				if err != nil {
					end = err
				}
			}
			if len(got) != len(tc.want) {
				t.Fatalf("%d members read, want %d", len(got), len(tc.want))
			}
			for i := range got {
				// A cut member gives its text up to the damage: a prefix.
				if !strings.HasPrefix(tc.want[i], got[i]) || tc.end == "" && got[i] != tc.want[i] ||
					i < len(got)-1 && got[i] != tc.want[i] || len(got[i]) < len(tc.want[i])/3 {
					t.Errorf("member %d: %d bytes %q…, want %d bytes", i, len(got[i]), got[i][:min(20, len(got[i]))], len(tc.want[i]))
				}
			}
			var ce *Error
			switch {
			case tc.end == "" && (end != nil || !sc.Directory):
				t.Errorf("ends with %v, list of members found %v", end, sc.Directory)
			case tc.end != "" && (!errors.As(end, &ce) || ce.Format != Zip || !strings.Contains(end.Error(), tc.end)):
				t.Errorf("ends with %v, want an *Error saying %q", end, tc.end)
			}
		})
	}
}

// TestScannerCorrupt: damaged data that still inflates is caught by the
// CRC-32, and a member's early Close still lets Next find the next one.
func TestScannerCorrupt(t *testing.T) {
	data := zipOf(t, "stored:one.pgn", text, "two.pgn", text)
	bad := bytes.Clone(data)
	i := bytes.Index(bad, []byte("1. e4"))
	bad[i+3] = 'd' // 1. d4 reads well and is wrong
	sc := NewScanner(bytes.NewReader(bad))
	_, r, _ := sc.Next()
	if _, err := io.ReadAll(r); err == nil || !strings.Contains(err.Error(), "corrupt zip data: checksum") {
		t.Errorf("damaged stored member: %v", err)
	}
	sc = NewScanner(bytes.NewReader(data))
	_, r, _ = sc.Next()
	r.Close() // unread: Next reads past it
	name, r, err := sc.Next()
	if err != nil {
		t.Fatal(err)
	}
	if b, err := io.ReadAll(r); name != "two.pgn" || string(b) != text || err != nil {
		t.Errorf("after an unread member: %s %q %v", name, b, err)
	}
}
