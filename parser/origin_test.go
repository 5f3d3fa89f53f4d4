package parser

import (
	"errors"
	"io"
	"strings"
	"testing"
)

// TestOrigin: a part read with the Origin of its place in the original
// file gives the original's lines, offsets and game numbers, and nothing
// else changes (the columns, the games' text).
func TestOrigin(t *testing.T) {
	t.Parallel()
	const in = "[Event \"a\"]\n\n1. e4 e5 *\n\nstray\n1. d4 {c}\n  d5 1-0\n"
	for _, o := range []Origin{
		{},
		{Line: 1, Game: 1},
		{Line: 120, Game: 7, Offset: 5000},
		{Line: 3, Offset: 40}, // Game 0 means 1
	} {
		base := readGames(t, in, Options{})
		got := readGames(t, in, Options{Origin: o})
		if len(got) != len(base) {
			t.Fatalf("%+v: %d games, want %d", o, len(got), len(base))
		}
		dl, dg := int32(max(o.Line, 1)-1), max(o.Game, 1)-1
		for i, g := range got {
			b := base[i]
			if g.Number != b.Number+dg || g.Start.Line != b.Start.Line+dl || g.Start.Offset != b.Start.Offset+o.Offset {
				t.Errorf("%+v: game %d at %+v (game %d), want %+v shifted", o, i, g.Start, g.Number, b.Start)
			}
			if string(g.Raw) != string(b.Raw) {
				t.Errorf("%+v: game %d Raw changed", o, i)
			}
			for j, w := range g.Warnings {
				bw := b.Warnings[j]
				if w.Line != bw.Line+int(dl) || w.Column != bw.Column || w.Offset != bw.Offset+o.Offset {
					t.Errorf("%+v: warning %v, want %v shifted", o, w, bw)
				}
			}
			m, bm := g.Moves[len(g.Moves)-1], b.Moves[len(b.Moves)-1]
			if g.Column(m.Pos()) != b.Column(bm.Pos()) || m.Pos().Line != bm.Pos().Line+dl {
				t.Errorf("%+v: last move of game %d at %+v, want %+v shifted", o, i, m.Pos(), bm.Pos())
			}
		}
	}
}

func readGames(t *testing.T, in string, opts Options) []*Game {
	t.Helper()
	r := NewReader(strings.NewReader(in), opts)
	var gs []*Game
	for {
		g, err := r.Next()
		if errors.Is(err, io.EOF) {
			return gs
		}
		if g == nil {
			t.Fatal(err)
		}
		gs = append(gs, g)
	}
}
