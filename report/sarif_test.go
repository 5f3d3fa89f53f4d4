package report

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/check"
	"github.com/notaz-chess/notaz/diag"
)

// TestSARIFStructure checks what GitHub code scanning requires of an
// uploaded log (docs: "SARIF support for code scanning"): version 2.1.0,
// one run with tool.driver.name and rules, every result with a ruleId
// among the rules, a level, a message and a location whose URI is
// relative and whose region starts at line and column 1 or later.
func TestSARIFStructure(t *testing.T) {
	fs, st := runFile(t, faults, check.Options{Identity: true})
	fs = append(fs, diag.Diagnostic{File: "nosuch.pgn", Severity: diag.Error, Code: diag.IO, Msg: "open nosuch.pgn: no such file or directory"})
	for _, tc := range []struct {
		name string
		fs   []diag.Diagnostic
	}{
		{"faults", fs},
		{"no findings", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var b bytes.Buffer
			p := NewPrinter(&b, SARIF, false)
			p.ToolVersion = "v1.2.3"
			for _, f := range tc.fs {
				if err := p.Print(f); err != nil {
					t.Fatal(err)
				}
			}
			p.PrintSummary(st)
			p.Flush()
			var log struct {
				Schema  string `json:"$schema"`
				Version string `json:"version"`
				Runs    []struct {
					Tool struct {
						Driver struct {
							Name    string `json:"name"`
							Version string `json:"version"`
							Rules   []struct {
								ID               string `json:"id"`
								ShortDescription struct {
									Text string `json:"text"`
								} `json:"shortDescription"`
								DefaultConfiguration struct {
									Level string `json:"level"`
								} `json:"defaultConfiguration"`
							} `json:"rules"`
						} `json:"driver"`
					} `json:"tool"`
					Results []sarifResult `json:"results"`
				} `json:"runs"`
			}
			if err := json.Unmarshal(b.Bytes(), &log); err != nil {
				t.Fatalf("not JSON: %v", err)
			}
			if log.Version != "2.1.0" || log.Schema == "" || len(log.Runs) != 1 {
				t.Fatalf("version %q, $schema %q, %d runs", log.Version, log.Schema, len(log.Runs))
			}
			run := log.Runs[0]
			if run.Tool.Driver.Name != "notaz" || run.Tool.Driver.Version != "v1.2.3" {
				t.Errorf("driver name %q, version %q", run.Tool.Driver.Name, run.Tool.Driver.Version)
			}
			rules := map[string]int{}
			for i, r := range run.Tool.Driver.Rules {
				if _, dup := rules[r.ID]; dup || r.ID == "" || r.ShortDescription.Text == "" {
					t.Errorf("rule %d: id %q (duplicate %v), description %q", i, r.ID, dup, r.ShortDescription.Text)
				}
				if l := r.DefaultConfiguration.Level; l != "error" && l != "warning" {
					t.Errorf("rule %s: level %q", r.ID, l)
				}
				rules[r.ID] = i
			}
			for _, c := range diag.Codes() {
				if _, ok := rules[string(c)]; !ok {
					t.Errorf("no rule for %s", c)
				}
			}
			if len(run.Results) != len(tc.fs) {
				t.Fatalf("%d results for %d findings", len(run.Results), len(tc.fs))
			}
			for i, r := range run.Results {
				if n, ok := rules[r.RuleID]; !ok || n != r.RuleIndex {
					t.Errorf("result %d: ruleId %q, ruleIndex %d (rule at %d)", i, r.RuleID, r.RuleIndex, n)
				}
				if r.Level != "error" && r.Level != "warning" || r.Message.Text == "" || len(r.Locations) != 1 {
					t.Errorf("result %d: level %q, message %q, %d locations", i, r.Level, r.Message.Text, len(r.Locations))
					continue
				}
				loc := r.Locations[0].PhysicalLocation
				if u := loc.ArtifactLocation.URI; u == "" || strings.Contains(u, ":") {
					t.Errorf("result %d: uri %q is not a relative reference", i, u)
				}
				if reg := loc.Region; reg != nil && (reg.StartLine < 1 || reg.StartColumn < 1) {
					t.Errorf("result %d: region %+v", i, *reg)
				} else if reg == nil && r.RuleID != string(diag.IO) {
					t.Errorf("result %d (%s) has no region", i, r.RuleID)
				}
				if len(r.PartialFingerprints["notaz/v1"]) != 32 {
					t.Errorf("result %d: fingerprints %v", i, r.PartialFingerprints)
				}
			}
		})
	}
}

func TestSARIFURI(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"faults.pgn", "faults.pgn"},
		{"games/2024 open.pgn", "games/2024%20open.pgn"},
		{"twic.zip:twic1500.pgn", "twic.zip%3Atwic1500.pgn"},
		{"/srv/games/a.pgn", "file:///srv/games/a.pgn"},
		{"a#b?.pgn", "a%23b%3F.pgn"},
		{"", "-"},
	} {
		if got := sarifURI(tc.name); got != tc.want {
			t.Errorf("sarifURI(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
}
