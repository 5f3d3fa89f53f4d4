package parser

// kind is the type of a lexical token.
type kind uint8

const (
	tTagName     kind = iota // span: the name; pos: the '['
	tTagValue                // span: between the quotes; val: tagEscaped if it holds escapes
	tSymbol                  // a move (or anything else that is not punctuation); val: the move number written before it, 0 if none
	tNAG                     // $n or a glyph; val: the NAG
	tComment                 // {...}; span: the text; pos: the '{'
	tLineComment             // ;...; span: the text; pos: the ';'
	tOpen                    // (
	tClose                   // )
	tResult                  // game termination marker
)

// tagEscaped marks a tag value that holds \" or \\ and must be unescaped.
const tagEscaped = 1

// token is a lexical token. Text is kept as a span relative to pos.Offset
// rather than as a slice: the reader's buffer may move before the game is
// complete, while offsets stay valid.
type token struct {
	pos  Pos
	a, b int32 // span [pos.Offset+a, pos.Offset+b) of the token's text
	val  int32
	kind kind
	// A move that may be White's and Black's moves joined by a dash
	// ("e4-e5"): the first ends at a+lEnd, the second starts sepLen
	// bytes later. 0 for other tokens. (Fits in the struct's padding.)
	lEnd, sepLen uint8
}
