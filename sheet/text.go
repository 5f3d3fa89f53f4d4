package sheet

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"iter"
	"strconv"
	"strings"
	"unicode"

	"github.com/notaz-chess/notaz/parser"
)

// ParseText reads one game typed by hand with alternatives where the
// typist was unsure: "14. Td1|Rd1 De6", each box's readings separated by
// '|' (equally probable), "?" or "_" for a box that could not be read,
// move numbers and results as in PGN, tag pairs ([White "…"]) before the
// moves, comments in braces skipped. A reading may carry its probability:
// "Td1:0.7|Rd1:0.3".
func ParseText(text string) (*Sheet, error) {
	s := &Sheet{}
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 0, 64<<10), MaxLineSize)
	depth := 0
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if depth == 0 && strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
			if name, val, ok := tagPair(line); ok {
				s.Tags = append(s.Tags, Tag{name, val})
				continue
			}
		}
		for _, tok := range strings.FieldsFunc(line, unicode.IsSpace) {
			if depth > 0 || strings.HasPrefix(tok, "{") {
				depth += strings.Count(tok, "{") - strings.Count(tok, "}")
				if depth < 0 {
					depth = 0
				}
				continue
			}
			if tok = stripNumber(tok); tok == "" {
				continue
			}
			if r := parser.NormalizeResult(tok); r == "1-0" || r == "0-1" || r == "1/2-1/2" || r == "*" {
				if tok == r || r != "*" {
					s.Boxes = append(s.Boxes, Box{{Text: r, P: 1}})
					continue
				}
			}
			if tok == "?" || tok == "_" || tok == "…" {
				s.Boxes = append(s.Boxes, Box{})
				continue
			}
			var box Box
			given, sum := 0, 0.0
			for _, alt := range strings.Split(tok, "|") {
				c := Candidate{Text: alt, P: nan}
				if i := strings.LastIndexByte(alt, ':'); i > 0 && i < len(alt)-1 {
					if p, ok := parseProb(alt[i+1:]); ok {
						c.Text, c.P = alt[:i], p
						given++
						sum += p
					}
				}
				if c.Text = Normalize(c.Text); c.Text != "" {
					box = append(box, c)
				}
			}
			s.Boxes = append(s.Boxes, finishBox(box, given, sum))
			if len(s.Boxes) > MaxBoxes {
				return nil, errors.New("more boxes than a sheet holds")
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(s.Boxes) == 0 {
		return nil, errors.New("no moves")
	}
	return s, nil
}

// stripNumber takes a move number off a token: "14." "14..." "14…" alone
// give "", "14.Td1" gives "Td1".
func stripNumber(tok string) string {
	i := 0
	for i < len(tok) && tok[i] >= '0' && tok[i] <= '9' {
		i++
	}
	if i == 0 {
		return strings.TrimLeft(tok, ".…")
	}
	rest := tok[i:]
	if !strings.HasPrefix(rest, ".") && !strings.HasPrefix(rest, "…") {
		return tok // 0-0, 1-0 …
	}
	return strings.TrimLeft(rest, ".…")
}

func tagPair(line string) (string, string, bool) {
	in := strings.TrimSpace(line[1 : len(line)-1])
	name, rest, ok := strings.Cut(in, " ")
	rest = strings.TrimSpace(rest)
	if !ok || len(rest) < 2 || rest[0] != '"' || rest[len(rest)-1] != '"' {
		return "", "", false
	}
	return name, strings.ReplaceAll(rest[1:len(rest)-1], `\"`, `"`), true
}

func parseProb(s string) (float64, bool) {
	p, err := strconv.ParseFloat(s, 64)
	return p, err == nil && p >= 0 && p <= 1
}

// Sheets reads the sheets of r: JSON Lines (a first non-blank byte '{'),
// or else typed text, one game per result (or the whole input). A sheet
// that cannot be read comes with a *ReadError and reading goes on; an
// input error ends the sequence.
func Sheets(r io.Reader) iter.Seq2[*Sheet, error] {
	return func(yield func(*Sheet, error) bool) {
		br := bufio.NewReaderSize(r, 64<<10)
		first, err := peekNonSpace(br)
		if err != nil {
			if !errors.Is(err, io.EOF) {
				yield(nil, err)
			}
			return
		}
		if first == '{' {
			rd := &Reader{r: br}
			for {
				s, err := rd.Next()
				if errors.Is(err, io.EOF) {
					return
				}
				var re *ReadError
				if err != nil && !errors.As(err, &re) {
					yield(nil, err)
					return
				}
				if !yield(s, err) {
					return
				}
			}
		}
		// typed text: a game ends after its result
		var game bytes.Buffer
		line, start := 0, 1
		flush := func() bool {
			text := game.String()
			game.Reset()
			if strings.TrimSpace(text) == "" {
				return true
			}
			s, err := ParseText(text)
			if err != nil {
				return yield(nil, &ReadError{start, err})
			}
			s.Line = start
			return yield(s, nil)
		}
		for {
			l, err := br.ReadString('\n')
			if len(l) > 0 {
				line++
				if strings.TrimSpace(game.String()) == "" {
					start = line
				}
				if game.Len()+len(l) > MaxLineSize*4 {
					if !yield(nil, &ReadError{start, errors.New("game text too long")}) {
						return
					}
					game.Reset()
				} else {
					game.WriteString(l)
				}
				if endsWithResult(l) && !flush() {
					return
				}
			}
			if err != nil {
				if !errors.Is(err, io.EOF) {
					yield(nil, err)
					return
				}
				flush()
				return
			}
		}
	}
}

func endsWithResult(line string) bool {
	f := strings.Fields(line)
	if len(f) == 0 {
		return false
	}
	switch parser.NormalizeResult(f[len(f)-1]) {
	case "1-0", "0-1", "1/2-1/2":
		return true
	}
	return f[len(f)-1] == "*"
}

func peekNonSpace(br *bufio.Reader) (byte, error) {
	for i := 1; ; i++ {
		b, err := br.Peek(i)
		if len(b) < i {
			if err == nil {
				err = io.EOF
			}
			return 0, err
		}
		c := b[i-1]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0xEF || c == 0xBB || c == 0xBF {
			if i > 4096 {
				return c, nil
			}
			continue
		}
		return c, nil
	}
}
