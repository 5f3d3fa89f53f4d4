package board

import "testing"

// benchGame is a whole game in SAN (Ruy Lopez, 60 plies): the benchmarks
// below resolve and play it move by move, as a replay does.
var benchGame = []string{
	"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O",
	"h3", "Nb8", "d4", "Nbd7", "c4", "c6", "cxb5", "axb5", "Nc3", "Bb7", "Bg5", "b4", "Nb1", "h6",
	"Bh4", "c5", "dxe5", "Nxe4", "Bxe7", "Qxe7", "exd6", "Qf6", "Nbd2", "Nxd6", "Nc4", "Nxc4", "Bxc4", "Nb6",
	"Ne5", "Rae8", "Bxf7+", "Rxf7", "Nxf7", "Rxe1+", "Qxe1", "Kxf7", "Qe3", "Qg5", "Qxg5", "hxg5", "b3", "Ke6",
	"a3", "Kd6",
}

func benchSANs(b *testing.B) []SAN {
	out := make([]SAN, len(benchGame))
	for i, s := range benchGame {
		san, err := ParseSAN(s)
		if err != nil {
			b.Fatal(err)
		}
		out[i] = san
	}
	return out
}

// BenchmarkParseSAN reads every move of benchGame as strict SAN.
func BenchmarkParseSAN(b *testing.B) {
	n := 0
	for _, s := range benchGame {
		n += len(s)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range benchGame {
			if _, err := ParseSAN(s); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkPlaySAN resolves and plays benchGame, move by move, with the
// canonical SAN and check test a replay needs: the per-move work of
// notaz's replay, ns/op for 60 moves.
func BenchmarkPlaySAN(b *testing.B) {
	sans := benchSANs(b)
	start := StartPosition(Chess())
	b.ReportAllocs()
	for b.Loop() {
		p := start
		for _, s := range sans {
			if _, _, _, err := p.PlaySAN(s); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkPlayWritten resolves and plays benchGame as check's streaming
// replay does (PlayWrittenNoHash: no canonical SAN, no Zobrist key), move
// by move: ns/op for 60 moves, no allocation.
func BenchmarkPlayWritten(b *testing.B) {
	sans := benchSANs(b)
	start := StartPosition(Chess())
	b.ReportAllocs()
	for b.Loop() {
		p := start
		for i := range sans {
			if _, _, err := p.PlayWrittenNoHash(&sans[i]); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkResolveGame resolves every move of benchGame in its position
// (without playing on the position resolved in): resolution alone.
func BenchmarkResolveGame(b *testing.B) {
	sans := benchSANs(b)
	positions := make([]Position, len(sans))
	p := StartPosition(Chess())
	for i, s := range sans {
		positions[i] = p
		if _, _, _, err := p.PlaySAN(s); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for i := range sans {
			if sans[i].Castle != NoCastle {
				continue
			}
			var c candidates
			if _, _, err := positions[i].resolvePiece(&sans[i], &c); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkPlay plays benchGame's moves as Moves with Play, which checks
// each for legality.
func BenchmarkPlay(b *testing.B) {
	sans := benchSANs(b)
	moves := make([]Move, len(sans))
	p := StartPosition(Chess())
	for i, s := range sans {
		m, _, _, err := p.PlaySAN(s)
		if err != nil {
			b.Fatal(err)
		}
		moves[i] = Move{From: m.From, To: m.To, Promotion: m.Promotion}
	}
	start := StartPosition(Chess())
	b.ReportAllocs()
	for b.Loop() {
		p := start
		for _, m := range moves {
			if err := p.Play(m); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkPlayUnchecked plays benchGame's moves without any test.
func BenchmarkPlayUnchecked(b *testing.B) {
	sans := benchSANs(b)
	moves := make([]Move, len(sans))
	p := StartPosition(Chess())
	for i, s := range sans {
		moves[i], _, _, _ = p.PlaySAN(s)
	}
	start := StartPosition(Chess())
	b.ReportAllocs()
	for b.Loop() {
		p := start
		for _, m := range moves {
			p.PlayUnchecked(m)
		}
	}
}
