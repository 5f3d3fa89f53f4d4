package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// sourceKey is a message key found in notaz's source, where it is.
type sourceKey struct {
	key, at string
}

// keyArgs lists the calls whose string literal arguments are message keys
// (or words), by the name of the function called and the positions of
// those arguments: the emitters of diag.Text, board.Phrase, the lexer's
// warnings and errors, fixed diagnostics, and the command line's strings.
var keyArgs = map[string][]int{
	"T":         {0},    // diag.T
	"phrase":    {0},    // board
	"moveErr":   {1},    // board
	"set":       {0},    // board: MoveError.set
	"fenErr":    {0, 1}, // board: the field is a word
	"fail":      {0, 1}, // parser: lexer.fail; board: explainMove's
	"warn":      {1},    // parser
	"warnMove":  {1},    // parser
	"mkWarning": {1},    // parser
	"badTag":    {2},    // parser
	"unclosed":  {3},    // parser
	"enclosed":  {2, 3}, // parser
	"Diag":      {3},    // parser.Game.Diag with a fixed sentence
	"Sprintf":   {0},    // i18n.Lang.Sprintf (fmt.Sprintf is left out)
	"Word":      {0},    // diag.Word, i18n.Lang.Word
	"New":       {0},    // errors.New: in parser only (san.go's errors)
	"Errorf":    {1},    // diag.Errorf (fmt.Errorf is left out)
	"usageErr":  {0},    // cmd/notaz: the errors that end a command
	"ioErr":     {0},    // cmd/notaz
	"errWord":   {0},    // cmd/notaz: a word of the operating system's

}

// sourceKeys returns the literal message keys of the non-test Go files of
// the packages that emit messages.
func sourceKeys(t *testing.T) []sourceKey {
	t.Helper()
	var keys []sourceKey
	fset := token.NewFileSet()
	for _, dir := range []string{"../board", "../parser", "../replay", "../check", "../report", "../convert", "../pipeline", "../cmd/notaz", "../locales"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CallExpr:
					name := ""
					switch fn := n.Fun.(type) {
					case *ast.Ident:
						name = fn.Name
					case *ast.SelectorExpr:
						name = fn.Sel.Name
						if x, ok := fn.X.(*ast.Ident); ok && x.Name == "fmt" {
							return true // fmt.Sprintf builds data, not messages
						}
					}
					if name == "New" && !strings.Contains(path, "parser") {
						return true
					}
					for _, i := range keyArgs[name] {
						if i < len(n.Args) {
							if s, ok := stringLit(n.Args[i]); ok {
								keys = append(keys, sourceKey{s, fset.Position(n.Args[i].Pos()).String()})
							}
						}
					}
				case *ast.CompositeLit:
					// diag.Text{Format: "…"}
					if sel, ok := n.Type.(*ast.SelectorExpr); ok && sel.Sel.Name == "Text" {
						for _, e := range n.Elts {
							if kv, ok := e.(*ast.KeyValueExpr); ok {
								if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Format" {
									if s, ok := stringLit(kv.Value); ok {
										keys = append(keys, sourceKey{s, fset.Position(kv.Value.Pos()).String()})
									}
								}
							}
						}
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return keys
}

func stringLit(e ast.Expr) (string, bool) {
	b, ok := e.(*ast.BasicLit)
	if !ok || b.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(b.Value)
	return s, err == nil && s != "" && hasLetter(s)
}

func TestListKeys(t *testing.T) {
	if !testing.Verbose() {
		t.Skip("lists the keys with -v")
	}
	for _, k := range sourceKeys(t) {
		t.Logf("%s\t%q", k.at, k.key)
	}
}
