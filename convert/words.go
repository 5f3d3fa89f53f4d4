package convert

import (
	"github.com/notaz-chess/notaz/diag"

	"github.com/notaz-chess/notaz/descriptive"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/writer"
)

// SetFrom sets how moves are read from the word a front end offers for
// it, as `notaz convert --from` takes it: "" or "auto" detects each
// game's language, "pgn" reads standard (English) SAN, and a language
// code, tag or name ("it", "de-CH", "Polish", "fig") fixes the letters.
func (o *Options) SetFrom(from string) error {
	o.Replay.Auto, o.Replay.Locale, o.Replay.Descriptive = false, nil, nil
	switch from {
	case "", "auto":
		o.Replay.Auto = true
	case "pgn":
	default:
		if d := descriptive.Lookup(from); d != nil {
			o.Replay.Descriptive = d
			return nil
		}
		l, err := locales.Lookup(from)
		if err != nil {
			return err
		}
		o.Replay.Locale = l
	}
	return nil
}

// SetOutput sets what is written from the two words a front end offers,
// as `notaz convert --to --format` take them: to is "" or "pgn" for
// English letters, or a language ("it", "fig"); format is "" or "pgn",
// "uci", "lalg" or "json". They combine, except that UCI has no letters.
func (o *Options) SetOutput(to, format string) error {
	var w writer.Options
	switch format {
	case "", "pgn":
	case "uci":
		w.Notation = writer.NotationUCI
	case "lalg":
		w.Notation = writer.NotationLong
	case "json":
		w.Format = writer.JSON
	case "html":
		w.Format = writer.HTML // with SetDocument
	default:
		return diag.Errorf(nil, "unknown format %q (pgn, uci, lalg, json or html)", format)
	}
	if d := descriptive.Lookup(to); d != nil {
		if w.Format == writer.JSON || w.Notation != writer.NotationSAN {
			return diag.Errorf(nil, "descriptive notation is written in PGN only (to %s)", to)
		}
		w.Descriptive = d
	} else if to != "" && to != "pgn" {
		l, err := locales.Lookup(to)
		if err != nil {
			return err
		}
		if w.Notation == writer.NotationUCI && l.Code != "en" {
			// Coordinates have no piece letters: a language would
			// silently change nothing.
			return diag.Errorf(nil, "format uci has no piece letters (to %s)", to)
		}
		if l.Code != "en" {
			w.Letters = l.Output()
		}
	}
	o.Writer = w
	return nil
}
