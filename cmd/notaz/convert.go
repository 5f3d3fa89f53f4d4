package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/notaz-chess/notaz/charset"
	"github.com/notaz-chess/notaz/compressed"
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
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "say which language each game was read as, and show every warning (without it, a game's warnings of one kind beyond four are counted, not shown)"},
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
		Action: func(c *cli.Context) error {
			o, err := convertFlags(c)
			if err != nil {
				return err
			}
			return o.run(c.Context, c.App.Reader, c.App.Writer, c.App.ErrWriter, l)
		},
	}
}

// convertOptions is notaz convert's command line, read once from its
// flags (convertFlags) before anything runs: every usage error that
// depends on the flags alone is found there, before a file is opened.
// run takes it with the streams, the context and the language: tests
// call it without a process or a flag parser.
type convertOptions struct {
	files   []string
	shared  sharedOptions
	convert convert.Options // run adds Name, Report, Game, Rows and Rejects
	enc     string
	quiet   bool
	// progress draws the progress line on stderr; color is --color
	// (auto, always or never).
	progress bool
	color    string
	output   string // -o; "" for standard output
	rejects  string // --rejects; "" for none
	parquet  bool   // --format parquet: a table, not a text
	// partition is --partition's keys (with --format parquet and -o
	// DIR), and part the word as given.
	partition []string
	part      string
	html      *htmlOptions // --format html's document; nil for the others
}

// convertFlags reads notaz convert's flags, in the order their usage
// errors are reported.
func convertFlags(c *cli.Context) (*convertOptions, error) {
	o := &convertOptions{files: fileArgs(c), enc: c.String("encoding"), quiet: c.Bool("quiet"),
		color: c.String("color"), output: c.String("output"), rejects: c.String("rejects")}
	var err error
	if o.convert.Options, o.shared, err = sharedFlags(c, "convert", o.files); err != nil {
		return nil, err
	}
	o.convert.Verbose = c.Bool("verbose")
	if err := outputFormat(c, &o.convert.Writer); err != nil {
		return nil, err
	}
	if _, err := charset.NewReader(nil, o.enc); err != nil {
		return nil, usageErr("convert: %v", err)
	}
	if o.progress, err = wantProgress(c); err != nil {
		return nil, err
	}
	if _, err := decideColor(o.color, false, ""); err != nil {
		return nil, err
	}
	if err := o.tableFlags(c.String("format"), c.String("partition")); err != nil {
		return nil, err
	}
	o.html, err = htmlFlags(c, o.convert.Writer, o.files)
	return o, err
}

// tableFlags reads --format parquet's --partition.
func (o *convertOptions) tableFlags(format, part string) error {
	o.parquet, o.part = format == "parquet", part
	switch {
	case part == "":
		return nil
	case !o.parquet:
		return usageErr("--partition: only with --format parquet")
	case o.output == "" || o.output == "-":
		return usageErr("--partition: give -o DIR, the directory of the partitions")
	}
	o.partition = strings.Split(part, ",")
	for i := range o.partition {
		o.partition[i] = strings.TrimSpace(o.partition[i])
	}
	return nil
}

// run converts the FILEs, writing the games to stdout (or -o) and the
// findings, the summary and errors to stderr, in the language l.
func (o *convertOptions) run(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer, l *i18n.Lang) error {
	o.shared.apply()
	r := &convertRun{ctx: ctx, stdin: stdin, o: o, lang: l, opts: o.convert}
	r.prog = startProgress(o.progress, stderr, o.files, stdin, l)
	if r.prog != nil {
		r.opts.Game = func(*pipeline.Item, []byte) { r.prog.Game() }
	}
	r.stdout, r.stderr = r.prog.Streams(stdout, stderr)
	defer r.prog.stop()
	if err := r.report(); err != nil {
		return err
	}
	if err := r.openOutputs(stdout); err != nil {
		r.closeOutputs()
		return err
	}
	defer r.closeOutputs()
	err := r.inputs().each(o.files, r.failed, r.convert, nil)
	if err == errDone {
		return nil
	}
	if err != nil {
		return err
	}
	return r.finish()
}

// convertRun is one run of notaz convert: its outputs and counts.
type convertRun struct {
	ctx      context.Context
	stdin    io.Reader
	o        *convertOptions
	lang     *i18n.Lang
	opts     convert.Options
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

// report sets where the findings go: one line each on stderr, as check
// prints them, each game's errors first.
func (r *convertRun) report() error {
	color, err := colorFor(r.o.color, r.stderr)
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
	}, fold: !r.opts.Verbose, flag: "-v"}
	r.opts.Report = func(d diag.Diagnostic) {
		if r.o.quiet && d.Severity != diag.Error {
			return
		}
		r.findings.add(d)
	}
	return nil
}

