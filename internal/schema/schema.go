// Package schema validates JSON values against the subset of JSON Schema
// (draft 2020-12) that docs/game.schema.json uses, so that the tests check
// notaz's JSON output against the documented schema itself rather than a
// Go copy of it that could drift. A keyword outside the subset is refused
// when the schema is compiled: a schema that says more than the validator
// checks would pass unchecked lines.
package schema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"reflect"
	"slices"
	"strings"
)

// Schema is a compiled schema.
type Schema struct {
	root map[string]any
}

// known are the keywords the validator checks, or that only annotate.
var known = map[string]bool{
	"$schema": true, "$id": true, "$defs": true, "$ref": true, "title": true, "description": true,
	"type": true, "properties": true, "required": true, "additionalProperties": true,
	"items": true, "minItems": true, "maxItems": true, "enum": true, "const": true,
	"minimum": true, "maximum": true, "oneOf": true,
}

// Compile reads a schema and refuses keywords outside the subset.
func Compile(data []byte) (*Schema, error) {
	var root map[string]any
	if err := decode(data, &root); err != nil {
		return nil, err
	}
	s := &Schema{root: root}
	if err := s.check(root, "#"); err != nil {
		return nil, err
	}
	return s, nil
}

func (s *Schema) check(node map[string]any, at string) error {
	for k, v := range node {
		if !known[k] {
			return fmt.Errorf("%s: keyword %q is not supported", at, k)
		}
		switch k {
		case "$defs", "properties":
			for name, sub := range v.(map[string]any) {
				if err := s.check(sub.(map[string]any), at+"/"+k+"/"+name); err != nil {
					return err
				}
			}
		case "items":
			if err := s.check(v.(map[string]any), at+"/items"); err != nil {
				return err
			}
		case "oneOf":
			for i, sub := range v.([]any) {
				if err := s.check(sub.(map[string]any), fmt.Sprintf("%s/oneOf/%d", at, i)); err != nil {
					return err
				}
			}
		case "additionalProperties":
			if v != false {
				return fmt.Errorf("%s: only additionalProperties false is supported", at)
			}
		case "$ref":
			if _, err := s.resolve(v.(string)); err != nil {
				return fmt.Errorf("%s: %v", at, err)
			}
		}
	}
	return nil
}

func (s *Schema) resolve(ref string) (map[string]any, error) {
	name, ok := strings.CutPrefix(ref, "#/$defs/")
	if !ok {
		return nil, fmt.Errorf("$ref %q: only #/$defs/NAME", ref)
	}
	defs, _ := s.root["$defs"].(map[string]any)
	def, ok := defs[name].(map[string]any)
	if !ok {
		return nil, fmt.Errorf("$ref %q: no such definition", ref)
	}
	return def, nil
}

// ValidateJSON decodes one JSON text and validates it. Duplicate keys
// are not detected (encoding/json keeps the last).
func (s *Schema) ValidateJSON(data []byte) error {
	var v any
	if err := decode(data, &v); err != nil {
		return err
	}
	return s.Validate(v)
}

func decode(data []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return fmt.Errorf("more than one JSON value")
	}
	return nil
}

// Validate checks v, a value decoded with json.Decoder.UseNumber.
func (s *Schema) Validate(v any) error { return s.validate(s.root, v, "") }

