package convert_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/charset"
	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
)

// The shared corpora live beside the repository; tests skip without them.
var (
	corpusDir = testcorpus.Dir()
	pgnmentor = corpusDir + "/real/pgnmentor-tournaments.pgn.gz"
	annotated = corpusDir + "/real/annotated-fics-lichess.pgn.gz"
	edgeDir   = corpusDir + "/edge"
)

const pgnExtract = "/usr/games/pgn-extract"

// readCorpus returns a corpus file, uncompressed, or skips the test.
func readCorpus(tb testing.TB, path string) []byte {
	tb.Helper()
	rel, err := filepath.Rel(corpusDir, path)
	if err != nil {
		tb.Fatal(err)
	}
	return testcorpus.Read(tb, rel)
}

// readCorpusGames returns the first n games of a corpus file (all if n <= 0),
// decompressing no more than it needs.
func readCorpusGames(tb testing.TB, path string, n int) []byte {
	tb.Helper()
	rel, err := filepath.Rel(corpusDir, path)
	if err != nil {
		tb.Fatal(err)
	}
	return testcorpus.ReadGames(tb, n, rel)
}

// result is one conversion, as `notaz convert` runs it (encoding and
// language detected, default options).
type result struct {
	out   []byte
	diags []diag.Diagnostic
	st    convert.Stats
	// per game, in input order: the game's input and its output (nil for
	// a game that was not converted)
	raws, outs [][]byte
	prose      []int // per game, the comments read from prose outside braces
	// decoded marks the games read as real text by the decoder (package
	// prose): their prose is comments, their brackets text.
	decoded []bool
}

func (r *result) errors() []diag.Diagnostic {
	var ds []diag.Diagnostic
	for _, d := range r.diags {
		if d.Severity == diag.Error {
			ds = append(ds, d)
		}
	}
	return ds
}

func run(tb testing.TB, name string, in []byte, workers int, perGame bool) *result {
	tb.Helper()
	res := &result{}
	var out bytes.Buffer
	cr, err := charset.NewReader(bytes.NewReader(in), "auto")
	if err != nil {
		tb.Fatal(err)
	}
	opts := convert.Options{Options: pipeline.Options{Name: name, Workers: workers, Replay: replay.Options{Auto: true}}, Report: func(d diag.Diagnostic) {
		if !diag.Known(d.Code, d.Severity) {
			tb.Errorf("%s: %s %s is emitted but not in diag.Table", name, d.Code, d.Severity)
		}
		res.diags = append(res.diags, d)
	}}
	if perGame {
		opts.Game = func(it *pipeline.Item, text []byte) {
			res.raws = append(res.raws, it.Game.Raw)
			res.prose = append(res.prose, countProse(&it.Game.Line))
			res.decoded = append(res.decoded, it.Replay != nil && it.Replay.Source != it.Game)
			if it.Failed() {
				res.outs = append(res.outs, nil)
				return
			}
			res.outs = append(res.outs, bytes.Clone(text)) // text is reused once Game returns
		}
	}
	res.st, err = convert.Run(context.Background(), cr, &out, opts)
	if err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	res.out = out.Bytes()
	return res
}

// checkIdempotent converts res.out again: same bytes, no diagnostics.
func checkIdempotent(t *testing.T, name string, res *result, wantDiags bool) {
	t.Helper()
	again := run(t, name+" (second pass)", res.out, 0, false)
	if !bytes.Equal(again.out, res.out) {
		t.Errorf("%s: a second conversion differs: %s", name, firstDiff(res.out, again.out))
	}
	if !wantDiags && len(again.diags) > 0 {
		t.Errorf("%s: the second conversion reports %d diagnostics, first %s", name, len(again.diags), again.diags[0])
	}
}

func firstDiff(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	line := 1 + bytes.Count(a[:i], []byte("\n"))
	ctx := func(s []byte) string { return string(s[max(0, i-40):min(len(s), i+40)]) }
	return fmt.Sprintf("at byte %d, line %d:\nfirst:  %q\nsecond: %q", i, line, ctx(a), ctx(b))
}

// annotations counts comments, NAGs and variations in PGN text, without
// notaz's reader. Glyphs count as the NAGs notaz turns them into.
type annotations struct{ comments, nags, variations int }

