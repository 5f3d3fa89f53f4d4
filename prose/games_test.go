package prose

import (
	"slices"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/diag"
)

// TestSeveralGames: where a page holds several games, a new game starts
// where the numbering restarts at 1 after a result, after a line naming
// the players (or a PGN tag), or after a blank line — unless the words
// before it introduce an alternative line; text before a game is prose.
func TestSeveralGames(t *testing.T) {
	for _, c := range []struct {
		name string
		text string
		want []string // each game's main line; "" for none
	}{
		{"after a result", "1. e4 e5 2. Nf3 Nc6 1-0\n1. d4 d5 2. c4 e6 0-1",
			[]string{"e4 e5 Nf3 Nc6", "d4 d5 c4 e6"}},
		{"after the players' line", "Anderssen - Kieseritzky, London 1851\n1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5\nMorphy – Duke of Brunswick, Paris 1858\n1. e4 e5 2. Nf3 d6",
			[]string{"e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5", "e4 e5 Nf3 d6"}},
		{"players glued by a dash", "1.e4 e5 2.Nf3 Nc6 3.Bb5 a6\nDubois-Steinitz, London 1862\n1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5",
			[]string{"e4 e5 Nf3 Nc6 Bb5 a6", "e4 e5 Nf3 Nc6 Bc4 Bc5"}},
		{"after a tag", "1. e4 e5 2. Nf3 Nc6\n[White \"Morphy\"]\n1. d4 d5 2. c4 c6",
			[]string{"e4 e5 Nf3 Nc6", "d4 d5 c4 c6"}},
		{"blank line after a long game", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5\n\n1. d4 d5 2. c4 e6",
			[]string{"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5", "d4 d5 c4 e6"}},
		{"the opening quoted in a sentence before the game", "After 1. e4 e5 2. Nf3 Nc6 we reach a known position.\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4",
			[]string{"e4 e5 Nf3 Nc6 Bb5 a6 Ba4"}},
		{"each game its own letters", "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 1-0\n\n1. d4 d5 2. Nf3 Nf6 3. Bf4 Bf5 *",
			[]string{"e4 e5 Nf3 Nc6 Bb5 a6", "d4 d5 Nf3 Nf6 Bf4 Bf5"}},
		{"stray text before the game", "Round 1. Board 3, played 12.03.2021 in Liga 2.\nKasparov (2812) - Karpov (2750)\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0",
			[]string{"e4 e5 Nf3 Nc6 Bb5 a6"}},
		{"a numbered list before the game", "1. Einleitung 2. Die Partie\n1. e4 c5 2. Nf3 d6 3. d4 cxd4",
			[]string{"e4 c5 Nf3 d6 d4 cxd4"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := Decode([]byte(c.text), Options{})
			var got []string
			for _, g := range res.Games {
				if g.Stop != nil || g.Ambiguous != nil {
					t.Errorf("game %q: stop %+v, ambiguous %+v", strings.Join(g.Moves, " "), g.Stop, g.Ambiguous)
				}
				got = append(got, strings.Join(g.Moves, " "))
			}
			if strings.Join(got, " | ") != strings.Join(c.want, " | ") {
				t.Errorf("games %q, want %q", got, c.want)
			}
		})
	}
}

// TestIntroducedNotANewGame: a "1." after a blank line that the line
// before introduces as an alternative ("Instead of this, better was:")
// is no new game; the text then reads two ways at move 1, and says so.
func TestIntroducedNotANewGame(t *testing.T) {
	res := Decode([]byte("A game: 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7. Instead of this, better was:\n\n1. d4 d5 2. c4 e6"), Options{})
	if len(res.Games) != 1 {
		t.Fatalf("%d games, want 1", len(res.Games))
	}
	if g := res.Games[0]; g.Plies < 10 || g.Ambiguous == nil && g.Stop == nil {
		t.Errorf("game %v (stop %+v): want the first game, with the line at move 1 named as a second reading", g.Moves, g.Stop)
	}
}

