package board

import (
	"strings"
)

// ErrorKind classifies why a SAN move could not be resolved.
type ErrorKind uint8

const (
	// Illegal: no legal move matches.
	Illegal ErrorKind = iota + 1
	// Ambiguous: more than one legal move matches.
	Ambiguous
	// Incomplete: the SAN lacks something it needs (promotion piece, target).
	Incomplete
)

// MoveError explains, as a person would, why a SAN does not name exactly
// one legal move. It is built only on the error path.
type MoveError struct {
	Kind ErrorKind
	Msg  string
	// Phrase is Msg in translatable form (see Phrase).
	Phrase Phrase
	// Candidates are the legal moves that matched (for Ambiguous) or
	// nearby legal moves worth suggesting (for Illegal).
	Candidates []Move
}

func (e *MoveError) Error() string { return e.Msg }

func moveErr(k ErrorKind, format string, a ...any) *MoveError {
	e := &MoveError{Kind: k}
	e.set(format, a...)
	return e
}

// Resolve finds the legal move that s names in p. It generates only moves
// of the written role that reach the written target, then filters them by
// the hints. Lenient spellings that still name one move are accepted and
// reported in the returned Spelling (together with s.Spelling), never
// rejected: callers decide whether they are errors.
func (p *Position) Resolve(s SAN) (Move, Spelling, error) {
	q := *p
	m, _, spell, err := q.PlaySAN(s)
	return m, spell, err
}

// PlaySAN resolves s like Resolve, plays the move on p and returns it with
// its canonical SAN (see Canonical). Replaying a game needs exactly this,
// and testing check on the position after the move (which the game
// reaches anyway) saves a copy and a second play per move. On error p is
// unchanged.
func (p *Position) PlaySAN(s SAN) (Move, SAN, Spelling, error) {
	var c SAN
	m, spell, err := p.playSAN(&s, &c, true)
	return m, c, spell, err
}

// PlaySANTo is PlaySAN writing the canonical SAN into *c, for a caller
// that keeps it (the replay's node): s, just parsed (san.ParseTo), is
// read by pointer, and the canonical SAN is built where it stays, so
// that neither is copied whole right after its bytes were stored one by
// one (see PlayWritten). s is not changed; on error *c is the zero SAN.
func (p *Position) PlaySANTo(s *SAN, c *SAN) (Move, Spelling, error) {
	return p.playSAN(s, c, true)
}

// PlaySANToNoHash is PlaySANTo for a caller that reads no Hash until its
// last move, as PlayWrittenNoHash: in standard chess the Zobrist key is
// left stale, and Rehash must be called before the position is compared,
// hashed or handed on (convert's streaming replay, which keeps only the
// canonical SANs). In other variants it is PlaySANTo.
func (p *Position) PlaySANToNoHash(s *SAN, c *SAN) (Move, Spelling, error) {
	return p.playSAN(s, c, false)
}

// PlayWritten is PlaySAN without the canonical SAN: for a caller that
// needs only to know that the move is legal and how it was written (how
// many of its spellings are not standard), such as check's streaming
// path, which writes nothing. On error p is unchanged. s is read, not
// changed: it is passed by pointer because its caller has just written it
// a byte at a time (san.ParseTo), and a copy of the whole SAN read so
// soon after would wait for those stores (a failed store-to-load
// forwarding, some 15 cycles a move); its fields read one by one do not.
func (p *Position) PlayWritten(s *SAN) (Move, Spelling, error) {
	return p.playWritten(s, true)
}

// PlayWrittenNoHash is PlayWritten for a caller that reads no Hash until
// its last move: in standard chess it leaves the Zobrist key stale (it
// is about a fiftieth of the work a move takes), and Rehash must be
// called before the position is compared, hashed or handed on. In other
// variants it is PlayWritten.
func (p *Position) PlayWrittenNoHash(s *SAN) (Move, Spelling, error) {
	return p.playWritten(s, false)
}

// Rehash makes the Zobrist key true again after PlayWrittenNoHash.
func (p *Position) Rehash() {
	if p.rules == &chessRules {
		p.rehash()
	}
}

