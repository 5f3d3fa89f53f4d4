package prose

import (
	"bytes"
	"slices"
	"sort"
	"unicode"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/diag"
)

// Tables read in the game's order.
//
// A score printed as a table and flattened to text does not always write
// its moves in the order they were played. Three layouts are recognised
// by the numbers alone, and each gives an order to read the text in (its
// spans, each a piece of the text as written, nothing added or changed):
//
//   - Two halves side by side. Each line holds two rows of a table
//     whose second half continues the first ("1 e2 e4 1 e7 e5 15 G e2 f3
//     15 W a8 b8": moves 1 and 15 on one line, 2 and 16 on the next):
//     the lines' first halves are read, then their second halves.
//     At least three lines, the first half's numbers counting up by one
//     from line to line, the second half's too, from past the first's.
//   - The number after its row. A run of two moves and a number,
//     counting up from 1 ("c7 - c5 e2 - e4 1. Pb8 - c6 Pg1 - f3 2."):
//     each number is read before the two moves in front of it, in the
//     order written and in the other; and where the run stops, one move
//     and the next number after it (in the sentence below, "Hij kiest:
//     Pd4 - b3" / "9."), the same way.
//   - Columns one after the other. One side's moves numbered in a row,
//     one move each ("1. P to K 4 2. P to K B 4 … 20. PtoK5"), then the
//     other side's with the same numbers ("1. PtoK4 2. P takes P …"): a
//     table's two columns printed one after the other. Each of the second
//     column's moves is read after the first's with its number.
//
// The board confirms: the text read in a layout's order is kept only
// where its game replays further than the text read as written (more
// moves), and where two orders of one layout read as far, it is kept
// only if one of them goes further (else the text reads as written). The
// reading says so (warning prose-text, at the table), and every finding
// names the text where it stands.

// span is a piece of the text, [from, to).
type span struct{ from, to int }

// layout is the text read in the order a table says (tableLayouts).
type layout struct {
	spans []span
	at    int       // the table's first byte, where its warning stands
	what  diag.Text // the warning
	// plain: the table's cells are long algebraic with spaces and no
	// sign ("K g1 f3", "e2 e4"): the decoder reads them so.
	plain bool
	// group: the layouts of one table read in different orders have the
	// same group (numberLast's two), each other layout its own.
	group int
}

// text returns the layout's text and the offset in it where each span
// starts. Between two spans that do not follow each other in src, a line
// break, so that each stands on a line of its own as a table's row.
func (lay *layout) text(src []byte) ([]byte, []int) {
	var out []byte
	starts := make([]int, len(lay.spans))
	for k, s := range lay.spans {
		if k > 0 && lay.spans[k-1].to != s.from {
			out = append(out, '\n')
		}
		starts[k] = len(out)
		out = append(out, src[s.from:s.to]...)
	}
	return out, starts
}

// orig maps an offset of the layout's text back to the text: a line
// break it added maps to the end of the span before it.
func (lay *layout) orig(starts []int, v int) int {
	k := sort.Search(len(starts), func(k int) bool { return starts[k] > v }) - 1
	if k < 0 {
		return 0
	}
	s := lay.spans[k]
	return min(s.from+(v-starts[k]), s.to)
}

// remap turns the offsets of res, read in the layout's text, into the
// text's, and says that the layout was read.
func (lay *layout) remap(res *Result, starts []int) {
	o := func(v *int) { *v = lay.orig(starts, *v) }
	for g := range res.Games {
		gm := &res.Games[g]
		o(&gm.From)
		o(&gm.To)
		for k := range gm.Notes {
			o(&gm.Notes[k].Off)
		}
		for k := range gm.offs {
			o(&gm.offs[k])
			o(&gm.ends[k])
		}
		if gm.Stop != nil {
			o(&gm.Stop.Off)
			o(&gm.Stop.End)
		}
		if a := gm.Ambiguous; a != nil {
			o(&a.Off)
			o(&a.End)
			o(&a.OtherOff)
			o(&a.OtherEnd)
		}
		if g == 0 {
			gm.Notes = append(gm.Notes, Note{Off: lay.at, Code: diag.ProseText, Text: lay.what})
		}
	}
	for k := range res.Explain {
		o(&res.Explain[k].Off)
	}
}

