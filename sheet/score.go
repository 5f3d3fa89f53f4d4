package sheet

import (
	"math"
	"slices"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser/san"
)

// lang is one letter set a sheet is read in: the table that parses its
// strings and the letters its moves are spelled with for the edit distance.
type lang struct {
	loc *locales.Locale
	in  *locales.Input
	out locales.Output // [colour][role]
	// letters are out's piece letters as runes, for the edit distance
	letters [2][7][]rune
	fig     bool
}

func newLang(l *locales.Locale, shatranj bool) *lang {
	g := &lang{loc: l, in: l.Input(shatranj), out: l.Output(), fig: l.Code == "fig"}
	for c := range g.letters {
		for r := range g.letters[c] {
			g.letters[c][r] = []rune(g.out[c][r])
		}
	}
	return g
}

// moveKey is what a box's score for a move depends on: the same key has the
// same score in every position of the beam, so it is computed once per box.
type moveKey struct {
	from, to board.Square
	role     board.Role
	promo    board.Role
	color    board.Color
	capture  bool
	check    uint8 // 0 unknown (not needed), 1 none, 2 check, 3 mate
	castle   board.MoveFlag
}

// interp is one reading of a candidate: its SAN in one of the sheet's
// letter sets, with the edits it took to get there (a confused first
// letter) and which candidate it came from.
type interp struct {
	san  board.SAN
	cost float64
	cand int
}

type cand struct {
	runes []rune // without trailing check signs, for the edit distance
	p     float64
	check bool // the text had + or #
}

// boxModel scores legal moves against one box's candidates.
type boxModel struct {
	cands   []cand
	interps []interp
	langs   []*lang
	rest    float64 // 1 - Σp: the mass of "none of these"
	// unlisted weighs a misreading (a candidate that needs edits to name
	// the move) against a reading as written: rest + pMiscalibrated.
	unlisted float64
	ref      float64 // log of the best the box can give, for comparing paths
	checks   bool    // some candidate has a check sign: keys need the check
	figs     bool    // some candidate has a non-ASCII rune: spell figurines too
	// table is an open-addressing hash of packed keys (key.pack()) to
	// their place+1 in vals, sums and tops: the search asks it for every
	// legal move of every partial game, and a Go map costs three times as
	// much.
	table []uint64
	nkeys int
	vals  []float32 // per cached key, len(cands) likelihoods
	sums  []float64 // per cached key, Σ p_c·L(c|m)
	tops  []float64 // per cached key, max_c L(c|m)
	empty bool
	// near is the squares a candidate can name with look-alike characters
	// at most (setNear), farSum the bound of Σ p_c·L(c|m) for a move to
	// any other square (posteriorNear).
	near     uint64
	farSum   float64
	scratch  []byte
	spell    [2][]rune // spellings' buffers
	spellOut [][]rune  // what spellings returns
	best     []float64 // index's per-candidate costs
	// minSub[j*128+r] is the least substitution cost of the ASCII rune r
	// for any rune of candidate j (lowerBound's)
	minSub []float32
}

// setMinSub fills m.minSub.
func (m *boxModel) setMinSub() {
	m.minSub = slices.Grow(m.minSub[:0], 128*len(m.cands))[:128*len(m.cands)]
	for j, c := range m.cands {
		ms := m.minSub[j*128 : j*128+128]
		for r := range ms {
			ms[r] = float32(math.Inf(1))
		}
		for _, a := range c.runes {
			if a >= 0 && a < 128 {
				for r, v := range asciiSub[a] {
					ms[r] = min(ms[r], v)
				}
				continue
			}
			for r := range ms {
				ms[r] = min(ms[r], float32(subCost(a, rune(r))))
			}
		}
	}
}

// lowerBound is at most distance(m.cands[j].runes, b, ∞): in any
// alignment each rune of b is added (its indel cost) or stands for a rune
// of the candidate (at least the least substitution; a swap of two
// neighbours costs more than the substitutions of runes that are equal,
// 0). A few table reads where the distance is a dynamic program: most of
// the moves a box is asked about are far from every candidate.
func (m *boxModel) lowerBound(j int, b []rune) float64 {
	ms := m.minSub[j*128 : j*128+128]
	lb := 0.0
	var pb rune
	for _, r := range b {
		s := indelCost(r, pb)
		if r >= 0 && r < 128 {
			s = min(s, float64(ms[r]))
		} else {
			for _, a := range m.cands[j].runes {
				s = min(s, subCost(a, r))
			}
		}
		lb += s
		pb = r
	}
	return lb
}

