package board

// Chess960 (Fischer Random) differs from chess only in castling: the king
// and the two rooks start anywhere on the back rank (the king between the
// rooks), and castling puts them where they stand after castling in
// chess: king on g/c, rook on f/d. Everything here runs only in a chess960
// position, behind the castling code's own tests, so the standard game's
// move generation does not pay for it.
//
// A chess960 castling Move is the king taking its own rook (From the
// king's square, To the rook's: e1h1, b1a1), as UCI_Chess960 engines and
// lichess write it: the king's destination may be its own square (king on
// g1 castling short), so the rook's square is what names the move.
// StandardCastling turns it into the king's two-square move where that
// exists (king on e1, rook on h1 or a1) for engines that want e1g1.

var chess960Rules = rules{
	name:       "chess960",
	tag:        "Chess960",
	startFEN:   "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	doubleStep: true,
	enPassant:  true,
	castling:   true,
	chess960:   true,
	promotions: []Role{Queen, Rook, Bishop, Knight},
}

// Chess960 is Fischer Random chess: chess from a shuffled back rank, with
// castling by the 960 rules. Its StartPosition is chess's (position 518),
// which lichess uses for a game without a FEN.
func Chess960() Variant { return Variant{&chess960Rules} }

// Chess960 reports whether castling follows the Chess960 rules.
func (v Variant) Chess960() bool { return v.rules().chess960 }

// rightIndex numbers the castling rights 0..3 in the order of their bits
// (WhiteKingSide, WhiteQueenSide, BlackKingSide, BlackQueenSide).
func rightIndex(bit uint8) uint { return uint(trailingZeros8(bit)) }

// rights960 packs the file of each right's rook (3 bits per right, in
// rightIndex order) and, in bit 15, that the FEN was written in Shredder
// form (file letters for every right).
const shredderBit = 1 << 15

// rookFile returns the file of the rook that castles with right bit.
func (p *Position) rookFile(bit uint8) int {
	return int(p.rooks960>>(3*rightIndex(bit))) & 7
}

func (p *Position) setRookFile(bit uint8, file int) {
	i := 3 * rightIndex(bit)
	p.rooks960 = p.rooks960&^(7<<i) | uint16(file)<<i
}

// castleRook returns the square of the rook that castles with right bit.
func (p *Position) castleRook(bit uint8) Square {
	c := White
	if bit >= BlackKingSide {
		c = Black
	}
	return NewSquare(p.rookFile(bit), c.backRank())
}

// sideBit returns us's right bit for side.
func sideBit(us Color, side CastleSide) uint8 {
	if side == KingSide {
		return kingSideBit[us]
	}
	return fersRight[us]
}

// castleTargets returns the squares the king and rook of a castling to
// side land on: g and f, or c and d, on us's back rank.
func castleTargets(us Color, side CastleSide) (king, rook Square) {
	r := us.backRank()
	if side == KingSide {
		return NewSquare(6, r), NewSquare(5, r)
	}
	return NewSquare(2, r), NewSquare(3, r)
}

// span returns the squares from a to b inclusive, on one rank.
func span(a, b Square) Bitboard {
	return between[a][b] | bb(a) | bb(b)
}

// castleMove960 is castleMove under the 960 rules: the right kept (so the
// king and that rook have not moved), the king not in check, every square
// the king and the rook cross or land on empty but for the two of them,
// and none the king crosses or lands on attacked once the rook has left
// its square (a rook that shielded the king along the back rank does not
// shield it after castling).
func (p *Position) castleMove960(side CastleSide) (Move, bool) {
	us, them := p.turn, p.turn.Other()
	bit := sideBit(us, side)
	if p.castling&bit == 0 || p.checkers != 0 {
		return Move{}, false
	}
	ksq, rsq := p.King(us), p.castleRook(bit)
	kTo, rTo := castleTargets(us, side)
	occ := p.Occupied() &^ bb(ksq) &^ bb(rsq)
	if (span(ksq, kTo)|span(rsq, rTo))&occ != 0 {
		return Move{}, false
	}
	for path := span(ksq, kTo); path != 0; {
		if p.attackersTo(path.PopFirst(), them, occ) != 0 {
			return Move{}, false
		}
	}
	flag := CastleKing
	if side == QueenSide {
		flag = CastleQueen
	}
	return Move{From: ksq, To: rsq, Flag: flag}, true
}

