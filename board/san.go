package board

// CastleSide is the side of a castling move written in SAN.
type CastleSide uint8

const (
	NoCastle CastleSide = iota
	KingSide
	QueenSide
)

// CheckMark is the check suffix written after a move.
type CheckMark uint8

const (
	NoMark CheckMark = iota
	CheckSign
	MateSign
)

// Spelling records lenient spellings a SAN reader accepted, so that callers
// can report them (strict mode) without the board caring about syntax.
// The parser sets the syntax bits; Resolve adds the semantic ones.
type Spelling uint32

const (
	// Syntax-level, set by readers.
	SpellCastleZeros    Spelling = 1 << iota // 0-0 instead of O-O
	SpellPromotionNoEq                       // e8Q instead of e8=Q
	SpellPromotionParen                      // e8(Q) or e8/Q
	SpellDoubleCross                         // ++ for mate
	SpellEnPassantMark                       // e.p. suffix
	SpellColonCapture                        // : or × for x
	SpellLongAlgebraic                       // e2-e4, Ng1-f3
	SpellLowercasePiece                      // letter case differs from the standard
	SpellOther                               // any other reader-specific leniency

	// Semantic, set by Resolve.
	SpellMissingCapture       // capture without x
	SpellSpuriousCapture      // x on a non-capture
	SpellOverDisambig         // more from-square hints than needed
	SpellMissingCheck         // + or # missing
	SpellWrongCheck           // + or # where the move does not give it, or + for mate
	SpellKingMoveCastle       // castling written as the king's move (Kg1)
	SpellPawnFileCapture      // pawn capture without target rank (exd)
	SpellPromotionMissingMark // in variants with a single promotion piece: h8 for h8=Q
	SpellNoPieceLetter        // coordinate notation: a piece move without its letter (g1f3, e1g1)
)

// SAN is a move as written, without language: which role moves where,
// with whatever hints the writer gave. Readers of any language fill it;
// Resolve turns it into a Move on a given position.
type SAN struct {
	Role Role // Pawn for pawn moves; NoRole for castling and null moves

	// FromFile and FromRank are disambiguation hints, -1 when absent.
	FromFile, FromRank int8
	// ToFile and ToRank give the target; ToRank is -1 for a pawn capture
	// written by files only (exd).
	ToFile, ToRank int8

	Capture   bool
	Promotion Role // NoRole when not written
	Castle    CastleSide
	Null      bool
	// Drop: the man of Role is dropped from the pocket on the target
	// (crazyhouse "N@f3", "P@e4" or "@e4" for a pawn).
	Drop bool
	// FromBoard says that no piece letter was written before a whole
	// from-square (coordinate notation: "g1f3", "e1-g1", "e2e4"): the
	// piece is whichever stands there, which Resolve takes from the
	// board. Role is then Pawn when a pawn could move so (so that a
	// promotion can be read), else NoRole.
	FromBoard bool
	Check     CheckMark
	Spelling  Spelling
}
