package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/i18n"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/sheet"
	"github.com/notaz-chess/notaz/writer"
	"golang.org/x/text/language"
)

// runResult is what a command's run did: its streams and how it ended.
type runResult struct {
	stdout, stderr string
	code           int
}

// runOptions calls run with the streams and returns what it wrote and
// the exit status run's error stands for (as main's run decides it).
func runOptions(t *testing.T, stdin string, run func(stdin *strings.Reader, stdout, stderr *bytes.Buffer) error) runResult {
	t.Helper()
	var out, errb bytes.Buffer
	err := run(strings.NewReader(stdin), &out, &errb)
	res := runResult{out.String(), errb.String(), exitOK}
	if ee, ok := err.(*exitError); ok {
		res.code = ee.code
		if msg := ee.Error(); msg != "" {
			res.stderr += "notaz: " + msg + "\n"
		}
	} else if err != nil {
		t.Fatalf("run: %v (not an exit status)", err)
	}
	return res
}

// defaultConvert is convert's options as its flags' defaults give them:
// --from auto, --to pgn, --format pgn, --style pgn.
func defaultConvert(t *testing.T, files ...string) convertOptions {
	t.Helper()
	ro, err := replay.OptionsFor("auto")
	if err != nil {
		t.Fatal(err)
	}
	wo, err := writer.OptionsFor("pgn", "pgn", "pgn")
	if err != nil {
		t.Fatal(err)
	}
	return convertOptions{files: files, enc: "auto", color: "never",
		convert: convert.Options{Options: pipeline.Options{Replay: ro, Workers: 1}, Writer: wo}}
}

