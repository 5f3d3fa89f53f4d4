package convert_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/writer"
)

// TestRejectsOnly: with RejectsOnly the games that could not be converted
// go to the rejects alone, byte for byte, and the output holds exactly the
// converted games; without it (or without Rejects) the output is what it
// always was, every game in order. Games too large to hold are streamed
// to the same place as the others.
func TestRejectsOnly(t *testing.T) {
	big := "[Event \"big\"]\n\n1. e4 {" + strings.Repeat("x", 5000) + "} e5 *\n"
	in := string(manyGames(30)) + big + "\n" + string(manyGames(3))
	tests := []struct {
		name        string
		rejects     bool
		rejectsOnly bool
	}{
		{"no rejects", false, false},
		{"rejects too", true, false},
		{"rejects only", true, true},
		{"rejects only without rejects", false, true}, // nothing to send them to: kept
	}
	for _, tt := range tests {
		for _, workers := range []int{1, 4} {
			var out, rej, converted, failed, all bytes.Buffer
			opts := convert.Options{Options: pipeline.Options{Workers: workers, MaxGameSize: 1000}, RejectsOnly: tt.rejectsOnly}
			if tt.rejects {
				opts.Rejects = &rej
			}
			opts.Game = func(it *pipeline.Item, text []byte) {
				if it.Failed() {
					// A streamed game's text is its first bytes only.
					text = writer.AppendVerbatim(nil, it.Game.Raw)
					if it.Game.Rest != nil {
						text = []byte(big + "\n")
					}
					failed.Write(text)
				} else {
					converted.Write(text)
				}
				all.Write(text)
			}
			st, err := convert.Run(context.Background(), strings.NewReader(in), &out, opts)
			if err != nil {
				t.Fatalf("%s, -j %d: %v", tt.name, workers, err)
			}
			if st.Rejected != 5 || st.Games != 34 {
				t.Errorf("%s, -j %d: stats %+v, want 34 games, 5 rejected", tt.name, workers, st)
			}
			wantOut, wantRej := all.String(), ""
			if tt.rejects {
				wantRej = failed.String()
			}
			if tt.rejects && tt.rejectsOnly {
				wantOut = converted.String()
			}
			if out.String() != wantOut {
				t.Errorf("%s, -j %d: output differs: %s", tt.name, workers, firstDiff([]byte(wantOut), out.Bytes()))
			}
			if rej.String() != wantRej {
				t.Errorf("%s, -j %d: rejects differ: %s", tt.name, workers, firstDiff([]byte(wantRej), rej.Bytes()))
			}
		}
	}
}
