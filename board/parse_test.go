package board

import (
	"errors"
	"strings"
	"testing"
)

func TestParseSANSyntax(t *testing.T) {
	none := int8(-1)
	tests := []struct {
		in   string
		want SAN
	}{
		{"e4", SAN{Role: Pawn, FromFile: none, FromRank: none, ToFile: 4, ToRank: 3}},
		{"exd5", SAN{Role: Pawn, FromFile: 4, FromRank: none, ToFile: 3, ToRank: 4, Capture: true}},
		{"e8=Q+", SAN{Role: Pawn, FromFile: none, FromRank: none, ToFile: 4, ToRank: 7, Promotion: Queen, Check: CheckSign}},
		{"bxa1=N#", SAN{Role: Pawn, FromFile: 1, FromRank: none, ToFile: 0, ToRank: 0, Capture: true, Promotion: Knight, Check: MateSign}},
		{"a8", SAN{Role: Pawn, FromFile: none, FromRank: none, ToFile: 0, ToRank: 7}}, // Shatranj may omit =Q
		{"Nf3", SAN{Role: Knight, FromFile: none, FromRank: none, ToFile: 5, ToRank: 2}},
		{"Nbd7", SAN{Role: Knight, FromFile: 1, FromRank: none, ToFile: 3, ToRank: 6}},
		{"R1a3", SAN{Role: Rook, FromFile: none, FromRank: 0, ToFile: 0, ToRank: 2}},
		{"Qh4xe1", SAN{Role: Queen, FromFile: 7, FromRank: 3, ToFile: 4, ToRank: 0, Capture: true}},
		{"Kxe2+", SAN{Role: King, FromFile: none, FromRank: none, ToFile: 4, ToRank: 1, Capture: true, Check: CheckSign}},
		{"Bb5", SAN{Role: Bishop, FromFile: none, FromRank: none, ToFile: 1, ToRank: 4}},
		{"O-O", SAN{FromFile: none, FromRank: none, ToFile: none, ToRank: none, Castle: KingSide}},
		{"O-O-O#", SAN{FromFile: none, FromRank: none, ToFile: none, ToRank: none, Castle: QueenSide, Check: MateSign}},
		{"--", SAN{FromFile: none, FromRank: none, ToFile: none, ToRank: none, Null: true}},
	}
	for _, tt := range tests {
		got, err := ParseSAN(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseSAN(%q) = %+v, %v; want %+v", tt.in, got, err, tt.want)
		}
	}
	refused := []struct{ in, msg string }{
		{"", "empty"},
		{"+", "no move before the check sign"},
		{"0-0", "capital letter O"},
		{"o-o-o", "capital letter O"},
		{"nf3", "upper case: N, not n"},
		{"qd1", "upper case: Q, not q"},
		{"Pe4", "without a letter"},
		{"Ñf3", "not 'Ñ'"},
		{"Sf3", "not 'S'"},
		{"e2e4", "by its target square"},
		{"e4xd5", "by its target square"},
		{"e2-e4", "by its target square"},
		{"Ng1-f3", "no dash"},
		{"Ne4:f5", "with x, not :"},
		{"e:d5", "with x, not :"},
		{"axc3", "neighbouring file"},
		{"exe5", "neighbouring file"},
		{"e8Q", "written with = (e8=Q)"},
		{"e8(Q)", "unexpected '('"},
		{"e8=K", "promotes to Q, R, B or N"},
		{"e8=q", "promotes to Q, R, B or N"},
		{"e8=", "missing after ="},
		{"Nf3=Q", "only a pawn promotes"},
		{"Nf3++", "one check sign at most"},
		{"Nf3+#", "one check sign at most"},
		{"N", "target square is missing"},
		{"Nx", "target square is missing"},
		{"Nxf", "unexpected 'f'"},
		{"Nbd", "unexpected 'd'"},
		{"e", "target square is missing"},
		{"e9", "unexpected '9'"},
		{"i4", "not 'i'"},
		{"exd6 e.p.", "unexpected ' '"},
		{"exd6e.p.", "unexpected 'e'"},
		{"Nf3!", "unexpected '!'"},
		{" e4", "not ' '"},
		{"O-O-O-O", "O-O or O-O-O"},
		{"Z0", "not 'Z'"},
	}
	for _, tt := range refused {
		_, err := ParseSAN(tt.in)
		var ne *NotationError
		if !errors.As(err, &ne) || ne.Notation != "SAN" || ne.Text != tt.in || !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("ParseSAN(%q) error %v; want one containing %q", tt.in, err, tt.msg)
		}
	}
}

