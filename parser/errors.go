package parser

import (
	"fmt"
	"strings"

	"github.com/notaz/notaz/diag"
)

// Pos is a position in the input stream. Offsets are absolute byte offsets
// from the start of the stream (a UTF-8 BOM included), so positions from
// different games of one stream compare directly. The column is not stored:
// a dump can have a billion lines, and the column is only needed when a
// message is printed (see Game.Column).
type Pos struct {
	Offset    int64 // byte offset of the first byte
	Line      int32 // 1-based line number; CR, LF and CRLF each end a line
	LineStart int64 // byte offset of the first byte of that line
}

// IsValid reports whether p was set (line numbers start at 1).
func (p Pos) IsValid() bool { return p.Line > 0 }

// Kind classifies an Error.
type Kind uint8

const (
	// Syntax is an error that made the reader give up on a game.
	Syntax Kind = iota
	// Stray is text between games that belongs to no game and was skipped.
	Stray
	// Lenient is input the reader accepted although PGN does not allow it
	// (typographic quotes, an unescaped quote in a tag value, a stray
	// brace). Strict mode reports these.
	Lenient
)

func (k Kind) String() string {
	switch k {
	case Syntax:
		return "syntax error"
	case Stray:
		return "stray text"
	case Lenient:
		return "lenient syntax"
	}
	return "?"
}

// Error is a problem at a position in the input. The reader returns *Error
// for syntax errors and stores warnings (Stray, Lenient) in Game.Warnings.
type Error struct {
	File string // from Options.Name; may be empty
	Pos  Pos
	Col  int // 1-based column in characters, computed when the error is made
	Game int // 1-based game number in the stream; 0 if between games
	Kind Kind
	Msg  string
}

// Error formats the error like go vet: "file:line:col: message".
func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		b.WriteByte(':')
	}
	fmt.Fprintf(&b, "%d:%d: ", e.Pos.Line, e.Col)
	if e.Game > 0 {
		fmt.Fprintf(&b, "game %d: ", e.Game)
	}
	b.WriteString(e.Msg)
	return b.String()
}

// Diagnostic is e as a diagnostic: syntax errors are errors, stray text
// and lenient syntax warnings, all under the code syntax.
func (e *Error) Diagnostic() diag.Diagnostic {
	s := diag.Warning
	if e.Kind == Syntax {
		s = diag.Error
	}
	return diag.Diagnostic{File: e.File, Offset: e.Pos.Offset, Line: int(e.Pos.Line), Column: e.Col,
		Game: e.Game, Severity: s, Code: diag.Syntax, Msg: e.Msg}
}
