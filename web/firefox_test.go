package web_test

import (
	"context"
	"encoding/json"
	"fmt"
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
// profile).
func TestPageFirefox(t *testing.T) {
	report := firefox(t, firefoxScript, 90*time.Second, "firefox.png", func(mux *http.ServeMux) {
		mux.HandleFunc("GET /score", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, italianScore(t)) })
	})
	for _, want := range []string{"11. Ba3 b5 *", `"board":true`, "12. Qxb5 Rb8", `24. Bxe7# 1-0`,
		`"arrow":"c4b5"`, `"counts":"1 error and 0 warnings; errors first."`, `"viewer":"1. e4"`} {
		if !strings.Contains(report, want) {
			t.Errorf("Firefox: no %q in the page's report:\n%s", want, report)
		}
	}
}

// firefoxBigScript plays TestPageBigResult in Firefox: the status line
// timestamped as statusLog does, the big file opened (the page's own
// addFiles, as the file input calls it), the pager and the Blob that
// Download saves, compared with what notaz writes (/want).
const firefoxBigScript = `"use strict";
(async () => {
  const $ = (id) => document.getElementById(id);
  const until = async (f, n = 600) => { for (let i = 0; i < n; i++) { const v = f(); if (v) return v; await new Promise((r) => setTimeout(r, 100)); } throw new Error("timeout"); };
  const report = (o) => fetch("/report", { method: "POST", body: JSON.stringify(o) });
  try {
    await until(() => $("status").textContent.includes("Ready"));
    const s = $("status"), o = $("output"), log = [], t0 = performance.now();
    const note = () => log.push([Math.round(performance.now() - t0), s.textContent, o.value.length]);
    new MutationObserver(note).observe(s, { childList: true, characterData: true, subtree: true });
    const poll = () => { if (o.value.length) note(); else requestAnimationFrame(poll); };
    poll();
    const big = await (await fetch("/big")).blob();
    addFiles([new File([big], "big.pgn")]);
    await until(() => s.textContent.includes("converted"), 4800);
    const where = $("page-where").textContent, page1 = o.value;
    $("page-next").click();
    const page2 = o.value;
    const all = await new Blob(result.pages).text(), want = await (await fetch("/want")).text();
    await report({ log, where, page1: page1.length, page2: page2.length, pagesOK: want.startsWith(page1 + page2),
      all: all.length, want: want.length, allOK: all === want });
  } catch (e) {
    await report({ error: String(e), status: $("status").textContent });
  }
})();
`

// TestPageFirefoxBigResult is TestPageBigResult in Firefox.
func TestPageFirefoxBigResult(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test: not with -short")
	}
	path, want := bigInput(t, 20000)
	big, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	report := firefox(t, firefoxBigScript, 8*time.Minute, "firefox-big.png", func(mux *http.ServeMux) {
		mux.HandleFunc("GET /big", func(w http.ResponseWriter, r *http.Request) { w.Write(big) })
		mux.HandleFunc("GET /want", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, want) })
	})
	var got struct {
		Log                     [][]any
		Where, Error            string
		Page1, Page2, All, Want int
		PagesOK, AllOK          bool
	}
	if err := json.Unmarshal([]byte(report), &got); err != nil || got.Error != "" {
		t.Fatalf("Firefox: %v %s", err, report)
	}
	st := stages(got.Log)
	t.Logf("Firefox: first progress %.0f ms, first page shown %.0f ms (status %q), last progress %.0f ms (%q), done %.0f ms: %.0f ms after the last progress",
		st.firstProgress, st.firstShown, st.shownStatus, st.lastProgress, st.lastText, st.done, st.done-st.lastProgress)
	if st.firstShown == 0 || st.done == 0 || st.firstShown >= st.done || !strings.Contains(st.shownStatus, "Converting") {
		t.Errorf("Firefox: the first page did not show while converting: shown at %.0f ms (status %q), done at %.0f ms", st.firstShown, st.shownStatus, st.done)
	}
	if gap := st.done - st.lastProgress; st.lastProgress > 0 && gap > 2000 {
		t.Errorf("Firefox: the summary came %.0f ms after the last progress (%q)", gap, st.lastText)
	}
	n := 0
	fmt.Sscanf(got.Where, "Page 1 of %d", &n)
	if n < 3 || strings.Contains(got.Where, "so far") {
		t.Errorf("Firefox: pager %q: want Page 1 of 3 or more, complete", got.Where)
	}
	if !got.AllOK || !got.PagesOK || got.Page1 == 0 || got.Page2 == 0 {
		t.Errorf("Firefox: downloaded %d characters of %d (same: %v); pages of %d and %d characters (the output's start: %v)",
			got.All, got.Want, got.AllOK, got.Page1, got.Page2, got.PagesOK)
	}
}

// firefox serves the page with script added and routes of the test's,
// runs Firefox on it (headless, its own profile) and returns what the
// script posted to /report: Firefox offers no protocol chromedp speaks.
// Firefox's --screenshot (named shot, in the artifacts) waits for the
// page's load, which an image the server holds back (up to wait) delays
// until the script has reported.
func firefox(t *testing.T, script string, wait time.Duration, shot string, routes func(*http.ServeMux)) string {
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
		io.WriteString(w, script)
	})
	routes(mux)
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
		case <-time.After(wait):
			got <- fmt.Sprintf("no report in %v", wait)
		}
		w.Header().Set("Content-Type", "image/svg+xml")
		io.WriteString(w, `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>`)
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()

	shot = filepath.Join(artifacts(t), shot)
	ctx, cancel := context.WithTimeout(context.Background(), wait+90*time.Second)
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
	return report
}
