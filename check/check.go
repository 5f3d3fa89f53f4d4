// Package check validates game scores without writing them: it runs the
// pipeline (read, replay on all cores, in input order) and adds its rules
// (tags, results against the board, spellings), each finding a
// diag.Diagnostic with its file, line and column, a severity and a stable
// code. It prints nothing: package report renders findings (text, JSON
// Lines, GitHub Actions, SARIF, the board view) in the user's language.
//
// Errors are what makes a game wrong: a syntax error, an illegal or
// ambiguous move, an invalid FEN, a result the moves contradict, moves
// after the end, a game cut short inside a bracket (diag.UnclosedBracket,
// which convert reads with a warning). Warnings are what PGN does not allow but notaz reads
// anyway: lenient move spellings, wrong check marks, missing or malformed
// tags. Options.Strict makes every warning an error.
package check

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
)

// Options configure a check.
type Options struct {
	// Options says what to read and how: input name, workers, letters or
	// detection, variant.
	pipeline.Options
	// Strict makes every warning an error.
	Strict bool
	// Source fills Diagnostic.Source with the input line, for the board
	// view of report.Printer. It costs a copy of the line per finding.
	Source bool
	// Suggest, when set, is asked for more suggestions for an illegal or
	// ambiguous move, after those replay ranked (other readings of the
	// letters, then the board's nearby moves: see replay.Run). It runs on
	// a worker goroutine. Return canonical English SAN, which printers
	// write in the game's letters; other text is printed as it is.
	Suggest func(g *replay.Game, d *diag.Diagnostic) []string
	// Identity fills Diagnostic.Identity with the tags that name the
	// game (JSON and SARIF output carry them).
	Identity bool
	// Keep, when set, says which findings are reported and counted, after
	// Strict made them errors (notaz check's -q, --ignore and --select):
	// a finding it drops is neither reported nor in Stats.
	Keep func(*diag.Diagnostic) bool
	// Game, when set, is called for every game in input order, after its
	// findings were reported (notaz check counts them for its progress).
	// It must not keep it or its game's tree after it returns (their
	// memory is reused: pipeline.Options.Reuse); Raw and strings it may.
	Game func(it *pipeline.Item)
	// Tree keeps every game's tree for Game. Without it a game that is
	// clean, in English letters and without variations is checked on the
	// streaming path (pipeline.Options.NoTree): its findings are the same,
	// but the Item's Game has tags, result and Raw, no Moves (until its
	// Build), and its Replay no nodes.
	Tree bool
	// Explain adds, for each game read as real text (package prose), the
	// decoder's choices and its runner-up reading as notes (Info): not
	// findings, never counted (notaz check --explain).
	Explain bool
}

// Stats count what a check saw.
type Stats struct {
	Games    int
	Errors   int
	Warnings int
}

// Run checks every game read from r and calls report for each finding, in
// input order, on the calling goroutine. It returns an error only when the
// run stops: a failed read (*pipeline.ReadError), ctx's cause, or an error
// from report (a closed output: the run stops at once); findings are never
// errors.
func Run(ctx context.Context, r io.Reader, opts Options, report func(diag.Diagnostic) error) (Stats, error) {
	var st Stats
	po := opts.Options
	po.Reuse = true // nothing of a game is kept once reported (Game's doc says so)
	po.NoTree = !opts.Tree
	err := pipeline.Run(ctx, r, po, pipeline.Stage[struct{}]{
		Work: func(it *pipeline.Item) struct{} {
			inspect(it, &opts)
			return struct{}{}
		},
		Emit: func(it *pipeline.Item, _ struct{}) error {
			if it.Game != nil {
				st.Games++
			}
			for _, d := range it.Diags {
				if d.Info {
					if report != nil {
						if err := report(d); err != nil {
							return err
						}
					}
					continue
				}
				if opts.Strict {
					d.Severity = diag.Error
				}
				if opts.Keep != nil && !opts.Keep(&d) {
					continue
				}
				if d.Severity == diag.Error {
					st.Errors++
				} else {
					st.Warnings++
				}
				if report != nil {
					if err := report(d); err != nil {
						return err
					}
				}
			}
			if it.Game != nil && opts.Game != nil {
				opts.Game(it)
			}
			return nil
		},
	})
	return st, err
}

