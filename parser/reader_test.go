package parser

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/notaz-chess/notaz/diag"
)

// render writes a game compactly so that tests can compare whole trees:
// tags as [Name=Value], moves as "N." Text $nag {comment} (variation).
func render(g *Game) string {
	var b strings.Builder
	for _, t := range g.Tags {
		fmt.Fprintf(&b, "[%s=%s]", t.Name, t.Value)
	}
	renderLine(&b, &g.Line)
	if g.Result != "" {
		b.WriteString(" " + g.Result)
	}
	return strings.TrimSpace(b.String())
}

func renderLine(b *strings.Builder, l *Line) {
	for _, m := range l.Moves {
		for _, c := range m.Before() {
			fmt.Fprintf(b, " {%s}", c.Text)
		}
		b.WriteByte(' ')
		if m.Number() > 0 {
			fmt.Fprintf(b, "%d.", m.Number())
		}
		b.Write(m.Text())
		for _, n := range m.NAGs() {
			fmt.Fprintf(b, " $%d", n)
		}
		for _, c := range m.After() {
			fmt.Fprintf(b, " {%s}", c.Text)
		}
		for _, v := range m.Variations() {
			b.WriteString(" (")
			var vb strings.Builder
			renderLine(&vb, v)
			b.WriteString(strings.TrimSpace(vb.String()))
			b.WriteString(")")
			for _, c := range v.After {
				fmt.Fprintf(b, " {%s}", c.Text)
			}
		}
	}
	for _, c := range l.Comments {
		fmt.Fprintf(b, " {%s}", c.Text)
	}
}

// parseAll reads every game of in and renders each, errors included, as
// "render" or "render !error". Warnings are ignored here.
func parseAll(t *testing.T, in string, opts Options) []string {
	t.Helper()
	var out []string
	r := NewReader(strings.NewReader(in), opts)
	for {
		g, err := r.Next()
		if err == io.EOF {
			return out
		}
		var pe *diag.Diagnostic
		if err != nil && !errors.As(err, &pe) {
			t.Fatalf("read error: %v", err)
		}
		s := render(g)
		if pe != nil {
			s += fmt.Sprintf(" !%d:%d: %s", pe.Line, pe.Column, pe.Msg)
		}
		out = append(out, strings.TrimSpace(s))
	}
}

