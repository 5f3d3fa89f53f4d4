package convert

import (
	"regexp"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/descriptive"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
)

// TestDescriptiveInProse reads descriptive scores written inside
// sentences, as a book page has them: the moves after a word ("and now
// White retreated with 4. B-R4") are moves when the numbering and the
// board say so (package prose, with package descriptive's readings).
func TestDescriptiveInProse(t *testing.T) {
	tests := []struct {
		name, text, want string
		ro               replay.Options
	}{
		{"mid-sentence", "In the famous game the opening went 1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3, and now White retreated with 4. B-R4 N-B3 5. O-O B-K2. Black later won.\n",
			"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *", replay.Options{Auto: true}},
		{"black's move numbered", "The Evans Gambit arises after 1. P-K4 P-K4 2. Kt-KB3 Kt-QB3 3. B-B4 B-B4 4. P-QKt4, when Black usually plays 4. ... BxKtP and White continues 5. P-B3 B-R4 6. Castles.\n",
			"1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 4... Bxb4 5. c3 Ba5 6. O-O *", replay.Options{Auto: true}},
		{"forced", "In the famous game the opening went 1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3, and now White retreated with 4. B-R4 N-B3 5. O-O B-K2. Black later won.\n",
			"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *", replay.Options{Descriptive: descriptive.Lookup("en-descriptive")}},
		{"spanish", "La partida siguió 1. P4R P4R 2. C3AR C3AD 3. A5C P3TD y ahora las blancas jugaron 4. A4T C3A 5. O-O A2R con ventaja.\n",
			"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *", replay.Options{Auto: true}},
	}
	comment := regexp.MustCompile(`\{[^}]*\}`)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, diags := convertAll(t, []byte(tc.text), Options{Options: pipeline.Options{Workers: 1, Replay: tc.ro}})
			s := string(out)
			if i := strings.Index(s, "\n\n"); i >= 0 {
				s = s[i+2:]
			}
			got := strings.Join(strings.Fields(comment.ReplaceAllString(s, "")), " ")
			if got != tc.want {
				t.Errorf("got  %s\nwant %s\n%v", got, tc.want, diags)
			}
		})
	}
}
