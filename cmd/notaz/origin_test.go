package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/pipeline"
)

func jsonUnmarshal(s string, v any) error { return json.Unmarshal([]byte(s), v) }

func TestParseOrigin(t *testing.T) {
	for _, tc := range []struct {
		in   string
		file string
		o    pipeline.Origin
		ok   bool
	}{
		{"big.pgn:148890:8028", "big.pgn", pipeline.Origin{Line: 148890, Game: 8028}, true},
		{`C:\games\big.pgn:3:2`, `C:\games\big.pgn`, pipeline.Origin{Line: 3, Game: 2}, true},
		{"a:b.pgn:1:1", "a:b.pgn", pipeline.Origin{Line: 1, Game: 1}, true},
		{"big.pgn:12", "", pipeline.Origin{}, false},
		{"big.pgn:0:1", "", pipeline.Origin{}, false},
		{"big.pgn:x:1", "", pipeline.Origin{}, false},
		{":1:1", "", pipeline.Origin{}, false},
	} {
		file, o, err := parseOrigin(tc.in)
		if (err == nil) != tc.ok || file != tc.file || o != tc.o {
			t.Errorf("parseOrigin(%q) = %q, %+v, %v", tc.in, file, o, err)
		}
	}
}

// TestOriginFlags: --origin and --stdin-filename name the input in every
// finding, --origin shifts lines and game numbers, --chunk keeps a cut
// game verbatim; --origin takes one input.
func TestOriginFlags(t *testing.T) {
	const in = "[Event \"a\"]\n\n1. e4 e5 2. Ke3 *\n"
	const cut = "23. Bb5 a6 24. Bxc6 1-0\n\n" + in
	for _, tc := range []struct {
		stdin string
		args  []string
		want  string // in stdout+stderr
		code  int
	}{
		{in, []string{"check", "--board=false", "--stdin-filename", "x.pgn"}, "x.pgn:3:13: error: illegal move 2.Ke3", exitGames},
		{in, []string{"check", "--board=false", "--origin", "big.pgn:100:7"}, "big.pgn:102:13: error: illegal move 2.Ke3", exitGames},
		{in, []string{"check", "--format", "json", "--origin", "big.pgn:100:7"}, `"file":"big.pgn","line":102,"column":13,"game":7`, exitGames},
		{in, []string{"convert", "--origin", "big.pgn:100:7", "-"}, "big.pgn:102:13: error: game 7: illegal move 2.Ke3", exitGames},
		{cut, []string{"check", "--board=false", "--chunk", "--stdin-filename", "c"}, "c:1:1: warning: partial game at the start of the input: kept verbatim [syntax]", exitGames},
		{cut, []string{"convert", "--chunk"}, "23. Bb5 a6 24. Bxc6 1-0\n", exitGames},
		{in, []string{"check", "--origin", "big.pgn:1:1", "-", "-"}, "--origin describes one input", exitUsage},
		{in, []string{"check", "--origin", "big.pgn"}, "want FILE:LINE:GAME", exitUsage},
	} {
		out, stderr, code := runNotaz(t, tc.stdin, tc.args...)
		if code != tc.code || !strings.Contains(out+stderr, tc.want) {
			t.Errorf("%v: exit %d, want %d; output:\n%s%s\nwant it to hold %q", tc.args, code, tc.code, out, stderr, tc.want)
		}
	}
}
