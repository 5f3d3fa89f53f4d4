package writer_test

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
	"github.com/notaz-chess/notaz/writer"
)

// htmlDoc converts every game of in into one printable document.
func htmlDoc(t testing.TB, in []byte, code string, print bool, every int) []byte {
	t.Helper()
	l, err := locales.Lookup(code)
	if err != nil {
		t.Fatal(err)
	}
	doc := &writer.Document{Title: "notaz test", Lang: l.Code}
	opts := &writer.Options{Format: writer.HTML, HTML: writer.HTMLOptions{Locale: l, DiagramEvery: every, Doc: doc}}
	if l.Code != "en" {
		opts.Letters = l.Output()
	}
	if print {
		st := l.PrintStyle()
		opts.Style = &st
	}
	out := doc.Begin(nil)
	doc.NextFile()
	r := parser.NewReader(bytes.NewReader(in), parser.Options{Name: "in"})
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		rg := replay.Run(g, replay.Options{})
		id := doc.ID(g.Number)
		if rg.Err != nil {
			out = writer.AppendHTMLVerbatim(out, g.Raw, id, rg.Err.Msg)
		} else if out, err = writer.AppendHTML(out, rg, opts, id); err != nil {
			t.Fatal(err)
		}
		doc.Add(id, writer.HTMLTitle(g), "")
	}
	return doc.End(out)
}

// TestHTMLGolden writes testdata/print/games.pgn as printable documents
// in a few languages and styles and compares them with
// testdata/html/*.html (go test ./writer -update rewrites them); each must
// pass checkHTML.
func TestHTMLGolden(t *testing.T) {
	src, err := os.ReadFile("testdata/print/games.pgn")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name, code string
		print      bool
		every      int
	}{
		{"en-pgn", "en", false, 0},
		{"de-print", "de", true, 0},
		{"ru-print-every10", "ru", true, 10},
		{"fig-print", "fig", true, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := htmlDoc(t, src, tt.code, tt.print, tt.every)
			checkHTML(t, got)
			golden := filepath.Join("testdata", "html", tt.name+".html")
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./writer -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("differs from %s:\n%s", golden, lineDiff(want, got))
			}
		})
	}
}

// TestHTMLEveryLanguage checks the document of every language in print
// style, and that the diagram marks, --diagram-every and the final
// position give the diagrams they should.
func TestHTMLEveryLanguage(t *testing.T) {
	src, err := os.ReadFile("testdata/print/games.pgn")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range locales.All() {
		doc := htmlDoc(t, src, l.Code, true, 0)
		checkHTML(t, doc)
		// Opera game: the {D} after 12.O-O-O and the final position; the
		// three others: their final positions, the {D} of the draw being
		// its last move, drawn once.
		if n := bytes.Count(doc, []byte(`<figure class="diagram">`)); n != 5 {
			t.Errorf("%s: %d diagrams, want 5", l.Code, n)
		}
		if !bytes.Contains(doc, []byte(l.ToMove(0))) {
			t.Errorf("%s: no caption %q", l.Code, l.ToMove(0))
		}
	}
	every := htmlDoc(t, src, "en", false, 5)
	// Opera (17 moves): after 5...dxe5, 10...cxb5, 15...Nxd7, the {D}
	// and the end; Signs (from move 30): after 30...O-O and the end;
	// Mate and Draw: the end.
	if n := bytes.Count(every, []byte(`<figure class="diagram">`)); n != 9 {
		t.Errorf("--diagram-every 5: %d diagrams, want 9", n)
	}
}

var (
	reVoid  = regexp.MustCompile(`<(meta|br|hr|img|input|wbr)((?:\s[^>]*)?)>`)
	reHref  = regexp.MustCompile(`href="([^"]*)"`)
	reID    = regexp.MustCompile(` id="([^"]*)"`)
	network = regexp.MustCompile(`(?i)(<script|javascript:|https?://|\bsrc=|url\(|@import|<link|<iframe|<object|<embed|\bon[a-z]+=")`)
)

// checkHTML fails unless doc is a well-formed HTML document with no
// script and no reference outside itself: every element closed in order
// (void elements aside), every link to one of its own anchors, every
// anchor unique.
func checkHTML(t testing.TB, doc []byte) {
	t.Helper()
	s := string(doc)
	if !strings.HasPrefix(s, "<!DOCTYPE html>\n<html lang=") {
		t.Fatalf("no doctype and html element: %.60q", s)
	}
	if m := network.FindString(s); m != "" {
		i := strings.Index(s, m)
		t.Fatalf("reference outside the document or script: %q at %d: %.80q", m, i, s[i:])
	}
	// HTML's void elements have no end tag: closed here for the XML
	// decoder, which then holds every other element to its end tag.
	body := reVoid.ReplaceAllString(strings.TrimPrefix(s, "<!DOCTYPE html>\n"), "<$1$2/>")
	d := xml.NewDecoder(strings.NewReader(body))
	d.Strict = true
	d.Entity = xml.HTMLEntity
	var stack []string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed: %v", err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			stack = append(stack, e.Name.Local)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		}
	}
	if len(stack) != 0 {
		t.Fatalf("unclosed elements: %v", stack)
	}
	ids := map[string]bool{}
	for _, m := range reID.FindAllStringSubmatch(s, -1) {
		if ids[m[1]] {
			t.Fatalf("duplicate id %q", m[1])
		}
		ids[m[1]] = true
	}
	for _, m := range reHref.FindAllStringSubmatch(s, -1) {
		if !strings.HasPrefix(m[1], "#") || !ids[m[1][1:]] {
			t.Fatalf("link %q goes to no anchor of the document", m[1])
		}
	}
}

// TestHTMLValidates runs the Nu Html Checker (vnu.jar, the W3C's
// validator: npm install vnu-jar) over the documents when $VNU_JAR names
// it and java is installed: no errors allowed.
func TestHTMLValidates(t *testing.T) {
	jar := os.Getenv("VNU_JAR")
	if jar == "" {
		t.Skip("VNU_JAR not set (npm install vnu-jar; VNU_JAR=node_modules/vnu-jar/build/dist/vnu.jar)")
	}
	java, err := exec.LookPath("java")
	if err != nil {
		t.Skip("no java for vnu.jar")
	}
	files, _ := filepath.Glob("testdata/html/*.html")
	if len(files) == 0 {
		t.Fatal("no testdata/html/*.html")
	}
	args := append([]string{"-jar", jar, "--errors-only"}, files...)
	out, err := exec.Command(java, args...).CombinedOutput()
	if err != nil || len(bytes.TrimSpace(out)) > 0 {
		t.Fatalf("vnu: %v\n%s", err, out)
	}
}
