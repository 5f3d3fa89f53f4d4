// Package input opens what notaz reads: a file, standard input or any
// stream, with gzip, zstd, bzip2, xz and zip recognised by their first
// bytes whatever the name, zip archives read member by member (from a
// stream, copied to a temporary file first), containers inside containers
// opened as what they are, and each text decoded to UTF-8 (charset). The
// command line, the browser page and notaz.Read open their inputs here, so
// that they read the same things the same way.
//
// Each text is one Input, named as diagnostics name it: the file's name,
// or "archive.zip:member.pgn" for a member ("archive.zip:inner.zip:a.pgn"
// deeper down).
package input

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
	"github.com/notaz-chess/notaz/diag"
)

// Input is one text to read: a file, standard input, or a member of a zip
// archive.
type Input struct {
	Name  string
	R     io.Reader // decompressed and decoded to UTF-8
	close func()
}

// Close ends the input's decompression and closes what it reads from.
func (in Input) Close() {
	if in.close != nil {
		in.close()
	}
}

// Options say how to open. The zero value detects the encoding of each
// text.
type Options struct {
	// Encoding is the texts' encoding: "" or "auto" to detect it, or a
	// name charset knows (the caller validates it: charset.NewReader).
	Encoding string
	// Raw, when set, wraps the bytes as stored, before anything is
	// decompressed (a command counts them for its progress).
	Raw func(io.Reader) io.Reader
	// Report, when set, returns for each text (by name) what is told how
	// it was decoded (charset.Options.Report).
	Report func(name string) func(charset.Choice)
	// Warn, when set, is told of a member that is whole but not as its
	// archive describes it, as "NAME: warning: …" in English.
	Warn func(msg string)
	// Temp, when set, is told of the temporary file a zip archive read
	// from a stream is copied to, where the system cannot remove it while
	// open (gone false), and again once it is removed (gone true): a
	// command removes such files on a signal.
	Temp func(name string, gone bool)
}

// Error is an input, or a member, that could not be opened: its message
// is a diag.Text, so that a front end can show it in its user's
// language. Other inputs are opened after it.
type Error struct{ Text diag.Text }

func (e *Error) Error() string { return e.Text.String() }

// Warning is about a whole input, not an error: Open yields it in an
// error's place, and the input is read (a zip archive whose list of
// members is damaged is read from the members' own headers).
type Warning struct{ Text diag.Text }

func (w *Warning) Error() string { return w.Text.String() }

func errorf(format string, a ...any) error { return &Error{diag.T(format, a...)} }

// Open yields the inputs the argument file holds, standard input (stdin)
// for "-": one for a text or a gzip, zstd, bzip2 or xz file, recognised
// by its first bytes whatever its name; one per member, in order, for a
// zip archive. What a compressed file or a member holds is recognised the
// same way, so a .pgn.gz member, a zip in a zip or a .zip.gz is read as
// what it is (named archive.zip:inner.zip:member.pgn), up to
// compressed.MaxNesting containers deep and within a compressed.Budget.
// A file that cannot be opened is an *Error in place of its inputs; a
// member that cannot be opened is an *Error in its place, and the other
// members follow. A zip archive whose list of members is damaged yields a
// *Warning, then the members read from their headers. The caller closes
// each Input before the next.
func Open(file string, stdin io.Reader, opts *Options) iter.Seq2[Input, error] {
	return func(yield func(Input, error) bool) {
		if file == "-" {
			Read(file, stdin, opts)(yield)
			return
		}
		f, err := os.Open(file)
		if err != nil {
			yield(Input{}, errorf("%v", err))
			return
		}
		defer f.Close()
		fi, err := f.Stat()
		if err == nil && fi.IsDir() {
			// Opening a directory succeeds; its first read fails. It is
			// an input not read, as a missing file is: reported, not
			// counted, and the batch goes on.
			yield(Input{}, errorf("%s: is a directory: not read (name its files: %s)", file, filepath.Join(file, "*.pgn")))
			return
		}
		var size int64
		if err == nil {
			size = fi.Size()
		}
		o := newOpener(file, opts, size)
		if err == nil && fi.Mode().IsRegular() && o.mapped(f, size, yield) {
			return
		}
		o.open(f, yield)
	}
}

// mapMin is the size from which a regular file is mapped into memory
// rather than read (mapped), and releaseStep the least that is given back
// to the system at a time as it is read.
const (
	mapMin      = 1 << 20
	releaseStep = 1 << 20
)

