package replay

import (
	"slices"
	"strconv"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/parser/san"
)

// Side lines recovered from move numbers.
//
// Web pages and annotated scoresheets quote a side line on its own line
// with its own number, then go on with the game:
//
//	3.Bc4 Nf6 4.Ng5!? 4.d4! 4...d5 5.exd5 Na5
//
// "4.d4" names White's 4th move, a ply already played: it is an
// alternative to 4.Ng5, and "4...d5" brings the game back. The main line
// is read move by move as usual (line); only when a main-line number
// contradicts the board does sideLines take over the rest of the game and
// place each numbered move where its number says, if it is legal there.
// The recovered side lines become ordinary variations of the tree, so
// writer and check see nothing special.

// lookahead is how many written plies must play legally for a reading
// of the text to count as evidence (side lines, missing or swapped moves).
const lookahead = 4

// maxSideDepth bounds the nesting of recovered side lines (side lines of
// side lines), as the parser bounds parenthesised ones: no text quotes
// deeper, and the writer recurses on the tree.
const maxSideDepth = 8

// frame is a line being read: the main line at the bottom of the stack,
// each side line above it branching from a node of the frame below.
type frame struct {
	line  *Line
	start board.Position  // before the line's first node
	pos   *board.Position // after its last node
	ply0  int             // ply of its first node
	at    int             // index of the node it replaces in the frame below
}

func (f *frame) end() int { return f.ply0 + len(f.line.Nodes) }

// before returns the position before the line's ply p (ply0 ≤ p ≤ end).
func (f *frame) before(p int) board.Position {
	pos := f.start
	for _, n := range f.line.Nodes[:p-f.ply0] {
		pos.PlayUnchecked(n.Move)
	}
	return pos
}

// reading is one place a numbered move may go: continuing frame f, or
// branching from it at ply (a side line replacing the node there).
type reading struct {
	f      int
	ply    int
	branch bool
	// loose: the move continues the current line against its number,
	// as sloppy annotations number a move ("2...a5" for 3...a5).
	loose bool
	// again: the move repeats the one at ply-1 of frame f ("18.Ld6
	// Lxg1" quoting another order after the game's 18.Ld6 Dxa1+); the
	// moves after it go on from ply, branching there if the frame has a
	// node at ply.
	again bool
	pos   board.Position // before the move in this reading (again: after it)
}

// offNumber reports whether the number written before a main-line move
// contradicts the board: another move number, or Black's move numbered
// as White's ("4.d4" after 4.Ng5). It runs only for numbered moves; the
// look at the text happens only for a numbered Black move, which clean
// PGN writes only after a comment or a variation.
func (r *replayer) offNumber(mv *parser.Move, pos *board.Position) bool {
	return offNumber(r.g.Source, mv, pos)
}

// offNumber is the method's test for a move of g.
func offNumber(g *parser.Game, mv *parser.Move, pos *board.Position) bool {
	return offNumberAt(g, mv.Number(), mv.Pos().Offset, pos)
}

// offNumberAt is offNumber for the move numbered number whose text starts
// at offset in the input.
func offNumberAt(g *parser.Game, number int, offset int64, pos *board.Position) bool {
	if number != pos.FullmoveNumber() {
		return true
	}
	if pos.Turn() != board.Black {
		return false
	}
	side, known := writtenSideAt(g, offset)
	return known && side == board.White
}

// writtenSide reads the side a move number names from the text between
// the number and the move: "4.", "4" and "4. " name White; "4...",
// "4…", "4. ...", "9. . ." and "17 ...," name Black. known is false when
// something else stands between them (a comment).
func writtenSide(g *parser.Game, mv *parser.Move) (side board.Color, known bool) {
	return writtenSideAt(g, mv.Pos().Offset)
}

