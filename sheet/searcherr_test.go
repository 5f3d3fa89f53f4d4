package sheet

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/board"
)

// scorePath is the score the model gives a game read one box a ply (no
// slips) from a sheet in the letters of code (pathScore's, prior included).
func scorePath(s *Sheet, code string, moves []board.Move) float64 {
	langs := []*lang{newLang(mustLocale(code), false)}
	if code != "fig" {
		langs = append(langs, newLang(mustLocale("fig"), false))
	}
	d := &decoder{sheets: []*Sheet{s}, width: DefaultWidth, start: board.StartPosition(board.Chess()), prior: true, startLast: board.NoSquare}
	bs, _ := stripResult(s.Boxes)
	d.boxes = append(d.boxes, bs)
	d.setModels(langs)
	var path []step
	for i, mv := range moves {
		st := step{mv: mv}
		if i < len(bs) {
			st.kind[0] = 1
		}
		path = append(path, st)
	}
	return d.pathScore(path)
}

// TestSearchVsModel sorts the sheets of $SHEETS (sheetbench -write) that
// decode wrong into search errors (the true game scores higher than the
// one found: the beam or the repair lost it) and model errors (the model
// prefers the wrong game: more search would not help). V=1 lists the wrong
// plies. It skips without $SHEETS.
func TestSearchVsModel(t *testing.T) {
	path := os.Getenv("SHEETS")
	if path == "" {
		t.Skip("SHEETS not set")
	}
	b, _ := os.ReadFile(path)
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	tr, _ := os.ReadFile(path + ".pgn")
	truths := strings.Split(string(tr), "[Game")
	searchErr, modelErr, right := 0, 0, 0
	for i, l := range lines {
		s, _ := ParseJSON([]byte(l))
		r, err := Decode(context.Background(), Options{}, s)
		if err != nil {
			t.Fatal(err)
		}
		pos := board.StartPosition(board.Chess())
		var truth []board.Move
		for _, f := range strings.Fields(truths[i+1])[2:] {
			if !strings.HasSuffix(f, ".") && f != "*" {
				mv, err := pos.ParseSAN(f)
				if err != nil {
					t.Fatal(err)
				}
				pos.PlayUnchecked(mv)
				truth = append(truth, mv)
			}
		}
		var got []board.Move
		wrong := 0
		for j, m := range r.Moves {
			got = append(got, m.Move)
			if j >= len(truth) || m.Move != truth[j] {
				wrong++
			}
		}
		if wrong == 0 && len(got) == len(truth) {
			right++
			continue
		}
		st, sg := scorePath(s, r.Language, truth), scorePath(s, r.Language, got)
		kind := "model"
		if st > sg {
			kind = "SEARCH"
			searchErr++
		} else {
			modelErr++
		}
		if os.Getenv("V") != "" {
			pos := board.StartPosition(board.Chess())
			for j := range truth {
				if j < len(got) && got[j] != truth[j] {
					var box Box
					if j < len(s.Boxes) {
						box = s.Boxes[j]
					}
					t.Logf("   ply %d: got %s want %s (p %.2f) box %v", j+1, r.Moves[j].SAN, pos.Format(truth[j]), r.Moves[j].P, box)
				}
				pos.PlayUnchecked(truth[j])
			}
		}
		t.Logf("game %d %s: %d wrong, truth %.2f decoded %.2f (LogScore %.2f) %s", i+1, r.Language, wrong, st, sg, r.LogScore, kind)
	}
	t.Logf("right %d, search errors %d, model errors %d", right, searchErr, modelErr)
}
