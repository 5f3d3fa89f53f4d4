package replay

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// settleAll replays every game of text with detection and settles them in
// input order, as the pipeline does.
func settleAll(t *testing.T, text string) []*Game {
	t.Helper()
	var d Detector
	var out []*Game
	for _, g := range readGames(t, text) {
		rg, _ := d.Settle(Run(g, Options{Auto: true}))
		out = append(out, rg)
	}
	return out
}

// outcome is a game's result in one line: "en h4 h5 Rh3", "error
// 1:25 illegal-move …", with its warnings ("warning 1:25 language …").
func outcome(g *Game) string {
	var b strings.Builder
	for _, n := range g.Notes {
		fmt.Fprintf(&b, "warning %d:%d %s %s | ", n.Line, n.Column, n.Code, n.Msg)
	}
	if g.Err != nil {
		fmt.Fprintf(&b, "error %d:%d %s %s", g.Err.Line, g.Err.Column, g.Err.Code, g.Err.Msg)
		if len(g.Err.Suggestions) > 0 {
			fmt.Fprintf(&b, " %q", g.Err.Suggestions)
		}
		return b.String()
	}
	b.WriteString(g.Locale.Family + " " + sanLine(g))
	return b.String()
}

// TestDetectEnglishFirst: a game whose standard English reading is legal is
// English, whatever other languages make of its letters (the puzzle moves
// peers' suites failed on), and an illegal English reading is an error
// naming the other readings, never silently another language.
func TestDetectEnglishFirst(t *testing.T) {
	tests := []struct{ text, want string }{
		// Finnish R is the knight: d8=N.
		{`[FEN "8/3P4/8/8/8/8/k7/4K3 w - - 0 1"] 1. d8=R *`, "en d8=R"},
		// Indonesian B is the rook.
		{`[FEN "8/P7/8/8/8/8/7k/4K3 w - - 0 1"] 1. a8=B *`, "en a8=B"},
		// Italian R is the king (Kg1), Finnish the knight (Ng1).
		{`[FEN "4k3/8/8/8/8/7N/5K2/R7 w - - 0 1"] 1. Rg1 *`, "en Rg1"},
		// Esperanto K is the bishop (Be2), Indonesian the knight (Ne2).
		{`[FEN "4k3/8/8/8/8/8/8/3BK1N1 w - - 0 1"] 1. Ke2 *`, "en Ke2"},
		// Indonesian B is the rook (Re3).
		{`[FEN "4k3/8/8/8/8/7R/8/2B1K3 w - - 0 1"] 1. Be3 *`, "en Be3"},
		{"1. h4 h5 2. Rh3 *", "en h4 h5 Rh3"},
		// English illegal, Esperanto legal: an error, never Be3 in silence.
		{`[Event "B"] 1. d4 d5 2. Ke3 *`,
			`error 1:25 illegal-move illegal move 2.Ke3: no king can reach e3; read as Be3 in Esperanto ["Be3" "e3" "Kd2"]`},
		{"1. e4 e5 2. Re2 *",
			`error 1:13 illegal-move illegal move 2.Re2: no rook can reach e2; read as Ke2 in Italian/Spanish, as Ne2 in Finnish ["Ne2" "Be2" "Qe2" "Ke2"]`},
		// Four bishop moves only Esperanto makes legal: evidence enough, said aloud.
		{"1. e4 e5 2. Kc4 Kc5 3. d3 d6 4. Kg5 Kg4 *",
			"warning 1:13 language 2.Kc4 is read as Bc4, in Esperanto letters (4 moves are legal only so); in English letters it is illegal | eo e4 e5 Bc4 Bc5 d3 d6 Bg5 Bg4"},
		// P is no SAN letter: 1...Pf6 (Donner-Olafsson, re-typed from a
		// Dutch page) gets no English preference.
		{"1.d4 Pf6 2.c4 e6 *", "error 1:6 language 1...Pf6 is a pawn move in English and a knight move in Dutch"},
		// Nothing English about C and A: Italian, quietly.
		{"1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 *", "it e4 e5 Nf3 Nc6 Bc4 Bc5"},
	}
	for _, tt := range tests {
		if got := outcome(one(t, tt.text, Options{Auto: true})); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.text, got, tt.want)
		}
	}
}

