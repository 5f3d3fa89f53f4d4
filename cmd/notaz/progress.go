package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/notaz-chess/notaz/i18n"
	"github.com/urfave/cli/v2"
	"golang.org/x/term"
)

// How often the progress line is drawn. Nothing shows for the first
// second, so that a quick run on a terminal prints only its results; then
// four times a second, which reads as live and costs nothing: the line is
// made from two counters, the workers never wait for it.
var (
	progressDelay = time.Second
	progressEvery = 250 * time.Millisecond
)

func progressFlags() []cli.Flag {
	return []cli.Flag{
		&cli.BoolFlag{Name: "progress", Usage: "show games, bytes read, rate and time left on stderr", DefaultText: "when stderr is a terminal and $CI is not set"},
		&cli.BoolFlag{Name: "no-progress", Usage: "never show progress"},
	}
}

// wantProgress decides whether the run shows progress (see
// decideProgress).
func wantProgress(c *cli.Context) (bool, error) {
	on, err := decideProgress(c.Bool("progress"), c.Bool("no-progress"), isTerminal(c.App.ErrWriter), os.Getenv("CI"))
	if err != nil {
		return false, usageErr("%s: %v", c.Command.Name, err)
	}
	return on, nil
}

// decideProgress: as the flags say, else when stderr is a terminal outside
// CI (a CI log keeps every redrawn line). Every CI service sets CI
// (CI=true); CI=false or CI=0 reads as not set.
func decideProgress(on, off, terminal bool, ci string) (bool, error) {
	switch {
	case on && off:
		return false, errors.New("--progress and --no-progress contradict each other")
	case on || off:
		return on, nil
	}
	return terminal && (ci == "" || ci == "false" || ci == "0"), nil
}

// progress is the line a long run rewrites in place on the terminal:
// "12,345 games  1.2 GiB of 3.4 GiB  35%  45.1 MiB/s  0:48 left".
//
// It shares the terminal with the findings: every other write to it goes
// through Writer, which clears the line first, so a finding is never
// mixed with it. A nil *progress shows nothing and wraps nothing.
type progress struct {
	mu      sync.Mutex
	term    io.Writer // stderr
	cols    int       // the terminal's width, 0 when unknown
	shown   int       // width of the line on screen, 0 when there is none
	midLine bool      // the last write left the cursor inside a line

	games atomic.Int64 // emitted, every file so far
	read  atomic.Int64 // input bytes read, before decompression or decoding
	size  int64        // all the inputs' bytes, 0 when unknown
	start time.Time
	lang  *i18n.Lang // the line's words; nil is English

	quit     chan struct{}
	done     chan struct{} // closed when loop ends; nil without one
	stopOnce sync.Once
}

// startProgress starts drawing on stderr for a run over files (stdin for
// "-"); nil when on is false.
func startProgress(on bool, stderr io.Writer, files []string, stdin io.Reader, l *i18n.Lang) *progress {
	if !on {
		return nil
	}
	p := newProgress(stderr, inputSize(files, stdin))
	p.lang = l
	if f, ok := stderr.(*os.File); ok {
		p.cols, _, _ = term.GetSize(int(f.Fd()))
	}
	p.done = make(chan struct{})
	go p.loop()
	drawing.Store(p)
	return p
}

// drawing is the progress on the terminal, for clearProgress.
var drawing atomic.Pointer[progress]

// clearProgress clears the line when a signal ends the process, so that
// the shell's prompt starts a line of its own. It keeps the lock: nothing
// is drawn after it.
func clearProgress() {
	if p := drawing.Load(); p != nil {
		p.mu.Lock()
		p.clear()
	}
}

// newProgress returns a progress that draws only when told to (draw);
// startProgress adds the goroutine that tells it.
func newProgress(stderr io.Writer, size int64) *progress {
	return &progress{term: stderr, size: size, start: time.Now(), quit: make(chan struct{})}
}

// inputSize is the bytes of all the inputs as stored (compressed, for a
// compressed file), or 0 when one is not a regular file (a pipe).
func inputSize(files []string, stdin io.Reader) int64 {
	var total int64
	for _, name := range files {
		var fi os.FileInfo
		var err error
		if name == "-" {
			f, ok := stdin.(*os.File)
			if !ok {
				return 0
			}
			fi, err = f.Stat()
		} else {
			fi, err = os.Stat(name)
		}
		if err != nil {
			continue // reported when it is opened; it adds nothing
		}
		if !fi.Mode().IsRegular() {
			return 0
		}
		total += fi.Size()
	}
	return total
}

