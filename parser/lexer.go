package parser

import (
	"bytes"
	"fmt"
	"math"
	"unicode/utf8"
)

// The lexer is a synchronous state-function lexer (Rob Pike, "Lexical
// Scanning in Go"): each state scans a little, appends tokens and returns
// the next state. One run of the state machine reads one game, because game
// boundaries need syntax (a result inside a comment or a variation does not
// end a game) and splitting first would scan every byte twice.
//
// The lexer only ever sees complete lines: unless the input is exhausted,
// the reader cuts src after the last line break it holds. Reaching the end
// of src therefore never splits a token; it only means "the game goes on
// beyond what is buffered", and the reader refills and lexes the game again
// from its start (rare: once per buffer refill).
type lexer struct {
	src       []byte
	base      int64 // stream offset of src[0]
	pos       int   // index in src of the next byte
	line      int32
	lineStart int64 // stream offset of the current line
	colBase   int   // runes of the current line before src[0], when it began before
	eof       bool  // src reaches the end of the input
	maxDepth  int

	needMore bool // stopped at the end of src before the end of the game
	noGame   bool // reached the end of input between games

	// Between games: committed as soon as they are found, since the lexer
	// never goes back over text it has skipped between games.
	stray []Error

	// The current game. Reset by startGame.
	started   bool
	gameStart int // index in src
	startPos  Pos
	startCol  int
	end       int // index in src after the game
	toks      []token
	tokCap    int // tokens kept: the limit and one more (see tokenCap); 0 once skipping
	warns     []Error
	moved     bool // movetext began: a '[' now starts the next game
	depth     int
	opens     []Pos // positions of the open '(' (for "unclosed variation")
	skipping  bool  // after a syntax error: find the end of the game only
	errPos    Pos
	errMsg    string
	lastTok   int   // index in src after the last token
	lastLine  int32 // line state at lastTok
	lastLS    int64
	nTags     int
	nMoves    int
	nComments int
	nNAGs     int
	nOpens    int
	number    int32 // move number waiting for its move
	maxNum    int   // highest move number seen in the main line
	pairStyle bool  // a move token held a white–black pair that cannot be one move
	nPairs    int   // tokens that may be pairs
	warnsOver int   // warnings beyond the limit, not kept
	warnOver  Pos   // the first of them
	maxTokens int   // tokens kept per game; 0 means defaultMaxTokens

	// The last column computed (see col), at stream offset lastColAt on
	// the line starting at lastColLS; 0 if none.
	lastCol   int
	lastColAt int64
	lastColLS int64
}

type stateFn func(*lexer) stateFn

// run lexes from l.pos until a game is complete, the input ends, or more
// input is needed.
func (l *lexer) run() {
	l.needMore, l.noGame, l.started = false, false, false
	for st := stateFn(lexBetween); st != nil; {
		st = st(l)
	}
}

// posAt returns the position of src[i], which must be on the current line.
func (l *lexer) posAt(i int) Pos {
	return Pos{Offset: l.base + int64(i), Line: l.line, LineStart: l.lineStart}
}

// col computes the column of p from the buffer: only for messages, and
// for the start of each game. It goes on from the last column computed on
// the same line, so that many games on one long line (bare movetext
// without line breaks) do not take time quadratic in its length.
func (l *lexer) col(p Pos) int {
	off := int(p.Offset - l.base)
	if off < 0 || off > len(l.src) {
		return 0
	}
	var c int
	switch {
	case l.lastCol > 0 && p.LineStart == l.lastColLS && p.Offset >= l.lastColAt && l.lastColAt >= l.base:
		c = l.lastCol + utf8.RuneCount(l.src[l.lastColAt-l.base:off])
	case p.LineStart >= l.base:
		c = 1 + utf8.RuneCount(l.src[p.LineStart-l.base:off])
	default:
		c = 1 + l.colBase + utf8.RuneCount(l.src[:off])
	}
	l.lastCol, l.lastColAt, l.lastColLS = c, p.Offset, p.LineStart
	return c
}

func (l *lexer) mkError(p Pos, k Kind, msg string) Error {
	return Error{Pos: p, Col: l.col(p), Kind: k, Msg: msg}
}

// warn records a warning for the current game. A game keeps at most as
// many warnings as tokens (some come from single bytes, like a stray '}');
// those beyond are only counted.
func (l *lexer) warn(p Pos, k Kind, msg string) {
	if len(l.warns) >= l.maxTokensOrDefault() {
		if l.warnsOver == 0 {
			l.warnOver = p
		}
		l.warnsOver++
		return
	}
	l.warns = append(l.warns, l.mkError(p, k, msg))
}

// fail records the game's syntax error and switches to skipping: the rest
// of the game is only scanned for its end. (After the token limit, the
// limit is the game's error: see Reader.game.)
func (l *lexer) fail(p Pos, format string, args ...any) {
	if l.skipping {
		return
	}
	l.skipping = true
	l.tokCap = 0 // emit keeps no more tokens
	l.errPos = p
	l.errMsg = fmt.Sprintf(format, args...)
}

// mark records the end of a token: a game that ends without a result ends
// after its last token's line.
func (l *lexer) mark(i int) {
	l.lastTok, l.lastLine, l.lastLS = i, l.line, l.lineStart
}