// TestFENInText: a position in FEN written in the text is where the game
// after it starts (the fields left out taken from what follows: the side
// and number from the next move number, castling from the kings and rooks
// at home); after a game, it starts a new one; anything short of a FEN is
// text.
func TestFENInText(t *testing.T) {
	const ruy = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R"
	for _, c := range []struct {
		name   string
		text   string
		starts []string // each game's start, in FEN
		want   []string
	}{
		{"all fields", "FEN: " + ruy + " b KQkq - 3 3\n3... a6 4. Ba4 Nf6 5. O-O Be7 1-0",
			[]string{ruy + " b KQkq - 3 3"}, []string{"a6 Ba4 Nf6 O-O Be7"}},
		{"placement only", "Diagram: " + ruy + "\nBlack played 3...a6 and after 4. Ba4 Nf6 5. O-O Be7 it was level.",
			[]string{ruy + " b KQkq - 0 3"}, []string{"a6 Ba4 Nf6 O-O Be7"}},
		{"after a game", "1. e4 e5 2. Nf3 Nc6 1-0\n\nStudy: 8/8/8/4k3/8/8/4P3/4K3 w - - 0 1\n1. Kd2 Kd5 2. Kd3 Ke5 3. e4",
			[]string{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"},
			[]string{"e4 e5 Nf3 Nc6", "Kd2 Kd5 Kd3 Ke5 e4"}},
		{"seven ranks are no FEN", "8/8/8/4k3/8/4P3/4K3 w - - 0 1\n1. e4 e5 2. Nf3",
			[]string{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}, []string{"e4 e5 Nf3"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := Decode([]byte(c.text), Options{})
			var starts, got []string
			for _, g := range res.Games {
				starts = append(starts, g.Start.FEN())
				got = append(got, strings.Join(g.Moves, " "))
				if g.Stop != nil || g.Ambiguous != nil {
					t.Errorf("stop %+v, ambiguous %+v", g.Stop, g.Ambiguous)
				}
			}
			if strings.Join(starts, " | ") != strings.Join(c.starts, " | ") || strings.Join(got, " | ") != strings.Join(c.want, " | ") {
				t.Errorf("games from %q: %q\nwant from %q: %q", starts, got, c.starts, c.want)
			}
		})
	}
}

// TestSingle: with Options.Single (one game per text, as the pipeline's
// items hold), no new game starts: the text of any other game stays in
// the game's comments, never dropped.
func TestSingle(t *testing.T) {
	text := "Anderssen - Kieseritzky, London 1851\n1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 1-0\nMorphy – Duke, Paris 1858\n1. e4 e5 2. Nf3 d6"
	res := Decode([]byte(text), Options{Single: true})
	if len(res.Games) != 1 {
		t.Fatalf("%d games, want 1", len(res.Games))
	}
	g := res.Games[0]
	if strings.Join(g.Moves, " ") != "e4 e5 f4 exf4 Bc4 Qh4+" || !strings.Contains(string(g.Movetext), "Nf3 d6") {
		t.Errorf("moves %v, movetext %s: want the first game, the second's text in a comment", g.Moves, g.Movetext)
	}
	if n := len(Decode([]byte(text), Options{}).Games); n != 2 {
		t.Errorf("without Single: %d games, want 2", n)
	}
}

// TestSpacedSigns: castling and results whose dashes a copy lost ("0 0",
// "0 0 0", "1 0") read where the numbering and the board take them, the
// castling with its warning; "0 0" where castling is illegal stays text.
func TestSpacedSigns(t *testing.T) {
	for _, c := range []struct {
		name, text, want, result string
		spaced                   bool
	}{
		{"short", "1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.0 0 Nf6 5.d3 d6 1 0", "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 d3 d6", "1-0", true},
		{"long", "1.d4 d5 2.Nc3 Nc6 3.Bf4 Bf5 4.Qd2 Qd7 5.0 0 0 0 0 0 0 1", "d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7 O-O-O O-O-O", "0-1", true},
		{"letters", "1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.O O Nf6", "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6", "*", true},
		{"a score of 1 0 in prose", "1.e4 e5 2.Nf3 Nc6 and the match stood at 1 0 after it. 3.Bb5 a6", "e4 e5 Nf3 Nc6 Bb5 a6", "*", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := Decode([]byte(c.text), Options{})
			if len(res.Games) != 1 {
				t.Fatalf("%d games", len(res.Games))
			}
			g := res.Games[0]
			if got := strings.Join(g.Moves, " "); got != c.want || g.Result != c.result {
				t.Errorf("moves %q result %q, want %q %q", got, g.Result, c.want, c.result)
			}
			spaced := false
			for _, n := range g.Notes {
				spaced = spaced || strings.Contains(n.Text.Format, "castling written with spaces")
			}
			if spaced != c.spaced {
				t.Errorf("spaced-castling note %v, want %v (%+v)", spaced, c.spaced, g.Notes)
			}
		})
	}
}

