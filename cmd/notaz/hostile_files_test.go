//go:build unix

package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"
	"golang.org/x/text/encoding/charmap"
)

// hostileFile is a hostile input that needs files, archives or an output
// of its own (issue 21), beside the streams of TestHostileInputs: setup
// writes what it needs in dir and returns the arguments of notaz convert
// and the games that must come out.
type hostileFile struct {
	name  string
	setup func(t *testing.T, dir string, s float64) (args []string, games int)
	exit  int
	msg   string                         // in standard error ("": nothing to look for)
	check func(t *testing.T, dir string) // more to check, or nil
}

func hostileFiles() []hostileFile {
	return []hostileFile{
		{"a .pgn.gz member and a zip in a zip", func(t *testing.T, dir string, s float64) ([]string, int) {
			inner := makeZip(t, "in.pgn", threeGames("inner"), "in2.pgn.gz", gz(t, threeGames("innergz")))
			return []string{writeFile(t, dir, "nest.zip", string(makeZip(t, "a.pgn.gz", gz(t, threeGames("gz")), "inner.zip", string(inner))))}, 9
		}, 0, "", nil},
		{"six gzips around a game", func(t *testing.T, dir string, s float64) ([]string, int) {
			deep := threeGames("deep")
			for range 6 {
				deep = gz(t, deep)
			}
			return []string{writeFile(t, dir, "deep.gz", deep)}, 0
		}, 3, "not read (notaz opens 4 levels", nil},
		{"zip list overstating a member's size", func(t *testing.T, dir string, s float64) ([]string, int) {
			var text strings.Builder
			for i := range 1000 {
				fmt.Fprintf(&text, "[Event \"g%d\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n", i)
			}
			b := makeZip(t, "a.pgn", text.String())
			i := bytes.LastIndex(b, []byte("PK\x01\x02")) + 24
			binary.LittleEndian.PutUint32(b[i:], binary.LittleEndian.Uint32(b[i:])+5000)
			return []string{writeFile(t, dir, "over.zip", string(b))}, 1000
		}, 0, "its CRC-32 matches: all of it is read", nil},
		{"a directory among the inputs", func(t *testing.T, dir string, s float64) ([]string, int) {
			os.Mkdir(filepath.Join(dir, "sub"), 0o755)
			return []string{writeFile(t, dir, "a.pgn", threeGames("a")), filepath.Join(dir, "sub"), writeFile(t, dir, "b.pgn", threeGames("b"))}, 6
		}, 3, "sub: is a directory", nil},
		{"-o over a good file, input truncated", func(t *testing.T, dir string, s float64) ([]string, int) {
			write(t, filepath.Join(dir, "out.pgn"), "good\n")
			var text strings.Builder
			for i := range 2000 {
				fmt.Fprintf(&text, "[Event \"g%d\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n", i)
			}
			z := gz(t, text.String())
			return []string{"-o", filepath.Join(dir, "out.pgn"), writeFile(t, dir, "cut.pgn.gz", z[:len(z)*6/10])}, -1
		}, 3, "not replaced", func(t *testing.T, dir string) {
			if b, _ := os.ReadFile(filepath.Join(dir, "out.pgn")); string(b) != "good\n" {
				t.Errorf("the good output was replaced")
			}
			if b, _ := os.ReadFile(filepath.Join(dir, "out.pgn.partial")); !bytes.Contains(b, []byte("[Event \"g100\"]")) {
				t.Errorf("no out.pgn.partial with the games read")
			}
		}},
		{"-o FIFO whose reader closes early", func(t *testing.T, dir string, s float64) ([]string, int) {
			fifo := filepath.Join(dir, "fifo")
			if err := syscall.Mkfifo(fifo, 0o644); err != nil {
				t.Skip(err)
			}
			go func() {
				if f, err := os.Open(fifo); err == nil {
					f.Read(make([]byte, 100))
					f.Close()
				}
			}()
			var text strings.Builder
			for i := range 20000 {
				fmt.Fprintf(&text, "[Event \"g%d\"]\n\n1. e4 e5 *\n\n", i)
			}
			return []string{"-o", fifo, writeFile(t, dir, "in.pgn", text.String())}, -1
		}, 3, "closed it before the end", nil},
		{"cp1251, then UTF-8 (München)", func(t *testing.T, dir string, s float64) ([]string, int) {
			ru, _ := charmap.Windows1251.NewEncoder().String("[Event \"Чемпионат России\"]\n[White \"Каспаров\"]\n\n1. e4 e5 2. Кf3 Кc6 3. Сb5 a6 *\n\n")
			return []string{writeFile(t, dir, "mixed.pgn", ru+"[Event \"München\"]\n\n1. d4 d5 *\n\n"+ru)}, 3
		}, 0, "valid UTF-8 in text read as cp1251", nil},
		{"move number of 20 digits", func(t *testing.T, dir string, s float64) ([]string, int) {
			return []string{writeFile(t, dir, "big.pgn", "[Event \"a\"]\n\n1. e4 e5 99999999999999999999. Nf3 *\n\n")}, 1
		}, 0, "numbered 99999999999999999999:", nil},
		{"zstd with a 256 MiB window (--long=28)", func(t *testing.T, dir string, s float64) ([]string, int) {
			return []string{writeLongZst(t, dir)}, 6
		}, 0, "", nil},
		// Last: the parent that built 10^5 members is large, and a
		// child's peak RSS starts from its parent's.
		{"zip of 10^5 members", func(t *testing.T, dir string, s float64) ([]string, int) {
			n := sized(1e5, s) // 100 without -hostile
			members := make([]string, 0, 2*n)
			for i := range n {
				members = append(members, fmt.Sprintf("m%06d.pgn", i), fmt.Sprintf("[Event \"g%d\"]\n\n1. e4 e5 *\n\n", i))
			}
			return []string{writeFile(t, dir, "many.zip", string(makeZip(t, members...)))}, n
		}, 0, "", nil},
	}
}

