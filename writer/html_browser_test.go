package writer_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// chromium finds a Chromium to render with, or skips.
func chromium(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("rendering in Chromium skipped in -short")
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no Chromium in PATH (apt-get install chromium)")
	return ""
}

// render runs headless Chromium with args on the file.
func render(t *testing.T, bin, file string, args ...string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	args = append([]string{"--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
		"--no-pdf-header-footer", "--user-data-dir=" + filepath.Join(t.TempDir(), "profile")}, args...)
	args = append(args, "file://"+file)
	// A crash (a signal, as Chromium gets under memory pressure on a
	// busy machine) is retried twice; an error exit is not.
	for try := 0; ; try++ {
		out, err := exec.CommandContext(ctx, bin, args...).CombinedOutput()
		if err == nil {
			return
		}
		var ee *exec.ExitError
		if try < 2 && errors.As(err, &ee) && ee.ExitCode() == -1 && ctx.Err() == nil {
			t.Logf("chromium crashed (%v): again", err)
			continue
		}
		t.Fatalf("chromium %v: %v\n%s", args, err, out)
	}
}

var mediaBox = regexp.MustCompile(`/MediaBox \[0 0 ([0-9.]+) ([0-9.]+)\]`)

// TestHTMLRendersInChromium prints the German print-style document to PDF
// on A4 and on Letter paper and takes a PNG of it: the page must come out
// on the paper asked for, with as many pages as the text needs, and the
// picture must be drawn.
func TestHTMLRendersInChromium(t *testing.T) {
	bin := chromium(t)
	src, err := os.ReadFile("testdata/print/games.pgn")
	if err != nil {
		t.Fatal(err)
	}
	doc := htmlDoc(t, src, "de", true, 0)
	dir := t.TempDir()
	for _, paper := range []struct {
		name string
		w, h float64 // points
	}{{"A4", 595.92, 842.88}, {"Letter", 612, 792}} {
		// The document sets no paper size (it prints on the printer's);
		// the test picks one as a print dialog would.
		sized := bytes.Replace(doc, []byte("</style>"), []byte("@page { size: "+paper.name+"; }\n</style>"), 1)
		html := filepath.Join(dir, paper.name+".html")
		if err := os.WriteFile(html, sized, 0o644); err != nil {
			t.Fatal(err)
		}
		pdf := filepath.Join(dir, paper.name+".pdf")
		render(t, bin, html, "--print-to-pdf="+pdf)
		b, err := os.ReadFile(pdf)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(b, []byte("%PDF-")) {
			t.Fatalf("%s: not a PDF", paper.name)
		}
		pages := bytes.Count(b, []byte("/Type /Page\n")) + bytes.Count(b, []byte("/Type /Page/")) + bytes.Count(b, []byte("/Type /Page ")) + bytes.Count(b, []byte("/Type/Page"))
		m := mediaBox.FindSubmatch(b)
		if m == nil {
			t.Fatalf("%s: no MediaBox in the PDF", paper.name)
		}
		w, h := string(m[1]), string(m[2])
		if !near(w, paper.w) || !near(h, paper.h) {
			t.Errorf("%s: page %s x %s points, want %.0f x %.0f", paper.name, w, h, paper.w, paper.h)
		}
		t.Logf("%s: %d bytes of PDF, page %s x %s pt, %d page objects", paper.name, len(b), w, h, pages)
	}
	html := filepath.Join(dir, "screen.html")
	if err := os.WriteFile(html, doc, 0o644); err != nil {
		t.Fatal(err)
	}
	png := filepath.Join(dir, "screen.png")
	render(t, bin, html, "--screenshot="+png, "--window-size=900,1400")
	b, err := os.ReadFile(png)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b, []byte("\x89PNG")) || len(b) < 20000 {
		t.Fatalf("screenshot: %d bytes, not a drawn page", len(b))
	}
	if dst := os.Getenv("NOTAZ_SCREENSHOT_DIR"); dst != "" {
		// For docs/: NOTAZ_SCREENSHOT_DIR=$PWD/../docs keeps the pictures.
		os.WriteFile(filepath.Join(dst, "print-html.png"), b, 0o644)
	}
}

func near(s string, want float64) bool {
	var f float64
	for _, c := range strings.Split(s, ".")[0] {
		f = f*10 + float64(c-'0')
	}
	return f > want-2 && f < want+2
}