func (s *Schema) validate(node map[string]any, v any, at string) error {
	if ref, ok := node["$ref"].(string); ok {
		def, err := s.resolve(ref)
		if err != nil {
			return err
		}
		if err := s.validate(def, v, at); err != nil {
			return err
		}
	}
	if want, ok := node["type"].(string); ok && typeOf(v) != want && !(want == "number" && typeOf(v) == "integer") {
		return fmt.Errorf("%s: %s, want %s", where(at), typeOf(v), want)
	}
	if c, ok := node["const"]; ok && !equal(c, v) {
		return fmt.Errorf("%s: %v, want %v", where(at), v, c)
	}
	if e, ok := node["enum"].([]any); ok && !slices.ContainsFunc(e, func(c any) bool { return equal(c, v) }) {
		return fmt.Errorf("%s: %v is not one of %v", where(at), v, e)
	}
	if n, ok := v.(json.Number); ok {
		if err := bound(node, n, at); err != nil {
			return err
		}
	}
	if obj, ok := v.(map[string]any); ok {
		props, _ := node["properties"].(map[string]any)
		for _, r := range asSlice(node["required"]) {
			if _, ok := obj[r.(string)]; !ok {
				return fmt.Errorf("%s: missing %q", where(at), r)
			}
		}
		keys := make([]string, 0, len(obj))
		for k := range obj {
			keys = append(keys, k)
		}
		slices.Sort(keys) // the first error is the same every run
		for _, k := range keys {
			sub, ok := props[k].(map[string]any)
			if !ok {
				if node["additionalProperties"] == false {
					return fmt.Errorf("%s: unknown field %q", where(at), k)
				}
				continue
			}
			if err := s.validate(sub, obj[k], at+"."+k); err != nil {
				return err
			}
		}
	}
	if arr, ok := v.([]any); ok {
		if n, ok := node["minItems"].(json.Number); ok && int64(len(arr)) < mustInt(n) {
			return fmt.Errorf("%s: %d items, want at least %s", where(at), len(arr), n)
		}
		if n, ok := node["maxItems"].(json.Number); ok && int64(len(arr)) > mustInt(n) {
			return fmt.Errorf("%s: %d items, want at most %s", where(at), len(arr), n)
		}
		if items, ok := node["items"].(map[string]any); ok {
			for i, x := range arr {
				if err := s.validate(items, x, fmt.Sprintf("%s[%d]", at, i)); err != nil {
					return err
				}
			}
		}
	}
	if one, ok := node["oneOf"].([]any); ok {
		var errs []string
		for _, sub := range one {
			if err := s.validate(sub.(map[string]any), v, at); err != nil {
				errs = append(errs, err.Error())
			}
		}
		if matched := len(one) - len(errs); matched != 1 {
			return fmt.Errorf("%s: matches %d of oneOf, want 1: %s", where(at), matched, strings.Join(errs, "; "))
		}
	}
	return nil
}

func bound(node map[string]any, n json.Number, at string) error {
	x, ok := new(big.Rat).SetString(n.String())
	if !ok {
		return fmt.Errorf("%s: bad number %s", where(at), n)
	}
	if m, ok := node["minimum"].(json.Number); ok {
		if lo, _ := new(big.Rat).SetString(m.String()); x.Cmp(lo) < 0 {
			return fmt.Errorf("%s: %s below minimum %s", where(at), n, m)
		}
	}
	if m, ok := node["maximum"].(json.Number); ok {
		if hi, _ := new(big.Rat).SetString(m.String()); x.Cmp(hi) > 0 {
			return fmt.Errorf("%s: %s above maximum %s", where(at), n, m)
		}
	}
	return nil
}

func typeOf(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case bool:
		return "boolean"
	case string:
		return "string"
	case json.Number:
		if _, err := v.Int64(); err == nil {
			return "integer"
		}
		return "number"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return fmt.Sprintf("%T", v)
}

func equal(a, b any) bool {
	if x, ok := a.(json.Number); ok {
		y, ok := b.(json.Number)
		if !ok {
			return false
		}
		p, _ := new(big.Rat).SetString(x.String())
		q, _ := new(big.Rat).SetString(y.String())
		return p != nil && q != nil && p.Cmp(q) == 0
	}
	return reflect.DeepEqual(a, b)
}

func asSlice(v any) []any { s, _ := v.([]any); return s }

func mustInt(n json.Number) int64 { i, _ := n.Int64(); return i }

func where(at string) string {
	if at == "" {
		return "(line)"
	}
	return at[1:]
}
