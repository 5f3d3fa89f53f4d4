package main

import (
	"bufio"
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/notaz-chess/notaz/i18n"
)

// serve listens where --addr says, prints the page's URL, answers the
// page's files and stops with its context.
func TestServe(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	var stderr strings.Builder
	done := make(chan error, 1)
	go func() {
		app := newApp(strings.NewReader(""), pw, &stderr, i18n.English)
		done <- app.RunContext(ctx, []string{"notaz", "serve", "--addr", "127.0.0.1:0"})
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatal(err, stderr.String())
	}
	go io.Copy(io.Discard, pr)
	i := strings.Index(line, "http://127.0.0.1:")
	if i < 0 {
		t.Fatalf("no URL in %q", line)
	}
	url := strings.Fields(line[i:])[0]
	client := &http.Client{Timeout: 10 * time.Second}
	for path, want := range map[string]int{"": 200, "app.js": 200, "web.go": 404, "nothing": 404} {
		res, err := client.Get(url + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != want {
			t.Errorf("GET /%s: %d, want %d", path, res.StatusCode, want)
		}
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve ended with %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop with its context")
	}
}

func TestServeUsage(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"serve", "--addr", "8080"}, "want HOST:PORT"},
		{[]string{"serve", "extra"}, "no arguments expected"},
		{[]string{"serve", "--port", "1"}, "unknown flag -port"},
	} {
		var out, errb strings.Builder
		code := run(append([]string{"notaz"}, tt.args...), strings.NewReader(""), &out, &errb)
		if code != exitUsage || !strings.Contains(errb.String(), tt.want) {
			t.Errorf("%q: exit %d, stderr %q; want %d and %q", tt.args, code, errb.String(), exitUsage, tt.want)
		}
	}
}

// startServe runs serve with args and returns the page's URL.
func startServe(t *testing.T, args ...string) (url, stderr string) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	var errb strings.Builder
	done := make(chan struct{})
	go func() {
		app := newApp(strings.NewReader(""), pw, &errb, i18n.English)
		app.RunContext(ctx, append([]string{"notaz", "serve"}, args...))
		pw.Close()
		close(done)
	}()
	t.Cleanup(func() { cancel(); <-done })
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatal(err, errb.String())
	}
	go io.Copy(io.Discard, pr)
	i := strings.Index(line, "http://")
	if i < 0 {
		t.Fatalf("no URL in %q", line)
	}
	return strings.Fields(line[i:])[0], errb.String()
}

// TestServeHost: only requests for this machine are answered (issue 21:
// a DNS rebinding name reached the server): an IP address, localhost,
// the --addr host; another name is 421.
func TestServeHost(t *testing.T) {
	url, _ := startServe(t, "--addr", "127.0.0.1:0")
	port := strings.TrimSuffix(url[strings.LastIndex(url, ":")+1:], "/")
	for host, want := range map[string]int{
		"127.0.0.1:" + port: 200, "localhost:" + port: 200, "LOCALHOST.": 200, "app.localhost": 200,
		"[::1]:" + port: 200, "evil.example:" + port: 421, "127.0.0.1.nip.io": 421, "localhost.evil.example": 421,
	} {
		req, _ := http.NewRequest("GET", url, nil)
		req.Host = host
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != want {
			t.Errorf("Host %s: %d, want %d", host, res.StatusCode, want)
		}
	}
}

// TestServeIdle: a connection held idle is closed by the server (issue
// 21: no timeouts, and 1,030 idle clients used up its descriptors).
func TestServeIdle(t *testing.T) {
	old := serveTimeouts
	serveTimeouts.idle, serveTimeouts.header = 200*time.Millisecond, 200*time.Millisecond
	defer func() { serveTimeouts = old }()
	url, _ := startServe(t, "--addr", "127.0.0.1:0")
	conn, err := net.Dial("tcp", strings.TrimSuffix(strings.TrimPrefix(url, "http://"), "/"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	io.WriteString(conn, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n") // and never ends the header
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	if _, err := io.Copy(io.Discard, conn); err != nil {
		t.Errorf("the server did not close a connection that stopped sending: %v", err)
	}
}

// TestLimitListener: past n connections, Accept waits for one to close.
func TestLimitListener(t *testing.T) {
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln := limitListener(inner, 2)
	defer ln.Close()
	for range 3 {
		c, err := net.Dial("tcp", inner.Addr().String())
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
	}
	a, _ := ln.Accept()
	ln.Accept()
	third := make(chan net.Conn)
	go func() { c, _ := ln.Accept(); third <- c }()
	select {
	case <-third:
		t.Fatal("a third connection accepted with two open")
	case <-time.After(100 * time.Millisecond):
	}
	a.Close()
	a.Close() // a second Close frees no second slot
	select {
	case c := <-third:
		c.Close()
	case <-time.After(5 * time.Second):
		t.Fatal("no connection accepted after one closed")
	}
}

// TestServeAllIPv4: --addr 0.0.0.0 listens on IPv4's every address and
// says so, not [::] (issue 21).
func TestServeAllIPv4(t *testing.T) {
	_, stderr := startServe(t, "--addr", "0.0.0.0:0")
	time.Sleep(50 * time.Millisecond)
	if !strings.Contains(stderr, "listening on 0.0.0.0:") || strings.Contains(stderr, "[::]") {
		t.Errorf("stderr %q", stderr)
	}
}
