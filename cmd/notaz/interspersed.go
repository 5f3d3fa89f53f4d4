package main

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// interspersed moves a command's flags that follow its file names in
// front of them, so that "notaz convert in.pgn -o out.pgn" means what it
// means to pgn-extract and to most users: urfave/cli v2 stops reading
// flags at the first argument that is not one. The rule, documented in
// --help and the README: before "--", every word that starts with "-"
// (other than "-" itself, standard input) is a flag, and a flag that takes
// a value takes the next word unless written --flag=value; after "--"
// every word is a file. A file whose name starts with "-" goes after "--"
// (or as ./-name). Unknown flags are moved too, so that urfave/cli reports
// them as it does before the files.
func interspersed(app *cli.App, args []string) []string {
	// The command is the first word after the global flags (--lang takes
	// a value; --version none).
	i := 1
	for i < len(args) && strings.HasPrefix(args[i], "-") && args[i] != "-" {
		if args[i] == "--" {
			return args
		}
		if takesValue(app.Flags, args[i]) {
			i++
		}
		i++
	}
	if i >= len(args) {
		return args
	}
	cmd := app.Command(args[i])
	if cmd == nil || len(cmd.Subcommands) > 0 {
		return args
	}
	rest := args[i+1:]
	// Shell completion asks with --generate-bash-completion as the last
	// word; urfave/cli looks for it there.
	var tail []string
	if n := len(rest); n > 0 && rest[n-1] == "--generate-bash-completion" {
		rest, tail = rest[:n-1], rest[n-1:]
	}
	var flags, files []string
	for j := 0; j < len(rest); j++ {
		w := rest[j]
		if w == "--" {
			files = append(files, rest[j:]...)
			break
		}
		if !strings.HasPrefix(w, "-") || w == "-" {
			files = append(files, w)
			continue
		}
		flags = append(flags, w)
		if takesValue(cmd.Flags, w) && j+1 < len(rest) {
			j++
			flags = append(flags, rest[j])
		}
	}
	out := make([]string, 0, len(args))
	out = append(out, args[:i+1]...)
	out = append(out, flags...)
	out = append(out, files...)
	return append(out, tail...)
}

// takesValue reports whether word names a flag of flags that takes its
// value from the next word: not a boolean, and not written --flag=value.
func takesValue(flags []cli.Flag, word string) bool {
	name := strings.TrimLeft(word, "-")
	if strings.Contains(name, "=") {
		return false
	}
	for _, f := range flags {
		for _, n := range f.Names() {
			if n != name {
				continue
			}
			if d, ok := f.(cli.DocGenerationFlag); ok {
				return d.TakesValue()
			}
			return false
		}
	}
	return false
}
