package notaz

import (
	"context"
	"io"
	"iter"

	"github.com/notaz-chess/notaz/sheet"
)

// DecodeOptions set Decode: the letters (From), the beam width (Width) and
// the confidence under which a move is listed for review (MarkBelow).
type DecodeOptions = sheet.Options

// Decoded is one decoded scoresheet: the most probable legal game, each
// move with its probability and runner-up, the corrections as coded
// warnings and the moves a person should check.
type Decoded = sheet.Result

// Decode reads a handwriting recogniser's output from r (JSON Lines, one
// scoresheet per line, each box's candidate strings with probabilities:
// docs/decode.md; or typed text with alternatives, "14. Td1|Rd1 De6") and
// returns, for each sheet in order, the most probable legal game. A sheet
// that cannot be read or decoded comes with its error (a *sheet.ReadError
// gives its line) and decoding goes on; an input error ends the sequence.
func Decode(r io.Reader, opts *DecodeOptions) iter.Seq2[*Decoded, error] {
	var opt DecodeOptions
	if opts != nil {
		opt = *opts
	}
	return func(yield func(*Decoded, error) bool) {
		for s, err := range sheet.Sheets(r) {
			if err != nil {
				if !yield(nil, err) {
					return
				}
				continue
			}
			res, err := sheet.Decode(context.Background(), opt, s)
			if !yield(res, err) {
				return
			}
		}
	}
}
