package sheet

import (
	"context"
	"testing"
)

// FuzzParseJSON: no input makes the reader or the decoder panic, hang or
// accept a sheet the limits refuse; what it accepts decodes to a legal
// game whose boxes are accounted for.
func FuzzParseJSON(f *testing.F) {
	for _, s := range []string{
		`{"moves": [[["e4", 0.92], ["c4", 0.05]], [["e5", 0.8], ["c5", 0.1]]]}`,
		`{"tags": {"White": "A"}, "moves": [[], [["Cf3"]], ["e5"], null]}`,
		`{"fen": "8/8/8/8/8/8/4k3/4K2R w K - 0 1", "moves": [[["0-0", 1]], [["Kd2"]]]}`,
		`{"moves": [[["♘f3", 0.5], ["Кf3", 0.5]]], "id": 7}`,
		`{"moves": [[["e4", 2]]]}`,
		`{"moves": [[["1-0"]]]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := ParseJSON(b)
		if err != nil {
			return
		}
		if len(s.Boxes) > MaxBoxes {
			t.Fatalf("%d boxes", len(s.Boxes))
		}
		for _, box := range s.Boxes {
			if len(box) > MaxCandidates {
				t.Fatalf("%d candidates", len(box))
			}
			sum := 0.0
			for _, c := range box {
				if c.P < 0 || c.P > 1 {
					t.Fatalf("probability %v", c.P)
				}
				sum += c.P
			}
			if sum > 1+1e-9 {
				t.Fatalf("probabilities sum to %v", sum)
			}
		}
		if len(s.Boxes) > 16 {
			return // decoding is linear in boxes: short sheets are enough here
		}
		r, err := Decode(context.Background(), Options{Width: 2}, s)
		if err != nil {
			return // a bad FEN or variant
		}
		_ = r.AppendJSON(nil)
		_ = r.AppendPGN(nil, 0.9)
		// round trip of the sheet itself
		if _, err := ParseJSON(s.AppendJSON(nil)); err != nil {
			t.Fatalf("AppendJSON does not read back: %v", err)
		}
	})
}

// FuzzParseText: typed text never panics the reader.
func FuzzParseText(f *testing.F) {
	f.Add("[White \"A\"]\n1. e4 e5 2. Cf3|Nf3 ? 3. Ab5:0.7|Ac4:0.2 a6 1-0\n")
	f.Add("{comment} 1.d4 {x} d5 *")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseText(text)
		if err != nil || len(s.Boxes) > 16 {
			return
		}
		if _, err := Decode(context.Background(), Options{Width: 2}, s); err != nil {
			return
		}
	})
}
