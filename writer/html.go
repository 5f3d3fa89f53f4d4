package writer

import (
	"strconv"
	"strings"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diagram"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
)

// HTMLOptions control the printable document (Format HTML).
type HTMLOptions struct {
	// Locale names the document's language (its lang attribute) and gives
	// the diagram captions' words; nil is English.
	Locale *locales.Locale
	// DiagramEvery adds a diagram after every N-th move of the main line
	// (after Black's move N, 2N, ...); 0 adds none. Diagrams also come
	// where the game asks for one and at the final position.
	DiagramEvery int
	// Flip draws every diagram from Black's side.
	Flip bool
	// Doc is the document the games go into: their anchors and the
	// contents. convert needs it for Format HTML.
	Doc *Document
}

// A diagram is asked for by a comment that is only a diagram mark ("D",
// "#D", as Scid and book-typing conventions write it, or "[%diag]" inside
// any comment) or by a diagram NAG: $155 and $156 (from Black's side) as
// Scid 3 and Scidb number them, $220 and $221 as ChessBase exports are
// reported to (issue 26; not checked against a ChessBase export).
func diagramNAG(nag uint8) (diagram, flip bool) {
	switch nag {
	case 155, 220:
		return true, false
	case 156, 221:
		return true, true
	}
	return false, false
}

const diagCommand = "[%diag]"

// english is the locale of a document that names none.
var english = func() *locales.Locale { l, _ := locales.Lookup("en"); return l }()

// diagramComment reports whether a comment asks for a diagram, and the
// text left to print.
func diagramComment(text string) (bool, string) {
	t := strings.TrimSpace(text)
	switch t {
	case "D", "#D", "#d", diagCommand:
		return true, ""
	}
	if strings.Contains(text, diagCommand) {
		return true, strings.ReplaceAll(text, diagCommand, "")
	}
	return false, text
}

// printText is a comment as a book prints it: PGN's embedded commands
// ([%clk 0:01:02], [%eval 0.3], [%csl Ga4]: data for programs) removed,
// white space collapsed.
func printText(s string) string {
	if strings.Contains(s, "[%") {
		var b strings.Builder
		for {
			i := strings.Index(s, "[%")
			if i < 0 {
				break
			}
			j := strings.IndexByte(s[i:], ']')
			if j < 0 {
				break
			}
			b.WriteString(s[:i])
			b.WriteByte(' ')
			s = s[i+j+1:]
		}
		b.WriteString(s)
		s = b.String()
	}
	return strings.Join(strings.Fields(s), " ")
}

// nagGlyphs are the glyphs books print for the common NAGs (the PGN
// standard's numbering, section 10): move assessments glued to the move,
// positional ones after it.
var nagGlyphs = map[uint8]string{
	1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!", 7: "□", 8: "□",
	10: "=", 11: "=", 12: "=", 13: "∞", 14: "⩲", 15: "⩱", 16: "±", 17: "∓", 18: "+−", 19: "−+",
	22: "⨀", 23: "⨀", 32: "⟳", 33: "⟳", 36: "↑", 37: "↑", 40: "→", 41: "→",
	44: "=∞", 45: "=∞", 132: "⇆", 133: "⇆", 138: "⊕", 139: "⊕",
	140: "∆", 142: "⌓", 145: "RR", 146: "N",
}

// HTMLTitle is a game's heading: "White – Black", or the event when the
// players are unknown.
func HTMLTitle(g *parser.Game) string {
	w, _ := g.TagValue("White")
	b, _ := g.TagValue("Black")
	if known(w) || known(b) {
		return orQ(w) + " – " + orQ(b)
	}
	if e, _ := g.TagValue("Event"); known(e) {
		return e
	}
	return "Game " + strconv.Itoa(g.Number)
}

// known reports whether a tag value says something (PGN writes "?" for
// unknown).
func known(v string) bool { return v != "" && v != "?" && v != "-" }

func orQ(v string) string {
	if known(v) {
		return v
	}
	return "?"
}

// HTMLDate is a PGN date as a reader expects it: "1992.11.04" as written,
// "1992.??.??" as "1992", unknown as "".
func HTMLDate(d string) string {
	if i := strings.Index(d, ".??"); i >= 0 {
		d = d[:i]
	}
	if strings.HasPrefix(d, "????") {
		return ""
	}
	return d
}

