package diag

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Code names a kind of finding. Codes are stable: scripts and CI rules
// match on them. Every code emitted anywhere is in Table.
type Code string

// The codes, in the order of Table.
const (
	Syntax         Code = "syntax"
	Illegal        Code = "illegal-move"
	Ambiguous      Code = "ambiguous-move"
	FEN            Code = "fen-invalid"
	Variant        Code = "unknown-variant"
	ResultMismatch Code = "result-mismatch"
	MovesAfterEnd  Code = "moves-after-end"
	Language       Code = "language"
	Nonstandard    Code = "nonstandard-san"
	CheckMark      Code = "check-mark"
	MoveNumber     Code = "move-number"
	SideLine       Code = "side-line"
	MissingTag     Code = "missing-tag"
	BadTag         Code = "bad-tag-value"
	SetupMissing   Code = "setup-missing"
	DuplicateTag   Code = "duplicate-tag"
	Note           Code = "note"
	Encoding       Code = "encoding"
	IO             Code = "io"

	// Brackets and '$' that PGN's grammar cannot place, read as text by
	// the PGN reader (package parser): a game is never rejected for them.
	UnclosedBracket Code = "unclosed-bracket"
	StrayBracket    Code = "stray-bracket"
	DollarText      Code = "dollar-text"

	// The decoder's readings of real text (package prose), each its own.
	ProseText      Code = "prose-text"
	ProseResult    Code = "prose-result"
	ProseBracket   Code = "prose-bracket"
	ProseDash      Code = "prose-dash"
	ProseCross     Code = "prose-cross"
	ProseCaptured  Code = "prose-captured"
	ProseMate      Code = "prose-mate-word"
	ProseGlued     Code = "prose-glued"
	ProseLowercase Code = "prose-lowercase"
	ProseReader    Code = "prose-notation"

	// More prose spellings (issue 19 item 5), each its own.
	ProseDoubleDash Code = "prose-double-dash"
	ProseSpacedSign Code = "prose-spaced-sign"
	ProseMixed      Code = "prose-mixed-letters"

	// A chess font's figurines read by their code points.
	ProseFont Code = "prose-font"
	// A symbol no letter set reads, taken as the one piece kind the board
	// allows.
	ProseGlyph Code = "prose-glyph"
)

// Info describes a code at one severity. A code may be listed twice, once
// as an error and once as a warning (syntax: the reader gave up, or read
// lenient input; language: ambiguous letters, or another language's).
type Info struct {
	Code     Code
	Severity Severity
	What     string // one line, Markdown allowed (backquotes)
}

