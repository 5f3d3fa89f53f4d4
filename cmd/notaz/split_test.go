package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// splitInputs are inputs whose bytes split must keep exactly: a BOM,
// CRLF and lone CR line breaks, stray text between and after games, a
// game with an error, and no game at all.
var splitInputs = map[string]string{
	"plain":   "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 1-0\n\n[Event \"c\"]\n\n1. c4 0-1\n",
	"bom":     "\xEF\xBB\xBF[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 1-0\n",
	"crlf":    "[Event \"a\"]\r\n\r\n1. e4 e5 *\r\n\r\n[Event \"b\"]\r\n\r\n1. d4 d5 1-0\r\n",
	"cr":      "[Event \"a\"]\r\r1. e4 e5 *\r\r[Event \"b\"]\r\r1. d4 d5 1-0\r",
	"stray":   "notes\n\n[Event \"a\"]\n1. e4 *\n\nsome words\n[Event \"b\"]\n1. Ke2 Ke7 2. Kd9 *\nthe end\n\n",
	"nogame":  "just some text\n",
	"tagless": "1. e4 e5 *\n\n1. d4 d5 *\n\n1. c4 *",
}

// TestSplitRoundTrip: whatever the limit, the parts put together are the
// input, each part after the first starts after a game's line, and the
// index says where each part starts.
func TestSplitRoundTrip(t *testing.T) {
	for name, in := range splitInputs {
		for _, lim := range [][]string{{"--games", "1"}, {"--games", "2"}, {"--size", "1"}, {"--size", "40"}, {"--size", "1MB"}} {
			t.Run(name+" "+strings.Join(lim, " "), func(t *testing.T) {
				t.Chdir(t.TempDir())
				os.WriteFile("in.pgn", []byte(in), 0o644)
				args := append([]string{"split", "--index", "index.tsv", "-o", "p-%03d.pgn"}, lim...)
				if _, stderr, code := runNotaz(t, "", append(args, "in.pgn")...); code != 0 {
					t.Fatalf("exit %d: %s", code, stderr)
				}
				checkParts(t, in, "index.tsv")
			})
		}
	}
}

// checkParts checks that the parts of the index put together are in, and
// that each row's line, offset and origin are where its part starts.
func checkParts(t *testing.T, in, index string) {
	t.Helper()
	idx, err := os.ReadFile(index)
	if err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(strings.TrimSuffix(string(idx), "\n"), "\n")[1:]
	var all []byte
	for _, row := range rows {
		var part, origin string
		var game, line int
		var off int64
		if _, err := fmt.Sscanf(strings.ReplaceAll(row, "\t", " "), "%s %d %d %d %s", &part, &game, &line, &off, &origin); err != nil {
			t.Fatalf("index row %q: %v", row, err)
		}
		if off != int64(len(all)) || line != 1+lineBreaks(all) || origin != fmt.Sprintf("in.pgn:%d:%d", line, game) {
			t.Errorf("row %q: want offset %d, line %d", row, len(all), 1+lineBreaks(all))
		}
		b, err := os.ReadFile(part)
		if err != nil {
			t.Fatal(err)
		}
		if len(b) == 0 {
			t.Errorf("%s is empty", part)
		}
		all = append(all, b...)
	}
	if string(all) != in {
		t.Errorf("the parts put together:\n%q\nwant the input:\n%q", all, in)
	}
}

// lineBreaks counts LF, CR and CRLF, as the parser does.
func lineBreaks(b []byte) int {
	return bytes.Count(b, []byte("\n")) + bytes.Count(b, []byte("\r")) - bytes.Count(b, []byte("\r\n"))
}