var readerTests = []struct {
	name string
	in   string
	want []string
}{
	{"empty", "", nil},
	{"blank", " \n\n\t\n", nil},
	{"simple", "[Event \"E\"]\n[Site \"S\"]\n\n1. e4 e5 2. Nf3 1-0\n",
		[]string{"[Event=E][Site=S] 1.e4 e5 2.Nf3 1-0"}},
	{"escapes", `[A "b\""] [B "\\x"] [C "A]]"] [D "A]]["] [E "\"A]][\""] [F "\"A]][\"\\"] [G "\"]"] *`,
		[]string{`[A=b"][B=\x][C=A]]][D=A]][][E="A]]["][F="A]]["\][G="]] *`}},
	{"bad escape kept", `[Event "Degenerated \backslash"] *`, []string{`[Event=Degenerated \backslash] *`}},
	{"unescaped quotes", "[Event \"The \"Big\" Open\"]\n[Site \"x\"] *", []string{`[Event=The "Big" Open][Site=x] *`}},
	{"typographic quotes", "[Event “Rosenwald”]\n[Site «Oslo»]\n[Date „1851”] [Round „1“]\n*",
		[]string{"[Event=Rosenwald][Site=Oslo][Date=1851][Round=1] *"}},
	{"tag spaces", "[ Event   \"E\"  ]\n*", []string{"[Event=E] *"}},
	{"tags and moves on one line", `[Event "E"][Round "?.6"] 1.e4 *`, []string{"[Event=E][Round=?.6] 1.e4 *"}},
	{"move numbers", "1.e4 e5 2...Nf6 3… d5 4 c4 5. ... c5 *", []string{"1.e4 e5 2.Nf6 3.d5 4.c4 5.c5 *"}},
	{"ellipsis glued", "1. e4 1…e5 2. Nf3 …Nc6 ...Nf6 *", []string{"1.e4 1.e5 2.Nf3 Nc6 Nf6 *"}},
	{"commas", "1. e4, e5, 2. Nf3,Nc6 *", []string{"1.e4 e5 2.Nf3 Nc6 *"}},
	{"comments", "{start} 1. e4 {after e4} {twice} e5 ; line\n2. Nf3 {multi\nline} *",
		[]string{"{start} 1.e4 {after e4} {twice} e5 { line} 2.Nf3 {multi\nline} *"}},
	{"comment only in variation", "1. e4 ({why not}) e5 *", []string{"1.e4 ({why not}) e5 *"}},
	{"comment after variation", "1. e4 (1. d4) {back} e5 (1... c5 {sic}) {end} *",
		[]string{"1.e4 (1.d4) {back} e5 (1.c5 {sic}) {end} *"}},
	{"escape lines", "%comment\n[Event \"E\"]\n%x [Site \"no\"]\n1. e4 *", []string{"[Event=E] 1.e4 *"}},
	{"percent inside line", "1. e4 %x *", []string{"1.e4 %x *"}},
	{"nags", "1. e4 $1 $14 e5 $255 *", []string{"1.e4 $1 $14 e5 $255 *"}},
	{"glued glyphs", "1. e4!? e5?! 2. Nf3!! Nc6?? 3. Bb5! a6? 4. Ba4+- d6-+ 5. O-O= Be7± 6. Re1∞ *",
		[]string{"1.e4 $5 e5 $6 2.Nf3 $3 Nc6 $4 3.Bb5 $1 a6 $2 4.Ba4 $18 d6 $19 5.O-O $10 Be7 $16 6.Re1 $13 *"}},
	{"check then glyph", "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#! 1-0", []string{"1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# $1 1-0"}},
	{"standalone glyphs", "1. e4 ! e5 ? 2. d4 +- d5 -+ 3. c4 ± c6 ∓ 4. Nc3 = Nf6 ∞ 5. Bg5 ⩲ e6 ⩱ 6. e3 +/= Be7 =/+ *",
		[]string{"1.e4 $1 e5 $2 2.d4 $18 d5 $19 3.c4 $16 c6 $17 4.Nc3 $10 Nf6 $13 5.Bg5 $14 e6 $15 6.e3 $14 Be7 $15 *"}},
	{"variations", "1. e4 (1. d4 d5 (1... Nf6 2. c4 (2. Nf3)) 2. c4) 1... e5 *",
		[]string{"1.e4 (1.d4 d5 (1.Nf6 2.c4 (2.Nf3)) 2.c4) 1.e5 *"}},
	{"nag after variation", "1. e4 (1. d4) $1 e5 *", []string{"1.e4 $1 (1.d4) e5 *"}},
	{"results", "1. e4 1-0\n1. d4 0-1\n1. c4 1/2-1/2\n1. Nf3 ½-½\n1. g3 *\n1. b3 1/2\n",
		[]string{"1.e4 1-0", "1.d4 0-1", "1.c4 1/2-1/2", "1.Nf3 ½-½", "1.g3 *", "1.b3 1/2"}},
	{"castling with zeros is no result", "1. e4 e5 2. 0-0 0-0-0 *", []string{"1.e4 e5 2.0-0 0-0-0 *"}},
	{"null moves", "1. e4 -- 2. Z0 e5 *", []string{"1.e4 -- 2.Z0 e5 *"}},
	{"en passant spaced", "1. e4 a6 2. e5 d5 3. exd6 e.p. exd6 4. d4 ep *", []string{"1.e4 a6 2.e5 d5 3.exd6 e.p. exd6 4.d4 ep *"}},
	{"en passant glued", "3. exd6e.p.! *", []string{"3.exd6e.p. $1 *"}},
	{"promotion in parentheses", "1. e8(Q)+ (1. e8=N) e1(R) *", []string{"1.e8(Q)+ (1.e8=N) e1(R) *"}},
	{"result glued to next game", "1. e4 1-0[Event \"B\"] 1. d4 *", []string{"1.e4 1-0", "[Event=B] 1.d4 *"}},
	{"missing blank lines", "[Event \"A\"]\n1. e4 1-0\n[Event \"B\"]\n1. d4 0-1\n", []string{"[Event=A] 1.e4 1-0", "[Event=B] 1.d4 0-1"}},
	{"missing result", "[Event \"A\"]\n1. e4 e5\n\n[Event \"B\"]\n1. d4 *\n", []string{"[Event=A] 1.e4 e5", "[Event=B] 1.d4 *"}},
	{"missing result at EOF", "[Event \"A\"]\n\n1. d4 d5", []string{"[Event=A] 1.d4 d5"}},
	{"tags only", "[Event \"A\"]\n[Result \"*\"]\n\n[Event \"B\"]\n*\n", []string{"[Event=A][Result=*]", "[Event=B] *"}},
	{"blank line inside tags", "[Event \"A\"]\n\n[Date \"2017\"]\n\n1. e4 *", []string{"[Event=A][Date=2017] 1.e4 *"}},
	{"duplicate tags", "[Event \"A\"]\n[Annotator \"x\"]\n[Annotator \"y\"]\n*", []string{"[Event=A][Annotator=x][Annotator=y] *"}},
	{"stray text", "1. e4 1-0\n\nPoikovsky\n---------\n\n[Event \"B\"]\n1. d4 0-1\nLake Sevan\n",
		[]string{"1.e4 1-0", "[Event=B] 1.d4 0-1"}},
	{"stray after result on the line", "1. e4 1-0 junk\n1. d4 *", []string{"1.e4 1-0", "1.d4 *"}},
	{"comment between games", "1. e4 1-0\n{next}\n[Event \"B\"]\n1. d4 *", []string{"1.e4 1-0", "[Event=B] {next} 1.d4 *"}},
	{"lone result between games", "1. e4 1-0\n1-0\n[Event \"B\"]\n1. d4 *", []string{"1.e4 1-0", "[Event=B] 1.d4 *"}},
	{"bare movetext without numbers", "e4 e5 Nf3 *", []string{"e4 e5 Nf3 *"}},
	{"BOM", "\ufeff[Event \"A\"]\n*", []string{"[Event=A] *"}},
	{"CRLF", "[Event \"A\"]\r\n\r\n1. e4 {a\r\nb} e5 1-0\r\n[Event \"B\"]\r\n*\r\n", []string{"[Event=A] 1.e4 {a\r\nb} e5 1-0", "[Event=B] *"}},
	{"CR", "[Event \"A\"]\r\r1. e5 *\r[Event \"B\"]\r*\r", []string{"[Event=A] 1.e5 *", "[Event=B] *"}},
	{"NBSP", "1.\u00a0e4\u00a0e5 *", []string{"1.e4 e5 *"}},
	{"BOM in mid-stream", "1. e4 *\n\ufeff[Event \"B\"]\n*", []string{"1.e4 *", "[Event=B] *"}},
	{"stray braces", "1. e4 } e5 ] *", []string{"1.e4 e5 *"}},
	{"result in variation ignored", "1. e4 (1. d4 1-0) e5 *", []string{"1.e4 (1.d4) e5 *"}},
	{"comment between variations", "1. e4 e5 2. Nf3 Nc6 3. Bb5 (3. Bc4) {c} (3. d4) 3... a6 *",
		[]string{"1.e4 e5 2.Nf3 Nc6 3.Bb5 (3.Bc4) {c} (3.d4) 3.a6 *"}},
	{"comments between and after variations", "1. e4 (1. d4) {a} $1 {b} (1. c4 (1. Nf3) {c} (1. g3) {d}) {e} (1. b3) {f} 1... e5 (1... c5) {g} *",
		[]string{"1.e4 $1 (1.d4) {a} {b} (1.c4 (1.Nf3) {c} (1.g3) {d}) {e} (1.b3) {f} 1.e5 (1.c5) {g} *"}},
	{"unicode glyphs", "1. e4‼ e5⁇ 2. Nf3⁉ Nc6⁈ 3. Bb5 ‼ a6 ⁇ 4. Ba4 ⁉ Nf6 ⁈ 5. O-O□ Be7 □ 6. Re1+− b5−+ 7. Bb3 +− d6 −+ *",
		[]string{"1.e4 $3 e5 $4 2.Nf3 $5 Nc6 $6 3.Bb5 $3 a6 $4 4.Ba4 $5 Nf6 $6 5.O-O $7 Be7 $7 6.Re1 $18 b5 $19 7.Bb3 $18 d6 $19 *"}},
	{"glyph after check", "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#‼ 1-0", []string{"1.e4 e5 2.Qh5 Nc6 3.Bc4 Nf6 4.Qxf7# $3 1-0"}},
	{"glued results", "1... h6*\n1.e4*\n4. Qxf7#1-0\n1. d4 d5!0-1\n1. c4 c5½-½\n1. Nf3 Nf61/2-1/2\n1. g3 O-O*\n",
		[]string{"1.h6 *", "1.e4 *", "4.Qxf7# 1-0", "1.d4 d5 $1 0-1", "1.c4 c5 ½-½", "1.Nf3 Nf6 1/2-1/2", "1.g3 O-O *"}},
	{"numbers are not glued results", "[Event \"A\"]\n1. e4 11-0 *", []string{"[Event=A] 1.e4 11-0 *"}},
	{"glued results after promotions", "1. e8=Q*\n1. e8Q1-0\n1. e8(N)+*\n1. O-O-O#1-0\n", []string{"1.e8=Q *", "1.e8Q 1-0", "1.e8(N)+ *", "1.O-O-O# 1-0"}},
	{"prose is no glued result", "[Event \"A\"]\n1. e4 WARRANTY** e5 *", []string{"[Event=A] 1.e4 WARRANTY** e5 *"}},
	{"row of dashes in a game", "[Event \"A\"]\n---------\n1. e4 ___ e5 ===== -- *", []string{"[Event=A] 1.e4 e5 -- *"}},
	{"coordinate notation starts a game", "Poikovsky\ng1f3 g8f6 *", []string{"g1f3 g8f6 *"}},

	// Localized scores from web pages (../shared/corpus/localized).
	{"white-black pairs", "1.e4-e5; 2.f4-exf4; 3. Ac4-Dh4+; 4. Rf1-b5; 5. Cxc7+ – Rd8; 6.Rxg2- Dxh3+!!; 7. Rh5-Ag4, matto 0-1",
		[]string{"1.e4 e5 2.f4 exf4 3.Ac4 Dh4+ 4.Rf1 b5 5.Cxc7+ Rd8 6.Rxg2 Dxh3+ $3 7.Rh5 Ag4, matto 0-1"}},
	{"long algebraic is not a pair", "1. e2-e4 e7-e5 2. Ng1-f3 *", []string{"1.e2-e4 e7-e5 2.Ng1-f3 *"}},
	{"spaced long algebraic", "1. e2 - e4 e7 – e5 2. Кg1 - f3 d6 3. d4 e5 : d4 4. Кf3 : d4 c3: d4 *",
		[]string{"1.e2 - e4 e7 – e5 2.Кg1 - f3 d6 3.d4 e5 : d4 4.Кf3 : d4 c3: d4 *"}},
	{"spaced marks", "1. e4 e5 2. Qxd8 + Kxd8 3. Le7 matt\n4. Td8 mate. *", []string{"1.e4 e5 2.Qxd8 + Kxd8 3.Le7 matt 4.Td8 mate. *"}},
	{"numbers without dots", "Anderssen - Dufresne\n1 e4, e5; 2 Cf3, Cc6;\n3 Ac4, Ac5 *", []string{"1.e4 e5 2.Cf3 Cc6 3.Ac4 Ac5 *"}},
	{"semicolon comment in a tagged game", "[Event \"A\"]\n1. e4 e5; 2. Nf3\n*", []string{"[Event=A] 1.e4 e5 { 2. Nf3} *"}},
	{"semicolon before prose", "1. e4 e5 ; good\n2. Nf3 *", []string{"1.e4 e5 { good} 2.Nf3 *"}},
	{"bracket headings", "[C33] Gambetto di Re\n[pgn][Event \"A\"]\n1. e4 [ 1. d4 (1. c4) ] e5 *",
		[]string{"[Event=A] 1.e4 { 1. d4 (1. c4) } e5 *"}},
	{"prose in parentheses", "1. e4 (la variante Steinitz, 1. d4) e5 (1... c5) 2. Nf3 (diagrama) *",
		[]string{"1.e4 {la variante Steinitz, 1. d4} e5 (1.c5) 2.Nf3 {diagrama} *"}},
	{"periods and dashes", "1. e4 e5. 2. O-O. - 3. Nf3 18..- f6 1-0.", []string{"1.e4 e5 2.O-O 3.Nf3 18.f6 1-0"}},
	{"move 1 again starts a game", "18. Ld6 Dxa1+ 19. Ke2\n1.e4 e5 2.f4 *", []string{"18.Ld6 Dxa1+ 19.Ke2", "1.e4 e5 2.f4 *"}},
	{"move 1 twice is one game", "1. e2e4\n\n1. e7e5 *", []string{"1.e2e4 1.e7e5 *"}},
	{"greek", "1.ε4 ε5 2.Ιζ3 Ιγ6 3.Αβ5 α6 4.Ο-Ο [9.Αδ5 Αβ4] δ5 *", []string{"1.ε4 ε5 2.Ιζ3 Ιγ6 3.Αβ5 α6 4.Ο-Ο {9.Αδ5 Αβ4} δ5 *"}},

	// Errors: the game is returned with what was read before the error,
	// and reading goes on with the next game.
	// A bracket left open where the game's text is cut short is closed
	// there (a warning: TestBracketRecovery), the moves before it kept;
	// with no move before it, or the game's result inside it (its end was
	// written: a bracket lost earlier), the game is an error.
	{"unclosed comment at EOF", "[Event \"A\"]\n1. e4 {oops\n*\n", []string{"[Event=A] 1.e4 !2:7: unclosed comment"}},
	{"unclosed comment before next game", "[Event \"A\"]\n1. e4 {oops\n*\n\n[Event \"B\"]\n1. d4 *",
		[]string{"[Event=A] 1.e4 !2:7: unclosed comment", "[Event=B] 1.d4 *"}},
	{"comment cut at EOF", "[Event \"A\"]\n1. e4 {oops\n", []string{"[Event=A] 1.e4 {oops}"}},
	{"unclosed comment, no move before it", "[Event \"A\"]\n{oops 1. e4\n*\n", []string{"[Event=A] !2:1: unclosed comment"}},
	{"unclosed '[', no move before it", "[Event \"A\"]\n[ 1. e4\n*\n", []string{"[Event=A] !2:1: unclosed '['"}},
	// In a PGN game (tags) a ')' that closes nothing, a '(' before the
	// first move are text; in text without tags, errors (the decoder
	// reads the text again).
	{"unbalanced paren", "1. e4 ) e5 *\n[Event \"B\"]\n1. d4 *", []string{"1.e4 !1:7: unbalanced ')'", "[Event=B] 1.d4 *"}},
	{"unbalanced paren in a PGN game", "[Event \"A\"]\n1. e4 ) e5 *\n[Event \"B\"]\n1. d4 *", []string{"[Event=A] 1.e4 {)} e5 *", "[Event=B] 1.d4 *"}},
	{"unclosed variation", "1. e4 (1. d4 *\n[Event \"B\"]\n1. d4 *", []string{"1.e4 (1.d4) !1:7: unclosed variation", "[Event=B] 1.d4 *"}},
	{"variation cut", "[Event \"A\"]\n1. e4 (1. d4\n[Event \"B\"]\n1. d4 *", []string{"[Event=A] 1.e4 (1.d4)", "[Event=B] 1.d4 *"}},
	{"variation cut, no tags", "1. e4 (1. d4\n[Event \"B\"]\n1. d4 *", []string{"1.e4 (1.d4) !1:7: unclosed variation", "[Event=B] 1.d4 *"}},
	{"variation first", "[Event \"A\"]\n(1. d4) 1. e4 *", []string{"[Event=A] {1. d4} 1.e4 *"}},
	// Moves after stray text on its line make a game, never lost: here one
	// with an error, kept verbatim by convert.
	{"paren between games, then moves", "(1. d4) 1. e4 *", []string{"1.d4 !1:7: unbalanced ')'"}},
	{"bad tag", "[Event \"A\"]\n[Site]\n1. e4 *\n[Event \"B\"]\n*", []string{"[Event=A] !2:6: tag value must be in quotes", "[Event=B] *"}},
	{"missing tag name", "[\"Somewhere\"]\n*\n", []string{"!1:2: missing tag name"}},
	{"unterminated tag", "[Event \"A\"]\n[Site \"\n\n*\n\n[Event \"B\"]\n*", []string{"[Event=A] !2:7: unterminated tag value", "[Event=B] *"}},
	{"missing ']'", "[Event \"x\"\n\n*\n\n[Event \"B\"]\n*", []string{"!1:11: missing ']' after tag value", "[Event=B] *"}},
	{"junk before ']'", "[Event \"A\"]\n[Site \"S\" junk]\n\n*\n[Event \"B\"]\n*", []string{"[Event=A] !2:11: unexpected \"junk\" after tag value", "[Event=B] *"}},
	{"line break in tag value", "[Event \"A\"]\n[Site \"S\n\"]\n\n*\n[Event \"B\"]\n*", []string{"[Event=A] !2:7: unterminated tag value", "[Event=B] *"}},
	{"tag value continued on the next line", "[Event \"A\"]\n[Site \"Somewhere\r\non the \"Earth\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n[Event \"B\"]\n*",
		[]string{"[Event=A] !2:7: unterminated tag value", "[Event=B] *"}},
	{"tag value not continued", "[Event \"A\"]\n[Site \"Somewhere\n[Round \"1\"]\n1. e4 *\n[Event \"B\"]\n*",
		[]string{"[Event=A] !2:7: unterminated tag value", "[Event=B] *"}},
	// A value missing its closing quote on a line that ends with ']' is
	// closed there, unless the next line closes it.
	{"value closed at the ']'", "[Event \"Lille ]\n[Site \"S\"]\n1. e4 *\n[Event \"B\"]\n*",
		[]string{"[Event=Lille][Site=S] 1.e4 *", "[Event=B] *"}},
	{"value closed at the ']' at EOF", "[Event \"A\"]\n[Site \"Lille]", []string{"[Event=A][Site=Lille]"}},
	{"value closed at the ']' after CRLF", "[Event \"Lille ] \r\n\r\n1. e4 *", []string{"[Event=Lille] 1.e4 *"}},
	{"value continued, not closed at the ']'", "[Event \"A ]\nB\"]\n1. e4 *\n[Event \"B\"]\n*",
		[]string{"!1:8: unterminated tag value", "[Event=B] *"}},
	// A tag line missing its '[' is read as a tag: first in the file,
	// among other tags, and after movetext (which it ends, as a tag does).
	{"tag missing '[' first", "Event \"X\"]\n[Site \"S\"]\n\n1. e4 *", []string{"[Event=X][Site=S] 1.e4 *"}},
	{"tag missing '[' among tags", "[Event \"X\"]\n  Site  “S” ]\n[Date \"?\"]\n1. e4 *", []string{"[Event=X][Site=S][Date=?] 1.e4 *"}},
	{"tag missing '[' after moves", "[Event \"A\"]\n1. e4 e5\nEvent \"B\"]\n1. d4 *", []string{"[Event=A] 1.e4 e5", "[Event=B] 1.d4 *"}},
	{"indented tag missing '[' alone at EOF", " Event \"x\"]\n", []string{"[Event=x]"}},
	{"not a tag line: no ']'", "Event \"X\"\n1. e4 *", []string{"1.e4 *"}},
	{"not a tag line: text after ']'", "[Event \"A\"]\nNote \"x\"] and more\n1. e4 *", []string{"[Event=A] {Note \"x\"} {and more} 1.e4 *"}}, // prose: comments
	{"bad nag", "1. e4 $ e5 $300 *", []string{"1.e4 !1:7: '$' without a number"}},
	{"bad nag in a PGN game", "[Event \"A\"]\n1. e4 $ e5 $300 *", []string{"[Event=A] 1.e4 {$} e5 !2:12: NAG $300 out of range"}},
	{"bracket text is a comment", "1. e4 [%clk 0:01] e5 *", []string{"1.e4 {%clk 0:01} e5 *"}},
	{"unclosed bracket", "1. e4 [ 1... d5 (1... c5\n", []string{"1.e4 !1:7: unclosed '['"}},
	{"unclosed bracket in a PGN game", "[Event \"A\"]\n1. e4 [ 1... d5 (1... c5\n", []string{"[Event=A] 1.e4 { 1... d5 (1... c5}"}},
}

