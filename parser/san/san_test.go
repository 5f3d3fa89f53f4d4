package san

import (
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/locales"
)

// sanWant is the expected SAN in a compact form.
type sanWant struct {
	role     board.Role
	from, to string // "e", "2", "e2", "" (absent); to "d" means a file only
	capture  bool
	promo    board.Role
	castle   board.CastleSide
	null     bool
	check    board.CheckMark
	spell    board.Spelling
	board    bool // FromBoard: coordinate notation, the piece from the board
}

func sq(s string) (int8, int8) {
	f, r := int8(-1), int8(-1)
	for _, c := range s {
		switch {
		case c >= 'a' && c <= 'h':
			f = int8(c - 'a')
		case c >= '1' && c <= '8':
			r = int8(c - '1')
		}
	}
	return f, r
}

var (
	figurines = locales.NewInput(map[board.Role][]string{
		board.King: {"♔", "♚"}, board.Queen: {"♕", "♛"}, board.Rook: {"♖", "♜"},
		board.Bishop: {"♗", "♝"}, board.Knight: {"♘", "♞"}, board.Pawn: {"♙", "♟"},
	})
	ru = locales.NewInput(map[board.Role][]string{
		board.King: {"Кр"}, board.Queen: {"Ф"}, board.Rook: {"Л"}, board.Bishop: {"С"}, board.Knight: {"К"},
	})
	el = locales.NewInput(map[board.Role][]string{
		board.King: {"Ρ"}, board.Queen: {"Β"}, board.Rook: {"Π"}, board.Bishop: {"Α"}, board.Knight: {"Ι"},
	}).WithFiles(map[string]int{"α": 0, "β": 1, "γ": 2, "δ": 3, "ε": 4, "ζ": 5, "η": 6, "θ": 7})
	fr = locales.NewInput(map[board.Role][]string{
		board.King: {"R"}, board.Queen: {"D"}, board.Rook: {"T"}, board.Bishop: {"F"}, board.Knight: {"C"},
	}).WithFiles(map[string]int{"ç": 2, "é": 4})
	oldEnglish = locales.NewInput(map[board.Role][]string{
		board.King: {"K"}, board.Queen: {"Q"}, board.Rook: {"R"}, board.Bishop: {"B"}, board.Knight: {"N", "Kt"}, board.Pawn: {"P"},
	})
)

