package main

import (
	"context"
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
	"github.com/notaz-chess/notaz/i18n"
	"github.com/notaz-chess/notaz/input"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/report"
	"github.com/urfave/cli/v2"
	"golang.org/x/term"
)

func checkCommand(l *i18n.Lang) *cli.Command {
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
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "show every warning: without it, a game's warnings of one kind beyond four are counted, not shown (text format)"},
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
		Action: func(c *cli.Context) error {
			o, err := checkFlags(c)
			if err != nil {
				return err
			}
			return o.run(c.Context, c.App.Reader, c.App.Writer, c.App.ErrWriter, l)
		},
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

// checkOptions is notaz check's command line, read once from its flags
// (checkFlags) before anything runs. run takes it with the streams, the
// context and the language: tests call it without a process or a flag
// parser.
type checkOptions struct {
	files    []string
	shared   sharedOptions // the pipeline options are in check
	check    check.Options // run adds Game (the progress line)
	format   report.Format
	enc      string
	board    *bool // nil: when standard output is a terminal
	progress bool
	color    string // --color: auto, always or never
	summary  bool
	quiet    bool
	verbose  bool // every warning in the text format (errorsFirst.fold)
	// stepSummary is the file $GITHUB_STEP_SUMMARY names, appended to in
	// the GitHub format.
	stepSummary string
}

// checkFlags reads notaz check's flags, in the order their usage errors
// are reported.
func checkFlags(c *cli.Context) (*checkOptions, error) {
	o := &checkOptions{files: fileArgs(c), enc: c.String("encoding"), color: c.String("color"), summary: c.Bool("summary"),
		quiet: c.Bool("quiet"), verbose: c.Bool("verbose"), stepSummary: os.Getenv("GITHUB_STEP_SUMMARY")}
	var err error
	if o.check.Options, o.shared, err = sharedFlags(c, "check", o.files); err != nil {
		return nil, err
	}
	o.check.Strict = c.Bool("strict")
	if o.format, err = report.ParseFormat(c.String("format")); err != nil {
		return nil, usageErr("check: --format: %v", err)
	}
	o.check.Explain = c.Bool("explain") && o.format == report.Text
	given := func(flag string) *string {
		if !c.IsSet(flag) {
			return nil
		}
		v := c.String(flag)
		return &v
	}
	if o.check.Keep, err = findingFilter(o.quiet, given("ignore"), given("select")); err != nil {
		return nil, err
	}
	o.check.Identity = o.machine()
	if _, err := charset.NewReader(nil, o.enc); err != nil {
		return nil, usageErr("check: %v", err)
	}
	if c.IsSet("board") {
		b := c.Bool("board")
		o.board = &b
	}
	if o.progress, err = wantProgress(c); err != nil {
		return nil, err
	}
	if _, err := decideColor(o.color, false, ""); err != nil {
		return nil, err
	}
	return o, nil
}

// machine reports whether standard output is one JSON document or JSON
// Lines.
func (o *checkOptions) machine() bool { return o.format == report.JSON || o.format == report.SARIF }

// run checks the FILEs, printing findings in o.format on stdout (progress
// and errors on stderr) in the language l.
func (o *checkOptions) run(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer, l *i18n.Lang) error {
	o.shared.apply()
	r := &checkRun{ctx: ctx, stdin: stdin, lang: l, files: o.files, names: o.shared.names, opts: o.check,
		format: o.format, machine: o.machine(), enc: o.enc, verbose: o.verbose}
	r.showBoard = isTerminal(stdout)
	if o.board != nil {
		r.showBoard = *o.board
	}
	r.prog = startProgress(o.progress, stderr, r.files, stdin, l)
	if r.prog != nil {
		r.opts.Game = func(*pipeline.Item) { r.prog.Game() }
	}
	r.stdout, r.stderr = r.prog.Streams(stdout, stderr)
	defer r.prog.stop()
	if err := r.printer(o); err != nil {
		return err
	}
	if r.summary != nil {
		defer r.summary.Close()
	}
	r.inputs().each(r.files, r.failed, r.check, func() bool { return r.werr != nil })
	return r.finish(o)
}

// checkRun is one run of notaz check: its printer and counts.
type checkRun struct {
	ctx       context.Context
	stdin     io.Reader
	lang      *i18n.Lang
	files     []string
	names     inputNames
	opts      check.Options
	format    report.Format
	machine   bool // standard output is one JSON document or JSON Lines
	enc       string
	showBoard bool
	verbose   bool
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

// printer sets up the printer of the findings, and how they reach it.
func (r *checkRun) printer(o *checkOptions) error {
	r.opts.Source = r.showBoard && r.format == report.Text
	pr := report.NewPrinter(r.stdout, r.format, r.showBoard)
	r.pr = pr
	pr.ToolVersion = toolVersion()
	var err error
	if pr.Color, err = colorFor(o.color, r.stdout); err != nil {
		return err
	}
	pr.ByCode = o.summary && r.format != report.SARIF
	pr.Quiet = o.quiet
	pr.Lang = r.lang
	if path := o.stepSummary; path != "" && r.format == report.GitHub {
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
	ef := &errorsFirst{emit: emit, fold: !r.verbose, flag: "-v", hidden: r.pr.Tally}
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
	return inputLoop{stdin: r.stdin, raw: r.names.raw(r.prog.Input), enc: r.enc,
		report: func(name string) func(charset.Choice) {
			return encodingReport(r.stderr, r.lang, r.names, name, r.machine, false)
		},
		warn: func(msg string) { fmt.Fprintf(r.stderr, "notaz: %s\n", msg) }}
}

// failed reports an input that cannot be opened, and goes on with the
// other files.
func (r *checkRun) failed(file string, err error) {
	r.pr.Flush()
	if reportInput(r.stderr, r.lang, err, false) {
		name := ioName(err, file)
		if !r.machine { // JSON and SARIF stay English: err.Error()
			err = errors.New(errIn(r.lang, err))
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
	st, err := check.Run(r.ctx, in.R, r.opts, r.report)
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
func (r *checkRun) finish(o *checkOptions) error {
	r.prog.stop() // nothing drawn after the summary
	werr := r.werr
	if werr == nil {
		werr = r.pr.PrintSummary(r.totals())
	}
	if err := r.pr.Flush(); werr == nil {
		werr = err
	}
	if r.machine && (!r.pr.Quiet || r.format == report.SARIF && o.summary) {
		fmt.Fprintln(r.stderr, report.Summary(r.lang, r.totals()))
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
// everything. ignore and sel are the flags' lists, nil when not given.
func findingFilter(quiet bool, ignore, sel *string) (func(*diag.Diagnostic) bool, error) {
	codes := func(flag string, list *string) (map[diag.Code]bool, error) {
		if list == nil {
			return nil, nil
		}
		set := map[diag.Code]bool{}
		for _, w := range strings.Split(*list, ",") {
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
	ignored, err := codes("ignore", ignore)
	if err != nil {
		return nil, err
	}
	selected, err := codes("select", sel)
	if err != nil {
		return nil, err
	}
	if ignored == nil && selected == nil && !quiet {
		return nil, nil
	}
	return func(d *diag.Diagnostic) bool {
		switch {
		case quiet && d.Severity != diag.Error, ignored[d.Code], selected != nil && !selected[d.Code]:
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
