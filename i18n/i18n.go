// Package i18n puts notaz's messages in the user's language: diagnostics
// (diag.Text), the summary lines and the command line's help, through
// golang.org/x/text/message catalogs. English is the identity: a message
// in English is exactly what the code wrote, so the JSON and every golden
// stay as they are; the catalogs of the other languages translate the
// English formats, which are the keys.
//
// The language comes from a flag or from the environment (FromEnv:
// LC_ALL, then LC_MESSAGES, then LANG, as POSIX orders them); codes, JSON
// keys, move text and file names never change.
//
// The catalogs are Go source (it.go, de.go, fr.go, es.go: maps from the
// English format to the translation, plural forms through
// catalog.Var and plural.Selectf) put in one catalog.Builder, rather than
// gotext's generated tables: gotext extracts the keys from calls of a
// message.Printer, while notaz's messages are built where they are found
// (diag.T in parser, replay, check), in packages that must not depend on
// the language; a map reads and reviews like the messages themselves.
// The tests do what gotext's extraction would: TestCatalogComplete walks
// the source for every key, and check's tests render every finding of
// the test inputs in every language.
package i18n

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/diag"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/message/catalog"
)

// Lang prints messages in one language. The nil *Lang is English.
type Lang struct {
	tag     language.Tag
	p       *message.Printer // nil for English until printer makes it
	once    sync.Once        // English's printer, made at its first message
	keys    map[string]bool  // the keys this language translates
	fem     map[string]bool  // English words whose noun is feminine here
	english bool
}

// printer is l's message printer. English's is made at its first use,
// on a catalog of English's own plural messages: a run in English never
// builds the other languages' catalogs (most of the start-up's work),
// and English looks up nothing else (catalog lookups go from a tag to
// its parents, never to another language).
func (l *Lang) printer() *message.Printer {
	if l.english {
		l.once.Do(func() { l.p = message.NewPrinter(language.English, message.Catalog(englishBuilder())) })
	}
	return l.p
}

// English is the language of the code: every message as written.
var English = New(language.English)

// Supported lists the languages with a catalog, English first.
func Supported() []language.Tag {
	tags := []language.Tag{language.English}
	for _, c := range catalogs {
		tags = append(tags, c.tag)
	}
	return tags
}

var matcher = language.NewMatcher(Supported())

// New returns the supported language closest to tag (Italian for it-CH),
// or English.
func New(tag language.Tag) *Lang {
	_, i, conf := matcher.Match(tag)
	if conf == language.No || i == 0 {
		return &Lang{tag: language.English, english: true}
	}
	b := loadCatalogs()
	c := catalogs[i-1]
	return &Lang{tag: c.tag, p: message.NewPrinter(c.tag, message.Catalog(b)), keys: c.keys, fem: c.feminine}
}

// Tag is the language's tag (English when nil).
func (l *Lang) Tag() language.Tag {
	if l == nil {
		return language.English
	}
	return l.tag
}

// IsEnglish reports whether l prints the messages as written.
func (l *Lang) IsEnglish() bool { return l == nil || l.english }

// Parse reads a language as a user or the environment names it: a BCP 47
// tag ("it", "it-IT") or a POSIX locale ("it_IT.UTF-8", "de_DE@euro");
// "C" and "POSIX" are English.
func Parse(s string) (language.Tag, error) {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i] // codeset and modifier say nothing of the language
	}
	switch s {
	case "", "C", "POSIX":
		return language.English, nil
	}
	return language.Parse(strings.ReplaceAll(s, "_", "-"))
}

// FromEnv is the language of messages the environment asks for: the first
// of LC_ALL, LC_MESSAGES and LANG that is set and not empty (POSIX
// precedence), read by Parse; English when none is, or when it cannot be
// read. (LANGUAGE, a GNU list of fallbacks, is not read.)
func FromEnv(getenv func(string) string) language.Tag {
	if getenv == nil {
		getenv = os.Getenv
	}
	for _, v := range [...]string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := getenv(v); s != "" {
			t, err := Parse(s)
			if err != nil {
				return language.English
			}
			return t
		}
	}
	return language.English
}

// Sprintf formats a message of the command line: key is the English
// format, translated when the catalog has it. Numbers (%d) are written as
// the language writes them ("1,204", "1.204").
func (l *Lang) Sprintf(key string, args ...any) string {
	if l == nil {
		l = English
	}
	return l.printer().Sprintf(key, args...)
}

// Has reports whether l translates key (English has every key).
func (l *Lang) Has(key string) bool { return l.IsEnglish() || l.keys[key] }

// Text renders t in l. In English it is t.String(). Elsewhere Format is
// looked up in the catalog and the words among the arguments translated
// (diag.Word, board roles, sides, endings and variants, nested Texts);
// a format the catalog lacks keeps its English wording, with its words
// translated. A literal (no arguments) is printed as it is unless the
// catalog has it.
func (l *Lang) Text(t diag.Text) string {
	if l.IsEnglish() {
		return t.String()
	}
	if len(t.Args) == 0 {
		if l.keys[t.Format] {
			return l.p.Sprintf(t.Format)
		}
		return t.Format
	}
	args := make([]any, len(t.Args))
	key := t.Format
	feminine := false
	for i, a := range t.Args {
		switch a := a.(type) {
		case diag.Text:
			args[i] = l.Text(a)
		case diag.Word:
			args[i] = l.Word(string(a))
		case diag.Number:
			args[i] = l.p.Sprintf("%d", int(a))
		case board.Role:
			if i == firstRole(t.Args) && l.fem[a.String()] {
				feminine = true
			}
			args[i] = l.Word(a.String())
		case board.Color, board.Reason, board.Variant:
			args[i] = l.Word(a.(fmt.Stringer).String())
		default:
			args[i] = a
		}
	}
	if feminine && l.keys[FeminineKey(key)] {
		key = FeminineKey(key)
	}
	if !l.keys[key] {
		return fmt.Sprintf(key, args...)
	}
	return l.p.Sprintf(key, args...)
}

