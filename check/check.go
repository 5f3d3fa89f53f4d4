// Package check validates game scores without writing them: it replays
// every game (with the parallel pipeline of package convert) and turns what
// it sees into findings, each with its file, line and column, a severity
// and a stable code. It also prints findings as text, JSON Lines or GitHub
// Actions workflow commands (see Printer).
//
// Errors are what makes a game wrong: a syntax error, an illegal or
// ambiguous move, an invalid FEN, a result the moves contradict, moves
// after the end. Warnings are what PGN does not allow but notaz reads
// anyway: lenient move spellings, wrong check marks, missing or malformed
// tags. Options.Strict makes every warning an error.
package check

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/notaz/notaz/board"
	"github.com/notaz/notaz/convert"
	"github.com/notaz/notaz/locales"
	"github.com/notaz/notaz/parser"
	"github.com/notaz/notaz/replay"
	"github.com/notaz/notaz/writer"
)

// Finding is one diagnostic with its place in the input: File, Line,
// Column (1-based, in characters) and Game (1-based, 0 for text between
// games), and the replay.Finding fields (Severity, Code, Ply, Move, Msg,
// FEN, Suggestions). Source is the input line, when Options.Source asks.
type Finding = convert.Diagnostic

// Codes of findings, stable: scripts and CI configurations match them.
// Most are replay's; CodeLanguage marks a game written in another
// language's piece letters (PGN wants English).
const (
	CodeSyntax         = replay.CodeSyntax
	CodeIllegal        = replay.CodeIllegal
	CodeAmbiguous      = replay.CodeAmbiguous
	CodeFEN            = replay.CodeFEN
	CodeVariant        = replay.CodeVariant
	CodeMovesAfterEnd  = replay.CodeMovesAfterEnd
	CodeResultMismatch = replay.CodeResultMismatch
	CodeNonstandard    = replay.CodeNonstandard
	CodeCheckMark      = replay.CodeCheckMark
	CodeMissingTag     = replay.CodeMissingTag
	CodeBadTag         = replay.CodeBadTag
	CodeSetupMissing   = replay.CodeSetupMissing
	CodeDuplicateTag   = replay.CodeDuplicateTag
	CodeNote           = replay.CodeNote
	CodeLanguage       = replay.CodeLanguage
)

// Options configure a check.
type Options struct {
	// Name is the input's name in findings ("-" for standard input).
	Name string
	// Workers is the number of replaying goroutines; 0 means all cores.
	Workers int
	// Replay says how moves are read: letters (or detection), variant.
	Replay replay.Options
	// MaxDepth bounds variation nesting (0: the parser's default).
	MaxDepth int
	// Strict makes every warning an error.
	Strict bool
	// Source fills Finding.Source with the input line, for Printer's
	// board view. It costs a copy of the line per finding.
	Source bool
	// Suggest, when set, is asked for more suggestions for an illegal or
	// ambiguous move, after those of the board (same target square, same
	// piece one square off). It runs on a worker goroutine. This is the
	// place for "the same letters read in another language".
	Suggest func(g *replay.Game, f *replay.Finding) []string
}

// Stats count what a check saw.
type Stats struct {
	Games    int
	Errors   int
	Warnings int
}

// Run checks every game read from r and calls report for each finding, in
// input order, on the calling goroutine. It returns an error only when
// reading fails (a *convert.IOError); findings are never errors.
func Run(r io.Reader, opts Options, report func(Finding)) (Stats, error) {
	var st Stats
	co := convert.Options{
		Name:     opts.Name,
		Workers:  opts.Workers,
		Replay:   opts.Replay,
		MaxDepth: opts.MaxDepth,
		Inspect: func(g *parser.Game, rg *replay.Game, ds []convert.Diagnostic) []convert.Diagnostic {
			return inspect(g, rg, ds, &opts)
		},
		Report: func(d convert.Diagnostic) {
			if opts.Strict {
				d.Severity = replay.Error
			}
			if d.Severity == replay.Error {
				st.Errors++
			} else {
				st.Warnings++
			}
			if report != nil {
				report(d)
			}
		},
	}
	cs, err := convert.Run(r, nil, co)
	st.Games = cs.Games
	return st, err
}

