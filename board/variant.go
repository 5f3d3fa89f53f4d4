package board

import "sync"

// Mover says how the Queen and Bishop roles move in a variant.
type Mover uint8

const (
	// Slider moves any distance along its lines (chess queen, bishop).
	Slider Mover = iota
	// Fers steps one square diagonally (Shatranj "queen").
	Fers
	// Alfil jumps exactly two squares diagonally (Shatranj "bishop").
	Alfil
)

// Variant describes a game as data: the move generator, FEN and Resolve
// read these fields and contain no variant-specific code paths beyond them.
type Variant struct {
	Name     string
	StartFEN string

	Queen, Bishop Mover

	DoubleStep bool // pawns may advance two squares from their start rank
	EnPassant  bool
	Castling   bool // FEN castling field holds castling rights (KQkq)
	// KingLeap: the castling field's K/k mean "the king's once-per-game
	// knight leap is unused" instead of castling.
	KingLeap bool
	// FersLeap: Q/q mean "the original fers may still make its first-move
	// alfil jump" (an option; off unless the variant value enables it).
	FersLeap bool

	Promotions []Role // in preference order; the first is the default

	StalemateWins bool // the side that stalemates wins (Shatranj)
	BareKingLoses bool // a side left with its king alone loses (Shatranj)

	startOnce sync.Once // parses StartFEN once, for StartPosition
	start     *Position
}

// Chess is standard (FIDE) chess.
var Chess = &Variant{
	Name:       "chess",
	StartFEN:   "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	DoubleStep: true,
	EnPassant:  true,
	Castling:   true,
	Promotions: []Role{Queen, Rook, Bishop, Knight},
}

// Shatranj is the medieval game under the AISE rules (see docs): fers and
// alfil, no double step, promotion to fers only, the king's leap, and wins
// by stalemate and bare king.
var Shatranj = &Variant{
	Name:          "shatranj",
	StartFEN:      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kk - 0 1",
	Queen:         Fers,
	Bishop:        Alfil,
	KingLeap:      true,
	Promotions:    []Role{Queen},
	StalemateWins: true,
	BareKingLoses: true,
}

// ShatranjFersLeap is Shatranj with the optional first-move fers leap.
var ShatranjFersLeap = func() *Variant {
	v := Variant{Name: "shatranj", Queen: Fers, Bishop: Alfil, KingLeap: true,
		Promotions: []Role{Queen}, StalemateWins: true, BareKingLoses: true}
	v.FersLeap = true
	v.StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	return &v
}()

// canPromoteTo reports whether r is in the variant's promotion set.
func (v *Variant) canPromoteTo(r Role) bool {
	for _, p := range v.Promotions {
		if p == r {
			return true
		}
	}
	return false
}