func (p *Position) playWritten(s *SAN, hash bool) (Move, Spelling, error) {
	if p.rules != &chessRules || s.Null || s.Drop || s.Castle != NoCastle {
		return p.playOther(s)
	}
	// playSAN for a piece's or a pawn's move in chess, where no rule
	// ends the game but mate.
	var same candidates
	var m Move
	var more Spelling
	if r, f, k := s.Role, s.ToFile, s.ToRank; !s.FromBoard && r >= Pawn && r <= King && uint8(f) < 8 && uint8(k) < 8 &&
		s.FromFile < 0 && s.FromRank < 0 &&
		p.movesToOnBoard(&same, r, NewSquare(int(f), int(k))) && same.n == 1 && same.moves[0].Promotion == s.Promotion {
		// resolvePiece's commonest move, without its general tests:
		// one piece of the role can go to a square written whole, and
		// no hint is written (movesTo is movesToOnBoard in chess).
		m = same.moves[0]
		more = captureSpelling(*s, p.isCapture(m))
	} else if pm, ok := p.pawnCapture(s, &same); ok {
		m, more = pm, captureSpelling(*s, true)
	} else {
		var err error
		if m, more, err = p.resolvePiece(s, &same); err != nil {
			return Move{}, s.Spelling, err
		}
	}
	if m.Flag <= EnPassant {
		p.playChess(m, hash)
	} else {
		p.PlayUnchecked(m) // castling written as a king's move
	}
	mate := p.checkers != 0 && !p.canMove()
	return m, s.Spelling | more | checkSpelling(s.Check, p.checkers != 0, mate), nil
}

// playOther is playWritten's way for the moves its fast paths leave
// (castling, a null move, a drop, another variant's rules): playSAN with
// the key kept. A call of its own: calling playSAN from playWritten
// with its three arguments made every move of playWritten's own path
// a few instructions longer (the registers allocated otherwise).
//
//go:noinline
func (p *Position) playOther(s *SAN) (Move, Spelling, error) {
	return p.playSAN(s, nil, true)
}

// pawnCapture is playWritten's fast path for the second commonest move
// in chess: a pawn's capture written with its file and the whole target
// ("exd5"), which one pawn of that file makes. It reports the move when
// resolvePiece would find it with no spelling but captureSpelling's (the
// file is needed for a pawn's capture, no rank is written, no promotion
// is missing or left over), leaving in same the pawns' moves to the
// target; when it reports false, same holds anything.
func (p *Position) pawnCapture(s *SAN, same *candidates) (Move, bool) {
	f, k, ff := s.ToFile, s.ToRank, s.FromFile
	if p.rules != &chessRules || s.FromBoard || s.Role != Pawn || uint8(f) >= 8 || uint8(k) >= 8 || uint8(ff) >= 8 ||
		s.FromRank >= 0 || s.Spelling&SpellLongAlgebraic != 0 {
		return Move{}, false
	}
	p.movesToOnBoard(same, Pawn, NewSquare(int(f), int(k)))
	var m Move
	n := 0
	for _, c := range same.moves[:same.n] {
		if int(c.From&7) == int(ff) {
			m = c
			n++
		}
	}
	return m, n == 1 && m.Promotion == s.Promotion && p.isCapture(m)
}

