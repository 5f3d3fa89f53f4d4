// Package parquet writes games as Apache Parquet: one row per game, with
// typed columns named as in the public lichess Parquet dataset where it has
// one (Event, WhiteElo, UTCDate, ...), the moves as lists of SAN and UCI,
// the diagnostics as a list of structs and the text of a game that did not
// replay, in one file or in Hive-style partitions (year=2024/month=05/).
// The schema is docs/parquet.md.
//
// Rows are made on convert's workers (MakeRow) and written in input order
// by a Writer, which flushes row groups as they fill: memory stays flat
// whatever the input's size.
package parquet

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

// Version is the schema version, in every file's key-value metadata as
// "notaz.version": it changes when a column is removed, renamed or changes
// meaning; columns may be added without a new version.
const Version = 1

// Row is one game. The tags with a column of their own are in it, typed
// where lichess types them; a value that does not read as the column's
// type (an Elo of "2700?") is kept as text in Tags, under the tag's name,
// and the column is null. "?", "-" and "" are unknown: null.
type Row struct {
	Event           *string        `parquet:"Event,optional,dict"`
	Site            *string        `parquet:"Site,optional,dict"`
	Date            *string        `parquet:"Date,optional,dict"` // as written: 1992.??.??
	Round           *string        `parquet:"Round,optional,dict"`
	White           *string        `parquet:"White,optional,dict"`
	Black           *string        `parquet:"Black,optional,dict"`
	Result          string         `parquet:"Result,dict"` // 1-0, 0-1, 1/2-1/2, *
	WhiteTitle      *string        `parquet:"WhiteTitle,optional,dict"`
	BlackTitle      *string        `parquet:"BlackTitle,optional,dict"`
	WhiteElo        *int16         `parquet:"WhiteElo,int(16)"`
	BlackElo        *int16         `parquet:"BlackElo,int(16)"`
	WhiteRatingDiff *int16         `parquet:"WhiteRatingDiff,int(16)"`
	BlackRatingDiff *int16         `parquet:"BlackRatingDiff,int(16)"`
	UTCDate         *int32         `parquet:"UTCDate,date"`                   // days since 1970-01-01
	UTCTime         *time.Duration `parquet:"UTCTime,time(nanosecond:local)"` // since midnight
	ECO             *string        `parquet:"ECO,optional,dict"`
	Opening         *string        `parquet:"Opening,optional,dict"`
	Termination     *string        `parquet:"Termination,optional,dict"`
	TimeControl     *string        `parquet:"TimeControl,optional,dict"`
	Movetext        *string        `parquet:"movetext,optional"` // PGN movetext, null when not replayed

	UTCTimestamp  *int64            `parquet:"utc_timestamp,timestamp(millisecond:utc)"` // UTCDate + UTCTime
	Year          *int16            `parquet:"year,int(16)"`                             // from UTCDate, else Date
	Month         *int8             `parquet:"month,int(8)"`
	TimeBase      *int32            `parquet:"time_control_base,optional"`      // seconds
	TimeIncrement *int32            `parquet:"time_control_increment,optional"` // seconds a move
	Tags          map[string]string `parquet:"tags" parquet-key:",dict"`
	SAN           []string          `parquet:"moves_san,list" parquet-element:",dict"`
	UCI           []string          `parquet:"moves_uci,list" parquet-element:",dict"`
	Clocks        []*int32          `parquet:"clocks_ms,list" parquet-element:",optional"`
	Plies         int32             `parquet:"plies"`
	Ending        *string           `parquet:"ending,optional,dict"` // checkmate, stalemate
	Replayed      bool              `parquet:"replayed"`
	Locale        *string           `parquet:"locale,optional,dict"`
	Start         *string           `parquet:"start,optional,dict"` // FEN
	File          string            `parquet:"file,dict"`
	Line          int64             `parquet:"line,delta"`
	Offset        int64             `parquet:"offset,delta"`
	Game          int64             `parquet:"game,delta"`
	Diagnostics   []Diagnostic      `parquet:"diagnostics,list"`
	Raw           *string           `parquet:"raw,optional"` // the text of a game that did not replay
	size          int               // about what the row takes in the writer's buffers
}

