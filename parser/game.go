package parser

import (
	"io"
	"unicode/utf8"
	"unsafe"

	"github.com/notaz-chess/notaz/diag"
)

// Tag is one tag pair, [Name "Value"], with the value unescaped.
type Tag struct {
	Name, Value string
	Pos         Pos // position of the '['
}

// Comment is a {brace} or ;line comment. Text excludes the braces or the
// semicolon and the line ending; it is otherwise exactly as written
// (line breaks inside a brace comment are kept).
type Comment struct {
	Text string
	Pos  Pos // position of the '{' or ';'
	// Prose is set for words written between moves without braces and
	// read as a comment (with a warning): a replay error on the move after
	// it should say so, since the words may have been a mistyped move.
	Prose bool
}

// Line is a sequence of moves: the main line of a game or a variation.
type Line struct {
	Moves []*Move
	// Comments holds what no move can carry: the comments of a line that
	// has no moves, and comments that follow the last move's variations.
	// Comments right after the last move are in that move's After.
	Comments []Comment
	// After holds, for a variation, the comments written after its
	// closing parenthesis when another variation of the same move follows:
	// the {c} of "3. Bb5 (3. Bc4) {c} (3. d4) 3... a6". Comments after a
	// move's last variation are in the next move's Before (or the
	// enclosing line's Comments), as they always were. A writer keeps the
	// order by writing After right after the variation's ')'. Always nil
	// for a game's main line.
	After []Comment
}

// Move is one move node. The text is not interpreted: ParseSAN reads it.
//
// A game has a node per move, so the node is kept small (40 bytes): its
// text is a pointer and a length into Game.Raw, its position is packed,
// and what few moves carry (NAGs, comments, variations) is held out of
// line. Read it through the methods.
type Move struct {
	text   *byte // the first byte of Text, in Game.Raw
	offset int64 // Pos().Offset
	n      uint32
	line   int32 // Pos().Line
	// col is Pos().Offset - Pos().LineStart; farLine when that does not
	// fit, with LineStart in notes.
	col    uint32
	number int32
	notes  *moveNotes // nil when the move has none
}

// moveNotes is what a move carries besides its text and position.
type moveNotes struct {
	nags          []uint8
	before, after []Comment
	variations    []*Line
	lineStart     int64 // when the move's col is farLine
}

const farLine = 1<<32 - 1

// Text is the move token as written, without glued glyph annotations
// (moved to NAGs), a leading "..." or trailing commas. A spaced "e.p."
// after the move is part of Text ("exd6 e.p."). Text is a sub-slice
// of Game.Raw (its capacity ends with it): it must not be modified.
func (m *Move) Text() []byte { return unsafe.Slice(m.text, m.n) }

// Pos is the position of Text's first byte.
func (m *Move) Pos() Pos {
	p := Pos{Offset: m.offset, Line: m.line, LineStart: m.offset - int64(m.col)}
	if m.col == farLine {
		p.LineStart = m.notes.lineStart
	}
	return p
}

// Number is the move number written before the move, 0 if none.
func (m *Move) Number() int { return int(m.number) }

// NAGs are the move's numeric annotation glyphs, glyphs written ("!?")
// included, in order.
func (m *Move) NAGs() []uint8 {
	if m.notes == nil {
		return nil
	}
	return m.notes.nags
}

// Before holds the comments between the previous move (or the start of
// the line, or a variation) and this move.
func (m *Move) Before() []Comment {
	if m.notes == nil {
		return nil
	}
	return m.notes.before
}

// After holds the comments that follow the move.
func (m *Move) After() []Comment {
	if m.notes == nil {
		return nil
	}
	return m.notes.after
}

// Bare reports that the move has no comments and no NAGs: Before, NAGs
// and After are empty (nearly every move). A move may have none and yet
// not be bare.
func (m *Move) Bare() bool { return m.notes == nil }

// Variations are alternatives to this move; each starts from the
// position before this move.
func (m *Move) Variations() []*Line {
	if m.notes == nil {
		return nil
	}
	return m.notes.variations
}

