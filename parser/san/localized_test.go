package san

import (
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/locales"
)

// lettersOf returns a locale's input letter table.
func lettersOf(t *testing.T, code string) *locales.Input {
	t.Helper()
	loc, err := locales.Lookup(code)
	if err != nil {
		t.Fatal(err)
	}
	return loc.Input(false)
}

// TestParseSANLocalized reads the letters and spellings of real scores
// (see ../shared/guides/notation.md), one language or spelling per case.
// Each lenient spelling must leave its mark in Spelling.
func TestParseSANLocalized(t *testing.T) {
	t.Parallel()
	P, N, B, R, Q, K := board.Pawn, board.Knight, board.Bishop, board.Rook, board.Queen, board.King
	long, other, colon := board.SpellLongAlgebraic, board.SpellOther, board.SpellColonCapture
	tests := []struct {
		tok, lang string
		want      sanWant
	}{
		// Letters per language.
		{"Cf3", "it", sanWant{role: N, to: "f3"}},
		{"Rf1", "it", sanWant{role: K, to: "f1"}},
		{"Dxh3+", "it", sanWant{role: Q, to: "h3", capture: true, check: board.CheckSign}},
		{"Pd3", "it", sanWant{role: P, to: "d3", spell: other}},
		{"Sbd7", "de", sanWant{role: N, from: "b", to: "d7"}},
		{"Lxe7", "de", sanWant{role: B, to: "e7", capture: true}},
		{"Hxa5", "pl", sanWant{role: Q, to: "a5", capture: true}},
		{"Whe1", "pl", sanWant{role: R, from: "h", to: "e1"}},
		{"Jg1f3", "cs", sanWant{role: N, from: "g1", to: "f3"}},
		{"Pxd7", "nl", sanWant{role: N, to: "d7", capture: true}},
		{"Fg7", "fr", sanWant{role: B, to: "g7"}},
		{"Ĉf3", "eo", sanWant{role: N, to: "f3"}},
		{"C\u0302f3", "eo", sanWant{role: N, to: "f3", spell: other}}, // NFC: Ĉ
		// Russian: Кр before К, Latin homoglyphs, Cyrillic files.
		{"Крg1", "ru", sanWant{role: K, to: "g1"}},
		{"Кf3:e5", "ru", sanWant{role: N, from: "f3", to: "e5", capture: true, spell: colon}},
		{"К:d4", "ru", sanWant{role: N, to: "d4", capture: true, spell: colon}},
		{"Kg8-f6", "ru", sanWant{role: N, from: "g8", to: "f6", spell: long}},
		{"Cf1-b5", "ru", sanWant{role: B, from: "f1", to: "b5", spell: long}},
		{"Лf1-е1", "ru", sanWant{role: R, from: "f1", to: "e1", spell: long | other}},
		{"Kb1-с3", "ru", sanWant{role: N, from: "b1", to: "c3", spell: long | other}},
		{"Kpel:f2", "ru", sanWant{role: K, from: "e1", to: "f2", capture: true, spell: colon | other}}, // OCR l for 1
		{"Фd8-d4", "ru", sanWant{role: Q, from: "d8", to: "d4", spell: long}},
		{"О-О", "ru", sanWant{castle: board.KingSide, spell: other}}, // Cyrillic О
		{"Фf7×", "ru", sanWant{role: Q, to: "f7", check: board.MateSign, spell: other}},
		// Greek: letters, files, capital omicron.
		{"Ιζ3", "el", sanWant{role: N, to: "f3", spell: other}}, // non-Latin files are marked
		{"εδ5", "el", sanWant{role: P, from: "e", to: "d5", spell: other}},
		{"Πε1", "el", sanWant{role: R, to: "e1", spell: other}},
		{"Ο-Ο", "el", sanWant{castle: board.KingSide, spell: other}},
		{"Ο-Ο-Ο", "el", sanWant{castle: board.QueenSide, spell: other}},
		// Figurines and full-width forms.
		{"♘f3", "fig", sanWant{role: N, to: "f3"}},
		{"Ｎｆ３", "en", sanWant{role: N, to: "f3", spell: other}},
		// Long algebraic with the spaces the reader joins.
		{"e2 - e4", "en", sanWant{role: P, from: "e2", to: "e4", spell: long | other, board: true}},
		{"e2 – e4", "en", sanWant{role: P, from: "e2", to: "e4", spell: long | other, board: true}},
		{"e5 : d4", "en", sanWant{role: P, from: "e5", to: "d4", capture: true, spell: colon | other, board: true}},
		{"c3: d4", "en", sanWant{role: P, from: "c3", to: "d4", capture: true, spell: colon, board: true}},
		{"Кf3 : d4", "ru", sanWant{role: N, from: "f3", to: "d4", capture: true, spell: colon | other}},
		{"d - e5", "es", sanWant{role: P, from: "d", to: "e5", spell: long | other}},
		{"A - f3", "es", sanWant{role: B, to: "f3", spell: long | other}},
		{"Te 1", "es", sanWant{role: R, to: "e1", spell: other}}, // a square split by a space
		{"Sgl-f3", "pl", sanWant{role: N, from: "g1", to: "f3", spell: long | other}},
		// Mate words and spaced marks the reader joins.
		{"Le7 matt", "de", sanWant{role: B, to: "e7", check: board.MateSign, spell: other}},
		{"Ag4, matto", "it", sanWant{role: B, to: "g4", check: board.MateSign, spell: other}},
		{"Td8 mate.", "es", sanWant{role: R, to: "d8", check: board.MateSign, spell: other}},
		{"Rd8++ MATE", "en", sanWant{role: R, to: "d8", check: board.MateSign, spell: board.SpellDoubleCross | other}},
		{"Qxd8 +", "en", sanWant{role: Q, to: "d8", capture: true, check: board.CheckSign, spell: other}},
		// Promotions and en passant.
		{"e8D", "it", sanWant{role: P, to: "e8", promo: Q, spell: board.SpellPromotionNoEq}},
		{"e8=D", "it", sanWant{role: P, to: "e8", promo: Q}},
		{"e8(D)", "it", sanWant{role: P, to: "e8", promo: Q, spell: board.SpellPromotionParen}},
		{"e8/D", "it", sanWant{role: P, to: "e8", promo: Q, spell: board.SpellPromotionParen}},
		{"exd6 ep", "en", sanWant{role: P, from: "e", to: "d6", capture: true, spell: board.SpellEnPassantMark}},
		// Castling spellings.
		{"0–0", "en", sanWant{castle: board.KingSide, spell: board.SpellCastleZeros | other}},
		{"0-0-0+", "pl", sanWant{castle: board.QueenSide, check: board.CheckSign, spell: board.SpellCastleZeros}},
		// Pawn captures by files.
		{"ed", "en", sanWant{role: P, from: "e", to: "d"}},
		{"e:d4", "it", sanWant{role: P, from: "e", to: "d4", capture: true, spell: colon}},
	}
	for _, tt := range tests {
		got, err := Parse([]byte(tt.tok), lettersOf(t, tt.lang))
		if err != nil {
			t.Errorf("%s (%s): %v", tt.tok, tt.lang, err)
			continue
		}
		w := tt.want
		want := board.SAN{Role: w.role, FromFile: -1, FromRank: -1, ToFile: -1, ToRank: -1,
			Capture: w.capture, Promotion: w.promo, Castle: w.castle, Null: w.null, Check: w.check, Spelling: w.spell, FromBoard: w.board}
		want.FromFile, want.FromRank = sq(w.from)
		want.ToFile, want.ToRank = sq(w.to)
		if got != want {
			t.Errorf("%s (%s):\n got %+v\nwant %+v", tt.tok, tt.lang, got, want)
		}
	}
}

func TestIsCastling(t *testing.T) {
	t.Parallel()
	for tok, want := range map[string]bool{
		"O-O": true, "0-0-0": true, "Ο-Ο": true, "О-О-О+": true, "O–O": true,
		"Ke1": false, "Ο": false, "e4": false, "O-": false,
	} {
		if got := IsCastling([]byte(tok)); got != want {
			t.Errorf("IsCastling(%q) = %v", tok, got)
		}
	}
}
