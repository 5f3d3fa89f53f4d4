package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/notaz-chess/notaz/board"
	"github.com/urfave/cli/v2"
)

func perftCommand() *cli.Command {
	return &cli.Command{
		Name:      "perft",
		Usage:     "count the leaf nodes of the legal move tree (move generator test)",
		ArgsUsage: "DEPTH",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "fen", Usage: "start from this position instead of the initial one"},
			&cli.BoolFlag{Name: "divide", Usage: "print the count below each root move"},
			&cli.StringFlag{Name: "variant", Value: "chess", Usage: "rules: chess, chess960, 3check, kingofthehill, atomic, antichess, crazyhouse, horde, racingkings or shatranj"},
			fersLeapFlag(),
		},
		OnUsageError: func(c *cli.Context, err error, _ bool) error { return usageErr("perft: %v", err) },
		Action: func(c *cli.Context) error {
			o, err := perftFlags(c)
			if err != nil {
				return err
			}
			return o.run(c.App.Writer)
		},
	}
}

// perftOptions is notaz perft's command line: the position, the depth,
// and whether the count is divided by root move.
type perftOptions struct {
	pos    *board.Position
	depth  int
	divide bool
}

// perftFlags reads notaz perft's argument and flags, in the order their
// usage errors are reported.
func perftFlags(c *cli.Context) (*perftOptions, error) {
	if c.NArg() != 1 {
		return nil, usageErr("perft: want one DEPTH argument, got %d (usage: notaz perft [--fen FEN] [--divide] DEPTH)", c.NArg())
	}
	depth, err := strconv.Atoi(c.Args().First())
	if err != nil || depth < 0 || depth > 20 {
		return nil, usageErr("perft: DEPTH must be a whole number from 0 to 20, got %q", c.Args().First())
	}
	v, err := variantFromFlags(c)
	if err != nil {
		return nil, err
	}
	fen := v.StartFEN()
	if c.IsSet("fen") {
		fen = c.String("fen")
	}
	p, err := board.ParseFEN(fen, v)
	if err != nil {
		return nil, usageErr("perft: %v", err)
	}
	return &perftOptions{pos: p, depth: depth, divide: c.Bool("divide")}, nil
}

// run prints the count to stdout (with --divide, first the count below
// each root move).
func (o *perftOptions) run(stdout io.Writer) error {
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	if o.divide && o.depth > 0 {
		moves, counts := o.pos.PerftDivide(o.depth)
		var total uint64
		for i, m := range moves {
			fmt.Fprintf(w, "%s: %d\n", m, counts[i])
			total += counts[i]
		}
		fmt.Fprintln(w, total)
		return nil
	}
	fmt.Fprintln(w, o.pos.Perft(o.depth))
	return nil
}

func variantFlag() cli.Flag {
	return &cli.StringFlag{Name: "variant", Value: "chess", Usage: "rules for input without a Variant tag: chess, chess960, 3check, kingofthehill, atomic, antichess, crazyhouse, horde, racingkings or shatranj"}
}

func fersLeapFlag() cli.Flag {
	return &cli.BoolFlag{Name: "fers-leap", Usage: "shatranj: allow the fers's optional first-move leap (rights Q/q in FEN)"}
}

// variantFromFlags returns the rules named by --variant and --fers-leap.
func variantFromFlags(c *cli.Context) (board.Variant, error) {
	switch strings.ToLower(c.String("variant")) {
	case "chess", "standard", "":
		if c.Bool("fers-leap") {
			return board.Variant{}, usageErr("--fers-leap needs --variant shatranj")
		}
		return board.Chess(), nil
	case "shatranj":
		if c.Bool("fers-leap") {
			return board.ShatranjFersLeap(), nil
		}
		return board.Shatranj(), nil
	}
	if v, ok := board.VariantByName(c.String("variant")); ok && !c.Bool("fers-leap") {
		return v, nil // chess960 and the lichess variants, in their spellings
	}
	return board.Variant{}, usageErr("unknown variant %q (want chess, chess960, 3check, kingofthehill, atomic, antichess, crazyhouse, horde, racingkings or shatranj)", c.String("variant"))
}
