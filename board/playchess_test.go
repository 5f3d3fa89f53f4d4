package board

import "testing"

// TestPlayChessAgrees plays every legal move of the perft suites'
// positions, and of the positions one and two plies after them, with
// playChess and with the general playRules, and requires the same
// position (hash, checkers, en-passant square and clocks included); and
// compares chessAttackers with rulesAttackers on every square, for both
// colours, and reaching with attacksFrom, in each position reached.
func TestPlayChessAgrees(t *testing.T) {
	cases := readEPD(t, corpus(t, "perft", "ethereal", "standard.epd"))
	limit := len(cases)
	if testing.Short() {
		limit = min(limit, 40)
	}
	fens := []string{
		Chess().StartFEN(),
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", // en passant
		"8/2P5/8/8/8/8/5k1p/K7 w - - 0 1",                               // promotions both sides
	}
	for _, c := range cases[:limit] {
		fens = append(fens, c.fen)
	}
	moves := 0
	for _, fen := range fens {
		p, err := ParseFEN(fen, Chess())
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		moves += playBothWays(t, p, 2)
	}
	if moves < 1000 {
		t.Fatalf("only %d moves compared", moves)
	}
}

// playBothWays compares the two ways of playing each legal move of p, and
// goes depth plies further; it returns the number of moves compared.
func playBothWays(t *testing.T, p *Position, depth int) int {
	t.Helper()
	compareAttackers(t, p)
	n := 0
	var ml MoveList
	p.LegalMoves(&ml)
	for _, m := range ml.Moves() {
		fast, slow := *p, *p
		slow.playRules(m)
		fast.PlayUnchecked(m)
		if fast != slow {
			t.Fatalf("%s, %s: playChess gives\n%+v\nplayRules\n%+v", p.FEN(), m, fast, slow)
		}
		n++
		if depth > 0 {
			n += playBothWays(t, &fast, depth-1)
		}
	}
	return n
}

func compareAttackers(t *testing.T, p *Position) {
	t.Helper()
	for s := Square(0); s < 64; s++ {
		for r := Knight; r <= Queen && !p.byColor[p.turn].Has(s); r++ {
			if a, b := p.reaching(r, s), p.attacksFrom(r, p.turn, s, p.Occupied())&p.Pieces(p.turn, r); a != b {
				t.Fatalf("%s: %ss reaching %s: %x, want %x", p.FEN(), r, s, a, b)
			}
		}
		for _, c := range []Color{White, Black} {
			for _, occ := range []Bitboard{p.Occupied(), p.Occupied() &^ p.byRole[Pawn], 0} {
				if a, b := p.chessAttackers(s, c, occ), p.rulesAttackers(s, c, occ); a != b {
					t.Fatalf("%s: attackers of %s by %s: %x, want %x", p.FEN(), s, c, a, b)
				}
			}
		}
	}
}
