package main

import (
	"io"

	"github.com/urfave/cli/v2"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diagram"
)

// diagramCommand is `notaz diagram`: one position as an SVG image, drawn
// as the printable document draws its diagrams (for web pages, slides,
// club bulletins). convert's --fen is JSON's flag, so the single-image
// form is a command of its own rather than convert --format svg.
func diagramCommand() *cli.Command {
	return &cli.Command{
		Name:  "diagram",
		Usage: "draw a position (FEN) as an SVG image",
		Description: "Writes one self-contained SVG image of the position: board, pieces (the\n" +
			"Unicode chess symbols, in any font that has them), coordinates and a mark for\n" +
			"the side to move. It is the drawing convert --format html puts in its documents.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "fen", Usage: "the position (default: the start position)"},
			&cli.StringFlag{Name: "variant", Value: "chess", Usage: "rules the FEN is read by: chess or shatranj"},
			&cli.BoolFlag{Name: "flip", Usage: "draw the board from Black's side"},
			&cli.IntFlag{Name: "size", Value: 360, Usage: "width in pixels (the image scales: 0 leaves it to the page)"},
			&cli.StringFlag{Name: "title", Usage: "the image's accessible name (default: the FEN)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to FILE (atomically) instead of standard output"},
		},
		Action: func(c *cli.Context) error {
			o, err := diagramFlags(c)
			if err != nil {
				return err
			}
			return o.run(c.App.Writer)
		},
	}
}

// diagramOptions is notaz diagram's command line: the position and how
// it is drawn, read once from the flags (diagramFlags).
type diagramOptions struct {
	pos    *board.Position
	draw   diagram.Options
	output string // -o; "" for standard output
}

// diagramFlags reads notaz diagram's flags, in the order their usage
// errors are reported.
func diagramFlags(c *cli.Context) (*diagramOptions, error) {
	if c.NArg() > 0 {
		return nil, usageErr("diagram: no arguments (the position is --fen)")
	}
	v := board.Chess()
	switch c.String("variant") {
	case "chess", "":
	case "shatranj":
		v = board.Shatranj()
	default:
		return nil, usageErr("--variant: unknown variant %q (chess or shatranj)", c.String("variant"))
	}
	fen := c.String("fen")
	if fen == "" {
		fen = v.StartFEN()
	}
	p, err := board.ParseFEN(fen, v)
	if err != nil {
		return nil, usageErr("--fen: %v", err)
	}
	if c.Int("size") < 0 {
		return nil, usageErr("--size must be 0 or more")
	}
	title := c.String("title")
	if title == "" {
		title = fen
	}
	return &diagramOptions{pos: p, output: c.String("output"),
		draw: diagram.Options{Flip: c.Bool("flip"), Size: c.Int("size"), Title: title, Standalone: true}}, nil
}

// run writes the image to stdout, or to -o.
func (o *diagramOptions) run(stdout io.Writer) error {
	svg := diagram.AppendSVG(nil, o.pos, o.draw)
	svg = append(svg, '\n')
	out, err := openOutput(o.output, stdout)
	if err != nil {
		return err
	}
	defer out.commit(false)
	if _, err := out.w.Write(svg); err != nil {
		return ioErr("%v", err)
	}
	if err := out.commit(true); err != nil {
		return ioErr("%v", err)
	}
	return nil
}
