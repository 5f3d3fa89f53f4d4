package parser

import (
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
	"time"
)

// TestProgress: every loop over input makes progress, in every state of
// the Reader: for each state, an input that stops there with the buffer
// full, read whole, a byte at a time and half a buffer at a time, under
// every small MaxGameSize. Each must end (io.EOF) within a bound on the
// calls to Next, and give back every byte of every game. Before the fix,
// a tag line longer than a tiny buffer, or a blank line longer than the
// buffer after a game too large, looped forever at 100% CPU.
func TestProgress(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("1. e4 e5 2. Nf3 Nc6 ", 60)
	states := []struct{ name, in string }{
		{"bom check", "\xEF\xBB"},
		{"between games", "  \n\n  \n"},
		{"in tags", "[Event \"A\"]\n[Result \"*\"]\n"},
		{"in movetext", "[Event \"A\"]\n\n" + long + "*\n"},
		{"in comment", "1. e4 {" + long + "\n" + long + "} *\n"},
		{"no line break", long},
		{"over: line start after movetext", long + "\n[Event \"B\"]\n\n1. d4 *\n"},
		{"over: CR then LF", strings.ReplaceAll(long+"\n[Event \"B\"]\n1. d4 *\n", "\n", "\r\n")},
		{"over: CR only", strings.ReplaceAll(long+"\n[Event \"B\"]\n1. d4 *\n", "\n", "\r")},
		{"over: blank line longer than the buffer", long + "\n" + strings.Repeat(" ", 5000) + "\n[Event \"B\"]\n1. d4 *\n"},
		{"over: blank line without end", long + "\n" + strings.Repeat("\t ", 3000)},
		{"over: tag name longer than the look", long + "\n[" + strings.Repeat("N", 3000) + " \"x\"]\n1. d4 *\n"},
		{"over: spaces after the name", long + "\n[Event" + strings.Repeat(" ", 3000) + "\"x\"]\n1. d4 *\n"},
		{"over: tag line in the tags", strings.Repeat("[Tag \"x\"]\n", 200) + "\n1. e4 *\n"},
		{"over: input ends in a tag name", long + "\n[Eve"},
		// A stray line whose moves before "1." start at its first token,
		// which starts no game: the lexer skipped nothing and looped (the
		// decoder's fuzzing found it).
		{"stray line: numbers back to its first token", "1e4 e5 1. e4"},
		{"stray line: fuzzed", "1c5 e4 1. b8c6 Pgf3 2. o - o L3 3.\n\nPd4b3\n4."},
	}
	sizes := []int{1, 2, 3, 7, 8, 9, 16, 100, 255, 256, 257, 1000, 4096}
	readers := []struct {
		name string
		wrap func(io.Reader) io.Reader
	}{
		{"whole", func(r io.Reader) io.Reader { return r }},
		{"one byte", iotest.OneByteReader},
		{"half", iotest.HalfReader},
		{"data+EOF", iotest.DataErrReader},
	}
	for _, st := range states {
		for _, size := range sizes {
			for _, rd := range readers {
				done := make(chan string, 1)
				go func() { done <- readAllGames(st.in, size, rd.wrap) }()
				select {
				case msg := <-done:
					if msg != "" {
						t.Errorf("%s, MaxGameSize %d, %s reads: %s", st.name, size, rd.name, msg)
					}
				case <-time.After(10 * time.Second):
					t.Fatalf("%s, MaxGameSize %d, %s reads: no end after 10 s", st.name, size, rd.name)
				}
			}
		}
	}
}

// readAllGames reads in through a Reader under MaxGameSize size and
// returns what went wrong, or "".
func readAllGames(in string, size int, wrap func(io.Reader) io.Reader) string {
	r := NewReader(wrap(strings.NewReader(in)), Options{MaxGameSize: size, BufferSize: size})
	var got int
	for calls := 0; ; calls++ {
		if calls > len(in)+2 {
			return "more calls to Next than bytes"
		}
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		var d interface{ Error() string }
		if g == nil {
			if errors.As(err, &d) {
				return "failed: " + err.Error()
			}
			return "failed"
		}
		got += len(g.Raw)
		if g.Rest != nil {
			n, err := io.Copy(io.Discard, g.Rest)
			if err != nil {
				return "Rest: " + err.Error()
			}
			got += int(n)
		}
	}
	if got > len(in) {
		return "games hold more bytes than the input"
	}
	return ""
}

// TestLongBlankBetweenGames: a run of blanks between games longer than
// the bound is skipped, as the lexer skips blanks, not taken for a game
// too large; the game after it is where the whole input puts it.
func TestLongBlankBetweenGames(t *testing.T) {
	t.Parallel()
	for _, sep := range []string{"\n", ""} {
		in := "[Event \"a\"]\n\n1. e4 e5 *\n" + strings.Repeat(" \t", 3000) + sep + "[Event \"b\"]\n\n1. d4 *\n"
		want, _ := NewBytesReader([]byte(in), Options{}).Next()
		r := NewReader(iotest.HalfReader(strings.NewReader(in)), Options{MaxGameSize: 1024})
		var games []*Game
		for {
			g, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("sep %q: %v", sep, err)
			}
			games = append(games, g)
		}
		all := NewBytesReader([]byte(in), Options{})
		all.Next()
		b, _ := all.Next()
		if len(games) != 2 || games[1].Start != b.Start || games[1].Column(games[1].Start) != b.Column(b.Start) || want == nil {
			t.Errorf("sep %q: %d games; the second at %+v col %d, want %+v col %d", sep, len(games), games[len(games)-1].Start, games[len(games)-1].Column(games[len(games)-1].Start), b.Start, b.Column(b.Start))
		}
	}
}
