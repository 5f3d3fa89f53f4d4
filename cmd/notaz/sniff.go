package main

import (
	"errors"
	"fmt"
	"io"
	"iter"

	"github.com/notaz-chess/notaz/charset"
	"github.com/notaz-chess/notaz/compressed"
	"github.com/notaz-chess/notaz/i18n"
	"github.com/notaz-chess/notaz/input"
)

// openInputs yields the inputs the argument FILE holds (standard input for
// "-"), as input.Open does, with its errors as the command's I/O errors
// (exit 3) in the language of the run; a temporary copy of a zip archive
// read from a pipe is removed on a signal. report(name) tells how each
// was decoded; warn is told of a member that is whole but not as its
// archive describes it.
func openInputs(file string, stdin io.Reader, raw func(io.Reader) io.Reader, enc string, report func(name string) func(charset.Choice), warn func(msg string)) iter.Seq2[input.Input, error] {
	opts := &input.Options{Encoding: enc, Raw: raw, Report: report, Warn: warn, Temp: func(name string, gone bool) {
		if gone {
			temps.remove(name)
		} else {
			temps.add(name)
		}
	}}
	return func(yield func(input.Input, error) bool) {
		for in, err := range input.Open(file, stdin, opts) {
			if e := (*input.Error)(nil); errors.As(err, &e) {
				err = ioErr(e.Text.Format, e.Text.Args...)
			}
			if !yield(in, err) {
				return
			}
		}
	}
}

// reportInput prints what openInputs yields in an input's place on stderr,
// a warning unless quiet, and reports whether it was an I/O error.
func reportInput(stderr io.Writer, l *i18n.Lang, err error, quiet bool) (failed bool) {
	var w *input.Warning
	if errors.As(err, &w) {
		if !quiet {
			fmt.Fprintf(stderr, "notaz: %s\n", errIn(l, err))
		}
		return false
	}
	fmt.Fprintf(stderr, "notaz: %s\n", errIn(l, err))
	return true
}

// shownName is how an input is named in a message about the whole file.
func shownName(file string) string { return input.ShownName(file) }

// decompressError returns the *compressed.Error that ended a run on a
// damaged compressed input, or nil.
func decompressError(err error) *compressed.Error { return input.DecompressError(err) }

// inputLoop is how convert and check open their FILEs (openInputs).
type inputLoop struct {
	stdin  io.Reader
	raw    func(io.Reader) io.Reader
	enc    string
	report func(name string) func(charset.Choice)
	warn   func(msg string)
}

// each is the one per-file loop of convert and check: run is called for
// every text of every FILE in order (each is closed after it), failed
// for what cannot be opened, in its place. An error from run ends the
// loop and is returned; after each FILE, stop (if set) may end it.
func (l inputLoop) each(files []string, failed func(file string, err error), run func(in input.Input) error, stop func() bool) error {
	for _, file := range files {
		for in, err := range openInputs(file, l.stdin, l.raw, l.enc, l.report, l.warn) {
			if err != nil {
				failed(file, err)
				continue
			}
			err := run(in)
			in.Close()
			if err != nil {
				return err
			}
		}
		if stop != nil && stop() {
			break
		}
	}
	return nil
}
