//go:build unix

package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// -hostile runs the hostile inputs at full size (a gigabyte without a line
// break, 300 games of 2 MB, ...): about a minute on two cores. Without it
// they run at a thousandth of that, for the logic only.
var hostile = flag.Bool("hostile", false, "run the hostile-input suite at full size")

// hostileCase is one input built to hurt: what notaz must do with it.
type hostileCase struct {
	name string
	// gen writes the input at scale s (1 with -hostile, 1/1000 without)
	// and returns how many games it holds, counted as the [Event lines
	// that start a line.
	gen  func(w io.Writer, s float64) int
	exit int    // the exit status
	msg  string // in standard error ("" : nothing)
	// rejected is how many games are written verbatim (errors); -1 when
	// the input holds no game anyone could count (binary). The output is
	// also checked to be not much smaller than the input.
	rejected int
	maxRSS   int64 // peak RSS of the process, in bytes, at full size
}

const hostileRSS = 256 << 20

func hostileCases() []hostileCase {
	return []hostileCase{
		{"1 GB without a newline", genNoNewline, 1, "game too large", 1, hostileRSS},
		{"100 MB comment", genBigComment, 1, "game too large", 1, hostileRSS},
		{"300 games of 2 MB", genBigGames, 0, "", 0, hostileRSS},
		{"10^6-deep variations", genDeep, 1, "variations nested deeper than", 1, hostileRSS},
		{"NUL bytes", genNUL, 1, "", 1, hostileRSS},
		{"invalid UTF-8", genInvalidUTF8, 0, "", 0, hostileRSS},
		{"10 MB tag values", genBigTag, 0, "", 0, hostileRSS},
		{"10^5 tags", genManyTags, 0, "", 0, hostileRSS},
		{"10^6 one-move games", genManyGames, 0, "", 0, hostileRSS},
		{"CR-only line endings", genCROnly, 0, "", 0, hostileRSS},
		{"random binary", genRandom, 1, "", -1, hostileRSS},
		{"game too large, then a 20 MB blank line", genOversizeBlank, 1, "game too large", 1, hostileRSS},
		{"tag lines under --max-game-size 8", genTagLines, 1, "game too large", -1, hostileRSS},
		{"80,000 side lines in one game", genSideLines, 1, "game too large", 1, hostileRSS},
		{"8 games of 80,000 side lines", genSideLineGames, 1, "game too large", -1, hostileRSS},
		{"-j 10000000", genJobs, 0, "", 0, hostileRSS}, // -q: no warning (TestJobsCap)
		{"games in web page markup", genMarkup, 0, "", 0, hostileRSS},
	}
}

// hostileFlags are the flags a case adds to convert's (the later wins).
var hostileFlags = map[string]string{
	"tag lines under --max-game-size 8": "--max-game-size 8",
	"-j 10000000":                       "-j 10000000",
}

// TestHostileInputs runs notaz convert, as a process, on each hostile
// input: its exit status and message, its peak memory, and every game
// coming out, converted or verbatim. The results are logged as the table
// of docs/reliability.md (go test ./cmd/notaz -run Hostile -hostile -v).
func TestHostileInputs(t *testing.T) {
	scale := 1.0
	if !*hostile {
		scale = 1.0 / 1000
	}
	t.Logf("| input | size | exit | first error | peak RSS | time | games in → out (rejected) | output |")
	t.Logf("|---|---|---|---|---|---|---|---|")
	for _, tc := range hostileCases() {
		t.Run(strings.ReplaceAll(tc.name, " ", "_"), func(t *testing.T) {
			runHostile(t, tc, scale)
		})
	}
}

// hostileResult is what one run of the process did.
type hostileResult struct {
	exit           int
	stderr         string
	errors         int // error lines on stderr
	in, out        int // games in (as generated), [Event lines out
	inBytes, bytes int64
	rss            int64
	elapsed        time.Duration
}