func TestReader(t *testing.T) {
	t.Parallel()
	for _, tt := range readerTests {
		t.Run(tt.name, func(t *testing.T) {
			got := parseAll(t, tt.in, Options{})
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("input %q\ngot:\n%s\nwant:\n%s", tt.in, strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
			// The same through tiny buffers and one-byte reads: game
			// boundaries must not depend on where reads end.
			r := NewReader(iotest.OneByteReader(strings.NewReader(tt.in)), Options{BufferSize: 1})
			var small []string
			for {
				g, err := r.Next()
				if err == io.EOF {
					break
				}
				var pe *diag.Diagnostic
				if err != nil && !errors.As(err, &pe) {
					t.Fatal(err)
				}
				s := render(g)
				if pe != nil {
					s += fmt.Sprintf(" !%d:%d: %s", pe.Line, pe.Column, pe.Msg)
				}
				small = append(small, strings.TrimSpace(s))
			}
			if strings.Join(small, "\n") != strings.Join(got, "\n") {
				t.Errorf("with one-byte reads:\n%s\nwant:\n%s", strings.Join(small, "\n"), strings.Join(got, "\n"))
			}
			checkCoverage(t, []byte(tt.in), gamesOf(t, tt.in), r.Warnings())
		})
	}
}

func gamesOf(t *testing.T, in string) []*Game {
	games, _, _ := readAll(t, []byte(in), Options{})
	return games
}

func TestWarnings(t *testing.T) {
	t.Parallel()
	in := "1. e4 1-0\nPoikovsky\n---------\n[Event “A”]\n[Site \"The \"Big\" Open\"]\n1. d4 } *\nLake Sevan\n"
	r := NewReader(strings.NewReader(in), Options{Name: "t.pgn"})
	var got []string
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		for _, w := range g.Warnings {
			got = append(got, fmt.Sprintf("%s [%s]", w.Error(), kindOf(w)))
		}
	}
	for _, w := range r.Warnings() {
		got = append(got, fmt.Sprintf("%s [%s]", w.Error(), kindOf(w)))
	}
	want := []string{
		`t.pgn:2:1: warning: stray text skipped: "Poikovsky" [stray text]`,
		`t.pgn:3:1: warning: stray text skipped: "---------" [stray text]`,
		`t.pgn:4:1: warning: game 2: typographic quotes around tag value [lenient syntax]`,
		`t.pgn:5:12: warning: game 2: unescaped quote in tag value [lenient syntax]`,
		`t.pgn:5:16: warning: game 2: unescaped quote in tag value [lenient syntax]`,
		`t.pgn:6:7: warning: game 2: stray '}' skipped [lenient syntax]`,
		`t.pgn:7:1: warning: stray text skipped: "Lake Sevan" [stray text]`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// diagnosticTests check the syntax error and warnings of one game, with
// their positions (line:column, in characters).
var diagnosticTests = []struct {
	name, in string
	err      string // "line:col: message" or ""
	warnings []string
}{
	// A tag missing its ']' is no unescaped quote.
	{"missing ']'", "[Event \"x\"\n\n*\n", "1:11: missing ']' after tag value", nil},
	{"missing ']' with spaces", "[Event \"x\"  \n*\n", "1:11: missing ']' after tag value", nil},
	{"missing ']' after quotes", "[Event \"The \"Big\" Open\"\n*\n", "1:24: missing ']' after tag value", nil},
	{"junk before ']'", "[Site \"S\" junk]\n*\n", `1:11: unexpected "junk" after tag value`, nil},
	{"junk without ']'", "[Site \"Ж\" %~<|>\n*\n", `1:11: unexpected "%~<|>" after tag value`, nil},
	// A line break in the value: at the opening quote, and no warning
	// about the '"]' on the next line.
	{"line break in tag value", "[Site \"S\n\"]\n\n*\n", "1:7: unterminated tag value", nil},
	{"no closing quote", "[Event \"A\"]\n[Site \"Evil \\\\\\\\\n\n*\n", "2:7: unterminated tag value", nil},
	{"typographic quote unterminated", "[Site „Oslo\n*\n", "1:7: unterminated tag value", nil},
	{"warnings before the error kept", "[Event “A”]\n[Site \"S\"\n*\n", "2:10: missing ']' after tag value",
		[]string{"1:1: typographic quotes around tag value"}},
	{"missing closing quote", "[Event \"Lille ]\n*\n", "", []string{"1:15: missing closing quote before ']': tag value closed there"}},
	{"missing closing quote, typographic", "[Event „Łódź ]\n*\n", "",
		[]string{"1:14: missing closing quote before ']': tag value closed there", "1:1: typographic quotes around tag value"}},
	{"no closing quote and no ']'", "[Event \"Lille\n*\n", "1:8: unterminated tag value", nil},
	{"escaped quote before ']'", "[Event \"C:\\games\\\"]\n*\n", "1:8: unterminated tag value", nil},
	{"quote inside, no closing quote", "[Event \"The \"Big Open ]\n*\n", `1:14: unexpected "Big Open" after tag value`, nil},
	{"tag missing '['", "Event \"X\"]\n*\n", "", []string{"1:1: tag line missing its '[': read as a tag"}},
	{"tag missing '[' after tags", "[Event \"X\"]\n Site \"S\"]\n*\n", "", []string{"2:2: tag line missing its '[': read as a tag"}},
	{"no warnings after the error", "[Site \"S\n\"] } ]\n[Round “1”]\n*\n", "1:7: unterminated tag value", nil},
	{"unescaped quotes still read", "[Event \"The \"Big\" Open\"]\n*\n", "",
		[]string{"1:13: unescaped quote in tag value", "1:17: unescaped quote in tag value"}},
	{"glued result", "1... h6*\n", "", []string{"1:8: result glued to the move"}},
	{"glued result after mate", "1. f3 e5 2. g4 Qh4#0-1\n", "", []string{"1:20: result glued to the move"}},
	{"row of dashes", "[Event \"A\"]\n---------\n1. e4 *\n", "", []string{`2:1: stray text skipped: "---------"`}},
}

func TestDiagnostics(t *testing.T) {
	t.Parallel()
	for _, tt := range diagnosticTests {
		t.Run(tt.name, func(t *testing.T) {
			r := NewReader(strings.NewReader(tt.in), Options{})
			g, err := r.Next()
			if g == nil {
				t.Fatalf("no game: %v", err)
			}
			got := ""
			if err != nil {
				var pe *diag.Diagnostic
				if !errors.As(err, &pe) {
					t.Fatal(err)
				}
				got = fmt.Sprintf("%d:%d: %s", pe.Line, pe.Column, pe.Msg)
			}
			if got != tt.err {
				t.Errorf("error %q, want %q", got, tt.err)
			}
			var ws []string
			for _, w := range g.Warnings {
				ws = append(ws, fmt.Sprintf("%d:%d: %s", w.Line, w.Column, w.Msg))
			}
			if strings.Join(ws, "\n") != strings.Join(tt.warnings, "\n") {
				t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(ws, "\n"), strings.Join(tt.warnings, "\n"))
			}
			if g, err := r.Next(); err != io.EOF {
				t.Errorf("a second game: %v %v", g, err)
			}
		})
	}
}

func TestPositions(t *testing.T) {
	t.Parallel()
	// Line 3 holds multibyte text before the move: columns count runes.
	in := "\ufeff[Event \"Ελλάδα\"]\n\n{Ходы:} 1. e4 {é} Nf6\r\n2. d4\r3. c4 *"
	r := NewReader(strings.NewReader(in), Options{})
	g, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	type want struct {
		text      string
		line, col int
		offset    int64
	}
	cases := []struct {
		got  Pos
		want want
	}{
		{g.Tags[0].Pos, want{"[Event", 1, 1, 3}},
		{g.Moves[0].Before()[0].Pos, want{"{Ходы:}", 3, 1, int64(strings.Index(in, "{"))}},
		{g.Moves[0].Pos(), want{"e4", 3, 12, int64(strings.Index(in, "e4"))}},
		{g.Moves[1].Pos(), want{"Nf6", 3, 19, int64(strings.Index(in, "Nf6"))}},
		{g.Moves[2].Pos(), want{"d4", 4, 4, int64(strings.Index(in, "d4"))}},
		{g.Moves[3].Pos(), want{"c4", 5, 4, int64(strings.Index(in, "c4"))}},
		{g.ResultPos, want{"*", 5, 7, int64(len(in) - 1)}},
	}
	for _, c := range cases {
		if int(c.got.Line) != c.want.line || g.Column(c.got) != c.want.col || c.got.Offset != c.want.offset {
			t.Errorf("%s: got %d:%d @%d, want %d:%d @%d", c.want.text, c.got.Line, g.Column(c.got), c.got.Offset,
				c.want.line, c.want.col, c.want.offset)
		}
	}
}

func TestColumnMidLine(t *testing.T) {
	t.Parallel()
	// The second game starts after the first one's result on the same
	// line: its columns still count from the start of the line, also when
	// the line began in an earlier read. The last line is stray text.
	in := "1. e4 1-0 [Event \"Ж\"] 1. d4 *\nстрока 1. c4 *\n"
	for _, size := range []int{0, 1} {
		r := NewReader(iotest.OneByteReader(strings.NewReader(in)), Options{BufferSize: size})
		var cols []int
		for {
			g, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			cols = append(cols, g.Column(g.Start), g.Column(g.Moves[0].Pos()))
		}
		if fmt.Sprint(cols) != "[1 4 11 26 8 11]" {
			t.Errorf("buffer %d: columns %v, want [1 4 11 26 8 11]", size, cols)
		}
	}
}

func TestStrayLineWithMoves(t *testing.T) {
	t.Parallel()
	// Moves after stray text on a line are a game, never lost: "строка "
	// is stray text (reported once, never a move), "1. c4 *" the game.
	r := NewReader(strings.NewReader("строка 1. c4 *\nGame 1. Carlsen - Anand\n"), Options{})
	g, err := r.Next()
	if err != nil || len(g.Moves) != 1 || string(g.Moves[0].Text()) != "c4" {
		t.Fatalf("got game %v, err %v", g, err)
	}
	if w := g.Warnings; len(w) != 1 || kindOf(w[0]) != stray || w[0].Msg != `stray text skipped: "строка "` {
		t.Errorf("warnings %v", w)
	}
	// A heading whose number is followed by no move stays stray text.
	if g, err := r.Next(); err != io.EOF {
		t.Fatalf("got game %v, err %v", g, err)
	}
	if w := r.Warnings(); len(w) != 1 || w[0].Msg != `stray text skipped: "Game 1. Carlsen - Anand"` {
		t.Errorf("warnings %v", w)
	}
}

// TestStrayLineMovesInLetters: a move number after a list item's bullet
// starts a game when the move reads in any language's letters and files,
// not only in English ("- 1.ε4 γ5", a list item of a Greek page); after
// words, English letters are needed, as before; a heading whose number is
// followed by a word stays stray text in every language.
func TestStrayLineMovesInLetters(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in    string
		first string // the game's first move, "" for no game
	}{
		{"- 1.e4 c5\n", "e4"},
		{"- 1.ε4 γ5\n- 2.Ιζ3 δ6\n", "ε4"},
		{"• 1. Cf3 d5\n", "Cf3"},
		{"* 1. Sf3 Sf6\n", "Sf3"},
		{"Partita 1. Nf3 d5\n", "Nf3"},
		{"Partita 1. Cf3 d5\n", ""},
		{"Κινήσεις 1.ε4 ε5 2.Ιγ3\n", ""},
		{"Game 1. Carlsen - Anand\n", ""},
		{"Kapitel 1. Eröffnungen\n", ""},
		{"Глава 1. Дебют\n", ""},
		// The numbering that leads to the first English move starts the
		// game (fr/auger-meyer): "1. Cf3 d5" is not skipped as stray text.
		{"Auger 1. Cf3 d5 2. g3 Cf6\n", "Cf3"},
		{"Ronde 1. Cf3 Cf6 c6 d5 Fg2 2. g3\n", "g3"},
		{"Ronde 2 Partie 1. Cf3 d5 2. g3 Cf6 3. Fg2\n", "Cf3"},
		{"Ronde 3. Cf3 d5 2. g3 Cf6\n", "g3"},
		// A word glued to the first number (de/beispiel1: a page's
		// "Bearbeiten" link), when "2." follows: the game starts at 1.
		{"Bearbeiten1. e2-e4 c7-c5\n2. Sg1-f3 e7-e6\n", "e2-e4"},
		{"Edit1. e4 e5 2. Nf3 Nc6\n", "e4"},
		{"Seite1. e4\n", ""},
		{"Kapitel1. Eröffnungen\n2. Teil\n", ""},
		// A number closed by ')' in a line of prose, after a space or
		// glued to the sentence's full stop (it/alekhine-miniatura), when
		// the next number follows so: the game starts there.
		{"La sua partita è un capolavoro.1) e4, e5, 2) Cf3, Cc6, 3)Ac4, d6\n", "e4"},
		{"La partita continua così: 1) e4 e5 2) Cf3\n", "e4"},
		{"Tre regole: 1) e4 vale la pena\n", ""},
		{"Il piano.1) e4 è un buon inizio\n", ""},
	} {
		r := NewReader(strings.NewReader(c.in), Options{})
		g, err := r.Next()
		if c.first == "" {
			if err != io.EOF {
				t.Errorf("%q: got game %v, err %v; want stray text", c.in, g, err)
			}
			continue
		}
		if err != nil || len(g.Moves) == 0 || string(g.Moves[0].Text()) != c.first {
			t.Errorf("%q: got game %v, err %v; want first move %s", c.in, g, err, c.first)
		}
	}
}

