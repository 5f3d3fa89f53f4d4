package parser

import "github.com/notaz-chess/notaz/diag"

// The reader's diagnostics by kind, as the tests tell them apart: a syntax
// error, stray text between games, lenient syntax inside a game.
const (
	syntaxError = "syntax error"
	stray       = "stray text"
	lenient     = "lenient syntax"
)

func kindOf(d diag.Diagnostic) string {
	switch {
	case d.Severity == diag.Error:
		return syntaxError
	case d.Game == 0: // between games: no game carries it
		return stray
	}
	return lenient
}
