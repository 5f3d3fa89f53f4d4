package board

import "testing"

// TestPlayChessAgrees plays every legal move of the perft suites'
// positions, and of the positions one and two plies after them, with
// playChess and with the general playRules, and requires the same
// position (hash, checkers, en-passant square and clocks included); and
// compares chessAttackers with rulesAttackers on every square, for both
// colours, and reaching with attacksFrom, in each position reached.
func TestPlayChessAgrees(t *testing.T) {
	cases := readEPD(t, corpus(t, "perft", "ethereal", "standard.epd"))
	limit := len(cases)
	if testing.Short() {
		limit = min(limit, 40)
	}
	fens := []string{
		Chess().StartFEN(),
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", // en passant
		"8/2P5/8/8/8/8/5k1p/K7 w - - 0 1",                               // promotions both sides
	}
	for _, c := range cases[:limit] {
		fens = append(fens, c.fen)
	}
	moves := 0
	for _, fen := range fens {
		moves += playBothWays(t, mustFEN(t, fen), 2)
	}
	if moves < 1000 {
		t.Fatalf("only %d moves compared", moves)
	}
}

// playBothWays compares the two ways of playing each legal move of p, and
// goes depth plies further; it returns the number of moves compared.
func playBothWays(t *testing.T, p *Position, depth int) int {
	t.Helper()
	compareAttackers(t, p)
	n := 0
	var ml MoveList
	p.LegalMoves(&ml)
	for _, m := range ml.Moves() {
		fast, slow := *p, *p
		slow.playRules(m)
		fast.PlayUnchecked(m)
		if fast != slow {
			t.Fatalf("%s, %s: playChess gives\n%+v\nplayRules\n%+v", p.FEN(), m, fast, slow)
		}
		n++
		if depth > 0 {
			n += playBothWays(t, &fast, depth-1)
		}
	}
	return n
}

func compareAttackers(t *testing.T, p *Position) {
	t.Helper()
	for s := Square(0); s < 64; s++ {
		for r := Knight; r <= Queen && !p.byColor[p.turn].Has(s); r++ {
			if a, b := p.reaching(r, s), p.attacksFrom(r, p.turn, s, p.Occupied())&p.Pieces(p.turn, r); a != b {
				t.Fatalf("%s: %ss reaching %s: %x, want %x", p.FEN(), r, s, a, b)
			}
		}
		for _, c := range []Color{White, Black} {
			for _, occ := range []Bitboard{p.Occupied(), p.Occupied() &^ p.byRole[Pawn], 0} {
				if a, b := p.chessAttackers(s, c, occ), p.rulesAttackers(s, c, occ); a != b {
					t.Fatalf("%s: attackers of %s by %s: %x, want %x", p.FEN(), s, c, a, b)
				}
			}
		}
	}
}

// TestPlayWrittenAgrees compares PlayWritten, whose chess path leaves
// playSAN out, with PlaySAN on every legal move of the perft positions
// (and one ply after them), written canonically and in spellings to
// report or reject: without or with a wrong check mark, a wrong capture
// sign, a needless hint, a wrong target. The move, the spelling, the
// error and the position after it must be the same.
func TestPlayWrittenAgrees(t *testing.T) {
	cases := readEPD(t, corpus(t, "perft", "ethereal", "standard.epd"))
	if testing.Short() {
		cases = cases[:min(len(cases), 40)]
	}
	n := 0
	compare := func(p *Position, m Move) {
		c := p.Canonical(m)
		for _, s := range writtenVariants(c, m) {
			q, r := *p, *p
			wm, _, wspell, werr := q.PlaySAN(s)
			gm, gspell, gerr := r.PlayWritten(&s)
			if gm != wm || gspell != wspell || (gerr == nil) != (werr == nil) || r != q {
				t.Fatalf("%s: %+v: PlayWritten gave %v spelling %b (%v), PlaySAN %v spelling %b (%v)",
					p.FEN(), s, gm, gspell, gerr, wm, wspell, werr)
			}
			// PlaySANTo, its canonical SAN written over one left from
			// another move, is PlaySAN.
			u, wu := *p, *p
			_, wc, _, _ := wu.PlaySAN(s)
			tc := SAN{Role: Queen, FromFile: 2, FromRank: 5, ToFile: 1, Capture: true, Drop: true, Check: MateSign}
			um, uspell, uerr := u.PlaySANTo(&s, &tc)
			if um != wm || uspell != wspell || (uerr == nil) != (werr == nil) || tc != wc || u != q {
				t.Fatalf("%s: %+v: PlaySANTo gave %v %+v spelling %b (%v), PlaySAN %v %+v spelling %b (%v)",
					p.FEN(), s, um, tc, uspell, uerr, wm, wc, wspell, werr)
			}
			n++
		}
	}
	fens := []string{
		"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", // Qh4#
		"6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1",                             // Ra8#
		"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3",                             // exd6
		"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",                              // promotions
	}
	for _, c := range cases {
		fens = append(fens, c.fen)
	}
	for _, fen := range fens {
		walkLegal(mustFEN(t, fen), 1, compare)
	}
	if n < 10000 {
		t.Fatalf("only %d spellings compared", n)
	}
}

