package sheet

import (
	"math"
	"sync"
)

// The channel model: how far a recogniser's string is from a spelling of a
// legal move, in edits. An edit of cost 1 is a full, unexplained mistake
// (a character that is simply wrong, missing or extra); the characters that
// handwriting makes look alike cost less, as do the marks writers leave
// out. The likelihood of a string given a move is exp(-Alpha·cost): with
// Alpha = ln 20, every full edit divides it by twenty, a look-alike (0.3)
// by 2.5, a sign left out (0.1) by 1.3. The numbers are few and named; they come from how handwriting
// goes wrong (the pairs below), not from the benchmark, and they are frozen.
const (
	// Alpha turns edit costs into likelihoods: L = exp(-Alpha·cost).
	Alpha = 2.995732 // ln 20

	costEdit      = 1.0  // a character substituted, dropped or added, unexplained
	costClass     = 0.9  // substituted by another of its class (file for file, rank for rank)
	costCase      = 0.15 // the same letter in the other case
	costMark      = 0.1  // a capture, check, mate, promotion or dash sign missing or added
	costDoubled   = 0.3  // a character written (or read) twice
	costTranspose = 0.8  // two neighbours swapped
	// maxCost is where a string stops being evidence for a move: beyond it
	// the likelihood counts as zero, and only the box's floor remains.
	maxCost = 2.5

	// costCaptureMissing, costCaptureWrong, costCheckWrong: the structural
	// reader's penalties for a candidate that names the move but gets a
	// sign wrong (the edit distance charges the same signs costMark).
	costCaptureMissing = 0.1
	costCaptureWrong   = 0.6
	costCheckWrong     = 0.4
	costPromoMissing   = 0.3 // e8 for e8=Q
	costPawnFile       = 0.2 // exd for exd5
	costKingCastle     = 0.3 // Kg1 for O-O
)

// confusions are the pairs of characters handwriting recognisers mistake for
// each other (in both directions), with their cost in edits. They are the
// look-alikes of handwritten digits and letters in move boxes: a figure
// against a letter (1/l, 5/S, 8/B, 0/O), lower-case letters with similar
// strokes (c/e, h/b, a/d), capitals (N/H, B/R), and ranks written alike (1/7,
// 3/8, 6/b). A pair not listed costs costClass or costEdit.
var confusions = []struct {
	a, b rune
	cost float64
}{
	// digits and letters
	{'1', 'l', 0.3}, {'1', 'I', 0.3}, {'1', 'i', 0.4}, {'1', '7', 0.4}, {'l', 'I', 0.3},
	{'5', 'S', 0.3}, {'5', 's', 0.35}, {'8', 'B', 0.3}, {'0', 'O', 0.2}, {'0', 'o', 0.25},
	{'6', 'b', 0.35}, {'6', 'G', 0.4}, {'9', 'g', 0.35}, {'9', 'q', 0.4}, {'2', 'Z', 0.35},
	{'2', 'z', 0.35}, {'4', 'A', 0.5}, {'4', '9', 0.45}, {'3', '8', 0.45}, {'3', '5', 0.5},
	{'6', '0', 0.5}, {'6', '8', 0.5}, {'7', '2', 0.5}, {'1', '4', 0.6}, {'3', '2', 0.6},
	{'5', '6', 0.5}, {'8', '0', 0.5}, {'0', 'Q', 0.45}, {'1', 'T', 0.5}, {'7', 'T', 0.5},
	{'4', 'h', 0.6}, {'8', 'g', 0.6}, {'2', 'a', 0.6}, {'0', 'D', 0.5}, {'5', 'b', 0.6},
	// lower case, the files
	{'c', 'e', 0.3}, {'h', 'b', 0.3}, {'a', 'd', 0.35}, {'a', 'o', 0.4}, {'a', 'c', 0.45},
	{'e', 'f', 0.5}, {'f', 't', 0.4}, {'g', 'q', 0.35}, {'b', 'd', 0.45}, {'h', 'n', 0.35},
	{'h', 'k', 0.4}, {'d', 'c', 0.5}, {'g', 'y', 0.4}, {'e', 'o', 0.4}, {'c', 'o', 0.45},
	{'f', 'l', 0.5}, {'g', 'a', 0.5}, {'b', 'l', 0.5}, {'x', 'k', 0.5}, {'x', 'y', 0.5},
	{'x', '+', 0.5}, {'x', '*', 0.4},
	// capitals, the piece letters of the languages
	{'N', 'H', 0.3}, {'N', 'W', 0.45}, {'N', 'M', 0.45}, {'B', 'R', 0.4}, {'B', 'D', 0.45},
	{'B', 'P', 0.45}, {'R', 'K', 0.45}, {'R', 'P', 0.4}, {'Q', 'O', 0.35}, {'Q', 'G', 0.45},
	{'K', 'X', 0.5}, {'K', 'H', 0.5}, {'D', 'O', 0.4}, {'T', 'I', 0.45}, {'T', 'F', 0.45},
	{'C', 'G', 0.4}, {'C', 'L', 0.5}, {'A', 'H', 0.5}, {'S', 'G', 0.5}, {'L', 'I', 0.5},
	{'F', 'E', 0.4}, {'V', 'U', 0.4}, {'J', 'I', 0.45}, {'H', 'K', 0.5},
	// capital against lower-case shapes of other letters
	{'B', 'b', 0.3}, {'B', 'h', 0.45}, {'N', 'n', 0.2}, {'K', 'k', 0.2}, {'Q', 'q', 0.3},
	{'Q', 'a', 0.5}, {'R', 'n', 0.5}, {'D', 'd', 0.3}, {'C', 'c', 0.15}, {'C', 'e', 0.4},
	{'S', 's', 0.15}, {'L', 'l', 0.3}, {'T', 't', 0.3}, {'T', 'f', 0.45}, {'G', 'g', 0.4},
	{'O', 'o', 0.1}, {'D', 'a', 0.5}, {'L', 'b', 0.5},
	// signs
	{'-', '—', 0.1}, {'-', '–', 0.1}, {'-', '_', 0.2}, {'-', '=', 0.4}, {'-', '~', 0.3},
	{'+', 't', 0.5}, {'+', '#', 0.4}, {'x', ':', 0.3}, {'x', '×', 0.05},
}

