// Package sim simulates a handwriting recogniser reading a scoresheet, for
// the benchmark of package sheet: a real game's moves are written in one of
// several languages, as a player writes them (capture and check signs left
// out now and then), and read back by a noisy recogniser that offers one to
// five candidate strings per box with noisy probabilities. The noise is its
// own model, written apart from the decoder's channel model: its confusion
// pairs overlap with the decoder's (both come from how handwriting looks)
// but are not the same table, and a share of its errors are substitutions
// that no table lists.
package sim

import (
	"math"
	"math/rand/v2"
	"slices"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/sheet"
)

// Noise sets the simulation.
type Noise struct {
	// Level is the chance that the recogniser misreads one character of
	// a reading (a look-alike, another character, one dropped or doubled).
	Level float64
	// Unreadable is the share of boxes the recogniser reads nothing in.
	Unreadable float64
	// MaxCandidates is the most candidates per box (1 to MaxCandidates,
	// uniformly).
	MaxCandidates int
	// SignDrop is the chance that the writer leaves out a capture or a
	// check sign (each).
	SignDrop float64
	// Missing and Doubled are the writer's slips per box: a move not
	// written, a move written twice.
	Missing, Doubled float64
}

// Default is the noise of the benchmark but for Level.
var Default = Noise{Unreadable: 0.05, MaxCandidates: 5, SignDrop: 0.3}

// look-alikes the simulated recogniser makes, with their weight: shapes of
// handwritten characters. Some pairs the decoder's table has, some it has
// not.
var lookAlike = map[rune][]rune{
	'1': {'l', 'I', '7', '/'}, '2': {'Z', 'z', '7', '3'}, '3': {'8', '5', '2', 'B'}, '4': {'9', 'A', 'h', 'y'},
	'5': {'S', 's', '6', '3'}, '6': {'b', 'G', '0', '5'}, '7': {'1', 'T', '2'}, '8': {'B', '3', '0', 'g'},
	'a': {'d', 'o', 'u', 'c', 'q'}, 'b': {'h', '6', 'l', 'k'}, 'c': {'e', 'r', 'o', 'a'}, 'd': {'a', 'b'},
	'e': {'c', 'l', 'o'}, 'f': {'t', 'l', 'j'}, 'g': {'q', 'y', '9', 'j'}, 'h': {'b', 'n', 'k'},
	'x': {'k', 'y', 'X', '+', '*'}, '+': {'t', 'x', '4', '-'}, '#': {'H', '+'},
	'K': {'R', 'H', 'X', 'k'}, 'Q': {'O', 'G', 'D', '0', 'a'}, 'R': {'K', 'P', 'B', 'n'}, 'B': {'8', 'R', 'D', 'P', '3'},
	'N': {'H', 'W', 'M', 'n', 'V'}, 'D': {'O', 'B', '0', 'P'}, 'T': {'I', 'F', '7', 'J'}, 'A': {'H', '4', 'R'},
	'C': {'G', 'L', 'c', '('}, 'S': {'5', 'G', 's', '8'}, 'L': {'I', 'C', '1', 'b'}, 'O': {'0', 'D', 'Q', 'o'},
	'0': {'O', 'o', '6', 'D'}, '-': {'_', '~', '='}, '=': {'-', '2'},
	'♔': {'♕', '♖'}, '♕': {'♔', '♗'}, '♖': {'♔', '♗'}, '♗': {'♘', '♕'}, '♘': {'♗', '♖'},
	'♚': {'♛', '♜'}, '♛': {'♚', '♝'}, '♜': {'♚', '♝'}, '♝': {'♞', '♛'}, '♞': {'♝', '♜'},
	'Ф': {'О', 'Р'}, 'Л': {'Д', 'П'}, 'С': {'Е', 'с', 'G'}, 'К': {'Х', 'к', 'Н'}, 'р': {'п', 'г'},
}

var files, ranks, letters = []rune("abcdefgh"), []rune("12345678"), []rune("KQRBNDTSLACPF")

