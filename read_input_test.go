package notaz_test

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"errors"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz"
	"github.com/notaz-chess/notaz/diag"
)

// TestReadWhatTheCLIReads: Read opens a stream as notaz convert opens a
// file: a .pgn.gz yields its games, a zip archive each member's (named
// NAME:member), a Latin-1 text is decoded with a finding that says so, and
// the findings after the last game come too.
func TestReadWhatTheCLIReads(t *testing.T) {
	games := "[White \"Anna\"]\n\n1. e4 e5 2. Cf3 Cc6 *\n\n[White \"Bea\"]\n\n1. d4 d5 *\n"
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(games))
	zw.Close()
	var zb bytes.Buffer
	za := zip.NewWriter(&zb)
	for _, m := range []string{"a.pgn", "b.pgn"} {
		w, _ := za.Create(m)
		w.Write([]byte(games))
	}
	za.Close()
	latin1 := []byte("[Event \"E\"]\n[White \"Veli\xe8ka\"]\n\n1. e4 e5 *\n")
	tests := []struct {
		name     string
		data     []byte
		files    []string // each game's File
		white    string   // the first game's White
		findings []diag.Code
	}{
		{"gzip", gz.Bytes(), []string{"g", "g"}, "Anna", nil},
		{"zip", zb.Bytes(), []string{"g:a.pgn", "g:a.pgn", "g:b.pgn", "g:b.pgn"}, "Anna", nil},
		{"latin-1", latin1, []string{"g"}, "Velièka", []diag.Code{diag.Encoding}},
		{"text after the last game", []byte(games + "\nbye\n"), []string{"g", "g"}, "Anna", []diag.Code{diag.Syntax}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var files []string
			var codes []diag.Code
			white := ""
			// A plain reader: Read cannot see the bytes are in memory.
			for g, err := range notaz.Read(struct{ *bytes.Reader }{bytes.NewReader(tc.data)}, &notaz.ReadOptions{Name: "g"}) {
				if g == nil {
					var d *diag.Diagnostic
					if !errors.As(err, &d) {
						t.Fatalf("error %v", err)
					}
					codes = append(codes, d.Code)
					continue
				}
				if err != nil {
					t.Errorf("game %d: %v", g.Number, err)
				}
				if white == "" {
					white, _ = g.Tag("White")
				}
				files = append(files, g.File)
				if len(g.Moves) == 0 {
					t.Errorf("game %d: no moves", g.Number)
				}
			}
			if strings.Join(files, " ") != strings.Join(tc.files, " ") {
				t.Errorf("games from %q, want %q", files, tc.files)
			}
			if white != tc.white {
				t.Errorf("White %q, want %q", white, tc.white)
			}
			if len(codes) != len(tc.findings) || len(codes) > 0 && codes[0] != tc.findings[0] {
				t.Errorf("findings %v, want %v", codes, tc.findings)
			}
		})
	}
}

// TestWriteFormats: WriteOptions.Format takes the words of notaz convert
// --format (writer.OptionsFor), and Read gives each move's UCI.
func TestWriteFormats(t *testing.T) {
	const in = "[White \"A\"]\n\n1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 4. 0-0? *\n"
	tests := []struct {
		to, format string
		want, err  string
	}{
		{"", "", "2. Nf3 Nc6", ""},
		{"de", "pgn", "2. Sf3 Sc6", ""},
		{"", "uci", "2. g1f3 b8c6", ""},
		{"it", "lalg", "2. Cg1-f3 Cb8-c6", ""},
		{"", "json", `"san":"Nf3"`, ""},
		{"descriptive", "", "2. N-KB3 N-QB3", ""},
		{"it", "uci", "", "no piece letters"},
		{"", "xml", "", "unknown format"},
		{"", "html", "", "document"},
	}
	for _, tc := range tests {
		for g, err := range notaz.Read(strings.NewReader(in), nil) {
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			err := notaz.Write(&b, g, &notaz.WriteOptions{To: tc.to, Format: tc.format})
			switch {
			case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
				t.Errorf("%q %q: error %v, want %q", tc.to, tc.format, err, tc.err)
			case tc.err == "" && err != nil:
				t.Errorf("%q %q: %v", tc.to, tc.format, err)
			case !strings.Contains(b.String(), tc.want):
				t.Errorf("%q %q: got\n%s\nwant %q in it", tc.to, tc.format, b.String(), tc.want)
			}
		}
	}
	// A game with an illegal move: a JSON line with its text, and the error.
	for g := range notaz.Read(strings.NewReader("1. e4 e5 2. Ke3 *\n"), &notaz.ReadOptions{From: "pgn"}) {
		var b strings.Builder
		if err := notaz.Write(&b, g, &notaz.WriteOptions{Format: "json"}); err == nil || !strings.Contains(b.String(), `"raw":"1. e4 e5 2. Ke3 *`) {
			t.Errorf("failed game as JSON: %v\n%s", err, b.String())
		}
	}
	for g := range notaz.Read(strings.NewReader(in), nil) {
		var uci []string
		for _, m := range g.Moves {
			uci = append(uci, m.UCI)
		}
		if got := strings.Join(uci, " "); got != "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1g1" {
			t.Errorf("UCI %q", got)
		}
	}
}
