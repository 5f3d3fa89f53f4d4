package replay

import (
	"slices"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser/san"
)

// strongEvidence is how many moves one language alone must read legally
// as other pieces than the English letters say before a game written in
// English letters, illegal in English, is read in that language without
// --from (with a warning). One or two such moves are more likely a slip:
// 1. d4 d5 2. Ke3 is an illegal king move, not Esperanto's 2. Be3.
const strongEvidence = 4

// detection is what ReplayAuto learnt about a game that several letter
// families read: every reading, so that Detector can choose another one
// in input order without replaying the game again.
type detection struct {
	legal   []*Game // the legal readings, one per family, in table order
	english *Game   // the English reading, when English reads every letter
	failed  *Game   // the reading that got furthest, when none is legal
	sole    bool    // only one family reads the letters (no other fields)
}

// soleFamily marks games whose letters one family alone reads: they
// establish that language when legal, and need nothing else.
var soleFamily = &detection{sole: true}

var englishFam *family

func englishFamily() *family { return englishFam }

// pick is the reading of a game on its own, without the input's language
// (see ReplayAuto for the rule). It never changes a reading in d: Detector
// may pick again.
func (d *detection) pick() *Game {
	if len(d.legal) == 0 {
		if d.english != nil {
			return d.english // PGN is English: its error is the one to fix
		}
		return d.failed
	}
	if e := d.english; e != nil && e.Err == nil {
		return e
	}
	alts := d.distinct()
	if d.english != nil {
		if len(alts) == 1 {
			if n := d.changes(alts[0]); n >= strongEvidence {
				return d.switched(alts[0], diag.T("%d moves are legal only so", n))
			}
		}
		return d.englishError(alts)
	}
	if len(alts) == 1 {
		return alts[0]
	}
	return ambiguousLanguage(alts[0], alts[1], firstDifference(alts[0], alts[1]))
}

// distinct returns the legal readings that differ from each other: the
// first of each set that resolves every move alike.
func (d *detection) distinct() []*Game {
	var out []*Game
	for _, r := range d.legal {
		dup := false
		for _, o := range out {
			if firstDifference(o, r) < 0 {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, r)
		}
	}
	return out
}

// readingOf returns the legal reading in l's family, or nil.
func (d *detection) readingOf(l *locales.Locale) *Game {
	for _, r := range d.legal {
		if r.Locale == l {
			return r
		}
	}
	return nil
}

// changes counts the moves of r whose letters English reads as another
// piece (or promotion) than r resolved them to.
func (d *detection) changes(r *Game) int {
	letters := english.Input(r.Variant.KingLeap())
	n := 0
	for node := range r.Nodes() {
		san, err := san.Parse(node.Source.Text(), letters)
		if err == nil && (san.Role != node.SAN.Role || san.Promotion != node.SAN.Promotion) {
			n++
		}
	}
	return n
}

// switched returns r with a warning when it changes a move written in
// English letters: such a change is never silent. why says what
// justifies it.
func (d *detection) switched(r *Game, why diag.Text) *Game {
	if d.english == nil {
		return r // letters English does not have: no English reading changes
	}
	i := firstDifference(d.english, r)
	if i < 0 {
		return r
	}
	n, pos := r.nodeAt(i)
	name := moveName(n.Source, &pos)
	english := diag.T("it is illegal")
	if en, epos := d.english.nodeAt(i); en != nil {
		english = diag.T("it is %s", epos.Format(en.Move))
	}
	w := r.Source.DiagT(n.Source.Pos(), diag.Warning, diag.Language, diag.T("%s is read as %s, in %s letters (%s); in English letters %s",
		name, pos.Format(n.Move), familyText(r.Locale), why, english))
	w.Move, w.Ply, w.FEN = name, n.Ply, pos.FEN()
	c := *r
	c.Notes = append(c.Notes[:len(c.Notes):len(c.Notes)], w)
	return &c
}

// englishError returns the English reading's error with the other
// languages' readings of the failing move as suggestions, where they agree
// with English up to it.
func (d *detection) englishError(alts []*Game) *Game {
	e := *d.english
	err := *e.Err
	err.Suggestions = err.Suggestions[:len(err.Suggestions):len(err.Suggestions)]
	at := e.Count() // the failing move, in document order
	var readings diag.Text
	for _, r := range alts {
		if firstDifference(&e, r) != at {
			continue
		}
		if n, pos := r.nodeAt(at); n != nil {
			if san := pos.Format(n.Move); !slices.Contains(err.Suggestions, san) {
				// Suggestions are canonical SAN; the message names the
				// language of each reading.
				err.Suggestions = append(err.Suggestions, san)
			}
			reading := diag.T("%s in %s", pos.Format(n.Move), familyText(r.Locale))
			if readings.IsZero() {
				readings = diag.T("read as %s", reading)
			} else {
				readings = diag.T("%s, as %s", readings, reading)
			}
		}
	}
	if !readings.IsZero() {
		err.Append(readings)
	}
	err.Remedy = diag.ChooseLanguage
	e.Err = &err
	return &e
}

// Detector settles, in input order, the games ReplayAuto read: a game that
// several languages read legally is read in the language the input has
// established, when that language reads it legally, even if English does
// too (then with a warning naming the move). A game establishes its
// language when it replays legally in that language only: its letters are
// that language's alone, or every other reading is illegal. The latest
// such game counts, so that a file of mixed languages follows them.
// Settling depends on the games before, never on workers: it gives the
// same result for -j 1 and -j 8. The zero Detector has no language.
type Detector struct {
	est *locales.Locale
}

// Settle returns the reading of g to keep and whether it is not g. Call it
// for every game of an input, in order; games replayed with fixed letters
// pass through.
func (d *Detector) Settle(g *Game) (*Game, bool) {
	det := g.det
	if det == nil {
		return g, false
	}
	if det.sole {
		if g.Err == nil {
			d.est = g.Locale
		}
		return g, false
	}
	out := g
	if d.est != nil {
		r := det.readingOf(d.est)
		if r != nil && (g.Err != nil || g.Locale != r.Locale && firstDifference(g, r) >= 0) {
			out = det.switched(r, diag.T("like the games before it"))
		}
	}
	if len(det.legal) == 1 && out.Err == nil {
		d.est = out.Locale
	}
	return out, out != g
}

// Detected says which language the game was read as and, when other
// languages read it legally too, where the first of them differs: the
// note `notaz convert -v` prints. It is "" for a game read with fixed
// letters.
func (g *Game) Detected() string { return g.DetectedText().String() }

// DetectedText is Detected in translatable form.
func (g *Game) DetectedText() diag.Text {
	if g.Descriptive != nil {
		return diag.T("read as %[1]s", diag.Word(g.Descriptive.Name+" notation")) // a word of the catalogs
	}
	if g.Locale == nil {
		return diag.Text{}
	}
	s := diag.T("read as %[1]s", diag.Word(g.Locale.Name)) // a game, in a language: not a move's "read as %s"
	if g.det == nil || g.det.sole || g.Err != nil {
		return s
	}
	for _, r := range g.det.distinct() {
		i := firstDifference(g, r)
		if i < 0 {
			continue
		}
		n, pos := r.nodeAt(i)
		s = diag.Join(s, diag.T("also legal in %s letters, where %s is %s", familyText(r.Locale), moveName(n.Source, &pos), pos.Format(n.Move)))
	}
	return s
}
