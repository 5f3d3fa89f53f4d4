package descriptive

import (
	"bytes"
	"sort"
	"strconv"
	"sync"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/parser"
)

// Reading is a game read in descriptive notation.
type Reading struct {
	// Game is the game with its moves as written (the descriptive
	// text), each at the position where it was written, with its
	// comments, NAGs and variations: what a replay in English plays. It
	// shares Tags, Raw and the rest with the game read.
	Game *parser.Game
	// Err is the first move that cannot be read (Game then holds the
	// moves before it), nil when every move was.
	Err *diag.Diagnostic
	// Moves is how many main-line moves were read, Words how many words
	// of text between them became comments, and Algebraic how many of
	// those words name an algebraic square (e4, Nf3): evidence that the
	// game is not descriptive at all.
	Moves, Words, Algebraic int
	// Known are the moves of Game in document order (each move, then its
	// variations, depth first), resolved: a replay plays them as they are.
	Known []board.Move
	// SANs are the canonical SANs of Known, check marks included, and
	// Final the position after the main line's moves: what the reader
	// found while resolving them, so that a replay need not play them
	// again.
	SANs  []board.SAN
	Final board.Position
	// Notes are warnings: moves written in the text that were read as
	// words of a comment (a move inside a sentence, a side line told in
	// prose), one per comment.
	Notes []diag.Diagnostic
}

type dmove struct {
	tok   token
	form  *Form
	bad   bool
	notes *dnotes // nil for most moves, which have none
}

// dnotes are a move's NAGs, comments and variations.
type dnotes struct {
	nags          []uint8
	before, after []parser.Comment
	vars          []*dline
}

// note returns m's notes, which it gives m if it has none.
func (m *dmove) note() *dnotes {
	if m.notes == nil {
		m.notes = new(dnotes)
	}
	return m.notes
}

// vars returns m's variations.
func (m *dmove) vars() []*dline {
	if m.notes == nil {
		return nil
	}
	return m.notes.vars
}

type dline struct {
	moves    []dmove
	comments []parser.Comment
	pending  []parser.Comment
	closed   bool // the last move had a variation: comments go before the next
}

// reader holds what one Read needs.
type reader struct {
	l      *Language
	g      *parser.Game
	raw    []byte
	breaks []int // offsets of the first byte of each line after the first
	rd     *Reading
	forms  []Form
	from   int // where the movetext starts in raw (movetextStart)
	arena  *Arena
	*scratch
}

// scratch is what a Read needs only while it runs, reused by the next
// (a dump has many games, each a few hundred tokens).
type scratch struct {
	toks   []token
	forms  []Form
	breaks []int
	moves  []dmove
	memo   memo
	// What resolving a game's lines needs: the search's buffers, reused
	// line after line, and the lines' moves and SANs, taken from
	// growing arrays for the whole game (a variation is resolved while
	// its parent line's moves are in use).
	search  searchBufs
	formPtr []*Form
	r       reader // the Read under way (kept here: not a heap object per game)
}

var scratches = sync.Pool{New: func() any { return new(scratch) }}

// Read reads the movetext of g (after its tags) as descriptive notation
// in l, from start (the position before the first move: the FEN tag's,
// or the usual start).
func (l *Language) Read(g *parser.Game, start board.Position) *Reading {
	return l.ReadIn(g, start, nil)
}

