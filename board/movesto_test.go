package board

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// differentialStarts are positions rich in pins, checks, en passant,
// promotions and castling (the perft suite's classics), and Shatranj's.
var differentialStarts = []struct {
	fen string
	v   Variant
}{
	{Chess().StartFEN(), Chess()},
	{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", Chess()},
	{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", Chess()},
	{"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", Chess()},
	{"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", Chess()},
	{"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P3/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", Chess()},
	{"8/8/8/KPp4r/8/8/8/7k w - c6 0 2", Chess()},
	{"4k3/1P6/8/8/8/8/6p1/4K2R b K - 0 1", Chess()},
	{Shatranj().StartFEN(), Shatranj()},
	{"1rbqkbr1/p6p/1pnppnp1/2p2p2/2P2P2/1PNPPNP1/P6P/1RBQKBR1 w Kk - 4 13", Shatranj()},
	{"r1n1k2r/1P4P1/8/3q4/3Q4/8/1p4p1/R1N1K2R w - - 0 1", Shatranj()},
	{ShatranjFersLeap().StartFEN(), ShatranjFersLeap()},
	{"8/3k4/4p3/3P4/8/8/8/6K1 w - - 0 1", Shatranj()},
	// In check: mates, and an escape only en passant or by a block.
	{"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", Chess()},
	{"6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1", Chess()},
	{"4k3/8/8/8/8/8/3PPP2/3QK2r w - - 0 1", Chess()},
	{"8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", Chess()},
	{"8/8/pp6/kp6/pPp5/P7/8/7K b - b3 0 1", Chess()},
	{"k7/8/8/8/8/8/r7/1r2K2R w K - 0 1", Chess()},
}

// differentialPositions plays random games from differentialStarts and
// returns every position reached.
func differentialPositions(t testing.TB, games, plies int) []Position {
	rng := rand.New(rand.NewPCG(13, 13))
	var out []Position
	for _, st := range differentialStarts {
		start, err := ParseFEN(st.fen, st.v)
		if err != nil {
			t.Fatalf("%s: %v", st.fen, err)
		}
		for range games {
			p := *start
			for range plies {
				out = append(out, p)
				var ml MoveList
				p.LegalMoves(&ml)
				if ml.Len() == 0 {
					break
				}
				p.PlayUnchecked(ml.At(rng.IntN(ml.Len())))
			}
		}
	}
	return out
}

func sortedMoves(ms []Move) []Move {
	out := slices.Clone(ms)
	slices.SortFunc(out, func(a, b Move) int {
		ka := int(a.From)<<16 | int(a.To)<<8 | int(a.Promotion)<<4 | int(a.Flag)
		kb := int(b.From)<<16 | int(b.To)<<8 | int(b.Promotion)<<4 | int(b.Flag)
		return ka - kb
	})
	return out
}

// TestMovesToMatchesGenerator: for every role and target square, the
// attack-based movesTo finds exactly the moves the full generator finds.
func TestMovesToMatchesGenerator(t *testing.T) {
	games, plies := 20, 120
	if testing.Short() {
		games, plies = 4, 80
	}
	for _, p := range differentialPositions(t, games, plies) {
		if p.checkers != p.findCheckers() {
			t.Fatalf("%s: kept checkers %x, want %x", p.FEN(), p.checkers, p.findCheckers())
		}
		for role := Pawn; role <= King; role++ {
			for to := Square(0); to < 64; to++ {
				var c candidates
				if !p.movesTo(&c, role, to) {
					continue
				}
				var ml MoveList
				p.generate(&ml, 1<<role, bb(to))
				if got, want := sortedMoves(c.Moves()), sortedMoves(ml.Moves()); !slices.Equal(got, want) {
					t.Fatalf("%s: %s to %s: movesTo %v, generator %v", p.FEN(), role, to, got, want)
				}
			}
		}
	}
}

// resolveReference is resolvePiece with the generator's list for every
// move: what Resolve did before movesTo.
func resolveReference(p *Position, s SAN) (Move, Spelling, error) {
	if s.Role == NoRole || s.Role > King {
		return Move{}, 0, moveErr(Incomplete, "no piece given")
	}
	if s.ToFile < 0 || s.ToFile > 7 || s.ToRank > 7 {
		return Move{}, 0, moveErr(Incomplete, "no target square")
	}
	var c candidates
	return p.resolveGenerated(s, 0, &c)
}

// TestResolveMatchesGenerator: Resolve gives the same move, spellings and
// error (kind, message, candidates) as resolution from the full generator,
// for the canonical SAN of every legal move, variants of it with hints,
// signs and promotions added or left out, and random (mostly illegal) SANs.
func TestResolveMatchesGenerator(t *testing.T) {
	games, plies := 10, 100
	if testing.Short() {
		games, plies = 3, 60
	}
	rng := rand.New(rand.NewPCG(1, 2))
	compare := func(p *Position, s SAN) {
		t.Helper()
		var c candidates
		m1, sp1, err1 := p.resolvePiece(&s, &c)
		m2, sp2, err2 := resolveReference(p, s)
		if m1 != m2 || sp1 != sp2 || (err1 == nil) != (err2 == nil) ||
			err1 != nil && !reflect.DeepEqual(err1, err2) {
			t.Fatalf("%s: %+v: fast %v %b %v, generator %v %b %v", p.FEN(), s, m1, sp1, err1, m2, sp2, err2)
		}
	}
	for _, p := range differentialPositions(t, games, plies) {
		var ml MoveList
		p.LegalMoves(&ml)
		for _, m := range ml.Moves() {
			s := p.Canonical(m)
			if s.Castle != NoCastle {
				continue
			}
			if got, _, err := p.Resolve(s); err != nil || got != m {
				t.Fatalf("%s: %s resolves to %v, %v; want %v", p.FEN(), s, got, err, m)
			}
			compare(&p, s)
			v := s
			v.Capture = !v.Capture
			compare(&p, v)
			v = s
			v.FromFile, v.FromRank = int8(m.From.File()), int8(m.From.Rank())
			compare(&p, v)
			v.FromFile = -1
			compare(&p, v)
			v = s
			v.Promotion = NoRole
			compare(&p, v)
			v.Promotion = Knight
			compare(&p, v)
			if s.Role == Pawn && s.Capture {
				v = s
				v.ToRank = -1
				compare(&p, v)
			}
		}
		for range 40 {
			s := SAN{Role: Role(1 + rng.IntN(6)), FromFile: int8(rng.IntN(9) - 1), FromRank: int8(rng.IntN(9) - 1),
				ToFile: int8(rng.IntN(8)), ToRank: int8(rng.IntN(9) - 1), Capture: rng.IntN(2) == 0}
			if rng.IntN(3) > 0 {
				s.FromFile, s.FromRank = -1, -1
			}
			if rng.IntN(8) == 0 {
				s.Promotion = Role(2 + rng.IntN(4))
			}
			compare(&p, s)
		}
	}
}

// TestCastleMatchesGenerator: castleMove finds castling exactly when the
// generator lists it.
func TestCastleMatchesGenerator(t *testing.T) {
	games, plies := 20, 120
	if testing.Short() {
		games, plies = 4, 80
	}
	for _, p := range differentialPositions(t, games, plies) {
		var ml MoveList
		p.LegalMoves(&ml)
		for _, side := range []CastleSide{KingSide, QueenSide} {
			flag := CastleKing
			if side == QueenSide {
				flag = CastleQueen
			}
			var want Move
			for _, m := range ml.Moves() {
				if m.Flag == flag {
					want = m
				}
			}
			got, err := p.resolveCastle(side)
			if got != want || (err == nil) != (want != Move{}) {
				t.Fatalf("%s: castling %d: resolveCastle %v, %v; generator %v", p.FEN(), side, got, err, want)
			}
		}
	}
}

// TestCanEvadeMatchesGenerator: in check, canEvade says there is a move
// exactly when the generator (without the bare-king rule) finds one.
func TestCanEvadeMatchesGenerator(t *testing.T) {
	games, plies := 30, 150
	if testing.Short() {
		games, plies = 6, 100
	}
	checks, mates := 0, 0
	for _, p := range differentialPositions(t, games, plies) {
		if p.checkers == 0 || p.King(p.turn) == NoSquare {
			continue
		}
		checks++
		var ml MoveList
		p.generateMoves(&ml, allRoles, ^Bitboard(0))
		if got, want := p.canEvade(), ml.Len() > 0; got != want {
			t.Fatalf("%s: canEvade %v, generator finds %d moves", p.FEN(), got, ml.Len())
		}
		if ml.Len() == 0 {
			mates++
		}
	}
	if checks < 50 || mates < 5 {
		t.Fatalf("only %d positions in check, %d mates", checks, mates)
	}
}

// TestPlayCanonical: PlayCanonical gives what Canonical gives on the
// position before the move, check and mate marks included, and leaves
// the position PlayUnchecked leaves, for every legal move of the
// differential positions and of random games of the variants whose game
// ends without a mate (three-check, king of the hill, atomic, antichess,
// crazyhouse's drops).
func TestPlayCanonical(t *testing.T) {
	games, plies := 10, 100
	if testing.Short() {
		games, plies = 3, 60
	}
	positions := differentialPositions(t, games, plies)
	rng := rand.New(rand.NewPCG(7, 7))
	for _, v := range []Variant{ThreeCheck(), KingOfTheHill(), Atomic(), Antichess(), Crazyhouse()} {
		for range games {
			p := StartPosition(v)
			for range plies {
				positions = append(positions, p)
				var ml MoveList
				p.LegalMoves(&ml)
				if ml.Len() == 0 {
					break
				}
				p.PlayUnchecked(ml.At(rng.IntN(ml.Len())))
			}
		}
	}
	marks := map[CheckMark]int{}
	amongs := 0
	var mt MovesTo
	for _, p := range positions {
		var ml MoveList
		p.LegalMoves(&ml)
		for _, m := range append(ml.Moves(), Move{Flag: NullMove}) {
			want := p.Canonical(m)
			after := p
			after.PlayUnchecked(m)
			q := p
			if got := q.PlayCanonical(m); got != want {
				t.Fatalf("%s: %v: PlayCanonical %+v, Canonical %+v", p.FEN(), m, got, want)
			}
			if q != after {
				t.Fatalf("%s: %v: PlayCanonical leaves %s, PlayUnchecked %s", p.FEN(), m, q.FEN(), after.FEN())
			}
			// PlayCanonicalAmong with the rivals LegalMovesTo gives:
			// the same SAN and position.
			if m.Flag != NullMove && m.Flag != Drop {
				same, ok := p.LegalMovesTo(nil, p.PieceAt(m.From).Role, m.To)
				// LegalMovesToIn into a MovesTo used before: the same.
				if okIn := p.LegalMovesToIn(&mt, p.PieceAt(m.From).Role, m.To); okIn != ok || ok && !slices.Equal(mt.Moves(), same) {
					t.Fatalf("%s: %v: LegalMovesToIn %v %v, LegalMovesTo %v %v", p.FEN(), m, mt.Moves(), okIn, same, ok)
				}
				if ok {
					q = p
					if got := q.PlayCanonicalAmong(m, same); got != want || q != after {
						t.Fatalf("%s: %v: PlayCanonicalAmong %+v leaving %s, Canonical %+v", p.FEN(), m, got, q.FEN(), want)
					}
					amongs++
				}
			}
			marks[want.Check]++
		}
	}
	if marks[CheckSign] == 0 || marks[MateSign] == 0 {
		t.Fatalf("the positions give no check or no mate: %v", marks)
	}
	if amongs == 0 {
		t.Fatal("no move had its rivals from LegalMovesTo")
	}
}
