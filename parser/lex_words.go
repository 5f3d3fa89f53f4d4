package parser

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser/san"
)

// Words of every language that scores write between or after moves: draw
// and resignation words, and check words. Like the mate words they come
// from package locales, for all languages at once. They are looked up only
// for symbols that cannot be moves (see lexer.notMove), never per byte.
var (
	drawWords   []string // lower case, longest first
	resignWords []string
	checkWords  []string
)

func init() {
	for _, l := range locales.All() {
		drawWords = addWords(drawWords, l.DrawWords())
		resignWords = addWords(resignWords, l.ResignWords())
		checkWords = addWords(checkWords, l.CheckWords())
	}
	drawIndex, resignIndex, checkIndex = indexWords(drawWords), indexWords(resignWords), indexWords(checkWords)
}

// The word lists by first byte, for wordIndex.at.
var drawIndex, resignIndex, checkIndex *wordIndex

// wordIndex is a list of words (lower case) for san.WordAt, with the
// words each ASCII byte may start: a word that starts with another ASCII
// byte, or with a non-ASCII one, cannot match a text that starts with it
// (san.PrefixFold folds an ASCII letter only to its other case). The
// words notMove looks up after a move are mostly descriptive captures
// with a check mark ("RxRch", "QxQch"), which no word of the lists
// starts like: most look-ups try none.
type wordIndex struct {
	all   []string
	ascii [utf8.RuneSelf][]string
}

func indexWords(ws []string) *wordIndex {
	x := &wordIndex{all: ws}
	for c := range utf8.RuneSelf {
		for _, w := range ws {
			if w[0] < utf8.RuneSelf && (w[0] == byte(c)|0x20 || w[0] == byte(c)) {
				x.ascii[c] = append(x.ascii[c], w)
			}
		}
	}
	return x
}

// at is san.WordAt(s, the list).
func (x *wordIndex) at(s []byte) int {
	if len(s) > 0 && s[0] < utf8.RuneSelf {
		return san.WordAt(s, x.ascii[s[0]])
	}
	return san.WordAt(s, x.all)
}

// addWords appends the words of ws not yet in dst, keeping dst longest
// first so that a phrase is matched before its first word.
func addWords(dst, ws []string) []string {
	for _, w := range ws {
		if w == "" || contains(dst, w) {
			continue
		}
		dst = append(dst, w)
		for j := len(dst) - 1; j > 0 && len(dst[j]) > len(dst[j-1]); j-- {
			dst[j], dst[j-1] = dst[j-1], dst[j]
		}
	}
	return dst
}

func contains(ws []string, w string) bool {
	for _, x := range ws {
		if x == w {
			return true
		}
	}
	return false
}

// isDrawWord reports whether s, lower-cased, is a draw word or phrase of
// some language: NormalizeResult reads it as 1/2-1/2.
func isDrawWord(s string) bool {
	return contains(drawWords, strings.ToLower(s))
}

// mayBeMove reports whether tok, which holds no digit, may still be a move
// in some language, so that prose tolerance leaves it alone: castling, a
// null move, a single character ("33.h" cut off), a capture by files
// ("ed", "exd", "εδ"), a piece letter and a file ("Sf"), or a short
// descriptive capture ("PxP").
func mayBeMove(tok []byte) bool {
	if san.IsCastling(tok) || string(tok) == "--" {
		return true
	}
	n, files, x, upper := 0, 0, false, 0
	for _, r := range string(tok) {
		n++
		switch {
		case r == 'x' || r == ':' || r == '×':
			x = true
		case isFileRune(r):
			files++
		case unicode.IsUpper(r):
			upper++
		}
	}
	switch {
	case n <= 1:
		return true
	case n <= 4 && files+oneIf(x) == n: // "ed", "exd", "e:d"
		return true
	case n == 2 && upper == 1 && files == 1: // "Sf"
		return true
	}
	return n <= 4 && x && upper > 0 && files+upper+1 == n // "PxP", "Sxe"
}

func oneIf(b bool) int {
	if b {
		return 1
	}
	return 0
}

// proseLetters returns the number of letters of tok when it is shaped
// like a word of prose: no digit, only letters apart from inner hyphens
// and apostrophes and the punctuation and quotes around a word. It
// returns -1 otherwise.
func proseLetters(tok []byte) int {
	letters := 0
	for _, r := range string(tok) {
		switch {
		case unicode.IsLetter(r):
			letters++
		case r < utf8.RuneSelf && !strings.ContainsRune(".,;:!?'\"-_*&%", r):
			return -1
		}
	}
	return letters
}

// isProseWord reports whether tok is a word of prose that no language
// reads as a move: at least two letters (see proseLetters) and no move
// spelling (mayBeMove).
func isProseWord(tok []byte) bool {
	return proseLetters(tok) >= 2 && !mayBeMove(trimWord(tok))
}

// trimWord cuts the punctuation around a word: "(Сдался.)" gives "Сдался".
func trimWord(tok []byte) []byte {
	notWord := func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }
	return bytes.TrimFunc(tok, notWord) // a sub-slice: no allocation
}

// hasDigit reports whether tok holds an ASCII digit: every move but
// castling and a few abbreviations does.
func hasDigit(tok []byte) bool {
	for _, c := range tok {
		if c >= '0' && c <= '9' {
			return true
		}
	}
	return false
}

