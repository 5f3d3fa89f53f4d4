package main

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// actionFile is a line-based reading of ../../action.yml, enough to check
// its shape without a YAML dependency: the top-level keys, each input's
// keys, and each step's lines (its run: script unindented).
type actionFile struct {
	top    map[string]string            // key: value (or "" for a block)
	inputs map[string]map[string]string // input: key: value
	steps  []map[string]string          // name, uses, if, shell, run, ...
}

func readAction(t *testing.T) actionFile {
	t.Helper()
	b, err := os.ReadFile("../../action.yml")
	if err != nil {
		t.Fatal(err)
	}
	a := actionFile{top: map[string]string{}, inputs: map[string]map[string]string{}}
	var section, input string
	var step map[string]string
	var block *strings.Builder // the run: | script being read
	blockIndent := 0
	sc := bufio.NewScanner(bytes.NewReader(b))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.Contains(line, "\t") {
			t.Fatalf("action.yml:%d: a tab (YAML indents with spaces)", n)
		}
		trimmed := strings.TrimSpace(line)
		indent := len(line) - len(strings.TrimLeft(line, " "))
		if block != nil {
			if trimmed == "" || indent >= blockIndent {
				if trimmed != "" {
					block.WriteString(line[blockIndent:])
				}
				block.WriteString("\n")
				continue
			}
			step["run"] = block.String()
			block = nil
		}
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		key, value, _ := strings.Cut(strings.TrimPrefix(trimmed, "- "), ":")
		value = strings.TrimSpace(value)
		switch {
		case indent == 0:
			section = key
			a.top[key] = value
		case section == "inputs" && indent == 2:
			input = key
			a.inputs[input] = map[string]string{}
		case section == "inputs" && indent == 4:
			a.inputs[input][key] = value
		case section == "runs" && indent == 2:
			a.top["runs."+key] = value
		case section == "runs" && strings.HasPrefix(trimmed, "- ") && indent == 4:
			step = map[string]string{}
			a.steps = append(a.steps, step)
			step[key] = value
		case section == "runs" && step != nil && indent == 6:
			step[key] = value
			if key == "run" && value == "|" {
				block, blockIndent = &strings.Builder{}, 8
			}
		}
	}
	if block != nil {
		step["run"] = block.String()
	}
	return a
}

// TestActionYAML: action.yml is a composite action with the inputs
// docs/ci.md documents, that sets up Go only when needed and builds
// notaz from its own checkout.
func TestActionYAML(t *testing.T) {
	a := readAction(t)
	for _, key := range []string{"name", "description", "inputs", "runs"} {
		if _, ok := a.top[key]; !ok {
			t.Errorf("action.yml has no %s", key)
		}
	}
	if a.top["runs.using"] != "composite" {
		t.Errorf("runs.using is %q, want composite", a.top["runs.using"])
	}
	for _, in := range []string{"paths", "args", "go-version"} {
		if a.inputs[in]["description"] == "" || a.inputs[in]["required"] != "false" {
			t.Errorf("input %s: %v; want a description and required: false", in, a.inputs[in])
		}
	}
	if got := a.inputs["args"]["default"]; got != "--format github" {
		t.Errorf("args default %q, want --format github (annotations)", got)
	}
	var setup, build, check bool
	for _, s := range a.steps {
		if s["uses"] == "" && (s["shell"] != "bash" || s["run"] == "") {
			t.Errorf("step %q: a run step needs shell: bash and a script", s["name"])
		}
		setup = setup || strings.HasPrefix(s["uses"], "actions/setup-go@") && s["if"] != ""
		build = build || strings.Contains(s["run"], `cd "$GITHUB_ACTION_PATH" && go build`)
		check = check || strings.Contains(s["run"], `check "${args[@]}"`)
		if strings.Contains(s["run"], "${{") {
			t.Errorf("step %q pastes an expression into its script; pass it in env:", s["name"])
		}
	}
	if !setup || !build || !check {
		t.Errorf("steps: conditional setup-go %v, build from the action's checkout %v, notaz check %v; want all", setup, build, check)
	}
	// Where a real YAML parser is at hand (python3-yaml comes with
	// pre-commit), it must read the same inputs. Not under -short: starting
	// Python and its yaml module costs more CPU than the rest of the test
	// (0.85 of 0.96 CPU seconds, measured with /usr/bin/time).
	if _, err := exec.LookPath("python3"); err == nil && !testing.Short() {
		out, err := exec.Command("python3", "-c", `import sys, yaml
a = yaml.safe_load(open("../../action.yml"))
print(a["runs"]["using"], *sorted(a["inputs"]), len(a["runs"]["steps"]))`).CombinedOutput()
		if err == nil {
			if got, want := strings.TrimSpace(string(out)), "composite args go-version paths 4"; got != want {
				t.Errorf("python3 yaml reads %q, want %q", got, want)
			}
		} else if !bytes.Contains(out, []byte("No module named 'yaml'")) {
			t.Errorf("python3 yaml: %v\n%s", err, out)
		}
	}
}

