package prose

import (
	"reflect"
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/notaz-chess/notaz/locales"
)

// scanAll returns the lattice's readings of every token start of text,
// with the letter sets sharing their parses or each parsing alone.
func scanAll(text []byte, opts Options, share bool) [][]edge {
	defer func(s bool) { shareReadings = s }(shareReadings)
	shareReadings = share
	d := newDecoder(text, opts)
	var out [][]edge
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRune(text[i:])
		if !isSpace(r) {
			out = append(out, d.lat.scan(i))
		}
		i += n
	}
	return out
}

// TestSharedReadings: parsing a token once for each group of letter sets
// that read it alike gives every reading parsing it in each set gives,
// at every offset of the development set and of texts in every locale's
// letters (promotions, figurines, Cyrillic, lowercase letters), for all
// the locales at once and for each alone.
func TestSharedReadings(t *testing.T) {
	texts := devTexts(t)
	texts["spellings"] = []byte("1.e4 e5 2.Nf3 Кс6 3.Сb5 a6 4.Фa4 b8=Q e8=D exd8=C d7d8b βα5 Βα5 bc4 ♘f3 Kt-f3 P-K4 " +
		"CxCç3 0–0 O-O-O ed de5 ç4 é4 ε4 Кр:e5 Ｎｆ３ C\u0302e4 12…Lxf7+ Sd7xSe5 N@f3 @e4 Rd8mate the der la instead")
	for _, l := range locales.All() {
		texts["letters "+l.Code] = []byte("1.e4 e5 2." + l.OutputLetter(2, 0) + "f3 " + l.OutputLetter(3, 1) + "c5 b8=" + l.OutputLetter(5, 0))
	}
	names := make([]string, 0, len(texts))
	for n := range texts {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		for _, opts := range []Options{{}, {Shatranj: true}} {
			if want, got := scanAll(texts[n], opts, false), scanAll(texts[n], opts, true); !reflect.DeepEqual(got, want) {
				t.Errorf("%s (shatranj %v): shared parses read otherwise", n, opts.Shatranj)
			}
		}
	}
	// Each locale alone, on the spellings: one set, nothing shared.
	for _, l := range locales.All() {
		opts := Options{Locales: []*locales.Locale{l}}
		if want, got := scanAll(texts["spellings"], opts, false), scanAll(texts["spellings"], opts, true); !reflect.DeepEqual(got, want) {
			t.Errorf("%s alone: shared parses read otherwise", l.Code)
		}
	}
}

// FuzzSharedReadings: any text reads alike with the letter sets' parses
// shared and unshared.
func FuzzSharedReadings(f *testing.F) {
	for _, s := range tokenVocabulary {
		f.Add([]byte(s))
	}
	f.Add([]byte("b8=Q e8=D Кр:e5 Ｎｆ３ C\u0302e4 ♘f3"))
	f.Fuzz(func(t *testing.T, text []byte) {
		if len(text) > 256 {
			return
		}
		if !reflect.DeepEqual(scanAll(text, Options{}, true), scanAll(text, Options{}, false)) {
			t.Errorf("%q: shared parses read otherwise", text)
		}
	})
}

// FuzzNormPlain: normPlain, normMove's fast path, reads every token it
// takes as normSpelled, the general path, does.
func FuzzNormPlain(f *testing.F) {
	for _, s := range append(tokenVocabulary, "Qe7!", "Bxf7+!?", "Rd8mate", "d8MATE", "NXe5", "NXe5+", "eX+", "CxCc3", "Sd7xSe5", "e:Dd5", "x", "!?", "a") {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, tok []byte) {
		out, nag, ok := normPlain(tok)
		if !ok {
			return
		}
		wout, wsp, wnag := normSpelled(tok)
		if string(out) != string(wout) || wsp != 0 || nag != wnag {
			t.Errorf("%q: normPlain %q %d, normSpelled %q %v %d", tok, out, nag, wout, wsp, wnag)
		}
	})
}