// emit appends a token, unless the game is skipping after an error or has
// more tokens than it may keep: one compare, which covers both.
func (l *lexer) emit(k kind, p Pos, a, b int, val int32) {
	if len(l.toks) >= l.tokCap {
		return
	}
	off := p.Offset - l.base
	l.toks = append(l.toks, token{pos: p, a: int32(int64(a) - off), b: int32(int64(b) - off), val: val, kind: k})
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
func (l *lexer) tooLongMsg() string {
	return "game too long: more than " + thousands(l.maxTokensOrDefault()) +
		" tokens (notaz reads at most that many per game)"
}

func (l *lexer) maxTokensOrDefault() int {
	if l.maxTokens > 0 {
		return l.maxTokens
	}
	return defaultMaxTokens
}

// thousands formats n with commas between groups of three digits.
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// newline consumes the line break at l.pos: CRLF, LF or a lone CR.
func (l *lexer) newline() {
	if l.src[l.pos] == '\r' && l.pos+1 < len(l.src) && l.src[l.pos+1] == '\n' {
		l.pos++
	}
	l.pos++
	l.line++
	l.lineStart = l.base + int64(l.pos)
}

func (l *lexer) atLineStart() bool { return l.base+int64(l.pos) == l.lineStart }

// lineEnd returns the index of the line break at or after i, or len(src).
func (l *lexer) lineEnd(i int) int {
	s := l.src[i:]
	n := bytes.IndexByte(s, '\n')
	if n < 0 {
		n = len(s)
	}
	if r := bytes.IndexByte(s[:n], '\r'); r >= 0 {
		n = r
	}
	return i + n
}

// countLines advances the line count over src[i:j], which the caller has
// consumed as one token (a multi-line comment).
func (l *lexer) countLines(i, j int) {
	s := l.src[i:j]
	if bytes.IndexByte(s, '\r') < 0 {
		n := bytes.Count(s, nl)
		if n > 0 {
			l.line += int32(n)
			l.lineStart = l.base + int64(i+bytes.LastIndexByte(s, '\n')+1)
		}
		return
	}
	for k := 0; k < len(s); k++ {
		switch s[k] {
		case '\r':
			if k+1 < len(s) && s[k+1] == '\n' {
				k++
			}
		case '\n':
		default:
			continue
		}
		l.line++
		l.lineStart = l.base + int64(i+k+1)
	}
}

var nl = []byte{'\n'}

// spaceLen returns the length of the non-ASCII space character at src[i]
// (NBSP and the typographic spaces copied from web pages, or a BOM), or 0.
func spaceLen(s []byte, i int) int {
	switch s[i] {
	case 0xC2:
		if i+1 < len(s) && s[i+1] == 0xA0 {
			return 2
		}
	case 0xE2: // U+2000..U+200B, U+202F
		if i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] >= 0x80 && s[i+2] <= 0x8B || s[i+2] == 0xAF) {
			return 3
		}
	case 0xE3: // U+3000
		if i+2 < len(s) && s[i+1] == 0x80 && s[i+2] == 0x80 {
			return 3
		}
	case 0xEF: // a BOM in mid-stream, left by concatenating files
		if i+2 < len(s) && s[i+1] == 0xBB && s[i+2] == 0xBF {
			return 3
		}
	}
	return 0
}

// delim marks the ASCII bytes that end a symbol.
var delim = [256]bool{
	' ': true, '\t': true, '\n': true, '\r': true, '\f': true, '\v': true,
	'{': true, '}': true, '(': true, ')': true, '[': true, ']': true,
	';': true, '$': true, ',': true,
}

// symbolEnd returns the end of the symbol starting at i.
func (l *lexer) symbolEnd(i int) int {
	s := l.src
	for i < len(s) {
		c := s[i]
		if c < 0x80 {
			if delim[c] {
				if c == '(' {
					// e8(Q): a promotion in parentheses, not a variation.
					if n := parenPromotion(s, i); n > 0 {
						i += n
						continue
					}
				}
				return i
			}
			i++
			continue
		}
		if spaceLen(s, i) > 0 {
			return i
		}
		i++
	}
	return i
}

// parenPromotion returns the length of "(X)" at s[i] when it follows a rank
// 1 or 8 and X is one short piece letter, else 0.
func parenPromotion(s []byte, i int) int {
	if i == 0 || (s[i-1] != '8' && s[i-1] != '1') {
		return 0
	}
	for j := i + 1; j < len(s) && j <= i+5; j++ {
		c := s[j]
		if c == ')' {
			if j == i+1 {
				return 0
			}
			return j + 1 - i
		}
		if c < 0x80 && (delim[c] || c < 'A') {
			return 0
		}
	}
	return 0
}

// lexBetween skips what lies between games: blank lines, escape lines and
// stray text (a warning each). It starts a game at a tag, a comment, a move
// number or something that reads as an English move.
func lexBetween(l *lexer) stateFn {
	s := l.src
	for {
		if l.pos >= len(s) {
			if l.eof {
				l.noGame = true
			} else {
				l.needMore = true
			}
			return nil
		}
		c := s[l.pos]
		switch c {
		case ' ', '\t', '\f', '\v':
			l.pos++
			continue
		case '\n', '\r':
			l.newline()
			continue
		case '%':
			if l.atLineStart() {
				l.pos = l.lineEnd(l.pos)
				continue
			}
		case '{', ';':
			l.startGame()
			return lexMovetext
		case '[':
			if isTagStart(s, l.pos) {
				l.startGame()
				return lexMovetext
			}
			// "[C33] Gambetto di Re", "[Jerzy Konikowski]", "[pgn]": a
			// heading or a shortcode in brackets, not a tag pair.
			e := l.lineEnd(l.pos)
			if k := bytes.IndexByte(s[l.pos:e], ']'); k >= 0 {
				e = l.pos + k + 1
			}
			l.stray = append(l.stray, l.mkError(l.posAt(l.pos), Stray, "stray text skipped: "+quoteShort(s[l.pos:e])))
			l.pos = e
			continue
		}
		if c >= 0x80 {
			if n := spaceLen(s, l.pos); n > 0 {
				l.pos += n
				continue
			}
		}
		if l.looksLikeMovetext() {
			l.startGame()
			return lexMovetext
		}
		e := l.lineEnd(l.pos)
		text := s[l.pos:e]
		if len(text) > 40 {
			n := 40
			for n > 0 && !utf8.RuneStart(text[n]) {
				n--
			}
			text = text[:n]
		}
		l.stray = append(l.stray, l.mkError(l.posAt(l.pos), Stray, fmt.Sprintf("stray text skipped: %q", text)))
		l.pos = e
	}
}

