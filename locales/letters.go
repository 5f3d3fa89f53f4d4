package locales

import (
	"sort"
	"sync"

	"github.com/notaz-chess/notaz/board"
)

// Input reads the piece letters of one notation (a language, figurines):
// the table a SAN reader looks letters up in. Lookup is a byte table for
// single ASCII letters and a short list for the rest (multi-rune "Кр",
// "Kt"; Cyrillic, Greek, figurines), tried longest first so that "Кр"
// (king) wins over "К" (knight). An Input is immutable once built.
type Input struct {
	ascii  [128]board.Role
	seqs   []spelled // non-ASCII or multi-byte spellings, longest first
	first  [256]bool // first bytes of seqs: most bytes skip the list
	files  []spelled // extra file letters (ç for c), role field unused
	ffirst [256]bool
	// plain is the role of each ASCII piece letter a reader may take
	// without the lookups above when it stands before a byte of plain
	// SAN (see Plain); plainOK says that the table reads the bytes of
	// plain SAN as standard SAN does. Filled by setPlain.
	plain   [128]board.Role
	plainOK bool
}

// spelled is one spelling of a piece letter or file letter.
type spelled struct {
	s    string
	role board.Role
	file int8
}

// NewInput builds an input table. Each role may have several spellings
// (figurines ♘ and ♞, old English Kt beside N). A letter may be given for
// board.Pawn ("P"): a reader then accepts it in front of a pawn move.
func NewInput(m map[board.Role][]string) *Input {
	in := &Input{}
	for role, list := range m {
		for _, s := range list {
			if s == "" {
				continue
			}
			if len(s) == 1 && s[0] < 0x80 {
				in.ascii[s[0]] = role
				continue
			}
			in.seqs = append(in.seqs, spelled{s: s, role: role})
			in.first[s[0]] = true
		}
	}
	sortSpelled(in.seqs)
	in.setPlain()
	return in
}

// plainSAN marks the bytes of plain SAN besides piece letters: files,
// ranks, the capture mark, the promotion sign and the check signs.
var plainSAN = func() (t [128]bool) {
	for _, c := range []byte("abcdefgh12345678x=+#") {
		t[c] = true
	}
	return t
}()

// setPlain fills in.plain and in.plainOK. A letter is plain when it is a
// single-byte piece letter (not P, which marks a spelling) that no longer
// spelling starting with it could claim before a plain SAN byte ("Kt" does
// not: t is none). The table is plain when none of the other plain SAN
// bytes is a piece letter or starts a spelling or an extra file letter.
func (in *Input) setPlain() {
	in.plain = [128]board.Role{}
	in.plainOK = true
	for c := range 128 {
		if !plainSAN[c] {
			continue
		}
		if in.ascii[c] != board.NoRole || in.first[c] || in.ffirst[c] {
			in.plainOK = false
		}
	}
	for c := range 128 {
		r := in.ascii[c]
		if r == board.NoRole || r == board.Pawn || c == 'O' || plainSAN[c] || in.ffirst[c] {
			continue
		}
		if in.first[c] {
			claimed := false
			for _, q := range in.seqs {
				if q.s[0] == byte(c) && len(q.s) > 1 && q.s[1] < 128 && plainSAN[q.s[1]] {
					claimed = true
				}
			}
			if claimed {
				continue
			}
		}
		in.plain[c] = r
	}
}

// Plain returns the role of the piece letter c when c may be read at once
// in plain SAN: a token whose other bytes are files, ranks, x, =, + or #
// only. It returns NoRole for anything else, and for every c when the table
// reads some byte of plain SAN otherwise than standard SAN does: the reader
// then takes the general path. (Plain SAN reads the same with Piece.)
func (in *Input) Plain(c byte) board.Role {
	if c >= 128 || !in.plainOK {
		return board.NoRole
	}
	return in.plain[c]
}

// PlainOK reports whether the table reads every byte of plain SAN other
// than piece letters as standard SAN does (see Plain): a reader may then
// read a pawn move such as "exd5" at once.
func (in *Input) PlainOK() bool { return in.plainOK }

func sortSpelled(s []spelled) {
	sort.Slice(s, func(i, j int) bool {
		if len(s[i].s) != len(s[j].s) {
			return len(s[i].s) > len(s[j].s)
		}
		return s[i].s < s[j].s
	})
}

// WithFiles returns a copy of in that also reads the given letters as
// files (0 = a … 7 = h): French scores write ç4 and é4, Greek ones ε4,
// Russian ones a Cyrillic е for e. File marks their use with
// board.SpellOther.
func (in *Input) WithFiles(files map[string]int) *Input {
	c := *in
	c.seqs = append([]spelled(nil), in.seqs...)
	c.files = append([]spelled(nil), in.files...)
	for s, f := range files {
		if s == "" || f < 0 || f > 7 {
			continue
		}
		c.files = append(c.files, spelled{s: s, file: int8(f)})
		c.ffirst[s[0]] = true
	}
	sortSpelled(c.files)
	c.setPlain()
	return &c
}