// writtenSideAt is writtenSide for the move whose text starts at offset.
func writtenSideAt(g *parser.Game, offset int64) (side board.Color, known bool) {
	raw := g.Raw
	i := int(offset - g.Start.Offset)
	if i < 0 || i > len(raw) {
		return board.White, false
	}
	dots := 0
	for i > 0 {
		switch c := raw[i-1]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',':
			i--
		case c == '.':
			dots++
			i--
		case c == 0xA6 && i >= 3 && raw[i-2] == 0x80 && raw[i-3] == 0xE2: // …
			dots += 3
			i -= 3
		case c >= '0' && c <= '9':
			if dots >= 2 {
				return board.Black, true
			}
			return board.White, true
		default:
			return board.White, false
		}
	}
	return board.White, false
}

// writtenPly is the ply a move's number and dots name, counted like
// Node.Ply from the game's start position. When the text does not say
// the side, the number is taken as turn's.
func (r *replayer) writtenPly(mv *parser.Move, turn board.Color) int {
	side, known := writtenSide(r.g.Source, mv)
	if !known {
		side = turn
	}
	s := &r.g.Start
	return 2*mv.Number() + int(side) - (2*s.FullmoveNumber() + int(s.Turn())) + 1
}

// sideLines reads the main line's moves from index i on, where move i's
// number contradicts the board (see the top of this file). It
// stops at the first error, with the tree built so far.
func (r *replayer) sideLines(pos *board.Position, l *parser.Line, out *Line, i, ply int) bool {
	fs := []frame{{line: out, start: r.g.Start, pos: pos, ply0: ply - len(out.Nodes)}}
	defer func() { closeFrames(fs, 1) }()
	for k, mv := range l.Moves[i:] {
		if mv.Number() != 0 {
			var again, ok bool
			if fs, again, ok = r.place(fs, l.Moves, i+k); !ok {
				return false
			}
			if again {
				continue // the move is in the tree already (see readings)
			}
		}
		top := &fs[len(fs)-1]
		before := *top.pos
		var n Node
		if !r.play(top.pos, mv, top.end(), &n) {
			r.explainOrder(mv, l.Moves, top, before)
			return false
		}
		top.line.Nodes = append(top.line.Nodes, n)
		if !r.variations(top.line, mv, before, n.Ply) {
			return false
		}
	}
	return true
}

// closeFrames attaches every side line above fs[keep-1] to the node it
// replaces, innermost first, and returns the stack that remains.
func closeFrames(fs []frame, keep int) []frame {
	for k := len(fs) - 1; k >= keep; k-- {
		p := fs[k-1].line
		n := &p.Nodes[fs[k].at]
		n.Variations = append(n.Variations, *fs[k].line)
	}
	return fs[:keep]
}

// place puts the frame a numbered move goes on at the top of the stack:
// the line it continues, or a new side line where its number points.
// Moves its number cannot place stay in the current line, with a
// move-number warning when they contradict the board. again reports
// that the move repeats one in the tree, which is not played twice.
func (r *replayer) place(fs []frame, moves []*parser.Move, k int) (_ []frame, again, ok bool) {
	mv := moves[k]
	top := &fs[len(fs)-1]
	if len(fs) == 1 && !r.offNumber(mv, top.pos) {
		return fs, false, true // the common case: the main line goes on
	}
	wp := r.writtenPly(mv, top.pos.Turn())
	rs := r.readings(fs, mv, wp)
	switch len(rs) {
	case 0:
		if len(fs) == 1 || wp != top.end() {
			r.warnNumber(mv, top.pos, top.end())
		}
		return fs, false, true
	case 1:
	default:
		if rs = r.decide(fs, rs, moves, k); len(rs) > 1 {
			r.ambiguousPlace(fs, rs, mv)
			return fs, false, false
		}
	}
	if rs[0].loose {
		r.shift = wp - top.end()
		r.warnNumber(mv, top.pos, top.end())
		return fs, false, true
	}
	return r.enter(fs, rs[0], mv), rs[0].again, true
}