// htmlWriter writes one game's score as a book sets it.
type htmlWriter struct {
	buf     []byte
	letters *locales.Output
	style   *locales.Style
	opts    *HTMLOptions
	loc     *locales.Locale
	track   bool // positions are followed: the game has diagrams to draw
	inPara  bool
	figures []figure // diagrams waiting for the end of a variation
	// drewLast says that a diagram followed the main line's last move:
	// the final position is not drawn twice.
	drewLast bool
	glue     bool // the next word follows "(" or starts a paragraph: no space
}

// space writes the space before a word, unless it follows "(" or starts
// a paragraph.
func (w *htmlWriter) space() {
	if !w.glue {
		w.raw(" ")
	}
	w.glue = false
}

type figure struct {
	pos     board.Position
	caption string
	flip    bool
}

// AppendHTML appends one game as an <article> of the printable document:
// a header with the players, event, site, round, date and result, then
// the score (main line bold, first-level variations indented, deeper ones
// in parentheses, comments in roman) with diagrams where the game asks
// for them, every DiagramEvery moves and at the end. id is the article's
// anchor (the contents link to it). A game whose replay failed is not
// written: see AppendGame.
func AppendHTML(dst []byte, g *replay.Game, opts *Options, id string) ([]byte, error) {
	if g.Err != nil {
		return dst, &NotReplayedError{Err: g.Err}
	}
	ho := &opts.HTML
	w := htmlWriter{buf: dst, letters: htmlLetters(opts.letters()), style: opts.Style, opts: ho, loc: ho.Locale}
	if w.style == nil {
		w.style = &locales.PGN
	}
	if w.loc == nil {
		w.loc = english
	}
	src := g.Source
	w.raw(`<article class="game" id="`)
	w.text(id)
	w.raw(`">` + "\n<header>\n<h2>")
	w.text(HTMLTitle(src))
	result := resultToken(src)
	w.raw(` <span class="result">`)
	w.text(styledResult(result, w.style))
	w.raw("</span></h2>\n")
	w.header(src)
	w.raw("</header>\n<div class=\"score\">\n")
	w.track = ho.DiagramEvery > 0 || hasDiagramMarks(&g.Moves)
	pos := g.Start
	w.line(&g.Moves, &pos, 0)
	w.open()
	w.raw(` <b class="result">`)
	w.text(styledResult(result, w.style))
	w.raw("</b>")
	w.close()
	w.flushFigures()
	// The final position, unless a diagram of it was just drawn.
	if last := lastNode(&g.Moves); last == nil || !w.drewLast {
		final := g.Final
		w.figure(figure{pos: final, caption: w.caption(last, &final), flip: ho.Flip})
	}
	w.raw("</div>\n</article>\n")
	return w.buf, nil
}

func lastNode(l *replay.Line) *replay.Node {
	if len(l.Nodes) == 0 {
		return nil
	}
	return &l.Nodes[len(l.Nodes)-1]
}

// htmlLetters are the letters the document prints: figurines are printed
// with one set of symbols for both sides, as books do (the outline ones,
// which read on paper), and the other letters as given.
func htmlLetters(out *locales.Output) *locales.Output {
	if out == nil || out[board.Black][board.King] != "♚" {
		return out
	}
	o := *out
	o[board.Black] = o[board.White]
	return &o
}

// hasDiagramMarks reports whether any move of l or its variations asks for
// a diagram.
func hasDiagramMarks(l *replay.Line) bool {
	for i := range l.Nodes {
		n := &l.Nodes[i]
		for _, nag := range n.Source.NAGs() {
			if d, _ := diagramNAG(nag); d {
				return true
			}
		}
		for _, c := range n.Source.After() {
			if d, _ := diagramComment(c.Text); d {
				return true
			}
		}
		for _, c := range n.Source.Before() {
			if d, _ := diagramComment(c.Text); d {
				return true
			}
		}
		for j := range n.Variations {
			if hasDiagramMarks(&n.Variations[j]) {
				return true
			}
		}
	}
	return false
}