func runHostile(t *testing.T, tc hostileCase, scale float64) {
	dir := t.TempDir()
	// The default worker count: all cores.
	args := fmt.Sprintf("convert -q --max-game-size %d --rejects %s/rejects.pgn %s", sized(16<<20, scale), dir, hostileFlags[tc.name])
	var res hostileResult
	var stderr bytes.Buffer
	start := time.Now()
	var err error
	var state *os.ProcessState
	if testing.Short() {
		res.exit = inProcess(t, tc, scale, args, &res, &stderr)
	} else {
		state, err = inChild(t, tc, scale, args, &res, &stderr)
		res.exit = state.ExitCode()
		if ru, ok := state.SysUsage().(*syscall.Rusage); ok {
			res.rss = ru.Maxrss << 10 // kilobytes on Linux
		}
	}
	res.elapsed = time.Since(start)
	// The rejected games are in the rejects file only: nothing lost is
	// the output and the rejects together.
	if f, err := os.Open(dir + "/rejects.pgn"); err == nil {
		n, b := countGames(f)
		f.Close()
		res.out, res.bytes = res.out+n, res.bytes+b
	}
	res.stderr = stderr.String()
	res.errors = strings.Count(res.stderr, ": error: ")
	if err != nil && res.exit < 0 { // killed by a signal
		t.Fatalf("%v\n%s", err, res.stderr)
	}
	checkHostile(t, tc, &res, scale)
	firstErr, _, _ := strings.Cut(res.stderr, "\n")
	if i := strings.Index(firstErr, ": error: "); i >= 0 {
		firstErr = firstErr[i+2:]
	}
	if len(firstErr) > 90 {
		firstErr = firstErr[:90] + "…"
	}
	t.Logf("| %s | %s | %d | %s | %d MB | %.1f s | %d → %d (%d) | %s |", tc.name, mb(res.inBytes), res.exit,
		"`"+firstErr+"`", res.rss>>20, res.elapsed.Seconds(), res.in, res.out, res.errors, mb(res.bytes))
}

// inChild runs notaz convert with args as a process of its own (this test
// binary re-executed: NOTAZ_RUN_MAIN), tc's input on its standard input:
// what the full run measures, peak RSS included.
func inChild(t *testing.T, tc hostileCase, scale float64, args string, res *hostileResult, stderr *bytes.Buffer) (*os.ProcessState, error) {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "NOTAZ_RUN_MAIN=1", "NOTAZ_ARGS="+args)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	gen := make(chan struct{})
	go func() {
		defer close(gen)
		res.in, res.inBytes = generate(tc, scale, stdin)
		stdin.Close()
	}()
	res.out, res.bytes = countGames(stdout)
	err := cmd.Wait()
	<-gen
	return cmd.ProcessState, err
}

// inProcess is inChild under -short: run called in this process, as the
// other tests call it. The checks are the same but peak RSS, which -short
// does not check (its inputs are a thousandth of the size), and 27
// processes are not started (one costs 0.09 CPU seconds before it reads
// a byte).
func inProcess(t *testing.T, tc hostileCase, scale float64, args string, res *hostileResult, stderr *bytes.Buffer) int {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	gen := make(chan struct{})
	go func() {
		defer close(gen)
		res.in, res.inBytes = generate(tc, scale, inW)
		inW.Close()
	}()
	exit := make(chan int, 1)
	errw := &lockedWriter{w: stderr} // the reading goroutine may warn too
	go func() {
		exit <- run(append([]string{"notaz"}, strings.Fields(args)...), inR, outW, errw)
		outW.Close()
		inR.Close() // a run that stops reading ends the generator, as a process's exit does
	}()
	res.out, res.bytes = countGames(outR)
	<-gen
	return <-exit
}

// lockedWriter serialises the writes of several goroutines to w.
type lockedWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// generate writes tc's input to w, and returns its games and bytes.
func generate(tc hostileCase, scale float64, w io.Writer) (int, int64) {
	cw := &countWriter{w: w}
	bw := bufio.NewWriterSize(cw, 1<<20)
	n := tc.gen(bw, scale)
	bw.Flush()
	return n, cw.n
}