func TestParseSAN(t *testing.T) {
	t.Parallel()
	P, N, B, R, Q, K := board.Pawn, board.Knight, board.Bishop, board.Rook, board.Queen, board.King
	tests := []struct {
		tok  string
		l    *locales.Input
		want sanWant
	}{
		{"e4", nil, sanWant{role: P, to: "e4"}},
		{"Nf3", nil, sanWant{role: N, to: "f3"}},
		{"Bb5+", nil, sanWant{role: B, to: "b5", check: board.CheckSign}},
		{"Qxf7#", nil, sanWant{role: Q, to: "f7", capture: true, check: board.MateSign}},
		{"Qxf7++", nil, sanWant{role: Q, to: "f7", capture: true, check: board.MateSign, spell: board.SpellDoubleCross}},
		{"Bxf7†", nil, sanWant{role: B, to: "f7", capture: true, check: board.CheckSign, spell: board.SpellOther}},
		{"Qxf7‡", nil, sanWant{role: Q, to: "f7", capture: true, check: board.MateSign, spell: board.SpellOther}},
		{"exd5", nil, sanWant{role: P, from: "e", to: "d5", capture: true}},
		{"Rae1", nil, sanWant{role: R, from: "a", to: "e1"}},
		{"R1e2", nil, sanWant{role: R, from: "1", to: "e2"}},
		{"Nb8d7", nil, sanWant{role: N, from: "b8", to: "d7"}},
		{"Qh4xe1", nil, sanWant{role: Q, from: "h4", to: "e1", capture: true}},
		{"Kxe2", nil, sanWant{role: K, to: "e2", capture: true}},
		// Castling.
		{"O-O", nil, sanWant{castle: board.KingSide}},
		{"O-O-O+", nil, sanWant{castle: board.QueenSide, check: board.CheckSign}},
		{"0-0", nil, sanWant{castle: board.KingSide, spell: board.SpellCastleZeros}},
		{"0-0-0", nil, sanWant{castle: board.QueenSide, spell: board.SpellCastleZeros}},
		{"o-o", nil, sanWant{castle: board.KingSide, spell: board.SpellOther}},
		{"O–O", nil, sanWant{castle: board.KingSide, spell: board.SpellOther}},
		{"O–O–O#", nil, sanWant{castle: board.QueenSide, check: board.MateSign, spell: board.SpellOther}},
		// Promotion.
		{"e8=Q", nil, sanWant{role: P, to: "e8", promo: Q}},
		{"e8Q", nil, sanWant{role: P, to: "e8", promo: Q, spell: board.SpellPromotionNoEq}},
		{"e8(Q)", nil, sanWant{role: P, to: "e8", promo: Q, spell: board.SpellPromotionParen}},
		{"e8/Q", nil, sanWant{role: P, to: "e8", promo: Q, spell: board.SpellPromotionParen}},
		{"dxe1=N+", nil, sanWant{role: P, from: "d", to: "e1", capture: true, promo: N, check: board.CheckSign}},
		{"e8=q", nil, sanWant{role: P, to: "e8", promo: Q, spell: board.SpellLowercasePiece}},
		{"e8=b", nil, sanWant{role: P, to: "e8", promo: B, spell: board.SpellLowercasePiece}},
		{"e8", nil, sanWant{role: P, to: "e8"}}, // Shatranj: Resolve decides
		// En passant.
		{"exd6e.p.", nil, sanWant{role: P, from: "e", to: "d6", capture: true, spell: board.SpellEnPassantMark}},
		{"exd6 e.p.", nil, sanWant{role: P, from: "e", to: "d6", capture: true, spell: board.SpellEnPassantMark}},
		{"exd6ep", nil, sanWant{role: P, from: "e", to: "d6", capture: true, spell: board.SpellEnPassantMark}},
		{"exd6 ep+", nil, sanWant{role: P, from: "e", to: "d6", capture: true, check: board.CheckSign, spell: board.SpellEnPassantMark}},
		{"exd6+ e.p.", nil, sanWant{role: P, from: "e", to: "d6", capture: true, check: board.CheckSign, spell: board.SpellEnPassantMark}},
		// Captures.
		{"Nf3:e5", nil, sanWant{role: N, from: "f3", to: "e5", capture: true, spell: board.SpellColonCapture}},
		{"e:d5", nil, sanWant{role: P, from: "e", to: "d5", capture: true, spell: board.SpellColonCapture}},
		{"N×e5", nil, sanWant{role: N, to: "e5", capture: true, spell: board.SpellColonCapture}},
		{"Ne5", nil, sanWant{role: N, to: "e5"}},
		// Pawn captures by files.
		{"ed", nil, sanWant{role: P, from: "e", to: "d"}},
		{"exd", nil, sanWant{role: P, from: "e", to: "d", capture: true}},
		{"e:d", nil, sanWant{role: P, from: "e", to: "d", capture: true, spell: board.SpellColonCapture}},
		// Long algebraic.
		{"e2-e4", nil, sanWant{role: P, from: "e2", to: "e4", spell: board.SpellLongAlgebraic, board: true}},
		{"e2e4", nil, sanWant{role: P, from: "e2", to: "e4", board: true}},
		{"Ng1-f3", nil, sanWant{role: N, from: "g1", to: "f3", spell: board.SpellLongAlgebraic}},
		{"Ng1–f3", nil, sanWant{role: N, from: "g1", to: "f3", spell: board.SpellLongAlgebraic | board.SpellOther}},
		{"Ng1f3", nil, sanWant{role: N, from: "g1", to: "f3"}},
		// Every typeset dash, as the en dash (OCR'd and printed texts).
		{"Bd6—c5", nil, sanWant{role: B, from: "d6", to: "c5", spell: board.SpellLongAlgebraic | board.SpellOther}},
		{"e2−e4", nil, sanWant{role: P, from: "e2", to: "e4", spell: board.SpellLongAlgebraic | board.SpellOther, board: true}},
		{"Ng1‒f3", nil, sanWant{role: N, from: "g1", to: "f3", spell: board.SpellLongAlgebraic | board.SpellOther}},
		{"0—0", nil, sanWant{castle: board.KingSide, spell: board.SpellCastleZeros | board.SpellOther}},
		{"O—O—O", nil, sanWant{castle: board.QueenSide, spell: board.SpellOther}},
		{"e7-e8=Q", nil, sanWant{role: P, from: "e7", to: "e8", promo: Q, spell: board.SpellLongAlgebraic, board: true}},
		// Coordinate notation (UCI) that can be a pawn move is one.
		{"e7e5", nil, sanWant{role: P, from: "e7", to: "e5", board: true}},
		{"d4e5", nil, sanWant{role: P, from: "d4", to: "e5", board: true}},
		{"e7e8q", nil, sanWant{role: P, from: "e7", to: "e8", promo: Q, spell: board.SpellLowercasePiece | board.SpellPromotionNoEq, board: true}},
		{"b2a1n", nil, sanWant{role: P, from: "b2", to: "a1", promo: N, spell: board.SpellLowercasePiece | board.SpellPromotionNoEq, board: true}},
		{"g1-f3", nil, sanWant{from: "g1", to: "f3", spell: board.SpellLongAlgebraic, board: true}}, // a dash: maybe White's and Black's moves
		// Null moves.
		{"--", nil, sanWant{null: true}},
		{"Z0", nil, sanWant{null: true, spell: board.SpellOther}},
		// Lowercase piece letters (never a..h).
		{"nf3", nil, sanWant{role: N, to: "f3", spell: board.SpellLowercasePiece}},
		{"bxc3", nil, sanWant{role: P, from: "b", to: "c3", capture: true}},
		// Other languages.
		{"Крe2", ru, sanWant{role: K, to: "e2"}},
		{"Кf3", ru, sanWant{role: N, to: "f3"}},
		{"Кf3:e5", ru, sanWant{role: N, from: "f3", to: "e5", capture: true, spell: board.SpellColonCapture}},
		{"Фh5×", ru, sanWant{role: Q, to: "h5", check: board.MateSign, spell: board.SpellOther}},
		{"Ιζ3", el, sanWant{role: N, to: "f3", spell: board.SpellOther}},
		{"ε4", el, sanWant{role: P, to: "e4", spell: board.SpellOther}},
		{"Cf3", fr, sanWant{role: N, to: "f3"}},
		{"CxCç3", fr, sanWant{role: N, to: "c3", capture: true, spell: board.SpellOther}},
		{"e8=D", fr, sanWant{role: P, to: "e8", promo: Q}},
		{"Ktf3", oldEnglish, sanWant{role: N, to: "f3"}},
		{"Kf1", oldEnglish, sanWant{role: K, to: "f1"}},
		{"Pe4", oldEnglish, sanWant{role: P, to: "e4", spell: board.SpellOther}},
		{"♘f3", figurines, sanWant{role: N, to: "f3"}},
		{"♞xe4+", figurines, sanWant{role: N, to: "e4", capture: true, check: board.CheckSign}},
		{"e8=♕", figurines, sanWant{role: P, to: "e8", promo: Q}},
	}
	for _, tt := range tests {
		got, err := Parse([]byte(tt.tok), tt.l)
		if err != nil {
			t.Errorf("%s: %v", tt.tok, err)
			continue
		}
		w := tt.want
		want := board.SAN{Role: w.role, FromFile: -1, FromRank: -1, ToFile: -1, ToRank: -1,
			Capture: w.capture, Promotion: w.promo, Castle: w.castle, Null: w.null, Check: w.check, Spelling: w.spell, FromBoard: w.board}
		want.FromFile, want.FromRank = sq(w.from)
		want.ToFile, want.ToRank = sq(w.to)
		if got != want {
			t.Errorf("%s:\n got %+v\nwant %+v", tt.tok, got, want)
		}
	}
}

