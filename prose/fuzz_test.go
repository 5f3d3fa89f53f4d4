package prose

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
)

// cleanGames returns up to n clean PGN games: the repository's English
// scores, then the shared real corpus when it is there.
func cleanGames(t testing.TB, n int) []*parser.Game {
	var srcs [][]byte
	for _, f := range []string{"immortale-it.en.pgn", "sempreverde-it.en.pgn"} {
		if b, err := os.ReadFile(filepath.Join("..", "testdata", "pgn", f)); err == nil {
			srcs = append(srcs, b)
		}
	}
	if f, err := os.Open(filepath.Join(testcorpus.Dir(), "real", "pgnmentor-tournaments.pgn.gz")); err == nil {
		defer f.Close()
		if z, err := gzip.NewReader(f); err == nil {
			b := make([]byte, 2<<20) // the first games are enough
			k, _ := io.ReadFull(z, b)
			srcs = append(srcs, b[:k])
		}
	}
	var out []*parser.Game
	for _, b := range srcs {
		r := parser.NewBytesReader(b, parser.Options{})
		for len(out) < n {
			g, err := r.Next()
			if g == nil {
				break
			}
			if err == nil && len(g.Warnings) == 0 {
				out = append(out, g)
			}
		}
	}
	return out
}

// movetext is a game's text after its tags.
func movetext(g *parser.Game) []byte {
	raw := g.Raw
	if len(g.Tags) > 0 {
		last := g.Tags[len(g.Tags)-1]
		o := int(last.Pos.Offset - g.Start.Offset)
		if k := bytes.IndexByte(raw[o:], '\n'); k >= 0 {
			return raw[o+k+1:]
		}
	}
	return raw
}

// TestCleanPGNAsStrict: a clean PGN game read through the decoder is the
// strict reader's game (the same main line and result), with no warning.
func TestCleanPGNAsStrict(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 60
	}
	games := cleanGames(t, n)
	if len(games) == 0 {
		t.Skip("no clean PGN available")
	}
	bad := 0
	for _, g := range games {
		rg := replay.Run(g, replay.Options{})
		if rg.Err != nil || rg.StartFEN != "" {
			continue
		}
		var want []string
		for i := range rg.Moves.Nodes {
			want = append(want, rg.Moves.Nodes[i].SAN.String())
		}
		res := Decode(movetext(g), Options{})
		if len(res.Games) != 1 {
			bad++
			t.Errorf("game %d: %d games decoded", g.Number, len(res.Games))
			continue
		}
		dg := res.Games[0]
		if !slices.Equal(dg.Moves, want) || dg.Stop != nil || dg.Ambiguous != nil {
			bad++
			if bad < 5 {
				t.Errorf("game %d: decoded %v (stop %+v, ambiguous %+v)\nwant %v", g.Number, dg.Moves, dg.Stop, dg.Ambiguous, want)
			}
		}
		if g.Result != "" && dg.Result != parser.NormalizeResult(g.Result) {
			t.Errorf("game %d: result %q, want %q", g.Number, dg.Result, g.Result)
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d clean games decoded otherwise", bad, len(games))
	}
}

// maxFuzzText is the longest input the fuzz targets decode: real scores
// (the development set's are 1-6 KB) fit, mutated.
const maxFuzzText = 16 << 10

// checkBounded decodes b and fails when it takes more than a few seconds
// or allocates more than a bound linear in its length (the beam is of
// fixed width: time and memory grow with the text, never faster).
func checkBounded(t *testing.T, b []byte) *Result {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	res := Decode(b, Options{})
	if d := time.Since(start); d > 10*time.Second {
		t.Fatalf("%d bytes took %v", len(b), d)
	}
	runtime.ReadMemStats(&after)
	if n := after.TotalAlloc - before.TotalAlloc; n > uint64(8<<20+len(b)<<12) {
		t.Fatalf("%d bytes allocated %d bytes", len(b), n)
	}
	return res
}