func TestDepthLimit(t *testing.T) {
	t.Parallel()
	deep := func(n int) string {
		return "1. e4 " + strings.Repeat("(1. d4 ", n) + strings.Repeat(")", n) + " e5 *\n1. c4 *"
	}
	if got := parseAll(t, deep(3), Options{MaxDepth: 3}); len(got) != 2 || strings.Contains(got[0], "!") {
		t.Errorf("depth 3 with limit 3: %q", got)
	}
	got := parseAll(t, deep(4), Options{MaxDepth: 3})
	if len(got) != 2 || !strings.HasSuffix(got[0], "!1:28: variations nested deeper than 3") || got[1] != "1.c4 *" {
		t.Errorf("depth 4 with limit 3: %q", got)
	}
	// The default limit is 64.
	if got := parseAll(t, deep(64), Options{}); strings.Contains(got[0], "!") {
		t.Errorf("depth 64: %q", got[0][len(got[0])-60:])
	}
	if got := parseAll(t, deep(65), Options{}); !strings.Contains(got[0], "deeper than 64") {
		t.Errorf("depth 65: no error")
	}
}

func TestErrorGameRaw(t *testing.T) {
	t.Parallel()
	in := "[Event \"A\"]\n1. e4 $300 e5 1-0\n\n[Event \"B\"]\n1. d4 *\n"
	r := NewReader(strings.NewReader(in), Options{Name: "x.pgn"})
	g, err := r.Next()
	var pe *diag.Diagnostic
	if !errors.As(err, &pe) || g == nil {
		t.Fatalf("got %v, %v", g, err)
	}
	if string(g.Raw) != "[Event \"A\"]\n1. e4 $300 e5 1-0\n" {
		t.Errorf("Raw = %q", g.Raw)
	}
	if pe.Error() != "x.pgn:2:7: error: game 1: NAG $300 out of range" || pe.Game != 1 || pe.Severity != diag.Error {
		t.Errorf("error = %q (game %d)", pe.Error(), pe.Game)
	}
	g, err = r.Next()
	if err != nil || g.Number != 2 || string(g.Raw) != "[Event \"B\"]\n1. d4 *\n" {
		t.Errorf("next game: %v %v", g, err)
	}
}