// boundSlack absorbs the rounding of lowerBound's sum, which adds the
// costs in another order than the distance.
const boundSlack = 1e-6

// A candidate that misreads a move it does not name exactly is weighed
// against one that names it as written: the recogniser is wrong in a way
// it did not list as often as it says (the mass it leaves to "none of
// these"), plus pMiscalibrated, for recognisers surer than they should be.
const pMiscalibrated = 0.05

// exactBelow is the cost under which a candidate names a move as written
// (a capture or check sign may be missing).
const exactBelow = 0.25

// floor keeps every legal move possible, whatever the boxes say.
const floor = 1e-9

func newBoxModel(b Box, langs []*lang) *boxModel {
	m := new(boxModel)
	m.init(b, langs)
	return m
}

// init makes m the model of box b, keeping the memory of what m was
// before (a model of another box or another decoding: its tables grow to
// the same sizes again and again).
func (m *boxModel) init(b Box, langs []*lang) {
	table := m.table
	if len(table) == 0 {
		table = make([]uint64, 128)
	}
	clear(table)
	*m = boxModel{langs: langs, table: table,
		cands: m.cands[:0], interps: m.interps[:0], vals: m.vals[:0], sums: m.sums[:0], tops: m.tops[:0],
		scratch: m.scratch[:0], spell: [2][]rune{m.spell[0][:0], m.spell[1][:0]}, spellOut: m.spellOut[:0],
		best: m.best[:0], minSub: m.minSub[:0]}
	sum, top := 0.0, 0.0
	for i, c := range b {
		if c.P <= 0 {
			continue
		}
		rs := []rune(c.Text)
		check := false
		for len(rs) > 0 && (rs[len(rs)-1] == '+' || rs[len(rs)-1] == '#' || rs[len(rs)-1] == '!' || rs[len(rs)-1] == '?') {
			if rs[len(rs)-1] == '+' || rs[len(rs)-1] == '#' {
				check = true
			}
			rs = rs[:len(rs)-1]
		}
		if len(rs) > maxRunes {
			rs = rs[:maxRunes]
		}
		for _, r := range rs {
			if r >= utf8.RuneSelf && !isMark(r) {
				m.figs = true
			}
		}
		m.checks = m.checks || check
		ci := len(m.cands)
		m.cands = append(m.cands, cand{runes: rs, p: c.P, check: check})
		sum += c.P
		top = max(top, c.P)
		m.addInterps(c.Text, ci)
		_ = i
	}
	m.setMinSub()
	m.rest = max(1-sum, 0)
	m.unlisted = min(m.rest+pMiscalibrated, 1)
	m.setNear()
	m.farSum = sum * m.unlisted * farLikelihood
	m.empty = len(m.cands) == 0
	if m.empty {
		m.ref = math.Log(1.0 / 30)
	} else {
		m.ref = math.Log(top + m.rest/30)
	}
}

// addInterps parses the candidate in each letter set, as written and with
// its first letter replaced by each look-alike (a piece letter misread is
// the commonest error that makes a string no move at all).
func (m *boxModel) addInterps(text string, ci int) {
	b := []byte(text)
	for _, l := range m.langs {
		if san, err := san.Parse(b, l.in); err == nil && !san.Null {
			m.interps = append(m.interps, interp{san, spellCost(san.Spelling), ci})
		}
	}
	r, n := utf8.DecodeRune(b)
	if n == 0 {
		return
	}
	for _, c := range confusions {
		var other rune
		switch r {
		case c.a:
			other = c.b
		case c.b:
			other = c.a
		default:
			continue
		}
		alt := utf8.AppendRune(m.scratch[:0], other)
		alt = append(alt, b[n:]...)
		m.scratch = alt
		for _, l := range m.langs {
			if san, err := san.Parse(alt, l.in); err == nil && !san.Null {
				m.interps = append(m.interps, interp{san, c.cost + spellCost(san.Spelling), ci})
			}
		}
	}
}

// nearBelow is how unlike a file letter or rank digit a candidate's
// character may be and still be read as it, for the box's near squares:
// every look-alike of the confusion table (at most 0.6 of an edit, which
// the ASCII table keeps as a float32, 0.6000000238) and a case change, not
// another character of the class (costClass, 0.9: 0.8999999762) or any
// other (costEdit). Between the two, so that no rounding moves a pair
// across.
const nearBelow = (0.6 + costClass) / 2

