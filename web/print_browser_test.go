package web_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestPagePrintStyle: in the page, German print style, then the
// printable document, of a pasted game.
func TestPagePrintStyle(t *testing.T) {
	bin := browser(t)
	url := serve(t, buildPage(t))
	ctx := newBrowser(t, bin)
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	choose := func(id, value string) chromedp.Action[chromedp.Void] {
		return eval(`(() => { const s = document.getElementById("` + id + `"); s.value = "` + value + `";
			s.dispatchEvent(new Event("change", {bubbles: true})); })()`)
	}
	var doc string
	err := chromedp.Do(ctx,
		chromedp.Navigate(url),
		waitText("#status", "Ready"),
		choose("to", "de"),
		choose("style", "print"),
		setText("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 1-0\n"),
		waitText("#output", "4.L:c6 d:c6 5.0-0 f6 1–0"),
		choose("format", "html"),
		waitText("#output", "</html>"),
		into(chromedp.Value(chromedp.CSS(`#output`)), &doc),
	)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"<!DOCTYPE html>", `lang="de"`, "<b>4.L:c6</b>", "Weiß am Zug", `<figure class="diagram">`} {
		if !strings.Contains(doc, want) {
			t.Errorf("no %q in the page's document", want)
		}
	}
}
