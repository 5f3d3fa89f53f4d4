// Command funclen lists the longest functions of the Go files under the
// given directories (default "."), test files left out: lines from func
// to the closing brace, then the file and the name. docs/architecture.md
// compares the module before and after the restructure with it:
//
//	go run ./bench/funclen -n 15 .
package main

import (
	"cmp"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

type fn struct {
	lines int
	pos   string
	name  string
}

func main() {
	n := flag.Int("n", 20, "how many functions to list")
	tests := flag.Bool("tests", false, "include _test.go files")
	flag.Parse()
	dirs := flag.Args()
	if len(dirs) == 0 {
		dirs = []string{"."}
	}
	var fns []fn
	fset := token.NewFileSet()
	for _, dir := range dirs {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && path != dir && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") || !*tests && strings.HasSuffix(path, "_test.go") {
				return nil
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			for _, decl := range f.Decls {
				fd, ok := decl.(*ast.FuncDecl)
				if !ok || fd.Body == nil {
					continue
				}
				name := fd.Name.Name
				if fd.Recv != nil && len(fd.Recv.List) > 0 {
					name = recv(fd.Recv.List[0].Type) + "." + name
				}
				from, to := fset.Position(fd.Pos()), fset.Position(fd.End())
				fns = append(fns, fn{to.Line - from.Line + 1, fmt.Sprintf("%s:%d", filepath.ToSlash(path), from.Line), name})
			}
			return nil
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, "funclen:", err)
			os.Exit(1)
		}
	}
	// Longest first; ties in file order, so that the list is the same on
	// every run.
	slices.SortStableFunc(fns, func(a, b fn) int { return cmp.Compare(b.lines, a.lines) })
	for _, f := range fns[:min(*n, len(fns))] {
		fmt.Printf("%5d  %s  %s\n", f.lines, f.pos, f.name)
	}
}

// recv names a method's receiver type: T for T and *T, T for T[P].
func recv(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.StarExpr:
		return recv(t.X)
	case *ast.IndexExpr:
		return recv(t.X)
	case *ast.IndexListExpr:
		return recv(t.X)
	case *ast.Ident:
		return t.Name
	}
	return "?"
}
