package main

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/check"
	"github.com/notaz-chess/notaz/i18n"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/report"
	"golang.org/x/text/language"
)

var update = flag.Bool("update", false, "rewrite the golden files of notaz check in ../../testdata/check")

// runCheck runs notaz with args from testdata/check and returns stdout,
// stderr and the exit code.
func runNotaz(t *testing.T, stdin string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"notaz"}, args...), strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

// TestCheckGolden: the command prints what the check package's golden
// files hold, in every format. `go test ./cmd/notaz -update` or
// `go test ./report -update` rewrites them.
func TestCheckGolden(t *testing.T) {
	t.Chdir("../../testdata/check")
	for _, tc := range []struct {
		golden string
		args   []string
	}{
		{"faults.txt", []string{"check", "faults.pgn"}},
		{"faults.txt", []string{"check", "--board=false", "-j", "1", "faults.pgn"}},
		{"faults.jsonl", []string{"check", "--format", "json", "faults.pgn"}},
		{"faults.github", []string{"check", "--format", "github", "faults.pgn"}},
		{"faults.board", []string{"check", "--board", "faults.pgn"}},
		{"faults.sarif", []string{"check", "--format", "sarif", "faults.pgn"}},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			// Set whatever CI runs the tests: a test must not write to the
			// real step summary.
			step := filepath.Join(t.TempDir(), "step.md")
			t.Setenv("GITHUB_STEP_SUMMARY", step)
			out, stderr, code := runNotaz(t, "", tc.args...)
			if strings.Contains(tc.golden, "github") {
				got, err := os.ReadFile(step)
				want, err2 := os.ReadFile("faults.step.md")
				if err != nil || err2 != nil || string(got) != string(want) {
					t.Errorf("step summary (%v, %v):\n%s\nwant faults.step.md:\n%s", err, err2, got, want)
				}
			} else if _, err := os.Stat(step); err == nil {
				t.Errorf("--format %s wrote a step summary", tc.args[2])
			}
			if code != exitGames {
				t.Errorf("exit %d, want %d; stderr: %s", code, exitGames, stderr)
			}
			const summary = "checked 28 games in 1 file: 13 errors, 26 warnings\n"
			if a := strings.Join(tc.args, " "); strings.Contains(a, "json") || strings.Contains(a, "sarif") {
				if stderr != summary {
					t.Errorf("stderr %q, want the summary %q", stderr, summary)
				}
			} else {
				if stderr != "" {
					t.Errorf("stderr: %s", stderr)
				}
				if !strings.HasSuffix(out, summary) {
					t.Errorf("output does not end with the summary %q", summary)
				}
			}
			if *update {
				if err := os.WriteFile(tc.golden, []byte(out), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(tc.golden)
			if err != nil {
				t.Fatal(err)
			}
			if out != string(want) {
				gl, wl := strings.Split(out, "\n"), strings.Split(string(want), "\n")
				for i := range min(len(gl), len(wl)) {
					if gl[i] != wl[i] {
						t.Fatalf("%s differs at line %d:\n got: %s\nwant: %s", tc.golden, i+1, gl[i], wl[i])
					}
				}
				t.Fatalf("%s differs: got %d lines, want %d", tc.golden, len(gl), len(wl))
			}
		})
	}
}

const cleanGame = `[Event "e"]
[Site "s"]
[Date "2024.01.01"]
[Round "1"]
[White "w"]
[Black "b"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0
`

// warnGame has warnings only: 0-0 twice.
const warnGame = `[Event "e"]
[Site "s"]
[Date "2024.01.01"]
[Round "1"]
[White "w"]
[Black "b"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. 0-0 Be7 5. Ng5 0-0 6. Qh5 h6 7. Qxf7+ Rxf7 1-0
`

