package parser

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
