package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/notaz-chess/notaz/charset"
	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/i18n"
	"github.com/notaz-chess/notaz/input"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/report"
	"github.com/notaz-chess/notaz/writer"
	"github.com/urfave/cli/v2"
)

func convertCommand(l *i18n.Lang) *cli.Command {
	return &cli.Command{
		Name:      "convert",
		Usage:     "replay games and write them as standard PGN or in another language",
		ArgsUsage: "[FILE...]  (none or - reads standard input)",
		Description: "Every move is checked by replaying it. A game with an error is reported on stderr\n" +
			"(FILE:LINE:COL: error: ...) and written to the output exactly as it was read, so\n" +
			"nothing is lost; with --rejects FILE it goes to FILE only, and the output is valid\n" +
			"standard PGN. A summary line ends the run on stderr (-q: none).\n\n" +
			"On a terminal, a line on stderr shows games, bytes read, rate and, for files, the\n" +
			"percentage and time left; never in a pipe or when $CI is set, unless --progress.\n\n" + exitCodesHelp,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "to", Value: "pgn", Usage: "output letters: pgn (standard English PGN), a language (it, de, Russian, ...) or fig (figurines)"},
			&cli.StringFlag{Name: "format", Value: "pgn", Usage: "output format: pgn (SAN movetext), uci (g1f3 e7e8q), lalg (long algebraic: Ng1-f3 e7-e8=Q), json (JSON Lines, one game a line: docs/json.md), html (one printable document with diagrams: docs/style-print.md), parquet (one row a game, -o FILE: docs/parquet.md)"},
			partitionFlag(),
			&cli.BoolFlag{Name: "fen", Usage: "with --format json: the position (FEN) after each move"},
			styleFlag(),
			diagramEveryFlag(),
			flipFlag(),
			&cli.StringFlag{Name: "uci-castling", Value: "960", Usage: "Chess960 castling in UCI: 960 (the king takes its rook: e1h1) or standard (e1g1 where chess has it)"},
			&cli.StringFlag{Name: "from", Value: "auto", Usage: "input piece letters: auto (detect per game), or a language code or name (it, de, Russian, fig ...)"},
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "say which language each game was read as"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: 0, Usage: "worker count (0 = all cores, 1 = single-threaded)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to FILE (atomically) instead of standard output"},
			&cli.StringFlag{Name: "rejects", Usage: "write every game that could not be converted, verbatim, to FILE instead of the output (which is then valid standard PGN)"},
			&cli.StringFlag{Name: "encoding", Value: "auto", Usage: encodingUsage + strings.Join(charset.Names(), ", ")},
			variantFlag(),
			fersLeapFlag(),
			maxGameSizeFlag(),
			maxZstdWindowFlag(),
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "report errors only: no warnings, no summary line"},
			colorFlag(),
		}, progressFlags()...),
		Action: func(c *cli.Context) error { return runConvert(c, l) },
	}
}

func runConvert(c *cli.Context, l *i18n.Lang) error {
	r := &convertRun{c: c, lang: l}
	if err := r.setup(); err != nil {
		return err
	}
	defer r.prog.stop()
	if err := r.openOutputs(); err != nil {
		r.closeOutputs()
		return err
	}
	defer r.closeOutputs()
	err := r.inputs().each(r.files, r.failed, r.convert, nil)
	if err == errDone {
		return nil
	}
	if err != nil {
		return err
	}
	return r.finish()
}

// convertRun is one run of notaz convert: its options, outputs and
// counts.
type convertRun struct {
	c        *cli.Context
	lang     *i18n.Lang
	files    []string
	names    inputNames
	opts     convert.Options
	enc      string
	quiet    bool
	prog     *progress
	stderr   io.Writer
	stdout   io.Writer
	findings *errorsFirst
	out      *output
	tbl      *table
	doc      *htmlDoc
	rej      *output

	total     convert.Stats
	converted int
	ioFailed  bool
}

// errDone ends a run early and well: standard output's reader has what
// it wanted (notaz convert | head).
var errDone = errors.New("done")

