package parser

import (
	"strings"
	"testing"
)

// TestGameStartsInText (task h35p): where a game without tags starts in
// text copied from a page. Each row gives the text, the start of each
// game read (the first bytes of its Raw: stray text before it is not
// part of it) and a warning that must be among the games'.
func TestGameStartsInText(t *testing.T) {
	for _, c := range []struct {
		name   string
		text   string
		starts []string
		warn   string
	}{
		// en/opera_encyclopediachess: "1: e4-e5", a colon apart.
		{"a number with a colon", "Morphy started :\n\n1: e4-e5\n\n2: Nf3-d6\n", []string{"1: e4-e5"}, ""},
		// "21:28" is a time, no move number.
		{"a time of day", "Posted at 21:28 by X\n1. e4 e5\n", []string{"1. e4 e5"}, "stray text"},
		// it/morphy-delannoy: a position in FEN on its own line.
		{"a FEN line", "Knight odds\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1\nComments.\n1. e4 e6\n",
			[]string{"rnbqkbnr/"}, ""},
		// cs/anderssen-dufresne: a diagram's squares along ranks.
		{"a board diagram's squares", "Board\na7 pd b7 pd c7 pd d7 pd e7 f7 pd\na6 b6 c6 nd d6 e6 f6\n1. e4 e5\n",
			[]string{"1. e4 e5"}, "a board diagram's squares skipped"},
		// es/caballo-en-a5: the opening quoted in a sentence, then the
		// game written out from 1.
		{"an opening quoted before the game", "Cuando te hacen con blancas, tras 1.e4 e5 2.Ac4 te están preguntando algo:\n\n1. e4 e5 creo que fue en buho21.\n2. Ac4 Cf6 lo inmediato\n3. Df3 Cc6\n",
			[]string{"1. e4 e5 creo"}, "moves quoted in a sentence"},
		// ... but not where the game written below plays otherwise.
		{"an opening in a sentence, another game below", "Cuando te hacen con blancas, tras 1.e4 e5 2.Ac4 te están preguntando algo:\n\n1. d4 d5 creo que fue\n2. c4 e6\n",
			[]string{"1.e4 e5 2.Ac4", "1. d4 d5"}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := NewBytesReader([]byte(c.text), Options{Name: "t"})
			var starts []string
			var warns []string
			for {
				g, err := r.Next()
				if g == nil {
					break
				}
				_ = err
				starts = append(starts, strings.TrimSpace(string(g.Raw)))
				for _, w := range g.Warnings {
					warns = append(warns, w.Msg)
				}
			}
			if len(starts) != len(c.starts) {
				t.Fatalf("read %d games %q, want %d", len(starts), starts, len(c.starts))
			}
			for i, s := range c.starts {
				if !strings.HasPrefix(starts[i], s) {
					t.Errorf("game %d starts %.40q, want %q", i+1, starts[i], s)
				}
			}
			if c.warn != "" && !strings.Contains(strings.Join(warns, "\n"), c.warn) {
				t.Errorf("no warning %q among %q", c.warn, warns)
			}
		})
	}
}

// TestReadCutQuotedOpening (task h35p): a piece never starts between a
// sentence quoting a game's opening and the game it looks at, so that the
// piece and the stream read it alike (quoteLine).
func TestReadCutQuotedOpening(t *testing.T) {
	pre := "Caballo en a5.\n\n"
	quote := "Cuando te hacen con blancas, tras 1.e4 e5 2.Ac4 te están preguntando algo:\n\n"
	game := "1. e4 e5 creo que fue en buho21.\n2. Ac4 Cf6 lo inmediato\n3. Df3 Cc6 *\n"
	src := []byte(pre + quote + game + game)
	if c := ReadCut(src, 1, 64, true); c > len(pre) {
		t.Errorf("ReadCut = %d, past the quoting line at %d", c, len(pre))
	}
	// Read from the quoting line with the game not read yet: no cut at
	// the end of what was read, which would leave the game to the next
	// piece.
	if c := ReadCut([]byte(quote), 1, 64, false); c != 0 {
		t.Errorf("ReadCut of the quoting line alone = %d, want 0 (none)", c)
	}
	// Cut where it may be, each piece read alone gives the games the
	// stream gives.
	stream := rawGames(t, src)
	var pieces []string
	for lo := 0; lo < len(src); {
		c := ReadCut(src[lo:], 1, 64, lo == 0)
		if c <= 0 {
			c = len(src) - lo
		}
		pieces = append(pieces, rawGames(t, src[lo:lo+c])...)
		lo += c
	}
	if strings.Join(stream, "|") != strings.Join(pieces, "|") {
		t.Errorf("pieces read %q, the stream %q", pieces, stream)
	}
}

func rawGames(t *testing.T, b []byte) []string {
	t.Helper()
	r := NewBytesReader(b, Options{Name: "t"})
	var out []string
	for {
		g, _ := r.Next()
		if g == nil {
			return out
		}
		out = append(out, strings.TrimSpace(string(g.Raw)))
	}
}
