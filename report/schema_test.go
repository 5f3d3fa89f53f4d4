package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/check"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/internal/schema"
)

const findingsSchemaPath = "../docs/findings.schema.json"

// findingsSchema is docs/findings.schema.json, generated here so that
// every code of diag.Table is in it with its meaning: TestFindingsSchema
// keeps the file equal to it (go test ./report -update rewrites it).
func findingsSchema() []byte {
	q := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	var codes []string
	for _, c := range diag.Codes() {
		var what []string
		for _, i := range diag.Table {
			if i.Code == c {
				what = append(what, i.Severity.String()+": "+i.What)
			}
		}
		codes = append(codes, fmt.Sprintf(`        {"const": %s, "description": %s}`, q(string(c)), q(strings.Join(what, "; "))))
	}
	str := `{"type": "string"}`
	return []byte(`{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://github.com/notaz-chess/notaz/docs/findings.schema.json",
  "title": "notaz check --format json: one record per line",
  "description": "Version ` + fmt.Sprint(JSONVersion) + `. Generated from diag.Table by go test ./report -update; do not edit. A line is a finding, or (with --summary) the summary record that ends the output. The version changes when a field changes meaning or goes away, not when one is added. docs/ci.md explains the fields.",
  "oneOf": [
    {"$ref": "#/$defs/finding"},
    {"$ref": "#/$defs/summary"}
  ],
  "$defs": {
    "finding": {
      "type": "object",
      "properties": {
        "version": {"const": ` + fmt.Sprint(JSONVersion) + `},
        "type": {"const": "finding"},
        "file": ` + str + `,
        "line": {"type": "integer", "minimum": 0, "description": "1-based; 0 when the finding has no place (an unreadable file)"},
        "column": {"type": "integer", "minimum": 0, "description": "1-based, in characters"},
        "game": {"type": "integer", "minimum": 0, "description": "1-based game number in the file; 0 outside a game"},
        "ply": {"type": "integer", "minimum": 0},
        "move": {"type": "string", "description": "the move as written, with its number (4.Bxf7), or empty"},
        "severity": {"$ref": "#/$defs/severity"},
        "code": {"$ref": "#/$defs/code"},
        "message": ` + str + `,
        "suggestions": {"type": "array", "items": ` + str + `, "description": "the moves an illegal or ambiguous move probably meant, in the game's letters"},
        "suggestions_san": {"type": "array", "items": ` + str + `, "description": "the same moves in English SAN"},
        "locale": {"type": "string", "description": "the code of the game's letters (it, ru, fig); empty for English"},
        "fen": {"type": "string", "description": "the position before the move, when the finding has one"},
        "event": ` + str + `,
        "round": ` + str + `,
        "date": ` + str + `,
        "white": ` + str + `,
        "black": {"type": "string", "description": "event, round, date, white, black: the game's tags, empty when absent or outside a game"}
      },
      "required": ["version", "type", "file", "line", "column", "game", "ply", "move", "severity", "code", "message", "suggestions", "suggestions_san", "locale", "fen", "event", "round", "date", "white", "black"],
      "additionalProperties": false
    },
    "summary": {
      "type": "object",
      "properties": {
        "version": {"const": ` + fmt.Sprint(JSONVersion) + `},
        "type": {"const": "summary"},
        "files": {"type": "integer", "minimum": 0},
        "games": {"type": "integer", "minimum": 0},
        "errors": {"type": "integer", "minimum": 0, "description": "findings in games at severity error (io records are counted in codes only)"},
        "warnings": {"type": "integer", "minimum": 0},
        "codes": {
          "type": "array",
          "description": "the count per code and severity of the findings printed, in the order of docs/ci.md's table",
          "items": {
            "type": "object",
            "properties": {
              "code": {"$ref": "#/$defs/code"},
              "severity": {"$ref": "#/$defs/severity"},
              "count": {"type": "integer", "minimum": 1}
            },
            "required": ["code", "severity", "count"],
            "additionalProperties": false
          }
        }
      },
      "required": ["version", "type", "files", "games", "errors", "warnings", "codes"],
      "additionalProperties": false
    },
    "severity": {"enum": ["error", "warning"]},
    "code": {
      "oneOf": [
` + strings.Join(codes, ",\n") + `
      ]
    }
  }
}
`)
}

// TestFindingsSchema keeps docs/findings.schema.json generated from
// diag.Table, and checks the JSON golden (findings, an io record and a
// summary record) against it.
func TestFindingsSchema(t *testing.T) {
	want := findingsSchema()
	if !json.Valid(want) {
		t.Fatal("the generated schema is not JSON")
	}
	golden(t, findingsSchemaPath, want)
	s, err := schema.Compile(want)
	if err != nil {
		t.Fatal(err)
	}
	fs, st := runFile(t, faults, check.Options{Identity: true})
	fs = append(fs, diag.Diagnostic{File: "nosuch.pgn", Severity: diag.Error, Code: diag.IO, Msg: "open nosuch.pgn: no such file or directory"})
	var b bytes.Buffer
	p := NewPrinter(&b, JSON, false)
	p.ByCode = true
	for _, f := range fs {
		p.Print(f)
	}
	p.PrintSummary(st)
	p.Flush()
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) != len(fs)+1 {
		t.Fatalf("%d lines for %d findings and a summary", len(lines), len(fs))
	}
	for i, line := range lines {
		if err := s.ValidateJSON([]byte(line)); err != nil {
			t.Errorf("line %d: %v\n%s", i+1, err, line)
		}
	}
	// A code that is not in the table is refused.
	bad := strings.Replace(lines[0], `"code":"illegal-move"`, `"code":"no-such-code"`, 1)
	if err := s.ValidateJSON([]byte(bad)); err == nil {
		t.Error("a finding with an unknown code passes the schema")
	}
}