// readings lists the places where the move numbered for ply wp is legal:
// the end of a line on the stack, or a ply inside one.
func (r *replayer) readings(fs []frame, mv *parser.Move, wp int) []reading {
	var rs []reading
	for f := range fs {
		fr := &fs[f]
		rd := reading{f: f, ply: wp}
		switch {
		case wp == fr.end():
			rd.pos = *fr.pos
		case f < maxSideDepth && (wp > fr.ply0 && wp < fr.end() || wp == fr.ply0 && f == 0):
			// (A side line's first ply is its parent's: branching
			// there is a sibling, read in the parent.)
			rd.branch, rd.pos = true, fr.before(wp)
		default:
			continue
		}
		m, ok := r.resolve(&rd.pos, mv)
		switch {
		case !ok:
		case rd.branch && m == fr.line.Nodes[wp-fr.ply0].Move:
			// A move is no alternative to itself: written again ("12.h4"
			// after a side line), it brings the text back to its place
			// in that line, and the moves after it go on from there.
			rs = append(rs, againAt(fr, f, wp+1))
		default:
			rs = append(rs, rd)
		}
	}
	if top := &fs[len(fs)-1]; wp != top.end() {
		rd := reading{f: len(fs) - 1, ply: top.end(), loose: true, pos: *top.pos}
		if r.legal(&rd.pos, mv) {
			rs = append(rs, rd)
		}
	}
	return rs
}

// againAt is the reading of a move written again at ply p-1 of frame f
// (index fi): the moves after it continue the frame at p, or branch
// there when the frame has a node at p.
func againAt(fr *frame, fi, p int) reading {
	rd := reading{f: fi, ply: p, again: true}
	if p < fr.end() {
		rd.branch, rd.pos = true, fr.before(p)
	} else {
		rd.pos = *fr.pos
	}
	return rd
}

// decide keeps, of several legal readings, those under which the written
// moves that follow play legally the longest. In a tie the number
// decides, except when it is off by as much as the last number read
// against the board (a text numbered off consistently), and right after
// a parenthesised variation: there PGN asks
// for a number again, and exporters of annotated games often write a
// wrong one ("53.Re5 (53.a7 b2) 52...b2"), while a text that writes its
// variations in parentheses does not also quote them bare. A tie between
// the main line and a side line goes to the main line when the move is
// Black's written with its own number ("4...d5"): inside a line PGN
// numbers Black's moves only after a break.
func (r *replayer) decide(fs []frame, rs []reading, moves []*parser.Move, k int) []reading {
	mv := moves[k]
	best, keep := -1, rs[:0:0]
	shifted := -1 // a loose reading off by as much as the last one
	for _, rd := range rs {
		// A loose reading expects the numbers after mv off by as much.
		off := r.writtenPly(mv, rd.pos.Turn()) - rd.ply
		var n int
		if rd.again {
			// The repeated move counts as played; the moves after it
			// are tried from where it leads.
			// (At most lookahead, as for the other readings.)
			n = min(lookahead, 1+r.playable(rd.pos, moves, k+1, rd.ply, 0))
		} else {
			n = r.playable(rd.pos, moves, k, rd.ply, off)
		}
		if rd.loose && off == r.shift {
			shifted = n
		}
		switch {
		case n > best:
			best, keep = n, append(keep[:0], rd)
		case n == best:
			keep = append(keep, rd)
		}
	}
	if len(keep) > 1 {
		loose := slices.IndexFunc(keep, func(rd reading) bool { return rd.loose })
		switch {
		case loose >= 0 && shifted == best:
			// The text's numbers are off by the same amount again.
			return keep[loose : loose+1]
		case loose >= 0 && k > 0 && len(moves[k-1].Variations()) > 0:
			return keep[loose : loose+1]
		case loose >= 0:
			keep = slices.Delete(keep, loose, loose+1)
		}
	}
	if len(keep) > 1 {
		keep = r.byCapture(keep, mv)
	}
	if len(keep) > 1 {
		return r.layout(fs, keep, mv)
	}
	return keep
}

