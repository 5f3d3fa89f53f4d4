package main

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/notaz-chess/notaz/internal/testcorpus"
)

// TestSeveralMachines runs docs/scale.md's recipe across machines for
// real: two sshd daemons on 127.0.0.2 and 127.0.0.3 (Debian's
// openssh-server, host and user keys made in a temporary directory) are the
// machines, GNU parallel's --sshlogin sends them notaz split's parts with
// --trc and fetches the outputs back, and the put-together output and the
// findings must be the single run's, byte for byte. The same is checked
// for the in-place recipe (split --index-only, --bytes) on one machine,
// and for --pipe over ssh (output only). It skips, saying why, without
// root, sshd, ssh, rsync (what --trc transfers with) or GNU parallel.
func TestSeveralMachines(t *testing.T) {
	if testing.Short() {
		t.Skip("corpus run")
	}
	if os.Geteuid() != 0 {
		t.Skip("several machines: sshd needs root")
	}
	for _, tool := range []string{"/usr/sbin/sshd", "ssh", "ssh-keygen", "rsync", "parallel"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("several machines: %s not installed (apt-get install openssh-server rsync parallel)", tool)
		}
	}
	data := testcorpus.Read(t, "real", "pgnmentor-tournaments.pgn.gz")
	// The first 12 MB (some 18,000 games, 7 parts of 2 MB): enough for
	// parts on both machines, in a time CI can give (TestScaleRecipes
	// runs the recipes on one machine over the whole corpus).
	if cut := bytes.Index(data[12<<20:], []byte("\n[Event ")); cut >= 0 {
		data = data[:12<<20+cut+1]
	}
	dir := t.TempDir()
	os.Chmod(dir, 0o755) // sshd refuses keys in a directory others may write
	if err := os.WriteFile(filepath.Join(dir, "big.pgn"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "notaz")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	run := func(name string, args ...string) {
		t.Helper()
		if out, err := exec.Command(name, args...).CombinedOutput(); err != nil {
			t.Fatalf("%s %v: %v\n%s", name, args, err, out)
		}
	}
	run("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", filepath.Join(dir, "host"))
	run("ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", filepath.Join(dir, "id"))
	pub, _ := os.ReadFile(filepath.Join(dir, "id.pub"))
	os.WriteFile(filepath.Join(dir, "authorized_keys"), pub, 0o600)
	os.MkdirAll("/run/sshd", 0o755) // sshd's privilege separation directory

	port := freePort(t)
	hosts := []string{"127.0.0.2", "127.0.0.3"}
	for _, host := range hosts {
		conf := filepath.Join(dir, "sshd-"+host)
		os.WriteFile(conf, fmt.Appendf(nil, `ListenAddress %s:%d
HostKey %s
AuthorizedKeysFile %s
PidFile %s
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
StrictModes no
`, host, port, filepath.Join(dir, "host"), filepath.Join(dir, "authorized_keys"), conf+".pid"), 0o600)
		d := exec.Command("/usr/sbin/sshd", "-D", "-e", "-f", conf)
		var logs bytes.Buffer
		d.Stderr = &logs
		if err := d.Start(); err != nil {
			t.Skipf("several machines: sshd: %v", err)
		}
		t.Cleanup(func() {
			d.Process.Kill()
			d.Wait()
		})
		if !waitListen(host, port) {
			d.Process.Kill()
			t.Skipf("several machines: sshd on %s did not start: %s", host, logs.String())
		}
	}
	sshConf := filepath.Join(dir, "ssh_config")
	os.WriteFile(sshConf, fmt.Appendf(nil, `Host 127.0.0.2 127.0.0.3
  Port %d
  IdentityFile %s
  IdentitiesOnly yes
  StrictHostKeyChecking no
  UserKnownHostsFile /dev/null
  BatchMode yes
  LogLevel ERROR
`, port, filepath.Join(dir, "id")), 0o600)

	sh := func(script string) (string, string) {
		t.Helper()
		cmd := exec.Command("sh", "-c", script)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "PATH="+dir+string(os.PathListSeparator)+os.Getenv("PATH"), "HOME="+dir,
			"NOTAZ="+bin, "SSH=ssh -F "+sshConf)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		cmd.Run() // the exit status counts failed jobs: compared by output
		return out.String(), errb.String()
	}
	if out, errs := sh(`$SSH 127.0.0.2 echo up; $SSH 127.0.0.3 echo up`); out != "up\nup\n" {
		t.Skipf("several machines: ssh to the daemons failed: %q %s", out, errs)
	}
	oneOut, oneErr := sh("notaz convert big.pgn")
	if findings(oneErr) == "" || len(oneOut) < len(data)/2 {
		t.Fatalf("the single run: %d bytes, findings %q", len(oneOut), findings(oneErr))
	}

	// The recipe of docs/scale.md, "Across machines": the remote side
	// has the notaz binary at the same path (a shared /usr/local/bin).
	sh("notaz split --size 2MB --index index.tsv -o part- big.pgn")
	_, errs := sh(`parallel -k --colsep '\t' --header : --ssh "$SSH" --sshlogin 1/127.0.0.2,1/127.0.0.3 \
	  --wd ` + filepath.Join(dir, "remote") + ` --trc {part}.out \
	  "$NOTAZ convert -j 1 --origin {origin} -o {part}.out {part}" :::: index.tsv`)
	got, _ := sh("cat part-*.pgn.out")
	if got != oneOut {
		t.Errorf("--sshlogin: the output put together is not the single run's (%d bytes, want %d)\n%.2000s", len(got), len(oneOut), errs)
	}
	if f, want := findings(errs), findings(oneErr); f != want {
		t.Errorf("--sshlogin: findings differ from the single run's\n got %.1500s\nwant %.1500s", f, want)
	}
	ran, _ := sh(`ls remote 2>/dev/null | wc -l`)
	t.Logf("--sshlogin over 127.0.0.2 and 127.0.0.3: %d parts, identical output and findings (remote dir left: %s)",
		strings.Count(string(mustRead(t, filepath.Join(dir, "index.tsv"))), "\n")-1, strings.TrimSpace(ran))

	// The blocks travel over ssh instead: no shared disk (output only,
	// findings name "-").
	got, _ = sh(`parallel --pipe -k --recstart '[Event "' --block 2M --ssh "$SSH" --sshlogin 1/127.0.0.2,1/127.0.0.3 "$NOTAZ convert -j 1" < big.pgn`)
	if got != oneOut {
		t.Errorf("--pipe --sshlogin: output differs (%d bytes, want %d)", len(got), len(oneOut))
	}

	// Parts read in place (split --index-only, convert --bytes): no copy
	// of the data, findings exact.
	sh("notaz split --size 2MB --index inplace.tsv --index-only big.pgn")
	got, errs = sh(`parallel -k --colsep '\t' --header : notaz convert -j 1 --origin {origin} --bytes {offset}:{size} big.pgn :::: inplace.tsv`)
	if got != oneOut || findings(errs) != findings(oneErr) {
		t.Errorf("--bytes: output (%d bytes, want %d) or findings differ from the single run's\n%.1500s", len(got), len(oneOut), errs)
	}
}

func mustRead(t *testing.T, name string) []byte {
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// freePort returns a TCP port free on 127.0.0.2 and 127.0.0.3.
func freePort(t *testing.T) int {
	for range 50 {
		l, err := net.Listen("tcp", "127.0.0.2:0")
		if err != nil {
			t.Skipf("several machines: cannot listen on 127.0.0.2: %v", err)
		}
		port := l.Addr().(*net.TCPAddr).Port
		l.Close()
		if l3, err := net.Listen("tcp", fmt.Sprintf("127.0.0.3:%d", port)); err == nil {
			l3.Close()
			return port
		}
	}
	t.Skip("several machines: no free port")
	return 0
}

// waitListen waits until something listens on host:port.
func waitListen(host string, port int) bool {
	for range 100 {
		c, err := net.DialTimeout("tcp", fmt.Sprintf("%s:%d", host, port), time.Second)
		if err == nil {
			c.Close()
			return true
		}
		time.Sleep(50 * time.Millisecond)
	}
	return false
}