// play960Castle plays the chess960 castling m (the king takes its rook).
func (p *Position) play960Castle(m Move, us Color) {
	side := KingSide
	if m.Flag == CastleQueen {
		side = QueenSide
	}
	kTo, rTo := castleTargets(us, side)
	k := p.remove(m.From)
	rk := p.remove(m.To)
	p.put(kTo, k)
	p.put(rTo, rk)
	p.castling &^= castleBits[us]
}

// lost960 returns the rights a move from from to to removes in chess960:
// both of a side's when its king moves, one when its rook leaves or is
// taken on its square.
func (p *Position) lost960(from, to Square) uint8 {
	var lost uint8
	for c := White; c <= Black; c++ {
		if p.castling&castleBits[c] == 0 {
			continue
		}
		if k := p.King(c); k == from || k == to {
			lost |= castleBits[c]
		}
		for _, bit := range [2]uint8{kingSideBit[c], fersRight[c]} {
			if p.castling&bit != 0 {
				if s := p.castleRook(bit); s == from || s == to {
					lost |= bit
				}
			}
		}
	}
	return lost
}

// right960 reads one character of a chess960 castling field: K/Q/k/q
// (X-FEN: the outermost rook on that side of the king) or a rook's file,
// A-H for White and a-h for Black (Shredder-FEN, and X-FEN for an inner
// rook). It returns the right's bit (0 for a character that is none) and
// the rook's file, or why the placement rules the right out.
func (p *Position) right960(c byte) (bit uint8, file int, letter bool, why error) {
	col := White
	if c >= 'a' {
		col = Black
	}
	r := col.backRank()
	k := p.Pieces(col, King) & rankMask(r)
	rooks := p.Pieces(col, Rook) & rankMask(r)
	switch c | 0x20 {
	case 'k', 'q':
		bit = castlingBit(c)
		if k == 0 {
			return bit, 0, false, phrase("the %s king is not on its first rank", col)
		}
		kf := k.First().File()
		file = -1
		for rooks != 0 {
			f := rooks.PopFirst().File()
			if (c|0x20 == 'k') == (f > kf) && (file < 0 || c|0x20 == 'k' == (f > file)) {
				file = f
			}
		}
		if file < 0 {
			if c|0x20 == 'q' {
				return bit, 0, false, phrase("no %s rook on the queen's side of its king", col)
			}
			return bit, 0, false, phrase("no %s rook on the king's side of its king", col)
		}
		return bit, file, false, nil
	case 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h':
		file = int(c|0x20) - 'a'
		if k == 0 {
			return kingSideBit[col], file, true, phrase("the %s king is not on its first rank", col)
		}
		bit = kingSideBit[col]
		if file < k.First().File() {
			bit = fersRight[col]
		}
		if !rooks.Has(NewSquare(file, r)) {
			return bit, file, true, phrase("no %s rook on %s", col, NewSquare(file, r))
		}
		return bit, file, true, nil
	}
	return 0, 0, false, nil
}

// parseCastling960 reads a chess960 castling field into p.
func (p *Position) parseCastling960(f string) error {
	letters := 0
	for i := 0; i < len(f); i++ {
		bit, file, letter, why := p.right960(f[i])
		switch {
		case bit == 0:
			return fenErr("castling", "unexpected character %s", quoteChar(f, i))
		case p.castling&bit != 0:
			return fenErr("castling", "repeated %s", quoteChar(f, i))
		case why != nil:
			return fenErr("castling", "%s: %s", quoteChar(f, i), why)
		}
		if letter {
			letters++
		}
		p.castling |= bit
		p.setRookFile(bit, file)
	}
	if letters == len(f) {
		p.rooks960 |= shredderBit
	}
	return nil
}

// appendCastling960 writes the castling field of a chess960 position in
// the form its FEN was read in: X-FEN (K/Q for the outermost rook on its
// side, the file letter for an inner one) or Shredder-FEN (file letters).
func (p *Position) appendCastling960(dst []byte) []byte {
	for _, bit := range [4]uint8{WhiteKingSide, WhiteQueenSide, BlackKingSide, BlackQueenSide} {
		if p.castling&bit == 0 {
			continue
		}
		file := p.rookFile(bit)
		c := castlingLetter(bit)
		if p.rooks960&shredderBit != 0 || !p.outermost(bit, file) {
			c = byte('A' + file)
			if bit >= BlackKingSide {
				c += 'a' - 'A'
			}
		}
		dst = append(dst, c)
	}
	return dst
}

