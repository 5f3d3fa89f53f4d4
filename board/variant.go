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

// Variant is a set of rules. It is an immutable value that compares with
// ==: the zero Variant is chess, and Chess, Shatranj and ShatranjFersLeap
// return the others. Its rules are read through methods only.
type Variant struct{ r *rules }

// rules describes a game as data: the move generator, FEN and Resolve
// read these fields and contain no variant-specific code paths beyond them.
type rules struct {
	name     string
	tag      string // the Variant tag lichess writes ("Chess960"); "" for chess
	startFEN string

	queen, bishop Mover

	doubleStep bool // pawns may advance two squares from their start rank
	enPassant  bool
	castling   bool // FEN castling field holds castling rights (KQkq)
	// chess960: castling by the Chess960 rules (chess960.go), the rights
	// also in X-FEN and Shredder-FEN.
	chess960 bool
	// kingLeap: the castling field's K/k mean "the king's once-per-game
	// knight leap is unused" instead of castling.
	kingLeap bool
	// fersLeap: Q/q mean "the original fers may still make its first-move
	// alfil jump" (an option; off unless the variant enables it).
	fersLeap bool

	promotions []Role // in preference order; the first is the default

	stalemateWins bool // the side that stalemates wins (Shatranj)
	bareKingLoses bool // a side left with its king alone loses (Shatranj)

	// earlyEnd: a rule besides mate and stalemate ends the game (the bare
	// king, three checks, the hill); generation then tests variantOver.
	earlyEnd    bool
	checksToWin uint8 // three-check: the checks that win (threecheck.go)
	hill        bool  // king of the hill (kingofthehill.go)
	// ownGen: the variant generates its moves itself (pseudo.go), for
	// rules the chess generator's pins and evasions do not fit.
	ownGen bool
	atomic bool // atomic.go
	anti   bool // antichess.go
	// anyKings: a side may have any number of kings, or none (antichess).
	anyKings bool
	drops    bool // crazyhouse.go: pockets and drops
	// horde: White has a horde of pawns and no king (horde.go).
	horde bool
	// racing: racing kings (racingkings.go), no check ever.
	racing bool

	startOnce sync.Once // parses startFEN once, for StartPosition
	start     Position
}

var chessRules = rules{
	name:       "chess",
	startFEN:   "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	doubleStep: true,
	enPassant:  true,
	castling:   true,
	promotions: []Role{Queen, Rook, Bishop, Knight},
}

var shatranjRules = rules{
	name:          "shatranj",
	tag:           "Shatranj",
	startFEN:      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kk - 0 1",
	queen:         Fers,
	bishop:        Alfil,
	kingLeap:      true,
	promotions:    []Role{Queen},
	stalemateWins: true,
	bareKingLoses: true,
	earlyEnd:      true,
}

var shatranjFersLeapRules = rules{
	name:          "shatranj",
	tag:           "Shatranj",
	startFEN:      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	queen:         Fers,
	bishop:        Alfil,
	kingLeap:      true,
	fersLeap:      true,
	promotions:    []Role{Queen},
	stalemateWins: true,
	bareKingLoses: true,
	earlyEnd:      true,
}

// Chess is standard (FIDE) chess. It is the zero Variant.
func Chess() Variant { return Variant{} }

// Shatranj is the medieval game under the AISE rules (see docs): fers and
// alfil, no double step, promotion to fers only, the king's leap, and wins
// by stalemate and bare king.
func Shatranj() Variant { return Variant{&shatranjRules} }

// ShatranjFersLeap is Shatranj with the optional first-move fers leap.
func ShatranjFersLeap() Variant { return Variant{&shatranjFersLeapRules} }

// rules returns the variant's rules (chess for the zero Variant).
func (v Variant) rules() *rules {
	if v.r == nil {
		return &chessRules
	}
	return v.r
}

// variant returns the Variant whose rules are r, keeping chess the zero
// value so that == holds between every way of naming it.
func (r *rules) variant() Variant {
	if r == &chessRules {
		return Variant{}
	}
	return Variant{r}
}

