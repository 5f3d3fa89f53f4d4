package locales

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"

	"github.com/notaz-chess/notaz/board"
)

var kqrbn = [...]board.Role{board.King, board.Queen, board.Rook, board.Bishop, board.Knight}

// The seed table (Italian Wikipedia, notation guide), one row per language.
var seedRows = []struct{ code, k, q, r, b, n string }{
	{"en", "K", "Q", "R", "B", "N"},
	{"it", "R", "D", "T", "A", "C"},
	{"es", "R", "D", "T", "A", "C"},
	{"pt", "R", "D", "T", "B", "C"},
	{"fr", "R", "D", "T", "F", "C"},
	{"eo", "R", "D", "T", "K", "Ĉ"},
	{"id", "R", "M", "B", "G", "K"},
	{"de", "K", "D", "T", "L", "S"},
	{"sv", "K", "D", "T", "L", "S"},
	{"da", "K", "D", "T", "L", "S"},
	{"nl", "K", "D", "T", "L", "P"},
	{"fi", "K", "D", "T", "L", "R"},
	{"lv", "K", "D", "T", "L", "Z"},
	{"is", "K", "D", "H", "B", "R"},
	{"cs", "K", "D", "V", "S", "J"},
	{"pl", "K", "H", "W", "G", "S"},
	{"ru", "\u041a\u0440", "\u0424", "\u041b", "\u0421", "\u041a"},
	{"el", "\u03a1", "\u0392", "\u03a0", "\u0391", "\u0399"},
	{"hu", "K", "V", "B", "F", "H"}, // not in the seed (data.go says where from)
	{"fig", "♔", "♕", "♖", "♗", "♘"},
}

func TestLetters(t *testing.T) {
	if len(seedRows) != len(All()) {
		t.Fatalf("%d locales, want %d", len(All()), len(seedRows))
	}
	for i, row := range seedRows {
		l := All()[i]
		if l.Code != row.code {
			t.Fatalf("locale %d is %s, want %s (table order)", i, l.Code, row.code)
		}
		want := []string{row.k, row.q, row.r, row.b, row.n}
		for j, r := range kqrbn {
			if got := l.OutputLetter(r, board.White); got != want[j] {
				t.Errorf("%s %v = %q, want %q", l.Code, r, got, want[j])
			}
			if !slices.Contains(l.InputLetters(false)[r], want[j]) {
				t.Errorf("%s: input letters for %v lack %q", l.Code, r, want[j])
			}
		}
		if got := l.OutputLetter(board.Pawn, board.White); got != "" {
			t.Errorf("%s pawn letter = %q, want none", l.Code, got)
		}
	}
}

// seedNames maps the Italian language names of seed 002 to codes.
var seedNames = map[string][]string{
	"Italiano, Spagnolo": {"it", "es"}, "Ceco": {"cs"}, "Danese": {"da"},
	"esperanto": {"eo"}, "Finlandese": {"fi"}, "Francese": {"fr"}, "Greco": {"el"},
	"Indonesiano": {"id"}, "Inglese": {"en"}, "Islandese": {"is"}, "Lettone": {"lv"},
	"Olandese": {"nl"}, "Polacco": {"pl"}, "Portoghese": {"pt"}, "Russo": {"ru"},
	"Svedese": {"sv"}, "Tedesco": {"de"}, "simbolo (*)": {"fig"},
}

// notInSeed are the languages added after the seed table (data.go gives
// their sources).
var notInSeed = []string{"hu"}

