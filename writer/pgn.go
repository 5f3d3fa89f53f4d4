// Package writer turns replayed games into PGN export format, in English
// or with the piece letters of another language or figurines.
package writer

import (
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/descriptive"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
)

// MaxLine is the longest movetext line written, in characters: the PGN
// export format asks for lines under 80 columns.
const MaxLine = 79

// Options control the output.
type Options struct {
	// Letters for pieces, by colour and role, as a locale's Output gives
	// them; the zero value means English (standard PGN).
	Letters locales.Output
	// Format is the output format: PGN (the zero value) or JSON Lines.
	// convert picks the writer by it; AppendGame always writes PGN.
	Format Format
	// Notation is how PGN movetext writes a move: SAN (the zero value),
	// UCI coordinates or long algebraic. JSON always has SAN and UCI.
	Notation Notation
	// FEN adds to each move of the JSON output the position after it.
	FEN bool
	// Style is the signs SAN movetext is written with (capture, castling,
	// check and mate, results, move numbers): nil is PGN's, a locale's
	// PrintStyle its publishers'. The output reads back to the same game.
	Style *locales.Style
	// HTML controls the printable document (Format HTML: AppendHTML).
	HTML HTMLOptions
	// Descriptive, when set, writes PGN movetext in this descriptive
	// notation (P-K4, N-KB3; P4R, C3AR) instead of SAN: the tags,
	// numbers, comments, NAGs and variations stay PGN's.
	Descriptive *descriptive.Language
	// StandardCastling writes a Chess960 castling in UCI as the king's
	// two-square move where chess has one (e1g1 for king e1, rook h1),
	// for engines without UCI_Chess960; by default it is the king taking
	// its rook (e1h1), which every 960 castling has (board.StandardCastling).
	StandardCastling bool
}

// uciMove is the move m as the UCI output writes it.
func (o *Options) uciMove(m board.Move) board.Move {
	if o != nil && o.StandardCastling && m.IsCastle() {
		return board.StandardCastling(m)
	}
	return m
}

// Format is an output format.
type Format uint8

const (
	PGN  Format = iota // PGN export format (AppendGame)
	JSON               // JSON Lines, one object per game (AppendJSON)
	HTML               // a printable HTML document (Document, AppendHTML)
)

// Notation is how PGN movetext writes a move. Every notation keeps the
// PGN around the moves (tags, numbers, comments, NAGs, variations), so a
// file written in any of them reads back (notaz reads coordinate and long
// algebraic moves, with a nonstandard-san warning) to the same game.
type Notation uint8

const (
	NotationSAN  Notation = iota // Nf3, exd6, O-O, e8=Q+ (in Options.Letters)
	NotationUCI                  // g1f3, e5d6, e1g1, e7e8q: what engines speak (no letters, no check marks)
	NotationLong                 // Ng1-f3, e5xd6, O-O, e7-e8=Q+ (in Options.Letters)
)

// NotReplayedError is AppendGame's error for a game whose replay failed:
// it has no moves to write. Write it verbatim (AppendVerbatim).
type NotReplayedError struct{ Err *diag.Diagnostic }

func (e *NotReplayedError) Error() string {
	return "game " + strconv.Itoa(e.Err.Game) + " was not replayed: " + e.Err.Msg
}

// AppendGame appends g in PGN export format followed by a blank line. A
// game whose replay failed (g.Err set) is not written: AppendGame returns
// dst unchanged and a *NotReplayedError.
func AppendGame(dst []byte, g *replay.Game, opts *Options) ([]byte, error) {
	if g.Err != nil {
		return dst, &NotReplayedError{Err: g.Err}
	}
	src := g.Source
	result := resultToken(src)

	exportTags(g, result, func(name, value string) { dst = appendTag(dst, name, value) })
	dst = append(dst, '\n')

	w := lineWriter{buf: dst, letters: opts.letters(), notation: opts.notation(), opts: opts}
	w.ascii = asciiLetters(w.letters)
	if w.notation == NotationSAN && opts != nil {
		w.style = opts.Style
	}
	if opts != nil && opts.Descriptive != nil {
		// Descriptive notation names a move by what the position
		// allows: the writer follows the game on a board.
		w.desc = opts.Descriptive
		pos := g.Start
		w.pos = &pos
	}
	if g.Flat != nil {
		if !opts.sanOnly() {
			return dst, &NotReplayedError{Err: errNoTree}
		}
		w.flat(g)
	} else {
		w.line(&g.Moves)
	}
	if w.style != nil {
		result = styledResult(result, w.style)
	}
	w.word(result)
	w.buf = append(w.buf, '\n', '\n')
	return w.buf, nil
}