// looksLikeMovetext reports whether a game without tags starts at l.pos:
// a move number with its dot, or a token that reads as an English move.
// Anything else between games (a tournament name, a row of dashes) is
// stray text.
func (l *lexer) looksLikeMovetext() bool {
	s := l.src
	i := l.pos
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	if i > l.pos {
		if i < len(s) && (s[i] == '.' || bytes.HasPrefix(s[i:], ellipsis)) {
			return true
		}
		// "1 e4, e5 2 Cf3": a number without its dot, then a move.
		if i == len(s) || s[i] != ' ' && s[i] != '\t' {
			return false
		}
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		if startsWithSquare(s[i:]) {
			return true
		}
	}
	e := l.symbolEnd(i)
	tok := s[i:e]
	tok = tok[:coreLen(tok)]
	san, err := ParseSAN(tok, English)
	// A move in coordinate notation ("g1f3") starts a game too: replay
	// then says what is wrong with it, rather than skipping it unseen.
	return err == nil && !san.Null || isCoordinateError(err)
}

func (l *lexer) startGame() {
	l.started = true
	l.gameStart = l.pos
	l.startPos = l.posAt(l.pos)
	l.startCol = l.col(l.startPos)
	l.toks = l.toks[:0]
	l.warns = l.warns[:0]
	l.opens = l.opens[:0]
	l.moved, l.skipping = false, false
	l.tokCap = tokenCap(l.maxTokens)
	l.warnsOver = 0
	l.depth = 0
	l.number = 0
	l.maxNum, l.pairStyle, l.nPairs = 0, false, 0
	l.errMsg = ""
	l.mark(l.pos)
	l.nTags, l.nMoves, l.nComments, l.nNAGs, l.nOpens = 0, 0, 0, 0, 0
}

// finish ends the game at src[end].
func (l *lexer) finish(end int) stateFn {
	l.end = end
	l.pos = end
	if l.depth > 0 && !l.skipping {
		l.fail(l.opens[len(l.opens)-1], "unclosed variation")
	}
	return nil
}

