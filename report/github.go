package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/notaz-chess/notaz/diag"
)

// annotationQuota is how many annotations of each severity GitHub shows
// for one step: 10 errors and 10 warnings (and 50 per job); the rest of
// the workflow commands stay in the log but never reach the pull request.
// Source: GitHub's documented limits for annotations created by workflow
// commands (github.community thread 39085, "Maximum number of annotations
// that can be created using GitHub Actions"; also community discussion
// 26680).
const annotationQuota = 10

// github is what the GitHub format holds back until the end of the run:
// the first annotationQuota findings of each severity, to be written
// errors first (else the quota would go to the warnings that came first),
// and how many others there were. It is bounded: the others are written
// as text lines as they come, so that the log has every finding and
// memory stays flat.
type github struct {
	held [2][]diag.Diagnostic // by Severity: Warning, Error
	more int
}

// holdAnnotation keeps f for the end if its severity has quota left, or
// writes it as a text line.
func (p *Printer) holdAnnotation(f diag.Diagnostic) error {
	h := &p.gh.held[f.Severity]
	if len(*h) < annotationQuota {
		f.Source = "" // not shown: no need to keep the line
		*h = append(*h, f)
		return nil
	}
	p.gh.more++
	return p.textLine(f)
}

// endGitHub writes the annotations held back, errors first, then a notice
// of the findings that are not annotations, and the step summary.
func (p *Printer) endGitHub(t Totals) error {
	for _, s := range [...]diag.Severity{diag.Error, diag.Warning} {
		for _, f := range p.gh.held[s] {
			p.w.WriteString(p.annotation(f))
		}
	}
	if p.gh.more > 0 {
		fmt.Fprintf(p.w, "::notice::%s\n", escapeData(p.Lang.Sprintf("%d more findings not shown as annotations (GitHub shows %d errors and %d warnings per step): they are in the log above",
			p.gh.more, annotationQuota, annotationQuota)))
	}
	if p.StepSummary != nil {
		if _, err := io.WriteString(p.StepSummary, p.stepSummary(t)); err != nil {
			return fmt.Errorf("step summary: %w", err)
		}
	}
	return nil
}

// annotation is f as a workflow command: the code is the title, which
// GitHub shows above the message; the place is left out when f has none
// (an unreadable file).
func (p *Printer) annotation(f diag.Diagnostic) string {
	cmd := "warning"
	if f.Severity == diag.Error {
		cmd = "error"
	}
	var b strings.Builder
	b.WriteString("::" + cmd + " file=" + escapeProperty(diag.Escape(f.File)))
	if f.Line > 0 {
		fmt.Fprintf(&b, ",line=%d,col=%d", f.Line, f.Column)
	}
	b.WriteString(",title=" + escapeProperty(string(f.Code)) + "::" + escapeData(diag.Escape(Message(f, p.Lang))) + "\n")
	return b.String()
}

// stepSummary is the Markdown GitHub shows on the run's page: the summary
// line, the count per code, and the findings the annotations show (at
// most annotationQuota of each severity: a step summary is capped at
// 1 MiB, and the log has the rest).
func (p *Printer) stepSummary(t Totals) string {
	var b strings.Builder
	l := p.Lang
	b.WriteString("### notaz check\n\n" + Summary(l, t) + "\n\n")
	cs := p.byCode()
	if len(cs) == 0 {
		return b.String()
	}
	b.WriteString(l.Sprintf("| code | severity | findings |") + "\n|---|---|---:|\n")
	for _, c := range cs {
		fmt.Fprintf(&b, "| `%s` | %s | %d |\n", c.Code, l.Word(c.Severity), c.Count)
	}
	b.WriteString("\n" + l.Sprintf("| place | severity | code | message |") + "\n|---|---|---|---|\n")
	for _, s := range [...]diag.Severity{diag.Error, diag.Warning} {
		for _, f := range p.gh.held[s] {
			place := diag.Escape(f.File)
			if f.Line > 0 {
				place += fmt.Sprintf(":%d", f.Line)
			}
			fmt.Fprintf(&b, "| %s | %s | `%s` | %s |\n", markdownCell(place), l.Word(f.Severity.String()), f.Code, markdownCell(diag.Escape(Message(f, l))))
		}
	}
	if p.gh.more > 0 {
		fmt.Fprintf(&b, "\n%s\n", l.Sprintf("and %d more findings: see the log.", p.gh.more))
	}
	return b.String()
}

// markdownCell escapes text from the input for a Markdown table cell:
// a | would end the cell, and <, >, & and the characters of Markdown
// emphasis and code would be read as markup.
var markdownCell = strings.NewReplacer("|", `\|`, "\\", `\\`, "`", "\\`", "*", `\*`, "_", `\_`, "[", `\[`, "]", `\]`,
	"<", "&lt;", ">", "&gt;", "&", "&amp;").Replace
