package main

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/urfave/cli/v2"
)

// version describes the running binary from what the Go toolchain
// stamped into it: the module version (a tag once notaz is published and
// installed as MODULE@VERSION; a pseudo-version or "(devel)" when built
// from a clone), then the commit, its time and the Go release. There is
// no version constant to forget to bump.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "notaz devel (no build information)"
	}
	return versionOf(info)
}

// toolVersion is the version alone, as reports name the tool that wrote
// them (SARIF's tool.driver.version): "v1.2.0", a pseudo-version, or
// "devel" with the commit when there is one ("devel+4dc479ebeaaa").
func toolVersion() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	v := info.Main.Version
	if v == "" || v == "(devel)" {
		v = "devel"
		for _, s := range info.Settings {
			if s.Key == "vcs.revision" && len(s.Value) >= 12 {
				v += "+" + s.Value[:12]
			}
		}
	}
	return v
}

// versionOf is version for any build information, so that tests can
// feed it every case (tagged, pseudo-version, devel, modified tree).
func versionOf(info *debug.BuildInfo) string {
	v := info.Main.Version
	if v == "" || v == "(devel)" {
		// go run, go build -buildvcs=false, or go test: no version.
		v = "devel"
	}
	var rev, when string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	var parts []string
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12] // as in Go pseudo-versions: enough to find the commit
		}
		if modified && !strings.HasSuffix(v, "+dirty") {
			// As git describe --dirty: built from uncommitted changes,
			// so the revision alone does not say what the code was.
			// (Go 1.24+ marks a stamped pseudo-version "+dirty" itself:
			// saying it once is enough.)
			rev += "-dirty"
		}
		parts = append(parts, rev)
	}
	if when != "" {
		parts = append(parts, when)
	}
	if info.GoVersion != "" {
		parts = append(parts, info.GoVersion)
	}
	if len(parts) == 0 {
		return "notaz " + v
	}
	return fmt.Sprintf("notaz %s (%s)", v, strings.Join(parts, ", "))
}

// versionFlag replaces urfave/cli's --version, -v: -v is convert's
// --verbose, so the short form would mean two things.
var versionFlag = &cli.BoolFlag{Name: "version", DisableDefaultText: true, Usage: "print the version, commit and Go release notaz was built from"}

func versionCommand() *cli.Command {
	return &cli.Command{
		Name:  "version",
		Usage: "print the version, commit and Go release notaz was built from (as --version)",
		Action: func(c *cli.Context) error {
			if _, err := fmt.Fprintln(c.App.Writer, version()); err != nil {
				return ioErr("%v", err)
			}
			return nil
		},
	}
}