// marks are the signs a writer may leave out or add: their absence or
// presence is almost no evidence about the move.
func isMark(r rune) bool {
	switch r {
	case 'x', 'X', ':', '×', '+', '#', '-', '=', '!', '?', '.', '(', ')', '/', '–', '—', '‡', '†':
		return true
	}
	return false
}

type runePair struct{ a, b rune }

var confusionCost = func() map[runePair]float64 {
	m := make(map[runePair]float64, 2*len(confusions))
	for _, c := range confusions {
		if old, ok := m[runePair{c.a, c.b}]; !ok || c.cost < old {
			m[runePair{c.a, c.b}] = c.cost
			m[runePair{c.b, c.a}] = c.cost
		}
	}
	return m
}()

// asciiSub is the substitution cost between two ASCII bytes, a table so
// that the edit distance's inner loop makes no map lookup. It is
// subCostSlow of each pair, built without a map lookup per pair (16,384
// of them were a tenth of every run's start-up): the default costs, then
// the ASCII confusions over them, then the case and identity rules
// (TestASCIISub compares it with subCostSlow).
var asciiSub = func() (t [128][128]float32) {
	var base [128][128]float64
	for a := range rune(128) {
		for b := range rune(128) {
			base[a][b] = costEdit
			if ca := class(a); ca != 0 && ca == class(b) {
				base[a][b] = costClass
			}
		}
	}
	for p, c := range confusionCost {
		if p.a >= 0 && p.a < 128 && p.b >= 0 && p.b < 128 {
			base[p.a][p.b] = c
		}
	}
	for a := range rune(128) {
		for b := range rune(128) {
			c := base[a][b]
			if lower(a) == lower(b) && costCase < c {
				c = costCase
			}
			if a == b {
				c = 0
			}
			t[a][b] = float32(c)
		}
	}
	return t
}()

func class(r rune) int {
	switch {
	case r >= 'a' && r <= 'h':
		return 1
	case r >= '1' && r <= '8':
		return 2
	case r >= 'A' && r <= 'Z':
		return 3
	}
	return 0
}

func subCostSlow(a, b rune) float64 {
	if a == b {
		return 0
	}
	c, ok := confusionCost[runePair{a, b}]
	if !ok {
		c = costEdit
		if ca := class(a); ca != 0 && ca == class(b) {
			c = costClass
		}
	}
	if lower(a) == lower(b) && costCase < c {
		c = costCase
	}
	return c
}

func lower(r rune) rune {
	if r >= 'A' && r <= 'Z' {
		return r + 'a' - 'A'
	}
	return r
}

func subCost(a, b rune) float64 {
	if a < 128 && b < 128 {
		return float64(asciiSub[a][b])
	}
	if ia, ib := wideIndex(a), wideIndex(b); ia >= 0 && ib >= 0 {
		wideOnce.Do(initWideSub)
		return wideSub[ia][ib]
	}
	return subCostSlow(a, b)
}