func TestCheckExitCodes(t *testing.T) {
	t.Chdir("../../testdata/check")
	for _, tc := range []struct {
		name   string
		stdin  string
		args   []string
		code   int
		out    string // a line the output must contain
		stderr string // text stderr must contain
	}{
		{"clean", cleanGame, []string{"check"}, exitOK, "checked 1 game in 1 file: 0 errors, 0 warnings\n", ""},
		{"clean dash", cleanGame, []string{"check", "-"}, exitOK, "checked 1 game in 1 file: 0 errors, 0 warnings\n", ""},
		{"warnings", warnGame, []string{"check", "-"}, exitOK, "-:9:35: warning: castling written with zeros in 4.0-0; PGN writes O-O [nonstandard-san]\n", ""},
		{"strict", warnGame, []string{"check", "--strict"}, exitGames, "-:9:35: error: castling written with zeros", ""},
		{"strict clean", cleanGame, []string{"check", "--strict"}, exitOK, "0 errors, 0 warnings", ""},
		{"errors", "", []string{"check", "faults.pgn"}, exitGames, "13 errors, 26 warnings", ""},
		{"missing file", cleanGame, []string{"check", "nosuch.pgn", "-", "faults.pgn"}, exitIO,
			"checked 29 games in 2 files: 13 errors, 26 warnings\n", "notaz: cannot open nosuch.pgn: no such file or directory\n"},
		{"missing only", "", []string{"check", "nosuch.pgn"}, exitIO, "checked 0 games in 0 files", "nosuch.pgn"},
		{"bad format", "", []string{"check", "--format", "xml"}, exitUsage, "", `unknown format "xml"`},
		{"bad language", "", []string{"check", "--from", "klingon"}, exitUsage, "", "--from"},
		{"bad variant", "", []string{"check", "--variant", "bughouse"}, exitUsage, "", "unknown variant"},
		{"bad encoding", "", []string{"check", "--encoding", "ebcdic"}, exitUsage, "", "ebcdic"},
		{"bad flag", "", []string{"check", "--frobnicate"}, exitUsage, "", "frobnicate"},
		{"bad jobs", "", []string{"check", "-j", "-1"}, exitUsage, "", "--jobs"},
		{"from it", "1. e4 e5 2. Cf3 Cc6 *\n", []string{"check", "--from", "it"}, exitOK, "missing tags", ""},
		{"shatranj", "1. e3 e6 2. Qe2 *\n", []string{"check", "--variant", "shatranj"}, exitOK, "0 errors, 1 warning", ""},
		{"stray text after the last game", cleanGame + "\nEnd of the tournament\n", []string{"check"}, exitOK,
			"-:11:1: warning: stray text skipped: \"End of the tournament\" [syntax]\n", ""},
		{"quiet", warnGame, []string{"check", "-q"}, exitOK, "", ""},
		{"quiet errors", "", []string{"check", "-q", "faults.pgn"}, exitGames, "faults.pgn:23:24: error: illegal move", ""},
		{"quiet strict", warnGame, []string{"check", "-q", "--strict"}, exitGames, "-:9:35: error: castling written with zeros", ""},
		{"ignore", warnGame, []string{"check", "--strict", "--ignore", "nonstandard-san,check-mark"}, exitOK, "0 errors, 0 warnings", ""},
		{"select", "", []string{"check", "--select", "illegal-move", "faults.pgn"}, exitGames, "checked 28 games in 1 file: 1 error, 0 warnings", ""},
		{"select warnings only", "", []string{"check", "--select", " missing-tag ", "faults.pgn"}, exitOK, "0 errors, 1 warning", ""},
		{"unknown code", "", []string{"check", "--ignore", "missing-tags"}, exitUsage, "", `unknown code "missing-tags" (known: syntax, illegal-move,`},
		{"summary", warnGame, []string{"check", "--summary"}, exitOK, "findings by code:\n      2  warning  nonstandard-san\nchecked 1 game", ""},
		{"json summary record", warnGame, []string{"check", "--format", "json", "--summary"}, exitOK,
			`{"version":1,"type":"summary","files":1,"games":1,"errors":0,"warnings":2,"codes":[{"code":"nonstandard-san","severity":"warning","count":2}]}` + "\n", "checked 1 game"},
		{"json io record", cleanGame, []string{"check", "--format", "json", "nosuch.pgn", "-"}, exitIO,
			`{"version":1,"type":"finding","file":"nosuch.pgn","line":0,"column":0,"game":0,"ply":0,"move":"","severity":"error","code":"io","message":"cannot open nosuch.pgn: no such file or directory",`, "notaz: cannot open nosuch.pgn"},
		{"github io annotation", "", []string{"check", "--format", "github", "nosuch.pgn"}, exitIO,
			"::error file=nosuch.pgn,title=io::cannot open nosuch.pgn: no such file or directory\n", "notaz: cannot open nosuch.pgn"},
		{"sarif io result", "", []string{"check", "--format", "sarif", "nosuch.pgn"}, exitIO, `"ruleId":"io"`, "notaz: cannot open nosuch.pgn"},
		{"fers leap without shatranj", "", []string{"check", "--fers-leap"}, exitUsage, "", "--fers-leap"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, stderr, code := runNotaz(t, tc.stdin, tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d\nstdout: %s\nstderr: %s", code, tc.code, out, stderr)
			}
			if !strings.Contains(out, tc.out) {
				t.Errorf("stdout lacks %q:\n%s", tc.out, out)
			}
			if tc.stderr == "" && stderr != "" {
				t.Errorf("stderr: %s", stderr)
			}
			if !strings.Contains(stderr, tc.stderr) {
				t.Errorf("stderr lacks %q: %s", tc.stderr, stderr)
			}
		})
	}
}

