package locales

import (
	"io"
	"text/tabwriter"

	"github.com/notaz-chess/notaz/board"
)

// Table writes the table of locales shown by "notaz langs": code, English
// and native names and the K Q R B N letters, figurines as White/Black.
// Columns are aligned by counting runes, which is right here: every name and
// letter is precomposed and Cyrillic, Greek and the chess symbols are one
// terminal column wide.
func Table(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	io.WriteString(tw, "code\tlanguage\tnative\tK\tQ\tR\tB\tN\n")
	for _, l := range All() {
		io.WriteString(tw, l.Code+"\t"+l.Name+"\t"+l.Native)
		for _, r := range [...]board.Role{board.King, board.Queen, board.Rook, board.Bishop, board.Knight} {
			s := l.OutputLetter(r, board.White)
			if b := l.OutputLetter(r, board.Black); b != s {
				s += "/" + b
			}
			io.WriteString(tw, "\t"+s)
		}
		io.WriteString(tw, "\n")
	}
	return tw.Flush()
}
