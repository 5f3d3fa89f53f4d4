package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"
)

// The tests expect English, whatever the locale of the machine running
// them (a developer's LANG=it_IT.UTF-8): the Italian tests set their own.
// The environment is set for the processes the tests start too.
func init() {
	os.Setenv("LC_ALL", "C.UTF-8")
	os.Unsetenv("LC_MESSAGES")
	os.Unsetenv("LANG")
}

// TestItalianGolden: with LANG=it_IT.UTF-8 (LC_ALL and LC_MESSAGES
// unset) findings, summaries, the GitHub notice and step summary and the
// help are Italian; codes, moves and file names are not translated; JSON
// stays English. `go test ./cmd/notaz -run Italian -update` rewrites the
// goldens in testdata/i18n.
func TestItalianGolden(t *testing.T) {
	t.Chdir("../../testdata/check")
	t.Setenv("LC_ALL", "")
	dir := t.TempDir()
	tests := []struct {
		golden string
		args   []string
		stderr bool // the golden is standard error
	}{
		{"check.de.txt", []string{"--lang", "de", "check", "--board=false", "faults.pgn"}, false},
		{"convert.de.txt", []string{"--lang", "de", "convert", "-o", filepath.Join(dir, "out.pgn"), "--rejects", filepath.Join(dir, "rejects.pgn"), "faults.pgn"}, true},
		{"check-help.de.txt", []string{"--lang", "de", "check", "--help"}, false},
		{"check.fr.txt", []string{"--lang", "fr", "check", "--board=false", "faults.pgn"}, false},
		{"convert.fr.txt", []string{"--lang", "fr", "convert", "-o", filepath.Join(dir, "out.pgn"), "--rejects", filepath.Join(dir, "rejects.pgn"), "faults.pgn"}, true},
		{"check-help.fr.txt", []string{"--lang", "fr", "check", "--help"}, false},
		{"check.es.txt", []string{"--lang", "es", "check", "--board=false", "faults.pgn"}, false},
		{"convert.es.txt", []string{"--lang", "es", "convert", "-o", filepath.Join(dir, "out.pgn"), "--rejects", filepath.Join(dir, "rejects.pgn"), "faults.pgn"}, true},
		{"check-help.es.txt", []string{"--lang", "es", "check", "--help"}, false},
		{"check.it.txt", []string{"check", "--board=false", "faults.pgn"}, false},
		{"check-board.it.txt", []string{"check", "--board", "--summary", "faults.pgn"}, false},
		{"check-github.it.txt", []string{"check", "--format", "github", "faults.pgn"}, false},
		{"convert.it.txt", []string{"convert", "-o", filepath.Join(dir, "out.pgn"), "--rejects", filepath.Join(dir, "rejects.pgn"), "faults.pgn"}, true},
		{"help.it.txt", []string{"--help"}, false},
		{"check-help.it.txt", []string{"check", "--help"}, false},
		{"convert-help.it.txt", []string{"convert", "--help"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			t.Setenv("LANG", "it_IT.UTF-8") // --lang de wins over it
			step := filepath.Join(t.TempDir(), "step.md")
			t.Setenv("GITHUB_STEP_SUMMARY", step)
			out, stderr, _ := runNotaz(t, "", tt.args...)
			got := out
			if tt.stderr {
				got = strings.ReplaceAll(stderr, dir, "DIR")
			} else if stderr != "" {
				t.Errorf("stderr: %s", stderr)
			}
			if b, err := os.ReadFile(step); err == nil {
				got += "--- $GITHUB_STEP_SUMMARY\n" + string(b)
			}
			path := filepath.Join("../i18n", tt.golden)
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(want) {
				t.Errorf("differs from %s (-update rewrites it):\n%s", path, got)
			}
		})
	}
	// JSON is for programs: English whatever the language.
	en, _, _ := runNotaz(t, "", "--lang", "en", "check", "--format", "json", "faults.pgn")
	t.Setenv("LANG", "it_IT.UTF-8")
	it, _, _ := runNotaz(t, "", "check", "--format", "json", "faults.pgn")
	if en != it {
		t.Error("the JSON findings depend on the language")
	}
}

