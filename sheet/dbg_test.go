package sheet

import (
	"context"
	"os"
	"strings"
	"testing"
)

func TestDbg(t *testing.T) {
	b, _ := os.ReadFile("/tmp/h24/s.jsonl")
	lines := strings.Split(string(b), "\n")
	tr, _ := os.ReadFile("/tmp/h24/s.jsonl.pgn")
	truths := strings.Split(string(tr), "[Game")
	for i, l := range lines[:20] {
		s, err := ParseJSON([]byte(l))
		if err != nil {
			t.Fatal(err)
		}
		r, err := Decode(context.Background(), Options{From: os.Getenv("FROM")}, s)
		if err != nil {
			t.Fatal(err)
		}
		var truth []string
		for _, f := range strings.Fields(truths[i+1])[2:] {
			if !strings.HasSuffix(f, ".") && f != "*" {
				truth = append(truth, f)
			}
		}
		errs := 0
		for j, m := range r.Moves {
			if j < len(truth) && m.SAN != truth[j] {
				t.Logf("game %d (%s) ply %d: got %s (%.2f) want %s; box %v", i+1, r.Language, j+1, m.SAN, m.P, truth[j], s.Boxes[j])
				if j > 0 {
					t.Logf("   before: %s want %s box %v", r.Moves[j-1].SAN, truth[j-1], s.Boxes[j-1])
				}
				errs++
				if errs > 0 {
					break
				}
			}
		}
	}
}
