package parser

import (
	"bytes"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/internal/reuse"
)

// Options configure a Reader. The zero value is usable.
type Options struct {
	// Name is the input's name, used in error messages ("games.pgn").
	Name string
	// MaxDepth is the deepest variation nesting accepted; 0 means 64.
	MaxDepth int
	// BufferSize is the initial read size; 0 means 256 KiB. The buffer
	// grows only for a game larger than it, and shrinks back after it.
	BufferSize int
	// MaxTokens is the most tokens (moves, NAGs, comments, parentheses,
	// tags and results) kept for one game; 0 means 250,000, far above any
	// real game. A game with more is still read to its end, so its Raw is
	// complete, but Next returns it with a syntax error at the first token
	// over the limit and only what came before it. This bounds the memory
	// a game takes to a few times its size plus about 50 MB. Lenient-syntax
	// warnings count against the same limit, separately.
	MaxTokens int
	// MaxGameSize is the most bytes of one game held in memory; 0 means
	// DefaultMaxGameSize. A larger game is not parsed: Next returns its
	// first MaxGameSize bytes or so as Raw, its remaining bytes as Rest
	// (read straight from the input as they pass, never held) and a
	// syntax error. This bounds the reader's memory on any input (a
	// gigabyte without a line break, a 100 MB comment). BufferSize is
	// cut to it when larger.
	MaxGameSize int
	// Origin places the input in a larger file it was cut from (a part
	// written by notaz split), so that positions and game numbers name
	// the original file's. The zero value is the start of a file.
	Origin Origin
	// Piece says the input is a piece of a stream, cut by the caller at
	// a line start where the stream's Reader would be between games (see
	// NextCut): the stray text before the first game is kept apart
	// (Lead), and so is the text after the last (Trail, not Warnings),
	// for the caller to join with the stray text around the piece.
	Piece bool
	// MaxGameMemory is the memory budget of one game: what its moves,
	// variations, comments, NAGs, tags and text take from the parse to
	// the output, as the costs in budget.go charge them; 0 means the
	// larger of DefaultMaxGameMemory and 4 × MaxGameSize. A game over it
	// is returned with a syntax error at the first token over the budget
	// and only what came before it (its Raw complete, for writing it out
	// verbatim): 80,000 side lines of one move in a 640 KB game once took
	// 340 MB.
	MaxGameMemory int
	// Arena, when set, holds the games' nodes: they are valid until its
	// Reset (see Arena).
	Arena *Arena
	// Continued says the input continues a stream already begun: a
	// byte-order mark at its start is one in mid-stream (read as a
	// space), not the stream's own.
	Continued bool

	// Defer reads a game without variations, and without a syntax error,
	// without building its tree: the Game has its tags, result and Raw,
	// Deferred reports true, NextMove reads its moves, and Build builds
	// the rest (see deferred.go). A caller that plays only the main line
	// of a clean game (check) skips the tree; one that needs it calls
	// Build and gets what it would have got without Defer.
	Defer bool
	// DeferPawn is Defer for the games with tags whose moves write a
	// pawn letter (P-K4, PxP, P4R: descriptive notation, which SAN never
	// writes): package descriptive reads them from Raw, and their tree,
	// a tree of words to it, is built only if that reading fails (see
	// replay.Run). Such a game also has its Symbols before Build, which
	// the reading asks for. A game without tags (a page of text) has
	// its tree: the checks after a reading of text look at it.
	DeferPawn bool

	// generalOnly reads every symbol by the lexer's general path, without
	// its fast path lexPlain: for the tests that compare the two.
	generalOnly bool
}

// Origin is where an input starts in the file it was cut from. Cuts fall
// at line starts (split cuts after a game's line break), so columns need
// no offset.
type Origin struct {
	Line   int   // 1-based line of the input's first byte; 0 means 1
	Game   int   // number of the input's first game; 0 means 1
	Offset int64 // byte offset of the input's first byte
}

