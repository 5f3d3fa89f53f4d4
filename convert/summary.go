package convert

import "github.com/notaz-chess/notaz/i18n"

// Summary is the line that ends a conversion in the language of l (nil
// is English), worded like check's:
// "converted 72,474 games from 1 file: 0 errors, 16 warnings". When some
// games could not be converted it says how many were, of how many, and
// where the others went: rejects names the file that holds them, or is
// "" when they were copied verbatim to the output:
// "converted 72,471 of 72,474 games from 1 file: 3 errors, 16 warnings;
// 3 rejected, written to rejects.pgn", in Italian "convertite 72.471
// partite su 72.474 da 1 file: 3 errori, 16 avvisi; 3 scartate, scritte
// in rejects.pgn".
func Summary(l *i18n.Lang, files int, st Stats, rejects string) string {
	var s string
	if st.Rejected > 0 {
		s = l.Sprintf("converted %d of %d games from %d files: %d errors, %d warnings", st.Games-st.Rejected, st.Games, files, st.Errors, st.Warnings)
	} else {
		s = l.Sprintf("converted %d games from %d files: %d errors, %d warnings", st.Games, files, st.Errors, st.Warnings)
	}
	switch {
	case st.Rejected == 0:
	case rejects == "":
		s += l.Sprintf("; %d rejected, copied verbatim to the output", st.Rejected)
	default:
		s += l.Sprintf("; %d rejected, written to %s", st.Rejected, rejects)
	}
	return s
}