func TestHugeGame(t *testing.T) {
	t.Parallel()
	// A game far larger than the buffer: the buffer grows, and the game is
	// lexed again only a logarithmic number of times.
	var b bytes.Buffer
	b.WriteString("[Event \"big\"]\n")
	for i := 1; i <= 20000; i++ {
		fmt.Fprintf(&b, "%d. Nf3 {a comment} Nf6 %d. Ng1 Ng8\n", 2*i-1, 2*i)
	}
	b.WriteString("1-0\n[Event \"small\"]\n*\n")
	r := NewReader(&b, Options{BufferSize: 1024})
	g, err := r.Next()
	if err != nil || len(g.Moves) != 80000 || g.Result != "1-0" {
		t.Fatalf("big game: %v, %d moves", err, len(g.Moves))
	}
	g, err = r.Next()
	if err != nil || g.Tags[0].Value != "small" {
		t.Fatalf("small game: %v %v", g, err)
	}
}

type errReader struct{ n int }

func (e *errReader) Read(p []byte) (int, error) {
	if e.n == 0 {
		return 0, errors.New("disk on fire")
	}
	e.n = 0
	return copy(p, "[Event \"A\"]\n1. e4 *\n"), nil
}

func TestReadError(t *testing.T) {
	t.Parallel()
	r := NewReader(&errReader{n: 1}, Options{})
	if g, err := r.Next(); err != nil || g.Result != "*" {
		t.Fatalf("first game: %v", err)
	}
	if _, err := r.Next(); err == nil || err.Error() != "disk on fire" {
		t.Fatalf("want the read error, got %v", err)
	}
}

