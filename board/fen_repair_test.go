package board

import (
	"fmt"
	"strings"
	"testing"
)

func TestRepairFEN(t *testing.T) {
	tests := []struct {
		name, fen string
		v         Variant
		want      string // the repaired FEN, or "error: …"
		fixes     string // the repairs, joined by "; "
	}{
		{"no rook on h1", "4k3/8/8/8/8/8/8/R3K3 w KQkq - 0 1", Chess(),
			"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
			"castling right K dropped (no white rook on h1); castling right k dropped (no black rook on h8); castling right q dropped (no black rook on a8)"},
		{"king moved", "r3k2r/8/8/8/8/8/8/R4K1R b KQkq - 3 20", Chess(),
			"r3k2r/8/8/8/8/8/8/R4K1R b kq - 3 20",
			"castling right K dropped (the white king is not on e1); castling right Q dropped (the white king is not on e1)"},
		{"all dropped", "k7/8/8/8/8/8/8/K7 w KQkq - 0 1", Chess(), "k7/8/8/8/8/8/8/K7 w - - 0 1",
			"castling right K dropped (the white king is not on e1); castling right Q dropped (the white king is not on e1); castling right k dropped (the black king is not on e8); castling right q dropped (the black king is not on e8)"},
		{"repeated right", "r3k2r/8/8/8/8/8/8/R3K2R w KKq - 0 1", Chess(), "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1",
			"castling right K dropped (repeated)"},
		{"no pawn stepped over e6", "4k3/8/8/8/8/8/8/4K3 w - e6 0 1", Chess(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
			"en passant square e6 dropped (no pawn has just made a double step there)"},
		{"counters written -", "4k3/8/8/8/8/8/8/4K3 b - - - -", Chess(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1",
			`halfmove clock "-" read as 0; fullmove number "-" read as 1`},
		{"fers leap right in plain Shatranj", "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1", Shatranj(),
			"rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w Kk - 0 1",
			"castling right Q dropped (no such right in shatranj); castling right q dropped (no such right in shatranj)"},
		{"nothing to repair", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", Chess(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1", ""},

		// Not repaired: each could mean something else.
		{"en passant on the wrong rank", "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", Chess(),
			"error: invalid FEN: en passant: e3 is not on rank 6", ""},
		{"en passant not a square", "4k3/8/8/8/8/8/8/4K3 w - e9 0 1", Chess(),
			`error: invalid FEN: en passant: want a square or -, got "e9"`, ""},
		{"Shredder-FEN letters", "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", Chess(),
			"error: invalid FEN: castling: unexpected character 'H' at character 1", ""},
		{"another error left", "4k3/8/8/8/8/8/8/4K3 w KQ - x 1", Chess(),
			`error: invalid FEN: halfmove clock: want a number from 0 to 1073741824, got "x"`, ""},
		{"side not to move in check", "4k3/8/8/8/8/8/8/4R1K1 w KQ - 0 1", Chess(),
			"error: invalid FEN: placement: the side not to move (black) is in check", ""},
		{"no castling field", "4k3/8/8/8/8/8/8/4K3 w", Chess(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, fixes, err := RepairFEN(tt.fen, tt.v)
			var got string
			if err != nil {
				got = "error: " + err.Error()
			} else {
				got = p.FEN()
				if _, err := ParseFEN(got, tt.v); err != nil {
					t.Errorf("the repaired FEN %q does not parse: %v", got, err)
				}
			}
			var fs []string
			for _, f := range fixes {
				fs = append(fs, f.String())
			}
			if got != tt.want || strings.Join(fs, "; ") != tt.fixes {
				t.Errorf("RepairFEN(%q)\ngot  %s\n     %s\nwant %s\n     %s", tt.fen, got, strings.Join(fs, "; "), tt.want, tt.fixes)
			}
		})
	}
}

// A FEN that claims castling rights its rooks have lost: ParseFEN rejects
// it, RepairFEN drops the rights and says which.
func ExampleRepairFEN() {
	fen := "4k3/8/8/8/8/8/8/R3K3 w KQ - 0 1"
	if _, err := ParseFEN(fen, Chess()); err != nil {
		fmt.Println(err)
	}
	p, fixes, err := RepairFEN(fen, Chess())
	if err != nil {
		panic(err)
	}
	fmt.Println(p.FEN())
	for _, f := range fixes {
		fmt.Println(f)
	}
	// Output:
	// invalid FEN: castling: 'K' at character 1: no white rook on h1
	// 4k3/8/8/8/8/8/8/R3K3 w Q - 0 1
	// castling right K dropped (no white rook on h1)
}
