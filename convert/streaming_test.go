package convert

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

// The streaming path (a clean game of moves alone replayed from its
// tokens, its canonical SANs kept: replay.Options.KeepSAN) must write
// exactly what the tree path writes: the same bytes, the same findings
// in the same order, the same counts. These tests run both and compare.

// streamingOptions are the ways of converting the two paths must agree
// on: detection (the default), fixed letters, other output letters, JSON
// (with FEN too), and outputs the streaming path must leave alone (UCI,
// print style).
func streamingOptions() map[string]Options {
	it, _ := locales.Lookup("it")
	en, _ := locales.Lookup("en")
	auto := pipeline.Options{Name: "in", Replay: replay.Options{Auto: true}}
	style := it.PrintStyle()
	return map[string]Options{
		"auto":     {Options: auto},
		"auto -j3": {Options: pipeline.Options{Name: "in", Workers: 3, Replay: replay.Options{Auto: true}}},
		"english":  {Options: pipeline.Options{Name: "in", Workers: 1, Replay: replay.Options{Locale: en}}},
		"italian":  {Options: pipeline.Options{Name: "in", Replay: replay.Options{Locale: it}}},
		"to it":    {Options: auto, Writer: writer.Options{Letters: it.Output()}},
		"chess960": {Options: pipeline.Options{Name: "in", Replay: replay.Options{Auto: true, Variant: board.Chess960()}}},
		"json":     {Options: auto, Writer: writer.Options{Format: writer.JSON}},
		"json fen": {Options: auto, Writer: writer.Options{Format: writer.JSON, FEN: true, Letters: it.Output(), StandardCastling: true}},
		"uci":      {Options: auto, Writer: writer.Options{Notation: writer.NotationUCI}},
		"print":    {Options: auto, Writer: writer.Options{Style: &style}},
	}
}

// streams says which of streamingOptions stream nearly every game of the
// corpus (clean PGN in English letters); the others stream none.
var streams = map[string]bool{"auto": true, "auto -j3": true, "english": true, "to it": true, "json": true, "json fen": true}

// convertBoth converts in with opts on both paths and compares; it
// returns how many games the streaming path wrote without their tree.
func convertBoth(t *testing.T, name string, in []byte, opts Options) (streamed int) {
	t.Helper()
	run := func(tree bool) ([]byte, []diag.Diagnostic, Stats) {
		o := opts
		o.Tree = tree
		var got []diag.Diagnostic
		o.Report = func(d diag.Diagnostic) { got = append(got, d) }
		o.Game = func(it *pipeline.Item, _ []byte) {
			if it.Replay != nil && it.Replay.Flat != nil {
				streamed++
			}
		}
		var out bytes.Buffer
		st, err := Run(context.Background(), bytes.NewReader(in), &out, o)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return out.Bytes(), got, st
	}
	wantOut, want, wst := run(true)
	if streamed != 0 {
		t.Fatalf("%s: %d games written without their tree under Options.Tree", name, streamed)
	}
	gotOut, got, gst := run(false)
	if gst != wst {
		t.Errorf("%s: stats %+v on the streaming path, %+v on the tree path", name, gst, wst)
	}
	if !bytes.Equal(gotOut, wantOut) {
		i := 0
		for i < min(len(gotOut), len(wantOut)) && gotOut[i] == wantOut[i] {
			i++
		}
		t.Errorf("%s: outputs differ at byte %d:\n streaming %q\n tree      %q", name, i,
			gotOut[max(0, i-40):min(len(gotOut), i+40)], wantOut[max(0, i-40):min(len(wantOut), i+40)])
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s: findings differ: %d on the streaming path, %d on the tree path", name, len(got), len(want))
	}
	return streamed
}

// TestStreamingAgrees compares the two paths on a sample of the real
// corpus (the whole of it without -short), on the shared edge,
// encodings, localized, shatranj and realtext corpora and on the
// repository's test files.
func TestStreamingAgrees(t *testing.T) {
	games := 500 // under -short: a quick sample
	if !testing.Short() {
		games = 0 // all of it
	}
	real := testcorpus.ReadGames(t, games, "real", "pgnmentor-tournaments.pgn.gz")
	for name, opts := range streamingOptions() {
		n := convertBoth(t, "pgnmentor "+name, real, opts)
		// The test must see the streaming path taken where it applies.
		if all := bytes.Count(real, []byte("\n[Event ")); streams[name] && n < 8*all/10 {
			t.Errorf("pgnmentor %s: %d games streamed of %d, want nearly all", name, n, all)
		} else if !streams[name] && n != 0 {
			t.Errorf("pgnmentor %s: %d games streamed, want none", name, n)
		}
	}
	files := testcorpus.Files(t, "../testdata/*/*.pgn", "edge", "encodings", "localized", "shatranj", "realtext")
	opts := streamingOptions()
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"auto", "english", "to it", "json fen"} {
			convertBoth(t, p+" "+name, b, opts[name])
		}
	}
}

// FuzzStreamingAgrees compares the two paths on any input.
func FuzzStreamingAgrees(f *testing.F) {
	local, _ := filepath.Glob("../testdata/*/*.pgn")
	for _, p := range local {
		if b, err := os.ReadFile(p); err == nil && len(b) < 20000 {
			f.Add(b)
		}
	}
	f.Add([]byte("[Event \"x\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"))
	f.Add([]byte("[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 0\"]\n\n1... Kd7 2. O-O+ *\n"))
	f.Add([]byte("[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O Kd7 *\n"))
	f.Add([]byte("1. e4 e5 2. Nf3 3. Bc4 *\n\n1. e4 e5 2. Nf3 Nc6 {c} 2... Nc6 *\n"))
	f.Add([]byte("[Event \"a\"]\n1. d4 Nf6 2. c4 e6 $1 *\n\n1. e4-e5 2. Nf3 Nc6 *\n"))
	opts := streamingOptions()
	f.Fuzz(func(t *testing.T, in []byte) {
		convertBoth(t, "auto", in, opts["auto"])
		convertBoth(t, "to it", in, opts["to it"])
		convertBoth(t, "json fen", in, opts["json fen"])
	})
}
