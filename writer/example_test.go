package writer_test

import (
	"bytes"
	"fmt"
	"os"

	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

// A game as one line of JSON Lines, its moves in Italian letters and UCI.
func ExampleAppendJSON() {
	r := parser.NewReader(bytes.NewReader([]byte("[White \"Morphy\"]\n1. e4 e5 2. Nf3 $1 {the knight} 1-0\n")), parser.Options{Name: "game.pgn"})
	g, _ := r.Next()
	rg := replay.Run(g, replay.Options{})
	it, _ := locales.Lookup("it")
	os.Stdout.Write(writer.AppendJSON(nil, g, rg, nil, &writer.Options{Letters: it.Output()}))
	// Output:
	// {"version":1,"file":"game.pgn","game":1,"tags":[["Event","?"],["Site","?"],["Date","????.??.??"],["Round","?"],["White","Morphy"],["Black","?"],["Result","1-0"]],"result":"1-0","replayed":true,"locale":"","start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":[{"ply":1,"number":1,"turn":"w","san":"e4","uci":"e2e4"},{"ply":2,"number":1,"turn":"b","san":"e5","uci":"e7e5"},{"ply":3,"number":2,"turn":"w","san":"Cf3","uci":"g1f3","nags":[1],"after":["the knight"]}],"comments":[],"diagnostics":[]}
}

// The same game in each notation of PGN movetext; all three read back
// to the same game.
func ExampleNotation() {
	r := parser.NewReader(bytes.NewReader([]byte("1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 5. Bd2 c6 6. Qe2 Bf5 7. O-O-O *\n")), parser.Options{})
	g, _ := r.Next()
	rg := replay.Run(g, replay.Options{})
	for _, n := range []writer.Notation{writer.NotationSAN, writer.NotationUCI, writer.NotationLong} {
		out, _ := writer.AppendGame(nil, rg, &writer.Options{Notation: n})
		_, movetext, _ := bytes.Cut(out, []byte("\n\n"))
		fmt.Print(string(movetext))
	}
	// Output:
	// 1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 5. Bd2 c6 6. Qe2 Bf5 7. O-O-O *
	//
	// 1. e2e4 d7d5 2. e4d5 d8d5 3. b1c3 d5a5 4. d2d4 g8f6 5. c1d2 c7c6 6. d1e2 c8f5
	// 7. e1c1 *
	//
	// 1. e2-e4 d7-d5 2. e4xd5 Qd8xd5 3. Nb1-c3 Qd5-a5 4. d2-d4 Ng8-f6 5. Bc1-d2 c7-c6
	// 6. Qd1-e2 Bc8-f5 7. O-O-O *
}

// A game that stops at an illegal move (3.Bxe5: no bishop reaches e5),
// written as far as it replayed, unfinished.
func ExampleAppendPartial() {
	r := parser.NewReader(bytes.NewReader([]byte("[White \"Morphy\"]\n[Result \"1-0\"]\n1. e4 e5 2. Bc4 Nc6 3. Bxe5 Nf6 1-0\n")), parser.Options{})
	g, _ := r.Next()
	rg := replay.Run(g, replay.Options{})
	fmt.Println(rg.Err)
	os.Stdout.Write(writer.AppendPartial(nil, rg, nil))
	// Output:
	// 3:24: error: game 1: illegal move 3.Bxe5: no bishop can reach e5
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "Morphy"]
	// [Black "?"]
	// [Result "*"]
	//
	// 1. e4 e5 2. Bc4 Nc6 *
}
