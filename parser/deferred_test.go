package parser

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestDeferAgrees reads the same inputs with and without Options.Defer:
// every game must be the same once built, and a deferred game's NextMove
// must read what its Moves hold after Build, the same text, position and
// number; its tags and result must be there before Build.
func TestDeferAgrees(t *testing.T) {
	inputs := map[string][]byte{
		"variations": []byte("[Event \"e\"]\n\n1. e4 (1. d4 d5) e5 {c} 2. Nf3 $1 *\n"),
		"clean":      []byte("[Event \"e\"]\n[Result \"1-0\"]\n\n1. e4 e5 {c} 2. Nf3 $1 Nc6 3... a6 1-0\n\nxx 1. d4 *\n"),
		"pairs":      []byte("1. e4-e5 2. Nf3-Nc6 *\n"),
		"error":      []byte("[Event \"e\"]\n1. e4 { open\n"),
	}
	files, _ := filepath.Glob("../testdata/*/*.pgn")
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		inputs[p] = b
	}
	var sample []byte
	if testing.Short() {
		sample = readGzPrefix(t, pgnmentor, 2<<20)
	} else {
		sample = readGz(t, pgnmentor)
	}
	inputs["pgnmentor"] = sample
	deferred := 0
	for name, in := range inputs {
		want, werrs, _ := readAll(t, in, Options{})
		got, gerrs, _ := readAll(t, in, Options{Defer: true})
		if len(got) != len(want) || !reflect.DeepEqual(gerrs, werrs) {
			t.Fatalf("%s: %d games, errors %v with Defer; %d, %v without", name, len(got), gerrs, len(want), werrs)
		}
		for i, g := range got {
			w := want[i]
			if !g.Deferred() {
				if !reflect.DeepEqual(g, w) {
					t.Errorf("%s: game %d not deferred yet not the same", name, i+1)
				}
				continue
			}
			deferred++
			if len(g.Moves) != 0 || len(g.Symbols) != 0 || g.Result != w.Result || g.ResultPos != w.ResultPos || !reflect.DeepEqual(g.Tags, w.Tags) {
				t.Errorf("%s: game %d before Build: moves %d, result %q, tags %v", name, i+1, len(g.Moves), g.Result, g.Tags)
			}
			var flat, texts []string
			var m Move
			for k := g.NextMove(0, &m); k >= 0; k = g.NextMove(k, &m) {
				flat = append(flat, fmt.Sprintf("%d.%s@%+v", m.Number(), m.Text(), m.Pos()))
				texts = append(texts, fmt.Sprintf("%d.%s@%d", m.Number(), m.Text(), m.Pos().Offset))
			}
			var light []string
			for k, text, number, offset := g.NextMoveText(0); k >= 0; k, text, number, offset = g.NextMoveText(k) {
				light = append(light, fmt.Sprintf("%d.%s@%d", number, text, offset))
			}
			if !reflect.DeepEqual(light, texts) {
				t.Errorf("%s: game %d: NextMoveText read\n%v\nNextMove read\n%v", name, i+1, light, texts)
			}
			g.Build()
			if g.Deferred() {
				t.Fatalf("%s: game %d still deferred after Build", name, i+1)
			}
			var moves []string
			for _, m := range g.Moves {
				moves = append(moves, fmt.Sprintf("%d.%s@%+v", m.Number(), m.Text(), m.Pos()))
			}
			if !reflect.DeepEqual(flat, moves) {
				t.Errorf("%s: game %d: NextMove read\n%v\nMoves hold\n%v", name, i+1, flat, moves)
			}
			g.lazy, w.lazy = nil, nil
			if render(g) != render(w) || !reflect.DeepEqual(g.Symbols, w.Symbols) || !bytes.Equal(g.Raw, w.Raw) || !reflect.DeepEqual(g.Warnings, w.Warnings) {
				t.Errorf("%s: game %d built:\n%s\nwithout Defer:\n%s", name, i+1, render(g), render(w))
			}
		}
	}
	if deferred == 0 {
		t.Error("no game was deferred")
	}
}

// TestBare: a bare move has no comment before or after it and no NAG;
// a move with one is not bare, and a move without notes at all is.
func TestBare(t *testing.T) {
	games, errs, _ := readAll(t, []byte("[Event \"x\"]\n\n1. e4 {after} e5 $1 2. {before} Nf3 Nc6 3. Bb5 !? a6 (3... Nf6) 4. Ba4 *\n"), Options{})
	if len(errs) != 0 || len(games) != 1 {
		t.Fatalf("%d games, errors %v", len(games), errs)
	}
	want := map[string]bool{"e4": false, "e5": false, "Nc6": true, "Bb5": false, "Ba4": true}
	for _, m := range games[0].Moves {
		if m.Bare() && (len(m.Before()) != 0 || len(m.NAGs()) != 0 || len(m.After()) != 0) {
			t.Errorf("%s: bare with notes", m.Text())
		}
		if b, ok := want[string(m.Text())]; ok {
			if m.Bare() != b {
				t.Errorf("%s: Bare %v, want %v", m.Text(), m.Bare(), b)
			}
			delete(want, string(m.Text()))
		}
	}
	if len(want) != 0 {
		t.Errorf("moves not read: %v", want)
	}
}