// finishLine ends the game after its last token, taking the rest of that
// line when it is blank, so that Raw ends with the line break.
func (l *lexer) finishLine() stateFn {
	s := l.src
	i := l.lastTok
	l.line, l.lineStart = l.lastLine, l.lastLS
	j := i
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
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

// lexMovetext is the main state inside a game: tags first, then movetext.
func lexMovetext(l *lexer) stateFn {
	s := l.src
	for {
		if l.pos >= len(s) {
			if !l.eof {
				l.needMore = true
				return nil
			}
			return l.finishLine()
		}
		c := s[l.pos]
		switch c {
		case ' ', '\t', '\f', '\v', ',':
			// Commas separate moves in some localized scores.
			l.pos++
			continue
		case '\n', '\r':
			l.newline()
			continue
		case '%':
			if l.atLineStart() {
				l.pos = l.lineEnd(l.pos)
				continue
			}
			return lexSymbol
		case '[':
			if !isTagStart(s, l.pos) {
				return lexBracket
			}
			if !l.moved {
				return lexTag
			}
			return l.finishLine()
		case '{':
			return lexComment
		case ';':
			if l.semicolonSeparates() {
				l.warnMove(l.pos, "';' between moves read as a separator, not a comment")
				l.pos++
				continue
			}
			return lexLineComment
		case '(', ')':
			return lexParen
		case '$':
			return lexNAG
		case '}', ']':
			if !l.skipping {
				l.warn(l.posAt(l.pos), Lenient, fmt.Sprintf("stray '%c' skipped", c))
			}
			l.pos++
			continue
		}
		if c >= 0x80 {
			if n := spaceLen(s, l.pos); n > 0 {
				l.pos += n
				continue
			}
		}
		return lexSymbol
	}
}

// isTagStart reports whether s[i] == '[' opens a tag pair: a name and a
// quote, a quote alone (a tag missing its name), or a standard tag name
// (a tag missing its quotes). Anything else in brackets is a web page's
// heading or analysis ("[C33]", "[ 12.Sxa4? Sxe4! … ]", "[%clk 0:01]").
func isTagStart(s []byte, i int) bool {
	i++
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	n := i
	for i < len(s) && isNameByte(s[i]) && s[i] < 0x80 {
		i++
	}
	if i > n && i < len(s) && s[i] == ' ' && i+1 < len(s) && s[i+1] == '"' {
		return true // the usual [Name "value"]
	}
	for j := n; j < len(s) && s[j] != ']' && s[j] != '\n' && s[j] != '\r'; j++ {
		if c := s[j]; (c == '"' || c >= 0xC2) && quoteLen(s, j) > 0 {
			return true // broken tags: ["x"], [Name? "x"], [Name  “x”]
		}
	}
	i = n
	for i < len(s) && isNameByte(s[i]) && s[i] < 0x80 {
		i++
	}
	if i == n {
		return false
	}
	name := s[n:i]
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i < len(s) && s[i] != ']' && i == n+len(name) {
		return false // "[schaakclub.nl, …]": not a name followed by a space
	}
	switch string(name) {
	case "Event", "Site", "Date", "Round", "White", "Black", "Result",
		"FEN", "SetUp", "Variant", "ECO", "WhiteElo", "BlackElo", "Annotator",
		"PlyCount", "TimeControl", "Time", "Termination", "Mode", "EventDate", "Opening":
		return true
	}
	return false
}

// semicolonSeparates reports whether the ';' at l.pos separates moves, as
// in Italian scores ("1.e4-e5; 2.f4-exf4;", "7 O-O, d3?!;"), rather than
// starting a comment: only in a game without tags, after a move, when the
// line goes on with a move number or ends there.
func (l *lexer) semicolonSeparates() bool {
	if l.nTags > 0 || l.nMoves == 0 {
		return false
	}
	s := l.src
	i := l.pos + 1
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i == len(s) || s[i] == '\n' || s[i] == '\r' || s[i] >= '1' && s[i] <= '9'
}

// lexBracket reads text in square brackets that is not a tag pair as a
// comment: web pages put analysis and headings there. Brackets nest.
func lexBracket(l *lexer) stateFn {
	return l.enclosed('[', ']', "text in square brackets read as a comment", "unclosed '['")
}

// enclosed reads from the open byte at l.pos to its matching close byte
// as a comment, with a warning. Like a brace comment it may span lines,
// but a line that begins with a tag pair ends it, unclosed.
func (l *lexer) enclosed(open, close byte, warning, unclosed string) stateFn {
	s := l.src
	p := l.posAt(l.pos)
	i := l.pos + 1
	depth, k := 1, -1
	for j := i; j < len(s); j++ {
		if s[j] == open {
			depth++
		} else if s[j] == close {
			if depth--; depth == 0 {
				k = j
				break
			}
		}
	}
	seg := s[i:]
	if k >= 0 {
		seg = seg[:k-i]
	}
	if t := tagLineIn(seg); t >= 0 {
		l.fail(p, "%s", unclosed)
		l.countLines(i, i+t)
		l.pos = i + t
		return l.finish(i + t)
	}
	if k < 0 {
		if !l.eof {
			l.needMore = true
			return nil
		}
		l.fail(p, "%s", unclosed)
		l.countLines(i, len(s))
		return l.finish(len(s))
	}
	l.moved = true
	if !l.skipping {
		l.warn(p, Lenient, warning)
		l.nComments++
	}
	l.emit(tComment, p, i, k, 0)
	l.countLines(i, k)
	l.pos = k + 1
	l.mark(l.pos)
	return lexMovetext
}

func isNameByte(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c >= 0x80
}

// Quotes accepted around tag values besides '"': smart quotes from word
// processors, German and Polish „“ and guillemets.
var (
	ldquo = []byte("“")
	rdquo = []byte("”")
	bdquo = []byte("„")
	laquo = []byte("«")
	raquo = []byte("»")
)

// quoteLen returns the length of a quote character at s[i], or 0.
func quoteLen(s []byte, i int) int {
	if s[i] == '"' {
		return 1
	}
	t := s[i:]
	if bytes.HasPrefix(t, ldquo) || bytes.HasPrefix(t, rdquo) || bytes.HasPrefix(t, bdquo) {
		return 3
	}
	if bytes.HasPrefix(t, laquo) || bytes.HasPrefix(t, raquo) {
		return 2
	}
	return 0
}

// closesTag reports whether only spaces separate s[i:] from a ']'.
func closesTag(s []byte, i int) (int, bool) {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i, i < len(s) && s[i] == ']'
}

// lexTag reads [Name "value"]. A quote inside the value closes it only if
// a ']' follows, which reads [Event "The "Big" Open"] as its writer meant.
func lexTag(l *lexer) stateFn {
	s := l.src
	p := l.posAt(l.pos)
	i := l.pos + 1
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	n0 := i
	for i < len(s) && isNameByte(s[i]) {
		i++
	}
	n1 := i
	if n0 == n1 {
		return l.badTag(p, i, "missing tag name")
	}
	if l.newGameTag(s[n0:n1], p) {
		return l.finishLine()
	}
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	q := 0
	if i < len(s) {
		q = quoteLen(s, i)
	}
	if q == 0 {
		return l.badTag(p, i, "tag value must be in quotes")
	}
	lenient := q > 1
	escaped := false
	v0 := i + q
	v1, end := -1, -1
	lastQ, lastN := -1, 0 // the last quote that did not close the value
	nw := len(l.warns)
	j := v0
	for ; j < len(s) && v1 < 0; j++ {
		switch c := s[j]; c {
		case '\n', '\r':
			return l.unclosedTag(i, lastQ, lastN, j, nw)
		case '\\':
			if j+1 < len(s) && (s[j+1] == '"' || s[j+1] == '\\') {
				escaped = true
				j++
			}
		case '"', 0xE2, 0xC2:
			n := quoteLen(s, j)
			if n == 0 {
				continue
			}
			if k, ok := closesTag(s, j+n); ok {
				v1, end = j, k+1
				lenient = lenient || n > 1
			} else {
				if c == '"' && !l.skipping {
					l.warn(l.posAt(j), Lenient, "unescaped quote in tag value")
				}
				lastQ, lastN = j, n
			}
		}
	}
	if v1 < 0 {
		return l.unclosedTag(i, lastQ, lastN, min(j, len(s)), nw)
	}
	if lenient && !l.skipping {
		l.warn(p, Lenient, "typographic quotes around tag value")
	}
	if !l.skipping {
		l.nTags++
	}
	l.emit(tTagName, p, n0, n1, 0)
	var flags int32
	if escaped {
		flags = tagEscaped
	}
	l.emit(tTagValue, p, v0, v1, flags)
	l.pos = end
	l.mark(end)
	return lexMovetext
}

// newGameTag decides whether a tag that follows other tags, with no
// movetext in between, begins the next game (whose predecessor had no
// movetext at all): a second Event tag, or a repeated name after a blank
// line. Other repeated tags are kept as duplicates of one game.
func (l *lexer) newGameTag(name []byte, p Pos) bool {
	if l.nTags == 0 || l.skipping {
		return false
	}
	event := string(name) == "Event"
	if !event && p.Line <= l.lastLine+1 {
		return false
	}
	for i := range l.toks {
		t := &l.toks[i]
		if t.kind == tTagName && string(l.src[t.pos.Offset-l.base+int64(t.a):t.pos.Offset-l.base+int64(t.b)]) == string(name) {
			return true
		}
	}
	return false
}

// unclosedTag reports a tag value that reaches the end of its line (at
// src[e]) without a quote followed by ']'. It drops the warnings about
// unescaped quotes made since nw, which the error explains better. The
// value opened with the quote at src[q]; lastQ (length lastN) is the last
// quote after it, or -1. Without one the value is unterminated: a line
// break inside it ([Site "S⏎"]). With one, the value ended there and what
// follows is wrong: nothing ([Event "x"), where the ']' is missing) or
// junk ([Site "S" junk]).
func (l *lexer) unclosedTag(q, lastQ, lastN, e, nw int) stateFn {
	s := l.src
	l.warns = l.warns[:nw]
	switch {
	case lastQ < 0:
		l.fail(l.posAt(q), "unterminated tag value")
		if e == len(s) {
			break
		}
		// The value may go on on the next line and close there
		// ("Somewhere⏎on the Earth\"]"): that line belongs to the broken
		// tag; read as movetext, it would begin the game's moves.
		ns := e + 1
		if s[e] == '\r' && ns < len(s) && s[ns] == '\n' {
			ns++
		}
		if ns == len(s) && !l.eof {
			l.needMore = true
			return nil
		}
		if k := closingLine(s, ns, l.lineEnd(ns)); k > 0 {
			l.pos = e
			l.newline()
			l.pos = k
			l.mark(k)
			return lexMovetext
		}
	default:
		k := lastQ + lastN
		for k < e && (s[k] == ' ' || s[k] == '\t') {
			k++
		}
		if k == e {
			l.fail(l.posAt(lastQ+lastN), "missing ']' after tag value")
			break
		}
		z := k + bytes.IndexByte(s[k:e], ']')
		if z < k {
			z = e
		}
		l.fail(l.posAt(k), "unexpected %s after tag value", quoteShort(s[k:z]))
	}
	l.pos = l.lineEnd(l.pos)
	l.mark(l.pos)
	return lexMovetext
}

// closingLine returns the index after the ']' that closes a tag value
// continued on the line s[i:e]: a quote, spaces and ']'. It returns 0 if
// there is none or the line starts a tag of its own.
func closingLine(s []byte, i, e int) int {
	if i < e && s[i] == '[' {
		return 0
	}
	for j := i; j < e; j++ {
		if c := s[j]; c != '"' && c != 0xE2 && c != 0xC2 {
			continue
		}
		if n := quoteLen(s, j); n > 0 {
			if k, ok := closesTag(s[:e], j+n); ok {
				return k + 1
			}
		}
	}
	return 0
}

// badTag reports a malformed tag and skips the rest of its line.
func (l *lexer) badTag(p Pos, i int, msg string) stateFn {
	if i > len(l.src) {
		i = len(l.src)
	}
	at := p
	if i < len(l.src) && l.src[i] != '\n' && l.src[i] != '\r' {
		at = l.posAt(i)
	}
	l.fail(at, "%s", msg)
	l.pos = l.lineEnd(l.pos)
	l.mark(l.pos)
	return lexMovetext
}

// lexComment reads a {brace comment}, which may span lines. A line inside
// it that begins with a tag pair means the brace was never closed: the
// game ends there, so one missing '}' cannot swallow the rest of a file.
func lexComment(l *lexer) stateFn {
	s := l.src
	p := l.posAt(l.pos)
	i := l.pos + 1
	k := bytes.IndexByte(s[i:], '}')
	seg := s[i:]
	if k >= 0 {
		seg = seg[:k]
	}
	if t := tagLineIn(seg); t >= 0 {
		l.fail(p, "unclosed comment")
		l.countLines(i, i+t)
		l.pos = i + t
		return l.finish(i + t)
	}
	if k < 0 {
		if !l.eof {
			l.needMore = true
			return nil
		}
		l.fail(p, "unclosed comment")
		l.countLines(i, len(s))
		return l.finish(len(s))
	}
	l.emit(tComment, p, i, i+k, 0)
	if !l.skipping {
		l.nComments++
	}
	l.countLines(i, i+k)
	l.pos = i + k + 1
	l.mark(l.pos)
	return lexMovetext
}

// tagLineIn returns the index of the first line of s (not the first) that
// begins with something like [Name "…, or -1.
func tagLineIn(s []byte) int {
	for i := 0; ; {
		n := bytes.IndexByte(s[i:], '\n')
		if n < 0 {
			if bytes.IndexByte(s[i:], '\r') < 0 {
				return -1
			}
			n = bytes.IndexByte(s[i:], '\r') // old Mac line ends
		}
		i += n + 1
		if i < len(s) && s[i] == '[' && isTagLine(s[i:]) {
			return i
		}
	}
}

// isTagLine reports whether s starts with [Name "  (or another quote).
func isTagLine(s []byte) bool {
	i := 1
	for i < len(s) && isNameByte(s[i]) && s[i] < 0x80 {
		i++
	}
	if i == 1 {
		return false
	}
	for i < len(s) && s[i] == ' ' {
		i++
	}
	return i < len(s) && i > 1 && s[i-1] == ' ' && quoteLen(s, i) > 0
}

func lexLineComment(l *lexer) stateFn {
	p := l.posAt(l.pos)
	e := l.lineEnd(l.pos)
	l.emit(tLineComment, p, l.pos+1, e, 0)
	if !l.skipping {
		l.nComments++
	}
	l.pos = e
	l.mark(e)
	return lexMovetext
}

func lexParen(l *lexer) stateFn {
	if l.src[l.pos] == '(' && l.proseFollows(l.pos+1) {
		// "(la variante Steinitz, …)": a remark, not a variation.
		return l.enclosed('(', ')', "text in parentheses read as a comment", "unclosed '('")
	}
	p := l.posAt(l.pos)
	l.moved = true
	l.pos++
	l.mark(l.pos)
	if l.skipping {
		return lexMovetext
	}
	l.number = 0 // a number before a parenthesis belongs to no move
	if l.src[l.pos-1] == '(' {
		l.depth++
		if l.depth > l.maxDepth {
			l.fail(p, "variations nested deeper than %d", l.maxDepth)
			return lexMovetext
		}
		l.opens = append(l.opens, p)
		l.nOpens++
		l.emit(tOpen, p, l.pos-1, l.pos, 0)
		return lexMovetext
	}
	if l.depth == 0 {
		l.fail(p, "unbalanced ')'")
		return lexMovetext
	}
	l.depth--
	l.opens = l.opens[:len(l.opens)-1]
	l.emit(tClose, p, l.pos-1, l.pos, 0)
	return lexMovetext
}

func lexNAG(l *lexer) stateFn {
	s := l.src
	start := l.pos
	p := l.posAt(start)
	i := start + 1
	v := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		if v < 1000 {
			v = v*10 + int(s[i]-'0')
		}
		i++
	}
	l.moved = true
	l.pos = i
	l.mark(i)
	switch {
	case i == start+1:
		l.fail(p, "'$' without a number")
	case v > 255:
		l.fail(p, "NAG $%d out of range", v)
	default:
		l.emitNAG(start, i, uint8(v))
	}
	return lexMovetext
}

