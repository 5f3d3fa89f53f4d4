package main

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"flag"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
	"github.com/notaz-chess/notaz/compressed"
	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/ulikunitz/xz"
)

var compressedFull = flag.Bool("compressed.full", false, "convert the whole pgnmentor corpus in every compressed format, not a sample")

// corpusSample is the start of the pgnmentor corpus, cut before a game
// (about 2 MB, 1,500 games), or all of it with -compressed.full.
func corpusSample(t *testing.T) []byte {
	t.Helper()
	if *compressedFull {
		return testcorpus.Read(t, "real", "pgnmentor-tournaments.pgn.gz")
	}
	b := testcorpus.ReadPrefix(t, 3<<20, "real", "pgnmentor-tournaments.pgn.gz")
	cut := bytes.Index(b[2<<20:], []byte("\n[Event "))
	return b[:2<<20+cut+1]
}

// damageSample is what the damage tests damage: 2 MB of the corpus
// sample, or 256 KB under -short.
func damageSample(t *testing.T) []byte {
	t.Helper()
	text, size := corpusSample(t), 2<<20
	if testing.Short() {
		size = 256 << 10
	}
	if len(text) > 2*size {
		text = text[:bytes.Index(text[size:], []byte("\n[Event "))+size+1]
	}
	return text
}

// compressors make each format in Go, so that the test needs no tool;
// bzip2, which Go only reads, needs the bzip2 command.
var compressors = []struct {
	ext, format string
	compress    func(t *testing.T, text []byte) []byte
}{
	{".gz", "gzip", gzipMembers},
	{".zst", "zstd", func(t *testing.T, text []byte) []byte {
		return pipeThrough(t, text, func(w io.Writer) (io.WriteCloser, error) { return zstd.NewWriter(w) })
	}},
	{".bz2", "bzip2", func(t *testing.T, text []byte) []byte {
		if _, err := exec.LookPath("bzip2"); err != nil {
			t.Skip("no bzip2 command")
		}
		// Under -short the damage tests read 256 KB: blocks of 100 KB
		// (-1) put whole blocks before the damage, as 900 KB ones do in
		// the 2 MB they read otherwise.
		args := []string{"-c"}
		if testing.Short() {
			args = append(args, "-1")
		}
		cmd := exec.Command("bzip2", args...)
		cmd.Stdin = bytes.NewReader(text)
		out, err := cmd.Output()
		if err != nil {
			t.Fatal(err)
		}
		return out
	}},
	{".xz", "xz", func(t *testing.T, text []byte) []byte {
		// Blocks of 64 KB under -short, for the same reason as bzip2 -1.
		var c xz.WriterConfig
		if testing.Short() {
			c.BlockSize = 64 << 10
		}
		return pipeThrough(t, text, func(w io.Writer) (io.WriteCloser, error) { return c.NewWriter(w) })
	}},
}

// compressedCache holds what each compressor made of a text: the corpus
// and the damage tests compress the same sample, the damage test once
// per damage, and xz in Go takes most of their time.
var compressedCache sync.Map // compressedKey → []byte

type compressedKey struct {
	format string
	text   [sha256.Size]byte
}

// compressWith returns text compressed by c, made once per process.
// The bytes are shared: callers must not change them.
func compressWith(t *testing.T, format string, compress func(*testing.T, []byte) []byte, text []byte) []byte {
	t.Helper()
	key := compressedKey{format, sha256.Sum256(text)}
	if b, ok := compressedCache.Load(key); ok {
		return b.([]byte)
	}
	b := compress(t, text)
	compressedCache.Store(key, b)
	return b
}

