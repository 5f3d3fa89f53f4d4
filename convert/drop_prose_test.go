package convert

import (
	"regexp"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
)

// TestDropsInProse: a crazyhouse game copied from a page, its drops
// (P@b4, @e4, N@d3, C@d3 in Italian) among sentences, converts under
// --variant crazyhouse (text has no Variant tag): package prose decodes it
// from crazyhouse's start, so the drops are moves.
func TestDropsInProse(t *testing.T) {
	const want = "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 5. Nf3 Bg4 6. P@b4 $5 6... Qxb4 7. Bd2 P@e4 8. Nxe4 Nxe4 9. Qe2 N@d3+ 10. cxd3"
	for _, c := range []struct{ name, text string }{
		{"english", "In the blitz game the opening went 1.e4 d5 2.exd5 Qxd5 3.Nc3 Qa5 4.d4 Nf6 5.Nf3 Bg4 and then White dropped 6.P@b4!? Qxb4 7.Bd2 @e4 8.Nxe4 Nxe4 9.Qe2 N@d3+ 10.cxd3 when Black resigned.\n"},
		{"italian", "Partita lampo: 1.e4 d5 2.exd5 Dxd5 3.Cc3 Da5 4.d4 Cf6 5.Cf3 Ag4 e il Bianco ha paracadutato 6.@b4!? Dxb4 7.Ad2 @e4 8.Cxe4 Cxe4 9.De2 C@d3+ 10.cxd3 e il Nero abbandona.\n"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ro := replay.Options{Auto: true, Variant: board.Crazyhouse()}
			out, diags := convertAll(t, []byte(c.text), Options{Options: pipeline.Options{Workers: 1, Replay: ro}})
			s := string(out)
			if !strings.Contains(s, `[Variant "Crazyhouse"]`) {
				t.Errorf("no Variant tag:\n%s", s)
			}
			if i := strings.Index(s, "\n\n"); i >= 0 {
				s = s[i+2:]
			}
			got := strings.Join(strings.Fields(regexp.MustCompile(`\{[^}]*\}`).ReplaceAllString(s, "")), " ")
			if !strings.HasPrefix(got, want) {
				t.Errorf("got  %s\nwant %s ...\n%v", got, want, diags)
			}
		})
	}
}