func checkHostile(t *testing.T, tc hostileCase, res *hostileResult, scale float64) {
	t.Helper()
	if res.exit != tc.exit {
		t.Errorf("exit %d, want %d\n%s", res.exit, tc.exit, tail(res.stderr))
	}
	if tc.msg != "" && !strings.Contains(res.stderr, tc.msg) {
		t.Errorf("stderr lacks %q:\n%s", tc.msg, tail(res.stderr))
	}
	if strings.Contains(res.stderr, "internal error") || strings.Contains(res.stderr, "panic") {
		t.Errorf("stderr:\n%s", tail(res.stderr))
	}
	// Nothing lost: every game comes out, converted or verbatim (in the
	// rejects), and every byte of what is not a game at least as much
	// output.
	if res.out != res.in {
		t.Errorf("games in %d, out %d", res.in, res.out)
	}
	if tc.rejected >= 0 && res.errors != tc.rejected {
		t.Errorf("%d errors, want %d rejected games\n%s", res.errors, tc.rejected, tail(res.stderr))
	}
	if res.bytes < res.inBytes/2 {
		t.Errorf("%d bytes out of %d in: some were lost", res.bytes, res.inBytes)
	}
	if scale == 1 && res.rss > tc.maxRSS {
		t.Errorf("peak RSS %d MB, want at most %d MB", res.rss>>20, tc.maxRSS>>20)
	}
}

func tail(s string) string {
	if len(s) > 2000 {
		return "…" + s[len(s)-2000:]
	}
	return s
}

func mb(n int64) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%d MB", n/1e6)
	}
	return fmt.Sprintf("%d kB", n/1e3)
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// countGames counts the lines of r that start with [Event, and its bytes,
// in constant memory.
func countGames(r io.Reader) (games int, n int64) {
	br := bufio.NewReaderSize(r, 1<<20)
	atStart := true
	for {
		line, err := br.ReadSlice('\n')
		n += int64(len(line))
		if atStart && bytes.HasPrefix(line, []byte("[Event ")) {
			games++
		}
		atStart = err == nil
		if err != nil && err != bufio.ErrBufferFull {
			return games, n
		}
	}
}

// sized returns n×s, at least 1.
func sized(n int, s float64) int { return max(1, int(float64(n)*s)) }

const oneGame = "[Event \"g\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n"

func genNoNewline(w io.Writer, s float64) int {
	// Moves without numbers: one game, however long.
	chunk := []byte(strings.Repeat("e4 e5 Nf3 Nc6 Bb5 a6 ", 1<<12))
	for n := sized(1e9, s); n > 0; n -= len(chunk) {
		w.Write(chunk[:min(n, len(chunk))])
	}
	return 0
}

func genBigComment(w io.Writer, s float64) int {
	io.WriteString(w, oneGame+"[Event \"big\"]\n\n1. e4 {")
	line := []byte(strings.Repeat("a long comment ", 6) + "\n")
	for n := sized(1e8, s); n > 0; n -= len(line) {
		w.Write(line)
	}
	io.WriteString(w, "} e5 *\n\n"+oneGame)
	return 3
}

func genBigGames(w io.Writer, s float64) int {
	n := sized(300, s)
	for range n {
		genOneBigComment(w, sized(2e6, s))
	}
	return n
}

// genOneBigComment writes a game with a size-byte comment, on lines.
func genOneBigComment(w io.Writer, size int) {
	io.WriteString(w, "[Event \"g\"]\n\n1. e4 {")
	line := strings.Repeat("x", 79) + "\n"
	for n := size; n > 0; n -= len(line) {
		io.WriteString(w, line)
	}
	io.WriteString(w, "} e5 *\n\n")
}

func genDeep(w io.Writer, s float64) int {
	n := sized(1e6, s)
	io.WriteString(w, oneGame+"[Event \"deep\"]\n\n1. e4 ")
	io.WriteString(w, strings.Repeat("(1. d4 ", n))
	io.WriteString(w, strings.Repeat(") ", n))
	io.WriteString(w, "e5 *\n\n"+oneGame)
	return 3
}

func genNUL(w io.Writer, s float64) int {
	n := sized(1e5, s)
	for range n {
		io.WriteString(w, oneGame)
	}
	io.WriteString(w, "[Event \"nul\"]\n\n1. e4 \x00\x00 e5 *\n\n")
	return n + 1
}

