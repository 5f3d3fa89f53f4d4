package descriptive

import (
	"github.com/notaz-chess/notaz/board"
)

// Side is the king's or the queen's side of the board, as a qualifier
// (KN, QR, KB, Spanish CR, TD) names it.
type Side int8

const (
	AnySide Side = iota
	KingSide
	QueenSide
)

// Square is a descriptive square, perhaps named incompletely: a set of
// files (B3 is on the c- or the f-file) and a rank counted from the
// mover's side, 0 when not written.
type Square struct {
	Files uint8 // bit f set for file f (a = 0); 0 means any file
	Rank  int8  // 1..8 from the mover's side; 0 means any rank
}

func (s Square) set() bool { return s.Files != 0 || s.Rank != 0 }

// Piece names a piece: its role, and what tells it from its fellows.
type Piece struct {
	Role board.Role // board.NoRole: not named
	// Files limits a pawn to the files named (QBP: the c-file; BP: c or
	// f). 0: any file.
	Files uint8
	// Side limits a knight or rook to that half of the board (KN: on the
	// e- to h-files), a bishop to the colour of that side's bishop (KB:
	// White's light-squared bishop).
	Side Side
	// At is the square a piece is named by ("R(Q1)-Q2"), if written.
	At Square
}

// Form is one written move, read but not yet resolved: all it says.
type Form struct {
	Castle  uint8 // castleKing, castleQueen, castleAny, 0 for none
	Piece   Piece // the piece that moves
	Capture bool
	Victim  Piece  // the piece taken, when named (PxKP, BxN)
	To      Square // the target, when written (N-KB3, BxP(Q5))
	Promo   board.Role
	Check   uint8 // markCheck, markMate, 0
	EP      bool
}

const (
	castleKing = 1 + iota
	castleQueen
	castleAny
)

const (
	markCheck = 1 + iota
	markMate
)

const (
	kingHalf  uint8 = 0xF0 // files e..h
	queenHalf uint8 = 0x0F // files a..d
)

// filesOf returns the files a piece's name gives a file on the board:
// the king's and queen's (K, Q), or a rook's, knight's or bishop's on one
// side or both.
func filesOf(side Side, role board.Role) uint8 {
	var m uint8
	switch role {
	case board.King:
		return 1 << 4
	case board.Queen:
		return 1 << 3
	case board.Rook:
		m = 1<<0 | 1<<7
	case board.Knight:
		m = 1<<1 | 1<<6
	case board.Bishop:
		m = 1<<2 | 1<<5
	default:
		return 0
	}
	switch side {
	case KingSide:
		m &= kingHalf
	case QueenSide:
		m &= queenHalf
	}
	return m
}

// bits returns the squares s names for the side c. It runs for every
// move read (the target of N-KB3, PxP's victims), so it is built from
// masks: the files byte repeated on every rank, cut to the rank named.
func (s Square) bits(c board.Color) board.Bitboard {
	files := s.Files
	if files == 0 {
		files = 0xFF
	}
	b := board.Bitboard(files) * 0x0101010101010101 // the files on every rank
	if s.Rank != 0 {
		r := int(s.Rank) - 1 // the rank on the board, from White's side
		if c == board.Black {
			r = 8 - int(s.Rank)
		}
		if r < 0 || r > 7 {
			return 0
		}
		b &= 0xFF << uint(8*r)
	}
	return b
}

func (s Square) has(sq board.Square, c board.Color) bool {
	if s.Files != 0 && s.Files&(1<<sq.File()) == 0 {
		return false
	}
	if s.Rank == 0 {
		return true
	}
	return relRank(sq, c) == s.Rank
}

func relRank(sq board.Square, c board.Color) int8 {
	if c == board.White {
		return int8(sq.Rank() + 1)
	}
	return int8(8 - sq.Rank())
}

// light reports whether sq is a light square (h1 is light).
func light(sq board.Square) bool { return (sq.File()+sq.Rank())%2 == 1 }

// bishopLight reports whether the bishop of side s of colour c stands on
// light squares: White's king's bishop (f1) does, Black's (f8) does not.
func bishopLight(s Side, c board.Color) bool {
	return (s == KingSide) == (c == board.White)
}

