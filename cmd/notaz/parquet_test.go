package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/internal/testcorpus"
	"github.com/notaz-chess/notaz/pipeline"
)

// duckDBVersion is the @duckdb/node-api release the tests install: the
// package ships the DuckDB engine for the platform (no download at run
// time beyond npm's).
const duckDBVersion = "1.5.6-r.1"

// duckDB returns a function that runs SQL queries with DuckDB and returns
// each query's rows. The engine is npm's @duckdb/node-api, installed once
// under the user's cache directory (or found in $NOTAZ_DUCKDB, a directory
// whose node_modules holds it). It skips the test, saying why, without
// node and npm or when the install fails (no network).
func duckDB(t *testing.T) func(queries ...string) [][]map[string]any {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("DuckDB: node not installed")
	}
	dir := os.Getenv("NOTAZ_DUCKDB")
	if dir == "" {
		cache, err := os.UserCacheDir()
		if err != nil {
			t.Skipf("DuckDB: no cache directory: %v", err)
		}
		dir = filepath.Join(cache, "notaz-tests", "duckdb-"+duckDBVersion)
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "@duckdb", "node-api")); err != nil {
		npm, err := exec.LookPath("npm")
		if err != nil {
			t.Skip("DuckDB: npm not installed")
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Skipf("DuckDB: %v", err)
		}
		cmd := exec.Command(npm, "install", "--no-audit", "--no-fund", "--prefix", dir, "@duckdb/node-api@"+duckDBVersion)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Skipf("DuckDB: npm install @duckdb/node-api failed: %v\n%s", err, out)
		}
	}
	script, err := os.ReadFile(filepath.Join("testdata", "duckdb.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	// Beside node_modules, where node resolves the import.
	run := filepath.Join(dir, "notaz-duckdb.mjs")
	if err := os.WriteFile(run, script, 0o644); err != nil {
		t.Fatal(err)
	}
	return func(queries ...string) [][]map[string]any {
		t.Helper()
		var out, errb bytes.Buffer
		cmd := exec.Command(node, append([]string{run}, queries...)...)
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			t.Fatalf("DuckDB: %v\n%s", err, errb.String())
		}
		res := [][]map[string]any{nil}
		sc := bufio.NewScanner(&out)
		sc.Buffer(nil, 1<<30)
		for sc.Scan() {
			if sc.Text() == "--" {
				res = append(res, nil)
				continue
			}
			var row map[string]any
			if err := json.Unmarshal(sc.Bytes(), &row); err != nil {
				t.Fatal(err)
			}
			res[len(res)-1] = append(res[len(res)-1], row)
		}
		return res[:len(res)-1]
	}
}

