package sheet

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/notaz-chess/notaz/board"
)

// Code names a kind of correction or doubt. Codes are stable: scripts
// match on them (docs/decode.md lists them).
type Code string

// The codes.
const (
	// CodeCorrected: the box's most probable string does not name the
	// chosen move (another candidate, a look-alike character, a missing
	// sign or the moves around it decided).
	CodeCorrected Code = "corrected"
	// CodeNoMatch: no candidate of the box names a legal move, even with a
	// few edits: the move is the board's and the neighbours' choice.
	CodeNoMatch Code = "no-match"
	// CodeUnreadable: the box is empty (the recogniser read nothing).
	CodeUnreadable Code = "unreadable"
	// CodeMissing: the sheet has no box for this move (not written down).
	CodeMissing Code = "missing-move"
	// CodeDoubled: the move was written in two boxes; both read as one.
	CodeDoubled Code = "doubled-box"
	// CodeDisagree: the two sheets read differently; the board decided.
	CodeDisagree Code = "sheets-disagree"
	// CodeAfterEnd: boxes after the game ended (checkmate, stalemate).
	CodeAfterEnd Code = "boxes-after-end"
	// CodeLowConfidence: the move is below the confidence threshold.
	CodeLowConfidence Code = "low-confidence"
)

// Warning is one correction or doubt, with where it is.
type Warning struct {
	Code  Code
	Sheet int    // 1-based; 0 when not about one sheet
	Box   int    // 1-based box in that sheet; 0 if none
	Ply   int    // 1-based ply of the decoded game; 0 if none
	Move  string // the chosen move with its number ("17...Nd7")
	Msg   string
}

func (w Warning) String() string { return w.Msg + " [" + string(w.Code) + "]" }

// Alt is a move with its probability.
type Alt struct {
	SAN string
	P   float64
}

// Move is one move of the decoded game.
type Move struct {
	Ply  int
	SAN  string // standard (English) SAN
	UCI  string
	Move board.Move
	// P is the probability of the move given its boxes and the position
	// (both sheets' boxes when two are decoded together).
	P float64
	// RunnerUp is the next most probable legal move there (empty SAN when
	// the move was the only legal one).
	RunnerUp Alt
	// Boxes are the 1-based boxes the move was read from, per sheet (0:
	// none, the move was not written; two when it was written twice).
	Boxes [maxSheets][]int
	// Read is the most probable string of each sheet's box ("" when empty
	// or no box).
	Read [maxSheets]string
	// AsRead is true when every sheet's most probable string names the move.
	AsRead bool

	asRead, noMatch, sheetDone [maxSheets]bool
}

// Result is a decoded game.
type Result struct {
	Tags     []Tag
	FEN      string // the start position ("" for the initial one)
	Moves    []Move
	Result   string // read from the last box, or "*"
	Language string // the letter set the sheet was read in ("en", "it" …)
	// LogScore is the natural log of the path's score (for comparing
	// decodings of one sheet).
	LogScore float64
	Warnings []Warning
	// Review lists the moves below the confidence threshold, for a person
	// to look at.
	Review []Move
	// Sure counts the moves at or above the threshold.
	Sure int
	// Sheets is how many sheets were decoded together, Line their input
	// lines, ID the first sheet's "id".
	Sheets int
	Lines  []int
	ID     []byte

	start board.Position
}

// Label returns a move's number and SAN as a person reads it: "17...Nd7".
func (r *Result) Label(m Move) string {
	full := r.start.FullmoveNumber()
	black := r.start.Turn() == board.Black
	ply := m.Ply - 1
	if black {
		ply++
	}
	n := full + ply/2
	if ply%2 == 1 {
		return strconv.Itoa(n) + "..." + m.SAN
	}
	return strconv.Itoa(n) + "." + m.SAN
}

