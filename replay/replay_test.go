package replay

import (
	"slices"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
)

func readGames(t testing.TB, text string) []*parser.Game {
	t.Helper()
	r := parser.NewReader(strings.NewReader(text), parser.Options{})
	var games []*parser.Game
	for {
		g, err := r.Next()
		if g == nil {
			break
		}
		if err != nil {
			t.Fatalf("parse: %v", err)
		}
		games = append(games, g)
	}
	return games
}

func one(t *testing.T, text string, opts Options) *Game {
	t.Helper()
	gs := readGames(t, text)
	if len(gs) != 1 {
		t.Fatalf("%d games in %q", len(gs), text)
	}
	return Run(gs[0], opts)
}

func sanLine(g *Game) string {
	var s []string
	for n := range g.Nodes() {
		s = append(s, n.SAN.String())
	}
	return strings.Join(s, " ")
}

func nodes(g *Game) []*Node { return slices.Collect(g.Nodes()) }

func TestReplayErrors(t *testing.T) {
	tests := []struct {
		text      string
		code      diag.Code
		msg       string
		line, col int
	}{
		{"1. e4 e5 2. Bc4 Nc6 3. Bxe5 *", diag.Illegal, "illegal move 3.Bxe5: no bishop can reach e5", 1, 24},
		{"1. e4 e5 2. Nf3 (2. Bc4 Nf6 3. Bb5xf7) Nc6 *", diag.Illegal, "illegal move 3.Bb5xf7: no bishop on b5 can reach f7 (the bishop on c4 can)", 1, 32},
		{"[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2 *", diag.Ambiguous, "ambiguous move 1.Nd2: Nbd2 or Nfd2", 4, 4},
		{"[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1 x\"]\n\n1. Nd2 *", diag.FEN, "invalid FEN: fullmove number", 1, 1},
		{"1. f3 e5 2. g4 Qh4# 3. e4 0-1", diag.MovesAfterEnd, "move 3.e4 after the game ended by checkmate", 1, 24},
		{"[Variant \"crazyhouse\"]\n\n1. e4 *", diag.Variant, "variant \"crazyhouse\" is not supported", 1, 1},
	}
	for _, tt := range tests {
		g := one(t, tt.text, Options{})
		if g.Err == nil {
			t.Errorf("%q: no error", tt.text)
			continue
		}
		col := g.Err.Column
		if g.Err.Code != tt.code || !strings.Contains(g.Err.Msg, tt.msg) || g.Err.Line != tt.line || col != tt.col {
			t.Errorf("%q:\n got %d:%d %s %q\nwant %d:%d %s %q", tt.text, g.Err.Line, col, g.Err.Code, g.Err.Msg, tt.line, tt.col, tt.code, tt.msg)
		}
	}
}

func TestReplayVariationsAndSpelling(t *testing.T) {
	g := one(t, "1. e4 e5 2. Ng1f3 (2. f4 exf4 (2... d5)) 2... Nc6 3. Bb5 a6 4. 0-0 *", Options{})
	if g.Err != nil {
		t.Fatal(g.Err.Msg)
	}
	if got, want := sanLine(g), "e4 e5 Nf3 f4 exf4 d5 Nc6 Bb5 a6 O-O"; got != want {
		t.Errorf("SAN %q, want %q", got, want)
	}
	if nodes(g)[2].Spelling&board.SpellLongAlgebraic == 0 && nodes(g)[2].Spelling&board.SpellOverDisambig == 0 {
		t.Errorf("Ng1f3 spelling not recorded: %b", nodes(g)[2].Spelling)
	}
	if nodes(g)[9].Spelling&board.SpellCastleZeros == 0 {
		t.Errorf("0-0 spelling not recorded: %b", nodes(g)[9].Spelling)
	}
}

