package i18n

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
)

// notTranslated are keys the source holds that stay English on purpose.
var notTranslated = map[string]bool{
	"--partition %s: %v": true,
	"-o %v":              true,
	"decode: %v":         true,
	"--fen: %v":          true,
	"--format html: %v":  true,
	"--style: %v":        true,
	"%s %s %s":           true, // FENRepair of a counter: field, text, reason (all translated)
	// The command line's errors that only name a command, a flag or a
	// variable before a message translated on its own.
	"%s: %s (notaz %s --help)": true, "--from: %v": true, "--to: %v": true,
	"GITHUB_STEP_SUMMARY: %v": true, "check: %v": true, "check: --format: %v": true,
	"convert: %v": true, "perft: %v": true, "serve: %v": true, "%s: --origin %q: %v": true,
}

// TestCatalogComplete: every message key in notaz's source (diag.T,
// board phrases, the lexer's warnings and errors, fixed diagnostics, the
// command line's Sprintf and Word) has an Italian translation.
func TestCatalogComplete(t *testing.T) {
	keys := sourceKeys(t)
	if len(keys) < 150 {
		t.Fatalf("found %d keys in the source: the walk is broken", len(keys))
	}
	for _, c := range loadedCatalogs() {
		l := New(c.tag)
		var missing []string
		for _, k := range keys {
			if !l.Has(k.key) && !notTranslated[k.key] {
				missing = append(missing, fmt.Sprintf("%s: %q", k.at, k.key))
			}
		}
		// Italian's keys are the others' too: the help, the words and
		// what the source builds from parts.
		for k := range italian.messages {
			if !strings.HasPrefix(k, FeminineKey("")) && !l.Has(k) {
				missing = append(missing, fmt.Sprintf("(in Italian) %q", k))
			}
		}
		sort.Strings(missing)
		if len(missing) > 0 {
			t.Errorf("%v: %d keys without a translation:\n%s", c.tag, len(missing), strings.Join(missing, "\n"))
		}
	}
}

// TestWordsComplete: the words messages take as arguments (pieces, sides,
// endings, variants, FEN fields, severities) are translated.
func TestWordsComplete(t *testing.T) {
	for _, c := range loadedCatalogs() {
		testWords(t, New(c.tag))
	}
}

func testWords(t *testing.T, it *Lang) {
	words := []string{"error", "warning", "note", "placement", "side to move", "castling", "en passant", "halfmove clock", "fullmove number",
		// charset.Choice.Reason, in the encoding warning and convert -v
		"named by the caller", "valid UTF-8", "byte order mark", "NUL every other byte, no byte order mark",
		"reads as chess text", "no encoding reads it as text", "the evidence does not decide"}
	for r := board.Pawn; r <= board.King; r++ {
		words = append(words, r.String())
	}
	for _, c := range []board.Color{board.White, board.Black} {
		words = append(words, c.String())
	}
	for r := board.NotOver; r <= board.InsufficientMaterial; r++ {
		words = append(words, r.String())
	}
	words = append(words, board.Chess().String(), board.Shatranj().String())
	for _, w := range words {
		if !it.Has(w) {
			t.Errorf("%v: no translation of the word %q", it.Tag(), w)
		}
	}
}

// verbRE matches a fmt verb, with its flags and explicit index.
var verbRE = regexp.MustCompile(`%(?:\[(\d+)\])?[+\-# 0]*\d*(?:\.\d+)?([a-zA-Z%])`)

// verbs returns the verbs of a format by argument: "%s %[1]q" gives
// {1: "sq"}. "%%" is no verb.
func verbs(f string) map[int]string {
	out := map[int]string{}
	n := 0
	for _, m := range verbRE.FindAllStringSubmatch(f, -1) {
		if m[2] == "%" {
			continue
		}
		if m[1] != "" {
			fmt.Sscan(m[1], &n)
		} else {
			n++
		}
		v := []byte(out[n] + m[2])
		slices.Sort(v)
		out[n] = string(v)
	}
	return out
}