// inspect adds check's findings to those of the pipeline, in input order.
func inspect(it *pipeline.Item, opts *Options) {
	g, rg := it.Game, it.Replay
	if rg != nil {
		it.Diags = append(it.Diags, Game(rg)...)
	}
	if opts.Explain {
		it.Diags = append(it.Diags, it.Explain...)
	}
	var id *diag.Identity
	if opts.Identity && g != nil && len(it.Diags) > 0 {
		id = identity(g)
	}
	for i := range it.Diags {
		d := &it.Diags[i]
		if id != nil && d.Game == g.Number {
			d.Identity = id
		}
		if d.Code == diag.UnclosedBracket && !d.Info {
			// A game whose text is cut short inside a bracket is
			// incomplete: convert reads what precedes it (a warning),
			// check fails on it, so that a collection's CI sees it.
			d.Severity = diag.Error
		}
		if opts.Suggest != nil && rg != nil && (d.Code == diag.Illegal || d.Code == diag.Ambiguous || d.Code == diag.Syntax && d.Move != "") {
			d.Suggestions = append(slices.Clip(d.Suggestions), opts.Suggest(rg, d)...)
		}
		if opts.Source && d.Game == g.Number {
			d.Source = sourceLine(g, d.Offset, d.Column)
		}
	}
	// Stray text before the game comes first; the rest by place.
	slices.SortStableFunc(it.Diags, func(a, b diag.Diagnostic) int {
		return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(a.Column, b.Column))
	})
}

// identity returns the tags that name g.
func identity(g *parser.Game) *diag.Identity {
	tag := func(name string) string { v, _ := g.TagValue(name); return v }
	return &diag.Identity{Event: tag("Event"), Date: tag("Date"), Round: tag("Round"), White: tag("White"), Black: tag("Black")}
}

// sourceLine returns the input line that holds the byte at offset, or ""
// when it is not in the game's text. A game that starts in mid-line has the
// start of that line padded with spaces, so that the column still points
// right.
func sourceLine(g *parser.Game, offset int64, col int) string {
	off := offset - g.Start.Offset
	if off < 0 || off > int64(len(g.Raw)) {
		return ""
	}
	from := int64(0)
	if i := strings.LastIndexAny(string(g.Raw[:off]), "\r\n"); i >= 0 {
		from = int64(i) + 1
	}
	pad := 0
	if from == 0 {
		pad = col - 1 - utf8.RuneCount(g.Raw[:off])
	}
	line := g.Raw[from:]
	if i := strings.IndexAny(string(line), "\r\n"); i >= 0 {
		line = line[:i]
	}
	return strings.Repeat(" ", max(pad, 0)) + string(line)
}

// Game returns check's findings about a replayed game, beyond those replay
// itself reports (rg.Err and rg.Notes): the tags, the result against the
// movetext and the final position, and every lenient spelling of a move.
// All are warnings except result mismatches.
func Game(rg *replay.Game) []diag.Diagnostic {
	var fs []diag.Diagnostic
	g := rg.Source
	fs = checkTags(fs, g)
	fs = checkResult(fs, rg)
	if rg.Err == nil || rg.Err.Code != diag.Language {
		// With the language in doubt, no reading's spellings are facts.
		fs = checkSpellings(fs, rg)
	}
	if rg.Err == nil && rg.Locale != nil && rg.Locale.Code != "en" {
		fs = append(fs, g.DiagT(firstMovePos(g), diag.Warning, diag.Language, diag.T("moves written with %s piece letters; PGN uses English (K Q R B N)", diag.Word(rg.Locale.Name))))
	}
	return fs
}