func pipeThrough(t *testing.T, text []byte, newW func(io.Writer) (io.WriteCloser, error)) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := newW(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(text); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// gzipMembers compresses text as two gzip members, as pigz and
// cat a.gz b.gz make them, split in the middle of a game: both are read.
func gzipMembers(t *testing.T, text []byte) []byte {
	newW := func(w io.Writer) (io.WriteCloser, error) { return gzip.NewWriter(w), nil }
	half := len(text) / 2
	return append(pipeThrough(t, text[:half], newW), pipeThrough(t, text[half:], newW)...)
}

// TestCompressedCorpus: every format, from a file and from standard
// input, converts to the same bytes as the plain text.
func TestCompressedCorpus(t *testing.T) {
	text := corpusSample(t)
	if testing.Short() {
		// The quick loop: every format and path on less text.
		text = text[:bytes.Index(text[256<<10:], []byte("\n[Event "))+256<<10+1]
	}
	dir := t.TempDir()
	plain := writeFile(t, dir, "plain.pgn", string(text))
	want, stderr, code := convertCLI(t, "", "convert", "-q", plain)
	if code != exitOK && code != exitGames {
		t.Fatalf("plain: exit %d: %s", code, stderr)
	}
	for _, c := range compressors {
		t.Run(c.format, func(t *testing.T) {
			data := compressWith(t, c.format, c.compress, text)
			file := writeFile(t, dir, "in.pgn"+c.ext, string(data))
			for _, src := range []struct{ name, stdin, arg string }{
				{"file", "", file},
				{"stdin", string(data), "-"},
			} {
				got, stderr, gotCode := convertCLI(t, src.stdin, "convert", "-q", src.arg)
				if gotCode != code || got != want {
					t.Errorf("%s: exit %d (plain %d), %d bytes (plain %d), stderr %q", src.name, gotCode, code, len(got), len(want), stderr)
				}
			}
		})
	}
}

// TestCompressedDamage: a truncated or corrupt file of every format is an
// I/O error (exit 3) naming the file and the format, after the games
// before the damage, which are written as from the plain text.
func TestCompressedDamage(t *testing.T) {
	text := damageSample(t)
	dir := t.TempDir()
	want, _, _ := convertCLI(t, "", "convert", "-q", writeFile(t, dir, "plain.pgn", string(text)))
	damages := []struct {
		name, says string
		damage     func([]byte) []byte
	}{
		{"truncated", "truncated", func(b []byte) []byte { return b[:len(b)*6/10] }},
		{"corrupt", "corrupt", func(b []byte) []byte {
			b = bytes.Clone(b)
			for i := len(b) * 6 / 10; i < len(b)*6/10+64; i++ {
				b[i] ^= 0x55
			}
			return b
		}},
	}
	for _, c := range compressors {
		for _, d := range damages {
			t.Run(c.format+"/"+d.name, func(t *testing.T) {
				file := writeFile(t, dir, d.name+".pgn"+c.ext, string(d.damage(compressWith(t, c.format, c.compress, text))))
				for _, jobs := range []string{"1", "0"} {
					got, stderr, code := convertCLI(t, "", "convert", "-q", "-j", jobs, file)
					if code != exitIO || !strings.Contains(stderr, file+": "+d.says+" "+c.format+" data") {
						t.Errorf("-j %s: exit %d, stderr %q", jobs, code, stderr)
					}
					checkPrefix(t, got, want)
				}
			})
		}
	}
}

// checkPrefix fails unless got starts with 100 games or more as want has
// them. Not every game written need be: gzip and zip check their data
// only at the end of each member (CRC-32), so corrupt bytes that still
// inflate give garbled games until then, as zcat gives garbled text.
func checkPrefix(t *testing.T, got, want string) {
	t.Helper()
	n := 0
	for n < len(got) && n < len(want) && got[n] == want[n] {
		n++
	}
	if games := strings.Count(want[:n], "[Event "); games < 100 {
		t.Errorf("only %d games written before the damage as the plain conversion has them", games)
	}
}

// makeZip writes a zip archive of the members (name, text), in order.
func makeZip(t *testing.T, members ...string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for i := 0; i < len(members); i += 2 {
		w, err := zw.Create(members[i])
		if err != nil {
			t.Fatal(err)
		}
		io.WriteString(w, members[i+1])
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestZipMembers: each member of a zip archive is an input of its own,
// read in order and named archive:member in diagnostics, from a file and
// from standard input (copied to a temporary file: the member list is at
// the archive's end).
func TestZipMembers(t *testing.T) {
	dir := t.TempDir()
	data := makeZip(t,
		"one.pgn", "[Event \"one\"]\n\n1. e4 e5 2. Kxe5 *\n",
		"sub/", "",
		"two.pgn", "[Event \"two\"]\n\n1. d4 d5 2. Qxd5 *\n")
	a := writeFile(t, dir, "a.zip", string(data))
	for _, tc := range []struct{ stdin, arg, name string }{
		{"", a, a},
		{string(data), "-", "-"},
	} {
		for _, cmd := range []string{"convert", "check"} {
			out, stderr, code := convertCLI(t, tc.stdin, cmd, tc.arg)
			diags := out + stderr
			one, two := strings.Index(diags, tc.name+":one.pgn:3:13: error"), strings.Index(diags, tc.name+":two.pgn:3:13: error")
			if code != exitGames || one < 0 || two < one {
				t.Errorf("%s %s: exit %d, output %q", cmd, tc.arg, code, diags)
			}
			if cmd == "check" && !strings.Contains(out, "in 2 files") {
				t.Errorf("%s %s: the members are not counted as files: %q", cmd, tc.arg, out)
			}
		}
	}
}

// TestZipDamage: a damaged member is an I/O error naming archive:member
// and the format, after its games before the damage; the other members
// are read. A truncated archive has lost its member list (at its end).
func TestZipDamage(t *testing.T) {
	text := damageSample(t)
	dir := t.TempDir()
	want, _, _ := convertCLI(t, "", "convert", "-q", writeFile(t, dir, "plain.pgn", string(text)))
	data := makeZip(t, "big.pgn", string(text), "small.pgn", game)
	corrupt := bytes.Clone(data)
	for i := len(data) / 2; i < len(data)/2+64; i++ {
		corrupt[i] ^= 0x55
	}
	file := writeFile(t, dir, "c.zip", string(corrupt))
	got, stderr, code := convertCLI(t, "", "convert", "-q", file)
	if code != exitIO || !strings.Contains(stderr, file+":big.pgn: corrupt zip data") || !strings.HasSuffix(got, "1. e4 e5 *\n\n") {
		t.Errorf("corrupt: exit %d, stderr ends %q, output ends %q", code, stderr[max(0, len(stderr)-200):], got[max(0, len(got)-40):])
	}
	checkPrefix(t, got, want)
}

// TestZipWithoutList: an archive whose list of members (at its end) is
// gone or damaged is read from the members' own headers, in order, with a
// warning: a download cut short still gives every game before the cut,
// then the I/O error naming archive and member; a damaged list alone
// loses nothing.
func TestZipWithoutList(t *testing.T) {
	text := corpusSample(t)
	at := bytes.Index(text[len(text)/3:], []byte("\n[Event ")) + len(text)/3 + 1
	one, two := text[:at], text[at:]
	dir := t.TempDir()
	wantOne, _, _ := convertCLI(t, "", "convert", "-q", writeFile(t, dir, "one.pgn", string(one)))
	wantTwo, _, _ := convertCLI(t, "", "convert", "-q", writeFile(t, dir, "two.pgn", string(two)))
	data := makeZip(t, "one.pgn", string(one), "two.pgn", string(two))
	list := bytes.LastIndex(data, []byte("PK\x01\x02"))
	list = bytes.LastIndex(data[:list], []byte("PK\x01\x02")) // the first of the two records
	damaged := bytes.Clone(data)
	copy(damaged[list+28:], "\xff\xff")            // one.pgn's name length: past the end
	second := bytes.Index(data, []byte("two.pgn")) // in its local header

	for _, tc := range []struct {
		name, data string
		code       int
		says       string // on stderr, after the warning
		whole      bool   // all games written; else one's and a part of two's
	}{
		{"truncated in the second member", string(data[:second+(list-second)/2]), exitIO, "t.zip:two.pgn: truncated zip data", false},
		{"damaged list", string(damaged), -1, "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := writeFile(t, dir, "t.zip", tc.data)
			got, stderr, code := convertCLI(t, "", "convert", file)
			if tc.code >= 0 && code != tc.code || tc.code < 0 && code == exitIO {
				t.Errorf("exit %d, want %d: %s", code, tc.code, stderr)
			}
			if !strings.Contains(stderr, "notaz: "+file+": warning: truncated or corrupt zip archive") ||
				!strings.Contains(stderr, "reading the members in order from their own headers") {
				t.Errorf("no warning: %s", stderr)
			}
			if !strings.Contains(stderr, tc.says) {
				t.Errorf("stderr lacks %q: %s", tc.says, stderr)
			}
			if tc.whole {
				if got != wantOne+wantTwo {
					t.Errorf("%d bytes written, want %d", len(got), len(wantOne+wantTwo))
				}
				return
			}
			if !strings.HasPrefix(got, wantOne) {
				t.Fatalf("the first member's games are not all written")
			}
			checkPrefix(t, got[len(wantOne):], wantTwo)
		})
	}
}

// TestCompressedOutput: -o and --rejects ending in .gz or .zst write that
// format, holding what a plain output holds.
func TestCompressedOutput(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.pgn", game+"\n[Event \"bad\"]\n\n1. e4 e5 2. Ke3 *\n")
	wantOut, _, _ := convertCLI(t, "", "convert", "-q", "--rejects", filepath.Join(dir, "plain-rejects.pgn"), in)
	wantRej, _ := os.ReadFile(filepath.Join(dir, "plain-rejects.pgn"))
	for _, ext := range []string{".gz", ".zst"} {
		out, rej := filepath.Join(dir, "out.pgn"+ext), filepath.Join(dir, "rejects.pgn"+ext)
		if _, stderr, code := convertCLI(t, "", "convert", "-q", "-o", out, "--rejects", rej, in); code != exitGames {
			t.Fatalf("%s: exit %d: %s", ext, code, stderr)
		}
		for _, f := range []struct{ path, want string }{{out, wantOut}, {rej, string(wantRej)}} {
			// notaz reads its own output back: the format is recognised.
			got, stderr, _ := convertCLI(t, "", "convert", "-q", "--max-game-size", "1KiB", f.path)
			raw, _ := os.ReadFile(f.path)
			if compressed.Sniff(raw) != compressed.ByName(f.path) {
				t.Errorf("%s is not compressed: %q (%s)", f.path, raw, stderr)
			}
			plain, _, _ := convertCLI(t, f.want, "convert", "-q", "--max-game-size", "1KiB")
			if got != plain {
				t.Errorf("%s holds %q, want %q", f.path, got, plain)
			}
		}
	}
}
