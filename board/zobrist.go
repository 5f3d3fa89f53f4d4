package board

// Zobrist keys from a fixed-seed generator: hashes are stable across runs,
// so they can be stored or compared between processes.
var (
	zobristPiece    [2][7][64]uint64
	zobristCastling [16]uint64
	zobristEP       [8]uint64
	zobristTurn     uint64
	// Crazyhouse: a count of each role in each pocket, and a promoted man
	// on each square (drawn after the others, which keep their values).
	zobristPocket   [2][6][maxPocket + 1]uint64
	zobristPromoted [64]uint64
)

func init() {
	state := uint64(0x9e3779b97f4a7c15)
	next := func() uint64 { // splitmix64
		state += 0x9e3779b97f4a7c15
		z := state
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		return z ^ (z >> 31)
	}
	for c := range zobristPiece {
		for r := range zobristPiece[c] {
			for s := range zobristPiece[c][r] {
				zobristPiece[c][r][s] = next()
			}
		}
	}
	for i := 1; i < 16; i++ { // no rights hashes to 0
		zobristCastling[i] = next()
	}
	for i := range zobristEP {
		zobristEP[i] = next()
	}
	zobristTurn = next()
	for c := range zobristPocket {
		for r := range zobristPocket[c] {
			for n := 1; n <= maxPocket; n++ { // an empty pocket hashes to 0
				zobristPocket[c][r][n] = next()
			}
		}
	}
	for s := range zobristPromoted {
		zobristPromoted[s] = next()
	}
}
