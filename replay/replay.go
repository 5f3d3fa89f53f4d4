// Package replay plays a parsed game on a board: it resolves every move of
// the main line and of every variation from the right position, and
// returns the game as a tree of nodes, each pointing at its source move
// (text, position, comments, NAGs) and holding the board move and its
// canonical SAN, or the first error, a diag.Diagnostic positioned in the
// input. It also detects the language of a game's piece letters. It is the
// step that runs in parallel; what comes after (writer, check) ranges over
// the tree and never plays a move again.
package replay

import (
	"iter"
	"slices"
	"strconv"
	"strings"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/descriptive"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/parser/san"
)

// Game is a replayed game: the parsed game, the positions it starts and
// ends in, and the tree of its moves, each resolved on the board.
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
	// Moves is the main line. When replay stopped at an error, the tree
	// holds the moves up to it.
	Moves Line
	// Flat, for a game replayed without its tree (Options.KeepSAN), is
	// its main line's moves, and Moves is empty: a game of moves alone,
	// without comments or NAGs, from Start (whose side moves first),
	// numbered from Start's full-move number and counted from ply 1 as
	// the nodes would be. Nil for any other game.
	Flat []Played
	// Err is the first error that stops replay; the game cannot be
	// converted and is written verbatim. Notes are warnings and remarks.
	Err   *diag.Diagnostic
	Notes []diag.Diagnostic
	// Locale is the language the letters were read as, when detected.
	Locale *locales.Locale
	// Descriptive is the descriptive notation the moves were read in
	// (package descriptive), nil for algebraic.
	Descriptive *descriptive.Language

	det *detection // the other readings, under detection (see Detector)

	// spell is the union of the Spelling of every node played into the
	// game (a superset when a move was tried and taken back), known when
	// spellKnown: a game built elsewhere leaves it unknown, and
	// Spellings walks its nodes.
	spell      board.Spelling
	spellKnown bool
}

// Spellings returns the union of every node's Spelling: none for most
// games, which then need no walk of their moves for findings about how
// moves were written. For a game replay built it is the union kept while
// playing (possibly with the spellings of moves tried and taken back);
// otherwise the nodes are walked.
func (g *Game) Spellings() board.Spelling {
	if g.spellKnown {
		return g.spell
	}
	var s board.Spelling
	for n := range g.Nodes() {
		s |= n.Spelling
	}
	return s
}

// Played is a move of a game replayed without its tree (Game.Flat): the
// move (with Options.KeepMoves) and its canonical SAN, as a node would
// hold them.
type Played struct {
	Move board.Move
	SAN  board.SAN
}

// Line is a main line or a variation: its moves, resolved.
type Line struct {
	Source *parser.Line // comments of the line itself (Comments, After)
	Nodes  []Node
}

// Node is one move of the tree, resolved: where it was written (its
// Source: text, position, comments, NAGs), which move it is, its canonical
// SAN, and the variations that replace it.
type Node struct {
	Source   *parser.Move
	Move     board.Move
	SAN      board.SAN // canonical: write it with SAN.Append in any letters
	Spelling board.Spelling
	// Ply counts the moves from the start position (1-based); a variation
	// starts at the ply of the move it replaces.
	Ply    int
	Number int         // full move number of the move
	Turn   board.Color // the side that plays it
	// Variations are alternatives to this move, each played from the
	// position before it.
	Variations []Line
}

// Nodes returns every move of the game in document order: each move, then
// its variations, depth first.
func (g *Game) Nodes() iter.Seq[*Node] {
	return func(yield func(*Node) bool) { g.Moves.walk(yield) }
}

func (l *Line) walk(yield func(*Node) bool) bool {
	for i := range l.Nodes {
		n := &l.Nodes[i]
		if !yield(n) {
			return false
		}
		for j := range n.Variations {
			if !n.Variations[j].walk(yield) {
				return false
			}
		}
	}
	return true
}

// Count is the number of moves in the tree.
func (g *Game) Count() int {
	n := len(g.Flat)
	for range g.Nodes() {
		n++
	}
	return n
}