// ReadIn is Read with the reading made in a (nil: on the heap).
func (l *Language) ReadIn(g *parser.Game, start board.Position, a *Arena) *Reading {
	sc := scratches.Get().(*scratch)
	defer scratches.Put(sc)
	sc.r = reader{l: l, g: g, raw: g.Raw, rd: a.reading(), arena: a, scratch: sc, breaks: sc.breaks[:0]}
	r := &sc.r
	r.breaks = lineBreaks(r.raw, r.breaks)
	r.from = r.movetextStart()
	sc.search.reset()
	sc.formPtr = sc.formPtr[:0]
	toks, forms := l.scan(r.raw, r.from, len(r.raw), sc.toks[:0], sc.forms[:0], &sc.memo)
	r.forms = forms
	main := r.build(toks, start)
	n := 0 // the moves Known will hold: at most one per move token
	for k := range toks {
		if toks[k].kind == tMove || toks[k].kind == tMalformed {
			n++
		}
	}
	r.rd.Known, r.rd.SANs = a.resolved(n)
	defer func() {
		sc.toks, sc.forms, sc.breaks = toks[:0], forms[:0], r.breaks[:0]
		clear(sc.formPtr) // pointers into forms, which stay: only tidy
		// Only the moves this game used hold references (its comments,
		// variations) to let go of, and few of them hold any: clearing
		// the whole capacity, grown to the longest game, cost more than
		// reading short games, and clearing every move used cost more
		// than finding the few.
		for k := range main.moves {
			if m := &main.moves[k]; m.notes != nil {
				*m = dmove{}
			}
		}
		if cap(main.moves) > cap(sc.moves) {
			sc.moves = main.moves[:0]
		}
		sc.r = reader{}
	}()
	out := a.game()
	*out = *g
	out.DropTokens() // its tree is the one made here, even if g's is deferred (parser.Options.DeferPawn)
	out.Warnings = r.keptWarnings()
	r.rd.Game = out
	line, moves, final, d := r.resolve(main, start, true, 1)
	if k := oneSideColumn(toks); k >= 0 && (d == nil || d.Offset > int64(toks[k].start)+r.g.Start.Offset) {
		// "1. P to K 4 2. P to K B 4 3. B to B 4 …": one side's moves
		// numbered in a row, a table's column printed on its own (the
		// Britannica's, White's twenty moves and then Black's). Read as
		// a side line in prose the game would lose them silently.
		d = ptr(r.g.DiagT(r.pos(toks[k].start), diag.Error, diag.Syntax,
			diag.T("moves numbered %d, %d, %d… with one move each: one side's moves alone (a table's column?), the other side's are not between them", toks[k-2].n, toks[k].n, toks[k+2].n)))
	}
	r.rd.Final = final
	out.Line = *line
	r.rd.Moves = moves
	r.rd.Err = d
	return r.rd
}

// oneSideColumn returns the index of the second number token when the
// movetext starts "1. move 2. move 3. move" (White's numbers, one move
// each, nothing else between), or -1. A game's moves come in pairs
// after their number, or with a number before each side's move that
// repeats ("1 P to K4 1 P to K4"); consecutive numbers with one move
// each are one side's column.
func oneSideColumn(toks []token) int {
	k := 0
	for k < len(toks) && toks[k].kind != tNumber && toks[k].kind != tMove {
		k++ // words before the game ("WHITE. Herr Anderssen.")
	}
	if k+5 >= len(toks) {
		return -1
	}
	for j := 0; j < 3; j++ {
		num, mv := toks[k+2*j], toks[k+2*j+1]
		if num.kind != tNumber || num.black || num.n != j+1 || mv.kind != tMove {
			return -1
		}
	}
	return k + 2
}

func ptr[T any](v T) *T { return &v }

// lineBreaks appends to out the offset of the first byte of each line
// of raw after the first (after "\n", "\r\n" or a lone "\r").
func lineBreaks(raw []byte, out []int) []int {
	if bytes.IndexByte(raw, '\r') < 0 {
		// Nearly every text: only "\n", found a word at a time.
		for i := 0; ; {
			k := bytes.IndexByte(raw[i:], '\n')
			if k < 0 {
				return out
			}
			i += k + 1
			out = append(out, i)
		}
	}
	for i := 0; i < len(raw); i++ {
		switch raw[i] {
		case '\n':
			out = append(out, i+1)
		case '\r':
			if i+1 < len(raw) && raw[i+1] == '\n' {
				i++
			}
			out = append(out, i+1)
		}
	}
	return out
}