// writtenVariants returns c, the canonical SAN of m, and spellings of m
// that differ from it.
func writtenVariants(c SAN, m Move) []SAN {
	out := []SAN{c}
	for _, mark := range []CheckMark{NoMark, CheckSign, MateSign} {
		if mark != c.Check {
			v := c
			v.Check = mark
			out = append(out, v)
		}
	}
	v := c
	v.Capture = !v.Capture
	out = append(out, v)
	if c.Castle == NoCastle {
		v = c
		v.FromFile, v.FromRank = int8(m.From.File()), int8(m.From.Rank())
		out = append(out, v)
		v = c
		v.ToRank = (v.ToRank + 1) % 8
		out = append(out, v)
	}
	return out
}

// TestPlayWrittenNoHash plays games of pseudo-random legal moves from
// the test positions both with PlayWritten and with PlayWrittenNoHash:
// after Rehash, at every ply, the two positions are the same value (hash
// and en-passant mark included), and so are the moves and spellings.
func TestPlayWrittenNoHash(t *testing.T) {
	fens := []string{
		Chess().StartFEN(),
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
		"8/2P5/8/8/8/8/5k1p/K7 w - - 0 1",
		"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
	}
	seed := uint64(1)
	plies := 0
	for _, fen := range fens {
		for game := 0; game < 20; game++ {
			hashed, lazy := *mustFEN(t, fen), *mustFEN(t, fen)
			for ply := 0; ply < 150; ply++ {
				var ml MoveList
				hashed.LegalMoves(&ml)
				if len(ml.Moves()) == 0 {
					break
				}
				seed = seed*6364136223846793005 + 1442695040888963407
				m := ml.Moves()[int(seed>>33)%len(ml.Moves())]
				s := hashed.Canonical(m)
				before := hashed.FEN()
				m1, sp1, err1 := hashed.PlayWritten(&s)
				m2, sp2, err2 := lazy.PlayWrittenNoHash(&s)
				if m1 != m2 || sp1 != sp2 || (err1 == nil) != (err2 == nil) {
					t.Fatalf("%s %v: PlayWritten %v %v %v, PlayWrittenNoHash %v %v %v", before, m, m1, sp1, err1, m2, sp2, err2)
				}
				if err1 != nil {
					t.Fatalf("%s %v: %v", before, m, err1)
				}
				check := lazy
				check.Rehash()
				if check != hashed {
					t.Fatalf("%s %v: after Rehash\n%+v\nwant\n%+v", before, m, check, hashed)
				}
				plies++
			}
		}
	}
	if plies < 5000 {
		t.Fatalf("only %d plies compared", plies)
	}
}

