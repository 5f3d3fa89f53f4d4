// Package charset decodes chess files to UTF-8 as a stream. PGN is ISO
// 8859-1 by the standard, but real files are UTF-8 (with or without a BOM),
// Latin-1, Windows-1252, UTF-16 from Windows editors, and for Russian CP1251,
// KOI8-R or CP866.
package charset

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/ianaindex"
	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// NewReader returns a reader of r's text as UTF-8.
//
// With enc "" or "auto" a UTF-8 byte order mark is dropped, a UTF-16 one
// (either byte order) selects UTF-16, and text that is valid UTF-8 passes
// through unchanged. At the first byte that is not UTF-8 the text is read
// as the single-byte encoding it reads best in, chosen by evidence (piece
// letters and words of the languages each encoding writes, after a bounded
// look-ahead), Windows-1252 when nothing decides; a later line that is
// valid UTF-8 with multi-byte sequences is read as UTF-8. Open reports the
// choice, and whether it was a guess (Choice).
//
// Otherwise enc names the encoding: see Names, or any IANA charset name. The
// output is valid UTF-8 for every input.
func NewReader(r io.Reader, enc string) (io.Reader, error) {
	return Open(r, Options{Encoding: enc})
}

// aliases lists the encodings NewReader knows by name; the first name of
// each is the one Names shows. Names match ignoring case, '-', '_', ' ', '.'.
var aliases = []struct {
	names []string
	enc   encoding.Encoding
}{
	{[]string{"utf-8"}, unicode.UTF8BOM}, // drops a BOM; invalid bytes become U+FFFD
	// UTF-16 without a BOM is little-endian, as Windows writes it; a BOM wins.
	{[]string{"utf-16", "ucs-2", "unicode"}, unicode.UTF16(unicode.LittleEndian, unicode.UseBOM)},
	{[]string{"utf-16le"}, unicode.UTF16(unicode.LittleEndian, unicode.UseBOM)},
	{[]string{"utf-16be"}, unicode.UTF16(unicode.BigEndian, unicode.UseBOM)},
	// Latin-1 is read as its superset Windows-1252, as browsers do (WHATWG):
	// its 0x80-0x9F are C1 controls, which no PGN means.
	{[]string{"latin1", "iso-8859-1", "l1", "cp1252", "windows-1252", "ansi"}, charmap.Windows1252},
	{[]string{"latin9", "iso-8859-15"}, charmap.ISO8859_15},
	{[]string{"latin2", "iso-8859-2"}, charmap.ISO8859_2},
	{[]string{"cp1250", "windows-1250"}, charmap.Windows1250},
	{[]string{"cp1251", "windows-1251"}, charmap.Windows1251},
	{[]string{"koi8-r", "koi8"}, charmap.KOI8R},
	{[]string{"koi8-u"}, charmap.KOI8U},
	{[]string{"cp866", "ibm866", "866"}, charmap.CodePage866},
	{[]string{"iso-8859-5"}, charmap.ISO8859_5},
	{[]string{"iso-8859-7", "greek"}, charmap.ISO8859_7},
	{[]string{"cp1253", "windows-1253"}, charmap.Windows1253},
	{[]string{"cp1257", "windows-1257"}, charmap.Windows1257},
	{[]string{"cp437", "ibm437"}, charmap.CodePage437},
	{[]string{"cp850", "ibm850"}, charmap.CodePage850},
	{[]string{"cp852", "ibm852"}, charmap.CodePage852},
	{[]string{"macroman", "macintosh"}, charmap.Macintosh},
}

// Names returns the encoding names NewReader documents, "auto" first.
func Names() []string {
	names := []string{"auto"}
	for _, a := range aliases {
		names = append(names, a.names[0])
	}
	return names
}

// normalize folds a name for comparison: "Windows_1251" → "windows1251".
func normalize(name string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '-', '_', ' ', '.':
			return -1
		}
		return r
	}, strings.ToLower(strings.TrimSpace(name)))
}

func transformer(enc string) (transform.Transformer, error) {
	key := normalize(enc)
	for _, a := range aliases {
		for _, n := range a.names {
			if normalize(n) == key {
				if a.enc == charmap.Windows1252 {
					return new(latin1), nil
				}
				return a.enc.NewDecoder(), nil
			}
		}
	}
	// Anything else IANA knows (Shift_JIS, GB18030, …). A nil encoding
	// means the name is registered but x/text cannot decode it.
	if e, err := ianaindex.IANA.Encoding(enc); err == nil && e != nil {
		return e.NewDecoder(), nil
	}
	return nil, fmt.Errorf("unknown encoding %q (supported: %s, or another IANA charset name)", enc, strings.Join(Names(), ", "))
}