// Options control how moves are read.
type Options struct {
	// Locale is the language of the input's piece letters; with Letters
	// nil, nil means English. In Shatranj the locale's letters are
	// extended with F (fers) and E, A (alfil) where the language leaves
	// them free.
	Locale *locales.Locale
	// Letters, when set, reads the piece letters instead of Locale.
	Letters *locales.Input
	// Variant applies to games without a Variant tag; the zero Variant is chess.
	Variant board.Variant
	// Auto detects the language of each game (Letters is then ignored),
	// descriptive notation included when the algebraic reading fails.
	Auto bool
	// Descriptive, when set, reads the moves as this descriptive
	// notation (Locale, Letters and Auto are then ignored).
	Descriptive *descriptive.Language
	// Arena, when set, holds the replayed games: they are valid until its
	// Reset. Nil allocates them.
	Arena *Arena
	// KeepSAN asks the streaming path (a game read without its tree,
	// parser.Options.Defer) for a writer's needs: it takes only a game of
	// moves alone (parser.Game.Bare: no comments or NAGs to write) and
	// keeps each move's canonical SAN in Game.Flat, and with KeepMoves
	// the move too (Played.Move, zero without it). Without KeepSAN the
	// streaming path keeps nothing per move (check).
	KeepSAN, KeepMoves bool

	// known are the moves of the game, in document order, when another
	// reader resolved them (descriptive notation): they are played as
	// they are, not read from the text. knownSAN, when it holds as many,
	// are their canonical SANs and knownFinal the position after the
	// main line, which that reader found as it played them: the moves
	// are then not played again.
	known      []board.Move
	knownSAN   []board.SAN
	knownFinal *board.Position // a pointer: Options is copied often
}

// Run replays g as the options say: with fixed letters, or detecting the
// language when opts.Auto is set. For an illegal or unreadable move it
// also ranks what was probably meant (see SuggestLanguages) into the
// error's Suggestions. It is the one way into replay: replayLetters,
// replayAuto and replayDescriptive are its cases and leave the search
// out, since detection replays a game under many letter sets and only
// the reading that is kept deserves it.
func Run(g *parser.Game, opts Options) *Game {
	if g.Deferred() {
		// Read without its tree (parser.Options.Defer): most such games
		// are clean and need none; the others get it and go the usual way.
		if opts.Auto && opts.Descriptive == nil && pawnLetter(g) {
			// Descriptive notation (parser.Options.DeferPawn) is read
			// from Raw; the tree, of words to it, is built only when
			// that reading fails, and the game then goes the usual way
			// (which reads it so again, and gets the same).
			if d := autoDescriptive(g, nil, opts); d != nil && d.Err == nil {
				return d
			}
		}
		if rg := runFlat(g, opts); rg != nil {
			return rg
		}
		g.Build()
	}
	var rg *Game
	switch {
	case opts.Descriptive != nil:
		return replayDescriptive(g, opts, opts.Descriptive)
	case opts.Auto:
		if pawnLetter(g) {
			// SAN never writes P; descriptive notation always does
			// (P-K4, PxP, P4R): read such a game as descriptive first.
			if d := autoDescriptive(g, nil, opts); d != nil && d.Err == nil {
				return d
			}
		}
		rg = replayAuto(g, opts)
		if rg.Err != nil || len(rg.Moves.Nodes) == 0 && len(g.Raw) > 0 {
			// Descriptive notation (P-K4, P4R) is no algebraic
			// reading's: tried only where those fail.
			if d := autoDescriptive(g, rg, opts); d != rg {
				return d
			}
		}
	default:
		rg = replayLetters(g, opts)
	}
	rg.suggest()
	return rg
}

// suggest puts the other readings of an illegal or unreadable move before
// the board's nearby moves in the error's Suggestions, each move once.
func (g *Game) suggest() {
	d := g.Err
	if d == nil || d.FEN == "" || d.Move == "" || d.Code != diag.Illegal && d.Code != diag.Syntax {
		return
	}
	readings := SuggestLanguages(d, g.Variant)
	if len(readings) == 0 {
		return
	}
	for _, s := range d.Suggestions {
		if !slices.Contains(readings, s) {
			readings = append(readings, s)
		}
	}
	d.Suggestions = readings
}

// replayLetters resolves every move of g with the letters opts names. It never fails: problems are in
// the returned Game's Err and Notes.
func replayLetters(g *parser.Game, opts Options) *Game {
	return replayWith(g, opts, nil, nil)
}