// farCost is the fewest edits that make a candidate a spelling of a move to
// a square that is not near. Such a spelling has a file and then a rank that
// no characters of the candidate, in that order, look like: each is an
// edit of costClass or more (TestNearGap: no substitution of a file or rank
// costs between nearBelow and farCost), a character added (costEdit; or costDoubled
// for a to-file after the same from-file, which itself is then no
// look-alike), or the two are swapped (costTranspose, the least), and no
// structural reading names it (setNear adds their targets).
const farCost = costTranspose

// farLikelihood bounds L(c|m) for a move that is not near (farCost is
// above exactBelow, so the box's unlisted mass weighs it), with room for the
// float32 the likelihoods are kept in.
var farLikelihood = likelihood(farCost) * (1 + 1e-6)

// setNear sets m.near: every square whose file a character of a candidate
// reads as (a look-alike at most: nearBelow) and whose rank a later
// character reads as, and the targets of the candidates' readings (a pawn
// capture without a rank, exd: the whole file).
func (m *boxModel) setNear() {
	const fileA = 0x0101010101010101
	for _, c := range m.cands {
		var files uint64 // the squares of every file read so far
		for _, r := range c.runes {
			var ranks, cols uint64
			for i := range 8 {
				if subCost(r, rune('1'+i)) < nearBelow {
					ranks |= 0xFF << (8 * i)
				}
				if subCost(r, rune('a'+i)) < nearBelow {
					cols |= fileA << i
				}
			}
			m.near |= files & ranks
			files |= cols
		}
	}
	for _, in := range m.interps {
		s := in.san
		switch {
		case s.Castle != board.NoCastle || s.ToFile < 0:
		case s.ToRank < 0:
			m.near |= fileA << uint(s.ToFile)
		default:
			m.near |= 1 << uint(int(s.ToRank)*8+int(s.ToFile))
		}
	}
}

// isFar reports whether posteriorNear left the legal move mv at the floor.
func (m *boxModel) isFar(mv board.Move) bool {
	return !m.empty && m.near&(1<<uint(mv.To)) == 0 && !mv.IsCastle()
}

// spellCost is the small price of a lenient spelling, so that plain ones
// win ties.
func spellCost(s board.Spelling) float64 {
	c := 0.0
	if s&board.SpellLowercasePiece != 0 {
		c += costCase
	}
	if s&board.SpellOther != 0 {
		c += 0.05
	}
	return c
}

// keyOf is the key of the legal move mv in p.
func (m *boxModel) keyOf(p *board.Position, mv board.Move) moveKey {
	pc := p.PieceAt(mv.From)
	k := moveKey{from: mv.From, to: mv.To, role: pc.Role, promo: mv.Promotion, color: pc.Color}
	if mv.IsCastle() {
		k.castle = mv.Flag
	} else {
		k.capture = p.PieceAt(mv.To) != board.NoPiece || (pc.Role == board.Pawn && mv.From.File() != mv.To.File())
	}
	if m.checks {
		check, mate := p.GivesCheck(mv)
		k.check = 1
		if mate {
			k.check = 3
		} else if check {
			k.check = 2
		}
	}
	return k
}

// likelihoods returns, for the key, the likelihood of each candidate
// (exp(-Alpha·edits) of its closest reading), computed once per box.
func (m *boxModel) likelihoods(k moveKey) []float32 {
	i := m.index(k)
	n := len(m.cands)
	return m.vals[i*n : i*n+n]
}

