package parser

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestReadCutMarkup: on a web page whose games start after markup on
// their line ("<p>[Event …"), ReadCut cuts at the start of such a line, so
// that a page of many games is read in pieces of bounded size, not as one
// (100,000 games once made one 725 MB piece). Where the game before ends
// on that line, or text other than markup precedes the tag, it does not.
func TestReadCutMarkup(t *testing.T) {
	game := "<p>[Event \"g\"]<br />\n<br />\n1. e4 <b>e5</b> 2. Nf3 Nc6 *</p>\n"
	for _, c := range []struct {
		name, src string
		size      int
		want      int
	}{
		{"markup before the first tags", "<html>\n" + game + game + game[:20], 1, len("<html>\n")},
		{"the last complete game's line", "<html>\n" + game + game + game[:20], 1 << 20, len("<html>\n" + game + game)},
		{"spaces and two tags", "x\n" + " <p> <i>[Event \"a\"]</i>\n1. e4 *\n" + " <p> <i>[Event \"b\"]</i>\n1. d4", 1, 2},
		{"game before ends on the line", "[Event \"a\"]\n1. e4 *</p><p>[Event \"b\"]\n1. d4", 1, 0},
		{"words before the tag", "[Event \"a\"]\n1. e4 *</p>\nsee <b>[Event \"b\"] 1. d4", 1, 0},
	} {
		if got := ReadCut([]byte(c.src), c.size, 64, true); got != c.want {
			t.Errorf("%s: ReadCut = %d, want %d", c.name, got, c.want)
		}
	}
	// The 100,000-game page in small: every piece ReadCut cuts is about
	// the size asked for.
	page := []byte("<html><body>\n" + strings.Repeat(game, 2000))
	for lo := 0; lo < len(page)-4096; {
		c := ReadCut(page[lo:], 1024, 64, lo == 0)
		if c <= 0 || c > 1024+2*len(game) {
			t.Fatalf("at %d: cut after %d bytes", lo, c)
		}
		lo += c
	}
}

// nextCutLines is NextCut as it was, line by line (the oracle of
// TestNextCutAgrees): it returns the first line start c in b[i:], with lo < c, at which
// the Reader of the stream is certainly between games when it has read
// b[lo:c] from between games, and starts a game at c; or -1. It also
// returns where to go on looking next time, when b has grown: the start
// of the first line it has not looked at. i must be a line start at or
// after lo, and b must end with a complete line (or the input).
//
// Such a line, L, starts with a tag pair, "[Name "" in column 1 (a tag
// pair line ends a game in movetext, and ends a comment or a text in
// brackets left open before it); and the last line before it that is not
// blank, P, ends with a symbol that the Reader reads in movetext (after
// which a tag pair cannot belong to the same game's tags): P holds no
// quote, semicolon or escape, no '[' but that of a "[%" command, and its
// last word is one of the letters, digits and signs of moves, move
// numbers and results. Anything less certain is no cut: the pipeline then
// has the Reader find one (ReadCut).
func nextCutLines(b []byte, lo, i int) (cut, next int) {
	// The last non-blank line seen, b[p0:p1]; p0 < 0 before the first
	// (then movetextBefore looks back).
	p0, p1 := -1, -1
	for i < len(b) {
		n := bytes.IndexByte(b[i:], '\n')
		if n < 0 {
			return -1, i // the input's last line, without a line break
		}
		e := i + n
		switch c := b[i]; {
		case c == '[':
			if i > lo && tagLineStart(b[i:e]) {
				var ok bool
				if p0 < 0 {
					ok = movetextBefore(b, lo, i)
				} else {
					ok = movetextLine(trimCR(b[p0:p1]))
				}
				if ok {
					return i, i
				}
			}
			p0, p1 = i, e
		case c == ' ' || c == '\t' || c == '\r':
			if !isBlank(trimCR(b[i:e])) {
				p0, p1 = i, e
			}
		case c != '\n':
			p0, p1 = i, e
		}
		i = e + 1
	}
	return -1, i
}

