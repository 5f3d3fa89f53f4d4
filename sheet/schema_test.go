package sheet

import (
	"context"
	"os"
	"testing"

	"github.com/notaz-chess/notaz/internal/schema"
)

func compile(t *testing.T, path string) *schema.Schema {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := schema.Compile(b)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return s
}

// TestSchemas checks sheets against docs/sheet.schema.json and the decoded
// output, one sheet and two, against docs/decoded.schema.json.
func TestSchemas(t *testing.T) {
	in := compile(t, "../docs/sheet.schema.json")
	out := compile(t, "../docs/decoded.schema.json")
	lines := []string{
		`{"id": "a1", "tags": {"White": "Anna", "Round": 3}, "moves": [[["e4", 0.92], ["c4", 0.05]], [["e5", 0.8], ["c5", null]], [], [["Cc6"]], ["Ab5", "Ac4"], [["1-0"]]]}`,
		`{"fen": "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "moves": [[["0-0", 1]], null, [["Th8#"]]]}`,
	}
	for _, l := range lines {
		if err := in.ValidateJSON([]byte(l)); err != nil {
			t.Errorf("%s: %v", l, err)
		}
		s, err := ParseJSON([]byte(l))
		if err != nil {
			t.Fatal(err)
		}
		for _, sheets := range [][]*Sheet{{s}, {s, s}} {
			r, err := Decode(context.Background(), Options{}, sheets...)
			if err != nil {
				t.Fatal(err)
			}
			if err := out.ValidateJSON(r.AppendJSON(nil)); err != nil {
				t.Errorf("%s: output: %v\n%s", l, err, r.AppendJSON(nil))
			}
		}
		if err := in.ValidateJSON(s.AppendJSON(nil)); err != nil {
			t.Errorf("AppendJSON: %v", err)
		}
	}
}
