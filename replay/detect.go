package replay

import (
	"bytes"
	"slices"
	"sync"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/locales"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/parser/san"
)

// family is one set of input letters: languages whose letters are the same
// (de, sv, da) count once in detection.
type family struct {
	locale  *locales.Locale // the first member, in table order
	names   []string        // English names of the members
	letters *locales.Input
	roles   map[string]board.Role // every input spelling of a piece
	// shatranjRoles adds the letters Shatranj scores also use (F fers,
	// E/A alfil) where the language leaves them free.
	shatranjRoles map[string]board.Role
	// ascii and shatranjASCII are the single ASCII symbols that roles and
	// shatranjRoles read (a lowercase letter counting for its capital, as
	// in covers): most games' symbols are such letters, and a family
	// then covers them with two AND NOTs.
	ascii, shatranjASCII asciiSet
}

// asciiSet is a set of ASCII bytes.
type asciiSet [2]uint64

func (a *asciiSet) add(c byte)              { a[c>>6] |= 1 << (c & 63) }
func (a asciiSet) has(c byte) bool          { return a[c>>6]&(1<<(c&63)) != 0 }
func (a asciiSet) subsetOf(b asciiSet) bool { return a[0]&^b[0] == 0 && a[1]&^b[1] == 0 }

// asciiReads returns the single ASCII symbols roles reads, as covers does.
func asciiReads(roles map[string]board.Role) asciiSet {
	var a asciiSet
	for c := byte(1); c < 0x80; c++ {
		if _, ok := roles[string(rune(c))]; ok {
			a.add(c)
		} else if c >= 'i' && c <= 'z' {
			if _, ok := roles[string(rune(c-'a'+'A'))]; ok {
				a.add(c)
			}
		}
	}
	return a
}

var (
	familiesOnce sync.Once
	families     []*family
)

func loadFamilies() {
	byCode := map[string]*family{}
	for _, l := range locales.All() {
		if f, ok := byCode[l.Family]; ok {
			f.names = append(f.names, l.Name)
			continue
		}
		f := &family{locale: l, names: []string{l.Name}, roles: map[string]board.Role{}, shatranjRoles: map[string]board.Role{}}
		for role, spellings := range l.InputLetters(true) {
			for _, s := range spellings {
				f.shatranjRoles[s] = role
			}
		}
		for role, spellings := range l.InputLetters(false) {
			for _, s := range spellings {
				f.roles[s] = role
			}
		}
		f.ascii, f.shatranjASCII = asciiReads(f.roles), asciiReads(f.shatranjRoles)
		f.letters = l.Input(false)
		byCode[l.Family] = f
		if l.Code == "en" {
			englishFam = f
		}
		families = append(families, f)
	}
}

// symSet is the distinct piece symbols of a game: single ASCII letters
// (nearly all of them) as a bit set, the rest as sub-slices of its moves.
// Collecting them must not allocate for a game in ASCII letters
// (detection runs on every game of a dump): other is allocated only for
// the games that have such symbols (Kt, Кр, figurines).
type symSet struct {
	ascii asciiSet
	other [][]byte
}

func (s *symSet) add(b []byte) {
	if len(b) == 1 && b[0] < 0x80 {
		s.ascii.add(b[0])
		return
	}
	for _, x := range s.other {
		if bytes.Equal(x, b) {
			return
		}
	}
	s.other = append(s.other, b)
}

// all returns every symbol, the ASCII letters first (for the rare paths
// that look each up).
func (s *symSet) all() [][]byte {
	var out [][]byte
	for c := byte(0); c < 0x80; c++ {
		if s.ascii.has(c) {
			out = append(out, []byte{c})
		}
	}
	return append(out, s.other...)
}

// gameSymbols returns the distinct piece symbols g's moves start with, as
// a set. The parser collected them while building the tree (Game.Symbols,
// by parser.LeadingSymbol), so detection does not walk the tree again: a
// tree built by hand must fill Symbols for detection to see its letters.
func gameSymbols(g *parser.Game) symSet {
	var set symSet // other, rarely needed, is allocated then
	for _, s := range g.Symbols {
		set.add(s)
	}
	return set
}

