package replay

import (
	"fmt"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/board"
)

// dump renders what a replayed game holds, for comparing two replays.
func dump(g *Game) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s|%v|%v|", g.StartFEN, g.Final.FEN(), g.Err)
	for _, n := range g.Notes {
		fmt.Fprintf(&b, "%v;", n)
	}
	if g.Locale != nil {
		b.WriteString(g.Locale.Code)
	}
	var line func(l *Line)
	line = func(l *Line) {
		b.WriteString("(")
		for i := range l.Nodes {
			n := &l.Nodes[i]
			fmt.Fprintf(&b, "%s %v %d %d %d %d %s ", n.Source.Text(), n.Move, n.Ply, n.Number, n.Turn, n.Spelling, n.SAN)
			for j := range n.Variations {
				line(&n.Variations[j])
			}
		}
		b.WriteString(")")
	}
	line(&g.Moves)
	return b.String()
}

// TestArena replays games into an Arena, reset between rounds, and
// compares each with the replay that allocates: the same tree, the same
// findings, whatever the arena held before.
func TestArena(t *testing.T) {
	tests := []struct {
		name, pgn string
		opts      Options
	}{
		{"plain", benchGame, Options{}},
		{"auto", benchGame, Options{Auto: true}},
		{"variations", "1. e4 (1. d4 d5 (1... Nf6 2. c4) 2. c4) e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 *\n", Options{Auto: true}},
		{"ambiguous language", "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. O-O Le7 6. Te1 b5 *\n", Options{Auto: true}},
		{"illegal", "1. e4 e5 2. Ke3 *\n", Options{Auto: true}},
		{"side line in the main line", "1. e4 e5 2. Nf3 Nc6 3. Bb5 3. Bc4 Bc5 3... a6 4. Ba4 *\n", Options{}},
		{"shatranj d-file", "[Variant \"shatranj\"]\n\n1. e3 e6 2. Kd2 *\n", Options{Variant: board.Shatranj()}},
		{"mixed letters", "1. e4 e5 2. Sf3 Cc6 3. Lb5 *\n", Options{Auto: true}},
	}
	a := new(Arena)
	for round := range 3 {
		for _, tt := range tests {
			g := readGames(t, tt.pgn)[0]
			want := dump(Run(g, tt.opts))
			opts := tt.opts
			opts.Arena = a
			if got := dump(Run(g, opts)); got != want {
				t.Errorf("round %d, %s:\n got %s\nwant %s", round, tt.name, got, want)
			}
		}
		a.Reset()
	}
}

// BenchmarkReplayArena is BenchmarkReplayAuto into an Arena reset every
// 64 games, as a pipeline batch's: no allocation per move or line.
func BenchmarkReplayArena(b *testing.B) {
	g := readGames(b, benchGame)[0]
	b.SetBytes(int64(len(g.Raw)))
	b.ReportAllocs()
	a := new(Arena)
	opts := Options{Auto: true, Arena: a}
	i := 0
	for b.Loop() {
		if rg := Run(g, opts); rg.Err != nil {
			b.Fatal(rg.Err)
		}
		if i++; i%64 == 0 {
			a.Reset()
		}
	}
}
