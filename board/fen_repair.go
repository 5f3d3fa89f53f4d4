package board

import (
	"strings"
)

// FENRepair is one change RepairFEN made to a FEN: the text it dropped
// from a field and why the position cannot have it.
type FENRepair struct {
	Field  string // "castling", "en passant", "halfmove clock" or "fullmove number"
	Text   string // what was dropped: "K", "e3", "-"
	Reason string
	why    Phrase // Reason, translatable
}

// Phrase is String in translatable form.
func (r FENRepair) Phrase() Phrase {
	switch r.Field {
	case "castling":
		return phrase("castling right %s dropped (%s)", r.Text, r.why)
	case "en passant":
		return phrase("en passant square %s dropped (%s)", r.Text, r.why)
	}
	return phrase("%s %s %s", phrase(r.Field), r.Text, r.why)
}

func (r FENRepair) String() string {
	switch r.Field {
	case "castling":
		return "castling right " + r.Text + " dropped (" + r.Reason + ")"
	case "en passant":
		return "en passant square " + r.Text + " dropped (" + r.Reason + ")"
	}
	return r.Field + " " + r.Text + " " + r.Reason
}

// RepairFEN reads a FEN that ParseFEN may reject, dropping only what the
// placement proves impossible and what no other reading could mean: a
// castling right without its king and rook at home (or one the variant
// lacks, or repeated), an en passant square that no pawn has just
// stepped over, and a move counter written "-" (read as missing). A
// castling right is never added and a side to move never changed, so
// the repaired position is one the writer's FEN allowed, with fewer
// rights. Anything else wrong is an error, as from ParseFEN, and so is
// a FEN whose repair leaves another error.
//
// Callers try ParseFEN first and repair only when it fails, so that a
// FEN written right costs nothing more and a repair is never silent.
func RepairFEN(fen string, v Variant) (*Position, []FENRepair, error) {
	fields := strings.Fields(fen)
	if len(fields) < 3 || len(fields) > 6 {
		p, err := ParseFEN(fen, v)
		return p, nil, err
	}
	// The placement and the side to move decide which rights and which
	// en passant square are possible.
	base, err := ParseFEN(fields[0]+" "+fields[1], v)
	if err != nil {
		return nil, nil, err
	}
	var fixes []FENRepair
	fields[2], fixes = base.repairCastling(fields[2], fixes)
	if len(fields) > 3 && fields[3] != "-" {
		if s, err := base.enPassantField(fields[3]); err == nil && !base.couldTakeEnPassant(s) {
			fixes = append(fixes, FENRepair{Field: "en passant", Text: fields[3], Reason: noDoubleStep, why: phrase(noDoubleStep)})
			fields[3] = "-"
		}
	}
	counters := [...]struct{ name, def string }{{"halfmove clock", "0"}, {"fullmove number", "1"}}
	for i, c := range counters {
		if 4+i < len(fields) && fields[4+i] == "-" {
			// "%v": a key of its own, apart from a move's "read as %s".
			fixes = append(fixes, FENRepair{Field: c.name, Text: `"-"`, Reason: "read as " + c.def, why: phrase("read as %v", c.def)})
			fields[4+i] = c.def
		}
	}
	p, err := ParseFEN(strings.Join(fields, " "), v)
	if err != nil {
		return nil, nil, err
	}
	return p, fixes, nil
}

// repairCastling drops the rights in f that the placement rules out. A
// character that is no right at all is kept, for ParseFEN to report.
func (p *Position) repairCastling(f string, fixes []FENRepair) (string, []FENRepair) {
	if f == "-" {
		return f, fixes
	}
	var kept []byte
	var seen uint8
	for i := 0; i < len(f); i++ {
		bit := castlingBit(f[i])
		var err960 error
		if p.rules.chess960 {
			bit, _, _, err960 = p.right960(f[i])
		}
		var why Phrase
		switch {
		case bit == 0:
		case seen&bit != 0:
			why = phrase("repeated")
		case p.rules.chess960:
			if err960 != nil {
				why = err960.(Phrase)
			}
		default:
			if err := p.checkRight(bit); err != nil {
				why = err.(Phrase)
			}
		}
		if why.Format != "" {
			fixes = append(fixes, FENRepair{Field: "castling", Text: f[i : i+1], Reason: why.String(), why: why})
			continue
		}
		seen |= bit
		kept = append(kept, f[i])
	}
	if len(kept) == 0 {
		return "-", fixes
	}
	return string(kept), fixes
}

func castlingBit(c byte) uint8 {
	switch c {
	case 'K':
		return WhiteKingSide
	case 'Q':
		return WhiteQueenSide
	case 'k':
		return BlackKingSide
	case 'q':
		return BlackQueenSide
	}
	return 0
}
