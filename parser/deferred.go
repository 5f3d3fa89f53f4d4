package parser

import (
	"iter"

	"github.com/notaz-chess/notaz/internal/reuse"
)

// A deferred game (Options.Defer) is read without its tree: its tags,
// result and Raw are there, its moves are kept as the lexer's tokens, and
// the tree of moves, comments, NAGs and Symbols is built only when Build
// is called. A caller that only plays the main line (check, for a game
// whose moves are all clean) reads MainLine and never pays for the tree;
// one that needs it calls Build first and gets the game exactly as
// without Defer. Only games without variations are deferred: a game with
// variations needs the tree to be replayed at all.

// deferred is what Build needs of a deferred game.
type deferred struct {
	toks  []token // the game's tokens, from its arena when it has one
	arena *Arena
}

// Deferred reports whether g's tree is not built yet: Moves, Comments
// and Symbols are empty until Build, and MainLine reads its moves.
func (g *Game) Deferred() bool { return g.lazy != nil }

// Build builds the tree of a deferred game, as the Reader would have
// without Options.Defer; it does nothing for another game.
func (g *Game) Build() {
	d := g.lazy
	if d == nil {
		return
	}
	g.lazy = nil
	g.Tags = nil // built again, with everything else
	var b builder
	var l lexer
	l.toks = d.toks
	b.build(g, &l, countTokens(d.toks), d.arena)
}

// MainLine yields the moves of a deferred game's main line, in order, as
// Moves would hold them after Build (text, position, number; no NAGs,
// comments or variations). The Move is reused from one move to the next:
// a caller must not keep it. For a game that is not deferred it yields
// Moves.
func (g *Game) MainLine() iter.Seq[*Move] {
	return func(yield func(*Move) bool) {
		d := g.lazy
		if d == nil {
			for _, m := range g.Moves {
				if !yield(m) {
					return
				}
			}
			return
		}
		var m Move
		start := g.Start.Offset
		for i := range d.toks {
			t := &d.toks[i]
			if t.kind != tSymbol {
				continue
			}
			o := t.pos.Offset - start
			m = Move{number: t.val}
			m.setText(g.Raw[o+int64(t.a) : o+int64(t.b)])
			m.setPos(t.pos)
			if !yield(&m) {
				return
			}
		}
	}
}

// deferTree fills g's tags and result from toks and keeps toks for
// Build, when the game can be deferred (no variations); it reports
// whether it did. The tokens are copied: the lexer reuses its own.
func (b *builder) deferTree(g *Game, toks []token, n counts, a *Arena) bool {
	if n.opens > 0 {
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
		case tOpen, tClose:
			g.Tags, g.Result, g.ResultPos = nil, "", Pos{}
			return false
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