// TestConvertOptionsRun: notaz convert without a process or a flag
// parser: options written by hand, given to run with the streams and a
// language.
func TestConvertOptionsRun(t *testing.T) {
	dir := t.TempDir()
	good := writeFile(t, dir, "good.pgn", goodGame)
	mixed := writeFile(t, dir, "mixed.pgn", goodGame+badGame+"\n"+goodGame)
	italian := filepath.Join("..", "..", "testdata", "pgn", "sempreverde-it.pgn")
	english, err := os.ReadFile(filepath.Join("..", "..", "testdata", "pgn", "sempreverde-it.en.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	outFile := filepath.Join(dir, "out.pgn")
	for _, tc := range []struct {
		name  string
		lang  *i18n.Lang
		edit  func(o *convertOptions)
		files []string
		want  runResult
		file  string // what -o holds after the run
	}{
		{"good game", i18n.English, nil, []string{good}, runResult{goodGame, oneGameSummary, exitOK}, ""},
		{"Italian letters", i18n.English, nil, []string{italian}, runResult{string(english), "converted 1 game from 1 file: 0 errors, 0 warnings\n", exitOK}, ""},
		{"bad game", i18n.English, nil, []string{mixed},
			runResult{goodGame + badGame + "\n" + goodGame, mixed + ":13:13: error: game 2: illegal move 2.Ke3", exitGames}, ""},
		{"summary in Italian", i18n.New(language.Italian), nil, []string{mixed},
			runResult{"", "convertite 2 partite su 3 da 1 file: 1 errore, 0 avvisi", exitGames}, ""},
		{"quiet", i18n.English, func(o *convertOptions) { o.quiet = true }, []string{good}, runResult{goodGame, "", exitOK}, ""},
		{"-o", i18n.English, func(o *convertOptions) { o.output = outFile }, []string{good}, runResult{"", oneGameSummary, exitOK}, goodGame},
		{"-o in no directory", i18n.English, func(o *convertOptions) { o.output = filepath.Join(dir, "none", "out.pgn") }, []string{good},
			runResult{"", "notaz: cannot create " + filepath.Join(dir, "none", "out.pgn"), exitIO}, ""},
		{"bad --color", i18n.English, func(o *convertOptions) { o.color = "sometimes" }, []string{good},
			runResult{"", `notaz: --color: "sometimes" is not auto, always or never`, exitUsage}, ""},
		{"missing input", i18n.English, nil, []string{filepath.Join(dir, "none.pgn")}, runResult{"", "none.pgn", exitIO}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := defaultConvert(t, tc.files...)
			if tc.edit != nil {
				tc.edit(&o)
			}
			got := runOptions(t, "", func(stdin *strings.Reader, stdout, stderr *bytes.Buffer) error {
				return o.run(context.Background(), stdin, stdout, stderr, tc.lang)
			})
			wantRun(t, got, tc.want)
			if tc.file != "" {
				b, err := os.ReadFile(outFile)
				if err != nil || string(b) != tc.file {
					t.Errorf("-o holds %q (%v), want %q", b, err, tc.file)
				}
			}
		})
	}
}

// wantRun compares a run with what it should do: the exit status, and
// standard output and error equal to want's, or starting with want's
// (standard output, when want's is not empty) or holding it (standard
// error).
func wantRun(t *testing.T, got, want runResult) {
	t.Helper()
	if got.code != want.code {
		t.Errorf("exit %d, want %d\nstdout: %s\nstderr: %s", got.code, want.code, got.stdout, got.stderr)
	}
	if want.stdout != "" && !strings.HasPrefix(got.stdout, want.stdout) || want.stdout == "" && want.code == exitOK && got.stdout != "" {
		t.Errorf("stdout:\n%s\nwant:\n%s", got.stdout, want.stdout)
	}
	if want.stderr == "" && got.stderr != "" || !strings.Contains(got.stderr, want.stderr) {
		t.Errorf("stderr:\n%s\nwant it to hold:\n%s", got.stderr, want.stderr)
	}
}

// TestDecodeOptionsRun: notaz decode without a process or a flag parser.
func TestDecodeOptionsRun(t *testing.T) {
	dir := t.TempDir()
	white := writeFile(t, dir, "white.jsonl", `{"tags": {"White": "Anna"}, "moves": [["e4"], ["e5"], [], ["Cc6"], ["Ab5"], ["1-0"]]}`+"\n")
	black := writeFile(t, dir, "black.jsonl", `{"tags": {"Black": "Bea"}, "moves": [["e4"], ["e5"], ["Cf3"], [], ["Ab5"]]}`+"\n")
	sure := sheet.Options{From: "auto", Width: sheet.DefaultWidth, MarkBelow: -1}
	for _, tc := range []struct {
		name  string
		lang  *i18n.Lang
		o     decodeOptions
		stdin string
		want  runResult
	}{
		{"a sheet", i18n.English, decodeOptions{sheet: sure, format: "pgn"}, `{"moves": [[["e4", 0.9]], [["e5", 0.9]], [["Hf3", 0.8], ["Nf3", 0.1]], [["Nc6"]]]}`,
			runResult{"[Event \"?\"]", "decoded 1 sheets", exitOK}},
		{"json", i18n.English, decodeOptions{sheet: sure, format: "json", quiet: true}, `{"id": 9, "moves": [["e4"], ["e5"]]}`,
			runResult{`{"version":1,"lines":[1],"id":9,`, "", exitOK}},
		{"a bad sheet", i18n.English, decodeOptions{sheet: sure, format: "pgn"}, "{\"moves\": [[\"e4\"]]}\nnot a sheet\n",
			runResult{"[Event", "-:2: error:", exitGames}},
		{"strict, in Italian", i18n.New(language.Italian), decodeOptions{sheet: sheet.Options{From: "auto", Width: sheet.DefaultWidth, MarkBelow: 0.9}, format: "pgn", strict: true},
			`{"moves": [["e4"], [], ["Nf3"]]}`, runResult{"[Event", "-:1: controllare 1...", exitGames}},
		{"unknown language", i18n.English, decodeOptions{sheet: sheet.Options{From: "klingon", Width: sheet.DefaultWidth}, format: "pgn"},
			`{"moves": [["e4"]]}`, runResult{"", "klingon", exitGames}},
		{"pair", i18n.English, decodeOptions{sheet: sure, format: "pgn", pair: true, files: []string{white, black}}, "",
			runResult{"[Event", "decoded 1 sheets", exitOK}},
		{"missing file", i18n.English, decodeOptions{sheet: sure, format: "pgn", files: []string{filepath.Join(dir, "none.jsonl")}}, "",
			runResult{"", "none.jsonl", exitIO}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := tc.o
			if o.files == nil {
				o.files = []string{"-"}
			}
			got := runOptions(t, tc.stdin, func(stdin *strings.Reader, stdout, stderr *bytes.Buffer) error {
				return o.run(context.Background(), stdin, stdout, stderr, tc.lang)
			})
			wantRun(t, got, tc.want)
		})
	}
}

