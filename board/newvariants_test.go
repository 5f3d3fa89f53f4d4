package board

import "testing"

// TestCrazyhouseFEN: both pocket forms and promoted men read, and FEN
// writes lichess's form back; bad pockets are refused.
func TestCrazyhouseFEN(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"},
		{"2r1k2r/pb1n1ppp/1p2p3/q1ppP3/3P4/P1P2N2/2PQ1PPP/R3KB1R/BNPbn b KQk - 0 15", "2r1k2r/pb1n1ppp/1p2p3/q1ppP3/3P4/P1P2N2/2PQ1PPP/R3KB1R[BNPbn] b KQk - 0 15"},
		{"r2qk2r/ppp2ppp/2n5/3Q~4/8/8/PPP2PPP/R3K2R[pnbBN] b KQkq - 0 10", "r2qk2r/ppp2ppp/2n5/3Q~4/8/8/PPP2PPP/R3K2R[BNbnp] b KQkq - 0 10"},
		{"4k3/8/8/8/8/8/8/4K3[-] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1"},
	} {
		p, err := ParseFEN(c.in, Crazyhouse())
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		if got := p.FEN(); got != c.want {
			t.Errorf("%s: FEN %s, want %s", c.in, got, c.want)
		}
	}
	for _, bad := range []string{
		"4k3/8/8/8/8/8/8/4K3[K] w - - 0 1",  // a king in the pocket
		"4k3/8/8/8/8/8/8/4K3[N w - - 0 1",   // unclosed
		"4k3/8/8/8/8/8/8/4K3[x] w - - 0 1",  // no such man
		"4k3/8/8/8/8/8/8/4K~3[] w - - 0 1",  // a promoted king
		"4k3/8/8/8/8/8/P~7/4K3[] w - - 0 1", // a promoted pawn
	} {
		if _, err := ParseFEN(bad, Crazyhouse()); err == nil {
			t.Errorf("%s: read", bad)
		}
	}
	if _, err := ParseFEN("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", Chess()); err == nil {
		t.Error("a pocket read in chess")
	}
}

// TestCrazyhouseMoves: a capture fills the pocket (a promoted man as a
// pawn), drops read and written in SAN and UCI, and what is refused.
func TestCrazyhouseMoves(t *testing.T) {
	// The queen on b5 was a pawn: taken, it goes to Black's pocket as one.
	p2, err := ParseFEN("4k3/8/8/1Q~6/8/8/1r6/4K3[] b - - 0 1", Crazyhouse())
	if err != nil {
		t.Fatal(err)
	}
	m, err := p2.ParseSAN("Rxb5")
	if err != nil {
		t.Fatal(err)
	}
	p2.PlayUnchecked(m)
	if p2.Pocket(Black, Pawn) != 1 || p2.Pocket(Black, Queen) != 0 || p2.Promoted(NewSquare(1, 4)) {
		t.Fatalf("after Rxb5: %s, want a pawn in Black's pocket", p2.FEN())
	}
	q, _ := ParseFEN("4k3/8/8/8/8/8/8/r3K3[Np] w - - 0 1", Crazyhouse())
	for _, c := range []struct{ san, want string }{
		{"N@b1", "N@b1"}, {"N@d1", "N@d1"}, {"N@c1", "N@c1"},
	} {
		m, err := q.ParseSAN(c.san)
		if err != nil || m != NewDrop(Knight, mustSquare(t, c.want[2:])) {
			t.Errorf("%s: %v %v", c.san, m, err)
		}
		if got := q.Format(m); got != c.want {
			t.Errorf("%s formats as %s", c.san, got)
		}
	}
	for _, bad := range []string{"N@e2", "B@c1", "P@b1", "K@c1"} { // no block; none in the pocket; pawn on rank 1; a king
		if _, err := q.ParseSAN(bad); err == nil {
			t.Errorf("%s read", bad)
		}
	}
	q.PlayUnchecked(NewDrop(Knight, NewSquare(2, 0)))
	if m, err := q.ParseUCI("p@e5"); err != nil || m != NewDrop(Pawn, NewSquare(4, 4)) {
		t.Fatalf("p@e5: %v %v", m, err)
	}
	m, err = q.ParseSAN("@e5")
	if err != nil {
		t.Fatal(err)
	}
	if got, uci := q.Format(m), m.UCI(); got != "P@e5" || uci != "P@e5" {
		t.Errorf("@e5 writes %s and %s, want P@e5", got, uci)
	}
	if err := q.Play(m); err != nil || q.Pocket(Black, Pawn) != 0 || q.HalfmoveClock() != 0 {
		t.Fatalf("P@e5: %v, %s", err, q.FEN())
	}
	if err := q.Play(NewDrop(Queen, NewSquare(0, 3))); err == nil {
		t.Error("a drop from an empty pocket played")
	}
}