// mapped yields the text of the regular file f, of size bytes, mapped into
// memory, and reports true; false (nothing yielded) when it is not mapped:
// a file that is small, compressed or an archive, an encoding named, Raw
// wrapping the file (progress, --bytes), a system without mmap. The text
// is then read in place (charset.OpenMapped): the pipeline cuts pieces of
// games out of the mapping itself, without copying the input into buffers
// of its own.
func (o *opener) mapped(f *os.File, size int64, yield func(Input, error) bool) bool {
	if !charset.Auto(o.opts.Encoding) {
		return false
	}
	if r, ok := o.opts.Raw(f).(*os.File); !ok || r != f {
		return false
	}
	m := mapFile(f, size)
	if m == nil {
		return false
	}
	if compressed.Sniff(m.b[:min(len(m.b), compressed.HeadSize)]) != compressed.None {
		m.unmap()
		return false
	}
	t := charset.OpenMapped(m.b, charset.Options{Report: o.opts.Report(o.file)}, m.release)
	yield(Input{Name: o.file, R: t, close: m.close}, nil)
	return true
}

// Read is Open for a stream r named name ("-" is standard input): what a
// library or the browser page reads. A zip archive is read in place when
// r can be read at any offset (an *os.File of a regular file, a
// *bytes.Reader, an *io.SectionReader), else from a temporary copy.
func Read(name string, r io.Reader, opts *Options) iter.Seq2[Input, error] {
	return func(yield func(Input, error) bool) {
		var size int64
		if s, ok := r.(interface{ Size() int64 }); ok {
			size = s.Size()
		}
		newOpener(name, opts, size).open(r, yield)
	}
}

// opener opens what one input holds.
type opener struct {
	file   string
	opts   Options
	budget *compressed.Budget // the text of containers inside containers
}

func newOpener(file string, opts *Options, size int64) *opener {
	o := &opener{file: file, budget: compressed.BudgetFor(size)}
	if opts != nil {
		o.opts = *opts
	}
	if o.opts.Raw == nil {
		o.opts.Raw = func(r io.Reader) io.Reader { return r }
	}
	if o.opts.Report == nil {
		o.opts.Report = func(string) func(charset.Choice) { return nil }
	}
	return o
}

// open yields what in holds.
func (o *opener) open(in io.Reader, yield func(Input, error) bool) {
	// Raw counts the bytes as stored (progress); a zip archive is read
	// from the file itself, by its member list.
	br := bufio.NewReaderSize(o.opts.Raw(in), 64<<10)
	head, _ := br.Peek(compressed.HeadSize)
	if compressed.Sniff(head) == compressed.Zip {
		o.zip(in, br, yield)
		return
	}
	o.stream(o.file, br, func() {}, 0, yield)
}

// stream yields what br, which is inside depth containers, holds: its
// text, or what its decompressed bytes hold, or a zip archive's members
// read from their headers. closeR ends br's source. It reports whether
// to go on (yield's answer).
func (o *opener) stream(name string, br *bufio.Reader, closeR func(), depth int, yield func(Input, error) bool) bool {
	head, _ := br.Peek(compressed.HeadSize)
	f := compressed.Sniff(head)
	switch {
	case f == compressed.None:
		return yield(o.decoded(name, br, closeR), nil)
	case f == compressed.SevenZ:
		closeR()
		return yield(Input{}, errorf("%s: 7z archive: not read; extract it first (7z x -so %s | notaz …)", ShownName(name), name))
	case depth >= compressed.MaxNesting:
		closeR()
		return yield(Input{}, errorf("%s: %s data inside %d compressed files and archives: not read (notaz opens %d levels; a decompression bomb?)", ShownName(name), f, depth, compressed.MaxNesting))
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

// decoded is the input name reading r decoded to UTF-8 (the encoding
// validated by the caller); charset detection sees the decompressed text.
func (o *opener) decoded(name string, r io.Reader, closeR func()) Input {
	t, err := charset.Open(r, charset.Options{Encoding: o.opts.Encoding, Report: o.opts.Report(name)})
	if err != nil { // an encoding the caller did not validate
		t = r
	}
	return Input{Name: name, R: t, close: closeR}
}

// member yields what the member name (its text r, inside depth
// containers) holds.
func (o *opener) member(name string, r io.ReadCloser, depth int, yield func(Input, error) bool) bool {
	if o.budget.Spent() {
		// A bomb: one error for the rest of the archive, not one per
		// member of its thousands.
		r.Close()
		yield(Input{}, errorf("%s: not read, nor the members after it: the text of the compressed files inside %s is past %d bytes already", name, ShownName(o.file), o.budget.Limit()))
		return false
	}
	var rr io.Reader = r
	if depth > 1 {
		rr = o.budget.Reader(r, compressed.Zip)
	}
	return o.stream(name, peeker(rr), func() { r.Close() }, depth, yield)
}

// sized is what the zip reader needs: the archive at hand, at any offset.
type sized interface {
	io.ReaderAt
	Size() int64
}

// at returns in as a sized archive: a regular file or a stream that can
// be read at any offset is read in place, anything else (a pipe) is
// copied from br to a temporary file first (on disk, not in memory).
// done removes the copy.
func (o *opener) at(in io.Reader, br *bufio.Reader) (s sized, done func(), err error) {
	if f, ok := in.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
			return io.NewSectionReader(f, 0, fi.Size()), func() {}, nil
		}
	} else if s, ok := in.(sized); ok && o.file != "-" {
		return io.NewSectionReader(s, 0, s.Size()), func() {}, nil
	}
	f, err := o.spool(br)
	if err != nil {
		return nil, nil, err
	}
	fi, err := f.Stat()
	if err != nil {
		o.unspool(f)
		return nil, nil, err
	}
	return io.NewSectionReader(f, 0, fi.Size()), func() { o.unspool(f) }, nil
}

