package prose

import (
	"bytes"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"

	"github.com/notaz-chess/notaz/locales"
)

// letterSets tells which of the decoder's letter sets read a token
// alike, so that the lattice parses it once for each group of them
// instead of once in each: the seventeen families' tables differ at a few
// bytes (their piece letters), and most tokens ("e4", "the", "12.")
// hold none of those, or one that several families share.
//
// Two sets read a token alike when san.Parse asks them the same
// questions and they answer alike: the questions are the tables' Piece,
// File and Plain at the token's bytes, and PlainOK
// (locales.Input.SameAt).
type letterSets struct {
	n       int
	plainOK []bool
	// base is reps for a token at whose bytes no two sets differ; plainSame
	// says that every set's PlainOK is the same.
	base      []uint8
	plainSame bool
	// varies[c] is set when two sets answer differently at byte c;
	// class[c][g] is then the first set that answers as set g does.
	varies [256]bool
	class  [256][]uint8
}

// newLetterSets compares the tables at every byte.
func newLetterSets(ins []*locales.Input) *letterSets {
	ls := &letterSets{n: len(ins), plainOK: make([]bool, len(ins))}
	ls.plainSame = true
	for g, in := range ins {
		ls.plainOK[g] = in.PlainOK()
		ls.base = append(ls.base, uint8(g))
		for h := range g {
			if ls.plainOK[h] == ls.plainOK[g] {
				ls.base[g] = uint8(h)
				break
			}
		}
		ls.plainSame = ls.plainSame && ls.plainOK[g] == ls.plainOK[0]
	}
	for c := range 256 {
		cl := make([]uint8, len(ins))
		for g, in := range ins {
			cl[g] = uint8(g)
			for h := range g {
				if cl[h] == uint8(h) && ins[h].SameAt(in, byte(c)) {
					cl[g] = uint8(h)
					break
				}
			}
			if cl[g] != 0 {
				ls.varies[c] = true
			}
		}
		if ls.varies[c] {
			ls.class[c] = cl
		}
	}
	return ls
}

// setsKey names a list of letter sets (at most 63: groups).
type setsKey [64]*locales.Input

var (
	setsMu    sync.Mutex
	setsCache = map[setsKey]*letterSets{}
)

// letterSetsOf returns the letterSets of ins, made once: the tables are
// immutable and shared, and comparing them at every byte costs more
// than decoding a short text.
func letterSetsOf(ins []*locales.Input) *letterSets {
	var k setsKey
	copy(k[:], ins)
	setsMu.Lock()
	defer setsMu.Unlock()
	ls := setsCache[k]
	if ls == nil {
		ls = newLetterSets(ins)
		setsCache[k] = ls
	}
	return ls
}

// reps fills rep (one entry per set) with, for each set, the first set
// that reads every token made of the given bytes alike; rep[g] == g for
// the sets that must parse it themselves. A non-ASCII token's
// normalised form (san.Parse reads that) is among the bytes compared.
func (ls *letterSets) reps(rep []uint8, toks ...[]byte) []uint8 {
	var bs [32]byte
	vs := bs[:0]
	for _, t := range toks {
		vs = ls.varying(vs, t)
		for _, c := range t {
			if c >= utf8.RuneSelf {
				vs = ls.varying(vs, norm.NFC.Bytes(width.Narrow.Bytes(t)))
				break
			}
		}
	}
	rep = rep[:0]
	switch {
	case len(vs) == 0:
		return append(rep, ls.base...)
	case len(vs) == 1 && ls.plainSame:
		return append(rep, ls.class[vs[0]]...)
	}
	for g := range ls.n {
		rep = append(rep, uint8(g))
		for h := range g {
			if rep[h] == uint8(h) && ls.alike(h, g, vs) {
				rep[g] = uint8(h)
				break
			}
		}
	}
	return rep
}

// varying appends to vs the bytes of t at which the sets differ, once.
func (ls *letterSets) varying(vs []byte, t []byte) []byte {
	for _, c := range t {
		if ls.varies[c] && bytes.IndexByte(vs, c) < 0 {
			vs = append(vs, c)
		}
	}
	return vs
}

// alike reports whether sets h and g answer alike at the bytes vs.
func (ls *letterSets) alike(h, g int, vs []byte) bool {
	if ls.plainOK[h] != ls.plainOK[g] {
		return false
	}
	for _, c := range vs {
		if ls.class[c][h] != ls.class[c][g] {
			return false
		}
	}
	return true
}
