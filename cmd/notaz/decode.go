package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"

	"github.com/notaz-chess/notaz/compressed"
	"github.com/notaz-chess/notaz/sheet"
	"github.com/urfave/cli/v2"
)

func decodeCommand() *cli.Command {
	return &cli.Command{
		Name:      "decode",
		Usage:     "turn a handwriting recogniser's readings of scoresheets into the most probable legal games",
		ArgsUsage: "[FILE...]  (none or - reads standard input; with --pair: WHITE BLACK)",
		Description: "Each input line is one scoresheet in JSON: {\"tags\": {...}, \"fen\": \"...\", \"moves\": [[[\"e4\", 0.92],\n" +
			"[\"c4\", 0.05]], [], ...]}, per box the recogniser's candidate strings with their probabilities\n" +
			"(any of the 18 languages' letters, figurines; an empty box is unreadable). Typed text with\n" +
			"alternatives (14. Td1|Rd1 De6, ? for an unreadable box) is read too. A beam search over the\n" +
			"legal moves finds the most probable game; every correction is a coded warning with its\n" +
			"box, the chosen move, its probability and the runner-up, and the run ends with the moves a\n" +
			"person should check. --pair decodes the two players' sheets of each game together\n" +
			"(the n-th line of one file with the n-th of the other). Schema and model: docs/decode.md.\n\n" + exitCodesHelp,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "from", Value: "auto", Usage: "the language of the letters (it, de, fig …), or auto: the one under which the sheet is most probable"},
			&cli.StringFlag{Name: "format", Value: "pgn", Usage: "output: pgn (a {notaz: 0.41} comment after each move below --mark-below) or json (one line per sheet: each move with its SAN, probability, runner-up, boxes)"},
			&cli.IntFlag{Name: "width", Value: sheet.DefaultWidth, Usage: "beam width: partial games kept per ply (time and memory grow as width × boxes)"},
			&cli.Float64Flag{Name: "mark-below", Value: sheet.DefaultMarkBelow, Usage: "confidence under which a move is marked and listed for checking"},
			&cli.BoolFlag{Name: "strict", Usage: "exit 1 when any move is below --mark-below"},
			&cli.BoolFlag{Name: "pair", Usage: "two files: the two players' sheets of the same games, decoded together"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "no summary or warnings on standard error (errors only)"},
		},
		Action: runDecode,
	}
}

