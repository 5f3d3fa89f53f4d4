// Package replay plays a parsed game on a board: it resolves every move of
// the main line and of every variation from the right position, and
// records either the canonical moves or the first error, with its
// position in the input. It is the step that runs in parallel.
package replay

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/notaz/notaz/board"
	"github.com/notaz/notaz/locales"
	"github.com/notaz/notaz/parser"
)

// Severity of a finding.
type Severity uint8

const (
	Warning Severity = iota
	Error
)

func (s Severity) String() string {
	if s == Error {
		return "error"
	}
	return "warning"
}

// Stable finding codes, shared by convert and check.
const (
	CodeSyntax         = "syntax"
	CodeIllegal        = "illegal-move"
	CodeAmbiguous      = "ambiguous-move"
	CodeFEN            = "fen-invalid"
	CodeVariant        = "unknown-variant"
	CodeMovesAfterEnd  = "moves-after-end"
	CodeResultMismatch = "result-mismatch"
	CodeNonstandard    = "nonstandard-san"
	CodeCheckMark      = "check-mark"
	CodeMissingTag     = "missing-tag"
	CodeBadTag         = "bad-tag-value"
	CodeSetupMissing   = "setup-missing"
	CodeDuplicateTag   = "duplicate-tag"
	CodeNote           = "note"
	CodeMoveNumber     = "move-number"
)

// Finding is one diagnostic, positioned in the input.
type Finding struct {
	Pos      parser.Pos
	Severity Severity
	Code     string
	Ply      int    // 1-based ply of the move from the start position, 0 if none
	Move     string // the move as written, with its number ("4.Bxf7"), if any
	Msg      string
	// FEN of the position before the move, and suggested moves (canonical
	// SAN), for illegal and ambiguous moves.
	FEN         string
	Suggestions []string
}

// Node is one resolved move, in the order Walk visits moves: each move,
// then its variations, depth first.
type Node struct {
	Move     board.Move
	Spelling board.Spelling
	san      [2]uint32 // canonical English SAN: Game.san[san[0]:san[1]]
}

// Game is a replayed game.
type Game struct {
	Source  *parser.Game
	Variant board.Variant
	// Start is the position before the first move; StartFEN is set when it
	// is not the variant's usual start written without tags (a FEN tag, or
	// a Shatranj start notaz inferred).
	Start    board.Position
	StartFEN string
	// Final is the position after the main line.
	Final board.Position
	Nodes []Node
	// Err is the first error that stops replay; the game cannot be
	// converted and is written verbatim. Notes are warnings and remarks.
	Err   *Finding
	Notes []Finding
	// Locale is the language the letters were read as, when detected.
	Locale *locales.Locale

	san []byte
}

// SAN returns the canonical English SAN of node i.
func (g *Game) SAN(i int) []byte { n := g.Nodes[i]; return g.san[n.san[0]:n.san[1]] }

// Options control how moves are read.
type Options struct {
	// Locale is the language of the input's piece letters; with Letters
	// nil, nil means English. In Shatranj the locale's letters are
	// extended with F (fers) and E, A (alfil) where the language leaves
	// them free.
	Locale *locales.Locale
	// Letters, when set, reads the piece letters instead of Locale.
	Letters *parser.Letters
	// Variant applies to games without a Variant tag; the zero Variant is chess.
	Variant board.Variant
	// Auto detects the language of each game (Letters is then ignored).
	Auto bool
}

// Run replays g as the options say: with fixed letters, or detecting the
// language when opts.Auto is set.
func Run(g *parser.Game, opts Options) *Game {
	if opts.Auto {
		return ReplayAuto(g, opts)
	}
	return Replay(g, opts)
}

// Replay resolves every move of g. It never fails: problems are in
// the returned Game's Err and Notes.
func Replay(g *parser.Game, opts Options) *Game {
	return replayWith(g, opts, nil, nil)
}

