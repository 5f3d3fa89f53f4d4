package sheet

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Limits that keep one sheet's memory and time bounded whatever the input:
// a line longer than MaxLineSize is an error (the reader skips it and goes
// on), and so is a sheet with more than MaxBoxes boxes; a box keeps its
// MaxCandidates most probable candidates, and a candidate its first
// maxRunes characters.
const (
	MaxLineSize   = 1 << 20
	MaxBoxes      = 1200
	MaxCandidates = 16
)

// Candidate is one string the recogniser read in a box, with its
// probability.
type Candidate struct {
	Text string
	P    float64
}

// Box is the recogniser's candidates for one move box, most probable
// first. An empty Box is a box it could not read.
type Box []Candidate

// Tag is one tag pair of the sheet's header.
type Tag struct{ Name, Value string }

// Sheet is one scoresheet: its tags, the position it starts from (empty:
// the initial position) and its move boxes in order (White, Black, White …).
type Sheet struct {
	Tags  []Tag
	FEN   string
	Boxes []Box
	// Line is the sheet's line in its input (1-based), for messages.
	Line int
	// ID is the sheet's "id" field, if any, copied to the output.
	ID json.RawMessage
}

// Tag returns the value of the tag name ("" if absent).
func (s *Sheet) Tag(name string) string {
	for _, t := range s.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// ReadError is a line that is not a sheet: the reader reports it and reads on.
type ReadError struct {
	Line int
	Err  error
}

func (e *ReadError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }
func (e *ReadError) Unwrap() error { return e.Err }

// Reader reads sheets from JSON Lines, one sheet per line (docs/decode.md,
// docs/sheet.schema.json). Blank lines are skipped.
type Reader struct {
	r    *bufio.Reader
	line int
}

// NewReader returns a Reader of r.
func NewReader(r io.Reader) *Reader { return &Reader{r: bufio.NewReaderSize(r, 64<<10)} }

// Next returns the next sheet. At the end of the input it returns io.EOF;
// a line that is no sheet gives a *ReadError, after which Next goes on with
// the next line; another error is the input's.
func (rd *Reader) Next() (*Sheet, error) {
	for {
		line, err := rd.readLine()
		if err != nil {
			return nil, err
		}
		rd.line++
		if rd.line == 1 {
			line = bytes.TrimPrefix(line, []byte("\xef\xbb\xbf"))
		}
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		if len(line) > MaxLineSize {
			return nil, &ReadError{rd.line, fmt.Errorf("line longer than %d bytes", MaxLineSize)}
		}
		s, err := ParseJSON(line)
		if err != nil {
			return nil, &ReadError{rd.line, err}
		}
		s.Line = rd.line
		return s, nil
	}
}

// readLine reads one line; of a line longer than MaxLineSize it keeps the
// first MaxLineSize+1 bytes and skips the rest, so memory stays bounded.
func (rd *Reader) readLine() ([]byte, error) {
	var buf []byte
	for {
		chunk, err := rd.r.ReadSlice('\n')
		if len(buf) <= MaxLineSize {
			buf = append(buf, chunk[:min(len(chunk), MaxLineSize+1-len(buf))]...)
		}
		switch {
		case err == nil:
			return buf, nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && len(buf) > 0:
			return buf, nil
		default:
			return nil, err
		}
	}
}

var nan = math.NaN()

type jsonSheet struct {
	Tags  json.RawMessage   `json:"tags"`
	FEN   *string           `json:"fen"`
	Moves []json.RawMessage `json:"moves"`
	ID    json.RawMessage   `json:"id"`
}

// ParseJSON reads one sheet from its JSON text.
func ParseJSON(b []byte) (*Sheet, error) {
	if !utf8.Valid(b) {
		return nil, errors.New("not UTF-8")
	}
	var js jsonSheet
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&js); err != nil {
		return nil, fmt.Errorf("not a sheet: %v", err)
	}
	if dec.More() {
		return nil, errors.New("text after the sheet's object")
	}
	if js.Moves == nil {
		return nil, errors.New(`no "moves" array`)
	}
	if len(js.Moves) > MaxBoxes {
		return nil, fmt.Errorf("%d boxes: more than %d", len(js.Moves), MaxBoxes)
	}
	s := &Sheet{ID: js.ID}
	if js.FEN != nil {
		s.FEN = strings.TrimSpace(*js.FEN)
	}
	if len(js.Tags) > 0 && string(js.Tags) != "null" {
		tags, err := parseTags(js.Tags)
		if err != nil {
			return nil, err
		}
		s.Tags = tags
	}
	s.Boxes = make([]Box, len(js.Moves))
	for i, raw := range js.Moves {
		box, err := parseBox(raw)
		if err != nil {
			return nil, fmt.Errorf("box %d: %v", i+1, err)
		}
		s.Boxes[i] = box
	}
	return s, nil
}

// parseTags reads the tags object in its order (a Go map would lose it).
func parseTags(raw json.RawMessage) ([]Tag, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, errors.New(`"tags" is not an object`)
	}
	var tags []Tag
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("tags: %v", err)
		}
		var v any
		if err := dec.Decode(&v); err != nil {
			return nil, fmt.Errorf("tags: %v", err)
		}
		var val string
		switch v := v.(type) {
		case string:
			val = v
		case float64:
			val = fmt.Sprint(v)
		case nil:
			continue
		default:
			return nil, fmt.Errorf("tag %q: not a string", k)
		}
		name := k.(string)
		if name == "" || strings.ContainsAny(name, " \t\n\"[]") {
			return nil, fmt.Errorf("tag name %q: not a PGN tag name", name)
		}
		tags = append(tags, Tag{name, strings.Map(func(r rune) rune {
			if r < ' ' {
				return ' '
			}
			return r
		}, val)})
	}
	return tags, nil
}

