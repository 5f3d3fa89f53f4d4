package writer_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"testing/iotest"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/internal/schema"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

// writeAll writes every game of in with opts, as convert does: replayed
// games with AppendGame or AppendJSON, the others verbatim (PGN) or as
// their JSON line.
func writeAll(t testing.TB, in []byte, opts *writer.Options) []byte {
	t.Helper()
	r := parser.NewReader(bytes.NewReader(in), parser.Options{Name: "in"})
	var out []byte
	for {
		g, err := r.Next()
		if err == io.EOF || g == nil {
			return out
		}
		var rg *replay.Game
		var diags []diag.Diagnostic
		if err != nil {
			var d *diag.Diagnostic
			if !errors.As(err, &d) {
				t.Fatalf("game %d: %v", g.Number, err)
			}
			diags = append(diags, *d)
		} else {
			rg = replay.Run(g, replay.Options{})
			diags = append(diags, g.Warnings...)
			diags = append(diags, rg.Notes...)
			if rg.Err != nil {
				diags = append(diags, *rg.Err)
			}
		}
		if opts.Format == writer.JSON {
			out = writer.AppendJSON(out, g, rg, diags, opts)
			continue
		}
		if rg == nil || rg.Err != nil {
			out = writer.AppendVerbatim(out, g.Raw)
			continue
		}
		if out, err = writer.AppendGame(out, rg, opts); err != nil {
			t.Fatal(err)
		}
	}
}

// formats are the outputs TestFormatsGolden writes for every
// testdata/*.pgn, by golden file suffix.
var formats = []struct {
	suffix string
	opts   writer.Options
}{
	{".jsonl", writer.Options{Format: writer.JSON}},
	{".fen.jsonl", writer.Options{Format: writer.JSON, FEN: true}},
	{".uci.golden", writer.Options{Notation: writer.NotationUCI}},
	{".lalg.golden", writer.Options{Notation: writer.NotationLong}},
}

// TestFormatsGolden writes testdata/*.pgn (and testdata/json/*.pgn, games
// made for JSON) in every format and compares with the golden files (go
// test ./writer -update rewrites them). Every JSON line must decode
// strictly; UCI and long algebraic must read back to the same game.
func TestFormatsGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.pgn")
	more, _ := filepath.Glob("testdata/json/*.pgn")
	files = append(files, more...)
	if len(files) == 0 {
		t.Fatal("no testdata")
	}
	for _, in := range files {
		src, err := os.ReadFile(in)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range formats {
			name := strings.TrimSuffix(in, ".pgn") + f.suffix
			t.Run(name, func(t *testing.T) {
				got := writeAll(t, src, &f.opts)
				if *update {
					if err := os.WriteFile(name, got, 0o644); err != nil {
						t.Fatal(err)
					}
				}
				want, err := os.ReadFile(name)
				if err != nil {
					t.Fatalf("%v (run go test ./writer -update)", err)
				}
				if !bytes.Equal(got, want) {
					t.Errorf("%s differs from %s:\n%s", in, name, lineDiff(want, got))
				}
				if f.opts.Format == writer.JSON {
					checkJSONLines(t, got)
					return
				}
				// Coordinates and long algebraic read back to the game.
				sanOut := writeAll(t, src, &writer.Options{})
				if back := writeAll(t, got, &writer.Options{}); !bytes.Equal(back, sanOut) {
					t.Errorf("%s read back differs from the SAN output:\n%s", f.suffix, lineDiff(sanOut, back))
				}
			})
		}
	}
}

// checkJSONLines decodes every line strictly (see decodeGame).
func checkJSONLines(t testing.TB, out []byte) {
	t.Helper()
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 64<<20)
	for n := 1; sc.Scan(); n++ {
		if err := decodeGame(sc.Bytes()); err != nil {
			t.Fatalf("line %d: %v\n%s", n, err, sc.Bytes())
		}
	}
}

func TestJSONLetters(t *testing.T) {
	it, _ := locales.Lookup("it")
	ru, _ := locales.Lookup("ru")
	for _, c := range []struct {
		letters locales.Output
		want    []string
	}{
		{locales.Output{}, []string{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6", "O-O", "Qf6"}},
		{it.Output(), []string{"e4", "e5", "Cf3", "Cc6", "Ab5", "a6", "Axc6", "dxc6", "O-O", "Df6"}},
		{ru.Output(), []string{"e4", "e5", "Кf3", "Кc6", "Сb5", "a6", "Сxc6", "dxc6", "O-O", "Фf6"}},
	} {
		out := writeAll(t, []byte("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O Qf6 *"),
			&writer.Options{Format: writer.JSON, Letters: c.letters})
		var g struct {
			Moves []struct{ SAN, UCI string }
		}
		if err := json.Unmarshal(out, &g); err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, m := range g.Moves {
			got = append(got, m.SAN)
		}
		if strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("san %q, want %q", got, c.want)
		}
		if g.Moves[8].UCI != "e1g1" {
			t.Errorf("castling uci %q, want e1g1", g.Moves[8].UCI)
		}
	}
}

// TestCopyJSON streams a game too large to hold in chunks that cut
// characters in two: the line must hold the whole text.
func TestCopyJSON(t *testing.T) {
	rest := strings.Repeat("1. e4 {Ладья ♘ \"x\"} ", 5000) + "*\n"
	g := &parser.Game{File: "big.pgn", Number: 3, Raw: []byte("[Event \"big\"]\n"),
		Tags: []parser.Tag{{Name: "Event", Value: "big"}}}
	d := diag.Diagnostic{Severity: diag.Error, Code: diag.Syntax, Msg: "game too large", Line: 1, Column: 1, Game: 3}
	var buf bytes.Buffer
	err := writer.CopyJSON(&buf, g, []diag.Diagnostic{d}, iotest.OneByteReader(strings.NewReader(rest)))
	if err != nil {
		t.Fatal(err)
	}
	if err := decodeGame(bytes.TrimSuffix(buf.Bytes(), []byte("\n"))); err != nil {
		t.Fatal(err)
	}
	var line struct{ Raw string }
	if err := json.Unmarshal(buf.Bytes(), &line); err != nil {
		t.Fatal(err)
	}
	if line.Raw != string(g.Raw)+rest {
		t.Errorf("raw has %d bytes, want %d", len(line.Raw), len(g.Raw)+len(rest))
	}
	if bytes.Count(buf.Bytes(), []byte("\n")) != 1 || !bytes.HasSuffix(buf.Bytes(), []byte("}\n")) {
		t.Errorf("not one line")
	}
}

var gameSchema = sync.OnceValues(func() (*schema.Schema, error) {
	data, err := os.ReadFile("../docs/game.schema.json")
	if err != nil {
		return nil, err
	}
	return schema.Compile(data)
})

// decodeGame validates one line against docs/game.schema.json.
func decodeGame(line []byte) error {
	s, err := gameSchema()
	if err != nil {
		return err
	}
	return s.ValidateJSON(line)
}
