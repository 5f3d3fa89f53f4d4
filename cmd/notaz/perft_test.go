package main

import (
	"bytes"
	"strconv"
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
		{[]string{"perft", "--variant", "bughouse", "1"}, 2, "", "unknown variant"},
		{[]string{"perft", "--bogus", "1"}, 2, "", "unknown flag -bogus"},
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

// TestPerftShatranjTable runs the perft table of guides/shatranj.md through
// the command line, to the depths that take under a second each (the board
// package's tests run them deeper).
func TestPerftShatranjTable(t *testing.T) {
	tests := []struct {
		fen      string
		fersLeap bool
		counts   []string
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", false, []string{"16", "256", "4176", "68122", "1164248"}},
		{"rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1", false, []string{"16", "256", "4176", "68122", "1164248"}},
		{"1rbqkbr1/p6p/1pnppnp1/2p2p2/2P2P2/1PNPPNP1/P6P/1RBQKBR1 w - - 4 13", false, []string{"27", "729", "19935", "542958"}},
		{"r1n1k2r/1P4P1/8/3q4/3Q4/8/1p4p1/R1N1K2R w - - 0 1", false, []string{"34", "1027", "32099", "941504"}},
		{"4k3/8/8/8/8/8/7p/R3K2R w - - 0 1", false, []string{"18", "79", "1731", "10031", "239029"}},
		{"8/3k4/4p3/3P4/8/8/8/6K1 w - - 0 1", false, []string{"7", "54", "292", "1979", "12814"}},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kk - 0 1", false, []string{"18", "324", "5912", "107543", "2023199"}},
		{"1rbqkbr1/p6p/1pnppnp1/2p2p2/2P2P2/1PNPPNP1/P6P/1RBQKBR1 w Kk - 4 13", false, []string{"29", "839", "24364", "704647"}},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", true, []string{"20", "400", "7970", "158428"}},
	}
	for _, tt := range tests {
		for d, want := range tt.counts {
			args := []string{"notaz", "perft", "--variant", "shatranj", "--fen", tt.fen}
			if tt.fersLeap {
				args = append(args, "--fers-leap")
			}
			args = append(args, strconv.Itoa(d+1))
			var out, errb bytes.Buffer
			if code := run(args, nil, &out, &errb); code != 0 {
				t.Fatalf("%v: exit %d: %s", args, code, errb.String())
			}
			if got := strings.TrimSpace(out.String()); got != want {
				t.Errorf("%s depth %d: %s, want %s", tt.fen, d+1, got, want)
			}
		}
	}
}