// proseLast marks the bytes a symbol that may be no move ends with (a
// letter, the last byte of a non-ASCII letter, punctuation): a move ends
// with a rank or a check sign, so most moves skip notMove.
var proseLast = func() (t [256]bool) {
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = true, true
	}
	for c := 0x80; c < 0xC0; c++ {
		t[c] = true
	}
	for _, c := range ".,:!?'\"" {
		t[c] = true
	}
	return t
}()

// notMove handles a symbol at src[i:e] that holds no move: a draw or
// resignation word that ends the game, a check word after a move, or a
// run of prose words, which becomes a comment. It reports false, having
// done nothing, for a symbol that may be a move (a square, castling, a
// move spelling of some language, a mate word): prose tolerance never
// swallows a move, even one that turns out illegal.
func (l *lexer) notMove(i, e int) (stateFn, bool) {
	s := l.src
	tok := s[i:e]
	if hasDigit(tok) || san.IsCastling(tok) || san.MateWordLen(tok) > 0 {
		return nil, false
	}
	switch n := proseLetters(tok); {
	case n == 1:
		// "a", "e", "и": a word only when prose follows ("33.h" is a
		// move cut off).
		a, b := l.symbolAfter(e)
		if (b == a || !isProseWord(s[a:b])) && !l.isConjunction(tok, s[a:b]) {
			return nil, false
		}
	case n < 2 || mayBeMove(trimWord(tok)):
		return nil, false
	}
	if l.afterMove() && l.varDepth == 0 {
		if next, ok := l.endWord(i); ok {
			return next, true
		}
	}
	if l.afterMove() && checkIndex.at(s[i:e]) == len(trimWord(tok)) {
		l.warnMoveT(i, diag.T("check word %s after the move skipped", quoteShort(tok)))
		return lexMovetext, true
	}
	l.proseRun(i, e)
	return lexMovetext, true
}

// isConjunction reports whether tok, a word of one letter, is the "or" or
// "and" of a score that lists alternatives ("7…dxc3 o 7…d6", Italian; "y",
// "i", "u"): a lower-case ASCII letter that no language writes alone as a
// move (no file letter, no capture sign), between a move and a move number
// or move (next, the symbol after it, starts with a digit). A lone file
// letter stays a move cut off ("33.h").
func (l *lexer) isConjunction(tok, next []byte) bool {
	c := tok[0]
	if len(tok) != 1 || c < 'i' || c > 'z' || c == 'x' {
		return false
	}
	return len(next) > 0 && next[0] >= '0' && next[0] <= '9' && l.afterMove()
}

// afterMove reports whether the last token kept is a move.
func (l *lexer) afterMove() bool {
	return len(l.toks) > 0 && l.toks[len(l.toks)-1].kind == tSymbol
}

// endWord handles a draw or resignation word (or phrase) at src[i],
// right after a move, when nothing but periods follows it on its line: a
// draw word is the game's result; a resignation ends the game and is kept
// as a comment, since the reader cannot say who resigned. It returns the
// next state, and false if there is no such word.
func (l *lexer) endWord(i int) (stateFn, bool) {
	s := l.src
	lineEnd := l.lineEnd(i)
	draw := true
	n := drawIndex.at(s[i:lineEnd])
	if n == 0 {
		draw = false
		if n = resignIndex.at(s[i:lineEnd]); n == 0 {
			return nil, false
		}
	}
	rest := i + n
	for rest < lineEnd && (s[rest] == '.' || s[rest] == '!' || s[rest] == ' ' || s[rest] == '\t') {
		rest++
	}
	if rest < lineEnd {
		return nil, false
	}
	l.consume(rest)
	w := quoteShort(s[i : i+n])
	if draw {
		return l.result(i, i+n, rest), true
	}
	l.warnMoveT(i, diag.T("resignation %s read as a comment that ends the game; the reader cannot say who resigned, so no result is written", w))
	l.emit(tComment, l.posAt(i), i, i+n, commentProse)
	if !l.skipping {
		l.nComments++
	}
	return l.finishLine(), true
}

// proseRun reads the run of prose words starting with src[i:e] as a
// comment, with a warning: through the following words of prose (single
// letters included) on the same line and the lines after it, up to a
// blank line, a move, a number or punctuation of the movetext.
func (l *lexer) proseRun(i, e int) {
	s := l.src
	end := e
	for {
		a := l.nextSymbol(end)
		if a >= len(s) || s[a] < 0x80 && delim[s[a]] {
			break
		}
		b := l.symbolEnd(a)
		if w := s[a:b]; !isProseWord(w) && proseLetters(w) != 1 {
			break
		}
		end = b
	}
	p := l.posAt(i)
	if !l.skipping {
		l.warnT(p, diag.T("text between moves read as a comment: %s", quoteShort(s[i:end])))
		l.nComments++
	}
	l.emit(tComment, p, i, end, commentProse)
	l.countLines(i, end)
	l.consume(end)
}

// nextSymbol returns the index of the next byte after src[i] that is no
// white space, not beyond a blank line; len(src) if none.
func (l *lexer) nextSymbol(i int) int {
	s := l.src
	for nl := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case ' ', '\t', '\f', '\v':
		case '\n', '\r':
			if c == '\r' && i+1 < len(s) && s[i+1] == '\n' {
				i++
			}
			if nl++; nl == 2 {
				return len(s)
			}
		default:
			n := spaceLen(s, i)
			if n == 0 {
				return i
			}
			i += n - 1
		}
	}
	return len(s)
}

// commentProse is the val of a comment token read from prose outside
// braces: see Comment.Prose.
const commentProse = 1
