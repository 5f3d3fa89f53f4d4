package locales_test

import (
	"fmt"
	"os"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/locales"
)

func ExampleLookup() {
	for _, name := range []string{"it", "de-CH", "Russian", "Ελληνικά", "figurines", "ja"} {
		l, err := locales.Lookup(name)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s: %s %s knight=%s black king=%s\n", name, l.Code, l.Native,
			l.OutputLetter(board.Knight, board.White), l.OutputLetter(board.King, board.Black))
	}
	// Output:
	// it: it italiano knight=C black king=R
	// de-CH: de Deutsch knight=S black king=K
	// Russian: ru русский knight=К black king=Кр
	// Ελληνικά: el Ελληνικά knight=Ι black king=Ρ
	// figurines: fig figurines knight=♘ black king=♚
	// unknown language "ja" (accepted: en it es pt fr eo id de sv da nl fi lv is cs pl ru el hu fig, a language tag or name)
}

func ExampleTable() {
	locales.Table(os.Stdout)
	// Output:
	// code  language    native            K    Q    R    B    N
	// en    English     English           K    Q    R    B    N
	// it    Italian     italiano          R    D    T    A    C
	// es    Spanish     español           R    D    T    A    C
	// pt    Portuguese  português         R    D    T    B    C
	// fr    French      français          R    D    T    F    C
	// eo    Esperanto   esperanto         R    D    T    K    Ĉ
	// id    Indonesian  Bahasa Indonesia  R    M    B    G    K
	// de    German      Deutsch           K    D    T    L    S
	// sv    Swedish     svenska           K    D    T    L    S
	// da    Danish      dansk             K    D    T    L    S
	// nl    Dutch       Nederlands        K    D    T    L    P
	// fi    Finnish     suomi             K    D    T    L    R
	// lv    Latvian     latviešu          K    D    T    L    Z
	// is    Icelandic   íslenska          K    D    H    B    R
	// cs    Czech       čeština           K    D    V    S    J
	// pl    Polish      polski            K    H    W    G    S
	// ru    Russian     русский           Кр   Ф    Л    С    К
	// el    Greek       Ελληνικά          Ρ    Β    Π    Α    Ι
	// hu    Hungarian   magyar            K    V    B    F    H
	// fig   Figurines   figurines         ♔/♚  ♕/♛  ♖/♜  ♗/♝  ♘/♞
}