func countAnnotations(b []byte) annotations {
	var c annotations
	bol := true
	for i := 0; i < len(b); {
		ch := b[i]
		if bol && ch == '%' {
			i = lineEnd(b, i)
			continue
		}
		bol = false
		switch ch {
		case '\n', '\r':
			bol = true
			i++
		case '{':
			c.comments++
			if j := bytes.IndexByte(b[i:], '}'); j >= 0 {
				i += j + 1
			} else {
				i = len(b)
			}
		case ';':
			c.comments++
			i = lineEnd(b, i)
		case '[': // a tag pair: up to `"]` on the same line
			e := lineEnd(b, i)
			if j := bytes.Index(b[i:e], []byte(`"]`)); j >= 0 {
				i += j + 2
			} else if j := bytes.IndexByte(b[i:e], ']'); j >= 0 {
				i += j + 1
			} else {
				i = e
			}
		case '(':
			c.variations++
			i++
		case '$':
			i++
			if i < len(b) && b[i] >= '0' && b[i] <= '9' {
				c.nags++
			}
		case '!', '?':
			j := i
			for j < len(b) && (b[j] == '!' || b[j] == '?') {
				j++
			}
			c.nags += (j - i + 1) / 2 // every pair of ! and ? is one glyph
			i = j
		case ' ', '\t':
			i++
			// standalone evaluation glyphs
			j := i
			for j < len(b) && !bytes.ContainsRune([]byte(" \t\r\n(){};"), rune(b[j])) {
				j++
			}
			switch string(b[i:j]) {
			case "+-", "-+", "+/-", "-/+", "+=", "=+", "+/=", "=/+", "=", "±", "∓", "∞", "⩲", "⩱", "□":
				c.nags++
				i = j
			}
		default:
			if j := gluedGlyph(b, i); j > i {
				c.nags++
				i = j
				continue
			}
			r, n := utf8.DecodeRune(b[i:])
			switch r {
			case '±', '∓', '∞', '⩲', '⩱', '‼', '⁇', '⁉', '⁈', '□':
				c.nags++
			}
			i += n
		}
	}
	return c
}

// gluedGlyph returns the end of a glyph glued to the end of a move at
// b[i] ("Bc5=", "g3-+", "Qh4+−"), or i.
func gluedGlyph(b []byte, i int) int {
	if i == 0 || bytes.ContainsRune([]byte(" \t\r\n(){};"), rune(b[i-1])) {
		return i
	}
	j := i
	for j < len(b) && !bytes.ContainsRune([]byte(" \t\r\n(){};"), rune(b[j])) {
		j++
	}
	switch string(b[i:j]) {
	case "=", "+-", "-+", "+−", "−+":
		return j
	}
	return i
}

func lineEnd(b []byte, i int) int {
	for i < len(b) && b[i] != '\n' && b[i] != '\r' {
		i++
	}
	return i
}

// checkAnnotations compares, game by game, the comments, NAGs and
// variations of the input with those written.
func checkAnnotations(t *testing.T, name string, res *result) {
	t.Helper()
	bad := 0
	for i, raw := range res.raws {
		if res.outs[i] == nil || res.decoded[i] {
			continue // a decoded game's prose and brackets are its comments' text
		}
		in, out := countAnnotations(raw), countAnnotations(res.outs[i])
		in.comments += res.prose[i] // words read as comments: braced in the output
		if in != out {
			bad++
			if bad <= 5 {
				t.Errorf("%s: game %d: input has %+v, output %+v\ninput:\n%s\noutput:\n%s", name, i+1, in, out, raw, res.outs[i])
			}
		}
	}
	if bad > 5 {
		t.Errorf("%s: %d games in all lose or gain annotations", name, bad)
	}
}

