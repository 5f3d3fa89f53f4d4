// Command sheetbench measures notaz decode on simulated recogniser output:
// real games from a PGN file are written in several languages and read
// back by package sim's noisy recogniser, at several noise levels; it
// reports the share of moves and of whole games recovered exactly by the
// recogniser's first candidates, by a greedy reader and by the decoder, one
// sheet alone and the two players' sheets together (docs/decode.md).
//
//	go run ./sheet/sim/sheetbench -games 400 ../shared/corpus/real/pgnmentor-tournaments.pgn.gz
package main

import (
	"compress/gzip"
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/notaz-chess/notaz"
	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser/san"
	"github.com/notaz-chess/notaz/sheet"
	"github.com/notaz-chess/notaz/sheet/sim"
)

type game struct {
	moves []board.Move
}

func main() {
	games := flag.Int("games", 400, "games to read")
	skip := flag.Int("skip", 0, "games to skip first")
	levels := flag.String("levels", "0,0.02,0.05,0.10", "noise levels (chance a character is misread)")
	width := flag.Int("width", sheet.DefaultWidth, "beam width")
	langs := flag.String("langs", "en,it,de,fr,es,nl,ru,pl,fig", "languages the sheets are written in (one per sheet, in turn)")
	seed := flag.Uint64("seed", 1, "random seed")
	slips := flag.Float64("slips", 0, "writer's slips per box (a move not written, a move written twice), each")
	pair := flag.Bool("pair", true, "also decode the two players' sheets together")
	write := flag.String("write", "", "write the sheets of the first level to this JSON Lines file (and the true games to FILE.pgn)")
	from := flag.String("from", "auto", "the decoder's --from (auto: it finds the language)")
	prior := flag.String("prior", "", "learn the move prior from the games (after -skip) and write its table (sheet/prior_table.go) to this file, instead of benchmarking")
	iters := flag.Int("iters", 12, "the prior's training iterations (-prior)")
	priorEval := flag.Bool("prior-eval", false, "report how well the decoder's move prior predicts the games (log loss), instead of benchmarking")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: sheetbench [flags] FILE.pgn[.gz]")
		os.Exit(2)
	}
	gs, err := load(flag.Arg(0), *skip, *games)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if *prior != "" {
		if err := trainPrior(gs, *prior, *iters, fmt.Sprintf("games %d-%d of %s", *skip+1, *skip+len(gs), filepath.Base(flag.Arg(0)))); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	if *priorEval {
		p, u := sheet.PriorLogLoss(movesOf(gs), nil)
		fmt.Printf("prior: %d games, log loss %.3f nats a move (uniform %.3f)\n", len(gs), p, u)
		return
	}
	var ls []*locales.Locale
	for _, c := range strings.Split(*langs, ",") {
		l, err := locales.Lookup(c)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		ls = append(ls, l)
	}
	plies := 0
	for _, g := range gs {
		plies += len(g.moves)
	}
	fmt.Printf("%d games, %d moves (plies), languages %s, width %d, seed %d, writer slips %.3f\n\n", len(gs), plies, *langs, *width, *seed, *slips)
	fmt.Println("| noise | top-1 moves | greedy moves | greedy games | notaz moves | notaz games | pair moves | pair games | sheets/s (1 core) |")
	fmt.Println("|---|---|---|---|---|---|---|---|---|")
	for li, lv := range strings.Split(*levels, ",") {
		level, err := strconv.ParseFloat(lv, 64)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		n := sim.Default
		n.Level = level
		n.Missing, n.Doubled = *slips, *slips
		rng := rand.New(rand.NewPCG(*seed, uint64(li)))
		var st stats
		var out, truth *os.File
		if *write != "" && li == 0 {
			out, _ = os.Create(*write)
			truth, _ = os.Create(*write + ".pgn")
		}
		var elapsed time.Duration
		decoded := 0
		for gi, g := range gs {
			start := board.StartPosition(board.Chess())
			la, lb := ls[gi%len(ls)], ls[(gi+1)%len(ls)]
			sa := sim.Sheet(start, g.moves, la, n, rng)
			sb := sim.Sheet(start, g.moves, lb, n, rng)
			sa.ID = []byte(strconv.Itoa(gi + 1))
			if out != nil {
				out.Write(sa.AppendJSON(nil))
				fmt.Fprintf(truth, "[Game \"%d\"]\n\n%s *\n\n", gi+1, sanLine(g.moves))
			}
			st.top1(sa, g, la)
			st.greedy(sa, g, la)
			opt := sheet.Options{Width: *width, From: *from}
			t0 := time.Now()
			ra, err := sheet.Decode(context.Background(), opt, sa)
			elapsed += time.Since(t0)
			decoded++
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			st.add(&st.dec, ra, g)
			if *pair {
				rp, err := sheet.Decode(context.Background(), opt, sa, sb)
				if err != nil {
					fmt.Fprintln(os.Stderr, err)
					os.Exit(1)
				}
				st.add(&st.pair, rp, g)
			}
		}
		if out != nil {
			out.Close()
			truth.Close()
		}
		pairM, pairG := "–", "–"
		if *pair {
			pairM, pairG = pct(st.pair.moves, st.total), pct(st.pair.games, st.games)
		}
		fmt.Printf("| %.2f | %s | %s | %s | %s | %s | %s | %s | %.0f |\n", level,
			pct(st.top1Moves, st.total), pct(st.greedyMoves, st.total), pct(st.greedyGames, st.games),
			pct(st.dec.moves, st.total), pct(st.dec.games, st.games), pairM, pairG,
			float64(decoded)/elapsed.Seconds())
	}
}

