package report

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/check"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/i18n"
	"github.com/notaz-chess/notaz/pipeline"
	"golang.org/x/text/language"
)

var update = flag.Bool("update", false, "rewrite the golden files in ../testdata/check")

const faults = "../testdata/check/faults.pgn"

// runFile checks a file as notaz check does by default (letters
// detected) and returns its findings and totals.
func runFile(t *testing.T, path string, opts check.Options) ([]diag.Diagnostic, Totals) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if opts.Name == "" {
		opts.Name = filepath.Base(path)
	}
	if !opts.Replay.Auto && opts.Replay.Letters == nil {
		opts.Replay.Auto = true
	}
	var fs []diag.Diagnostic
	st, err := check.Run(context.Background(), f, opts, func(f diag.Diagnostic) error { fs = append(fs, f); return nil })
	if err != nil {
		t.Fatal(err)
	}
	return fs, Totals{Files: 1, Games: st.Games, Errors: st.Errors, Warnings: st.Warnings}
}

// TestGolden compares the output of every format with the golden files,
// which `go test ./report -update` rewrites. notaz check's test compares
// the command's output with the same files.
func TestGolden(t *testing.T) {
	for _, tc := range []struct {
		file   string
		format Format
		board  bool
	}{
		{"faults.txt", Text, false},
		{"faults.jsonl", JSON, false},
		{"faults.github", GitHub, false},
		{"faults.board", Text, true},
		{"faults.sarif", SARIF, false},
	} {
		t.Run(tc.file, func(t *testing.T) {
			fs, st := runFile(t, faults, check.Options{Source: tc.board, Identity: tc.format == JSON || tc.format == SARIF})
			var b, step bytes.Buffer
			p := NewPrinter(&b, tc.format, tc.board)
			p.ToolVersion = "devel" // as the command line's test binary has it
			if tc.format == GitHub {
				p.StepSummary = &step
			}
			if tc.format == Text {
				// notaz check prints each game's errors before its
				// warnings in the text format (cmd/notaz/order.go).
				slices.SortStableFunc(fs, func(a, b diag.Diagnostic) int {
					if a.Game != b.Game {
						return a.Game - b.Game
					}
					return sevRank(a.Severity) - sevRank(b.Severity)
				})
			}
			for _, f := range fs {
				if err := p.Print(f); err != nil {
					t.Fatal(err)
				}
			}
			p.PrintSummary(st)
			p.Flush()
			golden(t, filepath.Join("../testdata/check", tc.file), b.Bytes())
			if tc.format == GitHub {
				golden(t, "../testdata/check/faults.step.md", step.Bytes())
			}
		})
	}
}

func sevRank(s diag.Severity) int {
	if s == diag.Error {
		return 0
	}
	return 1
}

func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./report -update)", err)
	}
	if !bytes.Equal(got, want) {
		gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("%s differs at line %d:\n got: %s\nwant: %s", path, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("%s differs: got %d lines, want %d", path, len(gl), len(wl))
	}
}

func TestEscape(t *testing.T) {
	for _, tc := range []struct{ in, data, prop string }{
		{"plain", "plain", "plain"},
		{"a,b:c", "a,b:c", "a%2Cb%3Ac"},
		{"100%", "100%25", "100%25"},
		{"two\r\nlines", "two%0D%0Alines", "two%0D%0Alines"},
		{"C:\\games, 1.pgn", "C:\\games, 1.pgn", "C%3A\\games%2C 1.pgn"},
	} {
		if got := escapeData(tc.in); got != tc.data {
			t.Errorf("escapeData(%q) = %q, want %q", tc.in, got, tc.data)
		}
		if got := escapeProperty(tc.in); got != tc.prop {
			t.Errorf("escapeProperty(%q) = %q, want %q", tc.in, got, tc.prop)
		}
	}
}

func TestSummary(t *testing.T) {
	it := i18n.New(language.Italian)
	for _, tc := range []struct {
		l    *i18n.Lang
		t    Totals
		want string
	}{
		{nil, Totals{Files: 3, Games: 1204, Errors: 2, Warnings: 5}, "checked 1,204 games in 3 files: 2 errors, 5 warnings"},
		{nil, Totals{Files: 1, Games: 1, Errors: 1, Warnings: 1}, "checked 1 game in 1 file: 1 error, 1 warning"},
		{nil, Totals{}, "checked 0 games in 0 files: 0 errors, 0 warnings"},
		{nil, Totals{Files: 1, Games: 1234567}, "checked 1,234,567 games in 1 file: 0 errors, 0 warnings"},
		{nil, Totals{Files: 1, Games: 100}, "checked 100 games in 1 file: 0 errors, 0 warnings"},
		{i18n.English, Totals{Files: 1, Games: 100}, "checked 100 games in 1 file: 0 errors, 0 warnings"},
		{it, Totals{Files: 3, Games: 1204, Errors: 2, Warnings: 5}, "controllate 1.204 partite in 3 file: 2 errori, 5 avvisi"},
	} {
		if got := Summary(tc.l, tc.t); got != tc.want {
			t.Errorf("Summary(%v, %+v) = %q, want %q", tc.l, tc.t, got, tc.want)
		}
	}
}

