// Command build makes the browser page in one directory (web/dist by
// default): notaz compiled to WebAssembly (GOOS=js GOARCH=wasm, from
// web/wasm), Go's own wasm_exec.js copied from the Go installation that
// builds it (it must match that Go release, and is not ours to commit),
// and the page's files. `go generate ./web` runs it; the browser test
// runs it into a temporary directory.
//
//	go run ./web/build [-o DIR]
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

func main() {
	out := flag.String("o", "dist", "the directory to write the page into")
	flag.Parse()
	if err := build(*out); err != nil {
		fmt.Fprintln(os.Stderr, "web/build:", err)
		os.Exit(1)
	}
}

func build(out string) error {
	web, err := webDir()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	wasm, err := filepath.Abs(filepath.Join(out, "notaz.wasm"))
	if err != nil {
		return err
	}
	// -s -w: no symbol table or DWARF, a quarter smaller; -trimpath: no
	// paths of the machine that built it.
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "./wasm")
	cmd.Dir = web
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build ./web/wasm: %w", err)
	}
	glue, err := wasmExec()
	if err != nil {
		return err
	}
	if err := copyFile(glue, filepath.Join(out, "wasm_exec.js")); err != nil {
		return err
	}
	for _, f := range []string{"index.html", "app.js", "worker.js", "style.css"} {
		if err := copyFile(filepath.Join(web, f), filepath.Join(out, f)); err != nil {
			return err
		}
	}
	return nil
}

// webDir is the directory of package web: here under go generate, else
// found from the module root.
func webDir() (string, error) {
	for _, d := range []string{".", "web"} {
		if _, err := os.Stat(filepath.Join(d, "wasm", "main.go")); err == nil {
			return filepath.Abs(d)
		}
	}
	cmd := exec.Command("go", "list", "-f", "{{.Dir}}", "github.com/notaz-chess/notaz/web")
	b, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("cannot find package web: %w", err)
	}
	return strings.TrimSpace(string(b)), nil
}

// wasmExec finds wasm_exec.js in the Go installation that runs the build:
// lib/wasm since Go 1.24, misc/wasm before.
func wasmExec() (string, error) {
	b, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOROOT: %v", err)
	}
	root := strings.TrimSpace(string(b))
	for _, d := range []string{"lib/wasm", "misc/wasm"} {
		p := filepath.Join(root, d, "wasm_exec.js")
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("wasm_exec.js not found in %s/lib/wasm or misc/wasm", root)
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o644)
}