// index returns the key's place in the cache, computing its likelihoods
// the first time.
func (m *boxModel) index(k moveKey) int {
	n := len(m.cands)
	pk := k.pack()
	mask := len(m.table) - 1
	h := int((pk * 0x9E3779B97F4A7C15) >> 40)
	for j := h & mask; ; j = (j + 1) & mask {
		e := m.table[j]
		if e == 0 {
			break
		}
		if e>>32 == pk {
			return int(uint32(e)) - 1
		}
	}
	i := m.nkeys
	m.nkeys++
	m.insert(pk, i)
	m.vals = append(m.vals, make([]float32, n)...)
	out := m.vals[i*n : i*n+n]
	best := append(m.best[:0], make([]float64, n)...)
	m.best = best
	for j := range best {
		best[j] = math.Inf(1)
	}
	for _, in := range m.interps {
		if c := matchCost(in.san, k) + in.cost; c < best[in.cand] {
			best[in.cand] = c
		}
	}
	for j := range m.cands {
		if best[j] > 0.2 {
			// no exact reading: the edit distance to the move's spellings
			for _, l := range m.langs {
				if l.fig && !m.figs {
					continue
				}
				for _, sp := range m.spellings(k, l) {
					limit := min(best[j], maxCost)
					if m.lowerBound(j, sp) > limit+boundSlack {
						// the distance would be above the limit: it
						// would not lower best[j], or is no evidence
						// (above maxCost either way)
						continue
					}
					if d := distance(m.cands[j].runes, sp, limit); d < best[j] {
						best[j] = d
					}
				}
			}
			if m.cands[j].check && k.check == 1 {
				best[j] += costMark
			}
		}
		l := likelihood(best[j])
		if best[j] > exactBelow {
			l *= m.unlisted
		}
		out[j] = float32(l)
	}
	sum, top := 0.0, 0.0
	for j, l := range out {
		sum += m.cands[j].p * float64(l)
		top = max(top, float64(l))
	}
	m.sums = append(m.sums, sum)
	m.tops = append(m.tops, top)
	return i
}

// pack is the key in 32 bits (every field is small), never 0.
func (k moveKey) pack() uint64 {
	v := uint64(k.from) | uint64(k.to)<<6 | uint64(k.role)<<12 | uint64(k.promo)<<16 |
		uint64(k.color)<<20 | uint64(k.check)<<22 | uint64(k.castle)<<24 | 1<<31
	if k.capture {
		v |= 1 << 21
	}
	return v
}

// insert puts the packed key pk at place i into the table, growing it to
// keep it at most half full.
func (m *boxModel) insert(pk uint64, i int) {
	if 2*m.nkeys > len(m.table) {
		old := m.table
		m.table = make([]uint64, 2*len(old))
		for _, e := range old {
			if e != 0 {
				m.put(e)
			}
		}
	}
	m.put(pk<<32 | uint64(i+1))
}

func (m *boxModel) put(e uint64) {
	mask := len(m.table) - 1
	h := int(((e >> 32) * 0x9E3779B97F4A7C15) >> 40)
	for j := h & mask; ; j = (j + 1) & mask {
		if m.table[j] == 0 {
			m.table[j] = e
			return
		}
	}
}

// spellings are the spellings of the key's move in l's letters that the
// edit distance compares with: SAN without disambiguation or check sign,
// and, for a piece, with its from-file. They are built in the box's
// scratch buffers, valid until the next call.
func (m *boxModel) spellings(k moveKey, l *lang) [][]rune {
	if k.castle != board.Normal {
		if k.castle == board.CastleKing {
			return castleShort
		}
		return castleLong
	}
	sp := m.spell[0][:0]
	var letter []rune
	if k.role != board.Pawn {
		letter = l.letters[k.color][k.role]
	}
	sp = append(sp, letter...)
	if k.role == board.Pawn && k.capture {
		sp = append(sp, rune('a'+k.from.File()))
	}
	if k.capture {
		sp = append(sp, 'x')
	}
	sp = append(sp, rune('a'+k.to.File()), rune('1'+k.to.Rank()))
	if k.promo != board.NoRole {
		sp = append(sp, '=')
		sp = append(sp, l.letters[k.color][k.promo]...)
	}
	m.spell[0] = sp
	m.spellOut = append(m.spellOut[:0], sp)
	if k.role != board.Pawn && k.role != board.King {
		long := m.spell[1][:0]
		long = append(long, letter...)
		long = append(long, rune('a'+k.from.File()))
		long = append(long, sp[len(letter):]...)
		m.spell[1] = long
		m.spellOut = append(m.spellOut, long)
	}
	return m.spellOut
}

var (
	castleShort = [][]rune{[]rune("O-O"), []rune("0-0")}
	castleLong  = [][]rune{[]rune("O-O-O"), []rune("0-0-0")}
)

