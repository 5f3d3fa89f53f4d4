package replay

import (
	"sync"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/parser/san"
)

// The streaming path: a game the parser read without its tree
// (parser.Options.Defer) is played straight from its main line's move
// tokens, without nodes, when that gives exactly what the tree path
// gives; which is so for the commonest game of all, clean PGN: chess,
// English piece letters that no other language reads alike, every move
// legal, in standard SAN (no spelling to report) and numbered as the
// board says. Any other game makes runFlat return nil, and Run builds
// the tree and replays the game as always: nothing the streaming path
// sees can change a finding (check's TestStreamingAgrees compares both
// paths).

// runFlat replays a deferred game's main line as the tree path would
// when its result is a game without errors, notes or spellings (the
// returned Game then has no nodes: Moves is empty, Final and Start are
// set); otherwise it returns nil.
func runFlat(g *parser.Game, opts Options) *Game {
	if opts.Descriptive != nil || len(opts.known) > 0 ||
		!opts.Auto && (opts.Letters != nil || opts.Locale != nil && opts.Locale != english) {
		return nil
	}
	v, vf := variantOf(g, opts.Variant)
	if vf != nil || v.Name() != chessName {
		return nil // other variants' rules and start positions: the tree path
	}
	start, startFEN := board.StartPosition(v), ""
	for _, t := range g.Tags {
		if t.Name != "FEN" {
			continue
		}
		p, err := board.ParseFEN(t.Value, v)
		if err != nil {
			return nil // repaired with a warning, or an error
		}
		start, startFEN = *p, t.Value
		break
	}
	var flat []Played // the moves and their canonical SANs, for KeepSAN
	if opts.KeepSAN {
		n, bare := g.Bare()
		if !bare || n == 0 {
			return nil // comments or NAGs to write, or no moves: the tree's
		}
		flat = opts.Arena.newFlat(n)
	}
	pos := start
	letters := english.Input(false)
	var syms uint8 // leadingLetters bits
	var s board.SAN
	k := 0 // the moves played
	for i, text, number, offset := g.NextMoveText(0); i >= 0; i, text, number, offset = g.NextMoveText(i) {
		// White's move numbered as the board counts, nearly every
		// numbered move, is never off: offNumberAt is not called for it.
		if number != 0 && (number != pos.FullmoveNumber() || pos.Turn() == board.Black) && offNumberAt(g, number, offset, &pos) {
			return nil // side lines quoted in the main line (sideline.go)
		}
		bit, ok := leadingLetter(text)
		if !ok {
			return nil
		}
		syms |= bit
		if err := san.ParseTo(text, letters, &s); err != nil || bit == leadCastle && s.Castle == board.NoCastle {
			return nil
		}
		var spell board.Spelling
		var err error
		if flat != nil {
			// The canonical SAN written where it stays (PlaySANTo's
			// reason); the tree path's node gets the same.
			p := &flat[k]
			if opts.KeepMoves {
				p.Move, spell, err = pos.PlaySANToNoHash(&s, &p.SAN)
			} else {
				// The move left out: storing it costs a sixth of
				// what writing PGN from here saves.
				_, spell, err = pos.PlaySANToNoHash(&s, &p.SAN)
			}
		} else {
			_, spell, err = pos.PlayWrittenNoHash(&s)
		}
		if err != nil || spell != 0 {
			return nil
		}
		k++
	}
	if flat != nil && k != len(flat) {
		return nil // cannot be: Bare counts the moves NextMoveText reads
	}
	pos.Rehash() // the key, not kept move by move, before Final is handed on
	syms &^= leadPawn | leadCastle
	rg := opts.Arena.newGame()
	if opts.Auto {
		// replayAuto reads the game as the one family that covers its
		// letters, English; several families (or none) go the usual way.
		if !englishOnly()[syms] {
			return nil
		}
		rg.Locale, rg.det = englishFamily().locale, soleFamily
	}
	rg.Source, rg.spellKnown = g, true
	rg.Variant, rg.Start, rg.StartFEN, rg.Final = v, start, startFEN, pos
	rg.Flat = flat
	return rg
}

var chessName = board.Chess().Name()

// leadingLetters are the piece letters of standard SAN, as bits of the
// set a game's moves start with.
const leadingLetters = "KQRBN"

// leadingLetter returns the bit of the piece letter text starts with as
// parser.LeadingSymbol reads it, leadPawn for a pawn move, leadCastle for
// what must be castling (O-O, O-O-O: the caller checks that it reads as
// castling), and false for a move that starts otherwise (a letter of
// another language, a lowercase piece, a null move), which the tree path
// reads.
func leadingLetter(text []byte) (uint8, bool) {
	if len(text) < 2 {
		return 0, false // no move of standard SAN is one byte
	}
	c := leadClass[text[0]]
	return c, c >= leadPawn || c != 0 && secondClass[text[1]]
}

// What the first byte of a move says (leadClass), and which second bytes
// end a piece letter (secondClass: a file, a rank, a capture sign; the
// spellings with ':' or '-' are never streamed anyway).
const (
	leadPawn   = 1 << len(leadingLetters)
	leadCastle = leadPawn << 1
)

var leadClass, secondClass = func() (lead [256]uint8, second [256]bool) {
	for c := 'a'; c <= 'h'; c++ {
		lead[c], second[c] = leadPawn, true
	}
	for c := '1'; c <= '8'; c++ {
		second[c] = true
	}
	second['x'] = true
	lead['O'] = leadCastle
	for i := range len(leadingLetters) {
		lead[leadingLetters[i]] = 1 << i
	}
	return lead, second
}()

// englishOnly says, for each set of leadingLetters, whether English is
// the only letter family that reads them all (replayAuto's sole
// candidate).
var englishOnly = sync.OnceValue(func() (t [1 << len(leadingLetters)]bool) {
	familiesOnce.Do(loadFamilies)
	for set := range t {
		var syms symSet
		for i := range len(leadingLetters) {
			if set&(1<<i) != 0 {
				syms.ascii.add(leadingLetters[i])
			}
		}
		var only *family
		n := 0
		for _, f := range families {
			if f.covers(&syms, false) {
				only = f
				n++
			}
		}
		t[set] = n == 1 && only == englishFamily()
	}
	return t
})
