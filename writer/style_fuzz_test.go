package writer_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

// FuzzPrintStyle writes any input in every language's print style and as
// the printable document: no panic, the print style reads back in its
// language to the standard export, and the document passes checkHTML
// (well-formed, no script, nothing outside itself).
//
//	go test ./writer -run '^$' -fuzz FuzzPrintStyle -fuzztime 1m
func FuzzPrintStyle(f *testing.F) {
	for _, name := range []string{"testdata/print/games.pgn", "testdata/annotations.pgn", "testdata/escapes.pgn"} {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b, uint8(0))
	}
	f.Add([]byte("[White \"<script>\"]\n1. e4 {</p>&amp; [%diag] <b>} e5 $220 2. Nf3 {D} *"), uint8(3))
	all := locales.All()
	f.Fuzz(func(t *testing.T, in []byte, pick uint8) {
		if len(in) > 1<<15 {
			return
		}
		export := writeValid(in)
		if len(export) == 0 {
			return
		}
		l := all[int(pick)%len(all)]
		st := l.PrintStyle()
		opts := &writer.Options{Style: &st, Letters: l.Output()}
		printed := convertWith(t, export, nil, opts)
		if back := convertWith(t, printed, l.Input(false), nil); !bytes.Equal(back, export) {
			t.Fatalf("%s print style does not read back:\n%s", l.Code, lineDiff(export, back))
		}
		doc := htmlDoc(t, export, l.Code, true, int(pick%7))
		checkHTML(t, doc)
	})
}

// The Russian print style of a short game, and its reading back.
func ExampleOptions_style() {
	r := parser.NewReader(bytes.NewReader([]byte("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 6. Nxe5 $2 fxe5 7. Qh5+ Ke7 8. Qxe5+ Kf7 9. Qd5+ 1-0\n")), parser.Options{})
	g, _ := r.Next()
	rg := replay.Run(g, replay.Options{})
	ru, _ := locales.Lookup("ru")
	st := ru.PrintStyle()
	out, _ := writer.AppendGame(nil, rg, &writer.Options{Letters: ru.Output(), Style: &st})
	_, movetext, _ := bytes.Cut(out, []byte("\n\n"))
	os.Stdout.Write(movetext)
	// Output:
	// 1.e4 e5 2.Кf3 Кc6 3.Сb5 a6 4.С:c6 d:c6 5.0-0 f6 6.К:e5? f:e5 7.Фh5+ Крe7
	// 8.Ф:e5+ Крf7 9.Фd5+ 1–0
}
