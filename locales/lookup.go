package locales

import (
	"errors"
	"github.com/notaz-chess/notaz/diag"
	"strings"
	"sync"
	"unicode"

	"golang.org/x/text/language"
	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// ErrUnknown is wrapped by the error Lookup returns for a name it does not know.
var ErrUnknown = errors.New("unknown language")

// Lookup's index, made at its first call (folding the names and building
// the matcher was a tenth of a run's start-up).
var (
	byName  map[string]*Locale // folded code, names and extra names
	tags    []language.Tag     // table order, without fig
	matcher language.Matcher
)

var indexNames = sync.OnceFunc(func() {
	byName = map[string]*Locale{}
	for i := range table {
		l := &table[i]
		for _, n := range append([]string{l.Code, l.Name, l.Native}, extraNames[l.Code]...) {
			byName[fold(n)] = l
		}
		if l.Code != "fig" {
			tags = append(tags, language.MustParse(l.Code))
		}
	}
	matcher = language.NewMatcher(tags)
})

func init() {
	for i := range table {
		l := &table[i]
		l.Family = l.Code
		for j := range i {
			if table[j].white == l.white {
				l.Family = table[j].Family
				break
			}
		}
	}
}

// Lookup finds a locale by code ("it"), BCP 47 tag ("de-CH", "pt-BR"),
// English name ("Italian") or native name ("русский"), ignoring case and
// accents ("francais"), or "fig"/"figurine(s)" for figurines.
//
// A tag must name one of the table's languages, in any region or script.
// Tags of other languages are refused even when CLDR calls them close (it
// would map Estonian to Finnish and Galician to Spanish, whose piece letters
// differ), so that notaz never guesses letters.
func Lookup(name string) (*Locale, error) {
	for i := range table { // a code as the table spells it needs no index
		if table[i].Code == name {
			return &table[i], nil
		}
	}
	indexNames()
	if l := byName[fold(name)]; l != nil {
		return l, nil
	}
	if t, err := language.Parse(strings.TrimSpace(name)); err == nil {
		_, i, conf := matcher.Match(t)
		want, _ := t.Base()
		got, _ := tags[i].Base()
		// Exact covers deprecated codes ("in" for Indonesian).
		if conf == language.Exact || conf == language.High && want == got {
			return &table[i], nil
		}
	}
	codes := make([]string, len(table))
	for i := range table {
		codes[i] = table[i].Code
	}
	return nil, diag.Errorf(ErrUnknown, "unknown language %q (accepted: %s, a language tag or name)", name, strings.Join(codes, " "))
}

// fold lower-cases s and strips accents, so that "Français" finds "français".
func fold(s string) string {
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
	f, _, err := transform.String(t, strings.TrimSpace(s))
	if err != nil {
		f = s
	}
	return strings.ToLower(f)
}