func TestPositionParseSAN(t *testing.T) {
	tests := []struct {
		fen, san, want string // want: the move in UCI, or the start of the error
		v              Variant
	}{
		{Chess().StartFEN(), "Nf3", "g1f3", Chess()},
		{Chess().StartFEN(), "e4", "e2e4", Chess()},
		{Chess().StartFEN(), "Nxf3+", "g1f3", Chess()}, // x and + are not compared
		{Chess().StartFEN(), "--", "0000", Chess()},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O-O", "e1c1", Chess()},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O+", "e1g1", Chess()},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3", "exd6", "e5d6", Chess()},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "axb8=N", "a7b8n", Chess()},
		{"4k3/P6p/8/8/8/8/8/4K3 w - - 0 1", "a8", "a7a8q", Shatranj()},
		{"4k3/P6p/8/8/8/8/8/4K3 w - - 0 1", "a8=Q", "a7a8q", Shatranj()},

		{Chess().StartFEN(), "Nf6", "illegal move Nf6: no knight can reach f6", Chess()},
		{Chess().StartFEN(), "nf3", `invalid SAN move "nf3": piece letters are upper case`, Chess()},
		{"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2", "Nd2: ambiguous: Nbd2 or Nfd2", Chess()},
		{"8/4P2k/8/8/8/8/8/4K3 w - - 0 1", "e8", "e8: promotion piece missing", Chess()},
		{"4k3/P6p/8/8/8/8/8/4K3 w - - 0 1", "a8=R", "illegal move a8=R: cannot promote to a rook in shatranj", Shatranj()},
		{"4k3/8/8/8/8/8/8/4K2R w K - 0 1", "Kg1", "illegal move Kg1: castling is written O-O", Chess()},
		{"4k3/4r3/8/8/8/8/8/4K3 w - - 0 1", "--", "illegal null move: white is in check", Chess()},
		{"4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "O-O", "illegal move O-O: cannot castle kingside", Chess()},
		{Shatranj().StartFEN(), "O-O", "illegal move O-O: cannot castle: there is no castling in shatranj", Shatranj()},
	}
	for _, tt := range tests {
		p, err := ParseFEN(tt.fen, tt.v)
		if err != nil {
			t.Fatal(err)
		}
		before := *p
		m, err := p.ParseSAN(tt.san)
		got := m.UCI()
		if err != nil {
			got = err.Error()
		}
		if !strings.HasPrefix(got, tt.want) {
			t.Errorf("%s: ParseSAN(%q) = %q; want %q", tt.fen, tt.san, got, tt.want)
		}
		if *p != before {
			t.Errorf("%s: ParseSAN(%q) changed the position", tt.fen, tt.san)
		}
	}
}

