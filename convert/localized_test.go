package convert_test

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/parser"
	"github.com/notaz-chess/notaz/replay"
)

var localizedDir = corpusDir + "/localized"

var printLocalized = flag.Bool("localized.print", false, "print the localized-corpus table instead of checking it")

// localizedGame is what notaz makes of one game of a localized file:
// the language it was read as, how many main-line moves (plies) it
// replayed, how many of those agree with the English reference from the
// start, and the first error ("" if the game converts).
type localizedGame struct {
	lang         string
	plies, match int
	err          string
}

func (g localizedGame) String() string {
	return fmt.Sprintf("%s %d/%d %s", g.lang, g.plies, g.match, g.err)
}

// localizedFiles is what notaz makes of every web excerpt in
// ../shared/corpus/localized (see each folder's SOURCES.md). ref names the
// English reference game; match counts plies equal to it (for the prefix
// the file has). A game's language is the detected family's first member
// ("it" for Italian and Spanish). Side lines quoted on their own line
// with their own numbers ("3...Cd7" after "3...Ag4?") are read as
// variations (replay/sideline.go). Every file with a complete game
// converts but nl-01, whose source leaves out a move; a file still
// stopping at an error says why above its entry:
// a cut-off excerpt, fragments, an opening survey, or a source that is
// wrong or truly ambiguous there. The first error is asserted so that
// regressions show.
var localizedFiles = []struct {
	file  string
	ref   string // key into refGames, "" if none
	games []localizedGame
}{
	// Not a complete game: the excerpt is cut off at "5...Dd".
	{"cs/cs-02_szabo-short-hastings1981_nss.txt", "", []localizedGame{
		{"cs", 9, 0, "7:67: cannot read move 5...Dd: missing target square"},
	}},
	// Not a complete game (a club report that stops at 18...0-0-0, no
	// result). "9. b4" is the page's typo for 6.b4 (the board reads it),
	// and line 3, "Jxb4 nebo cxb4" (Nxb4 or cxb4: analysis of 6...d6
	// without brackets), is read as White's 7th move: the error is honest.
	{"cs/cs-04_velicka-svrcina-extraliga_slavojporuba.txt", "", []localizedGame{
		{"cs", 12, 0, "3:1: illegal move 7.Jxb4: b4 is occupied by a white pawn"},
	}},
	{"cs/cs-05_hra-v-sachy-1800s_wikisource.txt", "", []localizedGame{
		// Not a game: a 19th-century lesson on notation (1. e2e4, then
		// a table of moves in columns). "Bílý" (White) is read as prose;
		// the row of White's moves then repeats 1.e4.
		{"cs", 2, 0, "6:6: illegal move 2.e2e4: no piece on e2"},
	}},
	// Not a complete game: the excerpt is cut off at "33.h" (all 64
	// plies before it match).
	{"de/de-01_jahrhundert_herderschach.txt", "game-of-the-century", []localizedGame{
		{"de", 64, 64, "32:73: cannot read move 33.h: missing target square"},
	}},
	// Line 1 (a fragment from move 18, with no start position: it
	// cannot convert) and line 2 (the whole game, in the source's move
	// order 18.Ld6 Dxa1+ 19.Ke2 Lxg1: the reference has 18...Bxg1 19.e5
	// Qxa1+) are two games, split at "1."; line 3, "18.Ld6 Lxg1 19.e5
	// Dxa1+ 20.Ke2" after the mate, repeats 18.Ld6 and becomes a side line
	// replacing 18...Dxa1+: game 2 converts.
	{"de/de-02_unsterbliche_wikiless.txt", "immortal", []localizedGame{
		{"de", 0, 0, "1:7: illegal move 1.Dxa1+: a1 is occupied by a white rook"},
		{"de", 45, 35, ""},
	}},
	// "4.… d6xe5?" continues the main line by its number; the side lines
	// 4…Bxf3 and 4…Nd7 follow, and "5. Qd1xf3" would continue the first
	// of them, which notaz does not go back to. The file cannot convert
	// whole anyway: it switches to German letters ("8. Sb1-c3 9.
	// Lc1-g5" after Qd1xf3) and leaves out Black's 8th move (8...c6).
	{"de/de-04_opera_dezxc-translation-mixed.txt", "opera", []localizedGame{
		{"en", 11, 7, "7:4: illegal move 5.Qd1xf3: f3 is occupied by a white knight"},
	}},
	// Not a complete game: the excerpt ends inside a bracket of analysis.
	{"el/el-01_kasparov-sfikas-simul1996_chess-gr.txt", "", []localizedGame{
		{"", 0, 0, "14:1: unclosed '['"},
	}},
	// "2. Ιζ3" on its own line after "2. Ιγ3": a side line; converts.
	{"el/el-03_vienna_elwiki.txt", "", []localizedGame{
		{"el", 3, 0, ""},
	}},
	// Every refutation on its own line ("10. Aa4, g6. 11. Cg3, …" after
	// "10. g4?, ...", then "10 ..., Cf6"): converts, the whole Immortal.
	{"es/es-01_inmortal_ajedrezsegovia.txt", "immortal", []localizedGame{
		{"it", 45, 45, ""},
	}},
	// "10 Te 1 d6" (a square split by a space, in a side line): converts,
	// the whole Evergreen.
	{"es/es-04a_siempreviva_ajedrez-para-dummies.txt", "evergreen", []localizedGame{
		{"it", 47, 47, ""},
	}},
	// "d - e5" (capture sign lost), parenthesised prose, "mate.": converts.
	{"es/es-05_opera_elpais.txt", "opera", []localizedGame{
		{"it", 33, 33, ""},
	}},
	// Not a complete game: the excerpt stops at 12...Td8 and quotes its
	// lines out of order ("8.Dxb7 Db4+" before the game's "8.Cc3", read
	// as the main line; "13.Axd7+" before "12 . . . Td8"). The capture
	// sign settles 10.Cxb5 (it takes only after 9...b5); "12.0-0-0" on
	// its own line then fits both the line after 11...Cbd7 and a repeat
	// of 12.0-0-0+ in the side line 11...Rd8: a real ambiguity.
	{"es/es-06_opera_excelsior.txt", "opera", []localizedGame{
		{"it", 16, 14, "20:4: 12.0-0-0 fits both the side line after 11...Cbd7 and a side line replacing 12...Rc8, and the moves after it are legal in both: cannot tell which line it belongs to"},
	}},
	// Not a complete game: the file is cut off at byte 2000, inside a
	// comment, closed there (unclosed-bracket): the moves before it convert.
	{"es/es-09_opera_lichess-study-embed-es-comments.pgn", "opera", []localizedGame{
		{"en", 15, 15, ""},
	}},
	{"fr/fr-02_siecle_fr-academic-frwiki.txt", "game-of-the-century", []localizedGame{
		{"fr", 31, 31, ""},
	}},
	{"fr/fr-03_siecle_echecspourtous.txt", "game-of-the-century", []localizedGame{
		{"fr", 28, 28, ""},
	}},
	// Not a complete game: the excerpt is cut off at "15. F". The side
	// line "13. Fxe7 Cxc5 …" after 11...Ca4!! lost its first moves
	// (12.Cxa4 Cxe4) in the source, so no place makes 13.Fxe7 legal.
	{"fr/fr-05_siecle_echecsmagistral.txt", "game-of-the-century", []localizedGame{
		{"fr", 22, 22, "8:5: illegal move 12.Fxe7: no bishop can reach e7"},
	}},
	// Not a complete game: the file is cut off at byte 1978, inside a
	// comment, closed there (unclosed-bracket): the moves before it convert.
	{"fr/fr-06_opera_echecsclubvilleurbanne-en-moves-fr-comments.pgn", "opera", []localizedGame{
		{"en", 23, 23, ""},
	}},
	// White–black pairs joined by dashes, ';' separators, "matto": converts.
	{"it/it-01_schulten-kieseritzky_tusciatimes.txt", "schulten-kieseritzky", []localizedGame{
		{"it", 36, 36, ""},
	}},
	{"it/it-02_immortale_scacchi64.txt", "immortal", []localizedGame{
		// Line 5 quotes another game from 6. Cc3 to its "0-1."; line 6
		// takes the Immortal up again at 6... (task h19e: the result is
		// the quoted line's, the numbering goes on after it; it was a
		// second game, a fragment that could not convert). The text ends
		// at "8. Ch4 ...".
		{"it", 15, 15, ""},
	}},
	// Dh5:f3, A:b4, "7 O-O, d3?!;", side lines ("17 Cg3!, Dh6; 18 Ac1"
	// between 17 Cf6+ and "17 ..., g:f6"): converts.
	{"it/it-04_sempreverde_garibaldiscacchi.txt", "evergreen", []localizedGame{
		{"it", 42, 22, ""},
	}},
	// Converts (to 14...Ab7?); the reference has 12.Bxb5 where the Italian
	// sources have the famous 12.Dxb5.
	{"it/it-06_sempreverde_scacchi64.txt", "evergreen", []localizedGame{
		{"it", 28, 22, ""},
	}},
	// "7…dxc3 o 7…d6" ("o" = or, a comment): converts; the excerpt ends
	// at 9...Dg6 and a side line, a fragment of the Evergreen.
	{"it/it-07_sempreverde_itwikipedia.txt", "evergreen", []localizedGame{
		{"it", 18, 18, ""},
	}},
	// "14…Ld6 en 15… 0-0" (Bd6 and 0-0: a plan of Black's moves only)
	// leaves out White's 15th move, so 0-0 falls on White: the source
	// gives no move to fill in. (The excerpt also ends without a result
	// at 26...Dxa2.)
	{"nl/nl-01_bosker-ringoir_schaaksite.txt", "", []localizedGame{
		{"nl", 28, 0, "7:15: illegal move 15.0-0: cannot castle: the king has moved (it is on g1)"},
	}},
	// Fragments of several games, not one complete game: with no tags
	// between them the first runs on into the second ("21. ...g6?",
	// "21. ...a5" of another game), and a5 fails as move 8. The last fragment, "1.d4 Pf6 2.c4 e6",
	// is a real ambiguity (Pf6 is a pawn move with the English pawn
	// letter).
	{"nl/nl-04_fragments_clubs.txt", "", []localizedGame{
		{"nl", 11, 0, "9:8: illegal move 8.a5: no pawn can reach a5"},
		{"en", 4, 0, "17:6: 1...Pf6 is a pawn move in English and a knight move in Dutch"},
	}},
	// Converts.
	{"pl/pl-01_thomas-alekhine-nottingham1936_matowanie.txt", "thomas-alekhine", []localizedGame{
		{"pl", 43, 43, ""},
	}},
	{"pl/pl-02_salov-eremin-estoril2010_konikowski.txt", "", []localizedGame{
		{"pl", 27, 0, ""},
	}},
	// "6...e5" alone on its line, then "7.0-0 Ge7 8.a4": the new line
	// resumes the main line (replay's layout rule).
	// Not a complete game: cut off at "15.fxe". Inside the bracketed
	// analysis, "(24...b5!?; 24...Sg6!?)" lists two alternatives to
	// 24...g6; notaz reads the second as the next move, 25.Sg6, and says so.
	{"pl/pl-04_carlsen-grischuk-linares2009_konikowski.txt", "", []localizedGame{
		{"pl", 24, 0, "10:247: illegal move 25.Sg6: no knight can reach g6"},
	}},
	// Not a game: OCR of an opening survey ("Wariant A)" headings, whose
	// ')' closes nothing; "HhS" for Hh5).
	{"pl/pl-06_partia-wloska-analysis-ocr_chomikuj.txt", "", []localizedGame{
		{"", 0, 0, "4:10: unbalanced ')'"},
	}},
	// Not a complete game: from a position given in prose, "(FEN: …)",
	// to "22. Df6!! Cx", cut off.
	{"pt/pt-02_imortal_lancesqi.txt", "immortal", []localizedGame{
		{"it", 0, 0, "5:5: illegal move 1.e5: no pawn can reach e5"},
	}},
	// No. 27 (a fragment from move 3: cannot convert), No. 28 (prose "из-за" read as a comment: the
	// side line after it replays, then the main line resumes at 4.), No. 29 converts
	// (Kpel:f2 with OCR l, Cyrillic с in Kb1-с3).
	{"ru/ru-03_textbook-games-27-29_litfond.txt", "", []localizedGame{
		{"ru", 0, 0, "1:4: illegal move 1.Cf1-b5: no bishop can reach b5"},
		{"ru", 10, 0, "15:4: 5.0-0 fits both a side line replacing 5.Kf3:e5 and the side line after 4...Kg8-f6, and the moves after it are legal in both: cannot tell which line it belongs to"},
		{"ru", 12, 0, ""},
	}},
	// Not a game: an opening survey with outline headings ("I.", "А").
	{"ru/ru-04_scotch-analysis_rjandronjan.txt", "", []localizedGame{
		{"ru", 6, 0, "8:1: cannot read move 4.I.: unknown piece letter 'I'"},
	}},
	// Not a game: an opening study whose text lost every space
	// ("1.e4e52.Nf3Nc6…"); "e4e5" is also a coordinate move, so the
	// run cannot be split safely.
	{"ru/ru-07_chess-online-study-glued-en-moves-ru-comments.txt", "", []localizedGame{
		{"en", 0, 0, "2:3: cannot read move 1.e4e52.Nf3Nc63.Bc4Be7вполне: unexpected '2' in move"},
	}},
}