type counts struct{ moves, games int }

type stats struct {
	total, games             int
	top1Moves                int
	greedyMoves, greedyGames int
	dec, pair                counts
}

func pct(a, b int) string { return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(max(b, 1))) }

// top1 counts the boxes whose most probable candidate names the true move
// in the true position (the recogniser alone, with the board's help to read
// lenient spellings).
func (s *stats) top1(sh *sheet.Sheet, g game, l *locales.Locale) {
	pos := board.StartPosition(board.Chess())
	in := l.Input(false)
	for i, m := range g.moves {
		if i < len(sh.Boxes) && len(sh.Boxes[i]) > 0 {
			if mv, ok := resolve(&pos, sh.Boxes[i][0].Text, in); ok && mv == m {
				s.top1Moves++
			}
		}
		pos.PlayUnchecked(m)
	}
	s.total += len(g.moves)
	s.games++
}

// greedy reads each box as its most probable candidate that names a legal
// move in the true position (each box alone, the board's help without its
// search), and counts the games where every box is right.
func (s *stats) greedy(sh *sheet.Sheet, g game, l *locales.Locale) {
	pos := board.StartPosition(board.Chess())
	in := l.Input(false)
	right := 0
	for i, m := range g.moves {
		if i < len(sh.Boxes) {
			for _, c := range sh.Boxes[i] {
				if mv, legal := resolve(&pos, c.Text, in); legal {
					if mv == m {
						right++
					}
					break
				}
			}
		}
		pos.PlayUnchecked(m)
	}
	s.greedyMoves += right
	if right == len(g.moves) {
		s.greedyGames++
	}
}

func resolve(p *board.Position, text string, in *locales.Input) (board.Move, bool) {
	san, err := san.Parse([]byte(text), in)
	if err != nil {
		return board.Move{}, false
	}
	mv, _, err := p.Resolve(san)
	return mv, err == nil
}

func (s *stats) add(c *counts, r *sheet.Result, g game) {
	right := 0
	for i, m := range r.Moves {
		if i < len(g.moves) && m.Move == g.moves[i] {
			right++
		}
	}
	c.moves += right
	if right == len(g.moves) && len(r.Moves) == len(g.moves) {
		c.games++
	}
}

func sanLine(ms []board.Move) string {
	pos := board.StartPosition(board.Chess())
	var b strings.Builder
	for i, m := range ms {
		if i%2 == 0 {
			fmt.Fprintf(&b, "%d. ", i/2+1)
		}
		b.WriteString(pos.Format(m))
		b.WriteByte(' ')
		pos.PlayUnchecked(m)
	}
	return strings.TrimSpace(b.String())
}

// load reads games from the standard start position that replay.
func load(path string, skip, n int) ([]game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		zr, err := gzip.NewReader(f)
		if err != nil {
			return nil, err
		}
		r = zr
	}
	var gs []game
	seen := 0
	for g, err := range notaz.Read(r, &notaz.ReadOptions{From: "pgn", Workers: 1}) {
		if err != nil && g == nil {
			return nil, err
		}
		if g.Err != nil || len(g.Moves) < 2 {
			continue
		}
		fen := false
		for _, t := range g.Tags {
			if t.Name == "FEN" || t.Name == "Variant" {
				fen = true
			}
		}
		if fen {
			continue
		}
		seen++
		if seen <= skip {
			continue
		}
		pos := board.StartPosition(board.Chess())
		var ms []board.Move
		for _, m := range g.Moves {
			mv, err := pos.ParseSAN(m.SAN)
			if err != nil {
				break
			}
			pos.PlayUnchecked(mv)
			ms = append(ms, mv)
		}
		if len(ms) != len(g.Moves) {
			continue
		}
		gs = append(gs, game{ms})
		if len(gs) == n {
			break
		}
	}
	return gs, nil
}

// trainPrior learns the move prior from gs, writes its table to path, and
// reports its log loss on the games against the uniform prior's.
func trainPrior(gs []game, path string, iters int, source string) error {
	moves := movesOf(gs)
	logs := sheet.TrainPrior(moves, iters)
	p, u := sheet.PriorLogLoss(moves, logs)
	fmt.Fprintf(os.Stderr, "prior: %d games, log loss %.3f nats a move (uniform %.3f)\n", len(gs), p, u)
	var b strings.Builder
	if err := sheet.WritePriorTable(&b, logs, source); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

// movesOf is the moves of each game.
func movesOf(gs []game) [][]board.Move {
	var moves [][]board.Move
	for _, g := range gs {
		moves = append(moves, g.moves)
	}
	return moves
}