// covers reports whether every symbol reads as a piece (or pawn letter)
// in f, allowing a lowercase ASCII letter for its capital as ParseSAN does.
func (f *family) covers(syms *symSet, shatranj bool) bool {
	roles, ascii := f.roles, f.ascii
	if shatranj {
		roles, ascii = f.shatranjRoles, f.shatranjASCII
	}
	if !syms.ascii.subsetOf(ascii) {
		return false
	}
	for _, s := range syms.other {
		if _, ok := roles[string(s)]; ok {
			continue
		}
		if len(s) == 1 && s[0] >= 'i' && s[0] <= 'z' {
			if _, ok := roles[string(rune(s[0]-'a'+'A'))]; ok {
				continue
			}
		}
		return false
	}
	return true
}

// ReplayAuto replays g reading its piece letters in whatever language
// replays it legally to the end. Candidates are the letter families that
// can read every piece symbol of the game; the rule, without the context
// of other games, is:
//
//   - PGN's SAN is English: when the English reading is legal, the game is
//     English (other legal readings are kept for Detector and -v).
//   - When English reads every letter but a move is illegal, another
//     language is taken only on evidence (one legal reading, with at
//     least strongEvidence moves whose piece it changes), with a warning;
//     otherwise the English error stands, the other readings as
//     suggestions.
//   - When English cannot read the letters, a single legal reading (or
//     several that agree) is taken; several that disagree are an error
//     naming the move.
//
// If no family can read all symbols, the game is read with mixed
// alphabets where replay makes each move unambiguous, and that is noted.
// Detector settles the games in input order with the language the input
// has established.
func ReplayAuto(g *parser.Game, opts Options) *Game {
	familiesOnce.Do(loadFamilies)
	syms := gameSymbols(g)

	v, _ := variantOf(g, opts.Variant)
	shatranj := v.KingLeap()
	var candBuf [32]*family
	cands := candBuf[:0]
	for _, f := range families {
		if f.covers(&syms, shatranj) {
			cands = append(cands, f)
		}
	}
	if len(cands) == 0 {
		return replayMixed(g, opts, syms.all())
	}
	if len(cands) == 1 {
		rg := replayAs(g, opts, cands[0])
		rg.det = soleFamily
		return rg
	}
	det := &detection{}
	for _, f := range cands {
		rg := replayAs(g, opts, f)
		rg.det = det
		if f == englishFamily() && standard(&syms) && (rg.Err == nil || rg.Err.Code != diag.Syntax) {
			det.english = rg // English reads every letter as SAN does
		}
		if rg.Err == nil {
			det.legal = append(det.legal, rg)
		} else if det.failed == nil || rg.Count() > det.failed.Count() {
			det.failed = rg
		}
	}
	return det.pick()
}

// standard reports whether the symbols are SAN's: English reads P as a
// pawn, but SAN never writes it, and a P in a score is as likely the
// Dutch knight (1.d4 Pf6 is Donner-Olafsson's Nf6, not f6). Such a game
// gets no English preference.
func standard(syms *symSet) bool {
	return !syms.ascii.has('P') && !syms.ascii.has('p')
}

func replayAs(g *parser.Game, opts Options, f *family) *Game {
	opts.Locale = f.locale
	rg := Replay(g, opts)
	rg.Locale = f.locale
	return rg
}

// firstDifference returns the index, in document order, of the first
// move a and b resolve differently, or -1.
func firstDifference(a, b *Game) int {
	an, bn := slices.Collect(a.Nodes()), slices.Collect(b.Nodes())
	for i := range an {
		if i >= len(bn) || an[i].Move != bn[i].Move {
			return i
		}
	}
	if len(bn) > len(an) {
		return len(an)
	}
	return -1
}

// nodeAt returns move i in document order and the position before it.
// Only error messages need it, so it plays the moves again.
func (g *Game) nodeAt(i int) (*Node, board.Position) {
	k := 0
	var found *Node
	var at board.Position
	var walk func(l *Line, pos board.Position) bool
	walk = func(l *Line, pos board.Position) bool {
		for j := range l.Nodes {
			n := &l.Nodes[j]
			if k == i {
				found, at = n, pos
				return true
			}
			k++
			before := pos
			pos.PlayUnchecked(n.Move)
			for v := range n.Variations {
				if walk(&n.Variations[v], before) {
					return true
				}
			}
		}
		return false
	}
	walk(&g.Moves, g.Start)
	return found, at
}