// WritesFlat reports whether the output the options ask for is written
// from a game replayed without its tree (replay.Game.Flat,
// replay.Options.KeepSAN), for which a game's moves, their canonical
// SANs and its start are all there is to write: PGN in SAN with PGN's
// signs, and JSON (AppendJSON), in any letters.
func (o *Options) WritesFlat() bool {
	return o == nil || o.Format == PGN && o.sanOnly() || o.Format == JSON
}

// FlatMoves reports whether the output written from a game replayed
// without its tree needs its moves, not only their SANs
// (replay.Options.KeepMoves): JSON's UCI and FEN do.
func (o *Options) FlatMoves() bool { return o != nil && o.Format == JSON }

// sanOnly reports whether AppendGame writes movetext in SAN with PGN's
// signs: from each move's canonical SAN alone.
func (o *Options) sanOnly() bool {
	return o == nil || o.Notation == NotationSAN && o.Style == nil && o.Descriptive == nil
}

// errNoTree is the error of a game replayed without its tree that the
// options would write from its nodes (a caller that did not ask
// WritesFlat).
var errNoTree = &diag.Diagnostic{Severity: diag.Error, Msg: "internal error: a game replayed without its moves' tree cannot be written so"}

// flat writes the moves of a game replayed without its tree, as line
// writes the same moves from their nodes: White's moves numbered, and
// Black's first when the game starts with it.
func (w *lineWriter) flat(g *replay.Game) {
	turn, number := g.Start.Turn(), g.Start.FullmoveNumber()
	for i := range g.Flat {
		if turn == board.White {
			w.number(number, ".")
		} else if i == 0 {
			w.number(number, "...")
		}
		var letters *[7]string
		if w.letters != nil {
			letters = &w.letters[turn]
		}
		at, start := w.begin()
		w.buf = g.Flat[i].SAN.Append(w.buf, letters)
		w.end(at, start, w.ascii)
		number += int(turn) // Black's move ends a full move, as on the board
		turn = turn.Other()
	}
}

// exportTags calls tag for every tag of the export: the Seven Tag Roster
// in order, then the other tags in input order, then the tags the output
// needs and the input lacks. PGN and JSON output share it, so that both
// say the same about a game.
func exportTags(g *replay.Game, result string, tag func(name, value string)) {
	src := g.Source
	// Seven Tag Roster in order, then the other tags in input order.
	used := make([]bool, len(src.Tags))
	for _, st := range parser.SevenTags {
		val, found := st.Missing, false
		for i, t := range src.Tags {
			if t.Name == st.Name && !used[i] {
				val, found, used[i] = t.Value, true, true
				break
			}
		}
		if st.Name == "Result" {
			// "1:0", "½-½": the tag gets the PGN spelling of the result.
			if !found {
				val = result
			} else if r := parser.NormalizeResult(val); r != "" {
				val = r
			}
		}
		tag(st.Name, val)
	}
	extra := inferredTags(g)
	for i, t := range src.Tags {
		if used[i] {
			continue
		}
		if v, ok := extra[t.Name]; ok {
			t.Value = v
			delete(extra, t.Name)
		}
		tag(t.Name, t.Value)
	}
	if _, ok := src.TagValue("Termination"); !ok && parser.IsForfeit(src.Result) {
		// "+--": PGN has no forfeit result. The result token says who
		// won; the tag keeps that no game decided it. None of the PGN
		// standard's Termination values says forfeit (a no-show is no
		// "rules infraction"), so the word itself is written.
		tag("Termination", "forfeit")
	}
	for _, name := range [...]string{"Variant", "SetUp", "FEN"} {
		if v, ok := extra[name]; ok {
			tag(name, v)
		}
	}
}

func (o *Options) notation() Notation {
	if o == nil {
		return NotationSAN
	}
	return o.Notation
}

func (o *Options) letters() *locales.Output {
	if o == nil || o.Letters == (locales.Output{}) {
		return nil
	}
	return &o.Letters
}

