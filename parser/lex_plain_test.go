package parser

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/diag"
)

// readDump reads every game of in and writes what the Reader made of it:
// each game's tree, with its moves' positions, warnings and error.
func readDump(t testing.TB, in []byte, opts Options) string {
	var b strings.Builder
	if opts.BufferSize == 0 && len(in) < 256<<10 {
		// The default buffer (256 KiB) holds the whole input, as this one
		// does; a zeroed 256 KiB per small input was most of the time of
		// the thousands of inputs of TestLexPlainAgrees.
		opts.BufferSize = len(in) + 1
	}
	r := NewReader(strings.NewReader(string(in)), opts)
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		var pe *diag.Diagnostic
		if err != nil && !errors.As(err, &pe) {
			t.Fatal(err)
		}
		b.WriteString(render(g))
		fmt.Fprintf(&b, "\n@%d+%d", g.Start.Offset, len(g.Raw))
		dumpPositions(&b, &g.Line)
		for _, w := range g.Warnings {
			fmt.Fprintf(&b, "\nw %s", w.String())
		}
		if pe != nil {
			b.WriteString("\n!" + pe.Error())
		}
		b.WriteByte('\n')
	}
	for _, w := range r.Warnings() {
		fmt.Fprintf(&b, "W %s\n", w.String())
	}
	return b.String()
}

func dumpPositions(b *strings.Builder, l *Line) {
	for _, m := range l.Moves {
		fmt.Fprintf(b, " %d:%d", m.Pos().Offset, m.Pos().Line)
		for _, v := range m.Variations() {
			b.WriteString(" (")
			dumpPositions(b, v)
			b.WriteString(")")
		}
	}
}

// agreeLexPlain fails t when reading in with the lexer's fast path gives
// anything else than reading it with the general path alone.
func agreeLexPlain(t testing.TB, in []byte, opts Options) {
	t.Helper()
	fast := readDump(t, in, opts)
	opts.generalOnly = true
	general := readDump(t, in, opts)
	if fast != general {
		t.Fatalf("fast path:\n%s\ngeneral path:\n%s", fast, general)
	}
}

// TestLexPlainAgrees: the lexer's fast path reads every input of the
// reader tests and the shared edge, encodings and localized corpora as
// the general path does, token for token and warning for warning.
func TestLexPlainAgrees(t *testing.T) {
	t.Parallel()
	var inputs []string
	for _, tt := range readerTests {
		inputs = append(inputs, tt.in)
	}
	for _, tt := range diagnosticTests {
		inputs = append(inputs, tt.in)
	}
	for _, tt := range maxTokensTests {
		inputs = append(inputs, tt.in)
	}
	// Near misses of the fast path, each followed by what may join it.
	for _, tok := range []string{"12.", "1.", "1...", "12.e4", "12", "0000", "1-0", "e4", "Nf3", "Qxf7#", "e8=Q+", "e4+-", "e4+", "Rd8++", "exd6", "O-O", "Z0", "abc1", "Nf3.", "1)",
		// Descriptive notation and dashes: P-K4, P4R, pairs, glued results.
		"P-K4", "N-KB3", "R-K1", "P-QR3", "P-Q8", "P4R", "C3AR", "A5CD", "PxP", "N-B6ch", "B-N5ch", "KR-Q1",
		"O-O-O", "O-O-", "BxN", "KPxP", "PxQP", "QxQ", "PxPx", "xPxP", "PxP-", "Pxp", "PxPP", "OxO", "O-OO", "KtxP",
		"e2-e4", "e4-e5", "f4-exf4", "e8=Q", "e8Q", "Nf3e", "R-K-1", "P-K-", "e41-0", "e4-1", "P-K4-+", "Z-Z"} {
		for _, next := range []string{"", " ", " e.p.", " ep", " e5", " +", " #", " matt", " - e4", ", e5", "\n1. e4", " 2. d4", "(Q)", " (1... d5)", " {c}", " 1-0"} {
			inputs = append(inputs, "1. e4 e5 2. "+tok+next+" *\n", tok+next)
		}
	}
	// A rank after a move that ends in a file: a square cut in two only
	// after a piece and a file ("Te 4"), which the fast path never takes.
	inputs = append(inputs, "1. e4 e5 2. Nf3e 4 Nc6 *\n", "1. P-K4 P-K4 2. Qd1xe 2 *\n", "1. d4 d5 2. Qxd 5 *\n", "1. d4 d5 2. Te 4 *\n")
	for _, dir := range []string{"/edge", "/encodings", "/localized"} {
		files, _ := filepath.Glob(corpusDir + dir + "/*.pgn")
		more, _ := filepath.Glob(corpusDir + dir + "/*/*.pgn")
		for _, name := range append(files, more...) {
			if b, err := os.ReadFile(name); err == nil {
				inputs = append(inputs, string(b))
			}
		}
	}
	for _, in := range inputs {
		agreeLexPlain(t, []byte(in), Options{MaxDepth: 8})
		agreeLexPlain(t, []byte(in), Options{MaxDepth: 8, MaxTokens: 3})
	}
}
