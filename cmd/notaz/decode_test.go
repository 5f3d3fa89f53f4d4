package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/i18n"
	"github.com/notaz-chess/notaz/sheet"
)

func TestDecodeCommand(t *testing.T) {
	dir := t.TempDir()
	white := filepath.Join(dir, "white.jsonl")
	black := filepath.Join(dir, "black.jsonl")
	// the white player's sheet cannot read box 3, the black player's box 4
	os.WriteFile(white, []byte(`{"tags": {"White": "Anna"}, "moves": [["e4"], ["e5"], [], ["Cc6"], ["Ab5"], ["1-0"]]}`+"\n"), 0o644)
	os.WriteFile(black, []byte(`{"tags": {"Black": "Bea"}, "moves": [["e4"], ["e5"], ["Cf3"], [], ["Ab5"]]}`+"\n"), 0o644)
	tests := []struct {
		name   string
		stdin  string
		args   []string
		code   int
		stdout []string
		stderr []string
	}{
		{"json in, pgn out", `{"moves": [[["e4", 0.9]], [["e5", 0.9]], [["Hf3", 0.8], ["Nf3", 0.1]], [["Nc6"]]]}`, []string{"decode", "--mark-below", "0"}, 0,
			[]string{"1.e4 e5 2.Nf3 Nc6 *", `[Result "*"]`}, []string{"decoded 1 sheets"}},
		{"json out", `{"id": 9, "moves": [["e4"], ["e5"]]}`, []string{"decode", "--format", "json"}, 0,
			[]string{`"id":9`, `"san":"e4"`, `"runner_up"`}, nil},
		{"typed text", "1. e4 e5 2. Cf3|Nf3 Cc6 3. Ab5 a6 1-0\n", []string{"decode", "--mark-below", "0"}, 0,
			[]string{"1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 1-0"}, nil},
		{"strict", `{"moves": [["e4"], [], ["Nf3"]]}`, []string{"decode", "--strict"}, 1,
			[]string{"{notaz: 0.0"}, []string{"-:1: check 1...", "[unreadable]"}},
		{"review in Italian", `{"moves": [["e4"], [], ["Nf3"]]}`, []string{"--lang", "it", "decode"}, 0,
			nil, []string{"-:1: controllare 1...", "[casella 2]", "decodificati 1 formulari: 2 mosse su 3 sicure (almeno 0.90), 1 da controllare"}},
		{"bad line", "{\"moves\": [[\"e4\"]]}\nnot a sheet\n", []string{"decode"}, 1,
			[]string{"1.e4 *"}, []string{"-:2: error:"}},
		{"pair", "", []string{"decode", "--pair", "--mark-below", "0", white, black}, 0,
			[]string{"1.e4 e5 2.Nf3 Nc6 3.Bb5 1-0", `[White "Anna"]`, `[Black "Bea"]`}, nil},
		{"pair wants two", "", []string{"decode", "--pair", white}, 2, nil, []string{"--pair takes two files"}},
		{"bad width", "", []string{"decode", "--width", "0"}, 2, nil, []string{"--width"}},
		{"bad format", "", []string{"decode", "--format", "uci"}, 2, nil, []string{"--format"}},
		{"bad language", `{"moves": [["e4"]]}`, []string{"decode", "--from", "klingon"}, 1, nil, []string{"klingon"}},
		{"missing file", "", []string{"decode", filepath.Join(dir, "none.jsonl")}, 3, nil, []string{"none.jsonl"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errs, code := runNotaz(t, tc.stdin, tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d\nstdout: %s\nstderr: %s", code, tc.code, out, errs)
			}
			for _, w := range tc.stdout {
				if !strings.Contains(out, w) {
					t.Errorf("stdout lacks %q:\n%s", w, out)
				}
			}
			for _, w := range tc.stderr {
				if !strings.Contains(errs, w) {
					t.Errorf("stderr lacks %q:\n%s", w, errs)
				}
			}
		})
	}
}

// TestReviewLineEnglish: the command's review line in English is the
// library's (sheet.Result.ReviewLine), for one sheet and for two.
func TestReviewLineEnglish(t *testing.T) {
	a, err := sheet.ParseJSON([]byte(`{"moves": [["e4"], [], ["Nf3"], [["Nc6", 0.5], ["Nc3", 0.4]]]}`))
	if err != nil {
		t.Fatal(err)
	}
	b, err := sheet.ParseJSON([]byte(`{"moves": [["e4"], ["e5"], [], [["Nc6", 0.5], ["Nf6", 0.4]]]}`))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, sheets := range [][]*sheet.Sheet{{a}, {a, b}} {
		res, err := sheet.Decode(context.Background(), sheet.Options{MarkBelow: 0.99}, sheets...)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range res.Review {
			n++
			if got, want := reviewLine(i18n.English, res, m), res.ReviewLine(m); got != want {
				t.Errorf("got  %s\nwant %s", got, want)
			}
		}
	}
	if n < 2 {
		t.Errorf("%d moves to review, want some on each run", n)
	}
}
