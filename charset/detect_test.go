package charset

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"golang.org/x/text/encoding/charmap"
)

// Re-typed and made-up scores in the languages whose files come in
// single-byte encodings.
const (
	ruGame = "[Event \"Чемпионат СССР\"]\n[White \"Ботвинник\"]\n[Black \"Таль\"]\n\n" +
		"1. e2-e4 e7-e5 2. Кg1-f3 Кb8-c6 3. Сf1-b5 a7-a6 4. Сb5-a4 Кg8-f6 5. 0-0 Сf8-e7\n" +
		"6. Лf1-e1 b7-b5 7. Сa4-b3 d7-d6 8. c2-c3 0-0 9. h2-h3 Фd8-d7 10. Крg1-h1 мат 1-0\n\n"
	elGame = "[Event \"Πανελλήνιο\"]\n[White \"Παπαδόπουλος\"]\n\n" +
		"1.ε4 ε5 2.Ιζ3 Ιγ6 3.Αβ5 α6 4.Αα4 Ιζ6 5.Ο-Ο Αε7 6.Πε1 β5 7.Αβ3 δ6 8.γ3 Ο-Ο 9.Βε2 Ρη8 1-0\n\n"
	plGame = "[Event \"Mistrzostwa Polski\"]\n[White \"Świderski, Łukasz\"]\n[Black \"Gołębiowski\"]\n\n" +
		"1. e4 e5 2. Sf3 Sc6 3. Gb5 a6 {Wieża, goniec, skoczek, hetman, król} 4. Ga4 Sf6 1-0\n\n"
	frGame = "[Event \"Championnat de France\"]\n[White \"Lévêque, François\"]\n[Site \"Besançon\"]\n\n" +
		"1. e4 e5 2. Cf3 Cc6 3. Fb5 a6 {défense, échec, Dame, Tour, Fou, Cavalier} 4. Fa4 Cf6 1-0\n\n"
	deGame = "[Event \"Deutsche Meisterschaft\"]\n[White \"Müller, Jürgen\"]\n[Site \"Würzburg\"]\n\n" +
		"1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 {Läufer, Springer, König} 4. La4 Sf6 1-0\n\n"
)

func TestDetect(t *testing.T) {
	for _, c := range []struct {
		name  string
		cm    *charmap.Charmap
		text  string
		want  string // Choice.Encoding
		guess bool
	}{
		{"ru cp1251", charmap.Windows1251, ruGame, "cp1251", false},
		{"ru koi8-r", charmap.KOI8R, ruGame, "koi8-r", false},
		{"ru cp866", charmap.CodePage866, ruGame, "cp866", false},
		{"el iso-8859-7", charmap.ISO8859_7, elGame, "iso-8859-7", false},
		{"el cp1253", charmap.Windows1253, elGame, "iso-8859-7", false}, // same letters
		{"pl cp1250", charmap.Windows1250, plGame, "cp1250", false},
		{"pl latin2", charmap.ISO8859_2, plGame, "latin2", false},
		{"fr cp1252", charmap.Windows1252, frGame, "cp1252", false},
		{"de latin1", charmap.ISO8859_1, deGame, "cp1252", false},
		{"ru cp1251 many games", charmap.Windows1251, strings.Repeat(ruGame, 400), "cp1251", false},
	} {
		in, err := c.cm.NewEncoder().String(c.text)
		if err != nil {
			t.Fatal(err)
		}
		for rn, wrap := range readers {
			var got []Choice
			r, _ := Open(wrap(strings.NewReader("[Site \"?\"]\n"+in)), Options{Report: func(ch Choice) { got = append(got, ch) }})
			out, err := io.ReadAll(r)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 1 {
				t.Fatalf("%s (%s): %d reports, want 1", c.name, rn, len(got))
			}
			ch := got[0]
			line := 2 + strings.Count(c.text[:strings.IndexFunc(c.text, func(r rune) bool { return r > 0x7f })], "\n")
			if ch.Encoding != c.want || ch.Guess != c.guess || ch.Line != line {
				t.Errorf("%s (%s): chose %+v, want %s guess %v at line %d", c.name, rn, ch, c.want, c.guess, line)
			}
			if want := "[Site \"?\"]\n" + c.text; string(out) != want {
				t.Errorf("%s (%s): decoded %.80q…", c.name, rn, out)
			}
		}
	}
}

