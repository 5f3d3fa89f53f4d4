package locales

import (
	"testing"

	"github.com/notaz-chess/notaz/board"
)

// TestSameAt: two tables that SameAt calls alike at a byte answer Piece
// and File alike for every text starting with that byte that either
// table's lookups can tell apart (the byte alone, the byte before a file,
// a rank or a piece letter, and every longer spelling of either table
// starting with it, whole and cut short), and Plain alike when both are
// plain; and every table is alike with itself at every byte.
func TestSameAt(t *testing.T) {
	var ins []*Input
	for _, l := range All() {
		ins = append(ins, l.Input(false), l.Input(true))
	}
	// Tables that differ only past a shared first byte: in a longer
	// spelling, or in the file an extra file letter names.
	std := map[board.Role][]string{board.King: {"K"}, board.Queen: {"Q"}, board.Rook: {"R"}, board.Bishop: {"B"}, board.Knight: {"N"}}
	ins = append(ins,
		NewInput(map[board.Role][]string{board.King: {"Кр"}, board.Knight: {"К"}}),
		NewInput(map[board.Role][]string{board.Knight: {"К"}}),
		NewInput(map[board.Role][]string{board.King: {"Кр"}, board.Knight: {"Кн"}}),
		NewInput(map[board.Role][]string{board.Knight: {"N", "Kt"}, board.King: {"K"}}),
		NewInput(std).WithFiles(map[string]int{"ç": 2}),
		NewInput(std).WithFiles(map[string]int{"ç": 3}),
		NewInput(std).WithFiles(map[string]int{"ç": 2, "é": 4}),
	)
	probes := func(a, b *Input, c byte) [][]byte {
		ps := [][]byte{{c}}
		for _, x := range []byte("aeh18xQK") {
			ps = append(ps, []byte{c, x})
		}
		for _, in := range []*Input{a, b} {
			for _, list := range [][]spelled{in.seqs, in.files} {
				for _, q := range list {
					if q.s[0] == c {
						ps = append(ps, []byte(q.s), []byte(q.s[:len(q.s)-1]), []byte(q.s+"e4"))
					}
				}
			}
		}
		return ps
	}
	alike, differ := 0, 0
	for x, a := range ins {
		for c := range 256 {
			if !a.SameAt(a, byte(c)) {
				t.Fatalf("table %d not alike with itself at %q", x, byte(c))
			}
		}
		for _, b := range ins[x+1:] {
			for c := range 256 {
				if !a.SameAt(b, byte(c)) {
					differ++
					continue
				}
				alike++
				for _, s := range probes(a, b, byte(c)) {
					ra, na, sa := a.Piece(s)
					rb, nb, sb := b.Piece(s)
					if ra != rb || na != nb || sa != sb {
						t.Errorf("alike at %q, but Piece(%q) = %v %d %v and %v %d %v", byte(c), s, ra, na, sa, rb, nb, sb)
					}
					fa, na, sa := a.File(s)
					fb, nb, sb := b.File(s)
					if fa != fb || na != nb || sa != sb {
						t.Errorf("alike at %q, but File(%q) = %d %d %v and %d %d %v", byte(c), s, fa, na, sa, fb, nb, sb)
					}
				}
				if a.PlainOK() == b.PlainOK() && a.Plain(byte(c)) != b.Plain(byte(c)) {
					t.Errorf("alike at %q, but Plain = %v and %v", byte(c), a.Plain(byte(c)), b.Plain(byte(c)))
				}
			}
		}
	}
	// The test could pass by SameAt saying no to all: it must group.
	if alike == 0 || differ == 0 {
		t.Errorf("%d pairs of tables alike at a byte, %d not", alike, differ)
	}
}