// TestVerbsMatch: each translation takes the arguments of its English
// format, with the same verbs (reordered with %[n] where the language
// needs it); help texts, printed as they are, keep their '%' as "%%".
func TestVerbsMatch(t *testing.T) {
	italianHelp := italianHelp()
	for _, c := range loadedCatalogs() {
		for k, v := range c.messages {
			en := k
			if strings.HasPrefix(k, FeminineKey("")) {
				en = strings.TrimPrefix(k, FeminineKey(""))
			}
			if _, help := italianHelp[k]; help && !strings.ContainsAny(k, "%") {
				if len(verbs(v)) > 0 {
					t.Errorf("%v: help %q has verbs: %q", c.tag, k, v)
				}
				continue
			}
			if _, help := italianHelp[k]; help {
				continue // a help text with a '%' (split's pattern): see TestRender
			}
			a, b := verbs(en), verbs(v)
			if strings.Contains(v, "%[") {
				// With explicit indexes a translation may leave out
				// an argument the language does not say ("the knight
				// on g1 can": "quello in g1 sì").
				for n := range a {
					if _, ok := b[n]; !ok {
						b[n] = a[n]
					}
				}
			}
			if !mapsEqual(a, b) {
				t.Errorf("%v: %q\n  takes %v, its translation %q takes %v", c.tag, k, a, v, b)
			}
		}
	}
}