// Write spells move m of position p as a player writes it in l's letters:
// canonical SAN, castling as 0-0 half the time, a capture or check sign
// left out with chance n.SignDrop.
func Write(p *board.Position, m board.Move, l *locales.Locale, n Noise, rng *rand.Rand) string {
	san := p.Canonical(m)
	if san.Capture && rng.Float64() < n.SignDrop && san.Role != board.Pawn {
		san.Capture = false
	}
	if san.Check != board.NoMark && rng.Float64() < n.SignDrop {
		san.Check = board.NoMark
	}
	out := l.Output()
	letters := out[p.Turn()]
	s := string(san.Append(nil, &letters))
	if san.Castle != board.NoCastle && rng.IntN(2) == 0 {
		s = map[string]string{"O-O": "0-0", "O-O-O": "0-0-0", "O-O+": "0-0+", "O-O-O+": "0-0-0+", "O-O#": "0-0#", "O-O-O#": "0-0-0#"}[s]
	}
	return s
}

// Read is the recogniser: the candidates it offers for the written string
// w, most probable first, or none (an unreadable box).
func Read(w string, n Noise, rng *rand.Rand) sheet.Box {
	if rng.Float64() < n.Unreadable {
		return sheet.Box{}
	}
	k := 1 + rng.IntN(max(n.MaxCandidates, 1))
	type reading struct {
		text  string
		score float64
	}
	var rs []reading
	for try := 0; len(rs) < k && try < 6*k; try++ {
		text, errs := corrupt(w, n.Level, rng)
		if text == "" || slices.ContainsFunc(rs, func(r reading) bool { return r.text == text }) {
			continue
		}
		// the recogniser's confidence follows its errors, with noise
		rs = append(rs, reading{text, math.Exp(-1.2*float64(errs) + rng.NormFloat64()*0.8)})
	}
	total := 0.6 + 0.4*rng.Float64() // the rest is the recogniser's "none of these"
	sum := 0.0
	for _, r := range rs {
		sum += r.score
	}
	box := make(sheet.Box, 0, len(rs))
	for _, r := range rs {
		box = append(box, sheet.Candidate{Text: r.text, P: math.Round(total*r.score/sum*1000) / 1000})
	}
	slices.SortStableFunc(box, func(a, b sheet.Candidate) int {
		switch {
		case a.P > b.P:
			return -1
		case a.P < b.P:
			return 1
		}
		return 0
	})
	return box
}

// corrupt misreads each character of w with chance level: a look-alike
// (55%), another character of its kind (15%), the character dropped (15%)
// or doubled (15%). It returns the reading and its number of errors.
func corrupt(w string, level float64, rng *rand.Rand) (string, int) {
	out := make([]rune, 0, len(w)+2)
	errs := 0
	for _, r := range w {
		if rng.Float64() >= level {
			out = append(out, r)
			continue
		}
		errs++
		switch u := rng.Float64(); {
		case u < 0.55 && len(lookAlike[r]) > 0:
			alts := lookAlike[r]
			out = append(out, alts[rng.IntN(len(alts))])
		case u < 0.70 || u < 0.55:
			out = append(out, other(r, rng))
		case u < 0.85:
			// dropped
		default:
			out = append(out, r, r)
		}
	}
	return string(out), errs
}

func other(r rune, rng *rand.Rand) rune {
	var set []rune
	switch {
	case r >= 'a' && r <= 'h':
		set = files
	case r >= '1' && r <= '8':
		set = ranks
	case r >= 'A' && r <= 'Z' || r >= utf8.RuneSelf:
		set = letters
	default:
		set = []rune("x+-#=")
	}
	for {
		if o := set[rng.IntN(len(set))]; o != r || len(set) == 1 {
			return o
		}
	}
}

// Sheet writes a whole game (its moves from start) as a scoresheet read by
// the recogniser: one box per move, but for the writer's slips.
func Sheet(start board.Position, moves []board.Move, l *locales.Locale, n Noise, rng *rand.Rand) *sheet.Sheet {
	s := &sheet.Sheet{}
	pos := start
	for _, m := range moves {
		w := Write(&pos, m, l, n, rng)
		pos.PlayUnchecked(m)
		if rng.Float64() < n.Missing {
			continue
		}
		s.Boxes = append(s.Boxes, Read(w, n, rng))
		if rng.Float64() < n.Doubled {
			s.Boxes = append(s.Boxes, Read(w, n, rng))
		}
	}
	return s
}