// playSAN is PlaySAN, writing the canonical SAN into *c when c is not
// nil; with hash false, a move of standard chess leaves the Zobrist key
// stale (playChess).
func (p *Position) playSAN(s *SAN, c *SAN, hash bool) (Move, Spelling, error) {
	spell := s.Spelling
	if s.Null {
		p.PlayUnchecked(Move{Flag: NullMove})
		if c != nil {
			*c = nullSAN
		}
		return Move{Flag: NullMove}, spell, nil
	}
	var m Move
	var same candidates
	var err error
	written := false // the canonical SAN is in *c
	if s.Drop {
		m, err = p.resolveDrop(*s)
	} else if s.Castle != NoCastle {
		m, err = p.resolveCastle(s.Castle)
	} else if r, f, k := s.Role, s.ToFile, s.ToRank; p.rules == &chessRules && !s.FromBoard && r >= Pawn && r <= King &&
		uint8(f) < 8 && uint8(k) < 8 && s.FromFile < 0 && s.FromRank < 0 &&
		p.movesToOnBoard(&same, r, NewSquare(int(f), int(k))) && same.n == 1 && same.moves[0].Promotion == s.Promotion {
		// playWritten's fast path for the commonest move, and its
		// canonical SAN as canonicalTo writes it: the role's only move
		// there needs no hint (a pawn's capture its file), and is no
		// castling (movesToOnBoard leaves that to the generator).
		m = same.moves[0]
		capture := p.isCapture(m)
		spell |= captureSpelling(*s, capture)
		if c != nil {
			*c = SAN{Role: r, FromFile: -1, FromRank: -1, ToFile: f, ToRank: k, Capture: capture, Promotion: m.Promotion}
			if r == Pawn && capture {
				c.FromFile = int8(m.From.File())
			}
			written = true
		}
	} else if pm, ok := p.pawnCapture(s, &same); ok {
		m = pm
		spell |= captureSpelling(*s, true)
		if c != nil {
			*c = SAN{Role: Pawn, FromFile: int8(m.From.File()), FromRank: -1, ToFile: s.ToFile, ToRank: s.ToRank, Capture: true, Promotion: m.Promotion}
			written = true
		}
	} else {
		var more Spelling
		m, more, err = p.resolvePiece(s, &same)
		spell |= more
	}
	if err != nil {
		if c != nil {
			*c = SAN{}
		}
		return Move{}, s.Spelling, err
	}
	if c != nil && !written {
		p.canonicalTo(m, same.Moves(), c)
	}
	if p.rules == &chessRules && m.Flag <= EnPassant {
		p.playChess(m, hash) // PlayUnchecked, inline: this runs for every move
	} else {
		p.playRules(m)
	}
	check, mate := false, false // checkAfter, inline: this runs for every move of SAN
	if p.InCheck() {
		check, mate = true, !p.canMove() || p.checkEnds()
	} else if p.rules.earlyEnd {
		mate = p.endsWithoutCheck()
	}
	spell |= checkSpelling(s.Check, check, mate)
	if c != nil {
		c.Check = checkMark(check, mate)
	}
	return m, spell, nil
}

func (p *Position) resolveCastle(side CastleSide) (Move, error) {
	if !p.rules.earlyEnd || !p.variantOver() {
		if m, ok := p.castleMove(side); ok {
			return m, nil
		}
	}
	if p.rules.chess960 {
		return Move{}, p.explainCastle960(side)
	}
	us := p.turn
	r := us.backRank()
	bit, rookSq := kingSideBit[us], NewSquare(7, r)
	path := []Square{NewSquare(5, r), NewSquare(6, r)}
	name := phrase("kingside")
	if side == QueenSide {
		bit, rookSq = fersRight[us], NewSquare(0, r)
		path = []Square{NewSquare(3, r), NewSquare(2, r), NewSquare(1, r)}
		name = phrase("queenside")
	}
	// Say why, in the order a player would check.
	switch ksq := p.King(us); {
	case !p.rules.castling:
		return Move{}, moveErr(Illegal, "cannot castle: there is no castling in %s", Variant{r: p.rules})
	case ksq != NewSquare(4, r):
		return Move{}, moveErr(Illegal, "cannot castle: the king has moved (it is on %s)", ksq)
	case p.PieceAt(rookSq) != Piece{us, Rook}:
		return Move{}, moveErr(Illegal, "cannot castle %s: no rook on %s", name, rookSq)
	case p.castling&bit == 0:
		return Move{}, moveErr(Illegal, "cannot castle %s: the king or the rook has already moved", name)
	case p.InCheck():
		return Move{}, moveErr(Illegal, "cannot castle: the king is in check")
	}
	for _, s := range path {
		if p.Occupied().Has(s) {
			return Move{}, moveErr(Illegal, "cannot castle %s: %s is occupied", name, s)
		}
	}
	for _, s := range path[:2] {
		if p.attackersTo(s, us.Other(), p.Occupied()) != 0 {
			return Move{}, moveErr(Illegal, "cannot castle %s: %s is attacked", name, s)
		}
	}
	return Move{}, moveErr(Illegal, "cannot castle %s", name)
}