// Reader reads games from a stream. It holds in memory only the current
// game and the rest of the last read.
type Reader struct {
	r     io.Reader
	opts  Options
	buf   []byte
	base  int64 // stream offset of buf[0]
	limit int   // buf[:limit] ends with a complete line (or the input)
	eof   bool  // r is exhausted: buf holds the rest of the input
	rerr  error // read error other than io.EOF, returned once buf is used up

	// Where lexing resumes: the start of the next game or of the text
	// between games not yet looked at.
	pos       int
	line      int32
	lineStart int64
	colBase   int

	games     int
	firstGame int  // the number of the input's first game
	started   bool // the BOM check is done
	lx        lexer
	b         builder
	pending   Stray             // stray text waiting for the next game
	lead      Stray             // under Options.Piece, the stray text before the first game
	tail      []diag.Diagnostic // stray text after the last game
	over      over              // the game too large to hold, while its Rest is read
	held      bool              // buf holds the whole input, which the games' Raw share (NewBytesReader)
}

// NewReader returns a Reader for r.
func NewReader(r io.Reader, opts Options) *Reader {
	rd := new(Reader)
	rd.init(r, opts)
	return rd
}

// init sets r up as NewReader describes.
func (rd *Reader) init(r io.Reader, opts Options) {
	if opts.MaxDepth <= 0 {
		opts.MaxDepth = 64
	}
	if opts.BufferSize <= 0 {
		opts.BufferSize = 256 << 10
	}
	if opts.MaxTokens <= 0 {
		opts.MaxTokens = defaultMaxTokens
	}
	if opts.MaxGameSize <= 0 {
		opts.MaxGameSize = DefaultMaxGameSize
	}
	if opts.MaxGameMemory <= 0 {
		opts.MaxGameMemory = max(DefaultMaxGameMemory, 4*opts.MaxGameSize)
	}
	// A game larger than the buffer grows it up to MaxGameSize, never
	// beyond; so a game over the bound never fits, whatever the alignment.
	opts.BufferSize = min(opts.BufferSize, opts.MaxGameSize)
	o := opts.Origin
	games := max(o.Game-1, 0)
	*rd = Reader{r: r, opts: opts, line: int32(max(o.Line, 1)), games: games, firstGame: games + 1,
		base: o.Offset, lineStart: o.Offset, started: opts.Continued, lx: rd.lx, b: rd.b}
}

// NewBytesReader returns a Reader over b, which holds the whole input. It
// reads and copies nothing: the games' Raw share b's memory, so b must not
// change while they are in use. Options.MaxGameSize and BufferSize do not
// apply (the input is held already).
func NewBytesReader(b []byte, opts Options) *Reader {
	r := NewReader(nil, opts)
	r.setBytes(b)
	return r
}

// ResetBytes makes r a Reader over b as NewBytesReader does, keeping the
// memory its lexer grew on earlier input: a goroutine that reads many
// inputs one after another allocates little more than their games.
func (r *Reader) ResetBytes(b []byte, opts Options) {
	lx := &r.lx
	var keep lexer
	keep.toks, keep.warns, keep.openVars, keep.stray = lx.toks[:0], lx.warns[:0], lx.openVars[:0], lx.stray[:0]
	r.lx = keep
	r.init(nil, opts) // keeps lx and the builder
	r.setBytes(b)
}

func (r *Reader) setBytes(b []byte) {
	r.buf, r.limit, r.eof, r.held = b, len(b), true, true
}