// TestFastPathsAgree compares playWritten's and playSAN's fast paths
// for the commonest moves (one piece of the role to a square written
// whole without hints; a pawn's capture written with its file) with the
// general path they skip: resolvePiece, then the move played and its
// check mark read. Every legal move of the test positions, two plies
// deep, in the spellings of writtenVariants and with every file or rank
// as its only hint, must give the same move, spellings, error, position
// and canonical SAN.
func TestFastPathsAgree(t *testing.T) {
	cases := readEPD(t, corpus(t, "perft", "ethereal", "standard.epd"))
	if testing.Short() {
		cases = cases[:min(len(cases), 20)]
	}
	n, fast := 0, 0
	compare := func(p *Position, m Move) {
		c := p.Canonical(m)
		if c.Castle != NoCastle {
			return
		}
		spellings := writtenVariants(c, m)
		for h := int8(0); h < 8; h++ {
			v := c
			v.FromFile, v.FromRank = h, -1
			spellings = append(spellings, v)
			v.FromFile, v.FromRank = -1, h
			spellings = append(spellings, v)
		}
		for _, s := range spellings {
			comparePaths(t, p, s)
			var same candidates
			if x := *p; s.FromFile < 0 && s.FromRank < 0 || x.pawnCaptureOK(&s, &same) {
				fast++
			}
			n++
		}
	}
	fens := []string{
		"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 3",                              // exd6 e.p.
		"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",                               // promotions, axb8
		"4k3/8/8/8/1p1p4/2P5/8/4K3 b - - 0 1",                            // bxc3, dxc3
		"4k3/8/8/2r1r3/3P4/8/8/4K3 w - - 0 1",                            // dxc5, dxe5
		"4k3/8/8/8/4r3/8/3P4/4K3 w - - 0 1",                              // a pinned pawn
		"r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1",                               // bxa8=Q
		"rnbqkbnr/ppp1pppp/8/3p4/2P1P3/8/PP1P1PPP/RNBQKBNR b KQkq - 0 2", // dxc4, dxe4
	}
	for _, c := range cases {
		fens = append(fens, c.fen)
	}
	for _, fen := range fens {
		walkLegal(mustFEN(t, fen), 1, compare)
	}
	if n < 10000 || fast < 1000 {
		t.Fatalf("only %d spellings compared, %d of them for the fast paths", n, fast)
	}
}

// comparePaths plays s (a piece's or a pawn's move, in chess) on copies
// of p by PlayWritten, by PlaySANTo and by the general path that their
// fast paths skip (resolvePiece, canonicalTo, the move played, its check
// mark read), and fails unless the moves, spellings, errors, positions
// and canonical SANs agree.
func comparePaths(t *testing.T, p *Position, s SAN) {
	t.Helper()
	general := func(p *Position, s SAN) (Move, Spelling, SAN, error) {
		var same candidates
		m, more, err := p.resolvePiece(&s, &same)
		if err != nil {
			return Move{}, s.Spelling, SAN{}, err
		}
		var c SAN
		p.canonicalTo(m, same.Moves(), &c)
		p.PlayUnchecked(m)
		check := p.InCheck()
		mate := check && !p.canMove()
		c.Check = checkMark(check, mate)
		return m, s.Spelling | more | checkSpelling(s.Check, check, mate), c, nil
	}
	q, r, u := *p, *p, *p
	wm, wspell, wc, werr := general(&q, s)
	gm, gspell, gerr := r.PlayWritten(&s)
	var uc SAN
	um, uspell, uerr := u.PlaySANTo(&s, &uc)
	if gm != wm || gspell != wspell || (gerr == nil) != (werr == nil) || r != q ||
		um != wm || uspell != wspell || (uerr == nil) != (werr == nil) || u != q || uc != wc {
		t.Fatalf("%s: %+v: PlayWritten gave %v spelling %b (%v); PlaySANTo %v %+v spelling %b (%v); the general path %v %+v spelling %b (%v)",
			p.FEN(), s, gm, gspell, gerr, um, uc, uspell, uerr, wm, wc, wspell, werr)
	}
}

// pawnCaptureOK reports whether pawnCapture takes s.
func (p *Position) pawnCaptureOK(s *SAN, same *candidates) bool {
	_, ok := p.pawnCapture(s, same)
	return ok
}
