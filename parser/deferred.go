package parser

import (
	"bytes"
	"unsafe"

	"github.com/notaz-chess/notaz/internal/reuse"
)

// A deferred game (Options.Defer) is read without its tree: its tags,
// result and Raw are there, its moves are kept as the lexer's tokens, and
// the tree of moves, comments, NAGs and Symbols is built only when Build
// is called. A caller that only plays the main line (check, for a game
// whose moves are all clean) reads NextMove and never pays for the tree;
// one that needs it calls Build first and gets the game exactly as
// without Defer. Only games without variations are deferred: a game with
// variations needs the tree to be replayed at all.

// deferred is what Build needs of a deferred game.
type deferred struct {
	toks  []token // the game's tokens, from its arena when it has one
	arena *Arena
}

// Deferred reports whether g's tree is not built yet: Moves, Comments
// and Symbols are empty until Build, and NextMove reads its moves.
func (g *Game) Deferred() bool { return g.lazy != nil }

// Build builds the tree of a deferred game, as the Reader would have
// without Options.Defer; it does nothing for another game.
func (g *Game) Build() {
	d := g.lazy
	if d == nil {
		return
	}
	g.lazy = nil
	g.Tags = nil    // built again, with everything else
	g.Symbols = nil // likewise (a DeferPawn game has them)
	var b builder
	var l lexer
	l.toks = d.toks
	b.build(g, &l, countTokens(d.toks), d.arena)
}

// NextMove reads a deferred game's main line, move by move, as Moves
// would hold it after Build (text, position, number; no NAGs, comments or
// variations): it sets m to the move at or after token i (start with 0)
// and returns where the next one is looked for, or -1 after the last. It
// returns -1 for a game that is not deferred. A loop over it costs no
// function value per move, which an iterator would.
func (g *Game) NextMove(i int, m *Move) int {
	d := g.lazy
	if d == nil {
		return -1
	}
	for ; i < len(d.toks); i++ {
		t := &d.toks[i]
		if t.kind != tSymbol {
			continue
		}
		// The token was lexed from Raw: its span is inside it.
		o := t.pos.Offset - g.Start.Offset + int64(t.a)
		*m = Move{text: (*byte)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(g.Raw)), o)), n: uint32(t.b - t.a), number: t.val}
		m.setPos(t.pos)
		return i + 1
	}
	return -1
}

// Bare reports whether g is deferred and its movetext holds nothing but
// moves, their numbers and the result: no comment, NAG or glyph, and no
// move that may be two moves joined ("e4-e5"), so that its tree would be
// its main line's moves alone, as NextMoveText reads them. It also
// returns how many moves NextMoveText will read.
// It walks the tokens: deferTree does not count them for it, which would
// cost check's every game for what only a writer asks.
func (g *Game) Bare() (moves int, ok bool) {
	d := g.lazy
	if d == nil {
		return 0, false
	}
	for i := range d.toks {
		switch t := &d.toks[i]; t.kind {
		case tSymbol:
			if t.lEnd != 0 {
				return 0, false
			}
			moves++
		case tNAG, tComment, tLineComment:
			return 0, false
		}
	}
	return moves, true
}

// NextMoveText is NextMove for a caller that needs of each move only
// its text, its number (0 if none) and the offset of its text in the
// input (Move.Pos().Offset): nothing is built per move. It returns -1
// after the last move, and for a game that is not deferred. The text
// aliases Raw.
func (g *Game) NextMoveText(i int) (next int, text []byte, number int, offset int64) {
	d := g.lazy
	if d == nil {
		return -1, nil, 0, 0
	}
	toks := d.toks
	for ; i < len(toks); i++ {
		t := &toks[i]
		if t.kind != tSymbol {
			continue
		}
		// The token was lexed from Raw: its span is inside it.
		o := t.pos.Offset - g.Start.Offset + int64(t.a)
		text = unsafe.Slice((*byte)(unsafe.Add(unsafe.Pointer(unsafe.SliceData(g.Raw)), o)), t.b-t.a)
		return i + 1, text, int(t.val), t.pos.Offset + int64(t.a)
	}
	return -1, nil, 0, 0
}