func replayWith(g *parser.Game, opts Options, fallback []*parser.Letters, fallbackFam []*family) *Game {
	rg := &Game{Source: g}
	rg.Nodes = make([]Node, 0, 2*len(g.Moves)+8)
	rg.san = make([]byte, 0, 8*len(g.Moves)+16)
	v, vf := variantOf(g, opts.Variant)
	if vf != nil {
		rg.Err = vf
		return rg
	}
	rg.Variant = v
	r := replayer{g: rg, letters: opts.Letters, fallback: fallback, fallbackFam: fallbackFam}
	if r.letters == nil {
		l := opts.Locale
		if l == nil {
			l = english
		}
		r.letters = lettersFor(l, v.KingLeap())
	}

	fen, fenTag, hasFEN := "", parser.Tag{}, false
	for _, t := range g.Tags {
		if t.Name == "FEN" {
			fen, fenTag, hasFEN = t.Value, t, true
			break
		}
	}
	if hasFEN {
		p, err := board.ParseFEN(fen, v)
		if err != nil {
			rg.Err = &Finding{Pos: fenTag.Pos, Severity: Error, Code: CodeFEN, Msg: err.Error()}
			return rg
		}
		rg.StartFEN = fen
		r.run(*p)
		return rg
	}

	if v.KingLeap() && len(g.Moves) > 0 && g.Moves[0].Number == 13 {
		// AISE correspondence games start after 12 compulsory moves.
		p, _ := board.ParseFEN(DoubleMujannah, v)
		rg.StartFEN = DoubleMujannah
		rg.Notes = append(rg.Notes, Finding{Pos: g.Moves[0].Pos, Code: CodeNote,
			Msg: "movetext starts at move 13 without a FEN: starting from the double Mujannah of the AISE opening"})
		r.run(*p)
		return rg
	}
	r.run(board.StartPosition(v))
	if rg.Err != nil && v.KingLeap() && rg.Err.Code != CodeSyntax {
		// Other programs set up Shatranj with the kings on the d-file.
		alt := &Game{Source: g, Variant: v, Locale: rg.Locale}
		ar := replayer{g: alt, letters: r.letters, fallback: fallback, fallbackFam: fallbackFam}
		p, _ := board.ParseFEN(DFileShatranj, v)
		ar.run(*p)
		if alt.Err == nil {
			alt.StartFEN = DFileShatranj
			alt.Notes = append([]Finding{{Pos: g.Start, Code: CodeNote,
				Msg: "the moves are illegal from the AISE setup but legal with the kings on the d-file (as other programs set up Shatranj): read from that setup"}},
				alt.Notes...)
			*rg = *alt
		}
		// Otherwise rg keeps the AISE reading and its error.
	}
	return rg
}

var english, _ = locales.Lookup("en")

// Start positions notaz infers for Shatranj games without a FEN tag.
const (
	DoubleMujannah = "1rbqkbr1/p6p/1pnppnp1/2p2p2/2P2P2/1PNPPNP1/P6P/1RBQKBR1 w Kk - 4 13"
	DFileShatranj  = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1"
)

func variantOf(g *parser.Game, def board.Variant) (board.Variant, *Finding) {
	for _, t := range g.Tags {
		if t.Name != "Variant" {
			continue
		}
		switch strings.ToLower(strings.TrimSpace(t.Value)) {
		case "shatranj":
			if def.KingLeap() {
				return def, nil // keeps --fers-leap
			}
			return board.Shatranj(), nil
		case "", "standard", "chess", "normal", "regular", "classical", "fide", "from position", "from_position", "fromposition":
			return board.Chess(), nil
		}
		return board.Variant{}, &Finding{Pos: t.Pos, Severity: Error, Code: CodeVariant,
			Msg: fmt.Sprintf("variant %q is not supported (notaz knows chess and shatranj)", t.Value)}
	}
	return def, nil
}

type replayer struct {
	g       *Game
	letters *parser.Letters
	// fallback letters are tried, for a move the main letters cannot
	// read or resolve, when a game mixes alphabets.
	fallback    []*parser.Letters
	fallbackFam []*family
}

func (r *replayer) run(start board.Position) {
	r.g.Start = start
	r.g.Err = nil
	r.g.Final = start
	r.line(&r.g.Final, &r.g.Source.Line, 1)
}