// Name is the variant's lower-case name ("chess", "shatranj").
func (v Variant) Name() string { return v.rules().name }

// Tag is the variant's name in a PGN Variant tag, as lichess writes it
// ("Chess960", "Three-check", "King of the Hill"); "" for chess.
func (v Variant) Tag() string { return v.rules().tag }

// String returns Name.
func (v Variant) String() string { return v.rules().name }

// StartFEN is the FEN of the variant's initial position.
func (v Variant) StartFEN() string { return v.rules().startFEN }

// Queen says how the Queen role moves (Fers in Shatranj).
func (v Variant) Queen() Mover { return v.rules().queen }

// Bishop says how the Bishop role moves (Alfil in Shatranj).
func (v Variant) Bishop() Mover { return v.rules().bishop }

// DoubleStep reports whether pawns may advance two squares from their start rank.
func (v Variant) DoubleStep() bool { return v.rules().doubleStep }

// EnPassant reports whether pawns capture en passant.
func (v Variant) EnPassant() bool { return v.rules().enPassant }

// Castling reports whether the kings castle (FEN K/Q/k/q are castling rights).
func (v Variant) Castling() bool { return v.rules().castling }

// KingLeap reports whether each king has a once-per-game knight leap (the
// FEN letters K/k then mean the leap is unused).
func (v Variant) KingLeap() bool { return v.rules().kingLeap }

// FersLeap reports whether the original fers may make a first-move alfil
// jump (the FEN letters Q/q then mean the leap is unused).
func (v Variant) FersLeap() bool { return v.rules().fersLeap }

// Promotions returns the roles a pawn may promote to, in preference order
// (the first is the default). The slice is a copy.
func (v Variant) Promotions() []Role {
	return append([]Role(nil), v.rules().promotions...)
}

// CanPromoteTo reports whether a pawn may promote to r.
func (v Variant) CanPromoteTo(r Role) bool { return v.rules().canPromoteTo(r) }

// StalemateWins reports whether the side that stalemates wins (Shatranj).
func (v Variant) StalemateWins() bool { return v.rules().stalemateWins }

// BareKingLoses reports whether a side left with its king alone loses (Shatranj).
func (v Variant) BareKingLoses() bool { return v.rules().bareKingLoses }

// canPromoteTo reports whether r is in the variant's promotion set.
func (r *rules) canPromoteTo(role Role) bool {
	for _, p := range r.promotions {
		if p == role {
			return true
		}
	}
	return false
}

// VariantByName returns the variant a PGN Variant tag (or a command
// line) names, in the spellings programs write: case, spaces, hyphens
// and underscores aside: "chess"/"standard" (and the other names of the
// standard game), "shatranj", "chess960" ("fischerandom", "fischerrandom",
// "frc", "960"), "threecheck"/"3check", "kingofthehill"/"koth", "atomic",
// "antichess", "crazyhouse"/"zh", "horde" and "racingkings" ("Racing
// Kings"), as lichess, python-chess and Fairy-Stockfish name them.
func VariantByName(name string) (Variant, bool) {
	var b []byte
	for i := 0; i < len(name); i++ {
		switch c := name[i]; c {
		case ' ', '-', '_', '\t':
		default:
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			b = append(b, c)
		}
	}
	switch string(b) {
	case "", "chess", "standard", "normal", "regular", "classical", "fide", "fromposition":
		return Chess(), true
	case "shatranj":
		return Shatranj(), true
	case "threecheck", "3check":
		return ThreeCheck(), true
	case "kingofthehill", "koth":
		return KingOfTheHill(), true
	case "atomic":
		return Atomic(), true
	case "antichess": // not giveaway, suicide or losers: other rules
		return Antichess(), true
	case "crazyhouse", "zh", "zhouse", "house": // python-chess's aliases
		return Crazyhouse(), true
	case "horde", "hordechess":
		return Horde(), true
	case "racingkings", "racingking", "racing", "race":
		return RacingKings(), true
	case "chess960", "fischerandom", "fischerrandom", "fischerrandomchess", "frc", "960", "chess960fischerrandom":
		return Chess960(), true
	}
	return Variant{}, false
}
