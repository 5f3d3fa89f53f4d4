package convert_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

// An Italian score, detected as such, written as standard PGN; the second
// game has an illegal move and is reported and kept as it was.
func ExampleRun() {
	in := "1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 *\n\n1. e4 e5 2. Ac4 Cc6 3. A:e5 *\n"
	st, err := convert.Run(context.Background(), strings.NewReader(in), os.Stdout, convert.Options{Options: pipeline.Options{Name: "scores.txt", Workers: 1, Replay: replay.Options{Auto: true}}, Report: func(d diag.Diagnostic) { fmt.Println(d) }})
	fmt.Println(st.Games, st.Rejected, err)
	// Output:
	// scores.txt:3:24: error: game 2: illegal move 3.A:e5: no bishop can reach e5
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "?"]
	// [Black "?"]
	// [Result "*"]
	//
	// 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *
	//
	// 1. e4 e5 2. Ac4 Cc6 3. A:e5 *
	//
	// 2 1 <nil>
}

// Writing German: the same pipeline with the writer's letters.
func ExampleRun_toGerman() {
	de, _ := locales.Lookup("Deutsch")
	in := "[Event \"Casual\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O *\n"
	convert.Run(context.Background(), strings.NewReader(in), os.Stdout, convert.Options{Options: pipeline.Options{Workers: 1}, Writer: writer.Options{Letters: de.Output()}})
	// Output:
	// [Event "Casual"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "?"]
	// [Black "?"]
	// [Result "*"]
	//
	// 1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. O-O *
}