// Diagnostic is a warning or an error about a game, as in the JSON output.
type Diagnostic struct {
	Code        string   `parquet:"code"`
	Severity    string   `parquet:"severity"`
	Line        int32    `parquet:"line"`
	Column      int32    `parquet:"column"`
	Ply         int32    `parquet:"ply"`
	Move        string   `parquet:"move"`
	Message     string   `parquet:"message"`
	Suggestions []string `parquet:"suggestions_san,list"`
}

// MakeRow makes the row of one game: src as read, g its replay (nil or
// g.Err set when it could not be replayed: the row then has its tags as
// read, no moves and Raw), diags its diagnostics in input order. opts give
// the letters of the SAN and the movetext (English by default). The row
// holds copies: src and g may be reused once it returns.
func MakeRow(src *parser.Game, g *replay.Game, diags []diag.Diagnostic, opts *writer.Options) *Row {
	r := &Row{
		Result: writer.Result(src),
		File:   src.File,
		Line:   int64(src.Start.Line),
		Offset: src.Start.Offset,
		Game:   int64(src.Number),
	}
	replayed := g != nil && g.Err == nil
	r.Replayed = replayed
	sc := scratches.Get().(*scratch)
	defer scratches.Put(sc)
	seen := sc.seen
	clear(seen)
	tag := func(name, value string) {
		if seen[name] {
			// A repeated tag: the first value is the game's (as
			// TagValue reads it); later ones keep a numbered name.
			for k := 2; ; k++ {
				if n := name + "#" + strconv.Itoa(k); !seen[n] {
					name = n
					break
				}
			}
		}
		seen[name] = true
		r.size += len(name) + len(value) + 8
		if !r.setColumn(name, value) {
			if r.Tags == nil {
				r.Tags = map[string]string{}
			}
			r.Tags[name] = value
		}
	}
	if replayed {
		writer.ExportTags(g, tag)
	} else {
		for _, t := range src.Tags {
			tag(t.Name, t.Value)
		}
	}
	r.derive()
	if !replayed {
		raw := string(src.Raw)
		r.Raw = &raw
		r.size += len(raw)
	} else {
		r.moves(g, opts, sc)
	}
	r.Diagnostics = make([]Diagnostic, len(diags))
	for i := range diags {
		d := &diags[i]
		r.Diagnostics[i] = Diagnostic{
			Code: string(d.Code), Severity: d.Severity.String(),
			Line: int32(d.Line), Column: int32(d.Column), Ply: int32(d.Ply),
			Move: d.Move, Message: d.Msg, Suggestions: d.Suggestions,
		}
		r.size += 64 + len(d.Msg)
	}
	return r
}

// scratch is what MakeRow reuses from game to game, one per worker at a
// time: nothing in it outlives the call.
type scratch struct {
	seen map[string]bool // the tags' names
	buf  []byte
	ends []int32
}

var scratches = sync.Pool{New: func() any { return &scratch{seen: map[string]bool{}} }}

// The standard start position and its FEN, the start of almost every
// game: its FEN is written once, not once a game.
var (
	standardStart = board.StartPosition(board.Chess())
	standardFEN   = standardStart.FEN()
)

