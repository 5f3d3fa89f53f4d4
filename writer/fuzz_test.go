package writer_test

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

// FuzzRoundTrip runs the whole reader → replay → writer chain on any
// input: it must not panic, every game it writes must read back without
// error, and writing what was read back must give the same bytes.
//
//	go test ./writer -run '^$' -fuzz FuzzRoundTrip -fuzztime 1m
func FuzzRoundTrip(f *testing.F) {
	for _, pattern := range []string{"testdata/*.pgn", "../testdata/pgn/*.pgn"} {
		files, _ := filepath.Glob(pattern)
		for _, name := range files {
			b, err := os.ReadFile(name)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b)
		}
	}
	for _, s := range []string{
		"1. e4 e5 *",
		"[Event \"a\\\"b\"]\n1. 0-0 *",
		"1. e4 (1. d4 (1. c4) {x}) ; y }\n e5 $1 1-0",
		"[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n1... Kd7 2. e4 -- *",
		"{a}{b} 1. e4 {c} {d} (e5) *",
		"%escaped\n1. Ng1f3 ed5 1/2",
		// Side lines quoted with their own numbers (replay/sideline.go).
		"1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.Ng5 4.d4 4...d5 5.exd5 Na5\n3.Bb5 a6 4.Ba4\n4...b5 *",
		"1. e4 d5 2. exd5 3. Nc3 Qa5 4. d4 c6 *",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) > 1<<16 {
			return
		}
		out := writeValid(in)
		if len(out) == 0 {
			return
		}
		again, err := export(out)
		if err != nil {
			t.Fatalf("notaz cannot read its own output: %v\ninput:\n%q\noutput:\n%s", err, in, out)
		}
		if !bytes.Equal(again, out) {
			t.Fatalf("write → read → write differs: %s\ninput:\n%q\nfirst:\n%s\nsecond:\n%s", lineDiff(out, again), in, out, again)
		}
	})
}

// writeValid writes the games of in that read and replay without error
// and skips the others, as notaz convert does.
func writeValid(in []byte) []byte {
	r := parser.NewReader(bytes.NewReader(in), parser.Options{})
	var out []byte
	for {
		g, err := r.Next()
		if err == io.EOF || g == nil {
			return out
		}
		if err != nil {
			continue
		}
		rg := replay.Run(g, replay.Options{})
		if rg.Err != nil {
			continue
		}
		if out, err = writer.AppendGame(out, rg, nil); err != nil {
			panic(err)
		}
	}
}

// FuzzJSON writes any input as JSON Lines, with FEN, as convert does
// (games that cannot be replayed included): it must not panic, and every
// line must be one valid JSON value that docs/game.schema.json accepts.
//
//	go test ./writer -run '^$' -fuzz FuzzJSON -fuzztime 1m
func FuzzJSON(f *testing.F) {
	for _, pattern := range []string{"testdata/*.pgn", "testdata/json/*.pgn", "../testdata/pgn/*.pgn"} {
		files, _ := filepath.Glob(pattern)
		for _, name := range files {
			b, err := os.ReadFile(name)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b)
		}
	}
	for _, s := range []string{
		"1. e4 {\x00\"\\\u2028\xff} e5 $255 *",
		"[Event \"\xe2\x82\"]\n1. e4 (1. d4 (1. c4) {x}) ; y }\n e5 1-0",
		"[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n1... Kd7 2. e4 -- *",
		"1. Kxe8 *",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		if len(in) > 1<<16 {
			return
		}
		out := writeAll(t, in, &writer.Options{Format: writer.JSON, FEN: true})
		if len(out) > 0 && out[len(out)-1] != '\n' {
			t.Fatalf("output does not end a line: %q", out)
		}
		for line := range bytes.Lines(out) {
			line = bytes.TrimSuffix(line, []byte("\n"))
			if !json.Valid(line) {
				t.Fatalf("not JSON: %q\ninput: %q", line, in)
			}
			if err := decodeGame(line); err != nil {
				t.Fatalf("%v\nline: %s\ninput: %q", err, line, in)
			}
		}
	})
}