var ellipsis = []byte("…")

// proseFollows reports whether the first symbol at or after src[i] on its
// line is a word of prose.
func (l *lexer) proseFollows(i int) bool {
	s := l.src
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i >= len(s) || s[i] < 'A' && s[i] < 0x80 {
		return false
	}
	return isProse(s[i:l.symbolEnd(i)])
}

// lexSymbol reads a run of non-delimiters and classifies it: move number,
// result, glyph annotations, or a move with its glued glyphs split off.
func lexSymbol(l *lexer) stateFn {
	s := l.src
	i := l.pos
	e := l.symbolEnd(i)

	// A move number, possibly glued to the move: 12. 12... 12… 12 1.e4
	if c := s[i]; c >= '0' && c <= '9' {
		if r := resultLen(s[i:e]); r > 0 {
			l.moved = true
			l.pos = e
			l.mark(e)
			return l.result(i, e, e)
		}
		j, v := i, 0
		for j < e && s[j] >= '0' && s[j] <= '9' {
			if v < 1e6 {
				v = v*10 + int(s[j]-'0')
			}
			j++
		}
		k := skipDots(s, j, e)
		if j == e || k > j {
			if v == 1 && k > j && l.depth == 0 && l.maxNum >= 2 && !l.skipping {
				// Move 1 again after the game went beyond it: the
				// next game, written without tags or a result.
				return l.finishLine()
			}
			if l.depth == 0 && v > l.maxNum && k > j && !l.skipping {
				l.maxNum = v
			}
			// Not a token of its own: the number rides on the next move.
			l.number = int32(v)
			i = k
		}
	}
	l.moved = true
	l.pos = e
	l.mark(e)
	i = skipDots(s, i, e) // "…e5", "...Nf6" and a lone "..."
	if i == e {
		return lexMovetext
	}
	if e-i == 1 && s[i] == '*' || (s[i] == 0xC2 || s[i] == '1' || s[i] == '0') && resultLen(s[i:e]) > 0 {
		return l.result(i, e, e)
	}
	if z := s[e-1]; z == '*' || z == 0xBD || e-i > 3 && (s[e-2] == '-' || s[e-2] == '/') {
		// Most moves end otherwise: gluedResult is for the few others.
		if n := gluedResult(s[i:e]); n > 0 {
			// "1... h6*", "Qxf7#1-0": the move ends here and the
			// result is the next symbol.
			e -= n
			l.pos = e
			l.mark(e)
			l.warnMove(e, "result glued to the move")
		}
	}
	tok := s[i:e]
	if v, ok := standaloneGlyph(tok); ok {
		l.emitNAG(i, e, v)
		return lexMovetext
	}
	if (tok[0] == '-' || tok[0] == 0xE2) && isDash(tok) {
		// "18. - Dxa1+", "Cxc7+ – Rd8", "18..- f6"
		l.warnMove(i, "dash between moves skipped")
		return lexMovetext
	}
	if len(tok) >= 3 && (tok[0] == '-' || tok[0] == '=' || tok[0] == '_') && isRule(tok) {
		// "---------" under a heading: "--" is a null move, a longer
		// row of dashes is no move at all.
		l.warnMove(i, "stray text skipped: "+quoteShort(tok))
		return lexMovetext
	}
	end := e
	if tok[len(tok)-1] == '.' {
		end -= trailingDots(tok)
	}
	if end < e {
		if (s[i] == 0xC2 || s[i] == '1' || s[i] == '0') && resultLen(s[i:end]) > 0 {
			l.warnMove(end, "period after the result skipped")
			return l.result(i, end, e)
		}
		l.warnMove(end, "period after a move skipped")
	}
	g := glyphsOf(s[i:end])
	if g.core > 0 && g.n == 0 && end == e {
		// Spaced parts of the move: "e2 - e4", "exd6 e.p.", "Qxd8 +",
		// "Le7 matt".
		if n := l.spacedJoin(i, e); n > e {
			e = n
			l.pos = e
			l.mark(e)
			end = e - trailingDots(s[i:e])
			g = glyphsOf(s[i:end])
		}
	}
	if g.core > 0 && g.n == 0 {
		if z := s[i+g.core-1]; (z == '-' || z == 0x93) && trailingDash(s[i:i+g.core]) > 0 {
			n := trailingDash(s[i : i+g.core])
			g.core -= n // "15.Rxg2- Dxh3+"
			l.warnMove(i+g.core, "dash after a move skipped")
		}
	}
	if g.core > 0 {
		l.emit(tSymbol, l.posAt(i), i, i+g.core, l.number)
		l.number = 0
		if !l.skipping {
			l.nMoves++
			l.markPair(s[i : i+g.core])
		}
	}
	// The glyphs, in the order written.
	j := i + g.core
	if g.n > 0 {
		j = end
		for k := 0; k < g.n; k++ {
			j -= int(g.len[k])
		}
	}
	for k := g.n - 1; k >= 0; k-- {
		n := int(g.len[k])
		l.emitNAG(j, j+n, g.nag[k])
		j += n
	}
	return lexMovetext
}

