package parser

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/diag"
)

const tooLongFmt = "game too long: more than %d tokens (notaz reads at most that many per game)"

// maxTokensTests read the first game with a small MaxTokens.
var maxTokensTests = []struct {
	name  string
	in    string
	max   int
	first string // the first game, rendered with its error
	raw   string // its Raw
	next  string // the next game, read normally ("" if none)
}{
	{"moves", "1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n1. d4 *\n", 3,
		"1.e4 e5 2.Nf3 !1:17: " + fmt.Sprintf(tooLongFmt, 3), "1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n", "1.d4 *"},
	{"exactly at the limit", "1. e4 e5 2. Nf3 Nc6 *\n1. d4 *\n", 5,
		"1.e4 e5 2.Nf3 Nc6 *", "1. e4 e5 2. Nf3 Nc6 *\n", "1.d4 *"},
	{"result over the limit", "1. e4 e5 2. Nf3 Nc6 *\n1. d4 *\n", 4,
		"1.e4 e5 2.Nf3 Nc6 !1:21: " + fmt.Sprintf(tooLongFmt, 4), "1. e4 e5 2. Nf3 Nc6 *\n", "1.d4 *"},
	{"tags", "[Event \"A\"]\n[Site \"B\"]\n\n1. e4 *\n\n[Event \"C\"]\n*\n", 3,
		"[Event=A] !2:1: " + fmt.Sprintf(tooLongFmt, 3), "[Event \"A\"]\n[Site \"B\"]\n\n1. e4 *\n", "[Event=C] *"},
	{"tag name at the limit", "[Event \"A\"]\n[Site \"B\"]\n1. e4 *\n", 4,
		"[Event=A][Site=B] !3:4: " + fmt.Sprintf(tooLongFmt, 4), "[Event \"A\"]\n[Site \"B\"]\n1. e4 *\n", ""},
	{"open variation", "1. e4 (1. d4 d5 2. c4) e5 *\n[Event \"B\"]\n*\n", 3,
		"1.e4 (1.d4) !1:14: " + fmt.Sprintf(tooLongFmt, 3), "1. e4 (1. d4 d5 2. c4) e5 *\n", "[Event=B] *"},
	{"comments and NAGs", "{a} 1. e4 $1 {b} e5 {c} *\n", 4,
		"{a} 1.e4 $1 {b} !1:18: " + fmt.Sprintf(tooLongFmt, 4), "{a} 1. e4 $1 {b} e5 {c} *\n", ""},
	// Past the limit the game ends where it would without it: a
	// result in a variation does not end it, a move 1 in the main
	// line after move 2 does.
	{"result in a variation", "1. e4 e5 (1... c5 2. Nf3 1-0) 2. Nf3 *\n1. d4 *\n", 2,
		"1.e4 e5 !1:10: " + fmt.Sprintf(tooLongFmt, 2), "1. e4 e5 (1... c5 2. Nf3 1-0) 2. Nf3 *\n", "1.d4 *"},
	{"move 1 again", "1. e4 e5 2. Nf3 Nc6\n1. d4 *\n", 2,
		"1.e4 e5 !1:13: " + fmt.Sprintf(tooLongFmt, 2), "1. e4 e5 2. Nf3 Nc6\n", "1.d4 *"},
	// The first error is reported: the limit, or one before it.
	{"error after the limit", "1. e4 e5 2. Nf3 ) Nc6 *\n1. d4 *\n", 2,
		"1.e4 e5 !1:13: " + fmt.Sprintf(tooLongFmt, 2), "1. e4 e5 2. Nf3 ) Nc6 *\n", "1.d4 *"},
	{"error before the limit", "1. e4 $300 e5 2. Nf3 Nc6 *\n1. d4 *\n", 2,
		"1.e4 !1:7: NAG $300 out of range", "1. e4 $300 e5 2. Nf3 Nc6 *\n", "1.d4 *"},
	{"white-black pairs", "1.e4-e5; 2.f4-exf4; 3.Cf3-g5 *\n1. d4 *\n", 4,
		"1.e4 e5 2.f4 exf4 3.Cf3 g5 *", "1.e4-e5; 2.f4-exf4; 3.Cf3-g5 *\n", "1.d4 *"},
	{"white-black pairs cut", "1.e4-e5; 2.f4-exf4; 3.Cf3-g5 *\n1. d4 *\n", 2,
		"1.e4 e5 2.f4 exf4 !1:23: " + fmt.Sprintf(tooLongFmt, 2), "1.e4-e5; 2.f4-exf4; 3.Cf3-g5 *\n", "1.d4 *"},
}

func TestMaxTokens(t *testing.T) {
	t.Parallel()
	for _, tt := range maxTokensTests {
		t.Run(tt.name, func(t *testing.T) {
			for _, bufSize := range []int{0, 1} {
				r := NewReader(strings.NewReader(tt.in), Options{MaxTokens: tt.max, BufferSize: bufSize})
				g, err := r.Next()
				var pe *diag.Diagnostic
				if err != nil && !errors.As(err, &pe) {
					t.Fatalf("read error: %v", err)
				}
				got := render(g)
				if pe != nil {
					got += fmt.Sprintf(" !%d:%d: %s", pe.Line, pe.Column, pe.Msg)
					if pe.Severity != diag.Error || pe.Game != 1 {
						t.Errorf("error severity %v, game %d", pe.Severity, pe.Game)
					}
				}
				if got != tt.first {
					t.Errorf("buffer %d: first game\n got %s\nwant %s", bufSize, got, tt.first)
				}
				if string(g.Raw) != tt.raw {
					t.Errorf("buffer %d: Raw = %q, want %q", bufSize, g.Raw, tt.raw)
				}
				g, err = r.Next()
				switch {
				case tt.next == "" && err != io.EOF:
					t.Errorf("buffer %d: want no next game, got %v", bufSize, err)
				case tt.next != "" && (err != nil || render(g) != tt.next):
					t.Errorf("buffer %d: next game %v %v, want %s", bufSize, g, err, tt.next)
				}
			}
		})
	}
}