// inspect adds check's findings to those of the pipeline, in input order.
func inspect(g *parser.Game, rg *replay.Game, ds []convert.Diagnostic, opts *Options) []convert.Diagnostic {
	if rg != nil {
		for _, f := range Game(rg) {
			ds = append(ds, newFinding(opts.Name, g, f))
		}
	}
	for i := range ds {
		d := &ds[i]
		if opts.Suggest != nil && rg != nil && (d.Code == CodeIllegal || d.Code == CodeAmbiguous || d.Code == CodeSyntax && d.Move != "") {
			d.Suggestions = append(slices.Clip(d.Suggestions), opts.Suggest(rg, &d.Finding)...)
		}
		if opts.Source && d.Game == g.Number {
			d.Source = sourceLine(g, d.Finding.Pos, d.Column)
		}
	}
	// Stray text before the game comes first; the rest by place.
	slices.SortStableFunc(ds, func(a, b convert.Diagnostic) int {
		return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(a.Column, b.Column))
	})
	return ds
}

func newFinding(name string, g *parser.Game, f replay.Finding) convert.Diagnostic {
	pos := f.Pos
	if !pos.IsValid() {
		pos = g.Start
	}
	return convert.Diagnostic{File: name, Line: int(pos.Line), Column: g.Column(pos), Game: g.Number, Finding: f}
}

