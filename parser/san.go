package parser

import (
	"errors"
	"fmt"
	"sort"
	"unicode"
	"unicode/utf8"

	"github.com/notaz/notaz/board"
)

// Letters maps the piece letters of one notation (a language, figurines) to
// roles. Lookup is a byte table for single ASCII letters and a short list
// for the rest (multi-rune "Кр", "Kt"; Cyrillic, Greek, figurines), tried
// longest first so that "Кр" (king) wins over "К" (knight).
type Letters struct {
	ascii  [128]board.Role
	seqs   []spelled // non-ASCII or multi-byte spellings, longest first
	first  [256]bool // first bytes of seqs: most bytes skip the list
	files  []spelled // extra file letters (ç for c), role field unused
	ffirst [256]bool
}

// spelled is one spelling of a piece letter or file letter.
type spelled struct {
	s    string
	role board.Role
	file int8
}

// NewLetters builds a letter table. Each role may have several spellings
// (figurines ♘ and ♞, old English Kt beside N). A letter may be given for
// board.Pawn ("P"): ParseSAN then accepts it in front of a pawn move.
func NewLetters(m map[board.Role][]string) *Letters {
	l := &Letters{}
	for role, list := range m {
		for _, s := range list {
			if s == "" {
				continue
			}
			if len(s) == 1 && s[0] < 0x80 {
				l.ascii[s[0]] = role
				continue
			}
			l.seqs = append(l.seqs, spelled{s: s, role: role})
			l.first[s[0]] = true
		}
	}
	sortSpelled(l.seqs)
	return l
}

func sortSpelled(s []spelled) {
	sort.Slice(s, func(i, j int) bool {
		if len(s[i].s) != len(s[j].s) {
			return len(s[i].s) > len(s[j].s)
		}
		return s[i].s < s[j].s
	})
}

// WithFiles returns a copy of l that also reads the given letters as files
// (0 = a … 7 = h): French scores write ç4 and é4, Greek ones ε4, Russian
// ones a Cyrillic е for e. ParseSAN marks their use with board.SpellOther.
func (l *Letters) WithFiles(files map[string]int) *Letters {
	c := *l
	c.seqs = append([]spelled(nil), l.seqs...)
	c.files = append([]spelled(nil), l.files...)
	for s, f := range files {
		if s == "" || f < 0 || f > 7 {
			continue
		}
		c.files = append(c.files, spelled{s: s, file: int8(f)})
		c.ffirst[s[0]] = true
	}
	sortSpelled(c.files)
	return &c
}

// English is the standard SAN letter set.
var English = NewLetters(map[board.Role][]string{
	board.King: {"K"}, board.Queen: {"Q"}, board.Rook: {"R"}, board.Bishop: {"B"}, board.Knight: {"N"},
})

// Figurines reads figurine algebraic notation, white and black glyphs alike.
var Figurines = NewLetters(map[board.Role][]string{
	board.King: {"♔", "♚"}, board.Queen: {"♕", "♛"}, board.Rook: {"♖", "♜"},
	board.Bishop: {"♗", "♝"}, board.Knight: {"♘", "♞"}, board.Pawn: {"♙", "♟"},
})

// piece returns the role whose letter starts s, and the letter's length.
// A lowercase ASCII letter that is not a file (n, r, q, k) is read as the
// uppercase piece with SpellLowercasePiece; a to h never are.
func (l *Letters) piece(s []byte) (board.Role, int, board.Spelling) {
	if len(s) == 0 {
		return board.NoRole, 0, 0
	}
	c := s[0]
	if l.first[c] {
		for _, q := range l.seqs {
			if len(s) >= len(q.s) && string(s[:len(q.s)]) == q.s {
				return q.role, len(q.s), 0
			}
		}
	}
	if c < 0x80 {
		if r := l.ascii[c]; r != board.NoRole {
			return r, 1, 0
		}
		if c >= 'i' && c <= 'z' {
			if r := l.ascii[c-'a'+'A']; r != board.NoRole {
				return r, 1, board.SpellLowercasePiece
			}
		}
	}
	return board.NoRole, 0, 0
}

// file returns the file (0..7) at the start of s and its length.
func (l *Letters) file(s []byte) (int8, int, board.Spelling) {
	if len(s) == 0 {
		return -1, 0, 0
	}
	if c := s[0]; c >= 'a' && c <= 'h' {
		return int8(c - 'a'), 1, 0
	}
	if l.ffirst[s[0]] {
		for _, f := range l.files {
			if len(s) >= len(f.s) && string(s[:len(f.s)]) == f.s {
				return f.file, len(f.s), board.SpellOther
			}
		}
	}
	return -1, 0, 0
}

