package i18n

import (
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message/catalog"
)

// The messages whose words agree with a count: English has them in the
// catalog too, with the forms notaz always printed ("1 game", "2 games").
const (
	keyChecked         = "checked %d games in %d files: %d errors, %d warnings"
	keyConverted       = "converted %d games from %d files: %d errors, %d warnings"
	keyConvertedOf     = "converted %d of %d games from %d files: %d errors, %d warnings"
	keyRejectedCopied  = "; %d rejected, copied verbatim to the output"
	keyRejectedWritten = "; %d rejected, written to %s"
	keyNotShown        = "%d more findings not shown as annotations (GitHub shows %d errors and %d warnings per step): they are in the log above"
	keyMoreInLog       = "and %d more findings: see the log."
	keyMoreStray       = "%d more lines of stray text skipped"
	keyMoreWarnings    = "%d more warnings about this game not kept"
	keyMoreLikeIt      = "%d more like it in this game not shown (%s shows each)"
)

// pluralKeys are the keys set by the plurals functions.
var pluralKeys = []string{keyChecked, keyConverted, keyConvertedOf, keyRejectedCopied, keyRejectedWritten,
	keyNotShown, keyMoreInLog, keyMoreStray, keyMoreWarnings, keyMoreLikeIt}

func pluralsEnglish(b *catalog.Builder, tag language.Tag) {
	set := setter(b, tag)
	n := func(arg int, noun string) catalog.Message {
		one := "%[" + itoa(arg) + "]d " + noun
		return forms(arg, one, one+"s")
	}
	set(keyChecked,
		catalog.Var("games", n(1, "game")), catalog.Var("files", n(2, "file")),
		catalog.Var("errors", n(3, "error")), catalog.Var("warnings", n(4, "warning")),
		catalog.String("checked ${games} in ${files}: ${errors}, ${warnings}"))
	set(keyConverted,
		catalog.Var("games", n(1, "game")), catalog.Var("files", n(2, "file")),
		catalog.Var("errors", n(3, "error")), catalog.Var("warnings", n(4, "warning")),
		catalog.String("converted ${games} from ${files}: ${errors}, ${warnings}"))
	set(keyConvertedOf,
		catalog.Var("games", n(2, "game")), catalog.Var("files", n(3, "file")),
		catalog.Var("errors", n(4, "error")), catalog.Var("warnings", n(5, "warning")),
		catalog.String("converted %[1]d of ${games} from ${files}: ${errors}, ${warnings}"))
	set(keyRejectedCopied, catalog.String(keyRejectedCopied))
	set(keyRejectedWritten, catalog.String(keyRejectedWritten))
	set(keyNotShown,
		catalog.Var("more", forms(1, "%[1]d more finding", "%[1]d more findings")),
		catalog.String("${more} not shown as annotations (GitHub shows %[2]d errors and %[3]d warnings per step): they are in the log above"))
	set(keyMoreInLog,
		catalog.Var("more", forms(1, "%[1]d more finding", "%[1]d more findings")),
		catalog.String("and ${more}: see the log."))
	// Stray lines and warnings beyond the limits keep their one form.
	set(keyMoreStray, catalog.String(keyMoreStray))
	set(keyMoreWarnings, catalog.String(keyMoreWarnings))
	set(keyMoreLikeIt, catalog.String(keyMoreLikeIt))
}

// setter returns the function that sets a message of tag's catalog in
// b. A message the builder refuses is a mistake in the catalog's source,
// which the first test run shows.
func setter(b *catalog.Builder, tag language.Tag) func(key string, msg ...catalog.Message) {
	return func(key string, msg ...catalog.Message) {
		if err := b.Set(tag, key, msg...); err != nil {
			panic(err)
		}
	}
}

// forms is a message in the form that agrees with argument arg (from 1):
// one for a count of one, other for any other (the forms the four
// languages with a catalog need; a language with more would add them).
func forms(arg int, one, other string) catalog.Message {
	return plural.Selectf(arg, "%d", "one", one, "other", other)
}

func itoa(n int) string { return string(rune('0' + n)) }
