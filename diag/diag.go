// Package diag is notaz's one kind of diagnostic: a finding at a place in
// the input, with a severity and a stable code from one table. The parser,
// replay and check emit Diagnostic values; convert, check and the command
// line only print them. Messages carry data (moves, squares, languages),
// never command-line wording: a front end adds its own hints (see Hint).
package diag

import (
	"fmt"
	"strconv"
)

// Severity of a diagnostic.
type Severity uint8

const (
	// Warning is input notaz read although PGN does not allow it, or
	// something it inferred; the game is still converted.
	Warning Severity = iota
	// Error makes a game wrong: it cannot be converted (or, for check, it
	// contradicts itself).
	Error
)

func (s Severity) String() string {
	if s == Error {
		return "error"
	}
	return "warning"
}

// Diagnostic is one finding, positioned in the input.
type Diagnostic struct {
	File   string // the input's name; may be empty
	Offset int64  // byte offset in the stream (a BOM included), for ordering
	Line   int    // 1-based; 0 when the finding has no place
	Column int    // 1-based, in characters (not bytes)
	Game   int    // 1-based game number in the stream; 0 between games

	Severity Severity
	Code     Code
	Ply      int    // 1-based ply of the move from the start position, 0 if none
	Move     string // the move as written, with its number ("4.Bxf7"), if any
	Msg      string // the message in English
	// Text is the message in translatable form (see Message, SetText);
	// zero when Msg is a fixed sentence, which is then its own key.
	Text Text

	// FEN of the position before the move, and suggested moves, best
	// first, for illegal and ambiguous moves. Suggestions are canonical SAN
	// in English letters, a stable form for scripts; a front end writes
	// them in the game's letters (Locale) for the side to move in FEN.
	FEN         string
	Suggestions []string
	// Locale is the code of the language the game's piece letters were
	// read in ("it", "ru", "fig"); "" is English. Moves named in Msg are
	// already written in these letters.
	Locale string
	// Source is the input line of the finding, when the emitter was asked
	// for it (check --board prints it with a caret under Column).
	Source string
	// Remedy is what a front end can offer the user, in its own words
	// (the command line says "use --from").
	Remedy Remedy
	// Identity names the game the finding is in, when the emitter was
	// asked for it (check's JSON and SARIF output): shared by the findings
	// of one game, nil between games.
	Identity *Identity
	// Info marks a remark the user asked for (convert -v: "read as
	// Italian"): shown as a note, never counted as a warning.
	Info bool
}

// Identity is what names a game for a reader of findings: the tags of the
// Seven Tag Roster that tell one game from another ("" when absent).
type Identity struct {
	Event, Date, Round, White, Black string
}

// Remedy names a way out that a front end can offer for a finding.
type Remedy uint8

const (
	NoRemedy Remedy = iota
	// ChooseLanguage: the piece letters read as different legal games in
	// two languages; the user must say which one the score is in.
	ChooseLanguage
)

// Error formats d like go vet: "file:line:col: severity: game N: message"
// (without the place when Line is 0).
// A *Diagnostic is an error: the parser returns one for a syntax error.
func (d *Diagnostic) Error() string { return d.String() }

// String is the one-line form: "file:line:col: severity: game N: message",
// with control characters escaped (see Escape).
func (d Diagnostic) String() string {
	b := make([]byte, 0, 64+len(d.File)+len(d.Msg))
	if d.File != "" {
		b = append(b, Escape(d.File)...)
		if d.Line == 0 {
			b = append(b, ": "...)
		}
	}
	if d.Line > 0 { // a game built in code has no place in a file
		if d.File != "" {
			b = append(b, ':')
		}
		b = strconv.AppendInt(b, int64(d.Line), 10)
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(d.Column), 10)
		b = append(b, ": "...)
	}
	if d.Info {
		b = append(b, "note"...)
	} else {
		b = append(b, d.Severity.String()...)
	}
	b = append(b, ": "...)
	if d.Game > 0 {
		b = fmt.Appendf(b, "game %d: ", d.Game)
	}
	return string(append(b, Escape(d.Msg)...))
}
