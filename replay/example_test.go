package replay_test

import (
	"fmt"
	"strings"

	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
)

func read(text string) *parser.Game {
	g, _ := parser.NewReader(strings.NewReader(text), parser.Options{}).Next()
	return g
}

// Detection reads each game in the language whose letters replay it:
// English when its standard reading is legal, and an error when two other
// languages read different legal games.
func ExampleRun() {
	for _, text := range []string{
		"1. e4 e5 2. Sf3 Sc6 3. Lb5 *",
		"1. h4 h5 2. Rh3 *",
		"1. e4 e5 2. Se2 *",
	} {
		g := replay.Run(read(text), replay.Options{Auto: true})
		if g.Err != nil {
			fmt.Println(g.Err.Msg)
			continue
		}
		fmt.Print(g.Locale.Name, ":")
		for n := range g.Nodes() {
			fmt.Print(" ", n.SAN)
		}
		fmt.Println()
	}
	// Output:
	// German: e4 e5 Nf3 Nc6 Bb5
	// English: h4 h5 Rh3
	// 2.Se2 is a knight move in German/Swedish/Danish and a bishop move in Czech
}

// A side line quoted in the main line with its own number becomes a
// variation of the move it replaces; the main line's own number ("4...d5")
// brings the game back.
func ExampleRun_sideLine() {
	g := replay.Run(read("1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6 4.Ng5 4.d4 4...d5 5.exd5 *"), replay.Options{})
	var out []string
	for _, n := range g.Moves.Nodes {
		out = append(out, n.SAN.String())
		for _, v := range n.Variations {
			out = append(out, "("+v.Nodes[0].SAN.String()+")")
		}
	}
	fmt.Println(strings.Join(out, " "))
	fmt.Println(g.Notes[0].Msg)
	// Output:
	// e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 (d4) d5 exd5
	// 4.d4 read as a side line replacing 4.Ng5
}