func TestDetection(t *testing.T) {
	tests := []struct {
		text, lang, san string
		errCode         diag.Code
		errMsg          string
	}{
		{"1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 4. O-O Cf6 5. Te1 *", "it", "e4 e5 Nf3 Nc6 Bb5 a6 O-O Nf6 Re1", "", ""},
		{"1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. O-O Sf6 5. Te1 *", "de", "e4 e5 Nf3 Nc6 Bb5 a6 O-O Nf6 Re1", "", ""},
		{"1. e4 e5 2. Sf3 Sc6 3. Gb5 a6 4. O-O Sf6 5. We1 *", "pl", "e4 e5 Nf3 Nc6 Bb5 a6 O-O Nf6 Re1", "", ""},
		{"1. e4 e5 2. Кf3 Кc6 3. Сb5 a6 4. O-O Кf6 5. Лe1 *", "ru", "e4 e5 Nf3 Nc6 Bb5 a6 O-O Nf6 Re1", "", ""},
		{"1. e4 e5 2. ♘f3 ♞c6 3. ♗b5 a6 *", "fig", "e4 e5 Nf3 Nc6 Bb5 a6", "", ""},
		{"1. e4 e5 2. Ιζ3 Ιγ6 3. Αβ5 *", "el", "e4 e5 Nf3 Nc6 Bb5", "", ""},
		// English reads it legally: SAN is English (Finnish Nh3 is only a -v note).
		{"1. h4 h5 2. Rh3 *", "en", "h4 h5 Rh3", "", ""},
		// Letters English lacks, two other languages legal and different.
		{"1. e4 e5 2. Se2 *", "", "", diag.Language, "2.Se2 is a knight move in German/Swedish/Danish and a bishop move in Czech"},
		{"1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. Nc3 *", "de", "e4 e5 Nf3 Nc6 Bb5 a6 Nc3", "", ""},
	}
	for _, tt := range tests {
		g := one(t, tt.text, Options{Auto: true})
		if tt.errCode != "" {
			if g.Err == nil || g.Err.Code != tt.errCode || g.Err.Msg != tt.errMsg {
				t.Errorf("%q: err %+v, want %s %q", tt.text, g.Err, tt.errCode, tt.errMsg)
			}
			continue
		}
		if g.Err != nil {
			t.Errorf("%q: %s", tt.text, g.Err.Msg)
			continue
		}
		if g.Locale == nil || g.Locale.Family != tt.lang && g.Locale.Code != tt.lang {
			t.Errorf("%q: read as %v, want %s", tt.text, g.Locale, tt.lang)
		}
		if got := sanLine(g); got != tt.san {
			t.Errorf("%q: %q, want %q", tt.text, got, tt.san)
		}
	}
}

func shatranjCorpus(t *testing.T, name string) string {
	t.Helper()
	return string(testcorpus.Read(t, "shatranj", name))
}

func TestShatranjCorpus(t *testing.T) {
	for _, name := range []string{"schemingmind_7917.pgn", "schemingmind_129529.pgn", "schemingmind_322324.pgn",
		"schemingmind_446322.pgn", "assuli_vs_allajlaj_partial_chesscom.pgn", "aise_double_mujannah_tabiya.pgn"} {
		g := one(t, shatranjCorpus(t, name), Options{Auto: true})
		if g.Err != nil {
			t.Errorf("%s: %s", name, g.Err.Msg)
			continue
		}
		if g.Variant != board.Shatranj() {
			t.Errorf("%s: variant %s", name, g.Variant.Name())
		}
		if name == "schemingmind_322324.pgn" {
			o := g.Final.Outcome()
			if o.Reason != board.BareKing || o.Result() != "1-0" {
				t.Errorf("%s: final outcome %v %s, want bare king 1-0", name, o.Reason, o.Result())
			}
		}
		if name == "aise_double_mujannah_tabiya.pgn" {
			if fen := g.Final.FEN(); fen != "1rbqkbr1/p6p/1pnppnp1/2p2p2/2P2P2/1PNPPNP1/P6P/1RBQKBR1 w - - 4 13" {
				t.Errorf("%s: final %s", name, fen)
			}
		}
	}
}

func TestShatranjStarts(t *testing.T) {
	// The AISE opening in Italian letters (the seed's own text), no FEN.
	it, _ := locales.Lookup("it")
	aise := "[Variant \"Shatranj\"]\n\n1. f3 f6 2. f4 f5 3. Cf3 Cf6 4. g3 g6 5. c3 c6 6. c4 c5 7. Cc3 Cc6 8. b3 b6 9. e3 e6 10. d3 d6 11. Tb1 Tb8 12. Tg1 Tg8 *"
	g := one(t, aise, Options{Letters: it.Input(true)})
	if g.Err != nil {
		t.Fatal(g.Err.Msg)
	}
	if fen := g.Final.FEN(); fen != DoubleMujannah {
		t.Errorf("AISE opening ends in %s, want %s", fen, DoubleMujannah)
	}
	// A game starting at move 13 without FEN starts from the double Mujannah.
	g = one(t, "[Variant \"Shatranj\"]\n\n13. Ne2 Ne7 *", Options{})
	if g.Err != nil || g.StartFEN != DoubleMujannah || len(g.Notes) != 1 {
		t.Errorf("move-13 start: err %v, start %q, notes %v", g.Err, g.StartFEN, g.Notes)
	}
	// Moves legal only with the kings on the d-file (1. Qe2: the fers on e1).
	g = one(t, "[Variant \"Shatranj\"]\n\n1. d3 d6 2. Qd2 *", Options{})
	if g.Err != nil || g.StartFEN != DFileShatranj || len(g.Notes) != 1 {
		t.Errorf("d-file start: err %v, start %q, notes %v", g.Err, g.StartFEN, g.Notes)
	}
	// Illegal in both setups: the error is the AISE one.
	g = one(t, "[Variant \"Shatranj\"]\n\n1. e4 *", Options{})
	if g.Err == nil || !strings.Contains(g.Err.Msg, "no pawn can reach e4") {
		t.Errorf("e4 in shatranj: %+v", g.Err)
	}
}