func TestTagValue(t *testing.T) {
	t.Parallel()
	g := gamesOf(t, "[White \"a\"]\n[White \"b\"]\n*")[0]
	if v, ok := g.TagValue("White"); !ok || v != "a" {
		t.Errorf("TagValue = %q, %v", v, ok)
	}
	if _, ok := g.TagValue("Black"); ok {
		t.Error("TagValue(Black) found")
	}
}

func TestNormalizeResult(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"1-0": "1-0", "1:0": "1-0", "0-1": "0-1", "½-½": "1/2-1/2",
		"1/2": "1/2-1/2", "*": "*", "2-0": ""} {
		if got := NormalizeResult(in); got != want {
			t.Errorf("NormalizeResult(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestStrayBound(t *testing.T) {
	t.Parallel()
	in := strings.Repeat("prose\n", 500) + "[Event \"A\"]\n*\n" + strings.Repeat("more prose\n", 500)
	r := NewReader(strings.NewReader(in), Options{})
	g, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	if n := len(g.Warnings); n != maxStray+1 || g.Warnings[n-1].Msg != "400 more lines of stray text skipped" {
		t.Errorf("%d warnings, last %q", n, g.Warnings[n-1].Msg)
	}
	if _, err := r.Next(); err != io.EOF {
		t.Fatal(err)
	}
	if w := r.Warnings(); len(w) != maxStray+1 || w[maxStray].Line != 503+maxStray {
		t.Errorf("%d trailing warnings, last %v", len(w), w[len(w)-1])
	}
}

// TestSecondMoveOneAfterBlankLine: "1. e4", a blank line, "1. d5" may be
// two games or one set out in paragraphs; it is read as one, never
// silently.
func TestSecondMoveOneAfterBlankLine(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		in   string
		warn string // the warning's line:col, or ""
	}{
		{"1. e4\n\n1. d5 *\n", "3:1"},
		{"1. e2e4\n\n1. e7e5\n\n2. Jg1f3 *\n", "3:1"},
		{"1. e4\n1... d5 *\n", ""},
		{"1. e4 d5\n\n2. c4 *\n", ""},
	} {
		g, err := NewReader(strings.NewReader(tt.in), Options{}).Next()
		if err != nil {
			t.Fatalf("%q: %v", tt.in, err)
		}
		got := ""
		for _, w := range g.Warnings {
			if strings.Contains(w.Msg, "second move 1") {
				got = fmt.Sprintf("%d:%d", w.Line, w.Column)
			}
		}
		if got != tt.warn {
			t.Errorf("%q: warning at %q, want %q", tt.in, got, tt.warn)
		}
	}
}

// TestForfeitEndsGame: a forfeit mark ends the game as its result; it is
// never also read as a move (the lexer's next state after it is nil, which
// once meant "not handled" and emitted the mark again at a position past
// the end of its line).
func TestForfeitEndsGame(t *testing.T) {
	t.Parallel()
	for _, in := range []string{"[Event \"F\"]\n\n+--\n", "[Event \"F\"]\n\n1. e4 +--\n", "1. d4 --+\n"} {
		g, err := NewReader(strings.NewReader(in), Options{}).Next()
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		for _, m := range g.Moves {
			if strings.Contains(string(m.Text()), "+") {
				t.Errorf("%q: the forfeit mark is also a move at %+v", in, m.Pos())
			}
		}
		if NormalizeResult(g.Result) == "" {
			t.Errorf("%q: result %q", in, g.Result)
		}
	}
}

// TestDotlessNumbersInProse: moves numbered without dots inside a line of
// prose start a game when the next number confirms the numbering, and
// only then; a number and a move in a sentence stay stray text.
func TestDotlessNumbersInProse(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name, in string
		moves    int // 0: no game
	}{
		{"confirmed", "muy bloqueadas: 1 d4 d5 2 c4 c6 *\n", 4},
		{"confirmed later", "Partida 12 Nf3 Nc6 13 Bb5 a6 *\n", 4},
		{"no next number", "after 2 Nf3 the knight is strong\n", 0},
		{"wrong next number", "rounds 1 e4 e5 3 d4 exd4\n", 0},
		{"not a move", "in 1 day 2 games\n", 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := NewReader(strings.NewReader(tt.in), Options{})
			g, err := r.Next()
			if tt.moves == 0 {
				if err != io.EOF {
					t.Fatalf("got game %v, err %v; want stray text", g, err)
				}
				return
			}
			if err != nil || len(g.Moves) != tt.moves {
				t.Fatalf("got game %v (%d moves), err %v; want %d moves", g, len(g.Moves), err, tt.moves)
			}
		})
	}
}