func TestParseSANErrors(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ tok, msg string }{
		{"", "empty move"},
		{"Xe4", "unknown piece letter 'X'"},
		{"♘f3", "unknown piece letter '♘'"},
		{"Poikovsky", "unknown piece letter 'P'"},
		{"N", "missing target square"},
		{"Nx", "missing target square"},
		{"Nf", "missing target square"},
		{"Bxb", "missing target square"},
		{"e9", "missing target square"},
		{"---------", "missing target square"},
		{"e8=", "missing promotion piece"},
		{"e8=X", "missing promotion piece"},
		{"Nf3Q", "unexpected 'Q' in move"},
		{"e4+#", "unexpected '#' in move"},
		{"O-O-", "unknown piece letter 'O'"},
		{"e4 x", "missing target square"},
		{"e4 y", "unexpected 'y' in move"},
		// A move never starts with its separator: the square is missing.
		{"-f3", "unexpected '-' in move"},
		{":e5", "unexpected ':' in move"},
		{"—f3", "unexpected '—' in move"},
		{"×d4", "unknown piece letter '×'"},
	} {
		_, err := Parse([]byte(tt.tok), locales.Standard())
		if err == nil || err.Error() != tt.msg {
			t.Errorf("%q: error %v, want %q", tt.tok, err, tt.msg)
		}
	}
}

