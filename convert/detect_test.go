package convert

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
)

// detectFile is a file of several languages whose short games only the
// games before them settle, long enough to span many batches.
func detectFile() []byte {
	games := []string{
		"1. e4 e5 2. f4 exf4 3. Ac4 Dh4+ 4. Rf1 b5 *", // Italian
		"1. e4 e5 2. Dh5 Re7 *",                       // Italian here, ambiguous alone
		"1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 *",             // German
		"1. e4 e5 2. Dh5 Re7 *",                       // still ambiguous: German has no R
		"1. e4 e5 2. Ĉf3 Ĉc6 3. Kc4 Kc5 *",            // Esperanto
		"1. d4 d5 2. Ke3 *",                           // Esperanto Be3, with a warning
		"1. e4 e5 2. Nf3 *",                           // English
		"1. d4 d5 2. Ke3 *",                           // illegal in English: an error
		"1. h4 h5 2. Rh3 *",                           // English
	}
	var b strings.Builder
	for i := range 200 {
		fmt.Fprintf(&b, "[Event \"%d\"]\n\n%s\n\n", i+1, games[i%len(games)])
	}
	return []byte(b.String())
}

// TestDetectSameForAnyWorkers: games settle in input order, so -j 1 and
// -j 4 give the same output and the same findings.
func TestDetectSameForAnyWorkers(t *testing.T) {
	in := detectFile()
	var outs [][]byte
	var reports []string
	for _, j := range []int{1, 4} {
		out, diags := convertAll(t, in, Options{Options: pipeline.Options{Workers: j, Replay: replay.Options{Auto: true}}})
		var r []string
		for _, d := range diags {
			r = append(r, d.String())
		}
		outs, reports = append(outs, out), append(reports, strings.Join(r, "\n"))
	}
	if !bytes.Equal(outs[0], outs[1]) || reports[0] != reports[1] {
		t.Fatalf("-j 1 and -j 4 differ:\n%s\n---\n%s", reports[0], reports[1])
	}
	_, diags := convertAll(t, in, Options{Options: pipeline.Options{Workers: 4, Replay: replay.Options{Auto: true}}})
	count := func(code diag.Code, sev diag.Severity) int {
		n := 0
		for _, d := range diags {
			if d.Code == code && d.Severity == sev {
				n++
			}
		}
		return n
	}
	// Per 9 games: one ambiguous error, one illegal Ke3, one warned Ke3.
	if got := [3]int{count(diag.Language, diag.Error), count(diag.Illegal, diag.Error), count(diag.Language, diag.Warning)}; got != [3]int{22, 22, 22} {
		t.Errorf("language errors, illegal moves, language warnings = %v, want [22 22 22]", got)
	}
	// The settled games are written in their language's reading, not
	// verbatim: Work ran again on them.
	if !bytes.Contains(outs[1], []byte("[Event \"2\"]")) || !bytes.Contains(outs[1], []byte("2. Qh5 Ke7 *")) || !bytes.Contains(outs[1], []byte("2. Be3 *")) {
		t.Errorf("settled games not converted:\n%s", outs[1][:min(len(outs[1]), 2000)])
	}
	if i := slices.IndexFunc(diags, func(d diag.Diagnostic) bool { return d.Severity == diag.Warning }); i < 0 || diags[i].Game != 6 || diags[i].Msg != "2.Ke3 is read as Be3, in Esperanto letters (like the games before it); in English letters it is illegal" {
		t.Errorf("first warning: %v", diags[i])
	}
}
