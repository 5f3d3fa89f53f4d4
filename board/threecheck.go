package board

import "strings"

// Three-check is chess in which a side that gives its third check wins.
// A position counts the checks each side may still give (FEN "3+3", as
// lichess and python-chess write them after the en passant field; the
// older "+0+0" of checks given, at the end, is read too), and the game is
// over, with no moves, once a side has none left.

var threeCheckRules = rules{
	name:        "3check",
	tag:         "Three-check",
	startFEN:    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
	doubleStep:  true,
	enPassant:   true,
	castling:    true,
	promotions:  []Role{Queen, Rook, Bishop, Knight},
	earlyEnd:    true,
	checksToWin: 3,
}

// ThreeCheck is three-check chess (lichess's "Three-check").
func ThreeCheck() Variant { return Variant{&threeCheckRules} }

// ChecksToWin is the number of checks that win (3 in three-check; 0 when
// checks do not count).
func (v Variant) ChecksToWin() int { return int(v.rules().checksToWin) }

// ChecksLeft returns how many checks c still has to give to win, in a
// variant where checks count (see ChecksToWin).
func (p *Position) ChecksLeft(c Color) int { return int(p.checksLeft[c]) }

// gaveCheck counts the check us just gave.
func (p *Position) gaveCheck(us Color) {
	if p.checksLeft[us] > 0 {
		p.hash ^= zobristPiece[us][NoRole][p.checksLeft[us]]
		p.checksLeft[us]--
		p.hash ^= zobristPiece[us][NoRole][p.checksLeft[us]]
	}
}

// takeCheckField removes from fields (a FEN's, after the placement) the
// three-check counters and sets them: "W+B" checks left after the en
// passant field, or "+W+B" checks given as the last field. Without one,
// every side has all its checks.
func (p *Position) takeCheckField(fields []string) ([]string, error) {
	n := int(p.rules.checksToWin)
	p.checksLeft = [2]uint8{uint8(n), uint8(n)}
	for i := 4; i < len(fields); i++ {
		f := fields[i]
		given := strings.HasPrefix(f, "+")
		if !strings.Contains(f, "+") {
			continue
		}
		parts := strings.Split(strings.TrimPrefix(f, "+"), "+")
		if len(parts) != 2 || len(parts[0]) != 1 || len(parts[1]) != 1 ||
			parts[0][0] < '0' || int(parts[0][0]-'0') > n || parts[1][0] < '0' || int(parts[1][0]-'0') > n {
			return nil, fenErr("check counters", "want checks left as 3+3 (or given as +0+0), got %q", f)
		}
		w, b := int(parts[0][0]-'0'), int(parts[1][0]-'0')
		if given {
			w, b = n-w, n-b
		}
		p.checksLeft = [2]uint8{uint8(w), uint8(b)}
		return append(fields[:i:i], fields[i+1:]...), nil
	}
	return fields, nil
}

// hashChecks adds the counters to the hash (ParseFEN).
func (p *Position) hashChecks() {
	for c := White; c <= Black; c++ {
		p.hash ^= zobristPiece[c][NoRole][p.checksLeft[c]]
	}
}

// appendChecks writes the counters as lichess does: " 3+3".
func (p *Position) appendChecks(dst []byte) []byte {
	return append(dst, ' ', '0'+p.checksLeft[White], '+', '0'+p.checksLeft[Black])
}
