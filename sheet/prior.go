package sheet

import (
	"math"

	"github.com/notaz-chess/notaz/board"
)

// The move prior: which legal move a player is likely to have made, for the
// boxes the recogniser cannot decide (an unreadable box whose move no later
// box constrains, two readings that are both legal). It is a generalized
// Bradley-Terry model over a few cheap features of a move (Hunter 2004;
// Coulom 2007 for Go moves): each feature value i has a strength γ_i, a
// move's strength is the product of its features' strengths, and
// P(m | position) is its strength over the sum of the legal moves'. The
// strengths are learned by minorization-maximization from real games that
// no benchmark split uses (TrainPrior; `sheetbench -prior` writes
// prior_table.go).
//
// The features: the piece and the square it goes to, the piece and the
// square it leaves (both seen from the mover's side), the piece it takes,
// whether it takes back on the square of the last move, whether it goes to
// a square an enemy pawn attacks, whether it leaves one, and the kind of
// move (double step, en passant, castling, promotion).
const (
	fTo        = 0                  // role × square (mover's view)
	fFrom      = fTo + 6*64         // role × square
	fCapture   = fFrom + 6*64       // role × the role taken (0: none)
	fRetake    = fCapture + 6*7     // 0, 1: takes on the last move's square
	fToPawn    = fRetake + 2        // role × the target is attacked by an enemy pawn
	fFromPawn  = fToPawn + 6*2      // role × the piece stands attacked by an enemy pawn
	fKind      = fFromPawn + 6*2    // normal, double step, e.p., O-O, O-O-O, =Q, under-promotion
	nFeatures  = fKind + priorKinds // the table's length
	nGroups    = 7                  // features per move
	priorKinds = 7
)

// priorFeats are the feature indices of one move.
type priorFeats [nGroups]uint16

// priorCtx is what the features need of a position besides the move.
type priorCtx struct {
	turn    board.Color
	pawnAtt board.Bitboard // squares the side not to move attacks with pawns
	lastTo  board.Square   // the last move's target, NoSquare at the start
}

func newPriorCtx(p *board.Position, lastTo board.Square) priorCtx {
	c := p.Turn()
	e := 1 - c
	pawns := uint64(p.Pieces(e, board.Pawn))
	const fileA, fileH = 0x0101010101010101, 0x8080808080808080
	var att uint64
	if e == board.White {
		att = (pawns&^fileA)<<7 | (pawns&^fileH)<<9
	} else {
		att = (pawns&^fileA)>>9 | (pawns&^fileH)>>7
	}
	return priorCtx{turn: c, pawnAtt: board.Bitboard(att), lastTo: lastTo}
}

// rel is the square seen from the side to move (rank 1 is its own).
func (x *priorCtx) rel(s board.Square) int {
	if x.turn == board.White {
		return int(s)
	}
	return int(s) ^ 56
}

// feats returns the features of the legal move mv.
func (x *priorCtx) feats(p *board.Position, mv board.Move) priorFeats {
	r, victim, retake, kind := x.parts(p, mv)
	return priorFeats{
		uint16(fTo + r*64 + x.rel(mv.To)),
		uint16(fFrom + r*64 + x.rel(mv.From)),
		uint16(fCapture + r*7 + victim),
		uint16(fRetake + retake),
		uint16(fToPawn + r*2 + bit(x.pawnAtt.Has(mv.To))),
		uint16(fFromPawn + r*2 + bit(x.pawnAtt.Has(mv.From))),
		uint16(fKind + kind),
	}
}

// strength is the product of the strengths of mv's features, in feats'
// order (the decoder's prior of every legal move of every new position:
// without the array feats returns).
func (x *priorCtx) strength(p *board.Position, mv board.Move) float32 {
	r, victim, retake, kind := x.parts(p, mv)
	g := &priorGamma
	s := float32(1)
	s *= g[fTo+r*64+x.rel(mv.To)]
	s *= g[fFrom+r*64+x.rel(mv.From)]
	s *= g[fCapture+r*7+victim]
	s *= g[fRetake+retake]
	s *= g[fToPawn+r*2+bit(x.pawnAtt.Has(mv.To))]
	s *= g[fFromPawn+r*2+bit(x.pawnAtt.Has(mv.From))]
	s *= g[fKind+kind]
	return s
}

// parts are the values feats indexes by: the mover's role (0-5), the
// role taken (0: none), whether it takes back on the last move's square,
// and the kind of move.
func (x *priorCtx) parts(p *board.Position, mv board.Move) (r, victim, retake, kind int) {
	role := p.PieceAt(mv.From).Role
	r = int(role) - 1
	if r < 0 || r > 5 {
		r = 0
	}
	victim = int(p.PieceAt(mv.To).Role)
	switch mv.Flag {
	case board.DoubleStep:
		kind = 1
	case board.EnPassant:
		kind, victim = 2, int(board.Pawn)
	case board.CastleKing:
		kind = 3
	case board.CastleQueen:
		kind = 4
	}
	if mv.Flag == board.Normal && mv.Promotion != board.NoRole {
		kind = 5
		if mv.Promotion != board.Queen {
			kind = 6
		}
	}
	victim = min(victim, 6)
	if victim != 0 && mv.To == x.lastTo {
		retake = 1
	}
	return r, victim, retake, kind
}

func bit(b bool) int {
	if b {
		return 1
	}
	return 0
}

// priorWeight is λ: the path's score adds λ·log(n·P(m | position)), the
// prior against the uniform one over the n legal moves (which the model
// without a prior assumes). 1 is the model as learned; below it the prior
// is trusted less than the games it was learned from say.
var priorWeight = 0.6

// priorBonus fills out with λ·log(n·P(m)) for each legal move of p (all 0
// when the decoding has no prior: Shatranj, or a weight of 0).
func priorBonus(p *board.Position, moves []board.Move, lastTo board.Square, on bool, out []float64) []float64 {
	out = out[:0]
	n := len(moves)
	if !on || priorWeight == 0 {
		for range n {
			out = append(out, 0)
		}
		return out
	}
	x := newPriorCtx(p, lastTo)
	z := float32(0)
	for _, mv := range moves {
		s := x.strength(p, mv)
		out = append(out, float64(s))
		z += s
	}
	norm := float64(n) / float64(z)
	for i := range out {
		out[i] = priorWeight * math.Log(out[i]*norm)
	}
	return out
}

// priorGamma is γ = exp(priorLog), so that a move's strength is a product.
var priorGamma = func() (g [nFeatures]float32) {
	for i, l := range priorLog {
		g[i] = float32(math.Exp(float64(l)))
	}
	return g
}()