// resolvePiece resolves a SAN that is not castling. It leaves in same the
// legal moves of the role to the move's target, for disambiguation. The
// moves to a written square come from movesTo; a target given by its file
// only (exd), and every SAN that does not name exactly one move, take
// the generator, whose list the error messages describe. s is read, not
// changed (by pointer: see PlayWritten).
func (p *Position) resolvePiece(s *SAN, same *candidates) (Move, Spelling, error) {
	var spell Spelling
	if s.FromBoard {
		t, sp, err := p.pieceOnFrom(*s)
		if err != nil {
			return Move{}, 0, err
		}
		s, spell = &t, sp
	}
	if s.Role == NoRole || s.Role > King {
		return Move{}, 0, moveErr(Incomplete, "no piece given")
	}
	if s.Role == King && p.rules.chess960 {
		if m, ok := p.kingMoveCastle960(*s); ok {
			return m, spell | SpellKingMoveCastle, nil
		}
	}
	if s.ToFile < 0 || s.ToFile > 7 || s.ToRank > 7 {
		return Move{}, 0, moveErr(Incomplete, "no target square")
	}
	if s.ToRank >= 0 && p.movesTo(same, s.Role, NewSquare(int(s.ToFile), int(s.ToRank))) {
		if m := same.moves[0]; same.n == 1 && s.FromFile < 0 && s.FromRank < 0 && m.Promotion == s.Promotion {
			// The commonest move: one piece of the role can go there,
			// and no hint is written that could be needless. movesTo
			// gives no castling, so of spelling's findings only the
			// capture sign's can apply.
			return m, spell | captureSpelling(*s, p.isCapture(m)), nil
		}
		if found, n, promoMissing, more := p.match(*s, same.Moves()); n == 1 {
			return found, p.spelling(*s, found, same.Moves(), spell|more), nil
		} else if n == 0 && !promoMissing {
			return Move{}, 0, p.explainIllegal(*s)
		}
	}
	return p.resolveGenerated(*s, spell, same)
}

// resolveGenerated is resolvePiece from the generator's list of the
// role's moves to the target: a target by file only, and the errors.
func (p *Position) resolveGenerated(s SAN, spell Spelling, same *candidates) (Move, Spelling, error) {
	var dest Bitboard
	if s.ToRank < 0 {
		if s.Role != Pawn || s.FromFile < 0 || s.FromFile == s.ToFile {
			return Move{}, 0, moveErr(Incomplete, "no target square")
		}
		dest = fileMask(int(s.ToFile))
		spell |= SpellPawnFileCapture
	} else {
		dest = bb(NewSquare(int(s.ToFile), int(s.ToRank)))
	}
	var ml MoveList
	p.generate(&ml, 1<<s.Role, dest)
	found, n, promoMissing, more := p.match(s, ml.Moves())
	spell |= more
	switch {
	case n == 1:
	case n > 1:
		return Move{}, 0, p.ambiguous(ml.Moves(), s)
	case promoMissing:
		return Move{}, 0, moveErr(Incomplete, "promotion piece missing: %s", p.promotionChoices(s))
	default:
		return Move{}, 0, p.explainIllegal(s)
	}
	same.n = 0
	for _, m := range ml.Moves() {
		if m.To == found.To && same.n < len(same.moves) {
			same.add(m)
		}
	}
	return found, p.spelling(s, found, same.Moves(), spell), nil
}

// match returns the legal move among moves that s names, with n the
// number of distinct matches (the move is found only when n is 1), and
// whether a promotion piece left out stopped a match.
func (p *Position) match(s SAN, moves []Move) (found Move, n int, promoMissing bool, spell Spelling) {
	for _, m := range moves {
		if s.FromFile >= 0 && m.From.File() != int(s.FromFile) ||
			s.FromRank >= 0 && m.From.Rank() != int(s.FromRank) {
			continue
		}
		if s.ToRank < 0 && m.From.File() == m.To.File() {
			continue // "ed" names a capture, not a push
		}
		if m.Promotion != s.Promotion {
			if m.Promotion != NoRole && s.Promotion == NoRole {
				if len(p.rules.promotions) == 1 {
					spell |= SpellPromotionMissingMark
				} else {
					promoMissing = true
					continue
				}
			} else {
				continue
			}
		}
		if n == 0 || m != found {
			n++
		}
		found = m
	}
	return found, n, promoMissing, spell
}

// spelling adds to spell the semantic spellings of s for found, given
// the legal moves of its role to its target: the capture sign, castling
// written as a king move, and hints beyond the needed ones.
func (p *Position) spelling(s SAN, found Move, same []Move, spell Spelling) Spelling {
	capture := p.isCapture(found)
	spell |= captureSpelling(s, capture)
	if found.IsCastle() {
		spell |= SpellKingMoveCastle
	} else if s.Spelling&SpellLongAlgebraic == 0 {
		needFile, needRank := disambiguation(found, same)
		if s.Role == Pawn {
			needFile = capture
		}
		if s.FromFile >= 0 && !needFile || s.FromRank >= 0 && !needRank {
			if s.FromFile >= 0 && s.FromRank >= 0 && (s.Capture || s.Role == Pawn) {
				// "Dd8:d5", "e4xd5", "e2e4": the whole from-square with a
				// capture sign, or for a pawn, is long algebraic.
				spell |= SpellLongAlgebraic
			} else {
				spell |= SpellOverDisambig
			}
		}
	}
	return spell
}