// setup reads the flags and starts the progress line and the findings.
func (r *convertRun) setup() error {
	c := r.c
	var err error
	if r.files, err = fileArgs(c); err != nil {
		return err
	}
	po, names, err := pipelineOptions(c, "convert", r.files)
	if err != nil {
		return err
	}
	r.names = names
	r.opts = convert.Options{Options: po, Verbose: c.Bool("verbose")}
	if err := outputFormat(c, &r.opts.Writer); err != nil {
		return err
	}
	r.enc = c.String("encoding")
	if _, err := charset.NewReader(nil, r.enc); err != nil {
		return usageErr("convert: %v", err)
	}
	showProgress, err := wantProgress(c)
	if err != nil {
		return err
	}
	r.prog = startProgress(showProgress, c.App.ErrWriter, r.files, c.App.Reader, r.lang)
	if r.prog != nil {
		r.opts.Game = func(*pipeline.Item, []byte) { r.prog.Game() }
	}
	r.stdout, r.stderr = r.prog.Streams(c.App.Writer, c.App.ErrWriter)
	r.quiet = c.Bool("quiet")
	return r.report()
}

// report sets where the findings go: one line each on stderr, as check
// prints them, each game's errors first.
func (r *convertRun) report() error {
	color, err := wantColor(r.c, r.stderr)
	if err != nil {
		return err
	}
	r.findings = &errorsFirst{emit: func(d diag.Diagnostic) error {
		// One line, as check prints it: the closest moves in the game's
		// letters ("; did you mean Td1?") and the hint.
		line := report.Line(d, r.lang)
		if color {
			line = paintSeverity(line, r.lang.Severity(d), func(w string) string { return report.Paint(d.Severity, w) })
		}
		_, err := fmt.Fprintln(r.stderr, line)
		return err
	}}
	r.opts.Report = func(d diag.Diagnostic) {
		if r.quiet && d.Severity != diag.Error {
			return
		}
		r.findings.add(d)
	}
	return nil
}

// openOutputs opens -o (or the table of --format parquet), the HTML
// document's head and --rejects.
func (r *convertRun) openOutputs() error {
	c := r.c
	var err error
	r.rej = &output{}
	if r.out, r.tbl, err = openConvertOutput(c, r.stdout, &r.opts); err != nil {
		return err
	}
	if r.doc, err = beginHTML(c, &r.opts, r.out.w, r.files); err != nil {
		return err
	}
	name := c.String("rejects")
	if name == "" {
		return nil
	}
	if r.rej, err = openOutput(name, nil); err != nil {
		r.rej = &output{}
		return err
	}
	if sameFile(r.rej.path, r.out.path) || r.out.stdout && c.App.Writer == os.Stdout && sameAsStdout(r.rej.path) {
		return usageErr("convert: -o and --rejects name the same file (%s): the rejected games would replace the converted ones", name)
	}
	for _, f := range r.files {
		if f != "-" && sameFile(r.rej.path, f) {
			return usageErr("convert: --rejects names the input %s: it would be replaced by its own rejected games", f)
		}
	}
	// The rejected games are kept in FILE: the output can be clean.
	r.opts.Rejects, r.opts.RejectsOnly = r.rej.w, true
	return nil
}

// closeOutputs drops what was not committed (an early end).
func (r *convertRun) closeOutputs() {
	if r.rej != nil {
		r.rej.commit(false)
	}
	if r.tbl != nil {
		r.tbl.close(false)
	}
	if r.out != nil {
		r.out.commit(false)
	}
}

// inputs is how convert opens its FILEs.
func (r *convertRun) inputs() inputLoop {
	return inputLoop{stdin: r.c.App.Reader, raw: r.names.raw(r.prog.Input), enc: r.enc,
		report: func(name string) func(charset.Choice) {
			return encodingReport(r.stderr, r.lang, r.names, name, r.quiet, r.opts.Verbose)
		},
		warn: func(msg string) {
			if !r.quiet {
				fmt.Fprintf(r.stderr, "notaz: %s\n", msg)
			}
		}}
}

// failed reports an input that cannot be opened; the other files are
// converted, as check does.
func (r *convertRun) failed(_ string, err error) {
	r.ioFailed = reportInput(r.stderr, r.lang, err, r.quiet) || r.ioFailed
}

