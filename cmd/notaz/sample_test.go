package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestQuickStartSamples converts the scoresheets the README's quick start
// uses and compares with the English PGN kept beside them (-update
// refreshes), then checks that converting the output again changes nothing.
func TestQuickStartSamples(t *testing.T) {
	for _, name := range []string{"sempreverde-it.pgn", "immortale-it.pgn"} {
		in := filepath.Join("..", "..", "testdata", "pgn", name)
		golden := in[:len(in)-len(".pgn")] + ".en.pgn"
		var out, errb bytes.Buffer
		if code := run([]string{"notaz", "convert", in}, nil, &out, &errb); code != 0 {
			t.Fatalf("%s: exit %d: %s", name, code, errb.String())
		}
		if *update {
			if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out.Bytes(), want) {
			t.Errorf("%s: output differs from %s:\n%s", name, golden, out.String())
		}
		var again bytes.Buffer
		if code := run([]string{"notaz", "convert", golden}, nil, &again, &errb); code != 0 || !bytes.Equal(again.Bytes(), want) {
			t.Errorf("%s: converting the English output again is not idempotent (exit %d)", name, code)
		}
	}
}
