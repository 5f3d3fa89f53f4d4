package board

import (
	"reflect"
	"slices"
	"testing"
)

// fuzzVariants are the variants FuzzFEN reads a FEN in, by its variant
// argument (modulo their number).
var fuzzVariants = []Variant{
	Chess(), ShatranjFersLeap(), Chess960(), Crazyhouse(), ThreeCheck(),
	KingOfTheHill(), Atomic(), Antichess(), Horde(), RacingKings(),
}

// FuzzFEN: ParseFEN never panics in any variant, and a FEN it accepts
// writes back to a FEN that reads as the same position and writes
// identically: the variants' forms too (crazyhouse pockets in brackets or
// after a ninth "/", promoted men "~", three-check counters as checks
// left "3+3" or given "+0+0", chess960 rights in X-FEN and Shredder-FEN).
// So does the position after each legal move, where the game goes on:
// the pockets a capture fills, the counters a check lowers, the rights a
// rook's or king's move takes away.
func FuzzFEN(f *testing.F) {
	seeds := []string{
		Chess().StartFEN(), Shatranj().StartFEN(),
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3", "8/8/8/8/8/8/8/8 w - - 0 1", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
		"k7/8/8/8/8/8/8/7K b - - 99 300", "4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1",
		"4k3/8/8/8/8/8/8/4K3 w - e6 - -",
		// Crazyhouse: both pocket forms, promoted men, a full pocket.
		"2r1k2r/pb1n1ppp/1p2p3/q1ppP3/3P4/P1P2N2/2PQ1PPP/R3KB1R/BNPbn b KQk - 0 15",
		"r2qk2r/ppp2ppp/2n5/3Q~4/8/8/PPP2PPP/R3K2R[pnbBN] b KQkq - 0 10",
		"4k3/8/8/8/8/8/8/4K3[PPPPPPPPPPPPPPPPqq] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[-] w - - 0 1",
		// Three-check: checks left, checks given (lichess), out of range.
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
		"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 +1+2",
		"4k3/8/8/8/8/8/8/4K3 w - - 0+3 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 4+1 0 1",
		// Chess960: X-FEN, Shredder-FEN, an inner rook, rights inferred.
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
		"1r2k1r1/8/8/8/8/8/8/RR2K1R1 w KBkb - 0 1", "rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1",
		// Horde, racing kings, king of the hill, antichess, atomic.
		"rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
		"8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1", "8/8/8/3K4/8/8/8/k7 b - - 0 1",
		"8/8/8/8/8/8/8/8 w - - 0 1", "8/8/8/8/8/8/1p6/8 b - - 0 1",
		"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
	}
	for _, s := range seeds {
		for v := range fuzzVariants {
			f.Add(s, uint8(v))
		}
	}
	f.Fuzz(func(t *testing.T, fen string, variant uint8) {
		v := fuzzVariants[int(variant)%len(fuzzVariants)]
		p, err := ParseFEN(fen, v)
		if err != nil {
			if _, ok := err.(*FENError); !ok {
				t.Fatalf("%s: error of type %T: %v", v, err, err)
			}
			// What RepairFEN accepts, ParseFEN accepts once repaired.
			if r, fixes, err := RepairFEN(fen, v); err == nil {
				if _, err := ParseFEN(r.FEN(), v); err != nil || len(fixes) == 0 {
					t.Fatalf("%s: %q repaired to %q (%v): %v", v, fen, r.FEN(), fixes, err)
				}
			}
			return
		}
		roundTrip(t, v, fen, p)
		var ml MoveList
		p.LegalMoves(&ml) // must not panic on any accepted position
		for _, m := range ml.Moves() {
			c := *p
			c.PlayUnchecked(m)
			if c.Outcome().Reason == NotOver {
				roundTrip(t, v, fen+" then "+m.UCI(), &c)
			}
		}
		if v != Chess() && v != ShatranjFersLeap() {
			return // the checks below are the standard rules'
		}
		for _, m := range ml.Moves() {
			c := *p
			c.PlayUnchecked(m)
			if c.checkers != c.findCheckers() {
				t.Fatalf("%q after %v: kept checkers %x, want %x", fen, m, c.checkers, c.findCheckers())
			}
		}
		if p.checkers != p.findCheckers() {
			t.Fatalf("%q: kept checkers %x, want %x", fen, p.checkers, p.findCheckers())
		}
		// Resolution's attack-based moves are the generator's, on any
		// position ParseFEN accepts.
		for role := Pawn; role <= King; role++ {
			for to := Square(0); to < 64; to++ {
				var c candidates
				if !p.movesTo(&c, role, to) {
					continue
				}
				var g MoveList
				p.generate(&g, 1<<role, bb(to))
				if got, want := sortedMoves(c.Moves()), sortedMoves(g.Moves()); !slices.Equal(got, want) {
					t.Fatalf("%q: %s to %s: movesTo %v, generator %v", fen, role, to, got, want)
				}
			}
		}
	})
}

// roundTrip fails t unless p's FEN reads back in v as the same position
// (hash) and writes the same text.
func roundTrip(t *testing.T, v Variant, what string, p *Position) {
	t.Helper()
	out := p.FEN()
	q, err := ParseFEN(out, v)
	if err != nil {
		t.Fatalf("%s: %q wrote %q, which does not read back: %v", v, what, out, err)
	}
	if q.FEN() != out || q.Hash() != p.Hash() {
		t.Fatalf("%s: %q: round trip %q -> %q (hash %x vs %x)", v, what, out, q.FEN(), p.Hash(), q.Hash())
	}
}

