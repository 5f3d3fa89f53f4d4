package san

import (
	"bytes"
	"errors"
	"unicode"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
)

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

// Parse reads one move token as written in SAN or one of its lenient
// forms, with piece letters from l (English if nil). It checks syntax
// only: whether the move exists is for board.Resolve to say. Spellings
// beyond strict SAN are recorded in SAN.Spelling. Glyph annotations must
// have been split off (parser.Reader does this); a spaced " e.p." is allowed.
func Parse(tok []byte, l *locales.Input) (board.SAN, error) {
	if l == nil {
		l = locales.Standard()
	}
	san := board.SAN{FromFile: -1, FromRank: -1, ToFile: -1, ToRank: -1}
	if plainSAN(tok, l, &san) {
		return san, nil
	}
	return parseSAN(tok, l, san)
}

// ParseTo is Parse writing its SAN into *s: for a caller that reads the
// SAN's fields soon after (the streaming replay, board.PlayWritten). A
// SAN returned by value is copied whole right after plainSAN wrote it a
// byte at a time, and that copy waits for those stores to reach the
// cache (a failed store-to-load forwarding: the largest single cost of
// Parse on the corpus, perf annotate); here nothing copies it.
func ParseTo(tok []byte, l *locales.Input, s *board.SAN) error {
	if l == nil {
		l = locales.Standard()
	}
	*s = board.SAN{FromFile: -1, FromRank: -1, ToFile: -1, ToRank: -1}
	if plainSAN(tok, l, s) {
		return nil
	}
	v, err := parseSAN(tok, l, *s)
	*s = v
	return err
}

// parseSAN is Parse's general path, for every spelling it reads; san
// comes with its squares unset (-1).
func parseSAN(tok []byte, l *locales.Input, san board.SAN) (board.SAN, error) {
	if len(tok) == 0 {
		return san, errEmpty
	}
	if needsNorm(tok) {
		// Slow path, for non-ASCII tokens only: C + U+0302 is Ĉ, Ｎｆ３ is Nf3.
		if n := normalize(tok); string(n) != string(tok) {
			san, err := Parse(n, l)
			san.Spelling |= board.SpellOther
			return san, err
		}
	}
	switch string(tok) {
	case "--":
		san.Null = true
		return san, nil
	case "Z0", "0000": // 0000: UCI's null move
		san.Null = true
		san.Spelling = board.SpellOther
		return san, nil
	}
	if at := bytes.IndexByte(tok, '@'); at >= 0 {
		return drop(tok, at, l, san)
	}
	if n, side, sp := castling(tok); n > 0 {
		san.Castle = side
		san.Spelling = sp
		return suffix(tok, n, san, l, false)
	}

	// A piece letter, or none for a pawn. Nearly every move takes this
	// path and squares', once per move of every game: helpers off it are
	// for rare cases, so that the common one pays for no extra call.
	role, n, sp := l.Piece(tok)
	i, noLetter := n, false
	switch {
	case role == board.Pawn:
		san.Spelling |= board.SpellOther // "Pe4"
	case role == board.NoRole:
		// No letter: a pawn move, or coordinate notation that squares
		// rejects ("g1f3"); but a letter no table knows is no file.
		role, i, noLetter = board.Pawn, 0, true
		if f, _, _ := l.File(tok); f < 0 {
			if err := unknownLetter(tok); err != nil {
				return san, err
			}
			// Nor does a move start with its separator ("-f3", ":e5",
			// "—f3"): the square before it is missing, not implied.
			if n := sepLen(tok); n > 0 && n < len(tok) && tok[n] != '-' {
				return san, unexpected(tok)
			}
		}
	}
	san.Role = role
	san.Spelling |= sp
	// squares fills san through a pointer, which keeps it on the stack;
	// a move that fails returns what was read up to the error.
	i, err := squares(tok, i, l, &san, noLetter)
	if err != nil || i == len(tok) {
		return san, err // most moves have no suffix: spare the call
	}
	return suffix(tok, i, san, l, san.Role == board.Pawn)
}