func TestCountAnnotations(t *testing.T) {
	got := countAnnotations([]byte("[Opening \"a (b) {c}\"]\n%x {\n1. e4!? {a} e5 $1 (1... c5?! ; x\n 2. Nf3 ±) +- 3. Bc4‼ Bc5= 4. e8=Q+− O-O-O-+ *"))
	want := annotations{comments: 2, nags: 9, variations: 1} // !? $1 ?! ± +- ‼ = +− -+
	if got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

// pgnExtractCheck starts `pgn-extract -r -s` on file; the function it
// returns waits for it and returns what it reports (nothing for a clean
// file), without its "File ...: Line number" lines and without the
// messages in allowed. pgn-extract runs meanwhile, beside other work.
func pgnExtractCheck(t *testing.T, file string, allowed ...string) func() []string {
	t.Helper()
	cmd := exec.Command(pgnExtract, "-r", "-s", file)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatalf("pgn-extract: %v", err)
	}
	return func() []string {
		t.Helper()
		if err := cmd.Wait(); err != nil {
			t.Fatalf("pgn-extract: %v\n%s", err, stderr.Bytes())
		}
		var msgs []string
		skipGame := false
		// "Games: N" progress lines end with a CR.
		for line := range strings.Lines(strings.ReplaceAll(stderr.String(), "\r", "\n")) {
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "File ") || strings.HasPrefix(line, "Games: ") {
				continue
			}
			if skipGame { // the game named after an allowed message
				skipGame = false
				continue
			}
			if slices.ContainsFunc(allowed, func(a string) bool { return strings.HasPrefix(line, a) }) {
				// Some messages name the game on the next line.
				skipGame = strings.HasSuffix(line, " following game.") || strings.HasSuffix(line, " in")
				continue
			}
			msgs = append(msgs, line)
		}
		return msgs
	}
}

// peGame is a game as pgn-extract reads it: tags and UCI moves.
type peGame struct{ tags, moves string }

// pgnExtractMoves returns the games of file as pgn-extract reads them.
func pgnExtractMoves(t *testing.T, file string) func() []peGame {
	t.Helper()
	out := file + ".uci"
	cmd := exec.Command(pgnExtract, "-s", "--nocomments", "--novars", "--nonags", "-Wuci", "-o", out, file)
	var msg bytes.Buffer
	cmd.Stdout, cmd.Stderr = &msg, &msg
	if err := cmd.Start(); err != nil {
		t.Fatalf("pgn-extract: %v", err)
	}
	return func() []peGame {
		t.Helper()
		if err := cmd.Wait(); err != nil {
			t.Fatalf("pgn-extract: %v\n%s", err, msg.Bytes())
		}
		return readUCI(t, out)
	}
}

func readUCI(t *testing.T, out string) []peGame {
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var games []peGame
	var tags, moves strings.Builder
	flush := func() {
		if tags.Len() > 0 || moves.Len() > 0 {
			games = append(games, peGame{tags.String(), strings.TrimSpace(moves.String())})
		}
		tags.Reset()
		moves.Reset()
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "["):
			if moves.Len() > 0 {
				flush()
			}
			tags.WriteString(line + "\n")
		case strings.TrimSpace(line) != "":
			moves.WriteString(line + " ")
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	flush()
	return games
}

