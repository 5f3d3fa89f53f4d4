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
