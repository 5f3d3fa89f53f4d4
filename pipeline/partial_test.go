package pipeline_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/pipeline"
)

// TestChunk: under Chunk, a game the cut went through (at the start: a
// continuation; at the end: no result yet) is one warning and kept
// verbatim; everything else is read as without Chunk, and without Chunk
// nothing changes.
func TestChunk(t *testing.T) {
	const whole = "[Event \"x\"]\n1. e4 e5 *\n"
	for _, tc := range []struct {
		name, in string
		chunk    bool
		want     string // per game: P (partial), E (an error), ok
	}{
		{"continuation by number", "23. Nf3 Nc6 24. Bb5 a6 1-0\n\n" + whole, true, "P ok"},
		{"continuation mid-line", "Nf6 24. Bb5 a6 1-0\n\n" + whole, true, "P ok"},
		{"continuation after cut tags", "[Round \"3\"]\n\n23. Bb5 a6 24. Bxc6 1-0\n\n" + whole, true, "P ok"},
		{"without --chunk it is an error", "23. Nf3 Nc6 24. Bb5 a6 1-0\n\n" + whole, false, "E ok"},
		{"a first game from move 1 is an error", "1. e4 e5 2. Ke3 *\n\n" + whole, true, "E ok"},
		{"a FEN game may start anywhere", "[FEN \"8/8/8/8/8/8/8/K6k w - - 0 40\"]\n\n40. Kb2 Kg2 *\n\n" + whole, true, "ok ok"},
		{"a whole tagless first game", "1. e4 e5 *\n\n" + whole, true, "ok ok"},
		{"head cut at the end", whole + "\n[Event \"y\"]\n\n1. d4 d5 2. c4\n", true, "ok P"},
		{"head cut in the tags", whole + "\n[Event \"y\"]\n[Site \"z\"]\n", true, "ok P"},
		{"no result without --chunk", whole + "\n[Event \"y\"]\n\n1. d4 d5 2. c4\n", false, "ok ok"},
		{"a cut at both ends", "12... Nf6 13. Bb5 1-0\n\n" + whole + "\n[Event \"y\"]\n\n1. d4", true, "P ok P"},
	} {
		for _, workers := range []int{1, 3} {
			t.Run(fmt.Sprintf("%s/j%d", tc.name, workers), func(t *testing.T) {
				var got []string
				opts := pipeline.Options{Workers: workers, Chunk: tc.chunk}
				err := pipeline.Run(context.Background(), strings.NewReader(tc.in), opts, pipeline.Stage[struct{}]{
					Emit: func(it *pipeline.Item, _ struct{}) error {
						if it.Game == nil {
							return nil
						}
						got = append(got, summary(t, it))
						return nil
					},
				})
				if err != nil {
					t.Fatal(err)
				}
				if s := strings.Join(got, " "); s != tc.want {
					t.Errorf("got %q, want %q", s, tc.want)
				}
			})
		}
	}
}

// summary is P for a partial game (checking its one warning), E for a
// game with an error, ok otherwise.
func summary(t *testing.T, it *pipeline.Item) string {
	switch {
	case it.Partial:
		if !it.Failed() || it.Replay != nil || len(it.Diags) != 1 || it.Diags[0].Severity != diag.Warning ||
			it.Diags[0].Code != diag.Syntax || !strings.Contains(it.Diags[0].Msg, "partial game") || it.Diags[0].Line != int(it.Game.Start.Line) {
			t.Errorf("partial game %d: failed %v, diags %v", it.Game.Number, it.Failed(), it.Diags)
		}
		return "P"
	case it.Failed():
		return "E"
	}
	return "ok"
}