// TestSeedFile reads the table straight from the seed article: each cell is
// "canonical (alias)" or, for figurines, "white black".
func TestSeedFile(t *testing.T) {
	files, _ := filepath.Glob("../../shared/seeds/002_*.txt")
	if len(files) == 0 {
		t.Skip("seed 002 not available")
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for line := range strings.Lines(string(data)) {
		cells := strings.Split(strings.TrimRight(line, "\r\n"), "\t")
		codes, ok := seedNames[cells[0]]
		if !ok || len(cells) != 6 {
			continue
		}
		for _, code := range codes {
			seen++
			l, err := Lookup(code)
			if err != nil {
				t.Fatal(err)
			}
			for j, r := range kqrbn {
				fields := strings.Fields(strings.NewReplacer("(", "", ")", "").Replace(cells[j+1]))
				if got := l.OutputLetter(r, board.White); got != fields[0] {
					t.Errorf("%s %v = %q, seed says %q", code, r, got, fields[0])
				}
				for _, f := range fields {
					if !slices.Contains(l.InputLetters(false)[r], f) {
						t.Errorf("%s: %q from the seed is not accepted for %v", code, f, r)
					}
				}
			}
		}
	}
	if seen != len(table)-len(notInSeed) {
		t.Errorf("found %d languages in the seed, want %d", seen, len(table))
	}
}

func TestFigurineColours(t *testing.T) {
	fig, _ := Lookup("fig")
	for _, c := range []struct {
		r            board.Role
		white, black string
	}{
		{board.King, "♔", "♚"}, {board.Queen, "♕", "♛"}, {board.Rook, "♖", "♜"},
		{board.Bishop, "♗", "♝"}, {board.Knight, "♘", "♞"},
	} {
		if got := fig.OutputLetter(c.r, board.White); got != c.white {
			t.Errorf("white %v = %q, want %q", c.r, got, c.white)
		}
		if got := fig.OutputLetter(c.r, board.Black); got != c.black {
			t.Errorf("black %v = %q, want %q", c.r, got, c.black)
		}
		in := fig.InputLetters(false)[c.r]
		if !slices.Contains(in, c.white) || !slices.Contains(in, c.black) {
			t.Errorf("%v input %q lacks a colour", c.r, in)
		}
		if out := fig.Output(); out[board.Black][c.r] != c.black || out[board.White][c.r] != c.white {
			t.Errorf("Output()[%v] = %q, %q", c.r, out[board.White][c.r], out[board.Black][c.r])
		}
	}
	en, _ := Lookup("en")
	if en.OutputLetter(board.Knight, board.Black) != "N" {
		t.Error("letters must not depend on colour outside figurines")
	}
}

func TestLookup(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"it", "it"}, {"IT", "it"}, {" de ", "de"}, {"fig", "fig"},
		{"it-IT", "it"}, {"de-CH", "de"}, {"pt-BR", "pt"}, {"es-419", "es"},
		{"en_US", "en"}, {"sr-Latn", ""}, {"in", "id"}, {"ru-RU", "ru"},
		{"Italian", "it"}, {"GERMAN", "de"}, {"greek", "el"},
		{"italiano", "it"}, {"Deutsch", "de"}, {"русский", "ru"}, {"РУССКИЙ", "ru"},
		{"Ελληνικά", "el"}, {"ελληνικα", "el"}, {"français", "fr"}, {"francais", "fr"},
		{"čeština", "cs"}, {"cestina", "cs"}, {"Bahasa Indonesia", "id"}, {"Indonesia", "id"},
		{"figurines", "fig"}, {"figurine", "fig"}, {"Figurines", "fig"},
		// Rejected: no such language, or close languages with other letters.
		{"ja", ""}, {"zz", ""}, {"", ""}, {"klingon", ""}, {"et", ""}, {"gl", ""},
		{"nb", ""}, {"uk", ""}, {"und", ""}, {"Kr", ""},
	} {
		l, err := Lookup(c.in)
		switch {
		case c.want == "" && err == nil:
			t.Errorf("Lookup(%q) = %s, want an error", c.in, l.Code)
		case c.want == "" && !errors.Is(err, ErrUnknown):
			t.Errorf("Lookup(%q) error %v does not wrap ErrUnknown", c.in, err)
		case c.want != "" && err != nil:
			t.Errorf("Lookup(%q): %v", c.in, err)
		case c.want != "" && l.Code != c.want:
			t.Errorf("Lookup(%q) = %s, want %s", c.in, l.Code, c.want)
		}
	}
	_, err := Lookup("ja")
	if msg := err.Error(); !strings.Contains(msg, `"ja"`) || !strings.Contains(msg, "en it es") || !strings.Contains(msg, "fig") {
		t.Errorf("error %q should name the input and list the codes", msg)
	}
}

// TestNames keeps the names in step with CLDR (only the test links the
// display tables, so the binary stays small).
func TestNames(t *testing.T) {
	for _, l := range All() {
		if l.Code == "fig" {
			continue
		}
		tag := language.MustParse(l.Code)
		if want := display.English.Tags().Name(tag); l.Name != want {
			t.Errorf("%s: English name %q, CLDR %q", l.Code, l.Name, want)
		}
		if want := display.Self.Name(tag); l.Native != want && l.Code != "id" {
			t.Errorf("%s: native name %q, CLDR %q", l.Code, l.Native, want)
		}
	}
}

// rolesOf returns the roles letter s stands for in the locale with code.
func rolesOf(code, s string) []board.Role {
	l, _ := Lookup(code)
	var rs []board.Role
	for r, in := range l.InputLetters(false) {
		if slices.Contains(in, s) {
			rs = append(rs, r)
		}
	}
	return rs
}

