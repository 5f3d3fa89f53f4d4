package parser

import (
	"bytes"
)

// lexComment reads a {brace comment}, which may span lines. A line inside
// it that begins with a tag pair means the brace was never closed: the
// game ends there, so one missing '}' cannot swallow the rest of a file.
func lexComment(l *lexer) stateFn {
	s := l.src
	p := l.posAt(l.pos)
	i := l.pos + 1
	k := bytes.IndexByte(s[i:], '}')
	if next, unclosed := l.unclosed(p, i, k, "unclosed comment"); unclosed {
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
	if k >= 0 {
		k -= i
	}
	if next, unclosed := l.unclosed(p, i, k, unclosed); unclosed {
		return next
	}
	k += i
	l.inMovetext = true
	if !l.skipping {
		l.warn(p, warning)
		l.nComments++
	}
	l.emit(tComment, p, i, k, 0)
	l.countLines(i, k)
	l.pos = k + 1
	l.mark(l.pos)
	return lexMovetext
}

// unclosed handles a comment opened at p whose text starts at src[i] and
// whose closing byte is at src[i+k], or not in src if k < 0. It reports
// whether the comment is unclosed: a line inside it begins with a tag
// pair, or the input ends first. Then the game ends there with the error
// msg (or, input remaining, more is needed), and next is the next state.
func (l *lexer) unclosed(p Pos, i, k int, msg string) (next stateFn, unclosed bool) {
	s := l.src
	seg := s[i:]
	if k >= 0 {
		seg = seg[:k]
	}
	if t := tagLineIn(seg); t >= 0 {
		l.fail(p, "%s", msg)
		l.cut = true
		l.countLines(i, i+t)
		l.pos = i + t
		return l.finish(i + t), true
	}
	if k >= 0 {
		return nil, false
	}
	if !l.eof {
		l.needMore = true
		return nil, true
	}
	l.fail(p, "%s", msg)
	l.countLines(i, len(s))
	return l.finish(len(s)), true
}
