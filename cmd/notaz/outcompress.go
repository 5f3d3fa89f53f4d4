package main

import (
	"io"

	"github.com/notaz-chess/notaz/compressed"
)

// openOutput returns the output for -o FILE or --rejects FILE (with no
// name, or "-", it writes to def), compressed when FILE ends in .gz or
// .zst: lichess-sized collections are kept compressed.
func openOutput(name string, def io.Writer) (*output, error) {
	o, err := openPlainOutput(name, def)
	if err != nil || name == "" || name == "-" {
		return o, err
	}
	f := compressed.ByName(name)
	if f == compressed.None {
		return o, nil
	}
	zw, err := compressed.NewWriter(o.w, f)
	if err != nil {
		o.commit(false)
		return nil, ioErr("%s: %v", name, err)
	}
	o.w, o.zw = zw, zw
	return o, nil
}

// closeCompressor ends the compressed stream before the file is closed:
// its last block and checksum are written only then. Without ok, the
// output is being dropped and nothing more need be written.
func (o *output) closeCompressor(ok bool) error {
	if o.zw == nil || !ok {
		return nil
	}
	zw := o.zw
	o.zw = nil
	return zw.Close()
}
