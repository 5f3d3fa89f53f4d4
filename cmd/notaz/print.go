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

// htmlOptions are --format html's: the document's title and letters,
// and its diagrams.
type htmlOptions struct {
	title string
	to    string // --to
	every int    // --diagram-every
	flip  bool
}

// htmlFlags reads --diagram-every and --flip, which only --format html
// takes, and checks what the document is made of (convert.SetDocument's
// errors) before anything is opened.
func htmlFlags(c *cli.Context, w writer.Options, files []string) (*htmlOptions, error) {
	if w.Format != writer.HTML {
		for _, f := range []string{"diagram-every", "flip"} {
			if c.IsSet(f) {
				return nil, usageErr("--%s: only with --format html", f)
			}
		}
		return nil, nil
	}
	h := &htmlOptions{title: "Games", to: c.String("to"), every: c.Int("diagram-every"), flip: c.Bool("flip")}
	if len(files) == 1 && files[0] != "-" {
		h.title = filepath.Base(files[0])
	}
	scratch := convert.Options{Writer: w}
	if _, err := scratch.SetDocument(h.title, h.to, h.every, h.flip); err != nil {
		return nil, usageErr("--format html: %v", err)
	}
	return h, nil
}

// htmlDoc is the printable document a run writes (--format html), or nil.
type htmlDoc struct{ doc *writer.Document }

// beginHTML starts the document h describes in opts and writes its head
// to w; with no h (another format), there is none.
func beginHTML(h *htmlOptions, opts *convert.Options, w io.Writer) (*htmlDoc, error) {
	if h == nil {
		return nil, nil
	}
	d, err := opts.SetDocument(h.title, h.to, h.every, h.flip)
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