// movetextStart is the offset in Raw after the last tag's line.
func (r *reader) movetextStart() int {
	from := 0
	for _, t := range r.g.Tags {
		off := int(t.Pos.Offset - r.g.Start.Offset)
		if off < 0 || off >= len(r.raw) {
			continue
		}
		j := off
		for j < len(r.raw) && r.raw[j] != ']' && r.raw[j] != '\n' {
			if r.raw[j] == '"' {
				j++
				for j < len(r.raw) && r.raw[j] != '"' && r.raw[j] != '\n' {
					if r.raw[j] == '\\' {
						j++
					}
					j++
				}
			}
			j++
		}
		if j < len(r.raw) && r.raw[j] == ']' {
			j++
		}
		from = max(from, j)
	}
	return from
}

// keptWarnings are the reader's warnings about the text before the
// movetext (stray text before the game); its findings inside the
// movetext were about reading it as SAN.
func (r *reader) keptWarnings() []diag.Diagnostic {
	var out []diag.Diagnostic
	limit := r.g.Start.Offset + int64(r.from)
	for _, d := range r.g.Warnings {
		if d.Offset < limit {
			out = append(out, d)
		}
	}
	return out
}

// pos is the parser position of offset off in Raw.
func (r *reader) pos(off int) parser.Pos {
	k := sort.SearchInts(r.breaks, off+1) // breaks <= off
	p := parser.Pos{Offset: r.g.Start.Offset + int64(off), Line: r.g.Start.Line + int32(k)}
	if k == 0 {
		p.LineStart = r.g.Start.LineStart
	} else {
		p.LineStart = r.g.Start.Offset + int64(r.breaks[k-1])
	}
	return p
}

// posFrom is pos for an offset at or after the break with index k in
// r.breaks (the moves of a line come in order: a short walk forward
// instead of a search), and the index to start the next one from.
func (r *reader) posFrom(off, k int) (parser.Pos, int) {
	for k < len(r.breaks) && r.breaks[k] <= off {
		k++
	}
	p := parser.Pos{Offset: r.g.Start.Offset + int64(off), Line: r.g.Start.Line + int32(k)}
	if k == 0 {
		p.LineStart = r.g.Start.LineStart
	} else {
		p.LineStart = r.g.Start.Offset + int64(r.breaks[k-1])
	}
	return p, k
}

// newlineBetween reports whether a line break lies in Raw[a:b]; blank
// whether an empty line does.
func (r *reader) newlineBetween(a, b int) (nl, blank bool) {
	if b-a == 1 && r.raw[a] == ' ' {
		return false, false // between most tokens: one space
	}
	n, blankLine := 0, false
	text := false // something other than spaces since the last break
	for i := a; i < b && i < len(r.raw); i++ {
		switch r.raw[i] {
		case '\n':
			if n > 0 && !text {
				blankLine = true
			}
			n++
			text = false
		case ' ', '\t', '\r':
		default:
			text = true
		}
	}
	return n > 0, blankLine
}

func (r *reader) comment(start, end int, text []byte, prose bool) parser.Comment {
	return parser.Comment{Text: string(text), Pos: r.pos(start), Prose: prose}
}

func (dl *dline) addComment(c parser.Comment) {
	if len(dl.moves) > 0 && !dl.closed {
		last := &dl.moves[len(dl.moves)-1]
		n := last.note()
		n.after = append(n.after, c)
		return
	}
	dl.pending = append(dl.pending, c)
}