// FuzzResolve: Resolve never panics on any SAN value, and whatever it
// resolves is a legal move whose Format resolves back to it.
func FuzzResolve(f *testing.F) {
	f.Add(uint8(Knight), int8(-1), int8(-1), int8(5), int8(2), false, uint8(0), uint8(0), uint8(0))
	f.Add(uint8(Pawn), int8(4), int8(-1), int8(3), int8(-1), true, uint8(0), uint8(0), uint8(1))
	f.Add(uint8(0), int8(-1), int8(-1), int8(-1), int8(-1), false, uint8(0), uint8(1), uint8(2))
	start := StartPosition(Chess())
	positions := []*Position{
		&start,
		mustFEN(f, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
		mustFEN(f, "8/2P5/8/8/8/8/5p2/k1K5 b - - 0 1"),
	}
	f.Fuzz(func(t *testing.T, role uint8, ff, fr, tf, tr int8, capture bool, promo, castle, pick uint8) {
		p := positions[int(pick)%len(positions)]
		s := SAN{Role: Role(role % 8), FromFile: ff, FromRank: fr, ToFile: tf, ToRank: tr,
			Capture: capture, Promotion: Role(promo % 8), Castle: CastleSide(castle % 3)}
		if s.Castle == NoCastle {
			// Resolution from attacks agrees with resolution from the
			// generator's list: move, spellings and error.
			var c candidates
			m1, sp1, err1 := p.resolvePiece(&s, &c)
			m2, sp2, err2 := resolveReference(p, s)
			if m1 != m2 || sp1 != sp2 || (err1 == nil) != (err2 == nil) || err1 != nil && !reflect.DeepEqual(err1, err2) {
				t.Fatalf("%s: %+v: fast %v %b %v, generator %v %b %v", p.FEN(), s, m1, sp1, err1, m2, sp2, err2)
			}
			// PlayWritten's and PlaySANTo's fast paths agree with
			// resolvePiece on any SAN too.
			comparePaths(t, p, s)
		}
		m, _, err := p.Resolve(s)
		if err != nil {
			return
		}
		var ml MoveList
		p.LegalMoves(&ml)
		legal := false
		for _, x := range ml.Moves() {
			legal = legal || x == m
		}
		if !legal {
			t.Fatalf("%+v resolved to %v, which is not legal in %s", s, m, p.FEN())
		}
		back, _, err := p.Resolve(parseStd(t, p.Format(m)))
		if err != nil || back != m {
			t.Fatalf("%v: Format %q resolves to %v, %v", m, p.Format(m), back, err)
		}
	})
}

// FuzzParseSAN: ParseSAN never panics and refuses only with a
// *NotationError; a text that names a legal move formats back to SAN that
// parses, and names the same move.
func FuzzParseSAN(f *testing.F) {
	for _, s := range []string{"e4", "Nf3", "exd5", "e8=Q+", "O-O", "O-O-O#", "--", "Nbd7", "R1a3", "Qh4xe1",
		"0-0", "nf3", "e2e4", "Ng1-f3", "axb8=N", "Kxe2", "e8Q", "a8", "Ke1c2", "Qf3", "N@f3", "P@e4", "@d1", "Q@b1+", "K@c1", "N@"} {
		f.Add(s, uint8(0))
		f.Add(s, uint8(3))
	}
	positions := []*Position{
		mustFEN(f, Chess().StartFEN()),
		mustFEN(f, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
		mustFEN(f, "1n2k3/P7/8/8/8/8/5p2/4K3 w - - 0 1"),
	}
	for _, c := range []struct {
		fen string
		v   Variant
	}{
		{"4k3/P6p/8/8/8/8/8/4K3 w Kk - 0 1", Shatranj()},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ShatranjFersLeap()},
		{"r1bqkb1r/pppp1ppp/2n5/4p3/2B1n3/5N2/PPPP1PPP/RNBQK2R[Pp] w KQkq - 0 5", Crazyhouse()},
		{"4k3/8/8/8/8/8/8/r3K3[QRBNPp] w - - 0 1", Crazyhouse()},
	} {
		p, err := ParseFEN(c.fen, c.v)
		if err != nil {
			f.Fatal(err)
		}
		positions = append(positions, p)
	}
	f.Fuzz(func(t *testing.T, s string, pick uint8) {
		san, err := ParseSAN(s)
		if err != nil {
			if _, ok := err.(*NotationError); !ok {
				t.Fatalf("%q: error of type %T: %v", s, err, err)
			}
			return
		}
		if san.Spelling != 0 {
			t.Fatalf("%q: strict SAN with spelling %b", s, san.Spelling)
		}
		p := positions[int(pick)%len(positions)]
		before := *p
		m, err := p.ParseSAN(s)
		if *p != before {
			t.Fatalf("%q: ParseSAN changed the position", s)
		}
		if err != nil {
			if _, ok := err.(*MoveError); !ok {
				t.Fatalf("%q in %s: error of type %T: %v", s, p.FEN(), err, err)
			}
			return
		}
		if !p.IsLegal(m) {
			t.Fatalf("%q in %s: %v is not legal", s, p.FEN(), m)
		}
		out := p.Format(m)
		if _, err := ParseSAN(out); err != nil {
			t.Fatalf("%q in %s: Format wrote %q: %v", s, p.FEN(), out, err)
		}
		back, err := p.ParseSAN(out)
		if err != nil || back != m {
			t.Fatalf("%q in %s: %v formats as %q, which reads as %v, %v", s, p.FEN(), m, out, back, err)
		}
	})
}