// TestActionSteps runs the action's scripts as a runner would (bash
// -eo pipefail, GITHUB_* variables), in a throwaway repository of games:
// Go is found, notaz is built from this checkout, and the check step
// fails on an illegal move with an annotation, passes a good file.
func TestActionSteps(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command (-short)")
	}
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not installed")
	}
	a := readAction(t)
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	tmp := t.TempDir()
	games := filepath.Join(tmp, "games")
	good := "[Event \"a\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n"
	if out, err := exec.Command("git", "init", "-q", games).CombinedOutput(); err != nil {
		t.Skipf("git init: %v\n%s", err, out) // the default paths are what git tracks
	}
	for name, text := range map[string]string{"good.pgn": good, "bad.pgn": strings.Replace(good, "Qxf7#", "Qxf8#", 1)} {
		if err := os.WriteFile(filepath.Join(games, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if out, err := exec.Command("git", "-C", games, "add", ".").CombinedOutput(); err != nil {
		t.Fatalf("git add: %v\n%s", err, out)
	}
	ghOutput, ghPath := filepath.Join(tmp, "output"), filepath.Join(tmp, "path")
	runStep := func(script string, env ...string) (string, error) {
		cmd := exec.Command("bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script)
		cmd.Dir = games
		cmd.Env = append(os.Environ(), append([]string{
			"GITHUB_OUTPUT=" + ghOutput, "GITHUB_PATH=" + ghPath,
			"GITHUB_ACTION_PATH=" + root, "RUNNER_TEMP=" + tmp,
			"NOTAZ_ARGS=--format github",
		}, env...)...)
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	steps := map[string]string{}
	for _, s := range a.steps {
		steps[s["name"]] = s["run"]
	}
	if out, err := runStep(steps["Look for Go 1.26 or later"]); err != nil {
		t.Fatalf("look for Go: %v\n%s", err, out)
	}
	if b, _ := os.ReadFile(ghOutput); string(b) != "found=true\n" {
		t.Errorf("GITHUB_OUTPUT %q: the Go running this test was not found", b)
	}
	if out, err := runStep(steps["Build notaz"]); err != nil || !strings.HasPrefix(out, "notaz ") {
		t.Fatalf("build: %v\n%s", err, out)
	}
	if b, _ := os.ReadFile(ghPath); string(b) != filepath.Join(tmp, "notaz-action", "bin")+"\n" {
		t.Errorf("GITHUB_PATH %q", b)
	}
	for _, tc := range []struct {
		paths, args string
		code        int // notaz's exit status, not xargs's 123
		wantOut     string
	}{
		{"", "", 1, "::error file=bad.pgn,line=9"}, // every tracked *.pgn
		{"good.pgn", "", 0, "checked 1 game in 1 file: 0 errors"},
		{"*.pgn", "", 1, "checked 2 games in 2 files"},
		{"missing.pgn", "", 3, "missing.pgn"},
		{"good.pgn", `--format github --ignore "missing-tag"`, 0, "checked 1 game in 1 file: 0 errors, 0 warnings"},
		{"bad.pgn", `--format 'git hub'`, 2, "git hub"}, // one word, with its space
	} {
		env := []string{"NOTAZ_PATHS=" + tc.paths}
		if tc.args != "" {
			env = append(env, "NOTAZ_ARGS="+tc.args)
		}
		out, err := runStep(steps["notaz check"], env...)
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != tc.code || !strings.Contains(out, tc.wantOut) {
			t.Errorf("paths %q args %q: exit %d, want %d; output lacks %q?\n%s", tc.paths, tc.args, code, tc.code, tc.wantOut, out)
		}
	}
}