func rankAt(s []byte) int8 {
	if len(s) > 0 && s[0] >= '1' && s[0] <= '8' {
		return int8(s[0] - '1')
	}
	return -1
}

var (
	errEmpty    = errors.New("empty move")
	errNoTarget = errors.New("missing target square")
	errNoPromo  = errors.New("missing promotion piece")
)

// ParseSAN reads one move token as written in SAN or one of its lenient
// forms, with piece letters from l (English if nil). It checks syntax
// only: whether the move exists is for board.Resolve to say. Spellings
// beyond strict SAN are recorded in SAN.Spelling. Glyph annotations must
// have been split off (the Reader does this); a spaced " e.p." is allowed.
func ParseSAN(tok []byte, l *Letters) (board.SAN, error) {
	if l == nil {
		l = English
	}
	san := board.SAN{FromFile: -1, FromRank: -1, ToFile: -1, ToRank: -1}
	if len(tok) == 0 {
		return san, errEmpty
	}
	if needsNorm(tok) {
		// Slow path, for non-ASCII tokens only: C + U+0302 is Ĉ, Ｎｆ３ is Nf3.
		if n := normalize(tok); string(n) != string(tok) {
			san, err := ParseSAN(n, l)
			san.Spelling |= board.SpellOther
			return san, err
		}
	}
	switch string(tok) {
	case "--":
		san.Null = true
		return san, nil
	case "Z0":
		san.Null = true
		san.Spelling = board.SpellOther
		return san, nil
	}
	if n, side, sp := castling(tok); n > 0 {
		san.Castle = side
		san.Spelling = sp
		return suffix(tok, n, san, l, false)
	}

	i := 0
	role, n, sp := l.piece(tok)
	noLetter := false
	switch {
	case role == board.Pawn:
		san.Spelling |= board.SpellOther // "Pe4"
		i = n
	case role != board.NoRole:
		i = n
	default:
		role = board.Pawn
		noLetter = true
		if f, _, _ := l.file(tok); f < 0 {
			r, _ := utf8.DecodeRune(tok)
			if unicode.IsLetter(r) || unicode.IsSymbol(r) {
				return san, fmt.Errorf("unknown piece letter %q", r)
			}
		}
	}
	san.Role = role
	san.Spelling |= sp

	// Up to two squares: [from] [x : × - –] to. Either may be partial:
	// Nbd7, N1d2, ed (pawn capture by files).
	f1, r1, i := square(tok, i, l, &san)
	sepAt := i
	if j := skipSpaces(tok, i); j > i && j < len(tok) && isSepByte(tok[j]) {
		i = j // "e2 - e4", "e5 : d4": the reader joined a spaced separator
		san.Spelling |= board.SpellOther
	}
	if j := separator(tok, i, &san); j > i {
		i = skipSpaces(tok, j)
	}
	var f2, r2 int8 = -1, -1
	glued := i == sepAt
	if i > sepAt || f1 < 0 || r1 < 0 || (fileThenRank(tok[i:], l)) {
		// French "CxCç3" names the captured piece: skip its letter.
		if san.Capture {
			if r, n, _ := l.piece(tok[i:]); r != board.NoRole && n > 0 {
				if f, _, _ := l.file(tok[i+n:]); f >= 0 {
					i += n
					san.Spelling |= board.SpellOther
				}
			}
		}
		f2, r2, i = square(tok, i, l, &san)
	}
	switch {
	case f2 >= 0:
		if noLetter && glued && r1 >= 0 && r2 >= 0 && !pawnStep(f1, r1, f2, r2) {
			// "g1f3": UCI's coordinates name no piece, and no pawn
			// moves so. ("e2e4" and "e7e8q" are pawn moves.)
			return san, &coordError{from: board.NewSquare(int(f1), int(r1)), to: board.NewSquare(int(f2), int(r2)), l: l}
		}
		san.FromFile, san.FromRank = f1, r1
		san.ToFile, san.ToRank = f2, r2
	case r2 >= 0:
		return san, errNoTarget
	case i > sepAt:
		return san, errNoTarget // "Nx", "e4-"
	default:
		san.ToFile, san.ToRank = f1, r1
	}
	if san.ToFile < 0 {
		return san, errNoTarget
	}
	if san.ToRank < 0 && (role != board.Pawn || san.FromFile < 0 || san.FromRank >= 0) {
		return san, errNoTarget
	}
	return suffix(tok, i, san, l, role == board.Pawn)
}

