package writer_test

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

var update = flag.Bool("update", false, "rewrite the testdata/*.golden files")

// export reads every game of in, replays it with English letters and
// writes it in export format. Any syntax or replay error is returned: the
// inputs of these tests are valid games.
func export(in []byte) ([]byte, error) {
	r := parser.NewReader(bytes.NewReader(in), parser.Options{Name: "in"})
	var out []byte
	for {
		g, err := r.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		rg := replay.Run(g, replay.Options{})
		if rg.Err != nil {
			return out, fmt.Errorf("game %d: %d:%d: %s", g.Number, rg.Err.Line, rg.Err.Column, rg.Err.Msg)
		}
		if out, err = writer.AppendGame(out, rg, nil); err != nil {
			return out, err
		}
	}
}

// TestGolden converts testdata/*.pgn and compares with *.golden
// (go test ./writer -update rewrites them). Each output must also be
// export format (checkExport) and convert to itself.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.pgn")
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata: %v", err)
	}
	for _, in := range files {
		name := strings.TrimSuffix(filepath.Base(in), ".pgn")
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			got, err := export(src)
			if err != nil {
				t.Fatalf("%s: %v", in, err)
			}
			golden := strings.TrimSuffix(in, ".pgn") + ".golden"
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./writer -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from %s:\n%s", in, golden, lineDiff(want, got))
			}
			checkExport(t, got)
			again, err := export(got)
			if err != nil {
				t.Fatalf("reading the output back: %v", err)
			}
			if !bytes.Equal(again, got) {
				t.Errorf("write → read → write is not stable:\n%s", lineDiff(got, again))
			}
		})
	}
}

// lineDiff shows the first differing line.
func lineDiff(want, got []byte) string {
	w := strings.Split(string(want), "\n")
	g := strings.Split(string(got), "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\nwant %q\ngot  %q", i+1, a, b)
		}
	}
	return "(same lines)"
}

var roster = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

// checkExport checks the export format rules that hold for every game:
// the Seven Tag Roster first and in order, no tabs, movetext lines under
// 80 columns, the result token last and equal to the Result tag when that
// is a result, a blank line after each game.
func checkExport(t *testing.T, out []byte) {
	t.Helper()
	if bytes.IndexByte(out, '\t') >= 0 {
		t.Errorf("output has a tab")
	}
	if bytes.IndexByte(out, '\r') >= 0 {
		t.Errorf("output has a CR")
	}
	if len(out) > 0 && !bytes.HasSuffix(out, []byte("\n\n")) {
		t.Errorf("output does not end with a blank line")
	}
	// Sections alternate: tags, movetext, tags, movetext ...
	sections := strings.Split(strings.TrimSuffix(string(out), "\n\n"), "\n\n")
	if len(sections)%2 != 0 {
		t.Errorf("%d sections: not tags and movetext in pairs:\n%s", len(sections), out)
		return
	}
	for i := 0; i < len(sections); i += 2 {
		head, moves := sections[i], sections[i+1]
		tags := strings.Split(head, "\n")
		if len(tags) < len(roster) {
			t.Errorf("fewer than seven tags:\n%s", head)
			continue
		}
		for i, name := range roster {
			if !strings.HasPrefix(tags[i], "["+name+" \"") {
				t.Errorf("tag %d is %q, want %s", i+1, tags[i], name)
			}
		}
		for _, line := range strings.Split(moves, "\n") {
			if n := utf8.RuneCountInString(line); n > writer.MaxLine {
				t.Errorf("movetext line of %d characters: %q", n, line)
			}
			if strings.HasSuffix(line, " ") {
				t.Errorf("trailing space: %q", line)
			}
		}
		fields := strings.Fields(moves)
		last := fields[len(fields)-1]
		if parser.NormalizeResult(last) != last {
			t.Errorf("movetext does not end with a result token: %q", last)
		}
		res := strings.TrimSuffix(strings.TrimPrefix(tags[6], `[Result "`), `"]`)
		if parser.NormalizeResult(res) == res && res != last {
			t.Errorf("Result tag %q but result token %q", res, last)
		}
	}
}

