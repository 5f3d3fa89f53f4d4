package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/notaz-chess/notaz/compressed"
	"github.com/notaz-chess/notaz/split"
	"github.com/urfave/cli/v2"
)

func splitCommand() *cli.Command {
	return &cli.Command{
		Name:      "split",
		Usage:     "cut a large file into parts of N games or about N MB, at game boundaries, byte for byte",
		ArgsUsage: "[FILE]  (none or - reads standard input)",
		Description: "Each part holds whole games, exactly as they are in the input (nothing is converted):\n" +
			"the parts put together give the input back. Text between games goes with the next part.\n" +
			"--index writes, per part, its first game's number and its first line and byte offset,\n" +
			"and the --origin to give convert and check so that they report against FILE\n" +
			"(docs/scale.md).\n\n" + exitCodesHelp,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "games", Usage: "at most N games per part"},
			&cli.StringFlag{Name: "size", Usage: "at most about SIZE per part (100MB, 512KiB, bytes; K, M, G are binary); a larger game is a part alone"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Value: "part-%04d.pgn", Usage: "part names: a pattern with one number verb (part-%04d.pgn), or a prefix (big- gives big-0001.pgn)"},
			&cli.StringFlag{Name: "index", Usage: "write the parts' index to FILE: TSV (part, game, line, offset, origin, size), or JSON Lines when FILE ends in .jsonl"},
			&cli.BoolFlag{Name: "index-only", Usage: "with --index: write the index and no part (convert and check then read each part in place with --bytes OFFSET:SIZE FILE)"},
			&cli.StringFlag{Name: "stdin-filename", Usage: "name standard input NAME in the index's origin column"},
		},
		Action: func(c *cli.Context) error {
			o, err := splitFlags(c)
			if err != nil {
				return err
			}
			return o.run(c.App.Reader, c.App.ErrWriter)
		},
	}
}

// splitOptions is notaz split's command line, read once from its flags
// (splitFlags); run takes it with the streams.
type splitOptions struct {
	file  string // the input; "-" for standard input
	shown string // its name in the index (--stdin-filename)
	lim   splitLimit
	name  func(n int) string // part n's file (-o)
	index string             // --index FILE; "" for none
	// indexOnly writes the index and no part.
	indexOnly bool
}

// splitFlags reads notaz split's flags, in the order their usage errors
// are reported.
func splitFlags(c *cli.Context) (*splitOptions, error) {
	files := fileArgs(c)
	if len(files) != 1 {
		return nil, usageErr("split: one input at a time (%d named)", len(files))
	}
	o := &splitOptions{file: files[0], shown: files[0], index: c.String("index"), indexOnly: c.Bool("index-only")}
	if o.shown == "-" && c.String("stdin-filename") != "" {
		o.shown = c.String("stdin-filename")
	}
	var err error
	if o.lim, err = splitLimits(c); err != nil {
		return nil, err
	}
	if o.name, err = partNamer(c.String("output")); err != nil {
		return nil, err
	}
	if o.indexOnly && o.index == "" {
		return nil, usageErr("split: --index-only needs --index FILE")
	}
	if o.indexOnly && o.file == "-" {
		return nil, usageErr("split: --index-only needs a FILE (the parts are read in place from it)")
	}
	return o, nil
}

// splitLimit says when a part is full.
type splitLimit struct {
	games int   // 0: no limit on games
	size  int64 // 0: no limit on bytes
}

// splitLimits reads --games and --size.
func splitLimits(c *cli.Context) (splitLimit, error) {
	var lim splitLimit
	if c.IsSet("games") {
		if lim.games = c.Int("games"); lim.games < 1 {
			return lim, usageErr("split: --games must be 1 or more")
		}
	}
	if c.IsSet("size") {
		n, ok := parseSize(c.String("size"))
		if !ok {
			return lim, usageErr("split: --size: want a size such as 100MB, 512KiB or 1000000, not %q", c.String("size"))
		}
		lim.size = int64(n)
	}
	if (lim.games == 0) == (lim.size == 0) {
		return lim, usageErr("split: give --games N or --size SIZE (one of them)")
	}
	return lim, nil
}