// TestCollisions checks the collisions listed in the notation guide: the same
// letter is a different piece in different languages.
func TestCollisions(t *testing.T) {
	for _, c := range []struct {
		letter string
		role   board.Role
		codes  string
	}{
		{"R", board.King, "it es pt fr eo id"}, {"R", board.Rook, "en"}, {"R", board.Knight, "fi is"},
		{"B", board.Bishop, "en pt is"}, {"B", board.Rook, "id"}, {"Β", board.Queen, "el"}, {"B", board.Queen, "el"},
		{"K", board.King, "en de sv da nl fi lv is cs pl"}, {"K", board.Knight, "id ru"}, {"К", board.Knight, "ru"}, {"K", board.Bishop, "eo"},
		{"S", board.Knight, "de sv da pl"}, {"S", board.Bishop, "cs ru"}, {"С", board.Bishop, "ru"},
		{"P", board.Knight, "nl"}, {"P", board.Pawn, "en it"}, {"P", board.King, "el"},
	} {
		for _, code := range strings.Fields(c.codes) {
			if got := rolesOf(code, c.letter); !slices.Equal(got, []board.Role{c.role}) {
				t.Errorf("%s: %q is %v, want %v", code, c.letter, got, c.role)
			}
		}
	}
}

// TestInputLettersReadable checks what a letter reader relies on: within a
// locale each letter means one role, is not a file or digit, and when one
// letter is a prefix of another (Russian К and Кр) the longer one does not
// continue with a file, rank, capture or dash, so longest match is safe.
func TestInputLettersReadable(t *testing.T) {
	for _, l := range All() {
		owner := map[string]board.Role{}
		for r, in := range l.InputLetters(false) {
			for _, s := range in {
				if prev, dup := owner[s]; dup {
					t.Errorf("%s: %q is both %v and %v", l.Code, s, prev, r)
				}
				owner[s] = r
				if s == "" || strings.ContainsAny(s[:1], "abcdefgh12345678x:-O0o") {
					t.Errorf("%s: %q for %v starts like a square, capture or castling", l.Code, s, r)
				}
				if _, ok := l.InputFiles()[[]rune(s)[0]]; ok {
					t.Errorf("%s: %q for %v starts with a file letter", l.Code, s, r)
				}
			}
		}
		for a := range owner {
			for b := range owner {
				if a != b && strings.HasPrefix(b, a) {
					next := []rune(b[len(a):])[0]
					if strings.ContainsRune("abcdefgh12345678x:-", next) || l.InputFiles()[next] != 0 {
						t.Errorf("%s: %q extends %q with %q", l.Code, b, a, next)
					}
				}
			}
		}
	}
}

func TestFamily(t *testing.T) {
	for _, a := range All() {
		for _, b := range All() {
			same := true
			for _, r := range kqrbn {
				same = same && a.OutputLetter(r, board.White) == b.OutputLetter(r, board.White)
			}
			if same != (a.Family == b.Family) {
				t.Errorf("%s (family %s) and %s (family %s): same letters %v", a.Code, a.Family, b.Code, b.Family, same)
			}
		}
	}
	for _, code := range []string{"de", "sv", "da"} {
		if l, _ := Lookup(code); l.Family != "de" {
			t.Errorf("%s family %s, want de", code, l.Family)
		}
	}
}

func TestInputFiles(t *testing.T) {
	el, _ := Lookup("el")
	got := el.InputFiles()
	if string([]byte{got['α'], got['β'], got['γ'], got['δ'], got['ε'], got['ζ'], got['η'], got['θ']}) != "abcdefgh" {
		t.Errorf("Greek files %v", got)
	}
	ru, _ := Lookup("ru")
	if f := ru.InputFiles(); f['е'] != 'e' || f['с'] != 'c' {
		t.Errorf("Russian files %v", f)
	}
	if en, _ := Lookup("en"); en.InputFiles() != nil {
		t.Error("English has no file aliases")
	}
	if !slices.Contains(el.CastlingO(), 'Ο') {
		t.Error("Greek castling with omicron")
	}
}

// The returned data are copies: a caller cannot change a shared locale.
func TestCopies(t *testing.T) {
	ru, _ := Lookup("ru")
	ru.InputLetters(false)[board.King][0] = "X"
	ru.InputFiles()['е'] = 'h'
	ru.MateWords()[0] = "X"
	if ru.OutputLetter(board.King, board.White) != "Кр" || ru.InputFiles()['е'] != 'e' || ru.MateWords()[0] != "мат" {
		t.Error("locale data changed through a returned value")
	}
}

func TestMateWords(t *testing.T) {
	for code, w := range map[string]string{"it": "matto", "de": "matt", "fr": "mat", "es": "mate", "ru": "мат"} {
		if l, _ := Lookup(code); !slices.Contains(l.MateWords(), w) {
			t.Errorf("%s lacks mate word %q", code, w)
		}
	}
}
