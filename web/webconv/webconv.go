// Package webconv is what the browser page (web/) asks of notaz: convert
// pasted text and dropped files, compressed or not, and return the
// output, the rejected games and the findings as plain data for the page
// to show. It adds no logic of its own: files are opened as the command
// line opens them (package input), the option words are read by
// replay.OptionsFor and writer.OptionsFor, games go through convert.Run,
// messages and suggestions are written by report.Message and
// report.Suggestions. It is plain Go, tested natively; web/wasm only
// carries its values to and from JavaScript.
package webconv

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/notaz-chess/notaz/board"
	"io"
	"strings"
	"sync/atomic"
	"time"

	"golang.org/x/text/language"

	"github.com/notaz-chess/notaz/compressed"
	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/i18n"
	"github.com/notaz-chess/notaz/input"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/report"
	"github.com/notaz-chess/notaz/writer"
)

// Input is one text or file: its name in findings and its bytes, as
// typed or as stored (gzip, zstd, bzip2, xz and zip are recognised by
// their first bytes).
type Input struct {
	Name string
	Data []byte
}

// Request is one conversion.
type Request struct {
	Inputs []Input
	// From, To and Format are the words of `notaz convert --from --to
	// --format` (replay.OptionsFor and writer.OptionsFor read them).
	From, To, Format string
	// Style is the word of --style ("pgn", "print": writer.OptionsFor);
	// Format "html" makes one printable document of all the inputs.
	Style string
	// Lang is the language of the findings and problems ("en", "it",
	// "de-CH"; English when empty or unknown), through the command
	// line's message catalogs.
	Lang string
	// MaxFindings bounds the findings returned (0: DefaultMaxFindings);
	// the others are counted in Result.MoreFindings.
	MaxFindings int
	// Output, when set, receives the converted games as they are
	// written, in order, and Result.Output stays empty: the page shows
	// the first games while the rest convert, and a 50 MB output is
	// never held (nor moved) in one piece.
	Output io.Writer
}

// DefaultMaxFindings is as many findings as a page can list usefully.
const DefaultMaxFindings = 1000

// Finding is one diagnostic, ready to show.
type Finding struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	Col      int    `json:"col"` // in characters (Unicode code points)
	Game     int    `json:"game"`
	Severity string `json:"severity"` // "error" or "warning"
	Code     string `json:"code"`
	Message  string `json:"message"` // with its suggestions, as the CLI prints it
	Move     string `json:"move"`    // as written, with its number ("12.T:b5")
	// Written is Move without its number: the text at Line:Col that a
	// suggestion replaces.
	Written string `json:"written"`
	FEN     string `json:"fen"` // the position before the move, if any
	// Suggestions are the moves probably meant, in the game's letters
	// (Locale), best first.
	Suggestions []string `json:"suggestions"`
	// SuggestionsUCI are the same moves as coordinates ("d1b5"; "" where
	// one cannot be played from FEN), for the page to draw each as an
	// arrow on the board before the user applies it.
	SuggestionsUCI []string `json:"suggestions_uci"`
	Locale         string   `json:"locale"`
}

// Rejected is a game that could not be converted: it is in Result.Rejects
// as it was read.
type Rejected struct {
	File  string `json:"file"`
	Game  int    `json:"game"`
	Line  int    `json:"line"`
	Error string `json:"error"` // its first error's message
	// Partial is the game as far as it replayed, written as the output
	// is (writer.AppendPartial): what notaz understood before the error.
	Partial string `json:"partial"`
}

// Result is what a conversion gave.
type Result struct {
	// Output is the converted games, Rejects the games that could not be,
	// verbatim. They are bytes, not strings: the page takes them as they
	// are, and a 50 MB output is not copied once more.
	Output  []byte     `json:"-"`
	Rejects []byte     `json:"-"`
	Games   int        `json:"games"`
	Errors  int        `json:"errors"`
	Warns   int        `json:"warnings"`
	Reject  []Rejected `json:"rejected"`
	// Findings in input order; MoreFindings counts those left out.
	Findings     []Finding `json:"findings"`
	MoreFindings int       `json:"moreFindings"`
	// Problems are inputs that could not be read (a damaged or 7z
	// archive), one message each; the other inputs are converted.
	Problems []string `json:"problems"`
	// Files counts the texts converted (a zip archive's members each);
	// Rejected the games in Rejects.
	Files    int `json:"files"`
	Rejected int `json:"rejectedCount"`
	// Viewer holds, for a small input (at most ViewerMaxBytes), the
	// first ViewerGames games that replayed as notaz's JSON Lines with
	// the position after each move (docs/json.md), moves in the output's
	// letters: the page steps through them on a board. Empty otherwise.
	Viewer []json.RawMessage `json:"viewer"`
}