// inferredTags returns tags the output needs but the input may lack:
// Shatranj output always names its variant and start position, and a
// start position notaz inferred must be written for other readers.
func inferredTags(g *replay.Game) map[string]string {
	if g.Variant.Tag() == "" && g.StartFEN == "" {
		return nil
	}
	m := map[string]string{}
	if g.Variant.Tag() != "" {
		m["Variant"] = g.Variant.Tag() // read by --variant: say so to other readers
	}
	if g.Variant.KingLeap() {
		if g.StartFEN == "" {
			m["FEN"] = g.Start.FEN()
		}
	}
	if g.StartFEN != "" {
		if _, ok := g.Source.TagValue("FEN"); !ok {
			m["FEN"] = g.StartFEN
		}
	}
	if _, ok := m["FEN"]; ok {
		m["SetUp"] = "1"
	} else if _, ok := g.Source.TagValue("FEN"); ok {
		m["SetUp"] = "1"
	}
	// Keep values given in the input, except a missing or wrong SetUp.
	for _, t := range g.Source.Tags {
		switch t.Name {
		case "Variant":
			delete(m, "Variant") // written as given
		case "FEN":
			delete(m, "FEN")
		}
	}
	// A FEN replay repaired is written as repaired, in the tag's place.
	if v, ok := g.Source.TagValue("FEN"); ok && g.StartFEN != "" && v != g.StartFEN {
		m["FEN"] = g.StartFEN
	}
	return m
}

func resultToken(g *parser.Game) string {
	if r := parser.NormalizeResult(g.Result); r != "" {
		return r
	}
	if v, ok := g.TagValue("Result"); ok {
		if r := parser.NormalizeResult(v); r != "" {
			return r
		}
	}
	return "*"
}

func appendTag(dst []byte, name, value string) []byte {
	dst = append(dst, '[')
	dst = append(dst, name...)
	dst = append(dst, ' ', '"')
	for i := 0; i < len(value); i++ {
		c := value[i]
		switch c {
		case '\\', '"':
			dst = append(dst, '\\', c)
		case '\n', '\r', '\t':
			dst = append(dst, ' ')
		default:
			dst = append(dst, c)
		}
	}
	return append(dst, '"', ']', '\n')
}

// lineWriter fills movetext lines up to MaxLine characters.
type lineWriter struct {
	buf      []byte
	col      int // characters on the current line
	letters  *locales.Output
	desc     *descriptive.Language
	pos      *board.Position // the position before the next move, for desc
	scratch  []byte
	open     bool // a "(" waits to be glued to the next token
	notation Notation
	ascii    bool // the letters are ASCII: a move's width is its length
	style    *locales.Style
	opts     *Options
}

// asciiLetters reports whether every piece letter of out is ASCII (nil
// is SAN's letters).
func asciiLetters(out *locales.Output) bool {
	if out == nil {
		return true
	}
	for _, side := range out {
		for _, l := range side {
			for i := 0; i < len(l); i++ {
				if l[i] >= utf8.RuneSelf {
					return false
				}
			}
		}
	}
	return true
}

// word writes one token, breaking the line before it if it would not fit.
func (w *lineWriter) word(s string) { w.wordBytes([]byte(s)) }

func (w *lineWriter) wordBytes(s []byte) {
	n := len(s)
	for _, c := range s {
		if c >= 0x80 {
			n = utf8.RuneCount(s)
			break
		}
	}
	if w.open {
		n++
	}
	if w.col > 0 {
		if w.col+1+n > MaxLine {
			w.buf = append(w.buf, '\n')
			w.col = 0
		} else {
			w.buf = append(w.buf, ' ')
			w.col++
		}
	}
	if w.col == 0 && !w.open && len(s) > 0 && s[0] == '%' {
		// A line starting with % is an escape line to PGN readers: a
		// comment word that would start one is moved off column 1.
		w.buf = append(w.buf, ' ')
		w.col++
	}
	if w.open {
		w.buf = append(w.buf, '(')
		w.open = false
	}
	w.buf = append(w.buf, s...)
	w.col += n
}

// closeVariation glues ")" to the last token of a variation.
func (w *lineWriter) closeVariation() {
	if w.open { // an empty variation
		w.open = false
		w.word("()")
		return
	}
	if w.col+1 > MaxLine {
		w.buf = append(w.buf, '\n')
		w.col = 0
	}
	w.buf = append(w.buf, ')')
	w.col++
}

// comment writes a comment as brace comment words, so that it wraps like
// any text. Whitespace inside is collapsed to single spaces, which keeps
// write → read → write stable.
func (w *lineWriter) comment(c parser.Comment) {
	text := c.Text
	if strings.Contains(text, "}") {
		// A ';' comment holding '}' cannot become a brace comment: keep
		// it as a rest-of-line comment.
		w.word(";" + strings.Join(strings.Fields(text), " "))
		w.buf = append(w.buf, '\n')
		w.col = 0
		return
	}
	fields := strings.Fields(text)
	if len(fields) == 0 {
		w.word("{}")
		return
	}
	for i, f := range fields {
		if i == 0 {
			f = "{" + f
		}
		if i == len(fields)-1 {
			f += "}"
		}
		w.word(f)
	}
}

