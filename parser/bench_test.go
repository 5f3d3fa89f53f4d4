package parser

import (
	"io"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/internal/reuse"
)

// The stages of reading, each alone, on a master game written as
// databases export it (tags, 40 moves, a comment, a variation, NAGs).
// Lexing, building the tree into an Arena and scanning for cuts must not
// allocate per game once warm (0 allocs/op); reading a piece allocates
// only its games' warnings, if any.

const benchGame = `[Event "Zuerich"]
[Site "Zuerich SUI"]
[Date "1934.??.??"]
[Round "?"]
[White "Henneberger, Walter"]
[Black "Joss, Hermann"]
[Result "1-0"]
[ECO "C45"]

1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6 5. Nxc6 bxc6 6. Bd3 d5 7. exd5
cxd5 8. O-O Be7 9. Nc3 O-O 10. Bg5 c6 11. Qf3 Be6 12. Rae1 Rb8 {a comment} 13.
b3 Rb6 (13... h6 14. Bh4 Rb4) 14. Ne2 h6 15. Bf4 Rb7 16. Nd4 Bd7 17. Bf5 Bc5
18. Bxd7 Qxd7 19. Nf5 $1 Ne8 20. Qg3 f6 21. Nxh6+ Kh8 22. Nf5 Rf7 23. Be5 fxe5
24. Qh4+ Kg8 25. Qg4 Rf6 26. Rxe5 Nd6 27. Nxd6 Bxd6 28. Re8+ Kf7 29. Rxb8 Bxb8
30. Qxd7+ Kg6 31. Qe8+ Kh7 32. Qe4+ Kh6 33. Qxc6 Rxc6 34. h3 Rf6 35. g4 Bd6 36.
Kg2 Bc5 37. Rd1 d4 38. f4 g5 39. fxg5+ Kxg5 40. Kf3 Rf4+ 1-0

`

// benchInput is n copies of benchGame.
func benchInput(n int) []byte { return []byte(strings.Repeat(benchGame, n)) }

// BenchmarkLexGame lexes one game per op with a lexer whose slices are
// warm, as a Reader's are from one game to the next.
func BenchmarkLexGame(b *testing.B) {
	src := []byte(benchGame)
	l := &lexer{src: src, eof: true, line: 1, maxDepth: 64}
	l.run()
	moves := l.nMoves
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		l.src, l.pos, l.eof, l.line, l.lineStart, l.maxDepth = src, 0, true, 1, 0, 64
		l.lastCol = 0
		l.run()
		if l.needMore || l.noGame || l.nMoves != moves {
			b.Fatalf("lexed %d moves", l.nMoves)
		}
	}
}

// BenchmarkBuildTree builds one game's tree per op from its tokens, into
// an Arena reset after each game.
func BenchmarkBuildTree(b *testing.B) {
	src := []byte(benchGame)
	l := &lexer{src: src, eof: true, line: 1, maxDepth: 64}
	l.run()
	n := counts{l.nTags, l.nMoves, l.nComments, l.nNAGs, l.nOpens, l.nPairs}
	var bd builder
	var a Arena
	want := -1
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		g := &reuse.Take(&a.games, 1)[0]
		g.Raw, g.Start = src, l.startPos
		if msg, _ := bd.build(g, l, n, &a); msg != "" || want >= 0 && len(g.Moves) != want {
			b.Fatalf("%s: %d moves", msg, len(g.Moves))
		}
		want = len(g.Moves)
		a.Reset()
	}
}

// BenchmarkNextCut scans 100 games for the places a piece may be cut.
func BenchmarkNextCut(b *testing.B) {
	in := benchInput(100)
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		cuts := 0
		for lo, i := 0, 0; ; {
			c, next := NextCut(in, lo, i)
			if c < 0 {
				break
			}
			cuts++
			lo, i = c, next
		}
		if cuts != 99 {
			b.Fatalf("%d cuts", cuts)
		}
	}
}

// BenchmarkReadPiece reads a piece of 16 games per op as a pipeline
// worker does: one Reader reset per piece, the trees in an Arena reset
// once the piece is done.
func BenchmarkReadPiece(b *testing.B) {
	in := benchInput(16)
	r := NewBytesReader(in, Options{Piece: true})
	var a Arena
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	for b.Loop() {
		r.ResetBytes(in, Options{Piece: true, Continued: true, Arena: &a})
		games := 0
		for {
			g, err := r.Next()
			if g == nil {
				if err != io.EOF {
					b.Fatal(err)
				}
				break
			}
			games++
		}
		if games != 16 {
			b.Fatalf("%d games", games)
		}
		a.Reset()
	}
}

// TestStagesAllocateNothing keeps the benchmarks' promise in the quick
// test loop: lexing a game, building its tree into a warm Arena, scanning
// for cuts and reading a piece allocate nothing once warm.
func TestStagesAllocateNothing(t *testing.T) {
	src := []byte(benchGame)
	l := &lexer{}
	lex := func() {
		l.src, l.pos, l.eof, l.line, l.lineStart, l.maxDepth, l.lastCol = src, 0, true, 1, 0, 64, 0
		l.run()
	}
	lex()
	n := counts{l.nTags, l.nMoves, l.nComments, l.nNAGs, l.nOpens, l.nPairs}
	var bd builder
	var a Arena
	build := func() {
		g := &reuse.Take(&a.games, 1)[0]
		g.Raw, g.Start = src, l.startPos
		bd.build(g, l, n, &a)
		a.Reset()
	}
	in := benchInput(16)
	cut := func() {
		for lo, i := 0, 0; ; {
			c, next := NextCut(in, lo, i)
			if c < 0 {
				break
			}
			lo, i = c, next
		}
	}
	r := NewBytesReader(in, Options{Piece: true})
	piece := func() {
		r.ResetBytes(in, Options{Piece: true, Continued: true, Arena: &a})
		for g, _ := r.Next(); g != nil; g, _ = r.Next() {
		}
		a.Reset()
	}
	for name, f := range map[string]func(){"lex": lex, "build": build, "cut": cut, "piece": piece} {
		f() // warm
		if allocs := testing.AllocsPerRun(20, f); allocs != 0 {
			t.Errorf("%s: %v allocations per run", name, allocs)
		}
	}
}
