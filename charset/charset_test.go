package charset

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// decode reads all of in through NewReader(enc), feeding it via wrap.
func decode(t testing.TB, in []byte, enc string, wrap func(io.Reader) io.Reader) string {
	t.Helper()
	r, err := NewReader(wrap(bytes.NewReader(in)), enc)
	if err != nil {
		t.Fatal(err)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("%s %q: %v", enc, in, err)
	}
	return string(out)
}

func whole(r io.Reader) io.Reader { return r }

// readers feed input whole, a byte at a time and in halves, so that
// characters and byte order marks are split across reads.
var readers = map[string]func(io.Reader) io.Reader{
	"whole": whole, "one-byte": iotest.OneByteReader, "half": iotest.HalfReader,
}

func TestAuto(t *testing.T) {
	for _, c := range []struct{ name, in, want string }{
		{"empty", "", ""},
		{"ascii", "1. e4 e5 2. Nf3 *\n", "1. e4 e5 2. Nf3 *\n"},
		{"utf8", "[White \"Polgár\"] 1.Кf3 ε4 ♘f3 €", "[White \"Polgár\"] 1.Кf3 ε4 ♘f3 €"},
		{"U+FFFD stays", "a\uFFFDb", "a\uFFFDb"},
		{"utf8 bom", "\xEF\xBB\xBF[Event \"x\"]", "[Event \"x\"]"},
		{"bom only", "\xEF\xBB\xBF", ""},
		{"inner bom kept", "a\xEF\xBB\xBFb", "a\uFEFFb"},
		{"bom prefix", "\xEF\xBB", "ï»"},
		{"latin1", "Polg\xE1r M\xFCller \xC9cole", "Polgár Müller École"},
		{"cp1252", "\x93quoted\x94 \x80 \x85", "“quoted” € …"},
		{"cp1252 undefined", "[Site \"Z\x81rich\x8D\"]", "[Site \"Z\u0081rich\u008D\"]"},
		{"stray in utf8", "Müller \xE9t\xE9 Кf3", "Müller été Кf3"},
		{"truncated at end", "ab\xE2\x82", "abâ‚"},
		{"bad continuation", "\xE2\x82A", "â‚A"},
		{"overlong", "\xC0\xAF", "АЇ"}, // two Ukrainian letters are all the evidence
		{"surrogate", "\xED\xA0\x80", "í\u00a0€"},
		{"utf16le", "\xFF\xFE1\x00.\x00 \x00\x1A\x04f\x003\x00", "1. Кf3"},
		{"utf16be", "\xFE\xFF\x001\x00.\x00 \x04\x1A\x00f\x003", "1. Кf3"},
	} {
		for rn, wrap := range readers {
			if got := decode(t, []byte(c.in), "auto", wrap); got != c.want {
				t.Errorf("%s (%s): got %q, want %q", c.name, rn, got, c.want)
			}
		}
		if strings.Contains(c.name, "bom") || strings.HasPrefix(c.name, "utf16") || c.name == "overlong" {
			continue // byte order marks are autoReader's, not the copier's
		}
		for _, size := range [][2]int{{1, 1}, {1, 3}, {2, 2}, {3, 1}, {4, 5}, {64, 64}} {
			got, err := drive(&auto{decided: true}, []byte(c.in), size[0], size[1])
			if err != nil || got != c.want {
				t.Errorf("%s (src %d, dst %d): got %q, %v; want %q", c.name, size[0], size[1], got, err, c.want)
			}
		}
	}
}

// drive runs tr over in by hand with src windows of srcMax bytes and a dst
// of dstMax bytes, growing them only when tr makes no progress, to exercise
// every boundary transform.Reader's 4 KiB buffers rarely hit.
func drive(tr transform.Transformer, in []byte, srcMax, dstMax int) (string, error) {
	tr.Reset()
	var out []byte
	dst := make([]byte, dstMax)
	pos, win := 0, srcMax
	for range 10 * (len(in) + 10) {
		end := min(pos+win, len(in))
		atEOF := end == len(in)
		nDst, nSrc, err := tr.Transform(dst, in[pos:end], atEOF)
		if !utf8.Valid(dst[:nDst]) {
			return "", fmt.Errorf("invalid UTF-8 chunk %q", dst[:nDst])
		}
		out = append(out, dst[:nDst]...)
		pos += nSrc
		switch {
		case err == nil && pos != end:
			return "", fmt.Errorf("nil error with %d bytes left", end-pos)
		case err == nil && atEOF:
			return string(out), nil
		case err == nil:
			win = srcMax
		case err == transform.ErrShortSrc && atEOF:
			return "", errors.New("ErrShortSrc at EOF")
		case err == transform.ErrShortSrc && nSrc == 0:
			win++
		case err == transform.ErrShortDst && nDst == 0 && nSrc == 0:
			dst = make([]byte, len(dst)+1)
		case err != transform.ErrShortSrc && err != transform.ErrShortDst:
			return "", err
		}
	}
	return "", errors.New("no progress")
}

