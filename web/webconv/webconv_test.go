package webconv

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// italian is testdata/pgn/sempreverde-it.pgn with 12.D:b5 mistyped as
// 12.T:b5 (a rook letter for the queen's): illegal, with a suggestion.
func italian(t testing.TB) string {
	b, err := os.ReadFile("../../testdata/pgn/sempreverde-it.pgn")
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(b), "12.D:b5", "12.T:b5", 1)
	if s == string(b) {
		t.Fatal("12.D:b5 not in the game")
	}
	return s
}

func TestConvertItalianWithError(t *testing.T) {
	res, err := Convert(context.Background(), Request{Inputs: []Input{{Name: "input", Data: []byte(italian(t))}}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.Games != 1 || res.Rejected != 1 || len(res.Output) != 0 || !strings.Contains(string(res.Rejects), "12.T:b5") {
		t.Fatalf("games %d rejected %d output %q rejects %q", res.Games, res.Rejected, res.Output, res.Rejects)
	}
	i := slices.IndexFunc(res.Findings, func(f Finding) bool { return f.Severity == "error" })
	if i < 0 {
		t.Fatalf("no error in %+v", res.Findings)
	}
	f := res.Findings[i]
	want := Finding{File: "input", Line: 11, Col: 38, Game: 1, Severity: "error", Code: "illegal-move",
		Move: "12.T:b5", Written: "T:b5", Locale: "it",
		FEN:         "r1b1k2r/p1ppnppp/2n3q1/bp2P3/2B5/BQPp1N2/P4PPP/RN2R1K1 w kq b6 0 12",
		Suggestions: []string{"Axb5", "Dxb5"}, SuggestionsUCI: []string{"c4b5", "b3b5"}}
	f.Message = ""
	if !equal(f, want) {
		t.Errorf("finding\n%+v\nwant\n%+v", f, want)
	}
	if !strings.Contains(res.Findings[i].Message, "did you mean Axb5 or Dxb5?") {
		t.Errorf("message %q: no suggestions in the game's letters", res.Findings[i].Message)
	}
	if len(res.Reject) != 1 || res.Reject[0].Line != 11 || res.Reject[0].Game != 1 {
		t.Fatalf("rejected %+v", res.Reject)
	}
	// What was understood before the error, in English letters.
	if p := res.Reject[0].Partial; !strings.Contains(p, "11. Ba3 b5 *") || !strings.Contains(p, `[Result "*"]`) {
		t.Errorf("partial:\n%s", p)
	}

	// The fix the page applies: the suggestion in place of the move.
	fixed := strings.Replace(italian(t), "T:b5", "Dxb5", 1)
	res, err = Convert(context.Background(), Request{Inputs: []Input{{Name: "input", Data: []byte(fixed)}}, To: "pgn"}, nil)
	if err != nil || res.Rejected != 0 || !strings.Contains(string(res.Output), "12. Qxb5 Rb8") || !strings.Contains(string(res.Output), "24. Bxe7# 1-0") {
		t.Errorf("fixed: %v %d\n%s", err, res.Rejected, res.Output)
	}
}

func equal(a, b Finding) bool {
	return fmt.Sprintf("%#v", a) == fmt.Sprintf("%#v", b)
}

func TestConvertInputs(t *testing.T) {
	const game = "1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 *\n"
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(game))
	zw.Close()
	var zb bytes.Buffer
	za := zip.NewWriter(&zb)
	for _, n := range []string{"a.pgn", "b.pgn"} {
		w, _ := za.Create(n)
		w.Write([]byte(game))
	}
	za.Close()

	tests := []struct {
		name   string
		in     []Input
		req    Request
		want   string
		games  int
		files  int
		errMsg string
	}{
		{name: "text", in: []Input{{"t", []byte(game)}}, want: "2. Nf3 Nc6", games: 1, files: 1},
		{name: "to it", in: []Input{{"t", []byte(game)}}, req: Request{To: "it"}, want: "2. Cf3 Cc6", games: 1, files: 1},
		{name: "fig", in: []Input{{"t", []byte(game)}}, req: Request{From: "it", To: "fig"}, want: "2. ♘f3 ♞c6", games: 1, files: 1},
		{name: "gzip and text", in: []Input{{"a.gz", gz.Bytes()}, {"t", []byte(game)}}, want: "2. Nf3 Nc6", games: 2, files: 2},
		{name: "zip", in: []Input{{"z.zip", zb.Bytes()}}, want: "3. Bb5 a6", games: 2, files: 2},
		{name: "cp1252", in: []Input{{"t", []byte("{Fran\xe7ais} 1. e4 e5 *\n")}}, want: "{Français}", games: 1, files: 1},
		{name: "bad from", in: []Input{{"t", []byte(game)}}, req: Request{From: "xx"}, errMsg: "from"},
		{name: "bad format", in: []Input{{"t", []byte(game)}}, req: Request{Format: "xml"}, errMsg: "format"},
	}
	for _, tt := range tests {
		tt.req.Inputs = tt.in
		res, err := Convert(context.Background(), tt.req, nil)
		if tt.errMsg != "" {
			if err == nil || !strings.Contains(err.Error(), tt.errMsg) {
				t.Errorf("%s: error %v, want %q", tt.name, err, tt.errMsg)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if !strings.Contains(string(res.Output), tt.want) || res.Games != tt.games || res.Files != tt.files {
			t.Errorf("%s: games %d files %d output\n%s\nwant %q", tt.name, res.Games, res.Files, res.Output, tt.want)
		}
	}
}

func TestConvertProblemsAndLimits(t *testing.T) {
	res, err := Convert(context.Background(), Request{Inputs: []Input{
		{"x.7z", []byte("7z\xbc\xaf\x27\x1c rest")},
		{"cut.gz", []byte("\x1f\x8b\x08\x00\x00")},
		{"t", []byte(strings.Repeat("1. e4 e5 2. Ke3 *\n", 3))},
	}, MaxFindings: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Problems) != 2 || !strings.Contains(res.Problems[0], "7z") || !strings.Contains(res.Problems[1], "cut.gz") {
		t.Errorf("problems %q", res.Problems)
	}
	if len(res.Findings) != 1 || res.MoreFindings == 0 {
		t.Errorf("findings %d, more %d", len(res.Findings), res.MoreFindings)
	}
}

func TestWritten(t *testing.T) {
	for in, want := range map[string]string{
		"12.T:b5": "T:b5", "4...A:b4": "A:b4", "7.0-0": "0-0", "0-0": "0-0", "e4": "e4", "3. Nf3": "Nf3", "": "",
	} {
		if got := written(in); got != want {
			t.Errorf("written(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestProgress(t *testing.T) {
	var calls []Progress
	big := strings.Repeat("1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 *\n\n", 20000)
	res, err := Convert(context.Background(), Request{Inputs: []Input{{"big", []byte(big)}}}, func(p Progress) { calls = append(calls, p) })
	if err != nil || res.Games != 20000 {
		t.Fatal(err, res.Games)
	}
	for _, p := range calls {
		if p.Total != int64(len(big)) || p.Done > p.Total || p.Games > 20000 {
			t.Errorf("progress %+v", p)
		}
	}
}

func BenchmarkConvert(b *testing.B) {
	bad := italian(b)
	for _, bc := range []struct{ name, game, from string }{
		{"italian-auto", strings.Replace(bad, "T:b5", "D:b5", 1), ""},
		{"italian-it", strings.Replace(bad, "T:b5", "D:b5", 1), "it"},
		{"italian-error", bad, ""},
	} {
		b.Run(bc.name, func(b *testing.B) {
			in := []byte(strings.Repeat(bc.game+"\n", 50))
			b.SetBytes(int64(len(in)))
			b.ReportAllocs()
			for b.Loop() {
				Convert(context.Background(), Request{Inputs: []Input{{"in", in}}, From: bc.from}, nil)
			}
		})
	}
}

// The page asks for its findings in its own language: the message
// catalogs the command line uses, without the command line's flag hint.
func TestMessageLanguage(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"", "illegal move 12.T:b5"},
		{"en", "did you mean Axb5 or Dxb5?"},
		{"it", "mossa illegale 12.T:b5"},
		{"it-IT", "Axb5 o Dxb5"},
		{"de", "unzulässiger Zug 12.T:b5"},
		{"xx-nonsense", "illegal move 12.T:b5"},
	} {
		res, err := Convert(context.Background(), Request{Inputs: []Input{{Name: "input", Data: []byte(italian(t))}}, Lang: tc.lang}, nil)
		if err != nil {
			t.Fatal(err)
		}
		i := slices.IndexFunc(res.Findings, func(f Finding) bool { return f.Severity == "error" })
		if i >= 0 {
			t.Logf("%s: %s", tc.lang, res.Findings[i].Message)
		}
		if i < 0 || !strings.Contains(res.Findings[i].Message, tc.want) || strings.Contains(res.Findings[i].Message, "--from") {
			t.Errorf("lang %q: %+v, want a message with %q", tc.lang, res.Findings, tc.want)
		}
		// The rejected games' list says the same, in the same language.
		if len(res.Reject) != 1 || res.Reject[0].Error != res.Findings[i].Message {
			t.Errorf("lang %q: rejected %+v, want the error %q", tc.lang, res.Reject, res.Findings[i].Message)
		}
	}
}

// TestRejectedBeforeTheFirstMove: games whose replay stops before the
// first move (an unknown variant, an impossible FEN) are listed as
// rejected with nothing read, not a crash of the page.
func TestRejectedBeforeTheFirstMove(t *testing.T) {
	in := "[Variant \"crazyhouse\"]\n\n1. e4 *\n\n[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. Kd2 *\n"
	res, err := Convert(context.Background(), Request{Inputs: []Input{{Name: "input", Data: []byte(in)}}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Reject) != 2 || res.Reject[0].Partial != "" || res.Reject[1].Partial != "" {
		t.Errorf("rejected %+v, want two games with nothing read", res.Reject)
	}
}

// TestViewer: a small input comes with its replayed games as JSON Lines
// with positions, in the output's letters; a rejected game is left out.
func TestViewer(t *testing.T) {
	req := Request{Inputs: []Input{{Name: "input", Data: []byte("1. e4 e5 (1... c5) 2. Nf3 *\n\n1. e4 e5 2. Ke3 *\n")}}, To: "it"}
	res, err := Convert(context.Background(), req, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Viewer) != 1 {
		t.Fatalf("%d viewer games, want 1 (the second is rejected)", len(res.Viewer))
	}
	var g struct {
		Moves []struct {
			SAN, FEN   string
			Variations []struct{ Moves []struct{ SAN string } }
		}
	}
	if err := json.Unmarshal(res.Viewer[0], &g); err != nil {
		t.Fatal(err)
	}
	if len(g.Moves) != 3 || g.Moves[2].SAN != "Cf3" || g.Moves[2].FEN == "" || len(g.Moves[1].Variations) != 1 || g.Moves[1].Variations[0].Moves[0].SAN != "c5" {
		t.Errorf("viewer game %+v", g)
	}
}