func mapsEqual(a, b map[int]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// TestRender: every translation prints without fmt's complaints
// ("%!d(string=…)", "%!(EXTRA …)") when given arguments of its verbs.
func TestRender(t *testing.T) {
	italianHelp := italianHelp()
	for _, c := range loadedCatalogs() {
		l := New(c.tag)
		keys := append(slices.Collect(mapKeys(c.messages)), pluralKeys...)
		for _, k := range keys {
			var args []any
			vs := verbs(strings.TrimPrefix(k, FeminineKey("")))
			if _, help := italianHelp[k]; help {
				vs = nil // printed as they are: Word
			}
			for i := 1; i <= len(vs); i++ {
				switch vs[i][0] {
				case 'd':
					args = append(args, 1234)
				case 'c':
					args = append(args, 'x')
				default:
					args = append(args, "X")
				}
			}
			var got string
			if args == nil {
				got = l.Word(k)
			} else {
				got = l.Sprintf(k, args...)
			}
			if strings.Contains(got, "%!") {
				t.Errorf("%v: %q renders %q", c.tag, k, got)
			}
		}
	}
}

func mapKeys(m map[string]string) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// TestEnglishIsIdentity: English renders a Text as the code wrote it, and
// English is what an unknown or unsupported language gets.
func TestEnglishIsIdentity(t *testing.T) {
	texts := []diag.Text{
		diag.T("no %s can reach %s", board.Rook, board.NewSquare(4, 3)),
		diag.T("%s is %s in %s and %s in %s", "2.Se2", diag.T("a %s move", board.Knight), diag.Word("German"), "Be2", diag.Word("Czech")),
		{Format: "100% literal"},
		diag.T("game too long: more than %s tokens (notaz reads at most that many per game)", diag.Number(250000)),
	}
	for _, tag := range []language.Tag{language.English, language.Swedish, language.Und} {
		l := New(tag)
		for _, tx := range texts {
			if got, want := l.Text(tx), tx.String(); got != want {
				t.Errorf("%v: %q, want %q", tag, got, want)
			}
		}
	}
	if got := English.Sprintf("checked %d games in %d files: %d errors, %d warnings", 1204, 1, 1, 0); got != "checked 1,204 games in 1 file: 1 error, 0 warnings" {
		t.Errorf("English summary: %q", got)
	}
}

// TestItalian: words agree with pieces and counts; numbers are grouped
// with dots; moves and quoted input are never translated.
func TestItalian(t *testing.T) {
	it := New(language.MustParse("it-CH"))
	tests := []struct {
		t    diag.Text
		want string
	}{
		{diag.T("no %s can reach %s", board.Bishop, board.NewSquare(5, 6)), "nessun alfiere può raggiungere f7"},
		{diag.T("no %s can reach %s", board.Rook, board.NewSquare(5, 6)), "nessuna torre può raggiungere f7"},
		{diag.T("%s has no %s", board.White, board.Queen), "il Bianco non ha nessuna donna"},
		{diag.T("the %s on %s is pinned", board.Knight, board.NewSquare(2, 2)), "il pezzo in c3 (cavallo) è inchiodato"},
		{diag.T("game too long: more than %s tokens (notaz reads at most that many per game)", diag.Number(250000)),
			"partita troppo lunga: più di 250.000 token (notaz non ne legge di più per partita)"},
		{diag.T("stray text skipped: %s", `"read as"`), `testo estraneo saltato: "read as"`},
		{diag.T("%s or %s", "Td1, Ce1", "De1"), "Td1, Ce1 o De1"},
		{diag.T("%d more lines of stray text skipped", 1), "saltata 1 altra riga di testo estraneo"},
		{diag.T("%d more lines of stray text skipped", 1204), "saltate altre 1.204 righe di testo estraneo"},
		{diag.Text{Format: "unclosed variation"}, "variante non chiusa"},
		{diag.Text{Format: "an English sentence no catalog has"}, "an English sentence no catalog has"},
	}
	for _, tt := range tests {
		if got := it.Text(tt.t); got != tt.want {
			t.Errorf("%q: %q, want %q", tt.t.Format, got, tt.want)
		}
	}
	for _, tt := range []struct {
		games, files, errors, warnings int
		want                           string
	}{
		{1204, 3, 2, 5, "controllate 1.204 partite in 3 file: 2 errori, 5 avvisi"},
		{1, 1, 1, 1, "controllata 1 partita in 1 file: 1 errore, 1 avviso"},
		{0, 0, 0, 0, "controllate 0 partite in 0 file: 0 errori, 0 avvisi"},
	} {
		if got := it.Sprintf("checked %d games in %d files: %d errors, %d warnings", tt.games, tt.files, tt.errors, tt.warnings); got != tt.want {
			t.Errorf("%q, want %q", got, tt.want)
		}
	}
}

// TestParse: POSIX locales and BCP 47 tags; C and POSIX are English.
func TestParse(t *testing.T) {
	tests := []struct{ in, want string }{
		{"it_IT.UTF-8", "it-IT"}, {"it", "it"}, {"it-CH", "it-CH"}, {"de_DE@euro", "de-DE"},
		{"C", "en"}, {"POSIX", "en"}, {"C.UTF-8", "en"}, {"", "en"},
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if err != nil || got.String() != tt.want {
			t.Errorf("Parse(%q) = %v, %v; want %s", tt.in, got, err, tt.want)
		}
	}
	env := map[string]string{"LANG": "it_IT.UTF-8", "LC_MESSAGES": "", "LC_ALL": ""}
	if got := FromEnv(func(k string) string { return env[k] }); got.String() != "it-IT" {
		t.Errorf("FromEnv = %v", got)
	}
	env["LC_MESSAGES"] = "C"
	if got := FromEnv(func(k string) string { return env[k] }); got != language.English {
		t.Errorf("FromEnv with LC_MESSAGES=C = %v", got)
	}
	if New(language.MustParse("it-IT")).Tag() != language.Italian || New(language.MustParse("de-AT")).Tag() != language.German ||
		New(language.Swedish).Tag() != language.English {
		t.Error("New does not match it-IT to Italian, de-AT to German, or Swedish to English")
	}
}

// loadedCatalogs are the catalogs with their messages and keys filled
// (they are built at the first language other than English).
func loadedCatalogs() []*langCatalog {
	loadCatalogs()
	return catalogs
}

// TestEnglishOwnCatalog: English's printer, made on a catalog of
// English's plural messages alone, prints every key as a printer on the
// catalog of all languages does (English looks up nothing of the
// others). Each key with counts 0, 1, 2 and 1204 in every argument,
// and a key no catalog has.
func TestEnglishOwnCatalog(t *testing.T) {
	all := message.NewPrinter(language.English, message.Catalog(loadCatalogs()))
	keys := append(slices.Clone(pluralKeys), "game %d: ", "no such key %d")
	for _, k := range keys {
		for _, n := range []int{0, 1, 2, 1204} {
			args := []any{n, n + 1, n, 1, n, n}
			if got, want := English.Sprintf(k, args...), all.Sprintf(k, args...); got != want {
				t.Errorf("%q with %d: %q, want %q", k, n, got, want)
			}
		}
	}
}