func replayWith(g *parser.Game, opts Options, fallback []*locales.Input, fallbackFam []*family) *Game {
	rg := opts.Arena.newGame()
	rg.Source, rg.spellKnown = g, true
	v, vf := variantOf(g, opts.Variant)
	if vf != nil {
		rg.Err = vf
		return rg
	}
	rg.Variant = v
	r := replayer{g: rg, letters: opts.Letters, locale: opts.Locale, fallback: fallback, fallbackFam: fallbackFam, arena: opts.Arena, known: opts.known}
	if len(opts.knownSAN) == len(opts.known) && len(opts.known) > 0 && opts.knownFinal != nil {
		r.knownSAN, r.knownFinal = opts.knownSAN, opts.knownFinal
	}
	if r.letters == nil {
		l := opts.Locale
		if l == nil {
			l = english
		}
		r.letters = l.Input(v.KingLeap())
	}

	for _, t := range g.Tags {
		if t.Name != "FEN" {
			continue
		}
		p, err := board.ParseFEN(t.Value, v)
		rg.StartFEN = t.Value
		if err != nil {
			if p = repairFEN(rg, t, v); p == nil {
				d := g.DiagT(t.Pos, diag.Error, diag.FEN, errText(err))
				rg.Err, rg.StartFEN = &d, ""
				return rg
			}
		}
		r.run(*p)
		return rg
	}

	if v.KingLeap() && len(g.Moves) > 0 && g.Moves[0].Number() == 13 {
		// AISE correspondence games start after 12 compulsory moves.
		p, _ := board.ParseFEN(DoubleMujannah, v)
		rg.StartFEN = DoubleMujannah
		rg.Notes = append(rg.Notes, g.Diag(g.Moves[0].Pos(), diag.Warning, diag.Note,
			"movetext starts at move 13 without a FEN: starting from the double Mujannah of the AISE opening"))
		r.run(*p)
		return rg
	}
	r.run(board.StartPosition(v))
	if rg.Err != nil && v.KingLeap() && rg.Err.Code != diag.Syntax {
		// Other programs set up Shatranj with the kings on the d-file.
		alt := opts.Arena.newGame()
		alt.Source, alt.Variant, alt.Locale, alt.spellKnown = g, v, rg.Locale, true
		ar := replayer{g: alt, letters: r.letters, locale: r.locale, fallback: fallback, fallbackFam: fallbackFam, arena: opts.Arena}
		p, _ := board.ParseFEN(DFileShatranj, v)
		ar.run(*p)
		if alt.Err == nil {
			alt.StartFEN = DFileShatranj
			alt.Notes = append([]diag.Diagnostic{g.Diag(g.Start, diag.Warning, diag.Note,
				"the moves are illegal from the AISE setup but legal with the kings on the d-file (as other programs set up Shatranj): read from that setup")},
				alt.Notes...)
			*rg = *alt
		}
		// Otherwise rg keeps the AISE reading and its error.
	}
	return rg
}

var english, _ = locales.Lookup("en")

// repairFEN reads the FEN tag t that ParseFEN rejected as board.RepairFEN
// does, dropping castling rights and an en passant square the placement
// rules out (as other readers do) with a warning at the tag that names
// them; the repaired FEN becomes the game's StartFEN, so that the output
// is a FEN every reader takes. It returns nil when the FEN cannot be
// repaired.
func repairFEN(rg *Game, t parser.Tag, v board.Variant) *board.Position {
	p, fixes, err := board.RepairFEN(t.Value, v)
	if err != nil {
		return nil
	}
	var list diag.Text
	for i, f := range fixes {
		if i == 0 {
			list = phraseText(f.Phrase())
		} else {
			list = diag.Join(list, phraseText(f.Phrase()))
		}
	}
	rg.StartFEN = p.FEN()
	rg.Notes = append(rg.Notes, rg.Source.DiagT(t.Pos, diag.Warning, diag.FEN, diag.T("impossible FEN repaired: %s", list)))
	return p
}

// Start positions notaz infers for Shatranj games without a FEN tag.
const (
	DoubleMujannah = "1rbqkbr1/p6p/1pnppnp1/2p2p2/2P2P2/1PNPPNP1/P6P/1RBQKBR1 w Kk - 4 13"
	DFileShatranj  = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1"
)

func variantOf(g *parser.Game, def board.Variant) (board.Variant, *diag.Diagnostic) {
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
		if v, ok := board.VariantByName(t.Value); ok {
			return v, nil // chess960 in its spellings
		}
		d := g.DiagT(t.Pos, diag.Error, diag.Variant,
			diag.T("variant %q is not supported (notaz knows chess, chess960, three-check, king of the hill, atomic, antichess, crazyhouse, horde, racing kings and shatranj)", t.Value))
		return def, &d
	}
	return def, nil
}

type replayer struct {
	g       *Game
	letters *locales.Input
	// locale is the language of letters, in which errors name moves; nil
	// (English) when the letters are a table of the caller's.
	locale *locales.Locale
	// fallback letters are tried, for a move the main letters cannot
	// read or resolve, when a game mixes alphabets.
	fallback    []*locales.Input
	fallbackFam []*family
	// shift is how many plies the last main-line number read against the
	// board was off by (sideline.go): a text numbered off consistently.
	shift int
	arena *Arena // Options.Arena
	known []board.Move
	// knownSAN are the SANs of known, and knownFinal the position after
	// the main line, when the reader that resolved them gave them.
	knownSAN   []board.SAN
	knownFinal *board.Position
}

