package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// FuzzCLIConvert runs the whole of notaz convert (decoding, reading,
// replay, writing: the CLI's own run) on any bytes, then again on its
// output, and checks that
//   - it ends (exit 0 or 1) without an internal error,
//   - the output reads back to the same output, byte for byte,
//   - no game is lost: the output holds as many games as the input, and
//     as many convert again (each input game comes out, converted or
//     verbatim and reported),
//   - time and memory stay bounded (a few seconds, allocations a bounded
//     multiple of the input).
func FuzzCLIConvert(f *testing.F) {
	for _, s := range []string{
		"[Event \"a\"]\n\n1. e4 {c} e5 (1... c5) 2. Nf3 $1 1-0\n",
		"1. e4 e5 2. Ke3 *\n\n[Event \"x\"]\n1. d4 ( d5 *",
		"0.0,[\" 00.a1",
		"[Event",
		"[Event \"a\"]\n\n1. e4 {x\n[Event \"b\"]\ny} e5 *\n",
		"<html><body>1. e4 e5 *</body></html>",
		"[Event \"A\"]\n[Result \"*\"]\n",
		"1. e4 (1. d4) (1. c4) e5 *\n",
	} {
		f.Add([]byte(s))
	}
	for _, dir := range []string{"../../testdata/pgn", "../../writer/testdata"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.pgn"))
		for _, name := range files {
			if b, err := os.ReadFile(name); err == nil && len(b) < 16<<10 {
				f.Add(b)
			}
		}
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out1, sum1 := fuzzConvert(t, in, "input")
		out2, sum2 := fuzzConvert(t, out1, "output")
		if !bytes.Equal(out1, out2) {
			t.Fatalf("the output does not read back to itself:\ninput  %q\nfirst  %q\nsecond %q", in, out1, out2)
		}
		if sum2.games != sum1.games || sum2.converted != sum1.converted {
			t.Fatalf("games lost or gained: %+v, then %+v from the output\ninput  %q\noutput %q", sum1, sum2, in, out1)
		}
	})
}

type fuzzSummary struct{ games, converted int }

var summaryRE = regexp.MustCompile(`converted (?:([\d,]+) of )?([\d,]+) games? from`)

// fuzzConvert runs notaz convert on in, in this process, and checks what
// FuzzCLIConvert says of one run.
func fuzzConvert(t *testing.T, in []byte, what string) ([]byte, fuzzSummary) {
	t.Helper()
	var out, stderr bytes.Buffer
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	start := time.Now()
	code := run([]string{"notaz", "convert", "--no-progress", "-"}, bytes.NewReader(in), &out, &stderr)
	elapsed := time.Since(start)
	runtime.ReadMemStats(&m1)
	errs := stderr.String()
	if code != exitOK && code != exitGames || strings.Contains(errs, "internal error") || strings.Contains(errs, "panic") {
		t.Fatalf("%s: exit %d\n%s\ninput %q", what, code, errs, in)
	}
	if elapsed > 10*time.Second {
		t.Fatalf("%s: %v for %d bytes", what, elapsed, len(in))
	}
	if alloc := m1.TotalAlloc - m0.TotalAlloc; alloc > 256<<20+uint64(len(in))<<10 {
		t.Fatalf("%s: %d MB allocated for %d bytes", what, alloc>>20, len(in))
	}
	m := summaryRE.FindStringSubmatch(errs)
	if m == nil {
		t.Fatalf("%s: no summary:\n%s", what, errs)
	}
	var s fuzzSummary
	s.games = atoiComma(m[2])
	s.converted = s.games
	if m[1] != "" {
		s.converted = atoiComma(m[1])
	}
	return out.Bytes(), s
}

func atoiComma(s string) int {
	n, _ := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
	return n
}
