package descriptive

import (
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/board"
)

// Every form of the issue, read on a position: the SAN of every legal
// move it denotes, sorted, space separated ("" for none).
var readCases = []struct {
	lang, fen, text, want string
}{
	// English, White to move from the start.
	{"en", start, "P-K4", "e4"},
	{"en", start, "P–K4", "e4"},
	{"en", start, "P—K4", "e4"},
	{"en", start, "P-Q4", "d4"},
	{"en", start, "P-KR3", "h3"},
	{"en", start, "P-R3", "a3 h3"},
	{"en", start, "P-B4", "c4 f4"},
	{"en", start, "N-KB3", "Nf3"},
	{"en", start, "Kt-KB3", "Nf3"},
	{"en", start, "Kt.-K.B.3", "Nf3"},
	{"en", start, "N-B3", "Nc3 Nf3"},
	{"en", start, "KN-B3", "Nf3"},
	{"en", start, "QN-B3", "Nc3"},
	{"en", start, "P. to K's 4th.", "e4"},
	{"en", start, "P. to K’s 4th.", "e4"},
	{"en", start, "Kt. to K's B's 3rd.", "Nf3"},
	{"en", start, "K’s Kt. to B’s 3d.", "Nf3"},
	{"en", start, "P to K4", "e4"},
	{"en", start, "KKt to KB3", "Nf3"},
	{"en", start, "P-K5", ""},
	// Black counts from his side: K4 is e5.
	{"en", afterE4, "P-K4", "e5"},
	{"en", afterE4, "N-QB3", "Nc6"},
	{"en", afterE4, "P-QB4", "c5"},
	// Captures.
	{"en", scandi, "PxP", "exd5"},
	{"en", scandi, "P×P", "exd5"},
	{"en", scandi, "P:P", "exd5"},
	{"en", scandi, "P takes P", "exd5"},
	{"en", twoCaps, "PxP", "cxd5 exd5"},
	{"en", twoCaps, "KPxP", "exd5"},
	{"en", twoCaps, "BPxP", "cxd5"},
	{"en", twoCaps, "QBPxP", "cxd5"},
	{"en", pxkp, "PxKP", "dxe5"},
	{"en", pxkp, "PxQP", "exd5"},
	{"en", pxkp, "PxP", "dxe5 exd5"},
	{"en", queens, "QxQ", "Qxd8+"},
	{"en", queens, "QxQch", "Qxd8+"},
	{"en", queens, "QxQ+", "Qxd8+"},
	{"en", ruyLopez, "BxN", "Bxc6"},
	{"en", ruyLopez, "BxKt", "Bxc6"},
	// Castling.
	{"en", castle, "O-O", "O-O"},
	{"en", castle, "0-0", "O-O"},
	{"en", castle, "O-O-O", "O-O-O"},
	{"en", castle, "Castles", "O-O O-O-O"},
	{"en", castle, "Castles QR", "O-O-O"},
	{"en", castle, "Castles KR", "O-O"},
	{"en", castle, "Castles (Q)", "O-O-O"},
	// Rooks: sq, 1, qualifiers, origin.
	{"en", rooks, "R-K1", "Rde1 Rfe1"},
	{"en", rooks, "R-K sq", "Rde1 Rfe1"},
	{"en", rooks, "R-Ksq", "Rde1 Rfe1"},
	{"en", rooks, "R-K.Sq.", "Rde1 Rfe1"},
	{"en", rooks, "KR-K1", "Rfe1"},
	{"en", rooks, "QR-K1", "Rde1"},
	{"en", rooks, "R(Q1)-K1", "Rde1"},
	{"en", rooks, "R/Q1-K1", "Rde1"},
	{"en", rooks, "R(KB1)-K1", "Rfe1"},
	// Promotion, en passant, checks.
	{"en", promo, "P-Q8(Q)", "d8=Q+"},
	{"en", promo, "P-Q8=Q", "d8=Q+"},
	{"en", promo, "P-Q8=N", "d8=N"},
	{"en", promo, "P-Q8(Kt)", "d8=N"},
	{"en", promo, "P-Q8", "d8=B d8=N d8=Q+ d8=R+"},
	{"en", ep, "PxP e.p.", "exd6"},
	{"en", ep, "PxPe.p.", "exd6"},
	{"en", ep, "PxP", "exd6"},
	{"en", mate, "Q-N8 mate", "Qb8#"},
	{"en", mate, "Q-N8ch", "Qb8#"},
	{"en", mate, "QxPch", "Qxg7+"},
	{"en", mate, "QxNP", "Qxg7+"},
	{"en", mate, "N-B6 dis ch", ""},

	// Spanish and Catalan.
	{"es", start, "P4R", "e4"},
	{"es", start, "P4D", "d4"},
	{"es", start, "C3AR", "Nf3"},
	{"es", start, "C3A", "Nc3 Nf3"},
	{"es", start, "CR3A", "Nf3"},
	{"es", start, "P3T", "a3 h3"},
	{"es", start, "P3TR", "h3"},
	{"es", afterE4, "P4R", "e5"},
	{"es", afterE4, "C3AD", "Nc6"},
	{"es", scandi, "PxP", "exd5"},
	{"es", twoCaps, "PRxP", "exd5"},
	{"es", twoCaps, "PAxP", "cxd5"},
	{"es", queens, "DxD", "Qxd8+"},
	{"es", queens, "DxD+", "Qxd8+"},
	{"es", ruyLopez, "AxC", "Bxc6"},
	{"es", ruyLopez, "A4T", "Ba4"},
	{"es", ruyLopez, "A5C", ""},
	{"es", italian, "A5C", "Bb5"},
	{"es", castle, "O-O", "O-O"},
	{"es", castle, "O-O-O", "O-O-O"},
	{"es", rooks, "T1R", "Rde1 Rfe1"},
	{"es", rooks, "TR1R", "Rfe1"},
	{"es", rooks, "TD1R", "Rde1"},
	{"es", kingMove, "R1D", "Kd1"},
	// The rank of the piece that moves (ajedrezargentinoahora.blogspot.com).
	{"es", knights, "C7-5C", "Nab5"},
	{"es", knights, "C3-5C", "Ncb5"},
	{"es", knights, `C\3-5C`, "Ncb5"},
	{"es", knights, "C5C", "Nab5 Ncb5"},
	{"es", promo, "P8D=D", "d8=Q+"},
	{"ca", start, "P4R", "e4"},
	{"pt", italian, "B5C", "Bb5"},
	{"fr", italian, "F5C", "Bb5"},
	// Portuguese (blog.reinodecaissa.com, pontoabc.com: R D T B C P,
	// files TD CD BD D R BR CR TR).
	{"pt", start, "P4R", "e4"},
	{"pt", start, "C3BR", "Nf3"},
	{"pt", afterE4, "C3BD", "Nc6"},
	{"pt", kingMove, "R2R", "Ke2"},
	{"pt", kingMove, "R2D", "Kd2"},
	{"pt", queens, "DxD+", "Qxd8+"},
	// French (fr.wikipedia "Notation descriptive"; the FIDE's rules of
	// 1930, fr.wikisource: "D 4 FR", files TD CD FD D R FR CR TR).
	{"fr", start, "P4R", "e4"},
	{"fr", start, "P 4 R", "e4"},
	{"fr", start, "C 3 FR", "Nf3"},
	{"fr", start, "C3FR", "Nf3"},
	{"fr", start, "CR3FR", "Nf3"},
	{"fr", ruyLopez, "FxC", "Bxc6"},
	{"fr", promoTake, "PxC:D", "dxc8=Q dxe8=Q+"},
	{"fr", promoTake, "PxC:D+", "dxe8=Q+"},
	{"fr", mate, "D8C≠", "Qb8#"},
	{"fr", promoTake, "PxCR:D", "dxe8=Q+"},
	{"fr", promo, "P8D=D", "d8=Q+"},
	// Italian (it.wikipedia "Notazione descrittiva": T-AD3, the rank
	// after the file behind a dash; or the Spanish order, CD2D).
	{"it", start, "P-R4", "e4"},
	{"it", start, "C-AR3", "Nf3"},
	{"it", start, "C-A3", "Nc3 Nf3"},
	{"it", afterE4, "P-AD4", "c5"},
	{"it", ruyLopez, "A-T4", "Ba4"},
	{"it", start, "P4R", "e4"},
	{"it", start, "C3AR", "Nf3"},
	{"it", ruyLopez, "AxC", "Bxc6"},
	{"it", rooks, "TR-R1", "Rfe1"},
	{"en", mate, "Q-N8‡", "Qb8#"},
	// Old books and OCR: the dash left out (Rogers p. 79, "PK4"), ranks
	// in words (Lewis's Greco, 1819: "Q. Kt. to Q. B. third sq."), a rank
	// set apart, a dash before the capture (Conservapedia "R-xQN7").
	{"en", start, "PK4", "e4"},
	{"en", start, "KtKB3", "Nf3"},
	{"en", start, "KtB3", "Nc3 Nf3"},
	{"en", start, "Q. Kt. to Q. B. third sq.", "Nc3"},
	{"en", start, "K. Kt. to K. B. third square", "Nf3"},
	{"en", start, "P. to K. fourth", "e4"},
	{"en", start, "P to K 4", "e4"},
	{"en", start, "P—K 4", "e4"},
	{"en", start, "Kt to QB 3", "Nc3"},
	// The file's second letter in lower case (a Usenet post, 1995).
	{"en", start, "N-Qb3", "Nc3"},
	{"en", start, "N-Kb3", "Nf3"},
	{"en", start, "P-Qr4", "a4"},
	{"en", start, "P-Kkt3", "g3"},
	// Spaced forms (Chess Fundamentals, the Britannica of 1876): the
	// file's letters apart, the name's units apart; "to" glued by OCR.
	{"en", start, "P - K 4", "e4"},
	{"en", start, "Kt - K B 3", "Nf3"},
	{"en", start, "P - Q R 3", "a3"},
	{"en", start, "Kt to K B 3", "Nf3"},
	{"en", start, "Ktto KB 3", "Nf3"},
	{"en", start, "PtoK4", "e4"},
	{"en", start, "Q Kt - B 3", "Nc3"},
	{"en", twoCaps, "K P takes P", "exd5"},
	{"en", twoCaps, "Q B P × P", "cxd5"},
	// The long form's square named after the piece: "his sq.", "her
	// Kt.'s 3rd" (Staunton).
	{"en", "4k3/8/8/8/2B5/8/8/4K3 w - - 0 1", "K. B. to his sq.", "Bf1"},
	{"en", castle, "Q. to her sq.", "Qd1"},
	{"en", start, "Q. Kt. to his B.'s 3rd.", "Nc3"},
	{"en", castle, "Castles on K's side.", "O-O"},
	// A knight named by the side it started on, now on the other half.
	{"en", kKtOnQ4, "K. Kt. to K. B's 5th.", "Nf5"},
	{"en", kKtOnQ4, "KN-B5", "Nf5"},
	// The capture sign lost by a web copy: two names side by side.
	{"en", scandi, "P P", "exd5"},
	{"en", ruyLopez, "B Kt", "Bxc6"},
	{"en", twoCaps, "K P P", "exd5"},
	// ...but not a name that goes on with its square: "xQ R(QB1)-Q1" is a
	// capture of the queen and a rook's move (the 72,474-game round trip).
	{"en", queens, "QxQ R(QB1)-Q1", ""},
	{"en", rookTake, "R-xQN7", "Rxb2"},
	{"en", ruyLopez, "B x N", "Bxc6"},
	{"en", ruyLopez, "B. takes Kt.", "Bxc6"},
	{"en", twoKnights, "N(B3)-Q1", "Nd1"},
	{"en", twoKnights, "N(3)-Q1", "Nd1"},
	{"en", twoKnights, "N(QB3)-Q1", "Nd1"},
	{"en", castle, "O - O", "O-O"},
	{"fr", castle, "0 — 0", "O-O"},
	{"fr", castle, "0 — 0 — 0", "O-O-O"},
	// Catalan origin by rank in brackets (ca.wikipedia: "C(1)2R en lloc
	// de C2R"); Spanish capital X (ajedrezargentinoahora: "CRXP").
	{"ca", knightsBack, "C(1)2R", "Nge2"},
	{"ca", knightsBack, "C2R", "Nce2 Nge2"},
	{"es", knightsTake, "CRXP", "Nfxe5"},
	{"es", knightsTake, "CDXP", "Ncxe5"},
	{"es", knightsTake, "CxP", "Ncxe5 Nfxe5"},
	// The file alone in brackets (chessville, "Descriptive Notation":
	// N(QB)-Q1, "frowned upon"); only before the separator.
	{"en", knightsD1, "N-Q1", "Ncd1 Ned1"},
	{"en", knightsD1, "N(QB)-Q1", "Ncd1"},
	{"en", knightsD1, "N(B)-Q1", "Ncd1"},
	{"en", knightsD1, "N(K)-Q1", "Ned1"},
	{"en", knightsD1, "Kt.(K.)-Q.sq.", "Ned1"},
	{"en", knightsD1, "N(KB)-Q1", ""},
	{"en", rooks, "R(KB)-K1", "Rfe1"},
	{"en", rooks, "R(Q)xP", ""},
	{"en", promoTake, "PxN(Q)", "dxc8=Q dxe8=Q+"},
	// The French origin square (the FIDE's rules of 1930, fr.wikisource,
	// page 7: "T 4 CR — 2 CR", the rook on g4 to g2), also unspaced.
	{"fr", rooksG, "T2CR", "Rag2 Rgg2"},
	{"fr", rooksG, "T 4 CR — 2 CR", "Rgg2"},
	{"fr", rooksG, "T4CR-2CR", "Rgg2"},
	{"fr", rooksG, "T 2 TD — 2 CR", "Rag2"},
	{"fr", rooksG, "T 4 CR — 7 CR", ""}, // a dash is no capture
	{"fr", rooksG, "T 4 CR x 7 CR", "Rxg7"},
	{"fr", rooksG, "T 4 CR : 7 CR", "Rxg7"},
	{"es", rooksG, "T4CR-2CR", "Rgg2"},
	{"fr", rooksG, "T 3 CR — 2 CR", ""},
}

