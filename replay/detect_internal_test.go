package replay

import (
	"testing"
)

// TestASCIISets: the families' ASCII sets say what covers says.
func TestASCIISets(t *testing.T) {
	familiesOnce.Do(loadFamilies)
	for _, f := range families {
		for c := 0; c < 0x80; c++ {
			one := symSet{}
			one.other = append(one.other, []byte{byte(c)}) // the slow path's lookup
			for _, shatranj := range []bool{false, true} {
				fast := symSet{}
				fast.add([]byte{byte(c)})
				if got, want := f.covers(&fast, shatranj), f.covers(&one, shatranj); got != want {
					t.Errorf("%s %q shatranj=%v: ASCII set says %v, letter lookup %v", f.names[0], byte(c), shatranj, got, want)
				}
			}
		}
	}
}

// benchGame is one game of 60 plies in English letters, the commonest
// input: with detection its letters leave English alone.
const benchGame = "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4 15. Nb1 h6 16. Bh4 c5 17. dxe5 Nxe4 18. Bxe7 Qxe7 19. exd6 Qf6 20. Nbd2 Nxd6 21. Nc4 Nxc4 22. Bxc4 Nb6 23. Ne5 Rae8 24. Bxf7+ Rxf7 25. Nxf7 Rxe1+ 26. Qxe1 Kxf7 27. Qe3 Qg5 28. Qxg5 hxg5 29. b3 Ke6 30. a3 Kd6 1/2-1/2\n"

// BenchmarkSymbols sets up the piece symbols of benchGame from those the
// parser collected, detection's first step for every game.
func BenchmarkSymbols(b *testing.B) {
	g := readGames(b, benchGame)[0]
	b.ReportAllocs()
	for b.Loop() {
		gameSymbols(g)
	}
}

// BenchmarkReplay replays benchGame with English letters (--from en).
func BenchmarkReplay(b *testing.B) {
	g := readGames(b, benchGame)[0]
	b.SetBytes(int64(len(g.Raw)))
	b.ReportAllocs()
	for b.Loop() {
		if rg := Run(g, Options{}); rg.Err != nil {
			b.Fatal(rg.Err)
		}
	}
}

// BenchmarkReplayAuto replays benchGame detecting its language (the
// default): the difference with BenchmarkReplay is detection's cost.
func BenchmarkReplayAuto(b *testing.B) {
	g := readGames(b, benchGame)[0]
	b.SetBytes(int64(len(g.Raw)))
	b.ReportAllocs()
	for b.Loop() {
		if rg := Run(g, Options{Auto: true}); rg.Err != nil {
			b.Fatal(rg.Err)
		}
	}
}

// BenchmarkReplayAutoAmbiguous replays a game whose letters several
// languages read (B, L, T, D, S: German and others), so that detection
// replays it in each: the slow case, for comparison.
func BenchmarkReplayAutoAmbiguous(b *testing.B) {
	g := readGames(b, "[Event \"x\"]\n\n1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. O-O Le7 6. Te1 b5 7. Lb3 d6 8. c3 O-O 9. h3 Sb8 10. d4 Sbd7 11. Dd3 Kh8 *\n")[0]
	b.ReportAllocs()
	for b.Loop() {
		if rg := Run(g, Options{Auto: true}); rg.Err != nil {
			b.Fatal(rg.Err)
		}
	}
}