// wideSub is asciiSub for the runes the sheets' letters use beyond ASCII:
// ASCII, the Cyrillic block (Russian, Ukrainian, Bulgarian letters) and
// the chess figurines, made on first use (it replaces a map lookup in the
// edit distance's inner loop; its values are subCostSlow's, unrounded).
var (
	wideOnce sync.Once
	wideSub  *[wideRunes][wideRunes]float64
)

const (
	cyrillic0, cyrillicN = 0x400, 0x80
	figurine0, figurineN = 0x2654, 12
	wideRunes            = 128 + cyrillicN + figurineN
)

// wideIndex is r's place in wideSub, or -1.
func wideIndex(r rune) int {
	switch {
	case r >= 0 && r < 128:
		return int(r)
	case r >= cyrillic0 && r < cyrillic0+cyrillicN:
		return 128 + int(r-cyrillic0)
	case r >= figurine0 && r < figurine0+figurineN:
		return 128 + cyrillicN + int(r-figurine0)
	}
	return -1
}

func initWideSub() {
	t := new([wideRunes][wideRunes]float64)
	var runes [wideRunes]rune
	for r := rune(0); r < 128; r++ {
		runes[wideIndex(r)] = r
	}
	for r := rune(cyrillic0); r < cyrillic0+cyrillicN; r++ {
		runes[wideIndex(r)] = r
	}
	for r := rune(figurine0); r < figurine0+figurineN; r++ {
		runes[wideIndex(r)] = r
	}
	for i, a := range runes {
		for j, b := range runes {
			t[i][j] = subCostSlow(a, b)
		}
	}
	wideSub = t
}

// indelCost is the cost of the character r being absent from one string
// and present in the other, where prev is the character before it in the
// string that has it (a doubled character is cheap).
func indelCost(r, prev rune) float64 {
	if isMark(r) {
		return costMark
	}
	if r == prev {
		return costDoubled
	}
	return costEdit
}

// maxRunes bounds the strings the edit distance compares; a candidate is
// cut to it when read (no move is longer: Ng1xf3=Q+ is 9).
const maxRunes = 16

// distance is the weighted Damerau-Levenshtein distance between the
// recogniser's string a and a spelling b, stopping early above limit.
// Both are at most maxRunes runes; it allocates nothing. It is the
// decoder's innermost loop (every candidate of a box against the spellings
// of every move the box is asked about): the substitution costs of an
// ASCII pair are read from asciiSub's row for a's rune directly, and the
// indel costs are computed once a string; the values, and the order they
// are added and compared in, are those of distanceSlow (a test compares
// the two).
func distance(a, b []rune, limit float64) float64 {
	var rows [3][maxRunes + 1]float64
	// ins[j] is the cost of b's j-th rune absent from a, the same in
	// every row
	var ins [maxRunes + 1]float64
	// bi[j]: b's j-th rune when ASCII, else -1 (subCost's slow way)
	var bi [maxRunes + 1]int32
	nb := min(len(b), maxRunes)
	prev2, prev, cur := &rows[0], &rows[1], &rows[2]
	prev[0] = 0
	for j := 1; j <= nb; j++ {
		var pb rune
		if j > 1 {
			pb = b[j-2]
		}
		ins[j] = indelCost(b[j-1], pb)
		prev[j] = prev[j-1] + ins[j]
		bi[j] = -1
		if r := b[j-1]; r >= 0 && r < 128 {
			bi[j] = r
		}
	}
	for i := 1; i <= len(a); i++ {
		var pa rune
		if i > 1 {
			pa = a[i-2]
		}
		ra := a[i-1]
		del := indelCost(ra, pa)
		cur[0] = prev[0] + del
		best := cur[0]
		var row *[128]float32
		if ra >= 0 && ra < 128 {
			row = &asciiSub[ra]
		}
		for j := 1; j <= nb; j++ {
			var s float64
			if c := bi[j]; row != nil && c >= 0 {
				s = float64(row[c])
			} else {
				s = subCost(ra, b[j-1])
			}
			d := prev[j-1] + s
			if v := prev[j] + del; v < d {
				d = v
			}
			if v := cur[j-1] + ins[j]; v < d {
				d = v
			}
			if i > 1 && j > 1 && ra == b[j-2] && pa == b[j-1] && ra != pa {
				if v := prev2[j-2] + costTranspose; v < d {
					d = v
				}
			}
			cur[j] = d
			if d < best {
				best = d
			}
		}
		if best > limit {
			return best
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[nb]
}

// likelihood turns a cost in edits into the likelihood of the string given
// the move (0 beyond maxCost).
func likelihood(cost float64) float64 {
	if cost > maxCost {
		return 0
	}
	return math.Exp(-Alpha * cost)
}