// NewMove builds a move that was not read (a game built in code): its
// text, annotations and variations, without a position. It keeps the
// slices it is given.
func NewMove(text []byte, nags []uint8, before, after []Comment, variations []*Line) *Move {
	m := &Move{}
	m.setText(text)
	if nags != nil || before != nil || after != nil || variations != nil {
		m.notes = &moveNotes{nags: nags, before: before, after: after, variations: variations}
	}
	return m
}

// NewMoveAt is NewMove for a move another reader found in the game's
// text (descriptive notation, read by package descriptive): p is where it
// was written, and text what the replay reads (its SAN), which need not
// be in Raw.
func NewMoveAt(text []byte, p Pos, nags []uint8, before, after []Comment, variations []*Line) *Move {
	m := NewMove(text, nags, before, after, variations)
	m.setPos(p)
	return m
}

// NewMovesAt is NewMoveAt for n moves at once, in one allocation (a
// reader that finds a whole line's moves, as package descriptive does):
// fill each with SetAt.
func NewMovesAt(n int) []Move { return make([]Move, n) }

// SetAt makes m the move NewMoveAt(text, p, nags, before, after,
// variations) returns.
func (m *Move) SetAt(text []byte, p Pos, nags []uint8, before, after []Comment, variations []*Line) {
	*m = Move{}
	m.setText(text)
	if nags != nil || before != nil || after != nil || variations != nil {
		m.notes = &moveNotes{nags: nags, before: before, after: after, variations: variations}
	}
	m.setPos(p)
}

// setText makes text the move's Text.
func (m *Move) setText(text []byte) {
	m.text, m.n = unsafe.SliceData(text), uint32(len(text))
}

// setPos makes p the move's position. A line that started more than 4 GB
// before it keeps its start in the notes.
func (m *Move) setPos(p Pos) {
	m.offset, m.line = p.Offset, p.Line
	if d := p.Offset - p.LineStart; d >= 0 && d < farLine {
		m.col = uint32(d)
	} else {
		m.col = farLine
		if m.notes == nil {
			m.notes = new(moveNotes) // rare enough for the heap
		}
		m.notes.lineStart = p.LineStart
	}
}

// Game is one game as read. Strings and Text slices share memory with Raw:
// Raw must not be modified.
type Game struct {
	File   string // the input's name (Options.Name), for diagnostics
	Number int    // 1-based position of the game in the stream
	Tags   []Tag  // in input order, duplicates kept
	Line          // main line, with comments before the first move in Moves[0].Before()

	// Result is the game termination marker as written ("1-0", "½-½",
	// "1:0", ...; see NormalizeResult), "" if the movetext has none.
	Result    string
	ResultPos Pos

	// Raw is the game's exact input: from its first tag (or first movetext
	// character) through its result and the rest of that line. Bytes
	// between games (blank lines, stray text) belong to no game.
	Raw   []byte
	Start Pos // position of Raw[0]
	// Cut is set for a game that ends inside a comment (or a text in
	// brackets or parentheses) left open, at a line that begins with a
	// tag pair: that line starts the next game, right after Raw's last
	// line break. Written out verbatim, it takes no blank line after it,
	// or the comment, when the two are put together again, would gain
	// one (writer.AppendRejected).
	Cut bool

	// Rest is set only for a game too large to hold (Options.MaxGameSize):
	// it reads the game's bytes after Raw, to its end, straight from the
	// input, so that the game can be kept verbatim (Raw, then Rest) in
	// constant memory. It must be read before the next call to Next,
	// which skips whatever is left of it.
	Rest io.Reader

	// Warnings are stray text skipped before this game and lenient syntax
	// accepted in it.
	Warnings []diag.Diagnostic

	// Symbols are the distinct piece symbols its moves start with
	// (LeadingSymbol: "N", "S", "К", "♘"), main line and variations, in
	// the order first written: all that language detection needs of its
	// letters, collected as the tree is built. Sub-slices of Raw.
	Symbols [][]byte

	startCol int // column of Raw[0]: a game may start in mid-line
	midLine  bool

	lazy *deferred // the tokens of a deferred game, until Build (Options.Defer)
}

