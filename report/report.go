// Package report renders findings (diag.Diagnostic) for people and
// programs: one line of text, JSON Lines, GitHub Actions workflow commands
// with a step summary, a SARIF log, the board view under a finding, ANSI
// colours, each in the user's language (an *i18n.Lang: nil is English).
// Every function that writes words takes the language: there is no
// English twin to keep in step. Package check finds, this package prints:
// the command line and the page print findings through it, never through
// the validator.
package report

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/descriptive"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/i18n"
	"github.com/notaz-chess/notaz/locales"
)

// Format is how a Printer writes findings.
type Format uint8

const (
	// Text is one line per finding, like go vet:
	// "FILE:LINE:COL: error: MESSAGE [CODE]".
	Text Format = iota
	// JSON is JSON Lines: one object per finding.
	JSON
	// GitHub is GitHub Actions workflow commands, which the Actions log
	// turns into annotations on the pull request:
	// "::error file=F,line=L,col=C,title=CODE::MESSAGE", errors first, as
	// many as GitHub shows (see annotationQuota); see github.go.
	GitHub
	// SARIF is one SARIF 2.1.0 log for code-scanning upload: see sarif.go.
	SARIF
)

// Formats lists the format names ParseFormat accepts.
var Formats = []string{"text", "json", "github", "sarif"}

func (f Format) String() string { return Formats[f] }

// ParseFormat returns the format with the given name.
func ParseFormat(name string) (Format, error) {
	for i, n := range Formats {
		if strings.EqualFold(name, n) {
			return Format(i), nil
		}
	}
	return 0, diag.Errorf(nil, "unknown format %q (want %s)", name, strings.Join(Formats, ", "))
}

// Printer writes findings in one format. It buffers: call PrintSummary
// (which ends the GitHub and SARIF output) and Flush at the end.
type Printer struct {
	// ByCode makes PrintSummary write the count of findings per code
	// (notaz check --summary): lines before the summary line in the Text
	// and GitHub formats, a summary record in JSON.
	ByCode bool
	// Quiet leaves the summary line out (notaz check -q).
	Quiet bool
	// StepSummary, when set, receives a Markdown summary in the GitHub
	// format (notaz check appends it to $GITHUB_STEP_SUMMARY).
	StepSummary io.Writer
	// Color writes the Text format's severities and the board view's caret
	// in colour (ANSI SGR): for a terminal only, never a pipe or a file.
	Color bool
	// Lang is the language of the messages, summaries and headings of
	// the formats people read (Text, GitHub and its step summary); nil is
	// English. JSON and SARIF stay English: see Message.
	Lang *i18n.Lang
	// ToolVersion is the version of the program writing the findings:
	// the SARIF log's tool.driver.version (code scanning shows it with
	// each alert). Empty leaves it out.
	ToolVersion string

	w      *bufio.Writer
	format Format
	board  bool
	enc    *json.Encoder
	counts map[diag.Info]int // findings per code and severity (Info.What unset)
	gh     github
	sarif  sarifState
}

// NewPrinter returns a Printer writing to w. Every format ends a finding's
// message with its suggestions in the game's letters (see Message). With
// board set, the Text format follows each finding with the input line and
// a caret under the column and a diagram of the position before the move
// (Diagnostic.Source and FEN: see Options.Source).
func NewPrinter(w io.Writer, f Format, board bool) *Printer {
	p := &Printer{w: bufio.NewWriter(w), format: f, board: board && f == Text}
	if f == JSON || f == SARIF {
		p.enc = json.NewEncoder(p.w)
		p.enc.SetEscapeHTML(false)
	}
	return p
}

// JSONVersion is the version of notaz check's JSON Lines records
// (docs/findings.schema.json); it changes when a field changes meaning
// or goes away, not when one is added.
const JSONVersion = 1

// Flush writes what is buffered.
func (p *Printer) Flush() error { return p.w.Flush() }