func mustSquare(t *testing.T, s string) Square {
	t.Helper()
	sq, ok := squareAt(s, 0)
	if !ok {
		t.Fatalf("bad square %s", s)
	}
	return sq
}

// TestManyDrops: a position with more than 256 moves lists them all.
func TestManyDrops(t *testing.T) {
	p, err := ParseFEN("4k3/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1", Crazyhouse())
	if err != nil {
		t.Fatal(err)
	}
	var ml MoveList
	p.LegalMoves(&ml)
	seen := map[Move]bool{}
	for _, m := range ml.Moves() {
		seen[m] = true
	}
	if ml.Len() != 301 || len(seen) != 301 || ml.At(300) != ml.Moves()[300] {
		t.Fatalf("%d moves, %d distinct, want 301", ml.Len(), len(seen))
	}
	ml.Reset()
	if ml.Len() != 0 || len(ml.Moves()) != 0 {
		t.Fatal("Reset left moves")
	}
}

// TestHordeAndRacingOutcomes: the ends the two variants add.
func TestHordeAndRacingOutcomes(t *testing.T) {
	for _, c := range []struct {
		v           Variant
		fen, result string
		reason      Reason
	}{
		{Horde(), "4k3/8/8/8/8/8/8/8 w - - 0 1", "0-1", AllMenLost},
		{Horde(), "k7/1P6/1K6/8/8/8/8/8 b - - 0 1", "*", NotOver},
		{Horde(), "k7/1Q6/P7/8/8/8/8/8 b - - 0 1", "1-0", Checkmate},
		{RacingKings(), "2K5/8/5k2/8/8/8/8/8 b - - 0 1", "1-0", RaceWon},
		{RacingKings(), "2K5/5k2/8/8/8/8/8/8 b - - 0 1", "*", NotOver},
		{RacingKings(), "2K2k2/8/8/8/8/8/8/8 w - - 0 1", "1/2-1/2", RaceWon},
		{RacingKings(), "5k2/8/8/8/8/8/8/K7 w - - 0 1", "0-1", RaceWon},
	} {
		p, err := ParseFEN(c.fen, c.v)
		if err != nil {
			t.Errorf("%s: %v", c.fen, err)
			continue
		}
		if o := p.Outcome(); o.Result() != c.result || o.Reason != c.reason {
			t.Errorf("%s %s: %s %s, want %s %s", c.v, c.fen, o.Reason, o.Result(), c.reason, c.result)
		}
	}
	// No move gives check in racing kings.
	p, _ := ParseFEN("8/8/8/8/8/8/k7/6RK w - - 0 1", RacingKings())
	if _, err := p.ParseSAN("Ra1"); err == nil {
		t.Error("Ra1+ played in racing kings")
	}
}

func TestNewVariantNames(t *testing.T) {
	for name, want := range map[string]Variant{
		"Crazyhouse": Crazyhouse(), "crazyhouse": Crazyhouse(), "ZH": Crazyhouse(),
		"Horde": Horde(), "horde": Horde(),
		"Racing Kings": RacingKings(), "racingkings": RacingKings(), "racing-kings": RacingKings(),
	} {
		if v, ok := VariantByName(name); !ok || v != want {
			t.Errorf("%q: %v %v", name, v, ok)
		}
	}
	for _, v := range []Variant{Crazyhouse(), Horde(), RacingKings()} {
		if w, ok := VariantByName(v.Tag()); !ok || w != v {
			t.Errorf("%s's tag %q reads as %v", v, v.Tag(), w)
		}
	}
	if _, ok := VariantByName("bughouse"); ok {
		t.Error("bughouse known")
	}
}
