package parquet

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
)

// Default is Hive's name for a partition whose value is unknown (a game
// without a year): engines read it as NULL.
const Default = "__HIVE_DEFAULT_PARTITION__"

// Partition keys.
const (
	ByYear  = "year"
	ByMonth = "month"
)

// DirOptions configure a partitioned directory.
type DirOptions struct {
	Options
	// Keys are the partition keys, outermost first: [year] or [year
	// month].
	Keys []string
	// MaxOpen is how many partitions' files are open at once (8 when
	// 0). A game for another one closes the least recently used; the
	// partition gets a new part file when it comes back.
	MaxOpen int
	// Budget bounds the rows held by all open files together, in bytes
	// (2 row groups when 0): past it the fullest file writes its row
	// group out.
	Budget int
}

// Dir writes rows into Hive-style partitions of a directory:
// DIR/year=2024/month=05/part-0000.parquet. It is written in a temporary
// directory beside DIR and renamed to DIR by Commit, so that a failed run
// leaves no partial dataset; DIR must not exist, or be empty.
type Dir struct {
	path, tmp string
	opts      DirOptions
	open      map[string]*partFile
	parts     map[string]int // part files made per partition
	tick      int
	buffered  int
	files     int
}

type partFile struct {
	f    *os.File
	bw   *bufio.Writer
	w    *Writer
	used int // Dir.tick when last written
}

// ErrNotEmpty is returned by NewDir for a directory that holds files.
var ErrNotEmpty = errors.New("exists and is not empty")

// NewDir prepares a partitioned dataset at path.
func NewDir(path string, opts DirOptions) (*Dir, error) {
	for i, k := range opts.Keys {
		if k != ByYear && (k != ByMonth || i == 0) {
			return nil, fmt.Errorf("partition keys are year or year,month, not %q", k)
		}
	}
	if len(opts.Keys) == 0 {
		return nil, errors.New("no partition key")
	}
	if opts.MaxOpen <= 0 {
		opts.MaxOpen = 8
	}
	if opts.RowGroupSize <= 0 {
		opts.RowGroupSize = RowGroupSize
	}
	if opts.Budget <= 0 {
		opts.Budget = 2 * opts.RowGroupSize
	}
	if opts.PageSize <= 0 {
		// Many files open at once: small page buffers (each column of
		// each open file has one).
		opts.PageSize = 32 << 10
	}
	if ents, err := os.ReadDir(path); err == nil && len(ents) > 0 {
		return nil, fmt.Errorf("%s %w: a dataset is written to a new directory", path, ErrNotEmpty)
	} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	tmp, err := os.MkdirTemp(filepath.Dir(filepath.Clean(path)), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return nil, err
	}
	return &Dir{path: path, tmp: tmp, opts: opts, open: map[string]*partFile{}, parts: map[string]int{}}, nil
}

// partition returns the row's partition directory, relative.
func (d *Dir) partition(r *Row) string {
	var p string
	for i, k := range d.opts.Keys {
		if i > 0 {
			p += "/"
		}
		v := Default
		switch {
		case k == ByYear && r.Year != nil:
			v = strconv.Itoa(int(*r.Year))
		case k == ByMonth && r.Month != nil:
			v = fmt.Sprintf("%02d", *r.Month)
		}
		p += k + "=" + v
	}
	return p
}

// Write adds a row to its partition.
func (d *Dir) Write(r *Row) error {
	key := d.partition(r)
	pf := d.open[key]
	if pf == nil {
		var err error
		if pf, err = d.openPart(key); err != nil {
			return err
		}
	}
	d.tick++
	pf.used = d.tick
	before := pf.w.Buffered()
	if err := pf.w.Write(r); err != nil {
		return err
	}
	d.buffered += pf.w.Buffered() - before
	for d.buffered > d.opts.Budget {
		// The fullest file writes its row group: memory stays bounded
		// however the games are spread over the partitions.
		var full *partFile
		for _, o := range d.open {
			if full == nil || o.w.Buffered() > full.w.Buffered() {
				full = o
			}
		}
		d.buffered -= full.w.Buffered()
		if err := full.w.FlushRowGroup(); err != nil {
			return err
		}
	}
	return nil
}

func (d *Dir) openPart(key string) (*partFile, error) {
	if len(d.open) >= d.opts.MaxOpen {
		var lru string
		for k, o := range d.open {
			if lru == "" || o.used < d.open[lru].used {
				lru = k
			}
		}
		if err := d.closePart(lru); err != nil {
			return nil, err
		}
	}
	dir := filepath.Join(d.tmp, filepath.FromSlash(key))
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil, err
	}
	n := d.parts[key]
	d.parts[key] = n + 1
	f, err := os.Create(filepath.Join(dir, fmt.Sprintf("part-%04d.parquet", n)))
	if err != nil {
		return nil, err
	}
	bw := bufio.NewWriterSize(f, 64<<10)
	pf := &partFile{f: f, bw: bw, w: NewWriter(bw, d.opts.Options)}
	d.open[key] = pf
	d.files++
	return pf, nil
}

func (d *Dir) closePart(key string) error {
	pf := d.open[key]
	delete(d.open, key)
	d.buffered -= pf.w.Buffered()
	err := pf.w.Close()
	if err == nil {
		err = pf.bw.Flush()
	}
	if cerr := pf.f.Close(); err == nil {
		err = cerr
	}
	return err
}

// Files returns how many part files were made.
func (d *Dir) Files() int { return d.files }

// Commit closes every file and puts the dataset at its path.
func (d *Dir) Commit() error {
	for key := range d.open {
		if err := d.closePart(key); err != nil {
			d.Abort()
			return err
		}
	}
	os.Remove(d.path) // empty, if there (NewDir checked)
	if err := os.Rename(d.tmp, d.path); err != nil {
		d.Abort()
		return err
	}
	// MkdirTemp made it private; a dataset is shared as files are.
	os.Chmod(d.path, 0o755)
	return nil
}

// Abort removes what was written.
func (d *Dir) Abort() {
	for _, pf := range d.open {
		pf.w.Abort()
		pf.f.Close()
	}
	clear(d.open)
	os.RemoveAll(d.tmp)
}
