package writer

import (
	"errors"
	"fmt"

	"github.com/notaz-chess/notaz/descriptive"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
)

// The reasons an OptionError gives (its Kind), for a front end that
// words its own message (the command line names its flags).
var (
	ErrFormat      = errors.New("unknown format")
	ErrUCILetters  = errors.New("uci has no piece letters")
	ErrDescriptive = errors.New("descriptive notation is written in PGN only")
	ErrStyle       = errors.New("unknown style")
	ErrStyleSAN    = errors.New("print style is for SAN movetext")
)

// OptionError is an option word OptionsFor cannot use.
type OptionError struct {
	Option string // "to", "format" or "style"
	// Kind is one of the Err values above, or nil when Err is another
	// package's (an unknown language: locales.Lookup's).
	Kind error
	Err  error // the message
}

func (e *OptionError) Error() string { return e.Err.Error() }

func (e *OptionError) Unwrap() []error {
	if e.Kind == nil {
		return []error{e.Err}
	}
	return []error{e.Kind, e.Err}
}

// OptionsFor is what is written, from the three words every front end
// offers (`notaz convert --to --format --style`, the page's menus,
// notaz.WriteOptions): to is "" or "pgn" for English letters, a language
// ("it", "Deutsch", "fig") or a descriptive notation ("descriptive");
// format is "" or "pgn", "uci", "lalg", "json" or "html" (then see
// AppendHTML for the document); style is "" or "pgn" for the PGN
// standard's signs, or "print" for the publishers' of the output language
// (locales.Style, docs/style-print.md). They combine, except that UCI has
// no letters, descriptive notation is PGN only, and print style is SAN's.
// The error is an *OptionError.
func OptionsFor(to, format, style string) (Options, error) {
	var w Options
	switch format {
	case "", "pgn":
	case "uci":
		w.Notation = NotationUCI
	case "lalg":
		w.Notation = NotationLong
	case "json":
		w.Format = JSON
	case "html":
		w.Format = HTML
	default:
		return w, &OptionError{"format", ErrFormat, diag.Errorf(nil, "unknown format %q (pgn, uci, lalg, json or html)", format)}
	}
	if d := descriptive.Lookup(to); d != nil {
		if w.Format == JSON || w.Notation != NotationSAN {
			return w, &OptionError{"to", ErrDescriptive, diag.Errorf(nil, "descriptive notation is written in PGN only (to %s)", to)}
		}
		w.Descriptive = d
	} else if to != "" && to != "pgn" {
		l, err := locales.Lookup(to)
		if err != nil {
			return w, &OptionError{"to", nil, err}
		}
		if w.Notation == NotationUCI && l.Code != "en" {
			// Coordinates have no piece letters: a language would
			// silently change nothing.
			return w, &OptionError{"to", ErrUCILetters, diag.Errorf(nil, "format uci has no piece letters (to %s)", to)}
		}
		if l.Code != "en" {
			w.Letters = l.Output()
		}
	}
	return w, w.setStyle(style, to)
}

// setStyle sets the print style of the language to, for style "print".
func (w *Options) setStyle(style, to string) error {
	switch style {
	case "", "pgn":
		return nil
	case "print":
	default:
		return &OptionError{"style", ErrStyle, fmt.Errorf("unknown style %q (pgn or print)", style)}
	}
	if w.Notation != NotationSAN || w.Format == JSON {
		return &OptionError{"style", ErrStyleSAN, fmt.Errorf("style print is for SAN movetext (format pgn or html)")}
	}
	if to == "" || to == "pgn" {
		to = "en"
	}
	l, err := locales.Lookup(to)
	if err != nil {
		return &OptionError{"style", nil, err}
	}
	st := l.PrintStyle()
	w.Style = &st
	return nil
}