// TestSplitGames: parts hold the games asked for, cut after a game, and
// text between games goes with the next part.
func TestSplitGames(t *testing.T) {
	t.Chdir(t.TempDir())
	in := splitInputs["stray"]
	if _, stderr, code := runNotaz(t, in, "split", "--games", "1", "-o", "g"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for name, want := range map[string]string{
		"g0001.pgn": "notes\n\n[Event \"a\"]\n1. e4 *\n",
		"g0002.pgn": "\nsome words\n[Event \"b\"]\n1. Ke2 Ke7 2. Kd9 *\nthe end\n\n",
	} {
		if b, _ := os.ReadFile(name); string(b) != want {
			t.Errorf("%s = %q, want %q", name, b, want)
		}
	}
	if _, err := os.Stat("g0003.pgn"); err == nil {
		t.Errorf("a third part for two games")
	}
}

// TestSplitOrigin: check and convert run on the parts with the index's
// --origin report what they report on the whole file, word for word.
func TestSplitOrigin(t *testing.T) {
	t.Chdir(t.TempDir())
	in := splitInputs["stray"] + splitInputs["plain"] + "\n[Event \"z\"]\n\n1. e4 e5 2. Qh5 Ke7 3. Qxe5# 0-1\n"
	os.WriteFile("in.pgn", []byte(in), 0o644)
	if _, stderr, code := runNotaz(t, "", "split", "--games", "2", "--index", "index.jsonl", "in.pgn"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	idx, _ := os.ReadFile("index.jsonl")
	for _, cmd := range [][]string{{"check", "--board=false", "--format", "json"}, {"convert"}} {
		wantOut, wantErr, _ := runNotaz(t, "", append(cmd, "in.pgn")...)
		var out, errs string
		for _, row := range strings.Split(strings.TrimSpace(string(idx)), "\n") {
			var e indexEntry
			if err := jsonUnmarshal(row, &e); err != nil {
				t.Fatal(err)
			}
			o, s, _ := runNotaz(t, "", append(cmd, "--origin", e.Origin, e.Part)...)
			out, errs = out+o, errs+s
		}
		if out != wantOut || diagLines(errs) != diagLines(wantErr) {
			t.Errorf("%s on the parts:\n%s%s\nwant, as on the whole file:\n%s%s", cmd[0], out, errs, wantOut, wantErr)
		}
	}
}

// diagLines keeps the lines that are findings, not summaries.
func diagLines(s string) string {
	var b strings.Builder
	for _, l := range strings.SplitAfter(s, "\n") {
		if strings.HasPrefix(l, "in.pgn:") {
			b.WriteString(l)
		}
	}
	return b.String()
}

// TestSplitUsage: bad limits, patterns and inputs are usage or I/O errors.
func TestSplitUsage(t *testing.T) {
	t.Chdir(t.TempDir())
	os.WriteFile("in.pgn", []byte(splitInputs["plain"]), 0o644)
	os.WriteFile("u16.pgn", []byte("\xFF\xFE[\x00"), 0o644)
	for _, tc := range []struct {
		args []string
		code int
	}{
		{[]string{"split", "in.pgn"}, exitUsage},
		{[]string{"split", "--games", "1", "--size", "1MB", "in.pgn"}, exitUsage},
		{[]string{"split", "--games", "0", "in.pgn"}, exitUsage},
		{[]string{"split", "--size", "lots", "in.pgn"}, exitUsage},
		{[]string{"split", "--games", "1", "-o", "same.pgn%%", "in.pgn"}, exitUsage},
		{[]string{"split", "--games", "1", "-o", "x%s", "in.pgn"}, exitUsage},
		{[]string{"split", "--games", "1", "in.pgn", "in.pgn"}, exitUsage},
		{[]string{"split", "--games", "1", "u16.pgn"}, exitUsage},
		{[]string{"split", "--games", "1", "missing.pgn"}, exitIO},
		{[]string{"split", "--games", "1", "-o", filepath.Join("no", "dir", "p"), "in.pgn"}, exitIO},
	} {
		if _, stderr, code := runNotaz(t, "", tc.args...); code != tc.code {
			t.Errorf("%v: exit %d, want %d (%s)", tc.args, code, tc.code, stderr)
		}
	}
}

// TestSplitStaleParts: a second split into fewer parts names the parts
// an earlier run left behind, and leaves them alone.
func TestSplitStaleParts(t *testing.T) {
	t.Chdir(t.TempDir())
	os.WriteFile("in.pgn", []byte(splitInputs["plain"]), 0o644)
	if _, stderr, code := runNotaz(t, "", "split", "--games", "1", "-o", "p-%d.pgn", "in.pgn"); code != 0 || stderr != "" {
		t.Fatalf("first run: exit %d: %s", code, stderr)
	}
	_, stderr, code := runNotaz(t, "", "split", "--games", "2", "-o", "p-%d.pgn", "in.pgn")
	if want := "notaz: warning: p-3.pgn is from an earlier run, not one of this run's 2 parts"; code != 0 || !strings.HasPrefix(stderr, want) {
		t.Fatalf("second run: exit %d: %q, want %q", code, stderr, want)
	}
	_, stderr, _ = runNotaz(t, "", "split", "--games", "3", "-o", "p-%d.pgn", "in.pgn")
	if want := "notaz: warning: p-2.pgn … p-3.pgn (2 files) are from an earlier run, not among this run's 1 part"; !strings.HasPrefix(stderr, want) {
		t.Fatalf("third run: %q, want %q", stderr, want)
	}
	if _, err := os.Stat("p-3.pgn"); err != nil {
		t.Errorf("a stale part was removed: %v", err)
	}
}