// TestNoGameFromNumberedMoves: an input whose text holds numbered moves
// that nothing reads (letters of no known language) ends with an error,
// never as 0 games and success; prose without such moves, or an input
// that did yield a game, keeps its warnings only.
func TestNoGameFromNumberedMoves(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name, in string
		err      bool
	}{
		{"unknown letters", "Sötét azonban 13. dXc5-re 13... Hd5-öt játszhat, 14. FXh7f KXh7\n", true},
		{"one number only", "Sötét azonban 13. dXc5-re játszhat\n", false},
		{"prose", "Round 3. Carlsen won, 2. place for Anand\n", false},
		{"a game before", "1. e4 e5 *\n\nSötét azonban 13. dXc5-re 13... Hd5-öt játszhat\n", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := NewReader(strings.NewReader(tt.in), Options{})
			for {
				if _, err := r.Next(); err == io.EOF {
					break
				} else if err != nil {
					t.Fatal(err)
				}
			}
			errs := 0
			for _, w := range r.Warnings() {
				if w.Severity == diag.Error {
					errs++
				}
			}
			if got := errs == 1; got != tt.err {
				t.Errorf("error reported: %v, want %v (%v)", got, tt.err, r.Warnings())
			}
		})
	}
}

// TestStrayJoinCountsMoves: joining Strays keeps the count and the first
// place of the lines with numbered moves, however many were dropped.
func TestStrayJoinCountsMoves(t *testing.T) {
	mv := func(line int) diag.Diagnostic {
		d := diag.Diagnostic{Line: line, Severity: diag.Warning}
		d.SetText(diag.T(StrayMovesKey, "x"))
		return d
	}
	var a, b Stray
	a.Add(diag.Diagnostic{Line: 1})
	for i := range maxStray + 5 {
		b.Add(mv(10 + i))
	}
	a.Join(b)
	d, ok := a.NoGame()
	if !ok || d.Line != 10 || d.Severity != diag.Error || a.moves != maxStray+5 {
		t.Fatalf("NoGame = %v, %v; moves %d", d, ok, a.moves)
	}
	a.Flush()
	if _, ok := a.NoGame(); ok {
		t.Error("NoGame after Flush")
	}
}

