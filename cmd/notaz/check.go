package main

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"

	"github.com/notaz-chess/notaz/charset"
	"github.com/notaz-chess/notaz/check"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/urfave/cli/v2"
	"golang.org/x/term"
)

func checkCommand() *cli.Command {
	return &cli.Command{
		Name:        "check",
		Usage:       "validate games without writing them: illegal moves, bad results, nonstandard notation",
		ArgsUsage:   "[FILE...]  (none or - reads standard input)",
		Description: checkDescription + diag.Summary("   ", 80) + checkDescriptionMore + "\n\n" + exitCodesHelp,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "from", Value: "auto", Usage: "input piece letters: auto (detect per game), or a language code or name (it, de, Russian, fig ...)"},
			&cli.BoolFlag{Name: "strict", Usage: "treat warnings as errors (exit status 1)"},
			&cli.StringFlag{Name: "format", Value: "text", Usage: "findings as text, json (JSON Lines), github (Actions annotations) or sarif (SARIF 2.1.0, for code scanning)"},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "errors only (with --strict, warnings are errors), and no summary line"},
			&cli.StringFlag{Name: "ignore", Usage: "leave out the findings of these codes (comma-separated: missing-tag,nonstandard-san)"},
			&cli.StringFlag{Name: "select", Usage: "report only the findings of these codes (comma-separated)"},
			&cli.BoolFlag{Name: "summary", Usage: "end with the count of findings per code (in JSON: a summary record)"},
			&cli.BoolFlag{Name: "explain", Usage: "for a game read as running text, show the decoder's choices and the runner-up reading as notes (text format)"},
			&cli.BoolFlag{Name: "board", Usage: "show the input line and the position under each finding", DefaultText: "when standard output is a terminal"},
			&cli.StringFlag{Name: "encoding", Value: "auto", Usage: encodingUsage + strings.Join(charset.Names(), ", ")},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: 0, Usage: "worker count (0 = all cores, 1 = single-threaded)"},
			variantFlag(),
			fersLeapFlag(),
			maxGameSizeFlag(),
			maxZstdWindowFlag(),
			colorFlag(),
		}, progressFlags()...),
		Action: runCheck,
	}
}

// check's description, around the list of codes; each is translated on
// its own (helpText).
const (
	checkDescription = "Every move is replayed. Findings go to standard output, one per line, as\n" +
		"FILE:LINE:COL: SEVERITY: MESSAGE [CODE], then a summary line. Codes\n" +
		"(docs/ci.md says what each means):\n"
	checkDescriptionMore = "--strict makes every warning an error; -q shows errors only, --ignore and --select\n" +
		"drop or keep codes, --summary adds the count per code. With --format json or sarif\n" +
		"the summary goes to standard error, so that standard output is pure JSON. With\n" +
		"--format github the first 10 errors and 10 warnings (what GitHub shows) become\n" +
		"annotations, errors first, and a Markdown summary is appended to the file\n" +
		"$GITHUB_STEP_SUMMARY names. On a terminal, progress\n" +
		"is shown on standard error (--progress, --no-progress: see convert --help)."
)

