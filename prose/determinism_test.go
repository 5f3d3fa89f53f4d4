package prose

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/notaz-chess/notaz/locales"
)

// devTexts returns the development-set texts (the shared realtext
// corpus when present, and the repository's own), by name.
func devTexts(t testing.TB) map[string][]byte {
	out := map[string][]byte{}
	for _, dir := range []string{filepath.Join(testcorpus.Dir(), "realtext"), filepath.Join("..", "testdata", "realtext")} {
		files, _ := filepath.Glob(filepath.Join(dir, "*", "*.txt"))
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			out[f] = b
		}
	}
	return out
}

// fingerprint is everything a Result says, as text: two decodings of one
// text must give the same one.
func fingerprint(r *Result) string {
	var b strings.Builder
	for _, g := range r.Games {
		fmt.Fprintf(&b, "game %d-%d score %d plies %d result %s\n%s", g.From, g.To, g.Score, g.Plies, g.Result, g.Movetext)
		if g.Locale != nil {
			fmt.Fprintf(&b, "locale %s\n", g.Locale.Code)
		}
		if g.Stop != nil {
			fmt.Fprintf(&b, "stop %+v\n", *g.Stop)
		}
		if g.Ambiguous != nil {
			fmt.Fprintf(&b, "ambiguous %+v\n", *g.Ambiguous)
		}
		for _, n := range g.Notes {
			fmt.Fprintf(&b, "note %d %s %s\n", n.Off, n.Code, n.Text)
		}
	}
	for _, n := range r.Explain {
		fmt.Fprintf(&b, "explain %d %s\n", n.Off, n.Text)
	}
	return b.String()
}

// TestDeterministic: the reading of a text never depends on the order Go
// iterates a map in (which changes from one iteration to the next): every
// text of the development set, and texts whose moves read equally well in
// several letter sets, decode to the same result every time.
func TestDeterministic(t *testing.T) {
	rounds := 6
	if testing.Short() {
		rounds = 3
	}
	texts := devTexts(t)
	// Texts several letter sets read alike: a game's letter set is then
	// chosen by a rule, never by chance. Each locale's own letters too.
	texts["pawns only"] = []byte("1. e4 e5 2. d4 exd4 3. c3 dxc3 *")
	texts["L in several sets"] = []byte("1. e4 e5 2. Lc4 Lc5 3. d3 d6 *")
	texts["two games"] = []byte("1. e4 e5 2. f4 exf4 3. Fc4 Dh4+ 4. Rf1 b5 1-0\n\n1. d4 d5 2. c4 e6 3. Cc3 Cf6 *")
	for _, l := range locales.All() {
		out := l.Output()
		p := board.StartPosition(board.Chess())
		var b []byte
		for i, s := range []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7"} {
			m, err := p.ParseSAN(s)
			if err != nil {
				t.Fatal(err)
			}
			if i%2 == 0 {
				b = fmt.Appendf(b, "%d. ", i/2+1)
			}
			b = p.Canonical(m).Append(b, &out[p.Turn()])
			b = append(b, ' ')
			p.PlayUnchecked(m)
		}
		texts["letters "+l.Code] = append(b, '*')
	}
	for name, text := range texts {
		want := fingerprint(Decode(text, Options{}))
		for k := 1; k < rounds; k++ {
			if got := fingerprint(Decode(text, Options{})); got != want {
				t.Errorf("%s: decoding %d differs from the first:\n%s\nfirst:\n%s", name, k+1, got, want)
				break
			}
		}
	}
}