// TestChooseLang: --lang before the command wins over the environment,
// which is read in POSIX order (LC_ALL, LC_MESSAGES, LANG).
func TestChooseLang(t *testing.T) {
	tests := []struct {
		args []string
		env  map[string]string
		want string
	}{
		{nil, nil, "en"},
		{nil, map[string]string{"LANG": "it_IT.UTF-8"}, "it"},
		{nil, map[string]string{"LANG": "it_IT.UTF-8", "LC_MESSAGES": "C"}, "en"},
		{nil, map[string]string{"LANG": "en_US.UTF-8", "LC_MESSAGES": "it_CH", "LC_ALL": ""}, "it"},
		{nil, map[string]string{"LC_ALL": "POSIX", "LANG": "it_IT.UTF-8"}, "en"},
		{nil, map[string]string{"LANG": "C.UTF-8"}, "en"},
		{nil, map[string]string{"LANG": "sv_SE.UTF-8"}, "en"}, // no Swedish catalog yet
		{nil, map[string]string{"LANG": "es_AR.UTF-8"}, "es"},
		{nil, map[string]string{"LC_MESSAGES": "fr_CA.UTF-8"}, "fr"},
		{nil, map[string]string{"LANG": "de_CH.UTF-8"}, "de"},
		{[]string{"--lang", "it"}, map[string]string{"LANG": "C"}, "it"},
		{[]string{"--lang=en"}, map[string]string{"LANG": "it_IT.UTF-8"}, "en"},
		{[]string{"--version", "--lang", "italian"}, nil, "en"}, // not a tag: an error, English
		{[]string{"check", "--lang", "it"}, nil, "en"},          // after the command: not global
	}
	for _, tt := range tests {
		l, _ := chooseLang(append([]string{"notaz"}, tt.args...), func(k string) string { return tt.env[k] })
		if got := l.Tag().String(); got != tt.want {
			t.Errorf("chooseLang(%q, %v) = %s, want %s", tt.args, tt.env, got, tt.want)
		}
	}
}

// TestHelpLeavesCLIGlobals: printing the help in a language changes
// nothing of urfave/cli's package (its templates, help flag, flag
// stringer, the help command's usage): the language is the App's, so two
// Apps in one process, in two languages, do not see each other's.
func TestHelpLeavesCLIGlobals(t *testing.T) {
	type globals struct {
		app, cmd, sub, help, stringer, helpCmd string
	}
	snap := func() globals {
		scratch := &cli.App{Name: "x", Writer: io.Discard}
		scratch.Setup()
		return globals{cli.AppHelpTemplate, cli.CommandHelpTemplate, cli.SubcommandHelpTemplate,
			cli.HelpFlag.String(), fmt.Sprint(reflect.ValueOf(cli.FlagStringer).Pointer()), scratch.Command("help").Usage}
	}
	before := snap()
	var outs []string
	for _, args := range [][]string{
		{"--lang", "it", "--help"}, {"--lang", "de", "convert", "--help"}, {"--lang", "it", "help", "check"},
		{"--lang", "it", "man"}, {"--help"}, {"convert", "--help"},
	} {
		out, _, code := runNotaz(t, "", args...)
		if code != exitOK {
			t.Errorf("%v: exit %d", args, code)
		}
		outs = append(outs, out)
		if got := snap(); got != before {
			t.Errorf("after %v urfave/cli's globals changed:\n%+v\nwant\n%+v", args, got, before)
		}
	}
	// The English help after the Italian and German ones is English.
	for i, want := range map[int]string{0: "OPZIONI GLOBALI:", 1: "OPTIONEN:", 4: "GLOBAL OPTIONS:", 5: "OPTIONS:"} {
		if !strings.Contains(outs[i], want) {
			t.Errorf("help %d lacks %q:\n%s", i, want, outs[i])
		}
	}
	if strings.Contains(outs[5], "(Standard: ") || !strings.Contains(outs[5], "(default: ") {
		t.Errorf("English convert --help after the German one:\n%s", outs[5])
	}
}
