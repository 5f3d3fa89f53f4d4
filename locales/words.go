package locales

// words are the result and check words written in scores, per language,
// lower case. They come from ../shared/guides/words.md (sections 1 and 2),
// whose sources are the translation files of chess programs (lichess,
// Scid, PyChess, ChessX) and Wikipedia; entries the guide marks as
// unsourced (?) are left out, so is the French "déc."/"dis." the guide
// found in no source. Phrases hold single spaces. Where the guide gives
// a resignation only in the present ("gefst upp"), its past, as reports
// write it ("gafst upp", "gáfust upp"), is added as sv and da have both.
type words struct {
	draw   []string // the game was drawn ("patta", "remis")
	resign []string // a player resigned ("abbandona", "сдался")
	check  []string // check, written after the move ("Schach")
	// intro are the words that introduce an alternative line written in
	// the prose ("instead of 12.Nxf7", "invece di", "statt", "вместо",
	// "better was", "if"): the distinctive word of each phrase, lower
	// case. General knowledge of each language (no chess program has
	// them as strings), as the (?) entries of words.md: words that are
	// common in other senses in other languages ("ja", "om", "o", "or",
	// "po") are left out, since a page's prose language is not known.
	// "For example" ("z.B.", "np.", "например", Icelandic "t.d.", til
	// dæmis) introduces a line too.
	intro []string
}

var wordTable = map[string]words{
	"en": {draw: []string{"draw", "drawn"}, resign: []string{"resigns", "resigned"}, check: []string{"check"}, intro: []string{"if", "instead", "better", "alternatively", "e.g", "example"}},
	"it": {draw: []string{"patta"}, resign: []string{"abbandona", "ha abbandonato", "abbandono"}, check: []string{"scacco"}, intro: []string{"se", "invece", "anziché", "meglio", "oppure", "esempio"}},
	"es": {draw: []string{"tablas"}, resign: []string{"abandonaron", "se rindió", "resigna", "abandono"}, check: []string{"jaque"}, intro: []string{"si", "lugar", "vez", "mejor", "ejemplo"}},
	"pt": {draw: []string{"empate", "empatado"}, resign: []string{"desistiram", "abandonou", "desisto"}, check: []string{"xeque"}, intro: []string{"se", "invés", "vez", "melhor", "exemplo"}},
	"fr": {draw: []string{"nulle", "partie nulle"}, resign: []string{"abandon", "abandonne", "abandonnent", "a abandonné"}, check: []string{"échec"}, intro: []string{"si", "lieu", "mieux", "plutôt", "exemple"}},
	"eo": {draw: []string{"egalvenko"}, resign: []string{"rezignis", "rezigni"}, check: []string{"ŝako"}, intro: []string{"se", "anstataŭ"}},
	"id": {draw: []string{"remis", "seri"}, resign: []string{"menyerah"}, check: []string{"skak"}, intro: []string{"jika", "kalau", "alih-alih"}},
	"de": {draw: []string{"remis", "unentschieden"}, resign: []string{"aufgegeben", "aufgabe"}, check: []string{"schach"}, intro: []string{"wenn", "falls", "statt", "anstatt", "besser", "oder", "z.b", "z.b."}},
	"sv": {draw: []string{"remi"}, resign: []string{"ger upp", "gav upp", "har gett upp"}, check: []string{"schack"}, intro: []string{"istället", "bättre", "t.ex"}},
	"da": {draw: []string{"remis", "uafgjort"}, resign: []string{"opgiver", "opgav"}, check: []string{"skak"}, intro: []string{"hvis", "stedet", "bedre", "f.eks"}},
	"nl": {draw: []string{"remise"}, resign: []string{"geeft op"}, check: []string{"schaak"}, intro: []string{"als", "plaats", "i.p.v.", "beter", "bijv", "bijvoorbeeld"}},
	"fi": {draw: []string{"tasapeli"}, resign: []string{"luovutti", "luovuttaa", "luovutan"}, check: []string{"shakki"}, intro: []string{"jos", "sijaan", "parempi", "esim"}},
	"lv": {draw: []string{"neizšķirts", "neizšķirti"}, resign: []string{"padevās", "padoties"}, check: []string{"šahs"}, intro: []string{"vietā", "labāk"}},
	"is": {draw: []string{"jafntefli"}, resign: []string{"gefst upp", "gefast upp", "gafst upp", "gáfust upp"}, check: []string{"skák"}, intro: []string{"ef", "stað", "betra", "t.d", "t.d."}},
	"cs": {draw: []string{"remíza", "remízou"}, resign: []string{"se vzdal", "vzdávám"}, check: []string{"šach"}, intro: []string{"pokud", "jestliže", "místo", "lepší", "např"}},
	"pl": {draw: []string{"remis", "remisem"}, resign: []string{"poddały się", "zrezygnował"}, check: []string{"szach"}, intro: []string{"jeśli", "jeżeli", "zamiast", "lepsze", "lepiej", "np"}},
	"ru": {draw: []string{"ничья", "вничью"}, resign: []string{"сдался", "сдались", "сдаюсь"}, check: []string{"шах"}, intro: []string{"если", "вместо", "лучше", "например"}},
	// Hungarian is not in words.md: its draw, resignation and check are
	// lichess's hu-HU strings (translation/dest/site/hu-HU.xml: "draw"
	// Döntetlen, "whiteResigned" Világos feladta, "threeChecks" Három
	// sakk); its intro words general knowledge as the others' ("vagy" or,
	// "helyett" instead of, "jobb" better; "ha", if, is left out: Spanish
	// and Italian write it as "has").
	"hu": {draw: []string{"döntetlen"}, resign: []string{"feladta"}, check: []string{"sakk"}, intro: []string{"vagy", "helyett", "jobb"}},
	"el": {draw: []string{"ισοπαλία", "ισόπαλη"}, resign: []string{"παραιτήθηκαν", "παραιτούμαι"}, check: []string{"σαχ"}, intro: []string{"αν", "εάν", "αντί", "καλύτερο"}},
}

// DrawWords returns the words and phrases that say the game was drawn
// ("patta", "remis", "partie nulle"), lower case; nil if none.
func (l *Locale) DrawWords() []string { return append([]string(nil), wordTable[l.Code].draw...) }

// ResignWords returns the words and phrases that say a player resigned
// ("abbandona", "aufgegeben", "сдался"), lower case; nil if none. They do
// not say who resigned.
func (l *Locale) ResignWords() []string {
	return append([]string(nil), wordTable[l.Code].resign...)
}

// CheckWords returns the words written after a move instead of +
// ("Schach", "шах"), lower case; nil if none.
func (l *Locale) CheckWords() []string { return append([]string(nil), wordTable[l.Code].check...) }

// IntroWords returns the words that introduce an alternative line in
// prose ("instead", "invece", "statt", "вместо", "if"), lower case; nil
// if none.
func (l *Locale) IntroWords() []string { return append([]string(nil), wordTable[l.Code].intro...) }