func TestCorpusLatin1(t *testing.T) {
	const file = "../../shared/corpus/encodings/pychess-mate_in_2.latin1.pgn"
	in, err := os.ReadFile(file)
	if err != nil {
		t.Skip("corpus not available:", err)
	}
	if utf8.Valid(in) {
		t.Fatal("the Latin-1 sample is valid UTF-8: wrong file?")
	}
	for _, enc := range []string{"auto", "latin1", "ISO-8859-1", "cp1252"} {
		for rn, wrap := range readers {
			out := decode(t, in, enc, wrap)
			if !utf8.ValidString(out) || strings.ContainsRune(out, utf8.RuneError) {
				t.Errorf("%s (%s): output not clean UTF-8", enc, rn)
			}
			if !strings.Contains(out, `[White "Judit Polgár"]`) {
				t.Errorf("%s (%s): Polgár not decoded", enc, rn)
			}
			if strings.Count(out, "\n") != bytes.Count(in, []byte("\n")) || len(out) != len(in)+1 {
				t.Errorf("%s (%s): %d bytes, want %d (one 2-byte letter)", enc, rn, len(out), len(in)+1)
			}
		}
	}
}

const russian = "1. e2-e4 e7-e5 2. Кg1-f3 Кb8-c6 3. Сf1-b5 Фd8-e7 4. Крe1-g1 Лa8-d8 " +
	"{Белые сдались. Ёлка: ферзь, ладья, слон, конь, король, пешка - мат}\n"

func TestRoundTrip(t *testing.T) {
	for _, c := range []struct {
		names []string
		enc   encoding.Encoding
		text  string
	}{
		{[]string{"cp1251", "windows-1251", "CP1251"}, charmap.Windows1251, russian},
		{[]string{"koi8-r", "KOI8-R", "koi8r"}, charmap.KOI8R, russian},
		{[]string{"cp866", "ibm866", "IBM866"}, charmap.CodePage866, russian},
		{[]string{"iso-8859-7", "greek"}, charmap.ISO8859_7, "1.ε4 ε5 2.Ιζ3 Ιγ6 3.Αβ5 α6 5.Ο-Ο Αε7 ματ\n"},
		{[]string{"cp1250", "windows-1250"}, charmap.Windows1250, "Velička – Svrčina 1.e4 c5 2.Jf3 Wieża Goniec Skoczek\n"},
		{[]string{"latin1", "iso-8859-1", "windows-1252"}, charmap.Windows1252, "Défense Grünfeld, 1. Cf3 Cf6 “…”\n"},
		{[]string{"utf-16", "UTF-16LE"}, unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), russian},
		{[]string{"utf-16", "utf-16be"}, unicode.UTF16(unicode.BigEndian, unicode.UseBOM), russian},
		{[]string{"auto", "utf-16"}, unicode.UTF16(unicode.LittleEndian, unicode.UseBOM), russian},
		{[]string{"auto", "utf-8"}, unicode.UTF8BOM, russian},
	} {
		in, err := c.enc.NewEncoder().Bytes([]byte(c.text))
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range c.names {
			for rn, wrap := range readers {
				if got := decode(t, in, name, wrap); got != c.text {
					t.Errorf("%s (%s): got %q, want %q", name, rn, got, c.text)
				}
			}
		}
	}
}

func TestExplicitUTF8(t *testing.T) {
	if got := decode(t, []byte("\xEF\xBB\xBFa\xE9b"), "utf-8", whole); got != "a\uFFFDb" {
		t.Errorf("utf-8 got %q: want BOM dropped and U+FFFD for a bad byte", got)
	}
}

func TestNames(t *testing.T) {
	for _, n := range Names() {
		if _, err := NewReader(strings.NewReader(""), n); err != nil {
			t.Errorf("listed name %q: %v", n, err)
		}
	}
	// Names x/text knows beyond the list.
	for _, n := range []string{"", "AUTO", "Shift_JIS", "GB18030", "ISO_8859-1:1987", "windows-1254"} {
		if _, err := NewReader(strings.NewReader(""), n); err != nil {
			t.Errorf("%q: %v", n, err)
		}
	}
	_, err := NewReader(strings.NewReader(""), "klingon-8")
	if err == nil || !strings.Contains(err.Error(), `"klingon-8"`) || !strings.Contains(err.Error(), "koi8-r") {
		t.Errorf("unknown name error %v should name it and list the supported ones", err)
	}
}

