package parser

import (
	"bytes"

	"github.com/notaz-chess/notaz/diag"
)

// lexComment reads a {brace comment}, which may span lines. A line inside
// it that begins with a tag pair means the brace was never closed: the
// game ends there, so one missing '}' cannot swallow the rest of a file.
func lexComment(l *lexer) stateFn {
	s := l.src
	p := l.posAt(l.pos)
	i := l.pos + 1
	k := bytes.IndexByte(s[i:], '}')
	if next, unclosed := l.unclosed(p, '{', i, k); unclosed {
		return next
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

// lexBracket reads text in square brackets that is not a tag pair as a
// comment: web pages put analysis and headings there. Brackets nest.
func lexBracket(l *lexer) stateFn {
	return l.enclosed('[', ']', "text in square brackets read as a comment", diag.Syntax)
}

// enclosed reads from the open byte at l.pos to its matching close byte
// as a comment, with a warning (code, the sentence warning). Like a brace
// comment it may span lines, but a line that begins with a tag pair ends
// it, unclosed.
func (l *lexer) enclosed(open, close byte, warning string, code diag.Code) stateFn {
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
	if k >= 0 {
		k -= i
	}
	if next, unclosed := l.unclosed(p, open, i, k); unclosed {
		return next
	}
	k += i
	l.inMovetext = true
	if !l.skipping {
		if code == diag.Syntax {
			l.warn(p, warning)
		} else {
			l.warnCode(p, code, diag.Text{Format: warning})
		}
		l.nComments++
	}
	l.emit(tComment, p, i, k, 0)
	l.countLines(i, k)
	l.pos = k + 1
	l.mark(l.pos)
	return lexMovetext
}

// unclosed handles a comment opened at p by the byte open ('{', '[' or
// '(') whose text starts at src[i] and whose closing byte is at src[i+k],
// or not in src if k < 0. It reports whether the comment is unclosed: a
// line inside it begins with a tag pair, or the input ends first (or,
// input remaining, more is needed). Then the game's text ends there, and
// next is the next state.
//
// A bracket left open where a PGN game's text is cut short never rejects
// the game when it has moves before it (a page cut off inside a
// comment): it is closed there, its text to that point kept as the
// comment's, with a warning (diag.UnclosedBracket) at the bracket. The
// others are the syntax error "unclosed comment" (or '[', '('): a game
// with no move before the bracket has nothing to keep; a bracket whose
// text ends with a result holds the game's end (a '}' lost earlier, the
// moves after it swallowed), no text cut short; and a game without tags
// is text, which the decoder (package prose) reads when the strict
// reading fails, brackets of prose included (see bracketsRecovered).
func (l *lexer) unclosed(p Pos, open byte, i, k int) (next stateFn, unclosed bool) {
	s := l.src
	seg := s[i:]
	if k >= 0 {
		seg = seg[:k]
	}
	end := len(s)
	switch t := tagLineIn(seg); {
	case t >= 0:
		l.cut = true
		end = i + t
	case k >= 0:
		return nil, false
	case !l.eof:
		l.needMore = true
		return nil, true
	}
	if !l.bracketsRecovered() || l.nMoves == 0 || endsWithResult(s[i:end]) {
		msg := "unclosed comment"
		if open != '{' {
			msg = "unclosed '" + string(rune(open)) + "'" // "unclosed '['", "unclosed '('"
		}
		l.fail(p, "%s", msg)
	} else {
		l.inMovetext = true
		if !l.skipping {
			l.nComments++
			l.warnCode(p, diag.UnclosedBracket, diag.T("unclosed '%s': closed where the game's text ends, the text after it kept as a comment", string(rune(open))))
		}
		// The blank space before the next game (or the input's end)
		// is between games, not the comment's.
		ce := end
		for ce > i && (s[ce-1] == ' ' || s[ce-1] == '\t' || s[ce-1] == '\n' || s[ce-1] == '\r') {
			ce--
		}
		l.emit(tComment, p, i, ce, 0)
	}
	l.countLines(i, end)
	l.pos = end
	return l.finish(end), true
}

// endsWithResult reports whether the text s ends with a result token
// ("… 1-0", "*").
func endsWithResult(s []byte) bool {
	s = bytes.TrimRight(s, " \t\r\n")
	k := bytes.LastIndexAny(s, " \t\r\n") + 1
	return k < len(s) && isResultSymbol(s, k, len(s))
}

// bracketsRecovered reports whether the game being read recovers from
// the brackets and '$' PGN's grammar cannot place (a '(' before the first
// move, a ')' closing nothing, a '$' without digits, a bracket open where
// the text is cut short) by reading them as text, with a warning: a PGN
// game, one with tags, which nothing else reads again. A game without
// tags is text copied from a page: its syntax error hands it to the
// decoder, which reads the whole text, brackets of prose and all.
func (l *lexer) bracketsRecovered() bool { return l.nTags > 0 && !l.skipping }