// glyphsOf splits the glyphs off a move token; it switches on the last
// byte because it runs for every move.
func glyphsOf(tok []byte) glyphSplit {
	if len(tok) > 0 && glyphEnd[tok[len(tok)-1]] {
		return splitGlyphs(tok)
	}
	return glyphSplit{core: len(tok)}
}

// warnMove records a lenient-syntax warning at src[i].
func (l *lexer) warnMove(i int, msg string) {
	if !l.skipping {
		l.warn(l.posAt(i), Lenient, msg)
	}
}

// trailingDots returns the number of periods ending a move ("O-O.",
// "g6."), but not those of an en-passant mark.
func trailingDots(tok []byte) int {
	n := 0
	for n < len(tok) && tok[len(tok)-1-n] == '.' {
		n++
	}
	if n == 0 || n == len(tok) || hasSuffix(tok, epDots) || hasSuffix(tok, epDot) {
		return 0
	}
	if m := tok[:len(tok)-n]; !moveShape(m) && resultLen(m) == 0 && coreLen(m) == len(m) {
		return 0 // "braces...": prose, reported as it is
	}
	return n
}

// joinFirst marks the first bytes of a separator ("- – : ×") or of a
// suffix that spacedJoin may join to the move before it.
var joinFirst = [256]bool{'-': true, ':': true, 0xE2: true, 0xC3: true, '+': true, '#': true, 'e': true, ',': true}

