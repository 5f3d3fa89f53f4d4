package main

import (
	"strings"
	"testing"
)

// TestJobsCap: --jobs beyond 4 per core is cut to that, with a warning
// (none under -q); convert and check alike.
func TestJobsCap(t *testing.T) {
	for _, cmd := range []string{"convert", "check"} {
		out, stderr, code := convertCLI(t, goodGame, cmd, "-j", "10000000")
		if code != 0 || !strings.Contains(stderr, "warning: --jobs 10,000,000 is more than 4 per core") {
			t.Errorf("%s -j 10000000: exit %d\n%s", cmd, code, stderr)
		}
		if cmd == "convert" && !strings.Contains(out, "1. e4") {
			t.Errorf("convert -j 10000000 wrote %q", out)
		}
		if _, stderr, _ := convertCLI(t, goodGame, cmd, "-q", "-j", "10000000"); strings.Contains(stderr, "warning") {
			t.Errorf("%s -q -j 10000000 warned: %s", cmd, stderr)
		}
		if _, stderr, _ := convertCLI(t, goodGame, cmd, "-j", "4"); strings.Contains(stderr, "--jobs") {
			t.Errorf("%s -j 4 warned: %s", cmd, stderr)
		}
	}
}