func TestCheckHelp(t *testing.T) {
	out, _, code := runNotaz(t, "", "check", "--help")
	if code != exitOK {
		t.Errorf("exit %d", code)
	}
	for _, want := range []string{"EXIT STATUS", "--strict", "--format", "--board", "result-mismatch", "nonstandard-san"} {
		if !strings.Contains(out, want) {
			t.Errorf("help lacks %q:\n%s", want, out)
		}
	}
}

// TestCheckOptionsRun: notaz check without a process or a flag parser.
// Options written by hand and given to run, with the streams and a
// language, print what the command line prints for the same flags: the
// goldens of the check and i18n tests.
func TestCheckOptionsRun(t *testing.T) {
	t.Chdir("../../testdata/check")
	no := false
	auto := check.Options{Options: pipeline.Options{Replay: replay.Options{Auto: true}}}
	for _, tc := range []struct {
		golden string
		lang   *i18n.Lang
		o      checkOptions
	}{
		{"faults.txt", nil, checkOptions{format: report.Text, board: &no}},
		{"faults.jsonl", i18n.New(language.Italian), checkOptions{format: report.JSON}}, // JSON stays English
		{"../i18n/check.it.txt", i18n.New(language.Italian), checkOptions{format: report.Text, board: &no}},
		{"../i18n/check.de.txt", i18n.New(language.German), checkOptions{format: report.Text, board: &no}},
	} {
		t.Run(tc.golden, func(t *testing.T) {
			o := tc.o
			o.files, o.check, o.enc, o.color = []string{"faults.pgn"}, auto, "auto", "never"
			o.check.Identity = o.machine()
			var out, errb bytes.Buffer
			err := o.run(context.Background(), strings.NewReader(""), &out, &errb, tc.lang)
			if ee, ok := err.(*exitError); !ok || ee.code != exitGames {
				t.Errorf("run: %v, want exit %d", err, exitGames)
			}
			want, rerr := os.ReadFile(tc.golden)
			if rerr != nil {
				t.Fatal(rerr)
			}
			if out.String() != string(want) {
				t.Errorf("stdout differs from %s:\n%s", tc.golden, out.String())
			}
			if o.machine() && !strings.HasPrefix(errb.String(), "controllate 28 partite") {
				t.Errorf("stderr %q, want the summary in Italian", errb.String())
			}
		})
	}
}