// TestSpuriousCapture: a capture sign on a move that captures nothing
// ("22.Dxf6+" with f6 empty, a blog's Immortal) is read as the move,
// with the strict reader's warning and code, naming the move as written;
// a real capture has none. The decoder writes the move without its
// sign, so no replay after it could say so.
func TestSpuriousCapture(t *testing.T) {
	for _, c := range []struct {
		name, text, want string
		note             string // the move named by the warning; "" for none
	}{
		{"queen to an empty square", "Text first. 1.e4 e5 2.Dxh5 Sc6 3.Lc4 Sf6 4.Dxf7 mat. Words after.", "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#", "2.Dxh5"},
		{"captures only", "Text first. 1.e4 e5 2.Dh5 Sc6 3.Lc4 Sf6 4.Dxf7 mat. Words after.", "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := Decode([]byte(c.text), Options{})
			if len(res.Games) != 1 {
				t.Fatalf("%d games", len(res.Games))
			}
			g := res.Games[0]
			if got := strings.Join(g.Moves, " "); got != c.want {
				t.Errorf("moves %q, want %q", got, c.want)
			}
			var named []string
			for _, n := range g.Notes {
				if s, ok := strings.CutPrefix(n.Text.String(), "x on a move that captures nothing in "); ok {
					if n.Code != diag.Nonstandard {
						t.Errorf("code %s, want %s", n.Code, diag.Nonstandard)
					}
					named = append(named, s)
				}
			}
			if want := c.note != ""; (len(named) == 1 && named[0] == c.note) != want || len(named) > 1 {
				t.Errorf("spurious-capture notes %q, want %q", named, c.note)
			}
		})
	}
}