func (r *replayer) run(start board.Position) {
	r.g.Start = start
	r.g.Err = nil
	r.g.Final = start
	r.g.Moves = Line{}
	if r.knownSAN != nil {
		r.knownLine(&r.g.Source.Line, &r.g.Moves, 1, start.FullmoveNumber(), start.Turn())
		r.g.Final = *r.knownFinal
		return
	}
	r.line(&r.g.Final, &r.g.Source.Line, &r.g.Moves, 1)
}

// knownLine fills out with the moves of l as the reader that resolved
// them found them (r.known, r.knownSAN, in document order): the nodes
// line would make, without a board. Move numbers and sides are counted
// from number and turn, those of l's first move.
func (r *replayer) knownLine(l *parser.Line, out *Line, ply, number int, turn board.Color) {
	out.Source = l
	out.Nodes = r.arena.newNodes(len(l.Moves))
	for _, mv := range l.Moves {
		out.Nodes = append(out.Nodes, Node{Source: mv, Move: r.known[0], SAN: r.knownSAN[0], Ply: ply, Number: number, Turn: turn})
		r.known, r.knownSAN = r.known[1:], r.knownSAN[1:]
		if vs := mv.Variations(); len(vs) > 0 {
			n := &out.Nodes[len(out.Nodes)-1]
			n.Variations = r.arena.newLines(len(vs))
			for i, v := range vs {
				r.knownLine(v, &n.Variations[i], ply, number, turn)
			}
		}
		ply++
		if turn == board.Black {
			number++
		}
		turn = turn.Other()
	}
}

// line plays l from pos (which it advances) into out, resolving
// variations from the position before the move they replace. It stops at
// the first error.
func (r *replayer) line(pos *board.Position, l *parser.Line, out *Line, ply int) bool {
	out.Source = l
	// Room for every move at once, so that &out.Nodes[i] stays valid:
	// one allocation per line, or none from an arena.
	out.Nodes = r.arena.newNodes(len(l.Moves))
	main := l == &r.g.Source.Line
	for i, mv := range l.Moves {
		if main && mv.Number() != 0 && r.offNumber(mv, pos) {
			// A number that contradicts the board: a side line quoted in
			// the main line with its own number, or a move left out.
			// The rest of the game is read where the numbers say
			// (sideline.go). (In variations numbers are often sloppy
			// and nothing is misread.)
			return r.sideLines(pos, l, out, i, ply)
		}
		if len(mv.Variations()) > 0 {
			// The copy of the position is taken only for the moves that
			// need it: a position is 240 bytes, and most moves have none.
			before := *pos
			if !r.appendMove(pos, l, out, i, ply, main) || !r.variations(out, mv, before, ply) {
				return false
			}
		} else if !r.appendMove(pos, l, out, i, ply, main) {
			return false
		}
		ply++
	}
	return true
}

// appendMove plays l.Moves[i] on pos and appends its node to out, or
// explains why the main line stops there. A move that fails leaves pos
// as it was: the position before it.
func (r *replayer) appendMove(pos *board.Position, l *parser.Line, out *Line, i, ply int, main bool) bool {
	mv := l.Moves[i]
	if k := len(out.Nodes); k < cap(out.Nodes) {
		out.Nodes = out.Nodes[:k+1] // play sets the whole node
	} else {
		out.Nodes = append(out.Nodes, Node{})
	}
	if !r.play(pos, mv, ply, &out.Nodes[len(out.Nodes)-1]) {
		out.Nodes = out.Nodes[:len(out.Nodes)-1]
		if main {
			r.explainOrder(mv, l.Moves, &frame{line: out, start: r.g.Start, pos: pos, ply0: 1}, *pos)
		}
		return false
	}
	return true
}

// variations replays the variations written for mv, the last node of
// out, each from before, the position before mv.
func (r *replayer) variations(out *Line, mv *parser.Move, before board.Position, ply int) bool {
	if len(mv.Variations()) == 0 {
		return true
	}
	node := &out.Nodes[len(out.Nodes)-1]
	node.Variations = r.arena.newLines(len(mv.Variations()))
	for i, v := range mv.Variations() {
		alt := before
		if !r.line(&alt, v, &node.Variations[i], ply) {
			return false
		}
	}
	return true
}

