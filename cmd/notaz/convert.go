package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/notaz-chess/notaz/charset"
	"github.com/notaz-chess/notaz/check"
	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/input"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
	"github.com/urfave/cli/v2"
)

func convertCommand() *cli.Command {
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
		Action: runConvert,
	}
}

func runConvert(c *cli.Context) error {
	files, err := fileArgs(c)
	if err != nil {
		return err
	}
	po, names, err := pipelineOptions(c, "convert", files)
	if err != nil {
		return err
	}
	opts := convert.Options{Options: po, Verbose: c.Bool("verbose")}
	if err := outputFormat(c, &opts.Writer); err != nil {
		return err
	}
	enc := c.String("encoding")
	if _, err := charset.NewReader(nil, enc); err != nil {
		return usageErr("convert: %v", err)
	}

	showProgress, err := wantProgress(c)
	if err != nil {
		return err
	}
	prog := startProgress(showProgress, c.App.ErrWriter, files, c.App.Reader)
	defer prog.stop()
	if prog != nil {
		opts.Game = func(*pipeline.Item, []byte) { prog.Game() }
	}
	stdout, stderr := prog.Streams(c.App.Writer, c.App.ErrWriter)
	quiet := c.Bool("quiet")
	color, err := wantColor(c, stderr)
	if err != nil {
		return err
	}
	findings := &errorsFirst{emit: func(d diag.Diagnostic) error {
		// One line, as check prints it: the closest moves in the game's
		// letters ("; did you mean Td1?") and the hint.
		line := check.LineIn(d, msgs)
		if color {
			line = paintSeverity(line, msgs.Severity(d), func(w string) string { return check.Paint(d.Severity, w) })
		}
		_, err := fmt.Fprintln(stderr, line)
		return err
	}}
	opts.Report = func(d diag.Diagnostic) {
		if quiet && d.Severity != diag.Error {
			return
		}
		findings.add(d)
	}

	out, tbl, err := openConvertOutput(c, stdout, &opts)
	if err != nil {
		return err
	}
	defer out.commit(false)
	defer tbl.close(false)
	doc, err := beginHTML(c, &opts, out.w, files)
	if err != nil {
		return err
	}
	rej := &output{}
	if name := c.String("rejects"); name != "" {
		if rej, err = openOutput(name, nil); err != nil {
			return err
		}
		defer rej.commit(false)
		if sameFile(rej.path, out.path) || out.stdout && c.App.Writer == os.Stdout && sameAsStdout(rej.path) {
			return usageErr("convert: -o and --rejects name the same file (%s): the rejected games would replace the converted ones", name)
		}
		for _, f := range files {
			if f != "-" && sameFile(rej.path, f) {
				return usageErr("convert: --rejects names the input %s: it would be replaced by its own rejected games", f)
			}
		}
		// The rejected games are kept in FILE: the output can be clean.
		opts.Rejects, opts.RejectsOnly = rej.w, true
	}

	var total convert.Stats
	converted, ioFailed := 0, false
	for _, file := range files {
		for in, err := range openInputs(file, c.App.Reader, names.raw(prog.Input), enc, func(name string) func(charset.Choice) {
			return encodingReport(stderr, names, name, quiet, opts.Verbose)
		}, func(msg string) {
			if !quiet {
				fmt.Fprintf(stderr, "notaz: %s\n", msg)
			}
		}) {
			if err != nil {
				// Report it and convert the other files, as check does.
				ioFailed = reportInput(stderr, err, quiet) || ioFailed
				continue
			}
			opts.Name = names.of(in.Name)
			doc.next()
			st, err := convert.Run(c.Context, in.R, out.w, opts)
			findings.flush()
			in.Close()
			total.Games += st.Games
			total.Errors += st.Errors
			total.Rejected += st.Rejected
			total.Warnings += st.Warnings
			converted++
			if ce := decompressError(err); ce != nil {
				// The games before the damage are written: go on.
				fmt.Fprintf(stderr, "notaz: %s: %v\n", in.Name, ce)
				ioFailed = true
				continue
			}
			if re := (*pipeline.ReadError)(nil); errors.As(err, &re) {
				// A read that failed (a disk error, a file gone): the
				// games before it are written, the other files follow,
				// as check does.
				fmt.Fprintf(stderr, "notaz: %s: %v\n", in.Name, err)
				ioFailed = true
				continue
			}
			if err != nil {
				if isBrokenPipe(err) && out.stdout && !rej.pipeLike() {
					// notaz convert | head: standard output's reader
					// has what it wanted.
					return nil
				}
				if isBrokenPipe(err) {
					// A FIFO named by -o or --rejects whose reader went
					// away: the games after are not written anywhere.
					return ioErr("%s: the reader of the output closed it before the end: the games from here on are not written", in.Name)
				}
				return ioErr("%s: %v", in.Name, err)
			}
		}
	}
	if err := tbl.close(true); err != nil {
		return ioErr("%v", err)
	}
	if err := doc.end(out.w); err != nil {
		return ioErr("%v", err)
	}
	// The run succeeds, and -o and --rejects replace their files, when
	// every input was read to its end (exit 0 or 1). Otherwise (exit 3)
	// the files are left as they were: a damaged input must not replace
	// a good output with a partial one; what was written is kept apart.
	for _, o := range []struct {
		out  *output
		name string
	}{{out, c.String("output")}, {rej, c.String("rejects")}} {
		if !ioFailed {
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
			fmt.Fprintf(stderr, "notaz: %s: not replaced, since not every input was read; what was written is in %s\n", o.name, p)
		}
	}
	prog.stop()
	if !quiet {
		// On stderr: stdout carries the games.
		fmt.Fprintln(stderr, convert.SummaryIn(msgs, converted, total, diag.Escape(c.String("rejects"))))
	}
	if ioFailed {
		return &exitError{code: exitIO}
	}
	if total.Errors > 0 {
		return &exitError{code: exitGames}
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
func encodingReport(stderr io.Writer, names inputNames, file string, quiet, verbose bool) func(charset.Choice) {
	name := names.of(file)
	return func(ch charset.Choice) {
		// With --origin the position is the original file's, as the
		// diagnostics' are: a warning on a part's line 3 is the line
		// someone opening the big file goes to.
		ch = names.shift(ch)
		d, warn := input.EncodingFinding(name, ch)
		switch {
		case warn && !quiet:
			fmt.Fprintln(stderr, check.LineIn(d, msgs))
		case verbose:
			fmt.Fprintln(stderr, name+": "+msgs.Text(diag.T("read as %s (%s)", ch.Encoding, diag.Word(ch.Reason))))
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
