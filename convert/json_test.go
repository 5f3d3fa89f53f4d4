package convert_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"testing/iotest"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/charset"
	"github.com/notaz-chess/notaz/convert"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/internal/schema"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

var jsonGames = flag.Int("json.games", 3000, "games per corpus file in TestJSONCorpus (0 = all)")

var gameSchema = sync.OnceValues(func() (*schema.Schema, error) {
	data, err := os.ReadFile("../docs/game.schema.json")
	if err != nil {
		return nil, err
	}
	return schema.Compile(data)
})

// jsonGame is the part of a line the tests read back.
type jsonGame struct {
	Game     int
	Replayed bool
	Start    string
	Moves    []jsonMove
	Raw      string
}

type jsonMove struct {
	Ply        int
	SAN, UCI   string
	FEN        string
	Variations []struct{ Moves []jsonMove }
}

// TestJSONCorpus writes the real corpora as JSON Lines with FEN and
// checks every line against docs/game.schema.json, one line per game, and
// the moves against the board: every UCI move, played from the line's
// start (a variation from the position before the move it replaces), is
// legal, its canonical SAN is the line's, and so is the FEN after it.
// -json.games 0 runs every game (about 120,000).
func TestJSONCorpus(t *testing.T) {
	s, err := gameSchema()
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{pgnmentor, annotated} {
		t.Run(path[strings.LastIndexByte(path, '/')+1:], func(t *testing.T) {
			n := *jsonGames
			if testing.Short() && (n == 0 || n > 300) {
				n = 150 // the quick loop: a sample; the full run checks 3000 per file
			}
			in := readCorpusGames(t, path, n)
			cr, err := charset.NewReader(bytes.NewReader(in), "auto")
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			opts := convert.Options{Options: pipeline.Options{Name: "corpus", Replay: replay.Options{Auto: true}},
				Writer: writer.Options{Format: writer.JSON, FEN: true}}
			st, err := convert.Run(context.Background(), cr, &out, opts)
			if err != nil {
				t.Fatal(err)
			}
			size := out.Len()
			sc := bufio.NewScanner(&out)
			sc.Buffer(nil, 64<<20)
			lines, failed, moves := 0, 0, 0
			for sc.Scan() {
				lines++
				if err := s.ValidateJSON(sc.Bytes()); err != nil {
					t.Fatalf("line %d: %v", lines, err)
				}
				var g jsonGame
				if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
					t.Fatal(err)
				}
				if g.Game != lines {
					t.Fatalf("line %d is game %d", lines, g.Game)
				}
				if !g.Replayed {
					failed++
					continue
				}
				pos, err := board.ParseFEN(g.Start, board.Chess())
				if err != nil {
					t.Fatalf("game %d: start: %v", g.Game, err)
				}
				n, err := checkMoves(*pos, g.Moves)
				if err != nil {
					t.Fatalf("game %d: %v", g.Game, err)
				}
				moves += n
			}
			if lines != st.Games || failed != st.Rejected {
				t.Errorf("%d lines, %d not replayed; the run says %d games, %d rejected", lines, failed, st.Games, st.Rejected)
			}
			t.Logf("%d games, %d not replayed, %d moves checked, %d MB of JSON from %d MB", lines, failed, moves, size>>20, len(in)>>20)
		})
	}
}

// checkMoves plays ms from pos and returns how many moves it checked.
func checkMoves(pos board.Position, ms []jsonMove) (int, error) {
	n := 0
	for _, m := range ms {
		before := pos
		mv, err := pos.ParseUCI(m.UCI)
		if err != nil {
			return n, fmt.Errorf("ply %d: %v", m.Ply, err)
		}
		if san := pos.Canonical(mv).String(); san != m.SAN {
			return n, fmt.Errorf("ply %d: %s is %s, the line says %s", m.Ply, m.UCI, san, m.SAN)
		}
		if err := pos.Play(mv); err != nil {
			return n, err
		}
		if fen := pos.FEN(); fen != m.FEN {
			return n, fmt.Errorf("ply %d: fen %q, the line says %q", m.Ply, fen, m.FEN)
		}
		n++
		for _, v := range m.Variations {
			k, err := checkMoves(before, v.Moves)
			n += k
			if err != nil {
				return n, err
			}
		}
	}
	return n, nil
}

// TestJSONRejected: in JSON output a game that cannot be converted is a
// line with its text, and one too large to hold is escaped as it
// streams; the rejects get both as PGN, byte for byte, as always.
func TestJSONRejected(t *testing.T) {
	good := "[Event \"g\"]\n\n1. e4 e5 *\n\n"
	bad := "[Event \"b\"]\n\n1. e4 e5 2. Ke3 *\n\n"
	big := "[Event \"big\"]\n\n1. e4 {" + strings.Repeat("Ладья ♘ \"x\" ", 2000) + "} e5 *\n\n"
	in := good + bad + good + big + good
	for _, workers := range []int{1, 3} {
		var out, rej bytes.Buffer
		var errs int
		opts := convert.Options{Options: pipeline.Options{Workers: workers, MaxGameSize: 4 << 10},
			Writer: writer.Options{Format: writer.JSON}, Rejects: &rej,
			Report: func(d diag.Diagnostic) {
				if d.Severity == diag.Error {
					errs++
				}
			}}
		st, err := convert.Run(context.Background(), iotest.HalfReader(strings.NewReader(in)), &out, opts)
		if err != nil {
			t.Fatal(err)
		}
		if rej.String() != bad+big {
			t.Errorf("%d workers: rejects %q", workers, rej.String())
		}
		lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
		if len(lines) != 5 || st.Games != 5 || st.Rejected != 2 || errs != 2 {
			t.Fatalf("%d workers: %d lines, %+v, %d errors", workers, len(lines), st, errs)
		}
		s, err := gameSchema()
		if err != nil {
			t.Fatal(err)
		}
		for i, want := range []string{"", bad, "", big, ""} {
			if err := s.ValidateJSON([]byte(lines[i])); err != nil {
				t.Fatalf("line %d: %v", i+1, err)
			}
			var g jsonGame
			json.Unmarshal([]byte(lines[i]), &g)
			if g.Replayed != (want == "") || g.Raw != strings.TrimSuffix(want, "\n") && g.Raw != want {
				t.Errorf("%d workers, line %d: replayed %v, raw %d bytes, want %d", workers, i+1, g.Replayed, len(g.Raw), len(want))
			}
		}
	}
}
