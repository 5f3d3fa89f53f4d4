package schema

import (
	"os"
	"strings"
	"testing"
)

const small = `{
  "oneOf": [{"$ref": "#/$defs/a"}, {"$ref": "#/$defs/b"}],
  "$defs": {
    "a": {"type": "object", "properties": {"k": {"const": 1}, "xs": {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 9}, "minItems": 1, "maxItems": 2}},
          "required": ["k"], "additionalProperties": false},
    "b": {"type": "object", "properties": {"k": {"const": 2}, "s": {"enum": ["x", "y"]}}, "required": ["k", "s"], "additionalProperties": false}
  }
}`

func TestValidate(t *testing.T) {
	s, err := Compile([]byte(small))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		in, err string // err: a word of the error, "" for valid
	}{
		{`{"k":1}`, ""},
		{`{"k":1,"xs":[0,9]}`, ""},
		{`{"k":2,"s":"y"}`, ""},
		{`{"k":1.0}`, ""}, // JSON has one number type: 1.0 is 1
		{`{"k":3}`, "oneOf"},
		{`{"k":1,"extra":0}`, "unknown field"},
		{`{"k":2}`, "missing"},
		{`{"k":2,"s":"z"}`, "not one of"},
		{`{"k":1,"xs":[]}`, "at least"},
		{`{"k":1,"xs":[1,2,3]}`, "at most"},
		{`{"k":1,"xs":[10]}`, "maximum"},
		{`{"k":1,"xs":[-1]}`, "minimum"},
		{`{"k":1,"xs":[1.5]}`, "want integer"},
		{`{"k":1,"xs":"a"}`, "want array"},
		{`[]`, "oneOf"},
		{`{"k":1} {}`, "more than one"},
	} {
		err := s.ValidateJSON([]byte(c.in))
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.in, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: error %v, want one saying %q", c.in, err, c.err)
		}
	}
}

// TestCompileRefuses keeps the schema inside what Validate checks.
func TestCompileRefuses(t *testing.T) {
	for _, in := range []string{
		`{"pattern": "x"}`,
		`{"properties": {"a": {"format": "date"}}}`,
		`{"additionalProperties": true}`,
		`{"$ref": "#/$defs/none"}`,
		`{"$ref": "other.json"}`,
	} {
		if _, err := Compile([]byte(in)); err == nil {
			t.Errorf("%s: compiled", in)
		}
	}
}

// TestGameSchema compiles the documented schema.
func TestGameSchema(t *testing.T) {
	data, err := os.ReadFile("../../docs/game.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Compile(data); err != nil {
		t.Fatal(err)
	}
}