// TestExportOneBlankLine guards checkExport's game splitting: games are separated
// by exactly one blank line, and movetext never holds a blank line.
func TestExportOneBlankLine(t *testing.T) {
	out, err := export([]byte("1. e4 {a\n\n\ncomment} e5 *\n\n\n\n1. d4 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(out, []byte("\n\n\n")) {
		t.Errorf("two blank lines in output:\n%s", out)
	}
	if got := bytes.Count(out, []byte("\n\n")); got != 4 {
		t.Errorf("%d blank lines, want 4 (after each tag section and each game):\n%s", got, out)
	}
}

// TestCases pins single rules of the export format on small inputs.
func TestCases(t *testing.T) {
	tests := []struct {
		name, in string
		want     string // expected substring of the output
	}{
		{"castling zeros", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. 0-0 *", "4. O-O *"},
		{"long castling", "1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. 0-0-0 0-0-0 *", "5. O-O-O O-O-O *"},
		{"over-disambiguation", "1. Ng1f3 Nb8c6 *", "1. Nf3 Nc6 *"},
		{"long algebraic", "1. e2-e4 e7-e5 2. Ng1-f3 *", "1. e4 e5 2. Nf3 *"},
		{"missing x", "1. e4 d5 2. ed5 Qd5 *", "2. exd5 Qxd5 *"},
		{"needed disambiguation kept", "1. Nf3 Nf6 2. Nc3 Nc6 3. Nd4 Nd5 4. Ndb5 *", "4. Ndb5 *"},
		{"check added", "1. e4 e5 2. Qh5 Nc6 3. Qxf7 *", "3. Qxf7+ *"},
		{"mate added", "1. f3 e5 2. g4 Qh4 0-1", "2. g4 Qh4# 0-1"},
		{"glyph to NAG", "1. e4! e5?? 2. Nf3!? Nc6?! 3. Bb5!! a6? *", "1. e4 $1 1... e5 $4 2. Nf3 $5 2... Nc6 $6 3. Bb5 $3 3... a6 $2 *"},
		{"black number after comment", "1. e4 {best by test} e5 *", "1. e4 {best by test} 1... e5 *"},
		{"black number after NAG", "1. e4 $1 e5 *", "1. e4 $1 1... e5 *"},
		{"black number after variation", "1. e4 (1. d4 d5) e5 *", "1. e4 (1. d4 d5) 1... e5 *"},
		{"no black number without a reason", "1. e4 e5 *", "1. e4 e5 *"},
		{"white move after variation", "1. e4 e5 (1... c5) 2. Nf3 *", "1. e4 e5 (1... c5) 2. Nf3 *"},
		{"nested variation", "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 *", "(1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 *"},
		{"NAG kept", "1. e4 $146 *", "1. e4 $146 *"},
		{"result half", "1. e4 e5 1/2", "1. e4 e5 1/2-1/2"},
		{"result colon", "1. e4 e5 1:0", "1. e4 e5 1-0"},
		{"result only in tag", "[Result \"0-1\"]\n\n1. e4 e5", "1. e4 e5 0-1"},
		{"no result", "1. e4 e5", "[Result \"*\"]\n\n1. e4 e5 *"},
		{"tag escapes", "[White \"a \\\"b\\\" \\\\ c\"]\n\n*", "[White \"a \\\"b\\\" \\\\ c\"]"},
		{"empty movetext", "[Event \"e\"]\n\n*", "[Result \"*\"]\n\n*\n\n"},
		{"other tags in input order", "[Zeta \"1\"]\n[Event \"e\"]\n[Alpha \"2\"]\n\n*", "[Result \"*\"]\n[Zeta \"1\"]\n[Alpha \"2\"]\n\n*"},
		{"defaults", "1. e4 *", "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n"},
		{"FEN gets SetUp", "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n\n1... Kd7 2. e4 *", "[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n[SetUp \"1\"]\n\n1... Kd7 2. e4 *"},
		{"null move", "1. e4 -- 2. d4 *", "1. e4 -- 2. d4 *"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := export([]byte(tt.in + "\n"))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(out), tt.want) {
				t.Errorf("input %q\noutput:\n%s\nwant it to contain %q", tt.in, out, tt.want)
			}
			checkExport(t, out)
		})
	}
}

