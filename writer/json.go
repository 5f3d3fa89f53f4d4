package writer

import (
	"io"
	"strconv"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
)

// JSONVersion is the "version" of every line AppendJSON writes: the
// version of the schema in docs/game.schema.json. It changes when a field
// changes meaning or goes away; new fields may come without a new version.
const JSONVersion = 1

// AppendJSON appends one game as one line of JSON Lines (the schema is
// docs/json.md). A replayed game has its export tags (the same as the PGN
// output's), its moves with their SAN in opts.Letters and UCI, comments,
// NAGs and variations. A game that could not be replayed (g nil or g.Err
// set) has its tags as read and "raw", its input text, so that nothing is
// lost. diags are the game's diagnostics, every severity, in input order.
//
// The writer is append-style like AppendGame and uses no reflection:
// JSON output of a big collection should cost about what PGN does.
func AppendJSON(dst []byte, src *parser.Game, g *replay.Game, diags []diag.Diagnostic, opts *Options) []byte {
	dst = appendJSONHead(dst, src, g)
	if g == nil || g.Err != nil {
		dst = appendJSONTail(dst, diags)
		dst = append(dst, `,"raw":`...)
		dst = appendJSONString(dst, string(src.Raw))
		return append(dst, '}', '\n')
	}
	j := jsonWriter{buf: dst, letters: opts.letters(), fen: opts != nil && opts.FEN, std: opts != nil && opts.StandardCastling}
	j.buf = append(j.buf, `,"moves":`...)
	if g.Flat != nil {
		j.flat(g)
		j.buf = append(j.buf, `,"comments":[]`...) // a game of moves alone
	} else {
		j.moves(&g.Moves, g.Start)
		j.buf = append(j.buf, `,"comments":`...)
		j.buf = appendComments(j.buf, g.Moves.Source.Comments)
	}
	j.buf = appendJSONTail(j.buf, diags)
	return append(j.buf, '}', '\n')
}

// appendJSONHead appends the fields every line starts with, up to the
// tags and the result.
func appendJSONHead(dst []byte, src *parser.Game, g *replay.Game) []byte {
	result := resultToken(src)
	dst = append(dst, `{"version":`...)
	dst = strconv.AppendInt(dst, JSONVersion, 10)
	dst = append(dst, `,"file":`...)
	dst = appendJSONString(dst, src.File)
	dst = append(dst, `,"game":`...)
	dst = strconv.AppendInt(dst, int64(src.Number), 10)
	dst = append(dst, `,"tags":[`...)
	first := true
	tag := func(name, value string) {
		if !first {
			dst = append(dst, ',')
		}
		first = false
		dst = append(dst, '[')
		dst = appendJSONString(dst, name)
		dst = append(dst, ',')
		dst = appendJSONString(dst, value)
		dst = append(dst, ']')
	}
	replayed := g != nil && g.Err == nil
	if replayed {
		exportTags(g, result, tag)
	} else {
		// As read: a game notaz could not replay is not normalised.
		for _, t := range src.Tags {
			tag(t.Name, t.Value)
		}
	}
	dst = append(dst, `],"result":`...)
	dst = appendJSONString(dst, result)
	dst = append(dst, `,"replayed":`...)
	dst = strconv.AppendBool(dst, replayed)
	if replayed {
		// "" for English, as in check's JSON.
		locale := ""
		if g.Locale != nil && g.Locale.Code != "en" {
			locale = g.Locale.Code
		}
		dst = append(dst, `,"locale":`...)
		dst = appendJSONString(dst, locale)
		dst = append(dst, `,"start":`...)
		dst = append(dst, '"')
		dst = g.Start.AppendFEN(dst) // FEN has no character JSON escapes
		dst = append(dst, '"')
	}
	return dst
}

// appendJSONTail appends the diagnostics.
func appendJSONTail(dst []byte, diags []diag.Diagnostic) []byte {
	dst = append(dst, `,"diagnostics":[`...)
	for i := range diags {
		d := &diags[i]
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, `{"code":`...)
		dst = appendJSONString(dst, string(d.Code))
		dst = append(dst, `,"severity":`...)
		dst = appendJSONString(dst, d.Severity.String())
		dst = append(dst, `,"line":`...)
		dst = strconv.AppendInt(dst, int64(d.Line), 10)
		dst = append(dst, `,"column":`...)
		dst = strconv.AppendInt(dst, int64(d.Column), 10)
		dst = append(dst, `,"ply":`...)
		dst = strconv.AppendInt(dst, int64(d.Ply), 10)
		dst = append(dst, `,"move":`...)
		dst = appendJSONString(dst, d.Move)
		dst = append(dst, `,"message":`...)
		dst = appendJSONString(dst, d.Msg)
		dst = append(dst, `,"suggestions_san":[`...)
		for k, s := range d.Suggestions {
			if k > 0 {
				dst = append(dst, ',')
			}
			dst = appendJSONString(dst, s)
		}
		dst = append(dst, ']', '}')
	}
	return append(dst, ']')
}

