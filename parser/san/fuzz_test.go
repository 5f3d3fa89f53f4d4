package san

import (
	"bytes"
	"testing"

	"github.com/notaz-chess/notaz/locales"
)

func FuzzParseSAN(f *testing.F) {
	for _, s := range []string{"e4", "Nbxd7+", "O-O-O#", "0-0", "e8=Q", "e8(Q)", "exd6 e.p.", "Кf3:e5", "--", "Z0",
		"ed", "Ng1-f3", "Крe2", "♘f3", "e2–e4", "CxCç3", "Фh5×", "nf3", "e8=b",
		// Localized spellings (notation.md): spaced separators, mate
		// words, OCR, Greek and Cyrillic O, full width, decomposed Ĉ.
		"e2 - e4", "e5 : d4", "c3: d4", "Le7 matt", "Ag4, matto", "Rd8++ MATE", "Qxd8 +",
		"Kpel:f2", "Sgl-f3", "Ο-Ο", "О-О-О", "Ｎｆ３", "C\u0302f3", "εδ5", "Ιζ3", "e8/D", "d - e5",
		// Coordinate notation: pawn moves, and moves that name no piece.
		"e2e4", "e7e8q", "d4e5", "g1f3", "e1g1", "f1b5+", "d7d8b", "e1-g1",
		// Other dashes; a separator with no square before it.
		"Bd6—c5", "0—0—0", "e2−e4", "-f3", "—f3", ":e5"} {
		f.Add([]byte(s))
	}
	letters := []*locales.Input{locales.Standard(), ru, el, fr, oldEnglish, figurines}
	f.Fuzz(func(t *testing.T, tok []byte) {
		for _, l := range letters {
			agreePlain(t, tok, l) // the fast path reads as the general one
			san, err := Parse(tok, l)
			if err != nil {
				continue
			}
			if san.ToFile > 7 || san.ToRank > 7 || san.FromFile > 7 || san.FromRank > 7 {
				t.Fatalf("%q: square out of range: %+v", tok, san)
			}
			if !san.Null && san.Castle == 0 && (san.ToFile < 0 || san.Role == 0 && !san.FromBoard) {
				t.Fatalf("%q: no target: %+v", tok, san)
			}
			if bytes.Equal(tok, []byte("--")) && !san.Null {
				t.Fatal("-- is not null")
			}
		}
	})
}