func (p *progress) loop() {
	defer close(p.done)
	select {
	case <-time.After(progressDelay):
	case <-p.quit:
		return
	}
	t := time.NewTicker(progressEvery)
	defer t.Stop()
	for {
		p.draw()
		select {
		case <-t.C:
		case <-p.quit:
			return
		}
	}
}

// stop ends the drawing and clears the line; before the summary and any
// last word, so nothing is drawn after them.
func (p *progress) stop() {
	if p == nil {
		return
	}
	p.stopOnce.Do(func() {
		drawing.CompareAndSwap(p, nil)
		close(p.quit)
		if p.done != nil {
			<-p.done
		}
		p.mu.Lock()
		defer p.mu.Unlock()
		p.clear()
	})
}

// draw rewrites the line, unless another write left the cursor inside a
// line of its own (it would be overwritten).
func (p *progress) draw() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.midLine {
		return
	}
	line := progressLine(p.lang, p.games.Load(), p.read.Load(), p.size, time.Since(p.start))
	if p.cols > 1 && len(line) >= p.cols {
		line = line[:p.cols-1] // a wrapped line could not be rewritten
	}
	pad := max(0, p.shown-len(line))
	io.WriteString(p.term, "\r"+line+strings.Repeat(" ", pad))
	p.shown = len(line)
}

// clear blanks the line and puts the cursor at its start: spaces rather
// than an escape sequence, which every terminal understands. p.mu held.
func (p *progress) clear() {
	if p.shown == 0 {
		return
	}
	io.WriteString(p.term, "\r"+strings.Repeat(" ", p.shown)+"\r")
	p.shown = 0
}

// Writer returns w, which writes to the terminal the progress line is on,
// so that it clears the line before each write. Without progress, w.
func (p *progress) Writer(w io.Writer) io.Writer {
	if p == nil {
		return w
	}
	return &clearingWriter{p: p, w: w}
}

type clearingWriter struct {
	p *progress
	w io.Writer
}

func (cw *clearingWriter) Write(b []byte) (int, error) {
	cw.p.mu.Lock()
	defer cw.p.mu.Unlock()
	cw.p.clear()
	n, err := cw.w.Write(b)
	if n > 0 {
		cw.p.midLine = b[n-1] != '\n'
	}
	return n, err
}

// Input wraps an input as opened, before it is sniffed, decompressed or
// decoded, to count the bytes read from it: the same unit as its size.
func (p *progress) Input(r io.Reader) io.Reader {
	if p == nil {
		return r
	}
	return &countingReader{r: r, n: &p.read}
}

type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c *countingReader) Read(b []byte) (int, error) {
	n, err := c.r.Read(b)
	c.n.Add(int64(n))
	return n, err
}

// Game counts one game emitted; from the emitting goroutine.
func (p *progress) Game() {
	if p != nil {
		p.games.Add(1)
	}
}

// progressLine is the line for games and bytes read after elapsed, in
// the words of l, with the percentage and time left when size (the
// total) is known.
func progressLine(l *i18n.Lang, games, read, size int64, elapsed time.Duration) string {
	s := l.Sprintf("%d games", games)
	if games == 1 {
		s = l.Sprintf("1 game")
	}
	s += "  "
	if size > 0 {
		s += l.Sprintf("%s of %s", bytesString(read), bytesString(size)) + fmt.Sprintf("  %d%%", min(100, read*100/size))
	} else {
		s += bytesString(read)
	}
	if secs := elapsed.Seconds(); secs > 0 && read > 0 {
		rate := float64(read) / secs
		s += "  " + bytesString(int64(rate)) + "/s"
		if size > read {
			s += "  " + l.Sprintf("%s left", clock(time.Duration(float64(size-read)/rate*float64(time.Second))))
		}
	}
	return s
}

// bytesString writes n in binary units, as --max-game-size reads them.
func bytesString(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	f, i := float64(n)/unit, 0
	for f >= unit && i < 3 {
		f /= unit
		i++
	}
	return fmt.Sprintf("%.1f %s", f, []string{"KiB", "MiB", "GiB", "TiB"}[i])
}

// clock writes d as m:ss or h:mm:ss, rounded up to the second.
func clock(d time.Duration) string {
	s := int64((d + time.Second - 1) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// Streams returns the command's stdout and stderr for a run with
// progress: stderr clears the line before each write, and so does stdout
// when it is a terminal too (the same screen, most likely). Anywhere else
// stdout is left alone: its writes do not touch the line.
func (p *progress) Streams(stdout, stderr io.Writer) (io.Writer, io.Writer) {
	if p == nil {
		return stdout, stderr
	}
	if isTerminal(stdout) {
		stdout = p.Writer(stdout)
	}
	return stdout, p.Writer(stderr)
}