// jsonWriter writes the move tree.
type jsonWriter struct {
	buf     []byte
	letters *locales.Output
	fen     bool
	scratch []byte
	std     bool // Options.StandardCastling
}

// flat writes the moves of a game replayed without its tree as moves
// writes the same moves from their nodes: a main line without NAGs,
// comments or variations.
func (j *jsonWriter) flat(g *replay.Game) {
	j.buf = append(j.buf, '[')
	pos := g.Start // for the FEN after each move
	turn, number := g.Start.Turn(), g.Start.FullmoveNumber()
	for i := range g.Flat {
		p := &g.Flat[i]
		if i > 0 {
			j.buf = append(j.buf, ',')
		}
		j.buf = append(j.buf, `{"ply":`...)
		j.buf = appendCount(j.buf, i+1)
		j.buf = append(j.buf, `,"number":`...)
		j.buf = appendCount(j.buf, number)
		j.move(turn, &p.SAN, p.Move, &pos)
		j.buf = append(j.buf, '}')
		number += int(turn) // Black's move ends a full move, as on the board
		turn = turn.Other()
	}
	j.buf = append(j.buf, ']')
}

// move writes a move's turn, SAN, UCI and, when asked for, the FEN after
// it, which it plays on pos.
func (j *jsonWriter) move(turn board.Color, san *board.SAN, m board.Move, pos *board.Position) {
	if turn == board.White {
		j.buf = append(j.buf, `,"turn":"w","san":"`...)
	} else {
		j.buf = append(j.buf, `,"turn":"b","san":"`...)
	}
	var letters *[7]string
	if j.letters != nil {
		letters = &j.letters[turn]
	}
	// The SAN straight into the line: nearly always printable ASCII
	// that JSON takes as it is; anything else is escaped as before.
	k := len(j.buf)
	j.buf = san.Append(j.buf, letters)
	if !plainJSON(j.buf[k:]) {
		j.scratch = append(j.scratch[:0], j.buf[k:]...)
		j.buf = appendEscaped(j.buf[:k], string(j.scratch))
	}
	j.buf = append(j.buf, `","uci":"`...)
	if j.std && m.IsCastle() {
		m = board.StandardCastling(m) // as Options.uciMove, tested once per game
	}
	j.buf = m.AppendUCI(j.buf)
	j.buf = append(j.buf, '"')
	if j.fen {
		// The writer never resolves a move; applying the one replay
		// resolved is what it takes to say where it leads. Without
		// FEN the position is not read, and not copied.
		pos.PlayUnchecked(m)
		j.buf = append(j.buf, `,"fen":"`...)
		j.buf = pos.AppendFEN(j.buf)
		j.buf = append(j.buf, '"')
	}
}

// moves writes l's moves as an array; pos is the position before the
// first, used only for the FEN after each move.
func (j *jsonWriter) moves(l *replay.Line, pos board.Position) {
	j.buf = append(j.buf, '[')
	var before board.Position // the position before a move (FEN only), zeroed once per line
	for i := range l.Nodes {
		n := &l.Nodes[i]
		if i > 0 {
			j.buf = append(j.buf, ',')
		}
		j.buf = append(j.buf, `{"ply":`...)
		j.buf = appendCount(j.buf, n.Ply)
		j.buf = append(j.buf, `,"number":`...)
		j.buf = appendCount(j.buf, n.Number)
		if j.fen {
			before = pos // the variations' start
		}
		j.move(n.Turn, &n.SAN, n.Move, &pos)
		mv := n.Source
		if len(mv.NAGs()) > 0 {
			j.buf = append(j.buf, `,"nags":[`...)
			for k, nag := range mv.NAGs() {
				if k > 0 {
					j.buf = append(j.buf, ',')
				}
				j.buf = strconv.AppendInt(j.buf, int64(nag), 10)
			}
			j.buf = append(j.buf, ']')
		}
		if len(mv.Before()) > 0 {
			j.buf = append(j.buf, `,"before":`...)
			j.buf = appendComments(j.buf, mv.Before())
		}
		if len(mv.After()) > 0 {
			j.buf = append(j.buf, `,"after":`...)
			j.buf = appendComments(j.buf, mv.After())
		}
		if len(n.Variations) > 0 {
			j.buf = append(j.buf, `,"variations":[`...)
			for k := range n.Variations {
				v := &n.Variations[k]
				if k > 0 {
					j.buf = append(j.buf, ',')
				}
				j.buf = append(j.buf, `{"moves":`...)
				j.moves(v, before)
				if len(v.Source.Comments) > 0 {
					j.buf = append(j.buf, `,"comments":`...)
					j.buf = appendComments(j.buf, v.Source.Comments)
				}
				if len(v.Source.After) > 0 {
					j.buf = append(j.buf, `,"after":`...)
					j.buf = appendComments(j.buf, v.Source.After)
				}
				j.buf = append(j.buf, '}')
			}
			j.buf = append(j.buf, ']')
		}
		j.buf = append(j.buf, '}')
	}
	j.buf = append(j.buf, ']')
}