// Coordinate notation without a piece letter leaves the piece to the
// board (FromBoard); a move a pawn could make stays a pawn move, so that
// its promotion is read, in any letters.
func TestParseSANCoordinates(t *testing.T) {
	t.Parallel()
	P, B, N, Q := board.Pawn, board.Bishop, board.Knight, board.Queen
	for _, tt := range []struct {
		tok   string
		l     *locales.Input
		role  board.Role
		promo board.Role
	}{
		{"g1f3", nil, board.NoRole, 0},
		{"g1f3+", nil, board.NoRole, 0},
		{"e1g1", nil, board.NoRole, 0},
		{"e1-g1", nil, board.NoRole, 0},
		{"e8c8", nil, board.NoRole, 0},
		{"g1f3", ru, board.NoRole, 0},
		{"g1f3", fr, board.NoRole, 0},
		{"e2e4", nil, P, 0},
		{"f2f3", nil, P, 0}, // a king's step too: the board decides
		{"d7d8b", nil, P, B},
		{"d7d8n", nil, P, N},
		{"e7e8q+", nil, P, Q},
		{"e2-e4", nil, P, 0},
	} {
		san, err := Parse([]byte(tt.tok), tt.l)
		if err != nil || !san.FromBoard || san.Role != tt.role || san.Promotion != tt.promo || san.FromRank < 0 || san.ToRank < 0 {
			t.Errorf("%q: %+v, %v; want role %v, promotion %v, from the board", tt.tok, san, err, tt.role, tt.promo)
		}
	}
	// A letter, or a partial from-square, is no coordinate move.
	for _, tok := range []string{"Ng1f3", "gf3", "exd5", "e4"} {
		if san, err := Parse([]byte(tok), nil); err != nil || san.FromBoard {
			t.Errorf("%q: %+v, %v: want no FromBoard", tok, san, err)
		}
	}
}

func TestParseSANAllocs(t *testing.T) {
	toks := [][]byte{[]byte("Nbxd7+"), []byte("exd6 e.p."), []byte("O-O-O"), []byte("e8=Q#"), []byte("e8(N)"), []byte("Nf3:e5"), []byte("e2e4"), []byte("e7e8q")}
	ruTok := []byte("Крe2")
	n := testing.AllocsPerRun(100, func() {
		for _, tok := range toks {
			if _, err := Parse(tok, locales.Standard()); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := Parse(ruTok, ru); err != nil {
			t.Fatal(err)
		}
	})
	if n != 0 {
		t.Errorf("%v allocations per run", n)
	}
}

func BenchmarkParseSAN(b *testing.B) {
	toks := [][]byte{
		[]byte("e4"), []byte("Nf3"), []byte("exd5"), []byte("O-O"), []byte("Rae1+"),
		[]byte("Qxf7#"), []byte("e8=Q"), []byte("Nb8d7"), []byte("Kxe2"), []byte("bxc3"),
	}
	n := 0
	for _, t := range toks {
		n += len(t)
	}
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		for _, t := range toks {
			if _, err := Parse(t, locales.Standard()); err != nil {
				b.Fatal(err)
			}
		}
	}
}
