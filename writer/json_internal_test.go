package writer

import (
	"encoding/json"
	"strconv"
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

// TestAppendCount: the numbers of plies and moves are written as strconv
// writes them, on both sides of each fast path's bounds.
func TestAppendCount(t *testing.T) {
	for _, v := range []int{0, 1, 9, 10, 11, 42, 99, 100, 101, 250, 909, 999, 1000, 1001, 65535, -1, -100} {
		if got, want := string(appendCount([]byte("x"), v)), "x"+strconv.Itoa(v); got != want {
			t.Errorf("%d: %q, want %q", v, got, want)
		}
	}
}

// TestPlainJSON: a text plainJSON passes is one appendEscaped leaves as
// it is; the rest go through appendEscaped (so the writer's shortcut for
// the SAN changes no byte).
func TestPlainJSON(t *testing.T) {
	for _, s := range []string{
		"", "e4", "Nbxd7+", "O-O-O#", "e8=Q", "--", "Sf3", "Кf3", "♘f3", `a"b`, `a\b`, "a\tb", "\x7f", "\xff", "\u2028",
	} {
		plain := plainJSON([]byte(s))
		if same := string(appendEscaped(nil, s)) == s; plain && !same {
			t.Errorf("%q: plainJSON passes what appendEscaped changes", s)
		}
		want := true
		for _, c := range []byte(s) {
			if c < 0x20 || c >= 0x80 || c == '"' || c == '\\' {
				want = false
			}
		}
		if plain != want {
			t.Errorf("%q: plainJSON %v, want %v", s, plain, want)
		}
	}
}
