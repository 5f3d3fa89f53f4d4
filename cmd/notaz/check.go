package main

import (
	"fmt"
	"io"
	"os"

	"github.com/notaz/notaz/charset"
	"github.com/notaz/notaz/check"
	"github.com/notaz/notaz/diag"
	"github.com/notaz/notaz/pipeline"
	"github.com/urfave/cli/v2"
	"golang.org/x/term"
)

func checkCommand() *cli.Command {
	return &cli.Command{
		Name:      "check",
		Usage:     "validate games without writing them: illegal moves, bad results, nonstandard notation",
		ArgsUsage: "[FILE...]  (none or - reads standard input)",
		Description: "Every move is replayed. Findings go to standard output, one per line, as\n" +
			"FILE:LINE:COL: SEVERITY: MESSAGE [CODE], then a summary line. Codes\n" +
			"(docs/ci.md says what each means):\n" + diag.Summary("   ", 80) +
			"--strict makes every warning an error. With --format json the summary goes to\n" +
			"standard error, so that standard output is pure JSON Lines. On a terminal, progress\n" +
			"is shown on standard error (--progress, --no-progress: see convert --help).\n\n" + exitCodesHelp,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "from", Value: "auto", Usage: "input piece letters: auto (detect per game), or a language code or name (it, de, Russian, fig ...)"},
			&cli.BoolFlag{Name: "strict", Usage: "treat warnings as errors (exit status 1)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "findings as text, json (JSON Lines) or github (Actions annotations)"},
			&cli.BoolFlag{Name: "board", Usage: "show the input line and the position under each finding", DefaultText: "when standard output is a terminal"},
			&cli.StringFlag{Name: "encoding", Value: "auto", Usage: "input encoding: auto (UTF-8, else the single-byte encoding the text reads best in), " + fmt.Sprint(charset.Names())},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: 0, Usage: "worker count (0 = all cores, 1 = single-threaded)"},
			variantFlag(),
			fersLeapFlag(),
			maxGameSizeFlag(),
		}, progressFlags()...),
		Action: runCheck,
	}
}

func runCheck(c *cli.Context) error {
	files, err := fileArgs(c)
	if err != nil {
		return err
	}
	po, err := pipelineOptions(c, "check")
	if err != nil {
		return err
	}
	names, err := scaleOptions(c, "check", files, &po)
	if err != nil {
		return err
	}
	opts := check.Options{Options: po, Strict: c.Bool("strict")}
	format, err := check.ParseFormat(c.String("format"))
	if err != nil {
		return usageErr("check: --format: %v", err)
	}
	enc := c.String("encoding")
	if _, err := charset.NewReader(nil, enc); err != nil {
		return usageErr("check: %v", err)
	}

	showBoard := c.Bool("board")
	if !c.IsSet("board") {
		showBoard = isTerminal(c.App.Writer)
	}
	showProgress, err := wantProgress(c)
	if err != nil {
		return err
	}
	prog := startProgress(showProgress, c.App.ErrWriter, files, c.App.Reader)
	defer prog.stop()
	if prog != nil {
		opts.Game = func(*pipeline.Item) { prog.Game() }
	}
	stdout, stderr := prog.Streams(c.App.Writer, c.App.ErrWriter)
	opts.Source = showBoard && format == check.Text
	pr := check.NewPrinter(stdout, format, showBoard)
	var werr error
	report := func(f diag.Diagnostic) error {
		// Each finding is flushed: a closed output (check … | head -1)
		// stops the run at once, and a slow input shows findings as they
		// come. Findings are few next to games, so this costs nothing.
		if werr = pr.Print(f); werr == nil {
			werr = pr.Flush()
		}
		return werr
	}

	var total check.Stats
	checked, ioFailed := 0, false
	for _, file := range files {
		for in, err := range openInputs(file, c.App.Reader, prog.Input, enc, func(name string) func(charset.Choice) {
			return encodingReport(stderr, names, name, format == check.JSON, false)
		}) {
			if err != nil {
				// Report it and go on with the other files.
				pr.Flush()
				ioFailed = reportInput(stderr, err, false) || ioFailed
				continue
			}
			opts.Name = names.of(in.name)
			st, err := check.Run(c.Context, in.r, opts, report)
			in.close()
			total.Games += st.Games
			total.Errors += st.Errors
			total.Warnings += st.Warnings
			checked++
			if werr != nil {
				break // the output is gone: nothing more can be said
			}
			if ce := decompressError(err); ce != nil {
				err = ce // named once, with its format: not "read: …"
			}
			if err != nil {
				pr.Flush()
				fmt.Fprintf(stderr, "notaz: %s: %v\n", in.name, err)
				ioFailed = true
			}
		}
		if werr != nil {
			break
		}
	}
	prog.stop() // nothing drawn after the summary
	if werr == nil {
		werr = pr.PrintSummary(checked, total)
	}
	if err := pr.Flush(); werr == nil {
		werr = err
	}
	if format == check.JSON {
		fmt.Fprintln(stderr, check.Summary(checked, total))
	}
	switch {
	case werr != nil && !isBrokenPipe(werr):
		return ioErr("write: %v", werr)
	case ioFailed:
		return &exitError{exitIO, ""}
	case total.Errors > 0:
		return &exitError{exitGames, ""}
	}
	return nil
}

// isTerminal reports whether w is a terminal (the --board default).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
