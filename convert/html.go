package convert

import (
	"fmt"
	"strconv"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/writer"
)

// workHTML writes one game as an article of the printable document, on a
// worker: a game that could not be converted is kept as read, with the
// reason, and goes to the rejects as PGN like any other.
func workHTML(it *pipeline.Item, opts *Options) out {
	g, rg := it.Game, it.Replay
	doc := opts.Writer.HTML.Doc
	id := doc.ID(g.Number)
	if it.Failed() {
		why := "not replayed"
		for _, d := range it.Diags {
			if d.Severity == diag.Error {
				why = d.Msg
				break
			}
		}
		return out{text: writer.AppendHTMLVerbatim(nil, g.Raw, id, why), reject: writer.AppendVerbatim(nil, g.Raw), rejected: true}
	}
	bp := textBuf(4*len(g.Raw) + 8<<10)
	text, err := writer.AppendHTML(*bp, rg, &opts.Writer, id)
	if err != nil { // cannot happen: the game replayed
		return out{text: writer.AppendHTMLVerbatim(nil, g.Raw, id, err.Error()), reject: writer.AppendVerbatim(nil, g.Raw), rejected: true}
	}
	*bp = text
	return out{text: text, buf: bp}
}

// listHTML lists a game in the document's contents, in input order (on
// the emitting goroutine): the players, and the event, round and year.
func listHTML(it *pipeline.Item, o out, opts *Options) {
	if o.rejected && opts.rejectsOnly() {
		return
	}
	g := it.Game
	doc := opts.Writer.HTML.Doc
	title := writer.HTMLTitle(g)
	if o.rejected {
		title = "Not converted: game " + strconv.Itoa(g.Number)
	}
	detail := ""
	for _, name := range [...]string{"Event", "Round", "Date"} {
		v, _ := g.TagValue(name)
		if name == "Date" {
			v = writer.HTMLDate(v)
		}
		if v == "" || v == "?" || v == "-" {
			continue
		}
		if detail != "" {
			detail += ", "
		}
		detail += v
	}
	doc.Add(doc.ID(g.Number), title, detail)
}

// SetDocument prepares Format HTML: the printable document the games go
// into, titled title, in the language to names ("" or "pgn": English),
// with a diagram every every moves too (0: only where the games ask and
// at the end) and diagrams from Black's side with flip. The caller writes
// doc.Begin before the first Run, calls doc.NextFile before each input,
// and writes doc.End after the last. Call it once o.Writer is set
// (writer.OptionsFor).
func (o *Options) SetDocument(title, to string, every int, flip bool) (*writer.Document, error) {
	if o.Writer.Format != writer.HTML {
		return nil, fmt.Errorf("the printable document is format html")
	}
	if every < 0 {
		return nil, fmt.Errorf("a diagram every %d moves: must be 0 or more", every)
	}
	if to == "" || to == "pgn" {
		to = "en"
	}
	l, err := locales.Lookup(to)
	if err != nil {
		return nil, err
	}
	d := &writer.Document{Title: title, Lang: l.Code}
	o.Writer.HTML = writer.HTMLOptions{Locale: l, DiagramEvery: every, Flip: flip, Doc: d}
	return d, nil
}