// drop reads a crazyhouse drop, tok[at] being its @: the piece's letter
// in l (N@f3, Italian C@f3, a figurine), P@e4 or @e4 for a pawn (and
// the language's pawn letter where it has one), the square (in l's
// files), then the suffixes a move may have.
func drop(tok []byte, at int, l *locales.Input, san board.SAN) (board.SAN, error) {
	san.Drop, san.Role = true, board.Pawn
	if at > 0 {
		role, n, sp := l.Piece(tok[:at])
		if n != at && string(tok[:at]) == "P" {
			role, n = board.Pawn, 1 // P@e4 as lichess writes it, in any language
		}
		if role == board.NoRole || role == board.King || n != at {
			return san, textError(diag.T("a drop is a piece letter, @ and a square (N@f3, P@e4, @e4)"))
		}
		san.Role = role
		san.Spelling |= sp
	}
	f, r, i := square(tok, at+1, l, &san)
	if f < 0 || r < 0 {
		return san, textError(diag.T("a drop is a piece letter, @ and a square (N@f3, P@e4, @e4)"))
	}
	san.ToFile, san.ToRank = f, r
	if i == len(tok) {
		return san, nil
	}
	return suffix(tok, i, san, l, false)
}

// sanByte classes the bytes of plain SAN for plainSAN.
const (
	bFile  = 1 << iota // a..h
	bRank              // 1..8
	bCheck             // + #
)

var sanByte = func() (t [256]uint8) {
	for c := 'a'; c <= 'h'; c++ {
		t[c] = bFile
	}
	for c := '1'; c <= '8'; c++ {
		t[c] = bRank
	}
	t['+'], t['#'] = bCheck, bCheck
	return t
}()

// plainSAN reads tok into san if it is plain standard SAN, as nearly every
// move is: [piece [file] [rank] [x]] file rank, or file x file rank, or a
// pawn move to a square with =piece, or O-O and O-O-O; then + or #. It
// reports false, leaving san as it was, for anything else, which the
// general path reads: what plainSAN accepts the general path reads the
// same, with no spelling recorded (TestPlainSANAgrees, FuzzParseSAN). One
// pass over the bytes with a table, and no call: this runs for every move
// and for every language detection tries.
func plainSAN(tok []byte, l *locales.Input, san *board.SAN) bool {
	n := len(tok)
	if n < 2 || n > 7 {
		return false
	}
	// The check sign, if any, is the last byte.
	var check board.CheckMark
	switch tok[n-1] {
	case '+':
		check = board.CheckSign
		n--
	case '#':
		check = board.MateSign
		n--
	}
	c := tok[0]
	if c == 'O' {
		if n == 3 && string(tok[:3]) == "O-O" {
			san.Castle = board.KingSide
		} else if n == 5 && string(tok[:5]) == "O-O-O" {
			san.Castle = board.QueenSide
		} else {
			return false
		}
		san.Check = check
		return true
	}
	if sanByte[c]&bFile != 0 {
		// A pawn: e4, exd5, e8=Q, exd8=Q.
		if !l.PlainOK() {
			return false
		}
		promo := board.NoRole
		if n >= 4 && tok[n-2] == '=' {
			if promo = l.Plain(tok[n-1]); promo == board.NoRole {
				return false
			}
			n -= 2
		}
		var ff int8 = -1
		capture := false
		switch {
		case n == 2:
		case n == 4 && tok[1] == 'x' && sanByte[tok[2]]&bFile != 0:
			ff, capture = int8(c-'a'), true
		default:
			return false
		}
		if sanByte[tok[n-1]]&bRank == 0 {
			return false
		}
		san.Role, san.Promotion, san.Capture, san.Check = board.Pawn, promo, capture, check
		san.FromFile = ff
		san.ToFile, san.ToRank = int8(tok[n-2]-'a'), int8(tok[n-1]-'1')
		return true
	}
	// A piece: Nf3, Nxf3, Nbd7, N1d2, Nb1d2, with x before the target.
	role := l.Plain(c)
	if role == board.NoRole || n < 3 {
		return false
	}
	if sanByte[tok[n-2]]&bFile == 0 || sanByte[tok[n-1]]&bRank == 0 {
		return false
	}
	j := n - 2 // the target
	capture := false
	if tok[j-1] == 'x' {
		capture = true
		j--
	}
	var ff, fr int8 = -1, -1
	k := 1
	if k < j && sanByte[tok[k]]&bFile != 0 {
		ff = int8(tok[k] - 'a')
		k++
	}
	if k < j && sanByte[tok[k]]&bRank != 0 {
		fr = int8(tok[k] - '1')
		k++
	}
	if k != j {
		return false
	}
	san.Role, san.Capture, san.Check = role, capture, check
	san.FromFile, san.FromRank = ff, fr
	san.ToFile, san.ToRank = int8(tok[n-2]-'a'), int8(tok[n-1]-'1')
	return true
}

