package main

import (
	"bytes"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestNoEnglishLeft walks the command line's error paths under each
// message catalog and fails on English words left in a run that is not
// English: usage errors of notaz's own and of the flag parser, a missing
// input, an output that cannot be created, the operating system's reason.
func TestNoEnglishLeft(t *testing.T) {
	dir := t.TempDir()
	paths := [][]string{
		{"check", filepath.Join(dir, "nosuch.pgn")},
		{"convert", "-o", filepath.Join(dir, "no", "dir", "out.pgn"), filepath.Join(dir, "nosuch.pgn")},
		{"convert", "--to", "xx"},
		{"convert", "--from", "klingon"},
		{"convert", "--format", "xml"},
		{"convert", "--fen"},
		{"convert", "--to", "it", "--format", "uci"},
		{"convert", "--nosuch"},
		{"convert", "--jobs", "many"},
		{"convert", "--jobs", "-3"},
		{"convert", "--max-game-size", "big"},
		{"convert", "--variant", "crazy"},
		{"convert", "--rejects", "-"},
		{"check", "--format", "xml"},
		{"check", "--color", "pink"},
		{"check", "--ignore", "nosuch-code"},
		{"perft"},
		{"perft", "deep"},
		{"split", "x.pgn"},
		{"split", "--games", "0", "x.pgn"},
		{"serve", "extra"},
		{"completion", "tcsh"},
		{"nocommand"},
	}
	// Words that English messages use and none of the catalogs' languages
	// does; flag names, quoted values and paths are taken out first.
	english := map[string]bool{}
	for _, w := range strings.Fields("cannot open create read write such directory unknown flag provided defined invalid value " +
		"needs must want only with games left accepted name command commands expected got one more " +
		"whole number from not the and or of to") {
		english[w] = true
	}
	strip := regexp.MustCompile(`"[^"]*"|\S*[/-]\S*`)
	for _, lang := range []string{"it", "de", "fr", "es"} {
		for _, args := range paths {
			var out, errb bytes.Buffer
			code := run(append([]string{"notaz", "--lang", lang}, args...), strings.NewReader(""), &out, &errb)
			msg := errb.String()
			if code == exitOK || msg == "" {
				t.Errorf("%s %v: exit %d with stderr %q: not an error path", lang, args, code, msg)
				continue
			}
			for _, line := range strings.Split(strings.TrimSpace(msg), "\n") {
				text := strip.ReplaceAllString(strings.TrimPrefix(line, "notaz: "), " ")
				for _, w := range regexp.MustCompile(`[\p{L}']+`).FindAllString(strings.ToLower(text), -1) {
					if english[w] {
						t.Errorf("%s %v: English %q left in %q", lang, args, w, line)
						break
					}
				}
			}
		}
	}
}
