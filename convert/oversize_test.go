package convert

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/pipeline"
)

// TestOversizedVerbatim: a game over MaxGameSize is reported and written
// verbatim, byte for byte, to the output and the rejects, in its place
// among the others, on one worker or several, however the input is read.
func TestOversizedVerbatim(t *testing.T) {
	const max = 4 << 10
	small := "[Event \"s\"]\n\n1. e4 e5 *\n\n"
	long := strings.Repeat("1. e4 e5 2. Nf3 Nc6 ", 1000)
	tests := []struct{ name, big string }{
		{"long line", "[Event \"b\"]\n\n1. e4 {" + long + "} e5 *\n\n"},
		{"many lines", "[Event \"b\"]\n\n1. e4 {" + strings.ReplaceAll(long, "2.", "\n2.") + "} e5 *\n\n"},
		{"no final break", "1. e4 {" + long + "} e5 *"},
	}
	for _, tt := range tests {
		for _, workers := range []int{1, 4} {
			in := strings.Repeat(small, 100) + tt.big
			if !strings.HasSuffix(tt.big, "*") {
				in += strings.Repeat(small, 100)
			}
			var out, rej bytes.Buffer
			var errs []string
			opts := Options{Options: pipeline.Options{Workers: workers, MaxGameSize: max}, Rejects: &rej}
			opts.Report = func(d diag.Diagnostic) {
				if d.Severity == diag.Error {
					errs = append(errs, d.Msg)
				}
			}
			st, err := Run(context.Background(), iotest.HalfReader(strings.NewReader(in)), &out, opts)
			if err != nil {
				t.Fatalf("%s: %v", tt.name, err)
			}
			want := strings.TrimRight(tt.big, "\n") + "\n\n"
			if rej.String() != want {
				t.Errorf("%s, %d workers: rejects are %d bytes, want %d", tt.name, workers, rej.Len(), len(want))
			}
			if !strings.Contains(out.String(), want) || len(errs) != 1 || !strings.Contains(errs[0], "game too large") {
				t.Errorf("%s, %d workers: the game is not in the output, or errors %q", tt.name, workers, errs)
			}
			if n := strings.Count(in, "[Event \"s\"]"); st.Games != n+1 || st.Rejected != 1 || strings.Count(out.String(), "[Event \"s\"]") != n {
				t.Errorf("%s, %d workers: %+v, %d small games in", tt.name, workers, st, n)
			}
		}
	}
}