func firstMovePos(g *parser.Game) parser.Pos {
	g.Build() // a game read without its tree (Options.Tree) gets it here
	if len(g.Moves) > 0 {
		return g.Moves[0].Pos()
	}
	return g.Start
}

func checkTags(fs []diag.Diagnostic, g *parser.Game) []diag.Diagnostic {
	var have uint8 // the SevenTags there, one bit each: one pass over the tags
	for i := range g.Tags {
		if k := sevenTag(g.Tags[i].Name); k >= 0 {
			have |= 1 << k
		}
	}
	var missing []string
	if have != 1<<len(parser.SevenTags)-1 {
		for k, st := range parser.SevenTags {
			if have&(1<<k) == 0 {
				missing = append(missing, st.Name)
			}
		}
	}
	switch len(missing) {
	case 0:
	case 1:
		fs = append(fs, g.DiagT(g.Start, diag.Warning, diag.MissingTag, diag.T("missing tag %s (Seven Tag Roster)", missing[0])))
	default:
		fs = append(fs, g.DiagT(g.Start, diag.Warning, diag.MissingTag, diag.T("missing tags %s (Seven Tag Roster)", strings.Join(missing, ", "))))
	}
	var fen, setup *parser.Tag
	// The first tag of each name: by a look at the tags before for the
	// usual dozen, by a map beyond (linear in tags: 10^5 tags must not
	// stall CI), which costs more than the rest of the check of a game.
	var first map[string]*parser.Tag
	if len(g.Tags) > smallTags {
		first = make(map[string]*parser.Tag, len(g.Tags))
	}
	for i := range g.Tags {
		t := &g.Tags[i]
		var u *parser.Tag
		if first == nil {
			for j := range i {
				if g.Tags[j].Name == t.Name {
					u = &g.Tags[j]
					break
				}
			}
		} else if u = first[t.Name]; u == nil {
			first[t.Name] = t
		}
		if u != nil {
			fs = append(fs, g.DiagT(t.Pos, diag.Warning, diag.DuplicateTag, diag.T("duplicate tag %s %q (the first is on line %d)", t.Name, t.Value, u.Pos.Line)))
		}
		if msg, bad := badValue(t.Name, t.Value); bad {
			fs = append(fs, g.DiagT(t.Pos, diag.Warning, diag.BadTag, msg))
		}
		switch {
		case t.Name == "FEN" && fen == nil:
			fen = t
		case t.Name == "SetUp" && setup == nil:
			setup = t
		}
	}
	switch {
	case fen != nil && setup == nil:
		fs = append(fs, g.Diag(fen.Pos, diag.Warning, diag.SetupMissing, `FEN tag without SetUp "1"`))
	case fen != nil && setup.Value != "1":
		fs = append(fs, g.DiagT(setup.Pos, diag.Warning, diag.SetupMissing, diag.T(`FEN tag with SetUp %q: it must be "1"`, setup.Value)))
	case fen == nil && setup != nil && setup.Value == "1":
		fs = append(fs, g.Diag(setup.Pos, diag.Warning, diag.BadTag, `SetUp "1" without a FEN tag`))
	}
	return fs
}

// smallTags is the most tags checkTags compares with each other rather
// than look up in a map.
const smallTags = 32

// sevenTag returns the index of name in parser.SevenTags, or -1.
func sevenTag(name string) int {
	switch name {
	case "Event":
		return 0
	case "Site":
		return 1
	case "Date":
		return 2
	case "Round":
		return 3
	case "White":
		return 4
	case "Black":
		return 5
	case "Result":
		return 6
	}
	return -1
}