// checkReplays fails unless every game the decoder read to its end is
// PGN that replays to the moves it says.
func checkReplays(t *testing.T, res *Result, text []byte) {
	for _, g := range res.Games {
		if g.Stop != nil || g.Ambiguous != nil {
			continue
		}
		pg, err := parser.NewBytesReader(g.Movetext, parser.Options{}).Next()
		if err != nil || pg == nil {
			t.Fatalf("movetext does not parse: %v\n%s\nfrom %q", err, g.Movetext, text)
		}
		if fen, std := g.Start.FEN(), board.StartPosition(board.Chess()); fen != std.FEN() {
			pg.Tags = append(pg.Tags, parser.Tag{Name: "SetUp", Value: "1"}, parser.Tag{Name: "FEN", Value: fen})
		}
		rg := replay.Run(pg, replay.Options{})
		if rg.Err != nil {
			t.Fatalf("movetext does not replay: %v\n%s\nfrom %q", rg.Err, g.Movetext, text)
		}
		var got []string
		for i := range rg.Moves.Nodes {
			got = append(got, rg.Moves.Nodes[i].SAN.String())
		}
		if !slices.Equal(got, g.Moves) {
			t.Fatalf("movetext replays %v, decoded %v\nfrom %q", got, g.Moves, text)
		}
	}
}

// FuzzDecode: any text — mutated real scores (the repository's real web
// scores, clean PGN games, spellings of the issue) — decodes in bounded
// time and memory; every decoded game's movetext is PGN that replays to
// the same moves; and a text the strict reader reads as one clean game is
// that game through the decoder too.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		"1.d4Nf62.c4b63.Nc3 Bb7 1-0",
		"14...gxh615.Qd2",
		"1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 22.Rd8mate",
		"Edit1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 (better 3...Cf6) 4. Aa4 Cf6 5. 0—0 Ae7 *",
		"With 1. e4 e5 he could { … [ … } ] 2. Nf3 $ 3 Nc6 ½-½",
		"1. e4 e5 2. f4 exf4 3. Fc4 Dh4+ 4. Rf1 b5 5. Fxb5 Cf6 6. Cf3 Dh6 7. d3 Ch5",
		"Dubois - Steinitz\n1.e4 e5 2.Nf3 Nc6 1-0\nFEN: 8/8/8/4k3/8/8/4P3/4K3 w - - 0 1\n1. Kd2 Kd5",
		"1. ¤f3 d5 2. c4 c6 3. g3 ¤f6 4. ¥g2 ¥g4 5. ¤e5 (5. 0–0 £b6) ¥e6! 6. c×d5 ¦ £a4+ § costs £5",
		"1. e2--e4 e7 - e5 2. Ng1 —f3 Nb8X c6 3. d4 e5 × d4 | 4. | Nf3 : d4 |",
		"1.ε4 ε5 2.Ιζ3 Ιγ6 3.Αβ5 α6 4.Nγ3 Ιζ6 5.Sγ3",
		"e4 e5 Nf3 is how it goes.\n\n›5. c5 × d4 d2 - d4 6. Pg8 - f6",
		"0..a3", // a number 0 is checked as any other (parser.WrittenZero)
		// Tables (layout.go, table.go).
		"1. e4 e5\n2. Nf3 Nc6\n3. Bb5 ...\nOtras son 3. ... Nf6.\n... a6 Si bien 3. ... d6.\n4. Ba4 ...\n",
		"1 e2 e4 1 e7 e5 4 f1 c4 4 f8 c5\n2 K g1 f3 2 b8 c6 5 d2 d3 5 d7 d6\n3 b1 c3 3 g8 f6 6 0 0 6 0 0\n",
		"c7 - c5 e2 - e4 1. Pb8 - c6 Pg1 - f3 2. o - o Lc1 - e3 3.\n\nkiest: Pd4 - b3\n\n4.",
		"WHITE. 1. e4 2. f4 3. Bc4 BLACK. 1. e5 2. exf4 3. Qh4+ 4. b5",
	} {
		f.Add([]byte(s))
	}
	for _, g := range cleanGames(f, 5) {
		f.Add(movetext(g))
	}
	real, _ := filepath.Glob(filepath.Join("..", "testdata", "realtext", "*", "*.txt"))
	for _, name := range real {
		if b, err := os.ReadFile(name); err == nil && len(b) <= maxFuzzText {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) > maxFuzzText {
			return
		}
		res := checkBounded(t, b)
		checkReplays(t, res, b)
		// Clean PGN: the strict reader's one game, with no warning, is
		// the decoder's main line.
		r := parser.NewBytesReader(b, parser.Options{})
		g, err := r.Next()
		if err != nil || g == nil || len(g.Warnings) > 0 || len(g.Tags) > 0 {
			return
		}
		if g2, _ := r.Next(); g2 != nil || len(r.Warnings()) > 0 {
			return // another game, or stray text after the game: not one clean game
		}
		rg := replay.Run(g, replay.Options{})
		if rg.Err != nil || len(rg.Notes) > 0 || rg.Count() == 0 || guessesPawnFile(rg) {
			return
		}
		var want []string
		for i := range rg.Moves.Nodes {
			want = append(want, rg.Moves.Nodes[i].SAN.String())
		}
		if len(res.Games) != 1 || !slices.Equal(res.Games[0].Moves, want) {
			var got [][]string
			for _, dg := range res.Games {
				got = append(got, dg.Moves)
			}
			t.Fatalf("clean PGN %q: strict %v, decoded %v", b, want, got)
		}
	})
}

