package convert

import (
	"fmt"

	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/writer"
)

// SetStyle sets the signs moves are written with, from the word a front
// end offers (`notaz convert --style`): "" or "pgn" is the PGN standard's,
// "print" the print style of the output language (to: "" or "pgn" is
// English), its publishers' capture, castling, mate and result signs and
// move numbers (locales.Style, docs/style-print.md). Print style is SAN's:
// UCI, long algebraic and JSON have no use for it. Call it after SetOutput.
func (o *Options) SetStyle(style, to string) error {
	switch style {
	case "", "pgn":
		o.Writer.Style = nil
		return nil
	case "print":
	default:
		return fmt.Errorf("unknown style %q (pgn or print)", style)
	}
	if o.Writer.Notation != writer.NotationSAN || o.Writer.Format == writer.JSON {
		return fmt.Errorf("style print is for SAN movetext (format pgn or html)")
	}
	if to == "" || to == "pgn" {
		to = "en"
	}
	l, err := locales.Lookup(to)
	if err != nil {
		return err
	}
	st := l.PrintStyle()
	o.Writer.Style = &st
	return nil
}
