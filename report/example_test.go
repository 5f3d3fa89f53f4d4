package report_test

import (
	"context"
	"os"
	"strings"

	"github.com/notaz-chess/notaz/check"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/report"
)

func Example() {
	pgn := `[Event "Casual"]
[Site "?"]
[Date "2024.05.01"]
[Round "1"]
[White "A"]
[Black "B"]
[Result "1/2-1/2"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7 1/2-1/2
`
	p := report.NewPrinter(os.Stdout, report.Text, false)
	st, err := check.Run(context.Background(), strings.NewReader(pgn), check.Options{Options: pipeline.Options{Name: "casual.pgn"}}, p.Print)
	if err != nil {
		panic(err)
	}
	p.PrintSummary(report.Totals{Files: 1, Games: st.Games, Errors: st.Errors, Warnings: st.Warnings})
	p.Flush()
	// Output:
	// casual.pgn:9:35: warning: missing mate mark in 4.Qxf7; PGN writes Qxf7# [check-mark]
	// casual.pgn:9:40: error: the game ended by checkmate (White wins, 1-0) but the result is 1/2-1/2 [result-mismatch]
	// checked 1 game in 1 file: 1 error, 1 warning
}

func ExampleNewPrinter_gitHub() {
	pgn := "1. e4 e5 2. Nf3 Nc6 3. Bxf7 *\n"
	p := report.NewPrinter(os.Stdout, report.GitHub, false)
	st, _ := check.Run(context.Background(), strings.NewReader(pgn), check.Options{Options: pipeline.Options{Name: "games, 2024.pgn"}}, p.Print)
	p.PrintSummary(report.Totals{Files: 1, Games: st.Games, Errors: st.Errors, Warnings: st.Warnings}) // errors first
	p.Flush()
	// Output:
	// ::error file=games%2C 2024.pgn,line=1,col=24,title=illegal-move::illegal move 3.Bxf7: no bishop can reach f7
	// ::warning file=games%2C 2024.pgn,line=1,col=1,title=missing-tag::missing tags Event, Site, Date, Round, White, Black, Result (Seven Tag Roster)
	// checked 1 game in 1 file: 1 error, 1 warning
}
