package main

import (
	"strings"
	"testing"
)

// TestConvertSuggests: convert's error for a wrong move is one line on
// stderr that ends with what was probably meant, in the game's letters;
// check says the same on the finding's line without --board.
func TestConvertSuggests(t *testing.T) {
	const pgn = "[Event \"x\"]\n\n1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 4. O-O Cf6 5. d3 d6 6. De2 Ag4 7. Rd1 *\n"
	for _, tc := range []struct {
		args []string
		out  bool // the finding is on stdout (check), else stderr
		want string
	}{
		{[]string{"convert"}, false, "-:3:66: error: game 1: illegal move 7.Rd1: no king can reach d1; did you mean Td1 or Dd1?\n"},
		{[]string{"convert", "--from", "it", "-q"}, false, "-:3:66: error: game 1: illegal move 7.Rd1: no king can reach d1; did you mean Td1 or Dd1?\n"},
		{[]string{"check", "--board=false"}, true, "-:3:66: error: illegal move 7.Rd1: no king can reach d1; did you mean Td1 or Dd1? [illegal-move]\n"},
		{[]string{"check", "--format", "github"}, true, "::error file=-,line=3,col=66,title=illegal-move::illegal move 7.Rd1: no king can reach d1; did you mean Td1 or Dd1?\n"},
		{[]string{"check", "--format", "json"}, true, `"message":"illegal move 7.Rd1: no king can reach d1; did you mean Td1 or Dd1?","suggestions":["Td1","Dd1"],"suggestions_san":["Rd1","Qd1"],"locale":"it"`},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			stdout, stderr, code := runNotaz(t, pgn, append(tc.args, "-")...)
			if code != exitGames {
				t.Errorf("exit %d, want %d", code, exitGames)
			}
			got := stderr
			if tc.out {
				got = stdout
			}
			if !strings.Contains(got, tc.want) {
				t.Errorf("output:\n%s\nwant a line with\n%s", got, tc.want)
			}
		})
	}
}
