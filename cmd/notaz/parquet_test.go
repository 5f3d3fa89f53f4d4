package main

import (
	"bufio"
	"bytes"
	"cmp"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
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
// node and npm or when the install fails (no network), and without the
// package when install is false (under -short, where npm's download has
// no place).
func duckDB(t *testing.T, install bool) func(queries ...string) [][]map[string]any {
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
		if !install {
			t.Skipf("DuckDB: @duckdb/node-api not installed in %s (the test without -short installs it)", dir)
		}
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
// The games are compared inside DuckDB, which reads the JSON Lines output
// and the PGN output's movetexts beside the Parquet file and joins them
// game by game: only the differences come back. (Sending the 72,474 rows
// to Go as JSON and comparing them there took minutes.)
func TestParquetDuckDB(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run")
	}
	corpus := testcorpus.Path(t, "real", "pgnmentor-tournaments.pgn.gz")
	query := duckDB(t, true)
	dir := t.TempDir()
	file := filepath.Join(dir, "games.parquet")
	ds := filepath.Join(dir, "ds")
	jsonl := filepath.Join(dir, "games.jsonl")
	for _, args := range [][]string{
		{"--format", "parquet", "-o", file},
		{"--format", "parquet", "--partition", "year,month", "-o", ds},
		{"--format", "json", "-o", jsonl},
	} {
		code, _, errs := notazRun(append(append([]string{"convert", "-q"}, args...), corpus)...)
		if code != 0 && code != exitGames || strings.Contains(errs, "notaz:") {
			t.Fatalf("convert %v: exit %d\n%s", args, code, errs)
		}
	}
	f, err := os.Open(corpus)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	in, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	movetexts := filepath.Join(dir, "movetext.jsonl")
	writeMovetexts(t, in, corpus, movetexts)

	q := fmt.Sprintf("'%s'", file)
	hive := fmt.Sprintf("read_parquet('%s/**/*.parquet', hive_partitioning = true)", ds)
	// The JSON Lines output, its tags as [name, value] pairs, its moves
	// as {san, uci}; and each game's movetext as the PGN output has it.
	j := fmt.Sprintf(`read_json('%s', format = 'newline_delimited', columns = {game: 'BIGINT',
		result: 'VARCHAR', replayed: 'BOOLEAN', tags: 'VARCHAR[][]', moves: 'STRUCT(san VARCHAR, uci VARCHAR)[]'})`, jsonl)
	m := fmt.Sprintf(`read_json('%s', format = 'newline_delimited', columns = {game: 'BIGINT', moves: 'VARCHAR'})`, movetexts)
	res := query(
		"SELECT count(*) AS n, count(*) FILTER (WHERE replayed) AS replayed, count(WhiteElo) AS elo FROM "+q,
		"SELECT count(*) AS n, count(*) FILTER (WHERE replayed) AS replayed FROM "+j,
		gameDifferences(q, j, m),
		tagDifferences(q, j),
		"SELECT count(*) AS n, count(DISTINCT year) AS years FROM "+hive,
		"SELECT count(*) AS n FROM "+hive+" WHERE year = 1999",
		"SELECT count(*) AS n FROM "+q+" WHERE year = 1999",
		docQueries[0].sql(q),
		docQueries[1].sql(q),
	)
	sum, js := res[0][0], res[1][0]
	if num(sum["n"]) != 72474 || num(js["n"]) != 72474 || num(sum["replayed"]) != num(js["replayed"]) {
		t.Fatalf("DuckDB counts %v, JSON Lines %v: want 72474 games, as many replayed", sum, js)
	}
	for _, d := range [][]map[string]any{res[2], res[3]} {
		for i, r := range d {
			if i == 10 {
				t.Errorf("and more: %v differences in all", r["total"])
				break
			}
			t.Errorf("game %v: %v", r["game"], r["what"])
		}
	}
	if h := res[4][0]; num(h["n"]) != 72474 || num(h["years"]) < 100 {
		t.Errorf("partitions: %v", h)
	}
	if a, b := num(res[5][0]["n"]), num(res[6][0]["n"]); a != b || a == 0 {
		t.Errorf("year = 1999: %d rows in the partitions, %d in the file", a, b)
	}
	for k, dq := range docQueries {
		got := res[7+k]
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
	t.Logf("DuckDB read %v rows; %d rows of %q, %d of %q", sum["n"], len(res[7]), docQueries[0].name, len(res[8]), docQueries[1].name)
}

// writeMovetexts writes, one JSON line a game, the game's number and the
// movetext of its PGN output (what follows the tags), as convert writes it.
func writeMovetexts(t *testing.T, in io.Reader, corpus, name string) {
	t.Helper()
	out, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(out)
	opts := convert.Options{Options: pipeline.Options{Name: corpus}}
	opts.Replay.Auto = true
	var werr error
	opts.Game = func(it *pipeline.Item, text []byte) {
		_, moves, _ := strings.Cut(string(text), "\n\n")
		line, err := json.Marshal(struct {
			Game  int    `json:"game"`
			Moves string `json:"moves"`
		}{it.Game.Number, moves})
		if err == nil {
			_, err = w.Write(append(line, '\n'))
		}
		werr = cmp.Or(werr, err)
	}
	if _, err := convert.Run(context.Background(), in, nopWriter{}, opts); err != nil {
		t.Fatal(err)
	}
	if err := cmp.Or(werr, w.Flush(), out.Close()); err != nil {
		t.Fatal(err)
	}
}

// gameDifferences is a query for the games whose Parquet row differs from
// the JSON Lines output (a game missing on either side, its result, its
// SAN and UCI moves) or from the PGN output (its movetext, for a game with
// moves): the game and what differs, first ten, with the total.
func gameDifferences(parquet, jsonl, movetexts string) string {
	return `WITH d AS (
	SELECT coalesce(j.game, p.game) AS game, concat_ws('; ',
		CASE WHEN p.game IS NULL THEN 'no Parquet row' END,
		CASE WHEN j.game IS NULL THEN 'no JSON line' END,
		CASE WHEN p.Result IS DISTINCT FROM j.result THEN 'Result ' || p.Result || ', JSON ' || j.result END,
		CASE WHEN coalesce(p.moves_san, []) IS DISTINCT FROM coalesce(list_transform(j.moves, x -> x.san), [])
			THEN 'moves_san differ from the JSON output' END,
		CASE WHEN coalesce(p.moves_uci, []) IS DISTINCT FROM coalesce(list_transform(j.moves, x -> x.uci), [])
			THEN 'moves_uci differ from the JSON output' END,
		CASE WHEN len(j.moves) > 0 AND (p.movetext || chr(10)) IS DISTINCT FROM m.moves
			THEN 'movetext ' || to_json(p.movetext) || ', PGN output ' || to_json(m.moves) END) AS what
	FROM ` + jsonl + ` j FULL JOIN ` + parquet + ` p ON p.game = j.game LEFT JOIN ` + movetexts + ` m ON m.game = j.game)
SELECT game, what, count(*) OVER () AS total FROM d WHERE what <> '' ORDER BY game LIMIT 11`
}

// tagDifferences is a query for the tags of the JSON Lines output whose
// Parquet column differs: Event, White, Black, WhiteElo (where the tag is
// a number) and, in the tags map, Annotator, EventDate, PlyCount, Source.
func tagDifferences(parquet, jsonl string) string {
	return `WITH t AS (SELECT game, unnest(tags) AS tag FROM ` + jsonl + `),
d AS (
	SELECT t.game, tag[1] AS name, tag[2] AS json, CASE tag[1]
		WHEN 'Event' THEN p.Event WHEN 'White' THEN p.White WHEN 'Black' THEN p.Black
		WHEN 'WhiteElo' THEN CAST(p.WhiteElo AS VARCHAR)
		ELSE map_extract_value(p.tags, tag[1]) END AS parquet
	FROM t JOIN ` + parquet + ` p ON p.game = t.game
	WHERE tag[1] IN ('Event', 'White', 'Black', 'Annotator', 'EventDate', 'PlyCount', 'Source')
		OR tag[1] = 'WhiteElo' AND regexp_full_match(tag[2], '[+-]?[0-9]+'))
SELECT game, name || ' ' || to_json(parquet) || ', JSON ' || to_json(json) AS what, count(*) OVER () AS total
FROM d WHERE parquet IS DISTINCT FROM (CASE name WHEN 'WhiteElo' THEN CAST(CAST(json AS INTEGER) AS VARCHAR) ELSE json END)
ORDER BY game LIMIT 11`
}

// TestParquetDuckDBDifferences: the queries TestParquetDuckDB compares the
// outputs with find what differs. 300 games of the corpus, compared as
// they are (nothing differs), then with the JSON Lines output and the
// PGN output altered: a move, a player, an Elo, a movetext, a game
// missing. Under -short it runs where DuckDB is installed already.
func TestParquetDuckDBDifferences(t *testing.T) {
	query := duckDB(t, !testing.Short())
	dir := t.TempDir()
	pgn := filepath.Join(dir, "sample.pgn")
	if err := os.WriteFile(pgn, testcorpus.ReadGames(t, 300, "real", "pgnmentor-tournaments.pgn.gz"), 0o644); err != nil {
		t.Fatal(err)
	}
	file, jsonl := filepath.Join(dir, "games.parquet"), filepath.Join(dir, "games.jsonl")
	for _, args := range [][]string{{"--format", "parquet", "-o", file}, {"--format", "json", "-o", jsonl}} {
		if code, _, errs := notazRun(append(append([]string{"convert", "-q"}, args...), pgn)...); code != 0 && code != exitGames {
			t.Fatalf("convert %v: exit %d\n%s", args, code, errs)
		}
	}
	in, err := os.Open(pgn)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	movetexts := filepath.Join(dir, "movetext.jsonl")
	writeMovetexts(t, in, pgn, movetexts)
	read := func(name string) []string {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		return strings.SplitAfter(string(b), "\n")
	}
	js, mt := read(jsonl), read(movetexts)
	// Altered copies: game 7's first move, game 9's White, the WhiteElo
	// of the first game rated 2000 or more, game 11's movetext; game 13
	// gone from the JSON Lines.
	alter := func(lines []string, game int, old, new string) {
		t.Helper()
		i := game - 1
		if !strings.Contains(lines[i], old) {
			t.Fatalf("game %d: no %q in %.200s", game, old, lines[i])
		}
		lines[i] = strings.Replace(lines[i], old, new, 1)
	}
	bad := slices.Clone(js)
	alter(bad, 7, `"san":"`, `"san":"Q`)
	alter(bad, 9, `["White","`, `["White","X`)
	elo := slices.IndexFunc(js, func(l string) bool { return strings.Contains(l, `["WhiteElo","2`) }) + 1
	if elo == 0 || elo == 7 || elo == 9 || elo == 11 || elo == 13 {
		t.Fatalf("no game with a White Elo to alter (%d)", elo)
	}
	alter(bad, elo, `["WhiteElo","2`, `["WhiteElo","3`)
	bad = slices.Delete(bad, 12, 13)
	badMT := slices.Clone(mt)
	alter(badMT, 11, `1. `, `1. x`)
	write := func(name string, lines []string) string {
		if err := os.WriteFile(name, []byte(strings.Join(lines, "")), 0o644); err != nil {
			t.Fatal(err)
		}
		return name
	}
	readJSON := func(name string) string {
		return fmt.Sprintf(`read_json('%s', format = 'newline_delimited', columns = {game: 'BIGINT',
		result: 'VARCHAR', replayed: 'BOOLEAN', tags: 'VARCHAR[][]', moves: 'STRUCT(san VARCHAR, uci VARCHAR)[]'})`, name)
	}
	readMT := func(name string) string {
		return fmt.Sprintf(`read_json('%s', format = 'newline_delimited', columns = {game: 'BIGINT', moves: 'VARCHAR'})`, name)
	}
	q := fmt.Sprintf("'%s'", file)
	badJ, badM := readJSON(write(filepath.Join(dir, "bad.jsonl"), bad)), readMT(write(filepath.Join(dir, "bad-mt.jsonl"), badMT))
	res := query(
		gameDifferences(q, readJSON(jsonl), readMT(movetexts)), tagDifferences(q, readJSON(jsonl)),
		gameDifferences(q, badJ, badM), tagDifferences(q, badJ),
	)
	if len(res[0])+len(res[1]) != 0 {
		t.Fatalf("differences where there are none: %v %v", res[0], res[1])
	}
	found := map[int]string{}
	for _, r := range append(res[2], res[3]...) {
		found[num(r["game"])] += fmt.Sprint(r["what"]) + "; "
	}
	for game, want := range map[int]string{7: "moves_san differ", 9: "White", elo: "WhiteElo", 11: "movetext", 13: "no JSON line"} {
		if !strings.Contains(found[game], want) {
			t.Errorf("game %d: found %q, want %q", game, found[game], want)
		}
		delete(found, game)
	}
	if len(found) != 0 {
		t.Errorf("differences found in unaltered games: %v", found)
	}
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

type nopWriter struct{}

func (nopWriter) Write(p []byte) (int, error) { return len(p), nil }
