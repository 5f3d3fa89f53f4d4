package report

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/notaz-chess/notaz/check"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/i18n"
	"github.com/notaz-chess/notaz/internal/testcorpus"
	"golang.org/x/text/language"
)

// boardFaults are games whose errors come from the board's explanations
// and the FEN reader, which no file in testdata reaches all of.
var boardFaults = []string{
	"1. e4 e5 2. Ke3 *",
	"1. e4 e5 2. Rd1 *",
	"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O Bg4 6. Bxg4 *",
	"1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 5. Nf3 Bg4 6. Bd2 e6 7. Ne5 Bb4 8. Nxg4 *",
	"1. d4 e5 2. dxe5 Bb4+ 3. c3 Bxc3+ 4. Nxc3 d6 5. Nd2 *",
	"1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ Ke7 5. O-O *",
	"1. e4 e5 2. O-O *",
	"1. e4 e5 2. e8=Q *",
	"1. e4 f5 2. exf5 g6 3. fxg6 Nf6 4. gxh7 Ne4 5. hxg8 *",
	"1. e4 e5 2. Nf3 Nf6 3. Nxe5 Nxe4 4. Nxf7 Qe7 5. Nxh8 Nc3+ 6. Ke2 *",
	"1. e4 e5 2. Bc4 Bc5 3. Qh5 Nf6 4. Qxf7# Ke7 *",
	"1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 8. Kf1 *",
	"1. e4 e5 2. Nf3 d6 3. d4 exd4 4. Qxd4 Nc6 5. Qd3 Nf6 6. Nd2 Be7 7. Nb3 O-O 8. Bd2 Ng4 9. O-O-O *",
	"1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 8. Bd3 dxc4 9. Bxc4 Nd5 10. Bxe7 Qxe7 11. O-O *",
	"1. e4 e5 2. a4 Nf6 3. Ra3 Nxe4 4. Rb3 Nxf2 5. Kxf2 *",
	"[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*",
	"[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1\"]\n\n*",
	"[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1\"]\n\n*",
	"[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1\"]\n\n*",
	"[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1\"]\n\n*",
	"[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1\"]\n\n*",
	"[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - - -\"]\n\n*",
	"[FEN \"4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1\"]\n\n1. O-O-O *",
	"[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. a8 *",
	"[Variant \"Shatranj\"]\n\n1. e4 e5 2. e5 *",
	"1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O Nxe4 5. Re1 Nd6 6. Nxe5 Be7 7. Bf1 Nxe5 8. Rxe5 O-O 9. d4 Bf6 10. Re1 Re8 11. c3 Rxe1 12. Qxe1 Ne8 13. Bf4 d5 14. Bd3 g6 15. Nd2 Ng7 16. Qe2 c6 17. Re1 Bf5 18. Bxf5 Nxf5 19. Nf3 Ng7 20. Be5 Ne6 21. Bxf6 Qxf6 22. Ne5 Re8 23. Ng4 Qd8 24. Qe5 Ng7 25. Qxe8+ Nxe8 26. Rxe8+ Qxe8 *",
	"1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5 Na5 6. Bb5+ c6 7. dxc6 bxc6 8. Qf3 *",
	"1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d4 exd4 6. cxd4 Bb4+ 7. Nc3 Nxe4 8. O-O Nxc3 9. bxc3 Bxc3 10. Ba3 *",
	"1. e4 e5 2. Nf3 Nc6 4. Bc4 Nf6 *",
	"1. e4 e5 2. Nf3 3. Bc4 Nc6 *",
	"1. e4 e5 2. Bc4 Nf6 3. Nc3 Bc5 4. d3 Nxe4 5. Nxe4 Ng8 6. Nxc5 *",
}

// TestItalianComplete: every finding notaz makes on the test inputs (the
// files of testdata, the shared corpora when present, and games that
// reach the board's explanations) reads wholly in Italian, and in every
// other language with a catalog: no key or word of its message lacks a
// translation, and nothing prints fmt's "%!".
func TestItalianComplete(t *testing.T) {
	var inputs []string
	for _, root := range []string{"../testdata", testcorpus.Dir()} {
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			info, _ := d.Info()
			if ext := filepath.Ext(path); (ext == ".pgn" || ext == ".txt" || ext == ".gz") && info.Size() < 2<<20 && !strings.Contains(path, "perft") {
				inputs = append(inputs, path)
			}
			return nil
		})
	}
	dir := t.TempDir()
	for i, g := range boardFaults {
		p := filepath.Join(dir, "board"+strings.Repeat("x", i)+".pgn")
		os.WriteFile(p, []byte(g+"\n"), 0o644)
		inputs = append(inputs, p)
	}
	seen := map[string]bool{}
	n := 0
	for _, path := range inputs {
		fs, _ := runFile(t, path, check.Options{})
		for _, f := range fs {
			n++
			for _, tag := range i18n.Supported()[1:] {
				l := i18n.New(tag)
				for _, k := range l.Untranslated(f.Message()) {
					if !seen[tag.String()+k] {
						seen[tag.String()+k] = true
						t.Errorf("%s: %s: no %v for %q", path, f.Msg, tag, k)
					}
				}
				if m := Message(f, l); strings.Contains(m, "%!") {
					t.Errorf("%s: %q", path, m)
				}
			}
			if f.Text.IsZero() == false && f.Text.String() != f.Msg {
				t.Errorf("%s: Text %q is not Msg %q", path, f.Text.String(), f.Msg)
			}
		}
	}
	t.Logf("%d findings in %d inputs", n, len(inputs))
}

// TestMessageLanguage: the function a page calls with the user's
// language. English by tag is English by nil, word for word.
func TestMessageLanguage(t *testing.T) {
	fs, _ := runFile(t, faults, check.Options{})
	for _, f := range fs {
		if got, want := Message(f, i18n.New(language.English)), Message(f, nil); got != want {
			t.Errorf("English %q, want %q", got, want)
		}
	}
	d := diag.Diagnostic{Code: diag.Illegal, Text: diag.T("illegal move %s: %s", "6.Re1", diag.T("no %s can reach %s", diag.Word("king"), "e1")),
		Suggestions: []string{"Re1", "Ne1", "Qe1"}, Locale: "it", FEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}
	d.Msg = d.Text.String()
	if got, want := Message(d, i18n.New(language.MustParse("it-IT"))), "mossa illegale 6.Re1: nessun re può raggiungere e1; forse Te1, Ce1 o De1?"; got != want {
		t.Errorf("Italian %q, want %q", got, want)
	}
}
