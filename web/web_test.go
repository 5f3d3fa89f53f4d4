package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
)

func testHandler(t *testing.T) http.Handler {
	wasm := append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("notaz "), 1000)...)
	h, err := NewHandler(
		fstest.MapFS{"notaz.wasm": {Data: wasm}, "wasm_exec.js": {Data: []byte("// go")}},
		files, // the page's own sources
	)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func TestHandler(t *testing.T) {
	h := testHandler(t)
	tests := []struct {
		method, path, accept string
		status               int
		ctype, encoding      string
		body                 string
	}{
		{"GET", "/", "", 200, "text/html; charset=utf-8", "", "<title>notaz</title>"},
		{"GET", "/index.html", "", 200, "text/html; charset=utf-8", "", "app.js"},
		{"GET", "/app.js", "", 200, "text/javascript; charset=utf-8", "", "new Worker"},
		{"GET", "/worker.js", "", 200, "text/javascript; charset=utf-8", "", "importScripts"},
		{"GET", "/style.css", "", 200, "text/css; charset=utf-8", "", "--accent"},
		{"GET", "/wasm_exec.js", "", 200, "text/javascript; charset=utf-8", "", "// go"},
		{"GET", "/notaz.wasm", "", 200, "application/wasm", "", "\x00asm"},
		{"GET", "/notaz.wasm", "gzip, deflate, br", 200, "application/wasm", "gzip", "\x00asm"},
		{"GET", "/notaz.wasm", "br, gzip;q=0", 200, "application/wasm", "", "\x00asm"},
		{"GET", "/notaz.wasm", "*", 200, "application/wasm", "gzip", "\x00asm"},
		{"HEAD", "/notaz.wasm", "", 200, "application/wasm", "", ""},
		// Nothing but the page: no listing, no sources, no other method.
		{"GET", "/web.go", "", 404, "", "", "not found"},
		{"GET", "/dist/", "", 404, "", "", "not found"},
		{"GET", "/../go.mod", "", 404, "", "", "not found"},
		{"GET", "/api/convert", "", 404, "", "", "not found"},
		{"POST", "/", "", 405, "", "", "method not allowed"},
		{"PUT", "/notaz.wasm", "", 405, "", "", "method not allowed"},
	}
	for _, tt := range tests {
		r := httptest.NewRequest(tt.method, tt.path, nil)
		if tt.accept != "" {
			r.Header.Set("Accept-Encoding", tt.accept)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		res := w.Result()
		body, _ := io.ReadAll(res.Body)
		if res.Header.Get("Content-Encoding") == "gzip" {
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatalf("%s %s: %v", tt.method, tt.path, err)
			}
			body, _ = io.ReadAll(zr)
		}
		name := tt.method + " " + tt.path + " " + tt.accept
		if res.StatusCode != tt.status {
			t.Errorf("%s: status %d, want %d", name, res.StatusCode, tt.status)
		}
		if tt.ctype != "" && res.Header.Get("Content-Type") != tt.ctype {
			t.Errorf("%s: Content-Type %q, want %q", name, res.Header.Get("Content-Type"), tt.ctype)
		}
		if got := res.Header.Get("Content-Encoding"); got != tt.encoding {
			t.Errorf("%s: Content-Encoding %q, want %q", name, got, tt.encoding)
		}
		if !strings.Contains(string(body), tt.body) {
			t.Errorf("%s: body %.80q, want %q in it", name, body, tt.body)
		}
		if tt.status == 200 {
			if csp := res.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'none'") {
				t.Errorf("%s: Content-Security-Policy %q", name, csp)
			}
			if res.Header.Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("%s: no nosniff", name)
			}
		}
	}
}

func TestHandlerETag(t *testing.T) {
	h := testHandler(t)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/app.js", nil))
	etag := w.Result().Header.Get("ETag")
	if etag == "" {
		t.Fatal("no ETag")
	}
	r := httptest.NewRequest("GET", "/app.js", nil)
	r.Header.Set("If-None-Match", etag)
	w = httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != http.StatusNotModified || w.Body.Len() != 0 {
		t.Errorf("If-None-Match: status %d, %d bytes", w.Code, w.Body.Len())
	}
}

// Without the wasm built, the page is served and the wasm's URL says how
// to build it.
func TestHandlerUnbuilt(t *testing.T) {
	h, err := NewHandler(files)
	if err != nil {
		t.Fatal(err)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, httptest.NewRequest("GET", "/notaz.wasm", nil))
	if w.Code != 404 || !strings.Contains(w.Body.String(), "go generate ./web") {
		t.Errorf("status %d, body %q", w.Code, w.Body.String())
	}
	if _, err := NewHandler(fstest.MapFS{}); err == nil {
		t.Error("a handler without index.html")
	}
}

// The embedded page is the one in this directory.
func TestEmbedded(t *testing.T) {
	w := httptest.NewRecorder()
	Handler().ServeHTTP(w, httptest.NewRequest("GET", "/", nil))
	if w.Code != 200 || !strings.Contains(w.Body.String(), "notaz") {
		t.Errorf("status %d", w.Code)
	}
	t.Logf("built: %v", Built())
}

func TestAcceptsGzip(t *testing.T) {
	for h, want := range map[string]bool{
		"": false, "gzip": true, "deflate, gzip": true, "gzip;q=0": false, "gzip; q=0.5": true,
		"br": false, "*": true, "identity": false, "x-gzip": false,
	} {
		if got := acceptsGzip(h); got != want {
			t.Errorf("acceptsGzip(%q) = %v", h, got)
		}
	}
}