// Next returns the next game, or io.EOF after the last one.
//
// For a game with a syntax error Next returns both the game and a
// *diag.Diagnostic (severity Error, code syntax). The game then has its Number, Start, Raw (the whole
// game's input, for writing it out verbatim) and whatever was read before
// the error; the Reader has already moved past the game, so calling Next
// again continues with the following one. Any other error (a failed read)
// comes with a nil game and is final.
func (r *Reader) Next() (*Game, error) {
	if r.over.active {
		r.skipOver()
	}
	for {
		l := &r.lx
		l.src = r.buf[:r.limit]
		l.base = r.base
		l.pos = r.pos
		l.line, l.lineStart, l.colBase = r.line, r.lineStart, r.colBase
		l.eof = r.eof && r.limit == len(r.buf)
		l.maxDepth = r.opts.MaxDepth
		l.maxTokens = r.opts.MaxTokens
		l.generalOnly = r.opts.generalOnly
		l.stray = l.stray[:0]
		if !r.started {
			if r.limit < 3 && !l.eof {
				l.needMore = true
			} else {
				r.started = true
				if bytes.HasPrefix(l.src, bom) {
					l.pos += len(bom)
					l.lineStart = r.base + int64(l.pos)
				}
				l.run()
			}
		} else {
			l.run()
		}
		// Text skipped between games is never lexed again: commit it.
		for i := range l.stray {
			l.stray[i].File = r.opts.Name
		}
		r.addStray(l.stray...)
		switch {
		case l.needMore:
			if l.started {
				r.pos, r.line, r.lineStart = l.gameStart, l.startPos.Line, l.startPos.LineStart
			} else {
				r.pos, r.line, r.lineStart = l.pos, l.line, l.lineStart
			}
			if r.eof {
				// Cannot happen: with the whole input buffered the lexer
				// never asks for more. Guard against looping anyway.
				return nil, io.ErrUnexpectedEOF
			}
			if len(r.buf)-r.pos >= r.opts.MaxGameSize && !l.started {
				// Between games, a run of blanks as long as the bound
				// (a line of spaces) is no game: drop it, as the lexer
				// would skip it, rather than call the next game too
				// large. (fill counts its runes for the columns.)
				i := r.pos
				for i < len(r.buf) && (r.buf[i] == ' ' || r.buf[i] == '\t') {
					i++
				}
				if i == len(r.buf) {
					r.pos = i
				}
			}
			if len(r.buf)-r.pos >= r.opts.MaxGameSize {
				return r.oversized(l.started)
			}
			// Each turn reads input, or ends a game (oversized): fill
			// always makes room, since the buffer grows to MaxGameSize.
			read := r.base + int64(len(r.buf))
			if err := r.fill(); err != nil {
				return nil, err
			}
			if r.base+int64(len(r.buf)) == read && !r.eof {
				return nil, io.ErrNoProgress // cannot happen; never loop
			}
			continue
		case l.noGame:
			r.pos, r.line, r.lineStart = l.pos, l.line, l.lineStart
			if !r.opts.Piece {
				if r.games == r.firstGame-1 {
					if d, ok := r.pending.NoGame(); ok {
						r.tail = append(r.tail, d)
					}
				}
				r.tail = r.pending.appendTo(r.tail)
			}
			if r.rerr != nil {
				return nil, r.rerr
			}
			return nil, io.EOF
		}
		r.pos, r.line, r.lineStart = l.end, l.line, l.lineStart
		if l.skipping || l.nTags > 0 || l.nMoves > 0 || l.descriptive {
			return r.game()
		}
		// Neither tags nor moves: comments or a lone result between games.
		text := l.src[l.gameStart:l.end]
		r.addStray(diag.Diagnostic{File: r.opts.Name, Offset: l.startPos.Offset, Line: int(l.startPos.Line), Column: l.startCol,
			Severity: diag.Warning, Code: diag.Syntax, Text: diag.T("stray text skipped: %s", quoteShort(text)), Msg: "stray text skipped: " + quoteShort(text)})
	}
}

var bom = []byte{0xEF, 0xBB, 0xBF}

func (r *Reader) addStray(ws ...diag.Diagnostic) { r.pending.Add(ws...) }

// Continue gives the Reader the stray text before its input, not yet
// given to a game (the Trail of the piece of the stream before it): the
// first game gets it, or Warnings when there is none. Call it before Next.
func (r *Reader) Continue(s Stray) { r.pending = s }

// Lead returns, under Options.Piece, the stray text before the first game;
// it is empty until Next has returned a game, and when the input has none.
func (r *Reader) Lead() Stray { return r.lead }

// Trail returns, under Options.Piece, the stray text after the last game
// (all of it for input without a game), once Next has returned io.EOF.
func (r *Reader) Trail() Stray { return r.pending }

// Buffered returns the number of bytes read from the input but not yet
// lexed, not counting blank space. When it is 0, the next call to Next
// reads from the input, which may block (a pipe): a caller that batches
// games should hand on what it has first.
func (r *Reader) Buffered() int {
	for i := r.pos; i < r.limit; i++ {
		switch r.buf[i] {
		case ' ', '\t', '\r', '\n':
		default:
			return r.limit - i
		}
	}
	return 0
}

// Warnings returns the warnings about stray text after the last game,
// which no game can carry. It is complete once Next has returned io.EOF.
func (r *Reader) Warnings() []diag.Diagnostic { return r.tail }

