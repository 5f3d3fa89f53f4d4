// Package board holds the rules of chess and its variants: squares, pieces,
// positions, legal move generation, FEN, and the language-neutral SAN value
// with Resolve and Format. It imports nothing else of notaz.
package board

// Color is the side a piece belongs to.
type Color uint8

const (
	White Color = iota
	Black
)

// Other returns the opposite colour.
func (c Color) Other() Color { return c ^ 1 }

func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// Role is the kind of a piece, independent of colour and language. In
// Shatranj the Queen role is the fers and the Bishop role the alfil: the
// variant decides how a role moves, the role only says which piece it is.
type Role uint8

const (
	NoRole Role = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

// roleNames are the English names used in messages.
var roleNames = [...]string{"", "pawn", "knight", "bishop", "rook", "queen", "king"}

// String returns the English name of the role ("knight").
func (r Role) String() string {
	if int(r) < len(roleNames) {
		return roleNames[r]
	}
	return "?"
}

// Letter returns the English SAN letter (N for Knight, empty for pawns).
func (r Role) Letter() byte { return " PNBRQK"[r] }

// Piece is a coloured role. The zero Piece is an empty square.
type Piece struct {
	Color Color
	Role  Role
}

// NoPiece is the empty square.
var NoPiece = Piece{}

// Square is 0..63 with a1 = 0, b1 = 1 … h8 = 63.
type Square int8

// NoSquare marks an absent square (no en-passant target, unknown).
const NoSquare Square = -1

// NewSquare builds a square from file 0..7 (a..h) and rank 0..7 (1..8).
func NewSquare(file, rank int) Square { return Square(rank*8 + file) }

// File is 0..7 for a..h.
func (s Square) File() int { return int(s) & 7 }

// Rank is 0..7 for 1..8.
func (s Square) Rank() int { return int(s) >> 3 }

// String returns the algebraic name ("e4"), or "-" for NoSquare.
func (s Square) String() string {
	if s < 0 || s > 63 {
		return "-"
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// MoveFlag says what kind of special move a Move is.
type MoveFlag uint8

const (
	// Normal covers quiet moves, captures and promotions.
	Normal MoveFlag = iota
	// DoubleStep is a pawn's two-square first move.
	DoubleStep
	// EnPassant captures the pawn that just made a double step.
	EnPassant
	// CastleKing and CastleQueen are castling; From/To are the king's squares.
	CastleKing
	CastleQueen
	// KingLeap is the Shatranj king's once-per-game knight move.
	KingLeap
	// FersLeap is the optional Shatranj fers first move as an alfil.
	FersLeap
	// NullMove passes the turn (PGN "--"); never generated, only played.
	NullMove
	// Drop puts a man from the pocket on the board (crazyhouse): To is
	// the square, From equals To, and Promotion holds the role dropped.
	Drop
)

var flagNames = [...]string{"normal move", "double step", "capture en passant", "castling kingside",
	"castling queenside", "king's leap", "fers leap", "null move", "drop"}

// String names the flag in English ("double step").
func (f MoveFlag) String() string {
	if int(f) < len(flagNames) {
		return flagNames[f]
	}
	return "unknown flag"
}

// Move is a small value: it compares with == and needs no allocation.
type Move struct {
	From, To  Square
	Promotion Role
	Flag      MoveFlag
}

// IsDrop reports whether the move is a drop from the pocket (crazyhouse).
func (m Move) IsDrop() bool { return m.Flag == Drop }

// Dropped returns the role a drop puts on the board (NoRole for any other move).
func (m Move) Dropped() Role {
	if m.Flag != Drop {
		return NoRole
	}
	return m.Promotion
}

// NewDrop returns the drop of role r on s.
func NewDrop(r Role, s Square) Move { return Move{From: s, To: s, Promotion: r, Flag: Drop} }

// IsCastle reports whether the move is castling.
func (m Move) IsCastle() bool { return m.Flag == CastleKing || m.Flag == CastleQueen }

// String returns the move in UCI notation (e2e4, e7e8q, 0000).
func (m Move) String() string { return m.UCI() }