func TestParseUCI(t *testing.T) {
	tests := []struct {
		fen, uci, want string // want: the move's SAN, or the start of the error
		v              Variant
	}{
		{Chess().StartFEN(), "g1f3", "Nf3", Chess()},
		{Chess().StartFEN(), "e2e4", "e4", Chess()},
		{Chess().StartFEN(), "0000", "--", Chess()},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1", "O-O", Chess()},
		{"3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1", "O-O-O+", Chess()},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3", "e5d6", "exd6", Chess()},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8q", "axb8=Q+", Chess()},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8r", "a8=R", Chess()},
		{"4k3/P6p/8/8/8/8/8/4K3 w - - 0 1", "a7a8q", "a8=Q", Shatranj()},
		{"4k3/P6p/8/8/8/8/8/4K3 w - - 0 1", "a7a8", "a8=Q", Shatranj()},
		{"4k3/p7/8/8/8/8/P7/4K3 w Kk - 0 1", "e1c2", "Kc2", Shatranj()}, // the king's leap
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "d1f3", "Qf3", ShatranjFersLeap()},

		{Chess().StartFEN(), "e2e5", "illegal move e2e5: the pawn on e2 cannot reach e5", Chess()},
		{Chess().StartFEN(), "e7e5", "illegal move e7e5: the pawn on e7 is black's", Chess()},
		{"8/4P2k/8/8/8/8/8/4K3 w - - 0 1", "e7e8", "illegal move e7e8: a pawn reaching the last rank must promote", Chess()},
		{"4k3/P6p/8/8/8/8/8/4K3 w - - 0 1", "a7a8r", "illegal move a7a8r: cannot promote to a rook in shatranj", Shatranj()},
		{"4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1g1", "illegal move e1g1: cannot castle kingside", Chess()},
		{Chess().StartFEN(), "e2e4q", "illegal move e2e4q: a pawn on e4 does not promote", Chess()},
		{Chess().StartFEN(), "e2e4k", `invalid UCI move "e2e4k": the promotion letter must be q, r, b or n`, Chess()},
		{Chess().StartFEN(), "e7e8Q", `invalid UCI move "e7e8Q"`, Chess()},
		{Chess().StartFEN(), "Nf3", `invalid UCI move "Nf3"`, Chess()},
		{Chess().StartFEN(), "e2-e4", `invalid UCI move "e2-e4"`, Chess()},
		{Chess().StartFEN(), "i2i4", `invalid UCI move "i2i4"`, Chess()},
		{Chess().StartFEN(), "", `invalid UCI move ""`, Chess()},
	}
	for _, tt := range tests {
		p, err := ParseFEN(tt.fen, tt.v)
		if err != nil {
			t.Fatal(err)
		}
		before := *p
		m, err := p.ParseUCI(tt.uci)
		var got string
		if err != nil {
			got = err.Error()
		} else {
			got = p.Format(m)
			if tt.uci != "a7a8" && m.UCI() != tt.uci {
				t.Errorf("%s: %q reads as %v, which writes as %q", tt.fen, tt.uci, m, m.UCI())
			}
		}
		if !strings.HasPrefix(got, tt.want) {
			t.Errorf("%s: ParseUCI(%q) = %q; want %q", tt.fen, tt.uci, got, tt.want)
		}
		if *p != before {
			t.Errorf("%s: ParseUCI(%q) changed the position", tt.fen, tt.uci)
		}
	}
}

// TestUCIRoundTrip: every legal move writes as UCI that reads back to it.
func TestUCIRoundTrip(t *testing.T) {
	for _, c := range []struct {
		fen string
		v   Variant
	}{
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", Chess()},
		{"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", Chess()},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ShatranjFersLeap()},
		{"r1n1k2r/1P4P1/8/3q4/3Q4/8/1p4p1/R1N1K2R w Kk - 0 1", Shatranj()},
	} {
		p, err := ParseFEN(c.fen, c.v)
		if err != nil {
			t.Fatal(err)
		}
		var ml MoveList
		p.LegalMoves(&ml)
		for _, m := range ml.Moves() {
			got, err := p.ParseUCI(m.UCI())
			if err != nil || got != m {
				t.Errorf("%s: %v: ParseUCI(%q) = %v, %v", c.fen, m, m.UCI(), got, err)
			}
			got, err = p.ParseSAN(p.Format(m))
			if err != nil || got != m {
				t.Errorf("%s: %v: ParseSAN(%q) = %v, %v", c.fen, m, p.Format(m), got, err)
			}
		}
	}
}

func BenchmarkAppendUCI(b *testing.B) {
	m := Move{From: NewSquare(4, 6), To: NewSquare(4, 7), Promotion: Queen}
	buf := make([]byte, 0, 8)
	b.ReportAllocs()
	for b.Loop() {
		buf = m.AppendUCI(buf[:0])
	}
}