// suffixFirst marks the first bytes of what spacedJoin may join besides
// a mate word: a check or mate sign, an en-passant mark, a comma.
var suffixFirst = [256]bool{'+': true, '#': true, 'e': true, ',': true}

var (
	epDots = []byte("e.p.")
	epDot  = []byte("e.p")
)

// markPair records a move token that may be White's and Black's moves
// joined by a dash. Whether it is split is decided for the whole game
// (see builder.build): always when some token cannot be one move.
func (l *lexer) markPair(tok []byte) {
	if len(tok) < 5 {
		return
	}
	head := tok
	if k := bytes.IndexAny(tok, " ,"); k >= 0 {
		head = tok[:k] // "Rh5-Ag4, matto"
	}
	lEnd, rStart, sure := pairSplit(head)
	if lEnd == 0 || lEnd > 255 || rStart-lEnd > 255 || len(l.toks) >= l.tokCap {
		// (At the token limit the move was not kept, or is the token
		// over the limit, which is dropped.)
		return
	}
	t := &l.toks[len(l.toks)-1]
	t.lEnd, t.sepLen = uint8(lEnd), uint8(rStart-lEnd)
	l.nPairs++
	if sure {
		l.pairStyle = true
	}
}

// spacedJoin returns the end of what, after the move at src[i:e] and
// spaces on the same line, still belongs to it: the rest of a
// long-algebraic move with a spaced separator ("e2 - e4", "Кf3 : d4",
// "c3: d4", "d - e5"), an en-passant mark ("exd6 e.p."), a spaced check
// or mate sign ("Qxd8 +") or a mate word ("Le7 matt", "Ag4, matto").
// It returns e if nothing follows.
func (l *lexer) spacedJoin(i, e int) int {
	s := l.src
	tok := s[i:e]
	if a := skipSpaces(s, e); a < len(s) {
		// Most moves are followed by a move or a number: leave early.
		c, z := s[a], tok[len(tok)-1]
		if c == 'e' && (a+1 >= len(s) || s[a+1] != '.' && s[a+1] != 'p') {
			c = 'f' // "e4", not "e.p."
		}
		if !joinFirst[c] && !mateFirst[c] && z != '-' && z != ':' && z != 0x93 && z != 0x97 {
			return e
		}
	} else {
		return e
	}
	next := func(j int) (int, int) { // the symbol after spaces at j
		k := j
		for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
			k++
		}
		if k == j || k >= len(s) {
			return k, k
		}
		return k, l.symbolEnd(k)
	}
	if n := gluedSep(tok); n > 0 && isFromPart(tok[:len(tok)-n]) {
		if a, b := next(e); b > a && startsWithSquare(s[a:b]) {
			return b
		}
	} else if isFromPart(tok) {
		if a, b := next(e); b > a && sepToken(s[a:b]) > 0 {
			if c, d := next(b); d > c && startsWithSquare(s[c:d]) {
				return d
			}
		}
	}
	end := e
	last := tok[len(tok)-1]
	for range 2 {
		if a := skipSpaces(s, end); a < len(s) && !suffixFirst[s[a]] && !mateFirst[s[a]] {
			return end // the usual case: the next move or a number
		}
		a, b := next(end)
		comma := false
		if b == a && a < len(s) && s[a] == ',' && a == end {
			// "Ag4, matto": a comma, then the mate word.
			a, b = next(a + 1)
			comma = true
		}
		if b == a {
			return end
		}
		w := s[a:b]
		for len(w) > 1 && w[len(w)-1] == '.' && mateWordLen(w) < len(w) {
			w = w[:len(w)-1] // "mate."
		}
		switch {
		case mateWordLen(w) == len(w):
		case comma:
			return end
		case (string(w) == "+" || string(w) == "#" || string(w) == "++") && last != '+' && last != '#':
		case string(w) == "e.p." || string(w) == "ep" || string(w) == "e.p":
		default:
			return end
		}
		end, last = b, w[len(w)-1]
	}
	return end
}

func (l *lexer) emitNAG(i, j int, v uint8) {
	l.emit(tNAG, l.posAt(i), i, j, int32(v))
	if !l.skipping {
		l.nNAGs++
	}
}

// result handles a game termination marker at src[i:e], which ends at
// end with the punctuation after it.
func (l *lexer) result(i, e, end int) stateFn {
	p := l.posAt(i)
	if l.depth > 0 && !l.skipping {
		l.warn(p, Lenient, "result inside a variation ignored")
		return lexMovetext
	}
	l.emit(tResult, p, i, e, 0)
	l.mark(end)
	return l.finishLine()
}

// skipDots skips the dots and ellipses after a move number.
func skipDots(s []byte, i, e int) int {
	for i < e {
		if s[i] == '.' {
			i++
		} else if bytes.HasPrefix(s[i:e], ellipsis) {
			i += len(ellipsis)
		} else {
			break
		}
	}
	return i
}