func runDecode(c *cli.Context) error {
	opt := sheet.Options{From: c.String("from"), Width: c.Int("width"), MarkBelow: c.Float64("mark-below")}
	if opt.Width < 1 || opt.Width > sheet.MaxWidth {
		return usageErr("decode: --width must be from 1 to %d", sheet.MaxWidth)
	}
	if opt.MarkBelow < 0 || opt.MarkBelow > 1 {
		return usageErr("decode: --mark-below must be from 0 to 1")
	}
	if opt.MarkBelow == 0 {
		opt.MarkBelow = -1 // 0 marks nothing
	}
	format := c.String("format")
	if format != "pgn" && format != "json" {
		return usageErr("decode: --format must be pgn or json, not %q", format)
	}
	files, err := fileArgs(c)
	if err != nil {
		return err
	}
	if c.Bool("pair") && len(files) != 2 {
		return usageErr("decode: --pair takes two files (the white player's sheets, the black player's), not %d", len(files))
	}
	out := bufio.NewWriter(c.App.Writer)
	defer out.Flush()
	stderr := c.App.ErrWriter
	quiet := c.Bool("quiet")
	var sum struct{ sheets, moves, sure, bad int }
	status := exitOK
	emit := func(name string, line int, r *sheet.Result, err error) error {
		if err != nil {
			fmt.Fprintf(stderr, "%s:%d: error: %v\n", name, line, err)
			status = max(status, exitGames)
			sum.bad++
			return nil
		}
		sum.sheets++
		sum.moves += len(r.Moves)
		sum.sure += r.Sure
		var b []byte
		if format == "json" {
			b = r.AppendJSON(nil)
		} else {
			b = r.AppendPGN(nil, max(opt.MarkBelow, 0))
		}
		if _, err := out.Write(b); err != nil {
			return ioErr("decode: %v", err)
		}
		if !quiet {
			for _, w := range r.Warnings {
				fmt.Fprintf(stderr, "%s:%d: warning: %s\n", name, line, w)
			}
			for _, m := range r.Review {
				fmt.Fprintf(stderr, "%s:%d: %s\n", name, line, r.ReviewLine(m))
			}
		}
		if c.Bool("strict") && len(r.Review) > 0 {
			status = max(status, exitGames)
		}
		return nil
	}
	ctx := context.Background()
	if c.Bool("pair") {
		a, closeA, err := openSheets(files[0], c.App.Reader)
		if err != nil {
			return err
		}
		defer closeA()
		b, closeB, err := openSheets(files[1], c.App.Reader)
		if err != nil {
			return err
		}
		defer closeB()
		nextA, stopA := iter.Pull2(a)
		defer stopA()
		nextB, stopB := iter.Pull2(b)
		defer stopB()
		for {
			sa, errA, okA := nextA()
			sb, errB, okB := nextB()
			if !okA && !okB {
				break
			}
			if okA != okB {
				fmt.Fprintf(stderr, "notaz: decode --pair: %s and %s hold different numbers of sheets; the rest is not decoded\n", files[0], files[1])
				status = max(status, exitGames)
				break
			}
			if err := firstIOErr(errA, errB); err != nil {
				return ioErr("decode: %v", err)
			}
			if errA != nil || errB != nil {
				e := errors.Join(errA, errB)
				if err := emit(files[0], lineOf(sa, errA), nil, e); err != nil {
					return err
				}
				continue
			}
			r, err := sheet.Decode(ctx, opt, sa, sb)
			if err := emit(files[0], sa.Line, r, err); err != nil {
				return err
			}
		}
	} else {
		for _, f := range files {
			seq, closeF, err := openSheets(f, c.App.Reader)
			if err != nil {
				fmt.Fprintf(stderr, "notaz: %v\n", err)
				status = max(status, exitIO)
				continue
			}
			for s, err := range seq {
				if err != nil {
					var re *sheet.ReadError
					if !errors.As(err, &re) {
						fmt.Fprintf(stderr, "notaz: %s: %v\n", f, err)
						status = max(status, exitIO)
						break
					}
					if err := emit(f, re.Line, nil, re.Err); err != nil {
						closeF()
						return err
					}
					continue
				}
				r, err := sheet.Decode(ctx, opt, s)
				if err := emit(f, s.Line, r, err); err != nil {
					closeF()
					return err
				}
			}
			closeF()
		}
	}
	if err := out.Flush(); err != nil && !isBrokenPipe(err) {
		return ioErr("decode: %v", err)
	}
	if !quiet {
		fmt.Fprintf(stderr, "decoded %d sheets: %d of %d moves sure (at least %.2f)", sum.sheets, sum.sure, sum.moves, max(opt.MarkBelow, 0))
		if sum.moves > sum.sure {
			fmt.Fprintf(stderr, ", %d to check", sum.moves-sum.sure)
		}
		if sum.bad > 0 {
			fmt.Fprintf(stderr, "; %d not read", sum.bad)
		}
		fmt.Fprintln(stderr)
	}
	if status != exitOK {
		return &exitError{code: status}
	}
	return nil
}

func lineOf(s *sheet.Sheet, err error) int {
	var re *sheet.ReadError
	if errors.As(err, &re) {
		return re.Line
	}
	if s != nil {
		return s.Line
	}
	return 0
}

func firstIOErr(errs ...error) error {
	for _, err := range errs {
		var re *sheet.ReadError
		if err != nil && !errors.As(err, &re) {
			return err
		}
	}
	return nil
}

// openSheets opens a file (or standard input for "-"), compressed or not,
// and returns its sheets.
func openSheets(name string, stdin io.Reader) (iter.Seq2[*sheet.Sheet, error], func(), error) {
	var in io.Reader = stdin
	closeIn := func() {}
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, nil, ioErr("%v", err)
		}
		in, closeIn = f, func() { f.Close() }
	}
	br := bufio.NewReader(in)
	head, _ := br.Peek(8)
	if f := compressed.Sniff(head); f != compressed.None {
		zr := compressed.NewReader(br, f)
		prev := closeIn
		closeIn = func() { zr.Close(); prev() }
		return sheet.Sheets(zr), closeIn, nil
	}
	return sheet.Sheets(br), closeIn, nil
}
