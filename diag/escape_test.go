package diag

import "testing"

func TestEscape(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"plain Nf3 ♘f3 Кр", "plain Nf3 ♘f3 Кр"},
		{"e\x1bc5", `e\x1bc5`},
		{"a\tb", "a\tb"},
		{"nul\x00 del\x7f cr\r", `nul\x00 del\x7f cr\r`},
		{"c1 \u009b31m", `c1 \u009b31m`},
		{"bidi \u202egnp.exe", `bidi \u202egnp.exe`},
		{"bad \xff byte", `bad \ufffd byte`},
	} {
		if got := Escape(tt.in); got != tt.want {
			t.Errorf("Escape(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
	d := Diagnostic{File: "a\x1b.pgn", Line: 1, Column: 2, Msg: "cannot read move 1.e\x1bc5"}
	if got, want := d.String(), `a\x1b.pgn:1:2: warning: cannot read move 1.e\x1bc5`; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

func BenchmarkEscapeClean(b *testing.B) {
	s := "illegal move 4.Bxf7: no bishop can reach f7"
	b.ReportAllocs()
	for b.Loop() {
		Escape(s)
	}
}