// compareMoves checks that pgn-extract reads the same moves in notaz's
// output as in its input. Games are matched by their moves, not by order
// or tags, since pgn-extract and notaz split some damaged inputs
// differently (pgnmentor's stray "Poikovsky / ---------" lines are null
// moves to pgn-extract, which then drops the next game's tags). Output
// games whose tags contain one of the strings in known may be missing
// from pgn-extract's reading of the input (pgn-extract could not read
// them there).
func compareMoves(t *testing.T, dir string, in, out []byte, known ...string) {
	t.Helper()
	inFile, outFile := filepath.Join(dir, "in.pgn"), filepath.Join(dir, "out.pgn")
	if err := os.WriteFile(inFile, in, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(outFile, out, 0o644); err != nil {
		t.Fatal(err)
	}
	waitIn, waitOut := pgnExtractMoves(t, inFile), pgnExtractMoves(t, outFile)
	a, b := waitIn(), waitOut()
	count := map[string]int{}
	for _, g := range a {
		count[g.moves]++
	}
	bad := 0
	for _, g := range b {
		if count[g.moves] > 0 {
			count[g.moves]--
			continue
		}
		if slices.ContainsFunc(known, func(k string) bool { return strings.Contains(g.tags, k) }) {
			continue
		}
		bad++
		if bad <= 3 {
			t.Errorf("pgn-extract reads moves in the output that it does not read in the input:\n%s%.300s", g.tags, g.moves)
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d output games have moves not in the input (input: %d games)", bad, len(b), len(a))
	}
}

func havePgnExtract(t *testing.T) bool {
	_, err := os.Stat(pgnExtract)
	if err != nil {
		t.Logf("skipping the pgn-extract cross-check: %v", err)
	}
	return err == nil
}

// TestCorpusPgnmentor converts 72 474 tournament games: every game
// converts, the output converts to itself, and pgn-extract reads it
// without complaint and with the same moves.
func TestCorpusPgnmentor(t *testing.T) {
	if testing.Short() {
		t.Skip("whole corpus: not with -short")
	}
	in := readCorpus(t, pgnmentor)
	res := run(t, "pgnmentor", in, 0, false)
	if res.st.Errors != 0 || res.st.Rejected != 0 {
		t.Errorf("%d errors, %d games rejected; first: %v", res.st.Errors, res.st.Rejected, res.errors())
	}
	for _, d := range res.diags {
		if !strings.HasPrefix(d.Msg, "stray text skipped") {
			t.Errorf("unexpected diagnostic: %s", d)
		}
	}
	if n := bytes.Count(in, []byte("\n[Event ")) + 1; res.st.Games != n {
		t.Errorf("read %d games, the input has %d Event tags", res.st.Games, n)
	}
	if n := bytes.Count(res.out, []byte("[Event ")); n != res.st.Games {
		t.Errorf("wrote %d games of %d", n, res.st.Games)
	}
	checkIdempotent(t, "pgnmentor", res, false)
	if !havePgnExtract(t) {
		return
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "check.pgn")
	if err := os.WriteFile(out, res.out, 0o644); err != nil {
		t.Fatal(err)
	}
	check := pgnExtractCheck(t, out)
	compareMoves(t, dir, in, res.out)
	if msgs := check(); len(msgs) > 0 {
		t.Errorf("pgn-extract -r reports %d lines on notaz's output, first: %q", len(msgs), msgs[:min(5, len(msgs))])
	}
}

// TestCorpusAnnotated converts FICS and lichess games with clock comments,
// NAGs and variations: every game converts, keeps every comment, NAG and
// variation, converts to itself, and pgn-extract agrees.
func TestCorpusAnnotated(t *testing.T) {
	if testing.Short() {
		t.Skip("whole corpus: not with -short")
	}
	in := readCorpus(t, annotated)
	res := run(t, "annotated", in, 0, true)
	if res.st.Errors != 0 || res.st.Rejected != 0 {
		t.Errorf("%d errors, %d games rejected; first: %v", res.st.Errors, res.st.Rejected, res.errors())
	}
	checkAnnotations(t, "annotated", res)
	total := countAnnotations(res.out)
	t.Logf("%d games; written: %d comments, %d NAGs, %d variations", res.st.Games, total.comments, total.nags, total.variations)
	// The one warning left on the output: game 2195's Result tag (0-1)
	// contradicts its movetext (1/2-1/2), and both are kept.
	checkIdempotent(t, "annotated", res, true)
	if !havePgnExtract(t) {
		return
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "check.pgn")
	if err := os.WriteFile(out, res.out, 0o644); err != nil {
		t.Fatal(err)
	}
	// Both are in the input too: empty variations "()" are kept, and so
	// is a Result tag that disagrees with the movetext.
	check := pgnExtractCheck(t, out, "Missing move list in variation.", "Inconsistent result strings")
	// pgn-extract cannot read the input's game "Me" - "You" (its last
	// movetext token is glued to the next game's "[Event").
	compareMoves(t, dir, in, res.out, `[White "Me"]`)
	if msgs := check(); len(msgs) > 0 {
		t.Errorf("pgn-extract -r reports %d lines on notaz's output, first: %q", len(msgs), msgs[:min(5, len(msgs))])
	}
}

// want is an error expected in an edge-corpus file.
type want struct {
	game int
	pos  string // line:col
	code diag.Code
	msg  string // substring of the message
}

// edgeErrors lists every file of the edge corpus that does not convert
// whole, with all its errors. Every other .pgn and .txt file must convert
// without error.
var edgeErrors = map[string][]want{
	// HTML line breaks instead of newlines: each <br /> is skipped with a
	// warning, and the one game is read up to its broken tag (before
	// issue 21, 8 games, each stopped at a '<').
	"chess.js/0.pgn": {
		{1, "1:172", "syntax", "tag value must be in quotes"},
	},
	// Variants notaz does not play: reported at the Variant tag (its
	// Chess960, antichess, crazyhouse and horde cases read since issue 25).
	"kokopu/test__resources__pgns__optional-kings__database.pgn": {
		{1, "5:1", "unknown-variant", `"No king" is not supported`},
		{2, "15:1", "unknown-variant", `"White king only" is not supported`},
		{3, "25:1", "unknown-variant", `"Black king only" is not supported`},
	},
	// Game 3 has no result, so the tag-less game 4 after it is read as
	// its continuation (1. e4 again: illegal).
	// kokopu reads \} and \\ as escapes inside comments; PGN has none, so
	// the comment ends at the first '}' (the words after it are read as
	// prose, a comment with a warning).
	// kokopu's deliberately invalid files.
	"kokopu/test__resources__pgns__linebreak-linux__database.pgn": {
		{1, "3:4", "illegal-move", "illegal move 1.e5"},
	},
	"kokopu/test__resources__pgns__linebreak-mac__database.pgn": {
		{1, "3:4", "illegal-move", "illegal move 1.e5"},
	},
	"kokopu/test__resources__pgns__linebreak-windows__database.pgn": {
		{1, "3:4", "illegal-move", "illegal move 1.e5"},
	},
	"kokopu/test__resources__pgns__misc__database.pgn": {
		{2, "14:32", "syntax", `unexpected '\\' in move`}, // \} in a comment
		// Game 10 ([Variant "Regular"], "1... h6*" with the result glued
		// to the move) and game 13 (a FEN with fullmove number 0, as
		// several programs write) are accepted.
	},
	"kokopu/test__resources__pgns__redos-header__database.pgn": {
		{1, "2:7", "syntax", "unterminated tag value"},
	},
	"kokopu/test__resources__pgns__semantic-error__database.pgn": {
		{1, "3:4", "illegal-move", "illegal move 1.e5"},
		{2, "8:7", "illegal-move", "illegal move 1...Nf3"},
		{3, "13:1", "fen-invalid", "unexpected character 'S'"},
		{4, "19:1", "unknown-variant", `"Something invalid" is not supported`},
		{6, "37:4", "illegal-move", "cannot castle kingside: f1 is occupied"},
	},
	"kokopu/test__resources__pgns__syntactic-error-1__database.pgn": {
		{3, "12:2", "syntax", "missing tag name"},
		{4, "18:6", "syntax", "tag value must be in quotes"},
		{5, "24:7", "syntax", "unterminated tag value"},
		// The value's next line ("on the Earth\"]") belongs to the broken
		// tag: the [Result] tag and the moves after it are still game 9.
		{9, "48:7", "syntax", "unterminated tag value"},
		{13, "76:10", "syntax", "unclosed variation"},
		{14, "81:11", "syntax", "variation without a move before it"},
		// Game 15's ')' closes nothing: text, with a warning (issue 19).
		// Game 18 (Event "Missing begin header character"]) is read as a
		// tag with a warning, and the lone "*" after it as its game.
		{19, "103:38", "syntax", "missing ']' after tag value"},
		{20, "109:2", "syntax", "missing tag name"},
		{21, "115:19", "syntax", `unexpected "%~<|>" after tag value`},
	},
	"kokopu/test__resources__pgns__syntactic-error-4__database.pgn": {
		{1, "3:7", "syntax", "unclosed comment"},
	},
	"kokopu/test__resources__pgns__syntactic-error-5__database.pgn": {
		{1, "2:7", "syntax", "unterminated tag value"},
	},
	// UCI moves (g1f3, e1c1 for O-O-O) are read with the piece from the
	// board, with a warning each: notnil-chess-go 0015 and python-chess
	// uci-moves.pgn are accepted.
	// Web excerpts cut off inside a comment or a variation (and kokopu's
	// redos-comment, cut off inside one): closed where the text ends, with
	// a warning (unclosed-bracket), the moves before it converted (issue
	// 19). WordPress shortcodes "[pgn]" as the first tag: a first line
	// "[pgn]" is skipped as stray text.
	// Prose around the moves: read whole by the decoder (package prose)
	// since the numbers and the board say what is a move —
	// en-dubois-lecrivain-1855 ("Staunton here makes Black play 5. ...
	// Qe7" is prose, 31 plies to 16.Rg6), en-game-of-century_playchess
	// ("11. Be2 followed by 12 O-O would have been more prudent" is prose;
	// see below), en-opera_ajschess-run-together
	// ("dxe56.Bc4" split, the whole Opera game): each checked move by
	// move against the published game.
	"web-excerpts/en-game-of-century_playchess-org-reduced-captures.txt": {
		// The text writes two legal 17th moves for Black (a quoted
		// "17...Be6" and the game's "17...Bxb6"): the decoder refuses to
		// choose (prose: decide or refuse), although it read the game.
		{1, "2:509", "side-line", "the text reads two ways here"},
	},
}

// pgnExtractAllowed are pgn-extract's complaints about valid games.
var pgnExtractAllowed = map[string][]string{
	// pgn-extract refuses null moves in the main line (in the input too).
	"kokopu/test__resources__games__null-moves__database.pgn": {"Null moves (--) only allowed in variations."},
	"python-chess/anastasian-lewis.pgn":                       {"Null moves (--) only allowed in variations."},
	// The input's Result tag says 1-0 after Black mates; notaz keeps it.
	"chessx/tests__unittests__data__t1.pgn": {"Warning: Result of 1-0 is inconsistent with checkmate by black"},
	// "17.Rd8++ MATE" ends the input without a result: notaz writes *.
	"web-excerpts/en-opera_flickr-mate-word.txt": {"Warning: Result of * is inconsistent with checkmate by white"},
}

// TestCorpusEdge converts every PGN and text file of the edge corpus: the
// valid ones convert whole, keep their annotations and pass pgn-extract;
// the others report exactly the errors of edgeErrors. Every output
// converts to itself.
func TestCorpusEdge(t *testing.T) {
	files, _ := filepath.Glob(edgeDir + "/*/*")
	if len(files) == 0 {
		t.Skip("edge corpus not available")
	}
	extract := havePgnExtract(t)
	seen := map[string]bool{}
	for _, path := range files {
		name := filepath.Base(filepath.Dir(path)) + "/" + filepath.Base(path)
		if !strings.HasSuffix(name, ".pgn") && !strings.HasSuffix(name, ".txt") ||
			strings.Contains(name, "/LICENSE") || strings.HasSuffix(name, "/ORIGIN.txt") {
			continue
		}
		t.Run(name, func(t *testing.T) {
			in := readCorpus(t, path)
			res := run(t, name, in, 1, true)
			wants, invalid := edgeErrors[name]
			seen[name] = invalid
			got := res.errors()
			for i := range max(len(got), len(wants)) {
				switch {
				case i >= len(wants):
					t.Errorf("unexpected error: %s", got[i])
				case i >= len(got):
					t.Errorf("missing error: game %d at %s: %s: %s", wants[i].game, wants[i].pos, wants[i].code, wants[i].msg)
				default:
					g, w := got[i], wants[i]
					if pos := fmt.Sprintf("%d:%d", g.Line, g.Column); g.Game != w.game || pos != w.pos || g.Code != w.code || !strings.Contains(g.Msg, w.msg) {
						t.Errorf("got  game %d at %s: %s: %s\nwant game %d at %s: %s: …%s…", g.Game, pos, g.Code, g.Msg, w.game, w.pos, w.code, w.msg)
					}
				}
			}
			if res.st.Rejected != len(wants) {
				t.Errorf("%d games rejected, want %d", res.st.Rejected, len(wants))
			}
			checkAnnotations(t, name, res)
			checkIdempotent(t, name, res, invalid)
			if invalid || !extract || res.st.Games == 0 {
				return
			}
			out := filepath.Join(t.TempDir(), "out.pgn")
			if err := os.WriteFile(out, res.out, 0o644); err != nil {
				t.Fatal(err)
			}
			if msgs := pgnExtractCheck(t, out, pgnExtractAllowed[name]...)(); len(msgs) > 0 {
				t.Errorf("pgn-extract -r on the output: %q", msgs)
			}
		})
	}
	for name := range edgeErrors {
		if _, ok := seen[name]; !ok {
			t.Errorf("%s is listed in edgeErrors but was not found", name)
		}
	}
}

// countProse counts the comments of l and its variations that the reader
// made of prose outside braces.
func countProse(l *parser.Line) int {
	n := 0
	count := func(cs []parser.Comment) {
		for _, c := range cs {
			if c.Prose {
				n++
			}
		}
	}
	count(l.Comments)
	count(l.After)
	for _, m := range l.Moves {
		count(m.Before())
		count(m.After())
		for _, v := range m.Variations() {
			n += countProse(v)
		}
	}
	return n
}
