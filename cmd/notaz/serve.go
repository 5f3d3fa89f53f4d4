package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os/exec"
	"runtime"
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
	ln, err := net.Listen("tcp", addr)
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
	srv := &http.Server{Handler: web.Handler(), ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
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
