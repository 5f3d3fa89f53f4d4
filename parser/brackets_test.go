package parser

import (
	"fmt"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/diag"
)

// bracketTests are brackets and '$' that PGN's grammar cannot place,
// which never reject a game (issue 19, item 3): each is read as text, or
// closed where the game's text ends, with a warning of its own code at
// the bracket's line and column.
var bracketTests = []struct {
	name, in string
	game     string   // the first game, as render writes it
	warns    []string // its warnings of the codes below: "line:col code"
}{
	{"comment cut at the end of the input", "[Event \"A\"]\n1. e4 e5 {a comment that\nruns on", "[Event=A] 1.e4 e5 {a comment that\nruns on}",
		[]string{"2:10 unclosed-bracket"}},
	{"comment open before the next game's tags", "1. e4 {oops\n[Event \"B\"]\n*\n", "1.e4 {oops}",
		[]string{"1:7 unclosed-bracket"}},
	{"variation cut at the end", "1. e4 e5 (1... c5 2. Nf3 {the", "1.e4 e5 (1.c5 2.Nf3 {the})",
		[]string{"1:26 unclosed-bracket", "1:10 unclosed-bracket"}},
	{"two variations cut", "1. e4 e5 (1... c5 2. Nf3 (2. c3", "1.e4 e5 (1.c5 2.Nf3 (2.c3))",
		[]string{"1:26 unclosed-bracket", "1:10 unclosed-bracket"}},
	{"'[' cut at the end", "1. d4 d5 [2. c4 is", "1.d4 d5 {2. c4 is}",
		[]string{"1:10 unclosed-bracket"}},
	{"'(' of prose cut at the end", "1. d4 d5 (the Queen's", "1.d4 d5 {the Queen's}",
		[]string{"1:10 unclosed-bracket"}},
	{"'(' before the first move", "[Event \"A\"]\n( a v duchu) 1. e4 e5 *", "[Event=A] { a v duchu} 1.e4 e5 *",
		[]string{"2:1 stray-bracket"}},
	{"')' closing nothing", "1. e4 e5 ) 2. Nf3 *", "1.e4 e5 {)} 2.Nf3 *",
		[]string{"1:10 stray-bracket"}},
	{"'$' in a diagram row", "1. e4 e5\n4-+P+-+-+$\n2. Nf3 *", "1.e4 e5 4-+P+ $19 $19 {$} 2.Nf3 *",
		[]string{"2:10 dollar-text"}},
	{"'$' before a word", "1. e4 $ e5 *", "1.e4 {$} e5 *", []string{"1:7 dollar-text"}},
	// A '[' whose quote comes after words is prose in brackets, no tag
	// missing its name: the game goes on.
	{"'[' of prose with a quotation", "1. d4 Nf6 2. c4 [, a variante “arriscada” 5. f3] g6 *",
		"1.d4 Nf6 2.c4 {, a variante “arriscada” 5. f3} g6 *", nil},
	{"'[' of prose opening with a quotation", "1. d4 Nf6 2. c4 [ “A teoria …” Na hora.] g6 *",
		"1.d4 Nf6 2.c4 { “A teoria …” Na hora.} g6 *", nil},
}

func TestBracketRecovery(t *testing.T) {
	t.Parallel()
	for _, tt := range bracketTests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := NewBytesReader([]byte(tt.in), Options{}).Next()
			if err != nil {
				t.Fatalf("error: %v", err)
			}
			if got := render(g); got != tt.game {
				t.Errorf("game\n got %q\nwant %q", got, tt.game)
			}
			var got []string
			for _, w := range g.Warnings {
				switch w.Code {
				case diag.UnclosedBracket, diag.StrayBracket, diag.DollarText:
					if w.Severity != diag.Warning || w.Game != 1 || !diag.Known(w.Code, diag.Warning) {
						t.Errorf("%s: severity %v, game %d", w.Code, w.Severity, w.Game)
					}
					got = append(got, fmt.Sprintf("%d:%d %s", w.Line, w.Column, w.Code))
				}
			}
			if strings.Join(got, ", ") != strings.Join(tt.warns, ", ") {
				t.Errorf("warnings\n got %q\nwant %q", got, tt.warns)
			}
		})
	}
}
