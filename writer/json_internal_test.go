package writer

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestAppendJSONString checks the escaping against encoding/json: every
// string reads back as it was (invalid UTF-8 as U+FFFD), and the bytes
// are encoding/json's but for its HTML escapes of <, > and &, which JSON
// Lines do not need.
func TestAppendJSONString(t *testing.T) {
	for _, s := range []string{
		"", "plain", `"quoted" \back\`, "tab\there\nline\rcr", "\x00\x01\x1f\x7f",
		"Ладья ♘ ½", "\u2028\u2029", "bad \xff\xfe utf8", "cut \xe2\x82", "%}{",
	} {
		out := appendJSONString(nil, s)
		var got string
		if err := json.Unmarshal(out, &got); err != nil {
			t.Errorf("%q: %v: %s", s, err, out)
			continue
		}
		if want := strings.ToValidUTF8(s, "\uFFFD"); got != want && strings.ReplaceAll(got, "\uFFFD\uFFFD", "\uFFFD") != want {
			t.Errorf("%q: read back %q", s, got)
		}
		if std, _ := json.Marshal(s); string(out) != string(std) {
			t.Errorf("%q: %s, encoding/json writes %s", s, out, std)
		}
	}
}