// refGames maps a reference key to the Event (or White) of its game in
// english-reference.pgn.
var refGames = map[string]string{
	"immortal":             "The Immortal Game",
	"evergreen":            "The Evergreen Game",
	"opera":                "The Opera Game",
	"game-of-the-century":  "The Game of the Century",
	"schulten-kieseritzky": "Schulten",
	"thomas-alekhine":      "Nottingham",
}

// mainLine returns the canonical SAN of the main-line moves replay
// resolved, skipping the nodes of variations.
func mainLine(rg *replay.Game) []string {
	var out []string
	for _, n := range rg.Moves.Nodes {
		out = append(out, n.SAN.String())
	}
	return out
}

// readGames parses and replays every game of b as `notaz convert` does
// (language detected per game, settled in input order).
func readGames(t *testing.T, name string, b []byte) ([]*replay.Game, []error) {
	t.Helper()
	r := parser.NewReader(strings.NewReader(string(b)), parser.Options{Name: name})
	var games []*replay.Game
	var errs []error
	var det replay.Detector // in input order, as the pipeline settles them
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		var pe *diag.Diagnostic
		if err != nil && !errors.As(err, &pe) {
			t.Fatal(err)
		}
		if err != nil {
			games = append(games, &replay.Game{Source: g})
			errs = append(errs, pe)
			continue
		}
		rg, _ := det.Settle(replay.Run(g, replay.Options{Auto: true}))
		games = append(games, rg)
		errs = append(errs, nil)
	}
	return games, errs
}

