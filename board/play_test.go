package board

import (
	"errors"
	"strings"
	"testing"
)

func sq(s string) Square { return NewSquare(int(s[0]-'a'), int(s[1]-'1')) }

func TestPlayChecked(t *testing.T) {
	tests := []struct {
		fen  string
		move Move
		want string // FEN after, or the error text
		ok   bool
	}{
		{Chess().StartFEN(), Move{From: sq("g1"), To: sq("f3")}, "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1", true},
		// The flag is found from the squares: a double step sets the ep square.
		{Chess().StartFEN(), Move{From: sq("e2"), To: sq("e4")}, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", true},
		{"4k3/8/8/8/8/8/8/4K2R w K - 0 1", Move{From: sq("e1"), To: sq("g1")}, "4k3/8/8/8/8/8/8/5RK1 b - - 1 1", true},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3", Move{From: sq("e5"), To: sq("d6")}, "4k3/8/3P4/8/8/8/8/4K3 b - - 0 3", true},
		{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", Move{From: sq("a7"), To: sq("a8"), Promotion: Knight}, "N3k3/8/8/8/8/8/8/4K3 b - - 0 1", true},
		{Chess().StartFEN(), Move{Flag: NullMove}, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1", true},

		{Chess().StartFEN(), Move{From: sq("e2"), To: sq("e5")}, "illegal move e2e5: the pawn on e2 cannot reach e5", false},
		{Chess().StartFEN(), Move{From: sq("e4"), To: sq("e5")}, "illegal move e4e5: no piece on e4", false},
		{Chess().StartFEN(), Move{From: sq("e7"), To: sq("e5")}, "illegal move e7e5: the pawn on e7 is black's, and white is to move", false},
		{Chess().StartFEN(), Move{From: sq("d1"), To: sq("d2")}, "illegal move d1d2: d2 is occupied by a white pawn", false},
		{Chess().StartFEN(), Move{From: sq("g1"), To: sq("f3"), Flag: EnPassant}, "illegal move g1f3: it is legal as a normal move, not as a capture en passant", false},
		{Chess().StartFEN(), Move{From: sq("g1"), To: sq("f3"), Promotion: Queen}, "illegal move g1f3q: only a pawn promotes", false},
		{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", Move{From: sq("a7"), To: sq("a8")}, "illegal move a7a8: a pawn reaching the last rank must promote: a7a8q, a7a8r, a7a8b or a7a8n", false},
		{"4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", Move{From: sq("e2"), To: sq("f4")}, "illegal move e2f4: the knight on e2 is pinned", false},
		{"4k3/8/8/8/8/8/8/4K2R w - - 0 1", Move{From: sq("e1"), To: sq("g1")}, "illegal move e1g1: cannot castle kingside: the king or the rook has already moved", false},
		{"4k3/4r3/8/8/8/8/8/4K3 w - - 0 1", Move{Flag: NullMove}, "illegal null move: white is in check", false},
		{Chess().StartFEN(), Move{From: 64, To: 3}, "illegal move -d1: not a move on the board", false},
	}
	for _, tt := range tests {
		p := mustFEN(t, tt.fen)
		before := *p
		err := p.Play(tt.move)
		if tt.ok {
			if err != nil || p.FEN() != tt.want {
				t.Errorf("%s: Play(%v) = %v, FEN %s; want %s", tt.fen, tt.move, err, p.FEN(), tt.want)
			}
			continue
		}
		var me *MoveError
		if !errors.As(err, &me) || me.Kind != Illegal || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s: Play(%v) = %v, want %q", tt.fen, tt.move, err, tt.want)
		}
		if *p != before {
			t.Errorf("%s: Play(%v) failed but changed the position to %s", tt.fen, tt.move, p.FEN())
		}
	}
}

// TestPlayMatchesGenerator: Play accepts every generated move and plays it
// as PlayUnchecked does, with the flag or without it.
func TestPlayMatchesGenerator(t *testing.T) {
	for _, fen := range []string{
		Chess().StartFEN(),
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3",
	} {
		p := mustFEN(t, fen)
		var ml MoveList
		p.LegalMoves(&ml)
		for _, m := range ml.Moves() {
			want := *p
			want.PlayUnchecked(m)
			for _, try := range []Move{m, {From: m.From, To: m.To, Promotion: m.Promotion}} {
				got := *p
				if err := got.Play(try); err != nil || got != want {
					t.Errorf("%s: Play(%v) = %v", fen, try, err)
				}
			}
		}
	}
}

func TestVariantValues(t *testing.T) {
	if Chess() != (Variant{}) {
		t.Error("Chess() is not the zero Variant")
	}
	p := StartPosition(Chess())
	if p.Variant() != Chess() || Shatranj() == Chess() || Shatranj() == ShatranjFersLeap() {
		t.Error("variants do not compare as values")
	}
	for _, v := range []Variant{Chess(), Shatranj(), ShatranjFersLeap()} {
		q, err := ParseFEN(v.StartFEN(), v)
		if err != nil || q.Variant() != v {
			t.Errorf("%s: ParseFEN: %v, variant %v", v, err, q.Variant())
		}
		if s := StartPosition(v); s.Variant() != v || s.FEN() != v.StartFEN() {
			t.Errorf("%s: StartPosition %s", v, s.FEN())
		}
	}
	pr := Chess().Promotions()
	pr[0] = King
	if !Chess().CanPromoteTo(Queen) || Chess().CanPromoteTo(King) || Chess().Promotions()[0] != Queen {
		t.Error("changing Promotions() changed the variant")
	}
	// StartPosition hands out copies: playing on one leaves the next intact.
	s := StartPosition(Chess())
	s.PlayUnchecked(Move{From: sq("e2"), To: sq("e4"), Flag: DoubleStep})
	if q := StartPosition(Chess()); q.FEN() != Chess().StartFEN() {
		t.Errorf("StartPosition changed: %s", q.FEN())
	}
	if Shatranj().Name() != "shatranj" || !Shatranj().KingLeap() || Shatranj().Castling() || !ShatranjFersLeap().FersLeap() ||
		Shatranj().Queen() != Fers || Shatranj().Bishop() != Alfil || !Chess().EnPassant() || !Chess().DoubleStep() ||
		!Shatranj().StalemateWins() || !Shatranj().BareKingLoses() {
		t.Error("variant accessors disagree with the rules")
	}
}