// longZst is a zstd stream whose frame declares a 256 MiB window
// (zstd --long=28), holding six games.
func longZst() []byte {
	var buf bytes.Buffer
	zw, _ := zstd.NewWriter(&buf, zstd.WithWindowSize(256<<20))
	fmt.Fprint(zw, threeGames("long"))
	zw.Write(bytes.Repeat([]byte("{a comment that fills more than one block}\n"), 1<<15))
	fmt.Fprint(zw, threeGames("after"))
	zw.Close()
	return buf.Bytes()
}

// writeLongZst writes longZst to dir in a child process (the test binary,
// NOTAZ_WRITE_LONG_ZST): the encoder's window grows the process that
// makes it by hundreds of MB, which the Go runtime does not always give
// back before the next case forks, and a child's peak RSS starts from its
// parent's (Linux keeps it across exec), so every later case measured
// the encoder. In this process only if the child cannot run.
func writeLongZst(t *testing.T, dir string) string {
	path := filepath.Join(dir, "long.pgn.zst")
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "NOTAZ_WRITE_LONG_ZST="+path)
	if err := cmd.Run(); err != nil {
		return writeFile(t, dir, "long.pgn.zst", string(longZst()))
	}
	return path
}

// TestHostileInputsFiles runs notaz convert, as a process, on each
// hostile file: its exit status and message, the games out, peak memory
// and time. Logged as the second table of docs/reliability.md (go test
// ./cmd/notaz -run HostileInputsFiles -hostile -v).
func TestHostileInputsFiles(t *testing.T) {
	scale := 1.0
	if !*hostile {
		scale = 1.0 / 1000
	}
	t.Logf("| input | exit | message | peak RSS | time | games out |")
	t.Logf("|---|---|---|---|---|---|")
	for _, tc := range hostileFiles() {
		t.Run(strings.ReplaceAll(tc.name, " ", "_"), func(t *testing.T) {
			dir := t.TempDir()
			args, games := tc.setup(t, dir, scale)
			var stdout, stderr bytes.Buffer
			start := time.Now()
			var exit int
			var rss int64
			if testing.Short() {
				// In this process, as runHostile does under -short: the
				// same checks but peak RSS, without a process per case.
				exit = run(append([]string{"notaz", "convert"}, args...), strings.NewReader(""), &stdout, &lockedWriter{w: &stderr})
			} else {
				cmd := exec.Command(os.Args[0])
				cmd.Env = append(os.Environ(), "NOTAZ_RUN_MAIN=1", "NOTAZ_ARGS=convert "+strings.Join(args, " "))
				cmd.Stdout, cmd.Stderr = &stdout, &stderr
				// The child's peak RSS starts from this process's at the
				// fork (Linux keeps it across exec): make that small.
				debug.FreeOSMemory()
				cmd.Run()
				exit = cmd.ProcessState.ExitCode()
				if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
					rss = ru.Maxrss << 10
				}
			}
			elapsed := time.Since(start)
			out := strings.Count(stdout.String(), "[Event ")
			if exit != tc.exit {
				t.Errorf("exit %d, want %d\n%s", exit, tc.exit, tail(stderr.String()))
			}
			if tc.msg != "" && !strings.Contains(stderr.String(), tc.msg) {
				t.Errorf("stderr lacks %q:\n%s", tc.msg, tail(stderr.String()))
			}
			if strings.Contains(stderr.String(), "panic") || strings.Contains(stderr.String(), "internal error") {
				t.Errorf("stderr:\n%s", tail(stderr.String()))
			}
			if games >= 0 && out != games {
				t.Errorf("%d games out, want %d", out, games)
			}
			if scale == 1 && rss > hostileRSS {
				t.Errorf("peak RSS %d MB, want at most %d MB", rss>>20, hostileRSS>>20)
			}
			if tc.check != nil {
				tc.check(t, dir)
			}
			msg, _, _ := strings.Cut(stderr.String(), "\n")
			msg = strings.TrimPrefix(msg, dir+"/")
			if i := strings.Index(msg, dir); i >= 0 {
				msg = strings.ReplaceAll(msg, dir+"/", "")
			}
			if len(msg) > 90 {
				msg = msg[:90] + "…"
			}
			t.Logf("| %s | %d | `%s` | %d MB | %.2f s | %d |", tc.name, exit, msg, rss>>20, elapsed.Seconds(), out)
		})
	}
}