// byCapture keeps, of readings the moves leave tied, those in which the
// move's capture sign takes something ("10.Cxb5" after 9...b5, not after
// 9...Dc7, where b5 is empty): a sign that captures nothing is accepted
// only as a slip, so it is weaker evidence than one that fits. It returns
// keep unchanged when the sign fits all or none.
func (r *replayer) byCapture(keep []reading, mv *parser.Move) []reading {
	san, err := san.Parse(mv.Text(), r.letters)
	if err != nil || !san.Capture {
		return keep
	}
	fit := keep[:0:0]
	for _, rd := range keep {
		pos := rd.pos
		if _, sp, err := pos.Resolve(san); err == nil && sp&board.SpellSpuriousCapture == 0 {
			fit = append(fit, rd)
		}
	}
	if len(fit) == 0 {
		return keep
	}
	return fit
}

// layout breaks a tie the moves leave, with the text's own layout. A
// Black move written with its own number ("4...d5") resumes the main
// line, since inside a line PGN numbers Black's moves only after a break.
// Otherwise a move on the same text line as the current side line's last
// move continues that side line, and a move that starts a new text line
// resumes the main line, as web pages quote each side line on its own
// line ("6...e5" alone, then "7.0-0 Be7").
func (r *replayer) layout(fs []frame, keep []reading, mv *parser.Move) []reading {
	main := slices.IndexFunc(keep, func(rd reading) bool { return rd.f == 0 && !rd.branch && !rd.loose })
	if side, known := writtenSide(r.g.Source, mv); main >= 0 && known && side == board.Black {
		return keep[main : main+1]
	}
	top := len(fs) - 1
	nodes := fs[top].line.Nodes
	same := top > 0 && len(nodes) > 0 && nodes[len(nodes)-1].Source.Pos().Line == mv.Pos().Line
	if !same && main >= 0 {
		return keep[main : main+1]
	}
	if i := slices.IndexFunc(keep, func(rd reading) bool { return rd.f == top && !rd.branch }); same && i >= 0 {
		return keep[i : i+1]
	}
	return keep
}

// playable counts how many of the written moves from moves[k] on (at
// most lookahead) play legally in sequence from pos, moves[k] being at
// ply; it stops at a move whose number names another ply than its
// place plus off.
func (r *replayer) playable(pos board.Position, moves []*parser.Move, k, ply, off int) int {
	n := 0
	for ; k < len(moves) && n < lookahead; k++ {
		m := moves[k]
		if n > 0 && m.Number() != 0 && r.writtenPly(m, pos.Turn()) != ply+n+off {
			break
		}
		bm, ok := r.resolve(&pos, m)
		if !ok {
			break
		}
		pos.PlayUnchecked(bm)
		n++
	}
	return n
}

func indexOf(moves []*parser.Move, mv *parser.Move) int {
	for i, m := range moves {
		if m == mv {
			return i
		}
	}
	return -1
}

// resolve reads mv as a legal move in pos, without playing it.
func (r *replayer) resolve(pos *board.Position, mv *parser.Move) (board.Move, bool) {
	san, err := san.Parse(mv.Text(), r.letters)
	if err != nil {
		return board.Move{}, false
	}
	m, _, err := pos.Resolve(san)
	return m, err == nil
}

func (r *replayer) legal(pos *board.Position, mv *parser.Move) bool {
	_, ok := r.resolve(pos, mv)
	return ok
}