// zip yields each member of the zip archive that is the input itself.
// The members are listed at the end of an archive, so it needs the whole
// archive at hand (at).
func (o *opener) zip(in io.Reader, br *bufio.Reader, yield func(Input, error) bool) {
	file := o.file
	s, done, err := o.at(in, br)
	if err != nil {
		yield(Input{}, errorf("%s: zip archive: %v", ShownName(file), err))
		return
	}
	defer done()
	o.budget = compressed.BudgetFor(s.Size())
	members, err := compressed.Members(s, s.Size())
	if err != nil {
		// The list is gone (a download cut short) or damaged: the members
		// are still there, each behind a header of its own.
		if !yield(Input{}, &Warning{diag.T("%s: warning: %v; reading the members in order from their own headers", ShownName(file), err)}) {
			return
		}
		o.scan(file, io.NewSectionReader(s, 0, s.Size()), 1, yield)
		return
	}
	for _, m := range members {
		name := file + ":" + m.Name
		if o.opts.Warn != nil {
			m.Warn = func(msg string) { o.opts.Warn(fmt.Sprintf("%s: warning: %s", name, msg)) }
		}
		r, err := m.Open()
		if err != nil {
			if !yield(Input{}, errorf("%s: %v", name, err)) {
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
func (o *opener) scan(archive string, r io.Reader, depth int, yield func(Input, error) bool) bool {
	sc := compressed.NewScanner(r)
	for {
		member, rc, err := sc.Next()
		if err == io.EOF {
			return true
		}
		if err != nil {
			return yield(Input{}, errorf("%s: %v", ShownName(archive), err))
		}
		if !o.member(archive+":"+member, rc, depth, yield) {
			rc.Close() // Next is not called again: the member's goroutine stops
			return false
		}
	}
}

// spool copies r to a temporary file. The file is removed at once where
// the system allows an open file to be (it then vanishes with the
// process, even on SIGKILL), else when unspooled (Options.Temp is told).
func (o *opener) spool(r io.Reader) (*os.File, error) {
	f, err := os.CreateTemp("", "notaz-*.zip")
	if err != nil {
		return nil, err
	}
	if os.Remove(f.Name()) != nil && o.opts.Temp != nil {
		o.opts.Temp(f.Name(), false)
	}
	if _, err := io.Copy(f, r); err != nil {
		o.unspool(f)
		return nil, fmt.Errorf("copying to a temporary file: %v", err)
	}
	return f, nil
}

func (o *opener) unspool(f *os.File) {
	f.Close()
	os.Remove(f.Name())
	if o.opts.Temp != nil {
		o.opts.Temp(f.Name(), true)
	}
}

// ShownName is how an input is named in a message about the whole file:
// "-" is standard input.
func ShownName(file string) string {
	if file == "-" {
		return "standard input"
	}
	return file
}

// DecompressError returns the *compressed.Error that ended reading a
// damaged compressed input, or nil.
func DecompressError(err error) *compressed.Error {
	var ce *compressed.Error
	if errors.As(err, &ce) {
		return ce
	}
	return nil
}

// EncodingFinding is the finding a front end reports about how the text
// name was decoded (ch): a warning, coded diag.Encoding, when the
// encoding was a guess or the text mixes UTF-8 into another encoding,
// naming the --encoding value to try. ok is false when the choice needs
// no warning.
func EncodingFinding(name string, ch charset.Choice) (d diag.Diagnostic, ok bool) {
	d = diag.Diagnostic{File: name, Offset: ch.Offset, Line: ch.Line, Column: ch.Column,
		Severity: diag.Warning, Code: diag.Encoding}
	switch {
	case ch.Mixed:
		d.SetText(diag.T("valid UTF-8 in text read as %s: lines like this one are read as UTF-8", ch.Other))
	case ch.Guess:
		d.SetText(diag.T("not UTF-8; read as %s (%s)", ch.Encoding, diag.Word(ch.Reason)))
		if ch.Other != "" {
			d.Append(diag.T("if the text is wrong, try --encoding %s", ch.Other))
		} else {
			d.Append(diag.T("if the text is wrong, name the encoding with --encoding"))
		}
	default:
		return d, false
	}
	return d, true
}