// partNamer returns the name of part n (from 1) for -o: a pattern with a
// verb, else a prefix. A pattern must give different names to different
// parts, or each part would replace the one before.
func partNamer(o string) (func(int) string, error) {
	if !strings.Contains(o, "%") {
		return func(n int) string { return fmt.Sprintf("%s%04d.pgn", o, n) }, nil
	}
	a, b := fmt.Sprintf(o, 1), fmt.Sprintf(o, 2)
	if a == b || strings.Contains(a, "%!") {
		return nil, usageErr("split: -o %q: want one number verb such as %%04d, or a prefix", o)
	}
	return func(n int) string { return fmt.Sprintf(o, n) }, nil
}

// run cuts the input into parts (or only indexes them), warning on
// stderr of parts left by an earlier run.
func (o *splitOptions) run(stdin io.Reader, stderr io.Writer) error {
	in, closeIn, err := openRaw(o.file, stdin)
	if err != nil {
		return err
	}
	defer closeIn()
	index, closeIndex, err := openIndex(o.index)
	if err != nil {
		return err
	}
	defer closeIndex()
	parts := 0
	opts := split.Options{Name: o.shown, Games: o.lim.games, Size: o.lim.size,
		Create: func(p split.Part) (io.WriteCloser, error) {
			parts = p.Number
			return createPart(o.name(p.Number), o.shown, p, index, o.indexOnly)
		}}
	if err := split.Split(in, opts); err != nil {
		var ee *exitError
		if errors.As(err, &ee) {
			return err
		}
		return ioErr("%v", err)
	}
	if index != nil {
		if err := index.flush(); err != nil {
			return ioErr("index: %v", err)
		}
	}
	if !o.indexOnly {
		warnStaleParts(stderr, o.name, parts)
	}
	return nil
}

// warnStaleParts names the parts after the last one written that exist
// already: left by an earlier run over a larger input, they would join
// this run's parts in a glob (part-*.pgn) and repeat or mix games. They
// are not removed: notaz deletes no file it did not write in this run.
func warnStaleParts(w io.Writer, name func(int) string, parts int) {
	var stale []string
	for n := parts + 1; ; n++ {
		if _, err := os.Lstat(name(n)); err != nil {
			break
		}
		stale = append(stale, name(n))
	}
	of := fmt.Sprintf("%d parts", parts)
	if parts == 1 {
		of = "1 part"
	}
	switch len(stale) {
	case 0:
	case 1:
		fmt.Fprintf(w, "notaz: warning: %s is from an earlier run, not one of this run's %s: remove it before putting the parts together\n", stale[0], of)
	default:
		fmt.Fprintf(w, "notaz: warning: %s … %s (%d files) are from an earlier run, not among this run's %s: remove them before putting the parts together\n",
			stale[0], stale[len(stale)-1], len(stale), of)
	}
}

// createPart creates a part's file (none with indexOnly) and indexes it
// when it is closed, its size known.
func createPart(name, origin string, p split.Part, index *indexWriter, indexOnly bool) (io.WriteCloser, error) {
	pf := &partFile{index: index, entry: indexEntry{Part: name, Game: p.Game, Line: p.Line, Offset: p.Offset,
		Origin: fmt.Sprintf("%s:%d:%d", origin, p.Line, p.Game)}}
	if indexOnly {
		return pf, nil
	}
	f, err := os.Create(name)
	if err != nil {
		return nil, ioErr("%v", err)
	}
	pf.file = &bufferedFile{Writer: bufio.NewWriterSize(f, 1<<20), f: f}
	return pf, nil
}

// partFile writes a part (or only counts its bytes) and writes its index
// entry when closed.
type partFile struct {
	file  *bufferedFile
	index *indexWriter
	entry indexEntry
}