// line writes the moves of l, with their comments, NAGs and variations.
func (w *lineWriter) line(l *replay.Line) {
	needNumber := true
	// The position before the move, for its variations in descriptive
	// notation; declared out of the loop, which would clear it for every
	// move.
	var before board.Position
	for i := range l.Nodes {
		n := &l.Nodes[i]
		mv := n.Source
		bare := mv.Bare() // no comments or NAGs to look for
		if !bare {
			for _, c := range mv.Before() {
				w.comment(c)
				needNumber = true
			}
		}
		if w.style != nil && w.desc == nil {
			w.styledMove(n, needNumber)
		} else {
			if n.Turn == board.White {
				w.number(n.Number, ".")
			} else if needNumber {
				w.number(n.Number, "...")
			}
			if w.desc != nil {
				// Descriptive notation names a move by what the
				// position allows: the writer follows the game.
				before = *w.pos
				at, start := w.begin()
				w.buf = w.desc.Append(w.buf, w.pos, n.Move)
				w.end(at, start, true)
				w.pos.PlayUnchecked(n.Move)
			} else {
				w.san(n)
			}
		}
		needNumber = false
		if bare && len(n.Variations) == 0 {
			continue
		}
		for k, nag := range mv.NAGs() {
			if k == 0 && w.style != nil && w.desc == nil && w.glueGlyph(n, nag) {
				continue
			}
			w.scratch = strconv.AppendInt(append(w.scratch[:0], '$'), int64(nag), 10)
			w.wordBytes(w.scratch)
			needNumber = true
		}
		for _, c := range mv.After() {
			w.comment(c)
			needNumber = true
		}
		for j := range n.Variations {
			v := &n.Variations[j]
			w.open = true
			if w.desc != nil {
				after := *w.pos
				*w.pos = before
				w.line(v)
				*w.pos = after
			} else {
				w.line(v)
			}
			w.closeVariation()
			for _, c := range v.Source.After { // comments between sibling variations
				w.comment(c)
			}
			needNumber = true
		}
	}
	for _, c := range l.Source.Comments {
		w.comment(c)
	}
}

// number writes a move number with its dots, without allocating.
func (w *lineWriter) number(n int, dots string) {
	at, start := w.begin()
	w.buf = appendNumber(w.buf, n)
	if dots == "." {
		w.buf = append(w.buf, '.') // White's, nearly every number: no copy loop
	} else {
		w.buf = append(w.buf, dots...)
	}
	w.end(at, start, true)
}

// appendNumber is strconv.AppendInt in base 10, with the move numbers of
// nearly every game (below 1000) written digit by digit.
func appendNumber(dst []byte, n int) []byte {
	switch {
	case n < 0 || n >= 1000:
		return strconv.AppendInt(dst, int64(n), 10)
	case n < 10:
		return append(dst, byte('0'+n))
	case n < 100:
		return append(dst, byte('0'+n/10), byte('0'+n%10))
	}
	return append(dst, byte('0'+n/100), byte('0'+n/10%10), byte('0'+n%10))
}

// begin starts a word that the caller appends to buf itself, which spares
// the copy through scratch for the words of every move (numbers, SAN); end
// finishes it as wordBytes would have written it. The word must not start
// with '%'. begin writes the space before the word, which end turns into a
// line break if the word does not fit, and the '(' of a variation. It
// returns where the space is (-1 for none) and where the word starts.
func (w *lineWriter) begin() (at, start int) {
	at = -1
	if w.col > 0 {
		at = len(w.buf)
		w.buf = append(w.buf, ' ')
	}
	if w.open {
		w.buf = append(w.buf, '(')
	}
	return at, len(w.buf)
}

// end finishes the word from start to the end of buf, begun by begin;
// ascii says that the word is ASCII, so that its width is its length.
func (w *lineWriter) end(at, start int, ascii bool) {
	n := len(w.buf) - start
	if !ascii {
		n = utf8.RuneCount(w.buf[start:])
	}
	if w.open {
		n++
		w.open = false
	}
	if at >= 0 {
		if w.col+1+n > MaxLine {
			w.buf[at] = '\n'
			w.col = 0
		} else {
			w.col++
		}
	}
	w.col += n
}

// san writes the move in the output notation and letters.
func (w *lineWriter) san(n *replay.Node) {
	var letters *[7]string
	if w.letters != nil {
		letters = &w.letters[n.Turn]
	}
	at, start := w.begin()
	switch w.notation {
	case NotationUCI:
		w.buf = w.opts.uciMove(n.Move).AppendUCI(w.buf)
	case NotationLong:
		w.buf = appendLong(w.buf, n, letters)
	default:
		w.buf = n.SAN.Append(w.buf, letters)
	}
	w.end(at, start, w.ascii)
}

