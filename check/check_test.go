package check

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
)

const faults = "../testdata/check/faults.pgn"

// runFile checks a file and returns its findings and stats.
func runFile(t *testing.T, path string, opts Options) ([]diag.Diagnostic, Stats) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if opts.Name == "" {
		opts.Name = filepath.Base(path)
	}
	if !opts.Replay.Auto && opts.Replay.Letters == nil {
		opts.Replay.Auto = true // as notaz check does by default
	}
	var fs []diag.Diagnostic
	st, err := Run(context.Background(), f, opts, func(f diag.Diagnostic) error { fs = append(fs, f); return nil })
	if err != nil {
		t.Fatal(err)
	}
	return fs, st
}

// TestSeededFaults pins every seeded fault to its place: a finding moved by
// one column, or a finding more or less, fails.
func TestSeededFaults(t *testing.T) {
	type want struct {
		line, col int
		game      int
		sev       diag.Severity
		code      diag.Code
		move      string
	}
	E, W := diag.Error, diag.Warning
	wants := []want{
		{23, 24, 2, E, diag.Illegal, "3.Bxf7"},
		{34, 34, 3, E, diag.Ambiguous, "4.Nd2"},
		{45, 1, 4, E, diag.FEN, ""},
		{58, 21, 5, E, diag.ResultMismatch, ""},
		{69, 41, 6, E, diag.ResultMismatch, ""},
		{82, 8, 7, E, diag.ResultMismatch, ""},
		{96, 8, 8, E, diag.ResultMismatch, ""},
		{107, 41, 9, E, diag.MovesAfterEnd, "4...Ke7"},
		{118, 13, 10, E, diag.Syntax, "2.Xq7"},
		{129, 7, 11, E, diag.Syntax, ""},
		{129, 27, 11, W, diag.Syntax, ""},
		{139, 1, 12, E, diag.Variant, ""},
		{143, 1, 13, W, diag.Syntax, ""},
		{154, 13, 13, W, diag.Nonstandard, "2.Ng1f3"},
		{154, 37, 13, W, diag.Nonstandard, "4.0-0"},
		{154, 59, 13, W, diag.Nonstandard, "6.Nd4"},
		{154, 69, 13, W, diag.Nonstandard, "7.ed5"},
		{154, 73, 13, W, diag.Nonstandard, "7...Kg8"},
		{167, 4, 14, W, diag.Nonstandard, "1.a8Q"},
		{167, 15, 14, W, diag.Nonstandard, "2.b8(Q)"},
		{167, 28, 14, W, diag.Nonstandard, "3.Qa8b7"},
		{178, 35, 15, W, diag.CheckMark, "4.Qxf7+"},
		{189, 13, 16, W, diag.CheckMark, "2.g4+"},
		{189, 17, 16, W, diag.Nonstandard, "2...Qh4++"},
		{200, 13, 17, W, diag.CheckMark, "2.Qh5"},
		{203, 1, 18, W, diag.MissingTag, ""},
		{214, 1, 19, W, diag.BadTag, ""},
		{215, 1, 19, W, diag.BadTag, ""},
		{218, 1, 19, W, diag.BadTag, ""},
		{230, 1, 20, W, diag.SetupMissing, ""},
		{241, 1, 21, W, diag.DuplicateTag, ""},
		{256, 5, 22, W, diag.Note, ""},
		{267, 4, 23, W, diag.Language, ""},
		{278, 13, 24, E, diag.Language, "2.Se2"},
		{289, 7, 25, W, diag.Syntax, ""},
		{301, 4, 26, W, diag.SideLine, "2.Nf3"},
		{312, 13, 27, W, diag.MoveNumber, "2.c4"},
		{324, 4, 28, W, diag.SideLine, "2.d4"},
		{325, 6, 28, E, diag.SideLine, "2...Nf6"},
	}
	for _, workers := range []int{1, 0} {
		fs, st := runFile(t, faults, Options{Options: pipeline.Options{Workers: workers}})
		var got []want
		for _, f := range fs {
			got = append(got, want{f.Line, f.Column, f.Game, f.Severity, f.Code, f.Move})
		}
		if !slices.Equal(got, wants) {
			t.Errorf("workers=%d: findings differ", workers)
			for i := range max(len(got), len(wants)) {
				var g, w want
				if i < len(got) {
					g = got[i]
				}
				if i < len(wants) {
					w = wants[i]
				}
				if g != w {
					t.Errorf("  #%d: got %+v, want %+v", i, g, w)
				}
			}
		}
		if st.Games != 28 || st.Errors != 13 || st.Warnings != 26 {
			t.Errorf("workers=%d: stats %+v, want 28 games, 13 errors, 26 warnings", workers, st)
		}
	}
	// One seeded fault per code of the table at least, and every finding
	// in the table.
	seen := map[diag.Code]bool{}
	for _, w := range wants {
		seen[w.code] = true
		if !diag.Known(w.code, w.sev) {
			t.Errorf("%s %s is emitted but not in diag.Table", w.code, w.sev)
		}
	}
	for _, i := range diag.Table {
		if i.Code == diag.Encoding || i.Code == diag.IO {
			continue // the command line reports them (cmd/notaz tests)
		}
		if strings.HasPrefix(string(i.Code), "prose-") {
			continue // the decoder's: TestProseFaults seeds them
		}
		if i.Code == diag.UnclosedBracket || i.Code == diag.StrayBracket || i.Code == diag.DollarText {
			continue // the reader's bracket recoveries: TestBracketFaults seeds them
		}
		if !seen[i.Code] {
			t.Errorf("no seeded fault for %s", i.Code)
		}
	}
}

