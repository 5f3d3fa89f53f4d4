package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/notaz-chess/notaz/web"
	"github.com/urfave/cli/v2"
)

// defaultAddr is where serve listens unless --addr says otherwise: this
// machine only (loopback), on a fixed port so the address can be
// bookmarked; when that port is taken, any free one.
const defaultAddr = "127.0.0.1:8457"

func serveCommand() *cli.Command {
	return &cli.Command{
		Name:  "serve",
		Usage: "serve the notaz page (notaz in the browser, offline) on this machine",
		Description: "The page converts and checks scores in the browser, with a board at every error;\n" +
			"nothing pasted into it leaves the machine. serve answers only the page's own files,\n" +
			"on 127.0.0.1 unless --addr names another address. The page is built into the binary\n" +
			"from a source tree: go generate ./web, then go build ./cmd/notaz.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "addr", Value: defaultAddr, Usage: "listen on `HOST:PORT` (port 0: any free port); a host other than loopback lets other machines open the page"},
			&cli.BoolFlag{Name: "open", Usage: "open the page in the default browser"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usageErr("serve: no arguments expected, got %q", c.Args().First())
			}
			return serve(c.Context, c)
		},
	}
}

func serve(ctx context.Context, c *cli.Context) error {
	addr := c.String("addr")
	if _, _, err := net.SplitHostPort(addr); err != nil {
		return usageErr("serve: --addr %q: want HOST:PORT, as 127.0.0.1:8080", addr)
	}
	ln, err := net.Listen(network(addr), addr)
	if err != nil && !c.IsSet("addr") && errors.Is(err, syscall.EADDRINUSE) {
		ln, err = net.Listen("tcp", "127.0.0.1:0") // the default port is taken: any other
	}
	if err != nil {
		return ioErr("serve: %v", err)
	}
	stderr := c.App.ErrWriter
	if !web.Built() {
		fmt.Fprintf(stderr, "notaz: serve: %s; the page loads but cannot convert\n", web.BuildHint)
	}
	// The address listened on, not the one asked for: a host name may
	// resolve to a network address, an empty host means every interface.
	if ip := ln.Addr().(*net.TCPAddr).IP; !ip.IsLoopback() {
		fmt.Fprintf(stderr, "notaz: serve: listening on %s: other machines that reach it can open the page\n", ln.Addr())
	}
	url := "http://" + urlHost(ln.Addr().(*net.TCPAddr)) + "/"
	fmt.Fprintf(c.App.Writer, "notaz: the page is at %s (Ctrl-C to stop)\n", url)
	if c.Bool("open") {
		if err := openBrowser(url); err != nil {
			fmt.Fprintf(stderr, "notaz: serve: could not open a browser (%v): open %s yourself\n", err, url)
		}
	}
	host, _, _ := net.SplitHostPort(addr)
	srv := &http.Server{
		Handler: hostCheck(host, web.Handler()),
		// A client that sends slowly, reads slowly or holds its
		// connection idle lets go of it: the page is a few MB, read
		// from this machine in well under a second.
		ReadHeaderTimeout: serveTimeouts.header,
		ReadTimeout:       serveTimeouts.read,
		WriteTimeout:      serveTimeouts.write,
		IdleTimeout:       serveTimeouts.idle,
		MaxHeaderBytes:    64 << 10,
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(limitListener(ln, maxServeConns)) }()
	select {
	case err := <-done:
		return ioErr("serve: %v", err)
	case <-ctx.Done():
		srv.Close()
		return nil
	}
}

// urlHost is the address to print: an unspecified one (0.0.0.0, ::) as
// 127.0.0.1, which a browser on this machine can open.
func urlHost(a *net.TCPAddr) string {
	ip := a.IP
	if ip == nil || ip.IsUnspecified() {
		ip = net.IPv4(127, 0, 0, 1)
	}
	return net.JoinHostPort(ip.String(), fmt.Sprint(a.Port))
}

// openBrowser asks the desktop to open url, without waiting for the browser.
func openBrowser(url string) error {
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "darwin":
		cmd = exec.Command("open", url)
	case "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	default:
		cmd = exec.Command("xdg-open", url)
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	go cmd.Wait()
	return nil
}

// serveTimeouts are serve's; a variable for the tests.
var serveTimeouts = struct{ header, read, write, idle time.Duration }{
	10 * time.Second, 30 * time.Second, 2 * time.Minute, time.Minute}

// network is the network to listen on for addr: an IPv4 address listens
// on IPv4 only, so that --addr 0.0.0.0 means what it says (as "tcp" it
// listened on every IPv6 address too, and said [::]).
func network(addr string) string {
	host, _, _ := net.SplitHostPort(addr)
	if ip := net.ParseIP(host); ip != nil {
		if ip.To4() != nil {
			return "tcp4"
		}
		return "tcp6"
	}
	return "tcp"
}

// hostCheck answers only requests whose Host names this server as this
// machine does: an IP address, localhost (or a name under .localhost),
// or the host --addr named. A page of another site that a DNS name of
// its own points at 127.0.0.1 (DNS rebinding) sends its own name, and is
// refused: the page has only public files, but a local tool should not
// answer other sites.
func hostCheck(listenHost string, h http.Handler) http.Handler {
	listenHost = strings.ToLower(strings.TrimSuffix(listenHost, "."))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := r.Host
		if h, _, err := net.SplitHostPort(host); err == nil {
			host = h
		}
		host = strings.ToLower(strings.TrimSuffix(strings.Trim(host, "[]"), "."))
		switch {
		case net.ParseIP(host) != nil, host == "localhost", strings.HasSuffix(host, ".localhost"),
			host != "" && host == listenHost:
			h.ServeHTTP(w, r)
		default:
			http.Error(w, "notaz serve answers only requests for this machine (localhost, an IP address or the --addr host), not "+r.Host, http.StatusMisdirectedRequest)
		}
	})
}

// maxServeConns bounds the connections served at once: past it, new ones
// wait to be accepted (1,030 idle keep-alive clients used up the
// process's descriptors). A browser opens six per host.
const maxServeConns = 64

// limitListener accepts at most n connections at a time.
func limitListener(ln net.Listener, n int) net.Listener {
	return &limitedListener{Listener: ln, slots: make(chan struct{}, n)}
}

type limitedListener struct {
	net.Listener
	slots chan struct{}
}

func (l *limitedListener) Accept() (net.Conn, error) {
	l.slots <- struct{}{}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.slots
		return nil, err
	}
	return &limitedConn{Conn: c, release: func() { <-l.slots }}, nil
}

type limitedConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *limitedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}
