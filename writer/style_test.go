package writer_test

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

// convertWith reads every game of in with letters (nil: English) and
// writes it with opts.
func convertWith(t *testing.T, in []byte, letters *locales.Input, opts *writer.Options) []byte {
	t.Helper()
	r := parser.NewReader(bytes.NewReader(in), parser.Options{Name: "in"})
	var out []byte
	for {
		g, err := r.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		rg := replay.Run(g, replay.Options{Letters: letters})
		if rg.Err != nil {
			t.Fatalf("game %d: %d:%d: %s", g.Number, rg.Err.Line, rg.Err.Column, rg.Err.Msg)
		}
		if out, err = writer.AppendGame(out, rg, opts); err != nil {
			t.Fatal(err)
		}
	}
}

// TestPrintStyleGolden writes testdata/print/games.pgn in every
// language's print style, compares with testdata/print/LANG.golden (go
// test ./writer -update rewrites them) and reads each back, in that
// language, to the standard export.
func TestPrintStyleGolden(t *testing.T) {
	src, err := os.ReadFile("testdata/print/games.pgn")
	if err != nil {
		t.Fatal(err)
	}
	export := convertWith(t, src, nil, nil)
	for _, l := range locales.All() {
		t.Run(l.Code, func(t *testing.T) {
			st := l.PrintStyle()
			opts := &writer.Options{Style: &st}
			if l.Code != "en" {
				opts.Letters = l.Output()
			}
			got := convertWith(t, export, nil, opts)
			golden := filepath.Join("testdata", "print", l.Code+".golden")
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./writer -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from %s:\n%s", l.Code, golden, lineDiff(want, got))
			}
			back := convertWith(t, got, l.Input(false), nil)
			if !bytes.Equal(back, export) {
				t.Errorf("%s print style read back differs from the export:\n%s", l.Code, lineDiff(export, back))
			}
		})
	}
}

// TestPrintStyleSigns checks the signs of some styles in one game, so that
// a change to the data shows as the sign it changes.
func TestPrintStyleSigns(t *testing.T) {
	in := []byte("[FEN \"4k2r/1P6/8/3pP3/8/8/8/R3K2R w KQk d6 0 30\"]\n[SetUp \"1\"]\n\n30. exd6 O-O 31. b8=Q Rxb8 32. O-O-O Rb1+ 33. Kxb1 *\n\n" +
		"1. f3 e5 2. g4 Qh4# 0-1\n\n1. e4 e5 1/2-1/2\n")
	tests := []struct{ code, want string }{
		{"ru", "30.e:d6 0-0 31.b8Ф Л:b8 32.0-0-0 Лb1+ 33.Кр:b1 *\n\n1.f3 e5 2.g4 Фh4× 0–1\n\n1.e4 e5 ½–½\n"},
		{"de", "30.e:d6 e.p. 0-0 31.b8D T:b8 32.0-0-0 Tb1+ 33.K:b1 *\n\n1.f3 e5 2.g4 Dh4# 0–1\n\n1.e4 e5 ½–½\n"},
		{"cs", "30. e×d6 e.p. 0-0 31. b8D V×b8 32. 0-0-0 Vb1+ 33. K×b1 *\n\n1. f3 e5 2. g4 Dh4X 0–1\n\n1. e4 e5 ½–½\n"},
		{"fig", "30.e×d6 0-0 31.b8♕ ♜×b8 32.0-0-0 ♜b1+ 33.♔×b1 *\n\n1.f3 e5 2.g4 ♛h4# 0–1\n\n1.e4 e5 ½–½\n"},
		{"da", "30. exd6 O-O 31. b8=D Txb8 32. O-O-O Tb1+ 33. Kxb1 *\n\n1. f3 e5 2. g4 Dh4# 0–1\n\n1. e4 e5 ½–½\n"},
	}
	for _, tt := range tests {
		l, err := locales.Lookup(tt.code)
		if err != nil {
			t.Fatal(err)
		}
		st := l.PrintStyle()
		out := convertWith(t, in, nil, &writer.Options{Style: &st, Letters: l.Output()})
		var lines []string
		for _, line := range strings.Split(string(out), "\n") {
			if line != "" && line[0] != '[' {
				lines = append(lines, line)
			}
		}
		if got := strings.Join(lines, "\n\n") + "\n"; got != tt.want {
			t.Errorf("%s:\n got %q\nwant %q", tt.code, got, tt.want)
		}
	}
}