// TestDetectUndecided: too little evidence, or none that reads as text,
// falls back to Windows-1252 and says so.
func TestDetectUndecided(t *testing.T) {
	for _, c := range []struct {
		name, in string
		guess    bool
	}{
		{"Czech, not mixed Latin", "[White \"Z\xe8\xf8 Mar\xe8\xe8\"]\n", false}, // cp1250 below
		{"one accented letter", "[White \"Polg\xe1r\"]\n", false},                // cp1250 reads it alike
		{"Velička or Velièka", "[White \"Veli\xe8ka\"]\n", true},                 // Czech (cp1250) or French letters (cp1252)?
		{"junk", "\x98\xb0\xb1\xb2 \xdb\xdc\xdd\x98\n", true},                    // symbols or undefined everywhere
	} {
		var got Choice
		r, _ := Open(strings.NewReader(c.in), Options{Report: func(ch Choice) { got = ch }})
		if _, err := io.ReadAll(r); err != nil {
			t.Fatal(err)
		}
		want := "cp1252"
		if strings.HasPrefix(c.name, "Czech") {
			want = "cp1250" // "Zčř Marčč", not "Zèø Marèè"
		}
		if got.Encoding != want || got.Guess != c.guess {
			t.Errorf("%s: %+v, want cp1252 guess %v", c.name, got, c.guess)
		}
	}
}

func TestReportPosition(t *testing.T) {
	in := "[Event \"Ё\"]\n[White \"Кр\xca\"]\n"
	var got Choice
	r, _ := Open(strings.NewReader(in), Options{Report: func(ch Choice) { got = ch }})
	io.ReadAll(r)
	if got.Line != 2 || got.Column != 11 || got.Offset != int64(strings.Index(in, "\xca")) {
		t.Errorf("position %d:%d @%d", got.Line, got.Column, got.Offset)
	}
	for _, c := range []struct{ in, enc string }{
		{"1. e4 *\n", "utf-8"},
		{"\xff\xfe1\x00", "utf-16le"},
		{"1\x00.\x00 \x00e\x004\x00", "utf-16le"},
		{"\x001\x00.\x00 \x00e\x004", "utf-16be"},
	} {
		got = Choice{}
		r, _ := Open(strings.NewReader(c.in), Options{Report: func(ch Choice) { got = ch }})
		io.ReadAll(r)
		if got.Encoding != c.enc {
			t.Errorf("%q: %+v, want %s", c.in, got, c.enc)
		}
	}
}

func TestUTF16NoBOM(t *testing.T) {
	in := []byte(utf16("[White \"Каспаров\"]\n1. e4 *\n", false))
	for rn, wrap := range readers {
		if got := decode(t, in, "auto", wrap); got != "[White \"Каспаров\"]\n1. e4 *\n" {
			t.Errorf("%s: %q", rn, got)
		}
	}
	be := []byte(utf16("1. Кf3 *\n", true))
	if got := decode(t, be, "auto", whole); got != "1. Кf3 *\n" {
		t.Errorf("big-endian: %q", got)
	}
}

func utf16(s string, bigEndian bool) string {
	var b []byte
	for _, r := range s {
		if bigEndian {
			b = append(b, byte(r>>8), byte(r))
		} else {
			b = append(b, byte(r), byte(r>>8))
		}
	}
	return string(b)
}

// TestLatin1C1: a named Latin-1 never turns a byte into U+FFFD.
func TestLatin1C1(t *testing.T) {
	var in []byte
	for b := 0x80; b <= 0x9f; b++ {
		in = append(in, byte(b))
	}
	for _, enc := range []string{"latin1", "iso-8859-1", "cp1252"} {
		out := decode(t, in, enc, whole)
		if strings.ContainsRune(out, '\uFFFD') || !strings.Contains(out, "€") || !strings.Contains(out, "\u0081") {
			t.Errorf("%s: %q", enc, out)
		}
	}
}

// blockingReader hands out its data, then blocks until closed.
type blockingReader struct {
	data []byte
	gate chan struct{}
}

func (b *blockingReader) Read(p []byte) (int, error) {
	if len(b.data) > 0 {
		n := copy(p, b.data)
		b.data = b.data[n:]
		return n, nil
	}
	<-b.gate
	return 0, io.EOF
}

// TestStreaming: UTF-8 is handed on as it comes, with no look-ahead; a
// non-UTF-8 game with clear evidence is decided at its line ends, before
// the input ends.
func TestStreaming(t *testing.T) {
	ru, _ := charmap.Windows1251.NewEncoder().String(ruGame)
	for _, c := range []struct{ name, in string }{
		{"utf-8", ruGame},
		{"cp1251", ru},
	} {
		br := &blockingReader{data: []byte(c.in), gate: make(chan struct{})}
		r, _ := Open(iotest.OneByteReader(br), Options{})
		got := make(chan []byte)
		go func() {
			var out []byte
			buf := make([]byte, 100)
			for !bytes.Contains(out, []byte("1-0")) {
				n, err := r.Read(buf)
				if err != nil {
					break
				}
				out = append(out, buf[:n]...)
			}
			got <- out
		}()
		select {
		case out := <-got:
			if !bytes.Contains(out, []byte("Крg1-h1 мат 1-0")) {
				t.Errorf("%s: %q", c.name, out)
			}
		case <-time.After(5 * time.Second):
			t.Errorf("%s: the game was held back while the input blocked", c.name)
		}
		close(br.gate)
	}
}
