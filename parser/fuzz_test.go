package parser

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/notaz-chess/notaz/diag"
)

// FuzzReader checks that the reader never panics, that every game's Raw
// is the input at its offsets with only blank or reported text between
// games, and that game boundaries do not depend on how reads are cut.
func FuzzReader(f *testing.F) {
	for _, tt := range readerTests {
		f.Add(tt.in)
	}
	for _, tt := range diagnosticTests {
		f.Add(tt.in)
	}
	for _, tt := range maxTokensTests {
		f.Add(tt.in)
	}
	for _, tt := range bracketTests {
		f.Add(tt.in)
	}
	for _, tt := range bracketErrors {
		f.Add(tt.in)
	}
	files, _ := filepath.Glob(edgeCorpora + "/*/*.pgn")
	for _, name := range files {
		if b, err := os.ReadFile(name); err == nil && len(b) < 4096 {
			f.Add(string(b))
		}
	}
	f.Fuzz(func(t *testing.T, in string) {
		whole := readRendered(t, strings.NewReader(in), Options{MaxDepth: 8})
		cut := readRendered(t, iotest.OneByteReader(strings.NewReader(in)), Options{MaxDepth: 8, BufferSize: 1})
		if whole != cut {
			t.Fatalf("one-byte reads differ:\n%s\nwhole:\n%s", cut, whole)
		}
		agreeLexPlain(t, []byte(in), Options{MaxDepth: 8}) // the lexer's fast path changes nothing
		games, _, r := readAll(t, []byte(in), Options{MaxDepth: 8})
		checkCoverage(t, []byte(in), games, r.Warnings())
		// The token limit changes no game boundary, except that a tag
		// repeated past the limit, before any movetext, no longer starts
		// a new game (see lexer.newGameTag).
		capped, errs, r := readAll(t, []byte(in), Options{MaxDepth: 8, MaxTokens: 3})
		checkCoverage(t, []byte(in), capped, r.Warnings())
		if a, b := spans(games), spans(capped); a != b && !tooLongInTags(capped, errs) {
			t.Fatalf("MaxTokens 3 changes boundaries:\n%s\nwithout:\n%s", b, a)
		}
		for _, g := range games {
			for _, w := range g.Warnings {
				_ = w.Column
			}
		}
	})
}

func spans(games []*Game) string {
	var b strings.Builder
	for _, g := range games {
		fmt.Fprintf(&b, "%d+%d ", g.Start.Offset, len(g.Raw))
	}
	return b.String()
}

// tooLongInTags reports whether a game went over the token limit before
// its movetext.
func tooLongInTags(games []*Game, errs []*diag.Diagnostic) bool {
	for _, e := range errs {
		g := games[e.Game-1]
		if strings.HasPrefix(e.Msg, "game too long") && len(g.Moves) == 0 && len(g.Comments) == 0 {
			return true
		}
	}
	return false
}

func readRendered(t *testing.T, in io.Reader, opts Options) string {
	var b strings.Builder
	r := NewReader(in, opts)
	for {
		g, err := r.Next()
		if err == io.EOF {
			return b.String()
		}
		var pe *diag.Diagnostic
		if err != nil && !errors.As(err, &pe) {
			t.Fatal(err)
		}
		b.WriteString(render(g))
		if pe != nil {
			b.WriteString(" !" + pe.Error())
		}
		b.WriteByte('\n')
	}
}
