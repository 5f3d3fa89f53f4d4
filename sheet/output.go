package sheet

import (
	"encoding/json"

	"github.com/notaz-chess/notaz/board"
	"io"
	"strconv"
	"strings"
)

var sevenTags = []string{"Event", "Site", "Date", "Round", "White", "Black", "Result"}

// AppendPGN appends the game in PGN export format: the Seven Tag Roster
// first (with "?" where the sheet has none), the other tags, SetUp and FEN
// for a game from a position, the moves in SAN with a "{notaz: 0.41}"
// comment after each move below markBelow (none if markBelow ≤ 0), and the
// result.
func (r *Result) AppendPGN(dst []byte, markBelow float64) []byte {
	val := func(name string) (string, bool) {
		for _, t := range r.Tags {
			if t.Name == name {
				return t.Value, true
			}
		}
		return "", false
	}
	tag := func(name, v string) {
		dst = append(dst, '[')
		dst = append(dst, name...)
		dst = append(dst, " \""...)
		dst = append(dst, strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(v)...)
		dst = append(dst, "\"]\n"...)
	}
	for _, name := range sevenTags {
		v, ok := val(name)
		switch {
		case name == "Result":
			v = r.Result
		case !ok || v == "":
			v = "?"
			if name == "Date" {
				v = "????.??.??"
			}
		}
		tag(name, v)
	}
	for _, t := range r.Tags {
		switch t.Name {
		case "Event", "Site", "Date", "Round", "White", "Black", "Result", "SetUp", "FEN":
			continue
		}
		tag(t.Name, t.Value)
	}
	if r.FEN != "" {
		tag("SetUp", "1")
		tag("FEN", r.FEN)
	}
	dst = append(dst, '\n')
	line := 0
	word := func(w string) {
		if line > 0 && line+1+len(w) > 79 {
			dst = append(dst, '\n')
			line = 0
		} else if line > 0 {
			dst = append(dst, ' ')
			line++
		}
		dst = append(dst, w...)
		line += len(w)
	}
	black := r.start.Turn() == board.Black
	comment := false
	for i, m := range r.Moves {
		if i == 0 || comment || !isBlackPly(m.Ply, black) {
			word(r.Label(m))
		} else {
			word(m.SAN)
		}
		comment = markBelow > 0 && m.P < markBelow
		if comment {
			word("{notaz:")
			word(prob(m.P) + "}")
		}
	}
	word(r.Result)
	dst = append(dst, "\n\n"...)
	return dst
}

func isBlackPly(ply int, blackFirst bool) bool {
	return (ply%2 == 0) != blackFirst
}

// WritePGN writes the game as AppendPGN does.
func (r *Result) WritePGN(w io.Writer, markBelow float64) error {
	_, err := w.Write(r.AppendPGN(nil, markBelow))
	return err
}

type jsonAlt struct {
	SAN string  `json:"san"`
	P   float64 `json:"p"`
}

type jsonMove struct {
	Ply      int       `json:"ply"`
	Label    string    `json:"label"`
	SAN      string    `json:"san"`
	UCI      string    `json:"uci"`
	P        float64   `json:"p"`
	RunnerUp *jsonAlt  `json:"runner_up"`
	Boxes    [][]int   `json:"boxes"`
	Read     []*string `json:"read"`
	AsRead   bool      `json:"as_read"`
}

type jsonWarning struct {
	Code  Code   `json:"code"`
	Sheet int    `json:"sheet,omitempty"`
	Box   int    `json:"box,omitempty"`
	Ply   int    `json:"ply,omitempty"`
	Move  string `json:"move,omitempty"`
	Msg   string `json:"message"`
}

type jsonResult struct {
	Version  int               `json:"version"`
	Lines    []int             `json:"lines"`
	ID       json.RawMessage   `json:"id,omitempty"`
	Tags     map[string]string `json:"tags"`
	FEN      string            `json:"fen,omitempty"`
	Language string            `json:"language"`
	Result   string            `json:"result"`
	Moves    []jsonMove        `json:"moves"`
	Sure     int               `json:"sure"`
	Review   []string          `json:"review"`
	Warnings []jsonWarning     `json:"warnings"`
}

// round4 keeps four decimals: enough to compare, short to read.
func round4(p float64) float64 {
	v, _ := strconv.ParseFloat(strconv.FormatFloat(p, 'f', 4, 64), 64)
	return v
}

// AppendJSON appends the decoded game as one line of JSON (docs/decode.md,
// docs/decoded.schema.json): each move with its SAN, UCI, probability,
// runner-up, boxes and the strings read; the review list and the warnings.
func (r *Result) AppendJSON(dst []byte) []byte {
	j := jsonResult{Version: 1, Lines: r.Lines, Tags: map[string]string{}, FEN: r.FEN, Language: r.Language,
		Result: r.Result, Sure: r.Sure, Moves: []jsonMove{}, Review: []string{}, Warnings: []jsonWarning{}}
	if len(r.ID) > 0 {
		j.ID = json.RawMessage(r.ID)
	}
	for _, t := range r.Tags {
		j.Tags[t.Name] = t.Value
	}
	for _, m := range r.Moves {
		jm := jsonMove{Ply: m.Ply, Label: r.Label(m), SAN: m.SAN, UCI: m.UCI, P: round4(m.P), AsRead: m.AsRead}
		if m.RunnerUp.SAN != "" {
			jm.RunnerUp = &jsonAlt{m.RunnerUp.SAN, round4(m.RunnerUp.P)}
		}
		for k := range r.Sheets {
			bs := m.Boxes[k]
			if bs == nil {
				bs = []int{}
			}
			jm.Boxes = append(jm.Boxes, bs)
			if m.Read[k] != "" {
				s := m.Read[k]
				jm.Read = append(jm.Read, &s)
			} else {
				jm.Read = append(jm.Read, nil)
			}
		}
		j.Moves = append(j.Moves, jm)
	}
	for _, m := range r.Review {
		j.Review = append(j.Review, r.ReviewLine(m))
	}
	for _, w := range r.Warnings {
		j.Warnings = append(j.Warnings, jsonWarning(w))
	}
	b, err := json.Marshal(j)
	if err != nil {
		panic(err) // plain data: cannot fail
	}
	return append(append(dst, b...), '\n')
}