// TestSmallCommandsRun: split, perft and diagram without a process: their
// options, parsed from flags elsewhere, given to run.
func TestSmallCommandsRun(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "in.pgn", goodGame+goodGame+goodGame)
	start := mustFEN(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	parts := func(n int) string { return filepath.Join(dir, "part-"+string(rune('0'+n))+".pgn") }
	for _, tc := range []struct {
		name string
		run  func(stdin *strings.Reader, stdout, stderr *bytes.Buffer) error
		want runResult
	}{
		{"perft", func(_ *strings.Reader, stdout, _ *bytes.Buffer) error {
			return (&perftOptions{pos: start, depth: 3}).run(stdout)
		}, runResult{"8902\n", "", exitOK}},
		{"perft --divide", func(_ *strings.Reader, stdout, _ *bytes.Buffer) error {
			return (&perftOptions{pos: start, depth: 1, divide: true}).run(stdout)
		}, runResult{"a2a4: 1\na2a3: 1\n", "", exitOK}},
		{"diagram", func(_ *strings.Reader, stdout, _ *bytes.Buffer) error {
			return (&diagramOptions{pos: start}).run(stdout)
		}, runResult{"<svg", "", exitOK}},
		{"diagram -o in no directory", func(_ *strings.Reader, stdout, _ *bytes.Buffer) error {
			return (&diagramOptions{pos: start, output: filepath.Join(dir, "none", "d.svg")}).run(stdout)
		}, runResult{"", "cannot create", exitIO}},
		{"split", func(stdin *strings.Reader, _, stderr *bytes.Buffer) error {
			return (&splitOptions{file: in, shown: in, lim: splitLimit{games: 2}, name: parts}).run(stdin, stderr)
		}, runResult{"", "", exitOK}},
		{"split a missing file", func(stdin *strings.Reader, _, stderr *bytes.Buffer) error {
			return (&splitOptions{file: filepath.Join(dir, "none.pgn"), lim: splitLimit{games: 2}, name: parts}).run(stdin, stderr)
		}, runResult{"", "none.pgn", exitIO}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			wantRun(t, runOptions(t, "", tc.run), tc.want)
		})
	}
	// The parts hold two games and one, and put together give the input.
	var all string
	for n, games := range []int{2, 1} {
		b, err := os.ReadFile(parts(n + 1))
		if err != nil || strings.Count(string(b), "[Event ") != games {
			t.Errorf("part %d holds %q (%v), want %d games", n+1, b, err, games)
		}
		all += string(b)
	}
	if all != goodGame+goodGame+goodGame {
		t.Errorf("the parts put together are %q, want the input", all)
	}
}

func mustFEN(t *testing.T, fen string) *board.Position {
	t.Helper()
	p, err := board.ParseFEN(fen, board.Chess())
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestFindingFilter: --quiet, --ignore and --select as values, the
// flags' lists nil when not given.
func TestFindingFilter(t *testing.T) {
	list := func(s string) *string { return &s }
	illegal := &diag.Diagnostic{Severity: diag.Error, Code: diag.Illegal}
	tag := &diag.Diagnostic{Severity: diag.Warning, Code: diag.MissingTag}
	for _, tc := range []struct {
		name        string
		quiet       bool
		ignore, sel *string
		keep        [2]bool // illegal, tag
		err         string
	}{
		{"none", false, nil, nil, [2]bool{true, true}, ""},
		{"quiet", true, nil, nil, [2]bool{true, false}, ""},
		{"ignore", false, list("missing-tag"), nil, [2]bool{true, false}, ""},
		{"select", false, nil, list(" missing-tag ,"), [2]bool{false, true}, ""},
		{"empty select keeps none", false, nil, list(""), [2]bool{false, false}, ""},
		{"unknown code", false, list("missing-tags"), nil, [2]bool{}, `check: --ignore: unknown code "missing-tags"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			keep, err := findingFilter(tc.quiet, tc.ignore, tc.sel)
			if tc.err != "" {
				if err == nil || !strings.HasPrefix(err.Error(), tc.err) {
					t.Fatalf("error %v, want %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			for i, d := range []*diag.Diagnostic{illegal, tag} {
				if got := keep == nil || keep(d); got != tc.keep[i] {
					t.Errorf("%s: kept %v, want %v", d.Code, got, tc.keep[i])
				}
			}
		})
	}
}

// TestUnknownCommandNamesAll checks that the unknown-command message names
// every command the help lists (it once named a list written by hand that
// lacked decode and diagram).
func TestUnknownCommandNamesAll(t *testing.T) {
	_, errs, code := convertCLI(t, "", "frobnicate")
	if code != exitUsage {
		t.Fatalf("exit %d, want %d", code, exitUsage)
	}
	app := newApp(strings.NewReader(""), io.Discard, io.Discard, nil)
	for _, c := range app.Commands {
		if !c.Hidden && c.Name != "help" && !strings.Contains(errs, c.Name) {
			t.Errorf("the message does not name %q:\n%s", c.Name, errs)
		}
	}
}