// TestDeferPawn: Options.DeferPawn defers the games with tags whose moves
// start with P (descriptive notation), variations included, and only
// those: their tags, result and Symbols are there before Build, and Build
// makes the game read without it. A game whose variation has no move
// before it keeps its error, and its tree.
func TestDeferPawn(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		deferred bool
	}{
		{"descriptive", "[Event \"e\"]\n[Result \"1-0\"]\n\n1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 {Ruy} P-QR3 $1 4. O-O 1-0\n", true},
		{"variations", "[Event \"e\"]\n\n1. P-K4 P-K4 2. N-KB3 N-QB3 (2... P-Q3) 3. R(QR1)-B1 *\n", true},
		{"Spanish", "[Event \"e\"]\n\n1. P4R P4R 2. C3AR C3AD 3. A5C *\n", true},
		{"P in a tag only", "[White \"Petrosian\"]\n\n1. e4 e5 2. Nf3 *\n", false},
		{"P in a comment only", "[Event \"e\"]\n\n1. e4 {Petrosian's move} e5 *\n", false},
		{"SAN", "[Event \"e\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n", false},
		{"no tags", "1. P-K4 P-K4 2. N-KB3 *\n", false},
		{"variation in a variation first", "[Event \"e\"]\n\n1. P-K4 ((1. P-Q4) 1. P-QB4) P-K4 *\n", false},
		{"pairs", "[Event \"e\"]\n\n1. Nf3-Nc6 2. P-KB4 *\n", false},
	} {
		in := []byte(tc.in)
		want, werrs, _ := readAll(t, in, Options{})
		got, gerrs, _ := readAll(t, in, Options{DeferPawn: true})
		if len(got) != 1 || len(want) != 1 || !reflect.DeepEqual(gerrs, werrs) {
			t.Fatalf("%s: %d games, errors %v with DeferPawn; %d, %v without", tc.name, len(got), gerrs, len(want), werrs)
		}
		g, w := got[0], want[0]
		if g.Deferred() != tc.deferred {
			t.Errorf("%s: deferred %v, want %v", tc.name, g.Deferred(), tc.deferred)
		}
		if !g.Deferred() {
			if !reflect.DeepEqual(g, w) {
				t.Errorf("%s: not deferred yet not the same", tc.name)
			}
			continue
		}
		if len(g.Moves) != 0 || g.Result != w.Result || !reflect.DeepEqual(g.Tags, w.Tags) || !reflect.DeepEqual(g.Symbols, w.Symbols) {
			t.Errorf("%s: before Build: moves %d, result %q, tags %v, symbols %q (want %q)", tc.name, len(g.Moves), g.Result, g.Tags, g.Symbols, w.Symbols)
		}
		g.Build()
		g.lazy, w.lazy = nil, nil
		if render(g) != render(w) || !reflect.DeepEqual(g.Symbols, w.Symbols) || !reflect.DeepEqual(g.Warnings, w.Warnings) {
			t.Errorf("%s: built:\n%s\nwithout DeferPawn:\n%s", tc.name, render(g), render(w))
		}
	}
}

// TestMovesBeforeVariations: the builder's one error, a variation with
// no move before it on its line, is what movesBeforeVariations rules out.
func TestMovesBeforeVariations(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"1. e4 (1. d4) e5 *", true},
		{"1. e4 e5 (1... c5 2. Nf3 (2. c3) d6) 2. Nf3 *", true},
		{"1. e4 ((1. d4) 1. c4) *", false},
		{"1. e4 (1. d4) (1. c4) e5 *", true},
	} {
		l := &lexer{src: []byte(tc.in), eof: true, line: 1, maxDepth: 64}
		l.run()
		_, werr, _ := readAll(t, []byte(tc.in), Options{})
		if got := movesBeforeVariations(l.toks); got != tc.want {
			t.Errorf("%q: %v, want %v", tc.in, got, tc.want)
		}
		if hasErr := len(werr) > 0; hasErr == tc.want {
			t.Errorf("%q: the reader's errors %v", tc.in, werr)
		}
	}
}