// build makes the tree of lines out of the tokens: moves, comments,
// NAGs, variations. Words between moves become comments; a move written
// among words ("You may also play here P-KB4") is a word too, and so are
// the moves after a number that is not the next move's (a side line told
// in prose), up to the next number that is.
func (r *reader) build(toks []token, start board.Position) *dline {
	main := &dline{}
	stack := []*dline{main}
	ply := 0
	if start.Turn() == board.Black {
		ply = 1
	}
	number0 := start.FullmoveNumber()
	expected := func() int { return number0 + ply/2 }
	inProse, offNumber := false, false
	// sentenceAfter: the main line's last move was followed on its line
	// by words of a sentence ("Kt-B3 would have been slightly better"),
	// so that a number naming that move's turn again retracts it.
	sentenceAfter := false
	proseStart, proseEnd := -1, -1
	proseMove, proseMoves := token{}, 0
	// The first token's gap needs no scan: a line break or a blank line
	// before it would only set inProse and offNumber to the values they
	// start with.
	lastEnd := -1
	flushProseNow := func() {
		stack[len(stack)-1].addComment(r.comment(proseStart, proseEnd, bytes.TrimSpace(r.raw[proseStart:proseEnd]), true))
		proseStart = -1
		if proseMoves > 0 {
			text := string(bytes.Join(bytes.Fields(r.raw[proseMove.start:proseMove.end]), []byte(" ")))
			d := r.g.DiagT(r.pos(proseMove.start), diag.Warning, diag.SideLine,
				diag.T("%s in the text read as part of a comment (a move inside a sentence, or after a number that is not the next move's): %d moves there", text, proseMoves))
			r.rd.Notes = append(r.rd.Notes, d)
			proseMoves = 0
		}
	}
	// flushProse is called before every move and number; small, it is
	// inlined, and the words are flushed only where there are some.
	flushProse := func() {
		if proseStart >= 0 {
			flushProseNow()
		}
	}
	prose := func(t token) {
		if proseStart < 0 {
			proseStart = t.start
		}
		if t.kind == tMove {
			if proseMoves == 0 {
				proseMove = t
			}
			proseMoves++
		}
		proseEnd = t.end
		r.rd.Words++
		if t.kind == tProse && algebraic(r.raw[t.start:t.end]) {
			r.rd.Algebraic++
		}
	}
	for ti, t := range toks {
		nl, blank := false, false
		if lastEnd >= 0 && (t.start-lastEnd != 1 || r.raw[lastEnd] != ' ') {
			// (Between most tokens, one space: no line break.)
			nl, blank = r.newlineBetween(lastEnd, t.start)
		}
		lastEnd = t.end
		if nl {
			inProse = false
		}
		if blank {
			offNumber = false
		}
		cur := stack[len(stack)-1]
		depth := len(stack) - 1
		switch t.kind {
		case tResult:
			if depth == 0 && !inProse && !offNumber {
				flushProse()
				return main
			}
			prose(t)
		case tProse:
			if depth == 0 && !nl && proseStart < 0 && len(main.moves) > 0 && main.moves[len(main.moves)-1].tok.end == t.start-1 && wordLike(r.raw[t.start:t.end]) {
				sentenceAfter = true
			}
			prose(t)
			if wordLike(r.raw[t.start:t.end]) {
				inProse = true
			}
		case tComment:
			flushProse()
			cur.addComment(r.comment(t.start-1, t.end, r.raw[t.start:t.end], false))
			inProse = false
		case tNumber:
			if depth == 0 && sentenceAfter && t.black && ply%2 == 0 && len(main.moves) > 1 && t.n == expected()-1 && nl {
				// "7. KKt-K2 / Kt-B3 would have been slightly better,
				// because … / 7. ... PxP": the number gives Black's 7th
				// move to what follows; the move read as Black's 7th
				// began a sentence of the note. It is a word of it.
				last := main.moves[len(main.moves)-1]
				main.moves = main.moves[:len(main.moves)-1]
				var before []parser.Comment
				if last.notes != nil {
					before = last.notes.before
				}
				main.pending = append(before, main.pending...)
				proseStart = last.tok.start
				if proseMoves == 0 {
					proseMove = last.tok
				}
				proseMoves++
				ply--
			}
			sentenceAfter = false
			if depth == 0 && len(main.moves) == 0 && t.n == expected() && !t.black && inProse {
				// "WHITE. (Mr. M.) BLACK. (Mr. H.) 1. P. to K's 4th.":
				// the game's first number ends the headings before it
				// on its line; before any move they are no sentence the
				// number could be part of.
				inProse = false
			}
			if depth == 0 && !t.black && ply%2 == 0 && !inProse && !offNumber && len(main.moves) > 0 && t.n == expected()-1 && r.misnumbered(toks, ti, expected()) {
				// "1.P. to Q’s 4th.1.P. to Q’s 4th. / 1.P. to Q. B’s
				// 4th.2.P. to K’s 3d.": the number of the move before,
				// printed again for White's next move, with that move
				// and Black's, numbered as it should be, after it on
				// the line. The numbers around it date the move; the
				// misprint is said, not followed.
				d := r.g.DiagT(r.pos(t.start), diag.Warning, diag.MoveNumber,
					diag.T("move number %d read as %d: the number of the move before printed again, the next number on the line fits", t.n, expected()))
				r.rd.Notes = append(r.rd.Notes, d)
				t.n = expected()
			}
			if depth == 0 {
				ok := t.n == expected() || len(main.moves) == 0
				if ok {
					offNumber = false
				} else if !offNumber {
					offNumber = true
				}
				if offNumber {
					prose(t)
					inProse = true
					continue
				}
			}
			if inProse {
				prose(t)
				continue
			}
			flushProse()
		case tNAG:
			if inProse || offNumber && depth == 0 || len(cur.moves) == 0 {
				prose(t)
				continue
			}
			flushProse()
			last := &cur.moves[len(cur.moves)-1]
			n := last.note()
			n.nags = append(n.nags, uint8(t.n))
		case tOpen:
			if inProse || offNumber && depth == 0 || len(cur.moves) == 0 || depth >= 32 {
				prose(t)
				inProse = true
				continue
			}
			flushProse()
			v := &dline{}
			last := &cur.moves[len(cur.moves)-1]
			n := last.note()
			n.vars = append(n.vars, v)
			cur.closed = true
			stack = append(stack, v)
		case tClose:
			if depth == 0 || inProse && proseStart >= 0 && false {
				prose(t)
				continue
			}
			flushProse()
			inProse = false
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			v.comments = append(v.comments, v.pending...)
			v.pending = nil
			parent := stack[len(stack)-1]
			if len(v.moves) == 0 {
				// A bracket of words, not a line: a comment.
				last := &parent.moves[len(parent.moves)-1]
				last.notes.vars = last.notes.vars[:len(last.notes.vars)-1]
				for _, c := range v.comments {
					parent.addComment(c)
				}
			}
		case tMove, tMalformed:
			if inProse || offNumber && depth == 0 {
				prose(t)
				continue
			}
			flushProse()
			if cur.moves == nil && depth == 0 {
				cur.moves = r.scratch.moves[:0]
			}
			m := dmove{tok: t, bad: t.kind == tMalformed}
			if cur.pending != nil {
				m.notes = &dnotes{before: cur.pending}
			}
			if t.kind == tMove {
				m.form = &r.forms[t.n]
			}
			cur.moves = append(cur.moves, m)
			cur.pending = nil
			cur.closed = false
			if depth == 0 {
				ply++
				sentenceAfter = false
			}
		}
	}
	flushProse()
	for len(stack) > 1 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		v.comments = append(v.comments, v.pending...)
		v.pending = nil
	}
	return main
}

