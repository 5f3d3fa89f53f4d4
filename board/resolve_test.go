package board

import (
	"fmt"
	"strings"
	"testing"
)

// parseStd reads canonical English SAN, as Format writes it. It is a test
// helper only: the real, lenient, multilingual reader lives in parser/.
func parseStd(t testing.TB, s string) SAN {
	t.Helper()
	san := SAN{FromFile: -1, FromRank: -1, ToFile: -1, ToRank: -1}
	switch {
	case strings.HasSuffix(s, "#"):
		san.Check, s = MateSign, s[:len(s)-1]
	case strings.HasSuffix(s, "+"):
		san.Check, s = CheckSign, s[:len(s)-1]
	}
	switch s {
	case "O-O":
		san.Castle = KingSide
		return san
	case "O-O-O":
		san.Castle = QueenSide
		return san
	case "--":
		san.Null = true
		return san
	}
	if i := strings.IndexByte(s, '='); i >= 0 {
		san.Promotion = sanRole(s[i+1])
		s = s[:i]
	}
	san.Role = Pawn
	if r := sanRole(s[0]); r != NoRole && s[0] >= 'A' && s[0] <= 'Z' {
		san.Role, s = r, s[1:]
	}
	if len(s) < 2 {
		t.Fatalf("bad SAN %q", s)
	}
	san.ToFile, san.ToRank = int8(s[len(s)-2]-'a'), int8(s[len(s)-1]-'1')
	s = s[:len(s)-2]
	if strings.HasSuffix(s, "x") {
		san.Capture, s = true, s[:len(s)-1]
	}
	for _, c := range []byte(s) {
		if c >= 'a' && c <= 'h' {
			san.FromFile = int8(c - 'a')
		} else if c >= '1' && c <= '8' {
			san.FromRank = int8(c - '1')
		}
	}
	return san
}

func mustFEN(t testing.TB, fen string) *Position {
	t.Helper()
	p, err := ParseFEN(fen, Chess())
	if err != nil {
		t.Fatalf("%s: %v", fen, err)
	}
	return p
}

// walkLegal calls visit with p and each legal move of p, and after each
// move goes depth plies further.
func walkLegal(p *Position, depth int, visit func(p *Position, m Move)) {
	var ml MoveList
	p.LegalMoves(&ml)
	for _, m := range ml.Moves() {
		visit(p, m)
		if depth > 0 {
			q := *p
			q.PlayUnchecked(m)
			walkLegal(&q, depth-1, visit)
		}
	}
}

// TestFormatResolveRoundTrip: for every legal move in every position
// reached to depth 2 from each suite position, Resolve(Format(m)) == m and
// canonical SAN carries no lenient spelling.
func TestFormatResolveRoundTrip(t *testing.T) {
	for _, file := range [][]string{{"perft", "sunfish", "perftsuite.epd"}, {"perft", "ethereal", "standard.epd"}} {
		cases := readEPD(t, corpus(t, file...))
		n := 0
		for _, c := range cases {
			walkLegal(mustFEN(t, c.fen), 2, func(p *Position, m Move) {
				s := p.Format(m)
				got, spell, err := p.Resolve(parseStd(t, s))
				n++
				if err != nil || got != m || spell != 0 {
					t.Fatalf("%s: %s (%v): Resolve gave %v, spelling %b, err %v", p.FEN(), s, m, got, spell, err)
				}
			})
		}
		t.Logf("%s: %d moves round-tripped", file[1], n)
	}
}

