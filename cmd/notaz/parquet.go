package main

import (
	"io"
	"strings"

	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/parquet"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/writer"
	"github.com/urfave/cli/v2"
	"golang.org/x/term"
)

// partitionFlag is convert's --partition (with --format parquet).
func partitionFlag() cli.Flag {
	return &cli.StringFlag{Name: "partition", Usage: "with --format parquet: write -o DIR as Hive-style partitions by year or year,month (DIR/year=2024/month=05/part-0000.parquet)"}
}

// table is --format parquet's output: one file (through the usual -o
// output, atomic) or a partitioned directory.
type table struct {
	file *parquet.Writer
	dir  *parquet.Dir
	opts *writer.Options
}

// Make is convert.Rows' Make: on a worker.
func (t *table) Make(it *pipeline.Item) any {
	return parquet.MakeRow(it.Game, it.Replay, it.Diags, t.opts)
}

// Put is convert.Rows' Put: in input order.
func (t *table) Put(row any) error {
	if t.dir != nil {
		return t.dir.Write(row.(*parquet.Row))
	}
	return t.file.Write(row.(*parquet.Row))
}

// close ends the table: the footer of the file, or the directory put in
// its place. With ok false, a directory's files are removed.
func (t *table) close(ok bool) error {
	switch {
	case t == nil:
		return nil
	case t.dir != nil && ok:
		return t.dir.Commit()
	case t.dir != nil:
		t.dir.Abort()
		return nil
	case ok:
		return t.file.Close()
	}
	t.file.Abort()
	return nil
}

// openGames opens convert's -o: as always, or for --format parquet a
// table written through it (a file) or beside it (--partition: a
// directory), which opts.Rows then receives.
func (o *convertOptions) openGames(stdout io.Writer, opts *convert.Options) (*output, *table, error) {
	name := o.output
	if !o.parquet {
		out, err := openOutput(name, stdout)
		return out, nil, err
	}
	t := &table{opts: &opts.Writer}
	opts.Rows = t
	if o.partition == nil {
		if name == "" || name == "-" {
			if f, ok := stdout.(interface{ Fd() uintptr }); ok && term.IsTerminal(int(f.Fd())) {
				return nil, nil, usageErr("--format parquet writes a binary file: give -o FILE, or redirect standard output")
			}
		}
		out, err := openOutput(name, stdout)
		if err != nil {
			return nil, nil, err
		}
		t.file = parquet.NewWriter(out.w, parquet.Options{})
		return out, t, nil
	}
	dir, err := parquet.NewDir(name, parquet.DirOptions{Keys: o.partition})
	if err != nil {
		if strings.HasPrefix(err.Error(), "partition") || strings.HasPrefix(err.Error(), "no partition") {
			return nil, nil, usageErr("--partition %s: %v", o.part, err)
		}
		return nil, nil, ioErr("-o %v", err)
	}
	t.dir = dir
	return &output{w: io.Discard}, t, nil
}
