package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBytesInPlace: split --index-only writes the index and no part, and
// each part read in place with --bytes and --origin gives the findings
// and output of the whole file, word for word; --bytes without --origin,
// on standard input or on a compressed file is refused.
func TestBytesInPlace(t *testing.T) {
	var in strings.Builder
	for i := range 30 {
		move := "e5"
		if i%7 == 3 {
			move = "Ke3" // illegal: a finding in some parts
		}
		in.WriteString("[Event \"g\"]\n[Round \"" + strings.Repeat("x", i) + "\"]\n\n1. e4 " + move + " *\n\n")
	}
	dir := t.TempDir()
	t.Chdir(dir)
	os.WriteFile("big.pgn", []byte(in.String()), 0o644)
	if _, errs, code := runNotaz(t, "", "split", "--size", "300", "--index", "index.tsv", "--index-only", "big.pgn"); code != 0 {
		t.Fatalf("split: %d %s", code, errs)
	}
	if m, _ := filepath.Glob("part-*"); len(m) != 0 {
		t.Fatalf("--index-only wrote parts: %v", m)
	}
	index, _ := os.ReadFile("index.tsv")
	rows := strings.Split(strings.TrimSpace(string(index)), "\n")
	if rows[0] != "part\tgame\tline\toffset\torigin\tsize" || len(rows) < 4 {
		t.Fatalf("index:\n%s", index)
	}
	wantOut, wantErr, _ := runNotaz(t, "", "convert", "-q", "big.pgn")
	var out, errs strings.Builder
	total := 0
	for _, row := range rows[1:] {
		f := strings.Split(row, "\t")
		o, e, _ := runNotaz(t, "", "convert", "-q", "--origin", f[4], "--bytes", f[3]+":"+f[5], "big.pgn")
		out.WriteString(o)
		errs.WriteString(e)
		var n int
		for _, c := range f[5] {
			n = n*10 + int(c-'0')
		}
		total += n
	}
	if total != in.Len() {
		t.Errorf("sizes add up to %d, the file has %d bytes", total, in.Len())
	}
	if out.String() != wantOut || errs.String() != wantErr || wantErr == "" {
		t.Errorf("parts in place differ from the whole run\n got %s\nwant %s", errs.String(), wantErr)
	}
	for _, args := range [][]string{
		{"convert", "--bytes", "0:10", "big.pgn"},
		{"convert", "--bytes", "x", "--origin", "big.pgn:1:1", "big.pgn"},
		{"check", "--bytes", "0:10", "--origin", "big.pgn:1:1", "-"},
	} {
		if _, _, code := runNotaz(t, "", args...); code != exitUsage {
			t.Errorf("%v: exit %d, want %d", args, code, exitUsage)
		}
	}
}
