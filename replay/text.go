package replay

import (
	"errors"
	"strings"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
)

// ErrorText is err's message in translatable form (diag.Text), for a front
// end to say in its language (i18n's Lang.Text): the board's, the
// parser's and diag.TextError carry one; any other error is a literal.
func ErrorText(err error) diag.Text { return errText(err) }

// errText is err's message in translatable form (diag.Text): the board's
// and the parser's errors carry one; any other error is a literal.
func errText(err error) diag.Text {
	var te *diag.TextError
	if errors.As(err, &te) {
		return te.Text
	}
	switch e := err.(type) {
	case *board.MoveError:
		if e.Phrase.Format != "" {
			return phraseText(e.Phrase)
		}
	case *board.FENError:
		return diag.T("invalid FEN: %s: %s", diag.Word(e.Field), phraseText(e.Phrase))
	case interface{ Text() diag.Text }:
		return e.Text()
	}
	return diag.Text{Format: err.Error()}
}

// phraseText is p as a diag.Text, the phrases among its arguments too.
func phraseText(p board.Phrase) diag.Text {
	if len(p.Args) == 0 {
		return diag.Text{Format: p.Format}
	}
	args := make([]any, len(p.Args))
	for i, a := range p.Args {
		if ph, ok := a.(board.Phrase); ok {
			a = phraseText(ph)
		}
		args[i] = a
	}
	return diag.Text{Format: p.Format, Args: args}
}

// familyText names the languages that share l's letters, as words to
// translate: "German/Swedish/Danish".
func familyText(l *locales.Locale) diag.Text {
	names := familyOf(l).names
	args := make([]any, len(names))
	for i, n := range names {
		args[i] = diag.Word(n)
	}
	return diag.T(strings.Repeat("%s/", len(names)-1)+"%s", args...)
}
