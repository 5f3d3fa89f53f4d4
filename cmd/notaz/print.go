package main

import (
	"io"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/writer"
)

// styleFlag is convert's --style: the signs moves are printed with.
func styleFlag() cli.Flag {
	return &cli.StringFlag{Name: "style", Value: "pgn", Usage: "signs around the letters: pgn (x, O-O, #, 1-0: the PGN standard) or print (the output language's publishers: Russian Кр:e5 0-0, German d:e5 b8D, Czech mate X, results 1–0 ½–½; docs/style-print.md)"}
}

func diagramEveryFlag() cli.Flag {
	return &cli.IntFlag{Name: "diagram-every", Usage: "with --format html: a diagram after every N-th move of the main line too (besides the game's diagram marks and the final position)"}
}

func flipFlag() cli.Flag {
	return &cli.BoolFlag{Name: "flip", Usage: "with --format html: diagrams from Black's side"}
}

// htmlDoc is the printable document a run writes (--format html), or nil.
type htmlDoc struct{ doc *writer.Document }

// beginHTML starts the document for --format html and writes its head;
// for other formats it checks that the HTML flags are not given.
func beginHTML(c *cli.Context, opts *convert.Options, w io.Writer, files []string) (*htmlDoc, error) {
	every := c.Int("diagram-every")
	if opts.Writer.Format != writer.HTML {
		for _, f := range []string{"diagram-every", "flip"} {
			if c.IsSet(f) {
				return nil, usageErr("--%s: only with --format html", f)
			}
		}
		return nil, nil
	}
	title := "Games"
	if len(files) == 1 && files[0] != "-" {
		title = filepath.Base(files[0])
	}
	d, err := opts.SetDocument(title, c.String("to"), every, c.Bool("flip"))
	if err != nil {
		return nil, usageErr("--format html: %v", err)
	}
	if _, err := w.Write(d.Begin(nil)); err != nil {
		return nil, ioErr("%v", err)
	}
	return &htmlDoc{doc: d}, nil
}

// next starts the games of the next input.
func (h *htmlDoc) next() {
	if h != nil {
		h.doc.NextFile()
	}
}

// end writes the contents and closes the document.
func (h *htmlDoc) end(w io.Writer) error {
	if h == nil {
		return nil
	}
	_, err := w.Write(h.doc.End(nil))
	return err
}