func TestShatranjLetters(t *testing.T) {
	// F for the fers and E or A for the alfil, where the language leaves them free.
	g := one(t, "[Variant \"Shatranj\"]\n\n1. e3 e6 2. Fe2 Ed6 3. Ad3 *", Options{Auto: true})
	if g.Err != nil {
		t.Fatal(g.Err.Msg)
	}
	if got := sanLine(g); got != "e3 e6 Qe2 Bd6 Bd3" {
		t.Errorf("got %q", got)
	}
	// Promotion without a letter is the fers, recorded as lenient.
	g = one(t, "[Variant \"Shatranj\"]\n[FEN \"4k3/P6p/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. a8 *", Options{})
	if g.Err != nil || nodes(g)[0].SAN.String() != "a8=Q" || nodes(g)[0].Spelling&board.SpellPromotionMissingMark == 0 {
		t.Errorf("a8 in shatranj: %v %q %b", g.Err, nodes(g)[0].SAN, nodes(g)[0].Spelling)
	}
	// In chess the same letters are an error, and a bare a8 is incomplete.
	g = one(t, "1. e3 e6 2. Fe2 *", Options{Auto: true})
	if g.Err == nil {
		t.Errorf("Fe2 read in chess")
	}
}

func TestMoveNumberWarning(t *testing.T) {
	// A number no side line explains (a move ahead of the board) is
	// warned, and the move read where the board is.
	g := one(t, "1. d4 d5 5. c4 e6 *", Options{})
	var got []string
	for _, n := range g.Notes {
		if n.Code == diag.MoveNumber {
			got = append(got, n.Move)
		}
	}
	if g.Err != nil || len(got) != 1 || got[0] != "2.c4" {
		t.Errorf("move-number warnings at %v (err %v), want [2.c4]", got, g.Err)
	}
	// Right numbers, numbers left out, and sloppy numbers inside a
	// variation give none.
	g = one(t, "1. e4 e5 2. Nf3 (3. Nc3) Nc6 Bb5 *", Options{})
	for _, n := range g.Notes {
		if n.Code == diag.MoveNumber {
			t.Errorf("unexpected %s", n.Msg)
		}
	}
}

// A FEN with rights or an en passant square its placement rules out is
// repaired with a warning at the tag; the moves are played from the
// repaired position, which becomes StartFEN.
func TestReplayRepairsFEN(t *testing.T) {
	tests := []struct {
		text      string
		start     string
		san       string
		warning   string
		line, col int
		err       string
	}{
		{"[Event \"X\"]\n[FEN \"r3k3/8/8/8/8/8/8/R3K3 w KQkq - 0 1\"]\n\n1. O-O-O Kf7 *",
			"r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1", "O-O-O Kf7",
			"impossible FEN repaired: castling right K dropped (no white rook on h1); castling right k dropped (no black rook on h8)", 2, 1, ""},
		{"[FEN \"4k3/8/8/8/8/8/8/4K3 b - e3 0 1\"]\n1... Kd7 *",
			"4k3/8/8/8/8/8/8/4K3 b - - 0 1", "Kd7",
			"impossible FEN repaired: en passant square e3 dropped (no pawn has just made a double step there)", 1, 1, ""},
		// A dropped right is not there to play: the castling is illegal.
		{"[FEN \"4k3/8/8/8/8/8/8/4K2R w KQ - 0 1\"]\n1. O-O-O *",
			"4k3/8/8/8/8/8/8/4K2R w K - 0 1", "",
			"impossible FEN repaired: castling right Q dropped (no white rook on a1)", 1, 1,
			"illegal move 1.O-O-O: cannot castle queenside"},
	}
	for _, tt := range tests {
		g := one(t, tt.text, Options{})
		var errMsg string
		if g.Err != nil {
			errMsg = g.Err.Msg
		}
		if tt.err == "" && errMsg != "" || !strings.Contains(errMsg, tt.err) {
			t.Errorf("%q: error %q, want %q", tt.text, errMsg, tt.err)
		}
		if g.StartFEN != tt.start || sanLine(g) != tt.san {
			t.Errorf("%q: start %q, moves %q; want %q, %q", tt.text, g.StartFEN, sanLine(g), tt.start, tt.san)
		}
		if len(g.Notes) != 1 {
			t.Errorf("%q: notes %v, want one warning", tt.text, g.Notes)
			continue
		}
		n := g.Notes[0]
		if n.Severity != diag.Warning || n.Code != diag.FEN || n.Msg != tt.warning || n.Line != tt.line || n.Column != tt.col {
			t.Errorf("%q:\n got %d:%d %s %s %q\nwant %d:%d warning fen-invalid %q", tt.text, n.Line, n.Column, n.Severity, n.Code, n.Msg, tt.line, tt.col, tt.warning)
		}
	}
}