// pawnStep reports whether a pawn of either colour can move from (f1, r1)
// to (f2, r2): one step forward, two from its first rank, or a capture.
func pawnStep(f1, r1, f2, r2 int8) bool {
	if r1 < 1 || r1 > 6 {
		return false
	}
	df, dr := f2-f1, r2-r1
	switch df {
	case 0:
		return dr == 1 || dr == -1 || dr == 2 && r1 == 1 || dr == -2 && r1 == 6
	case 1, -1:
		return dr == 1 || dr == -1
	}
	return false
}

// coordError is ParseSAN's error for coordinate notation without a piece
// ("g1f3", as UCI writes moves) that cannot be a pawn move: which piece
// moves only the board can say.
type coordError struct {
	from, to board.Square
	l        *Letters
}

func (e *coordError) Error() string {
	df, dr := int(e.to.File())-int(e.from.File()), int(e.to.Rank())-int(e.from.Rank())
	if df*df+dr*dr == 5 {
		// Only a knight jumps so: name its letter in the game's language.
		n := e.l.letter(board.Knight)
		return fmt.Sprintf("coordinate notation (%s%s) names no piece; write %s%s-%s or %s%s", e.from, e.to, n, e.from, e.to, n, e.to)
	}
	castle := ""
	if e.from.File() == 4 && (e.from.Rank() == 0 || e.from.Rank() == 7) && dr == 0 {
		switch df {
		case 2:
			castle = ", or O-O for castling"
		case -2:
			castle = ", or O-O-O for castling"
		}
	}
	return fmt.Sprintf("coordinate notation (%s%s) names no piece and is no pawn move; write the piece's letter before %s-%s%s", e.from, e.to, e.from, e.to, castle)
}

// isCoordinateError reports whether err is ParseSAN's error for a move in
// coordinate notation that names no piece ("g1f3").
func isCoordinateError(err error) bool {
	_, ok := err.(*coordError)
	return ok
}

// letter returns a spelling of role's letter in l, or "?" if l has none
// (only for messages).
func (l *Letters) letter(role board.Role) string {
	for c := range l.ascii {
		if l.ascii[c] == role {
			return string(rune(c))
		}
	}
	for _, q := range l.seqs {
		if q.role == role {
			return q.s
		}
	}
	return "?"
}

// square reads an optional file then an optional rank at tok[i].
func square(tok []byte, i int, l *Letters, san *board.SAN) (int8, int8, int) {
	f, n, sp := l.file(tok[i:])
	if f >= 0 {
		i += n
		san.Spelling |= sp
	}
	r := rankAt(tok[i:])
	if r >= 0 {
		i++
	} else if f >= 0 && i < len(tok) && tok[i] == 'l' && (i+1 == len(tok) || isSepByte(tok[i+1]) || tok[i+1] == ' ') {
		// OCR reads the rank 1 as the letter l: "Sgl-f3", "Kpel:f2".
		r = 0
		i++
		san.Spelling |= board.SpellOther
	}
	return f, r, i
}

// skipSpaces skips the spaces and tabs at tok[i].
func skipSpaces(tok []byte, i int) int {
	for i < len(tok) && (tok[i] == ' ' || tok[i] == '\t') {
		i++
	}
	return i
}

// isSepByte reports whether c begins a capture mark or a long-algebraic
// dash: x : - and the first byte of × and –.
func isSepByte(c byte) bool {
	return c == 'x' || c == ':' || c == '-' || c == 0xC3 || c == 0xE2
}

// fileThenRank reports whether s starts with a complete square.
func fileThenRank(s []byte, l *Letters) bool {
	f, n, _ := l.file(s)
	return f >= 0 && rankAt(s[n:]) >= 0
}

// Capture marks and long-algebraic dashes besides the ASCII ones.
var (
	times  = []byte("×")
	enDash = []byte("–")
)

// separator reads a capture mark or a long-algebraic dash.
func separator(tok []byte, i int, san *board.SAN) int {
	s := tok[i:]
	switch {
	case len(s) == 0:
		return i
	case s[0] == 'x':
		san.Capture = true
		return i + 1
	case s[0] == ':':
		san.Capture = true
		san.Spelling |= board.SpellColonCapture
		return i + 1
	case hasPrefix(s, times) && len(s) > len(times):
		// A trailing × is the Russian mate sign, read by suffix.
		san.Capture = true
		san.Spelling |= board.SpellColonCapture
		return i + len(times)
	case s[0] == '-' && len(s) > 1:
		san.Spelling |= board.SpellLongAlgebraic
		return i + 1
	case hasPrefix(s, enDash) && len(s) > len(enDash):
		san.Spelling |= board.SpellLongAlgebraic | board.SpellOther
		return i + len(enDash)
	}
	return i
}

func hasPrefix(s, p []byte) bool { return len(s) >= len(p) && string(s[:len(p)]) == string(p) }