// TestStrictSpellings: every spelling the decoder accepts that the strict
// reader reports in PGN is reported in decoded text too, in the strict
// reader's words and code, once per game and kind, at the first move so
// spelled. The decoder writes standard SAN, so without strictSpellings
// none of these is said (the replay of its movetext never sees them).
func TestStrictSpellings(t *testing.T) {
	const head = "Text first. "
	for _, c := range []struct {
		name, text string
		want       []string // "code: words in moves"
	}{
		{"piece capture without x", "1.e4 e5 2.Sf3 Sc6 3.d4 exd4 4.Sd4 Sd4 5.Dd4 d6. Words after.",
			[]string{"nonstandard-san: capture without x in 4.Sd4, 4...Sd4, 5.Dd4"}},
		{"colon capture", "1.e4 e5 2.Sf3 Sc6 3.d4 exd4 4.S:d4 Sf6. Words after.",
			[]string{"nonstandard-san: capture written with : or × in 4.S:d4"}},
		{"castling with zeros", "1.e4 e5 2.Sf3 Sc6 3.Lc4 Lc5 4.0-0 Sf6. Words after.",
			[]string{"nonstandard-san: castling written with zeros in 4.0-0"}},
		{"long algebraic", "1.e2-e4 e7-e5 2.Sg1-f3 Sc6. Words after.",
			[]string{"nonstandard-san: long algebraic notation in 1.e2-e4, 1...e7-e5, 2.Sg1-f3"}},
		{"needless disambiguation", "1.e4 e5 2.Sgf3 Sc6. Words after.",
			[]string{"nonstandard-san: needless disambiguation in 2.Sgf3"}},
		{"check mark left out", "1.e4 e5 2.Lc4 Sc6 3.Lxf7 Kxf7. Words after.",
			[]string{"check-mark: missing check mark in 3.Lxf7"}},
		{"mate mark left out", "1.e4 e5 2.Dh5 Sc6 3.Lc4 Sf6 4.Dxf7. Words after.",
			[]string{"check-mark: missing mate mark in 4.Dxf7"}},
		{"check for mate", "1.e4 e5 2.Dh5 Sc6 3.Lc4 Sf6 4.Dxf7+ Words after.",
			[]string{"check-mark: + for a checkmate in 4.Dxf7+"}},
		// Said apart from the move, the mark is the move's, as the strict
		// reader reads "Qxf7 mate".
		{"mate word apart", "1.e4 e5 2.Dh5 Sc6 3.Lc4 Sf6 4.Dxf7 mat. Words after.", nil},
		{"check apart", "1.e4 e5 2.Lc4 Sc6 3.Lxf7 + Kxf7. Words after.", nil},
		// A prose spelling that names the same fact is said once, in its
		// own words: the pawn's capture by its files.
		{"files only", "1.e4 e5 2.Sf3 Sc6 3.d4 ed4 4.Sxd4 Sf6. Words after.", nil},
		{"standard", "1.e4 e5 2.Sf3 Sc6 3.Lb5 a6. Words after.", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := Decode([]byte(head+c.text), Options{})
			if len(res.Games) != 1 || res.Games[0].Stop != nil {
				t.Fatalf("want one game read to its end, got %d games", len(res.Games))
			}
			var got []string
			for _, n := range res.Games[0].Notes {
				if n.Code == diag.Nonstandard && !strings.Contains(n.Text.String(), "files only") || n.Code == diag.CheckMark {
					got = append(got, string(n.Code)+": "+n.Text.String())
				}
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("notes %q, want %q", got, c.want)
			}
		})
	}
}

// TestHungarianWords: Hungarian's resignation ends the game, and the
// lines a sentence quotes after "vagy" ("vagy 12.Bf1 ...", or ...) stay text
// (locales' hu words; without them the quoted moves were played on as the
// game's).
func TestHungarianWords(t *testing.T) {
	const game = "Fischer – Burger, szimultán\n\n1.e4 e5 2.Hf3 Hc6 3.Fc4 Hf6 4.Hg5 d5 5.ed5 Hd4 6.c3 b5 7.Ff1 Hd5 8.cd4 Vg5 9.Fb5+ Kd8 10.Vf3 Fb7 11.Ve2 Vg2 "
	for _, c := range []struct{ name, text, result string }{
		{"resigned", game + "Világos feladta, mert vagy 12.Bf1 Hf4 13.Ve5 Vf1+ matt, vagy 12.Vf1 Vg5 következik.\n", "0-1"},
		{"or", game + "A folytatás vagy 12.Bf1 Hf4 13.Ve5 Vf1+ matt, vagy 12.Vf1 Vg5 lett volna.\n", "*"},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := Decode([]byte(c.text), Options{})
			if len(res.Games) != 1 {
				t.Fatalf("%d games", len(res.Games))
			}
			if g := res.Games[0]; g.Plies != 22 || g.Result != c.result {
				t.Errorf("%d plies, result %s; want 22, %s: %s", g.Plies, g.Result, c.result, g.Movetext)
			}
		})
	}
}
