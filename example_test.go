package notaz_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/notaz-chess/notaz"
)

// An Italian score (R D T A C for K Q R B N, : for captures, 0-0) read and
// written as standard PGN.
func ExampleRead() {
	score := `[Event "Partita amichevole"]
[White "Anderssen"]
[Black "Dufresne"]

1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 4. b4 A:b4 5. c3 Aa5 6. d4 e:d4 7. 0-0 *
`
	for g, err := range notaz.Read(strings.NewReader(score), nil) {
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println("read as", g.Language)
		notaz.Write(os.Stdout, g, nil)
	}
	// Output:
	// read as it
	// [Event "Partita amichevole"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "Anderssen"]
	// [Black "Dufresne"]
	// [Result "*"]
	//
	// 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. b4 Bxb4 5. c3 Ba5 6. d4 exd4 7. O-O *
}

// Reading only the tags: no move is replayed, so a large file is listed
// at the parser's speed. A game with an illegal move is listed too.
func ExampleRead_tagsOnly() {
	pgn := `[White "Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 1-0

[White "Fischer"]
[Black "Byrne"]
[Result "0-1"]

1. Nf3 Nf6 2. Kxe8 0-1
`
	for g, err := range notaz.Read(strings.NewReader(pgn), &notaz.ReadOptions{TagsOnly: true}) {
		if err != nil {
			fmt.Println(err)
			continue
		}
		white, _ := g.Tag("White")
		black, _ := g.Tag("Black")
		fmt.Printf("%d. %s - %s %s\n", g.Number, white, black, g.Result)
	}
	// Output:
	// 1. Morphy - Duke Karl / Count Isouard 1-0
	// 2. Fischer - Byrne 0-1
}

// A game built in code, with a comment, a NAG and a variation, written in
// Italian. Every move is replayed before anything is written.
func ExampleWrite() {
	g := &notaz.Game{
		Tags: []notaz.Tag{{Name: "Event", Value: "Lezione"}, {Name: "White", Value: "Bianco"}, {Name: "Black", Value: "Nero"}},
		Moves: []notaz.Move{
			{SAN: "e4"}, {SAN: "e5"},
			{SAN: "Nf3", After: []string{"the most natural"}},
			{SAN: "Nc6"},
			{SAN: "Bb5", NAGs: []int{1}, Variations: []notaz.Line{{Moves: []notaz.Move{{SAN: "Bc4"}, {SAN: "Bc5"}}}}},
			{SAN: "a6"}, {SAN: "Bxc6"}, {SAN: "dxc6"}, {SAN: "O-O"},
		},
		Result: "*",
	}
	if err := notaz.Write(os.Stdout, g, &notaz.WriteOptions{To: "it"}); err != nil {
		fmt.Println(err)
	}
	// Output:
	// [Event "Lezione"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "Bianco"]
	// [Black "Nero"]
	// [Result "*"]
	//
	// 1. e4 e5 2. Cf3 {the most natural} 2... Cc6 3. Ab5 $1 (3. Ac4 Ac5) 3... a6 4.
	// Axc6 dxc6 5. O-O *
}

// The same kind of game written in German; a wrong move is refused, with
// the position and the reason.
func ExampleWrite_german() {
	g := &notaz.Game{Moves: []notaz.Move{{SAN: "d4"}, {SAN: "d5"}, {SAN: "c4"}, {SAN: "e6"}, {SAN: "Nc3"}, {SAN: "Nf6"}}}
	notaz.Write(os.Stdout, g, &notaz.WriteOptions{To: "Deutsch"})

	g.Moves = append(g.Moves, notaz.Move{SAN: "Bb5"})
	fmt.Println(notaz.Write(os.Stdout, g, nil))
	// Output:
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "?"]
	// [Black "?"]
	// [Result "*"]
	//
	// 1. d4 d5 2. c4 e6 3. Sc3 Sf6 *
	//
	// error: game 1: illegal move 4.Bb5: no bishop can reach b5
}

// Games are plain data: the moves of a game read from a file are there to
// walk, each in standard SAN, with comments and variations.
func ExampleGame() {
	pgn := "1. e4 {best by test} e5 2. Nf3 (2. f4 exf4) 2... Nc6 *"
	for g, err := range notaz.Read(strings.NewReader(pgn), nil) {
		if err != nil {
			panic(err)
		}
		for _, m := range g.Moves {
			fmt.Print(m.SAN, " ", m.After, " ", len(m.Variations), "\n")
		}
	}
	// Output:
	// e4 [best by test] 0
	// e5 [] 0
	// Nf3 [] 1
	// Nc6 [] 0
}
