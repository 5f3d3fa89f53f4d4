package diag

import (
	"fmt"
	"strconv"
	"strings"
)

// Text is a message in a form a front end can translate: Format is the
// English wording with fmt verbs, which is also its key in the message
// catalogs (package i18n), and Args fill it. An argument that is a Text or
// a Word is translated with it; every other argument is data (a move as
// written, a square, a number, quoted input) and printed as it is.
//
// A Text without arguments is a literal: its Format is printed as it is
// (a '%' in it is not a verb), so that wording read from the input can
// never be taken for a format.
//
// Emitters build one only on the path that reports something: the
// arguments cost an allocation, and diagnostics are rare.
type Text struct {
	Format string
	Args   []any
}

// T is the Text of format and args: T("no %s can reach %s", role, sq).
func T(format string, args ...any) Text { return Text{Format: format, Args: args} }

// String is the message in English: fmt.Sprintf of Format and Args, with
// the Texts among Args in English too.
func (t Text) String() string {
	if len(t.Args) == 0 {
		return t.Format
	}
	args := t.Args
	for i, a := range t.Args {
		if sub, ok := a.(Text); ok {
			if &args[0] == &t.Args[0] {
				args = append([]any(nil), t.Args...)
			}
			args[i] = sub.String()
		}
	}
	return fmt.Sprintf(t.Format, args...)
}

// IsZero reports whether t is the zero Text (no message).
func (t Text) IsZero() bool { return t.Format == "" && t.Args == nil }

// Word is an English word or phrase that is an argument of a Text (a
// piece, a side, a language, how a game ended): the catalogs translate it
// on its own. In English it is printed as it is.
type Word string

// Join is the Text of a message followed by more of it, separated by
// "; " as notaz's messages are ("illegal move 4.Bxf7: …; read as …").
func Join(t, more Text) Text { return T("%s; %s", t, more) }

// Message is d's message in translatable form: Text when the emitter set
// it, else Msg as a literal (a fixed English sentence is its own key).
func (d *Diagnostic) Message() Text {
	if !d.Text.IsZero() {
		return d.Text
	}
	return Text{Format: d.Msg}
}

// SetText sets the message: Text, and Msg to its English.
func (d *Diagnostic) SetText(t Text) {
	d.Text, d.Msg = t, t.String()
}

// Append adds more to the message, after "; " (Join), in both forms.
func (d *Diagnostic) Append(more Text) {
	d.SetText(Join(d.Message(), more))
}

// Number is a count inside a message, printed with the digits grouped as
// the language groups them: "250,000" in English, "250.000" in Italian.
type Number int

// String is the English form: groups of three digits split by commas.
func (n Number) String() string {
	s := strconv.Itoa(int(n))
	start := 0
	if n < 0 {
		start = 1
	}
	for i := len(s) - 3; i > start; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Or lists items (moves) as a message names them: "Td1, Ce1 or De1".
func Or(items []string) Text {
	switch len(items) {
	case 0:
		return Text{}
	case 1:
		return T("%s", items[0]) // data, not a key
	}
	return T("%s or %s", strings.Join(items[:len(items)-1], ", "), items[len(items)-1])
}

// OrOnly lists items joined by "or" alone: "exd4 or Nxd4 or Qxd4".
func OrOnly(items []string) Text {
	if len(items) == 0 {
		return Text{}
	}
	t := T("%s", items[0])
	for _, it := range items[1:] {
		t = T("%s or %s", t, it)
	}
	return t
}

// TextError is an error whose message is a Text, so that a front end can
// show it in its language (errors.As, then i18n's Lang.Text); Error() is
// the English. Wrapped, when set, is what errors.Is and errors.As find
// beneath it (a sentinel such as locales.ErrUnknown).
type TextError struct {
	Text    Text
	Wrapped error
}

// Errorf is the TextError of format and args, wrapping wrapped (or nil).
func Errorf(wrapped error, format string, args ...any) error {
	return &TextError{Text: T(format, args...), Wrapped: wrapped}
}

func (e *TextError) Error() string { return e.Text.String() }

func (e *TextError) Unwrap() error { return e.Wrapped }