// captureSpelling is spelling's finding about the capture sign of s, for
// a move that captures or not.
func captureSpelling(s SAN, capture bool) Spelling {
	switch {
	case s.Capture && !capture:
		return SpellSpuriousCapture
	case !s.Capture && capture && s.ToRank >= 0:
		return SpellMissingCapture
	}
	return 0
}

// pieceOnFrom fills in the role of a move written in coordinate notation
// (s.FromBoard) from the piece on its from-square. The whole from-square
// is then part of the notation, not a hint: the move is long algebraic,
// and without its letter when a piece other than a pawn moves.
func (p *Position) pieceOnFrom(s SAN) (SAN, Spelling, error) {
	if s.FromFile < 0 || s.FromFile > 7 || s.FromRank < 0 || s.FromRank > 7 {
		return s, 0, nil
	}
	from := NewSquare(int(s.FromFile), int(s.FromRank))
	pc := p.PieceAt(from)
	switch {
	case pc.Role == NoRole:
		return s, 0, moveErr(Illegal, "no piece on %s", from)
	case pc.Color != p.turn:
		return s, 0, moveErr(Illegal, "the %s on %s is %s's, and %s is to move", pc.Role, from, pc.Color, p.turn)
	case pc.Role != Pawn && s.Promotion != NoRole:
		return s, 0, moveErr(Illegal, "the %s on %s cannot promote", pc.Role, from)
	}
	s.Role = pc.Role
	s.Spelling |= SpellLongAlgebraic
	if pc.Role == Pawn {
		return s, SpellLongAlgebraic, nil
	}
	return s, SpellNoPieceLetter, nil // which says long algebraic too
}

func (p *Position) isCapture(m Move) bool {
	return m.Flag == EnPassant || (!m.IsCastle() && p.byColor[p.turn.Other()].Has(m.To))
}

// checkSpelling compares the written check mark with what the move does.
func checkSpelling(mark CheckMark, check, mate bool) Spelling {
	actual := NoMark
	switch {
	case mate:
		actual = MateSign
	case check:
		actual = CheckSign
	}
	switch {
	case actual == mark:
		return 0
	case mark == NoMark:
		return SpellMissingCheck
	}
	return SpellWrongCheck
}

// GivesCheck reports whether m checks, and whether it mates.
func (p *Position) GivesCheck(m Move) (check, mate bool) {
	q := *p
	q.PlayUnchecked(m)
	return q.checkAfter()
}

func (p *Position) ambiguous(all []Move, s SAN) error {
	e := moveErr(Ambiguous, "")
	var names []string
	for _, m := range all {
		if s.FromFile >= 0 && m.From.File() != int(s.FromFile) ||
			s.FromRank >= 0 && m.From.Rank() != int(s.FromRank) {
			continue
		}
		if m.Promotion != s.Promotion || s.ToRank < 0 && m.From.File() == m.To.File() {
			continue
		}
		e.Candidates = append(e.Candidates, m)
		names = append(names, p.Format(m))
	}
	e.set("ambiguous: %s", orList(names))
	return e
}

func (p *Position) promotionChoices(s SAN) Phrase {
	var names []string
	var ml MoveList
	p.generate(&ml, 1<<Pawn, bb(NewSquare(int(s.ToFile), max(int(s.ToRank), 0))))
	for _, m := range ml.Moves() {
		if m.Promotion != NoRole && (s.FromFile < 0 || m.From.File() == int(s.FromFile)) {
			names = append(names, p.Format(m))
		}
	}
	return orList(names)
}