func (d *decoder) result(path []step, score float64, langs []*lang) *Result {
	r := &Result{LogScore: score, Language: langs[0].loc.Code, start: d.start, Sheets: len(d.sheets)}
	pos := d.start
	var ml board.MoveList
	var boxes [maxSheets]int
	posts := make([][]scored, 0, 4)
	for i, st := range path {
		ml.Reset()
		pos.LegalMoves(&ml)
		n := ml.Len()
		comb := make([]float64, n)
		for j := range comb {
			comb[j] = 1
		}
		m := Move{Ply: i + 1, Move: st.mv, UCI: st.mv.UCI(), SAN: pos.Format(st.mv), AsRead: true}
		posts = posts[:0]
		for k := range d.models {
			m.sheetDone[k] = boxes[k] >= len(d.models[k])
			for c := 0; c < int(st.kind[k]); c++ {
				b := boxes[k] + c
				p, best := d.models[k][b].posterior(&pos, ml.Moves(), nil)
				posts = append(posts, p)
				m.Boxes[k] = append(m.Boxes[k], b+1)
				if c == 0 {
					if bx := d.boxes[k][b]; len(bx) > 0 {
						m.Read[k] = bx[0].Text
					}
					m.asRead[k] = d.models[k][b].namesAsRead(&pos, st.mv)
					m.noMatch[k] = !d.models[k][b].empty && best < noMatchBelow
					m.AsRead = m.AsRead && m.asRead[k]
				}
			}
			boxes[k] += int(st.kind[k])
		}
		if len(posts) == 0 {
			m.AsRead = false
		}
		for _, p := range posts {
			for j := range p {
				comb[j] *= p[j].p
			}
		}
		sum := 0.0
		for _, v := range comb {
			sum += v
		}
		chosen, ru := -1, -1
		for j, mv := range ml.Moves() {
			if mv == st.mv {
				chosen = j
			} else if ru < 0 || comb[j] > comb[ru] {
				ru = j
			}
		}
		if sum > 0 && chosen >= 0 {
			m.P = comb[chosen] / sum
		}
		if ru >= 0 && sum > 0 {
			m.RunnerUp = Alt{pos.Format(ml.At(ru)), comb[ru] / sum}
		}
		r.Moves = append(r.Moves, m)
		pos.PlayUnchecked(st.mv)
	}
	for k := range d.models {
		if left := len(d.models[k]) - boxes[k]; left > 0 {
			r.Warnings = append(r.Warnings, Warning{Code: CodeAfterEnd, Sheet: k + 1, Box: boxes[k] + 1,
				Msg: fmt.Sprintf("%sboxes %d to %d come after the game's end: not read", sheetName(k, len(d.models)), boxes[k]+1, len(d.models[k]))})
		}
	}
	return r
}

// namesAsRead reports whether the box's most probable string names mv (at
// most a sign missing or wrong).
func (m *boxModel) namesAsRead(p *board.Position, mv board.Move) bool {
	if m.empty {
		return false
	}
	return m.likelihoods(m.keyOf(p, mv))[0] >= float32(likelihood(0.25)) && m.cands[0].p == m.maxP()
}

func (m *boxModel) maxP() float64 {
	best := 0.0
	for _, c := range m.cands {
		best = max(best, c.p)
	}
	return best
}

func sheetName(k, n int) string {
	if n < 2 {
		return ""
	}
	return fmt.Sprintf("sheet %d: ", k+1)
}

