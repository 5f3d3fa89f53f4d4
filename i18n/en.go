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
)

// pluralKeys are the keys set by the plurals functions.
var pluralKeys = []string{keyChecked, keyConverted, keyConvertedOf, keyRejectedCopied, keyRejectedWritten,
	keyNotShown, keyMoreInLog, keyMoreStray, keyMoreWarnings}

func pluralsEnglish(b *catalog.Builder, tag language.Tag) {
	set := func(key string, msg ...catalog.Message) {
		if err := b.Set(tag, key, msg...); err != nil {
			panic(err)
		}
	}
	n := func(arg int, noun string) catalog.Message {
		return plural.Selectf(arg, "%d", "one", "%["+itoa(arg)+"]d "+noun, "other", "%["+itoa(arg)+"]d "+noun+"s")
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
		catalog.Var("more", plural.Selectf(1, "%d", "one", "%[1]d more finding", "other", "%[1]d more findings")),
		catalog.String("${more} not shown as annotations (GitHub shows %[2]d errors and %[3]d warnings per step): they are in the log above"))
	set(keyMoreInLog,
		catalog.Var("more", plural.Selectf(1, "%d", "one", "%[1]d more finding", "other", "%[1]d more findings")),
		catalog.String("and ${more}: see the log."))
	// Stray lines and warnings beyond the limits keep their one form.
	set(keyMoreStray, catalog.String(keyMoreStray))
	set(keyMoreWarnings, catalog.String(keyMoreWarnings))
}

func itoa(n int) string { return string(rune('0' + n)) }