// guessesPawnFile reports whether the strict reading took a pawn move
// written by its target square alone ("c4") as the one pawn capture that
// reaches it (bxc4, a capture without x): the decoder reads such a token
// as a push only, as its file is not written (package doc: reading it as
// a capture guesses the file, and in fr/ep-nn "D x d3" once became cxd3
// so), so the two readers part there by design, and the text is no clean
// PGN (check calls the move nonstandard).
func guessesPawnFile(rg *replay.Game) bool {
	for n := range rg.Nodes() {
		t := n.Source.Text()
		if n.Spelling&board.SpellMissingCapture != 0 && n.SAN.Role == board.Pawn &&
			len(t) >= 2 && t[0] >= 'a' && t[0] <= 'h' && t[1] >= '1' && t[1] <= '8' {
			return true
		}
	}
	return false
}

// tokenVocabulary is what FuzzDecodeTokens builds texts from: the pieces
// real scores are made of (numbers, moves in several letter sets and
// spellings, results, brackets, placeholders, words, line breaks).
var tokenVocabulary = []string{
	"1.", "2.", "3...", "4…", "12.", "1-0", "0-1", "½-½", "*", "(", ")", "[", "]", "{", "}",
	"...", "…", "!?", "+-", "$1", "$", "e4", "e5", "Nf3", "Cf3", "Sf3", "Кf3", "Nc6", "Cc6",
	"d4", "exd4", "ed", "de", "Bb5", "Ab5", "Lb5", "Fb5", "a6", "O-O", "0–0", "Qxd8+", "Dxd8+",
	"Rd8mate", "N×e5", "CxCç3", "βα5", "e2—e4", "the", "be", "de", "instead", "of", "statt",
	"invece", "di", "вместо", "if", "better", "was", ",", ";", ".", ":", "\n", "\n\n", " ", "Edit1.",
	// Issue 19 item 5's further spellings.
	"e2--e4", "c5", "×", "d4", "-", "—", "x", "Nδ2", "Sγ3", "ε4", "|", "›5.",
}

// FuzzDecodeTokens: random streams of score tokens decode in bounded
// time, and every game the decoder returns replays as the moves it says.
func FuzzDecodeTokens(f *testing.F) {
	f.Add([]byte{0, 21, 22, 1, 23, 25, 26, 2, 27, 6})
	f.Add([]byte{0, 21, 22, 50, 51, 52, 1, 23, 25, 8, 9, 10, 11, 57, 58, 59})
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) > 2048 {
			return
		}
		var text []byte
		for i, c := range b {
			if i > 0 {
				text = append(text, ' ')
			}
			text = append(text, tokenVocabulary[int(c)%len(tokenVocabulary)]...)
		}
		res := checkBounded(t, text)
		checkReplays(t, res, text)
	})
}
