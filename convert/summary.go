package convert

import (
	"fmt"

	"github.com/notaz-chess/notaz/internal/words"
)

// Summary is the line that ends a conversion, worded like check's:
// "converted 72,474 games from 1 file: 0 errors, 16 warnings". When some
// games could not be converted it says how many were, of how many, and
// where the others went: rejects names the file that holds them, or is
// "" when they were copied verbatim to the output:
// "converted 72,471 of 72,474 games from 1 file: 3 errors, 16 warnings;
// 3 rejected, written to rejects.pgn".
func Summary(files int, st Stats, rejects string) string {
	games := words.Count(st.Games, "game")
	if st.Rejected > 0 {
		games = words.Number(st.Games-st.Rejected) + " of " + games
	}
	s := fmt.Sprintf("converted %s from %s: %s, %s", games, words.Count(files, "file"),
		words.Count(st.Errors, "error"), words.Count(st.Warnings, "warning"))
	switch {
	case st.Rejected == 0:
	case rejects == "":
		s += fmt.Sprintf("; %s rejected, copied verbatim to the output", words.Number(st.Rejected))
	default:
		s += fmt.Sprintf("; %s rejected, written to %s", words.Number(st.Rejected), rejects)
	}
	return s
}