// sourceLine returns the input line that holds p, or "" when p is not in
// the game's text. A game that starts in mid-line has the start of that
// line padded with spaces, so that the column still points right.
func sourceLine(g *parser.Game, p parser.Pos, col int) string {
	if !p.IsValid() {
		p = g.Start
	}
	off := p.Offset - g.Start.Offset
	if off < 0 || off > int64(len(g.Raw)) {
		return ""
	}
	from, pad := p.LineStart-g.Start.Offset, 0
	if from < 0 {
		from = 0
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
func Game(rg *replay.Game) []replay.Finding {
	var fs []replay.Finding
	g := rg.Source
	fs = checkTags(fs, g)
	fs = checkResult(fs, rg)
	if rg.Err == nil || rg.Err.Code != CodeLanguage {
		// With the language in doubt, no reading's spellings are facts.
		fs = checkSpellings(fs, rg)
	}
	if rg.Err == nil && rg.Locale != nil && rg.Locale.Code != "en" {
		fs = append(fs, replay.Finding{Pos: firstMovePos(g), Code: CodeLanguage,
			Msg: "moves written with " + rg.Locale.Name + " piece letters; PGN uses English (K Q R B N)"})
	}
	return fs
}

func firstMovePos(g *parser.Game) parser.Pos {
	if len(g.Moves) > 0 {
		return g.Moves[0].Pos
	}
	return g.Start
}

func checkTags(fs []replay.Finding, g *parser.Game) []replay.Finding {
	var missing []string
	for _, st := range writer.SevenTags {
		if _, ok := g.TagValue(st.Name); !ok {
			missing = append(missing, st.Name)
		}
	}
	switch len(missing) {
	case 0:
	case 1:
		fs = append(fs, replay.Finding{Pos: g.Start, Code: CodeMissingTag,
			Msg: "missing tag " + missing[0] + " (Seven Tag Roster)"})
	default:
		fs = append(fs, replay.Finding{Pos: g.Start, Code: CodeMissingTag,
			Msg: "missing tags " + strings.Join(missing, ", ") + " (Seven Tag Roster)"})
	}
	var fen, setup *parser.Tag
	for i := range g.Tags {
		t := &g.Tags[i]
		for _, u := range g.Tags[:i] {
			if u.Name == t.Name {
				fs = append(fs, replay.Finding{Pos: t.Pos, Code: CodeDuplicateTag,
					Msg: fmt.Sprintf("duplicate tag %s %q (the first is on line %d)", t.Name, t.Value, u.Pos.Line)})
				break
			}
		}
		if msg := badValue(t.Name, t.Value); msg != "" {
			fs = append(fs, replay.Finding{Pos: t.Pos, Code: CodeBadTag, Msg: msg})
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
		fs = append(fs, replay.Finding{Pos: fen.Pos, Code: CodeSetupMissing, Msg: `FEN tag without SetUp "1"`})
	case fen != nil && setup.Value != "1":
		fs = append(fs, replay.Finding{Pos: setup.Pos, Code: CodeSetupMissing,
			Msg: fmt.Sprintf(`FEN tag with SetUp %q: it must be "1"`, setup.Value)})
	case fen == nil && setup != nil && setup.Value == "1":
		fs = append(fs, replay.Finding{Pos: setup.Pos, Code: CodeBadTag, Msg: `SetUp "1" without a FEN tag`})
	}
	return fs
}

// badValue says what is wrong with a tag value PGN defines, or "".
// The FEN itself is replay's to judge (fen-invalid).
func badValue(name, v string) string {
	switch name {
	case "Date", "EventDate", "UTCDate":
		if !validDate(v) {
			return fmt.Sprintf("%s %q is not a date YYYY.MM.DD (with ? for unknown digits)", name, v)
		}
	case "Round":
		if !validRound(v) {
			return fmt.Sprintf("Round %q is not a round number (1, 3.2, ? or -)", v)
		}
	case "Result":
		switch v {
		case "1-0", "0-1", "1/2-1/2", "*":
		default:
			return fmt.Sprintf("Result %q is not 1-0, 0-1, 1/2-1/2 or *", v)
		}
	case "SetUp":
		if v != "0" && v != "1" {
			return fmt.Sprintf(`SetUp %q is not "0" or "1"`, v)
		}
	}
	return ""
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
func checkResult(fs []replay.Finding, g *replay.Game) []replay.Finding {
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
		if len(src.Moves) > 0 || len(src.Tags) > 0 {
			fs = append(fs, replay.Finding{Pos: endPos(src), Code: CodeSyntax,
				Msg: "the movetext has no result (1-0, 0-1, 1/2-1/2 or *) at its end"})
		}
		at = tagPos
	case src.Result != tok:
		fs = append(fs, replay.Finding{Pos: at, Code: CodeNonstandard,
			Msg: fmt.Sprintf("result written %s; PGN writes %s", src.Result, tok)})
	}
	if hasTag && tag != "" && tok != "" && tag != tok {
		fs = append(fs, replay.Finding{Pos: at, Severity: replay.Error, Code: CodeResultMismatch,
			Msg: fmt.Sprintf("the movetext ends with %s but the Result tag says %s", src.Result, tagVal)})
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
	case board.Checkmate, board.Stalemate, board.BareKing:
	default:
		return fs
	}
	if want := o.Result(); want != res {
		if !at.IsValid() {
			at = src.Start
		}
		fs = append(fs, replay.Finding{Pos: at, Severity: replay.Error, Code: CodeResultMismatch,
			FEN: g.Final.FEN(),
			Msg: fmt.Sprintf("the game ended by %s (%s) but the result is %s", o.Reason, outcomeText(o), res)})
	}
	return fs
}

func outcomeText(o board.Outcome) string {
	switch {
	case !o.Decisive:
		return "a draw, 1/2-1/2"
	case o.Winner == board.White:
		return "White wins, 1-0"
	}
	return "Black wins, 0-1"
}

// endPos is the position of the game's last main-line move, where a
// missing result belongs.
func endPos(g *parser.Game) parser.Pos {
	if n := len(g.Moves); n > 0 {
		return g.Moves[n-1].Pos
	}
	return g.Start
}

// spellings names each lenient spelling, with the code it is reported
// under.
var spellings = []struct {
	bit  board.Spelling
	code string
	what string
}{
	{board.SpellCastleZeros, CodeNonstandard, "castling written with zeros"},
	{board.SpellPromotionNoEq, CodeNonstandard, "promotion without ="},
	{board.SpellPromotionParen, CodeNonstandard, "promotion piece in brackets or after /"},
	{board.SpellDoubleCross, CodeNonstandard, "++ for mate"},
	{board.SpellEnPassantMark, CodeNonstandard, "en passant mark"},
	{board.SpellColonCapture, CodeNonstandard, "capture written with : or ×"},
	{board.SpellLongAlgebraic, CodeNonstandard, "long algebraic notation"},
	{board.SpellLowercasePiece, CodeNonstandard, "piece letter in the wrong case"},
	{board.SpellOther, CodeNonstandard, "nonstandard spelling"},
	{board.SpellMissingCapture, CodeNonstandard, "capture without x"},
	{board.SpellSpuriousCapture, CodeNonstandard, "x on a move that captures nothing"},
	{board.SpellOverDisambig, CodeNonstandard, "needless disambiguation"},
	{board.SpellKingMoveCastle, CodeNonstandard, "castling written as a king move"},
	{board.SpellPawnFileCapture, CodeNonstandard, "pawn capture without the target rank"},
	{board.SpellPromotionMissingMark, CodeNonstandard, "promotion without the piece"},
	{board.SpellMissingCheck, CodeCheckMark, "missing check mark"},
	{board.SpellWrongCheck, CodeCheckMark, "wrong check mark"},
}

// checkSpellings reports every lenient spelling bit of every move, at the
// move. Moves are walked in replay's order (each move, then its
// variations, depth first), so that the i-th move met is Nodes[i].
func checkSpellings(fs []replay.Finding, g *replay.Game) []replay.Finding {
	var all board.Spelling
	for _, n := range g.Nodes {
		all |= n.Spelling
	}
	if all == 0 {
		return fs
	}
	// Ply counted from the start position, as replay does: a variation
	// starts at the ply of the move it replaces.
	first := 2*(g.Start.FullmoveNumber()-1) + int(g.Start.Turn())
	i := 0
	var walk func(l *parser.Line, ply int) bool
	walk = func(l *parser.Line, ply int) bool {
		for _, mv := range l.Moves {
			if i >= len(g.Nodes) {
				return false
			}
			n := g.Nodes[i]
			if n.Spelling != 0 {
				fs = spellingFindings(fs, g, i, mv, ply, first+ply-1)
			}
			i++
			for _, v := range mv.Variations {
				if !walk(v, ply) {
					return false
				}
			}
			ply++
		}
		return true
	}
	walk(&g.Source.Line, 1)
	return fs
}

func spellingFindings(fs []replay.Finding, g *replay.Game, i int, mv *parser.Move, ply, abs int) []replay.Finding {
	name := fmt.Sprintf("%d.%s", abs/2+1, mv.Text)
	if abs%2 == 1 {
		name = fmt.Sprintf("%d...%s", abs/2+1, mv.Text)
	}
	san := string(g.SAN(i))
	for _, s := range spellings {
		if g.Nodes[i].Spelling&s.bit == 0 {
			continue
		}
		what := s.what
		if s.code == CodeCheckMark {
			what = checkMarkText(mv.Text, san)
		}
		fs = append(fs, replay.Finding{Pos: mv.Pos, Code: s.code, Ply: ply, Move: name,
			Msg: fmt.Sprintf("%s in %s; PGN writes %s", what, name, san)})
	}
	return fs
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
	switch {
	case strings.HasSuffix(san, "#") && check:
		return "+ for a checkmate"
	case strings.HasSuffix(san, "#"):
		return "missing mate mark"
	case strings.HasSuffix(san, "+") && mate:
		return "mate mark on a check that is not mate"
	case strings.HasSuffix(san, "+"):
		return "missing check mark"
	}
	return "check mark on a move that gives no check"
}
