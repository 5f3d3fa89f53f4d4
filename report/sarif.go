package report

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/url"
	"path/filepath"
	"strings"

	"github.com/notaz-chess/notaz/diag"
)

// The SARIF format is one SARIF 2.1.0 log with one run, for GitHub code
// scanning (github/codeql-action/upload-sarif) and other SARIF readers.
// It is written as the findings come, results one per line: the head
// (tool, rules) before the first result, the tail at PrintSummary, so
// memory stays flat however many findings there are.

// sarifSchema is the schema URI GitHub's documentation puts in a log.
const sarifSchema = "https://json.schemastore.org/sarif-2.1.0.json"

// sarifState is what the SARIF format remembers between findings.
type sarifState struct {
	started bool
	results int
}

type sarifRule struct {
	ID                   string       `json:"id"`
	ShortDescription     sarifText    `json:"shortDescription"`
	FullDescription      sarifText    `json:"fullDescription"`
	HelpURI              string       `json:"helpUri"`
	DefaultConfiguration sarifDefault `json:"defaultConfiguration"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifDefault struct {
	Level string `json:"level"`
}

type sarifResult struct {
	RuleID              string            `json:"ruleId"`
	RuleIndex           int               `json:"ruleIndex"`
	Level               string            `json:"level"`
	Message             sarifText         `json:"message"`
	Locations           []sarifLocation   `json:"locations"`
	PartialFingerprints map[string]string `json:"partialFingerprints"`
}

type sarifLocation struct {
	PhysicalLocation struct {
		ArtifactLocation struct {
			URI string `json:"uri"`
		} `json:"artifactLocation"`
		Region *sarifRegion `json:"region,omitempty"`
	} `json:"physicalLocation"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn"`
}

// sarifRules are the rules of the log: one per code of diag.Table (SARIF
// rule ids are unique), at the severity of its first entry, errors first;
// a code listed at both severities says both in its full description,
// and each result says its own level.
var sarifRules = func() []sarifRule {
	var rules []sarifRule
	for _, c := range diag.Codes() {
		var r sarifRule
		var full []string
		for _, i := range diag.Table {
			if i.Code != c {
				continue
			}
			if r.ID == "" {
				r = sarifRule{ID: string(c), ShortDescription: sarifText{i.What},
					HelpURI:              "https://github.com/notaz-chess/notaz/blob/main/docs/ci.md#what-is-reported",
					DefaultConfiguration: sarifDefault{sarifLevel(i.Severity)}}
			}
			full = append(full, i.Severity.String()+": "+i.What)
		}
		r.FullDescription = sarifText{strings.Join(full, "; ")}
		rules = append(rules, r)
	}
	return rules
}()

// sarifRuleIndex is the index of each code's rule in sarifRules.
var sarifRuleIndex = func() map[diag.Code]int {
	m := make(map[diag.Code]int)
	for i, r := range sarifRules {
		m[diag.Code(r.ID)] = i
	}
	return m
}()

func sarifLevel(s diag.Severity) string {
	if s == diag.Error {
		return "error"
	}
	return "warning"
}

// startSARIF writes the head of the log, up to the results.
func (p *Printer) startSARIF() error {
	p.sarif.started = true
	p.w.WriteString(`{"$schema":"` + sarifSchema + `","version":"2.1.0","runs":[{"tool":{"driver":{"name":"notaz",`)
	if p.ToolVersion != "" {
		v, _ := json.Marshal(p.ToolVersion)
		p.w.WriteString(`"version":` + string(v) + `,`)
	}
	p.w.WriteString(`"informationUri":"https://github.com/notaz-chess/notaz","rules":`)
	if err := p.enc.Encode(sarifRules); err != nil { // Encode ends with a newline
		return err
	}
	_, err := p.w.WriteString(`}},"columnKind":"unicodeCodePoints","results":[` + "\n")
	return err
}

// sarifResult writes f as a result.
func (p *Printer) sarifResult(f diag.Diagnostic) error {
	if !p.sarif.started {
		if err := p.startSARIF(); err != nil {
			return err
		}
	}
	if p.sarif.results > 0 {
		p.w.WriteString(",")
	}
	p.sarif.results++
	r := sarifResult{RuleID: string(f.Code), RuleIndex: sarifRuleIndex[f.Code], Level: sarifLevel(f.Severity),
		Message: sarifText{diag.Escape(Message(f, nil))}, Locations: []sarifLocation{{}},
		PartialFingerprints: map[string]string{"notaz/v1": fingerprint(f)}}
	loc := &r.Locations[0].PhysicalLocation
	loc.ArtifactLocation.URI = sarifURI(f.File)
	if f.Line > 0 {
		loc.Region = &sarifRegion{StartLine: f.Line, StartColumn: max(f.Column, 1)}
	}
	return p.enc.Encode(r)
}

// endSARIF closes the log (an empty one when there was no finding).
func (p *Printer) endSARIF() error {
	if !p.sarif.started {
		if err := p.startSARIF(); err != nil {
			return err
		}
	}
	_, err := p.w.WriteString("]}]}\n")
	return err
}

// sarifURI is a file name as a relative URI reference, as code scanning
// wants (relative to the repository root, where the workflow runs notaz):
// slashes, each segment percent-encoded, and ':' too, so that a zip
// member ("games.zip:a.pgn") is not read as a URI scheme. An absolute
// name becomes a file: URI.
func sarifURI(name string) string {
	if name == "" {
		name = "-"
	}
	abs := filepath.IsAbs(name)
	segs := strings.Split(filepath.ToSlash(name), "/")
	for i, s := range segs {
		segs[i] = strings.ReplaceAll(url.PathEscape(s), ":", "%3A")
	}
	u := strings.Join(segs, "/")
	if abs {
		if !strings.HasPrefix(u, "/") {
			u = "/" + u // a Windows drive: file:///C%3A/...
		}
		return "file://" + u
	}
	return u
}

// fingerprint identifies a finding across runs whatever the lines above
// it: its code, file, game (by its tags, when known), move and message,
// hashed. Code scanning uses it to match a result with the one of the
// previous run, so that an old finding is not reported as new when a
// game is inserted above it.
func fingerprint(f diag.Diagnostic) string {
	h := sha256.New()
	for _, s := range []string{string(f.Code), f.File, f.Move, f.Msg} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	if id := f.Identity; id != nil {
		for _, s := range []string{id.Event, id.Date, id.Round, id.White, id.Black} {
			h.Write([]byte(s))
			h.Write([]byte{0})
		}
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}
