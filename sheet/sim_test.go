package sheet_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/sheet"
	"github.com/notaz-chess/notaz/sheet/sim"
)

// simGames are short real openings (a Ruy Lopez, a Queen's Gambit, a
// Sicilian), long enough for unreadable boxes and repairs.
var simGames = []string{
	"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6 Nbd2 Nxd6",
	"d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 Nbd7 Rc1 c6 Bd3 dxc4 Bxc4 Nd5 Bxe7 Qxe7 O-O Nxc3 Rxc3 e5 Qc2 exd4 exd4 Nf6 Re1 Qd6 h3 Bf5 Qd2 Rad8 Rce3 Nd5 R3e2 Bg6",
	"e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5 Nb3 Be6 f3 Be7 Qd2 O-O O-O-O Nbd7 g4 b5 g5 b4 Ne2 Ne8 f4 a5 f5 a4 Nbd4 exd4 Nxd4 b3 Kb1 bxc2+ Nxc2 Bb3 axb3 axb3",
}

func simSheets(t testing.TB, level float64, seed uint64) []*sheet.Sheet {
	t.Helper()
	var out []*sheet.Sheet
	rng := rand.New(rand.NewPCG(seed, 7))
	n := sim.Default
	n.Level = level
	for gi, g := range simGames {
		pos := board.StartPosition(board.Chess())
		var ms []board.Move
		for _, s := range strings.Fields(g) {
			mv, err := pos.ParseSAN(s)
			if err != nil {
				t.Fatalf("game %d: %s: %v", gi, s, err)
			}
			pos.PlayUnchecked(mv)
			ms = append(ms, mv)
		}
		for _, code := range []string{"en", "de", "ru"} {
			l, err := locales.Lookup(code)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, sim.Sheet(board.StartPosition(board.Chess()), ms, l, n, rng))
		}
	}
	return out
}

// TestPruneFastSame: the search's fast prune (selection, then sorting what
// is near the cut) keeps the same partial games as sorting every
// expansion, so the decoded games are the same, move for move.
func TestPruneFastSame(t *testing.T) {
	for _, level := range []float64{0.02, 0.10} {
		sheets := simSheets(t, level, 3)
		if testing.Short() {
			sheets = sheets[:3]
		}
		for i, s := range sheets {
			var got [2]string
			for j, slow := range []bool{false, true} {
				old := sheet.SetSlowPrune(slow)
				r, err := sheet.Decode(context.Background(), sheet.Options{}, s)
				sheet.SetSlowPrune(old)
				if err != nil {
					t.Fatal(err)
				}
				var b strings.Builder
				for _, m := range r.Moves {
					b.WriteString(m.SAN + " ")
				}
				got[j] = b.String()
			}
			if got[0] != got[1] {
				t.Errorf("level %.2f sheet %d:\nfast %s\nslow %s", level, i, got[0], got[1])
			}
		}
	}
}

// TestNearSame: scoring only the moves a box nearly names (postNearOf,
// expandNear) decodes the same games, with the same probabilities and
// scores, as scoring every legal move: one sheet and two, with writer's
// slips, at low and high noise.
func TestNearSame(t *testing.T) {
	levels := []float64{0.02, 0.10}
	if testing.Short() {
		levels = levels[:1]
	}
	for _, level := range levels {
		sheets := simSheets(t, level, 11)
		if testing.Short() {
			sheets = sheets[:3]
		}
		n := sim.Default
		n.Level, n.Missing, n.Doubled = level, 0.03, 0.03
		slips := sim.Sheet(board.StartPosition(board.Chess()), mustMoves(t, simGames[1]), mustLocale(t, "de"), n, rand.New(rand.NewPCG(4, 4)))
		cases := [][]*sheet.Sheet{{slips}, {sheets[0], sheets[1]}, {slips, sheets[2]}}
		for _, s := range sheets {
			cases = append(cases, []*sheet.Sheet{s})
		}
		for i, c := range cases {
			var got [2]string
			for j, all := range []bool{false, true} {
				old := sheet.SetAllMoves(all)
				r, err := sheet.Decode(context.Background(), sheet.Options{}, c...)
				sheet.SetAllMoves(old)
				if err != nil {
					t.Fatal(err)
				}
				got[j] = fmt.Sprintf("%v %s", r.LogScore, r.AppendJSON(nil))
			}
			if got[0] != got[1] {
				t.Errorf("level %.2f case %d:\nnear %s\nall  %s", level, i, got[0], got[1])
			}
		}
	}
}

// TestPathScore: the score the decoder gives a repaired game (pathScore)
// is the search's own for the games the search finds, with the writer's
// slips (moves missing and doubled) and two sheets.
func TestPathScore(t *testing.T) {
	sheets := simSheets(t, 0.05, 5)
	if testing.Short() {
		sheets = sheets[:2]
	}
	n := sim.Default
	n.Level, n.Missing, n.Doubled = 0.02, 0.05, 0.05
	slips := sim.Sheet(board.StartPosition(board.Chess()), mustMoves(t, simGames[0]), mustLocale(t, "en"), n, rand.New(rand.NewPCG(9, 9)))
	cases := [][]*sheet.Sheet{{slips}, {sheets[0], sheets[1]}}
	for _, s := range sheets {
		cases = append(cases, []*sheet.Sheet{s})
	}
	for i, c := range cases {
		search, path, err := sheet.SearchAndPathScore(c...)
		if err != nil {
			t.Fatal(err)
		}
		if math.Abs(search-path) > 1e-6 {
			t.Errorf("case %d: search %.6f, path %.6f", i, search, path)
		}
	}
}

func mustMoves(t *testing.T, game string) []board.Move {
	t.Helper()
	pos := board.StartPosition(board.Chess())
	var ms []board.Move
	for _, s := range strings.Fields(game) {
		mv, err := pos.ParseSAN(s)
		if err != nil {
			t.Fatal(err)
		}
		pos.PlayUnchecked(mv)
		ms = append(ms, mv)
	}
	return ms
}

func mustLocale(t *testing.T, code string) *locales.Locale {
	t.Helper()
	l, err := locales.Lookup(code)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// TestDecodeRepeat: a decoding reuses the caches of the ones before it
// (cachePool), which must not change what it finds: the sheets decoded in
// turn, again in the reverse order, and all at once give the same results,
// byte for byte.
func TestDecodeRepeat(t *testing.T) {
	sheets := simSheets(t, 0.05, 11)
	if testing.Short() {
		sheets = sheets[:4]
	}
	decode := func(s *sheet.Sheet) string {
		r, err := sheet.Decode(context.Background(), sheet.Options{}, s)
		if err != nil {
			t.Error(err)
			return ""
		}
		return string(r.AppendJSON(nil))
	}
	want := make([]string, len(sheets))
	for i, s := range sheets {
		want[i] = decode(s)
	}
	for i := len(sheets) - 1; i >= 0; i-- {
		if got := decode(sheets[i]); got != want[i] {
			t.Errorf("sheet %d again:\n%s\nfirst:\n%s", i, got, want[i])
		}
	}
	got := make([]string, len(sheets))
	var wg sync.WaitGroup
	for i, s := range sheets {
		wg.Go(func() { got[i] = decode(s) })
	}
	wg.Wait()
	for i := range sheets {
		if got[i] != want[i] {
			t.Errorf("sheet %d at once:\n%s\nfirst:\n%s", i, got[i], want[i])
		}
	}
}