// ambiguousLanguage makes a's error say that move i reads as different
// legal moves in a's and b's languages. A game where one of them stopped
// before move i has no node there: the text and position then come from
// the other.
func ambiguousLanguage(a, b *Game, i int) *Game {
	na, pa := a.nodeAt(i)
	nb, pb := b.nodeAt(i)
	if na == nil {
		na, pa = nb, pb
	}
	if nb == nil {
		nb, pb = na, pa
	}
	ra := pa.PieceAt(na.Move.From).Role
	rb := pb.PieceAt(nb.Move.From).Role
	mv := na.Source
	name := moveName(mv, &pa)
	what := func(r board.Role, pos *board.Position, n *Node) any {
		if ra == rb {
			return pos.Format(n.Move)
		}
		return article(r)
	}
	d := a.Source.DiagT(mv.Pos(), diag.Error, diag.Language, diag.T("%s is %s in %s and %s in %s", name,
		what(ra, &pa, na), familyText(a.Locale),
		what(rb, &pb, nb), familyText(b.Locale)))
	d.Move, d.FEN, d.Remedy = name, pa.FEN(), diag.ChooseLanguage
	c := *a // a is a reading Detector may still choose
	c.Err = &d
	return &c
}

func article(r board.Role) diag.Text {
	return diag.T("a %s move", r)
}

func familyOf(l *locales.Locale) *family {
	for _, f := range families {
		if f.locale == l {
			return f
		}
	}
	return &family{locale: l, names: []string{l.Name}}
}

// replayMixed reads a game whose symbols no single language covers: each
// move is read with the family that covers most of the game's symbols, and
// where that fails, with every other family; a move is accepted when
// exactly one legal move comes out, and noted.
func replayMixed(g *parser.Game, opts Options, syms [][]byte) *Game {
	var primary *family
	best := -1
	for _, f := range families {
		n := 0
		for _, s := range syms {
			if _, ok := f.roles[string(s)]; ok {
				n++
			}
		}
		if n > best {
			primary, best = f, n
		}
	}
	v, _ := variantOf(g, opts.Variant)
	shatranj := v.KingLeap()
	var others []*locales.Input
	var otherFam []*family
	for _, f := range families {
		if f != primary {
			others = append(others, f.locale.Input(shatranj))
			otherFam = append(otherFam, f)
		}
	}
	opts.Locale = primary.locale
	rg := replayWith(g, opts, others, otherFam)
	rg.Locale = primary.locale
	return rg
}

// SuggestLanguages reads the move of an illegal or unreadable move's
// finding with other piece letters and returns the legal moves that come
// out, best first, each once, as canonical SAN in English letters (the
// form of Diagnostic.Suggestions; front ends write them in the game's
// letters). First comes the move with another piece letter of the game's
// own language (f.Locale): Rd1 in an Italian score, where R is the king
// and the rook is T, is most likely Td1 with a slip of the pen. Then the
// move read with every other language's letters: the commonest cause of an
// unreadable move in a score is a letter from another language.
func SuggestLanguages(f *diag.Diagnostic, v board.Variant) []string {
	familiesOnce.Do(loadFamilies)
	if f.FEN == "" || f.Move == "" {
		return nil
	}
	pos, err := board.ParseFEN(f.FEN, v)
	if err != nil {
		return nil
	}
	text := []byte(f.Move)
	if i := bytes.LastIndexByte(text, '.'); i >= 0 {
		text = text[i+1:]
	}
	var out []string
	seen := map[board.Move]bool{}
	add := func(m board.Move) {
		if !seen[m] {
			seen[m] = true
			out = append(out, pos.Format(m))
		}
	}
	own := english
	if f.Locale != "" {
		if l, err := locales.Lookup(f.Locale); err == nil {
			own = l
		}
	}
	if own != english {
		// The commonest slip in a localized score is an English letter
		// (R for the rook where Italian writes T): that reading first.
		if san, err := san.Parse(text, english.Input(v.KingLeap())); err == nil {
			if m, _, err := pos.Resolve(san); err == nil {
				add(m)
			}
		}
	}
	if san, err := san.Parse(text, own.Input(v.KingLeap())); err == nil && san.Role > board.Pawn {
		for role := board.Knight; role <= board.King; role++ {
			if role == san.Role {
				continue
			}
			alt := san
			alt.Role = role
			if m, _, err := pos.Resolve(alt); err == nil {
				add(m)
			}
		}
	}
	for _, fam := range families {
		san, err := san.Parse(text, fam.locale.Input(v.KingLeap()))
		if err != nil {
			continue
		}
		if m, _, err := pos.Resolve(san); err == nil {
			add(m)
		}
	}
	return out
}
