package board_test

import (
	"fmt"

	"github.com/notaz-chess/notaz/board"
)

// Play a game from SAN and UCI moves, and print the position and the moves
// in SAN.
func Example() {
	p := board.StartPosition(board.Chess())
	var sans []string
	for _, s := range []string{"e4", "e5", "Nf3"} {
		m, err := p.ParseSAN(s)
		if err != nil {
			fmt.Println(err)
			return
		}
		sans = append(sans, p.Format(m))
		p.PlayUnchecked(m) // ParseSAN returns legal moves only
	}
	for _, u := range []string{"b8c6", "f1b5"} {
		m, err := p.ParseUCI(u)
		if err != nil {
			fmt.Println(err)
			return
		}
		sans = append(sans, p.Format(m))
		if err := p.Play(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(sans)
	fmt.Println(p.FEN())
	// Output:
	// [e4 e5 Nf3 Nc6 Bb5]
	// r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3
}

// Illegal moves are refused with an explanation, and the position stays
// as it was.
func ExamplePosition_Play() {
	p := board.StartPosition(board.Chess())
	m, err := p.ParseUCI("e2e4")
	fmt.Println(m, err)
	err = p.Play(board.Move{From: board.NewSquare(4, 1), To: board.NewSquare(4, 4)}) // e2e5
	fmt.Println(err)
	_, err = p.ParseSAN("Nf6")
	fmt.Println(err)
	_, err = p.ParseSAN("0-0")
	fmt.Println(err)
	fmt.Println(p.FEN())
	// Output:
	// e2e4 <nil>
	// illegal move e2e5: the pawn on e2 cannot reach e5
	// illegal move Nf6: no knight can reach f6
	// invalid SAN move "0-0": castling is written with the capital letter O: O-O or O-O-O
	// rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
}

func ExamplePosition_Perft() {
	p := board.StartPosition(board.Chess())
	fmt.Println(p.Perft(3))
	// Output:
	// 8902
}

func ExampleParseSAN() {
	san, err := board.ParseSAN("Nbxd7+")
	fmt.Println(san.Role, san.FromFile, san.Capture, board.NewSquare(int(san.ToFile), int(san.ToRank)), san.Check == board.CheckSign, err)
	// Output:
	// knight 1 true d7 true <nil>
}

func ExampleVariant() {
	v := board.Shatranj()
	fmt.Println(v.Name(), v.KingLeap(), v.Castling(), v.Promotions())
	fmt.Println(board.Chess() == board.Variant{}, v == board.Shatranj())
	// Output:
	// shatranj true false [queen]
	// true true
}