// castling reads O-O or O-O-O spelled with O, 0 or o and '-' or an en dash.
func castling(tok []byte) (int, board.CastleSide, board.Spelling) {
	var sp board.Spelling
	i, os := 0, 0
	for {
		if i >= len(tok) {
			break
		}
		n, osp := castleOLen(tok[i:])
		if n == 0 {
			return 0, 0, 0
		}
		sp |= osp
		i += n
		os++
		if os == 3 {
			break
		}
		if i < len(tok) && tok[i] == '-' {
			i++
		} else if hasPrefix(tok[i:], enDash) {
			i += len(enDash)
			sp |= board.SpellOther
		} else {
			break
		}
	}
	switch {
	case os == 2 && tok[i-1] != '-':
		return i, board.KingSide, sp
	case os == 3:
		return i, board.QueenSide, sp
	}
	return 0, 0, 0
}

// suffix reads what may follow the target square: promotion (=Q, Q, (Q),
// /Q), check or mate (+, #, ++, and the Russian trailing ×) and an
// en-passant mark, each at most once.
func suffix(tok []byte, i int, san board.SAN, l *Letters, pawn bool) (board.SAN, error) {
	for i < len(tok) {
		s := tok[i:]
		c := s[0]
		switch {
		case c == '=' || c == '(' || c == '/':
			if !pawn || san.Promotion != board.NoRole {
				return san, unexpected(s)
			}
			r, n, sp := l.piece(s[1:])
			if r == board.NoRole {
				if c == '=' {
					// e8=b: lowercase b is a bishop here, not a file.
					if len(s) > 1 && s[1] == 'b' && l.ascii['B'] != board.NoRole {
						r, n, sp = l.ascii['B'], 1, board.SpellLowercasePiece
					} else {
						return san, errNoPromo
					}
				} else {
					return san, errNoPromo
				}
			}
			san.Promotion = r
			san.Spelling |= sp
			i += 1 + n
			if c == '(' {
				if i >= len(tok) || tok[i] != ')' {
					return san, unexpected(tok[i:])
				}
				i++
			}
			if c != '=' {
				san.Spelling |= board.SpellPromotionParen
			}
		case c == '+':
			if san.Check != board.NoMark {
				return san, unexpected(s)
			}
			if len(s) > 1 && s[1] == '+' {
				san.Check = board.MateSign
				san.Spelling |= board.SpellDoubleCross
				i += 2
			} else {
				san.Check = board.CheckSign
				i++
			}
		case c == '#':
			if san.Check != board.NoMark {
				return san, unexpected(s)
			}
			san.Check = board.MateSign
			i++
		case hasPrefix(s, times) && len(s) == len(times):
			if san.Check != board.NoMark {
				return san, unexpected(s)
			}
			san.Check = board.MateSign
			san.Spelling |= board.SpellOther
			i += len(times)
		case c == ' ' || c == '\t' || c == ',':
			// What the reader joined after spaces: " e.p.", " +", " matt".
			j := 1
			for j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == ',') {
				j++
			}
			if j == len(s) {
				return san, unexpected(s)
			}
			if s[j] == 'e' && epLen(s[j:]) > 0 {
				i += j
				continue
			}
			if n := mateWordLen(s[j:]); n > 0 {
				// "Rd8++ MATE" says it twice: that is no contradiction.
				san.Check = board.MateSign
				san.Spelling |= board.SpellOther
				i += j + n
				for i < len(tok) && tok[i] == '.' {
					i++
				}
				continue
			}
			if s[j] != '+' && s[j] != '#' {
				return san, unexpected(s[j:])
			}
			san.Spelling |= board.SpellOther
			i += j
		case c == 'e':
			n := epLen(s)
			if n == 0 || san.Spelling&board.SpellEnPassantMark != 0 {
				return san, unexpected(s)
			}
			san.Spelling |= board.SpellEnPassantMark
			i += n
		default:
			r, n, sp := l.piece(s)
			if !pawn || r == board.NoRole || san.Promotion != board.NoRole || san.Check != board.NoMark {
				return san, unexpected(s)
			}
			san.Promotion = r
			san.Spelling |= sp | board.SpellPromotionNoEq
			i += n
		}
	}
	return san, nil
}

// epLen returns the length of an en-passant mark at the start of s:
// "e.p.", "ep" or "e.p", glued or after spaces.
func epLen(s []byte) int {
	i := 0
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	for _, m := range [...]string{"e.p.", "e.p", "ep"} {
		if len(s)-i >= len(m) && string(s[i:i+len(m)]) == m {
			return i + len(m)
		}
	}
	return 0
}

func unexpected(s []byte) error {
	r, _ := utf8.DecodeRune(s)
	return fmt.Errorf("unexpected %q in move", r)
}
