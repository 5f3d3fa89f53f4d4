package sheet

import (
	"bufio"
	"context"
	"errors"
	"hash/fnv"
	"io"
	"os"
	"strings"
	"testing"
)

// TestAccuracyFiles decodes the sheets of each file of $ACC_FILES (comma
// separated, written by sheetbench -write, the true games beside them in
// FILE.pgn) alone, and the pairs of $ACC_PAIRS (a.jsonl:b.jsonl, the same
// games' two sheets) together, and logs the moves and games right per file
// and in all, and a hash of the JSON output (equal hashes: the same
// decodings). It is the measure of a change to the search: e.g.
// ACC_FILES=dev0.jsonl,dev02.jsonl,... go test -run TestAccuracyFiles -v ./sheet.
// It skips without either variable.
func TestAccuracyFiles(t *testing.T) {
	files, pairs := os.Getenv("ACC_FILES"), os.Getenv("ACC_PAIRS")
	if files == "" && pairs == "" {
		t.Skip("ACC_FILES and ACC_PAIRS not set")
	}
	h := fnv.New64a()
	run := func(name string, truth [][]string, sheets ...[]*Sheet) (right, total, games int) {
		for i := range sheets[0] {
			var ss []*Sheet
			for _, f := range sheets {
				ss = append(ss, f[i])
			}
			r, err := Decode(context.Background(), Options{}, ss...)
			if err != nil {
				t.Fatalf("%s: sheet %d: %v", name, i+1, err)
			}
			h.Write(r.AppendJSON(nil))
			n := 0
			for j, m := range r.Moves {
				if j < len(truth[i]) && m.SAN == truth[i][j] {
					n++
				}
			}
			right, total = right+n, total+len(truth[i])
			if n == len(truth[i]) && len(r.Moves) == n {
				games++
			}
		}
		t.Logf("%-30s moves %5d of %5d (%.1f%%), games %d of %d", name, right, total, 100*float64(right)/float64(total), games, len(sheets[0]))
		return right, total, games
	}
	for _, set := range []struct {
		what, list string
	}{{"one sheet", files}, {"two sheets", pairs}} {
		if set.list == "" {
			continue
		}
		tr, tt, tg := 0, 0, 0
		for _, name := range strings.Split(set.list, ",") {
			var sheets [][]*Sheet
			for _, f := range strings.Split(name, ":") {
				sheets = append(sheets, loadSheets(t, f))
			}
			r, n, g := run(name, accTruth(t, strings.Split(name, ":")[0]), sheets...)
			tr, tt, tg = tr+r, tt+n, tg+g
		}
		t.Logf("%s, in all: moves %d of %d, games %d; output hash %x", set.what, tr, tt, tg, h.Sum64())
	}
}

// loadSheets reads every sheet of the JSON Lines file at path (the
// accuracy test's files, the benchmark's $SHEETS); a line that is no
// sheet fails the test, as it would otherwise cut the file short.
func loadSheets(tb testing.TB, path string) []*Sheet {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var sheets []*Sheet
	rd := NewReader(bufio.NewReader(f))
	for {
		s, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return sheets
		}
		if err != nil {
			tb.Fatalf("%s: %v", path, err)
		}
		sheets = append(sheets, s)
	}
}

// accTruth reads the games sheetbench wrote to path.pgn: per game its SAN
// moves.
func accTruth(t *testing.T, path string) [][]string {
	b, err := os.ReadFile(path + ".pgn")
	if err != nil {
		t.Fatal(err)
	}
	var out [][]string
	for _, line := range strings.Split(string(b), "\n") {
		if line == "" || line[0] == '[' {
			continue
		}
		var g []string
		for _, f := range strings.Fields(line) {
			if !strings.HasSuffix(f, ".") && f != "*" {
				g = append(g, f)
			}
		}
		out = append(out, g)
	}
	return out
}
