package parser

import (
	"strings"
	"unsafe"

	"github.com/notaz-chess/notaz/internal/reuse"
)

// builder turns a game's tokens into the tree. All nodes of a game come
// from a few slabs sized by the lexer's counts, so a game costs about ten
// allocations however many moves and comments it has.
type builder struct {
	stack []frame
}

// frame is a line being built, saved while a variation is open.
type frame struct {
	line     *Line
	last     *Move
	afterVar bool
	before   []Comment
}

// slab hands out short slices of one preallocated array. A slice keeps
// growing in place while it ends at the slab's end; otherwise append
// copies it out (its capacity is clipped so it never overwrites the slab):
// into spill, an Arena's buffer, when there is one, so that a main line
// interrupted by variations costs no allocation either.
type slab[T any] struct {
	buf   []T
	spill *[]T
}

func (s *slab[T]) add(dst []T, v T) []T {
	b := s.buf
	n := len(b)
	if n < cap(b) {
		if len(dst) == 0 {
			b = append(b, v)
			s.buf = b
			return b[n : n+1 : n+1]
		}
		if n > 0 && &dst[len(dst)-1] == &b[n-1] {
			b = append(b, v)
			s.buf = b
			return b[n-len(dst) : n+1 : n+1]
		}
	}
	if s.spill == nil || len(dst) < cap(dst) {
		return append(dst, v)
	}
	c := max(2*len(dst), 4)
	out := reuse.Take(s.spill, c)[:len(dst)+1]
	copy(out, dst)
	out[len(dst)] = v
	return out
}

// build fills g from l's tokens, with n their counts. It returns a
// message and position for a structural error the lexer cannot see (a
// variation with no move before it); tokens after the lexer's own error,
// or over the token limit, were never recorded.
func (b *builder) build(g *Game, l *lexer, n counts, a *Arena) (string, Pos) {
	t := newTree(g, l.pairStyle, n, a)
	b.stack = b.stack[:0]
	for i := 0; i < len(l.toks); i++ {
		tok := &l.toks[i]
		switch tok.kind {
		case tTagName:
			t.tag(tok, &l.toks[i+1]) // the lexer puts the value next
			i++
		case tSymbol:
			t.move(tok)
		case tNAG:
			t.nag(tok)
		case tComment, tLineComment:
			t.comment(tok)
		case tOpen:
			if t.last == nil {
				b.closeAll(&t)
				return "variation without a move before it", tok.pos
			}
			b.open(&t)
		case tClose:
			b.close(&t)
		case tResult:
			a, z := t.span(tok)
			g.Result = t.src[a:z]
			g.ResultPos = tok.pos
		}
	}
	b.closeAll(&t)
	return "", Pos{}
}

// tree is one build's state: the game, the slabs its nodes come from,
// and where the next token goes (the line being built, its last move,
// and comments and NAGs waiting for the next move). It lives on build's
// stack; the methods below each take one kind of token.
type tree struct {
	g         *Game
	arena     *Arena // nil without one
	src       string // one copy of g.Raw shared by all strings of the game
	start     int64  // g.Start.Offset: token positions are in the input
	pairStyle bool   // the lexer's: a symbol may hold two moves, "e4-e5"

	moves    []Move
	nm       int // moves handed out
	notes    []moveNotes
	nn       int // notes handed out
	lines    []Line
	nl       int // lines handed out
	ptrs     slab[*Move]
	comments slab[Comment]
	nags     slab[uint8]
	vars     slab[*Line]

	cur      *Line
	last     *Move // nil before the first move of cur
	before   []Comment
	pendNAGs []uint8
	afterVar bool   // a variation closed since last
	seen     uint64 // the one-letter Symbols ('@' to DEL) already there
}