// moves fills the columns of a replayed game's moves.
func (r *Row) moves(g *replay.Game, opts *writer.Options, sc *scratch) {
	var lo *writer.Options
	if opts != nil {
		lo = &writer.Options{Letters: opts.Letters}
	}
	nodes := g.Moves.Nodes
	// The moves are written one after the other in one string, which the
	// lists slice: three allocations a game (the string and the lists'
	// shared backing), not two a move.
	buf := sc.buf[:0]
	ends := slices.Grow(sc.ends[:0], 2*len(nodes))[:2*len(nodes)]
	sc.ends = ends
	for i := range nodes {
		n := &nodes[i]
		var letters *[7]string
		if lo != nil && lo.Letters[n.Turn][board.Knight] != "" {
			letters = &lo.Letters[n.Turn]
		}
		buf = n.SAN.Append(buf, letters)
		ends[i] = int32(len(buf))
	}
	for i := range nodes {
		buf = nodes[i].Move.AppendUCI(buf)
		ends[len(nodes)+i] = int32(len(buf))
	}
	all := string(buf)
	lists := make([]string, 2*len(nodes))
	r.SAN = lists[:len(nodes):len(nodes)]
	r.UCI = lists[len(nodes):]
	start := int32(0)
	for i, end := range ends {
		if i < len(nodes) {
			r.SAN[i] = all[start:end]
		} else {
			r.UCI[i-len(nodes)] = all[start:end]
		}
		start = end
	}
	if bytes.Contains(g.Source.Raw, []byte("[%clk ")) {
		for i := range nodes {
			if ms, ok := clock(nodes[i].Source.After()); ok {
				if r.Clocks == nil {
					r.Clocks = make([]*int32, len(nodes))
				}
				r.Clocks[i] = &ms
			}
		}
	}
	r.Plies = int32(len(nodes))
	r.size += 16 * len(nodes)
	buf = writer.AppendMovetext(slices.Grow(buf[:0], len(g.Source.Raw)), g, lo)
	text := string(buf)
	sc.buf = buf
	r.Movetext = &text
	r.size += len(text)
	if g.Locale != nil && g.Locale.Code != "en" {
		r.Locale = &g.Locale.Code
	} else {
		r.Locale = new(string)
	}
	if g.Start == standardStart {
		r.Start = &standardFEN // shared, never written to
	} else {
		fen := g.Start.FEN()
		r.Start = &fen
	}
	if g.Variant == board.Chess() {
		var ml board.MoveList
		final := g.Final
		final.LegalMoves(&ml)
		if ml.Len() == 0 {
			s := "stalemate"
			if final.InCheck() {
				s = "checkmate"
			}
			r.Ending = &s
		}
	}
}

// setColumn puts a tag with a column of its own there and reports whether
// it did; a value the column cannot hold is left for the tags map.
func (r *Row) setColumn(name, value string) bool {
	str := func(p **string) bool {
		if *p != nil {
			return false
		}
		v := value
		*p = &v
		return true
	}
	switch name {
	case "Event":
		return str(&r.Event)
	case "Site":
		return str(&r.Site)
	case "Date":
		return str(&r.Date)
	case "Round":
		return str(&r.Round)
	case "White":
		return str(&r.White)
	case "Black":
		return str(&r.Black)
	case "Result":
		// The Result column is the game's result (Result above); a tag
		// that says otherwise is kept in the map, as written.
		return parser.NormalizeResult(value) == r.Result
	case "WhiteTitle":
		return unknown(value) || str(&r.WhiteTitle)
	case "BlackTitle":
		return unknown(value) || str(&r.BlackTitle)
	case "WhiteElo":
		return int16Column(&r.WhiteElo, value)
	case "BlackElo":
		return int16Column(&r.BlackElo, value)
	case "WhiteRatingDiff":
		return int16Column(&r.WhiteRatingDiff, value)
	case "BlackRatingDiff":
		return int16Column(&r.BlackRatingDiff, value)
	case "UTCDate":
		if unknown(value) || strings.Contains(value, "?") {
			return unknown(value)
		}
		d, ok := parseDate(value)
		if ok {
			r.UTCDate = &d
		}
		return ok
	case "UTCTime":
		if unknown(value) {
			return true
		}
		t, err := time.Parse("15:04:05", value)
		if err != nil {
			return false
		}
		since := time.Duration(t.Hour()*3600+t.Minute()*60+t.Second()) * time.Second
		r.UTCTime = &since
		return true
	case "ECO":
		return str(&r.ECO)
	case "Opening":
		return str(&r.Opening)
	case "Termination":
		return str(&r.Termination)
	case "TimeControl":
		return str(&r.TimeControl)
	}
	return false
}

