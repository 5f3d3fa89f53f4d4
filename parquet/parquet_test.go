package parquet_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/notaz-chess/notaz/parquet"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
	pq "github.com/parquet-go/parquet-go"
)

// rows is what notaz convert --format parquet gives convert.Run.
type rows struct {
	put func(*parquet.Row) error
}

func (rows) Make(it *pipeline.Item) any {
	return parquet.MakeRow(it.Game, it.Replay, it.Diags, &writer.Options{})
}
func (r rows) Put(row any) error { return r.put(row.(*parquet.Row)) }

// toParquet converts in to one Parquet file.
func toParquet(t testing.TB, in []byte, name string, opts parquet.Options) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := parquet.NewWriter(&buf, opts)
	_, err := convert.Run(context.Background(), bytes.NewReader(in), io.Discard,
		convert.Options{Options: pipeline.Options{Name: name, Replay: autoReplay()}, Rows: rows{put: w.Write}})
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func toJSON(t testing.TB, in []byte, name string) []byte {
	t.Helper()
	var buf bytes.Buffer
	_, err := convert.Run(context.Background(), bytes.NewReader(in), &buf,
		convert.Options{Options: pipeline.Options{Name: name, Replay: autoReplay()}, Writer: writer.Options{Format: writer.JSON}})
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func autoReplay() (o replay.Options) {
	o.Auto = true
	return o
}

// readRows reads a Parquet file back with the library.
func readRows(t testing.TB, data []byte) []parquet.Row {
	t.Helper()
	r := pq.NewGenericReader[parquet.Row](bytes.NewReader(data))
	defer r.Close()
	out := make([]parquet.Row, r.NumRows())
	n, err := r.Read(out)
	if err != nil && !errors.Is(err, io.EOF) {
		t.Fatal(err)
	}
	return out[:n]
}

type jsonLine struct {
	File        string
	Game        int64
	Tags        [][2]string
	Result      string
	Replayed    bool
	Locale      string
	Start       string
	Moves       []struct{ SAN, UCI string }
	Diagnostics []struct {
		Code, Severity, Message string
		Line, Column, Ply       int32
	}
	Raw string
}

// tagsOf puts the row's tags back together, as name → value (a repeated
// tag's later values as NAME#2, ...), the typed columns written back as
// text.
func tagsOf(r *parquet.Row) map[string]string {
	m := map[string]string{}
	str := map[string]*string{"Event": r.Event, "Site": r.Site, "Date": r.Date, "Round": r.Round,
		"White": r.White, "Black": r.Black, "WhiteTitle": r.WhiteTitle, "BlackTitle": r.BlackTitle,
		"ECO": r.ECO, "Opening": r.Opening, "Termination": r.Termination, "TimeControl": r.TimeControl}
	for k, v := range str {
		if v != nil {
			m[k] = *v
		}
	}
	num := map[string]*int16{"WhiteElo": r.WhiteElo, "BlackElo": r.BlackElo,
		"WhiteRatingDiff": r.WhiteRatingDiff, "BlackRatingDiff": r.BlackRatingDiff}
	for k, v := range num {
		if v != nil {
			m[k] = strconv.Itoa(int(*v))
		}
	}
	if r.UTCDate != nil {
		m["UTCDate"] = time.Unix(int64(*r.UTCDate)*86400, 0).UTC().Format("2006.01.02")
	}
	if r.UTCTime != nil {
		m["UTCTime"] = time.Unix(0, 0).UTC().Add(*r.UTCTime).Format("15:04:05")
	}
	for k, v := range r.Tags {
		m[k] = v
	}
	return m
}

// jsonTags is what tagsOf should give for a JSON line's tags: the same
// names, unknown values dropped, numbers without their plus sign.
func jsonTags(g *jsonLine) map[string]string {
	m := map[string]string{}
	for _, t := range g.Tags {
		name := t[0]
		for k := 2; ; k++ {
			if _, ok := m[name]; !ok {
				break
			}
			name = t[0] + "#" + strconv.Itoa(k)
		}
		m[name] = t[1]
	}
	for k, v := range m {
		switch k {
		case "WhiteTitle", "BlackTitle", "WhiteElo", "BlackElo", "WhiteRatingDiff", "BlackRatingDiff", "UTCDate", "UTCTime":
			if v == "" || v == "?" || v == "-" {
				delete(m, k)
			} else if n, err := strconv.ParseInt(strings.TrimPrefix(v, "+"), 10, 16); err == nil {
				m[k] = strconv.Itoa(int(n))
			}
		case "Result":
			if v == g.Result {
				delete(m, k) // the Result column
			}
		}
	}
	return m
}

// compare checks Parquet rows against JSON Lines of the same games.
func compare(t *testing.T, got []parquet.Row, jsonl []byte) {
	t.Helper()
	sc := bufio.NewScanner(bytes.NewReader(jsonl))
	sc.Buffer(nil, 1<<30)
	i, bad := 0, 0
	for sc.Scan() {
		var g jsonLine
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			t.Fatal(err)
		}
		if i >= len(got) {
			t.Fatalf("%d rows, more JSON lines", len(got))
		}
		r := &got[i]
		i++
		errs := func(f string, a ...any) {
			if bad++; bad <= 10 {
				t.Errorf("game %d: "+f, append([]any{g.Game}, a...)...)
			}
		}
		if r.Game != g.Game || r.File != g.File || r.Result != g.Result || r.Replayed != g.Replayed {
			errs("row %d %q %q %v, JSON %d %q %q %v", r.Game, r.File, r.Result, r.Replayed, g.Game, g.File, g.Result, g.Replayed)
		}
		if gt, jt := tagsOf(r), jsonTags(&g); !mapsEqual(gt, jt) {
			errs("tags\n row  %v\n JSON %v", gt, jt)
		}
		if int(r.Plies) != len(g.Moves) || len(r.SAN) != len(g.Moves) || len(r.UCI) != len(g.Moves) {
			errs("%d plies, %d SAN, %d UCI; JSON %d moves", r.Plies, len(r.SAN), len(r.UCI), len(g.Moves))
		} else {
			for k, m := range g.Moves {
				if r.SAN[k] != m.SAN || r.UCI[k] != m.UCI {
					errs("ply %d: %s %s, JSON %s %s", k+1, r.SAN[k], r.UCI[k], m.SAN, m.UCI)
					break
				}
			}
		}
		if g.Replayed && (r.Start == nil || *r.Start != g.Start || r.Locale == nil || *r.Locale != g.Locale || r.Movetext == nil || r.Raw != nil) {
			errs("start, locale, movetext or raw wrong")
		}
		if !g.Replayed && (r.Raw == nil || *r.Raw != g.Raw || r.Movetext != nil) {
			errs("raw or movetext wrong")
		}
		if len(r.Diagnostics) != len(g.Diagnostics) {
			errs("%d diagnostics, JSON %d", len(r.Diagnostics), len(g.Diagnostics))
		} else {
			for k, d := range g.Diagnostics {
				p := r.Diagnostics[k]
				if p.Code != d.Code || p.Severity != d.Severity || p.Message != d.Message || p.Line != d.Line || p.Column != d.Column || p.Ply != d.Ply {
					errs("diagnostic %d: %+v, JSON %+v", k, p, d)
				}
			}
		}
	}
	if i != len(got) {
		t.Errorf("%d rows, %d JSON lines", len(got), i)
	}
}

