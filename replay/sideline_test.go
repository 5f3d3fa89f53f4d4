package replay

import (
	"fmt"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
)

// tree writes the moves of l in SAN, each variation in parentheses after
// the move it replaces.
func tree(l *Line) string {
	var b strings.Builder
	for i, n := range l.Nodes {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(n.SAN.String())
		for _, v := range n.Variations {
			b.WriteString(" (" + tree(&v) + ")")
		}
	}
	return b.String()
}

// findings lists a game's diagnostics of the given codes, error last, as
// "line:col code: message".
func findings(g *Game, codes ...diag.Code) []string {
	var out []string
	ds := g.Notes
	if g.Err != nil {
		ds = append(ds[:len(ds):len(ds)], *g.Err)
	}
	for _, d := range ds {
		for _, c := range codes {
			if d.Code == c {
				out = append(out, fmt.Sprintf("%d:%d %s: %s", d.Line, d.Column, d.Code, d.Msg))
			}
		}
	}
	return out
}

func TestSideLines(t *testing.T) {
	tests := []struct {
		name, lang, text string
		tree             string   // the tree read, up to the error
		want             []string // side-line, move-number and illegal-move findings
	}{
		{
			// The example, in Italian: 4.d4 replaces 4.Cg5, and
			// Black's own number brings the main line back.
			"italian", "it", "1.e4 e5 2.Cf3 Cc6 3.Ac4 Cf6 4.Cg5!? 4.d4! 4...d5 5.exd5 Ca5 *",
			"e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 (d4) d5 exd5 Na5",
			[]string{"1:39 side-line: 4.d4 read as a side line replacing 4.Cg5"},
		},
		{
			// A side line that restarts two moves back, then the main
			// line's own number (German letters).
			"german", "de", "1.e4 e5 2.Sf3 Sc6 3.Lb5 a6 4.La4 Sf6 5.O-O\n3.Lc4 Lc5 4.c3\n5...Le7 6.Te1 b5 *",
			"e4 e5 Nf3 Nc6 Bb5 (Bc4 Bc5 c3) a6 Ba4 Nf6 O-O Be7 Re1 b5",
			[]string{"2:3 side-line: 3.Lc4 read as a side line replacing 3.Lb5"},
		},
		{
			// Re-typed from es-01 (ajedrezsegovia): the refutation of a "?"
			// move on its own line, then the game's own continuation.
			"spanish refutation", "es", "1. e4, e5\n2. f4, exf4\n3. Ac4, Dh4+\n4. Rf1, b5\n5. Axb5, Cf6\n6. Cf3, Dh6\n7. d3, Ch5\n8. Ch4, Dg5\n9. Cf5, c6\n10. g4?, ...\n10. Aa4, g6. 11. Cg3, Cg7. 12. Cc3\n10 ..., Cf6\n11. Tg1 *",
			"e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5 Bxb5 Nf6 Nf3 Qh6 d3 Nh5 Nh4 Qg5 Nf5 c6 g4 (Ba4 g6 Ng3 Ng7 Nc3) Nf6 Rg1",
			[]string{"11:5 side-line: 10.Aa4 read as a side line replacing 10.g4"},
		},
		{
			// Re-typed from pl-04 (Konikowski): "6...e5" alone on its line;
			// "7.0-0" is legal after both 6...e6 and 6...e5, and the new
			// text line resumes the main line.
			"polish layout", "pl", "1.e4 c5 2.Sf3 d6 3.d4 cxd4 4.Sxd4 Sf6 5.Sc3 a6 6.Ge2 e6\n6...e5\n7.0-0 Ge7 8.a4 *",
			"e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be2 e6 (e5) O-O Be7 a4",
			[]string{"2:5 side-line: 6...e5 read as a side line replacing 6...e6"},
		},
		{
			// On the side line's own text line the same number continues it.
			"same text line", "en", "1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 6.Be2 e6\n6...e5 7.O-O Be7 8.a4 *",
			"e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be2 e6 (e5 O-O Be7 a4)",
			[]string{"2:5 side-line: 6...e5 read as a side line replacing 6...e6"},
		},
		{
			// Legality decides: 4.Сa4 continues only the main line (Russian).
			"russian legality", "ru", "1.e4 e5 2.Кf3 Кc6 3.Сb5 a6\n3.Сc4 Сc5 4.Сa4 Кf6 *",
			"e4 e5 Nf3 Nc6 Bb5 (Bc4 Bc5) a6 Ba4 Nf6",
			[]string{"2:3 side-line: 3.Сc4 read as a side line replacing 3.Сb5"},
		},
		{
			// Two side lines of the same move are siblings.
			"siblings", "es", "1.e4 e5 2.Cf3 d6 3.d4 Ag4?\n3...Cd7\n3...Cf6\n4.dxe5 *",
			"e4 e5 Nf3 d6 d4 Bg4 (Nd7) (Nf6) dxe5",
			[]string{"2:5 side-line: 3...Cd7 read as a side line replacing 3...Ag4", "3:5 side-line: 3...Cf6 read as a side line replacing 3...Ag4"},
		},
		{
			// 2...Nf6 can replace 2...Nc6 of the main line or 2...exd4 of
			// the side line, and what follows is legal after both.
			"ambiguous", "en", "1. e4 e5 2. Nf3 Nc6 3. Bc4\n2. d4 exd4 3. c3\n2... Nf6 3. Nc3 Bc5 *",
			"e4 e5 Nf3 (d4 exd4 c3) Nc6 Bc4",
			[]string{"2:4 side-line: 2.d4 read as a side line replacing 2.Nf3",
				"3:6 side-line: 2...Nf6 fits both a side line replacing 2...Nc6 and a side line replacing 2...exd4, and the moves after it are legal in both: cannot tell which line it belongs to"},
		},
		{
			// A wrong number right after a parenthesised variation, as
			// annotated PGN exports write them, stays in the main line.
			"sloppy after variation", "en", "1.Nf3 d5 2.c4 d4 3.b4 (3.g3) 2...a5 4.b5 c5 *",
			"Nf3 d5 c4 d4 b4 (g3) a5 b5 c5",
			[]string{"1:34 move-number: move 3...a5 is numbered 2: the number and the board disagree"},
		},
		{
			// Even when the moves cannot tell.
			"sloppy tie after variation", "en", "1. e4 e5 2. Nf3 Nc6 3. Bb5 (3. Bc4 Nf6) 2... a6 *",
			"e4 e5 Nf3 Nc6 Bb5 (Bc4 Nf6) a6",
			[]string{"1:46 move-number: move 3...a6 is numbered 2: the number and the board disagree"},
		},
		{
			// A number too large to keep is quoted as written, not cut
			// to the 7 digits the lexer keeps (issue 21).
			"huge number", "en", "1. e4 e5 99999999999999999999. Nf3 Nc6 *",
			"e4 e5 Nf3 Nc6",
			[]string{"1:32 move-number: move 2.Nf3 is numbered 99999999999999999999: the number and the board disagree"},
		},
		{
			// Numbers off by the same amount again and again are the
			// text's numbering, not side lines.
			"consistent shift", "en", "0. e4 e5 1. Nf3 Nc6 2. Bb5 a6 3. Ba4 Nf6 *",
			"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6",
			// Its "0." is checked as any number (parser.WrittenZero).
			[]string{"1:4 move-number: move 1.e4 is numbered 0: the number and the board disagree",
				"1:13 move-number: move 2.Nf3 is numbered 1: the number and the board disagree",
				"1:24 move-number: move 3.Bb5 is numbered 2: the number and the board disagree",
				"1:34 move-number: move 4.Ba4 is numbered 3: the number and the board disagree"},
		},
		{
			// A side line that starts by repeating the move played
			// ("3.Lc4" again) branches after it; "4.Sg5" on its text
			// line goes on with it (German letters).
			"repeated move", "de", "1.e4 e5 2.Sf3 Sc6 3.Lc4 Lc5 4.c3 Sf6 5.d4\n3.Lc4 Sf6 4.Sg5 *",
			"e4 e5 Nf3 Nc6 Bc4 Bc5 (Nf6 Ng5) c3 Nf6 d4",
			[]string{"2:3 side-line: 3.Lc4 repeats the move played there; the moves after it are read as a side line replacing 3...Lc5"},
		},
		{
			// Also after the game's mate (de-02: "23.Le7 matt", then
			// "18.Ld6 Lxg1 19.e5" quoting the other move order).
			"repeated move after mate", "de", "1.f4 e5 2.g4 Dh4 matt\n2.g4 d6 *",
			"f4 e5 g4 Qh4# (d6)",
			[]string{"2:3 side-line: 2.g4 repeats the move played there; the moves after it are read as a side line replacing 2...Dh4 matt"},
		},
		{
			// The moves leave a tie; "3.Nxe5" captures only as an
			// alternative to 3.c3, not after the side line 2...e4.
			"capture sign decides", "en", "1.d4 e5 2.Nf3 Nc6 3.c3\n2...e4\n3.Nxe5 *",
			"d4 e5 Nf3 Nc6 (e4) c3 (Nxe5)",
			[]string{"2:5 side-line: 2...e4 read as a side line replacing 2...Nc6", "3:3 side-line: 3.Nxe5 read as a side line replacing 3.c3"},
		},
		{
			// Without the variation the number decides.
			"number decides", "en", "1. e4 e5 2. Nf3 Nc6 3. Bb5\n2... d6 *",
			"e4 e5 Nf3 Nc6 (d6) Bb5",
			[]string{"2:6 side-line: 2...d6 read as a side line replacing 2...Nc6"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := locales.Lookup(tt.lang)
			if err != nil {
				t.Fatal(err)
			}
			g := one(t, tt.text, Options{Locale: l})
			if got := tree(&g.Moves); got != tt.tree {
				t.Errorf("tree\n got %s\nwant %s", got, tt.tree)
			}
			got := findings(g, diag.SideLine, diag.MoveNumber, diag.Illegal)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("findings\n got %q\nwant %q", got, tt.want)
			}
		})
	}
}

// Recovered side lines nest no deeper than maxSideDepth: on a stack that
// deep, a number pointing inside the top side line offers no branch
// there, only in the lines below.
func TestSideLineDepth(t *testing.T) {
	g := one(t, "1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 *", Options{})
	if g.Err != nil {
		t.Fatal(g.Err)
	}
	r := &replayer{g: g, letters: english.Input(false)}
	fs := make([]frame, maxSideDepth+1)
	for i := range fs {
		fs[i] = frame{line: &g.Moves, start: g.Start, pos: &g.Final, ply0: 1}
	}
	mv := readGames(t, "2. Nc3 *\n")[0].Moves[0]
	branches := 0
	for _, rd := range r.readings(fs, mv, 3) { // instead of 2.Ng1
		if !rd.branch {
			continue // (the move against its number, at the end of the top line)
		}
		branches++
		if rd.f >= maxSideDepth {
			t.Errorf("a branch in frame %d", rd.f)
		}
	}
	if branches != maxSideDepth {
		t.Errorf("%d branches, want %d", branches, maxSideDepth)
	}
}
