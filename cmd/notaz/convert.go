package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/notaz/notaz/charset"
	"github.com/notaz/notaz/check"
	"github.com/notaz/notaz/convert"
	"github.com/notaz/notaz/diag"
	"github.com/notaz/notaz/locales"
	"github.com/notaz/notaz/pipeline"
	"github.com/urfave/cli/v2"
)

func convertCommand() *cli.Command {
	return &cli.Command{
		Name:      "convert",
		Usage:     "replay games and write them as standard PGN or in another language",
		ArgsUsage: "[FILE...]  (none or - reads standard input)",
		Description: "Every move is checked by replaying it. A game with an error is reported on stderr\n" +
			"(FILE:LINE:COL: error: ...) and written to the output exactly as it was read.\n\n" + exitCodesHelp,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "to", Value: "pgn", Usage: "output: pgn (standard English PGN), a language (it, de, Russian, ...) or fig (figurines)"},
			&cli.StringFlag{Name: "from", Value: "auto", Usage: "input piece letters: auto (detect per game), or a language code or name (it, de, Russian, fig ...)"},
			&cli.BoolFlag{Name: "verbose", Aliases: []string{"v"}, Usage: "say which language each game was read as"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: 0, Usage: "worker count (0 = all cores, 1 = single-threaded)"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to FILE (atomically) instead of standard output"},
			&cli.StringFlag{Name: "rejects", Usage: "also write every game that could not be converted, verbatim, to FILE"},
			&cli.StringFlag{Name: "encoding", Value: "auto", Usage: "input encoding: auto (UTF-8, else Windows-1252), " + fmt.Sprint(charset.Names())},
			variantFlag(),
			fersLeapFlag(),
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "report errors only, not warnings"},
		},
		Action: runConvert,
	}
}

func runConvert(c *cli.Context) error {
	files, err := fileArgs(c)
	if err != nil {
		return err
	}
	po, err := pipelineOptions(c, "convert")
	if err != nil {
		return err
	}
	opts := convert.Options{Options: po, Verbose: c.Bool("verbose")}
	if to := c.String("to"); to != "pgn" && to != "" {
		l, err := locales.Lookup(to)
		if err != nil {
			return usageErr("--to: %v", err)
		}
		if l.Code != "en" {
			opts.Writer.Letters = l.Output()
		}
	}
	enc := c.String("encoding")
	if _, err := charset.NewReader(nil, enc); err != nil {
		return usageErr("convert: %v", err)
	}

	stderr := c.App.ErrWriter
	quiet := c.Bool("quiet")
	opts.Report = func(d diag.Diagnostic) {
		if quiet && d.Severity != diag.Error {
			return
		}
		// One line, as check prints it: the closest moves in the game's
		// letters ("; did you mean Td1?") and the hint.
		d.Msg = check.Message(d)
		fmt.Fprintln(stderr, d.String())
	}

	out, commit, err := openOutput(c.String("output"), c.App.Writer)
	if err != nil {
		return err
	}
	defer commit(false)
	rcommit := func(bool) error { return nil }
	if name := c.String("rejects"); name != "" {
		var rej io.Writer
		if rej, rcommit, err = openOutput(name, nil); err != nil {
			return err
		}
		defer rcommit(false)
		opts.Rejects = rej
	}

	var total convert.Stats
	for _, name := range files {
		r, closeIn, err := openInput(name, c.App.Reader, enc)
		if err != nil {
			return err
		}
		opts.Name = name
		st, err := convert.Run(c.Context, r, out, opts)
		closeIn()
		total.Games += st.Games
		total.Errors += st.Errors
		total.Rejected += st.Rejected
		if err != nil {
			if isBrokenPipe(err) {
				return nil
			}
			return ioErr("%s: %v", name, err)
		}
	}
	if err := commit(true); err != nil {
		return ioErr("%v", err)
	}
	if err := rcommit(true); err != nil {
		return ioErr("%v", err)
	}
	if total.Errors > 0 {
		return &exitError{exitGames, ""}
	}
	return nil
}

// pipelineOptions reads the flags convert and check share: --jobs,
// --from, --variant and --fers-leap.
func pipelineOptions(c *cli.Context, cmd string) (pipeline.Options, error) {
	opts := pipeline.Options{Workers: c.Int("jobs")}
	if opts.Workers < 0 {
		return opts, usageErr("%s: --jobs must be 0 or more", cmd)
	}
	v, err := variantFromFlags(c)
	if err != nil {
		return opts, err
	}
	opts.Replay.Variant = v
	if from := c.String("from"); from == "auto" || from == "" {
		opts.Replay.Auto = true
	} else if from != "pgn" {
		l, err := locales.Lookup(from)
		if err != nil {
			return opts, usageErr("--from: %v", err)
		}
		opts.Replay.Locale = l
	}
	return opts, nil
}

// openInput opens FILE (or stdin for "-") decoded to UTF-8 from enc,
// which the caller has already validated.
func openInput(name string, stdin io.Reader, enc string) (io.Reader, func(), error) {
	in, closeIn := stdin, func() {}
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, nil, ioErr("%v", err)
		}
		in, closeIn = f, func() { f.Close() }
	}
	r, err := charset.NewReader(in, enc)
	if err != nil {
		closeIn()
		return nil, nil, usageErr("%v", err)
	}
	return r, closeIn, nil
}

// openOutput returns the writer for -o FILE: a temporary file beside FILE,
// renamed over it only when commit(true) is called, so a failed run leaves
// no half-written file. With no name it returns def.
func openOutput(name string, def io.Writer) (io.Writer, func(ok bool) error, error) {
	if name == "" || name == "-" {
		if def == nil {
			return nil, nil, usageErr("--rejects needs a file name (standard output carries the converted games)")
		}
		return def, func(bool) error { return nil }, nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(name), "."+filepath.Base(name)+".tmp*")
	if err != nil {
		return nil, nil, ioErr("cannot create %s: %v", name, errors.Unwrap(err))
	}
	// CreateTemp makes the file private (0600); the result should have the
	// mode of the file it replaces, or the usual 0666 less the umask.
	mode := os.FileMode(0o666) &^ umask()
	if fi, err := os.Stat(name); err == nil {
		mode = fi.Mode().Perm()
	}
	if err := tmp.Chmod(mode); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return nil, nil, ioErr("%v", err)
	}
	done := false
	return tmp, func(ok bool) error {
		if done {
			return nil
		}
		done = true
		if !ok {
			tmp.Close()
			os.Remove(tmp.Name())
			return nil
		}
		if err := tmp.Close(); err != nil {
			os.Remove(tmp.Name())
			return err
		}
		if err := os.Rename(tmp.Name(), name); err != nil {
			os.Remove(tmp.Name())
			return err
		}
		return nil
	}, nil
}

func isBrokenPipe(err error) bool {
	return errors.Is(err, errBrokenPipe)
}