// misnumbered reports whether the number toks[i] (White's, one less than
// want) is a misprint for want: a move follows it, then on the same line
// Black's move numbered want, the number printed before each side's move
// as old books print them, then a move. A side line told in prose names
// other numbers, or words, after its move.
func (r *reader) misnumbered(toks []token, i, want int) bool {
	if i+3 >= len(toks) || i > 0 && (toks[i-1].kind != tMove || i < 2 || toks[i-2].kind != tNumber || toks[i-2].n != toks[i].n) {
		return false
	}
	m, n, b := toks[i+1], toks[i+2], toks[i+3]
	if m.kind != tMove || n.kind != tNumber || n.n != want || b.kind != tMove {
		return false
	}
	nl, _ := r.newlineBetween(toks[i].end, b.start)
	return !nl
}

// algebraic reports whether w names an algebraic square: a file letter
// a-h followed by a rank digit (e4, Nf3, exd5), as no descriptive move does.
func algebraic(w []byte) bool {
	for i := 0; i+1 < len(w); i++ {
		if w[i] >= 'a' && w[i] <= 'h' && w[i+1] >= '1' && w[i+1] <= '8' &&
			(i+2 == len(w) || !(w[i+2] >= '0' && w[i+2] <= '9')) && (i == 0 || !isLetter(w[i-1]) || w[i-1] >= 'A' && w[i-1] <= 'Z' || w[i-1] == 'x') {
			return true
		}
	}
	return false
}