// firstRole is the index of the first board.Role among args: the noun a
// gendered message agrees with.
func firstRole(args []any) int {
	for i, a := range args {
		if _, ok := a.(board.Role); ok {
			return i
		}
	}
	return -1
}

// FeminineKey is the key of the form of a message whose first piece
// argument is a feminine noun in the language ("nessuna torre" beside
// "nessun alfiere"). A catalog has one only where the language needs it.
func FeminineKey(key string) string { return "(f) " + key }

// Word translates a word or phrase (a piece, a side, a language), or
// returns it as it is.
func (l *Lang) Word(w string) string {
	if l.IsEnglish() || !l.keys[w] {
		return w
	}
	return l.p.Sprintf(w)
}

// Severity is "error", "warning" or "note" in l, as the text format
// prints it (compilers translate these words too; machine formats keep
// the English ones).
func (l *Lang) Severity(d diag.Diagnostic) string {
	w := d.Severity.String()
	if d.Info {
		w = "note"
	}
	return l.Word(w)
}

// Line is d as one line of text in l: "file:line:col: severity: game N:
// message", with msg as the message (which the caller has rendered, with
// its hints, in l). Control characters are escaped (diag.Escape).
func (l *Lang) Line(d diag.Diagnostic, msg string) string {
	if l.IsEnglish() {
		d.Msg = msg
		return d.String()
	}
	e := d
	e.Msg, e.Info, e.Game = "", false, 0
	head := strings.TrimSuffix(e.String(), d.Severity.String()+": ")
	s := head + l.Severity(d) + ": "
	if d.Game > 0 {
		s += l.Sprintf("game %d: ", d.Game)
	}
	return s + diag.Escape(msg)
}

// Untranslated returns the keys and words of t that l renders in English
// for want of a translation; formats without letters ("%s; %s") need
// none. Tests use it to prove a catalog complete.
func (l *Lang) Untranslated(t diag.Text) []string {
	if l.IsEnglish() {
		return nil
	}
	var miss []string
	need := func(k string) {
		if k != "" && hasLetter(k) && !l.keys[k] {
			miss = append(miss, k)
		}
	}
	need(t.Format)
	for _, a := range t.Args {
		switch a := a.(type) {
		case diag.Text:
			miss = append(miss, l.Untranslated(a)...)
		case diag.Word:
			need(string(a))
		case board.Role, board.Color, board.Reason, board.Variant:
			need(a.(fmt.Stringer).String())
		}
	}
	return miss
}

// hasLetter reports whether a format has words outside its verbs: "%s;
// %s" has none, "%s or %s" has.
func hasLetter(f string) bool {
	for i := 0; i < len(f); i++ {
		if f[i] == '%' {
			i++
			for i < len(f) && strings.IndexByte("+-# 0123456789.[]*", f[i]) >= 0 {
				i++
			}
			continue
		}
		// The whole rune: a UTF-8 lead byte alone ('«' starts with
		// 0xC2, 'Â') is no letter.
		r, n := utf8.DecodeRuneInString(f[i:])
		if unicode.IsLetter(r) {
			return true
		}
		i += n - 1
	}
	return false
}

// langCatalog is one language's translations (see it.go).
type langCatalog struct {
	tag      language.Tag
	source   func() map[string]string // English format → translation
	feminine map[string]bool          // English piece words whose noun is feminine
	plurals  func(b *catalog.Builder, tag language.Tag)
	messages map[string]string // source's map, once loadCatalogs has run
	keys     map[string]bool   // once loadCatalogs has run
}

// catalogs are the languages besides English, in the order of Supported.
var catalogs = []*langCatalog{&italian, &german, &french, &spanish}

// loadCatalogs builds, once, the catalog that holds every language (the
// first time a language other than English is asked for) and fills each
// langCatalog's messages and keys; English holds only the messages whose
// English needs a plural form (the others are their own keys).
var loadCatalogs = sync.OnceValue(func() *catalog.Builder {
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	pluralsEnglish(b, language.English)
	for _, c := range catalogs {
		c.messages = c.source()
		c.keys = map[string]bool{}
		for k, v := range c.messages {
			if err := b.SetString(c.tag, k, v); err != nil {
				panic(fmt.Sprintf("i18n: %v: %q: %v", c.tag, k, err))
			}
			c.keys[k] = true
		}
		if c.plurals != nil {
			c.plurals(b, c.tag)
			for _, k := range pluralKeys {
				c.keys[k] = true
			}
		}
	}
	return b
})

// englishBuilder is the catalog English's printer reads: its plural
// messages alone, as loadCatalogs puts them for English.
var englishBuilder = sync.OnceValue(func() *catalog.Builder {
	b := catalog.NewBuilder(catalog.Fallback(language.English))
	pluralsEnglish(b, language.English)
	return b
})