// derive fills the columns computed from others: the timestamp, the
// date, year and month, the time control's numbers.
func (r *Row) derive() {
	if r.UTCDate != nil {
		ts := int64(*r.UTCDate) * 86400 * 1000
		if r.UTCTime != nil {
			ts += r.UTCTime.Milliseconds()
			r.UTCTimestamp = &ts
		}
	}
	var year, month int
	if r.Date != nil {
		year, month = datePart(*r.Date, 0), datePart(*r.Date, 1)
	}
	if r.UTCDate != nil {
		t := time.Unix(int64(*r.UTCDate)*86400, 0).UTC()
		year, month = t.Year(), int(t.Month())
	}
	if year > 0 && year <= 9999 {
		y := int16(year)
		r.Year = &y
		if month > 0 {
			m := int8(month)
			r.Month = &m
		}
	}
	if r.TimeControl != nil {
		base, inc, ok := strings.Cut(*r.TimeControl, "+")
		b, err1 := strconv.Atoi(base)
		i, err2 := strconv.Atoi(inc)
		if !ok {
			i, err2 = 0, nil
		}
		if err1 == nil && err2 == nil && b >= 0 && i >= 0 && b <= 1<<30 && i <= 1<<30 {
			b32, i32 := int32(b), int32(i)
			r.TimeBase, r.TimeIncrement = &b32, &i32
		}
	}
}

// unknown reports whether a tag value says nothing: "?", "-" or "".
func unknown(v string) bool { return v == "" || v == "?" || v == "-" }

// int16Column reads an integer tag (an Elo, "+11") into *p.
func int16Column(p **int16, value string) bool {
	if unknown(value) {
		return true
	}
	if *p != nil {
		return false
	}
	n, err := strconv.ParseInt(strings.TrimPrefix(value, "+"), 10, 16)
	if err != nil {
		return false
	}
	v := int16(n)
	*p = &v
	return true
}

// parseDate reads a complete PGN date (2013.05.31) as days since the
// epoch.
func parseDate(s string) (int32, bool) {
	t, err := time.Parse("2006.01.02", s)
	if err != nil {
		return 0, false
	}
	return int32(t.Unix() / 86400), true
}

// datePart returns a PGN date's year (i 0) or month (1), 0 when unknown.
func datePart(s string, i int) int {
	parts := strings.Split(s, ".")
	if i >= len(parts) {
		return 0
	}
	want := [...]int{4, 2}[i]
	if len(parts[i]) != want {
		return 0
	}
	n, err := strconv.Atoi(parts[i])
	if err != nil || n <= 0 || i == 1 && n > 12 {
		return 0
	}
	return n
}

// clock reads a lichess clock comment ([%clk 0:03:00], [%clk 0:00:09.5])
// as milliseconds.
func clock(cs []parser.Comment) (int32, bool) {
	for _, c := range cs {
		i := strings.Index(c.Text, "[%clk ")
		if i < 0 {
			continue
		}
		rest := c.Text[i+len("[%clk "):]
		end := strings.IndexByte(rest, ']')
		if end < 0 {
			continue
		}
		f := strings.Split(strings.TrimSpace(rest[:end]), ":")
		if len(f) != 3 {
			continue
		}
		h, err1 := strconv.Atoi(f[0])
		m, err2 := strconv.Atoi(f[1])
		s, err3 := strconv.ParseFloat(f[2], 64)
		if err1 != nil || err2 != nil || err3 != nil || h < 0 || m < 0 || s < 0 || h > 500 {
			continue
		}
		return int32(h)*3600_000 + int32(m)*60_000 + int32(s*1000+0.5), true
	}
	return 0, false
}
