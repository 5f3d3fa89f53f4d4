package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/internal/testcorpus"
)

// TestScaleRecipes runs the recipes of docs/scale.md with GNU parallel on
// the pgnmentor corpus (72,474 games): their output must be the single
// run's byte for byte, and with split and --origin their findings too,
// naming the original file, line and game. It skips without GNU parallel
// (.ci/run installs it) or the corpus.
func TestScaleRecipes(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run")
	}
	if _, err := exec.LookPath("parallel"); err != nil {
		t.Skip("GNU parallel not installed")
	}
	data := testcorpus.Read(t, "real", "pgnmentor-tournaments.pgn.gz")
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "big.pgn"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	build := exec.Command("go", "build", "-o", filepath.Join(dir, "notaz"), ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	sh := func(script string) (string, string) {
		t.Helper()
		cmd := exec.Command("sh", "-c", script)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "PATH="+dir+string(os.PathListSeparator)+os.Getenv("PATH"), "HOME="+dir)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		cmd.Run() // the exit status counts failed jobs: compared by output
		return out.String(), errb.String()
	}
	// One summary from the parts' summaries, as docs/scale.md adds them up.
	const sum = `awk '/^checked /{gsub(",", ""); g += $2; e += $7; w += $9}
     END {printf "checked %d games: %d errors, %d warnings\n", g, e, w}'`
	convOut, convErr := sh("notaz convert big.pgn")
	oneSummary, _ := sh("notaz check --format json big.pgn 2>&1 >/dev/null | " + sum)
	if !strings.HasPrefix(oneSummary, "checked 72474 games: ") {
		t.Fatalf("the single run's summary, added up: %q", oneSummary)
	}
	checkOut, _ := sh("notaz check --board=false big.pgn")
	if len(convOut) < len(data)/2 || findings(convErr) == "" || findings(checkOut) == "" {
		t.Fatalf("the single run wrote %d bytes, %d findings", len(convOut), strings.Count(findings(checkOut), "\n"))
	}
	sh("notaz split --size 5MB --index index.tsv -o part- big.pgn")
	for _, tc := range []struct {
		name, script  string
		out, findings string // what the single run gave; findings "" when not compared
		diagsOnStdout bool
	}{
		{"pipe", `parallel --will-cite --pipe -k --recstart '[Event "' --block 5M notaz convert -j 1 < big.pgn`, convOut, "", false},
		{"split convert", `parallel --will-cite -k --colsep '\t' --header : notaz convert -j 1 --origin {origin} {part} :::: index.tsv`, convOut, findings(convErr), false},
		{"split check", `parallel --will-cite -k --colsep '\t' --header : notaz check --board=false -j 1 --origin {origin} {part} :::: index.tsv`, "", findings(checkOut), true},
		{"split parts", `cat part-*.pgn`, string(data), "", false},
		{"split check, one summary", `parallel --will-cite -k --colsep '\t' --header : notaz check --format json -j 1 --origin {origin} {part} :::: index.tsv 2>&1 >/dev/null | ` + sum, oneSummary, "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, errs := sh(tc.script)
			if tc.diagsOnStdout {
				errs = out
			} else if out != tc.out {
				t.Errorf("output differs from the single run's (%d bytes, want %d)", len(out), len(tc.out))
			}
			if tc.findings != "" && findings(errs) != tc.findings {
				t.Errorf("findings differ from the single run's:\n%s\nwant:\n%s", firstLines(findings(errs)), firstLines(tc.findings))
			}
		})
	}
}

// findings keeps the lines that are findings about big.pgn.
func findings(s string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(s, "\n") {
		if strings.HasPrefix(l, "big.pgn:") {
			b.WriteString(l)
		}
	}
	return b.String()
}

func firstLines(s string) string {
	ls := strings.SplitAfter(s, "\n")
	return strings.Join(ls[:min(len(ls), 5)], "")
}