// header writes the line under the players: event, site, round, date,
// the players' ratings, the opening code.
func (w *htmlWriter) header(g *parser.Game) {
	var parts []string
	add := func(name, prefix string) {
		if v, ok := g.TagValue(name); ok && known(v) {
			if name == "Date" {
				if v = HTMLDate(v); v == "" {
					return
				}
			}
			parts = append(parts, prefix+v)
		}
	}
	add("Event", "")
	add("Site", "")
	add("Round", "")
	add("Date", "")
	add("ECO", "")
	if len(parts) > 0 {
		w.raw(`<p class="event">`)
		w.text(strings.Join(parts, " · "))
		w.raw("</p>\n")
	}
	we, _ := g.TagValue("WhiteElo")
	be, _ := g.TagValue("BlackElo")
	if known(we) || known(be) {
		w.raw(`<p class="elo">`)
		w.text(orQ(we) + " – " + orQ(be))
		w.raw("</p>\n")
	}
	if a, ok := g.TagValue("Annotator"); ok && known(a) {
		w.raw(`<p class="annotator">`)
		w.text(a)
		w.raw("</p>\n")
	}
}

// open starts a paragraph of the main line if none is open.
func (w *htmlWriter) open() {
	if !w.inPara {
		w.raw(`<p class="main">`)
		w.inPara = true
		w.glue = true
	}
}

func (w *htmlWriter) close() {
	if w.inPara {
		w.raw("</p>\n")
		w.inPara = false
	}
}

// line writes the moves of l at variation depth depth (0: the main line),
// pos being the position before its first move; pos ends after its last.
func (w *htmlWriter) line(l *replay.Line, pos *board.Position, depth int) {
	needNumber := true
	for i := range l.Nodes {
		n := &l.Nodes[i]
		mv := n.Source
		var before board.Position
		if w.track && len(n.Variations) > 0 {
			before = *pos
		}
		for _, c := range mv.Before() {
			needNumber = w.comment(c.Text, depth, needNumber)
			if d, _ := diagramComment(c.Text); d {
				// {D} before a move (a study's first move): the position
				// before it, under the move before it if there is one.
				var prev *replay.Node
				if i > 0 {
					prev = &l.Nodes[i-1]
				}
				w.diagram(prev, pos, w.opts.Flip, depth)
				needNumber = true
			}
		}
		if depth == 0 {
			w.open()
		}
		w.move(n, needNumber, depth)
		needNumber = false
		if w.track {
			pos.PlayUnchecked(n.Move)
		}
		diag, flip := false, false
		for _, nag := range mv.NAGs() {
			if d, f := diagramNAG(nag); d {
				diag, flip = true, f
				continue
			}
			if g, ok := nagGlyphs[nag]; ok {
				if nag <= 9 {
					w.raw(`<span class="nag">`)
				} else {
					w.raw(`&#8239;<span class="nag">`)
				}
				w.text(g)
				w.raw("</span>")
			} else {
				w.raw(` <span class="nag">$`)
				w.buf = strconv.AppendInt(w.buf, int64(nag), 10)
				w.raw("</span>")
			}
			// A book prints 10.Sxb5! cxb5: a glyph needs no number after it.
		}
		for _, c := range mv.After() {
			if d, _ := diagramComment(c.Text); d {
				diag = true
			}
			needNumber = w.comment(c.Text, depth, needNumber)
		}
		every := w.opts.DiagramEvery
		if depth == 0 && every > 0 && n.Turn == board.Black && n.Number%every == 0 {
			diag = true
		}
		w.drewLast = false
		if diag {
			w.diagram(n, pos, flip != w.opts.Flip, depth)
			needNumber = true
			w.drewLast = depth == 0 && i == len(l.Nodes)-1
		}
		for j := range n.Variations {
			v := &n.Variations[j]
			vp := before
			if depth == 0 {
				w.close()
				w.raw(`<p class="var">`)
				w.glue = true
				w.line(v, &vp, 1)
				w.raw("</p>\n")
				w.flushFigures()
			} else {
				w.raw(" (")
				w.glue = true
				w.line(v, &vp, depth+1)
				w.raw(")")
			}
			for _, c := range v.Source.After {
				w.comment(c.Text, depth, true)
			}
			needNumber = true
		}
	}
	for _, c := range l.Source.Comments {
		w.comment(c.Text, depth, needNumber)
	}
}