// is reports whether the piece of colour c on sq (with role r) is one p
// names.
func (p *Piece) is(r board.Role, sq board.Square, c board.Color) bool {
	if p.Role != board.NoRole && p.Role != r {
		return false
	}
	if p.Files != 0 && p.Files&(1<<sq.File()) == 0 {
		return false
	}
	if p.Side != AnySide {
		switch r {
		case board.Bishop:
			if light(sq) != bishopLight(p.Side, c) {
				return false
			}
		case board.Knight, board.Rook:
			half := kingHalf
			if p.Side == QueenSide {
				half = queenHalf
			}
			if half&(1<<sq.File()) == 0 {
				return false
			}
		}
	}
	if p.At.set() && !p.At.has(sq, c) {
		return false
	}
	return true
}

// matches reports whether m, legal on pos, is a move f may denote. The
// check mark is not looked at (see Candidates).
func (f *Form) matches(pos *board.Position, m board.Move) bool {
	us := pos.Turn()
	if f.Castle != 0 {
		switch m.Flag {
		case board.CastleKing:
			return f.Castle != castleQueen
		case board.CastleQueen:
			return f.Castle != castleKing
		}
		return false
	}
	if m.IsCastle() {
		return false
	}
	pc := pos.PieceAt(m.From)
	if !f.Piece.is(pc.Role, m.From, us) {
		return false
	}
	victim := pos.PieceAt(m.To)
	vsq := m.To
	if m.Flag == board.EnPassant {
		vsq = board.NewSquare(m.To.File(), m.From.Rank())
		victim = pos.PieceAt(vsq)
	}
	capture := victim.Role != board.NoRole
	if capture != f.Capture {
		return false
	}
	if f.EP && m.Flag != board.EnPassant {
		return false
	}
	if capture && !f.Victim.is(victim.Role, vsq, us.Other()) {
		return false
	}
	if f.To.set() && !f.To.has(m.To, us) {
		return false
	}
	if m.Promotion != board.NoRole && f.Promo != board.NoRole && m.Promotion != f.Promo {
		return false
	}
	if m.Promotion == board.NoRole && f.Promo != board.NoRole {
		return false
	}
	return true
}

// roles is the bit set of roles (1<<Role) a move f may denote moves.
func (f *Form) roles() uint8 {
	if f.Castle != 0 {
		return 1 << board.King
	}
	if f.Piece.Role == board.NoRole {
		return 1<<board.Pawn | 1<<board.Knight | 1<<board.Bishop | 1<<board.Rook | 1<<board.Queen | 1<<board.King
	}
	return 1 << f.Piece.Role
}

// dest is the set of squares a move f may denote lands on.
func (f *Form) dest(pos *board.Position) board.Bitboard {
	if f.Castle != 0 {
		return ^board.Bitboard(0)
	}
	d := ^board.Bitboard(0)
	if f.To.set() {
		d = f.To.bits(pos.Turn())
	}
	if f.Capture {
		them := pos.ByColor(pos.Turn().Other())
		if v := f.Victim.Role; v != board.NoRole {
			// The piece taken is named (PxP, BxN): only its squares, which
			// matches would keep alone anyway, and on its files (PxQP).
			them = pos.Pieces(pos.Turn().Other(), v)
			if f.Victim.Files != 0 {
				them &= board.Bitboard(f.Victim.Files) * 0x0101010101010101
			}
		}
		if ep := pos.EnPassant(); ep != board.NoSquare && f.Piece.Role <= board.Pawn && f.Victim.Role <= board.Pawn &&
			(f.Victim.Files == 0 || f.Victim.Files&(1<<ep.File()) != 0) {
			them |= 1 << uint(ep)
		}
		d &= them
	} else {
		d &^= pos.Occupied()
	}
	return d
}

// candBufs are what candidates needs besides its result: the
// generator's move list, fewTo's moves to each square, and, after
// candidates found its one move by fewTo, same: the legal moves of that
// move's role to its square (board.LegalMovesTo's answer), which the
// move's SAN is disambiguated among (board.PlayCanonicalAmong), nil
// otherwise.
type candBufs struct {
	ml   board.MoveList
	to   [2]board.MovesTo
	same []board.Move
}

