// Command notaz reads chess game scores written in any language, checks
// every move by replaying it, and writes them back as standard PGN or in
// another language.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/notaz-chess/notaz/i18n"
	"github.com/notaz-chess/notaz/locales"
	"github.com/urfave/cli/v2"
)

// Exit codes: one table, documented in --help and the README.
const (
	exitOK    = 0 // no errors (warnings allowed)
	exitGames = 1 // some game had an error (or a warning under --strict)
	exitUsage = 2 // bad command line, bad flag value
	exitIO    = 3 // a file could not be read or written
)

const exitCodesHelp = `EXIT STATUS:
   0  no errors (warnings allowed)
   1  some game had an error (check --strict: or a warning)
   2  usage error (bad flag, bad FEN, unknown language)
   3  I/O failure (missing file, truncated or corrupt compressed file, unwritable output)
   130, 143, 129  interrupted (SIGINT, SIGTERM, SIGHUP); temporary files removed`

func main() {
	tuneGC(os.Getenv("GOGC") != "", os.Getenv("GOMEMLIMIT") != "")
	if os.Getenv("GOMAXPROCS") == "" {
		singleThreaded = func() { runtime.GOMAXPROCS(1) }
	}
	quietPipe()
	cleanupOnSignal()
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// exitError carries an exit code out of a command action, so that run
// alone decides how the process ends.
type exitError struct {
	code   int
	format string // the English message and catalog key; "" for none
	args   []any
}

// Error is the message in English, as the machine formats (JSON, SARIF)
// report it; run prints it in the language of the run (errIn).
func (e *exitError) Error() string { return e.in(i18n.English) }

// fileArgs returns the FILE arguments of a command: standard input when
// none is named. Flags written after the files were moved in front of them
// before urfave/cli parsed (interspersed.go), so every word here is a file.
func fileArgs(c *cli.Context) []string {
	files := c.Args().Slice()
	if len(files) == 0 {
		files = []string{"-"}
	}
	return files
}

// run is the whole program with its streams injected, so tests drive it
// without a process.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	l, err := chooseLang(args, os.Getenv)
	if err != nil {
		fmt.Fprintf(stderr, "notaz: %s\n", errIn(l, err))
		return exitUsage
	}
	app := newApp(stdin, stdout, stderr, l)
	if n := len(args); n > 1 && args[n-1] == completionFlag {
		complete(app, args[1:n-1], stdout)
		return exitOK
	}
	args = interspersed(app, args)
	unknown := false
	app.CommandNotFound = func(c *cli.Context, name string) {
		fmt.Fprintln(stderr, "notaz: "+l.Sprintf("unknown command %q (commands: %s; notaz --help)", name, commandNames(app)))
		unknown = true
	}
	localizeApp(app, l, args)
	err = app.Run(args)
	if unknown {
		return exitUsage
	}
	if err == nil {
		return exitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if msg := ee.in(l); msg != "" {
			fmt.Fprintf(stderr, "notaz: %s\n", msg)
		}
		return ee.code
	}
	// Errors from flag parsing and unknown commands are usage errors.
	fmt.Fprintf(stderr, "notaz: %s\n", strings.TrimSpace(flagErrText(l, err)))
	return exitUsage
}

// newApp is the command line with its streams and its language: the
// commands print in l (there is no package-level language).
func newApp(stdin io.Reader, stdout, stderr io.Writer, l *i18n.Lang) *cli.App {
	app := &cli.App{
		Name:  "notaz",
		Usage: "read, check and convert chess game scores in any language",
		Description: "notaz reads PGN and game scores written with the piece letters of any language,\n" +
			"replays every move on a board, and writes standard PGN or another language.",
		Reader:      stdin,
		Writer:      stdout,
		ErrWriter:   stderr,
		HideVersion: true, // urfave's --version has -v, convert's --verbose: version.go
		Flags:       []cli.Flag{versionFlag, langFlag},
		Before: func(c *cli.Context) error {
			if c.Bool("version") {
				fmt.Fprintln(c.App.Writer, version())
				return &exitError{code: exitOK} // done: no command runs
			}
			return nil
		},
		EnableBashCompletion: true,                         // completion.go
		ExitErrHandler:       func(*cli.Context, error) {}, // run decides the exit code
		Commands:             commands(l),
		OnUsageError: func(c *cli.Context, err error, _ bool) error {
			return usageErr("%s", err)
		},
	}
	return app
}

func commands(l *i18n.Lang) []*cli.Command {
	cmds := []*cli.Command{
		convertCommand(l),
		checkCommand(l),
		splitCommand(),
		langsCommand(),
		perftCommand(),
		diagramCommand(),    // diagram.go
		decodeCommand(l),    // decode.go
		serveCommand(),      // serve.go
		versionCommand(),    // version.go
		completionCommand(), // completion.go
		manCommand(l),
	}
	for _, c := range cmds {
		if c.Name == "convert" || c.Name == "check" {
			c.Flags = append(c.Flags, scaleFlags()...) // origin.go
		}
		if c.OnUsageError == nil {
			name := c.Name
			// Without this, urfave/cli prints the help to stdout, where
			// the data goes; a usage error is one line on stderr.
			c.OnUsageError = func(_ *cli.Context, err error, _ bool) error {
				return usageErr("%s: %s (notaz %s --help)", name, err, name)
			}
		}
	}
	return cmds
}

func langsCommand() *cli.Command {
	return &cli.Command{
		Name:  "langs",
		Usage: "list the languages notaz reads and writes, with their piece letters",
		Action: func(c *cli.Context) error {
			if err := locales.Table(c.App.Writer); err != nil && !isBrokenPipe(err) {
				return ioErr("%v", err)
			}
			return nil
		},
	}
}

// commandNames lists app's visible commands for the unknown-command message,
// from the commands themselves (a list written out here had lost decode and
// diagram).
func commandNames(app *cli.App) string {
	var names []string
	for _, c := range app.Commands {
		if !c.Hidden && c.Name != "help" {
			names = append(names, c.Name)
		}
	}
	return strings.Join(names, ", ")
}