// badValue says what is wrong with a tag value PGN defines, and whether
// anything is. The FEN itself is replay's to judge (fen-invalid). (The
// flag, not a zero Text, answers the common case: the Text returned in
// registers and tested whole was copied through the stack with wide
// loads that waited on its narrow stores, a quarter of checkTags' time.)
func badValue(name, v string) (diag.Text, bool) {
	switch name {
	case "Date", "EventDate", "UTCDate":
		if !validDate(v) {
			return diag.T("%s %q is not a date YYYY.MM.DD (with ? for unknown digits)", name, v), true
		}
	case "Round":
		if !validRound(v) {
			return diag.T("Round %q is not a round number (1, 3.2, ? or -)", v), true
		}
	case "Result":
		switch v {
		case "1-0", "0-1", "1/2-1/2", "*":
		default:
			return diag.T("Result %q is not 1-0, 0-1, 1/2-1/2 or *", v), true
		}
	case "SetUp":
		if v != "0" && v != "1" {
			return diag.T(`SetUp %q is not "0" or "1"`, v), true
		}
	}
	return diag.Text{}, false
}

// validDate accepts YYYY.MM.DD where any digit may be '?', with a month
// of 01..12 and a day of 01..31 when they are known.
func validDate(v string) bool {
	if len(v) != 10 || v[4] != '.' || v[7] != '.' {
		return false
	}
	for i := 0; i < 10; i++ {
		if i == 4 || i == 7 {
			continue
		}
		if c := v[i]; c != '?' && (c < '0' || c > '9') {
			return false
		}
	}
	inRange := func(s string, hi int) bool {
		if s[0] == '?' || s[1] == '?' {
			return true
		}
		n := int(s[0]-'0')*10 + int(s[1]-'0')
		return n >= 1 && n <= hi
	}
	return inRange(v[5:7], 12) && inRange(v[8:10], 31)
}

// validRound accepts "?", "-", and numbers separated by dots ("3.1").
func validRound(v string) bool {
	if v == "?" || v == "-" {
		return true
	}
	digits := 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' && digits > 0 && i < len(v)-1:
			digits = 0
		default:
			return false
		}
	}
	return digits > 0
}

// checkResult compares the Result tag with the movetext's result token,
// and the result with what the final position forces (checkmate,
// stalemate, bare king). It is reported at the result token.
func checkResult(fs []diag.Diagnostic, g *replay.Game) []diag.Diagnostic {
	src := g.Source
	tagVal, hasTag := src.TagValue("Result")
	var tagPos parser.Pos
	for _, t := range src.Tags {
		if t.Name == "Result" {
			tagPos = t.Pos
			break
		}
	}
	tag := parser.NormalizeResult(tagVal)
	tok := parser.NormalizeResult(src.Result)
	at := src.ResultPos
	switch {
	case src.Result == "":
		src.Build() // a game read without its tree (Options.Tree) gets it here
		if len(src.Moves) > 0 || len(src.Tags) > 0 {
			fs = append(fs, src.Diag(endPos(src), diag.Warning, diag.Syntax, "the movetext has no result (1-0, 0-1, 1/2-1/2 or *) at its end"))
		}
		at = tagPos
	case src.Result != tok:
		fs = append(fs, src.DiagT(at, diag.Warning, diag.Nonstandard, diag.T("result written %s; PGN writes %s", src.Result, tok)))
	}
	if hasTag && tag != "" && tok != "" && tag != tok {
		fs = append(fs, src.DiagT(at, diag.Error, diag.ResultMismatch, diag.T("the movetext ends with %s but the Result tag says %s", src.Result, tagVal)))
		return fs
	}
	res := tok
	if res == "" {
		res = tag
	}
	if g.Err != nil || res == "" || res == "*" {
		return fs
	}
	o := g.Final.Outcome()
	switch o.Reason {
	case board.Checkmate, board.Stalemate, board.BareKing, board.ThreeChecks, board.KingOnHill,
		board.KingExploded, board.AllMenLost:
	default:
		return fs
	}
	if want := o.Result(); want != res {
		if !at.IsValid() {
			at = src.Start
		}
		d := src.DiagT(at, diag.Error, diag.ResultMismatch, diag.T("the game ended by %s (%s) but the result is %s", o.Reason, outcomeText(o), res))
		d.FEN = g.Final.FEN()
		fs = append(fs, d)
	}
	return fs
}