// convert converts one input.
func (r *convertRun) convert(in input.Input) error {
	r.opts.Name = r.names.of(in.Name)
	r.doc.next()
	st, err := convert.Run(r.c.Context, in.R, r.out.w, r.opts)
	r.findings.flush()
	r.total.Games += st.Games
	r.total.Errors += st.Errors
	r.total.Rejected += st.Rejected
	r.total.Warnings += st.Warnings
	r.converted++
	if ce := decompressError(err); ce != nil {
		// The games before the damage are written: go on.
		fmt.Fprintf(r.stderr, "notaz: %s: %v\n", in.Name, ce)
		r.ioFailed = true
		return nil
	}
	if re := (*pipeline.ReadError)(nil); errors.As(err, &re) {
		// A read that failed (a disk error, a file gone): the games
		// before it are written, the other files follow, as check does.
		fmt.Fprintf(r.stderr, "notaz: %s: %v\n", in.Name, err)
		r.ioFailed = true
		return nil
	}
	if err != nil {
		if isBrokenPipe(err) && r.out.stdout && !r.rej.pipeLike() {
			// notaz convert | head: standard output's reader has what
			// it wanted.
			return errDone
		}
		if isBrokenPipe(err) {
			// A FIFO named by -o or --rejects whose reader went away:
			// the games after are not written anywhere.
			return ioErr("%s: the reader of the output closed it before the end: the games from here on are not written", in.Name)
		}
		return ioErr("%s: %v", in.Name, err)
	}
	return nil
}

// finish ends the outputs, prints the summary and says how the run
// ends.
func (r *convertRun) finish() error {
	if err := r.tbl.close(true); err != nil {
		return ioErr("%v", err)
	}
	if err := r.doc.end(r.out.w); err != nil {
		return ioErr("%v", err)
	}
	if err := r.commit(); err != nil {
		return err
	}
	r.prog.stop()
	if !r.quiet {
		// On stderr: stdout carries the games.
		fmt.Fprintln(r.stderr, convert.Summary(r.lang, r.converted, r.total, diag.Escape(r.c.String("rejects"))))
	}
	if r.ioFailed {
		return &exitError{code: exitIO}
	}
	if r.total.Errors > 0 {
		return &exitError{code: exitGames}
	}
	return nil
}

// commit replaces -o and --rejects when every input was read to its end
// (exit 0 or 1). Otherwise (exit 3) the files are left as they were: a
// damaged input must not replace a good output with a partial one; what
// was written is kept apart.
func (r *convertRun) commit() error {
	for _, o := range []struct {
		out  *output
		name string
	}{{r.out, r.c.String("output")}, {r.rej, r.c.String("rejects")}} {
		if !r.ioFailed {
			if err := o.out.commit(true); err != nil {
				return ioErr("%v", err)
			}
			continue
		}
		p, err := o.out.keepPartial()
		if err != nil {
			return ioErr("%v", err)
		}
		if p != "" {
			fmt.Fprintf(r.stderr, "notaz: %s: not replaced, since not every input was read; what was written is in %s\n", o.name, p)
		}
	}
	return nil
}

// pipelineOptions reads the flags convert and check share: --jobs,
// --from, --variant, --fers-leap, --max-game-size, and the scale-out flags
// (--origin, --stdin-filename, --chunk: see scaleOptions), which also say
// how the files are named in diagnostics.
func pipelineOptions(c *cli.Context, cmd string, files []string) (pipeline.Options, inputNames, error) {
	opts, err := readOptions(c, cmd)
	if err != nil {
		return opts, inputNames{}, err
	}
	names, err := scaleOptions(c, cmd, files, &opts)
	return opts, names, err
}

