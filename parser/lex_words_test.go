package parser

import (
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/parser/san"
)

// TestProseAndWords reads results, marks, numbering and prose of several
// languages (made-up games, and re-typed lines of the localized corpus:
// ru-03 "Сдался.", "из-за"), checking the moves, comments and result
// kept and every warning with its line:col.
func TestProseAndWords(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in string
		moves    string // the main line's move texts, space-separated
		comments string // the comments, "|"-separated
		result   string
		warnings []string
	}{
		{"en dash result", "1. e4 e5 1–0\n", "e4 e5", "", "1–0", nil},
		{"minus draw", "1. e4 e5 ½−½\n", "e4 e5", "", "½−½", nil},
		{"it patta", "1. e4 e5 2. Cf3 Cc6 patta\n", "e4 e5 Cf3 Cc6", "", "patta", nil},
		{"es tablas period", "1. e4 e5 Tablas.\n", "e4 e5", "", "Tablas", nil},
		{"ru resigned", "7. Лf1-е1\nСдался.\n", "Лf1-е1", "Сдался", "",
			[]string{`2:1: resignation "Сдался" read as a comment that ends the game; the reader cannot say who resigned, so no result is written`}},
		{"de check word", "1. e4 e5 2. Dh5 Schach Sc6 *\n", "e4 e5 Dh5 Sc6", "", "*",
			[]string{`1:17: check word "Schach" after the move skipped`}},
		{"ellipsis glued", "3.Lc4… Lc5 *\n", "Lc4 Lc5", "", "*", []string{"1:6: '…' after a move skipped"}},
		{"paren numbers", "1) e4 e5 2) Sf3 *\n", "e4 e5 Sf3", "", "*",
			[]string{"1:2: move number written with ')'; PGN writes '.'", "1:11: move number written with ')'; PGN writes '.'"}},
		{"spaced dot", "1. e4 e5 2 . Sf3 *\n", "e4 e5 Sf3", "", "*", []string{"1:12: '.' apart from its move number skipped"}},
		{"spaced glyph", "1. e4 !! e5 *\n", "e4 e5", "", "*", []string{`1:7: glyph "!!" apart from its move`}},
		{"ru prose", "5. Kf3:e5 из-за 5… Фd8-d4 *\n", "Kf3:e5 Фd8-d4", "из-за", "*",
			[]string{`1:11: text between moves read as a comment: "из-за"`}},
		{"fr prose phrase", "1. e4 e5 une partie célèbre 2. Cf3 *\n", "e4 e5 Cf3", "une partie célèbre", "*",
			[]string{`1:10: text between moves read as a comment: "une partie célèbre"`}},
		{"it note after matto", "1. e4 e5 2. Dh5 Cc6 3. Ac4 Cf6 4. Dxf7 matto\nuna trappola nota\n",
			"e4 e5 Dh5 Cc6 Ac4 Cf6 Dxf7 matto", "una trappola nota", "",
			[]string{`2:1: text between moves read as a comment: "una trappola nota"`}},
		{"pl one-letter word starts prose", "1. e4 e5 i potem 2. Sf3 *\n", "e4 e5 Sf3", "i potem", "*",
			[]string{`1:10: text between moves read as a comment: "i potem"`}},
		{"it one-letter or between moves", "7. 0-0 dxc3 o 7... d6 8. Db3 *\n", "0-0 dxc3 d6 Db3", "o", "*",
			[]string{`1:13: text between moves read as a comment: "o"`}},
		{"es one-letter and in a variation", "4. b4 (4. c3 y 4. d3) Axb4 *\n", "b4 Axb4", "", "*", // the comment is the variation's
			[]string{`1:14: text between moves read as a comment: "y"`}},
		{"es square split by a space", "9... Cxe5, 10 Te 1 d6, 11 Db5+ *\n", "Cxe5 Te 1 d6 Db5+", "", "*",
			[]string{`1:15: square split by a space read as one: "Te 1"`}},
		{"cz capture, square split", "1. e4 e5 2. Jf3 Jc6 3. Jxe 5 *\n", "e4 e5 Jf3 Jc6 Jxe 5", "", "*",
			[]string{`1:24: square split by a space read as one: "Jxe 5"`}},
		// Only a lone rank joins: "12" is a number.
		{"piece and file before a number stays", "1. e4 e5 2. Te 12 Sc6 *\n", "e4 e5 Te Sc6", "", "*", nil},
		// Prose never swallows a move: these stay moves, whatever replay says.
		{"capture by files stays", "1. e4 d5 ed *\n", "e4 d5 ed", "", "*", nil},
		{"cut-off move stays", "33.h\n", "h", "", "", nil},
		{"file letter before a number stays", "1. e4 e5 2. d4 e 3. Sf3 *\n", "e4 e5 d4 e Sf3", "", "*", nil},
		{"square stays", "1. e4 e5 Bílý9 *\n", "e4 e5 Bílý9", "", "*", nil},
		{"castling stays", "1. e4 e5 O-O *\n", "e4 e5 O-O", "", "*", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := NewReader(strings.NewReader(tt.in), Options{})
			g, err := r.Next()
			if err != nil && err != io.EOF {
				t.Fatalf("error: %v", err)
			}
			var moves, comments []string
			for _, m := range g.Moves {
				moves = append(moves, string(m.Text()))
				for _, c := range append(append([]Comment{}, m.Before()...), m.After()...) {
					if !c.Prose {
						t.Errorf("comment %q not marked Prose", c.Text)
					}
					comments = append(comments, c.Text)
				}
			}
			if got := strings.Join(moves, " "); got != tt.moves {
				t.Errorf("moves %q, want %q", got, tt.moves)
			}
			if got := strings.Join(comments, "|"); got != tt.comments {
				t.Errorf("comments %q, want %q", got, tt.comments)
			}
			if g.Result != tt.result {
				t.Errorf("result %q, want %q", g.Result, tt.result)
			}
			var ws []string
			for _, w := range g.Warnings {
				ws = append(ws, fmt.Sprintf("%d:%d: %s", w.Line, w.Column, w.Msg))
			}
			if strings.Join(ws, "\n") != strings.Join(tt.warnings, "\n") {
				t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(ws, "\n"), strings.Join(tt.warnings, "\n"))
			}
		})
	}
	for _, s := range []string{"1–0", "0—1", "1/2–1/2", "½−½", "+--", "-:+", "patta", "Remis", "ничья"} {
		if NormalizeResult(s) == "" {
			t.Errorf("NormalizeResult(%q) is empty", s)
		}
	}
}

// TestWordIndex: the indexed look-up finds what san.WordAt finds in the
// whole list, for every word of the lists, in either case, followed by
// text or not, and for words that are none (descriptive captures).
func TestWordIndex(t *testing.T) {
	lists := []struct {
		x  *wordIndex
		ws []string
	}{{drawIndex, drawWords}, {resignIndex, resignWords}, {checkIndex, checkWords}}
	var texts []string
	for _, l := range lists {
		for _, w := range l.ws {
			texts = append(texts, w, strings.ToUpper(w), strings.ToUpper(w[:1])+w[1:], w+" 1-0", w+"x", w+".")
		}
	}
	texts = append(texts, "RxRch", "QxQch", "PxPch", "R", "e.p.", "", "½", "Ничья", "ÉCHEC", "1-0", "x")
	for _, l := range lists {
		for _, s := range texts {
			if got, want := l.x.at([]byte(s)), san.WordAt([]byte(s), l.ws); got != want {
				t.Errorf("%q: at %d, WordAt %d", s, got, want)
			}
		}
	}
	if drawIndex.at([]byte("Draw")) == 0 || checkIndex.at([]byte("RxRch")) != 0 {
		t.Error("the lists are not the lexer's")
	}
}
