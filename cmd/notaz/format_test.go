package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestConvertFormat runs --format and --to together, as a user would.
func TestConvertFormat(t *testing.T) {
	in := goodGame + badGame
	for _, c := range []struct {
		args []string
		code int
		out  string // a substring of stdout ("" for none expected)
		err  string // a substring of stderr
	}{
		{[]string{"--format", "uci"}, exitGames, "1. e2e4 e7e5 2. d1h5 b8c6 3. f1c4 g8f6 4. h5f7 1-0", "illegal move 2.Ke3"},
		{[]string{"--format", "lalg"}, exitGames, "1. e2-e4 e7-e5 2. Qd1-h5 Nb8-c6 3. Bf1-c4 Ng8-f6 4. Qh5xf7# 1-0", ""},
		{[]string{"--format", "lalg", "--to", "it"}, exitGames, "2. Dd1-h5 Cb8-c6 3. Af1-c4 Cg8-f6 4. Dh5xf7# 1-0", ""},
		{[]string{"--format", "json"}, exitGames, `"san":"Qxf7#","uci":"h5f7"`, "illegal move 2.Ke3"},
		{[]string{"--format", "json", "--to", "de"}, exitGames, `"san":"Dxf7#"`, ""},
		{[]string{"--format", "json", "--fen"}, exitGames, `"fen":"r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"`, ""},
		{[]string{"--format", "uci", "--to", "it"}, exitUsage, "", "--format uci has no piece letters"},
		{[]string{"--fen"}, exitUsage, "", "--fen: only with --format json"},
		{[]string{"--format", "xml"}, exitUsage, "", `unknown format "xml"`},
		{[]string{"--to", "json"}, exitUsage, "", "the output format is --format json"},
	} {
		out, errs, code := convertCLI(t, in, append([]string{"convert"}, c.args...)...)
		if code != c.code || !strings.Contains(out, c.out) || !strings.Contains(errs, c.err) {
			t.Errorf("%q: exit %d (want %d), stdout:\n%s\nstderr: %s", c.args, code, c.code, out, errs)
		}
		if code != exitGames || c.args[1] != "json" {
			continue
		}
		// JSON output is JSON Lines and nothing else: the bad game too.
		lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
		var bad struct {
			Replayed bool
			Raw      string
		}
		if len(lines) != 2 || json.Unmarshal([]byte(lines[1]), &bad) != nil || bad.Replayed || bad.Raw != badGame {
			t.Errorf("%q: %d lines, the bad game: %+v", c.args, len(lines), bad)
		}
	}
}
