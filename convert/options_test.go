package convert_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

// TestOptionWords: the words of --from, --to and --format, read by
// replay.OptionsFor and writer.OptionsFor, make the output they name.
func TestOptionWords(t *testing.T) {
	const it = "1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 *\n"
	tests := []struct {
		from, to, format string
		in, want, err    string
	}{
		{"", "", "", it, "2. Nf3 Nc6 3. Bb5", ""},
		{"auto", "pgn", "pgn", it, "2. Nf3 Nc6 3. Bb5", ""},
		{"italiano", "de", "", it, "2. Sf3 Sc6 3. Lb5", ""},
		{"it", "fig", "lalg", it, "2. ♘g1-f3 ♞b8-c6 3. ♗f1-b5", ""},
		{"it", "", "uci", it, "2. g1f3 b8c6 3. f1b5", ""},
		{"it", "en", "uci", it, "2. g1f3", ""},
		{"it", "", "json", it, `"san":"Nf3"`, ""},
		{"pgn", "", "", "1. e4 e5 2. Nf3 *\n", "2. Nf3", ""},
		{"klingon", "", "", it, "", "klingon"},
		{"", "klingon", "", it, "", "klingon"},
		{"", "", "xml", it, "", "unknown format"},
		{"", "it", "uci", it, "", "no piece letters"},
		{"descriptive", "", "", "1. P-K4 P-K4 2. N-KB3 *\n", "2. Nf3", ""},
		{"", "descriptive", "", it, "2. N-KB3", ""},
		{"", "descriptive", "json", it, "", "PGN only"},
	}
	for _, tt := range tests {
		var o convert.Options
		o.Workers = 1
		var err error
		o.Replay, err = replay.OptionsFor(tt.from)
		if err == nil {
			o.Writer, err = writer.OptionsFor(tt.to, tt.format, "")
		}
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%q %q %q: error %v, want one with %q", tt.from, tt.to, tt.format, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%q %q %q: %v", tt.from, tt.to, tt.format, err)
		}
		var out bytes.Buffer
		if _, err := convert.Run(context.Background(), strings.NewReader(tt.in), &out, o); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out.String(), tt.want) {
			t.Errorf("%q %q %q: got\n%s\nwant %q in it", tt.from, tt.to, tt.format, out.String(), tt.want)
		}
	}
}
