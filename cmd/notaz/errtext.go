package main

import (
	"errors"
	"io/fs"
	"os"
	"regexp"
	"syscall"

	"github.com/notaz-chess/notaz/i18n"
	"github.com/notaz-chess/notaz/replay"
)

// usageErr and ioErr make the errors that end a command. They are said
// in the language of the run only where they are printed (errIn: the run
// knows its language, the code that fails need not): format is the
// English message and the catalogs' key (i18n/keys_test.go finds them),
// and an error among the arguments is rendered by errText, so that no
// English is left over from the operating system either.
func usageErr(format string, a ...any) error { return newExitError(exitUsage, format, a) }

func ioErr(format string, a ...any) error { return newExitError(exitIO, format, a) }

func newExitError(code int, format string, a []any) *exitError {
	return &exitError{code: code, format: format, args: a}
}

// in is e's message in l; "" for an exit without one.
func (e *exitError) in(l *i18n.Lang) string {
	if e.format == "" {
		return ""
	}
	return l.Sprintf(e.format, errArgs(l, e.args)...)
}

// errIn is err as a person reads it in l: an exitError in l's words,
// any other error as it is.
func errIn(l *i18n.Lang, err error) string {
	if ee, ok := err.(*exitError); ok {
		return ee.in(l)
	}
	return err.Error()
}

// errArgs is a with its errors rendered in l (errText).
func errArgs(l *i18n.Lang, a []any) []any {
	out := make([]any, len(a))
	for i, v := range a {
		if err, ok := v.(error); ok {
			v = errText(l, err)
		}
		out[i] = v
	}
	return out
}

// pathOps are the messages of a failed file operation, by the operation
// the os package names.
var pathOps = map[string]string{
	"open":  errWord("cannot open %s: %s"),
	"stat":  errWord("cannot open %s: %s"),
	"lstat": errWord("cannot open %s: %s"),
	"read":  errWord("cannot read %s: %s"),
	"write": errWord("cannot write %s: %s"),
	"close": errWord("cannot write %s: %s"),
	"mkdir": errWord("cannot create %s: %s"),
}

// errnoWords are the operating system's reasons, as words of the catalogs;
// their English is the wording of Linux and macOS.
var errnoWords = map[syscall.Errno]string{
	syscall.ENOENT:  errWord("no such file or directory"),
	syscall.EACCES:  errWord("permission denied"),
	syscall.EPERM:   errWord("operation not permitted"),
	syscall.EISDIR:  errWord("is a directory"),
	syscall.ENOTDIR: errWord("not a directory"),
	syscall.ENOSPC:  errWord("no space left on device"),
	syscall.EROFS:   errWord("read-only file system"),
	syscall.EMFILE:  errWord("too many open files"),
	syscall.EEXIST:  errWord("file exists"),
	syscall.EIO:     errWord("input/output error"),
	syscall.EPIPE:   errWord("broken pipe"),
	syscall.EDQUOT:  errWord("disk quota exceeded"),
	syscall.EFBIG:   errWord("file too large"),
}

// errText is err in the language of the run: a file operation's failure
// as "cannot open FILE: reason", the reason in the run's language; other
// errors as a catalog has their text, else as they are.
func errText(l *i18n.Lang, err error) string {
	if ee, ok := err.(*exitError); ok {
		return ee.in(l)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		f, ok := pathOps[pe.Op]
		if !ok {
			return pe.Path + ": " + reasonText(l, pe.Err)
		}
		return l.Sprintf(f, pe.Path, reasonText(l, pe.Err))
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return l.Sprintf("cannot rename %s to %s: %s", le.Old, le.New, reasonText(l, le.Err))
	}
	return reasonText(l, err)
}

// errWord marks a message key or word of the catalogs that is not an
// argument of a call the key walk knows (i18n/keys_test.go).
func errWord(s string) string { return s }

func reasonText(l *i18n.Lang, err error) string {
	var en syscall.Errno
	if errors.As(err, &en) {
		if w, ok := errnoWords[en]; ok {
			return l.Word(w)
		}
	}
	if s := flagErrText(l, err); s != err.Error() {
		return s
	}
	return l.Text(replay.ErrorText(err))
}

// flagErrors are urfave/cli's (the flag package's) usage errors, read back
// so that they are said in the language of the run: the pattern, and the
// message with the flag and value it captured.
var flagErrors = []struct {
	re  *regexp.Regexp
	key string
}{
	{regexp.MustCompile(`^flag provided but not defined: (-+\S+)$`), errWord("unknown flag %s")},
	{regexp.MustCompile(`^flag needs an argument: (-+\S+)$`), errWord("flag %s needs a value")},
	{regexp.MustCompile(`^invalid value (".*") for flag (-+\S+): .*$`), errWord("invalid value %s for flag %s")},
	{regexp.MustCompile(`^invalid boolean value (".*") for (-+\S+): .*$`), errWord("invalid value %s for flag %s")},
}

// flagErrText is a usage error of the flag parser in the language of the
// run, or as it is when it is none of flagErrors.
func flagErrText(l *i18n.Lang, err error) string {
	s := err.Error()
	for _, f := range flagErrors {
		if m := f.re.FindStringSubmatch(s); m != nil {
			args := make([]any, len(m)-1)
			for i := range args {
				args[i] = m[i+1]
			}
			return l.Sprintf(f.key, args...)
		}
	}
	return s
}
