package parser

import (
	"fmt"
	"math"

	"github.com/notaz-chess/notaz/diag"
)

// gameState is what the lexer knows about the game it is reading. It is
// separate from the scan position because it lives exactly as long as one
// game: startGame resets all of it at once, so no field can leak from one
// game into the next. Most of it is read by the reader and the builder once
// the game is complete (Reader.game, builder.build).
type gameState struct {
	// Where the game is, in src and for messages.
	gameStart int // index in src of its first byte
	startPos  Pos
	startCol  int
	midLine   bool // text other than spaces precedes it on its line
	// descriptive: it starts with a move in descriptive notation's shape
	// ("1. P - K 4", "P to K 4"), which may hold no symbol this lexer
	// takes for a move: a game even so (package descriptive reads it).
	descriptive bool
	end         int // index in src after the game, set when it is complete

	// What it holds. tokLimit is the capacity emit respects: the token
	// limit and one more (see tokenCap), or 0 once skipping, so that one
	// compare in emit covers both.
	toks      []token
	tokLimit  int
	warns     []diag.Diagnostic
	warnsOver int // warnings beyond the limit (see warn), only counted
	warnOver  Pos // the first of them

	// Its syntax error, if any: after one, the game is only scanned for
	// its end (see fail).
	skipping bool
	errPos   Pos
	errText  diag.Text
	// cut: the game ended at a tag pair line inside a comment or text
	// left open (Game.Cut).
	cut bool

	// The end of the last token and the line it was on: a game that ends
	// without a result ends after its last token's line (see finishLine).
	lastTokEnd       int // index in src
	lastTokLine      int32
	lastTokLineStart int64

	// Context for the next tokens.
	inMovetext     bool  // movetext began: a tag pair now starts the next game
	varDepth       int   // variations open
	resultInVar    bool  // a result was written inside a variation (ignored there)
	openVars       []Pos // positions of the open '(' (for "unclosed variation")
	pendingNumber  int32 // move number read, waiting for its move
	maxMoveNumber  int   // highest move number seen in the main line: a "1." after it starts a new game
	lastNumber     int   // the last move number read outside variations, and
	lastBlack      bool  // whether it had Black's dots ("9..."),
	lastNumberLine int32 // and the line it was on
	quoteFrom      int   // the first number that went back or repeated White's ("9.h4 9.Sxg5"): a quoted line's, 0 if none
	pairStyle      bool  // a move token held a White–Black pair that cannot be one move
	nPairs         int   // tokens that may be pairs

	// Counts the builder sizes its slices with; counted only while not
	// skipping, since tokens are kept only then.
	nTags     int
	nMoves    int
	nComments int
	nNAGs     int
	nOpens    int
}

// startGame starts a game at l.pos with a fresh gameState. The token,
// warning and variation slices keep their memory from game to game, so
// that a run allocates only when a game outgrows the ones before it.
func (l *lexer) startGame() {
	p := l.posAt(l.pos)
	l.started = true
	l.gameState = gameState{
		gameStart: l.pos,
		startPos:  p,
		startCol:  l.col(p),
		midLine:   l.textBefore(p),
		toks:      l.toks[:0],
		warns:     l.warns[:0],
		openVars:  l.openVars[:0],
		tokLimit:  tokenCap(l.maxTokens),
	}
	l.mark(l.pos)
}

// finish ends the game at src[end].
func (l *lexer) finish(end int) stateFn {
	l.end = end
	l.pos = end
	if l.varDepth > 0 && !l.skipping {
		if l.resultInVar || !l.bracketsRecovered() {
			// The game's end was written inside the variation: a ')'
			// lost earlier (swallowed by a comment, mismatched), not a
			// text cut short. No guess where: the error stands (and the
			// decoder may read the text). So in text without tags.
			l.fail(l.openVars[len(l.openVars)-1], "unclosed variation")
			return nil
		}
		// The game's text ends inside a variation (a page cut off): it
		// is closed there (the builder closes what is left open), with
		// a warning at each '(' still open, innermost first.
		for k := len(l.openVars) - 1; k >= 0; k-- {
			l.warnCode(l.openVars[k], diag.UnclosedBracket, diag.T("unclosed variation '(': closed where the game's text ends, the moves before it kept"))
		}
	}
	return nil
}

// finishLine ends the game after its last token, taking the rest of that
// line when it is blank, so that Raw ends with the line break.
func (l *lexer) finishLine() stateFn {
	s := l.src
	i := l.lastTokEnd
	l.line, l.lineStart = l.lastTokLine, l.lastTokLineStart
	j := skipSpaces(s, i)
	switch {
	case j == len(s):
		i = j
	case s[j] == '\n' || s[j] == '\r':
		l.pos = j
		l.newline()
		i = l.pos
	}
	return l.finish(i)
}

