package board

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// ParseSAN reads one move in strict English SAN as the PGN standard
// writes it: a piece letter K Q R B N (none for pawns), optional file,
// rank or square disambiguation, x for a capture, the target square, =Q
// (=R, =B, =N) for a promotion, O-O and O-O-O for castling, -- for the
// null move, and at most one trailing + or #. It checks the syntax only:
// whether the move exists is for Resolve (or Position.ParseSAN) to say.
// Anything else, such as lowercase piece letters, 0-0, a colon for a
// capture or long algebraic e2-e4, is refused with a *NotationError that
// says what is wrong. (notaz's lenient, multilingual reader is package
// parser/san.) In Shatranj, where the fers is the only promotion, a pawn
// reaching the last rank may be written without =Q: Resolve accepts it.
func ParseSAN(s string) (SAN, error) {
	san := SAN{FromFile: -1, FromRank: -1, ToFile: -1, ToRank: -1}
	bad := func(format string, a ...any) (SAN, error) {
		return SAN{}, &NotationError{Notation: "SAN", Text: s, Msg: fmt.Sprintf(format, a...)}
	}
	if s == "" {
		return bad("empty")
	}
	if s == "--" {
		san.Null = true
		return san, nil
	}
	b := s
	switch b[len(b)-1] {
	case '+':
		san.Check, b = CheckSign, b[:len(b)-1]
	case '#':
		san.Check, b = MateSign, b[:len(b)-1]
	}
	if b == "" {
		return bad("no move before the check sign")
	}
	if c := b[len(b)-1]; c == '+' || c == '#' {
		return bad("one check sign at most: + for check, # for mate")
	}
	switch b {
	case "O-O":
		san.Castle = KingSide
		return san, nil
	case "O-O-O":
		san.Castle = QueenSide
		return san, nil
	case "0-0", "0-0-0", "o-o", "o-o-o":
		return bad("castling is written with the capital letter O: O-O or O-O-O")
	}

	if strings.HasPrefix(b, "O-O") {
		return bad("castling is O-O or O-O-O")
	}
	c := b[0]
	j := 1
	switch {
	case strings.IndexByte("KQRBN", c) >= 0:
		san.Role = sanRole(c)
	case c >= 'a' && c <= 'h':
		san.Role, j = Pawn, 0
	case c == 'P':
		return bad("pawn moves are written without a letter (e4, not Pe4)")
	case strings.IndexByte("kqrn", c) >= 0:
		return bad("piece letters are upper case: %c, not %c", c-'a'+'A', c)
	default:
		r, _ := utf8.DecodeRuneInString(b)
		return bad("a move starts with a piece letter (K, Q, R, B, N) or a pawn's file (a-h), not %q", r)
	}
	unexpected := func(j int) (SAN, error) {
		switch rest := b[j:]; {
		case rest == "":
			return bad("the target square is missing")
		case rest[0] == ':':
			return bad("captures are written with x, not :")
		case rest[0] == '-':
			return bad("SAN writes no dash between squares (Nf3, e4; not Ng1-f3, e2-e4)")
		case rest[0] == '=' && san.Role != Pawn:
			return bad("only a pawn promotes")
		default:
			r, _ := utf8.DecodeRuneInString(rest)
			return bad("unexpected %q", r)
		}
	}

	if san.Role == Pawn {
		f := int8(b[0] - 'a')
		switch {
		case j+1 < len(b) && isRank(b[j+1]):
			san.ToFile, san.ToRank = f, int8(b[j+1]-'1')
			j += 2
		case j+1 < len(b) && b[j+1] == 'x':
			if j+3 >= len(b) || !isFile(b[j+2]) || !isRank(b[j+3]) {
				return unexpected(j + 2)
			}
			san.Capture, san.FromFile = true, f
			san.ToFile, san.ToRank = int8(b[j+2]-'a'), int8(b[j+3]-'1')
			if d := san.ToFile - f; d != 1 && d != -1 {
				return bad("a pawn captures on a neighbouring file")
			}
			j += 4
		default:
			return unexpected(j + 1)
		}
		if j < len(b) && b[j] == '=' {
			if j+1 >= len(b) {
				return bad("the promotion piece is missing after =")
			}
			if r := sanRole(b[j+1]); r != NoRole && r != King {
				san.Promotion = r
				j += 2
			} else {
				return bad("a pawn promotes to Q, R, B or N")
			}
		} else if j < len(b) && (isFile(b[j]) || b[j] == 'x' || b[j] == '-') && san.FromFile < 0 {
			return bad("SAN names a pawn move by its target square (e4, not e2e4; exd5, not e4xd5)")
		} else if j < len(b) && strings.IndexByte("QRBN", b[j]) >= 0 {
			return bad("a promotion is written with = (%s=%c)", b[:j], b[j])
		}
		if j < len(b) {
			return unexpected(j)
		}
		return san, nil
	}

	// A piece: [file][rank][x]square.
	var f1, r1 int8 = -1, -1
	if j < len(b) && isFile(b[j]) {
		f1 = int8(b[j] - 'a')
		j++
	}
	if j < len(b) && isRank(b[j]) {
		r1 = int8(b[j] - '1')
		j++
	}
	if j < len(b) && b[j] == 'x' {
		san.Capture = true
		j++
	}
	switch {
	case j+1 < len(b) && isFile(b[j]) && isRank(b[j+1]):
		san.FromFile, san.FromRank = f1, r1
		san.ToFile, san.ToRank = int8(b[j]-'a'), int8(b[j+1]-'1')
		j += 2
	case !san.Capture && f1 >= 0 && r1 >= 0:
		san.ToFile, san.ToRank = f1, r1
	default:
		return unexpected(j)
	}
	if j < len(b) {
		return unexpected(j)
	}
	return san, nil
}

func isFile(c byte) bool { return c >= 'a' && c <= 'h' }
func isRank(c byte) bool { return c >= '1' && c <= '8' }

// sanRole returns the role of an English SAN piece letter, or NoRole.
func sanRole(c byte) Role {
	switch c {
	case 'N':
		return Knight
	case 'B':
		return Bishop
	case 'R':
		return Rook
	case 'Q':
		return Queen
	case 'K':
		return King
	}
	return NoRole
}

// ParseSAN reads a move in strict English SAN (see the function ParseSAN)
// and returns the legal move it names in p. Text that is no SAN gives a
// *NotationError; a move that is illegal, ambiguous or incomplete (e8
// without the promotion piece) gives a *MoveError whose message starts
// with the move. Check signs and the capture x are not compared with what
// the move does (as in python-chess); disambiguation may be more than
// needed. Castling written as the king's move (Kg1) is refused: SAN
// writes O-O. Use Resolve to learn about such spellings instead.
func (p *Position) ParseSAN(s string) (Move, error) {
	san, err := ParseSAN(s)
	if err != nil {
		return Move{}, err
	}
	if san.Null {
		return p.legalMove(Move{Flag: NullMove})
	}
	m, spell, err := p.Resolve(san)
	if err != nil {
		e := *err.(*MoveError)
		if e.Kind == Illegal {
			e.set("illegal move %s: %s", s, e.Phrase)
		} else {
			e.set("%s: %s", s, e.Phrase)
		}
		return Move{}, &e
	}
	if spell&SpellKingMoveCastle != 0 {
		side := "O-O"
		if m.Flag == CastleQueen {
			side = "O-O-O"
		}
		e := &MoveError{Kind: Illegal, Candidates: []Move{m}}
		e.set("illegal move %s: castling is written %s", s, side)
		return Move{}, e
	}
	return m, nil
}
