package main

import (
	"slices"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/diag"
)

// TestErrorsFirst: each game's errors come before its warnings, each kind
// in input order, and no finding moves to another game.
func TestErrorsFirst(t *testing.T) {
	w, e := diag.Warning, diag.Error
	in := []diag.Diagnostic{
		{Game: 1, Line: 1, Severity: w}, {Game: 1, Line: 2, Severity: w}, {Game: 1, Line: 3, Severity: e},
		{Game: 2, Line: 9, Severity: w},
		{Game: 3, Line: 10, Severity: e}, {Game: 3, Line: 11, Severity: w}, {Game: 3, Line: 12, Severity: e},
	}
	want := []int{3, 1, 2, 9, 10, 12, 11}
	var got []int
	ef := &errorsFirst{emit: func(d diag.Diagnostic) error { got = append(got, d.Line); return nil }}
	for _, d := range in {
		if err := ef.add(d); err != nil {
			t.Fatal(err)
		}
	}
	if len(got) != 4 {
		t.Errorf("before the end, %d findings handed on, want the 4 of games 1 and 2", len(got))
	}
	ef.flush()
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
}

// TestFolded: in the text a person reads, a game's warnings of one kind
// (code and message pattern) beyond four are counted, not shown, when at
// least two would be left out; the fourth says how many follow. Errors,
// notes and other kinds are untouched, the order is kept, and each left
// out goes to hidden (check counts it per code).
func TestFolded(t *testing.T) {
	w := func(line int, code diag.Code, format string) diag.Diagnostic {
		d := diag.Diagnostic{Game: 1, Line: line, Severity: diag.Warning, Code: code}
		d.SetText(diag.T(format, "x"))
		return d
	}
	many := func(n int, code diag.Code, format string) []diag.Diagnostic {
		var ds []diag.Diagnostic
		for i := range n {
			ds = append(ds, w(i+1, code, format))
		}
		return ds
	}
	syntax, san := diag.Code("syntax"), diag.Code("nonstandard-san")
	text, stray := "text between moves read as a comment: %s", "stray text skipped: %s"
	errs := []diag.Diagnostic{{Game: 1, Line: 50, Severity: diag.Error, Code: "illegal-move", Msg: "illegal"}}
	for i := range 8 {
		errs = append(errs, w(60+i, syntax, text))
	}
	errs = append(errs, diag.Diagnostic{Game: 1, Line: 70, Info: true, Msg: "note"})
	tests := []struct {
		name   string
		in     []diag.Diagnostic
		lines  []int  // lines shown, in order
		noteAt int    // which shown finding says how many follow (-1: none)
		note   string // the end of its message
		hidden int
	}{
		{"five of a kind all shown", many(5, syntax, text), []int{1, 2, 3, 4, 5}, -1, "", 0},
		{"six: two left out", many(6, syntax, text), []int{1, 2, 3, 4}, 3, "; 2 more like it in this game not shown (-v shows each)", 2},
		{"forty", many(40, syntax, text), []int{1, 2, 3, 4}, 3, "; 36 more like it in this game not shown (-v shows each)", 36},
		{"kinds apart by pattern", append(many(3, syntax, text), many(3, syntax, stray)...), []int{1, 2, 3, 1, 2, 3}, -1, "", 0},
		{"kinds apart by code", append(many(4, syntax, text), many(4, san, text)...), []int{1, 2, 3, 4, 1, 2, 3, 4}, -1, "", 0},
		{"errors and notes kept", errs, []int{50, 60, 61, 62, 63, 70}, 4, "; 4 more like it in this game not shown (-v shows each)", 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []diag.Diagnostic
			hidden := 0
			ef := &errorsFirst{emit: func(d diag.Diagnostic) error { got = append(got, d); return nil },
				fold: true, flag: "-v", hidden: func(diag.Diagnostic) { hidden++ }}
			for _, d := range tt.in {
				ef.add(d)
			}
			ef.flush()
			var lines []int
			for _, d := range got {
				lines = append(lines, d.Line)
			}
			if !slices.Equal(lines, tt.lines) {
				t.Fatalf("lines shown %v, want %v", lines, tt.lines)
			}
			if hidden != tt.hidden {
				t.Errorf("%d hidden, want %d", hidden, tt.hidden)
			}
			for i, d := range got {
				switch {
				case i == tt.noteAt && !strings.HasSuffix(d.Msg, tt.note):
					t.Errorf("shown %d: %q, want it to end %q", i, d.Msg, tt.note)
				case i != tt.noteAt && strings.Contains(d.Msg, "more like it"):
					t.Errorf("shown %d: %q says more follow", i, d.Msg)
				}
			}
		})
	}
}

// TestFoldedCLI: check and convert fold a game's warnings of one kind in
// the text format, -v shows each, and the counts (the summary line,
// check's --summary per code) are the same either way.
func TestFoldedCLI(t *testing.T) {
	tests := []struct {
		cmd, text, kind string
	}{
		{"check", "1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5-a4 Ng8-f6 *\n", "long algebraic notation"},
		{"convert", "1. e4 then e5 2. Nf3 then Nc6 3. Bb5 then a6 4. Ba4 then Nf6 5. O-O then Be7 6. Re1 then b5 7. Bb3 then d6 1-0\n", "read as a comment"},
	}
	for _, tt := range tests {
		var out [2]string
		for i, args := range [][]string{{"notaz", tt.cmd}, {"notaz", tt.cmd, "-v"}} {
			if tt.cmd == "check" {
				args = append(args, "--summary")
			}
			var stdout, stderr strings.Builder
			run(append(args, "-"), strings.NewReader(tt.text), &stdout, &stderr)
			out[i] = stdout.String() + stderr.String()
		}
		if n, all := strings.Count(out[0], tt.kind), strings.Count(out[1], tt.kind); n != 4 || all < 6 {
			t.Errorf("%s: %d warnings %q shown, %d with -v; want 4 and all\n%s", tt.cmd, n, tt.kind, all, out[0])
		}
		if !strings.Contains(out[0], " more like it in this game not shown (-v shows each)") ||
			strings.Contains(out[1], "more like it") {
			t.Errorf("%s: the count of the warnings left out missing, or there with -v:\n%s\n%s", tt.cmd, out[0], out[1])
		}
		last := func(s string) string { ls := strings.Split(strings.TrimSpace(s), "\n"); return ls[len(ls)-1] }
		if last(out[0]) != last(out[1]) {
			t.Errorf("%s: summary %q, with -v %q", tt.cmd, last(out[0]), last(out[1]))
		}
		if tt.cmd == "check" && !strings.Contains(out[0], "8  warning  nonstandard-san") {
			t.Errorf("check --summary: the warnings left out are not counted:\n%s", out[0])
		}
	}
}