// openOutputs opens -o (or the table of --format parquet), the HTML
// document's head and --rejects. stdout is the process's standard
// output as run was given it, before the progress line wraps it.
func (r *convertRun) openOutputs(stdout io.Writer) error {
	var err error
	r.rej = &output{}
	if r.out, r.tbl, err = r.o.openGames(r.stdout, &r.opts); err != nil {
		return err
	}
	if r.doc, err = beginHTML(r.o.html, &r.opts, r.out.w); err != nil {
		return err
	}
	name := r.o.rejects
	if name == "" {
		return nil
	}
	if r.rej, err = openOutput(name, nil); err != nil {
		r.rej = &output{}
		return err
	}
	if sameFile(r.rej.path, r.out.path) || r.out.stdout && stdout == os.Stdout && sameAsStdout(r.rej.path) {
		return usageErr("convert: -o and --rejects name the same file (%s): the rejected games would replace the converted ones", name)
	}
	for _, f := range r.o.files {
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
	names := r.o.shared.names
	return inputLoop{stdin: r.stdin, raw: names.raw(r.prog.Input), enc: r.o.enc,
		report: func(name string) func(charset.Choice) {
			return encodingReport(r.stderr, r.lang, names, name, r.o.quiet, r.opts.Verbose)
		},
		warn: func(msg string) {
			if !r.o.quiet {
				fmt.Fprintf(r.stderr, "notaz: %s\n", msg)
			}
		}}
}

// failed reports an input that cannot be opened; the other files are
// converted, as check does.
func (r *convertRun) failed(_ string, err error) {
	r.ioFailed = reportInput(r.stderr, r.lang, err, r.o.quiet) || r.ioFailed
}

// convert converts one input.
func (r *convertRun) convert(in input.Input) error {
	r.opts.Name = r.o.shared.names.of(in.Name)
	r.doc.next()
	st, err := convert.Run(r.ctx, in.R, r.out.w, r.opts)
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
	if !r.o.quiet {
		// On stderr: stdout carries the games.
		fmt.Fprintln(r.stderr, convert.Summary(r.lang, r.converted, r.total, diag.Escape(r.o.rejects)))
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
	}{{r.out, r.o.output}, {r.rej, r.o.rejects}} {
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

// sharedOptions are the options convert and check share besides their
// pipeline.Options (how games are read and replayed, which each holds in
// its own options): how inputs are named, and the bound on a zstd
// window.
type sharedOptions struct {
	names inputNames
	// zstdWindow is --max-zstd-window; 0 leaves compressed's bound as
	// it is.
	zstdWindow uint64
}

// apply sets what the options set outside the run: the bound on a zstd
// window is compressed.MaxZstdWindow, the one knob of the decompressors.
func (s sharedOptions) apply() {
	if s.zstdWindow > 0 {
		compressed.MaxZstdWindow = s.zstdWindow
	}
}

// singleThreaded, set by main unless GOMAXPROCS is, makes the process
// run Go code on one thread once a command is given one worker (--jobs
// 1, "single-threaded"): the reading goroutine and the one that replays
// then hand each piece of input to each other on one thread, where with
// a second thread idle every hand-over woke it (a futex call and a thread
// spinning for work: 10-12% of check -j 1's CPU time on the corpus), and
// the collector's work is on that thread too. Tests calling run leave it
// nil: the test process keeps its threads.
var singleThreaded func()

// sharedFlags reads the flags convert and check share: --jobs, --from,
// --variant, --fers-leap, --max-game-size, --max-zstd-window, and the
// scale-out flags (--origin, --stdin-filename, --chunk: see
// scaleOptions), which also say how the files are named in diagnostics.
// A --jobs above the bound is a warning, printed here as the flag is
// read.
func sharedFlags(c *cli.Context, cmd string, files []string) (pipeline.Options, sharedOptions, error) {
	var s sharedOptions
	opts := pipeline.Options{Workers: c.Int("jobs")}
	if opts.Workers < 0 {
		return opts, s, usageErr("%s: --jobs must be 0 or more", cmd)
	}
	if m := pipeline.MaxWorkers(); opts.Workers > m {
		if !c.Bool("quiet") {
			fmt.Fprintf(c.App.ErrWriter, "notaz: warning: --jobs %s is more than 4 per core (%d cores): %d workers\n",
				diag.Number(opts.Workers), runtime.GOMAXPROCS(0), m)
		}
		opts.Workers = m
	}
	if opts.Workers == 1 && singleThreaded != nil {
		singleThreaded()
	}
	v, err := variantFromFlags(c)
	if err != nil {
		return opts, s, err
	}
	if opts.MaxGameSize, err = maxGameSize(c, cmd); err != nil {
		return opts, s, err
	}
	if s.zstdWindow, err = zstdWindow(c, cmd); err != nil {
		return opts, s, err
	}
	if opts.Replay, err = replay.OptionsFor(c.String("from")); err != nil {
		return opts, s, usageErr("--from: %v", err)
	}
	opts.Replay.Variant = v
	s.names, err = scaleOptions(c, cmd, files, &opts)
	return opts, s, err
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
		word = "" // a table (openGames); SAN in --to's letters
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
