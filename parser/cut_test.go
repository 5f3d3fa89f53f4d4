package parser

import (
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
