package descriptive

import (
	"slices"
	"testing"

	"github.com/notaz-chess/notaz/board"
)

// FuzzParse: any text, in every notation, is read without panicking, and
// the moves a form denotes on the start position are legal there.
func FuzzParse(f *testing.F) {
	for _, c := range readCases {
		f.Add(c.text)
	}
	f.Add("Q. Kt. to Q. B. third sq.")
	f.Add("0 — 0 — 0")
	f.Fuzz(func(t *testing.T, s string) {
		pos := board.StartPosition(board.Chess())
		var ml board.MoveList
		pos.LegalMoves(&ml)
		for _, l := range Languages() {
			fm, err := l.Parse(s)
			if err != nil {
				continue
			}
			for _, m := range fm.Candidates(nil, &pos) {
				if !slices.Contains(ml.Moves(), m) {
					t.Fatalf("%s %q: %v is not legal", l.Code, s, m)
				}
			}
		}
	})
}

// FuzzMemo: scanning a text with the memo of the words already read
// (twice, so that the second scan reads from it) gives the tokens and
// forms a scan without it gives: the memo never changes a reading.
func FuzzMemo(f *testing.F) {
	f.Add("1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 4. BxN QPxB 5. O-O *")
	f.Add("1. P-Q4 P-Q4 2. P-QB4 PxP 3. P-K4 P-K4 4. PxP QxQch 5. KxQ *")
	f.Add("1. P4R P4R 2. C3AR C3AD 3. A5C P3TD 4. AxC PDxA 5. O-O *")
	f.Add("P-Q8 (Q) P-Q8 Castles QR Castles R-K sq R-K 1 P-K 4 PK4 P. to K. B. 4th")
	// Marks glued to the move, and what may follow one.
	f.Add("QxQch RxRch Mate Q-B3ch (ch) Q-B3ch e.p. Q-B3ch Ch. PxPch +")
	f.Add("D5T+ C3AR D8C++ + AxP+ Ch. C3A A5C# D4R T8D++ Mate")
	f.Add("RxKt RxKt P RxKt P. B takes Kt P Kt - K B 3 P P Q Kt - Q 2 2Ktto KB 3 K. B. to his sq.")
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 4096 {
			return
		}
		b := []byte(s)
		for _, l := range Languages() {
			toks, forms := l.scan(b, 0, len(b), nil, nil, nil)
			var mm memo
			l.scan(b, 0, len(b), nil, nil, &mm)
			mt, mf := l.scan(b, 0, len(b), nil, nil, &mm)
			if !slices.Equal(toks, mt) || !slices.Equal(forms, mf) {
				t.Fatalf("%s %q: the memo changed the reading:\n%v %v\n%v %v", l.Code, s, toks, forms, mt, mf)
			}
		}
	})
}