func TestExcerpt(t *testing.T) {
	long := strings.Repeat("1. e4 e5 ", 20) // 180 characters
	for _, tc := range []struct {
		line        string
		col         int
		shown, care string
	}{
		{"1. e4 e5", 4, "1. e4 e5", "   "},
		{"\t1. e4", 2, "\t1. e4", "\t"},
		{"Кр1 Лa2", 5, "Кр1 Лa2", "    "},             // columns count characters, not bytes
		{"e4", 5, "e4", "    "},                       // the column after the end
		{"１．Ｎｆ３ Ｎｆ６", 6, "１．Ｎｆ３ Ｎｆ６", "          "},   // full-width: two columns each
		{"C\u0302f3 Ĉf6", 6, "C\u0302f3 Ĉf6", "    "}, // a combining accent takes no column
		{long, 1, long[:excerptWidth] + "…", ""},
		{long, 100, "…" + long[63:63+excerptWidth] + "…", strings.Repeat(" ", 1+36)},
		{long, 180, "…" + long[180-excerptWidth:], strings.Repeat(" ", 1+excerptWidth-1)},
	} {
		shown, caret := excerpt(tc.line, tc.col)
		if shown != tc.shown || caret != tc.care {
			t.Errorf("excerpt(%q, %d) =\n%q\n%q\nwant\n%q\n%q", tc.line, tc.col, shown, caret, tc.shown, tc.care)
		}
	}
}

func TestDiagram(t *testing.T) {
	got := diagram("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "", nil)
	want := `    8  r n b q k b n r
    7  p p p p p p p p
    6  . . . . . . . .
    5  . . . . . . . .
    4  . . . . P . . .
    3  . . . . . . . .
    2  P P P P . P P P
    1  R N B Q K B N R
       a b c d e f g h   Black to move
`
	if got != want {
		t.Errorf("diagram:\n%s\nwant\n%s", got, want)
	}
	for _, bad := range []string{"", "8/8/8 w", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w", "x"} {
		if d := diagram(bad, "", nil); d != "" {
			t.Errorf("diagram(%q, \"\") = %q, want empty", bad, d)
		}
	}
}

func TestParseFormat(t *testing.T) {
	for i, name := range Formats {
		f, err := ParseFormat(strings.ToUpper(name))
		if err != nil || f != Format(i) || f.String() != name {
			t.Errorf("ParseFormat(%q) = %v, %v", name, f, err)
		}
	}
	if _, err := ParseFormat("xml"); err == nil {
		t.Error("ParseFormat(xml): no error")
	}
}

// TestSourceMidLine: a game that starts in mid-line (after the previous
// game's result) still gets its caret under the right column.
func TestSourceMidLine(t *testing.T) {
	in := "1. e4 e5 1-0 1. d4 Zz5 *\n"
	var fs []diag.Diagnostic
	_, err := check.Run(context.Background(), strings.NewReader(in), check.Options{Options: pipeline.Options{Name: "x", Workers: 1}, Source: true}, func(f diag.Diagnostic) error { fs = append(fs, f); return nil })
	if err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, f := range fs {
		if f.Game != 2 || f.Code != diag.Syntax {
			continue
		}
		found = true
		if f.Column != 20 {
			t.Errorf("column %d, want 20", f.Column)
		}
		line, caret := excerpt(f.Source, f.Column)
		if want := "             1. d4 Zz5 *"; line != want {
			t.Errorf("source %q, want %q", line, want)
		}
		if !strings.HasPrefix(line[len(caret):], "Zz5") {
			t.Errorf("caret %q does not point at Zz5 in %q", caret, line)
		}
	}
	if !found {
		t.Fatalf("no syntax error for game 2 in %v", fs)
	}
}

// TestHintUnderStrict: the "use --from" hint belongs to the ambiguous
// letters error only, not to warnings that --strict makes errors.
func TestHintUnderStrict(t *testing.T) {
	for _, strict := range []bool{false, true} {
		fs, _ := runFile(t, faults, check.Options{Strict: strict})
		var b bytes.Buffer
		p := NewPrinter(&b, Text, false)
		for _, f := range fs {
			p.Print(f)
		}
		p.Flush()
		if n := strings.Count(b.String(), "; use --from"); n != 1 {
			t.Errorf("strict=%v: %d hints, want 1 (the ambiguous 2.Se2):\n%s", strict, n, b.String())
		}
	}
}
