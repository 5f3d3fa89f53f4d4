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
// archive. What a compressed file or a member holds is recognised the
// same way, so a .pgn.gz member, a zip in a zip or a .zip.gz is read as
// what it is (named archive.zip:inner.zip:member.pgn), up to
// compressed.MaxNesting containers deep and within a compressed.Budget.
// A file that cannot be opened is an error in place of its inputs; a
// member that cannot be opened is an error in its place, and the other
// members follow. A zip archive whose list of members is damaged yields an
// *inputWarning, then the members read from their headers. report(name)
// tells how each was decoded; warn is told of a member that is whole but
// not as its archive describes it.
func openInputs(file string, stdin io.Reader, raw func(io.Reader) io.Reader, enc string, report func(name string) func(charset.Choice), warn func(msg string)) iter.Seq2[input, error] {
	return func(yield func(input, error) bool) {
		in, closeIn := stdin, func() {}
		var size int64
		if file != "-" {
			f, err := os.Open(file)
			if err != nil {
				yield(input{}, ioErr("%v", err))
				return
			}
			fi, err := f.Stat()
			if err == nil && fi.IsDir() {
				// Opening a directory succeeds; its first read fails. It
				// is an input not read, as a missing file is: reported,
				// not counted, and the batch goes on.
				f.Close()
				yield(input{}, ioErr("%s: is a directory: not read (name its files: %s)", file, filepath.Join(file, "*.pgn")))
				return
			}
			if err == nil {
				size = fi.Size()
			}
			in, closeIn = f, func() { f.Close() }
		}
		defer closeIn()
		o := &opener{file: file, enc: enc, report: report, warn: warn, budget: compressed.BudgetFor(size)}
		// raw counts the bytes as stored (progress); a zip archive is
		// read from the file itself, by its member list.
		br := bufio.NewReaderSize(raw(in), 64<<10)
		head, _ := br.Peek(compressed.HeadSize)
		if compressed.Sniff(head) == compressed.Zip {
			o.zip(in, br, yield)
			return
		}
		o.stream(file, br, func() {}, 0, yield)
	}
}

// opener opens what one FILE argument holds.
type opener struct {
	file   string
	enc    string
	report func(string) func(charset.Choice)
	warn   func(string)
	budget *compressed.Budget // the text of containers inside containers
}

// stream yields what br, which is inside depth containers, holds: its
// text, or what its decompressed bytes hold, or a zip archive's members
// read from their headers. closeR ends br's source. It reports whether
// to go on (yield's answer).
func (o *opener) stream(name string, br *bufio.Reader, closeR func(), depth int, yield func(input, error) bool) bool {
	head, _ := br.Peek(compressed.HeadSize)
	f := compressed.Sniff(head)
	switch {
	case f == compressed.None:
		return yield(o.decoded(name, br, closeR), nil)
	case f == compressed.SevenZ:
		closeR()
		return yield(input{}, ioErr("%s: 7z archive: not read; extract it first (7z x -so %s | notaz …)", shownName(name), name))
	case depth >= compressed.MaxNesting:
		closeR()
		return yield(input{}, ioErr("%s: %s data inside %d compressed files and archives: not read (notaz opens %d levels; a decompression bomb?)", shownName(name), f, depth, compressed.MaxNesting))
	case f == compressed.Zip:
		// A zip inside something else cannot be read from its end: its
		// members are read in order from their own headers, streamed.
		defer closeR()
		return o.scan(name, br, depth+1, yield)
	}
	z := compressed.NewReader(br, f)
	var r io.Reader = z
	if depth > 0 {
		r = o.budget.Reader(z, f) // a compressed file inside a container
	}
	return o.stream(name, peeker(r), func() { z.Close(); closeR() }, depth+1, yield)
}

// peeker buffers a decompressed text just enough to see its first
// bytes: larger reads pass it by, and an archive of 10^5 members makes
// 10^5 of them.
func peeker(r io.Reader) *bufio.Reader { return bufio.NewReaderSize(r, 4<<10) }

// decoded is the input name reading r decoded from o.enc (validated by
// the caller) to UTF-8; charset detection sees the decompressed text.
func (o *opener) decoded(name string, r io.Reader, closeR func()) input {
	t, _ := charset.Open(r, charset.Options{Encoding: o.enc, Report: o.report(name)})
	return input{name: name, r: t, close: closeR}
}

// member yields what the member name (its text r, inside depth
// containers) holds.
func (o *opener) member(name string, r io.ReadCloser, depth int, yield func(input, error) bool) bool {
	if o.budget.Spent() {
		// A bomb: one error for the rest of the archive, not one per
		// member of its thousands.
		r.Close()
		yield(input{}, ioErr("%s: not read, nor the members after it: the text of the compressed files inside %s is past %d bytes already", name, shownName(o.file), o.budget.Limit()))
		return false
	}
	var rr io.Reader = r
	if depth > 1 {
		rr = o.budget.Reader(r, compressed.Zip)
	}
	return o.stream(name, peeker(rr), func() { r.Close() }, depth, yield)
}

// zip yields each member of the zip archive that is the file itself. The
// members are listed at the end of an archive, so it needs the whole
// file at hand: a file is read where it is, standard input is first
// copied to a temporary file (on disk, not in memory).
func (o *opener) zip(in io.Reader, br *bufio.Reader, yield func(input, error) bool) {
	file := o.file
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
	o.budget = compressed.BudgetFor(fi.Size())
	members, err := compressed.Members(f, fi.Size())
	if err != nil {
		// The list is gone (a download cut short) or damaged: the members
		// are still there, each behind a header of its own.
		if !yield(input{}, &inputWarning{fmt.Sprintf("%s: warning: %v; reading the members in order from their own headers", shownName(file), err)}) {
			return
		}
		o.scan(file, io.NewSectionReader(f, 0, fi.Size()), 1, yield)
		return
	}
	for _, m := range members {
		name := file + ":" + m.Name
		if o.warn != nil {
			m.Warn = func(msg string) { o.warn(fmt.Sprintf("%s: warning: %s", name, msg)) }
		}
		r, err := m.Open()
		if err != nil {
			if !yield(input{}, ioErr("%s: %v", name, err)) {
				return
			}
			continue
		}
		if !o.member(name, r, 1, yield) {
			return
		}
	}
}

// scan yields each member of the zip archive named archive, read from r
// in order from its local header (compressed.Scanner), as zip does from
// the list of members; its members are inside depth containers. It ends
// with the error of an archive that ends early. A damaged member is
// reported by its own input.
func (o *opener) scan(archive string, r io.Reader, depth int, yield func(input, error) bool) bool {
	sc := compressed.NewScanner(r)
	for {
		member, rc, err := sc.Next()
		if err == io.EOF {
			return true
		}
		if err != nil {
			return yield(input{}, ioErr("%s: %v", shownName(archive), err))
		}
		if !o.member(archive+":"+member, rc, depth, yield) {
			rc.Close() // Next is not called again: the member's goroutine stops
			return false
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