// line plays l from pos (which it advances), resolving variations from
// the position before the move they replace. It stops at the first error.
func (r *replayer) line(pos *board.Position, l *parser.Line, ply int) bool {
	for _, mv := range l.Moves {
		if mv.Number != 0 && mv.Number != pos.FullmoveNumber() && l == &r.g.Source.Line {
			// Web pages quote side lines on their own line with their own
			// numbers; read as main-line moves they would be misread
			// silently. The number written is the evidence: say so. (In
			// variations numbers are often sloppy and nothing is misread.)
			r.g.Notes = append(r.g.Notes, Finding{Pos: mv.Pos, Severity: Warning, Code: CodeMoveNumber, Ply: ply,
				Move: moveName(mv, pos), Msg: fmt.Sprintf("move %s is numbered %d: is it a side line read as the main line?", moveName(mv, pos), mv.Number)})
		}
		before := *pos
		start := len(r.g.san)
		var m board.Move
		var spell board.Spelling
		san, err := parser.ParseSAN(mv.Text, r.letters)
		if err == nil {
			r.g.san, m, spell, err = pos.PlaySAN(r.g.san, san)
		}
		if err != nil && r.fallback != nil {
			var ok bool
			if m, spell, ok = r.tryFallback(mv, pos); ok {
				err = nil
				pos.PlayUnchecked(m)
			}
		}
		if err != nil {
			if _, isMove := err.(*board.MoveError); isMove {
				r.moveError(mv, ply, pos, err)
			} else {
				r.fail(mv, ply, pos, CodeSyntax, fmt.Sprintf("cannot read move %s: %v", moveName(mv, pos), err), nil)
			}
			return false
		}
		r.g.Nodes = append(r.g.Nodes, Node{Move: m, Spelling: spell, san: [2]uint32{uint32(start), uint32(len(r.g.san))}})
		for _, v := range mv.Variations {
			alt := before
			if !r.line(&alt, v, ply) {
				return false
			}
		}
		ply++
	}
	return true
}

func (r *replayer) moveError(mv *parser.Move, ply int, pos *board.Position, err error) {
	code, what := CodeIllegal, "illegal move"
	var sugg []board.Move
	if me, ok := err.(*board.MoveError); ok {
		sugg = me.Candidates
		switch me.Kind {
		case board.Ambiguous:
			code, what = CodeAmbiguous, "ambiguous move"
		case board.Incomplete:
			what = "incomplete move"
		}
	}
	detail := err.Error()
	if code == CodeAmbiguous {
		detail = strings.TrimPrefix(detail, "ambiguous: ")
	}
	msg := fmt.Sprintf("%s %s: %s", what, moveName(mv, pos), detail)
	if o := pos.Outcome(); o.Reason != board.NotOver && o.Reason != board.InsufficientMaterial {
		code = CodeMovesAfterEnd
		msg = fmt.Sprintf("move %s after the game ended by %s", moveName(mv, pos), o.Reason)
		sugg = nil
	}
	r.fail(mv, ply, pos, code, msg, sugg)
}

func (r *replayer) fail(mv *parser.Move, ply int, pos *board.Position, code, msg string, sugg []board.Move) {
	f := &Finding{Pos: mv.Pos, Severity: Error, Code: code, Ply: ply, Move: moveName(mv, pos), Msg: msg, FEN: pos.FEN()}
	for _, m := range sugg {
		f.Suggestions = append(f.Suggestions, pos.Format(m))
	}
	r.g.Err = f
}

// moveName is the move as written with its number: "4.Bxf7", "4...Nf6".
func moveName(mv *parser.Move, pos *board.Position) string {
	n := strconv.Itoa(pos.FullmoveNumber())
	if pos.Turn() == board.White {
		return n + "." + string(mv.Text)
	}
	return n + "..." + string(mv.Text)
}

// tryFallback reads mv with every fallback letter set and accepts the
// move if exactly one legal move comes out; it appends that move's SAN.
func (r *replayer) tryFallback(mv *parser.Move, pos *board.Position) (board.Move, board.Spelling, bool) {
	var found board.Move
	var spell board.Spelling
	var fam *family
	n := 0
	for i, l := range r.fallback {
		san, err := parser.ParseSAN(mv.Text, l)
		if err != nil {
			continue
		}
		m, sp, err := pos.Resolve(san)
		if err != nil {
			continue
		}
		if n == 0 || m != found {
			n++
		}
		found, spell, fam = m, sp, r.fallbackFam[i]
	}
	if n != 1 {
		return board.Move{}, 0, false
	}
	r.g.san = pos.AppendSAN(r.g.san, found)
	r.g.Notes = append(r.g.Notes, Finding{Pos: mv.Pos, Severity: Warning, Code: CodeLanguage, Move: moveName(mv, pos),
		Msg: fmt.Sprintf("%s read with %s letters, unlike the rest of the game", moveName(mv, pos), fam.names[0])})
	return found, spell | board.SpellOther, true
}