// resolve reads line dl from start: its moves, then each variation from
// the position before the move it replaces. It returns the parser line
// (moves as written), how many moves it read, the position after them,
// and the first error.
func (r *reader) resolve(dl *dline, start board.Position, main bool, ply int) (*parser.Line, int, board.Position, *diag.Diagnostic) {
	forms := take(&r.formPtr, len(dl.moves))
	for i := range dl.moves {
		if !dl.moves[i].bad {
			forms[i] = dl.moves[i].form
		}
	}
	moves, sans, final, fail := resolveLine(start, forms, true, &r.search)
	line := r.arena.line()
	line.Comments = dl.comments
	if len(dl.pending) > 0 {
		line.Comments = append(line.Comments, dl.pending...)
	}
	store, ptrs := r.arena.lineMoves(len(moves))
	line.Moves = ptrs
	// pos is the position before move played; it is brought up to date
	// only for a move with variations (most have none).
	pos, played := start, 0
	var err *diag.Diagnostic
	lineNo := 0 // index in r.breaks of the first break after the move: moves come in order
	// Known and SANs list each move before its variations' moves: the
	// moves up to one with variations go in at once, before those.
	known := 0
	for i, mv := range moves {
		dm := &dl.moves[i]
		var vars []*parser.Line
		if len(dm.vars()) > 0 {
			r.rd.Known = append(r.rd.Known, moves[known:i+1]...)
			r.rd.SANs = append(r.rd.SANs, sans[known:i+1]...)
			known = i + 1
			for ; played < i; played++ {
				pos.PlayUnchecked(moves[played])
			}
		}
		for _, v := range dm.vars() {
			if err != nil {
				break
			}
			vl, _, _, verr := r.resolve(v, pos, false, ply+i)
			if verr != nil {
				err = verr
			}
			vars = append(vars, vl)
		}
		text := r.raw[dm.tok.start:dm.tok.end:dm.tok.end]
		var p parser.Pos
		p, lineNo = r.posFrom(dm.tok.start, lineNo)
		if n := dm.notes; n != nil {
			store[i].SetAt(text, p, n.nags, n.before, n.after, vars)
		} else {
			store[i].SetAt(text, p, nil, nil, nil, vars)
		}
		line.Moves = append(line.Moves, &store[i])
		if err != nil {
			// The line stops after this move (pos is the position
			// before it: the move has variations).
			pos.PlayUnchecked(mv)
			return line, i + 1, pos, err
		}
	}
	r.rd.Known = append(r.rd.Known, moves[known:]...)
	r.rd.SANs = append(r.rd.SANs, sans[known:]...)
	if fail != nil {
		err = r.failure(dl, fail, ply)
	}
	return line, len(moves), final, err
}