func runCheck(c *cli.Context) error {
	files, err := fileArgs(c)
	if err != nil {
		return err
	}
	po, names, err := pipelineOptions(c, "check", files)
	if err != nil {
		return err
	}
	opts := check.Options{Options: po, Strict: c.Bool("strict")}
	format, err := check.ParseFormat(c.String("format"))
	if err != nil {
		return usageErr("check: --format: %v", err)
	}
	opts.Explain = c.Bool("explain") && format == check.Text
	keep, err := findingFilter(c)
	if err != nil {
		return err
	}
	opts.Keep = keep
	opts.Identity = format == check.JSON || format == check.SARIF
	machine := format == check.JSON || format == check.SARIF // standard output is one JSON document or JSON Lines
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
	pr.ToolVersion = toolVersion()
	if pr.Color, err = wantColor(c, stdout); err != nil {
		return err
	}
	pr.ByCode = c.Bool("summary") && format != check.SARIF
	pr.Quiet = c.Bool("quiet")
	pr.Lang = msgs
	if path := os.Getenv("GITHUB_STEP_SUMMARY"); path != "" && format == check.GitHub {
		// Appended, as GitHub wants: other steps' tools write there too.
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
		if err != nil {
			return ioErr("GITHUB_STEP_SUMMARY: %v", err)
		}
		defer f.Close()
		pr.StepSummary = f
	}
	var werr error
	emit := func(f diag.Diagnostic) error {
		// Each finding is flushed: a closed output (check … | head -1)
		// stops the run at once, and a slow input shows findings as they
		// come. Findings are few next to games, so this costs nothing.
		if werr = pr.Print(f); werr == nil {
			werr = pr.Flush()
		}
		return werr
	}
	report, flushGame := emit, func() {}
	if format == check.Text {
		// People read the text: each game's errors before its warnings.
		ef := &errorsFirst{emit: emit}
		report = func(f diag.Diagnostic) error {
			if err := ef.add(f); err != nil {
				return err
			}
			return werr
		}
		flushGame = func() {
			if err := ef.flush(); err != nil && werr == nil {
				werr = err
			}
		}
	}

	var total check.Stats
	checked, ioFailed := 0, false
	for _, file := range files {
		for in, err := range openInputs(file, c.App.Reader, names.raw(prog.Input), enc, func(name string) func(charset.Choice) {
			return encodingReport(stderr, names, name, machine, false)
		}, func(msg string) { fmt.Fprintf(stderr, "notaz: %s\n", msg) }) {
			if err != nil {
				// Report it and go on with the other files.
				pr.Flush()
				if reportInput(stderr, err, false) {
					name := ioName(err, file)
					if machine {
						err = inEnglish(err) // JSON and SARIF stay English
					}
					werr = pr.IOError(name, err)
					ioFailed = true
				}
				continue
			}
			opts.Name = names.of(in.name)
			st, err := check.Run(c.Context, in.r, opts, report)
			flushGame()
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
				werr = pr.IOError(names.of(in.name), err)
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
	if machine && (!pr.Quiet || format == check.SARIF && c.Bool("summary")) {
		fmt.Fprintln(stderr, check.SummaryIn(msgs, checked, total))
	}
	switch {
	case werr != nil && !isBrokenPipe(werr):
		return ioErr("write: %v", werr)
	case ioFailed:
		return &exitError{code: exitIO}
	case total.Errors > 0:
		return &exitError{code: exitGames}
	}
	return nil
}

// findingFilter returns which findings --quiet, --ignore and --select
// keep, or nil for all of them. A code that is not in diag.Table is a
// usage error naming the known ones: a typo would silently keep (or drop)
// everything.
func findingFilter(c *cli.Context) (func(*diag.Diagnostic) bool, error) {
	codes := func(flag string) (map[diag.Code]bool, error) {
		if !c.IsSet(flag) {
			return nil, nil
		}
		set := map[diag.Code]bool{}
		for _, w := range strings.Split(c.String(flag), ",") {
			code := diag.Code(strings.TrimSpace(w))
			if code == "" {
				continue
			}
			if !slices.Contains(diag.Codes(), code) {
				known := make([]string, 0, len(diag.Table))
				for _, k := range diag.Codes() {
					known = append(known, string(k))
				}
				return nil, usageErr("check: --%s: unknown code %q (known: %s)", flag, code, strings.Join(known, ", "))
			}
			set[code] = true
		}
		return set, nil
	}
	ignore, err := codes("ignore")
	if err != nil {
		return nil, err
	}
	sel, err := codes("select")
	if err != nil {
		return nil, err
	}
	quiet := c.Bool("quiet")
	if ignore == nil && sel == nil && !quiet {
		return nil, nil
	}
	return func(d *diag.Diagnostic) bool {
		switch {
		case quiet && d.Severity != diag.Error, ignore[d.Code], sel != nil && !sel[d.Code]:
			return false
		}
		return true
	}, nil
}

// ioName is the file an input error is about: the path in it when it is
// an *fs.PathError, else the argument being read.
func ioName(err error, arg string) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Path
	}
	return arg
}

// isTerminal reports whether w is a terminal (the --board default).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