// enter makes the reading's line the top of the stack: the frame it
// continues, or a new side line branching at its ply, with a warning.
func (r *replayer) enter(fs []frame, rd reading, mv *parser.Move) []frame {
	fs = closeFrames(fs, rd.f+1)
	if !rd.branch {
		return fs
	}
	parent := &fs[rd.f]
	at := rd.ply - parent.ply0
	replaced := parent.line.Nodes[at].Source
	start := rd.pos
	name := moveName(mv, &start)
	msg := diag.T("%s read as a side line replacing %s", name, moveName(replaced, &start))
	if rd.again {
		before := parent.before(rd.ply - 1)
		name = moveName(mv, &before)
		msg = diag.T("%s repeats the move played there; the moves after it are read as a side line replacing %s", name, moveName(replaced, &start))
	}
	d := r.g.Source.DiagT(mv.Pos(), diag.Warning, diag.SideLine, msg)
	d.Ply, d.Move = rd.ply, name
	r.g.Notes = append(r.g.Notes, d)
	pos := start
	return append(fs, frame{line: &Line{Source: &parser.Line{}}, start: start, pos: &pos, ply0: rd.ply, at: at})
}

// ambiguousPlace fails the game at a move whose number and legality fit
// two lines equally well: nothing is guessed.
func (r *replayer) ambiguousPlace(fs []frame, rs []reading, mv *parser.Move) {
	var where []diag.Text
	for _, rd := range rs {
		where = append(where, describe(fs, rd))
	}
	pos := rs[0].pos
	msg := diag.T("%s fits both %s and %s, and the moves after it are legal in both: cannot tell which line it belongs to",
		moveName(mv, &pos), where[0], where[1])
	r.fail(mv, rs[0].ply, &pos, diag.SideLine, msg, nil)
}

// describe names the place of a reading for a message: "the main line
// after 4.Ng5", "the side line after 4.d4", "a side line replacing 4.Ng5".
func describe(fs []frame, rd reading) diag.Text {
	fr := &fs[rd.f]
	if rd.branch {
		at := rd.ply - fr.ply0
		pos := fr.before(rd.ply)
		return diag.T("a side line replacing %s", moveName(fr.line.Nodes[at].Source, &pos))
	}
	which := diag.T("the main line")
	if rd.f > 0 {
		which = diag.T("the side line")
	}
	if len(fr.line.Nodes) == 0 {
		return which
	}
	pos := fr.before(fr.end() - 1)
	return diag.T("%s after %s", which, moveName(fr.line.Nodes[len(fr.line.Nodes)-1].Source, &pos))
}

// warnNumber is the warning for a main-line number that contradicts the
// board and that no side line explains.
func (r *replayer) warnNumber(mv *parser.Move, pos *board.Position, ply int) {
	d := r.g.Source.DiagT(mv.Pos(), diag.Warning, diag.MoveNumber,
		diag.T("move %s is numbered %s: the number and the board disagree", moveName(mv, pos), writtenNumber(r.g.Source, mv)))
	d.Ply, d.Move = ply, moveName(mv, pos)
	r.g.Notes = append(r.g.Notes, d)
}

// writtenNumber is mv's number as the text writes it. The lexer keeps
// at most 7 digits (9,999,999: no game is that long), so a larger number
// is quoted from the text, as written (99999999999999999999, not 9999999).
func writtenNumber(g *parser.Game, mv *parser.Move) string {
	n := strconv.Itoa(mv.Number())
	if mv.Number() < 1e6 || g == nil {
		return n
	}
	raw := g.Raw
	j := int(mv.Pos().Offset - g.Start.Offset)
	if j < 0 || j > len(raw) {
		return n
	}
	for j > 0 && (raw[j-1] == '.' || raw[j-1] == ' ' || raw[j-1] == '\t') {
		j--
	}
	for j >= 3 && string(raw[j-3:j]) == "…" {
		j -= 3
	}
	i := j
	for i > 0 && j-i < 64 && raw[i-1] >= '0' && raw[i-1] <= '9' {
		i--
	}
	if j-i <= len(n)-1 {
		return n
	}
	return string(raw[i:j])
}
