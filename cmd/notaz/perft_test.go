package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestPerftCommand(t *testing.T) {
	tests := []struct {
		args     []string
		code     int
		lastLine string
		stderr   string
	}{
		{[]string{"perft", "3"}, 0, "8902", ""},
		{[]string{"perft", "--fen", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "2"}, 0, "2039", ""},
		{[]string{"perft", "--divide", "2"}, 0, "400", ""},
		{[]string{"perft", "--variant", "shatranj", "3"}, 0, "5912", ""},
		{[]string{"perft", "--variant", "shatranj", "--fers-leap", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "2"}, 0, "400", ""},
		{[]string{"perft", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "2"}, 2, "", "invalid FEN: placement: unexpected character 'X'"},
		{[]string{"perft", "--fen", "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1", "1"}, 2, "", "invalid FEN: castling: 'K'"},
		{[]string{"perft", "x"}, 2, "", "DEPTH must be a whole number"},
		{[]string{"perft"}, 2, "", "want one DEPTH argument"},
		{[]string{"perft", "--variant", "crazyhouse", "1"}, 2, "", "unknown variant"},
		{[]string{"perft", "--bogus", "1"}, 2, "", "flag provided but not defined"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			var out, errb bytes.Buffer
			code := run(append([]string{"notaz"}, tt.args...), strings.NewReader(""), &out, &errb)
			if code != tt.code {
				t.Fatalf("exit %d, want %d; stderr: %s", code, tt.code, errb.String())
			}
			lines := strings.Split(strings.TrimSpace(out.String()), "\n")
			if tt.lastLine != "" && lines[len(lines)-1] != tt.lastLine {
				t.Errorf("last line %q, want %q", lines[len(lines)-1], tt.lastLine)
			}
			if !strings.Contains(errb.String(), tt.stderr) {
				t.Errorf("stderr %q does not contain %q", errb.String(), tt.stderr)
			}
		})
	}
	// --divide: one "move: count" line per root move, then the total.
	var out bytes.Buffer
	run([]string{"notaz", "perft", "--divide", "1"}, nil, &out, &out)
	if lines := strings.Split(strings.TrimSpace(out.String()), "\n"); len(lines) != 21 || !strings.HasSuffix(lines[0], ": 1") {
		t.Errorf("perft --divide 1 printed %q", out.String())
	}
}