// TestMarkupBeforeTags: a web page's markup before a game ("</p> <p
// style=…>[Event …]<br />[Site …]") is skipped tag by tag with a warning
// each, so that the tags after it on the line are read, not lost with it.
func TestMarkupBeforeTags(t *testing.T) {
	t.Parallel()
	in := "</p> <p style=\"text-align: justify;\">[Event \"C\"]<br />[Site \"Torino\"]<br />1. c3 Nf6 *\n"
	r := NewReader(strings.NewReader(in), Options{})
	g, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Tags) != 2 || len(g.Moves) != 2 {
		t.Fatalf("tags %v, %d moves", g.Tags, len(g.Moves))
	}
	var skipped []string
	for _, w := range g.Warnings {
		skipped = append(skipped, w.Msg)
	}
	want := []string{`stray text skipped: "</p>"`, `stray text skipped: "<p style="text-align: justify;">"`}
	if len(skipped) < 2 || skipped[0] != want[0] || skipped[1] != want[1] {
		t.Errorf("warnings %q, want %q first", skipped, want)
	}
}

// TestResultInQuotedLine: in text without tags, a result after a line
// quoted inline with the game's own numbers ("3. Bb5 3. Bc4 … 1-0") does
// not end the game when the text's numbering then takes the game up where
// the quoted line left it (pl/dubois-steinitz: "9.h4 9.S:g5 … 0-1;
// Knorre - Czigorin 1874 9...Gg4"); it is said in a warning. Any other
// number after the result, tags, or no quoted line: the result ends it.
func TestResultInQuotedLine(t *testing.T) {
	t.Parallel()
	quoted := "1. e4 e5 2. Nf3 Nc6 3. Bb5 3. Bc4 Bc5 4. c3 Nf6 5. d4 1-0; another game.\n"
	for _, c := range []struct {
		name, in string
		games    int
		warn     bool
	}{
		{"the numbering takes the game up", quoted + "3...a6 4. Ba4 Nf6 *\n", 1, true},
		{"White's next number", strings.Replace(quoted, "3. Bb5 3. Bc4", "3. Bb5 a6 3...Nf6 4. d3", 1) + "4. Ba4 Nf6 *\n", 1, true},
		{"a number further on", quoted + "9...a6 10. Ba4 Nf6 *\n", 2, false},
		{"a new game", quoted + "1. d4 d5 *\n", 2, false},
		{"no quoted line", "1. e4 e5 2. Nf3 Nc6 1-0\n2...Nf6 3. Bc4 *\n", 2, false},
		{"tags", "[Event \"x\"]\n\n" + quoted + "3...a6 4. Ba4 Nf6 *\n", 2, false},
	} {
		gs, _, _ := readAll(t, []byte(c.in), Options{})
		games, warn := len(gs), false
		for _, g := range gs {
			for _, w := range g.Warnings {
				warn = warn || w.Code == diag.ProseResult
			}
		}
		if games != c.games || warn != c.warn {
			t.Errorf("%s: %d games, warning %v; want %d, %v", c.name, games, warn, c.games, c.warn)
		}
	}
}

// TestQuotedFirstMove: in text without tags, a "1." inside a sentence of
// the line that holds the game's numbers (da/henriksen: "… med
// trækfølgen 1.d4 Sf6 2.c4 …", a reference line quoted in the prose) does
// not start the next game; after a move, at a line start, on another
// line, or with tags, it does.
func TestQuotedFirstMove(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, in string
		games    int
	}{
		{"a word before it", "1.d4 d5 2.c4 e6 3.Nc3 Nf6 Kramnik liked the order 1.d4 Nf6 2.c4 e6 3.Nf3 d5 4.Nc3 here. 4.cxd5 Nxd5 *\n", 1},
		{"a move before it", "1.e4 e5 2.Nf3 Nc6 1.d4 d5 *\n", 2},
		{"another line", "1.e4 e5 2.Nf3 Nc6\nThe second game was 1.d4 d5 *\n", 2},
		{"a line start", "1.e4 e5 2.Nf3 Nc6 and\n1.d4 d5 *\n", 2},
		{"tags", "[Event \"x\"]\n\n1.d4 d5 2.c4 e6 Kramnik liked the order 1.d4 Nf6 2.c4 *\n", 2},
	} {
		if games := len(gamesOf(t, c.in)); games != c.games {
			t.Errorf("%s: %d games, want %d", c.name, games, c.games)
		}
	}
}
