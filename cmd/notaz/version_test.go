package main

import (
	"debug/buildinfo"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersionOf(t *testing.T) {
	vcs := func(rev, when, modified string) []debug.BuildSetting {
		return []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev}, {Key: "vcs.time", Value: when}, {Key: "vcs.modified", Value: modified}}
	}
	const rev = "9c305e87064222fd49bce3b7f4cf75dd9269e245"
	for _, tc := range []struct {
		name     string
		version  string
		settings []debug.BuildSetting
		want     string
	}{
		{"go run, go test", "(devel)", nil, "notaz devel (go1.26.8)"},
		{"no version at all", "", nil, "notaz devel (go1.26.8)"},
		{"clone, clean", "(devel)", vcs(rev, "2026-11-30T12:28:06Z", "false"),
			"notaz devel (9c305e870642, 2026-11-30T12:28:06Z, go1.26.8)"},
		{"clone, uncommitted changes", "(devel)", vcs(rev, "2026-11-30T12:28:06Z", "true"),
			"notaz devel (9c305e870642-dirty, 2026-11-30T12:28:06Z, go1.26.8)"},
		{"stamped pseudo-version, dirty once", "v0.0.0-20261130122806-9c305e870642+dirty", vcs(rev, "2026-11-30T12:28:06Z", "true"),
			"notaz v0.0.0-20261130122806-9c305e870642+dirty (9c305e870642, 2026-11-30T12:28:06Z, go1.26.8)"},
		{"go install MODULE@v1.2.0", "v1.2.0", nil, "notaz v1.2.0 (go1.26.8)"},
		{"short revision kept whole", "v1.2.0", vcs("abc", "", "false"), "notaz v1.2.0 (abc, go1.26.8)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			info := &debug.BuildInfo{GoVersion: "go1.26.8", Main: debug.Module{Path: "github.com/notaz-chess/notaz", Version: tc.version}, Settings: tc.settings}
			if got := versionOf(info); got != tc.want {
				t.Errorf("got  %q\nwant %q", got, tc.want)
			}
		})
	}
	if got := versionOf(&debug.BuildInfo{}); got != "notaz devel" {
		t.Errorf("empty build info: %q", got)
	}
}

// TestVersionCommand: --version and the version command print the same
// one line on stdout, exit 0, whatever follows --version.
func TestVersionCommand(t *testing.T) {
	want := version() + "\n"
	for _, args := range [][]string{{"--version"}, {"version"}, {"--version", "convert", "no-such-file.pgn"}} {
		out, stderr, code := runNotaz(t, "", args...)
		if out != want || stderr != "" || code != exitOK {
			t.Errorf("notaz %s: exit %d, stdout %q, stderr %q; want %q", strings.Join(args, " "), code, out, stderr, want)
		}
	}
}

// notazBinary builds cmd/notaz into a temporary directory, as the
// README's Install section says (go build ./cmd/notaz), and returns its
// path; the build cache makes the second build of a run a link only.
// -buildvcs=auto overrides a GOFLAGS=-buildvcs=false in the environment,
// so that a clone stamps its commit as a user's build does.
func notazBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the command (-short)")
	}
	bin := filepath.Join(t.TempDir(), "notaz")
	out, err := exec.Command("go", "build", "-buildvcs=auto", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build ./cmd/notaz: %v\n%s", err, out)
	}
	return bin
}

// TestBuiltVersion builds the command and runs its --version: it must say
// what the toolchain stamped into that binary, and name the checked-out
// commit when the build was stamped.
func TestBuiltVersion(t *testing.T) {
	bin := notazBinary(t)
	out, err := exec.Command(bin, "--version").Output()
	if err != nil {
		t.Fatalf("notaz --version: %v", err)
	}
	info, err := buildinfo.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(out), versionOf(info)+"\n"; got != want {
		t.Errorf("notaz --version printed %q, its build information says %q", got, want)
	}
	for _, s := range info.Settings {
		if s.Key != "vcs.revision" {
			continue
		}
		head, err := exec.Command("git", "rev-parse", "HEAD").Output()
		if err != nil {
			t.Skipf("git rev-parse HEAD: %v", err)
		}
		if rev := strings.TrimSpace(string(head))[:12]; !strings.Contains(string(out), rev) {
			t.Errorf("notaz --version %q does not name the commit %s", out, rev)
		}
	}
	t.Logf("%s", out)
}