// TagValue returns the value of the first tag with the given name.
func (g *Game) TagValue(name string) (string, bool) {
	for i := range g.Tags {
		if g.Tags[i].Name == name {
			return g.Tags[i].Value, true
		}
	}
	return "", false
}

// Column returns the 1-based column of p, counted in characters (runes),
// for a position inside the game. Columns are computed on demand, from Raw,
// because they are only needed for messages.
func (g *Game) Column(p Pos) int {
	start := g.Start.Offset
	off := p.Offset - start
	if off < 0 || off > int64(len(g.Raw)) || p.LineStart > p.Offset {
		return 0 // not a position in this game: no column rather than a crash
	}
	if p.LineStart < start {
		// p is on the line where the game starts, and that line began
		// before the game (stray text, or the previous game's result).
		return g.startCol + utf8.RuneCount(g.Raw[:off])
	}
	return 1 + utf8.RuneCount(g.Raw[p.LineStart-start:off])
}

// MidLine reports whether text other than spaces precedes the game on
// the line where it starts (a game cut from a line of prose, after
// another game's moves); false when the reader no longer holds it.
func (g *Game) MidLine() bool { return g.midLine }

// Diag returns a diagnostic about the game at p (at the game's start if
// p is not set), with its file, line, column and game number filled in.
func (g *Game) Diag(p Pos, s diag.Severity, code diag.Code, msg string) diag.Diagnostic {
	if !p.IsValid() {
		p = g.Start
	}
	return diag.Diagnostic{File: g.File, Offset: p.Offset, Line: int(p.Line), Column: g.Column(p),
		Game: g.Number, Severity: s, Code: code, Msg: msg}
}

// DiagT is Diag with the message in translatable form (diag.Text): Msg
// is its English.
func (g *Game) DiagT(p Pos, s diag.Severity, code diag.Code, t diag.Text) diag.Diagnostic {
	d := g.Diag(p, s, code, "")
	d.SetText(t)
	return d
}

// ResultConflict reports whether the Result tag and the movetext's result
// token are both there, both readable, and contradict each other.
func (g *Game) ResultConflict() bool {
	v, ok := g.TagValue("Result")
	tag, tok := NormalizeResult(v), NormalizeResult(g.Result)
	return ok && tag != "" && tok != "" && tag != tok
}

// SevenTags is the Seven Tag Roster, in export order, with the value
// written when a game lacks the tag.
var SevenTags = [...]struct{ Name, Missing string }{
	{"Event", "?"}, {"Site", "?"}, {"Date", "????.??.??"}, {"Round", "?"},
	{"White", "?"}, {"Black", "?"}, {"Result", "*"},
}

// NormalizeResult maps the spellings of a result the reader accepts to the
// PGN ones: "1-0", "0-1", "1/2-1/2" or "*". It returns "" for anything else.
func NormalizeResult(s string) string {
	switch s {
	case "1-0", "1:0":
		return "1-0"
	case "0-1", "0:1":
		return "0-1"
	case "1/2-1/2", "½-½", "½:½", "1/2:1/2", "1/2":
		return "1/2-1/2"
	case "*":
		return "*"
	case "+--", "+:-": // forfeits: see forfeitResult
		return "1-0"
	case "--+", "-:+":
		return "0-1"
	}
	if r, ok := dashResults[s]; ok {
		return r
	}
	if isDrawWord(s) {
		return "1/2-1/2"
	}
	return ""
}

// IsForfeit reports whether a result as written is a forfeit mark
// ("+--", "--+", "+:-", "-:+"), which PGN has no result for: a writer
// gives its 1-0 or 0-1 (NormalizeResult) and should say it was a forfeit.
func IsForfeit(result string) bool {
	switch result {
	case "+--", "+:-", "--+", "-:+":
		return true
	}
	return false
}
