// Package san reads one move token as real scores write it: Parse turns
// it into the language-neutral board.SAN using a table of piece letters from package locales (a locale's Input, or
// locales.Standard for English SAN, the default). Coordinate notation
// without a piece letter (UCI's "g1f3", "e1-g1", "e2e4") sets
// board.SAN.FromBoard: the piece is the one on the from-square, which
// board.Resolve takes from the board (the king's two-square move is then
// castling), and reports as a lenient spelling. A move a pawn could make
// stays a pawn move here, so that its promotion is read ("e7e8q",
// "d7d8b": after a whole from-square a lower-case b is the bishop).
//
// Parse is the lenient reading: every spelling beyond strict SAN that it
// accepts (0-0, ':' captures, long algebraic, the letters of any table,
// mate words, full-width forms …) is recorded in board.SAN.Spelling.
// Whatever board.ParseSAN, the strict grammar, accepts, Parse reads as
// the same move with no spelling recorded (TestStrictAgrees,
// FuzzStrictAgrees). The lexer in package parser calls Parse to tell a
// move from other text, which is why this package sits below it.
package san
