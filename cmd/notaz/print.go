package main

import (
	"github.com/urfave/cli/v2"

	"github.com/notaz-chess/notaz/convert"
)

// styleFlag is convert's --style: the signs moves are printed with.
func styleFlag() cli.Flag {
	return &cli.StringFlag{Name: "style", Value: "pgn", Usage: "signs around the letters: pgn (x, O-O, #, 1-0: the PGN standard) or print (the output language's publishers: Russian Кр:e5 0-0, German d:e5 b8D, Czech mate X, results 1–0 ½–½; docs/style-print.md)"}
}

// outputStyle reads --style, after outputFormat.
func outputStyle(c *cli.Context, opts *convert.Options) error {
	if err := opts.SetStyle(c.String("style"), c.String("to")); err != nil {
		return usageErr("--style: %v", err)
	}
	return nil
}