const (
	knightsD1 = "4k3/8/8/8/8/2N1N3/8/4K3 w - - 0 1"
	rooksG    = "4k3/6p1/8/8/6R1/8/R7/4K3 w - - 0 1"
)

const (
	knightsBack = "4k3/8/8/8/8/2N5/8/4K1N1 w - - 0 1"
	knightsTake = "4k3/8/8/4p3/2N5/5N2/8/4K3 w - - 0 1"
)

const (
	rookTake   = "1r2k3/8/8/8/8/8/1P6/4K3 b - - 0 1"
	twoKnights = "4k3/8/8/8/8/2N5/8/4K1N1 w - - 0 1"
)

const promoTake = "2n1n2k/3P4/8/8/8/8/8/4K3 w - - 0 1"

const (
	start    = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	afterE4  = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
	scandi   = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
	twoCaps  = "rnbqkbnr/ppp1pppp/8/3p4/2P1P3/8/PP1P1PPP/RNBQKBNR w KQkq - 0 3"
	pxkp     = "rnbqkbnr/ppp2ppp/8/3pp3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3"
	queens   = "rnbqkbnr/ppp2ppp/8/8/8/8/PPP2PPP/RNBQKBNR w KQkq - 0 5"
	ruyLopez = "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 3"
	italian  = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
	castle   = "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w KQkq - 0 8"
	// White's king's knight on d4 (Morphy–Harrwitz after 13. Nd4),
	// the queen's knight on c3.
	kKtOnQ4  = "r4rk1/pppqb2p/2b2p1n/8/3NP2B/2N5/PPP2PPP/3R1RK1 w - - 0 13"
	rooks    = "6k1/5ppp/8/8/8/8/5PPP/3R1RK1 w - - 0 1"
	kingMove = "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
	knights  = "4k3/N7/8/8/8/2N5/8/4K3 w - - 0 1"
	promo    = "7k/3P4/8/8/8/8/8/4K3 w - - 0 1"
	ep       = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
	mate     = "6k1/5ppp/8/8/8/8/1Q4PP/6K1 w - - 0 1"
)