// fill makes room and reads more input. It keeps the buffer from the
// resume point on, so a game that did not fit is lexed again whole.
func (r *Reader) fill() error {
	k := r.pos
	if k > 0 {
		// The column of a game that starts in mid-line needs the runes
		// before it on its line: count those about to be dropped.
		if r.lineStart < r.base+int64(k) {
			if r.lineStart >= r.base {
				r.colBase = utf8.RuneCount(r.buf[r.lineStart-r.base : k])
			} else {
				r.colBase += utf8.RuneCount(r.buf[:k])
			}
		}
		n := copy(r.buf, r.buf[k:])
		r.buf = r.buf[:n]
		r.base += int64(k)
		r.pos = 0
	}
	size := r.opts.BufferSize
	if r.over.active {
		// The scan of a game too large to hold needs room to classify a
		// line start (lineKind), even under a tiny MaxGameSize.
		size = max(size, 2*maxTagLook)
	}
	switch {
	case len(r.buf) >= cap(r.buf)/2:
		// The game alone fills half the buffer: double it, so that a
		// huge game is lexed O(log n) times, not O(n).
		// Never beyond MaxGameSize: Next stops a game there.
		size = max(size, min(2*cap(r.buf), r.opts.MaxGameSize))
	case cap(r.buf) > size && len(r.buf) <= size/2:
		// The huge game that grew the buffer is done: shrink it back,
		// so that memory stays flat over the rest of the stream.
		nb := make([]byte, len(r.buf), size)
		copy(nb, r.buf)
		r.buf = nb
	}
	if cap(r.buf) < size {
		nb := make([]byte, len(r.buf), size)
		copy(nb, r.buf)
		r.buf = nb
	}
	for len(r.buf) < cap(r.buf) && !r.eof {
		want := cap(r.buf) - len(r.buf)
		old := len(r.buf)
		n, err := r.r.Read(r.buf[len(r.buf):cap(r.buf)])
		r.buf = r.buf[:len(r.buf)+n]
		if err == io.EOF {
			r.eof = true
		} else if err != nil {
			// Parse what was read, then report the error.
			r.eof, r.rerr = true, err
		}
		// Only the new bytes are looked at: on a long line without a
		// break, the whole buffer each read would take quadratic time.
		if n < want && cap(r.buf) <= r.opts.BufferSize && CompleteLines(r.buf[old:], false) > 0 {
			// A short read from a pipe or terminal: the writer has no
			// more for now. Lex the new lines rather than wait for a
			// full buffer (tail -f games.pgn | notaz convert). A huge
			// game that grew the buffer keeps filling it, so that it is
			// lexed O(log n) times.
			break
		}
	}
	r.limit = CompleteLines(r.buf, r.eof)
	return nil
}

// CompleteLines returns the length of the longest prefix of b that ends
// with a line break known to be complete (a final CR might be half of a
// CRLF); at the end of the input (eof), all of b. The Reader and the
// pipeline's cut scan both look only at complete lines.
func CompleteLines(b []byte, eof bool) int {
	if eof {
		return len(b)
	}
	n := len(b)
	if n > 0 && b[n-1] == '\r' {
		n--
	}
	i := bytes.LastIndexByte(b[:n], '\n')
	if j := bytes.LastIndexByte(b[max(i, 0):n], '\r'); j >= 0 {
		i = max(i, 0) + j
	}
	return i + 1
}

func quoteShort(b []byte) string {
	if len(b) > 40 {
		n := 40
		for n > 0 && !utf8.RuneStart(b[n]) {
			n--
		}
		b = b[:n]
	}
	s := strings.TrimSpace(string(b))
	return `"` + s + `"`
}

