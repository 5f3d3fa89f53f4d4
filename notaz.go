// Package notaz reads chess game scores written with the piece letters of
// any language, checks every move by replaying it on a board, and writes
// games as standard PGN or in another language.
//
// Read returns the games of a stream one by one; Write writes one game.
// A Game is plain data: one read from a file, or one built in code, is
// written the same way, and every move is replayed before it is written.
//
// Decode reads a handwriting recogniser's readings of scoresheets.
//
// The packages below do one step each, for callers who need more control:
// input (opening files and streams: compression, zip members, encodings),
// parser (syntax), replay (moves on the board; replay.OptionsFor reads
// the --from word), writer (PGN, UCI, long algebraic, JSON, HTML;
// writer.OptionsFor reads the --to, --format and --style words),
// pipeline (the parallel stream), convert and check (the two commands),
// report (findings printed in every format and language), locales (piece
// letters), board (rules and SAN) and diag (diagnostics).
package notaz

import (
	"bytes"
	"context"
	"errors"
	"io"
	"iter"
	"strings"
	"sync"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/charset"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/input"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

// Game is one game: its tags, its moves with their comments, NAGs and
// variations, and its result. Read fills the fields after Result too.
type Game struct {
	Tags  []Tag  // in order; Write puts the Seven Tag Roster first
	Moves []Move // the main line
	// Comments are those no move can carry: the comments of a game
	// without moves, and those after the last move's variations.
	Comments []string
	// Result is "1-0", "0-1", "1/2-1/2" or "*"; empty means the Result
	// tag's, or "*".
	Result string

	// Variant is the game's rules: chess (the zero value) or Shatranj. A
	// Variant tag, if any, takes precedence.
	Variant board.Variant

	// Number is the game's place in the stream (1-based), Language the
	// code of the piece letters its moves were read in ("it"), Raw its
	// exact input and Diagnostics what the reader and replay found.
	Number   int
	Language string
	// File is the name of the input the game was read from: the
	// ReadOptions.Name, or "NAME:member.pgn" for a member of a zip
	// archive.
	File        string
	Raw         []byte
	Diagnostics []diag.Diagnostic
	// Err is the first error Read found in the game: its Moves stop
	// there, so Write writes it verbatim from Raw, or not at all.
	Err error
	// Rest holds the bytes of a game too large to hold in memory
	// (ReadOptions.MaxGameSize), after Raw; it reads them from the input,
	// so it is valid only until the loop over Read moves on. Write copies
	// it after Raw.
	Rest io.Reader

	tagsOnly bool // read with TagsOnly: no moves to write
}

// ErrTagsOnly is Write's error for a game read with ReadOptions.TagsOnly:
// its moves were not read.
var ErrTagsOnly = errors.New("notaz: the game was read without its moves (TagsOnly)")

// Tag is one tag pair, [Name "Value"].
type Tag struct{ Name, Value string }

// Move is one move of a game or variation.
type Move struct {
	// SAN is the move in standard (English) algebraic notation: "Nf3",
	// "exd5", "O-O", "e8=Q+". Read gives the canonical form; a game built
	// in code may use any spelling an English score would (Ng1-f3, 0-0).
	SAN string
	// UCI is the move as coordinates ("g1f3", "e7e8q"; a Chess960
	// castling is the king taking its rook, "e1h1"), as engines read it.
	// Read fills it; Write ignores it (SAN says the move).
	UCI           string
	NAGs          []int    // numeric annotation glyphs: 1 for !, 2 for ?, …
	Before, After []string // comments before and after the move
	// Variations are alternatives to this move, each played from the
	// position before it.
	Variations []Line
}

// Line is a variation.
type Line struct {
	Moves    []Move
	Comments []string // after the last move
	// After are the comments written after the variation's closing
	// parenthesis when another variation of the same move follows it.
	After []string
}

// Tag returns the value of the first tag with the given name.
func (g *Game) Tag(name string) (string, bool) {
	for _, t := range g.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// ReadOptions say how to read. The zero value reads UTF-8, UTF-16 or the
// single-byte encoding the text reads best in (compressed or not),
// detects each game's language and replays on all cores.
type ReadOptions struct {
	// Name is the input's name in diagnostics ("games.pgn").
	Name string
	// From is the language of the piece letters: "" or "auto" detects it
	// per game; "pgn" reads standard (English) SAN; a code, tag or name
	// ("it", "de-CH", "Polish", "fig") fixes it; "descriptive" (or
	// "descriptive-es", …) reads descriptive notation: the word of
	// `notaz convert --from` (replay.OptionsFor).
	From string
	// Variant applies to games without a Variant tag (zero: chess).
	Variant board.Variant
	// Encoding names the input's encoding ("cp1251", "latin1"); "" or
	// "auto" reads UTF-8 (or UTF-16, by its byte order mark), else the
	// single-byte encoding the text reads best in, as notaz convert does;
	// a guess is reported as a finding (diag.Encoding).
	Encoding string
	// TagsOnly skips the moves: games come with their Tags, Result,
	// Number and Raw only, at the speed of the parser.
	TagsOnly bool
	// Workers replaying games at once; 0 means all cores.
	Workers int
	// MaxGameSize is the largest game held in memory, in bytes (0: the
	// parser's default, 16 MiB); a larger one is an error and its bytes
	// stream through Game.Rest.
	MaxGameSize int
}

// Read returns the games of r in input order. r is read as the command
// line reads a file (package input): gzip, zstd, bzip2, xz and zip are
// recognised by their first bytes, each member of a zip archive is read
// in turn (its games' File is "NAME:member.pgn"), and the text is decoded
// to UTF-8. A game that cannot be read or replayed comes with its first
// error, a *diag.Diagnostic, and with its Raw input, tags and diagnostics
// (its moves are those up to the error); reading goes on with the next
// game. A finding that belongs to no game (text after the last game, an
// encoding guessed, an archive whose list of members is damaged, a member
// that cannot be opened) comes as a nil game with a *diag.Diagnostic, and
// reading goes on. A failed read, or options Read cannot use, end the
// sequence with a nil game and another error. Stopping the loop early
// stops reading.
func Read(r io.Reader, opts *ReadOptions) iter.Seq2[*Game, error] {
	if opts == nil {
		opts = &ReadOptions{}
	}
	return func(yield func(*Game, error) bool) {
		po, err := readSetup(opts)
		if err != nil {
			yield(nil, err)
			return
		}
		rd := &reading{opts: opts, yield: yield}
		for in, err := range input.Read(opts.Name, r, &input.Options{Encoding: opts.Encoding, Report: rd.encoding}) {
			if err != nil {
				if !rd.inputError(err) {
					return
				}
				continue
			}
			ok := rd.run(in, po)
			in.Close()
			if !ok {
				return
			}
		}
	}
}

// reading is one call of Read: it yields the games of each input, and
// the findings that belong to no game.
type reading struct {
	opts  *ReadOptions
	yield func(*Game, error) bool
	mu    sync.Mutex
	found []diag.Diagnostic // the encodings' findings, told on the reading goroutine
}

// errStop ends a pipeline run when the loop over Read has ended.
var errStop = errors.New("stopped")

// run yields the games of one input; false when the loop has ended or
// the input failed.
func (rd *reading) run(in input.Input, po pipeline.Options) bool {
	po.Name = in.Name
	err := pipeline.Run(context.Background(), in.R, po, pipeline.Stage[struct{}]{
		Emit: func(it *pipeline.Item, _ struct{}) error {
			if !rd.flush() {
				return errStop
			}
			if it.Game == nil { // the stray text after the last game
				return rd.findings(it.Diags)
			}
			g, gerr := fromItem(it, rd.opts.TagsOnly)
			g.File = in.Name
			if !rd.yield(g, gerr) {
				return errStop
			}
			return nil
		},
	})
	if err == errStop || !rd.flush() {
		return false
	}
	if err != nil {
		rd.yield(nil, err)
		return false
	}
	return true
}

// findings yields ds, each as a finding outside any game.
func (rd *reading) findings(ds []diag.Diagnostic) error {
	for i := range ds {
		if !rd.yield(nil, &ds[i]) {
			return errStop
		}
	}
	return nil
}

// encoding keeps the finding of an encoding guessed for the input name;
// it is yielded before the next game.
func (rd *reading) encoding(name string) func(charset.Choice) {
	return func(ch charset.Choice) {
		if d, ok := input.EncodingFinding(name, ch); ok {
			rd.mu.Lock()
			rd.found = append(rd.found, d)
			rd.mu.Unlock()
		}
	}
}

// flush yields the encodings' findings kept so far.
func (rd *reading) flush() bool {
	rd.mu.Lock()
	ds := rd.found
	rd.found = nil
	rd.mu.Unlock()
	return rd.findings(ds) == nil
}

// inputError yields what input.Read yields in an input's place: a
// member that cannot be opened or a damaged archive is a finding, and
// reading goes on; anything else ends the sequence.
func (rd *reading) inputError(err error) bool {
	var t diag.Text
	sev := diag.Error
	if e := (*input.Error)(nil); errors.As(err, &e) {
		t = e.Text
	} else if w := (*input.Warning)(nil); errors.As(err, &w) {
		t, sev = w.Text, diag.Warning
	} else {
		rd.yield(nil, err)
		return false
	}
	d := &diag.Diagnostic{File: rd.opts.Name, Severity: sev, Code: diag.IO}
	d.SetText(t)
	return rd.yield(nil, d)
}

func readSetup(opts *ReadOptions) (pipeline.Options, error) {
	po := pipeline.Options{Name: opts.Name, Workers: opts.Workers, MaxGameSize: opts.MaxGameSize}
	po.SkipReplay = opts.TagsOnly
	po.Reuse = true // fromItem copies what a Game keeps out of the trees
	ro, err := replay.OptionsFor(opts.From)
	if err != nil {
		return po, err
	}
	ro.Variant = opts.Variant
	po.Replay = ro
	// An unknown encoding is an error before anything is read.
	_, err = charset.NewReader(nil, opts.Encoding)
	return po, err
}

// fromItem turns a game out of the pipeline into a Game, with its first
// error if it failed.
func fromItem(it *pipeline.Item, tagsOnly bool) (*Game, error) {
	src := it.Game
	// Raw and the tags are copied: the pipeline's share the memory of the
	// input around the game, which a caller keeping g should not keep.
	g := &Game{Number: src.Number, Raw: bytes.Clone(src.Raw), Rest: src.Rest, Diagnostics: it.Diags,
		Result: parser.NormalizeResult(src.Result), tagsOnly: tagsOnly}
	for _, t := range src.Tags {
		g.Tags = append(g.Tags, Tag{strings.Clone(t.Name), strings.Clone(t.Value)})
	}
	var err error
	for i := range it.Diags {
		if it.Diags[i].Severity == diag.Error {
			err = &it.Diags[i]
			break
		}
	}
	g.Err = err
	if tagsOnly {
		return g, err
	}
	if rg := it.Replay; rg != nil {
		g.Variant = rg.Variant
		if rg.Locale != nil {
			g.Language = rg.Locale.Code
		}
		line := fromLine(&rg.Moves)
		g.Moves, g.Comments = line.Moves, line.Comments
	}
	if err == nil && it.Failed() {
		err = errors.New("game not replayed") // cannot happen: a failure has a diagnostic
		g.Err = err
	}
	return g, err
}

func fromLine(l *replay.Line) Line {
	var out Line
	if l.Source != nil {
		out.Comments, out.After = texts(l.Source.Comments), texts(l.Source.After)
	}
	for i := range l.Nodes {
		n := &l.Nodes[i]
		m := Move{SAN: n.SAN.String(), UCI: n.Move.UCI(), Before: texts(n.Source.Before()), After: texts(n.Source.After())}
		for _, v := range n.Source.NAGs() {
			m.NAGs = append(m.NAGs, int(v))
		}
		for j := range n.Variations {
			m.Variations = append(m.Variations, fromLine(&n.Variations[j]))
		}
		out.Moves = append(out.Moves, m)
	}
	return out
}

func texts(cs []parser.Comment) []string {
	var s []string
	for _, c := range cs {
		s = append(s, c.Text)
	}
	return s
}

// WriteOptions say how to write.
type WriteOptions struct {
	// To is the language of the piece letters written: "" or "pgn" for
	// standard PGN (English), a code, tag or name ("it", "Deutsch"), or
	// "fig" for figurines.
	To string
	// Format is the shape written: "" or "pgn" (PGN export format, moves
	// in SAN), "uci" (coordinates: no letters, so no To), "lalg" (long
	// algebraic) or "json" (one line of JSON Lines, docs/json.md): the
	// words of `notaz convert --format` (writer.OptionsFor). The printable
	// HTML document is a whole run's: package convert writes it.
	Format string
}

// Write replays g and writes it in PGN export format (in the language
// opts.To asks, in the notation opts.Format asks), followed by a blank
// line; or, with Format "json", as one line of JSON Lines. A game whose moves do not
// replay is not written: Write returns the first error, a
// *diag.Diagnostic naming the move. A game Read returned with an error
// (g.Err) is written verbatim, as it was read, and that error returned; one
// read with TagsOnly is not written (ErrTagsOnly).
func Write(w io.Writer, g *Game, opts *WriteOptions) error {
	var o WriteOptions
	if opts != nil {
		o = *opts
	}
	wo, err := writer.OptionsFor(o.To, o.Format, "")
	if err != nil {
		return err
	}
	switch {
	case wo.Format == writer.HTML:
		return errors.New("notaz: format html is a document of a whole run: package convert writes it")
	case g.tagsOnly && g.Err == nil:
		return ErrTagsOnly
	case wo.Format == writer.JSON:
		return g.writeJSON(w, &wo)
	case g.Err != nil:
		// Its moves stop at the error: written out they would silently
		// drop the rest of the game.
		if g.Raw != nil {
			if err := writer.CopyVerbatim(w, g.Raw, g.Rest); err != nil {
				return err
			}
		}
		return g.Err
	case g.tagsOnly:
		return ErrTagsOnly
	}
	src := g.source()
	rg := replay.Run(src, replay.Options{Letters: locales.Standard(), Variant: g.Variant})
	out, err := writer.AppendGame(nil, rg, &wo)
	if err != nil {
		if g.Raw == nil {
			return rg.Err
		}
		if _, werr := w.Write(writer.AppendVerbatim(nil, g.Raw)); werr != nil {
			return werr
		}
		return rg.Err
	}
	_, err = w.Write(out)
	return err
}

// writeJSON writes g as one line of JSON Lines. A game that does not
// replay is a line with its Raw text, as notaz convert writes it, and its
// error is returned; one built in code without Raw is not written.
func (g *Game) writeJSON(w io.Writer, wo *writer.Options) error {
	src := g.source()
	src.File, src.Raw = g.File, g.Raw
	var rg *replay.Game
	err := g.Err
	if err == nil {
		rg = replay.Run(src, replay.Options{Letters: locales.Standard(), Variant: g.Variant})
		if rg.Err != nil { // a *diag.Diagnostic: a nil one is no error
			err = rg.Err
		}
	}
	if err != nil && g.Raw == nil {
		return err
	}
	if err != nil && g.Rest != nil {
		return errors.New("notaz: a game too large to hold is written verbatim, not as JSON")
	}
	if _, werr := w.Write(writer.AppendJSON(nil, src, rg, g.Diagnostics, wo)); werr != nil {
		return werr
	}
	return err
}

// source builds the parser's form of g, as if it had been read.
func (g *Game) source() *parser.Game {
	src := &parser.Game{Number: g.Number, Result: g.Result}
	if src.Number == 0 {
		src.Number = 1
	}
	for _, t := range g.Tags {
		src.Tags = append(src.Tags, parser.Tag{Name: t.Name, Value: t.Value})
	}
	src.Line = toLine(Line{Moves: g.Moves, Comments: g.Comments})
	return src
}

func toLine(l Line) parser.Line {
	out := parser.Line{Comments: comments(l.Comments), After: comments(l.After)}
	for _, m := range l.Moves {
		var nags []uint8
		for _, n := range m.NAGs {
			if n < 0 || n > 255 {
				n = 0 // not a NAG: $0 is the null annotation
			}
			nags = append(nags, uint8(n))
		}
		var vars []*parser.Line
		for _, v := range m.Variations {
			pl := toLine(v)
			vars = append(vars, &pl)
		}
		out.Moves = append(out.Moves, parser.NewMove([]byte(m.SAN), nags, comments(m.Before), comments(m.After), vars))
	}
	return out
}

func comments(s []string) []parser.Comment {
	var cs []parser.Comment
	for _, t := range s {
		cs = append(cs, parser.Comment{Text: t})
	}
	return cs
}