func TestStrict(t *testing.T) {
	fs, st := runFile(t, faults, Options{Strict: true})
	for _, f := range fs {
		if f.Severity != diag.Error {
			t.Errorf("strict: %s:%d:%d %s is a %s", f.File, f.Line, f.Column, f.Code, f.Severity)
		}
	}
	if st.Warnings != 0 || st.Errors != len(fs) {
		t.Errorf("strict stats %+v for %d findings", st, len(fs))
	}
}

func TestValidDate(t *testing.T) {
	for _, tc := range []struct {
		v  string
		ok bool
	}{
		{"2024.01.31", true}, {"????.??.??", true}, {"1992.??.??", true}, {"19??.??.??", true},
		{"2024.12.01", true}, {"2024.1?.??", true},
		{"2024-01-01", false}, {"2024.13.01", false}, {"2024.00.01", false}, {"2024.01.32", false},
		{"2024.01.00", false}, {"24.01.01", false}, {"2024.01.01 ", false}, {"", false}, {"?", false},
		{"2024.O1.01", false},
	} {
		if got := validDate(tc.v); got != tc.ok {
			t.Errorf("validDate(%q) = %v, want %v", tc.v, got, tc.ok)
		}
	}
}

func TestValidRound(t *testing.T) {
	for _, tc := range []struct {
		v  string
		ok bool
	}{
		{"1", true}, {"12", true}, {"3.1", true}, {"1.2.3", true}, {"?", true}, {"-", true},
		{"", false}, {"first", false}, {"1.", false}, {".1", false}, {"1..2", false}, {"1a", false}, {"??", false},
	} {
		if got := validRound(tc.v); got != tc.ok {
			t.Errorf("validRound(%q) = %v, want %v", tc.v, got, tc.ok)
		}
	}
}

func TestCheckMarkText(t *testing.T) {
	for _, tc := range []struct{ text, san, want string }{
		{"Qxf7+", "Qxf7#", "+ for a checkmate"},
		{"Qxf7", "Qxf7#", "missing mate mark"},
		{"Qh5", "Qh5+", "missing check mark"},
		{"Qh5#", "Qh5+", "mate mark on a check that is not mate"},
		{"Qh5++", "Qh5+", "mate mark on a check that is not mate"},
		{"g4+", "g4", "check mark on a move that gives no check"},
	} {
		if got := checkMarkText([]byte(tc.text), tc.san); got != tc.want {
			t.Errorf("checkMarkText(%q, %q) = %q, want %q", tc.text, tc.san, got, tc.want)
		}
	}
}

