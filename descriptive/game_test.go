package descriptive

import (
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/parser"
)

// readGame reads the first game of text in l and returns its main line
// as SAN and the error, "line:col: message".
func readGame(t *testing.T, l *Language, text string) (string, string) {
	t.Helper()
	pr := parser.NewBytesReader([]byte(text), parser.Options{Name: "t"})
	g, _ := pr.Next()
	if g == nil {
		t.Fatalf("no game in %q", text)
	}
	pos := board.StartPosition(board.Chess())
	rd := l.Read(g, pos)
	var sans []string
	for _, mv := range rd.Known[:len(rd.Game.Moves)] {
		sans = append(sans, pos.Format(mv))
		pos.PlayUnchecked(mv)
	}
	e := ""
	if rd.Err != nil {
		e = strings.Join([]string{itoa(rd.Err.Line), ":", itoa(rd.Err.Column), ": ", rd.Err.Msg}, "")
	}
	return strings.Join(sans, " "), e
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	s := ""
	for ; n > 0; n /= 10 {
		s = string(rune('0'+n%10)) + s
	}
	return s
}

// The ambiguity rule: every reading is kept and the following moves
// decide; two readings that last are an error naming both.
func TestGames(t *testing.T) {
	en, es := Lookup("en-descriptive"), Lookup("es-descriptive")
	for _, c := range []struct {
		l              *Language
		text, san, err string
	}{
		{en, "[Event \"x\"]\n\n1. P-K4 P-K4 2. N-KB3 N-QB3 3. B-N5 P-QR3 4. BxN QPxB 5. O-O *\n",
			"e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O", ""},
		// N-B3 is Nc3 or Nf3: N-K5 can only follow Nf3.
		{en, "[Event \"x\"]\n\n1. N-B3 P-Q4 2. N-K5 *\n", "Nf3 d5 Ne5", ""},
		// ...and N-K4 only Nc3.
		{en, "[Event \"x\"]\n\n1. N-B3 P-Q4 2. N-K4 *\n", "Nc3 d5 Ne4", ""},
		// Both readings last: an error naming both, no guess.
		{en, "[Event \"x\"]\n\n1. N-B3 P-K4 *\n", "",
			"3:4: ambiguous move 1.N-B3: it reads as N-QB3 (Nc3) and as N-KB3 (Nf3), and the moves after it read either way to the end"},
		// Two orders that reach one position are still two games.
		{en, "[Event \"x\"]\n\n1. N-B3 P-K4 2. N-B3 *\n", "",
			"3:4: ambiguous move 1.N-B3: it reads as N-QB3 (Nc3) and as N-KB3 (Nf3), and the moves after it read either way to the end"},
		// PxP with two captures, decided by the recapture.
		{en, "[Event \"x\"]\n\n1. P-QB4 P-Q4 2. P-K4 P-K3 3. PxP PxP 4. P-K5 *\n",
			"c4 d5 e4 e6 cxd5 exd5 e5", ""},
		// ...or not: both orders of the captures reach one position.
		{en, "[Event \"x\"]\n\n1. P-QB4 P-Q4 2. P-K4 P-QB3 3. PxP PxP 4. PxP *\n", "c4 d5 e4 c6",
			"3:32: ambiguous move 3.PxP: it reads as BPxP (cxd5) and as KPxP (exd5), and the moves after it read either way to the end"},
		{en, "[Event \"x\"]\n\n1. P-K4 P-K4 2. P-K5 *\n", "e4 e5",
			"3:17: illegal move 2.P-K5: no legal move reads so"},
		{en, "[Event \"x\"]\n\n1. P-K4 P-K4 2. B to QK15 *\n", "e4 e5",
			"3:17: cannot read move 2.B to QK15: not English descriptive notation"},
		// The long form, glued numbers, prose and a variation told in words.
		{en, "[Event \"x\"]\n\n1.P. to K’s 4th.1.P. to K’s 4th.\n2.K’s Kt. to B’s 3d.2.Q’s Kt. to B’s 3d.\n\nYou may also play here P. to Q’s 4th, a fine move.\n\n3.B. to Q. Kt.’s 5th.3.P. to Q. R’s 3d. *\n",
			"e4 e5 Nf3 Nc6 Bb5 a6", ""},
		{en, "[Event \"x\"]\n\n1. P-K4 P-K4 2. P-KB4 PxP 3. B-B4 Q-R5ch 4. K-B1 P-QN4 5. BxNP N-KB3 *\n",
			"e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5 Bxb5 Nf6", ""},
		{es, "[Event \"x\"]\n\n1. P4R P4R 2. C3AR C3AD 3. A5C P3TD 4. AxC PDxA 5. O-O *\n",
			"e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O", ""},
		{es, "[Event \"x\"]\n\n1. P4R, P4R; 2. C3AR, C3AD; 3. A4A, A4A *\n",
			"e4 e5 Nf3 Nc6 Bc4 Bc5", ""},
		// A newspaper's OCR: numbers before each side's move, glued to
		// it, "to" glued to the piece; a victim named spaced.
		{en, "[Event \"x\"]\n\n1 P to K 4 1 P to K 4 2Ktto KB 3 2Ktto QB 3 - 3 B to Kt 5 *\n",
			"e4 e5 Nf3 Nc6 Bb5", ""},
		{en, "[Event \"x\"]\n\n1. P to K 4 P to K 4 2. P to K B 4 P takes P 3. B to B 4 Q to R 5 (ch) 4. K to B sq P to Q Kt 4 5. B takes Kt P Kt to K B 3 *\n",
			"e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5 Bxb5 Nf6", ""},
		// Capture signs lost: "P P" is PxP; "Q B - Q 3" stays a word and
		// a bishop's move.
		{en, "[Event \"x\"]\n\n1. P - K 4 P - Q 4 2. P P Q P 3. Kt - Q B 3 Q - Q 1 *\n",
			"e4 d5 exd5 Qxd5 Nc3 Qd8", ""},
		// A note's sentence that starts with a move, then Black's move
		// numbered "7. ...": the number decides, the move is a word.
		{en, "[Event \"x\"]\n\n1. P-K4 P-K4\n2. Kt-KB3\nKt-B3 would have been better here.\n2. ... Kt-QB3 3. B-B4 *\n",
			"e4 e5 Nf3 Nc6 Bc4", ""},
		// A capture of the queen, then a rook named by its square: not
		// a capture of the queen's rook ("xQ R(QB1)"), pgnmentor game
		// 40,161 written --to en-descriptive.
		{en, "[Event \"x\"]\n\n1. P-Q4 N-KB3 2. P-QB4 P-K3 3. N-KB3 P-QN3 4. N-B3 B-N2 5. P-QR3 P-Q4 6. PxP PxP 7. Q-R4ch P-B3 8. B-N5 B-K2 9. P-K3 O-O 10. B-Q3 N-K5 11. BxN BxB 12. NxB QxN 13. B-B3 N-R3 14. O-O N-B2 15. QR-B1 KR-Q1 16. P-KN3 N-K3 17. B-N2 Q-K2 18. KR-Q1 P-KR3 19. P-QN4 P-QR4 20. P-N5 P-QB4 21. PxP NxP 22. Q-B2 N-K5 23. Q-N2 R-Q3 24. R-Q4 R-QB1 25. N-K2 R-B4 26. R(QB1)-Q1 Q-B3 27. P-B4 R-K3 28. Q-N3 Q-K2 29. B-R3 R-Q3 30. P-R4 N-B6 31. NxN QxPch 32. K-R1 RxN 33. Q-N2 R-Q1 34. B-N2 R(Q1)-QB1 35. Q-Q2 QxQ 36. R(Q4)xQ R(QB1)-B5 37. BxP BxBch 38. RxB RxRP 39. R-Q6 R-R7 40. RxNP R(QB6)-B7 41. P-B5 RxPch 42. K-N1 QR-KN7ch 43. K-B1 R-KB7ch 44. K-N1 R(KR7)-N7ch 45. K-R1 RxNP *\n",
			"d4 Nf6 c4 e6 Nf3 b6 Nc3 Bb7 a3 d5 cxd5 exd5 Qa4+ c6 Bg5 Be7 e3 O-O Bd3 Ne4 Bxe4 Bxg5 Nxg5 Qxg5 Bf3 Na6 O-O Nc7 Rac1 Rfd8 g3 Ne6 Bg2 Qe7 Rfd1 h6 b4 a5 b5 c5 dxc5 Nxc5 Qc2 Ne4 Qb2 Rd6 Rd4 Rc8 Ne2 Rc5 Rcd1 Qf6 f4 Re6 Qb3 Qe7 Bh3 Rd6 a4 Nc3 Nxc3 Qxe3+ Kh1 Rxc3 Qb2 Rd8 Bg2 Rdc8 Qd2 Qxd2 R4xd2 R8c4 Bxd5 Bxd5+ Rxd5 Rxa4 Rd6 Ra2 Rxb6 Rcc2 f5 Rxh2+ Kg1 Rag2+ Kf1 Rf2+ Kg1 Rhg2+ Kh1 Rxg3", ""},
		// Each side's move numbered, White's second misprinted "1."
		// (Every Boy's Book p. 486): Black's "2." after it on the line
		// dates the move, read with a warning.
		{en, "[Event \"x\"]\n\n1.P. to Q’s 4th.1.P. to Q’s 4th.\n1.P. to Q. B’s 4th.2.P. to K’s 3d.\n3.Q’s Kt. to B’s 3d.3.K’s Kt. to B’s 3d. *\n",
			"d4 d5 c4 e6 Nc3 Nf6", ""},
		// ...not when words follow the move: a side line in prose.
		{en, "[Event \"x\"]\n\n1. P-K4 1. P-K4 1. P-Q4 is also good.\n2. Kt-KB3 2. Kt-QB3 *\n",
			"e4 e5 Nf3 Nc6", ""},
		// ...nor when the move after it is not numbered as Black's.
		{en, "[Event \"x\"]\n\n1. P-K4 P-K4 1. P-Q4\n2. Kt-KB3 Kt-QB3 *\n",
			"e4 e5 Nf3 Nc6", ""},
		// One side's column alone (White's moves numbered in a row): an
		// error, not a side line in prose.
		{en, "[Event \"x\"]\n\n1. P-K4 2. P-KB4 3. B-B4 4. K-B1 *\n", "e4",
			"3:9: moves numbered 1, 2, 3… with one move each: one side's moves alone (a table's column?), the other side's are not between them"},
	} {
		san, err := readGame(t, c.l, c.text)
		if san != c.san || err != c.err {
			t.Errorf("%q:\n got %q, %q\nwant %q, %q", c.text, san, err, c.san, c.err)
		}
	}
}