// TestDetectInOrder: games settle with the language the games before them
// established.
func TestDetectInOrder(t *testing.T) {
	// The opening of Anderssen-Kieseritzky as an Italian page writes it
	// (localized/it/it-02): A, D and C are Italian (and Spanish) only.
	const italian = "1. e4 e5 2. f4 exf4 3. Ac4 Dh4+ 4. Rf1 b5 *\n"
	const german = "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 *\n"
	const esperanto = "1. e4 e5 2. Ĉf3 Ĉc6 3. Kc4 Kc5 *\n"
	// R is the Italian king and the Finnish knight; English lacks D.
	const short = "1. e4 e5 2. Dh5 Re7 *\n"
	tests := []struct {
		name, text string
		want       []string
	}{
		{"alone the short game is ambiguous", short, []string{
			"error 1:17 language 2...Re7 is a king move in Italian/Spanish and a knight move in Finnish"}},
		{"in an Italian file it is Italian", italian + italian + short, []string{
			"it e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5", "it e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5", "it e4 e5 Qh5 Ke7"}},
		{"a German game establishes nothing Italian can use", german + short + italian + short, []string{
			"de e4 e5 Nf3 Nc6 Bb5 a6",
			"error 2:17 language 2...Re7 is a king move in Italian/Spanish and a knight move in Finnish",
			"it e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5", "it e4 e5 Qh5 Ke7"}},
		{"an error establishes nothing", "1. e4 e5 2. Cf3 Cc6 3. Cxe5 Cxe5 4. Cf3 *\n" + short, []string{
			`error 1:37 illegal-move illegal move 4.Cf3: no knight can reach f3 ["Qf3" "f3"]`,
			"error 2:17 language 2...Re7 is a king move in Italian/Spanish and a knight move in Finnish"}},
		// In an Esperanto file Ke3 is the bishop, but English letters are
		// read otherwise only with a warning naming both readings.
		{"Ke3 in an Esperanto file", esperanto + "[Event \"B\"] 1. d4 d5 2. Ke3 *\n", []string{
			"eo e4 e5 Nf3 Nc6 Bc4 Bc5",
			"warning 2:25 language 2.Ke3 is read as Be3, in Esperanto letters (like the games before it); in English letters it is illegal | eo d4 d5 Be3"}},
		{"Rh3 in a Finnish file", "1. e4 e5 2. Rf3 Rc6 3. Ld3 Ld6 *\n1. h4 h5 2. Rh3 *\n", []string{
			"fi e4 e5 Nf3 Nc6 Bd3 Bd6",
			"warning 2:13 language 2.Rh3 is read as Nh3, in Finnish letters (like the games before it); in English letters it is Rh3 | fi h4 h5 Nh3"}},
		// An English game between them changes nothing for the short game
		// (English cannot read it) and its knight moves establish English.
		{"Rh3 after an English game", "1. e4 e5 2. Rf3 Rc6 3. Ld3 Ld6 *\n1. e4 e5 2. Nf3 *\n1. h4 h5 2. Rh3 *\n", []string{
			"fi e4 e5 Nf3 Nc6 Bd3 Bd6", "en e4 e5 Nf3", "en h4 h5 Rh3"}},
	}
	for _, tt := range tests {
		var got []string
		for _, g := range settleAll(t, tt.text) {
			got = append(got, outcome(g))
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s:\n got %q\nwant %q", tt.name, got, tt.want)
		}
	}
}

// TestDetected: -v names the other legal readings.
func TestDetected(t *testing.T) {
	g := one(t, "1. h4 h5 2. Rh3 *", Options{Auto: true})
	if got, want := g.Detected(), "read as English; also legal in Finnish letters, where 2.Rh3 is Nh3"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	g = one(t, "1. e4 e5 2. Sf3 *", Options{Auto: true})
	if got, want := g.Detected(), "read as German"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if g.Notes != nil || g.Err != nil {
		t.Errorf("German game: %v %v", g.Notes, g.Err)
	}
}
