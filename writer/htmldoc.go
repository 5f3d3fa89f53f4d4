package writer

import (
	"strconv"

	"github.com/notaz-chess/notaz/diagram"
)

// Document is one printable HTML document: Begin, then the games
// (AppendHTML, AppendHTMLVerbatim) with Add for each, then End, which
// writes the contents. It is self-contained: its style sheet is inline,
// the diagrams are inline SVG, and it has no script and no reference to
// anything outside itself (links go only to its own anchors), so it can
// be mailed, printed or put on a club's web page as it is. The diagrams
// share one definition of the board and the pieces, written by Begin.
//
// The contents come at the end of the document, as in many European chess
// books: the games are written as they are converted, and which games
// there are is known only then. A document of one game has none.
type Document struct {
	Title string // the document's title (<title>, the first heading)
	Lang  string // its language, BCP 47 ("de"); "" is "en"
	toc   []tocEntry
	files int
}

type tocEntry struct{ id, title, detail string }

// NextFile starts the games of another input: anchors are numbered per
// input and game ("g2-14"), so that several inputs make one document.
func (d *Document) NextFile() { d.files++ }

// ID is the anchor of game number n of the current input.
func (d *Document) ID(n int) string {
	return "g" + strconv.Itoa(max(d.files, 1)) + "-" + strconv.Itoa(n)
}

// Add lists a game in the contents.
func (d *Document) Add(id, title, detail string) {
	d.toc = append(d.toc, tocEntry{id, title, detail})
}

// Begin appends the document's head, style sheet and title.
func (d *Document) Begin(dst []byte) []byte {
	lang := d.Lang
	if lang == "" || lang == "fig" {
		lang = "en"
	}
	title := d.Title
	if title == "" {
		title = "Games"
	}
	dst = append(dst, "<!DOCTYPE html>\n<html lang=\""...)
	dst = appendHTMLText(dst, lang)
	dst = append(dst, "\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"generator\" content=\"notaz\">\n<title>"...)
	dst = appendHTMLText(dst, title)
	dst = append(dst, "</title>\n<style>\n"...)
	dst = append(dst, documentCSS...)
	dst = append(dst, "</style>\n</head>\n<body>\n"...)
	// The board and pieces every diagram of the document uses.
	dst = diagram.AppendDefs(dst)
	dst = append(dst, "\n<main>\n<h1 class=\"doc\">"...)
	dst = appendHTMLText(dst, title)
	return append(dst, "</h1>\n"...)
}

// End appends the contents (for more than one game) and closes the
// document.
func (d *Document) End(dst []byte) []byte {
	if len(d.toc) > 1 {
		dst = append(dst, "<nav class=\"toc\">\n<h2>Contents</h2>\n<ol>\n"...)
		for _, e := range d.toc {
			dst = append(dst, "<li><a href=\"#"...)
			dst = appendHTMLText(dst, e.id)
			dst = append(dst, "\">"...)
			dst = appendHTMLText(dst, e.title)
			dst = append(dst, "</a>"...)
			if e.detail != "" {
				dst = append(dst, " <span class=\"detail\">"...)
				dst = appendHTMLText(dst, e.detail)
				dst = append(dst, "</span>"...)
			}
			dst = append(dst, "</li>\n"...)
		}
		dst = append(dst, "</ol>\n</nav>\n"...)
	}
	return append(dst, "</main>\n</body>\n</html>\n"...)
}

// documentCSS sets the games as a book does, on screen and on paper. The
// page has no fixed size: it prints on the printer's paper, A4 or Letter,
// with margins that fit both (the text block is at most 180 mm wide,
// under A4's 210 mm less margins, and diagrams are 68 mm).
const documentCSS = `:root { color-scheme: light; }
body { margin: 0; background: #fff; color: #111;
  font-family: 'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', serif;
  font-size: 11pt; line-height: 1.45; }
main { max-width: 44em; margin: 0 auto; padding: 1.5em 1.2em 3em; }
h1.doc { font-size: 1.6em; font-weight: normal; margin: 0 0 1em; border-bottom: 1px solid #999; }
article.game { margin: 0 0 2.5em; }
article.game > header { break-after: avoid; page-break-after: avoid; margin-bottom: .6em; }
article.game h2 { font-size: 1.25em; margin: 0; font-weight: bold; }
article.game h2 .result { font-weight: normal; margin-left: .4em; white-space: nowrap; }
p.event, p.elo, p.annotator { margin: .1em 0; font-style: italic; color: #333; }
.score p { margin: .35em 0; text-align: justify; hyphens: manual; }
.score p.main b { font-weight: bold; }
.score p.var { margin-left: 1.6em; font-size: .93em; color: #222; }
.score .comment { font-weight: normal; }
.score .nag { font-weight: normal; }
b.result { font-weight: bold; }
figure.diagram { margin: .8em auto; width: 68mm; max-width: 100%; text-align: center;
  break-inside: avoid; page-break-inside: avoid; }
figure.diagram svg { display: block; width: 100%; height: auto; }
figure.diagram figcaption { font-size: .9em; margin-top: .2em; }
article.rejected pre { white-space: pre-wrap; font-size: .85em; border-left: 3px solid #b00; padding-left: .6em; }
nav.toc { break-before: page; page-break-before: always; }
nav.toc h2 { font-size: 1.25em; }
nav.toc ol { padding-left: 2.2em; }
nav.toc a { color: inherit; text-decoration: none; }
nav.toc .detail { color: #444; font-style: italic; }
@media screen { nav.toc a:hover { text-decoration: underline; } }
@page { margin: 16mm 15mm 18mm; }
@media print {
  body { font-size: 10.5pt; }
  main { max-width: none; padding: 0; }
  article.game { break-inside: auto; }
  a { color: inherit; }
}
`
