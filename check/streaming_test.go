package check

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
)

// The streaming path (Options.Tree unset: clean games played from their
// tokens, without a tree) must find exactly what the tree path finds:
// every finding, at the same place, in the same order, with the same
// counts. These tests run both on the same input and compare.

// streamingOptions are the ways of reading the streaming path must agree
// on: detection (check's default), fixed English letters, another
// language's letters (never streamed), a variant (never streamed), and
// the extras a finding can carry.
func streamingOptions() map[string]Options {
	it, _ := locales.Lookup("it")
	en, _ := locales.Lookup("en")
	return map[string]Options{
		"auto":      {Options: pipeline.Options{Name: "in", Replay: replay.Options{Auto: true}}},
		"auto -j3":  {Options: pipeline.Options{Name: "in", Workers: 3, Replay: replay.Options{Auto: true}}, Source: true, Identity: true},
		"english":   {Options: pipeline.Options{Name: "in", Workers: 1, Replay: replay.Options{Locale: en}}, Strict: true},
		"default":   {Options: pipeline.Options{Name: "in", Workers: 1}},
		"italian":   {Options: pipeline.Options{Name: "in", Replay: replay.Options{Locale: it}}},
		"chess960":  {Options: pipeline.Options{Name: "in", Replay: replay.Options{Auto: true, Variant: board.Chess960()}}},
		"no decode": {Options: pipeline.Options{Name: "in", NoDecode: true, Replay: replay.Options{Auto: true}}},
	}
}

// runBoth checks in with opts on both paths; it returns how many games
// the streaming path read without their tree.
func runBoth(t *testing.T, name string, in []byte, opts Options) (streamed int) {
	t.Helper()
	run := func(tree bool) ([]diag.Diagnostic, Stats) {
		o := opts
		o.Tree = tree
		var got []diag.Diagnostic
		o.Game = func(it *pipeline.Item) {
			if it.Game.Deferred() {
				streamed++
			}
		}
		st, err := Run(context.Background(), bytes.NewReader(in), o, func(d diag.Diagnostic) error {
			got = append(got, d)
			return nil
		})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return got, st
	}
	want, wst := run(true)
	if streamed != 0 {
		t.Fatalf("%s: %d games read without their tree under Options.Tree", name, streamed)
	}
	got, gst := run(false)
	if gst != wst {
		t.Errorf("%s: stats %+v on the streaming path, %+v on the tree path", name, gst, wst)
	}
	for i := range max(len(got), len(want)) {
		switch {
		case i >= len(got):
			t.Errorf("%s: finding %d missing on the streaming path: %+v", name, i, want[i])
		case i >= len(want):
			t.Errorf("%s: finding %d only on the streaming path: %+v", name, i, got[i])
		case !reflect.DeepEqual(got[i], want[i]):
			t.Errorf("%s: finding %d differs:\n streaming %+v\n tree      %+v", name, i, got[i], want[i])
		default:
			continue
		}
		return streamed
	}
	return streamed
}

// TestStreamingAgrees compares the two paths on a sample of the real
// corpus (the whole of it without -short), on the shared edge, encodings,
// localized and shatranj corpora and on the repository's test files.
func TestStreamingAgrees(t *testing.T) {
	games := 500 // under -short: a quick sample, seven ways
	if !testing.Short() {
		games = 0 // all of it
	}
	real := testcorpus.ReadGames(t, games, "real", "pgnmentor-tournaments.pgn.gz")
	for name, opts := range streamingOptions() {
		n := runBoth(t, "pgnmentor "+name, real, opts)
		// The test must see the streaming path taken where it applies:
		// nearly every game of the corpus is clean PGN in English.
		switch name {
		case "auto", "auto -j3", "english", "default", "no decode":
			if n < 9*bytes.Count(real, []byte("\n[Event "))/10 {
				t.Errorf("pgnmentor %s: %d games streamed, want nearly all", name, n)
			}
		default:
			if n != 0 {
				t.Errorf("pgnmentor %s: %d games streamed, want none", name, n)
			}
		}
	}
	files := testcorpus.Files(t, "../testdata/*/*.pgn", "edge", "encodings", "localized", "shatranj", "realtext")
	opts := streamingOptions()
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{"auto", "english", "italian"} {
			runBoth(t, p+" "+name, b, opts[name])
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
	f.Add([]byte("[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O Kd7 *\n"))
	f.Add([]byte("1. e4 e5 2. Nf3 3. Bc4 *\n\n1. e4 e5 2. Nf3 Nc6 {c} 2... Nc6 *\n"))
	f.Add([]byte("[Event \"a\"]\n1. d4 Pf6 2. c4 e6 *\n\n1. e4 e5 2. Sf3 Sc6 *\n"))
	opts := streamingOptions()
	f.Fuzz(func(t *testing.T, in []byte) {
		runBoth(t, "auto", in, opts["auto"])
		runBoth(t, "english", in, opts["english"])
	})
}
