package board

import "math/bits"

// Bitboard is a set of squares, bit i for Square i.
type Bitboard uint64

func (b Bitboard) Has(s Square) bool { return b&(1<<uint(s)) != 0 }
func (b Bitboard) Count() int        { return bits.OnesCount64(uint64(b)) }

// First returns the lowest square of a non-empty set.
func (b Bitboard) First() Square { return Square(bits.TrailingZeros64(uint64(b))) }

// PopFirst removes and returns the lowest square.
func (b *Bitboard) PopFirst() Square {
	s := Square(bits.TrailingZeros64(uint64(*b)))
	*b &= *b - 1
	return s
}

func bb(s Square) Bitboard { return 1 << uint(s) }

const (
	fileA Bitboard = 0x0101010101010101
	rank1 Bitboard = 0xff
	rank8 Bitboard = 0xff << 56
)

func fileMask(f int) Bitboard { return fileA << uint(f) }
func rankMask(r int) Bitboard { return rank1 << uint(8*r) }

// Attack tables, filled once at start-up. Sliding attacks use hyperbola
// quintessence for files and diagonals (a byte swap and two subtractions)
// and a small table for ranks: no magic numbers to search for at start-up,
// and fast enough that perft is dominated by other work.
var (
	knightAtt, kingAtt, fersAtt, alfilAtt [64]Bitboard
	pawnAtt                               [2][64]Bitboard
	fileEx, diagEx, antiEx                [64]Bitboard // lines through s, without s
	rookRays, bishopRays                  [64]Bitboard // rook and bishop attacks on an empty board
	rankAtt                               [64][64]Bitboard
	between                               [64][64]Bitboard // squares strictly between aligned squares
	line                                  [64][64]Bitboard // the whole line through two aligned squares
)

func init() {
	offsets := func(s Square, d [][2]int) Bitboard {
		var b Bitboard
		for _, v := range d {
			f, r := s.File()+v[0], s.Rank()+v[1]
			if f >= 0 && f < 8 && r >= 0 && r < 8 {
				b |= bb(NewSquare(f, r))
			}
		}
		return b
	}
	knight := [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	king := [][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}
	fers := [][2]int{{1, 1}, {-1, 1}, {-1, -1}, {1, -1}}
	alfil := [][2]int{{2, 2}, {-2, 2}, {-2, -2}, {2, -2}}
	for s := Square(0); s < 64; s++ {
		knightAtt[s] = offsets(s, knight)
		kingAtt[s] = offsets(s, king)
		fersAtt[s] = offsets(s, fers)
		alfilAtt[s] = offsets(s, alfil)
		pawnAtt[White][s] = offsets(s, [][2]int{{-1, 1}, {1, 1}})
		pawnAtt[Black][s] = offsets(s, [][2]int{{-1, -1}, {1, -1}})
		f, r := s.File(), s.Rank()
		fileEx[s] = fileMask(f) &^ bb(s)
		for t := Square(0); t < 64; t++ {
			tf, tr := t.File(), t.Rank()
			if tf-tr == f-r && t != s {
				diagEx[s] |= bb(t)
			}
			if tf+tr == f+r && t != s {
				antiEx[s] |= bb(t)
			}
		}
		for occ := 0; occ < 64; occ++ {
			o := occ << 1 // inner six squares of the rank
			var a Bitboard
			for x := f + 1; x < 8; x++ {
				a |= bb(NewSquare(x, r))
				if o&(1<<x) != 0 {
					break
				}
			}
			for x := f - 1; x >= 0; x-- {
				a |= bb(NewSquare(x, r))
				if o&(1<<x) != 0 {
					break
				}
			}
			rankAtt[s][occ] = a
		}
		rookRays[s] = fileEx[s] | rankMask(r)&^bb(s)
		bishopRays[s] = diagEx[s] | antiEx[s]
	}
	for a := Square(0); a < 64; a++ {
		for b := Square(0); b < 64; b++ {
			if a == b {
				continue
			}
			var l Bitboard
			switch {
			case a.Rank() == b.Rank():
				l = rankMask(a.Rank())
			case a.File() == b.File():
				l = fileMask(a.File())
			case diagEx[a].Has(b):
				l = diagEx[a] | bb(a)
			case antiEx[a].Has(b):
				l = antiEx[a] | bb(a)
			default:
				continue
			}
			line[a][b] = l
			// Between: the attacks of each towards the other, intersected.
			occ := bb(a) | bb(b)
			between[a][b] = slideAttacks(a, occ) & slideAttacks(b, occ) & l
		}
	}
}

func lineAttacks(s Square, occ, mask Bitboard) Bitboard {
	o := occ & mask
	r := Bitboard(bits.ReverseBytes64(uint64(o)))
	sb := bb(s)
	o -= 2 * sb
	r -= 2 * Bitboard(bits.ReverseBytes64(uint64(sb)))
	return (o ^ Bitboard(bits.ReverseBytes64(uint64(r)))) & mask
}

func rookAttacks(s Square, occ Bitboard) Bitboard {
	return lineAttacks(s, occ, fileEx[s]) | rankAtt[s][(occ>>(uint(s)&^7+1))&63]
}

func bishopAttacks(s Square, occ Bitboard) Bitboard {
	return lineAttacks(s, occ, diagEx[s]) | lineAttacks(s, occ, antiEx[s])
}

func slideAttacks(s Square, occ Bitboard) Bitboard {
	return rookAttacks(s, occ) | bishopAttacks(s, occ)
}
