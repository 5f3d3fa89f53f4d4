package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestCompletionScripts: each shell's script is printed by `notaz
// completion SHELL` and loads in that shell (when it is installed); an
// unknown or missing shell is a usage error.
func TestCompletionScripts(t *testing.T) {
	for _, tc := range []struct {
		shell string
		check []string // a command that must accept the script in FILE
		want  string   // in the script
	}{
		{"bash", []string{"bash", "-c", `source "$1" && complete -p notaz`, "bash"}, "complete -o bashdefault -o default -F _notaz_complete notaz"},
		// compinit defines compdef, as in a user's ~/.zshrc.
		{"zsh", []string{"zsh", "-f", "-c", `autoload -U compinit && compinit -u -D && source "$1" && whence _notaz`, "zsh"}, "#compdef notaz"},
		{"fish", []string{"fish", "--no-execute"}, "complete -c notaz"},
	} {
		t.Run(tc.shell, func(t *testing.T) {
			out, stderr, code := runNotaz(t, "", "completion", tc.shell)
			if code != exitOK || stderr != "" {
				t.Fatalf("exit %d, stderr %q", code, stderr)
			}
			if !strings.Contains(out, tc.want) {
				t.Errorf("the script lacks %q:\n%s", tc.want, out)
			}
			if _, err := exec.LookPath(tc.check[0]); err != nil {
				t.Skipf("%s is not installed: the script is not loaded", tc.check[0])
			}
			file := filepath.Join(t.TempDir(), "notaz."+tc.shell)
			if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			if b, err := exec.Command(tc.check[0], append(tc.check[1:], file)...).CombinedOutput(); err != nil {
				t.Errorf("%s does not load the script: %v\n%s", tc.shell, err, b)
			}
		})
	}
	for _, args := range [][]string{{"completion"}, {"completion", "powershell"}, {"completion", "bash", "zsh"}} {
		if _, stderr, code := runNotaz(t, "", args...); code != exitUsage || !strings.Contains(stderr, "bash, zsh, fish") {
			t.Errorf("notaz %s: exit %d, stderr %q; want a usage error naming the shells", strings.Join(args, " "), code, stderr)
		}
	}
}

// TestBashCompletes: the bash script, loaded as the README says (source
// <(notaz completion bash)), completes commands and flags by asking the
// built binary; a file argument has no suggestion, so bash falls back to
// file names (-o default).
func TestBashCompletes(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not installed")
	}
	bin := notazBinary(t)
	for _, tc := range []struct {
		words string // COMP_WORDS, the last one being completed
		want  string // COMPREPLY, one per line
	}{
		{"notaz con", "convert\n"},
		{"notaz c", "convert\ncheck\ncompletion\n"},
		{"notaz convert --fr", "--from\n"},
		{"notaz check --str", "--strict\n"},
		{"notaz completion ''", "bash\nzsh\nfish\n"},
		{"notaz convert in", ""},
		{"notaz convert ''", ""}, // a file: bash offers file names (it typed "h", urfave's hidden help)
		{"notaz convert --to ''", "pgn\nfig\nen\nit\nes\npt\nfr\neo\nid\nde\nsv\nda\nnl\nfi\nlv\nis\ncs\npl\nru\nel\nhu\n"},
		{"notaz convert in.pgn --from r", "ru\n"},
		{"notaz check --format j", "json\n"},
		{"notaz convert --format ''", "pgn\nuci\nlalg\njson\nhtml\nparquet\n"},
		{"notaz convert --style p", "pgn\nprint\n"},
		{"notaz convert --encoding cp125", "cp1250\ncp1251\ncp1253\ncp1257\n"},
		{"notaz --lang it conv", "convert\n"},
		{"notaz convert -o ''", ""}, // a file name
	} {
		t.Run(tc.words, func(t *testing.T) {
			script := `source <(notaz completion bash) || exit 1
COMP_WORDS=(` + tc.words + `); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
_notaz_complete
printf '%s\n' "${COMPREPLY[@]}"`
			cmd := exec.Command("bash", "-c", script)
			cmd.Env = append(os.Environ(), "PATH="+filepath.Dir(bin)+string(os.PathListSeparator)+os.Getenv("PATH"))
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("bash: %v", err)
			}
			got := strings.TrimPrefix(string(out), "\n") // printf of no words prints one empty line
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestManPage keeps docs/notaz.1 equal to `notaz man` (go test ./cmd/notaz
// -run ManPage -update rewrites it): the page is made from the flag
// tables, so a new flag that is not in it fails here.
func TestManPage(t *testing.T) {
	out, stderr, code := runNotaz(t, "", "man")
	if code != exitOK || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	for _, want := range []string{".TH notaz 1", ".SH convert", ".SH check", "--strict", "--version"} {
		if !strings.Contains(out, want) {
			t.Errorf("notaz man lacks %q", want)
		}
	}
	const path = "../../docs/notaz.1"
	if *update {
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	golden, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(golden) != out {
		t.Errorf("%s differs from notaz man: go test ./cmd/notaz -run ManPage -update, and read the diff", path)
	}
}