// cp1252 holds the UTF-8 form of bytes 0x80-0xFF in Windows-1252. The five
// bytes Windows-1252 leaves undefined become the C1 controls of the same
// value, as in WHATWG's table (x/text gives U+FFFD), so no byte is lost.
var cp1252 [128][]byte

func init() {
	for i := range cp1252 {
		b := byte(0x80 + i)
		r := charmap.Windows1252.DecodeByte(b)
		if r == utf8.RuneError {
			r = rune(b)
		}
		cp1252[i] = utf8.AppendRune(nil, r)
	}
}

var (
	bomUTF8    = []byte{0xEF, 0xBB, 0xBF}
	bomUTF16LE = []byte{0xFF, 0xFE}
	bomUTF16BE = []byte{0xFE, 0xFF}
)

// errInvalid stops an undecided auto at the first byte that is not UTF-8,
// for autoReader to choose an encoding from what follows.
var errInvalid = errors.New("charset: invalid UTF-8")

// auto copies UTF-8 and reads each byte that is not part of a valid UTF-8
// sequence as Windows-1252; until decided it stops at the first such byte
// with errInvalid instead.
type auto struct {
	decided bool
}

// Reset keeps decided: it is the mode, not the state of a stream.
func (t *auto) Reset() {}

func (t *auto) Transform(dst, src []byte, atEOF bool) (nDst, nSrc int, err error) {
	for nSrc < len(src) {
		// Copy the longest run of valid UTF-8 that fits in dst.
		end := min(len(src), nSrc+len(dst)-nDst)
		n := validPrefix(src[nSrc:end])
		nDst += copy(dst[nDst:], src[nSrc:nSrc+n])
		nSrc += n
		if nSrc == len(src) {
			break
		}
		// src[nSrc] is ASCII or a valid character cut off by the end of
		// dst, an invalid sequence, or one cut off by the end of src.
		c := src[nSrc]
		if c < utf8.RuneSelf {
			return nDst, nSrc, transform.ErrShortDst
		}
		r, size := utf8.DecodeRune(src[nSrc:])
		out := src[nSrc : nSrc+size]
		if r == utf8.RuneError && size == 1 {
			if !atEOF && !utf8.FullRune(src[nSrc:]) {
				return nDst, nSrc, transform.ErrShortSrc
			}
			if !t.decided {
				return nDst, nSrc, errInvalid
			}
			out = cp1252[c-0x80]
		}
		if len(dst)-nDst < len(out) {
			return nDst, nSrc, transform.ErrShortDst
		}
		nDst += copy(dst[nDst:], out)
		nSrc += size
	}
	return nDst, nSrc, nil
}

// validPrefix returns the length of the longest prefix of b made of whole
// valid UTF-8 characters. Nearly every chunk is valid throughout, and the
// standard library's check is the fastest way to learn that; otherwise scan,
// skipping ASCII 16 bytes at a time.
func validPrefix(b []byte) int {
	if utf8.Valid(b) {
		return len(b)
	}
	const hi = 0x8080808080808080
	i := 0
	for i < len(b) {
		for i+16 <= len(b) && (binary.LittleEndian.Uint64(b[i:])|binary.LittleEndian.Uint64(b[i+8:]))&hi == 0 {
			i += 16
		}
		if i >= len(b) {
			break
		}
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && size == 1 {
			break
		}
		i += size
	}
	return i
}

func hasPrefix(b, prefix []byte) bool {
	return len(b) >= len(prefix) && string(b[:len(prefix)]) == string(prefix)
}

// latin1 decodes Latin-1 and Windows-1252 by the cp1252 table: Windows-1252
// where it defines a byte, and the C1 control of the same value (as
// ISO-8859-1 has it) for the five bytes it leaves undefined. Files labelled
// Latin-1 are Windows-1252 in practice (“” € …, as WHATWG reads them), and
// no byte becomes U+FFFD, so nothing is lost silently.
type latin1 struct{ transform.NopResetter }

func (latin1) Transform(dst, src []byte, atEOF bool) (nDst, nSrc int, err error) {
	for nSrc < len(src) {
		c := src[nSrc]
		if c < utf8.RuneSelf {
			if nDst == len(dst) {
				return nDst, nSrc, transform.ErrShortDst
			}
			dst[nDst] = c
			nDst++
			nSrc++
			continue
		}
		out := cp1252[c-0x80]
		if len(dst)-nDst < len(out) {
			return nDst, nSrc, transform.ErrShortDst
		}
		nDst += copy(dst[nDst:], out)
		nSrc++
	}
	return nDst, nSrc, nil
}
