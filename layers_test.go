package notaz_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/notaz-chess/notaz"

// layers lists, for each package, the notaz packages it may import: data
// flows one way, bytes → decode → lex/parse → replay → write, and the two
// commands share the pipeline without importing each other.
var layers = map[string][]string{
	"board":   {},
	"diag":    {},
	"charset": {"board", "locales"},
	"locales": {"board", "diag"},
	// The lenient SAN reader: a move token in any language's letters.
	"parser/san": {"board", "diag", "locales"},
	"parser":     {"board", "diag", "internal/reuse", "locales", "parser/san"},
	"replay":     {"board", "descriptive", "diag", "internal/reuse", "locales", "parser", "parser/san"},
	"writer":     {"board", "descriptive", "diag", "diagram", "locales", "parser", "replay"},
	"diagram":    {"board"},
	// Descriptive notation (P-K4, P4R): read into SAN below replay,
	// written by writer.
	"descriptive": {"board", "diag", "internal/reuse", "parser"},
	// Real text decoded by the numbers and the board, for the games the
	// strict reader cannot read.
	"prose":    {"board", "diag", "locales", "parser", "parser/san"},
	"pipeline": {"board", "descriptive", "diag", "locales", "parser", "prose", "replay"},
	"convert":  {"descriptive", "diag", "i18n", "internal/words", "locales", "pipeline", "writer"},
	"split":    {"parser"},
	"parquet":  {"board", "diag", "parser", "replay", "writer"},
	"i18n":     {"board", "diag"},
	// check keeps its rules only: findings as data, printed by report.
	"check": {"board", "diag", "locales", "parser", "pipeline", "replay"},
	// Findings rendered for people and programs in every format and
	// language: above the data (diag, i18n, the letters), below every
	// front end; it knows nothing of how findings are found.
	"report":    {"board", "descriptive", "diag", "i18n", "locales"},
	".":         {"board", "charset", "diag", "input", "locales", "parser", "pipeline", "replay", "sheet", "writer"},
	"cmd/notaz": {"board", "charset", "check", "compressed", "convert", "input", "descriptive", "diag", "diagram", "i18n", "internal/words", "locales", "parquet", "pipeline", "replay", "report", "sheet", "split", "web", "writer"},
	// The browser page: webconv is what the page asks of the library, on
	// top of both commands' packages; web serves the page, web/wasm
	// carries webconv to JavaScript, web/build builds it.
	"web/webconv":         {"board", "compressed", "convert", "diag", "i18n", "input", "pipeline", "replay", "report", "writer"},
	"web":                 {},
	"web/wasm":            {"descriptive", "web/webconv", "locales"},
	"web/build":           {},
	"internal/testcorpus": {},
	"internal/words":      {"diag"},
	"internal/reuse":      {},
	"internal/schema":     {},
	"compressed":          {},
	// Opening inputs: compression by magic bytes, zip members, stdin
	// spooled, encodings detected; the CLI, the page and notaz.Read.
	"input": {"charset", "compressed", "diag"},
	// notaz decode: recogniser output (candidates per box) to the most
	// probable legal game; sim is its benchmark's simulated recogniser.
	"sheet":     {"board", "locales", "parser", "parser/san"},
	"sheet/sim": {"board", "locales", "sheet"},
	// The longest functions, for docs/architecture.md: imports nothing.
	"bench/funclen":        {},
	"sheet/sim/sheetbench": {".", "board", "locales", "parser", "parser/san", "sheet", "sheet/sim"},
}

// TestLayers fails when a package imports a notaz package its layer may
// not (or a new package is not listed), and checks that the closure keeps
// check and convert apart.
func TestLayers(t *testing.T) {
	imports := map[string][]string{}
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") && path != "." || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		pkg := filepath.ToSlash(filepath.Dir(path))
		for _, is := range f.Imports {
			p := strings.Trim(is.Path.Value, `"`)
			if p == module {
				p = "."
			} else if rest, ok := strings.CutPrefix(p, module+"/"); ok {
				p = rest
			} else {
				continue
			}
			if !slices.Contains(imports[pkg], p) {
				imports[pkg] = append(imports[pkg], p)
			}
		}
		if _, ok := imports[pkg]; !ok {
			imports[pkg] = nil
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for pkg, imps := range imports {
		allowed, ok := layers[pkg]
		if !ok {
			t.Errorf("package %s is not in the layers table", pkg)
			continue
		}
		for _, p := range imps {
			if !slices.Contains(allowed, p) {
				t.Errorf("%s imports %s, which its layer may not", pkg, p)
			}
		}
	}
	deps := func(pkg string) map[string]bool {
		seen := map[string]bool{}
		var visit func(string)
		visit = func(p string) {
			for _, q := range imports[p] {
				if !seen[q] {
					seen[q] = true
					visit(q)
				}
			}
		}
		visit(pkg)
		return seen
	}
	if deps("check")["convert"] || deps("convert")["check"] {
		t.Error("check and convert must not depend on each other")
	}
	// Printing a finding needs report, never the validator.
	for _, p := range []string{"report", "convert", "web/webconv"} {
		if deps(p)["check"] {
			t.Errorf("%s depends on check: findings are printed by report", p)
		}
	}
	if len(deps("board")) != 0 {
		t.Error("board must import nothing of notaz")
	}
}
