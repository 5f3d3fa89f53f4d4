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

func decodeCommand(l *i18n.Lang) *cli.Command {
	return &cli.Command{
		Name:      "decode",
		Usage:     "turn a handwriting recogniser's readings of scoresheets into the most probable legal games",
		ArgsUsage: "[FILE...]  (none or - reads standard input; with --pair: WHITE BLACK)",
		Description: "Each input line is one scoresheet in JSON: {\"tags\": {...}, \"fen\": \"...\", \"moves\": [[[\"e4\", 0.92],\n" +
			"[\"c4\", 0.05]], [], ...]}, per box the recogniser's candidate strings with their probabilities\n" +
			"(any of the 19 languages' letters, figurines; an empty box is unreadable). Typed text with\n" +
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
		Action: func(c *cli.Context) error {
			o, err := decodeFlags(c)
			if err != nil {
				return err
			}
			return o.run(c.Context, c.App.Reader, c.App.Writer, c.App.ErrWriter, l)
		},
	}
}

// decodeOptions is notaz decode's command line, read once from its flags
// (decodeFlags); run takes it with the streams, the context and the
// language, and tests call it without a process.
type decodeOptions struct {
	sheet  sheet.Options
	format string // pgn or json
	files  []string
	pair   bool // the two files are the two players' sheets
	strict bool // exit 1 when a move is below --mark-below
	quiet  bool
}

// decodeFlags reads notaz decode's flags, in the order their usage errors
// are reported.
func decodeFlags(c *cli.Context) (*decodeOptions, error) {
	o := &decodeOptions{sheet: sheet.Options{From: c.String("from"), Width: c.Int("width"), MarkBelow: c.Float64("mark-below")},
		format: c.String("format"), files: fileArgs(c), pair: c.Bool("pair"), strict: c.Bool("strict"), quiet: c.Bool("quiet")}
	if o.sheet.Width < 1 || o.sheet.Width > sheet.MaxWidth {
		return nil, usageErr("decode: --width must be from 1 to %d", sheet.MaxWidth)
	}
	if o.sheet.MarkBelow < 0 || o.sheet.MarkBelow > 1 {
		return nil, usageErr("decode: --mark-below must be from 0 to 1")
	}
	if o.sheet.MarkBelow == 0 {
		o.sheet.MarkBelow = -1 // 0 marks nothing
	}
	if o.format != "pgn" && o.format != "json" {
		return nil, usageErr("decode: --format must be pgn or json, not %q", o.format)
	}
	if o.pair && len(o.files) != 2 {
		return nil, usageErr("decode: --pair takes two files (the white player's sheets, the black player's), not %d", len(o.files))
	}
	return o, nil
}

// run decodes the sheets of the FILEs (or standard input), writing the
// games to stdout and the warnings, the moves to check and the summary
// to stderr, in the language l.
func (o *decodeOptions) run(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer, l *i18n.Lang) error {
	r := &decodeRun{ctx: ctx, stdin: stdin, o: o, lang: l, stderr: stderr, status: exitOK}
	r.out = bufio.NewWriter(stdout)
	defer r.out.Flush()
	var err error
	if o.pair {
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
	ctx    context.Context
	stdin  io.Reader
	o      *decodeOptions
	lang   *i18n.Lang // of its messages, summary and errors
	out    *bufio.Writer
	stderr io.Writer
	sum    struct{ sheets, moves, sure, bad int }
	status int
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
	if r.o.format == "json" {
		b = res.AppendJSON(nil)
	} else {
		b = res.AppendPGN(nil, max(r.o.sheet.MarkBelow, 0))
	}
	if _, err := r.out.Write(b); err != nil {
		return ioErr("decode: %v", err)
	}
	if !r.o.quiet {
		for _, w := range res.Warnings {
			fmt.Fprintf(r.stderr, "%s:%d: warning: %s\n", name, line, w)
		}
		for _, m := range res.Review {
			fmt.Fprintf(r.stderr, "%s:%d: %s\n", name, line, reviewLine(r.lang, res, m))
		}
	}
	if r.o.strict && len(res.Review) > 0 {
		r.status = max(r.status, exitGames)
	}
	return nil
}

// pair decodes the two players' sheets of the same games together.
func (r *decodeRun) pair() error {
	files := r.o.files
	a, closeA, err := openSheets(files[0], r.stdin)
	if err != nil {
		return err
	}
	defer closeA()
	b, closeB, err := openSheets(files[1], r.stdin)
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
		res, err := sheet.Decode(r.ctx, r.o.sheet, sa, sb)
		if err := r.emit(files[0], sa.Line, res, err); err != nil {
			return err
		}
	}
}

// each decodes the sheets of each file in turn.
func (r *decodeRun) each() error {
	for _, f := range r.o.files {
		seq, closeF, err := openSheets(f, r.stdin)
		if err != nil {
			fmt.Fprintf(r.stderr, "notaz: %s\n", errIn(r.lang, err))
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
		res, err := sheet.Decode(r.ctx, r.o.sheet, s)
		if err := r.emit(f, s.Line, res, err); err != nil {
			return err
		}
	}
	return nil
}

// summary says on stderr how many sheets were decoded and how surely.
func (r *decodeRun) summary() {
	if r.o.quiet {
		return
	}
	sum := r.sum
	line := r.lang.Sprintf("decoded %d sheets: %d of %d moves sure (at least %s)", sum.sheets, sum.sure, sum.moves, sheet.Prob(max(r.o.sheet.MarkBelow, 0)))
	if sum.moves > sum.sure {
		line += r.lang.Sprintf(", %d to check", sum.moves-sum.sure)
	}
	if sum.bad > 0 {
		line += r.lang.Sprintf("; %d not read", sum.bad)
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
