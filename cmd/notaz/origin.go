package main

import (
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/notaz-chess/notaz/charset"
	"github.com/notaz-chess/notaz/compressed"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/urfave/cli/v2"
)

// scaleFlags are the flags convert and check share for running on parts
// of a larger file (docs/scale.md).
func scaleFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "origin", Usage: "the input is a part of FILE starting at LINE with game GAME (FILE:LINE:GAME, from the index of notaz split): diagnostics name FILE and its lines and games"},
		&cli.StringFlag{Name: "stdin-filename", Usage: "name standard input NAME in diagnostics"},
		&cli.StringFlag{Name: "bytes", Usage: "read only SIZE bytes of FILE from byte OFFSET (OFFSET:SIZE, the offset and size columns of notaz split --index), with --origin: a part read in place, as parallel --pipepart does"},
		&cli.BoolFlag{Name: "chunk", Usage: "the input is a piece cut at any line (parallel --pipe without --recstart): a game cut at its start or end is kept verbatim with a warning"},
	}
}

// inputNames maps each input to the name diagnostics give it.
type inputNames struct {
	origin string          // --origin's FILE, for the one input
	at     pipeline.Origin // --origin's LINE and GAME
	stdin  string          // --stdin-filename
	span   *byteRange      // --bytes
}

// byteRange is --bytes OFFSET:SIZE.
type byteRange struct{ off, size int64 }

// raw returns the input's stored bytes as openInputs reads them: with
// --bytes, the range of the file only (then given to count, the
// progress). The range is of an uncompressed file: the offsets of
// notaz split's index are those of the text.
func (n inputNames) raw(count func(io.Reader) io.Reader) func(io.Reader) io.Reader {
	if n.span == nil {
		return count
	}
	return func(r io.Reader) io.Reader {
		f, ok := r.(io.ReaderAt)
		if !ok {
			return errReader{errors.New("--bytes: standard input cannot be read in place: name the FILE")}
		}
		head := make([]byte, compressed.HeadSize)
		k, _ := f.ReadAt(head, 0)
		if compressed.Sniff(head[:k]) != compressed.None {
			return errReader{errors.New("--bytes: the file is compressed; split's offsets are the text's: decompress it first")}
		}
		return count(io.NewSectionReader(f, n.span.off, n.span.size))
	}
}

type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }

func (n inputNames) of(name string) string {
	switch {
	case n.origin != "":
		return n.origin
	case name == "-" && n.stdin != "":
		return n.stdin
	}
	return name
}

// shift places a position found in the input (an encoding guess's first
// byte that was not UTF-8) in the original file, as the parser places its
// diagnostics: the part's line 1 is --origin's LINE. Columns stay, since
// split cuts at line starts; a zero line (no position) stays zero.
func (n inputNames) shift(ch charset.Choice) charset.Choice {
	if n.origin == "" || ch.Line == 0 {
		return ch
	}
	ch.Line += max(n.at.Line, 1) - 1
	ch.Offset += n.at.Offset
	return ch
}

// scaleOptions reads --origin, --stdin-filename and --chunk into opts.
// --origin describes one input, so it takes one FILE (or standard input).
func scaleOptions(c *cli.Context, cmd string, files []string, opts *pipeline.Options) (inputNames, error) {
	names := inputNames{stdin: c.String("stdin-filename")}
	opts.Chunk = c.Bool("chunk")
	s := c.String("origin")
	if b := c.String("bytes"); b != "" {
		off, size, ok := strings.Cut(b, ":")
		o, err1 := strconv.ParseInt(off, 10, 64)
		n, err2 := strconv.ParseInt(size, 10, 64)
		if !ok || err1 != nil || err2 != nil || o < 0 || n < 0 {
			return names, usageErr("%s: --bytes %q: want OFFSET:SIZE, two numbers of bytes", cmd, b)
		}
		if s == "" {
			// Lines and games would be counted from the range's start:
			// findings would name the wrong ones.
			return names, usageErr("%s: --bytes needs --origin FILE:LINE:GAME (both from notaz split --index)", cmd)
		}
		if len(files) != 1 || files[0] == "-" {
			return names, usageErr("%s: --bytes reads one FILE in place", cmd)
		}
		names.span = &byteRange{o, n}
	}
	if s == "" {
		return names, nil
	}
	if len(files) != 1 {
		return names, usageErr("%s: --origin describes one input, and %d are named", cmd, len(files))
	}
	file, o, err := parseOrigin(s)
	if err != nil {
		return names, usageErr("%s: --origin %q: %v", cmd, s, err)
	}
	if names.span != nil {
		o.Offset = names.span.off // offsets too are the file's
	}
	names.origin, names.at, opts.Origin = file, o, o
	return names, nil
}

// parseOrigin reads FILE:LINE:GAME from the right, so that FILE may hold
// colons (C:\games\big.pgn).
func parseOrigin(s string) (string, pipeline.Origin, error) {
	var o pipeline.Origin
	i := strings.LastIndexByte(s, ':')
	j := strings.LastIndexByte(s[:max(i, 0)], ':')
	if j <= 0 {
		return "", o, errors.New("want FILE:LINE:GAME")
	}
	line, err1 := strconv.Atoi(s[j+1 : i])
	game, err2 := strconv.Atoi(s[i+1:])
	if err1 != nil || err2 != nil || line < 1 || game < 1 {
		return "", o, errors.New("want FILE:LINE:GAME, with LINE and GAME numbers from 1")
	}
	o.Line, o.Game = line, game
	return s[:j], o, nil
}