// mark records the end of a token: a game that ends without a result ends
// after its last token's line.
func (l *lexer) mark(i int) {
	l.lastTokEnd, l.lastTokLine, l.lastTokLineStart = i, l.line, l.lineStart
}

// emit appends a token, unless the game is skipping after an error or has
// more tokens than it may keep: one compare, which covers both.
func (l *lexer) emit(k kind, p Pos, a, b int, val int32) {
	if len(l.toks) >= l.tokLimit {
		return
	}
	// The token is appended zero and its fields stored one by one: a
	// token literal appended is built on the stack and copied with wide
	// loads that wait on those narrower stores (a store-forwarding stall:
	// a quarter of lexPlain's time on the corpus, perf annotate).
	l.toks = append(l.toks, token{})
	t := &l.toks[len(l.toks)-1]
	off := p.Offset - l.base
	t.pos, t.a, t.b, t.val, t.kind = p, int32(int64(a)-off), int32(int64(b)-off), val, k
}

// warn records a warning for the current game. A game keeps at most as
// many warnings as tokens (some come from single bytes, like a stray '}');
// those beyond are only counted.
func (l *lexer) warn(p Pos, msg string) {
	if len(l.warns) >= l.maxTokensOrDefault() {
		if l.warnsOver == 0 {
			l.warnOver = p
		}
		l.warnsOver++
		return
	}
	l.warns = append(l.warns, l.mkWarning(p, msg))
}

// warnT is warn with the message in translatable form.
func (l *lexer) warnT(p Pos, t diag.Text) {
	n := len(l.warns)
	l.warn(p, "")
	if len(l.warns) > n {
		l.warns[n].SetText(t)
	}
}

// warnCode records a warning with a code of its own (not diag.Syntax).
func (l *lexer) warnCode(p Pos, code diag.Code, t diag.Text) {
	n := len(l.warns)
	l.warn(p, "")
	if len(l.warns) > n {
		l.warns[n].SetText(t)
		l.warns[n].Code = code
	}
}

// warnMoveT is warnMove with the message in translatable form.
func (l *lexer) warnMoveT(i int, t diag.Text) {
	if !l.skipping {
		l.warnT(l.posAt(i), t)
	}
}

// warnMove records a lenient-syntax warning at src[i].
func (l *lexer) warnMove(i int, msg string) {
	if !l.skipping {
		l.warn(l.posAt(i), msg)
	}
}

// fail records the game's syntax error and switches to skipping: the rest
// of the game is only scanned for its end. (After the token limit, the
// limit is the game's error: see Reader.game.)
func (l *lexer) fail(p Pos, format string, args ...any) {
	if l.skipping {
		return
	}
	l.skipping = true
	l.tokLimit = 0 // emit keeps no more tokens
	l.errPos = p
	l.errText = diag.T(format, args...)
	if format == "%s" {
		l.errText = diag.Text{Format: fmt.Sprint(args...)} // a fixed sentence: its own key
	}
}

// defaultMaxTokens is the default limit on the tokens kept for one game
// (Options.MaxTokens), which bounds the memory a game takes besides its
// raw text: 40 bytes a token, and up to 160 bytes a token (a move) for the
// tree built from them. No real game comes near it. The longest possible game is
// under 18,000 plies (the 75-move rule ends it at 17,697); with a clock or
// evaluation comment and a NAG or two on every ply, that is some 70,000
// tokens. Heavily annotated games, the largest in real collections (opening
// surveys stored as one game with every line as a variation), have tens of
// thousands. 250,000 leaves ample room above both, while a game over the
// limit costs at most some 50 MB of tokens and tree, rather than about a
// hundred times its size.
const defaultMaxTokens = 250_000

// tokenCap returns how many tokens a game keeps for a limit of n (0 for
// the default): one more than n, the first token over the limit, whose
// position is the game's error. Past it the lexer goes on reading the game
// exactly as before, only keeping no tokens, so that the game ends where
// it would without the limit and its Raw is whole; Reader.game then drops
// that last token and reports the error.
func tokenCap(n int) int {
	if n <= 0 {
		n = defaultMaxTokens
	}
	return min(n, math.MaxInt-1) + 1
}

// tooLongMsg is the error of a game over the token limit.
func (l *lexer) tooLongMsg() diag.Text {
	return diag.T("game too long: more than %s tokens (notaz reads at most that many per game)", diag.Number(l.maxTokensOrDefault()))
}

func (l *lexer) maxTokensOrDefault() int {
	if l.maxTokens > 0 {
		return l.maxTokens
	}
	return defaultMaxTokens
}
