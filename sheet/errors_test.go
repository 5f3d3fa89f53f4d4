package sheet

import (
	"context"
	"os"
	"strings"
	"testing"
)

// TestDecodeFileErrors decodes the sheets of $SHEETS (sheetbench -write)
// and compares them with the true games sheetbench wrote beside them
// ($SHEETS.pgn), counting the wrong moves at unreadable boxes and at read
// ones (V=1 lists them, W sets the width). It skips without $SHEETS.
func TestDecodeFileErrors(t *testing.T) {
	path := os.Getenv("SHEETS")
	if path == "" {
		t.Skip("SHEETS not set")
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	tr, err := os.ReadFile(path + ".pgn")
	if err != nil {
		t.Fatal(err)
	}
	truths := strings.Split(string(tr), "[Game")
	emptyErr, fullErr, total := 0, 0, 0
	for i, l := range lines {
		s, err := ParseJSON([]byte(l))
		if err != nil {
			t.Fatal(err)
		}
		r, err := Decode(context.Background(), Options{From: os.Getenv("FROM"), Width: atoi(os.Getenv("W"))}, s)
		if err != nil {
			t.Fatal(err)
		}
		var truth []string
		for _, f := range strings.Fields(truths[i+1])[2:] {
			if !strings.HasSuffix(f, ".") && f != "*" {
				truth = append(truth, f)
			}
		}
		for j, m := range r.Moves {
			total++
			if j < len(truth) && strings.TrimRight(m.SAN, "+#") != strings.TrimRight(truth[j], "+#") {
				if len(s.Boxes[j]) == 0 {
					emptyErr++
				} else {
					fullErr++
					if os.Getenv("V") != "" {
						t.Logf("game %d (%s) ply %d: got %s (%.2f) want %s; box %v", i+1, r.Language, j+1, m.SAN, m.P, truth[j], s.Boxes[j])
					}
				}
			}
		}
	}
	t.Logf("moves %d, errors at empty boxes %d, at read boxes %d", total, emptyErr, fullErr)
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}