func TestRead(t *testing.T) {
	for _, c := range readCases {
		l := Lookup(c.lang + "-descriptive")
		pos, err := board.ParseFEN(c.fen, board.Chess())
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		f, err := l.Parse(c.text)
		if err != nil {
			if c.want != "" {
				t.Errorf("%s %q: %v", c.lang, c.text, err)
			}
			continue
		}
		var got []string
		for _, m := range f.Candidates(nil, pos) {
			got = append(got, pos.Format(m))
		}
		sortStrings(got)
		if g := strings.Join(got, " "); g != c.want {
			t.Errorf("%s %q on %s: %q, want %q", c.lang, c.text, c.fen, g, c.want)
		}
	}
}

func sortStrings(s []string) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// Not moves: words of prose and broken squares.
func TestNotMove(t *testing.T) {
	for _, c := range []struct{ lang, text string }{
		{"en", "Black"}, {"en", "Kt"}, {"en", "B to QK15"}, {"en", "P-K9"}, {"en", "Knight"},
		{"en", "e4"}, {"en", "Nf3"}, {"es", "de"}, {"es", "La"}, {"es", "Torre"}, {"es", "e4"},
	} {
		if f, err := Lookup(c.lang + "-descriptive").Parse(c.text); err == nil {
			t.Errorf("%s %q read as %+v", c.lang, c.text, f)
		}
	}
}