// unknownLetter returns an error when tok, which starts with no piece
// letter and no file, starts with a letter or symbol: "Xe4" is no pawn
// move, and saying which letter is wrong helps more than "no target".
func unknownLetter(tok []byte) error {
	if r, _ := utf8.DecodeRune(tok); unicode.IsLetter(r) || unicode.IsSymbol(r) {
		return letterError(r)
	}
	return nil
}

// letterError is unknownLetter's error: its message is made only when
// asked for. Readers that try a token in every language (the prose
// decoder tries each word of a page in each) meet it far more often than
// anyone reads it.
type letterError rune

func (e letterError) Error() string { return e.Text().String() }

// Text is the message in translatable form.
func (e letterError) Text() diag.Text { return diag.T("unknown piece letter %q", rune(e)) }

// squares reads up to two squares from tok[i:], [from] [x : × - –] to,
// into san's From and To fields, and returns where the suffix begins.
// Either square may be partial: Nbd7, N1d2, ed (pawn capture by files).
func squares(tok []byte, i int, l *locales.Input, san *board.SAN, noLetter bool) (int, error) {
	f1, r1, i := square(tok, i, l, san)
	sepAt := i
	if j := skipSpaces(tok, i); j > i && j < len(tok) && isSepByte(tok[j]) {
		i = j // "e2 - e4", "e5 : d4": the reader joined a spaced separator
		san.Spelling |= board.SpellOther
	}
	if j := separator(tok, i, san); j > i {
		i = skipSpaces(tok, j)
	}
	var f2, r2 int8 = -1, -1
	// A target square follows a separator, a partial first square (a
	// hint: Nbd7, N1d2), or a whole one glued to it (Ng1f3, e2e4).
	if i > sepAt || f1 < 0 || r1 < 0 || fileThenRank(tok[i:], l) {
		// French "CxCç3" names the captured piece: skip its letter.
		if san.Capture {
			if r, n, _ := l.Piece(tok[i:]); r != board.NoRole && n > 0 {
				if f, _, _ := l.File(tok[i+n:]); f >= 0 {
					i += n
					san.Spelling |= board.SpellOther
				}
			}
		}
		f2, r2, i = square(tok, i, l, san)
	}
	switch {
	case f2 >= 0:
		if noLetter && r1 >= 0 && r2 >= 0 {
			coordinates(san, f1, r1, f2, r2)
		}
		san.FromFile, san.FromRank = f1, r1
		san.ToFile, san.ToRank = f2, r2
	case r2 >= 0:
		return i, errNoTarget
	case i > sepAt:
		return i, errNoTarget // "Nx", "e4-"
	default:
		san.ToFile, san.ToRank = f1, r1
	}
	return i, targetError(san)
}