// failure turns a Failure into the game's error.
func (r *reader) failure(dl *dline, f *Failure, ply int) *diag.Diagnostic {
	dm := &dl.moves[f.Index]
	pos := f.Pos
	name := r.moveName(dm, &pos)
	var d diag.Diagnostic
	var sugg []board.Move
	switch f.Kind {
	case Unreadable:
		d = r.g.DiagT(r.pos(dm.tok.start), diag.Error, diag.Syntax,
			diag.T("cannot read move %s: not %s", name, diag.Word(r.l.Name+" notation")))
	case Illegal:
		d = r.g.DiagT(r.pos(dm.tok.start), diag.Error, diag.Illegal,
			diag.T("illegal move %s: no legal move reads so", name))
		if dm.form != nil {
			sugg = Nearby(&pos, dm.form)
		}
	case Ambiguous:
		a := string(r.l.Append(nil, &pos, f.A))
		b := string(r.l.Append(nil, &pos, f.B))
		d = r.g.DiagT(r.pos(dm.tok.start), diag.Error, diag.Ambiguous,
			diag.T("ambiguous move %s: it reads as %s (%s) and as %s (%s), and the moves after it read either way to the end",
				name, a, pos.Format(f.A), b, pos.Format(f.B)))
		sugg = []board.Move{f.A, f.B}
	case TooWide:
		d = r.g.DiagT(r.pos(dm.tok.start), diag.Error, diag.Ambiguous,
			diag.T("ambiguous move %s: more than %d readings of the game at once", name, MaxWidth))
	}
	d.Ply = ply + f.Index
	d.Move = name
	d.FEN = pos.FEN()
	d.Locale = r.l.Code
	for _, m := range sugg {
		d.Suggestions = append(d.Suggestions, pos.Format(m))
	}
	return &d
}

// moveName is the move as written, with its number: "5...P to K3".
func (r *reader) moveName(dm *dmove, pos *board.Position) string {
	text := bytes.Join(bytes.Fields(r.raw[dm.tok.start:dm.tok.end]), []byte(" "))
	n := strconv.Itoa(pos.FullmoveNumber())
	if pos.Turn() == board.White {
		return n + "." + string(text)
	}
	return n + "..." + string(text)
}

// Nearby returns the legal moves on pos that f probably meant, best
// first: the same piece to the squares named, capturing or not; any
// piece to those squares; the same piece anywhere (when it has few).
func Nearby(pos *board.Position, f *Form) []board.Move {
	var out []board.Move
	seen := map[board.Move]bool{}
	add := func(g Form) {
		for _, m := range g.Candidates(nil, pos) {
			if !seen[m] && len(out) < 6 {
				seen[m] = true
				out = append(out, m)
			}
		}
	}
	g := *f
	g.Check, g.EP = 0, false
	g.Capture = !f.Capture
	g.Victim = Piece{}
	add(g)
	if f.To.Files != 0 {
		// The right file, a wrong rank: Kt-KB4 for Kt-KB3.
		g = *f
		g.Check, g.EP = 0, false
		g.To.Rank = 0
		add(g)
	}
	g = *f
	g.Check, g.EP = 0, false
	g.Piece = Piece{Role: g.Piece.Role}
	g.Victim = Piece{Role: g.Victim.Role}
	add(g)
	g.Piece = Piece{}
	add(g)
	if len(out) == 0 && f.Piece.Role != board.NoRole {
		g = Form{Piece: Piece{Role: f.Piece.Role}}
		add(g)
		g.Capture = true
		add(g)
	}
	return out
}

// wordLike reports whether w is a word of prose, which makes a move
// written after it on its line part of the sentence: letters (an
// apostrophe, a final period or comma aside), at least two of them, and
// no digit or dash.
func wordLike(w []byte) bool {
	n := 0
	for _, c := range w {
		switch {
		case isLetter(c) || c >= 0x80:
			n++
		case c == '.' || c == ',' || c == '\'' || c == ':' || c == '!' || c == '?':
		default:
			return false
		}
	}
	return n >= 2
}
