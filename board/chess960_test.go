package board

import (
	"strings"
	"testing"
)

// TestPerftChess960 runs the 960 positions of Ethereal's fischer.epd
// (chessprogramming.org's Chess960 perft results, Shredder-FEN rights,
// some castling already spent) to the depth the budget allows.
func TestPerftChess960(t *testing.T) {
	path := corpus(t, "perft", "ethereal", "fischer.epd")
	cases := readEPD(t, path)
	if len(cases) != 960 {
		t.Fatalf("%s: %d positions read, want 960", path, len(cases))
	}
	budget := perftBudget() / 20 // 960 positions: a twentieth of the budget each
	for _, c := range cases {
		p, err := ParseFEN(c.fen, Chess960())
		if err != nil {
			t.Errorf("%s:%d: %v", path, c.line, err)
			continue
		}
		for d, want := range c.counts {
			if want == 0 {
				continue
			}
			if want > budget && d > 0 {
				break
			}
			if got := p.Perft(d + 1); got != want {
				t.Errorf("%s:%d: %s depth %d: got %d, want %d", path, c.line, c.fen, d+1, got, want)
				break
			}
		}
	}
}

// startRank960 returns the back rank of Chess960 start position n
// (0..959) in the standard (Scharnagl) numbering, in upper-case letters:
// 518 is RNBQKBNR.
func startRank960(n int) string {
	var rank [8]byte
	rank[2*(n%4)+1] = 'B' // light-squared bishop: b, d, f, h
	n /= 4
	rank[2*(n%4)] = 'B' // dark-squared bishop: a, c, e, g
	n /= 4
	place := func(k int, c byte) { // on the k-th empty square
		for i := range rank {
			if rank[i] == 0 {
				if k == 0 {
					rank[i] = c
					return
				}
				k--
			}
		}
	}
	place(n%6, 'Q')
	n /= 6
	knights := [10][2]int{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}[n]
	place(knights[1], 'N') // the later one first, so the earlier index still counts the same squares
	place(knights[0], 'N')
	place(0, 'R')
	place(0, 'K')
	place(0, 'R')
	return string(rank[:])
}

// startFEN960 is start position n in X-FEN (KQkq: the rooks are outermost).
func startFEN960(n int) string {
	r := startRank960(n)
	return strings.ToLower(r) + "/pppppppp/8/8/8/8/PPPPPPPP/" + r + " w KQkq - 0 1"
}

// TestPerftChess960Starts runs every Chess960 start position to depth 4
// against Fairy-Stockfish's counts (~200,000 nodes each), and checks that
// the numbering gives the FENs the file lists. The file's line n+1 is
// start position n; its counts are Fairy-Stockfish 11.1's (Debian
// fairy-stockfish 11.1-1+b1), from
//
//	setoption name UCI_Chess960 value true
//	position fen FEN
//	go perft 4
func TestPerftChess960Starts(t *testing.T) {
	cases := readEPD(t, "testdata/chess960-start-perft4.epd")
	if len(cases) != 960 {
		t.Fatalf("%d positions, want 960", len(cases))
	}
	step := 1
	if testing.Short() {
		step = 97 // ten of them
	}
	for n := 0; n < 960; n += step {
		c := cases[n]
		if c.fen != startFEN960(n) {
			t.Fatalf("position %d: file has %s, numbering gives %s", n, c.fen, startFEN960(n))
		}
		p, err := ParseFEN(c.fen, Chess960())
		if err != nil {
			t.Fatalf("position %d: %v", n, err)
		}
		if got := p.Perft(4); got != c.counts[3] {
			t.Errorf("position %d %s: perft 4 = %d, Fairy-Stockfish %d", n, c.fen, got, c.counts[3])
		}
	}
}

func TestChess960FEN(t *testing.T) {
	for _, c := range []struct{ in, out string }{
		// X-FEN and Shredder-FEN are written back as they were read.
		{"qrknbbnr/pppppppp/8/8/8/8/PPPPPPPP/QRKNBBNR w KQkq - 0 1", ""},
		{"rnnkrbbq/pppppppp/8/8/8/8/PPPPPPPP/RNNKRBBQ w EAea - 0 1", ""},
		// Shredder-FEN in KQkq's order: kingside first (python-chess's).
		{"rnkrbbnq/pppppppp/8/8/8/8/PPPPPPPP/RNKRBBNQ w ADad - 0 1", "rnkrbbnq/pppppppp/8/8/8/8/PPPPPPPP/RNKRBBNQ w DAda - 0 1"},
		// Shredder letters for the outermost rooks only when all are letters.
		{"rnkrbbnq/pppppppp/8/8/8/8/PPPPPPPP/RNKRBBNQ w Kq - 0 1", ""},
		{"rnkrbbnq/pppppppp/8/8/8/8/PPPPPPPP/RNKRBBNQ w Dq - 0 1", "rnkrbbnq/pppppppp/8/8/8/8/PPPPPPPP/RNKRBBNQ w Kq - 0 1"},
		// X-FEN names an inner rook by its file.
		{"4k3/8/8/8/8/8/8/R1R1K2R w CK - 0 1", "4k3/8/8/8/8/8/8/R1R1K2R w KC - 0 1"},
		{"4k3/8/8/8/8/8/8/R1R1K2R w QK - 0 1", "4k3/8/8/8/8/8/8/R1R1K2R w KQ - 0 1"},
		{"4k3/8/8/8/8/8/8/R1R1K2R w HC - 0 1", "4k3/8/8/8/8/8/8/R1R1K2R w HC - 0 1"},
	} {
		if c.out == "" {
			c.out = c.in
		}
		p, err := ParseFEN(c.in, Chess960())
		if err != nil {
			if c.out != "error" {
				t.Errorf("%s: %v", c.in, err)
			}
			continue
		}
		if got := p.FEN(); got != c.out {
			t.Errorf("%s: FEN() = %s, want %s", c.in, got, c.out)
		}
	}
}
