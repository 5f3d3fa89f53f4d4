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
	"github.com/notaz-chess/notaz/input"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/report"
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
	r := &checkRun{c: c}
	if err := r.setup(); err != nil {
		return err
	}
	defer r.prog.stop()
	if err := r.printer(); err != nil {
		return err
	}
	if r.summary != nil {
		defer r.summary.Close()
	}
	r.inputs().each(r.files, r.failed, r.check, func() bool { return r.werr != nil })
	return r.finish()
}

// checkRun is one run of notaz check: its options, printer and counts.
type checkRun struct {
	c         *cli.Context
	files     []string
	names     inputNames
	opts      check.Options
	format    report.Format
	machine   bool // standard output is one JSON document or JSON Lines
	enc       string
	showBoard bool
	prog      *progress
	stdout    io.Writer
	stderr    io.Writer
	pr        *report.Printer
	summary   *os.File // $GITHUB_STEP_SUMMARY
	report    func(diag.Diagnostic) error
	flushGame func()

	werr     error // the output's, which ends the run
	total    check.Stats
	checked  int
	ioFailed bool
}

// setup reads the flags and starts the progress line.
func (r *checkRun) setup() error {
	c := r.c
	var err error
	if r.files, err = fileArgs(c); err != nil {
		return err
	}
	po, names, err := pipelineOptions(c, "check", r.files)
	if err != nil {
		return err
	}
	r.names = names
	r.opts = check.Options{Options: po, Strict: c.Bool("strict")}
	if r.format, err = report.ParseFormat(c.String("format")); err != nil {
		return usageErr("check: --format: %v", err)
	}
	r.opts.Explain = c.Bool("explain") && r.format == report.Text
	if r.opts.Keep, err = findingFilter(c); err != nil {
		return err
	}
	r.machine = r.format == report.JSON || r.format == report.SARIF
	r.opts.Identity = r.machine
	r.enc = c.String("encoding")
	if _, err := charset.NewReader(nil, r.enc); err != nil {
		return usageErr("check: %v", err)
	}
	r.showBoard = c.Bool("board")
	if !c.IsSet("board") {
		r.showBoard = isTerminal(c.App.Writer)
	}
	showProgress, err := wantProgress(c)
	if err != nil {
		return err
	}
	r.prog = startProgress(showProgress, c.App.ErrWriter, r.files, c.App.Reader)
	if r.prog != nil {
		r.opts.Game = func(*pipeline.Item) { r.prog.Game() }
	}
	r.stdout, r.stderr = r.prog.Streams(c.App.Writer, c.App.ErrWriter)
	return nil
}

// printer sets up the printer of the findings, and how they reach it.
func (r *checkRun) printer() error {
	c := r.c
	r.opts.Source = r.showBoard && r.format == report.Text
	pr := report.NewPrinter(r.stdout, r.format, r.showBoard)
	r.pr = pr
	pr.ToolVersion = toolVersion()
	var err error
	if pr.Color, err = wantColor(c, r.stdout); err != nil {
		return err
	}
	pr.ByCode = c.Bool("summary") && r.format != report.SARIF
	pr.Quiet = c.Bool("quiet")
	pr.Lang = msgs
	if path := os.Getenv("GITHUB_STEP_SUMMARY"); path != "" && r.format == report.GitHub {
		// Appended, as GitHub wants: other steps' tools write there too.
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
		if err != nil {
			return ioErr("GITHUB_STEP_SUMMARY: %v", err)
		}
		r.summary = f
		pr.StepSummary = f
	}
	r.route()
	return nil
}

// route sets where each finding goes: printed and flushed at once, and
// in the text a person reads each game's errors before its warnings.
func (r *checkRun) route() {
	emit := func(f diag.Diagnostic) error {
		// Each finding is flushed: a closed output (check … | head -1)
		// stops the run at once, and a slow input shows findings as they
		// come. Findings are few next to games, so this costs nothing.
		if r.werr = r.pr.Print(f); r.werr == nil {
			r.werr = r.pr.Flush()
		}
		return r.werr
	}
	r.report, r.flushGame = emit, func() {}
	if r.format != report.Text {
		return
	}
	ef := &errorsFirst{emit: emit}
	r.report = func(f diag.Diagnostic) error {
		if err := ef.add(f); err != nil {
			return err
		}
		return r.werr
	}
	r.flushGame = func() {
		if err := ef.flush(); err != nil && r.werr == nil {
			r.werr = err
		}
	}
}

// inputs is how check opens its FILEs.
func (r *checkRun) inputs() inputLoop {
	return inputLoop{stdin: r.c.App.Reader, raw: r.names.raw(r.prog.Input), enc: r.enc,
		report: func(name string) func(charset.Choice) {
			return encodingReport(r.stderr, r.names, name, r.machine, false)
		},
		warn: func(msg string) { fmt.Fprintf(r.stderr, "notaz: %s\n", msg) }}
}

// failed reports an input that cannot be opened, and goes on with the
// other files.
func (r *checkRun) failed(file string, err error) {
	r.pr.Flush()
	if reportInput(r.stderr, err, false) {
		name := ioName(err, file)
		if r.machine {
			err = inEnglish(err) // JSON and SARIF stay English
		}
		r.werr = r.pr.IOError(name, err)
		r.ioFailed = true
	}
}

// errOutputGone ends the loop over the inputs once the output is gone:
// nothing more can be said.
var errOutputGone = errors.New("output gone")

// check checks one input.
func (r *checkRun) check(in input.Input) error {
	r.opts.Name = r.names.of(in.Name)
	st, err := check.Run(r.c.Context, in.R, r.opts, r.report)
	r.flushGame()
	r.total.Games += st.Games
	r.total.Errors += st.Errors
	r.total.Warnings += st.Warnings
	r.checked++
	if r.werr != nil {
		return errOutputGone
	}
	if ce := decompressError(err); ce != nil {
		err = ce // named once, with its format: not "read: …"
	}
	if err != nil {
		r.pr.Flush()
		fmt.Fprintf(r.stderr, "notaz: %s: %v\n", in.Name, err)
		r.werr = r.pr.IOError(r.names.of(in.Name), err)
		r.ioFailed = true
	}
	return nil
}

// totals are the counts of the summary.
func (r *checkRun) totals() report.Totals {
	return report.Totals{Files: r.checked, Games: r.total.Games, Errors: r.total.Errors, Warnings: r.total.Warnings}
}

// finish prints the summary and says how the run ends.
func (r *checkRun) finish() error {
	r.prog.stop() // nothing drawn after the summary
	werr := r.werr
	if werr == nil {
		werr = r.pr.PrintSummary(r.totals())
	}
	if err := r.pr.Flush(); werr == nil {
		werr = err
	}
	if r.machine && (!r.pr.Quiet || r.format == report.SARIF && r.c.Bool("summary")) {
		fmt.Fprintln(r.stderr, report.Summary(msgs, r.totals()))
	}
	switch {
	case werr != nil && !isBrokenPipe(werr):
		return ioErr("write: %v", werr)
	case r.ioFailed:
		return &exitError{code: exitIO}
	case r.total.Errors > 0:
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