// parseBox reads a box: an array of candidates, each [text, p], [text] or
// "text"; null is an empty box.
func parseBox(raw json.RawMessage) (Box, error) {
	if string(raw) == "null" {
		return nil, nil
	}
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return nil, errors.New("not an array of candidates")
	}
	box := make(Box, 0, len(items))
	given, sum := 0, 0.0
	for _, it := range items {
		var c Candidate
		c.P = math.NaN()
		var text string
		if err := json.Unmarshal(it, &text); err == nil {
			c.Text = text
		} else {
			var pair []json.RawMessage
			if err := json.Unmarshal(it, &pair); err != nil || len(pair) < 1 || len(pair) > 2 {
				return nil, errors.New(`a candidate is "text", ["text"] or ["text", p]`)
			}
			if err := json.Unmarshal(pair[0], &c.Text); err != nil {
				return nil, errors.New("a candidate's text is not a string")
			}
			if len(pair) == 2 && string(pair[1]) != "null" {
				if err := json.Unmarshal(pair[1], &c.P); err != nil || c.P < 0 || c.P > 1 {
					return nil, fmt.Errorf("candidate %q: the probability is not a number from 0 to 1", c.Text)
				}
				given++
				sum += c.P
			}
		}
		c.Text = Normalize(c.Text)
		if c.Text == "" {
			continue // the recogniser's "nothing": the box's other candidates stand
		}
		box = append(box, c)
	}
	return finishBox(box, given, sum), nil
}

// finishBox gives the candidates without a probability an equal share of
// what the others leave (all equal when none has one), scales the sum down
// to 1 when it is more, merges candidates that normalise to one text, and
// keeps the MaxCandidates most probable, most probable first.
func finishBox(box Box, given int, sum float64) Box {
	missing := 0
	for _, c := range box {
		if math.IsNaN(c.P) {
			missing++
		}
	}
	if missing > 0 {
		share := 1.0 / float64(len(box))
		if given > 0 {
			share = max(1-sum, 0) / float64(missing)
			if share == 0 {
				share = 0.01 // listed: not impossible
				sum += share * float64(missing)
			}
		} else {
			sum = 1
		}
		for i := range box {
			if math.IsNaN(box[i].P) {
				box[i].P = share
			}
		}
	}
	if sum > 1 {
		for i := range box {
			box[i].P /= sum
		}
	}
	// merge duplicates
	out := box[:0]
	for _, c := range box {
		dup := false
		for j := range out {
			if out[j].Text == c.Text {
				out[j].P += c.P
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, c)
		}
	}
	// most probable first (insertion sort: boxes are short), stable
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].P > out[j-1].P; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	if len(out) > MaxCandidates {
		out = out[:MaxCandidates]
	}
	return out
}

// Normalize puts a recogniser's string in the form the scorer compares:
// NFC, no spaces or control characters, no move number in front ("12.",
// "12...", "…"), at most maxRunes runes.
func Normalize(s string) string {
	s = norm.NFC.String(s)
	var b strings.Builder
	for _, r := range s {
		if unicode.IsSpace(r) || unicode.IsControl(r) || r == utf8.RuneError {
			continue
		}
		b.WriteRune(r)
	}
	t := b.String()
	// a move number the recogniser kept: digits and dots, then a move
	if i := strings.IndexFunc(t, func(r rune) bool { return r < '0' || r > '9' }); i > 0 && i < len(t) && (t[i] == '.' || strings.HasPrefix(t[i:], "…")) {
		rest := strings.TrimLeft(t[i:], ".…")
		if rest != "" {
			t = rest
		}
	} else if i == 0 {
		if rest := strings.TrimLeft(t, ".…"); rest != "" {
			t = rest
		}
	}
	if utf8.RuneCountInString(t) > maxRunes {
		n := 0
		for i := range t {
			if n == maxRunes {
				t = t[:i]
				break
			}
			n++
		}
	}
	return t
}

// AppendJSON appends the sheet as one line of the input format (what a
// recogniser writes; ParseJSON reads it back).
func (s *Sheet) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	if len(s.ID) > 0 {
		dst = append(dst, `"id":`...)
		dst = append(dst, s.ID...)
		dst = append(dst, ',')
	}
	if len(s.Tags) > 0 {
		dst = append(dst, `"tags":{`...)
		for i, t := range s.Tags {
			if i > 0 {
				dst = append(dst, ',')
			}
			dst = appendString(dst, t.Name)
			dst = append(dst, ':')
			dst = appendString(dst, t.Value)
		}
		dst = append(dst, "},"...)
	}
	if s.FEN != "" {
		dst = append(dst, `"fen":`...)
		dst = appendString(dst, s.FEN)
		dst = append(dst, ',')
	}
	dst = append(dst, `"moves":[`...)
	for i, b := range s.Boxes {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = append(dst, '[')
		for j, c := range b {
			if j > 0 {
				dst = append(dst, ',')
			}
			dst = append(dst, '[')
			dst = appendString(dst, c.Text)
			dst = append(dst, ',')
			dst = strconv.AppendFloat(dst, c.P, 'g', 4, 64)
			dst = append(dst, ']')
		}
		dst = append(dst, ']')
	}
	return append(dst, "]}\n"...)
}

func appendString(dst []byte, s string) []byte {
	b, _ := json.Marshal(s)
	return append(dst, b...)
}
