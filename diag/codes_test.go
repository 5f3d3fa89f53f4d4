package diag

import (
	"flag"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the code table in docs/ci.md")

// TestDocsTable keeps docs/ci.md's table of codes equal to Table.
func TestDocsTable(t *testing.T) {
	const path = "../docs/ci.md"
	doc, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`(?s)(<!-- codes:[^\n]*-->\n)(.*?)(<!-- end codes -->)`)
	m := re.FindSubmatchIndex(doc)
	if m == nil {
		t.Fatalf("%s: no <!-- codes: … --> … <!-- end codes --> block", path)
	}
	if got := string(doc[m[4]:m[5]]); got != Markdown() {
		if *update {
			out := string(doc[:m[4]]) + Markdown() + string(doc[m[5]:])
			if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("%s's table of codes differs from diag.Table; run go test ./diag -update\ngot:\n%s\nwant:\n%s", path, got, Markdown())
	}
}

func TestTable(t *testing.T) {
	seen := map[Info]bool{}
	for _, i := range Table {
		if i.Code == "" || i.What == "" {
			t.Errorf("incomplete entry %+v", i)
		}
		if seen[Info{Code: i.Code, Severity: i.Severity}] {
			t.Errorf("%s %s listed twice", i.Code, i.Severity)
		}
		seen[Info{Code: i.Code, Severity: i.Severity}] = true
		if !Known(i.Code, i.Severity) {
			t.Errorf("Known(%s, %s) = false", i.Code, i.Severity)
		}
	}
	if Known("no-such-code", Error) || Known(MissingTag, Error) {
		t.Error("Known accepts what Table lacks")
	}
}

func TestSummary(t *testing.T) {
	s := Summary("   ", 80)
	for _, i := range Table {
		if !strings.Contains(s, string(i.Code)) {
			t.Errorf("Summary lacks %s", i.Code)
		}
	}
	for _, line := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
		if len(line) > 80 {
			t.Errorf("line over 80 characters: %q", line)
		}
	}
}

func TestString(t *testing.T) {
	d := Diagnostic{File: "a.pgn", Line: 3, Column: 7, Game: 2, Severity: Error, Code: Illegal, Msg: "illegal move 4.Bxf7"}
	if got, want := d.String(), "a.pgn:3:7: error: game 2: illegal move 4.Bxf7"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
	var err error = &d
	if err.Error() != d.String() {
		t.Error("Error() differs from String()")
	}
	d.Game, d.File, d.Severity = 0, "", Warning
	if got, want := d.String(), "3:7: warning: illegal move 4.Bxf7"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

func TestCodes(t *testing.T) {
	cs := Codes()
	for _, i := range Table {
		if n := slices.Index(cs, i.Code); n < 0 || slices.Contains(cs[n+1:], i.Code) {
			t.Errorf("Codes() lacks %s or has it twice: %v", i.Code, cs)
		}
	}
	if cs[0] != Table[0].Code {
		t.Errorf("Codes()[0] = %s, want %s", cs[0], Table[0].Code)
	}
}