// targetError reports a target square missing from what squares read:
// every move needs its file, and all but a pawn capture by files ("ed")
// its rank.
func targetError(san *board.SAN) error {
	if san.ToFile < 0 {
		return errNoTarget
	}
	if san.ToRank < 0 && (san.Role != board.Pawn || san.FromFile < 0 || san.FromRank >= 0) {
		return errNoTarget
	}
	return nil
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

// coordinates marks a move written from square to square without a
// piece letter ("g1f3" as UCI writes moves, "e1-g1", "e2e4"): the piece
// is the one on the from-square, which only the board knows
// (board.SAN.FromBoard). A move a pawn could make stays a pawn move here,
// so that its promotion is read ("e7e8q", "d7d8b").
func coordinates(san *board.SAN, f1, r1, f2, r2 int8) {
	san.FromBoard = true
	if !pawnStep(f1, r1, f2, r2) {
		san.Role = board.NoRole
	}
}

// square reads an optional file then an optional rank at tok[i].
func square(tok []byte, i int, l *locales.Input, san *board.SAN) (int8, int8, int) {
	f, n, sp := l.File(tok[i:])
	if f >= 0 {
		i += n
		san.Spelling |= sp
	}
	r := rankAt(tok[i:])
	if r >= 0 {
		i++
	} else if f >= 0 && i+1 < len(tok) && tok[i] == ' ' && rankAt(tok[i+1:]) >= 0 {
		// A square split by a space, "Te 1": the lexer joins it only
		// after a piece letter and a file, with a warning.
		r = rankAt(tok[i+1:])
		i += 2
		san.Spelling |= board.SpellOther
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
func fileThenRank(s []byte, l *locales.Input) bool {
	f, n, _ := l.File(s)
	return f >= 0 && rankAt(s[n:]) >= 0
}

// Capture marks besides the ASCII ones.
var times = []byte("×")

// dagger and doubleDagger are the check and mate signs of older print (†, ‡).
var dagger, doubleDagger = []byte("†"), []byte("‡")

// DashLen returns the length of a dash other than '-' at the start of s,
// as typeset text writes long algebraic and castling ("e2–e4", "e2—e4",
// "0—0"): the en and em dashes, the minus sign, the figure dash and the
// Unicode hyphen; 0 if none.
func DashLen(s []byte) int {
	if len(s) < 3 || s[0] != 0xE2 {
		return 0
	}
	switch string(s[:3]) {
	case "–", "—", "−", "‒", "‐":
		return 3
	}
	return 0
}

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
	case DashLen(s) > 0 && len(s) > DashLen(s):
		san.Spelling |= board.SpellLongAlgebraic | board.SpellOther
		return i + DashLen(s)
	}
	return i
}

// sepLen returns the length of a capture mark or long-algebraic dash at
// the start of s (':', '-', '×', '—' …), 0 if none.
func sepLen(s []byte) int {
	switch {
	case len(s) == 0:
		return 0
	case s[0] == '-' || s[0] == ':':
		return 1
	case hasPrefix(s, times):
		return len(times)
	}
	return DashLen(s)
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
		} else if n := DashLen(tok[i:]); n > 0 {
			i += n
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
// /Q), check or mate (+, #, ++, the Russian trailing ×, the Czech X) and an
// en-passant mark, each at most once. Each part has its reader below; the
// check signs, which most suffixes are, are read by checkSign, which the
// compiler inlines.
func suffix(tok []byte, i int, san board.SAN, l *locales.Input, pawn bool) (board.SAN, error) {
	for i < len(tok) {
		var err error
		s := tok[i:]
		switch c := s[0]; {
		case c == '=' || c == '(' || c == '/':
			i, err = promotion(tok, i, &san, l, pawn)
		case c == '+' && len(s) > 1 && s[1] == '+':
			i, err = checkSign(s, i, &san, board.MateSign, board.SpellDoubleCross, 2)
		case c == '+':
			i, err = checkSign(s, i, &san, board.CheckSign, 0, 1)
		case c == '#':
			i, err = checkSign(s, i, &san, board.MateSign, 0, 1)
		case hasPrefix(s, times) && len(s) == len(times):
			i, err = checkSign(s, i, &san, board.MateSign, board.SpellOther, len(times))
		case hasPrefix(s, dagger):
			// The dagger and the double dagger of older German, Dutch
			// and Scandinavian print, and of chess fonts' exports: check
			// and mate (locales/fonts.go has the sources).
			i, err = checkSign(s, i, &san, board.CheckSign, board.SpellOther, len(dagger))
		case hasPrefix(s, doubleDagger):
			i, err = checkSign(s, i, &san, board.MateSign, board.SpellOther, len(doubleDagger))
		case c == 'X' && len(s) == 1:
			// The Czech and Finnish mate sign (Dh7X); no language
			// has X for a piece.
			i, err = checkSign(s, i, &san, board.MateSign, board.SpellOther, 1)
		case c == ' ' || c == '\t' || c == ',':
			i, err = spacedSuffix(tok, i, &san)
		case c == 'e':
			i, err = enPassantMark(s, i, &san)
		default:
			i, err = gluedPromotion(s, i, &san, l, pawn)
		}
		if err != nil {
			return san, err
		}
	}
	return san, nil
}

// promotion reads a promotion written =Q, (Q) or /Q at tok[i]; only a
// pawn promotes, and only once.
func promotion(tok []byte, i int, san *board.SAN, l *locales.Input, pawn bool) (int, error) {
	s := tok[i:]
	c := s[0]
	if !pawn || san.Promotion != board.NoRole {
		return i, unexpected(s)
	}
	r, n, sp := l.Piece(s[1:])
	if r == board.NoRole {
		if c != '=' {
			return i, errNoPromo
		}
		// e8=b: lowercase b is a bishop here, not a file.
		if b, _, _ := l.Piece([]byte{'B'}); len(s) > 1 && s[1] == 'b' && b != board.NoRole {
			r, n, sp = b, 1, board.SpellLowercasePiece
		} else {
			return i, errNoPromo
		}
	}
	san.Promotion = r
	san.Spelling |= sp
	i += 1 + n
	if c == '(' {
		if i >= len(tok) || tok[i] != ')' {
			return i, unexpected(tok[i:])
		}
		i++
	}
	if c != '=' {
		san.Spelling |= board.SpellPromotionParen
	}
	return i, nil
}

// checkSign records the check or mate sign, n bytes long, that starts s
// at tok[i]; a second sign is an error ("e4+#").
func checkSign(s []byte, i int, san *board.SAN, mark board.CheckMark, sp board.Spelling, n int) (int, error) {
	if san.Check != board.NoMark {
		return i, unexpected(s)
	}
	san.Check = mark
	san.Spelling |= sp
	return i + n, nil
}

// spacedSuffix reads what the reader joined after spaces or commas at
// tok[i]: " e.p.", " +", " matt". An en-passant mark or sign after the
// spaces is left for suffix to read next; a mate word is read here.
func spacedSuffix(tok []byte, i int, san *board.SAN) (int, error) {
	s := tok[i:]
	j := 1
	for j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == ',') {
		j++
	}
	if j == len(s) {
		return i, unexpected(s)
	}
	if s[j] == 'e' && epLen(s[j:]) > 0 {
		return i + j, nil
	}
	if n := MateWordLen(s[j:]); n > 0 {
		// "Rd8++ MATE" says it twice: that is no contradiction.
		san.Check = board.MateSign
		san.Spelling |= board.SpellOther
		i += j + n
		for i < len(tok) && tok[i] == '.' {
			i++
		}
		return i, nil
	}
	if s[j] != '+' && s[j] != '#' {
		return i, unexpected(s[j:])
	}
	san.Spelling |= board.SpellOther
	return i + j, nil
}

// enPassantMark reads an en-passant mark ("e.p.", "ep") that starts s at
// tok[i]; a second one is an error.
func enPassantMark(s []byte, i int, san *board.SAN) (int, error) {
	n := epLen(s)
	if n == 0 || san.Spelling&board.SpellEnPassantMark != 0 {
		return i, unexpected(s)
	}
	san.Spelling |= board.SpellEnPassantMark
	return i + n, nil
}

// gluedPromotion reads a promotion piece written without = ("e8Q") that
// starts s at tok[i]. It must come before any check sign: in "e8+Q" the
// Q is an error, not a promotion.
func gluedPromotion(s []byte, i int, san *board.SAN, l *locales.Input, pawn bool) (int, error) {
	r, n, sp := l.Piece(s)
	if r == board.NoRole && san.FromBoard && s[0] == 'b' {
		// UCI's "d7d8b": after a whole from-square b is no file, and
		// UCI writes the English letters in lower case.
		r, n, sp = board.Bishop, 1, board.SpellLowercasePiece
	}
	if !pawn || r == board.NoRole || san.Promotion != board.NoRole || san.Check != board.NoMark {
		return i, unexpected(s)
	}
	san.Promotion = r
	san.Spelling |= sp | board.SpellPromotionNoEq
	return i + n, nil
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
	return textError(diag.T("unexpected %q in move", r))
}

// textError is an error whose message is a diag.Text (replay puts it in
// the game's diagnostic, which a front end translates).
type textError diag.Text

func (e textError) Error() string { return diag.Text(e).String() }

// Text is the message in translatable form.
func (e textError) Text() diag.Text { return diag.Text(e) }
