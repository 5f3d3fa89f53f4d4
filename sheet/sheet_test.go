package sheet

import (
	"context"
	"strings"
	"testing"
)

func decodeLine(t *testing.T, line string, opt Options) *Result {
	t.Helper()
	s, err := ParseJSON([]byte(line))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Decode(context.Background(), opt, s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func sans(r *Result) string {
	var s []string
	for _, m := range r.Moves {
		s = append(s, m.SAN)
	}
	return strings.Join(s, " ")
}

func TestDecodeSmall(t *testing.T) {
	tests := []struct {
		name, in, want string
		opt            Options
	}{
		{"exact", `{"moves": [[["e4", 0.9]], [["e5", 0.9]], [["Nf3"]], [["Nc6"]]]}`, "e4 e5 Nf3 Nc6", Options{}},
		{"look-alike", `{"moves": [[["e4", 0.9]], [["e5", 0.9]], [["Hf3"]], [["Nc6"]]]}`, "e4 e5 Nf3 Nc6", Options{}},
		{"second candidate legal", `{"moves": [[["e4", 0.6], ["c4", 0.3]], [["e5", 0.9]], [["Nf6", 0.7], ["Nf3", 0.2]], [["Nc6"]]]}`, "e4 e5 Nf3 Nc6", Options{}},
		{"empty box", `{"moves": [[["e4", 0.9]], [], [["exd5"]]]}`, "e4 d5 exd5", Options{}},
		{"italian", `{"moves": [["e4"], ["e5"], ["Cf3"], ["Cc6"], ["Ab5"], ["a6"], ["Axc6"], ["dxc6"], ["0-0"], ["f6"]]}`, "e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O f6", Options{}},
		{"missing x and +", `{"moves": [["e4"], ["d5"], ["ed5"], ["Dd5"], ["Cc3"], ["Da5"]]}`, "e4 d5 exd5 Qxd5 Nc3 Qa5", Options{From: "it"}},
		{"doubled box", `{"moves": [["e4"], ["e5"], ["Nf3"], ["Nf3"], ["Nc6"], ["Bb5"], ["a6"], ["Ba4"], ["Nf6"]]}`, "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6", Options{}},
		{"missing box", `{"moves": [["e4"], ["e5"], ["Nf3"], ["Bb5"], ["a6"], ["Ba4"], ["Nf6"], ["O-O"], ["Be7"]]}`, "e4 e5 Nf3 * Bb5 a6 Ba4 Nf6 O-O Be7", Options{}},
		{"result", `{"moves": [["f3"], ["e5"], ["g4"], ["Qh4#"], ["0-1"]]}`, "f3 e5 g4 Qh4#", Options{}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := decodeLine(t, tc.in, tc.opt)
			got := sans(r)
			if i := strings.Index(tc.want, "*"); i >= 0 && len(got) > i {
				// any move there: the sheet does not say which
				j := strings.IndexByte(got[i:], ' ')
				if j > 0 {
					got = got[:i] + "*" + got[i+j:]
				}
			}
			if got != tc.want {
				t.Errorf("got  %s\nwant %s\n%v", got, tc.want, r.Warnings)
			}
			for _, w := range r.Warnings {
				t.Log(w)
			}
			for _, m := range r.Review {
				t.Log(r.ReviewLine(m))
			}
		})
	}
}

func TestParseText(t *testing.T) {
	s, err := ParseText("[White \"A\"]\n1. e4 e5 2. Cf3|Nf3 ? 3. Ab5:0.7|Ac4:0.2 a6 1-0\n")
	if err != nil {
		t.Fatal(err)
	}
	r, err := Decode(context.Background(), Options{}, s)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := sans(r), "e4 e5 Nf3 * Bb5 a6"; strings.Replace(got, strings.Fields(got)[3], "*", 1) != want {
		t.Errorf("got %s, want %s", got, want)
	}
	if r.Result != "1-0" || len(r.Tags) != 1 || r.Language != "it" {
		t.Errorf("result %q tags %v language %s", r.Result, r.Tags, r.Language)
	}
	if len(s.Boxes[2]) != 2 || s.Boxes[2][0].P != 0.5 || s.Boxes[4][0].P != 0.7 {
		t.Errorf("boxes %v", s.Boxes)
	}
}

func TestSheetsDetect(t *testing.T) {
	n := 0
	for s, err := range Sheets(strings.NewReader("\ufeff{\"moves\": [[\"e4\"]]}\nnot json\n{\"moves\": [[\"d4\"]]}\n")) {
		n++
		if n == 2 {
			if err == nil {
				t.Error("line 2: no error")
			}
			continue
		}
		if err != nil || s == nil {
			t.Fatalf("sheet %d: %v", n, err)
		}
	}
	if n != 3 {
		t.Errorf("%d items, want 3", n)
	}
	n = 0
	for s, err := range Sheets(strings.NewReader("1. e4 e5 1-0\n\n1. d4 d5 *\n")) {
		if err != nil {
			t.Fatal(err)
		}
		n++
		if len(s.Boxes) != 3 {
			t.Errorf("boxes %v", s.Boxes)
		}
	}
	if n != 2 {
		t.Errorf("%d games, want 2", n)
	}
}