// jsonFinding fixes the JSON field names and order. Suggestions are in
// the game's letters, as the user reads them; SuggestionsSAN are the same
// moves in English SAN, for scripts that replay them; Locale says which
// letters ("" for English).
type jsonFinding struct {
	Version        int      `json:"version"`
	Type           string   `json:"type"` // "finding"
	File           string   `json:"file"`
	Line           int      `json:"line"`
	Column         int      `json:"column"`
	Game           int      `json:"game"`
	Ply            int      `json:"ply"`
	Move           string   `json:"move"`
	Severity       string   `json:"severity"`
	Code           string   `json:"code"`
	Message        string   `json:"message"`
	Suggestions    []string `json:"suggestions"`
	SuggestionsSAN []string `json:"suggestions_san"`
	Locale         string   `json:"locale"`
	FEN            string   `json:"fen"`
	Event          string   `json:"event"`
	Round          string   `json:"round"`
	Date           string   `json:"date"`
	White          string   `json:"white"`
	Black          string   `json:"black"`
}

// jsonSummary is the record --summary ends the JSON Lines with.
type jsonSummary struct {
	Version  int         `json:"version"`
	Type     string      `json:"type"` // "summary"
	Files    int         `json:"files"`
	Games    int         `json:"games"`
	Errors   int         `json:"errors"`
	Warnings int         `json:"warnings"`
	Codes    []codeCount `json:"codes"`
}

type codeCount struct {
	Code     string `json:"code"`
	Severity string `json:"severity"`
	Count    int    `json:"count"`
}

// byCode returns the counts of the findings printed, per code and
// severity: errors first, each in the order of diag.Table. A warning made
// an error (--strict) is counted as the error it was printed as.
func (p *Printer) byCode() []codeCount {
	cs := []codeCount{}
	for _, sev := range [...]diag.Severity{diag.Error, diag.Warning} {
		seen := map[diag.Code]bool{}
		for _, i := range diag.Table {
			if seen[i.Code] {
				continue
			}
			seen[i.Code] = true
			if n := p.counts[diag.Info{Code: i.Code, Severity: sev}]; n > 0 {
				cs = append(cs, codeCount{string(i.Code), sev.String(), n})
			}
		}
	}
	return cs
}

// IOError prints a file that could not be read as a finding of code io in
// the formats read by programs (JSON, GitHub, SARIF), so that a report
// says which files it does not cover; the Text format leaves it to the
// caller (notaz check writes it on standard error, as every command does).
func (p *Printer) IOError(file string, err error) error {
	if p.format == Text {
		return nil
	}
	return p.Print(diag.Diagnostic{File: file, Severity: diag.Error, Code: diag.IO, Msg: err.Error()})
}

// hint is what a user of the notaz command can do about a finding, as a
// suffix to its message ("; use --from"), or "". Library packages report
// data; the words about flags are added here, where findings meet users.
func hint(d diag.Diagnostic, l *i18n.Lang) string {
	if d.Remedy == diag.ChooseLanguage {
		return l.Sprintf("; use --from")
	}
	return ""
}

// Message is a finding's message as notaz shows it, on one line, in the
// language of l (nil is English; a language notaz has no catalog for is
// English too): Msg, then the suggestions in the game's letters ("; did
// you mean Td1?"), then the hint ("; use --from"). Moves stay in the
// game's letters and codes unchanged; an ambiguous move's message names
// its candidates already. A page or a tool that shows findings to people
// passes their language (i18n.New(tag)); notaz's JSON and SARIF pass nil,
// so that a record reads the same on every machine (scripts match on
// codes, not messages).
func Message(d diag.Diagnostic, l *i18n.Lang) string {
	if l.IsEnglish() {
		msg := d.Msg
		if sugg := Suggestions(d); len(sugg) > 0 && d.Code != diag.Ambiguous {
			msg += "; did you mean " + orList(sugg) + "?"
		}
		return msg + hint(d, nil)
	}
	msg := l.Text(d.Message())
	if sugg := Suggestions(d); len(sugg) > 0 && d.Code != diag.Ambiguous {
		msg += l.Sprintf("; did you mean %s?", l.Text(diag.Or(sugg)))
	}
	return msg + hint(d, l)
}

