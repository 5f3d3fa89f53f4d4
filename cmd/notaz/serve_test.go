package main

import (
	"bufio"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
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
		app := newApp(strings.NewReader(""), pw, &stderr)
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