func referenceGames(t *testing.T) map[string][]string {
	b := readCorpus(t, localizedDir+"/english-reference.pgn")
	games, errs := readGames(t, "english-reference.pgn", b)
	refs := map[string][]string{}
	for i, rg := range games {
		if errs[i] != nil || rg.Err != nil {
			t.Fatalf("reference game %d does not replay: %v %v", i+1, errs[i], rg.Err)
		}
		ev, _ := rg.Source.TagValue("Event")
		white, _ := rg.Source.TagValue("White")
		for key, s := range refGames {
			if strings.Contains(ev, s) || strings.Contains(white, s) {
				refs[key] = mainLine(rg)
			}
		}
	}
	if len(refs) != len(refGames) {
		t.Fatalf("found %d of %d reference games", len(refs), len(refGames))
	}
	return refs
}

func TestLocalizedCorpus(t *testing.T) {
	refs := referenceGames(t)
	listed := map[string]bool{}
	var table strings.Builder
	for _, tt := range localizedFiles {
		listed[tt.file] = true
		b := readCorpus(t, filepath.Join(localizedDir, tt.file))
		games, errs := readGames(t, tt.file, b)
		var got []localizedGame
		for i, rg := range games {
			g := localizedGame{}
			if rg.Locale != nil {
				g.lang = rg.Locale.Family
			}
			switch {
			case errs[i] != nil:
				var pe *diag.Diagnostic
				errors.As(errs[i], &pe)
				g.err = fmt.Sprintf("%d:%d: %s", pe.Line, pe.Column, pe.Msg)
			case rg.Err != nil:
				g.err = fmt.Sprintf("%d:%d: %s", rg.Err.Line, rg.Err.Column, rg.Err.Msg)
			}
			if errs[i] == nil {
				moves := mainLine(rg)
				g.plies = len(moves)
				if ref := refs[tt.ref]; ref != nil {
					for g.match < len(moves) && g.match < len(ref) && moves[g.match] == ref[g.match] {
						g.match++
					}
				}
			}
			got = append(got, g)
		}
		if *printLocalized {
			fmt.Fprintf(&table, "\t{%q, %q, []localizedGame{\n", tt.file, tt.ref)
			for _, g := range got {
				fmt.Fprintf(&table, "\t\t{%q, %d, %d, %q},\n", g.lang, g.plies, g.match, g.err)
			}
			table.WriteString("\t}},\n")
			continue
		}
		if len(got) != len(tt.games) {
			t.Errorf("%s: %d games, want %d: %v", tt.file, len(got), len(tt.games), got)
			continue
		}
		for i := range got {
			if got[i] != tt.games[i] {
				t.Errorf("%s: game %d:\n got %v\nwant %v", tt.file, i+1, got[i], tt.games[i])
			}
		}
	}
	if *printLocalized {
		fmt.Print(table.String())
	}
	// Every file of the corpus is in the table.
	files, _ := filepath.Glob(localizedDir + "/*/*")
	for _, f := range files {
		rel, _ := filepath.Rel(localizedDir, f)
		if !strings.HasSuffix(rel, "SOURCES.md") && !listed[filepath.ToSlash(rel)] {
			t.Errorf("%s is not in localizedFiles", rel)
		}
	}
}
