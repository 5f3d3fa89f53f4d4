package web_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/notaz-chess/notaz/web"
)

// firefoxScript plays the scenario of TestPageFixesAnItalianScore inside
// the page (with the counts, the suggestion's arrow and one step of the
// viewer), as Firefox offers no protocol chromedp speaks: it pastes the
// score, opens the finding, applies Dxb5 and posts what the page shows to
// /report.
const firefoxScript = `"use strict";
(async () => {
  const $ = (id) => document.getElementById(id);
  const until = async (f) => { for (let i = 0; i < 600; i++) { const v = f(); if (v) return v; await new Promise((r) => setTimeout(r, 100)); } throw new Error("timeout"); };
  const report = (o) => fetch("/report", { method: "POST", body: JSON.stringify(o) });
  try {
    await until(() => $("status").textContent.includes("Ready"));
    const score = await (await fetch("/score")).text();
    $("text").value = score;
    $("text").dispatchEvent(new Event("input", { bubbles: true }));
    const finding = await until(() => [...document.querySelectorAll("#findings button")].find((b) => b.textContent.includes("12.T:b5")));
    const partial = $("rejected").textContent;
    finding.click();
    const fix = await until(() => [...document.querySelectorAll("#suggest button")].find((b) => b.textContent === "Dxb5"));
    const board = !!document.querySelector("#board svg");
    const arrow = (document.querySelector("#board .arrow") || { dataset: {} }).dataset.uci || "";
    const counts = $("counts") ? $("counts").textContent : "";
    fix.click();
    await until(() => $("output").value.includes("24. Bxe7#"));
    // The viewer: the converted game, one step in.
    await until(() => document.querySelector("#viewer-board svg"));
    $("viewer-next").click();
    const viewer = $("viewer-where").textContent;
    await report({ partial, board, arrow, counts, viewer, output: $("output").value, status: $("status").textContent });
  } catch (e) {
    await report({ error: String(e), status: $("status").textContent });
  }
})();
`

// TestPageFirefox runs the scenario in Firefox (headless, its own
// profile): the page is served with a script of the test's added, and
// Firefox's --screenshot waits for the page's load, which an image the
// server holds back delays until the script has reported.
func TestPageFirefox(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test: not with -short")
	}
	bin := os.Getenv("NOTAZ_FIREFOX")
	for _, name := range []string{"firefox", "firefox-esr"} {
		if bin == "" {
			bin, _ = exec.LookPath(name)
		}
	}
	if bin == "" {
		t.Skip("browser test: no firefox or firefox-esr on PATH (Debian: apt-get install firefox-esr; or set NOTAZ_FIREFOX)")
	}
	dir := buildPage(t)
	h, err := web.NewHandler(os.DirFS(dir))
	if err != nil {
		t.Fatal(err)
	}
	index, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	page := strings.Replace(string(index), "</body>", `<script src="/test.js"></script><img src="/wait" alt=""></body>`, 1)
	reported := make(chan string, 1)
	mux := http.NewServeMux()
	mux.Handle("/", h)
	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		// The handler's headers (its Content-Security-Policy too), the
		// page with the test's script.
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
		for k, v := range rec.Header() {
			if k != "Content-Length" && k != "Content-Encoding" && k != "Etag" {
				w.Header()[k] = v
			}
		}
		io.WriteString(w, page)
	})
	mux.HandleFunc("GET /test.js", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		io.WriteString(w, firefoxScript)
	})
	mux.HandleFunc("GET /score", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, italianScore(t)) })
	mux.HandleFunc("POST /report", func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		select {
		case reported <- string(b):
		default:
		}
	})
	got := make(chan string, 1)
	mux.HandleFunc("GET /wait", func(w http.ResponseWriter, r *http.Request) {
		select {
		case s := <-reported:
			got <- s
		case <-time.After(90 * time.Second):
			got <- "no report in 90 s"
		}
		w.Header().Set("Content-Type", "image/svg+xml")
		io.WriteString(w, `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>`)
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()

	shot := filepath.Join(artifacts(t), "firefox.png")
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, "--headless", "--no-remote", "--profile", t.TempDir(),
		"--window-size", "1280,1400", "--screenshot", shot, srv.URL+"/")
	cmd.Env = append(os.Environ(), "MOZ_HEADLESS=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", bin, err, out)
	}
	var report string
	select {
	case report = <-got:
	default:
		t.Fatalf("Firefox never asked for /wait:\n%s", out)
	}
	t.Logf("screenshot %s", shot)
	for _, want := range []string{"11. Ba3 b5 *", `"board":true`, "12. Qxb5 Rb8", `24. Bxe7# 1-0`,
		`"arrow":"c4b5"`, `"counts":"1 error and 0 warnings; errors first."`, `"viewer":"1. e4"`} {
		if !strings.Contains(report, want) {
			t.Errorf("Firefox: no %q in the page's report:\n%s", want, report)
		}
	}
}