func TestMaxTokensDefault(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	b.WriteString("1. Nf3 Nf6 ")
	for range defaultMaxTokens / 4 {
		b.WriteString("Ng1 Ng8 Nf3 Nf6 ")
	}
	b.WriteString("*\n1. e4 *\n")
	in := b.String()
	r := NewReader(strings.NewReader(in), Options{})
	g, err := r.Next()
	var pe *diag.Diagnostic
	if !errors.As(err, &pe) || pe.Msg != "game too long: more than 250,000 tokens (notaz reads at most that many per game)" {
		t.Fatalf("error %v", err)
	}
	if len(g.Moves) != defaultMaxTokens || string(g.Raw) != in[:len(in)-len("1. e4 *\n")] {
		t.Errorf("%d moves, Raw of %d bytes", len(g.Moves), len(g.Raw))
	}
	// "1. Nf3 Nf6 " then 4 moves of 4 bytes each time: the first token
	// over the limit is number defaultMaxTokens from 0.
	k := defaultMaxTokens - 2
	if want := int64(len("1. Nf3 Nf6 ") + 16*(k/4) + 4*(k%4)); pe.Offset != want {
		t.Errorf("error at %d, want %d", pe.Offset, want)
	}
	if g, err := r.Next(); err != nil || render(g) != "1.e4 *" {
		t.Errorf("next game: %v %v", g, err)
	}
}

func TestWarningLimit(t *testing.T) {
	t.Parallel()
	in := "1. e4 }}}}} e5 *\n"
	g, err := NewReader(strings.NewReader(in), Options{MaxTokens: 3}).Next()
	if err != nil {
		t.Fatal(err)
	}
	var msgs []string
	for _, w := range g.Warnings {
		msgs = append(msgs, fmt.Sprintf("%d: %s", w.Column, w.Msg))
	}
	want := "7: stray '}' skipped|8: stray '}' skipped|9: stray '}' skipped|10: 2 more warnings about this game not kept"
	if got := strings.Join(msgs, "|"); got != want {
		t.Errorf("warnings\n got %s\nwant %s", got, want)
	}
}

// TestMaxTokensBoundaries checks on every test input that the token
// limit changes no game boundary: every game's Raw is as without it.
func TestMaxTokensBoundaries(t *testing.T) {
	t.Parallel()
	var ins []string
	for _, tt := range readerTests {
		ins = append(ins, tt.in)
	}
	for _, tt := range diagnosticTests {
		ins = append(ins, tt.in)
	}
	files, _ := filepath.Glob(edgeCorpora + "/*/*.pgn")
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil {
			ins = append(ins, string(b))
		}
	}
	for _, in := range ins {
		want := boundaries(t, in, Options{})
		for max := 1; max <= 6; max++ {
			if got := boundaries(t, in, Options{MaxTokens: max}); got != want {
				t.Errorf("MaxTokens %d on %q:\n got %s\nwant %s", max, in[:min(len(in), 60)], got, want)
			}
		}
	}
}

func boundaries(t *testing.T, in string, opts Options) string {
	games, _, _ := readAll(t, []byte(in), opts)
	return spans(games)
}

func TestBufferShrinks(t *testing.T) {
	t.Parallel()
	var b bytes.Buffer
	b.WriteString("[Event \"big\"]\n")
	for i := 1; i <= 2000; i++ {
		fmt.Fprintf(&b, "%d. Nf3 Nf6 %d. Ng1 Ng8\n", 2*i-1, 2*i)
	}
	b.WriteString("1-0\n")
	for range 20000 {
		b.WriteString("[Event \"small\"]\n*\n")
	}
	r := NewReader(&b, Options{BufferSize: 1024})
	if g, err := r.Next(); err != nil || len(g.Moves) != 8000 {
		t.Fatalf("big game: %v", err)
	}
	big := cap(r.buf)
	n := 0
	for {
		_, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		n++
	}
	if n != 20000 || big < 64<<10 || cap(r.buf) != 1024 {
		t.Errorf("%d small games; buffer of %d bytes after the big game, %d at the end", n, big, cap(r.buf))
	}
}

func TestColumnsOnOneLine(t *testing.T) {
	t.Parallel()
	// Many games on one line (bare movetext repeated without line
	// breaks): columns count from the start of the line, in runes, and
	// are computed incrementally, not from the line start for each game.
	in := strings.Repeat("1. Кf3 } Кf6 2. Кg1 Кg8 ", 300) + "*"
	for _, size := range []int{0, 64} {
		games, _, _ := readAll(t, []byte(in), Options{BufferSize: size})
		if len(games) != 300 {
			t.Fatalf("buffer %d: %d games", size, len(games))
		}
		want := func(off int64) int { return 1 + utf8.RuneCountInString(in[:off]) }
		for _, g := range games {
			if c := g.Column(g.Start); c != want(g.Start.Offset) {
				t.Fatalf("buffer %d: game %d starts at column %d, want %d", size, g.Number, c, want(g.Start.Offset))
			}
			if len(g.Warnings) != 1 || g.Warnings[0].Column != want(g.Warnings[0].Offset) {
				t.Fatalf("buffer %d: game %d: warnings %v", size, g.Number, g.Warnings)
			}
		}
	}
}