// TestCorpus checks the pgnmentor tournament corpus: it must have no
// error. Warnings are logged by code.
func TestCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("-short")
	}
	zr := bytes.NewReader(testcorpus.Read(t, "real", "pgnmentor-tournaments.pgn.gz"))
	byCode := map[diag.Code]int{}
	st, err := Run(context.Background(), zr, Options{Options: pipeline.Options{Name: "pgnmentor", Replay: replay.Options{Auto: true}}}, func(f diag.Diagnostic) error {
		byCode[f.Code]++
		if !diag.Known(f.Code, f.Severity) {
			t.Errorf("%s %s is emitted but not in diag.Table", f.Code, f.Severity)
		}
		if f.Severity == diag.Error {
			t.Errorf("%s:%d:%d: game %d: %s [%s]", f.File, f.Line, f.Column, f.Game, f.Msg, f.Code)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if st.Games < 70000 {
		t.Errorf("read %d games, want over 70,000", st.Games)
	}
	t.Logf("%d games: %d errors, %d warnings; warnings by code: %v", st.Games, st.Errors, st.Warnings, byCode)
}

func BenchmarkCorpus(b *testing.B) {
	data := testcorpus.Read(b, "real", "pgnmentor-tournaments.pgn.gz")
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Run(context.Background(), bytes.NewReader(data), Options{Options: pipeline.Options{Replay: replay.Options{Auto: true}}}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func TestCheckMarkWords(t *testing.T) {
	tests := []struct{ text, san, want string }{
		{"Qxf7+", "Qxf7#", "+ for a checkmate"},
		{"Qxf7", "Qxf7#", "missing mate mark"},
		{"Ra8#", "Ra8+", "mate mark on a check that is not mate"},
		{"Ta8 matto", "Ra8+", "mate mark on a check that is not mate"},
		{"Ra8 MATE.", "Ra8+", "mate mark on a check that is not mate"},
		{"Ra8++", "Ra8+", "mate mark on a check that is not mate"},
		{"Ra8", "Ra8+", "missing check mark"},
		{"Ra7+", "Ra7", "check mark on a move that gives no check"},
		{"Tmat8", "Ra8", "check mark on a move that gives no check"},
	}
	for _, tt := range tests {
		if got := checkMarkText([]byte(tt.text), tt.san); got != tt.want {
			t.Errorf("%q (%s): %q, want %q", tt.text, tt.san, got, tt.want)
		}
	}
}

// runString checks text with the given options (auto detection unless
// letters are set) and returns its findings.
func runString(t *testing.T, text string, opts Options) []diag.Diagnostic {
	t.Helper()
	if !opts.Replay.Auto && opts.Replay.Letters == nil {
		opts.Replay.Auto = true
	}
	var fs []diag.Diagnostic
	if _, err := Run(context.Background(), strings.NewReader(text), opts, func(f diag.Diagnostic) error { fs = append(fs, f); return nil }); err != nil {
		t.Fatal(err)
	}
	return fs
}

// TestOneFindingPerMove: a move gets at most one finding per code, and ++
// one finding whatever it means (see spellingFindings).
func TestOneFindingPerMove(t *testing.T) {
	const reti = "1.e4 c6 2.d4 d5 3.Nc3 dxe4 4.Nxe4 Nf6 5.Qd3 e5 6.dxe5 Qa5+ 7.Bd2 Qxe5 8.O-O-O Nxe4 9.Qd8+ Kxd8 "
	const retiIt = "1.e4 c6 2.d4 d5 3.Cc3 d:e4 4.C:e4 Cf6 5.Dd3 e5 6.d:e5 Da5+ 7.Ad2 D:e5 8.0-0-0 C:e4 9.Dd8+ R:d8 "
	for _, tc := range []struct {
		name, text, move string
		want             []string // "code: message" of the move's findings
	}{
		{"double check ++", reti + "10.Bg5++ Kc7 11.Bd8# 1-0", "10.Bg5++",
			[]string{"nonstandard-san: ++ for a double check (PGN marks it +) in 10.Bg5++; PGN writes Bg5+"}},
		{"double check ++ in Italian", retiIt + "10.Ag5++ Rc7 11.Ad8# 1-0", "10.Ag5++",
			[]string{"nonstandard-san: ++ for a double check (PGN marks it +) in 10.Ag5++; PGN writes Bg5+"}},
		{"double check in a variation", reti + "10.Bg5+ (10.Bg5++ Kc7) Kc7 11.Bd8# 1-0", "10.Bg5++",
			[]string{"nonstandard-san: ++ for a double check (PGN marks it +) in 10.Bg5++; PGN writes Bg5+"}},
		{"++ on a single check", "1.e4 f5 2.Qh5++ g6 *", "2.Qh5++",
			[]string{"check-mark: mate mark on a check that is not mate in 2.Qh5++; PGN writes Qh5+"}},
		{"++ on no check", "1.e4 e5 2.Qh5++ Nc6 *", "2.Qh5++",
			[]string{"check-mark: check mark on a move that gives no check in 2.Qh5++; PGN writes Qh5"}},
		{"++ for mate", "1.f3 e5 2.g4 Qh4++ 0-1", "2...Qh4++",
			[]string{"nonstandard-san: ++ for mate in 2...Qh4++; PGN writes Qh4#"}},
		{"colon capture and mate word", "1.e4 e5 2.Ac4 Cc6 3.Dh5 Cf6 4.D:f7 matto 1-0", "4.D:f7 matto",
			[]string{"nonstandard-san: capture written with : or × and mate written as a word in 4.D:f7 matto; PGN writes Qxf7#"}},
		{"two spellings, two codes", "1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.Qf7+ 1-0", "4.Qf7+",
			[]string{"nonstandard-san: capture without x in 4.Qf7+; PGN writes Qxf7#", "check-mark: + for a checkmate in 4.Qf7+; PGN writes Qxf7#"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, f := range runString(t, tc.text, Options{}) {
				if f.Move == tc.move {
					got = append(got, string(f.Code)+": "+f.Msg)
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("findings of %s:\n got %q\nwant %q", tc.move, got, tc.want)
			}
		})
	}
}

// TestExplain: --explain adds the decoder's choices for a game read as
// running text as notes, which are neither findings nor counted, even
// under --strict.
func TestExplain(t *testing.T) {
	path := "../testdata/realtext/nl/bosker-ringoir_schaaksite-inline-side-lines.txt"
	plain, st := runFile(t, path, Options{})
	for _, strict := range []bool{false, true} {
		fs, st2 := runFile(t, path, Options{Explain: true, Strict: strict})
		notes := 0
		for _, f := range fs {
			if f.Info {
				notes++
			}
		}
		if notes == 0 || len(fs) != len(plain)+notes {
			t.Errorf("strict %v: %d notes, %d findings with them, %d without", strict, notes, len(fs), len(plain))
		}
		if !strict && st2 != st {
			t.Errorf("notes counted: %+v, want %+v", st2, st)
		}
		if strict && st2.Errors != st.Errors+st.Warnings {
			t.Errorf("strict: %+v from %+v", st2, st)
		}
	}
}

// TestDuplicateTags: the first tag of a name is found alike by a look at
// the tags before it (up to smallTags tags) and by the map (beyond).
func TestDuplicateTags(t *testing.T) {
	for k, st := range parser.SevenTags {
		if sevenTag(st.Name) != k {
			t.Errorf("sevenTag(%q) = %d, want %d", st.Name, sevenTag(st.Name), k)
		}
	}
	for _, n := range []int{3, smallTags - 2, smallTags + 5} {
		var b strings.Builder
		b.WriteString("[Event \"e\"]\n[Site \"s\"]\n")
		for i := range n {
			fmt.Fprintf(&b, "[T%d \"v\"]\n", i%4)
		}
		b.WriteString("[Site \"again\"]\n\n1. e4 *\n")
		var got []string
		for _, d := range runString(t, b.String(), Options{}) {
			if d.Code == diag.DuplicateTag {
				got = append(got, fmt.Sprintf("%d:%s", d.Line, d.Msg))
			}
		}
		var want []string
		for i := 4; i < n; i++ {
			want = append(want, fmt.Sprintf("%d:duplicate tag T%d \"v\" (the first is on line %d)", i+3, i%4, i%4+3))
		}
		want = append(want, fmt.Sprintf("%d:duplicate tag Site \"again\" (the first is on line 2)", n+3))
		if !slices.Equal(got, want) {
			t.Errorf("%d tags: got\n%s\nwant\n%s", n+3, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
	}
}

// TestBracketFaults: the PGN reader's bracket recoveries are findings at
// the bracket; a text cut short inside a bracket is an error for check
// (the game is incomplete), the others warnings.
func TestBracketFaults(t *testing.T) {
	E, W := diag.Error, diag.Warning
	for _, tt := range []struct {
		name, in  string
		line, col int
		sev       diag.Severity
		code      diag.Code
	}{
		{"comment cut short", "[Event \"x\"]\n\n1. e4 e5 {the page ends he", 3, 10, E, diag.UnclosedBracket},
		{"variation cut short", "[Event \"x\"]\n\n1. e4 e5 (1... c5 2. Nf3", 3, 10, E, diag.UnclosedBracket},
		{"')' closing nothing", "[Event \"x\"]\n\n1. e4 e5 ) 2. Nf3 *\n", 3, 10, W, diag.StrayBracket},
		{"'(' before the moves", "[Event \"x\"]\n\n(1. d4) 1. e4 e5 *\n", 3, 1, W, diag.StrayBracket},
		{"'$' without digits", "[Event \"x\"]\n\n1. e4 $ e5 *\n", 3, 7, W, diag.DollarText},
	} {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "in.pgn")
			if err := os.WriteFile(path, []byte(tt.in), 0o644); err != nil {
				t.Fatal(err)
			}
			fs, _ := runFile(t, path, Options{Options: pipeline.Options{Workers: 1}})
			n := 0
			for _, f := range fs {
				switch f.Code {
				case diag.Syntax, diag.MissingTag:
					continue // no result, the roster
				}
				n++
				if f.Line != tt.line || f.Column != tt.col || f.Severity != tt.sev || f.Code != tt.code {
					t.Errorf("got %d:%d %s %s (%s), want %d:%d %s %s", f.Line, f.Column, f.Severity, f.Code, f.Msg, tt.line, tt.col, tt.sev, tt.code)
				}
			}
			if n != 1 {
				t.Errorf("%d findings, want 1: %v", n, fs)
			}
		})
	}
}
