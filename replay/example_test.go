package replay_test

import (
	"fmt"
	"strings"

	"github.com/notaz/notaz/parser"
	"github.com/notaz/notaz/replay"
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