// newTree allocates the slabs of a game, sized by its token counts: from
// a when set.
func newTree(g *Game, pairStyle bool, n counts, a *Arena) tree {
	b := a
	if b == nil {
		b = &noArena // its buffers stand in for a's; alloc leaves them alone
	}
	if n.tags > 0 {
		g.Tags = alloc(a, &b.tags, n.tags)[:0]
	}
	nMoves := n.moves
	if pairStyle {
		nMoves += n.pairs
	}
	return tree{
		g:         g,
		arena:     a,
		src:       rawString(g.Raw),
		start:     g.Start.Offset,
		pairStyle: pairStyle,
		moves:     alloc(a, &b.moves, nMoves),
		// A move has notes only when a NAG, comment or variation is
		// its: there are no more of them than of those.
		notes:    alloc(a, &b.notes, n.comments+n.nags+n.opens),
		ptrs:     slab[*Move]{alloc(a, &b.ptrs, nMoves)[:0], spill(a, &b.ptrs)},
		comments: slab[Comment]{alloc(a, &b.comments, n.comments)[:0], spill(a, &b.comments)},
		nags:     slab[uint8]{alloc(a, &b.nags, n.nags)[:0], spill(a, &b.nags)},
		lines:    alloc(a, &b.lines, n.opens),
		vars:     slab[*Line]{alloc(a, &b.vars, n.opens)[:0], spill(a, &b.vars)},
		cur:      &g.Line,
	}
}

var noArena Arena

// spill returns buf when there is an arena, else nil.
func spill[T any](a *Arena, buf *[]T) *[]T {
	if a == nil {
		return nil
	}
	return buf
}

// span returns the offsets in g.Raw of a token's text.
func (t *tree) span(tok *token) (int64, int64) {
	o := tok.pos.Offset - t.start
	return o + int64(tok.a), o + int64(tok.b)
}

// tag adds the tag whose name is tok and value v.
func (t *tree) tag(tok, v *token) {
	n0, n1 := t.span(tok)
	v0, v1 := t.span(v)
	value := t.src[v0:v1]
	if v.val&tagEscaped != 0 {
		value = unescape(value)
	}
	// Appended zero, then filled field by field: a Tag literal appended is
	// built on the stack and copied with wide loads that wait on its
	// narrower stores (see lexer.emit).
	t.g.Tags = append(t.g.Tags, Tag{})
	g := &t.g.Tags[len(t.g.Tags)-1]
	g.Name, g.Value, g.Pos = t.src[n0:n1], value, tok.pos
}

// move adds the move tok to the current line, with the comments and NAGs
// that were waiting for it.
func (t *tree) move(tok *token) {
	m := &t.moves[t.nm]
	t.nm++
	a, z := t.span(tok)
	text := t.g.Raw[a:z]
	m.setText(text)
	m.number = tok.val
	if t.before != nil || t.pendNAGs != nil {
		n := t.notesOf(m)
		n.before, n.nags = t.before, t.pendNAGs
	}
	m.setPos(tok.pos)
	t.before, t.pendNAGs, t.afterVar = nil, nil, false
	if cm, b := t.cur.Moves, t.ptrs.buf; len(cm) > 0 && len(b) < cap(b) && len(b) > 0 && &cm[len(cm)-1] == &b[len(b)-1] {
		// slab.add's commonest case, inline: the line ends at the
		// slab's end and grows in place.
		n := len(b)
		b = b[:n+1]
		b[n] = m
		t.ptrs.buf = b
		t.cur.Moves = b[n-len(cm) : n+1 : n+1]
	} else {
		t.cur.Moves = t.ptrs.add(cm, m)
	}
	t.last = m
	if c := text[0]; c < 'a' || c > 'h' { // a pawn move has no symbol
		t.symbolOf(text)
	}
	if tok.lEnd > 0 && t.pairStyle {
		// "e4-e5": White's move and Black's, joined by a dash.
		m2 := &t.moves[t.nm]
		t.nm++
		r := a + int64(tok.lEnd) + int64(tok.sepLen)
		m.setText(t.g.Raw[a : a+int64(tok.lEnd)])
		m2.setText(t.g.Raw[r:z])
		p := tok.pos
		p.Offset += int64(tok.lEnd) + int64(tok.sepLen)
		m2.setPos(p)
		t.cur.Moves = t.ptrs.add(t.cur.Moves, m2)
		t.last = m2
		t.addSymbol(m.Text()) // m's Text is now its own part
		t.addSymbol(m2.Text())
	}
}