// finish fills the tags, warnings, review list and counts.
func (r *Result) finish(d *decoder, mark float64) {
	seen := map[string]bool{}
	for _, s := range d.sheets {
		for _, t := range s.Tags {
			if !seen[t.Name] {
				seen[t.Name] = true
				r.Tags = append(r.Tags, t)
			}
		}
		r.Lines = append(r.Lines, s.Line)
	}
	r.ID = d.sheets[0].ID
	if r.Result == "" {
		r.Result = "*"
	}
	if init := board.StartPosition(d.start.Variant()); d.start.FEN() != init.FEN() {
		r.FEN = d.start.FEN()
	}
	var ws []Warning
	for _, m := range r.Moves {
		label := r.Label(m)
		alt := ""
		if m.RunnerUp.SAN != "" {
			alt = fmt.Sprintf("; runner-up %s (%s)", m.RunnerUp.SAN, prob(m.RunnerUp.P))
		}
		for k := range d.models {
			name := sheetName(k, len(d.models))
			bs := m.Boxes[k]
			switch {
			case len(bs) == 0 && !m.sheetDone[k]:
				ws = append(ws, Warning{CodeMissing, k + 1, 0, m.Ply, label,
					fmt.Sprintf("%s%s has no box: the move was not written down; inserted (%s%s)", name, label, prob(m.P), alt)})
			case len(bs) == 0:
			case len(d.boxes[k][bs[0]-1]) == 0:
				ws = append(ws, Warning{CodeUnreadable, k + 1, bs[0], m.Ply, label,
					fmt.Sprintf("%sbox %d is empty: %s chosen by the moves around it (%s%s)", name, bs[0], label, prob(m.P), alt)})
			case m.noMatch[k]:
				ws = append(ws, Warning{CodeNoMatch, k + 1, bs[0], m.Ply, label,
					fmt.Sprintf("%sbox %d read as %s: no legal move is spelled so; %s (%s%s)", name, bs[0], quoteRead(d.boxes[k][bs[0]-1]), label, prob(m.P), alt)})
			case !m.asRead[k]:
				ws = append(ws, Warning{CodeCorrected, k + 1, bs[0], m.Ply, label,
					fmt.Sprintf("%sbox %d read as %s: %s (%s%s)", name, bs[0], quoteRead(d.boxes[k][bs[0]-1]), label, prob(m.P), alt)})
			}
			if len(bs) == 2 {
				ws = append(ws, Warning{CodeDoubled, k + 1, bs[1], m.Ply, label,
					fmt.Sprintf("%sbox %d repeats box %d: %s written twice, read once", name, bs[1], bs[0], label)})
			}
		}
		if len(d.models) == 2 && m.Read[0] != "" && m.Read[1] != "" && m.Read[0] != m.Read[1] && !m.AsRead {
			ws = append(ws, Warning{CodeDisagree, 0, 0, m.Ply, label,
				fmt.Sprintf("%s: sheet 1 reads %s (box %s), sheet 2 %s (box %s): %s (%s%s)", label, m.Read[0], boxList(m.Boxes[0]), m.Read[1], boxList(m.Boxes[1]), m.SAN, prob(m.P), alt)})
		}
		if mark >= 0 && m.P < mark {
			r.Review = append(r.Review, m)
		} else {
			r.Sure++
		}
	}
	r.Warnings = append(ws, r.Warnings...)
}

// noMatchBelow is the likelihood under which a box names no legal move
// (its closest candidate is more than one full edit away).
var noMatchBelow = likelihood(1.3)

func boxList(bs []int) string {
	var s []string
	for _, b := range bs {
		s = append(s, strconv.Itoa(b))
	}
	return strings.Join(s, ",")
}

func quoteRead(b Box) string {
	var s []string
	for i, c := range b {
		if i == 3 {
			s = append(s, "…")
			break
		}
		s = append(s, fmt.Sprintf("%s (%s)", c.Text, prob(c.P)))
	}
	return strings.Join(s, ", ")
}

// Prob writes a probability as the review lines do: two decimals, never
// rounding a doubt away (0.996 is 0.99, not 1.00).
func Prob(p float64) string { return prob(p) }

// prob writes a probability with two decimals, never rounding a doubt away
// (0.996 is 0.99, not 1.00).
func prob(p float64) string {
	if math.IsNaN(p) {
		return "?"
	}
	v := math.Floor(p*100) / 100
	return strconv.FormatFloat(v, 'f', 2, 64)
}

// ReviewLine is the line a person reads for a move to check: "check
// 17...Nd7: read as Nd7 (0.48) or Nb7 (0.39)".
func (r *Result) ReviewLine(m Move) string {
	s := fmt.Sprintf("check %s: read as %s (%s)", r.Label(m), m.SAN, prob(m.P))
	if m.RunnerUp.SAN != "" {
		s += fmt.Sprintf(" or %s (%s)", m.RunnerUp.SAN, prob(m.RunnerUp.P))
	}
	var bs []string
	for k, b := range m.Boxes {
		if len(b) > 0 {
			bs = append(bs, sheetName(k, r.Sheets)+"box "+boxList(b))
		}
	}
	if len(bs) > 0 {
		s += " [" + strings.Join(bs, ", ") + "]"
	}
	return s
}
