package descriptive

import (
	"bytes"
	"errors"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/board"
)

// status is what ParseAt found.
type status uint8

const (
	notMove   status = iota // not a move: a word, a number, punctuation
	isMove                  // a move, read to end
	malformed               // begins like a move (a piece and "-", "to", "x") but is none
)

// ErrNotMove is Parse's error for text that is not one whole move.
var ErrNotMove = errors.New("not a descriptive move")

// Parse reads s as one move of l: it must be all of s (spaces around it
// aside).
func (l *Language) Parse(s string) (Form, error) {
	b := []byte(s)
	i := skipSpaces(b, 0)
	f, end, st := l.parseAt(b, i)
	for end < len(b) && (b[end] == '.' || b[end] == ' ') {
		end++ // the long form's final period
	}
	if st != isMove || end != len(b) {
		return Form{}, ErrNotMove
	}
	return f, nil
}

func skipSpaces(s []byte, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

// cursor reads one move. pos is where it is; fill says that the last part
// ended with a period or an apostrophe ("K.", "K's"), after which the long
// form allows a space ("Q. B's P.").
type cursor struct {
	s   []byte
	pos int
}

// dashAt returns the length of a dash at i: - – — ‐ −, else 0.
func dashAt(s []byte, i int) int {
	if i >= len(s) {
		return 0
	}
	if s[i] == '-' {
		return 1
	}
	if s[i] >= 0x80 {
		r, n := utf8.DecodeRune(s[i:])
		switch r {
		case '–', '—', '‐', '‑', '−', '―':
			return n
		}
	}
	return 0
}

// captureAt returns the length of a capture sign at i: x × :, else 0.
func captureAt(s []byte, i int) int {
	if i >= len(s) {
		return 0
	}
	switch s[i] {
	case 'x', ':':
		return 1
	}
	if s[i] >= 0x80 {
		if r, n := utf8.DecodeRune(s[i:]); r == '×' {
			return n
		}
	}
	return 0
}

// apostropheAt returns the length of an apostrophe at i, else 0.
func apostropheAt(s []byte, i int) int {
	if i >= len(s) {
		return 0
	}
	if s[i] == '\'' || s[i] == '`' {
		return 1
	}
	if s[i] >= 0x80 {
		r, n := utf8.DecodeRune(s[i:])
		switch r {
		case '’', 'ʼ', '‘', '′':
			return n
		}
	}
	return 0
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// word reports whether the ASCII word w (lower case) is at i, whatever its
// case, and not followed by a letter.
func word(s []byte, i int, w string) bool {
	if i+len(w) > len(s) {
		return false
	}
	for k := 0; k < len(w); k++ {
		c := s[i+k]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != w[k] {
			return false
		}
	}
	return i+len(w) == len(s) || !isLetter(s[i+len(w)])
}

// fill skips what the long form writes between the parts of a name:
// periods, an apostrophe with its s ("K’s"), and, after either, or where
// space says so, spaces. It reports whether it skipped anything.
func (c *cursor) fill(space bool) bool {
	start := c.pos
	marked := false
	for c.pos < len(c.s) {
		ch := c.s[c.pos]
		if ch == '.' {
			c.pos++
			marked = true
			continue
		}
		if n := apostropheAt(c.s, c.pos); n > 0 {
			c.pos += n
			if c.pos < len(c.s) && c.s[c.pos] == 's' && (c.pos+1 == len(c.s) || !isLetter(c.s[c.pos+1])) {
				c.pos++
			}
			marked = true
			continue
		}
		if (ch == ' ' || ch == '\t') && (marked || space) {
			c.pos++
			continue
		}
		break
	}
	return c.pos > start
}

// unit is one letter of a name in English: K Q R B N P (Kt is N).
func (l *Language) unit(s []byte, i int) (board.Role, int) {
	if i >= len(s) {
		return board.NoRole, 0
	}
	if !l.romance && (s[i] == 'K') && i+1 < len(s) && (s[i+1] == 't' || s[i+1] == 'T') &&
		(i+2 == len(s) || !isLetter(s[i+2]) || s[i+2] >= 'A' && s[i+2] <= 'Z' || s[i+2] == 'x' || gluedTo(s, i+2)) {
		return board.Knight, 2
	}
	for r := board.Pawn; r <= board.King; r++ {
		if l.letters[r] != "" && s[i] == l.letters[r][0] {
			return r, 1
		}
	}
	return board.NoRole, 0
}

// lowerFile reads a file's second letter typed in lower case right before
// its rank ("Qb3", "Kn3", "Qr4", "Kkt3"): b n r and kt, as unit reads
// them in capitals; the digit after it keeps it from a word's letter.
func (l *Language) lowerFile(s []byte, i int) (board.Role, int) {
	k := 1
	if i+1 < len(s) && s[i] == 'k' && s[i+1] == 't' {
		k = 2
	}
	if i+k >= len(s) || s[i+k] < '1' || s[i+k] > '8' {
		return board.NoRole, 0
	}
	switch {
	case k == 2 || s[i] == 'n':
		return board.Knight, k
	case s[i] == 'b':
		return board.Bishop, 1
	case s[i] == 'r':
		return board.Rook, 1
	}
	return board.NoRole, 0
}

// gluedTo reports whether s[i:] is "to" glued to the piece before it and
// followed by a space or the square ("Ktto KB 3", "PtoK4": OCR lost the
// spaces).
func gluedTo(s []byte, i int) bool {
	return i+2 < len(s) && s[i] == 't' && s[i+1] == 'o' && (s[i+2] == ' ' || s[i+2] >= 'A' && s[i+2] <= 'Z')
}

// parseAt reads a move of l at s[i:].
func (l *Language) parseAt(s []byte, i int) (Form, int, status) {
	c := cursor{s: s, pos: i}
	var f Form
	if ok := c.castle(l, &f); ok {
		c.suffix(l, &f)
		return f, c.pos, isMove
	}
	if i >= len(s) {
		return Form{}, i, notMove
	}
	var st status
	if l.romance {
		st = c.romance(l, &f)
	} else {
		st = c.english(l, &f)
	}
	if st == malformed {
		return Form{}, c.pos, st // where the reading stopped
	}
	if st != isMove {
		return Form{}, i, st
	}
	c.suffix(l, &f)
	if c.pos < len(s) && (isLetter(s[c.pos]) || s[c.pos] >= '0' && s[c.pos] <= '9' && s[c.pos-1] != '.' && s[c.pos-1] != ')') {
		return Form{}, i, malformed
	}
	return f, c.pos, isMove
}

// castle reads O-O, O-O-O (with zeros, any dash), and the word Castles
// with the side perhaps named ("Castles QR", "Castles (K side)").
func (c *cursor) castle(l *Language, f *Form) bool {
	s, i := c.s, c.pos
	if i < len(s) && (s[i] == 'O' || s[i] == '0' || s[i] == 'o') {
		o := s[i]
		j, n := i+1, 1
		for {
			d := dashAt(s, j)
			k := j // "0 — 0", as the FIDE's rules of 1930 print it
			if d == 0 && j+1 < len(s) && s[j] == ' ' {
				k = j + 1
				d = dashAt(s, k)
			}
			if d > 0 && k+d+1 < len(s) && s[k+d] == ' ' && s[k+d+1] == o && k > j {
				d++
			}
			if d == 0 || k+d >= len(s) || s[k+d] != o {
				break
			}
			j = k + d + 1
			n++
		}
		if k, _ := suffixAt(s, j); n >= 2 && n <= 3 && (j == len(s) || k > 0 || !isLetter(s[j]) && s[j] != '0' && (s[j] < '1' || s[j] > '9')) {
			c.pos = j
			f.Castle = castleKing
			if n == 3 {
				f.Castle = castleQueen
			}
			return true
		}
		return false
	}
	if l.romance {
		return false
	}
	for _, w := range []string{"castles", "castle", "castled"} {
		if !word(s, i, w) {
			continue
		}
		c.pos = i + len(w)
		f.Castle = castleAny
		// The side: "Castles KR", "Castles (Q)", "Castles on K's side".
		save := c.pos
		c.fill(true)
		paren := false
		if c.pos < len(s) && s[c.pos] == '(' {
			paren = true
			c.pos++
		}
		if word(s, c.pos, "on") {
			c.pos += 2
			c.fill(true)
		}
		r, n := l.unit(s, c.pos)
		side := uint8(0)
		switch r {
		case board.King:
			side = castleKing
		case board.Queen:
			side = castleQueen
		}
		if side != 0 {
			c.pos += n
			c.fill(false)
			if r2, n2 := l.unit(s, c.pos); r2 == board.Rook {
				c.pos += n2
			}
			c.fill(true)
			sideWord := word(s, c.pos, "side")
			if sideWord {
				c.pos += 4
			}
			c.fill(false)
			// The next move ("KR-Q1") is not the side; after "side" what
			// follows is ("Castles on K's side. 10. Q. to Q's 2d.").
			if d := dashAt(s, c.pos); !sideWord && (d > 0 || captureAt(s, c.pos) > 0 || c.pos < len(s) && s[c.pos] >= '1' && s[c.pos] <= '8') {
				side = 0
			}
		}
		if side != 0 && paren {
			j := skipSpaces(s, c.pos)
			if j < len(s) && s[j] == ')' {
				c.pos = j + 1
			} else {
				side = 0
			}
		}
		if side == 0 {
			c.pos = save
		} else {
			f.Castle = side
		}
		return true
	}
	return false
}

// englishName reads up to three units of an English name ("QBP", "K’s
// Kt.", "Q. B’s P.").
//
// With spaced, a bare space may separate the units too ("Q Kt - Q 2",
// "K B P takes P", as Chess Fundamentals and the Britannica print them):
// english tries that reading only when the unspaced one finds no move.
func (c *cursor) englishName(l *Language, spaced bool) ([3]board.Role, int) {
	var units [3]board.Role
	n := 0
	for n < 3 {
		r, k := l.unit(c.s, c.pos)
		if k == 0 {
			break
		}
		units[n] = r
		n++
		c.pos += k
		// After "K." or "K’s" a space may separate the next unit.
		save := c.pos
		if c.fill(false) {
			if _, k := l.unit(c.s, c.pos); k == 0 {
				c.pos = save
				c.fill(false) // the periods, not the space before "to"
				c.pos = trimSpaceBack(c.s, save, c.pos)
			}
		} else if spaced && n < 3 && c.pos+1 < len(c.s) && c.s[c.pos] == ' ' {
			// Only a unit that continues the name: a minor piece after
			// the king's or queen's side, a pawn after a minor piece.
			r2, k := l.unit(c.s, c.pos+1)
			minor := func(r board.Role) bool { return r == board.Knight || r == board.Bishop || r == board.Rook }
			if k > 0 && ((r == board.King || r == board.Queen) && (minor(r2) || r2 == board.Pawn) || minor(r) && r2 == board.Pawn) {
				c.pos++
			}
		}
	}
	return units, n // an array: a slice of it would go to the heap
}

// spacedUnit reports whether a space and another unit of a name follow
// s[i:]: where english may read the name again with its spaces.
func (l *Language) spacedUnit(s []byte, i int) bool {
	if i+1 >= len(s) || s[i] != ' ' {
		return false
	}
	_, k := l.unit(s, i+1)
	return k > 0
}

// pieceFrom interprets the units of a name as a piece.
func pieceFrom(u []board.Role) (Piece, bool) {
	side := func(r board.Role) (Side, bool) {
		switch r {
		case board.King:
			return KingSide, true
		case board.Queen:
			return QueenSide, true
		}
		return AnySide, false
	}
	minor := func(r board.Role) bool { return r == board.Rook || r == board.Knight || r == board.Bishop }
	switch len(u) {
	case 1:
		return Piece{Role: u[0]}, true
	case 2:
		if u[1] == board.Pawn {
			if s, ok := side(u[0]); ok {
				return Piece{Role: board.Pawn, Files: filesOf(s, u[0])}, true
			}
			if minor(u[0]) {
				return Piece{Role: board.Pawn, Files: filesOf(AnySide, u[0])}, true
			}
			return Piece{}, false
		}
		if s, ok := side(u[0]); ok && minor(u[1]) {
			return Piece{Role: u[1], Side: s}, true
		}
	case 3:
		if s, ok := side(u[0]); ok && minor(u[1]) && u[2] == board.Pawn {
			return Piece{Role: board.Pawn, Files: filesOf(s, u[1])}, true
		}
	}
	return Piece{}, false
}

// englishFile reads the name of a file: "K", "KB", "QKt.", "K’s B’s ".
// It returns 0 (and leaves the cursor) when there is none.
func (c *cursor) englishFile(l *Language) uint8 {
	save := c.pos
	var units [2]board.Role
	n := 0
	for n < 2 {
		r, k := l.unit(c.s, c.pos)
		if k == 0 && n == 1 && !l.romance && (units[0] == board.King || units[0] == board.Queen) {
			// "N-Qb3" (a Usenet post, 1995): the file's second letter
			// typed in lower case, before the rank.
			r, k = l.lowerFile(c.s, c.pos)
		}
		if k == 0 || r == board.Pawn {
			break
		}
		units[n] = r
		n++
		c.pos += k
		if !c.fill(false) && n == 1 && (r == board.King || r == board.Queen) && spacedRank(l, c.s, c.pos) {
			c.pos++ // "K B 3", "Q Kt 4": the file's two letters apart
		}
	}
	var files uint8
	switch {
	case n == 1:
		files = filesOf(AnySide, units[0])
	case n == 2 && (units[0] == board.King || units[0] == board.Queen) && units[1] >= board.Knight && units[1] <= board.Rook:
		s := KingSide
		if units[0] == board.Queen {
			s = QueenSide
		}
		files = filesOf(s, units[1])
	}
	if files == 0 {
		c.pos = save
	}
	return files
}

// ownSquare reads a square named after the piece that moves, as the
// long form does: "K. B. to his sq." (the king's bishop's square), "Q. to
// her Kt.'s 3rd." (the queen's knight's third), "K. R. to his 4th".
func (c *cursor) ownSquare(l *Language, p Piece) (Square, bool) {
	s := c.s
	if !word(s, c.pos, "his") && !word(s, c.pos, "her") {
		return Square{}, false
	}
	side, role := AnySide, board.NoRole
	switch {
	case p.Role == board.Queen:
		side = QueenSide
	case p.Role == board.King:
		side = KingSide
	case p.Side != AnySide && p.Role != board.Pawn:
		side, role = p.Side, p.Role
	default:
		return Square{}, false
	}
	d := cursor{s: s, pos: skipSpaces(s, c.pos+3)}
	if r, k := l.unit(s, d.pos); k > 0 && (r == board.Knight || r == board.Bishop || r == board.Rook) {
		role = r // "her Kt.'s 3rd": another file on her side
		d.pos += k
		d.fill(false)
	}
	files := filesOf(side, role)
	if role == board.NoRole {
		files = filesOf(AnySide, board.Queen)
		if side == KingSide {
			files = filesOf(AnySide, board.King)
		}
	}
	j := skipSpaces(s, d.pos)
	var sq Square
	switch {
	case j < len(s) && s[j] >= '1' && s[j] <= '8':
		sq = Square{Files: files, Rank: int8(s[j] - '0')}
		j++
		for _, o := range []string{"st", "nd", "rd", "th", "d"} {
			if word(s, j, o) {
				j += len(o)
				break
			}
		}
	case word(s, j, "sq"):
		sq = Square{Files: files, Rank: 1}
		j += 2
		if j < len(s) && s[j] == '.' {
			j++
		}
	case word(s, j, "square"):
		sq = Square{Files: files, Rank: 1}
		j += 6
	default:
		return Square{}, false
	}
	c.pos = j
	return sq, true
}

// spacedRank reports whether s[i:] is a space, a unit other than the
// pawn, and a rank (after a period or spaces) or "sq": the second letter
// of a file written apart, "K B 3", "Q Kt. 5", "K R sq".
func spacedRank(l *Language, s []byte, i int) bool {
	if i+1 >= len(s) || s[i] != ' ' {
		return false
	}
	r, k := l.unit(s, i+1)
	if k == 0 || r == board.Pawn || r == board.King || r == board.Queen {
		return false
	}
	j := i + 1 + k
	if j < len(s) && s[j] == '.' {
		j++
	}
	j = skipSpaces(s, j)
	return j < len(s) && (s[j] >= '1' && s[j] <= '8' && (j+1 == len(s) || !(s[j+1] >= '0' && s[j+1] <= '9')) || word(s, j, "sq"))
}

// englishSquare reads a square: "K4", "KB3", "QKt.5", "K’s B’s 3rd",
// "K sq", "B3".
func (c *cursor) englishSquare(l *Language) (Square, bool) {
	save := c.pos
	sq := Square{Files: c.englishFile(l)}
	if sq.Files == 0 {
		return Square{}, false
	}
	// The rank: a digit with its ordinal ("4th", "3d"), or "sq".
	j := c.pos
	if k := skipSpaces(c.s, j); k > j && k+1 <= len(c.s) && c.s[k] >= '1' && c.s[k] <= '8' &&
		(k+1 == len(c.s) || !isLetter(c.s[k+1]) && !(c.s[k+1] >= '0' && c.s[k+1] <= '9')) {
		j = k // "P to K 4", "QB 3": a rank set apart (old type, OCR)
	}
	// The rank in words, as the early books print it: "Q. Kt. to Q. B.
	// third sq." (Lewis's Greco, 1819), "P. to K. fourth".
	if k := skipSpaces(c.s, j); k < len(c.s) {
		for r, w := range rankWords {
			if word(c.s, k, w) {
				sq.Rank = int8(r + 1)
				k += len(w)
				if e := skipSpaces(c.s, k); word(c.s, e, "sq") || word(c.s, e, "square") {
					k = e + 2
					if word(c.s, e, "square") {
						k = e + 6
					}
					if k < len(c.s) && c.s[k] == '.' {
						k++
					}
				}
				c.pos = k
				return sq, true
			}
		}
	}
	if j < len(c.s) && c.s[j] >= '1' && c.s[j] <= '8' {
		sq.Rank = int8(c.s[j] - '0')
		j++
		for _, o := range []string{"st", "nd", "rd", "th", "d"} {
			if word(c.s, j, o) {
				j += len(o)
				break
			}
		}
		if j < len(c.s) && c.s[j] >= '0' && c.s[j] <= '9' {
			c.pos = save
			return Square{}, false // "QK15": not a rank
		}
		c.pos = j
		return sq, true
	}
	j = skipSpaces(c.s, j)
	for _, w := range []string{"sq", "square"} {
		if word(c.s, j, w) {
			c.pos = j + len(w)
			if c.pos < len(c.s) && c.s[c.pos] == '.' {
				c.pos++
			}
			sq.Rank = 1
			return sq, true
		}
	}
	c.pos = save
	return Square{}, false
}

// dashless reads "PK4", "KtKB3": a pawn's or a knight's move with the
// dash left out "for the sake of brevity" (Rogers, How to Play Chess,
// p. 79). Only theirs: "QB4" is a square as often as a queen's move.
func (c *cursor) dashless(l *Language, f *Form, r board.Role) status {
	start := c.pos
	if r != board.Pawn && r != board.Knight {
		return notMove
	}
	_, k := l.unit(c.s, c.pos)
	c.pos += k
	sq, ok := c.englishSquare(l)
	if !ok || sq.Rank == 0 || c.pos < len(c.s) && isLetter(c.s[c.pos]) {
		c.pos = start
		return notMove
	}
	f.Piece, f.To = Piece{Role: r}, sq
	return isMove
}

// rankWords are the ranks in words, first to eighth.
var rankWords = [8]string{"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"}

// separator reads "-", "to" (a move) or "x", "takes" (a capture). It
// reports 0 for none, 1 for a move, 2 for a capture.
func (c *cursor) separator() int {
	j := skipSpaces(c.s, c.pos)
	if d := dashAt(c.s, j); d > 0 {
		if k := j + d; k < len(c.s) && (c.s[k] == 'x' || c.s[k] == 'X') && k+1 < len(c.s) && c.s[k+1] >= 'A' && c.s[k+1] <= 'Z' {
			c.pos = k + 1 // "R-xQN7", a dash and the capture
			return 2
		}
		c.pos = skipSpaces(c.s, j+d)
		return 1
	}
	if d := captureAt(c.s, j); d > 0 && (j+d == len(c.s) || c.s[j] != 'x' || !(c.s[j+d] >= 'a' && c.s[j+d] <= 'z')) {
		c.pos = skipSpaces(c.s, j+d)
		return 2
	}
	if j == c.pos && j > 0 && isLetter(c.s[j-1]) && gluedTo(c.s, j) {
		// "Ktto KB 3", "PtoK4": "to" glued to the piece, where OCR
		// lost the spaces around it (newspapers, the Britannica).
		c.pos = skipSpaces(c.s, j+2)
		return 1
	}
	if j == 0 || c.s[j-1] == ' ' || c.s[j-1] == '.' || c.s[j-1] == '\t' {
		if word(c.s, j, "to") {
			c.pos = skipSpaces(c.s, j+2)
			return 1
		}
		if word(c.s, j, "takes") {
			c.pos = skipSpaces(c.s, j+5)
			return 2
		}
	}
	if j == c.pos && word(c.s, j, "x") {
		c.pos = j + 1
		return 2
	}
	return 0
}

// english reads a move in English descriptive: a piece, perhaps named by
// its square, a separator, and a square or the piece taken.
func (c *cursor) english(l *Language, f *Form) status {
	st := c.englishNamed(l, f, false)
	if st == notMove && l.spacedUnit(c.s, c.pos+unitLen(l, c.s, c.pos)) {
		// "Q Kt - Q 2": the name's units apart. Read so only when the
		// first unit alone makes no move (it would be a word before
		// "Kt - Q 2").
		var g Form
		if c.englishNamed(l, &g, true) == isMove {
			*f = g
			return isMove
		}
		if c.lostSign(l, f) {
			return isMove
		}
	}
	return st
}

// wordEnds reports whether a word ends at s[i]: the end, a space, or
// punctuation and marks after a move; not "(" or "/", after which a name
// goes on with its square ("R(QB1)-Q1": "xQ R" is no queen's rook).
func wordEnds(s []byte, i int) bool {
	if i >= len(s) {
		return true
	}
	switch s[i] {
	case ' ', '\t', '\r', '\n', '.', ',', ';', '!', '?', '+', '#':
		return true
	}
	return false
}

// lostSign reads two names side by side as a capture whose sign the
// copy lost ("10. Q - K 2 P P 11. P P B - Q B 4", "19. B Kt Q B": a web
// copy of Chess Fundamentals drops every ×): in English descriptive two
// pieces named one after the other can be nothing else. The piece taken
// must end the word, and no separator may follow it ("Q B - Q 3" is a
// word and a bishop's move). The longer name is read first ("K P P" is
// KPxP).
func (c *cursor) lostSign(l *Language, f *Form) bool {
	start := c.pos
	if start > 0 && c.s[start-1] != ' ' && c.s[start-1] != '\t' && c.s[start-1] != '\n' && c.s[start-1] != '.' {
		return false
	}
	for _, spaced := range []bool{true, false} {
		d := cursor{s: c.s, pos: start}
		units, n := d.englishName(l, spaced)
		p, ok := pieceFrom(units[:n])
		if !ok || d.pos+1 >= len(d.s) || d.s[d.pos] != ' ' {
			continue
		}
		d.pos++
		vstart := d.pos
		vu, vn := d.englishName(l, true)
		v, ok := pieceFrom(vu[:vn])
		if !ok && vn > 1 {
			d.pos = vstart
			vu, vn = d.englishName(l, false)
			v, ok = pieceFrom(vu[:vn])
		}
		if !ok || v.Role == board.King {
			continue
		}
		if !wordEnds(d.s, d.pos) {
			continue
		}
		if e := d; e.separator() != 0 {
			continue
		}
		*f = Form{Piece: p, Capture: true, Victim: v}
		c.pos = d.pos
		return true
	}
	c.pos = start
	return false
}

// unitLen returns the length of the unit at s[i:], 0 for none.
func unitLen(l *Language, s []byte, i int) int {
	_, k := l.unit(s, i)
	return k
}

// englishNamed is english with the name read spaced or not.
func (c *cursor) englishNamed(l *Language, f *Form, spaced bool) status {
	start := c.pos
	units, n := c.englishName(l, spaced)
	if n == 0 {
		return notMove
	}
	p, ok := pieceFrom(units[:n])
	if !ok {
		c.pos = start
		if spaced {
			return notMove
		}
		return c.dashless(l, f, units[0])
	}
	if !c.origin(l, &p) {
		return malformed
	}
	if !p.At.set() {
		c.originFile(l, &p)
	}
	f.Piece = p
	sep := c.separator()
	switch sep {
	case 0:
		c.pos = start
		return notMove
	case 1:
		sq, ok := c.englishSquare(l)
		if !ok {
			sq, ok = c.ownSquare(l, p)
		}
		if !ok {
			return malformed
		}
		f.To = sq
	case 2:
		save := c.pos
		if sq, ok := c.englishSquare(l); ok && bytes.IndexByte(c.s[save:c.pos], ' ') < 0 {
			f.To = sq // "BxQ5"; "QPxB 5." is a bishop taken before move 5
		} else {
			c.pos = save
			units, n := c.englishName(l, spaced)
			if n == 0 {
				return malformed
			}
			if !spaced && n < 3 && l.spacedUnit(c.s, c.pos) {
				// "B takes Kt P", "Kt × Q P": the piece taken named
				// with its units apart, when they make one name and
				// no separator follows (after "Q takes Kt" the next
				// move may start: "P to K 4").
				d := cursor{s: c.s, pos: save}
				if u2, n2 := d.englishName(l, true); n2 > n {
					if _, ok := pieceFrom(u2[:n2]); ok && wordEnds(d.s, d.pos) && d.separator() == 0 {
						units, n, c.pos = u2, n2, d.pos
					}
				}
			}
			v, ok := pieceFrom(units[:n])
			if !ok || v.Role == board.King {
				return malformed
			}
			f.Victim = v
			if !c.origin(l, &f.Victim) {
				return malformed
			}
			f.To = f.Victim.At
			f.Victim.At = Square{}
		}
		f.Capture = true
	}
	if p.Role == board.Pawn {
		c.promotion(l, f)
	}
	return isMove
}

// origin reads the square a piece is named by, "R(Q1)" or "R/Q1" (and
// "R(1)", the rank alone), into p.At. It reports false for a bracket that
// opens such a square and does not close it.
func (c *cursor) origin(l *Language, p *Piece) bool {
	s := c.s
	if c.pos >= len(s) || s[c.pos] != '(' && s[c.pos] != '/' {
		return true
	}
	open := s[c.pos]
	save := c.pos
	c.pos++
	var sq Square
	ok := false
	if c.pos < len(s) && s[c.pos] >= '1' && s[c.pos] <= '8' && (!l.romance || c.pos+1 < len(s) && s[c.pos+1] == ')') {
		// "R(1)-Q2"; Catalan "C(1)2R" (ca.wikipedia, "Notació descriptiva")
		sq.Rank = int8(s[c.pos] - '0')
		c.pos++
		ok = true
	} else if l.romance {
		if sq, ok = c.romanceSquare(l); !ok {
			sq, ok = c.romanceFileFirst(l) // Italian "T(D1)-D2", as it writes a square after a dash
		}
	} else {
		sq, ok = c.englishSquare(l)
	}
	if !ok {
		c.pos = save
		return true // not an origin: "(ch.)" or a promotion is read later
	}
	if open == '(' {
		if c.pos >= len(s) || s[c.pos] != ')' {
			c.pos = save
			return false
		}
		c.pos++
	}
	p.At = sq
	return true
}

// originFile reads the file alone that a piece is named by, in brackets
// before the move's separator: "N(QB)-Q1", "R(K)xP" (chessville,
// "Descriptive Notation", calls it frowned upon). Only the moving
// piece's: after a capture "(Q)" is a promotion ("PxR(Q)").
func (c *cursor) originFile(l *Language, p *Piece) {
	s := c.s
	if c.pos >= len(s) || s[c.pos] != '(' {
		return
	}
	save := c.pos
	c.pos++
	files := c.englishFile(l)
	if j := skipSpaces(s, c.pos); files != 0 && j < len(s) && s[j] == ')' {
		if k := skipSpaces(s, j+1); dashAt(s, k) > 0 || captureAt(s, k) > 0 || word(s, k, "to") || word(s, k, "takes") {
			c.pos = j + 1
			p.At = Square{Files: files}
			return
		}
	}
	c.pos = save
}

// promotion reads "=Q", "(Q)", "/Q", or a letter glued to the eighth rank.
func (c *cursor) promotion(l *Language, f *Form) {
	s := c.s
	j := c.pos
	glued := true
	if j < len(s) && s[j] == ' ' && j+1 < len(s) && (s[j+1] == '(' || s[j+1] == '=') {
		j++
	}
	close := false
	if j < len(s) && (s[j] == '=' || s[j] == '/' || s[j] == ':' && l.romance) {
		j++ // French "PxC:D" (fr.wikipedia): the colon before the piece
		glued = false
	} else if j < len(s) && s[j] == '(' {
		j++
		glued, close = false, true
	}
	r, n := l.unit(s, j)
	if n == 0 || r == board.Pawn || r == board.King {
		return
	}
	if glued && (f.To.Rank != 8 || j+n < len(s) && (isLetter(s[j+n]) && s[j+n] != 'c' || s[j+n] == '-')) {
		return
	}
	j += n
	if j < len(s) && s[j] == '.' {
		j++
	}
	if close {
		if j >= len(s) || s[j] != ')' {
			return
		}
		j++
	}
	f.Promo = r
	c.pos = j
}

// suffix reads what may follow a move: check ("ch", "+", "(ch.)", "dis
// ch", "dbl ch"), mate ("mate", "#", "++"), en passant ("e.p.", "ep").
func (c *cursor) suffix(l *Language, f *Form) {
	s := c.s
	for {
		j := skipSpaces(s, c.pos)
		if j < len(s) && s[j] == '.' {
			// "4th. (ch.)": the long form's period before the mark.
			if k := skipSpaces(s, j+1); k < len(s) && k > j+1 && s[k] == '(' {
				j = k
			}
		}
		paren := j < len(s) && s[j] == '('
		k := j
		if paren {
			k++
		}
		n, what := suffixAt(s, k)
		if n == 0 {
			return
		}
		k += n
		if paren {
			k = skipSpaces(s, k)
			if k >= len(s) || s[k] != ')' {
				return
			}
			k++
		}
		if j > c.pos && what == '+' && s[j] == '+' && !paren {
			// A spaced "+" is still the check mark ("Q-R5 +").
		}
		switch what {
		case '+':
			if f.Check == 0 {
				f.Check = markCheck
			}
		case '#':
			f.Check = markMate
		case 'e':
			f.EP = true
		}
		c.pos = k
	}
}

// suffixAt returns the length and kind ('+', '#', 'e') of a mark at i.
func suffixAt(s []byte, i int) (int, byte) {
	if i >= len(s) || !suffixFirst[s[i]] {
		return 0, 0
	}
	switch s[i] {
	case '+':
		if i+1 < len(s) && s[i+1] == '+' {
			return 2, '#'
		}
		return 1, '+'
	case '#':
		return 1, '#'
	}
	if c := s[i]; c < utf8.RuneSelf && (i+1 == len(s) || !isLetter(s[i+1]) && s[i+1] != '.' && s[i+1] != ' ' && s[i+1] != '\t') {
		// Every mark in letters has a letter second ("ch", "mate", "dis
		// ch"), or a period or a space ("e.p.", "e p"): not "C3AR",
		// "D4R", "A5C", which the memo asks about before every Spanish
		// knight, queen and bishop move.
		return 0, 0
	}
	// French books' mate signs: "PxC:D≠" (fr.wikipedia, "Notation
	// descriptive"), and the double dagger.
	for _, w := range []string{"≠", "‡"} {
		if bytes.HasPrefix(s[i:], []byte(w)) {
			return len(w), '#'
		}
	}
	for _, w := range []string{"mate", "checkmate", "mat"} {
		if word(s, i, w) {
			return len(w), '#'
		}
	}
	for _, w := range []string{"check", "ch", "jaque", "xeque", "échec"} {
		if word(s, i, w) {
			n := len(w)
			if i+n < len(s) && s[i+n] == '.' {
				n++
			}
			return n, '+'
		}
	}
	// "dis ch", "dis. ch.", "disc. ch", "dbl. ch", "double check".
	for _, w := range []string{"dis", "disc", "dbl", "dble", "db", "double", "discovered", "dis.ch"} {
		if !word(s, i, w) {
			continue
		}
		j := i + len(w)
		if j < len(s) && s[j] == '.' {
			j++
		}
		j = skipSpaces(s, j)
		if n, k := suffixAt(s, j); n > 0 && k == '+' {
			return j + n - i, '+'
		}
	}
	// e.p., ep, e. p., a.p. (al paso), en passant.
	if (s[i] == 'e' || s[i] == 'a') && i+1 < len(s) {
		j := i + 1
		if s[j] == '.' {
			j++
		}
		j = skipSpaces(s, j)
		if j < len(s) && s[j] == 'p' && (j+1 == len(s) || !isLetter(s[j+1])) {
			j++
			if j < len(s) && s[j] == '.' {
				j++
			}
			return j - i, 'e'
		}
	}
	if word(s, i, "en passant") {
		return 10, 'e'
	}
	return 0, 0
}

// trimSpaceBack returns the end of what fill skipped from start to end,
// without the spaces at its end.
func trimSpaceBack(s []byte, start, end int) int {
	for end > start && (s[end-1] == ' ' || s[end-1] == '\t') {
		end--
	}
	return end
}

// suffixFirst marks the bytes a mark may start with (most moves have
// none: the next move follows).
var suffixFirst = func() (t [256]bool) {
	for _, c := range []byte("+#mMcCjJxXdDeEaA\xc3\xe2") {
		t[c] = true
	}
	return t
}()
