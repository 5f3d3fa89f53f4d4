package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestShatranjAISEOpening: the 12 compulsory AISE moves, in the Italian of
// the user's source document, convert to English PGN with the Shatranj tags,
// back to Italian, and back to the same English.
func TestShatranjAISEOpening(t *testing.T) {
	const italian = "[Variant \"Shatranj\"]\n\n1. f3 f6 2. f4 f5 3. Cf3 Cf6 4. g3 g6 5. c3 c6 6. c4 c5 " +
		"7. Cc3 Cc6 8. b3 b6 9. e3 e6 10. d3 d6 11. Tb1 Tb8 12. Tg1 Tg8 *\n"
	conv := func(in string, args ...string) string {
		t.Helper()
		var out, errb bytes.Buffer
		if code := run(append([]string{"notaz", "convert"}, args...), strings.NewReader(in), &out, &errb); code != 0 {
			t.Fatalf("convert %v: exit %d: %s", args, code, errb.String())
		}
		return out.String()
	}
	english := conv(italian)
	for _, want := range []string{"[Variant \"Shatranj\"]", "[SetUp \"1\"]",
		"[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kk - 0 1\"]", "3. Nf3 Nf6", "11. Rb1 Rb8 12. Rg1 Rg8 *"} {
		if !strings.Contains(english, want) {
			t.Errorf("English output lacks %q:\n%s", want, english)
		}
	}
	back := conv(english, "--to", "it")
	if !strings.Contains(back, "3. Cf3 Cf6") || !strings.Contains(back, "12. Tg1 Tg8 *") {
		t.Errorf("Italian output:\n%s", back)
	}
	if again := conv(back, "--from", "it"); again != english {
		t.Errorf("Italian → English → Italian → English changed the game:\n%s\nvs\n%s", again, english)
	}
	// The position reached is the double Mujannah (checked via FEN of a
	// game continuing from move 13 without a FEN).
	var out, errb bytes.Buffer
	code := run([]string{"notaz", "check", "--variant", "shatranj", "-"}, strings.NewReader("13. Ne2 Ne7 *\n"), &out, &errb)
	if code != 0 || !strings.Contains(out.String(), "double Mujannah") {
		t.Errorf("move-13 start: exit %d:\n%s%s", code, out.String(), errb.String())
	}
}