// Line is a finding as one line of text in the language of l, as
// notaz convert prints it on standard error: "file:line:col: severity:
// game N: message", escaped.
func Line(d diag.Diagnostic, l *i18n.Lang) string {
	return l.Line(d, Message(d, l))
}

// Suggestions returns d.Suggestions written in the game's letters
// (d.Locale), with the figurines of the side to move in d.FEN for a
// figurine game. A suggestion that is not SAN (free text from
// Options.Suggest) is kept as it is.
func Suggestions(d diag.Diagnostic) []string {
	if len(d.Suggestions) == 0 || d.Locale == "" {
		return d.Suggestions
	}
	if dl := descriptive.Lookup(d.Locale); dl != nil {
		return descriptiveSuggestions(d, dl)
	}
	letters := pieceLetters(d.Locale)
	if letters == nil {
		return d.Suggestions
	}
	turn := board.White
	if f := strings.Fields(d.FEN); len(f) > 1 && f[1] == "b" {
		turn = board.Black
	}
	out := make([]string, len(d.Suggestions))
	for i, s := range d.Suggestions {
		san, err := board.ParseSAN(s)
		if err != nil {
			out[i] = s
			continue
		}
		out[i] = string(san.Append(nil, &letters[turn]))
	}
	return out
}

// pieceLetters returns the letters of the language with the given code,
// or nil.
func pieceLetters(code string) *locales.Output {
	l, err := locales.Lookup(code)
	if err != nil {
		return nil
	}
	out := l.Output()
	return &out
}

// Print writes one finding.
func (p *Printer) Print(f diag.Diagnostic) error {
	// Text from the input reaches messages and file names: escape what a
	// terminal or a CI log would act on (diag.Escape), in every format.
	p.Tally(f)
	switch p.format {
	case JSON:
		return p.enc.Encode(newJSONFinding(f))
	case GitHub:
		return p.holdAnnotation(f)
	case SARIF:
		return p.sarifResult(f)
	}
	return p.textLine(f)
}

// Tally counts f for the summary per code (ByCode) without printing it:
// a finding the text a person reads leaves out (check without -v shows a
// few of each kind per game) is still a finding.
func (p *Printer) Tally(f diag.Diagnostic) {
	if p.counts == nil {
		p.counts = make(map[diag.Info]int)
	}
	if !f.Info { // a note asked for (--explain) is no finding
		p.counts[diag.Info{Code: f.Code, Severity: f.Severity}]++
	}
}

// textLine writes f as the Text format does.
func (p *Printer) textLine(f diag.Diagnostic) error {
	msg, file := diag.Escape(Message(f, p.Lang)), diag.Escape(f.File)
	sev, code := p.Lang.Severity(f), "["+string(f.Code)+"]"
	if p.Color && !f.Info {
		sev, code = Paint(f.Severity, sev), faint+code+reset
	}
	_, err := fmt.Fprintf(p.w, "%s:%d:%d: %s: %s %s\n", file, f.Line, f.Column, sev, msg, code)
	if err != nil || !p.board {
		return err
	}
	view := boardView(f, p.Lang)
	if p.Color {
		// The caret is the view's first '^' (the input line above it is
		// escaped text: a '^' in it would be on the line before).
		if i := strings.Index(view, "^\n"); i >= 0 {
			view = view[:i] + green + "^" + reset + view[i+1:]
		}
	}
	p.w.WriteString(view)
	return nil
}

// ANSI SGR sequences for Paint and the Text printer's colours.
const (
	red    = "\x1b[1;31m"
	yellow = "\x1b[1;33m"
	green  = "\x1b[1;32m"
	faint  = "\x1b[2m"
	reset  = "\x1b[0m"
)

// Paint returns text in the colour of severity s: bold red for errors,
// bold yellow for warnings. Callers decide whether the output is a
// terminal that wants colour (NO_COLOR, --color).
func Paint(s diag.Severity, text string) string {
	if s == diag.Error {
		return red + text + reset
	}
	return yellow + text + reset
}