// TestLineWidth writes long games, long comments and long words and checks
// that no movetext line reaches 80 columns (the one exception: a single
// word longer than a line).
func TestLineWidth(t *testing.T) {
	var b strings.Builder
	b.WriteString("1. e4 {")
	for i := range 60 {
		fmt.Fprintf(&b, "wörd%d ", i) // non-ASCII: columns are characters
	}
	b.WriteString("} e5 2. Nf3 (2. Nc3 {Вена} (2. Bc4 {Слон}) 2... Nf6) 2... Nc6 3. Bb5 a6 $1 $2 $3 $4 $5 $6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 *\n")
	out, err := export([]byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	checkExport(t, out)
	long := strings.Repeat("x", 100)
	out, err = export([]byte("1. e4 {" + long + "} e5 *\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), "\n{"+long+"}\n") {
		t.Errorf("an overlong word should stand on its own line:\n%s", out)
	}
}

// TestLetters writes with other piece letters; castling and pawn moves
// are untouched.
func TestLetters(t *testing.T) {
	in := "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Qe7 5. Qe2 Kd8 6. Rd1 d6 7. a4 a5 8. Ra3 *\n"
	r := parser.NewReader(strings.NewReader(in), parser.Options{})
	g, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	rg := replay.Run(g, replay.Options{})
	if rg.Err != nil {
		t.Fatal(rg.Err.Msg)
	}
	var it locales.Output
	for c := range it {
		it[c] = [...]string{"", "", "C", "A", "T", "D", "R"}
	}
	b, err := writer.AppendGame(nil, rg, &writer.Options{Letters: it})
	if err != nil {
		t.Fatal(err)
	}
	out := strings.Join(strings.Fields(string(b)), " ")
	want := "1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 4. O-O De7 5. De2 Rd8 6. Td1 d6 7. a4 a5 8. Ta3 *"
	if !strings.Contains(out, want) {
		t.Errorf("got\n%s\nwant %q", out, want)
	}
}

// TestNoEscapeLine: a comment word starting with % never starts an output
// line, where readers would take the line for a % escape and drop it.
func TestNoEscapeLine(t *testing.T) {
	in := "1. e4 {" + strings.Repeat("a", 69) + " %bbbb ccc} e5 *\n"
	b, err := export([]byte(in))
	if err != nil {
		t.Fatal(err)
	}
	out := string(b)
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "%") {
			t.Fatalf("output line starts with %%: %q\n%s", line, out)
		}
	}
	if !strings.Contains(out, "%bbbb ccc}") {
		t.Fatalf("comment lost:\n%s", out)
	}
}

// TestFailedGame: a game whose replay failed is never written (and never
// panics): AppendGame says why and leaves dst as it was.
func TestFailedGame(t *testing.T) {
	for _, in := range []string{"1. e4 e5 2. Ke3 *", "1. e4 (1. d4 d5 2. Ke3) e5 *", "[FEN \"x\"]\n\n1. e4 *", "[Variant \"x\"]\n\n1. e4 *"} {
		g, err := parser.NewReader(strings.NewReader(in), parser.Options{}).Next()
		if err != nil {
			t.Fatal(err)
		}
		rg := replay.Run(g, replay.Options{})
		out, err := writer.AppendGame([]byte("x"), rg, nil)
		var nr *writer.NotReplayedError
		if string(out) != "x" || !errors.As(err, &nr) || nr.Err != rg.Err {
			t.Errorf("%q: wrote %q, error %v", in, out, err)
		}
	}
}

// TestAppendPartialBeforeTheFirstMove: a game whose replay stopped before
// its first move (an unknown variant, an unusable FEN) has nothing to
// write; AppendPartial must not fail on its missing tree (the page calls
// it for every rejected game).
func TestAppendPartialBeforeTheFirstMove(t *testing.T) {
	for _, in := range []string{
		"[Variant \"bughouse\"]\n\n1. e4 *\n",
		"[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. Kd2 *\n",
	} {
		g, _ := parser.NewReader(strings.NewReader(in), parser.Options{}).Next()
		rg := replay.Run(g, replay.Options{})
		if rg.Err == nil {
			t.Fatalf("%q: replayed", in)
		}
		if out := writer.AppendPartial([]byte("x"), rg, nil); string(out) != "x" {
			t.Errorf("%q: wrote %q, want nothing", in, out)
		}
	}
}
