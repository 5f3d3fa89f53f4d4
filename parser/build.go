package parser

import "strings"

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
// copies it out (its capacity is clipped so it never overwrites the slab).
type slab[T any] struct{ buf []T }

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
	return append(dst, v)
}

func newSlab[T any](n int) slab[T] {
	if n == 0 {
		return slab[T]{}
	}
	return slab[T]{buf: make([]T, 0, n)}
}

// build fills g from l's tokens, with n their counts. It returns a
// message and position for a structural error the lexer cannot see (a
// variation with no move before it); tokens after the lexer's own error,
// or over the token limit, were never recorded.
func (b *builder) build(g *Game, l *lexer, n counts) (string, Pos) {
	start := g.Start.Offset
	src := string(g.Raw) // one copy shared by all strings of the game
	text := func(t *token) (int64, int64) {
		o := t.pos.Offset - start
		return o + int64(t.a), o + int64(t.b)
	}
	if n.tags > 0 {
		g.Tags = make([]Tag, 0, n.tags)
	}
	nMoves := n.moves
	if l.pairStyle {
		nMoves += n.pairs
	}
	moves := make([]Move, nMoves)
	nm := 0
	ptrs := newSlab[*Move](nMoves)
	comments := newSlab[Comment](n.comments)
	nags := newSlab[uint8](n.nags)
	lines := make([]Line, n.opens)
	nl := 0
	vars := newSlab[*Line](n.opens)

	b.stack = b.stack[:0]
	cur := &g.Line
	var last *Move
	var before []Comment
	var pendNAGs []uint8
	afterVar := false
	var errMsg string
	var errPos Pos

loop:
	for i := 0; i < len(l.toks); i++ {
		t := &l.toks[i]
		switch t.kind {
		case tTagName:
			v := &l.toks[i+1]
			n0, n1 := text(t)
			v0, v1 := text(v)
			value := src[v0:v1]
			if v.val&tagEscaped != 0 {
				value = unescape(value)
			}
			g.Tags = append(g.Tags, Tag{Name: src[n0:n1], Value: value, Pos: t.pos})
			i++
		case tSymbol:
			m := &moves[nm]
			nm++
			a, z := text(t)
			m.Text = g.Raw[a:z:z]
			m.Pos = t.pos
			m.Number = int(t.val)
			m.Before = before
			m.NAGs = pendNAGs
			before, pendNAGs, afterVar = nil, nil, false
			cur.Moves = ptrs.add(cur.Moves, m)
			last = m
			if t.lEnd > 0 && l.pairStyle {
				// "e4-e5": White's move and Black's, joined by a dash.
				m2 := &moves[nm]
				nm++
				r := a + int64(t.lEnd) + int64(t.sepLen)
				m.Text = g.Raw[a : a+int64(t.lEnd) : a+int64(t.lEnd)]
				m2.Text = g.Raw[r:z:z]
				m2.Pos = t.pos
				m2.Pos.Offset += int64(t.lEnd) + int64(t.sepLen)
				cur.Moves = ptrs.add(cur.Moves, m2)
				last = m2
			}
		case tNAG:
			if last != nil {
				last.NAGs = nags.add(last.NAGs, uint8(t.val))
			} else {
				pendNAGs = nags.add(pendNAGs, uint8(t.val))
			}
		case tComment, tLineComment:
			a, z := text(t)
			c := Comment{Text: src[a:z], Pos: t.pos, Prose: t.val == commentProse}
			if last != nil && !afterVar {
				last.After = comments.add(last.After, c)
			} else {
				before = comments.add(before, c)
			}
		case tOpen:
			if last == nil {
				errMsg, errPos = "variation without a move before it", t.pos
				break loop
			}
			if afterVar && len(before) > 0 {
				// "(3. Bc4) {c} (3. d4)": the comment stays between
				// the two variations.
				prev := last.Variations[len(last.Variations)-1]
				prev.After, before = before, nil
			}
			b.stack = append(b.stack, frame{line: cur, last: last, afterVar: afterVar, before: before})
			v := &lines[nl]
			nl++
			last.Variations = vars.add(last.Variations, v)
			cur, last, afterVar, before = v, nil, false, nil
		case tClose:
			cur.Comments = append(cur.Comments, before...)
			f := b.stack[len(b.stack)-1]
			b.stack = b.stack[:len(b.stack)-1]
			cur, last, before = f.line, f.last, f.before
			afterVar = true
		case tResult:
			a, z := text(t)
			g.Result = src[a:z]
			g.ResultPos = t.pos
		}
	}
	// After an error variations may be open: close them.
	for len(b.stack) > 0 {
		cur.Comments = append(cur.Comments, before...)
		f := b.stack[len(b.stack)-1]
		b.stack = b.stack[:len(b.stack)-1]
		cur, before = f.line, f.before
	}
	if len(before) > 0 {
		cur.Comments = append(cur.Comments, before...)
	}
	return errMsg, errPos
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