func orList(names []string) Phrase {
	switch len(names) {
	case 0:
		return Phrase{}
	case 1:
		return phrase("%s", names[0])
	}
	return phrase("%s or %s", strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}

// explainIllegal builds the message for a SAN no legal move matches, and
// collects nearby legal moves as suggestions.
func (p *Position) explainIllegal(s SAN) error { return p.explainIllegalFrom(s, false) }

// explainIllegalFrom is explainIllegal; fromMove says that s comes from a
// Move (both from hints set), whose piece can be named precisely.
func (p *Position) explainIllegalFrom(s SAN, fromMove bool) error {
	if p.rules.anti {
		if e := p.explainAnti(s); e != nil {
			return e
		}
	}
	us := p.turn
	var target any = phrase("the %s", fileName(int(s.ToFile)))
	var to Square = NoSquare
	if s.ToRank >= 0 {
		to = NewSquare(int(s.ToFile), int(s.ToRank))
		target = to
	}
	e := moveErr(Illegal, "")
	if s.Promotion != NoRole {
		if !p.rules.canPromoteTo(s.Promotion) {
			e.set("cannot promote to a %s in %s", s.Promotion, Variant{r: p.rules})
			return e
		}
		if s.Role == Pawn && to != NoSquare && to.Rank() != 7-us.backRank() {
			e.set("a pawn on %s does not promote", target)
			return e
		}
	}
	pcs := p.Pieces(us, s.Role)
	name := s.Role
	if pcs == 0 {
		e.set("%s has no %s", us, name)
		e.Candidates = p.suggest(s, to)
		return e
	}
	if to != NoSquare && p.byColor[us].Has(to) {
		e.set("%s is occupied by a %s %s", to, us, p.PieceAt(to).Role)
		e.Candidates = p.suggest(s, to)
		return e
	}
	// Pieces that could go there if the king's safety did not matter.
	occ := p.Occupied()
	var pseudo Bitboard
	if to != NoSquare {
		for b := pcs; b != 0; {
			from := b.PopFirst()
			var reach Bitboard
			if s.Role == Pawn {
				reach = pawnAtt[us][from] & p.byColor[us.Other()]
				one := Square(int(from) + 8 - 16*int(us))
				if !occ.Has(one) {
					reach |= bb(one)
					two := Square(int(one) + 8 - 16*int(us))
					if p.rules.doubleStep && from.Rank() == 1+5*int(us) && !occ.Has(two) {
						reach |= bb(two)
					}
				}
				if to == p.epSquare && p.rules.enPassant {
					reach |= pawnAtt[us][from] & bb(to)
				}
			} else {
				reach = p.attacksFrom(s.Role, us, from, occ)
				if s.Role == King && p.rules.kingLeap && p.castling&kingSideBit[us] != 0 {
					reach |= knightAtt[from]
				}
			}
			if reach.Has(to) {
				pseudo |= bb(from)
			}
		}
	}
	hinted := pseudo
	for b := pseudo; b != 0; {
		from := b.PopFirst()
		if s.FromFile >= 0 && from.File() != int(s.FromFile) || s.FromRank >= 0 && from.Rank() != int(s.FromRank) {
			hinted &^= bb(from)
		}
	}
	switch {
	case hinted != 0 && s.Role == King:
		e.set("the king cannot go to %s: it would be in check", target)
	case hinted != 0 && p.InCheck():
		e.set("%s does not get the king out of check", p.describe(s))
	case hinted != 0:
		e.set("the %s on %s is pinned", name, hinted.First())
	case fromMove && s.Role == Pawn && to != NoSquare && int(s.FromFile) != to.File() && !p.byColor[us.Other()].Has(to):
		e.set("no pawn can capture on %s: it is empty", target)
	case fromMove:
		e.set("the %s on %s cannot reach %s", name, NewSquare(int(s.FromFile), int(s.FromRank)), target)
	case pseudo != 0:
		e.set("no %s %s can reach %s (the %s on %s can)", name, hintText(s), target, name, pseudo.First())
	case s.Role == Pawn && to != NoSquare && s.FromFile >= 0 && int(s.FromFile) != to.File() && !p.byColor[us.Other()].Has(to):
		e.set("no pawn can capture on %s: it is empty", target)
	default:
		e.set("no %s can reach %s", name, target)
	}
	e.Candidates = p.suggest(s, to)
	return e
}

func (p *Position) describe(s SAN) Phrase {
	if s.ToRank < 0 {
		return phrase("the pawn capture")
	}
	return phrase("a %s move to %s", s.Role, NewSquare(int(s.ToFile), int(s.ToRank)))
}

func hintText(s SAN) Phrase {
	switch {
	case s.FromFile >= 0 && s.FromRank >= 0:
		return phrase("on %s", NewSquare(int(s.FromFile), int(s.FromRank)))
	case s.FromFile >= 0:
		return phrase("on the %s", fileName(int(s.FromFile)))
	case s.FromRank >= 0:
		return phrase("on rank %d", s.FromRank+1)
	}
	return Phrase{}
}

func fileName(f int) Phrase { return phrase("%c-file", rune('a'+f)) }

// suggest lists legal moves close to what was written: other pieces
// reaching the same target, then the same piece type going one square off.
func (p *Position) suggest(s SAN, to Square) []Move {
	var out []Move
	var ml MoveList
	if to != NoSquare {
		p.generate(&ml, allRoles, bb(to))
		out = append(out, ml.Moves()...)
		ml.Reset()
		p.generate(&ml, 1<<s.Role, kingAtt[to])
		out = append(out, ml.Moves()...)
	} else {
		p.generate(&ml, 1<<s.Role, fileMask(int(s.ToFile)))
		out = append(out, ml.Moves()...)
	}
	if len(out) > 8 {
		out = out[:8]
	}
	return out
}

// disambiguation says whether SAN for m needs the from-file and/or
// from-rank (file first, then rank, then both), given the legal moves of
// the same role; moves to other squares are ignored.
func disambiguation(m Move, same []Move) (file, rank bool) {
	if len(same) == 0 || len(same) == 1 && same[0].From == m.From {
		// m alone: most moves of a game, whose one candidate needs no
		// loop (the same answer as the loop's, cheaper).
		return false, false
	}
	var others Bitboard
	for _, o := range same {
		if o.To == m.To && o.From != m.From {
			others |= bb(o.From)
		}
	}
	if others == 0 {
		return false, false
	}
	if others&fileMask(m.From.File()) == 0 {
		return true, false
	}
	if others&rankMask(m.From.Rank()) == 0 {
		return false, true
	}
	return true, true
}

// Format returns the canonical SAN of the legal move m.
func (p *Position) Format(m Move) string { return string(p.AppendSAN(nil, m)) }

// AppendSAN appends the canonical SAN of the legal move m to dst, with
// English letters: minimal disambiguation (file, else rank, else both),
// "=Q" for promotions and "+"/"#".
func (p *Position) AppendSAN(dst []byte, m Move) []byte {
	return p.Canonical(m).Append(dst, nil)
}

// Canonical returns the canonical SAN of the legal move m: the hints it
// needs and no more (file, else rank, else both), the capture, the
// promotion and the check mark. Its Append writes it in any letters.
func (p *Position) Canonical(m Move) SAN {
	if m.Flag == NullMove {
		return nullSAN
	}
	s := p.canonicalOf(m)
	s.Check = checkMark(p.GivesCheck(m))
	return s
}

// PlayCanonical plays the legal move m, as PlayUnchecked does, and
// returns its canonical SAN, as Canonical on the position before it
// would. The check mark is read off the position after the move, which
// Canonical has to play on a copy: a reader that has resolved a move
// (descriptive notation) plays it once instead of twice.
func (p *Position) PlayCanonical(m Move) SAN {
	if m.Flag == NullMove {
		p.PlayUnchecked(m)
		return nullSAN
	}
	s := p.canonicalOf(m)
	p.PlayUnchecked(m)
	s.Check = checkMark(p.checkAfter())
	return s
}

// PlayCanonicalAmong is PlayCanonical for a move whose rivals are known:
// same holds the legal moves of the role of m's piece to m's target
// square, m among them, as LegalMovesTo gives them. PlayCanonical would
// find them again for the SAN's disambiguation (Nbd2).
func (p *Position) PlayCanonicalAmong(m Move, same []Move) SAN {
	s := p.canonical(m, same)
	p.PlayUnchecked(m)
	s.Check = checkMark(p.checkAfter())
	return s
}

// checkAfter reports whether the side to move is in check, and whether
// it is mated (or the variant's game is over): the check mark of the
// move just played.
func (p *Position) checkAfter() (check, mate bool) {
	if p.InCheck() {
		return true, !p.canMove() || p.checkEnds()
	}
	return false, p.rules.earlyEnd && p.endsWithoutCheck()
}

// canonicalOf is Canonical without the check mark (m is no null move).
func (p *Position) canonicalOf(m Move) SAN {
	var same candidates
	if m.Flag == Drop {
		return p.canonical(m, nil)
	}
	if role := p.squares[m.From].Role; role != Pawn && (role != King || p.rules.ownGen) && !m.IsCastle() {
		if !p.movesTo(&same, role, m.To) { // declines the king's and ownGen's
			var ml MoveList
			p.generate(&ml, 1<<role, bb(m.To))
			for _, g := range ml.Moves() {
				if same.n < len(same.moves) {
					same.add(g)
				}
			}
		}
	}
	return p.canonical(m, same.Moves())
}

var nullSAN = SAN{Role: NoRole, FromFile: -1, FromRank: -1, ToFile: -1, ToRank: -1, Null: true}

func checkMark(check, mate bool) CheckMark {
	switch {
	case mate:
		return MateSign
	case check:
		return CheckSign
	}
	return NoMark
}

// canonical is the SAN of m without its check mark, given the legal
// moves of m's role to m's target (for disambiguation).
func (p *Position) canonical(m Move, same []Move) SAN {
	var s SAN
	p.canonicalTo(m, same, &s)
	return s
}

// canonicalTo is canonical writing into *s, field by field (see
// PlaySANTo).
func (p *Position) canonicalTo(m Move, same []Move, s *SAN) {
	*s = SAN{}
	s.FromFile, s.FromRank, s.ToFile, s.ToRank = -1, -1, int8(m.To.File()), int8(m.To.Rank())
	switch m.Flag {
	case CastleKing:
		s.Castle, s.ToFile, s.ToRank = KingSide, -1, -1
		return
	case CastleQueen:
		s.Castle, s.ToFile, s.ToRank = QueenSide, -1, -1
		return
	case Drop:
		s.Role, s.Drop = m.Promotion, true
		return
	}
	pc := p.squares[m.From]
	s.Role, s.Capture, s.Promotion = pc.Role, p.isCapture(m), m.Promotion
	if pc.Role == Pawn {
		if s.Capture {
			s.FromFile = int8(m.From.File())
		}
		return
	}
	file, rank := disambiguation(m, same)
	if file {
		s.FromFile = int8(m.From.File())
	}
	if rank {
		s.FromRank = int8(m.From.Rank())
	}
}

// sanLetters are the English piece letters of SAN, by Role.
var sanLetters = [7]string{"", "", "N", "B", "R", "Q", "K"}

// Append appends s as text to dst: castling as O-O and O-O-O, a null move
// as --, a drop as N@f3 (a pawn's as P@e4 in English, as @e4 in other
// letters, which have no pawn letter), otherwise the piece letter (none for a pawn), the hints given, x
// for a capture, the target, =letter for a promotion and the check mark.
// letters gives the text of each piece by Role (nil: English K Q R B N);
// a writer passes a language's letters, or a colour's figurines.
func (s SAN) Append(dst []byte, letters *[7]string) []byte {
	if letters == nil {
		letters = &sanLetters
	}
	switch {
	case s.Null:
		return append(dst, "--"...)
	case s.Castle == KingSide:
		dst = append(dst, "O-O"...)
	case s.Castle == QueenSide:
		dst = append(dst, "O-O-O"...)
	case s.Drop:
		switch {
		case s.Role != Pawn:
			dst = appendLetter(dst, letters[s.Role])
		case letters == &sanLetters:
			dst = append(dst, 'P') // as lichess and python-chess write it
		}
		dst = append(dst, '@')
		if s.ToFile >= 0 && s.ToRank >= 0 {
			dst = append(dst, byte('a'+s.ToFile), byte('1'+s.ToRank))
		}
	default:
		if s.Role != Pawn {
			dst = appendLetter(dst, letters[s.Role])
		}
		if s.FromFile >= 0 {
			dst = append(dst, byte('a'+s.FromFile))
		}
		if s.FromRank >= 0 {
			dst = append(dst, byte('1'+s.FromRank))
		}
		if s.Capture {
			dst = append(dst, 'x')
		}
		if s.ToFile >= 0 {
			dst = append(dst, byte('a'+s.ToFile))
		}
		if s.ToRank >= 0 {
			dst = append(dst, byte('1'+s.ToRank))
		}
		if s.Promotion != NoRole {
			dst = append(dst, '=')
			dst = appendLetter(dst, letters[s.Promotion])
		}
	}
	switch s.Check {
	case MateSign:
		dst = append(dst, '#')
	case CheckSign:
		dst = append(dst, '+')
	}
	return dst
}

// appendLetter appends a piece letter: one byte, nearly always, which
// needs no copy loop.
func appendLetter(dst []byte, l string) []byte {
	if len(l) == 1 {
		return append(dst, l[0])
	}
	return append(dst, l...)
}

// String is s in English letters.
func (s SAN) String() string { return string(s.Append(nil, nil)) }
