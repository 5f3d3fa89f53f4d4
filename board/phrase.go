package board

import "fmt"

// Phrase is an error message in a form a front end can translate: an
// English format and its arguments. Roles, Colors, Variants and Phrases
// among the arguments are words to translate; squares, numbers and text
// are data. Error() strings are the English. (package replay turns a
// Phrase into a diag.Text; board imports nothing of notaz.)
type Phrase struct {
	Format string
	Args   []any
}

func phrase(format string, args ...any) Phrase { return Phrase{format, args} }

// String is the phrase in English.
func (p Phrase) String() string {
	if len(p.Args) == 0 {
		return p.Format
	}
	return fmt.Sprintf(p.Format, p.Args...)
}

// set sets the message of e: Phrase and its English, Msg.
func (e *MoveError) set(format string, args ...any) {
	e.Phrase = Phrase{format, args}
	e.Msg = e.Phrase.String()
}

// Error makes a Phrase an error (checkRight's reasons).
func (p Phrase) Error() string { return p.String() }
