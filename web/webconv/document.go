package webconv

import (
	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/writer"
)

// document prepares the printable document for Format "html" (nil for
// the other formats): titled after the one file converted, or "Games".
func document(o *convert.Options, req Request) (*writer.Document, error) {
	if o.Writer.Format != writer.HTML {
		return nil, nil
	}
	title := "Games"
	if len(req.Inputs) == 1 && req.Inputs[0].Name != "" {
		title = req.Inputs[0].Name
	}
	return o.SetDocument(title, req.To, 0, false)
}
