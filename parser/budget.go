package parser

import "github.com/notaz-chess/notaz/diag"

// DefaultMaxGameMemory is the default memory budget of one game
// (Options.MaxGameMemory): 64 MiB. A real game, even an opening survey of
// a few megabytes with thousands of variations, costs a fraction of it.
const DefaultMaxGameMemory = 64 << 20

// What the budget charges, in bytes, for each part of a game: about what
// it takes from the parse to the output, measured (notaz convert, peak
// RSS over 80,000 of each: a move 170 bytes, a comment 240, a NAG 150, a
// variation of five moves with pieces 1.1 KiB). A variation is dear: its
// line, its nodes, a copy of the position it starts from; in a game whose
// moves name no piece, detection keeps one reading per language it tries,
// and "(1. d4)" takes 4.2 KiB: such a game may take twice its charge.
// Text (tag values, comments) costs its bytes.
const (
	costMove      = 192
	costVariation = 2048
	costComment   = 192
	costNAG       = 64
	costTag       = 128
)

// cost is what the budget charges for a game of n parts and text bytes
// of text at most. Counters only: this runs for every game.
func (n counts) cost(text int) int64 {
	return int64(text) + int64(n.moves+n.pairs)*costMove + int64(n.opens)*costVariation +
		int64(n.comments)*costComment + int64(n.nags)*costNAG + int64(n.tags)*costTag
}

// overBudget returns how many of toks fit in budget, charging each its
// cost and its text; len(toks) when all do. It runs only for a game whose
// bound (counts.cost with all of Raw as text) is over the budget.
func overBudget(toks []token, budget int64) int {
	var c int64
	for i := range toks {
		t := &toks[i]
		c += int64(t.b - t.a)
		switch t.kind {
		case tTagName:
			c += costTag
		case tSymbol:
			c += costMove
			if t.lEnd > 0 {
				c += costMove
			}
		case tNAG:
			c += costNAG
		case tComment, tLineComment:
			c += costComment
		case tOpen:
			c += costVariation
		}
		if c > budget {
			return i
		}
	}
	return len(toks)
}

func budgetMsg(budget int) diag.Text {
	return diag.T("game too large: moves, variations, comments and text over %s bytes of memory; kept verbatim", diag.Number(budget))
}
