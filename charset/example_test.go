package charset_test

import (
	"fmt"
	"io"
	"strings"

	"github.com/notaz-chess/notaz/charset"
)

func ExampleNewReader() {
	// Latin-1 bytes, as many old PGN files are written.
	r, err := charset.NewReader(strings.NewReader("[White \"Polg\xe1r, Judit\"]"), "auto")
	if err != nil {
		panic(err)
	}
	b, _ := io.ReadAll(r)
	fmt.Println(string(b))
	// Output: [White "Polgár, Judit"]
}
