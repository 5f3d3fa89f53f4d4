package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"iter"
	"os"
	"path/filepath"

	"github.com/notaz-chess/notaz/charset"
	"github.com/notaz-chess/notaz/compressed"
)

// filesUsage is the FILE arguments' help, for both commands.
const filesUsage = "[FILE...]  (none or - reads standard input; gzip, zstd, bzip2, xz and zip\n" +
	"   are read as they are, whatever the name; a zip member is named archive.zip:member.pgn)"

// input is one text to read: a file, standard input, or a member of a zip
// archive (named "archive.zip:member.pgn" in diagnostics).
type input struct {
	name  string
	r     io.Reader // decompressed and decoded to UTF-8
	close func()
}

// openInputs yields the inputs the argument FILE holds (standard input for
// "-"): one for a text or a gzip, zstd, bzip2 or xz file, recognised by
// its first bytes whatever its name; one per member, in order, for a zip
// archive. A file that cannot be opened is an error in place of its
// inputs; a member that cannot be opened is an error in its place, and
// the other members follow. A zip archive whose list of members is damaged
// yields an *inputWarning, then the members read from their headers. report(name) tells how each was decoded.
func openInputs(file string, stdin io.Reader, raw func(io.Reader) io.Reader, enc string, report func(name string) func(charset.Choice)) iter.Seq2[input, error] {
	return func(yield func(input, error) bool) {
		in, closeIn := stdin, func() {}
		if file != "-" {
			f, err := os.Open(file)
			if err != nil {
				yield(input{}, ioErr("%v", err))
				return
			}
			if fi, err := f.Stat(); err == nil && fi.IsDir() {
				// Opening a directory succeeds; its first read fails. It
				// is an input not read, as a missing file is: reported,
				// not counted, and the batch goes on.
				f.Close()
				yield(input{}, ioErr("%s: is a directory: not read (name its files: %s)", file, filepath.Join(file, "*.pgn")))
				return
			}
			in, closeIn = f, func() { f.Close() }
		}
		defer closeIn()
		// raw counts the bytes as stored (progress); a zip archive is
		// read from the file itself, by its member list.
		br := bufio.NewReaderSize(raw(in), 64<<10)
		head, _ := br.Peek(compressed.HeadSize)
		switch f := compressed.Sniff(head); f {
		case compressed.None:
			yield(decoded(file, br, func() {}, enc, report), nil)
		case compressed.Zip:
			zipInputs(file, in, br, enc, report, yield)
		case compressed.SevenZ:
			yield(input{}, ioErr("%s: 7z archive: not read; extract it first (7z x -so %s | notaz …)", shownName(file), file))
		default:
			z := compressed.NewReader(br, f)
			yield(decoded(file, z, func() { z.Close() }, enc, report), nil)
		}
	}
}

// decoded is the input name reading r decoded from enc (validated by the
// caller) to UTF-8; charset detection sees the decompressed text.
func decoded(name string, r io.Reader, closeR func(), enc string, report func(string) func(charset.Choice)) input {
	t, _ := charset.Open(r, charset.Options{Encoding: enc, Report: report(name)})
	return input{name: name, r: t, close: closeR}
}

// zipInputs yields each member of the zip archive file. The members are
// listed at the end of an archive, so it needs the whole file at hand: a
// file is read where it is, standard input is first copied to a temporary
// file (on disk, not in memory).
func zipInputs(file string, in io.Reader, br *bufio.Reader, enc string, report func(string) func(charset.Choice), yield func(input, error) bool) {
	f, ok := in.(*os.File)
	if st, err := statRegular(f); !ok || err != nil || !st {
		spool, err := spoolTemp(br)
		if err != nil {
			yield(input{}, ioErr("%s: zip archive: %v", shownName(file), err))
			return
		}
		defer spool.close()
		f = spool.f
	}
	fi, err := f.Stat()
	if err != nil {
		yield(input{}, ioErr("%v", err))
		return
	}
	members, err := compressed.Members(f, fi.Size())
	if err != nil {
		// The list is gone (a download cut short) or damaged: the members
		// are still there, each behind a header of its own.
		if !yield(input{}, &inputWarning{fmt.Sprintf("%s: warning: %v; reading the members in order from their own headers", shownName(file), err)}) {
			return
		}
		scanZip(file, io.NewSectionReader(f, 0, fi.Size()), enc, report, yield)
		return
	}
	for _, m := range members {
		name := file + ":" + m.Name
		r, err := m.Open()
		if err != nil {
			if !yield(input{}, ioErr("%s: %v", name, err)) {
				return
			}
			continue
		}
		if !yield(decoded(name, r, func() { r.Close() }, enc, report), nil) {
			return
		}
	}
}

// scanZip yields each member of the zip archive file read from r in
// order from its local header (compressed.Scanner), as zipInputs does from
// the list of members; it ends with the error of an archive that ends
// early. A damaged member is reported by its own input.
func scanZip(file string, r io.Reader, enc string, report func(string) func(charset.Choice), yield func(input, error) bool) {
	sc := compressed.NewScanner(r)
	for {
		member, rc, err := sc.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			yield(input{}, ioErr("%s: %v", shownName(file), err))
			return
		}
		if !yield(decoded(file+":"+member, rc, func() { rc.Close() }, enc, report), nil) {
			rc.Close() // Next is not called again: the member's goroutine stops
			return
		}
	}
}

// inputWarning is a warning about a whole input, not an error: openInputs
// yields it in an error's place, and reportInput prints it apart.
type inputWarning struct{ msg string }

func (w *inputWarning) Error() string { return w.msg }

// reportInput prints what openInputs yields in an input's place on stderr,
// a warning unless quiet, and reports whether it was an I/O error.
func reportInput(stderr io.Writer, err error, quiet bool) (failed bool) {
	var w *inputWarning
	if errors.As(err, &w) {
		if !quiet {
			fmt.Fprintf(stderr, "notaz: %v\n", err)
		}
		return false
	}
	fmt.Fprintf(stderr, "notaz: %v\n", err)
	return true
}

// statRegular reports whether f is a regular file (one that can be read
// at any offset, as the zip reader does).
func statRegular(f *os.File) (bool, error) {
	if f == nil {
		return false, errors.New("not a file")
	}
	fi, err := f.Stat()
	if err != nil {
		return false, err
	}
	return fi.Mode().IsRegular(), nil
}

// spooled is a temporary copy of a zip archive read from a pipe.
type spooled struct{ f *os.File }

// spoolTemp copies r to a temporary file. The file is removed at once
// where the system allows an open file to be (it then vanishes with the
// process, even on SIGKILL), else when closed or on a signal.
func spoolTemp(r io.Reader) (*spooled, error) {
	f, err := os.CreateTemp("", "notaz-*.zip")
	if err != nil {
		return nil, err
	}
	s := &spooled{f: f}
	if os.Remove(f.Name()) != nil {
		temps.add(f.Name())
	}
	if _, err := io.Copy(f, r); err != nil {
		s.close()
		return nil, fmt.Errorf("copying to a temporary file: %v", err)
	}
	return s, nil
}

func (s *spooled) close() {
	s.f.Close()
	os.Remove(s.f.Name())
	temps.remove(s.f.Name())
}

// shownName is how an input is named in a message about the whole file.
func shownName(file string) string {
	if file == "-" {
		return "standard input"
	}
	return file
}

// decompressError returns the *compressed.Error that ended a run on a
// damaged compressed input, or nil.
func decompressError(err error) *compressed.Error {
	var ce *compressed.Error
	if errors.As(err, &ce) {
		return ce
	}
	return nil
}