func newJSONFinding(f diag.Diagnostic) jsonFinding {
	sugg, san := Suggestions(f), f.Suggestions
	if sugg == nil {
		sugg, san = []string{}, []string{}
	}
	j := jsonFinding{Version: JSONVersion, Type: "finding", File: diag.Escape(f.File), Line: f.Line, Column: f.Column, Game: f.Game,
		Ply: f.Ply, Move: diag.Escape(f.Move), Severity: f.Severity.String(), Code: string(f.Code), Message: diag.Escape(Message(f, nil)),
		Suggestions: sugg, SuggestionsSAN: san, Locale: f.Locale, FEN: f.FEN}
	if id := f.Identity; id != nil {
		j.Event, j.Round, j.Date = diag.Escape(id.Event), diag.Escape(id.Round), diag.Escape(id.Date)
		j.White, j.Black = diag.Escape(id.White), diag.Escape(id.Black)
	}
	return j
}

func orList(s []string) string {
	if len(s) == 1 {
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// escapeData escapes a workflow command's message, as the Actions
// runner's toolkit does (issueCommand escapeData).
func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

// escapeProperty escapes a workflow command's property value, where ':'
// and ',' are separators too.
func escapeProperty(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}

// Totals count what a check saw, for its summary.
type Totals struct {
	Files    int
	Games    int
	Errors   int
	Warnings int
}

// Summary is the line that ends a check, in the language of l (nil is
// English): "checked 1,204 games in 3 files: 2 errors, 5 warnings", or
// "controllate 1.204 partite in 3 file: 2 errori, 5 avvisi". Nouns agree
// with the counts, which are written as the language writes numbers.
func Summary(l *i18n.Lang, t Totals) string {
	return l.Sprintf("checked %d games in %d files: %d errors, %d warnings", t.Games, t.Files, t.Errors, t.Warnings)
}

// PrintSummary ends the output. In the Text and GitHub formats it writes
// the counts per code (ByCode) and the summary line (unless Quiet); in
// GitHub it first writes the annotations it held back, and the step
// summary. In JSON it writes the summary record (ByCode) or nothing, and
// in SARIF it closes the log: print Summary elsewhere (notaz check prints
// it on standard error), so that standard output is JSON only.
func (p *Printer) PrintSummary(t Totals) error {
	switch p.format {
	case JSON:
		if !p.ByCode {
			return nil
		}
		return p.enc.Encode(jsonSummary{Version: JSONVersion, Type: "summary", Files: t.Files, Games: t.Games,
			Errors: t.Errors, Warnings: t.Warnings, Codes: p.byCode()})
	case SARIF:
		return p.endSARIF()
	case GitHub:
		if err := p.endGitHub(t); err != nil {
			return err
		}
	}
	if p.ByCode {
		p.w.WriteString(byCodeText(p.byCode(), p.Lang))
	}
	if p.Quiet {
		return nil
	}
	_, err := fmt.Fprintln(p.w, Summary(p.Lang, t))
	return err
}

// byCodeText is the --summary block of the Text format: one line per code
// and severity, with its count first, as uniq -c writes it.
func byCodeText(cs []codeCount, l *i18n.Lang) string {
	if len(cs) == 0 {
		return "" // no heading over nothing (-q --summary on a clean file)
	}
	var b strings.Builder
	b.WriteString(l.Sprintf("findings by code:") + "\n")
	for _, c := range cs {
		fmt.Fprintf(&b, "%7d  %-7s  %s\n", c.Count, l.Word(c.Severity), c.Code)
	}
	return b.String()
}

// descriptiveSuggestions writes d.Suggestions in the descriptive notation
// the game was read in (N-KB3, C3AR), from the position in d.FEN.
func descriptiveSuggestions(d diag.Diagnostic, dl *descriptive.Language) []string {
	pos, err := board.ParseFEN(d.FEN, board.Chess())
	if err != nil {
		return d.Suggestions
	}
	out := make([]string, len(d.Suggestions))
	for i, s := range d.Suggestions {
		san, err := board.ParseSAN(s)
		if err != nil {
			out[i] = s
			continue
		}
		m, _, err := pos.Resolve(san)
		if err != nil {
			out[i] = s
			continue
		}
		out[i] = string(dl.Append(nil, pos, m))
	}
	return out
}