// agreeNextCut checks that NextCut finds the cuts nextCutLines finds in
// src, when it is read whole and when it grows a line or a few at a time
// (as the pipeline's buffer does), each going on from where it said.
func agreeNextCut(t *testing.T, src []byte, step int) {
	t.Helper()
	cuts := func(f func(b []byte, lo, i int) (int, int)) []int {
		var out []int
		lo, i, limit := 0, 0, 0
		for limit < len(src) {
			// The next few complete lines, or the input's end.
			for k := 0; k < step && limit < len(src); k++ {
				if n := bytes.IndexByte(src[limit:], '\n'); n >= 0 {
					limit += n + 1
				} else {
					limit = len(src)
				}
			}
			for {
				c, next := f(src[:limit], lo, i)
				i = next
				if c < 0 {
					break
				}
				out = append(out, c)
				lo, i = c, c
			}
		}
		return out
	}
	got, want := cuts(NextCut), cuts(nextCutLines)
	if !slices.Equal(got, want) {
		t.Fatalf("step %d: NextCut cuts at %v, line by line at %v", step, got, want)
	}
}

var nextCutCases = []string{
	"[Event \"a\"]\n[Site \"b\"]\n\n1. e4 e5 1-0\n\n[Event \"c\"]\n\n1. d4 *\n",
	"[Event \"a\"]\r\n\r\n1. e4 e5 1-0\r\n\r\n[Event \"c\"]\r\n1. d4 *\r\n",
	"1. e4 {a [%clk 0:01]} e5 1-0\n[Event \"x\"]\n1. c4\n   \t\n[Event \"y\"]\n",
	"1. e4 e5 ]\n[Event \"x\"]\n1. e4 *\n[Event \"y\"]\n[Site \"z\"]\n1-0\n[Event \"w\"]",
	"\n[Event \"x\"]\n\n[Event \"y\"]\n1. e4 [x]\n[Event \"z\"]\n1. e4 e5 \n\r\n[Ev \"q\"]\n",
	"1-0\n[%clk 1]\n[Event \"a\"]\n* \n[[Event \"b\"]\n*\n[Event\"c\"]\n*\n[Event \"d\"",
}

// TestNextCutAgrees: NextCut, which looks only at brackets, finds the cuts
// the line-by-line scan found, on the cases above, the repository's test
// files and the shared edge and real-text corpora.
func TestNextCutAgrees(t *testing.T) {
	var inputs [][]byte
	for _, c := range nextCutCases {
		inputs = append(inputs, []byte(c))
	}
	for _, pattern := range []string{"../testdata/*/*.pgn", "../testdata/*/*.txt", corpusDir + "/*/*.pgn",
		corpusDir + "/*/*.txt", corpusDir + "/*/*/*.pgn", corpusDir + "/*/*/*.txt"} {
		files, _ := filepath.Glob(pattern)
		for _, name := range files {
			if b, err := os.ReadFile(name); err == nil {
				inputs = append(inputs, b)
			}
		}
	}
	for _, name := range []string{pgnmentor, annotated} {
		if _, err := os.Stat(name); err == nil {
			limit := int64(math.MaxInt64)
			if testing.Short() {
				limit = 4 << 20
			}
			inputs = append(inputs, readGzPrefix(t, name, limit))
		}
	}
	t.Logf("%d inputs", len(inputs))
	for _, in := range inputs {
		for _, step := range []int{1, 3, 1 << 30} {
			agreeNextCut(t, in, step)
		}
	}
}

func FuzzNextCut(f *testing.F) {
	for _, c := range nextCutCases {
		f.Add(c)
	}
	f.Fuzz(func(t *testing.T, in string) {
		for _, step := range []int{1, 2, 1 << 30} {
			agreeNextCut(t, []byte(in), step)
		}
	})
}
