package locales

// words are the result and check words written in scores, per language,
// lower case. They come from ../shared/guides/words.md (sections 1 and 2),
// whose sources are the translation files of chess programs (lichess,
// Scid, PyChess, ChessX) and Wikipedia; entries the guide marks as
// unsourced (?) are left out, so is the French "déc."/"dis." the guide
// found in no source. Phrases hold single spaces.
type words struct {
	draw   []string // the game was drawn ("patta", "remis")
	resign []string // a player resigned ("abbandona", "сдался")
	check  []string // check, written after the move ("Schach")
}

var wordTable = map[string]words{
	"en": {draw: []string{"draw", "drawn"}, resign: []string{"resigns", "resigned"}, check: []string{"check"}},
	"it": {draw: []string{"patta"}, resign: []string{"abbandona", "ha abbandonato", "abbandono"}, check: []string{"scacco"}},
	"es": {draw: []string{"tablas"}, resign: []string{"abandonaron", "se rindió", "resigna", "abandono"}, check: []string{"jaque"}},
	"pt": {draw: []string{"empate", "empatado"}, resign: []string{"desistiram", "abandonou", "desisto"}, check: []string{"xeque"}},
	"fr": {draw: []string{"nulle", "partie nulle"}, resign: []string{"abandon", "abandonne", "abandonnent", "a abandonné"}, check: []string{"échec"}},
	"eo": {draw: []string{"egalvenko"}, resign: []string{"rezignis", "rezigni"}, check: []string{"ŝako"}},
	"id": {draw: []string{"remis", "seri"}, resign: []string{"menyerah"}, check: []string{"skak"}},
	"de": {draw: []string{"remis", "unentschieden"}, resign: []string{"aufgegeben", "aufgabe"}, check: []string{"schach"}},
	"sv": {draw: []string{"remi"}, resign: []string{"ger upp", "gav upp", "har gett upp"}, check: []string{"schack"}},
	"da": {draw: []string{"remis", "uafgjort"}, resign: []string{"opgiver", "opgav"}, check: []string{"skak"}},
	"nl": {draw: []string{"remise"}, resign: []string{"geeft op"}, check: []string{"schaak"}},
	"fi": {draw: []string{"tasapeli"}, resign: []string{"luovutti", "luovuttaa", "luovutan"}, check: []string{"shakki"}},
	"lv": {draw: []string{"neizšķirts", "neizšķirti"}, resign: []string{"padevās", "padoties"}, check: []string{"šahs"}},
	"is": {draw: []string{"jafntefli"}, resign: []string{"gefst upp", "gefast upp"}, check: []string{"skák"}},
	"cs": {draw: []string{"remíza", "remízou"}, resign: []string{"se vzdal", "vzdávám"}, check: []string{"šach"}},
	"pl": {draw: []string{"remis", "remisem"}, resign: []string{"poddały się", "zrezygnował"}, check: []string{"szach"}},
	"ru": {draw: []string{"ничья", "вничью"}, resign: []string{"сдался", "сдались", "сдаюсь"}, check: []string{"шах"}},
	"el": {draw: []string{"ισοπαλία", "ισόπαλη"}, resign: []string{"παραιτήθηκαν", "παραιτούμαι"}, check: []string{"σαχ"}},
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