// matchCost is how many edits separate the SAN read from a candidate and
// the move of key k: infinite when it names another move, small when it
// names this one with a sign missing or wrong.
func matchCost(s board.SAN, k moveKey) float64 {
	inf := math.Inf(1)
	if s.Castle != board.NoCastle {
		if k.castle == board.CastleKing && s.Castle == board.KingSide || k.castle == board.CastleQueen && s.Castle == board.QueenSide {
			return checkCost(s, k)
		}
		return inf
	}
	if k.castle != board.Normal {
		// castling written as the king's move (Kg1, Ke1-g1)
		if (s.Role == board.King || s.FromBoard) && int(s.ToFile) == k.to.File() && int(s.ToRank) == k.to.Rank() {
			return costKingCastle + checkCost(s, k)
		}
		return inf
	}
	cost := 0.0
	if s.FromBoard {
		if int(s.FromFile) != k.from.File() || int(s.FromRank) != k.from.Rank() {
			return inf
		}
	} else {
		if s.Role != k.role {
			return inf
		}
		if s.FromFile >= 0 && int(s.FromFile) != k.from.File() || s.FromRank >= 0 && int(s.FromRank) != k.from.Rank() {
			return inf
		}
	}
	if int(s.ToFile) != k.to.File() {
		return inf
	}
	if s.ToRank < 0 {
		if k.role != board.Pawn || !k.capture {
			return inf
		}
		cost += costPawnFile
	} else if int(s.ToRank) != k.to.Rank() {
		return inf
	}
	switch {
	case s.Promotion == k.promo:
	case s.Promotion == board.NoRole && k.promo == board.Queen:
		cost += costPromoMissing
	case s.Promotion == board.NoRole:
		cost += 2 * costPromoMissing
	default:
		return inf
	}
	switch {
	case s.Capture && !k.capture:
		cost += costCaptureWrong
	case !s.Capture && k.capture:
		cost += costCaptureMissing
	}
	return cost + checkCost(s, k)
}

func checkCost(s board.SAN, k moveKey) float64 {
	if s.Check == board.NoMark || k.check == 0 {
		return 0
	}
	switch {
	case k.check == 1:
		return costCheckWrong
	case s.Check == board.MateSign && k.check == 2:
		return costCheckWrong / 2
	}
	return 0
}

// scored is a legal move with the box's score for it.
type scored struct {
	mv  board.Move
	idx int // the key's place in the box's cache
	p   float64
}

// score is the box's S(mv) for the legal move mv of p, which has n legal
// moves (posterior's, for one move).
func (m *boxModel) score(p *board.Position, n int, mv board.Move) float64 {
	if m.empty {
		return 1 / float64(n)
	}
	return m.rest/float64(n) + floor + m.sums[m.index(m.keyOf(p, mv))]
}

// posteriorNear is posterior for the callers that want the best move: only
// the moves to the box's near squares (and castling) are scored against
// the candidates; every other move gets the floor, rest/n, and far, the
// bound of their true score: rest/n + farSum (0 when there is none). A near
// move scored above far is the one posterior would find best.
func (m *boxModel) posteriorNear(p *board.Position, moves []board.Move, out []scored) (_ []scored, best, far float64) {
	out = out[:0]
	n := len(moves)
	if n == 0 || m.empty {
		out, best = m.posterior(p, moves, out)
		return out, best, 0
	}
	u := 1 / float64(n)
	base := m.rest*u + floor // as posterior computes it
	for _, mv := range moves {
		if m.isFar(mv) {
			out = append(out, scored{mv: mv, idx: -1, p: base})
			far = base + m.farSum
			continue
		}
		idx := m.index(m.keyOf(p, mv))
		best = max(best, m.tops[idx])
		out = append(out, scored{mv: mv, idx: idx, p: base + m.sums[idx]})
	}
	return out, best, far
}

// posterior fills out with the legal moves of p and the box's score of
// each, S(m) = Σ p_c·L(c|m) + rest/n: each candidate's probability times the
// likelihood that it is a reading of the move (exp(-Alpha·edits): 1 as
// written, and after edits weighed by the box's unlisted mass), and the mass the recogniser left to
// "none of these" spread evenly over the n legal moves. The path's score
// adds log S; S normalised over the legal moves is the move's confidence.
// best is the largest likelihood any candidate gives any move (how well the
// box fits the position at all).
func (m *boxModel) posterior(p *board.Position, moves []board.Move, out []scored) ([]scored, float64) {
	out = out[:0]
	n := len(moves)
	if n == 0 {
		return out, 0
	}
	u := 1 / float64(n)
	if m.empty {
		for _, mv := range moves {
			out = append(out, scored{mv: mv, p: u})
		}
		return out, 0
	}
	best := 0.0
	base := m.rest*u + floor
	for _, mv := range moves {
		idx := m.index(m.keyOf(p, mv))
		best = max(best, m.tops[idx])
		out = append(out, scored{mv: mv, idx: idx, p: base + m.sums[idx]})
	}
	return out, best
}