// Coordinate notation: the piece comes from the board, the king's
// two-square move is castling, and a square with no piece of the side to
// move is an illegal move at its place.
func TestReplayCoordinates(t *testing.T) {
	g := one(t, "1. g1f3 g8f6 2. g2g3 g7g6 3. f1g2 f8g7 4. e1g1 e8-g8 5. d2d4 d7d5 *", Options{})
	if g.Err != nil {
		t.Fatal(g.Err.Msg)
	}
	if got, want := sanLine(g), "Nf3 Nf6 g3 g6 Bg2 Bg7 O-O O-O d4 d5"; got != want {
		t.Errorf("SAN %q, want %q", got, want)
	}
	if n := nodes(g)[6]; n.Spelling&(board.SpellNoPieceLetter|board.SpellKingMoveCastle) != board.SpellNoPieceLetter|board.SpellKingMoveCastle {
		t.Errorf("e1g1: spelling %b", n.Spelling)
	}
	for _, tt := range []struct {
		text, msg string
		line, col int
	}{
		{"1. e3e4 *", "illegal move 1.e3e4: no piece on e3", 1, 4},
		{"1. e4 e5\n2. e5e6 *", "illegal move 2.e5e6: the pawn on e5 is black's, and white is to move", 2, 4},
	} {
		g := one(t, tt.text, Options{})
		if g.Err == nil || g.Err.Msg != tt.msg || g.Err.Line != tt.line || g.Err.Column != tt.col {
			t.Errorf("%q: %v, want %d:%d %q", tt.text, g.Err, tt.line, tt.col, tt.msg)
		}
	}
}

// TestSpellings: the union of the nodes' spellings that replay keeps is
// what walking the nodes gives (with the moves tried and taken back, a
// superset), and a game built without replay walks its nodes.
func TestSpellings(t *testing.T) {
	for _, tc := range []struct {
		text string
		want board.Spelling // bits that must be there; none at all when 0
	}{
		{"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *", 0},
		{"1. e4 e5 2. Nf3 (2. f4 exf4 3. Bc4) 2... Nc6 *", 0},
		{"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. 0-0 *", board.SpellCastleZeros},
		{"1. e4 e5 2. Nf3 (2. f4 exf4 3. Ng1f3) 2... Nc6 *", board.SpellLongAlgebraic | board.SpellOverDisambig},
		{"1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 *", board.SpellMissingCheck},
	} {
		g := one(t, tc.text, Options{})
		var walked board.Spelling
		for n := range g.Nodes() {
			walked |= n.Spelling
		}
		got := g.Spellings()
		switch {
		case got&walked != walked:
			t.Errorf("%q: Spellings %b lacks the nodes' %b", tc.text, got, walked)
		case tc.want == 0 && got != 0:
			t.Errorf("%q: Spellings %b, want none", tc.text, got)
		case got&tc.want == 0 && tc.want != 0:
			t.Errorf("%q: Spellings %b, want some of %b", tc.text, got, tc.want)
		}
		built := Game{Moves: g.Moves} // not from replay: the nodes are walked
		if b := built.Spellings(); b != walked {
			t.Errorf("%q: a game built by hand: Spellings %b, want the walk's %b", tc.text, b, walked)
		}
	}
}