// The viewer's bounds: the page converts small inputs as the user types,
// and a second pass over them costs little; big files are not viewed.
const (
	ViewerMaxBytes = 256 << 10
	ViewerGames    = 20
)

// Progress is how far a conversion is.
type Progress struct {
	Games int   // games done
	Done  int64 // input bytes read, as stored
	Total int64 // all inputs' bytes, as stored
}

// ProgressEvery is how often Convert reports progress.
const ProgressEvery = 200 * time.Millisecond

// Convert converts every input in order. progress, when set, is called
// on the calling goroutine every ProgressEvery while games are done.
func Convert(ctx context.Context, req Request, progress func(Progress)) (Result, error) {
	var o convert.Options
	var err error
	if o.Replay, err = replay.OptionsFor(req.From); err != nil {
		return Result{}, fmt.Errorf("from: %w", err)
	}
	if o.Writer, err = writer.OptionsFor(req.To, req.Format, req.Style); err != nil {
		return Result{}, err
	}
	doc, err := document(&o, req)
	if err != nil {
		return Result{}, err
	}
	max := req.MaxFindings
	if max <= 0 {
		max = DefaultMaxFindings
	}
	var out, rej bytes.Buffer
	var w io.Writer = &out
	if req.Output != nil {
		w = req.Output
	}
	res := Result{}
	o.Rejects, o.RejectsOnly = &rej, true
	o.Report = func(d diag.Diagnostic) {
		if len(res.Findings) < max {
			res.Findings = append(res.Findings, finding(d, req.Lang))
		} else {
			res.MoreFindings++
		}
	}
	c := &counter{}
	for _, in := range req.Inputs {
		c.total += int64(len(in.Data))
	}
	if req.Output == nil {
		// PGN out is about as long as PGN in: no copies while it doubles.
		out.Grow(int(c.total + c.total/8))
	}
	last := time.Now()
	o.Game = func(it *pipeline.Item, _ []byte) {
		if it.Failed() {
			res.Reject = append(res.Reject, rejected(it, &o.Writer, req.Lang))
		}
		if progress != nil && time.Since(last) >= ProgressEvery {
			last = time.Now()
			progress(Progress{Games: res.Games + c.games, Done: c.n.Load(), Total: c.total})
		}
		c.games++
	}
	var total convert.Stats
	files := 0
	if doc != nil {
		w.Write(doc.Begin(nil))
	}
	for _, in := range req.Inputs {
		for name, r := range open(in, c, &res, req.Lang) {
			o.Name = name
			if doc != nil {
				doc.NextFile()
			}
			c.games = 0
			st, err := convert.Run(ctx, r, w, o)
			files++
			res.Games += st.Games
			total.Games += st.Games
			total.Errors += st.Errors
			total.Warnings += st.Warnings
			total.Rejected += st.Rejected
			var ce *compressed.Error
			switch {
			case errors.As(err, &ce):
				res.Problems = append(res.Problems, name+": "+ce.Error())
			case err != nil:
				return res, fmt.Errorf("%s: %w", name, err)
			}
		}
	}
	if doc != nil {
		w.Write(doc.End(nil))
	}
	res.Output, res.Rejects = out.Bytes(), rej.Bytes()
	res.Errors, res.Warns = total.Errors, total.Warnings
	res.Files, res.Rejected = files, total.Rejected
	if c.total <= ViewerMaxBytes && res.Games > res.Rejected {
		v, err := viewer(ctx, req)
		if err != nil {
			return res, err
		}
		res.Viewer = v
	}
	return res, nil
}

// viewer converts the inputs again as JSON Lines with positions, and
// keeps the first ViewerGames games that replayed.
func viewer(ctx context.Context, req Request) ([]json.RawMessage, error) {
	var o convert.Options
	var err error
	if o.Replay, err = replay.OptionsFor(req.From); err != nil {
		return nil, err
	}
	to := req.To
	if req.Format == "uci" {
		to = "" // coordinates have no letters; the viewer shows SAN
	}
	if o.Writer, err = writer.OptionsFor(to, "json", ""); err != nil {
		return nil, err
	}
	o.Writer.FEN = true
	var lines []json.RawMessage
	var buf bytes.Buffer
	for _, in := range req.Inputs {
		for name, r := range open(in, &counter{}, &Result{}, req.Lang) {
			o.Name = name
			buf.Reset()
			if _, err := convert.Run(ctx, r, &buf, o); err != nil && ctx.Err() != nil {
				return nil, ctx.Err()
			}
			for line := range bytes.Lines(buf.Bytes()) {
				if len(lines) == ViewerGames {
					return lines, nil
				}
				var g struct {
					Replayed bool `json:"replayed"`
				}
				if json.Unmarshal(line, &g) == nil && g.Replayed {
					lines = append(lines, json.RawMessage(bytes.Clone(bytes.TrimSpace(line))))
				}
			}
		}
	}
	return lines, nil
}