func outcomeText(o board.Outcome) diag.Text {
	switch {
	case !o.Decisive:
		return diag.T("a draw, 1/2-1/2")
	case o.Winner == board.White:
		return diag.T("White wins, 1-0")
	}
	return diag.T("Black wins, 0-1")
}

// endPos is the position of the game's last main-line move, where a
// missing result belongs.
func endPos(g *parser.Game) parser.Pos {
	if n := len(g.Moves); n > 0 {
		return g.Moves[n-1].Pos()
	}
	return g.Start
}

// spellings names each lenient spelling, with the code it is reported
// under: board's words (prose says the same of decoded text), the check
// marks last.
var spellings = func() (t []struct {
	bit  board.Spelling
	code diag.Code
	what string
}) {
	type row = struct {
		bit  board.Spelling
		code diag.Code
		what string
	}
	for _, w := range board.SpellingWords {
		t = append(t, row{w.Bit, diag.Nonstandard, w.Words})
	}
	return append(t, row{board.SpellMissingCheck, diag.CheckMark, "missing check mark"},
		row{board.SpellWrongCheck, diag.CheckMark, "wrong check mark"})
}()

// checkSpellings reports the lenient spellings of every move, at the
// move: one finding per move and code (see spellingFindings).
func checkSpellings(fs []diag.Diagnostic, g *replay.Game) []diag.Diagnostic {
	// Whether ++ on a check that is not mate is a double check needs the
	// position after the move: only such games (rare) start again with
	// positions, so that the others, clean input first, walk their moves
	// once as before.
	if g.Spellings() == 0 {
		return fs // most games: every move in standard SAN
	}
	start := len(fs)
	positions := false
	for n := range g.Nodes() {
		if n.Spelling&(board.SpellDoubleCross|board.SpellWrongCheck) == board.SpellDoubleCross|board.SpellWrongCheck {
			positions = true
			break
		}
		if n.Spelling != 0 {
			fs = spellingFindings(fs, g.Source, n, false)
		}
	}
	if !positions {
		return fs
	}
	fs = fs[:start]
	walkPositions(&g.Moves, g.Start, func(n *replay.Node, after *board.Position) {
		if n.Spelling != 0 {
			fs = spellingFindings(fs, g.Source, n, after.Checkers().Count() > 1)
		}
	})
	return fs
}

// walkPositions calls f for every move of l and its variations, in the
// order of replay.Game.Nodes, with the position after the move.
func walkPositions(l *replay.Line, pos board.Position, f func(*replay.Node, *board.Position)) {
	for i := range l.Nodes {
		n := &l.Nodes[i]
		before := pos
		pos.PlayUnchecked(n.Move)
		f(n, &pos)
		for j := range n.Variations {
			walkPositions(&n.Variations[j], before, f)
		}
	}
}

