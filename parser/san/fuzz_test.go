package san

import (
	"bytes"
	"testing"

	"github.com/notaz-chess/notaz/board"
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
			agreeTo(t, tok, l, san, err)
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

// agreeTo fails t unless ParseTo, over a SAN left from another move,
// gives what Parse gave.
func agreeTo(t *testing.T, tok []byte, l *locales.Input, want board.SAN, werr error) {
	t.Helper()
	got := board.SAN{Role: board.Queen, FromFile: 3, ToRank: 2, Capture: true, Castle: board.KingSide, Check: board.MateSign}
	err := ParseTo(tok, l, &got)
	if got != want || (err == nil) != (werr == nil) || err != nil && err.Error() != werr.Error() {
		t.Fatalf("%q: ParseTo %+v (%v), Parse %+v (%v)", tok, got, err, want, werr)
	}
}

// TestParseToAgrees: ParseTo reads as Parse, over every table, the plain
// path's tokens and the general path's, errors included.
func TestParseToAgrees(t *testing.T) {
	toks := []string{"e4", "exd5", "e8=Q", "exd8=N+", "Nf3", "Nbd7", "N1d2", "Nb1xd2#", "O-O", "O-O-O+",
		"Nbxd7+", "0-0", "e8(Q)", "exd6 e.p.", "Кf3:e5", "--", "Z0", "ed", "Ng1-f3", "♘f3", "nf3",
		"e2e4", "g1f3", "Ｎｆ３", "", "x", "Zz9", "e9", "Nf", "O-O-O-O"}
	for _, l := range plainInputs() {
		for _, tok := range toks {
			san, err := Parse([]byte(tok), l)
			agreeTo(t, []byte(tok), l, san, err)
		}
	}
}