// open yields the texts of one input as the command line opens a file
// (package input): itself, decompressed, or each member of a zip archive,
// named archive.zip:member. What cannot be read is a problem, in the
// page's language; the other texts follow.
func open(in Input, c *counter, res *Result, lang string) func(func(string, io.Reader) bool) {
	return func(yield func(string, io.Reader) bool) {
		zip := compressed.Sniff(in.Data) == compressed.Zip
		if zip {
			c.n.Add(int64(len(in.Data))) // read at once: progress counts games
		}
		opts := &input.Options{Raw: func(r io.Reader) io.Reader {
			if zip {
				return r
			}
			return io.TeeReader(r, c)
		}}
		for t, err := range input.Read(in.Name, bytes.NewReader(in.Data), opts) {
			if err != nil {
				res.Problems = append(res.Problems, problem(err, lang))
				continue
			}
			ok := yield(t.Name, t.R)
			t.Close()
			if !ok {
				return
			}
		}
	}
}

// problem is the message of an input that could not be read, in the
// page's language.
func problem(err error, lang string) string {
	tag, perr := i18n.Parse(lang)
	if perr != nil {
		tag = language.English
	}
	var e *input.Error
	var w *input.Warning
	switch {
	case errors.As(err, &e):
		return i18n.New(tag).Text(e.Text)
	case errors.As(err, &w):
		return i18n.New(tag).Text(w.Text)
	}
	return err.Error()
}

// counter counts the input bytes read, as stored, for progress.
type counter struct {
	// n is written by the goroutine that reads the input and read by
	// the Game callback, on another: atomic.
	n     atomic.Int64
	total int64
	games int
}

func (c *counter) Write(p []byte) (int, error) { c.n.Add(int64(len(p))); return len(p), nil }

func finding(d diag.Diagnostic, lang string) Finding {
	return Finding{
		File: d.File, Line: d.Line, Col: d.Column, Game: d.Game,
		Severity: d.Severity.String(), Code: string(d.Code),
		Message: message(d, lang), Move: d.Move, Written: written(d.Move),
		FEN: d.FEN, Suggestions: report.Suggestions(d), SuggestionsUCI: suggestionsUCI(d), Locale: d.Locale,
	}
}

// suggestionsUCI are d's suggestions (canonical English SAN) as UCI
// moves from d.FEN, in the same order.
func suggestionsUCI(d diag.Diagnostic) []string {
	if d.FEN == "" || len(d.Suggestions) == 0 {
		return nil
	}
	out := make([]string, len(d.Suggestions))
	for _, v := range []board.Variant{board.Chess(), board.Shatranj()} {
		pos, err := board.ParseFEN(d.FEN, v)
		if err != nil {
			continue
		}
		ok := false
		for i, s := range d.Suggestions {
			if m, err := pos.ParseSAN(s); err == nil {
				out[i], ok = m.UCI(), true
			}
		}
		if ok {
			break
		}
	}
	return out
}

// message is the finding's text in the page's language (lang: "it",
// "de", "it-IT"; English when empty or unknown), through the same
// catalogs as the command line. The command line's hint ("; use --from")
// names a flag the page does not have: its input-language menu is in
// sight, so the hint is left out.
func message(d diag.Diagnostic, lang string) string {
	tag, err := i18n.Parse(lang)
	if err != nil {
		tag = language.English
	}
	d.Remedy = diag.NoRemedy
	return report.Message(d, i18n.New(tag))
}

// written is a move as written without its number: "12.T:b5" → "T:b5",
// "4...A:b4" → "A:b4"; "0-0" has no number and stays.
func written(move string) string {
	i := 0
	for i < len(move) && move[i] >= '0' && move[i] <= '9' {
		i++
	}
	if i == 0 || i == len(move) || move[i] != '.' {
		return move
	}
	return strings.TrimLeft(strings.TrimLeft(move[i:], "."), " ")
}

func rejected(it *pipeline.Item, w *writer.Options, lang string) Rejected {
	r := Rejected{Game: it.Game.Number}
	if rg := it.Replay; rg != nil && it.Game.Rest == nil && w.Format == writer.PGN {
		r.Partial = string(writer.AppendPartial(nil, rg, w))
	}
	for _, d := range it.Diags {
		if d.Severity == diag.Error {
			r.File, r.Line, r.Error = d.File, d.Line, message(d, lang)
			break
		}
	}
	return r
}
