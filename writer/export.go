package writer

import (
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
)

// ExportTags calls tag for every tag the PGN and JSON output write for g:
// the Seven Tag Roster in order (missing ones as "?", Result in PGN
// spelling), the other tags in input order, then the tags the output needs
// (SetUp, FEN, Variant). Other writers (Parquet) use it so that every
// output says the same about a game.
func ExportTags(g *replay.Game, tag func(name, value string)) {
	exportTags(g, resultToken(g.Source), tag)
}

// Result returns the result written for src: the movetext's result token
// in PGN spelling, else the Result tag's, else "*".
func Result(src *parser.Game) string { return resultToken(src) }

// AppendMovetext appends g's movetext as AppendGame writes it after the
// tags: moves, numbers, comments, NAGs and variations in opts' notation
// and letters, lines under MaxLine, the result, and one newline. A game
// whose replay failed has no movetext: dst is returned unchanged.
func AppendMovetext(dst []byte, g *replay.Game, opts *Options) []byte {
	if g.Err != nil {
		return dst
	}
	w := lineWriter{buf: dst, letters: opts.letters(), notation: opts.notation()}
	w.ascii = asciiLetters(w.letters)
	w.line(&g.Moves)
	w.word(resultToken(g.Source))
	return append(w.buf, '\n')
}