// game builds the Game just lexed.
func (r *Reader) game() (*Game, error) {
	l := &r.lx
	r.games++
	var raw []byte
	if r.held {
		raw = l.src[l.gameStart:l.end:l.end]
	} else {
		raw = make([]byte, l.end-l.gameStart)
		copy(raw, l.src[l.gameStart:l.end])
	}
	g := r.newGame()
	*g = Game{File: r.opts.Name, Number: r.games, Raw: raw, Start: l.startPos, startCol: l.startCol, midLine: l.midLine, Cut: l.cut}
	limit := l.maxTokensOrDefault()
	tooLong := len(l.toks) > limit
	var tooLongAt Pos
	if tooLong {
		// The token over the limit marks where the game became too long;
		// a tag's name is kept only with its value.
		tooLongAt = l.toks[limit].pos
		l.toks = l.toks[:limit]
		if n := len(l.toks); n > 0 && l.toks[n-1].kind == tTagName {
			l.toks = l.toks[:n-1]
		}
	}
	n := counts{l.nTags, l.nMoves, l.nComments, l.nNAGs, l.nOpens, l.nPairs}
	if tooLong {
		// The lexer counted on past the tokens it kept.
		n = countTokens(l.toks)
	}
	// The memory budget: counters for every game, a walk over the tokens
	// only for one that may be over it.
	budget := r.opts.MaxGameMemory
	overAt, over := Pos{}, false
	if n.cost(len(raw)) > int64(budget) {
		if k := overBudget(l.toks, int64(budget)); k < len(l.toks) {
			overAt, over = l.toks[k].pos, true
			l.toks = l.toks[:k]
			if k > 0 && l.toks[k-1].kind == tTagName {
				l.toks = l.toks[:k-1]
			}
			n = countTokens(l.toks)
		}
	}
	if l.pairStyle {
		for i := range l.toks {
			if t := &l.toks[i]; t.kind == tSymbol && t.lEnd > 0 {
				l.warns = append(l.warns, l.mkWarning(t.pos, "White's and Black's moves joined by a dash read as two moves"))
			}
		}
	}
	if l.warnsOver > 0 {
		w := l.mkWarning(l.warnOver, "")
		w.SetText(diag.T("%d more warnings about this game not kept", l.warnsOver))
		l.warns = append(l.warns, w)
	}
	if r.opts.Piece && r.games == r.firstGame {
		// The caller joins it with the stray text before the piece.
		r.lead, r.pending = r.pending, Stray{}
	}
	if n := r.pending.Len() + len(l.warns); n > 0 {
		g.Warnings = make([]diag.Diagnostic, 0, min(n, maxStray+1+len(l.warns)))
		g.Warnings = r.pending.appendTo(g.Warnings)
		for _, w := range l.warns {
			w.File, w.Game = r.opts.Name, g.Number
			g.Warnings = append(g.Warnings, w)
		}
	}
	var err *diag.Diagnostic
	syntaxErr := func(p Pos, msg diag.Text) *diag.Diagnostic {
		d := g.DiagT(p, diag.Error, diag.Syntax, msg)
		return &d
	}
	switch {
	case over: // first: the tokens it cut come before the others' errors
		err = syntaxErr(overAt, budgetMsg(budget))
	case tooLong: // first, since the lexer's own error came after it
		err = syntaxErr(tooLongAt, l.tooLongMsg())
	case l.skipping:
		err = syntaxErr(l.errPos, l.errText)
	}
	// DeferPawn first: under Defer too (convert's streaming path), a game
	// whose moves write P needs its Symbols filled, or the descriptive
	// reader's detection builds the tree after all (3% of English
	// descriptive's instructions).
	if r.opts.DeferPawn && err == nil && !l.pairStyle && n.tags > 0 && pawnMove(g, l.toks) &&
		movesBeforeVariations(l.toks) && r.b.deferTreeWith(g, l.toks, n, r.opts.Arena, true) {
		// Variations too ("R(QR1)-B1" opens one to the lexer): Build
		// builds them, and build's one error is ruled out above.
	} else if r.opts.Defer && err == nil && !l.pairStyle && r.b.deferTree(g, l.toks, n, r.opts.Arena) {
		// Built when asked for (Build): the same tokens, the same tree.
	} else if msg, p := r.b.build(g, l, n, r.opts.Arena); msg != "" && err == nil {
		err = syntaxErr(p, diag.Text{Format: msg})
	}
	// A huge game leaves the lexer's slices large: let them go rather than
	// keep the peak for the rest of the stream.
	if cap(l.toks) > maxKeptTokens {
		l.toks = nil
	}
	if cap(l.warns) > maxKeptTokens {
		l.warns = nil
	}
	if err != nil {
		return g, err
	}
	return g, nil
}

// maxKeptTokens is the capacity of the lexer's token and warning slices
// kept from one game to the next; larger ones are freed after their game.
const maxKeptTokens = 1 << 16

// newGame returns a zero Game: from the arena, if there is one.
func (r *Reader) newGame() *Game {
	if a := r.opts.Arena; a != nil {
		return &reuse.Take(&a.games, 1)[0]
	}
	return new(Game)
}