// TestParquetDuckDB converts the 72,474-game corpus to Parquet, one file
// and partitioned by year and month, and reads both with DuckDB: the
// rows, tags, SAN and UCI moves must be the JSON Lines output's, the
// movetext the PGN output's, and the queries of docs/parquet.md must run.
func TestParquetDuckDB(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run")
	}
	corpus := testcorpus.Path(t, "real", "pgnmentor-tournaments.pgn.gz")
	query := duckDB(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "games.parquet")
	ds := filepath.Join(dir, "ds")
	for _, args := range [][]string{
		{"-o", file},
		{"--partition", "year,month", "-o", ds},
	} {
		code, _, errs := notazRun(append([]string{"convert", "-q", "--format", "parquet"}, append(args, corpus)...)...)
		if code != 0 && code != exitGames || strings.Contains(errs, "notaz:") {
			t.Fatalf("convert %v: exit %d\n%s", args, code, errs)
		}
	}
	code, jsonl, errs := notazRun("convert", "-q", "--format", "json", corpus)
	if code != 0 && code != exitGames {
		t.Fatalf("convert --format json: exit %d\n%s", code, errs)
	}
	// The PGN output of each game, as convert writes it.
	f, err := os.Open(corpus)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	in, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var pgn []string
	opts := convert.Options{Options: pipeline.Options{Name: corpus}}
	opts.Replay.Auto = true
	opts.Game = func(it *pipeline.Item, text []byte) { pgn = append(pgn, string(text)) }
	if _, err := convert.Run(context.Background(), in, nopWriter{}, opts); err != nil {
		t.Fatal(err)
	}

	q := fmt.Sprintf("'%s'", file)
	hive := fmt.Sprintf("read_parquet('%s/**/*.parquet', hive_partitioning = true)", ds)
	res := query(
		"SELECT count(*) AS n, count(*) FILTER (WHERE replayed) AS replayed, count(WhiteElo) AS elo FROM "+q,
		"SELECT game, moves_san, moves_uci, movetext, Event, White, Black, Result, WhiteElo, tags FROM "+q+" ORDER BY game",
		"SELECT count(*) AS n, count(DISTINCT year) AS years FROM "+hive,
		"SELECT count(*) AS n FROM "+hive+" WHERE year = 1999",
		"SELECT count(*) AS n FROM "+q+" WHERE year = 1999",
		docQueries[0].sql(q),
		docQueries[1].sql(q),
	)
	sum := res[0][0]
	if want := strings.Count(jsonl, `"replayed":true`); num(sum["n"]) != 72474 || num(sum["replayed"]) != want {
		t.Fatalf("DuckDB counts %v, want 72474 games, %d replayed", sum, want)
	}
	rows := res[1]
	sc := bufio.NewScanner(strings.NewReader(jsonl))
	sc.Buffer(nil, 1<<30)
	i, bad := 0, 0
	for sc.Scan() {
		var g struct {
			Game   int
			Tags   [][2]string
			Result string
			Moves  []struct{ SAN, UCI string }
		}
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			t.Fatal(err)
		}
		r := rows[i]
		text := pgn[i]
		i++
		fail := func(f string, a ...any) {
			if bad++; bad <= 10 {
				t.Errorf("game %d: "+f, append([]any{g.Game}, a...)...)
			}
		}
		if num(r["game"]) != g.Game || r["Result"] != g.Result {
			fail("row %v %v", r["game"], r["Result"])
			continue
		}
		var san, uci []string
		for _, m := range g.Moves {
			san, uci = append(san, m.SAN), append(uci, m.UCI)
		}
		if !slices.Equal(strs(r["moves_san"]), san) || !slices.Equal(strs(r["moves_uci"]), uci) {
			fail("moves differ from the JSON output")
		}
		for _, tag := range g.Tags {
			switch tag[0] {
			case "Event", "White", "Black":
				if r[tag[0]] != tag[1] {
					fail("%s %v, JSON %q", tag[0], r[tag[0]], tag[1])
				}
			case "WhiteElo":
				if n, err := strconv.Atoi(tag[1]); err == nil && num(r["WhiteElo"]) != n {
					fail("WhiteElo %v, JSON %q", r["WhiteElo"], tag[1])
				}
			case "Annotator", "EventDate", "PlyCount", "Source":
				if v, ok := mapValue(r["tags"], tag[0]); !ok || v != tag[1] {
					fail("tags[%s] %q, JSON %q", tag[0], v, tag[1])
				}
			}
		}
		if len(g.Moves) > 0 {
			_, moves, _ := strings.Cut(text, "\n\n")
			if mt, _ := r["movetext"].(string); mt+"\n" != moves {
				fail("movetext\n%q\nPGN output\n%q", mt, moves)
			}
		}
	}
	if i != len(rows) {
		t.Errorf("%d JSON lines, %d rows", i, len(rows))
	}
	if h := res[2][0]; num(h["n"]) != 72474 || num(h["years"]) < 100 {
		t.Errorf("partitions: %v", h)
	}
	if a, b := num(res[3][0]["n"]), num(res[4][0]["n"]); a != b || a == 0 {
		t.Errorf("year = 1999: %d rows in the partitions, %d in the file", a, b)
	}
	for k, dq := range docQueries {
		got := res[5+k]
		if len(got) == 0 {
			t.Errorf("docs/parquet.md query %q gave nothing", dq.name)
		}
		total := 0
		for _, r := range got {
			total += num(r["games"])
		}
		if total != num(sum[dq.total]) && dq.total != "" {
			t.Errorf("%s: %d games in all, want %v", dq.name, total, sum[dq.total])
		}
	}
	t.Logf("DuckDB read %d rows; %d rows of %q, %d of %q", len(rows), len(res[5]), docQueries[0].name, len(res[6]), docQueries[1].name)
}

// docQueries are the example queries of docs/parquet.md; the test checks
// that the doc holds them as written.
var docQueries = []docQuery{
	{"openings by decade", `SELECT year // 10 * 10 AS decade, ECO[1] AS eco, count(*) AS games
FROM 'games.parquet' GROUP BY ALL ORDER BY decade, games DESC;`, "n"},
	{"Elo histogram", `SELECT WhiteElo // 100 * 100 AS elo, count(*) AS games
FROM 'games.parquet' WHERE WhiteElo IS NOT NULL GROUP BY elo ORDER BY elo;`, "elo"},
}

type docQuery struct {
	name, text string
	total      string // the count their games add up to
}

func (d docQuery) sql(from string) string {
	return strings.ReplaceAll(d.text, "'games.parquet'", from)
}

func TestParquetDocQueries(t *testing.T) {
	doc, err := os.ReadFile("../../docs/parquet.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range docQueries {
		if !bytes.Contains(doc, []byte(q.text)) {
			t.Errorf("docs/parquet.md lacks the query %q as the test runs it:\n%s", q.name, q.text)
		}
	}
}

func num(v any) int {
	switch n := v.(type) {
	case float64:
		return int(n)
	case string:
		i, _ := strconv.Atoi(n)
		return i
	}
	return -1
}

func strs(v any) []string {
	l, _ := v.([]any)
	var out []string
	for _, e := range l {
		s, _ := e.(string)
		out = append(out, s)
	}
	return out
}

// mapValue finds key in a DuckDB MAP as node-api's JSON gives it: a list
// of {key, value}.
func mapValue(m any, key string) (string, bool) {
	l, _ := m.([]any)
	for _, e := range l {
		kv, _ := e.(map[string]any)
		if kv["key"] == key {
			s, _ := kv["value"].(string)
			return s, true
		}
	}
	return "", false
}

type nopWriter struct{}

func (nopWriter) Write(p []byte) (int, error) { return len(p), nil }