// word is a token of the text between spaces ('|' is one: a table's cell
// flattened), with the number it is, if it is one.
type word struct {
	from, to int
	num      int  // 1..999 for a move number, 0 otherwise
	dot      bool // ... written with its dot ("12.")
}

// words returns the tokens of src[a:b].
func words(src []byte, a, b int) []word {
	var ws []word
	for i := a; i < b; {
		r, n := utf8.DecodeRune(src[i:])
		if isSpace(r) {
			i += n
			continue
		}
		j := i
		for j < b {
			r, n := utf8.DecodeRune(src[j:])
			if isSpace(r) {
				break
			}
			j += n
		}
		w := word{from: i, to: j}
		w.num, w.dot = moveNumber(src[i:j])
		ws = append(ws, w)
		i = j
	}
	return ws
}

// moveNumber reads t as a move number: 1 to 999, no leading zero, alone
// or with its dot ("12", "12."); 0 if it is none.
func moveNumber(t []byte) (int, bool) {
	dot := len(t) > 1 && t[len(t)-1] == '.'
	if dot {
		t = t[:len(t)-1]
	}
	if len(t) == 0 || len(t) > 3 || t[0] == '0' {
		return 0, false
	}
	n := 0
	for _, c := range t {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, dot
}

// lines returns the offsets where each line of src starts and ends
// (without its line break).
func lines(src []byte) []span {
	var ls []span
	for a := 0; a <= len(src); {
		b := bytes.IndexByte(src[a:], '\n')
		if b < 0 {
			ls = append(ls, span{a, len(src)})
			break
		}
		ls = append(ls, span{a, a + b})
		a += b + 1
	}
	return ls
}

// tableLayouts returns the layouts of the tables src holds (see above).
func tableLayouts(src []byte) []layout {
	out := rawLayouts(src)
	// Each span a piece of the text, each byte read once: a layout that
	// is not so is none (a guard: the finders make none such).
	return slices.DeleteFunc(out, func(lay layout) bool { return !lay.valid(len(src)) })
}

// valid reports whether the layout's spans lie in a text of n bytes,
// none overlapping another.
func (lay *layout) valid(n int) bool {
	s := slices.Clone(lay.spans)
	slices.SortFunc(s, func(a, b span) int {
		if a.from != b.from {
			return a.from - b.from
		}
		return a.to - b.to // an empty span first
	})
	end := 0
	for _, x := range s {
		if x.from < end || x.to < x.from || x.to > n {
			return false
		}
		end = x.to
	}
	return true
}

// rawLayouts returns the layouts the finders see in src.
func rawLayouts(src []byte) []layout {
	var out []layout
	ws := words(src, 0, len(src)) // the finders share the words (each text is decoded, so scanned, once)
	if lay, ok := halves(src, ws); ok {
		out = append(out, lay)
	}
	out = append(out, numberLast(src, ws)...)
	if lay, ok := columns(src, ws); ok {
		lay.group = 2
		out = append(out, lay)
	}
	return out
}

// row is a line of a table with two halves side by side (halves): the
// line, where its second half starts (-1: it has none), and the first
// number of each half.
type row struct {
	line     span
	split    int
	num, two int
}

// halves finds a table with two halves side by side: lines whose
// numbers are "a a b b" (the number repeated before Black's move) or
// "a b", a segment of moves after each, a counting up by one from line
// to line, b too, and b past every a. A last line or two may hold the
// first half only (the game ended in it).
func halves(src []byte, all []word) (layout, bool) {
	var rows []row
	best := []row(nil)
	flush := func() {
		full := 0
		for _, r := range rows {
			if r.split >= 0 {
				full++
			}
		}
		if full >= 3 && len(rows) > len(best) && rows[len(rows)-1].num < rows[0].two {
			best = rows
		}
		rows = nil
	}
	k := 0 // all[k:] are the words of this line and after: no word spans a line break
	for _, ln := range lines(src) {
		e := k
		for e < len(all) && all[e].to <= ln.to {
			e++
		}
		ws := all[k:e:e]
		k = e
		r, ok := halfRow(ws)
		r.line = ln
		if ok && len(rows) > 0 {
			p := rows[len(rows)-1]
			ok = r.num == p.num+1 && (p.split >= 0 && (r.split < 0 || r.two == p.two+1) || p.split < 0 && r.split < 0)
		}
		if !ok {
			flush()
			if r2, ok2 := halfRow(ws); ok2 && r2.split >= 0 {
				r2.line = ln
				rows = append(rows, r2)
			}
			continue
		}
		rows = append(rows, r)
	}
	flush()
	if best == nil {
		return layout{}, false
	}
	lay := layout{at: best[0].line.from, plain: true}
	lay.spans = append(lay.spans, span{0, best[0].line.from})
	for _, r := range best {
		end := r.line.to
		if r.split >= 0 {
			end = r.split
		}
		lay.spans = append(lay.spans, span{r.line.from, trimEnd(src, r.line.from, end)})
	}
	for _, r := range best {
		if r.split >= 0 {
			lay.spans = append(lay.spans, span{r.split, r.line.to})
		}
	}
	last := best[len(best)-1].line.to
	lay.spans = append(lay.spans, span{last, len(src)})
	lay.what = diag.T("a table of two halves side by side read half after half: moves %d to %d, then %d to %d", best[0].num, best[len(best)-1].num, best[0].two, lastTwo(best))
	return lay, true
}

// lastTwo is the last number of the second half of rows.
func lastTwo(rows []row) int {
	n := 0
	for _, r := range rows {
		if r.split >= 0 {
			n = r.two
		}
	}
	return n
}

// trimEnd returns b without the spaces before it (from a on).
func trimEnd(src []byte, a, b int) int {
	for b > a {
		r, n := utf8.DecodeLastRune(src[a:b])
		if !isSpace(r) {
			break
		}
		b -= n
	}
	return b
}

// halfRow reads a line of a table of two halves: its numbers "a a b b"
// or "a b" (b > a+1), each followed by a move's words; or "a a" or "a"
// alone (a first half only). No other number in it.
func halfRow(ws []word) (row, bool) {
	var at []int
	for k, w := range ws {
		if w.num > 0 {
			at = append(at, k)
		}
	}
	if len(at) == 0 || at[0] != 0 {
		return row{}, false
	}
	for k, x := range at {
		// A segment of words after each number.
		next := len(ws)
		if k+1 < len(at) {
			next = at[k+1]
		}
		if next-x < 2 || next-x > 5 && k+1 < len(at) {
			return row{}, false // the last may hold words after its move ("czarne wygrywają.")
		}
	}
	n := func(k int) int { return ws[at[k]].num }
	r := row{split: -1, num: n(0)}
	switch len(at) {
	case 4:
		if n(1) != n(0) || n(3) != n(2) || n(2) <= n(0) {
			return row{}, false
		}
		r.split, r.two = ws[at[2]].from, n(2)
	case 2:
		switch {
		case n(1) == n(0):
		case n(1) > n(0)+1:
			r.split, r.two = ws[at[1]].from, n(1)
		default:
			return row{}, false
		}
	case 1:
	default:
		return row{}, false
	}
	return r, true
}

// cellEnd returns where the move after the sign-joined words from ws[k]
// on ends: "c7 - c5" and "Pf3 × d4" are one move (a sign between two
// squares), "o - o" one castling; and the index of the word after it.
func cellEnd(src []byte, ws []word, k int) (int, int) {
	if k+2 < len(ws) && signWord(src[ws[k+1].from:ws[k+1].to]) {
		return ws[k+2].to, k + 3
	}
	return ws[k].to, k + 1
}

// signWord reports whether t is a sign alone: a dash, a capture sign.
func signWord(t []byte) bool {
	return signAt(t) != "" && len(signAt(t)) == len(t)
}

// cellShaped reports whether the words ws[k:k2] are one move's, as
// cellEnd joins them: a move's shape (cellMove), or a from-square, a
// sign and a to-square.
func cellShaped(src []byte, ws []word, k, k2 int) bool {
	if k2-k == 1 {
		return cellMove(src[ws[k].from:ws[k].to])
	}
	a, b := src[ws[k].from:ws[k].to], src[ws[k+2].from:ws[k+2].to]
	if bytes.EqualFold(a, []byte("o")) && bytes.EqualFold(b, []byte("o")) || string(a) == "0" && string(b) == "0" {
		return true // castling, "o - o"
	}
	return cellMove(a) && cellMove(b)
}

// numberLast finds a run of rows written as two moves and then their
// number, counting up from 1: two layouts, the moves in the order
// written and in the other, each number read before its moves.
func numberLast(src []byte, ws []word) []layout {
	for k := 0; k < len(ws); k++ {
		if ws[k].num != 1 || !ws[k].dot {
			continue
		}
		// Two moves before "1.", each one word or three (a sign between).
		cells, ok := cellsBefore(src, ws, k, 2)
		if !ok {
			continue
		}
		type nrow struct {
			num   span
			cells [2]span
		}
		rows := []nrow{{span{ws[k].from, ws[k].to}, [2]span{cells[0], cells[1]}}}
		j := k + 1
		for {
			// Two moves, then the next number.
			var cs []span
			m := j
			for len(cs) < 2 && m < len(ws) && ws[m].num == 0 {
				end, next := cellEnd(src, ws, m)
				if !cellShaped(src, ws, m, next) {
					break
				}
				cs = append(cs, span{ws[m].from, end})
				m = next
			}
			if len(cs) != 2 || m >= len(ws) || ws[m].num != len(rows)+1 || !ws[m].dot {
				break
			}
			rows = append(rows, nrow{span{ws[m].from, ws[m].to}, [2]span{cs[0], cs[1]}})
			j = m + 1
		}
		if len(rows) < 3 {
			continue
		}
		// After the run: one move, then the next number, before any
		// other number ("Hij kiest: Pd4 - b3" / "9.").
		var extra *nrow
		for m := j; m < len(ws) && m < j+200; m++ {
			if ws[m].num == 0 {
				continue
			}
			if ws[m].num == len(rows)+1 && ws[m].dot {
				if c, ok := cellsBefore(src, ws, m, 1); ok && c[0].from >= ws[j-1].to {
					extra = &nrow{num: span{ws[m].from, ws[m].to}, cells: [2]span{c[0], {}}}
				}
			}
			break
		}
		var out []layout
		for _, swap := range []bool{false, true} {
			lay := layout{at: rows[0].cells[0].from, group: 1}
			cur := 0
			add := func(s span) {
				if s.from > cur {
					lay.spans = append(lay.spans, span{cur, s.from})
				}
			}
			first := rows[0].cells[0].from
			add(span{first, first})
			for _, r := range rows {
				a, b := r.cells[0], r.cells[1]
				if swap {
					a, b = b, a
				}
				lay.spans = append(lay.spans, r.num, a, b)
			}
			cur = rows[len(rows)-1].num.to
			if extra != nil {
				lay.spans = append(lay.spans, span{cur, extra.cells[0].from}, extra.num, extra.cells[0],
					span{extra.cells[0].to, extra.num.from})
				cur = extra.num.to
			}
			lay.spans = append(lay.spans, span{cur, len(src)})
			order := diag.T("in the order written")
			if swap {
				order = diag.T("the second first")
			}
			lay.what = diag.T("a table whose numbers follow their moves read with each number before its two moves (%s): moves 1 to %d", order, len(rows))
			out = append(out, lay)
		}
		return out
	}
	return nil
}

// cellsBefore returns the n moves right before ws[k] (each one word, or
// a from-square, a sign and a to-square), in order.
func cellsBefore(src []byte, ws []word, k, n int) ([2]span, bool) {
	var cs [2]span
	m := k
	for c := n - 1; c >= 0; c-- {
		switch {
		case m >= 3 && signWord(src[ws[m-2].from:ws[m-2].to]) && cellShaped(src, ws, m-3, m) && ws[m-3].num == 0:
			cs[c] = span{ws[m-3].from, ws[m-1].to}
			m -= 3
		case m >= 1 && ws[m-1].num == 0 && cellMove(src[ws[m-1].from:ws[m-1].to]):
			cs[c] = span{ws[m-1].from, ws[m-1].to}
			m--
		default:
			return cs, false
		}
	}
	return cs, true
}

// columns finds a table's two columns printed one after the other: a run
// of numbers counting up by one with one move's words after each ("1. P
// to K 4 2. P to K B 4 …"), then a run with the same numbers (the other
// side's, perhaps one move shorter), only text between: each move of the
// second run is read after the first run's with its number.
func columns(src []byte, ws []word) (layout, bool) {
	type run struct{ at []int } // indices of its numbers in ws
	var runs []run
	for k := 0; k < len(ws); {
		if ws[k].num == 0 || !ws[k].dot {
			k++
			continue
		}
		r := run{at: []int{k}}
		m := k + 1
		for m < len(ws) {
			if ws[m].num == 0 || !ws[m].dot {
				m++
				continue
			}
			if ws[m].num != ws[r.at[len(r.at)-1]].num+1 || m-r.at[len(r.at)-1] > 8 {
				break
			}
			r.at = append(r.at, m)
			m++
		}
		if len(r.at) >= 3 {
			runs = append(runs, r)
		}
		k = r.at[len(r.at)-1] + 1
	}
	type pair struct{ w, b run }
	var pairs []pair
	for x := 0; x+1 < len(runs); x++ {
		w, b := runs[x], runs[x+1]
		if ws[w.at[0]].num != ws[b.at[0]].num || len(b.at) != len(w.at) && len(b.at) != len(w.at)-1 {
			continue
		}
		// One move after each number: no run of two moves ("1. e4 e5
		// 2. Nf3"), which a column never holds.
		if !oneMoveEach(src, ws, w.at) || !oneMoveEach(src, ws, b.at) {
			continue
		}
		pairs = append(pairs, pair{w, b})
		x++
	}
	if len(pairs) == 0 {
		return layout{}, false
	}
	lay := layout{at: ws[pairs[0].w.at[0]].from}
	cur, longest := 0, 0
	for x, p := range pairs {
		w, b := p.w, p.b
		lay.spans = append(lay.spans, span{cur, ws[w.at[0]].from})
		// Black's last move ends with its line (or where the next pair
		// of columns starts); the text after it is read after White's
		// last.
		limit := len(src)
		if x+1 < len(pairs) {
			limit = ws[pairs[x+1].w.at[0]].from
		}
		bLast := b.at[len(b.at)-1]
		lineEnd := bytes.IndexByte(src[ws[bLast].to:limit], '\n')
		if lineEnd < 0 {
			lineEnd = limit
		} else {
			lineEnd += ws[bLast].to
		}
		for i, k := range w.at {
			end := ws[b.at[0]].from // White's last move, then the text between the columns
			if i+1 < len(w.at) {
				end = ws[w.at[i+1]].from
			}
			lay.spans = append(lay.spans, span{ws[k].from, trimEnd(src, ws[k].from, end)})
			if i < len(b.at) {
				bend := lineEnd
				if i+1 < len(b.at) {
					bend = trimEnd(src, ws[b.at[i]].to, ws[b.at[i+1]].from)
				}
				lay.spans = append(lay.spans, span{ws[b.at[i]].to, bend})
			}
		}
		cur = lineEnd
		if len(w.at) > longest {
			// The warning names the longest pair of columns.
			longest = len(w.at)
			lay.what = diag.T("moves numbered %d to %d with one move each, then again from %d: a table's two columns printed one after the other, read move by move", ws[w.at[0]].num, ws[w.at[len(w.at)-1]].num, ws[b.at[0]].num)
			lay.at = ws[w.at[0]].from
		}
	}
	lay.spans = append(lay.spans, span{cur, len(src)})
	return lay, true
}

// oneMoveEach reports whether the words after each number at up to the
// next (the last number's are not asked about: the text after the column
// follows them) are one move's, not two: in algebraic notation, at most
// one word with a square's shape; in any notation, at most six words.
func oneMoveEach(src []byte, ws []word, at []int) bool {
	for i, k := range at[:len(at)-1] {
		end := at[i+1]
		if end-k-1 > 6 || end-k-1 < 1 {
			return false
		}
		moves := 0
		for m := k + 1; m < end; m++ {
			t := src[ws[m].from:ws[m].to]
			if cellMove(t) && bytes.IndexFunc(t, unicode.IsUpper) <= 0 {
				moves++
			}
		}
		if moves > 1 {
			return false
		}
	}
	return true
}
