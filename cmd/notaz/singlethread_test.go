package main

import "testing"

// TestSingleThreaded: --jobs 1 asks for one thread (main's hook), any
// other worker count does not; convert and check alike.
func TestSingleThreaded(t *testing.T) {
	called := false
	singleThreaded = func() { called = true }
	defer func() { singleThreaded = nil }()
	for _, cmd := range []string{"convert", "check"} {
		for _, j := range []string{"1", "0", "2"} {
			called = false
			if _, stderr, code := convertCLI(t, goodGame, cmd, "-j", j); code != 0 {
				t.Fatalf("%s -j %s: exit %d\n%s", cmd, j, code, stderr)
			}
			if called != (j == "1") {
				t.Errorf("%s -j %s: one thread asked for: %v", cmd, j, called)
			}
		}
	}
}