// FuzzAuto: never panics, output is valid UTF-8, valid UTF-8 input comes out
// unchanged (less a leading BOM), and how the input is split does not matter.
func FuzzAuto(f *testing.F) {
	for _, s := range []string{"", "1. e4 e5", "Polg\xE1r", "\xEF\xBB\xBFx", "\xFF\xFEa\x00", "Кf3 \xE2\x82", "\xED\xA0\x80"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out := decode(t, in, "auto", whole)
		if !utf8.ValidString(out) {
			t.Fatalf("invalid output %q", out)
		}
		// Valid UTF-8 passes byte for byte, unless its NUL bytes make it
		// UTF-16 (PGN has no NUL).
		if utf8.Valid(in) && !looksUTF16(in) {
			want := strings.TrimPrefix(string(in), "\uFEFF")
			if out != want {
				t.Fatalf("valid UTF-8 changed: %q -> %q", in, out)
			}
		}
		if split := decode(t, in, "auto", iotest.OneByteReader); split != out {
			t.Fatalf("one byte at a time: %q, whole: %q", split, out)
		}
		if half := decode(t, in, "auto", iotest.HalfReader); half != out {
			t.Fatalf("half reads: %q, whole: %q", half, out)
		}
		big, err := drive(&auto{decided: true}, in, 64, 64)
		if small, err2 := drive(&auto{decided: true}, in, 2, 3); err != nil || err2 != nil || small != big {
			t.Fatalf("copier with small buffers: %q, %v; big: %q, %v", small, err2, big, err)
		}
	})
}

// pgn repeats a game to n bytes; extra is spliced into each copy.
func pgn(n int, extra string) []byte {
	game := "[Event \"Casual\"]\n[Site \"London\"]\n[White \"Anderssen" + extra + "\"]\n[Black \"Kieseritzky\"]\n[Result \"1-0\"]\n\n" +
		"1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5\n" +
		"9. Nf5 c6 10. g4 Nf6 11. Rg1 cxb5 12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8 15. Bxf4 Qf6\n" +
		"16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6 Bxg1 19. e5 Qxa1+ 20. Ke2 Na6 21. Nxg7+ Kd8\n" +
		"22. Qf6+ Nxf6 23. Be7# 1-0\n\n"
	return bytes.Repeat([]byte(game), n/len(game)+1)[:n]
}

func benchmarkDecode(b *testing.B, in []byte, enc string) {
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		r, err := NewReader(bytes.NewReader(in), enc)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := io.Copy(io.Discard, r); err != nil {
			b.Fatal(err)
		}
	}
}

const benchSize = 4 << 20

// BenchmarkCopy is the baseline: the same bytes without decoding.
func BenchmarkCopy(b *testing.B) {
	in := pgn(benchSize, "")
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		io.Copy(io.Discard, struct{ io.Reader }{bytes.NewReader(in)})
	}
}

func BenchmarkAutoASCII(b *testing.B) { benchmarkDecode(b, pgn(benchSize, ""), "auto") }
func BenchmarkAutoUTF8(b *testing.B) {
	benchmarkDecode(b, pgn(benchSize, " Ανδερσεν Андерсен"), "auto")
}
func BenchmarkAutoLatin1(b *testing.B) { benchmarkDecode(b, pgn(benchSize, " M\xFCller"), "auto") }
func BenchmarkCP1251(b *testing.B)     { benchmarkDecode(b, pgn(benchSize, " \xC0\xED\xE4"), "cp1251") }

func looksUTF16(b []byte) bool {
	return len(b) >= 4 && (b[0] != 0 && b[1] == 0 && b[2] != 0 && b[3] == 0 || b[0] == 0 && b[1] != 0 && b[2] == 0 && b[3] != 0)
}

// TestMixedEncodings: once cp1251 is chosen, a later line that is valid
// UTF-8 with bytes past ASCII is read as UTF-8, with one report (issue
// 21: "München" came out "MГјнchen", silently); the cp1251 lines after it
// are still cp1251.
func TestMixedEncodings(t *testing.T) {
	ru := "[Event \"Чемпионат России\"]\n[White \"Каспаров\"]\n\n1. e4 e5 2. Кf3 Кc6 3. Сb5 a6 *\n\n"
	de := "[Event \"München\"]\n[White \"Jörg Müller\"]\n\n1. d4 d5 *\n\n"
	cp, _ := charmap.Windows1251.NewEncoder().String(ru)
	in := cp + de + strings.Repeat(cp, 2000) + de // past one 64 KiB block
	var reports []Choice
	r, err := Open(strings.NewReader(in), Options{Report: func(c Choice) { reports = append(reports, c) }})
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	if want := ru + de + strings.Repeat(ru, 2000) + de; string(got) != want {
		t.Errorf("decoded text differs (%d bytes, want %d): %.300q", len(got), len(want), got)
	}
	if len(reports) != 2 || reports[0].Encoding != "cp1251" || !reports[1].Mixed || reports[1].Other != "cp1251" || reports[1].Line != 6 || reports[1].Column != 10 {
		t.Errorf("reports %+v", reports)
	}
}