// play reads, resolves and plays one move on pos into n, which it fills
// in place (a node is 80 bytes: no copy per move).
func (r *replayer) play(pos *board.Position, mv *parser.Move, ply int, n *Node) bool {
	*n = Node{Source: mv, Ply: ply, Number: pos.FullmoveNumber(), Turn: pos.Turn()}
	if len(r.known) > 0 {
		// Resolved already (and legal): only its canonical SAN is wanted,
		// its check mark read off the position after it (one play).
		n.Move = r.known[0]
		r.known = r.known[1:]
		n.SAN = pos.PlayCanonical(n.Move)
		return true
	}
	var s board.SAN // parsed and played in place (see board.PlaySANTo)
	err := san.ParseTo(mv.Text(), r.letters, &s)
	if err == nil {
		n.Move, n.Spelling, err = pos.PlaySANTo(&s, &n.SAN)
	}
	if err != nil && r.fallback != nil {
		var ok bool
		if n.Move, n.Spelling, ok = r.tryFallback(mv, pos); ok {
			err = nil
			n.SAN = pos.Canonical(n.Move)
			pos.PlayUnchecked(n.Move)
		}
	}
	if err == nil {
		r.g.spell |= n.Spelling
	}
	if err != nil {
		if _, isMove := err.(*board.MoveError); isMove {
			r.moveError(mv, ply, pos, err)
		} else {
			r.fail(mv, ply, pos, diag.Syntax, diag.T("cannot read move %s: %s", moveName(mv, pos), errText(err)), nil)
		}
		return false
	}
	return true
}

func (r *replayer) moveError(mv *parser.Move, ply int, pos *board.Position, err error) {
	code, what := diag.Illegal, "illegal move %s: %s"
	var sugg []board.Move
	if me, ok := err.(*board.MoveError); ok {
		sugg = me.Candidates
		switch me.Kind {
		case board.Ambiguous:
			code, what = diag.Ambiguous, "ambiguous move %s: %s"
		case board.Incomplete:
			what = "incomplete move %s: %s"
		}
	}
	detail := errText(err)
	if code == diag.Ambiguous && len(sugg) > 0 {
		// The board names the candidates in English; the arbiter reading
		// an Italian score needs them as the score writes them.
		detail = r.orList(pos, sugg)
	}
	msg := diag.T(what, moveName(mv, pos), detail)
	if o := pos.Outcome(); o.Reason != board.NotOver && o.Reason != board.InsufficientMaterial {
		code = diag.MovesAfterEnd
		msg = diag.T("move %s after the game ended by %s", moveName(mv, pos), o.Reason)
		sugg = nil
	}
	r.fail(mv, ply, pos, code, msg, sugg)
}

func (r *replayer) fail(mv *parser.Move, ply int, pos *board.Position, code diag.Code, msg diag.Text, sugg []board.Move) {
	d := r.g.Source.DiagT(mv.Pos(), diag.Error, code, msg)
	d.Ply, d.Move, d.FEN = ply, moveName(mv, pos), pos.FEN()
	if r.locale != nil && r.locale.Code != "en" {
		d.Locale = r.locale.Code
	}
	for _, m := range sugg {
		d.Suggestions = append(d.Suggestions, pos.Format(m))
	}
	r.g.Err = &d
}

// orList names moves, legal on pos, in the game's letters: "Cbd2 or Cfd2".
func (r *replayer) orList(pos *board.Position, moves []board.Move) diag.Text {
	var letters *[7]string // English
	if r.locale != nil {
		out := r.locale.Output()
		letters = &out[pos.Turn()]
	}
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = string(pos.Canonical(m).Append(nil, letters))
	}
	return diag.Or(names)
}

// moveName is the move as written with its number: "4.Bxf7", "4...Nf6".
func moveName(mv *parser.Move, pos *board.Position) string {
	n := strconv.Itoa(pos.FullmoveNumber())
	if pos.Turn() == board.White {
		return n + "." + string(mv.Text())
	}
	return n + "..." + string(mv.Text())
}

// tryFallback reads mv with every fallback letter set and accepts the
// move if exactly one legal move comes out.
func (r *replayer) tryFallback(mv *parser.Move, pos *board.Position) (board.Move, board.Spelling, bool) {
	var found board.Move
	var spell board.Spelling
	var fam *family
	n := 0
	for i, l := range r.fallback {
		san, err := san.Parse(mv.Text(), l)
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
	d := r.g.Source.DiagT(mv.Pos(), diag.Warning, diag.Language,
		diag.T("%s read with %s letters, unlike the rest of the game", moveName(mv, pos), diag.Word(fam.names[0])))
	d.Move = moveName(mv, pos)
	r.g.Notes = append(r.g.Notes, d)
	return found, spell | board.SpellOther, true
}
