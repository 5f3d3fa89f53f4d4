package report_test

import (
	"fmt"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/report"
)

// A finding's suggestions are data in English SAN; Message writes them in
// the letters of the game the move was read in.
func ExampleMessage() {
	d := diag.Diagnostic{
		Severity:    diag.Error,
		Code:        diag.Illegal,
		Msg:         "illegal move 7.Rd1: no king can reach d1",
		FEN:         "r2qk2r/ppp2ppp/2np1n2/2b1p3/2B1P1b1/3P1N2/PPP1QPPP/RNB2RK1 w kq - 2 7",
		Suggestions: []string{"Rd1", "Qd1"},
		Locale:      "it",
	}
	fmt.Println(report.Message(d, nil))
	d.Locale = "de"
	fmt.Println(report.Suggestions(d))
	// Output:
	// illegal move 7.Rd1: no king can reach d1; did you mean Td1 or Dd1?
	// [Td1 Dd1]
}
