package replay

import (
	"github.com/notaz-chess/notaz/descriptive"
	"github.com/notaz-chess/notaz/locales"
)

// OptionsFor is how moves are read, from the word every front end offers
// for it (`notaz convert --from`, the page's input menu,
// notaz.ReadOptions.From): "" or "auto" detects each game's language,
// "pgn" reads standard (English) SAN, a descriptive notation's name
// ("descriptive", "descriptive-es": descriptive.Lookup) reads it, and a
// language code, tag or name ("it", "de-CH", "Polish", "fig") fixes the
// letters. The error is locales.Lookup's for an unknown word.
func OptionsFor(from string) (Options, error) {
	var o Options
	switch from {
	case "", "auto":
		o.Auto = true
	case "pgn":
	default:
		if d := descriptive.Lookup(from); d != nil {
			o.Descriptive = d
			return o, nil
		}
		l, err := locales.Lookup(from)
		if err != nil {
			return o, err
		}
		o.Locale = l
	}
	return o, nil
}
