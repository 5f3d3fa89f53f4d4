package board

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestPerftVariants runs each variant's positions (its start and positions
// of our own: the classic perft positions, and some where the variant's
// rule ends the game) against an independent engine's counts, to the
// depth the budget allows: up to 30 million nodes with -short=false,
// every depth with -perft.all. The counts are Fairy-Stockfish 11.1's
// (Debian fairy-stockfish 11.1-1+b1; "setoption name UCI_Variant value
// NAME", "position fen FEN", "go perft D" for each depth), except atomic's,
// which that build lacks: python-chess's (chess.variant.AtomicBoard,
// commit 9c24454d, counting legal_moves), the first two from its own
// atomic.perft. Crazyhouse, horde and racing kings: Fairy-Stockfish 11.1
// again (their start positions, random games' positions and positions
// of our own: drops that block a check, promoted men, 301 moves, both
// pocket forms; the horde's first-rank steps and en passant; kings alone,
// a king on the goal). One racing-kings position is left out:
// Fairy-Stockfish lets Black move after White has won the race (it gives
// 55 at depth 2 for 4brn1/2K2k2/8/8/8/8/8/8 w), where lichess and
// python-chess end the game; python-chess's suite holds it with their
// count, 33 (TestPerftPythonChessSuites).
func TestPerftVariants(t *testing.T) {
	for _, c := range []struct {
		file string
		v    Variant
	}{
		{"testdata/3check.epd", ThreeCheck()},
		{"testdata/kingofthehill.epd", KingOfTheHill()},
		{"testdata/atomic.epd", Atomic()},
		{"testdata/antichess.epd", Antichess()},
		{"testdata/crazyhouse.epd", Crazyhouse()},
		{"testdata/horde.epd", Horde()},
		{"testdata/racingkings.epd", RacingKings()},
	} {
		t.Run(c.v.Name(), func(t *testing.T) {
			cases := readEPD(t, c.file)
			if len(cases) < 6 {
				t.Fatalf("%s: %d positions", c.file, len(cases))
			}
			for _, e := range cases {
				p, err := ParseFEN(e.fen, c.v)
				if err != nil {
					t.Errorf("%s:%d: %v", c.file, e.line, err)
					continue
				}
				for d, want := range e.counts {
					if want > perftBudget() && d > 0 {
						break
					}
					if got := p.Perft(d + 1); got != want {
						t.Errorf("%s:%d: %s depth %d: got %d, Fairy-Stockfish %d", c.file, e.line, e.fen, d+1, got, want)
						break
					}
				}
			}
		})
	}
}

// TestPerftPythonChessSuites runs python-chess's own perft suites for the
// variants it shares with notaz (../shared/corpus/perft/python-chess:
// crazyhouse, horde, racing kings), within the perft budget. python-chess
// follows lichess's rules where Fairy-Stockfish differs: in racing kings,
// a race White has won (Black cannot reach the eighth rank at once) ends
// the game there.
func TestPerftPythonChessSuites(t *testing.T) {
	for _, c := range []struct {
		file string
		v    Variant
	}{
		{"crazyhouse.perft", Crazyhouse()},
		{"horde.perft", Horde()},
		{"racingkings.perft", RacingKings()},
	} {
		t.Run(c.v.Name(), func(t *testing.T) {
			path := corpus(t, "perft", "python-chess", c.file)
			cases := readPerftSuite(t, path)
			if len(cases) < 3 {
				t.Fatalf("%s: %d positions", path, len(cases))
			}
			for _, e := range cases {
				p, err := ParseFEN(e.fen, c.v)
				if err != nil {
					t.Errorf("%s:%d: %v", path, e.line, err)
					continue
				}
				for d, want := range e.counts {
					if want == 0 || want > perftBudget() && d > 0 {
						continue
					}
					if got := p.Perft(d + 1); got != want {
						t.Errorf("%s:%d: %s depth %d: got %d, python-chess %d", path, e.line, e.fen, d+1, got, want)
						break
					}
				}
			}
		})
	}
}

// readPerftSuite reads python-chess's .perft format: "epd FEN" then
// "perft DEPTH COUNT" lines.
func readPerftSuite(t *testing.T, path string) []epdCase {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var cases []epdCase
	for n, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) > 1 && f[0] == "epd":
			cases = append(cases, epdCase{fen: strings.Join(f[1:], " "), line: n + 1})
		case len(f) == 3 && f[0] == "perft" && len(cases) > 0:
			d, err1 := strconv.Atoi(f[1])
			count, err2 := strconv.ParseUint(f[2], 10, 64)
			if err1 != nil || err2 != nil || d < 1 || d > 12 {
				t.Fatalf("%s:%d: bad perft line %q", path, n+1, line)
			}
			c := &cases[len(cases)-1]
			for len(c.counts) < d {
				c.counts = append(c.counts, 0)
			}
			c.counts[d-1] = count
		}
	}
	return cases
}