// twoRooks has White's rooks on d1 and d3, both able to go to d2.
const twoRooks = "4k3/8/8/8/8/3R4/8/3RK3 w - - 0 1"

// What the writer prints, on the positions above.
func TestWrite(t *testing.T) {
	for _, c := range []struct{ lang, fen, uci, want string }{
		{"en", start, "e2e4", "P-K4"},
		{"en", start, "g1f3", "N-KB3"},
		{"en", start, "h2h3", "P-KR3"},
		{"en", afterE4, "e7e5", "P-K4"},
		{"en", scandi, "e4d5", "PxP"},
		{"en", twoCaps, "e4d5", "KPxP"},
		{"en", pxkp, "d4e5", "PxKP"},
		{"en", queens, "d1d8", "QxQch"},
		{"en", ruyLopez, "b5c6", "BxN"},
		{"en", ruyLopez, "b5a4", "B-R4"},
		{"en", castle, "e1g1", "O-O"},
		{"en", castle, "e1c1", "O-O-O"},
		{"en", rooks, "f1e1", "KR-K1"},
		{"en", rooks, "d1d2", "R-Q2"},
		{"en", promo, "d7d8q", "P-Q8=Qch"},
		{"en", ep, "e5d6", "PxP e.p."},
		{"en", mate, "b2h8", ""},
		{"en", mate, "b2b8", "Q-N8 mate"},
		{"en", mate, "b2g7", "QxPch"},
		{"es", start, "e2e4", "P4R"},
		{"es", start, "g1f3", "C3AR"},
		{"es", twoCaps, "e4d5", "PRxP"},
		{"es", queens, "d1d8", "DxD+"},
		{"es", italian, "f1b5", "A5C"},
		{"es", rooks, "f1e1", "TR1R"},
		{"es", mate, "b2b8", "D8C++"},
		{"es", kingMove, "e1d1", "R1D"},
		// Italian as it.wikipedia gives it: a dash, then the file.
		{"it", start, "e2e4", "P-R4"},
		{"it", start, "g1f3", "C-AR3"},
		{"it", start, "h2h3", "P-TR3"},
		{"it", twoCaps, "e4d5", "PRxP"},
		{"it", queens, "d1d8", "DxD+"},
		{"it", italian, "f1b5", "A-C5"},
		{"it", rooks, "f1e1", "TR-R1"},
		{"it", rooks, "d1d2", "T-D2"},
		{"it", mate, "b2b8", "D-C8++"},
		{"it", kingMove, "e1d1", "R-D1"},
		{"it", castle, "e1g1", "O-O"},
		{"it", promo, "d7d8q", "P-D8=D+"},
		{"it", ep, "e5d6", "PxP e.p."},
		// Two rooks on one file: the origin square, in each order.
		{"en", twoRooks, "d1d2", "R(Q1)-Q2"},
		{"es", twoRooks, "d1d2", "T(1D)2D"},
		{"it", twoRooks, "d3d2", "T(D3)-D2"},
	} {
		l := Lookup(c.lang + "-descriptive")
		pos, _ := board.ParseFEN(c.fen, board.Chess())
		m, err := pos.ParseUCI(c.uci)
		if err != nil {
			if c.want != "" {
				t.Errorf("%s: %v", c.uci, err)
			}
			continue
		}
		got := string(l.Append(nil, pos, m))
		if got != c.want {
			t.Errorf("%s %s on %s: %q, want %q", c.lang, c.uci, c.fen, got, c.want)
		}
		// What is written reads back as that move alone.
		f, err := l.Parse(got)
		if err != nil {
			t.Errorf("%q does not read back: %v", got, err)
			continue
		}
		if cand := f.Candidates(nil, pos); len(cand) != 1 || cand[0] != m {
			t.Errorf("%q reads back as %v, want %v", got, cand, m)
		}
	}
}