func (p *partFile) Write(b []byte) (int, error) {
	p.entry.Size += int64(len(b))
	if p.file == nil {
		return len(b), nil
	}
	return p.file.Write(b)
}

func (p *partFile) Close() error {
	var err error
	if p.file != nil {
		err = p.file.Close()
	}
	if p.index != nil && err == nil {
		if err = p.index.write(p.entry); err != nil {
			err = ioErr("index: %v", err)
		}
	}
	return err
}

// bufferedFile is a part's file, written through a buffer.
type bufferedFile struct {
	*bufio.Writer
	f *os.File
}

func (b *bufferedFile) Close() error {
	err := b.Flush()
	if cerr := b.f.Close(); err == nil {
		err = cerr
	}
	return err
}

// openRaw opens FILE (or stdin for "-") undecoded: split copies bytes and
// must not change one. Compressed data is decompressed (the parts are the
// text); a zip or 7z archive and UTF-16 are refused: game boundaries
// cannot be found in them byte for byte.
func openRaw(name string, stdin io.Reader) (io.Reader, func(), error) {
	in, closeIn := stdin, func() {}
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, nil, ioErr("%v", err)
		}
		in, closeIn = f, func() { f.Close() }
	}
	br := bufio.NewReaderSize(in, 64<<10)
	head, _ := br.Peek(compressed.HeadSize)
	switch f := compressed.Sniff(head); f {
	case compressed.None:
	case compressed.Zip, compressed.SevenZ:
		closeIn()
		return nil, nil, usageErr("split: %s is a %s archive: split its members (unzip -p / 7z x -so … | notaz split)", shownName(name), f)
	default:
		z := compressed.NewReader(br, f)
		br = bufio.NewReaderSize(z, 64<<10)
		prev := closeIn
		closeIn = func() { z.Close(); prev() }
	}
	if head, _ := br.Peek(2); bytes.Equal(head, []byte{0xFF, 0xFE}) || bytes.Equal(head, []byte{0xFE, 0xFF}) {
		closeIn()
		return nil, nil, usageErr("split: %s is UTF-16: convert it to UTF-8 first (iconv -f UTF-16 -t UTF-8)", name)
	}
	return br, closeIn, nil
}

// indexEntry is one line of the index: a part and where it starts in the
// original input. Origin is the --origin that convert and check take.
type indexEntry struct {
	Part   string `json:"part"`
	Game   int    `json:"game"`
	Line   int    `json:"line"`
	Offset int64  `json:"offset"`
	Origin string `json:"origin"`
	Size   int64  `json:"size"` // its length in bytes: --bytes OFFSET:SIZE reads it in place
}

type indexWriter struct {
	w      *bufio.Writer
	json   bool
	header bool
}

func newIndexWriter(w io.Writer, jsonLines bool) *indexWriter {
	return &indexWriter{w: bufio.NewWriter(w), json: jsonLines}
}

func (x *indexWriter) write(e indexEntry) error {
	if x.json {
		b, _ := json.Marshal(e)
		_, err := x.w.Write(append(b, '\n'))
		return err
	}
	if !x.header {
		// Named columns, for parallel --header : --colsep '\t'.
		x.header = true
		if _, err := x.w.WriteString("part\tgame\tline\toffset\torigin\tsize\n"); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintf(x.w, "%s\t%d\t%d\t%d\t%s\t%d\n", e.Part, e.Game, e.Line, e.Offset, e.Origin, e.Size)
	return err
}

func (x *indexWriter) flush() error { return x.w.Flush() }

// openIndex opens --index FILE (nil without it).
func openIndex(idx string) (*indexWriter, func(), error) {
	if idx == "" {
		return nil, func() {}, nil
	}
	f, err := os.Create(idx)
	if err != nil {
		return nil, nil, ioErr("%v", err)
	}
	return newIndexWriter(f, strings.HasSuffix(idx, ".jsonl") || strings.HasSuffix(idx, ".json")), func() { f.Close() }, nil
}