// spellingFindings reports the lenient spellings of one move: one finding
// per code, naming every spelling of that code ("capture written with :
// and mate written as a word in 24.A:e7 matto"), since they are facts
// about one move that one fix (the PGN spelling) settles.
//
// ++ is one fact, not two: Italian, Russian and older English scoresheets
// write ++ for a double check, others for mate. On a double check that is
// not mate the scorer was right by the first practice, so the finding is
// a spelling (nonstandard-san: PGN has no mark for a double check and
// writes +), not a wrong check mark; it stays a warning, as the same
// sheets' : captures and 0-0 do, because check measures the distance to
// PGN and convert writes + there. On a single check or no check at all,
// the mark is wrong whichever practice: one check-mark finding.
func spellingFindings(fs []diag.Diagnostic, g *parser.Game, n *replay.Node, doubleCheck bool) []diag.Diagnostic {
	mv := n.Source
	name := fmt.Sprintf("%d.%s", n.Number, mv.Text())
	if n.Turn == board.Black {
		name = fmt.Sprintf("%d...%s", n.Number, mv.Text())
	}
	san := n.SAN.String()
	sp := n.Spelling
	if sp&board.SpellDoubleCross != 0 && sp&board.SpellWrongCheck != 0 {
		if doubleCheck {
			sp &^= board.SpellWrongCheck
		} else {
			sp &^= board.SpellDoubleCross
		}
	}
	var whats [2][]string // nonstandard-san, check-mark
	for _, s := range spellings {
		if sp&s.bit == 0 {
			continue
		}
		what := s.what
		switch {
		case s.code == diag.CheckMark:
			what = checkMarkText(mv.Text(), san)
		case s.bit == board.SpellDoubleCross && doubleCheck:
			what = "++ for a double check (PGN marks it +)"
		case s.bit == board.SpellOther:
			what = otherText(mv.Text(), san)
		}
		k := 0
		if s.code == diag.CheckMark {
			k = 1
		}
		if !slices.Contains(whats[k], what) { // missing and wrong check read the same
			whats[k] = append(whats[k], what)
		}
	}
	for k, code := range [2]diag.Code{diag.Nonstandard, diag.CheckMark} {
		if len(whats[k]) == 0 {
			continue
		}
		d := g.DiagT(mv.Pos(), diag.Warning, code, diag.T("%s in %s; PGN writes %s", andList(whats[k]), name, san))
		d.Ply, d.Move = n.Ply, name
		fs = append(fs, d)
	}
	return fs
}

// otherText names a spelling the reader flagged only as nonstandard,
// where the text says more.
func otherText(text []byte, san string) string {
	t := string(text)
	switch {
	case strings.HasSuffix(san, "#") && endsWithMateWord(t):
		return "mate written as a word"
	case strings.HasSuffix(san, "#") && strings.HasSuffix(t, "×"):
		return "× for mate"
	}
	return "nonstandard spelling"
}

// andList joins "a", "b" and "c" as "a, b and c": fixed phrases, each
// its own key.
func andList(s []string) diag.Text {
	t := diag.Text{Format: s[len(s)-1]}
	if len(s) == 1 {
		return t
	}
	head := diag.Text{Format: s[0]}
	for _, w := range s[1 : len(s)-1] {
		head = diag.T("%s, %s", head, diag.Text{Format: w})
	}
	return diag.T("%s and %s", head, t)
}

// mateWords are the words for mate of every language, lower case.
var mateWords = func() (w []string) {
	for _, l := range locales.All() {
		w = append(w, l.MateWords()...)
	}
	return w
}()

// endsWithMateWord reports whether a move as written ends with a word for
// mate ("matto", "mat.", "MATE").
func endsWithMateWord(t string) bool {
	t = strings.ToLower(strings.TrimRight(t, ".!?"))
	for _, w := range mateWords {
		if strings.HasSuffix(t, w) && len(t) > len(w) && (t[len(t)-len(w)-1] == ' ' || t[len(t)-len(w)-1] == ',') {
			return true
		}
	}
	return false
}

// checkMarkText says what is wrong with the check mark of a move written
// as text whose standard spelling is san.
func checkMarkText(text []byte, san string) string {
	t := string(text)
	mate := strings.Contains(t, "#") || strings.Contains(t, "++") || strings.HasSuffix(t, "×") || endsWithMateWord(t)
	check := !mate && strings.Contains(t, "+")
	written, wanted := board.NoMark, board.NoMark
	switch {
	case mate:
		written = board.MateSign
	case check:
		written = board.CheckSign
	}
	switch {
	case strings.HasSuffix(san, "#"):
		wanted = board.MateSign
	case strings.HasSuffix(san, "+"):
		wanted = board.CheckSign
	}
	return board.CheckMarkWords(written, wanted)
}
