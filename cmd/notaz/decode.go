package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"
	"strconv"
	"strings"

	"github.com/notaz-chess/notaz/compressed"
	"github.com/notaz-chess/notaz/i18n"
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
	r := &decodeRun{c: c, stderr: c.App.ErrWriter, quiet: c.Bool("quiet"), status: exitOK}
	if err := r.setup(); err != nil {
		return err
	}
	r.out = bufio.NewWriter(c.App.Writer)
	defer r.out.Flush()
	var err error
	if c.Bool("pair") {
		err = r.pair()
	} else {
		err = r.each()
	}
	if err != nil {
		return err
	}
	if err := r.out.Flush(); err != nil && !isBrokenPipe(err) {
		return ioErr("decode: %v", err)
	}
	r.summary()
	if r.status != exitOK {
		return &exitError{code: r.status}
	}
	return nil
}

// decodeRun is one run of notaz decode.
type decodeRun struct {
	c      *cli.Context
	opt    sheet.Options
	format string
	files  []string
	out    *bufio.Writer
	stderr io.Writer
	quiet  bool
	sum    struct{ sheets, moves, sure, bad int }
	status int
}

// setup reads the flags.
func (r *decodeRun) setup() error {
	c := r.c
	r.opt = sheet.Options{From: c.String("from"), Width: c.Int("width"), MarkBelow: c.Float64("mark-below")}
	if r.opt.Width < 1 || r.opt.Width > sheet.MaxWidth {
		return usageErr("decode: --width must be from 1 to %d", sheet.MaxWidth)
	}
	if r.opt.MarkBelow < 0 || r.opt.MarkBelow > 1 {
		return usageErr("decode: --mark-below must be from 0 to 1")
	}
	if r.opt.MarkBelow == 0 {
		r.opt.MarkBelow = -1 // 0 marks nothing
	}
	r.format = c.String("format")
	if r.format != "pgn" && r.format != "json" {
		return usageErr("decode: --format must be pgn or json, not %q", r.format)
	}
	var err error
	if r.files, err = fileArgs(c); err != nil {
		return err
	}
	if c.Bool("pair") && len(r.files) != 2 {
		return usageErr("decode: --pair takes two files (the white player's sheets, the black player's), not %d", len(r.files))
	}
	return nil
}

// emit writes one decoded sheet (or reports why it was not), with its
// warnings and the moves to check on stderr.
func (r *decodeRun) emit(name string, line int, res *sheet.Result, err error) error {
	if err != nil {
		fmt.Fprintf(r.stderr, "%s:%d: error: %v\n", name, line, err)
		r.status = max(r.status, exitGames)
		r.sum.bad++
		return nil
	}
	r.sum.sheets++
	r.sum.moves += len(res.Moves)
	r.sum.sure += res.Sure
	var b []byte
	if r.format == "json" {
		b = res.AppendJSON(nil)
	} else {
		b = res.AppendPGN(nil, max(r.opt.MarkBelow, 0))
	}
	if _, err := r.out.Write(b); err != nil {
		return ioErr("decode: %v", err)
	}
	if !r.quiet {
		for _, w := range res.Warnings {
			fmt.Fprintf(r.stderr, "%s:%d: warning: %s\n", name, line, w)
		}
		for _, m := range res.Review {
			fmt.Fprintf(r.stderr, "%s:%d: %s\n", name, line, reviewLine(msgs, res, m))
		}
	}
	if r.c.Bool("strict") && len(res.Review) > 0 {
		r.status = max(r.status, exitGames)
	}
	return nil
}

// pair decodes the two players' sheets of the same games together.
func (r *decodeRun) pair() error {
	files, c := r.files, r.c
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
			return nil
		}
		if okA != okB {
			fmt.Fprintf(r.stderr, "notaz: decode --pair: %s and %s hold different numbers of sheets; the rest is not decoded\n", files[0], files[1])
			r.status = max(r.status, exitGames)
			return nil
		}
		if err := firstIOErr(errA, errB); err != nil {
			return ioErr("decode: %v", err)
		}
		if errA != nil || errB != nil {
			if err := r.emit(files[0], lineOf(sa, errA), nil, errors.Join(errA, errB)); err != nil {
				return err
			}
			continue
		}
		res, err := sheet.Decode(context.Background(), r.opt, sa, sb)
		if err := r.emit(files[0], sa.Line, res, err); err != nil {
			return err
		}
	}
}

// each decodes the sheets of each file in turn.
func (r *decodeRun) each() error {
	for _, f := range r.files {
		seq, closeF, err := openSheets(f, r.c.App.Reader)
		if err != nil {
			fmt.Fprintf(r.stderr, "notaz: %v\n", err)
			r.status = max(r.status, exitIO)
			continue
		}
		err = r.file(f, seq)
		closeF()
		if err != nil {
			return err
		}
	}
	return nil
}

// file decodes the sheets of the file f.
func (r *decodeRun) file(f string, seq iter.Seq2[*sheet.Sheet, error]) error {
	for s, err := range seq {
		if err != nil {
			var re *sheet.ReadError
			if !errors.As(err, &re) {
				fmt.Fprintf(r.stderr, "notaz: %s: %v\n", f, err)
				r.status = max(r.status, exitIO)
				return nil
			}
			if err := r.emit(f, re.Line, nil, re.Err); err != nil {
				return err
			}
			continue
		}
		res, err := sheet.Decode(context.Background(), r.opt, s)
		if err := r.emit(f, s.Line, res, err); err != nil {
			return err
		}
	}
	return nil
}

// summary says on stderr how many sheets were decoded and how surely.
func (r *decodeRun) summary() {
	if r.quiet {
		return
	}
	sum := r.sum
	line := msgs.Sprintf("decoded %d sheets: %d of %d moves sure (at least %s)", sum.sheets, sum.sure, sum.moves, sheet.Prob(max(r.opt.MarkBelow, 0)))
	if sum.moves > sum.sure {
		line += msgs.Sprintf(", %d to check", sum.moves-sum.sure)
	}
	if sum.bad > 0 {
		line += msgs.Sprintf("; %d not read", sum.bad)
	}
	fmt.Fprintln(r.stderr, line)
}

// reviewLine is res.ReviewLine(m) in the language of the run's messages:
// "check 17...Nd7: read as Nd7 (0.48) or Nb7 (0.39) [box 34]".
func reviewLine(l *i18n.Lang, res *sheet.Result, m sheet.Move) string {
	s := l.Sprintf("check %s: read as %s (%s)", res.Label(m), m.SAN, sheet.Prob(m.P))
	if m.RunnerUp.SAN != "" {
		s += l.Sprintf(" or %s (%s)", m.RunnerUp.SAN, sheet.Prob(m.RunnerUp.P))
	}
	var bs []string
	for k, b := range m.Boxes {
		if len(b) == 0 {
			continue
		}
		ns := make([]string, len(b))
		for i, n := range b {
			ns[i] = strconv.Itoa(n)
		}
		if res.Sheets < 2 {
			bs = append(bs, l.Sprintf("box %s", strings.Join(ns, ",")))
		} else {
			bs = append(bs, l.Sprintf("sheet %d: box %s", k+1, strings.Join(ns, ",")))
		}
	}
	if len(bs) > 0 {
		s += " [" + strings.Join(bs, ", ") + "]"
	}
	return s
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
