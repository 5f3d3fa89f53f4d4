package parser_test

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/parser/san"
)

func Example() {
	const pgn = `[Event "Casual"]
[White "Anderssen"]

1. e4 e5 2. f4!? {King's Gambit} (2. Nf3) exf4 1-0

Poikovsky
[Event "Broken"]
1. d4 $300 d5 *
1. c4 e5 *
`
	r := parser.NewReader(strings.NewReader(pgn), parser.Options{Name: "games.pgn"})
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		for _, w := range g.Warnings {
			fmt.Println(w.String())
		}
		var perr *diag.Diagnostic
		if errors.As(err, &perr) {
			// The game is still there, with its exact text.
			fmt.Printf("game %d rejected: %v\n%s", g.Number, err, g.Raw)
			continue
		}
		event, _ := g.TagValue("Event")
		fmt.Printf("game %d (%s), result %s:", g.Number, event, g.Result)
		for _, m := range g.Moves {
			move, err := san.Parse(m.Text(), nil) // nil: English letters
			fmt.Printf(" %s", m.Text())
			if err == nil && move.Capture {
				fmt.Print("(capture)")
			}
			if len(m.NAGs()) > 0 {
				fmt.Printf("$%d", m.NAGs()[0])
			}
			for _, v := range m.Variations() {
				fmt.Printf(" [or %s]", v.Moves[0].Text())
			}
			for _, c := range m.After() {
				fmt.Printf(" {%s}", c.Text)
			}
		}
		fmt.Println()
	}
	// Output:
	// game 1 (Casual), result 1-0: e4 e5 f4$5 [or Nf3] {King's Gambit} exf4(capture)
	// games.pgn:6:1: warning: stray text skipped: "Poikovsky"
	// game 2 rejected: games.pgn:8:7: error: game 2: NAG $300 out of range
	// [Event "Broken"]
	// 1. d4 $300 d5 *
	// game 3 (), result *: c4 e5
}