func mapsEqual(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// TestCorpusReadBack writes the real corpus as Parquet, reads it back with
// the library and checks every row against the JSON Lines output: games,
// tags, moves, diagnostics, raw text.
func TestCorpusReadBack(t *testing.T) {
	var in []byte
	if testing.Short() {
		in = testcorpus.ReadPrefix(t, 2<<20, "real", "pgnmentor-tournaments.pgn.gz")
		in = in[:bytes.Index(in[1<<20:], []byte("\n[Event "))+1<<20+1]
	} else {
		in = testcorpus.Read(t, "real", "pgnmentor-tournaments.pgn.gz")
	}
	// Small row groups: the test crosses many of them.
	data := toParquet(t, in, "pgnmentor-tournaments.pgn", parquet.Options{RowGroupSize: 1 << 20})
	f, err := pq.OpenFile(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	if n := len(f.RowGroups()); n < 2 {
		t.Errorf("%d row groups: the writer did not flush", n)
	}
	if v, _ := f.Lookup("notaz.version"); v != strconv.Itoa(parquet.Version) {
		t.Errorf("notaz.version %q", v)
	}
	got := readRows(t, data)
	compare(t, got, toJSON(t, in, "pgnmentor-tournaments.pgn"))
	t.Logf("%d rows, %d row groups, %d bytes", len(got), len(f.RowGroups()), len(data))
}

const sample = `[Event "Rated Blitz game"]
[Site "https://lichess.org/abc"]
[White "a"]
[Black "b"]
[Result "1-0"]
[WhiteElo "1756"]
[BlackElo "?"]
[WhiteRatingDiff "+11"]
[BlackRatingDiff "-9"]
[UTCDate "2013.05.31"]
[UTCTime "22:00:22"]
[TimeControl "60+1"]
[Annotator "x"]
[Annotator "y"]

1. f3 { [%clk 0:01:00] } e5 { [%clk 0:00:59.5] } 2. g4 Qh4# 1-0

[Event "bad"]
[Date "1851.??.??"]
[WhiteElo "2700?"]

1. e4 e5 2. Ke3 *

[Event "c"]
[Date "1972.07.11"]

1. e4 *
`

// TestColumns checks the typed columns of a few games: what the schema in
// docs/parquet.md says of each.
func TestColumns(t *testing.T) {
	got := readRows(t, toParquet(t, []byte(sample), "s.pgn", parquet.Options{}))
	if len(got) != 3 {
		t.Fatalf("%d rows", len(got))
	}
	a, b, c := &got[0], &got[1], &got[2]
	check := func(what string, ok bool) {
		t.Helper()
		if !ok {
			t.Errorf("%s wrong", what)
		}
	}
	check("WhiteElo", a.WhiteElo != nil && *a.WhiteElo == 1756)
	check("BlackElo ?", a.BlackElo == nil)
	check("RatingDiff", *a.WhiteRatingDiff == 11 && *a.BlackRatingDiff == -9)
	check("UTCDate", time.Unix(int64(*a.UTCDate)*86400, 0).UTC().Format("2006-01-02") == "2013-05-31")
	check("UTCTime", *a.UTCTime == 22*time.Hour+22*time.Second)
	check("utc_timestamp", time.UnixMilli(*a.UTCTimestamp).UTC().Format(time.RFC3339) == "2013-05-31T22:00:22Z")
	check("year, month", *a.Year == 2013 && *a.Month == 5)
	check("time control", *a.TimeBase == 60 && *a.TimeIncrement == 1)
	check("repeated tag", a.Tags["Annotator"] == "x" && a.Tags["Annotator#2"] == "y")
	check("moves", slices.Equal(a.SAN, []string{"f3", "e5", "g4", "Qh4#"}) && slices.Equal(a.UCI, []string{"f2f3", "e7e5", "g2g4", "d8h4"}))
	check("clocks", len(a.Clocks) == 4 && *a.Clocks[0] == 60000 && *a.Clocks[1] == 59500 && a.Clocks[2] == nil)
	check("ending", a.Ending != nil && *a.Ending == "checkmate" && a.Plies == 4)
	check("movetext", a.Movetext != nil && strings.HasPrefix(*a.Movetext, "1. f3 {") && strings.HasSuffix(*a.Movetext, "Qh4# 1-0\n"))
	check("not replayed", !b.Replayed && b.Raw != nil && strings.HasPrefix(*b.Raw, `[Event "bad"]`) && len(b.SAN) == 0 && b.Movetext == nil)
	check("not replayed: Elo as text", b.WhiteElo == nil && b.Tags["WhiteElo"] == "2700?")
	check("not replayed: year", *b.Year == 1851 && b.Month == nil)
	check("diagnostics", len(b.Diagnostics) == 1 && b.Diagnostics[0].Code == "illegal-move" && b.Diagnostics[0].Line == 22 && len(b.Diagnostics[0].Suggestions) > 0)
	check("line, game", b.Line == 18 && b.Game == 2 && c.Game == 3 && c.Offset == int64(strings.Index(sample, `[Event "c"]`)))
	check("no clocks", len(c.Clocks) == 0 && c.Ending == nil && *c.Year == 1972 && *c.Month == 7)
}

// TestDir writes partitions, reads them all back and finds every game in
// the partition of its year and month, with a part file more where a
// partition was closed and opened again.
func TestDir(t *testing.T) {
	var in bytes.Buffer
	var want []string
	for i := range 40 {
		year, month := 1990+i%3, 1+i%5
		date := fmt.Sprintf("%d.%02d.??", year, month)
		p := fmt.Sprintf("year=%d/month=%02d", year, month)
		if i%7 == 0 {
			date, p = "????.??.??", "year="+parquet.Default+"/month="+parquet.Default
		}
		fmt.Fprintf(&in, "[Event \"%d\"]\n[Date \"%s\"]\n\n1. e4 e5 *\n\n", i, date)
		want = append(want, p)
	}
	dir := filepath.Join(t.TempDir(), "ds")
	d, err := parquet.NewDir(dir, parquet.DirOptions{Keys: []string{"year", "month"}, MaxOpen: 4, Options: parquet.Options{RowGroupSize: 200}})
	if err != nil {
		t.Fatal(err)
	}
	_, err = convert.Run(context.Background(), &in, io.Discard,
		convert.Options{Options: pipeline.Options{Name: "p.pgn"}, Rows: rows{put: d.Write}})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Commit(); err != nil {
		t.Fatal(err)
	}
	seen := 0
	files := 0
	filepath.WalkDir(dir, func(path string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		files++
		rel, _ := filepath.Rel(dir, filepath.Dir(path))
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range readRows(t, data) {
			seen++
			n, _ := strconv.Atoi(*r.Event)
			if want[n] != filepath.ToSlash(rel) {
				t.Errorf("game %s in %s, want %s", *r.Event, rel, want[n])
			}
		}
		return nil
	})
	if seen != len(want) {
		t.Errorf("%d rows, want %d", seen, len(want))
	}
	if files != d.Files() || files <= 16 {
		t.Errorf("%d files (Files says %d): MaxOpen 4 over 16 partitions should close and reopen", files, d.Files())
	}
	if _, err := parquet.NewDir(dir, parquet.DirOptions{Keys: []string{"year"}}); !errors.Is(err, parquet.ErrNotEmpty) {
		t.Errorf("NewDir over a dataset: %v", err)
	}
	if _, err := parquet.NewDir(dir+"2", parquet.DirOptions{Keys: []string{"month"}}); err == nil {
		t.Error("month alone accepted")
	}
}