// AppendVerbatim appends raw and as many line feeds as it takes to end it
// with a blank line. Raw may already end with blank lines (a game cut
// short by a syntax error runs up to the next game), and may end with a
// lone CR (old Mac files), which an appended LF would turn into a single
// CRLF. Counting the line breaks keeps a second conversion byte-identical.
func AppendVerbatim(dst, raw []byte) []byte {
	dst = append(dst, raw...)
	breaks := 0
scan:
	for i := len(raw) - 1; i >= 0 && breaks < 2; i-- {
		switch raw[i] {
		case '\n':
			breaks++
			if i > 0 && raw[i-1] == '\r' {
				i--
			}
		case '\r':
			breaks++
		case ' ', '\t':
		default:
			break scan
		}
	}
	if len(raw) > 0 && raw[len(raw)-1] == '\r' {
		breaks-- // the LF appended next joins this CR into one CRLF
	}
	for ; breaks < 2; breaks++ {
		dst = append(dst, '\n')
	}
	return dst
}

// AppendRejected appends g, a game that could not be converted, verbatim:
// as AppendVerbatim does, but for a game cut short inside an open comment
// by the next game's tag line (parser.Game.Cut), which is appended as it
// is: the next game follows it in the input without a blank line, and so
// it does in the output.
func AppendRejected(dst []byte, g *parser.Game) []byte {
	if g.Cut {
		if n := len(g.Raw); n > 0 && (g.Raw[n-1] == '\n' || g.Raw[n-1] == '\r') {
			return append(dst, g.Raw...)
		}
	}
	return AppendVerbatim(dst, g.Raw)
}

// CopyVerbatim writes a game kept verbatim to w: raw, then what rest holds
// (the bytes of a game too large to hold, read from the input as they
// pass; nil for none), then the line breaks AppendVerbatim would add. An
// error from rest is returned as it is; one from w wrapped in a
// *CopyError, so that the caller can tell a failed read from a failed
// write.
func CopyVerbatim(w io.Writer, raw []byte, rest io.Reader) error {
	var tail []byte // the last bytes written, for the blank line after
	write := func(p []byte) error {
		if len(p) == 0 {
			return nil
		}
		tail = append(tail, p[max(0, len(p)-verbatimTail):]...)
		tail = tail[max(0, len(tail)-verbatimTail):]
		if _, err := w.Write(p); err != nil {
			return &CopyError{Err: err}
		}
		return nil
	}
	if err := write(raw); err != nil {
		return err
	}
	if rest != nil {
		buf := make([]byte, 64<<10)
		for {
			n, err := rest.Read(buf)
			if werr := write(buf[:n]); werr != nil {
				return werr
			}
			if err == io.EOF {
				break
			}
			if err != nil {
				return err
			}
		}
	}
	return write(AppendVerbatim(nil, tail)[len(tail):])
}

// CopyError is CopyVerbatim's error for a failed write.
type CopyError struct{ Err error }

func (e *CopyError) Error() string { return e.Err.Error() }
func (e *CopyError) Unwrap() error { return e.Err }

// verbatimTail is how much of a streamed game's end decides the line
// breaks written after it: exact unless the game ends with more blank
// space than this, where a line break more than AppendVerbatim's may come.
const verbatimTail = 64

// AppendPartial writes a game replay stopped at an error as far as it
// went: its tags, the moves before the error, and "*" as the result (in
// the Result tag too), the game being unfinished as written. It is for a
// front end that shows what was understood of a faulty game (the page
// shows it beside the finding); the game itself is kept verbatim. A game
// without an error is written as AppendGame writes it.
func AppendPartial(dst []byte, g *replay.Game, opts *Options) []byte {
	if g.Err == nil {
		out, _ := AppendGame(dst, g, opts)
		return out
	}
	if g.Moves.Source == nil {
		// Replay stopped before the first move (an unknown variant, a
		// FEN it cannot use): nothing was read that could be written.
		return dst
	}
	cut := *g
	cut.Err = nil
	src := *g.Source
	src.Result = "*"
	src.Tags = slices.Clone(src.Tags)
	for i := range src.Tags {
		if src.Tags[i].Name == "Result" {
			src.Tags[i].Value = "*"
		}
	}
	cut.Source = &src
	out, _ := AppendGame(dst, &cut, opts)
	return out
}