// gluedResult returns the length of a result glued to the end of a move
// ("h6*", "e4 1-0" written "e41-0", "Qxf7#1-0"), or 0. The move part must
// not start with a digit, so that a number or a result itself ("11-0",
// "0-0-1") is left alone. It tests the last byte first: it runs for every
// move.
func gluedResult(tok []byte) int {
	n := len(tok)
	if n < 2 {
		return 0
	}
	r := 0
	switch z := tok[n-1]; {
	case z == '*':
		r = 1
	case z == '0' || z == '1':
		if n > 3 && tok[n-2] == '-' && resultLen(tok[n-3:]) > 0 {
			r = 3
		}
	case z == '2':
		if n > 7 && tok[n-2] == '/' && string(tok[n-7:]) == "1/2-1/2" {
			r = 7
		}
	case z == 0xBD: // ½
		if n > 5 && string(tok[n-5:]) == "½-½" {
			r = 5
		}
	}
	if r == 0 || tok[0] >= '0' && tok[0] <= '9' || tok[0] == '*' || !moveEnds(tok[:n-r]) {
		return 0
	}
	return r
}

// moveEnds reports whether a move can end as m does: with a rank, a
// promotion ("e8Q", "e8=Q", "e8(Q)") or castling, then optional check
// signs and glyphs. Prose ("**NO WARRANTY**") does not.
func moveEnds(m []byte) bool {
	n := len(m)
	for n > 0 && (m[n-1] == '+' || m[n-1] == '#' || m[n-1] == '!' || m[n-1] == '?') {
		n--
	}
	if n == 0 {
		return false
	}
	m = m[:n]
	switch z := m[n-1]; {
	case z >= '1' && z <= '8', z == ')':
		return true
	case n >= 2 && (m[n-2] == '1' || m[n-2] == '8' || m[n-2] == '='):
		return true
	}
	return IsCastling(m)
}

// isRule reports whether tok is one byte repeated: a row of dashes.
func isRule(tok []byte) bool {
	for _, c := range tok {
		if c != tok[0] {
			return false
		}
	}
	return true
}

// resultLen returns len(s) if s is a result marker, else 0.
func resultLen(s []byte) int {
	switch string(s) {
	case "1-0", "0-1", "1/2-1/2", "½-½", "1:0", "0:1", "½:½", "1/2:1/2", "1/2":
		return len(s)
	}
	return 0
}

// glyph is an annotation glyph and its NAG.
type glyph struct {
	s   string
	nag uint8
}

// gluedGlyphs may follow a move without a space; longest first so that
// "!?" is not read as "?".
var gluedGlyphs = []glyph{
	{"∓", 17}, {"⩲", 14}, {"⩱", 15}, {"∞", 13},
	{"‼", 3}, {"⁇", 4}, {"⁉", 5}, {"⁈", 6}, {"□", 7}, {"+−", 18}, {"−+", 19}, // U+203C, U+2047..2049, U+25A1, U+2212
	{"!!", 3}, {"??", 4}, {"!?", 5}, {"?!", 6}, {"+-", 18}, {"-+", 19}, {"±", 16},
	{"!", 1}, {"?", 2}, {"=", 10},
}

// standaloneGlyphs are also read when they stand alone, besides the glued
// ones.
var standaloneGlyphs = []glyph{
	{"+/-", 16}, {"-/+", 17}, {"+/=", 14}, {"=/+", 15}, {"+=", 14}, {"=+", 15}, {"□", 7},
}

func standaloneGlyph(s []byte) (uint8, bool) {
	if len(s) < 2 || (s[0] != '+' && s[0] != '-' && s[0] != '=' && s[0] != 0xE2) {
		return 0, false
	}
	for _, g := range standaloneGlyphs {
		if string(s) == g.s {
			return g.nag, true
		}
	}
	return 0, false
}

// glyphSplit is a move token cut into its core and the glyphs glued to it.
type glyphSplit struct {
	core int      // length of the move part
	n    int      // number of glyphs
	len  [4]uint8 // byte lengths of the glyphs, last one first
	nag  [4]uint8
}

// splitGlyphs cuts glued glyph annotations off the end of tok (at most
// four: "e4!?" gives "e4" and !?). The check signs "+" and "++" stay.
// It switches on the last byte because it runs for every move.
func splitGlyphs(tok []byte) glyphSplit {
	var g glyphSplit
	n := len(tok)
	for g.n < len(g.len) && n > 0 {
		k, nag := gluedGlyphEnd(tok[:n])
		if k == 0 {
			break
		}
		n -= k
		g.len[g.n], g.nag[g.n] = uint8(k), nag
		g.n++
	}
	g.core = n
	return g
}

// glyphEnd marks the bytes a glued glyph can end with: most moves end
// otherwise and skip splitGlyphs.
var glyphEnd = [256]bool{'!': true, '?': true, '=': true, '-': true, '+': true, 0xB1: true, 0x93: true, 0xB2: true, 0x9E: true,
	0xBC: true, 0x87: true, 0x88: true, 0x89: true, 0xA1: true, 0x92: true}

// gluedGlyphEnd returns the length and NAG of the glyph ending t, if any.
func gluedGlyphEnd(t []byte) (int, uint8) {
	n := len(t)
	prev := byte(0)
	if n > 1 {
		prev = t[n-2]
	}
	switch t[n-1] {
	case '!':
		switch prev {
		case '!':
			return 2, 3
		case '?':
			return 2, 6
		}
		return 1, 1
	case '?':
		switch prev {
		case '?':
			return 2, 4
		case '!':
			return 2, 5
		}
		return 1, 2
	case '=':
		return 1, 10
	case '-':
		if prev == '+' {
			return 2, 18
		}
	case '+':
		if prev == '-' {
			return 2, 19
		}
		if prev == 0x92 && n >= 4 && string(t[n-4:n-1]) == "−" {
			return 4, 19
		}
	case 0xB1, 0x93, 0xB2, 0x9E, // last bytes of ± ⩱ ∓ ⩲ ∞
		0xBC, 0x87, 0x88, 0x89, 0xA1, 0x92: // ‼ ⁇ ⁈ ⁉ □ −
		for _, g := range gluedGlyphs {
			if len(g.s) > 1 && n >= len(g.s) && string(t[n-len(g.s):]) == g.s {
				return len(g.s), g.nag
			}
		}
	}
	return 0, 0
}

// coreLen returns the length of tok without its glued glyphs.
func coreLen(tok []byte) int { return splitGlyphs(tok).core }
