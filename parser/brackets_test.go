package parser

import (
	"errors"
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
	{"comment open before the next game's tags", "[Event \"A\"]\n1. e4 {oops\n[Event \"B\"]\n*\n", "[Event=A] 1.e4 {oops}",
		[]string{"2:7 unclosed-bracket"}},
	{"variation cut at the end", "[Event \"A\"]\n1. e4 e5 (1... c5 2. Nf3 {the", "[Event=A] 1.e4 e5 (1.c5 2.Nf3 {the})",
		[]string{"2:26 unclosed-bracket", "2:10 unclosed-bracket"}},
	{"two variations cut", "[Event \"A\"]\n1. e4 e5 (1... c5 2. Nf3 (2. c3", "[Event=A] 1.e4 e5 (1.c5 2.Nf3 (2.c3))",
		[]string{"2:26 unclosed-bracket", "2:10 unclosed-bracket"}},
	{"'[' cut at the end", "[Event \"A\"]\n1. d4 d5 [2. c4 is", "[Event=A] 1.d4 d5 {2. c4 is}",
		[]string{"2:10 unclosed-bracket"}},
	{"'(' of prose cut at the end", "[Event \"A\"]\n1. d4 d5 (the Queen's", "[Event=A] 1.d4 d5 {the Queen's}",
		[]string{"2:10 unclosed-bracket"}},
	{"'(' before the first move", "[Event \"A\"]\n( a v duchu) 1. e4 e5 *", "[Event=A] { a v duchu} 1.e4 e5 *",
		[]string{"2:1 stray-bracket"}},
	{"')' closing nothing", "[Event \"A\"]\n1. e4 e5 ) 2. Nf3 *", "[Event=A] 1.e4 e5 {)} 2.Nf3 *",
		[]string{"2:10 stray-bracket"}},
	{"'$' in a diagram row", "[Event \"A\"]\n1. e4 e5\n4-+P+-+-+$\n2. Nf3 *", "[Event=A] 1.e4 e5 4-+P+ $19 $19 {$} 2.Nf3 *",
		[]string{"3:10 dollar-text"}},
	{"'$' before a word", "[Event \"A\"]\n1. e4 $ e5 *", "[Event=A] 1.e4 {$} e5 *", []string{"2:7 dollar-text"}},
	// A '[' whose quote comes after words, or is not closed right before
	// the ']', is prose in brackets, no tag missing its name: the game
	// goes on (with or without tags).
	{"'[' of prose with a quotation", "1. d4 Nf6 2. c4 [, a variante “arriscada” 5. f3] g6 *",
		"1.d4 Nf6 2.c4 {, a variante “arriscada” 5. f3} g6 *", nil},
	{"'[' of prose opening with a quotation", "1. d4 Nf6 2. c4 [ “A teoria …” Na hora.] g6 *",
		"1.d4 Nf6 2.c4 { “A teoria …” Na hora.} g6 *", nil},
}

// bracketErrors: where recovering would guess, or in text without tags
// (which the decoder reads again), the error stands.
var bracketErrors = []struct{ name, in, want string }{
	{"comment holding the result", "[Event \"A\"]\n1. e4 {oops 1-0\n", "2:7: unclosed comment"},
	{"variation holding the result", "[Event \"A\"]\n1. e4 e5 (1... c5 *\n", "2:10: unclosed variation"},
	{"comment before any move", "[Event \"A\"]\n{the game 1. e4", "2:1: unclosed comment"},
	{"comment cut, no tags", "1. e4 e5 {a comment", "1:10: unclosed comment"},
	{"')' in text without tags", "1. e4 e5 ) 2. Nf3 *", "1:10: unbalanced ')'"},
	{"'$' in text without tags", "1. e4 $ e5 *", "1:7: '$' without a number"},
}

func TestBracketErrors(t *testing.T) {
	t.Parallel()
	for _, tt := range bracketErrors {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewBytesReader([]byte(tt.in), Options{}).Next()
			var pe *diag.Diagnostic
			if !errors.As(err, &pe) {
				t.Fatalf("no syntax error: %v", err)
			}
			if got := fmt.Sprintf("%d:%d: %s", pe.Line, pe.Column, pe.Msg); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
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