// Table is every code notaz emits, errors first. docs/ci.md and
// `notaz check --help` are generated from it (a test compares them).
var Table = [...]Info{
	{Syntax, Error, "the reader gave up on the game, or a move cannot be read at all"},
	{Illegal, Error, "no legal move matches (the message ends with the closest legal moves, in the game's letters); when one missing move or two swapped moves make the next moves legal, the message says which"},
	{Ambiguous, Error, "several legal moves match"},
	{FEN, Error, "the FEN tag is not a legal position"},
	{Variant, Error, "a Variant tag notaz does not play"},
	{ResultMismatch, Error, "the Result tag contradicts the result token, or the result contradicts the final position (checkmate recorded as a draw or for the wrong side, stalemate recorded as a win in chess; in Shatranj stalemate and bare king win)"},
	{MovesAfterEnd, Error, "moves after checkmate or stalemate"},
	{Language, Error, "the piece letters read as different legal moves in two languages, neither of them standard English SAN nor the language of the games before (use `--from`)"},
	{SideLine, Error, "a numbered move fits two places (the main line, or side lines quoted in it with their own numbers), and the moves that follow are legal in both: notaz does not guess which"},
	{UnclosedBracket, Error, "(check) in a game with tags, a comment `{`, a variation `(` or a text in `[ ]` still open where the game's text is cut short (the input ends, or the next game's tags come), with moves before it and no result inside it: the game is incomplete; convert reads it (see the warning). With no move before it, the game's result inside it, or in text without tags (read by the decoder), it is a `syntax` error"},
	{IO, Error, "a file could not be read (missing, unreadable, a truncated or corrupt compressed file): exit status 3, the other files are still checked; a record of its own in the JSON, GitHub and SARIF formats, a message on standard error in text"},
	{Nonstandard, Warning, "a lenient spelling notaz accepted: `0-0`, `++`, `e8Q`, `e8(Q)`, a missing `x`, needless disambiguation, castling written as a king move, long algebraic, coordinate moves without the piece letter (`g1f3`, `e1g1`), `:` for captures, a result written `½-½` …"},
	{CheckMark, Warning, "a missing or wrong `+` / `#`"},
	{MoveNumber, Warning, "a main-line move number that contradicts the board and that no side line explains"},
	{SideLine, Warning, "a main-line move whose number goes back to a ply already played, legal there: read as a side line (a PGN variation) from that ply, until a number continues the main line"},
	{MissingTag, Warning, "a tag of the Seven Tag Roster is missing"},
	{BadTag, Warning, "Date not `YYYY.MM.DD` (`?` allowed), Round not `1`, `3.2`, `?` or `-`, Result not one of the four, SetUp not 0 or 1"},
	{SetupMissing, Warning, "a FEN tag without `SetUp \"1\"`"},
	{DuplicateTag, Warning, "the same tag twice"},
	{Language, Warning, "a game written in another language's letters (under `--from auto`), a move read with another language's letters, or a move in English letters read in the language of the games before it (or of enough other moves)"},
	{ResultMismatch, Warning, "(convert) the Result tag contradicts the result token: both are written as they are"},
	{FEN, Warning, "the FEN tag claims castling rights or an en passant square its placement rules out (or a move counter `-`): dropped, and the game read from the repaired position"},
	{Note, Warning, "notaz inferred something (a Shatranj setup)"},
	{Encoding, Warning, "input that is not UTF-8 where the evidence did not decide the encoding, or no encoding read it as text: read as Windows-1252 or the narrow favourite (use `--encoding`)"},
	{Syntax, Warning, "stray text between games, lenient syntax (typographic quotes, a result inside a variation), no result token"},
	{UnclosedBracket, Warning, "(convert) a comment, variation or text in brackets still open where the game's text is cut short, closed there: the moves before it kept, the text after the bracket kept as its comment; the finding names the bracket's line and column"},
	{StrayBracket, Warning, "(a game with tags) a `(` before the game's first move or a `)` that closes nothing: PGN has no variation there, so it is read as text (a comment)"},
	{DollarText, Warning, "(a game with tags) a `$` not followed by digits (a diagram's row, a price): no NAG, read as text (a comment)"},
	{ProseText, Warning, "(a game read from running text) prose between the moves read as comments, one line per game; a move-like token read as text where a move could have stood, each named"},
	{ProseResult, Warning, "(running text) a result inside a quoted line, read as text because the game's numbering goes on after it; or a word written in a numbered move's place (`17.uppg.`), read as the game's end"},
	{ProseBracket, Warning, "(running text) an unbalanced or mismatched bracket in the prose, recovered at the paragraph's end or where the numbering resumes"},
	{ProseDash, Warning, "(running text) an en or em dash read as '-' in long algebraic or castling (`e2—e4`, `0—0`)"},
	{ProseCross, Warning, "(running text) `×`, `X` or Cyrillic `х` read as the capture sign"},
	{ProseCaptured, Warning, "(running text) the captured piece named after the capture sign (`CxCç3`, `Sd7xSe5`)"},
	{ProseMate, Warning, "(running text) a mate word glued to the move (`Rd8mate`, `Df7matto`) read as `#`"},
	{ProseGlued, Warning, "(running text) moves and move numbers written without spaces, split (`1.d4Nf62.c4b6`, `14...gxh615.Qd2`)"},
	{ProseLowercase, Warning, "(running text) a lowercase piece letter where only the capital reading is legal (`βα5`, `nf3`)"},
	{ProseReader, Warning, "(running text) a move read in another notation plugged into the decoder"},
	{ProseDoubleDash, Warning, "(running text) the dash of long algebraic written twice (`d2--d4`, OCR's or a typewriter's) read as one"},
	{ProseSpacedSign, Warning, "(running text) a capture sign or dash standing apart from its two squares (`c5 × d4`, `e2 - e4`, `c4 : d5`) read as one move where the board takes it so"},
	{ProseMixed, Warning, "(running text) a piece letter of another letter set written with the game's own file letters (`Nδ2` in a Greek score) read as that piece"},
	{ProseFont, Warning, "(running text) a chess font's figurine code points read as figurines (`¤f3` for ♘f3, ChessBase fonts), where the whole game then replays"},
	{ProseGlyph, Warning, "(running text) a symbol in a move's piece place that the game's letter set does not read (`¦h8` in a Portuguese score, a font no table knows) taken as the one piece kind with which the move is legal and the written moves after it replay, the same kind throughout"},
}

// Known reports whether code is listed in Table at severity s.
func Known(code Code, s Severity) bool {
	return slices.ContainsFunc(Table[:], func(i Info) bool { return i.Code == code && i.Severity == s })
}

// Codes returns every code of Table once, in its order (errors first).
func Codes() []Code {
	var cs []Code
	for _, i := range Table {
		if !slices.Contains(cs, i.Code) {
			cs = append(cs, i.Code)
		}
	}
	return cs
}

// Markdown is Table as a Markdown table (code, severity, what), the form
// docs/ci.md holds.
func Markdown() string {
	var b strings.Builder
	b.WriteString("| code | severity | what |\n|---|---|---|\n")
	for _, i := range Table {
		b.WriteString("| `" + string(i.Code) + "` | " + i.Severity.String() + " | " + i.What + " |\n")
	}
	return b.String()
}

// Summary lists the codes by severity, wrapped for a help text:
//
//	errors:   syntax, illegal-move, ...
//	warnings: nonstandard-san, ...
func Summary(indent string, width int) string {
	return SummaryWith(indent, width, "errors:", "warnings:")
}

// SummaryWith is Summary with its two headings in other words (a help
// text in another language): the code lists line up after the longer.
func SummaryWith(indent string, width int, errors, warnings string) string {
	w := max(utf8.RuneCountInString(errors), utf8.RuneCountInString(warnings)) + 1
	pad := func(s string) string { return s + strings.Repeat(" ", w-utf8.RuneCountInString(s)) }
	var b strings.Builder
	for _, s := range [...]Severity{Error, Warning} {
		head := indent + pad(errors)
		if s == Warning {
			head = indent + pad(warnings)
		}
		line := head
		first := true
		for _, i := range Table {
			if i.Severity != s {
				continue
			}
			word := string(i.Code)
			if !first {
				line += ","
				if len(line)+1+len(word) > width {
					b.WriteString(line + "\n")
					line = strings.Repeat(" ", utf8.RuneCountInString(head))
				} else {
					line += " "
				}
			}
			line += word
			first = false
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}
