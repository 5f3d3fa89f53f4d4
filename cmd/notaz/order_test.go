package main

import (
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
