package main

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/text/encoding/charmap"
)

// TestConvertEncodings: input that is not UTF-8 is read as Windows-1252 by
// default, or as --encoding says; output is always UTF-8.
func TestConvertEncodings(t *testing.T) {
	game := func(white string) string {
		return "[Event \"E\"]\n[White \"" + white + "\"]\n\n1. e4 e5 *\n"
	}
	encode := func(e *charmap.Charmap, s string) string {
		b, err := e.NewEncoder().String(s)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	tests := []struct {
		name, input string
		args        []string
		want        string
	}{
		{"utf-8", game("Polgár"), nil, "Polgár"},
		{"utf-8 with BOM", "\ufeff" + game("Polgár"), nil, "Polgár"},
		{"latin-1 by default", encode(charmap.ISO8859_1, game("Polgár")), nil, "Polgár"},
		{"cp1252 quotes", encode(charmap.Windows1252, game("Nimzowitsch “N”")), nil, "Nimzowitsch “N”"},
		{"cp1251", encode(charmap.Windows1251, game("Каспаров")), []string{"--encoding", "cp1251"}, "Каспаров"},
		{"koi8-r", encode(charmap.KOI8R, game("Каспаров")), []string{"--encoding", "koi8-r"}, "Каспаров"},
		{"cp866", encode(charmap.CodePage866, game("Каспаров")), []string{"--encoding", "cp866"}, "Каспаров"},
		{"iso-8859-7", encode(charmap.ISO8859_7, game("Σφήκας")), []string{"--encoding", "iso-8859-7"}, "Σφήκας"},
		{"utf-16le with BOM", utf16le("\ufeff" + game("Polgár")), nil, "Polgár"},
		{"utf-16le without BOM", utf16le(game("Polgár")), nil, "Polgár"},
		{"cp1251 detected", encode(charmap.Windows1251, game("Каспаров")+"[White \"Крамник\"]\n\n1. e4 Кf6 2. Кf3 *\n"), nil, "Каспаров"},
		{"koi8-r detected", encode(charmap.KOI8R, game("Каспаров")+"[White \"Крамник\"]\n\n1. e4 Кf6 2. Кf3 *\n"), nil, "Каспаров"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			args := append(append([]string{"notaz", "convert"}, tt.args...), "-")
			if code := run(args, strings.NewReader(tt.input), &out, &errb); code != 0 {
				t.Fatalf("exit %d: %s", code, errb.String())
			}
			if !strings.Contains(out.String(), "[White \""+tt.want+"\"]") {
				t.Errorf("output does not hold %q:\n%s", tt.want, out.String())
			}
		})
	}
}

func utf16le(s string) string {
	var b []byte
	for _, r := range s {
		if r > 0xffff {
			panic("test text is BMP only")
		}
		b = append(b, byte(r), byte(r>>8))
	}
	return string(b)
}

// TestEncodingReport: -v names the encoding; a guess is a positioned
// warning naming the --encoding value to try, even without -v, at the
// original file's line under --origin.
func TestEncodingReport(t *testing.T) {
	for _, c := range []struct {
		name, input string
		args        []string
		want        string
	}{
		{"verbose", "[Event \"E\"]\n[White \"\xca\xe0\xf1\xef\xe0\xf0\xee\xe2\"]\n\n1. e4 \xcaf6 *\n", []string{"-v"}, "-: read as cp1251"},
		{"guess", "[Event \"E\"]\n[White \"Veli\xe8ka\"]\n\n1. e4 e5 *\n", nil, "-:2:13: warning: not UTF-8; read as cp1252"},
		{"guess names the other", "[Event \"E\"]\n[White \"Veli\xe8ka\"]\n\n1. e4 e5 *\n", nil, "--encoding cp1250"},
		// A part of a big file: the line is the original's, as in every
		// other diagnostic (part line 2 is line 101 when it starts at 100).
		{"guess in a part", "[Event \"E\"]\n[White \"Veli\xe8ka\"]\n\n1. e4 e5 *\n", []string{"--origin", "big.pgn:100:7"}, "big.pgn:101:13: warning: not UTF-8; read as cp1252"},
	} {
		var out, errb bytes.Buffer
		args := append(append([]string{"notaz", "convert"}, c.args...), "-")
		if code := run(args, strings.NewReader(c.input), &out, &errb); code != 0 {
			t.Fatalf("%s: exit %d: %s", c.name, code, errb.String())
		}
		if !strings.Contains(errb.String(), c.want) {
			t.Errorf("%s: stderr %q lacks %q", c.name, errb.String(), c.want)
		}
	}
	var out, errb bytes.Buffer
	run([]string{"notaz", "convert", "-"}, strings.NewReader("[White \"Polg\xe1r\"]\n\n1. e4 *\n"), &out, &errb)
	if errb.String() != oneGameSummary {
		t.Errorf("a clear Latin-1 file is reported: %q", errb.String())
	}
}
