package board

import (
	"bufio"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// corpus returns the path of a shared corpus file, skipping the test when
// the shared folder is absent (a user's clone has none).
func corpus(t testing.TB, parts ...string) string {
	t.Helper()
	p := filepath.Join(append([]string{"..", "..", "shared", "corpus"}, parts...)...)
	if _, err := os.Stat(p); err != nil {
		t.Skipf("corpus not available: %s", p)
	}
	return p
}

type epdCase struct {
	fen    string
	counts []uint64 // counts[d-1] for depth d, 0 when not given
	line   int
}

func readEPD(t testing.TB, path string) []epdCase {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []epdCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		parts := strings.Split(sc.Text(), ";")
		if strings.TrimSpace(parts[0]) == "" {
			continue
		}
		c := epdCase{fen: strings.TrimSpace(parts[0]), line: n}
		for _, d := range parts[1:] {
			fs := strings.Fields(d)
			if len(fs) != 2 || len(fs[0]) < 2 || fs[0][0] != 'D' {
				continue
			}
			depth, err1 := strconv.Atoi(fs[0][1:])
			count, err2 := strconv.ParseUint(fs[1], 10, 64)
			if err1 != nil || err2 != nil || depth < 1 {
				t.Fatalf("%s:%d: bad depth entry %q", path, n, d)
			}
			for len(c.counts) < depth {
				c.counts = append(c.counts, 0)
			}
			c.counts[depth-1] = count
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// perftBudget is the largest expected node count run per position: short
// mode keeps `go test ./...` quick; -short=false runs far deeper.
var perftAll = flag.Bool("perft.all", false, "run every perft depth of every suite (minutes)")

func perftBudget() uint64 {
	if *perftAll {
		return 1 << 62
	}
	if testing.Short() {
		return 200_000
	}
	return 30_000_000
}

func TestPerftSuites(t *testing.T) {
	for _, file := range [][]string{{"perft", "sunfish", "perftsuite.epd"}, {"perft", "ethereal", "standard.epd"}} {
		path := corpus(t, file...)
		cases := readEPD(t, path)
		if len(cases) < 100 {
			t.Fatalf("%s: only %d positions read", path, len(cases))
		}
		t.Run(file[1], func(t *testing.T) {
			t.Parallel()
			for _, c := range cases {
				p, err := ParseFEN(c.fen, Chess())
				if err != nil {
					t.Errorf("%s:%d: %v", path, c.line, err)
					continue
				}
				for d, want := range c.counts {
					if want == 0 {
						continue
					}
					if want > perftBudget() && d > 0 {
						break
					}
					if got := p.Perft(d + 1); got != want {
						t.Errorf("%s:%d: %s depth %d: got %d, want %d", path, c.line, c.fen, d+1, got, want)
					}
				}
			}
		})
	}
}

// TestPerftStartDepth6 is the classic 119,060,324 (about 1-2 s here).
func TestPerftStartDepth6(t *testing.T) {
	if testing.Short() {
		t.Skip("deep perft skipped in -short")
	}
	p := StartPosition(Chess())
	if got := p.Perft(6); got != 119060324 {
		t.Fatalf("perft 6 = %d, want 119060324", got)
	}
}

func BenchmarkPerft(b *testing.B) {
	for _, c := range []struct {
		name, fen string
		depth     int
	}{
		{"start", Chess().StartFEN(), 5},
		{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4},
	} {
		b.Run(c.name, func(b *testing.B) {
			p, err := ParseFEN(c.fen, Chess())
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			var nodes uint64
			for b.Loop() {
				nodes += p.Perft(c.depth)
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