// readOptions reads how games are read and replayed.
func readOptions(c *cli.Context, cmd string) (pipeline.Options, error) {
	opts := pipeline.Options{Workers: c.Int("jobs")}
	if opts.Workers < 0 {
		return opts, usageErr("%s: --jobs must be 0 or more", cmd)
	}
	if m := pipeline.MaxWorkers(); opts.Workers > m {
		if !c.Bool("quiet") {
			fmt.Fprintf(c.App.ErrWriter, "notaz: warning: --jobs %s is more than 4 per core (%d cores): %d workers\n",
				diag.Number(opts.Workers), runtime.GOMAXPROCS(0), m)
		}
		opts.Workers = m
	}
	v, err := variantFromFlags(c)
	if err != nil {
		return opts, err
	}
	if opts.MaxGameSize, err = maxGameSize(c, cmd); err != nil {
		return opts, err
	}
	if err := zstdWindow(c, cmd); err != nil {
		return opts, err
	}
	if opts.Replay, err = replay.OptionsFor(c.String("from")); err != nil {
		return opts, usageErr("--from: %v", err)
	}
	opts.Replay.Variant = v
	return opts, nil
}

func isBrokenPipe(err error) bool {
	return errors.Is(err, errBrokenPipe)
}

// encodingReport tells the user how an input was decoded: with -v always, and
// otherwise only when the encoding was a guess, as a positioned warning
// that names the --encoding value to try. It may be called from the
// goroutine that reads the input; it writes one line to stderr.
func encodingReport(stderr io.Writer, l *i18n.Lang, names inputNames, file string, quiet, verbose bool) func(charset.Choice) {
	name := names.of(file)
	return func(ch charset.Choice) {
		// With --origin the position is the original file's, as the
		// diagnostics' are: a warning on a part's line 3 is the line
		// someone opening the big file goes to.
		ch = names.shift(ch)
		d, warn := input.EncodingFinding(name, ch)
		switch {
		case warn && !quiet:
			fmt.Fprintln(stderr, report.Line(d, l))
		case verbose:
			fmt.Fprintln(stderr, name+": "+l.Text(diag.T("read as %s (%s)", ch.Encoding, diag.Word(ch.Reason))))
		}
	}
}

// outputFormat reads --to, --format, --style, --fen and --uci-castling
// (writer.OptionsFor reads the words; here they are checked in the order
// of the flags and named). The format (how a game is written) and the
// letters (which language its moves are in) are two flags because they
// combine: JSON or long algebraic in Italian letters is --format json
// --to it. --format is also check's flag for its output shape, so one
// word means one thing in both commands.
func outputFormat(c *cli.Context, w *writer.Options) error {
	to, format := c.String("to"), c.String("format")
	word := format
	if format == "parquet" {
		word = "" // a table (openConvertOutput); SAN in --to's letters
	}
	wo, err := writer.OptionsFor(to, word, c.String("style"))
	if errors.Is(err, writer.ErrFormat) {
		return usageErr("--format: unknown format %q (pgn, uci, lalg, json, html or parquet)", format)
	}
	if format == "uci" && c.IsSet("to") && to != "pgn" {
		// Coordinates have no piece letters: a language, even English,
		// would silently change nothing.
		return usageErr("--to %s: --format uci has no piece letters", to)
	}
	if c.Bool("fen") && wo.Format != writer.JSON {
		return usageErr("--fen: only with --format json")
	}
	wo.FEN = c.Bool("fen")
	switch u := c.String("uci-castling"); u {
	case "960", "":
	case "standard":
		wo.StandardCastling = true
	default:
		return usageErr("--uci-castling: unknown form %q (960 or standard)", u)
	}
	*w = wo
	return optionErr(err, to)
}

// optionErr is the usage error of writer.OptionsFor's error err, naming
// the flag.
func optionErr(err error, to string) error {
	var oe *writer.OptionError
	switch {
	case err == nil:
		return nil
	case !errors.As(err, &oe):
		return err
	case oe.Option == "style":
		return usageErr("--style: %v", oe.Err)
	case oe.Kind == writer.ErrDescriptive:
		return usageErr("--to %s: descriptive notation is written in PGN only (--format pgn)", to)
	case oe.Kind == writer.ErrUCILetters:
		return usageErr("--to %s: --format uci has no piece letters", to)
	}
	switch to {
	case "uci", "lalg", "json":
		return usageErr("--to: %v (the output format is --format %s)", oe.Err, to)
	}
	return usageErr("--to: %v", oe.Err)
}