func genInvalidUTF8(w io.Writer, s float64) int {
	n := sized(1e5, s)
	for range n {
		io.WriteString(w, "[Event \"g\"]\n[White \"J\xf6rg \xff\xfe\"]\n\n1. e4 {caf\xe9} e5 *\n\n")
	}
	return n
}

func genBigTag(w io.Writer, s float64) int {
	io.WriteString(w, oneGame+"[Event \"big\"]\n[Annotator \"")
	io.WriteString(w, strings.Repeat("x", sized(1e7, s)))
	io.WriteString(w, "\"]\n\n1. e4 e5 *\n\n"+oneGame)
	return 3
}

func genManyTags(w io.Writer, s float64) int {
	io.WriteString(w, "[Event \"many\"]\n")
	for i := range sized(1e5, s) {
		fmt.Fprintf(w, "[Tag%d \"value %d\"]\n", i, i)
	}
	io.WriteString(w, "\n1. e4 e5 *\n\n"+oneGame)
	return 2
}

func genManyGames(w io.Writer, s float64) int {
	n := sized(1e6, s)
	for range n {
		io.WriteString(w, "[Event \"g\"]\n\n1. e4 *\n\n")
	}
	return n
}

func genCROnly(w io.Writer, s float64) int {
	n := sized(1e5, s)
	g := strings.ReplaceAll(oneGame, "\n", "\r")
	for range n {
		io.WriteString(w, g)
	}
	return n
}

func genRandom(w io.Writer, s float64) int {
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]byte, 1<<16)
	for n := sized(1e8, s); n > 0; n -= len(buf) {
		for i := range buf {
			buf[i] = byte(rng.Uint32())
		}
		w.Write(buf[:min(n, len(buf))])
	}
	return 0
}

// genOversizeBlank writes a game over the bound, then a blank line longer
// than the reader's buffer: the scan for the next game once looped on it.
func genOversizeBlank(w io.Writer, s float64) int {
	io.WriteString(w, oneGame+"[Event \"big\"]\n\n1. e4 {")
	line := []byte(strings.Repeat("a long comment ", 6) + "\n")
	for n := sized(2e7, s); n > 0; n -= len(line) {
		w.Write(line)
	}
	io.WriteString(w, "} e5 *\n"+strings.Repeat(" ", sized(2e7, s))+"\n\n"+oneGame)
	return 3
}

// genTagLines writes games whose every line is longer than the bound
// (--max-game-size 8): every tag line once made the reader loop.
func genTagLines(w io.Writer, s float64) int {
	n := sized(1e5, s)
	for range n {
		io.WriteString(w, "[Event \"A\"]\n[Result \"*\"]\n\n1. e4 *\n\n")
	}
	return n
}

// genSideLines writes a game with 80,000 side lines of one move, at every
// scale (the budget is not scaled): 640 KB that once took 340 MB.
func genSideLines(w io.Writer, s float64) int {
	io.WriteString(w, "[Event \"v\"]\n\n1. e4 "+strings.Repeat("(1. d4) ", 80_000)+"e5 *\n\n"+oneGame)
	return 2
}

// genSideLineGames writes 8 such games at full scale (once 1.5 GB).
func genSideLineGames(w io.Writer, s float64) int {
	n := sized(8, s)
	for range n {
		genSideLines(w, s)
	}
	return 2 * n
}

// genJobs writes 10^5 short games, for -j 10000000 (once 16 GB).
func genJobs(w io.Writer, s float64) int {
	n := sized(1e5, s)
	for range n {
		io.WriteString(w, oneGame)
	}
	return n
}

// genMarkup writes 10^5 games as a web page shows them: each in a
// paragraph, its lines ended by <br /> (once skipped whole, exit 0).
func genMarkup(w io.Writer, s float64) int {
	n := sized(1e5, s)
	io.WriteString(w, "<html><body>\n")
	for range n {
		io.WriteString(w, "<p>[Event \"g\"]<br />\n<br />\n1. e4 <b>e5</b> 2. Nf3 Nc6 *</p>\n")
	}
	io.WriteString(w, "</body></html>\n")
	return n
}