// appendCount appends a ply or move number, v ≥ 0, as strconv does; the
// numbers below 1000 (all of a game's but the longest) without its
// general loop.
func appendCount(dst []byte, v int) []byte {
	switch {
	case v < 0 || v >= 1000:
		return strconv.AppendInt(dst, int64(v), 10)
	case v < 10:
		return append(dst, byte('0'+v))
	case v < 100:
		return append(dst, twoDigits[2*v], twoDigits[2*v+1])
	}
	h, t := v/100, v%100
	return append(dst, byte('0'+h), twoDigits[2*t], twoDigits[2*t+1])
}

const twoDigits = "00010203040506070809" +
	"10111213141516171819" +
	"20212223242526272829" +
	"30313233343536373839" +
	"40414243444546474849" +
	"50515253545556575859" +
	"60616263646566676869" +
	"70717273747576777879" +
	"80818283848586878889" +
	"90919293949596979899"

// plainJSON reports whether b is ASCII from the space up, without '"' and '\\':
// what appendEscaped copies unchanged.
func plainJSON(b []byte) bool {
	for _, c := range b {
		if c < 0x20 || c >= utf8.RuneSelf || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

// appendComments appends the comments' texts as an array of strings,
// exactly as written (line breaks kept): JSON needs no wrapping.
func appendComments(dst []byte, cs []parser.Comment) []byte {
	dst = append(dst, '[')
	for i, c := range cs {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendJSONString(dst, c.Text)
	}
	return append(dst, ']')
}

// appendJSONString appends s as a JSON string. Like encoding/json it
// writes invalid UTF-8 as U+FFFD, and U+2028 and U+2029 escaped (they end
// a line in JavaScript); unlike it, it leaves <, > and & alone, which only
// matter to JSON embedded in HTML.
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	dst = appendEscaped(dst, s)
	return append(dst, '"')
}

// appendEscaped appends s escaped as the inside of a JSON string.
func appendEscaped(dst []byte, s string) []byte {
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '"', '\\':
				dst = append(dst, '\\', c)
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || r == '\u2028' || r == '\u2029' {
			dst = append(dst, s[start:i]...)
			if r == utf8.RuneError {
				dst = append(dst, `\ufffd`...)
			} else {
				dst = append(dst, '\\', 'u', '2', '0', '2', hex[r&0xf])
			}
			i += size
			start = i
			continue
		}
		i += size
	}
	return append(dst, s[start:]...)
}

const hex = "0123456789abcdef"

// CopyJSON writes, for a game too large to hold (src.Rest set), the line
// AppendJSON writes for a game that could not be replayed, with "raw"
// holding the whole game: src.Raw, then what rest gives, escaped as it
// is read, in constant memory. Errors are told apart as CopyVerbatim's
// are: one from rest is returned as it is, one from w wrapped in a
// *CopyError.
func CopyJSON(w io.Writer, src *parser.Game, diags []diag.Diagnostic, rest io.Reader) error {
	head := appendJSONTail(appendJSONHead(nil, src, nil), diags)
	head = append(head, `,"raw":`...)
	head = appendJSONString(head, string(src.Raw))
	head = head[:len(head)-1] // the string goes on with rest
	// Raw ends at a character boundary; the chunks of rest may not, so
	// an incomplete character waits for the next chunk.
	buf := make([]byte, 64<<10)
	var pending []byte
	out := head
	flush := func() error {
		if _, err := w.Write(out); err != nil {
			return &CopyError{Err: err}
		}
		out = out[:0]
		return nil
	}
	if rest != nil {
		for {
			n, err := rest.Read(buf)
			chunk := buf[:n]
			if len(pending) > 0 {
				chunk = append(pending, chunk...)
			}
			cut := len(chunk) - incompleteTail(chunk)
			if err != nil {
				cut = len(chunk) // nothing more will complete it
			}
			out = appendEscaped(out, string(chunk[:cut]))
			pending = append(pending[:0:0], chunk[cut:]...)
			if ferr := flush(); ferr != nil {
				return ferr
			}
			if err == io.EOF {
				break
			}
			if err != nil {
				return err
			}
		}
	}
	out = append(out, '"', '}', '\n')
	return flush()
}

// incompleteTail returns how many bytes at the end of b start a UTF-8
// character that b does not finish.
func incompleteTail(b []byte) int {
	for k := 1; k <= 3 && k <= len(b); k++ {
		c := b[len(b)-k]
		if c < utf8.RuneSelf {
			return 0
		}
		if utf8.RuneStart(c) {
			if !utf8.FullRune(b[len(b)-k:]) {
				return k
			}
			return 0
		}
	}
	return 0
}
