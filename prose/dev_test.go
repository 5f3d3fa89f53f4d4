package prose

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/internal/testcorpus"
)

func TestDevDecode(t *testing.T) {
	// DEVDIR names another set laid out the same way (the repository's
	// testdata/realtext), DEV a part of the file names to decode alone.
	dir := filepath.Join(testcorpus.Dir(), "realtext")
	if d := os.Getenv("DEVDIR"); d != "" {
		dir = d
	}
	tsv, err := os.ReadFile(filepath.Join(dir, "expected.tsv"))
	if err != nil {
		t.Skip("no realtext corpus")
	}
	only := os.Getenv("DEV")
	exact := 0
	rows := strings.Split(strings.TrimSpace(string(tsv)), "\n")[1:]
	for _, row := range rows {
		f := strings.Split(row, "\t")
		if only != "" && !strings.Contains(f[0], only) {
			continue
		}
		b, _ := os.ReadFile(filepath.Join(dir, f[0]))
		var opts Options
		if i := strings.Index(f[3], "START FEN "); i >= 0 {
			fen := strings.SplitN(f[3][i+10:], " ;", 2)[0]
			p, err := board.ParseFEN(fen, board.Chess())
			if err == nil {
				opts.Start = p
			}
		}
		res := Decode(b, opts)
		want := f[2]
		ok := false
		var got []string
		for _, g := range res.Games {
			s := strings.Join(g.Moves, " ")
			got = append(got, s)
			if s == want {
				ok = true
			}
		}
		if ok {
			exact++
		}
		t.Logf("%v %s\n  want %s\n  got  %q", ok, f[0], want, got)
		if only != "" {
			for _, g := range res.Games {
				t.Logf("%s\nstop=%+v", g.Movetext, g.Stop)
				for _, n := range g.Notes {
					t.Logf("  %d %s %s", n.Off, n.Code, n.Text)
				}
			}
			for _, n := range res.Explain {
				t.Logf("  explain %d %s", n.Off, n.Text)
			}
		}
	}
	t.Logf("decoder alone: %d/%d exact", exact, len(rows))
}