func castlingLetter(bit uint8) byte {
	return "KQkq"[rightIndex(bit)]
}

// outermost reports whether the rook on file is the outermost rook of its
// colour on its side of the king (so that X-FEN writes K or Q for it).
func (p *Position) outermost(bit uint8, file int) bool {
	col := White
	if bit >= BlackKingSide {
		col = Black
	}
	r := col.backRank()
	for rooks := p.Pieces(col, Rook) & rankMask(r); rooks != 0; {
		f := rooks.PopFirst().File()
		if bit == kingSideBit[col] && f > file || bit == fersRight[col] && f < file {
			return false
		}
	}
	return true
}

// StandardCastling returns m with a chess960 castling written as the
// king's two-square move where chess has one (king on the e-file, rook on
// the h- or a-file: e1g1, e1c1), as engines without UCI_Chess960 want;
// any other move, and any other castling, is returned as it is.
func StandardCastling(m Move) Move {
	if !m.IsCastle() || m.From.File() != 4 || m.From.Rank() != m.To.Rank() {
		return m
	}
	switch m.To.File() {
	case 7:
		m.To = NewSquare(6, m.To.Rank())
	case 0:
		m.To = NewSquare(2, m.To.Rank())
	}
	return m
}

// castleFromKingMove returns the chess960 castling that the king's
// two-square move from..to stands for in chess notation (e1g1 for the
// king on e1 and the rook on h1), if it is legal.
func (p *Position) castleFromKingMove(from, to Square) (Move, bool) {
	r := p.turn.backRank()
	if from != NewSquare(4, r) || to.Rank() != r || p.King(p.turn) != from {
		return Move{}, false
	}
	side, rookFile := KingSide, 7
	switch to.File() {
	case 6:
	case 2:
		side, rookFile = QueenSide, 0
	default:
		return Move{}, false
	}
	bit := sideBit(p.turn, side)
	if p.castling&bit == 0 || p.rookFile(bit) != rookFile {
		return Move{}, false
	}
	return p.castleMove960(side)
}

// kingMoveCastle960 reads a chess960 castling written as the king's
// two-square move of chess (Kg1, e1g1: king on e1, rook on h1), which the
// king-takes-rook form leaves to this.
func (p *Position) kingMoveCastle960(s SAN) (Move, bool) {
	if s.ToFile < 0 || s.ToRank < 0 || s.FromFile >= 0 && s.FromFile != 4 {
		return Move{}, false
	}
	from := p.King(p.turn)
	if from == NoSquare || s.FromRank >= 0 && int(s.FromRank) != from.Rank() {
		return Move{}, false
	}
	return p.castleFromKingMove(from, NewSquare(int(s.ToFile), int(s.ToRank)))
}

// explainCastle960 says why castling to side is not legal in chess960.
func (p *Position) explainCastle960(side CastleSide) error {
	us := p.turn
	bit := sideBit(us, side)
	name := phrase("kingside")
	if side == QueenSide {
		name = phrase("queenside")
	}
	if p.castling&bit == 0 {
		return moveErr(Illegal, "cannot castle %s: the king or the rook has already moved", name)
	}
	if p.InCheck() {
		return moveErr(Illegal, "cannot castle: the king is in check")
	}
	ksq, rsq := p.King(us), p.castleRook(bit)
	kTo, rTo := castleTargets(us, side)
	occ := p.Occupied() &^ bb(ksq) &^ bb(rsq)
	if b := (span(ksq, kTo) | span(rsq, rTo)) & occ; b != 0 {
		return moveErr(Illegal, "cannot castle %s: %s is occupied", name, b.First())
	}
	for path := span(ksq, kTo); path != 0; {
		if s := path.PopFirst(); p.attackersTo(s, us.Other(), occ) != 0 {
			return moveErr(Illegal, "cannot castle %s: %s is attacked", name, s)
		}
	}
	return moveErr(Illegal, "cannot castle %s", name)
}
