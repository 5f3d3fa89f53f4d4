// Package web is notaz's browser page: the static files in this
// directory (index.html, app.js, worker.js, style.css), notaz compiled to
// WebAssembly (web/wasm, built into dist/ by `go generate ./web`), and
// the HTTP handler `notaz serve` answers with.
//
// The page and the wasm are embedded in the notaz binary. The wasm is
// built, not committed (it is 7 MB of generated code), so a clean
// checkout has only dist/BUILD.txt: `go build ./...` and `go vet ./...`
// work without it, and Built reports whether this binary carries the
// wasm. The page then says how to build it, as `notaz serve` does.
package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"io/fs"
	"net/http"
	"path"
	"strconv"
	"strings"
	"sync"
)

//go:generate go run ./build -o dist

// Page lists the files of the page; the handler serves these and nothing
// else.
var Page = []string{"index.html", "app.js", "worker.js", "style.css", "wasm_exec.js", "notaz.wasm"}

// The page's sources come from this directory, so a binary always serves
// the page it was built with; dist/ adds the built files.
//
//go:embed index.html app.js worker.js style.css dist
var files embed.FS

// Built reports whether this binary embeds the WebAssembly build of notaz
// (and Go's wasm_exec.js beside it): without them the page loads but
// cannot convert.
func Built() bool {
	for _, n := range []string{"dist/notaz.wasm", "dist/wasm_exec.js"} {
		if _, err := fs.Stat(files, n); err != nil {
			return false
		}
	}
	return true
}

// BuildHint is how to build the page, for a front end to print.
const BuildHint = "the WebAssembly build of notaz is missing: run `go generate ./web` in the notaz source tree, then rebuild notaz (go build ./cmd/notaz)"

// Handler serves the embedded page.
func Handler() http.Handler {
	dist, _ := fs.Sub(files, "dist")
	h, _ := NewHandler(files, dist) // both always hold the page's sources or nothing
	return h
}

// NewHandler serves the files of Page, each taken from the first of fsys
// that has it; a file none has is answered 404 (notaz.wasm before it is
// built). It answers GET and HEAD only, with the right Content-Type
// (application/wasm for the wasm), gzip when the client accepts it, an
// ETag, and headers that keep the page to itself (Content-Security-Policy:
// nothing but its own files).
func NewHandler(fsys ...fs.FS) (http.Handler, error) {
	h := &handler{files: map[string]*file{}}
	for _, name := range Page {
		for _, f := range fsys {
			b, err := fs.ReadFile(f, name)
			if errors.Is(err, fs.ErrNotExist) {
				continue
			}
			if err != nil {
				return nil, err
			}
			sum := sha256.Sum256(b)
			h.files[name] = &file{data: b, etag: `"` + hex.EncodeToString(sum[:8]) + `"`, ctype: contentType(name)}
			break
		}
	}
	if h.files["index.html"] == nil {
		return nil, errors.New("web: no index.html")
	}
	return h, nil
}

type handler struct{ files map[string]*file }

type file struct {
	data  []byte
	etag  string
	ctype string

	once sync.Once
	gz   []byte // data gzipped, made at the first request that accepts it
}

// csp allows the page its own files and nothing else: no request leaves
// for another host, whatever a pasted text contains. wasm-unsafe-eval
// lets the worker compile notaz.wasm; connect-src 'self' lets it fetch it.
const csp = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; " +
	"style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := strings.TrimPrefix(path.Clean("/"+r.URL.Path), "/")
	if name == "" {
		name = "index.html"
	}
	f := h.files[name]
	if f == nil {
		msg := "not found"
		if name == "notaz.wasm" || name == "wasm_exec.js" {
			msg = BuildHint
		}
		http.Error(w, msg, http.StatusNotFound)
		return
	}
	hd := w.Header()
	hd.Set("Content-Type", f.ctype)
	hd.Set("Content-Security-Policy", csp)
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("Referrer-Policy", "no-referrer")
	hd.Set("Cache-Control", "no-cache") // revalidated with the ETag: a rebuilt binary serves its own page
	hd.Set("ETag", f.etag)
	hd.Set("Vary", "Accept-Encoding")
	if match := r.Header.Get("If-None-Match"); match != "" && strings.Contains(match, f.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := f.data
	if acceptsGzip(r.Header.Get("Accept-Encoding")) && len(f.data) > 1024 {
		f.once.Do(func() { f.gz = gzipped(f.data) })
		body = f.gz
		hd.Set("Content-Encoding", "gzip")
	}
	hd.Set("Content-Length", strconv.Itoa(len(body)))
	if r.Method == http.MethodHead {
		return
	}
	w.Write(body)
}

func gzipped(b []byte) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	zw.Write(b)
	zw.Close()
	return buf.Bytes()
}

// acceptsGzip reads an Accept-Encoding header: gzip listed without q=0.
func acceptsGzip(h string) bool {
	for _, part := range strings.Split(h, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(name) != "gzip" && strings.TrimSpace(name) != "*" {
			continue
		}
		q := strings.ReplaceAll(params, " ", "")
		if q == "q=0" || q == "q=0.0" || q == "q=0.00" || q == "q=0.000" {
			return false
		}
		return true
	}
	return false
}

func contentType(name string) string {
	switch path.Ext(name) {
	case ".html":
		return "text/html; charset=utf-8"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".wasm":
		return "application/wasm"
	}
	return "application/octet-stream"
}