// deferTree fills g's tags and result from toks and keeps toks for
// Build, when the game can be deferred (no variations); it reports
// whether it did. The tokens are copied: the lexer reuses its own.
func (b *builder) deferTree(g *Game, toks []token, n counts, a *Arena) bool {
	return b.deferTreeWith(g, toks, n, a, false)
}

// deferTreeWith is deferTree, for a DeferPawn game when pawn is set:
// with variations too (its reader needs no tree; Build builds them), and
// its Symbols filled as its tree would fill them (the reader asks for
// them; Build fills them again).
func (b *builder) deferTreeWith(g *Game, toks []token, n counts, a *Arena, pawn bool) bool {
	if n.opens > 0 && !pawn {
		return false
	}
	t := newTree(g, false, counts{tags: n.tags}, a)
	for i := 0; i < len(toks); i++ {
		tok := &toks[i]
		switch tok.kind {
		case tTagName:
			t.tag(tok, &toks[i+1])
			i++
		case tResult:
			x, z := t.span(tok)
			g.Result = t.src[x:z]
			g.ResultPos = tok.pos
		case tSymbol:
			if !pawn {
				continue
			}
			x, z := t.span(tok)
			text := g.Raw[x:z]
			if bit := letterBit(text); bit != 0 && t.seen&bit != 0 {
				continue // most moves: a letter the game has already
			}
			if text[0] < 'a' || text[0] > 'h' { // a pawn move has no symbol
				t.symbolOf(text)
			}
		case tOpen, tClose:
			if !pawn {
				g.Tags, g.Result, g.ResultPos = nil, "", Pos{}
				return false
			}
		}
	}
	var d *deferred
	if a != nil {
		d = &reuse.Take(&a.lazies, 1)[0]
	} else {
		d = new(deferred)
	}
	d.toks, d.arena = alloc(a, tokBuf(a), len(toks)), a
	copy(d.toks, toks)
	g.lazy = d
	return true
}

// tokBuf is a's buffer of tokens, or nil without an arena.
func tokBuf(a *Arena) *[]token {
	if a == nil {
		return nil
	}
	return &a.toks
}

// DropTokens makes a deferred game an ordinary one whose tree is what it
// holds: Build then does nothing. Package descriptive calls it on its
// copy of a game read with DeferPawn, whose moves it read from Raw and
// whose tree it made itself.
func (g *Game) DropTokens() { g.lazy = nil }

// pawnMove reports whether a move token of toks, lexed from g.Raw,
// starts with the symbol P (P-K4, PxP, P4R), as a move of the tree
// would put P in Symbols.
func pawnMove(g *Game, toks []token) bool {
	k := 0
	for k < len(toks) && (toks[k].kind == tTagName || toks[k].kind == tTagValue) {
		k++
	}
	if k == len(toks) {
		return false
	}
	// No P after the tags (nearly every SAN game): no move starts with one.
	if from := toks[k].pos.Offset - g.Start.Offset + int64(toks[k].a); bytes.IndexByte(g.Raw[from:], 'P') < 0 {
		return false
	}
	for i := k; i < len(toks); i++ {
		t := &toks[i]
		if t.kind != tSymbol {
			continue
		}
		o := t.pos.Offset - g.Start.Offset
		text := g.Raw[o+int64(t.a) : o+int64(t.b)]
		if text[0] == 'P' && len(LeadingSymbol(text)) == 1 {
			return true
		}
	}
	return false
}

// movesBeforeVariations reports whether every variation of toks opens
// after a move of its line, so that building them finds no error ("a
// variation without a move before it", which the Reader reports and a
// deferred game's Build could not).
func movesBeforeVariations(toks []token) bool {
	last := false // the line being read has a move (the builder's t.last)
	for i := range toks {
		switch toks[i].kind {
		case tSymbol:
			last = true
		case tOpen:
			if !last {
				return false
			}
			last = false
		case tClose:
			last = true // back on the line it opened from, after its move
		}
	}
	return true
}