// Piece returns the role whose letter starts s, and the letter's length.
// A lowercase ASCII letter that is not a file (n, r, q, k) is read as the
// uppercase piece with SpellLowercasePiece; a to h never are.
func (in *Input) Piece(s []byte) (board.Role, int, board.Spelling) {
	if len(s) == 0 {
		return board.NoRole, 0, 0
	}
	c := s[0]
	if in.first[c] {
		for _, q := range in.seqs {
			if len(s) >= len(q.s) && string(s[:len(q.s)]) == q.s {
				return q.role, len(q.s), 0
			}
		}
	}
	if c < 0x80 {
		if r := in.ascii[c]; r != board.NoRole {
			return r, 1, 0
		}
		if c >= 'i' && c <= 'z' {
			if r := in.ascii[c-'a'+'A']; r != board.NoRole {
				return r, 1, board.SpellLowercasePiece
			}
		}
	}
	return board.NoRole, 0, 0
}

// SameAt reports whether in and o answer alike every question a SAN
// reader asks them about text that starts with the byte c: Piece(s) and
// File(s) for any s with s[0] == c, and Plain(c) when both are plain
// (PlainOK, which is the table's, is for the caller to compare). Two
// tables that agree at every byte of a token, and on PlainOK, read it
// alike: a reader that tries a token in many tables (the prose decoder
// tries each word in every language's) parses it once for each group of
// tables that agree. Kept beside Piece and File, whose lookups it mirrors.
func (in *Input) SameAt(o *Input, c byte) bool {
	if c < 0x80 {
		if in.ascii[c] != o.ascii[c] || in.plain[c] != o.plain[c] {
			return false
		}
		if c >= 'i' && c <= 'z' && in.ascii[c-'a'+'A'] != o.ascii[c-'a'+'A'] {
			return false // Piece reads a lowercase letter as its capital
		}
	}
	if in.first[c] != o.first[c] || in.ffirst[c] != o.ffirst[c] {
		return false
	}
	return sameFrom(in.seqs, o.seqs, c) && sameFrom(in.files, o.files, c)
}

// sameFrom reports whether a and b hold the same spellings starting with
// c, in the same order (the first that matches wins).
func sameFrom(a, b []spelled, c byte) bool {
	i, j := 0, 0
	for {
		for i < len(a) && a[i].s[0] != c {
			i++
		}
		for j < len(b) && b[j].s[0] != c {
			j++
		}
		if i == len(a) || j == len(b) {
			return i == len(a) && j == len(b)
		}
		if a[i] != b[j] {
			return false
		}
		i, j = i+1, j+1
	}
}

// File returns the file (0..7) at the start of s and its length; -1 when
// s starts with no file.
func (in *Input) File(s []byte) (int8, int, board.Spelling) {
	if len(s) == 0 {
		return -1, 0, 0
	}
	if c := s[0]; c >= 'a' && c <= 'h' {
		return int8(c - 'a'), 1, 0
	}
	if in.ffirst[s[0]] {
		for _, f := range in.files {
			if len(s) >= len(f.s) && string(s[:len(f.s)]) == f.s {
				return f.file, len(f.s), board.SpellOther
			}
		}
	}
	return -1, 0, 0
}

// Letter returns a spelling of role's letter, or "?" if there is none
// (for messages: "write Cg1-f3").
func (in *Input) Letter(role board.Role) string {
	for c := range in.ascii {
		if in.ascii[c] == role {
			return string(rune(c))
		}
	}
	for _, q := range in.seqs {
		if q.role == role {
			return q.s
		}
	}
	return "?"
}

// Output is the text written for each piece, by colour and role
// ([board.Color][board.Role]); pawns have none. It is a value: changing a
// copy changes no locale.
type Output [2][7]string

// Output returns the letters the locale writes. For figurines White's and
// Black's symbols differ.
func (l *Locale) Output() Output {
	var out Output
	for c := board.White; c <= board.Black; c++ {
		for r := board.Knight; r <= board.King; r++ {
			out[c][r] = l.OutputLetter(r, c)
		}
	}
	return out
}

// Input returns the table that reads the locale's letters: its canonical
// letters and aliases, and its extra file letters. In Shatranj the
// language's letters are extended with F for the fers and E and A for the
// alfil wherever the language leaves them free, as Shatranj scores write
// them. Tables are built once and shared.
func (l *Locale) Input(shatranj bool) *Input {
	i := 0
	if shatranj {
		i = 1
	}
	l.inputOnce[i].Do(func() {
		in := NewInput(l.InputLetters(shatranj))
		if files := l.InputFiles(); len(files) > 0 {
			m := make(map[string]int, len(files))
			for r, f := range files {
				m[string(r)] = int(f - 'a')
			}
			in = in.WithFiles(m)
		}
		l.input[i] = in
	})
	return l.input[i]
}

// addShatranjLetters adds F for the fers and E and A for the alfil to m
// wherever the language does not use them.
func addShatranjLetters(m map[board.Role][]string) {
	used := map[string]bool{}
	for _, ss := range m {
		for _, s := range ss {
			used[s] = true
		}
	}
	for _, x := range []struct {
		s string
		r board.Role
	}{{"F", board.Queen}, {"E", board.Bishop}, {"A", board.Bishop}} {
		if !used[x.s] {
			m[x.r] = append(m[x.r], x.s)
		}
	}
}

// inputTables is embedded in Locale: the lazily built Input tables,
// plain chess [0] and Shatranj [1].
type inputTables struct {
	inputOnce [2]sync.Once
	input     [2]*Input
}

var standard = NewInput(map[board.Role][]string{
	board.King: {"K"}, board.Queen: {"Q"}, board.Rook: {"R"}, board.Bishop: {"B"}, board.Knight: {"N"},
})

// Standard returns the letters of standard (PGN) SAN, K Q R B N, and no
// alias: the English locale's Input also reads old spellings (Kt, P).
func Standard() *Input { return standard }
