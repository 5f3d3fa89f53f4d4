package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestProgressLine(t *testing.T) {
	const MiB = 1 << 20
	tests := []struct {
		name              string
		games, read, size int64
		elapsed           time.Duration
		want              string
	}{
		{"nothing yet", 0, 0, 0, time.Second, "0 games  0 B"},
		{"size unknown", 12345, 30 * MiB, 0, 2 * time.Second, "12,345 games  30.0 MiB  15.0 MiB/s"},
		{"size known", 12345, 30 * MiB, 120 * MiB, 2 * time.Second, "12,345 games  30.0 MiB of 120.0 MiB  25%  15.0 MiB/s  0:06 left"},
		{"hours left", 1, 1 * MiB, 4 << 30, time.Second, "1 game  1.0 MiB of 4.0 GiB  0%  1.0 MiB/s  1:08:15 left"},
		{"all read", 72474, 45 * MiB, 45 * MiB, 3 * time.Second, "72,474 games  45.0 MiB of 45.0 MiB  100%  15.0 MiB/s"},
		{"file grew", 10, 2048, 1024, time.Second, "10 games  2.0 KiB of 1.0 KiB  100%  2.0 KiB/s"},
		{"no time yet", 1, 100, 1000, 0, "1 game  100 B of 1000 B  10%"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := progressLine(nil, tt.games, tt.read, tt.size, tt.elapsed); got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

func TestDecideProgress(t *testing.T) {
	tests := []struct {
		on, off, terminal bool
		ci                string
		want              bool
		err               bool
	}{
		{terminal: true, want: true},
		{terminal: false, want: false},
		{terminal: true, ci: "true", want: false},
		{terminal: true, ci: "1", want: false},
		{terminal: true, ci: "false", want: true},
		{terminal: true, ci: "0", want: true},
		{on: true, terminal: false, ci: "true", want: true}, // forced
		{off: true, terminal: true, want: false},
		{on: true, off: true, err: true},
	}
	for _, tt := range tests {
		got, err := decideProgress(tt.on, tt.off, tt.terminal, tt.ci)
		if got != tt.want || (err != nil) != tt.err {
			t.Errorf("%+v: got %v, %v", tt, got, err)
		}
	}
}

// screen is what a terminal shows after s: a carriage return goes back
// to the start of the line, and what follows overwrites it. Trailing
// blanks are dropped.
func screen(s string) []string {
	lines := [][]byte{nil}
	col := 0
	for i := 0; i < len(s); i++ {
		cur := &lines[len(lines)-1]
		switch c := s[i]; c {
		case '\r':
			col = 0
		case '\n':
			lines = append(lines, nil)
			col = 0
		default:
			if col < len(*cur) {
				(*cur)[col] = c
			} else {
				*cur = append(*cur, c)
			}
			col++
		}
	}
	var out []string
	for _, l := range lines {
		out = append(out, strings.TrimRight(string(l), " "))
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// TestProgressClears: the line is cleared before anything else is
// written to the terminal, never drawn over a line being written, and
// gone at the end.
func TestProgressClears(t *testing.T) {
	var tty bytes.Buffer
	p := newProgress(&tty, 1000)
	p.games.Store(5)
	p.read.Store(500)
	w := p.Writer(&tty)
	p.draw()
	fmt.Fprintln(w, "f.pgn:1:1: warning: short")
	p.draw()
	p.draw()
	io.WriteString(w, "a line written ")
	p.draw() // would overwrite it
	io.WriteString(w, "in two parts\n")
	p.draw()
	p.stop()
	p.stop() // twice is nothing
	got := screen(tty.String())
	want := []string{"f.pgn:1:1: warning: short", "a line written in two parts"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("screen:\n%s\nwant:\n%s\nwritten: %q", strings.Join(got, "\n"), strings.Join(want, "\n"), tty.String())
	}
	if n := strings.Count(tty.String(), "5 games"); n != 4 {
		t.Errorf("drawn %d times, want 4 (not over the line being written): %q", n, tty.String())
	}
}

// slowReader hands out its input a little at a time, slowly, as a big
// file or a pipe does, so that progress is drawn during the run.
type slowReader struct {
	r     io.Reader
	delay time.Duration
}

func (s *slowReader) Read(p []byte) (int, error) {
	time.Sleep(s.delay)
	return s.r.Read(p[:min(len(p), 300)])
}

// TestProgressRun: with --progress, convert and check draw the line on
// stderr during the run, and what the terminal shows in the end is
// exactly what they print without it; stdout does not change by a byte.
func TestProgressRun(t *testing.T) {
	delay, every := progressDelay, progressEvery
	progressDelay, progressEvery = 0, time.Millisecond
	t.Cleanup(func() { progressDelay, progressEvery = delay, every })

	var in strings.Builder
	for _, f := range []string{"detection.pgn", "results.txt", "sidelines-it.txt"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "realworld", f))
		if err != nil {
			t.Fatal(err)
		}
		in.Write(b)
		in.WriteString("\n")
	}
	for _, args := range [][]string{
		{"convert"},
		{"convert", "-j", "1"},
		{"check"},
		{"check", "--format", "json"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			var out, errb, pout, perr bytes.Buffer
			code := run(append(append([]string{"notaz"}, args...), "--no-progress", "-"), strings.NewReader(in.String()), &out, &errb)
			slow := &slowReader{r: strings.NewReader(in.String()), delay: 2 * time.Millisecond}
			pcode := run(append(append([]string{"notaz"}, args...), "--progress", "-"), slow, &pout, &perr)
			if code != pcode || out.String() != pout.String() {
				t.Errorf("with progress: exit %d (without %d), stdout differs: %v", pcode, code, out.String() != pout.String())
			}
			if !strings.Contains(perr.String(), " games  ") {
				t.Errorf("no progress drawn: %q", perr.String())
			}
			got, want := strings.Join(screen(perr.String()), "\n"), strings.TrimSuffix(errb.String(), "\n")
			if got != want {
				t.Errorf("the terminal shows:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}

func TestProgressFlagsContradict(t *testing.T) {
	for _, cmd := range []string{"convert", "check"} {
		_, errs, code := convertCLI(t, goodGame, cmd, "--progress", "--no-progress", "-")
		if code != exitUsage || !strings.Contains(errs, "contradict") {
			t.Errorf("%s: exit %d, stderr %q", cmd, code, errs)
		}
	}
}