// notesOf returns m's notes, which it gives m if it has none: from the
// slab sized for them, or the heap if a move's far line took one.
func (t *tree) notesOf(m *Move) *moveNotes {
	if m.notes == nil {
		if t.nn < len(t.notes) {
			m.notes = &t.notes[t.nn]
			t.nn++
		} else {
			m.notes = new(moveNotes)
		}
	}
	return m.notes
}

// nag adds a NAG to the last move, or keeps it for the next move when the
// line has none yet.
func (t *tree) nag(tok *token) {
	if t.last != nil {
		n := t.notesOf(t.last)
		n.nags = t.nags.add(n.nags, uint8(tok.val))
	} else {
		t.pendNAGs = t.nags.add(t.pendNAGs, uint8(tok.val))
	}
}

// comment adds a comment after the last move, or keeps it for the next
// move (or the line's end) when the line has no move yet or a variation
// closed since.
func (t *tree) comment(tok *token) {
	a, z := t.span(tok)
	c := Comment{Text: t.src[a:z], Pos: tok.pos, Prose: tok.val == commentProse}
	if t.last != nil && !t.afterVar {
		n := t.notesOf(t.last)
		n.after = t.comments.add(n.after, c)
	} else {
		t.before = t.comments.add(t.before, c)
	}
}

// open starts a variation of the last move, which must exist, saving the
// current line on b's stack.
func (b *builder) open(t *tree) {
	if t.afterVar && len(t.before) > 0 {
		// "(3. Bc4) {c} (3. d4)": the comment stays between
		// the two variations.
		vs := t.last.notes.variations
		prev := vs[len(vs)-1]
		prev.After, t.before = t.before, nil
	}
	b.stack = append(b.stack, frame{line: t.cur, last: t.last, afterVar: t.afterVar, before: t.before})
	v := &t.lines[t.nl]
	t.nl++
	n := t.notesOf(t.last)
	n.variations = t.vars.add(n.variations, v)
	t.cur, t.last, t.afterVar, t.before = v, nil, false, nil
}

// close ends the current variation: its waiting comments end it, and the
// line it branched from resumes.
func (b *builder) close(t *tree) {
	t.cur.Comments = append(t.cur.Comments, t.before...)
	f := b.stack[len(b.stack)-1]
	b.stack = b.stack[:len(b.stack)-1]
	t.cur, t.last, t.before = f.line, f.last, f.before
	t.afterVar = true
}

// closeAll closes the variations still open (after an error some may
// be) and ends the main line with the comments still waiting.
func (b *builder) closeAll(t *tree) {
	for len(b.stack) > 0 {
		b.close(t)
	}
	if len(t.before) > 0 {
		t.cur.Comments = append(t.cur.Comments, t.before...)
	}
}

// counts are the numbers of tags, moves, comments, NAGs, variations and
// possible move pairs of a game, which size its slabs.
type counts struct{ tags, moves, comments, nags, opens, pairs int }

// countTokens counts what the tokens of a game hold.
func countTokens(toks []token) counts {
	var n counts
	for i := range toks {
		switch t := &toks[i]; t.kind {
		case tTagName:
			n.tags++
		case tSymbol:
			n.moves++
			if t.lEnd > 0 {
				n.pairs++
			}
		case tNAG:
			n.nags++
		case tComment, tLineComment:
			n.comments++
		case tOpen:
			n.opens++
		}
	}
	return n
}

// unescape undoes the \" and \\ escapes of a tag value.
func unescape(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// rawString returns Raw's bytes as a string without copying them: the
// game's strings (tag names and values, comments) share its memory, so a
// game's text is held once. Raw is never modified once read (see Game).
func rawString(raw []byte) string {
	return unsafe.String(unsafe.SliceData(raw), len(raw))
}