// comment writes a comment's text (diagram marks and embedded commands
// removed) and returns whether the next move needs its number: after any
// printed text it does.
func (w *htmlWriter) comment(text string, depth int, needNumber bool) bool {
	_, text = diagramComment(text)
	text = printText(text)
	if text == "" {
		return needNumber
	}
	if depth == 0 {
		w.open()
	}
	w.space()
	w.raw(`<span class="comment">`)
	w.text(text)
	w.raw("</span>")
	return true
}

// move writes one move: its number when it needs one, in the style's
// form, bold in the main line.
func (w *htmlWriter) move(n *replay.Node, needNumber bool, depth int) {
	w.space()
	if depth == 0 {
		w.raw("<b>")
	}
	if n.Turn == board.White || needNumber {
		w.buf = strconv.AppendInt(w.buf, int64(n.Number), 10)
		if n.Turn == board.White {
			w.raw(".")
		} else {
			w.text(w.style.Ellipsis)
		}
		if w.style.NumberSpace {
			w.raw(" ")
		}
	}
	w.moveText(n)
	if depth == 0 {
		w.raw("</b>")
	}
}

func (w *htmlWriter) moveText(n *replay.Node) {
	var letters *[7]string
	if w.letters != nil {
		letters = &w.letters[n.Turn]
	}
	start := len(w.buf)
	w.buf = appendStyled(w.buf, n, letters, w.style)
	// SAN has no character HTML gives meaning to, but letters are data.
	if strings.ContainsAny(string(w.buf[start:]), "<>&") {
		s := string(w.buf[start:])
		w.buf = appendHTMLText(w.buf[:start], s)
	}
}

// caption is a diagram's caption: the move it follows and whose move it
// is ("23.Dh7+ · Schwarz am Zug").
func (w *htmlWriter) caption(n *replay.Node, pos *board.Position) string {
	var b []byte
	if n != nil {
		b = strconv.AppendInt(b, int64(n.Number), 10)
		if n.Turn == board.White {
			b = append(b, '.')
		} else {
			b = append(b, w.style.Ellipsis...)
		}
		var letters *[7]string
		if w.letters != nil {
			letters = &w.letters[n.Turn]
		}
		b = appendStyled(b, n, letters, w.style)
		b = append(b, " · "...)
	}
	b = append(b, w.loc.ToMove(pos.Turn())...)
	return string(b)
}

// diagram draws the position after n: in the main line at once, in a
// variation after the variation's paragraph.
func (w *htmlWriter) diagram(n *replay.Node, pos *board.Position, flip bool, depth int) {
	f := figure{pos: *pos, caption: w.caption(n, pos), flip: flip}
	if depth > 0 {
		w.figures = append(w.figures, f)
		return
	}
	w.close()
	w.figure(f)
}

func (w *htmlWriter) flushFigures() {
	for _, f := range w.figures {
		w.figure(f)
	}
	w.figures = w.figures[:0]
}

func (w *htmlWriter) figure(f figure) {
	w.raw(`<figure class="diagram">`)
	w.buf = diagram.AppendSVG(w.buf, &f.pos, diagram.Options{Flip: f.flip, Title: f.caption, Shared: w.opts.Doc != nil})
	w.raw("<figcaption>")
	w.text(f.caption)
	w.raw("</figcaption></figure>\n")
}

func (w *htmlWriter) raw(s string)  { w.buf = append(w.buf, s...) }
func (w *htmlWriter) text(s string) { w.buf = appendHTMLText(w.buf, s) }

// appendHTMLText appends s escaped for HTML text and attribute values:
// the diagrams' escaping, which is HTML's too.
func appendHTMLText(dst []byte, s string) []byte { return diagram.AppendEscaped(dst, s) }

// AppendHTMLVerbatim appends a game that could not be converted, as the
// document keeps it: its text as read, with why it was not converted.
func AppendHTMLVerbatim(dst, raw []byte, id, why string) []byte {
	dst = append(dst, `<article class="game rejected" id="`...)
	dst = appendHTMLText(dst, id)
	dst = append(dst, "\">\n<header><h2>"...)
	dst = appendHTMLText(dst, "Not converted")
	dst = append(dst, "</h2>\n<p class=\"event\">"...)
	dst = appendHTMLText(dst, why)
	dst = append(dst, "</p></header>\n<pre>"...)
	dst = appendHTMLText(dst, strings.ToValidUTF8(string(raw), "\uFFFD"))
	return append(dst, "</pre>\n</article>\n"...)
}