func TestResolveErrors(t *testing.T) {
	tests := []struct {
		fen, san, want string
		kind           ErrorKind
	}{
		{Chess().StartFEN(), "Nf6", "no knight can reach f6", Illegal},
		{Chess().StartFEN(), "e5", "no pawn can reach e5", Illegal},
		{Chess().StartFEN(), "Bc4", "no bishop can reach c4", Illegal},
		{Chess().StartFEN(), "Qd1", "d1 is occupied by a white queen", Illegal},
		{"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2", "ambiguous: Nbd2 or Nfd2", Ambiguous},
		{"1k6/8/8/8/8/8/4K3/R6R w - - 0 1", "Rd1", "ambiguous: Rad1 or Rhd1", Ambiguous},
		{"8/4P2k/8/8/8/8/8/4K3 w - - 0 1", "e8", "promotion piece missing: e8=Q, e8=R, e8=B or e8=N", Incomplete},
		{"k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "e8=K", "cannot promote to a king in chess", Illegal},
		{"4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O", "cannot castle kingside: the king or the rook has already moved", Illegal},
		{"4k3/8/8/8/8/8/8/5K1R w - - 0 1", "O-O", "cannot castle: the king has moved (it is on f1)", Illegal},
		{"4k3/8/8/8/8/8/8/4KB1R w K - 0 1", "O-O", "cannot castle kingside: f1 is occupied", Illegal},
		{"4k3/8/8/8/8/8/8/4K1NR w K - 0 1", "O-O", "cannot castle kingside: g1 is occupied", Illegal},
		{"4kr2/8/8/8/8/8/8/4K2R w K - 0 1", "O-O", "cannot castle kingside: f1 is attacked", Illegal},
		{"4k1r1/8/8/8/8/8/8/4K2R w K - 0 1", "O-O", "cannot castle kingside: g1 is attacked", Illegal},
		{"4k3/4r3/8/8/8/8/8/4K2R w K - 0 1", "O-O", "cannot castle: the king is in check", Illegal},
		{"4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "Nf4", "the knight on e2 is pinned", Illegal},
		{"4k3/4r3/8/8/8/8/8/3NK3 w - - 0 1", "Nc3", "a knight move to c3 does not get the king out of check", Illegal},
		{"4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "Kd1", "the king cannot go to d1: it would be in check", Illegal},
		{"4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1", "Ncd2", "no knight on the c-file can reach d2 (the knight on b1 can)", Illegal},
		{Chess().StartFEN(), "exd5", "no pawn can capture on d5: it is empty", Illegal},
	}
	for _, tt := range tests {
		t.Run(tt.san, func(t *testing.T) {
			p := mustFEN(t, tt.fen)
			_, _, err := p.Resolve(parseStd(t, tt.san))
			me, ok := err.(*MoveError)
			if !ok {
				t.Fatalf("%s in %s: err = %v, want MoveError %q", tt.san, tt.fen, err, tt.want)
			}
			if me.Msg != tt.want || me.Kind != tt.kind {
				t.Errorf("%s in %s:\n got %q (kind %d)\nwant %q (kind %d)", tt.san, tt.fen, me.Msg, me.Kind, tt.want, tt.kind)
			}
		})
	}
}

func TestResolveLenient(t *testing.T) {
	fileCapture := func(from, to int8) SAN {
		return SAN{Role: Pawn, FromFile: from, FromRank: -1, ToFile: to, ToRank: -1}
	}
	tests := []struct {
		fen  string
		san  SAN
		move string
		want Spelling
	}{
		{"4k3/8/8/8/8/8/8/4K2R w K - 0 1", parseStd(t, "Kg1"), "e1g1", SpellKingMoveCastle},
		{"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", parseStd(t, "Kc1"), "e1c1", SpellKingMoveCastle},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", parseStd(t, "ed5"), "e4d5", SpellMissingCapture},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", fileCapture(4, 3), "e4d5", SpellPawnFileCapture},
		{Chess().StartFEN(), parseStd(t, "Nxf3"), "g1f3", SpellSpuriousCapture},
		{Chess().StartFEN(), parseStd(t, "Ngf3"), "g1f3", SpellOverDisambig},
		{Chess().StartFEN(), parseStd(t, "Ng1f3"), "g1f3", SpellOverDisambig},
		{Chess().StartFEN(), parseStd(t, "e2e4"), "e2e4", SpellLongAlgebraic},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", parseStd(t, "e4xd5"), "e4d5", SpellLongAlgebraic},
		{"4k3/8/8/3q4/8/2N5/8/4K3 w - - 0 1", parseStd(t, "Nc3xd5"), "c3d5", SpellLongAlgebraic},
		// Both hints needed: canonical, nothing to report.
		{"4k3/8/8/8/1N3N2/8/1N6/4K3 w - - 0 1", parseStd(t, "Nb4d3"), "b4d3", 0},
		{Chess().StartFEN(), parseStd(t, "Nf3+"), "g1f3", SpellWrongCheck},
		{"4k3/8/8/8/8/8/8/4K2R w - - 0 1", parseStd(t, "Rh8"), "h1h8", SpellMissingCheck},
		{"6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", parseStd(t, "Ra8+"), "a1a8", SpellWrongCheck},
		{"6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", parseStd(t, "Ra8#"), "a1a8", 0},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3", parseStd(t, "exd6"), "e5d6", 0},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		m, spell, err := p.Resolve(tt.san)
		if err != nil {
			t.Errorf("%s: %+v: %v", tt.fen, tt.san, err)
			continue
		}
		if m.String() != tt.move || spell != tt.want {
			t.Errorf("%s: %+v: got %v spelling %b, want %s spelling %b", tt.fen, tt.san, m, spell, tt.move, tt.want)
		}
		// PlayWritten is PlaySAN without the canonical SAN: the same
		// move, spelling and position after it.
		q, r := *p, *p
		wm, _, wspell, _ := q.PlaySAN(tt.san)
		if gm, gspell, err := r.PlayWritten(&tt.san); err != nil || gm != wm || gspell != wspell || r != q {
			t.Errorf("%s: %+v: PlayWritten gave %v spelling %b (%v), PlaySAN %v spelling %b", tt.fen, tt.san, gm, gspell, err, wm, wspell)
		}
	}
}

func TestFormat(t *testing.T) {
	tests := []struct{ fen, uci, want string }{
		{Chess().StartFEN(), "g1f3", "Nf3"},
		{"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2", "Nbd2"},
		{"4k3/8/8/8/8/1N6/8/1N2K3 w - - 0 1", "b1d2", "N1d2"},
		{"4k3/8/8/8/1N3N2/8/1N6/4K3 w - - 0 1", "b4d3", "Nb4d3"},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1", "O-O"},
		{"3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1", "O-O-O+"},
		{"6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "Ra8#"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8", "axb8=Q+"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3", "e5d6", "exd6"},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		var ml MoveList
		p.LegalMoves(&ml)
		found := false
		for _, m := range ml.Moves() {
			if m.String() == tt.uci || (m.Promotion == Queen && m.String() == tt.uci+"q") {
				found = true
				if got := p.Format(m); got != tt.want {
					t.Errorf("%s %s: got %s, want %s", tt.fen, tt.uci, got, tt.want)
				}
				break
			}
		}
		if !found {
			t.Errorf("%s: %s is not legal", tt.fen, tt.uci)
		}
	}
}

func ExamplePosition_Resolve() {
	p := StartPosition(Chess())
	nf3 := SAN{Role: Knight, FromFile: -1, FromRank: -1, ToFile: 5, ToRank: 2}
	m, _, err := p.Resolve(nf3)
	fmt.Println(m, err)
	nf6 := nf3
	nf6.ToRank = 5
	_, _, err = p.Resolve(nf6)
	fmt.Println(err)
	// Output:
	// g1f3 <nil>
	// no knight can reach f6
}

func BenchmarkResolve(b *testing.B) {
	p := mustFEN(b, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	s := parseStd(b, "Nxf7")
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := p.Resolve(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFormat(b *testing.B) {
	p := mustFEN(b, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	m := Move{From: NewSquare(4, 4), To: NewSquare(5, 6)}
	buf := make([]byte, 0, 16)
	b.ReportAllocs()
	for b.Loop() {
		buf = p.AppendSAN(buf[:0], m)
	}
}

// A move from square to square with no letter (SAN.FromBoard) moves the
// piece on its from-square; the king's two-square move is castling.
func TestResolveFromBoard(t *testing.T) {
	coord := func(from, to string, role Role, promo Role) SAN {
		return SAN{Role: role, FromFile: int8(from[0] - 'a'), FromRank: int8(from[1] - '1'),
			ToFile: int8(to[0] - 'a'), ToRank: int8(to[1] - '1'), Promotion: promo, FromBoard: true}
	}
	castled := "r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R"
	tests := []struct {
		fen  string
		san  SAN
		want string // canonical SAN, or the error
		bits Spelling
	}{
		{Chess().StartFEN(), coord("g1", "f3", NoRole, 0), "Nf3", SpellNoPieceLetter},
		{Chess().StartFEN(), coord("e2", "e4", Pawn, 0), "e4", SpellLongAlgebraic},
		{castled + " w KQkq - 0 1", coord("e1", "g1", NoRole, 0), "O-O", SpellNoPieceLetter | SpellKingMoveCastle},
		{castled + " b KQkq - 0 1", coord("e8", "c8", NoRole, 0), "O-O-O", SpellNoPieceLetter | SpellKingMoveCastle},
		{"8/3P4/8/8/8/8/k7/4K3 w - - 0 1", coord("d7", "d8", Pawn, Bishop), "d8=B", SpellLongAlgebraic},
		// The king's step that a pawn could make: the board says king.
		{"8/8/8/8/8/8/k4K2/8 w - - 0 1", coord("f2", "f3", Pawn, 0), "Kf3", SpellNoPieceLetter},
		{Chess().StartFEN(), coord("e3", "e4", Pawn, 0), "no piece on e3", 0},
		{Chess().StartFEN(), coord("g8", "f6", NoRole, 0), "the knight on g8 is black's, and white is to move", 0},
		{Chess().StartFEN(), coord("g1", "g3", NoRole, 0), "no knight can reach g3", 0},
		{"8/3Q4/8/8/8/8/k7/4K3 w - - 0 1", coord("d7", "d8", Pawn, Knight), "the queen on d7 cannot promote", 0},
	}
	for _, tt := range tests {
		p, err := ParseFEN(tt.fen, Chess())
		if err != nil {
			t.Fatal(err)
		}
		m, spell, err := p.Resolve(tt.san)
		got := ""
		if err != nil {
			got = err.Error()
		} else {
			got = p.Format(m)
		}
		if !strings.Contains(got, tt.want) || err == nil && spell != tt.bits {
			t.Errorf("%s %+v: %q (spelling %b), want %q (%b)", tt.fen, tt.san, got, spell, tt.want, tt.bits)
		}
	}
}