// fewTo is candidates for a move of a named piece to one or two squares
// (P-K4, N-B3, BxN with one knight to take), the commonest moves: it
// finds the pieces that reach each square (board.LegalMovesTo) instead
// of generating the role's moves. It reports false, with dst as given,
// when the generator must decide: more squares, a variant's moves, or
// more than one candidate (whose order, which the beam and the messages
// follow, is the generator's). When it finds one move it sets b.same.
func (f *Form) fewTo(dst []board.Move, pos *board.Position, dest board.Bitboard, b *candBufs) ([]board.Move, bool) {
	if f.Castle != 0 || f.Piece.Role == board.NoRole || dest == 0 || dest.Count() > 2 {
		return dst, false
	}
	found := board.Move{}
	var same []board.Move
	n := 0
	// A form that names the piece by its role alone, and its victim by
	// role and file at most, denotes every move to these squares found
	// (dest holds only the squares it may take on, or only empty ones),
	// but for a promotion or en passant, which matches decides.
	plain := f.Piece.Files == 0 && f.Piece.Side == AnySide && !f.Piece.At.set() && !f.EP && f.Promo == board.NoRole &&
		f.Victim.Side == AnySide && !f.Victim.At.set()
	for k, d := 0, dest; d != 0; k++ {
		if !pos.LegalMovesToIn(&b.to[k], f.Piece.Role, d.PopFirst()) {
			return dst, false
		}
		ms := b.to[k].Moves()
		for _, m := range ms {
			if plain && m.Promotion == board.NoRole && m.Flag != board.EnPassant || f.matches(pos, m) {
				if n++; n > 1 {
					return dst, false
				}
				found, same = m, ms
			}
		}
	}
	if n == 1 {
		dst = append(dst, found)
		b.same = same
	}
	return dst, true
}

// Candidates appends to dst every legal move on pos that f may denote.
// A check or mate mark narrows them to the moves that check (or mate)
// when some do; when none does, the mark was wrong and is not used.
func (f *Form) Candidates(dst []board.Move, pos *board.Position) []board.Move {
	var b candBufs
	return f.candidates(dst, pos, &b)
}

// candidates is Candidates with the caller's buffers; b.same is set when
// the one move appended was found by fewTo.
func (f *Form) candidates(dst []board.Move, pos *board.Position, b *candBufs) []board.Move {
	b.same = nil
	dest := f.dest(pos)
	n0 := len(dst)
	if out, ok := f.fewTo(dst, pos, dest, b); ok {
		if len(out) == n0 && f.sideByOrigin() {
			return f.byOrigin(out, pos, b)
		}
		return out
	}
	ml := &b.ml
	pos.LegalMovesFor(ml, f.roles(), dest)
	for _, m := range ml.Moves() {
		if f.matches(pos, m) {
			dst = append(dst, m)
		}
	}
	if len(dst) == n0 && f.sideByOrigin() {
		return f.byOrigin(dst, pos, b)
	}
	if f.Check == 0 || len(dst)-n0 < 2 {
		return dst
	}
	k := n0
	for _, m := range dst[n0:] {
		check, mate := pos.GivesCheck(m)
		if check && (f.Check != markMate || mate) {
			dst[k] = m
			k++
		}
	}
	if k == n0 {
		return dst
	}
	return dst[:k]
}

// sideByOrigin reports whether f names its knight or rook by a side
// ("K. Kt.", "QR"), which older books mean as the side it started on.
func (f *Form) sideByOrigin() bool {
	return f.Piece.Side != AnySide && (f.Piece.Role == board.Knight || f.Piece.Role == board.Rook)
}

// byOrigin appends the moves f denotes with its piece's side read as the
// side it started on ("17. K. Kt. to K. B's 5th." with the king's knight
// on Q4, Staunton's Blue Book): wherever it stands now. Used only when
// no piece on the named half can make the move; the moves after decide
// between the readings, as for any other.
func (f *Form) byOrigin(dst []board.Move, pos *board.Position, b *candBufs) []board.Move {
	g := *f
	g.Piece.Side = AnySide
	return g.candidates(dst, pos, b)
}
