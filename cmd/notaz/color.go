package main

import (
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"
)

// colorFlag is --color auto|always|never, for both commands.
func colorFlag() cli.Flag {
	return &cli.StringFlag{Name: "color", Value: "auto", Usage: "colour severities and the caret: auto (on a terminal, unless $NO_COLOR is set), always or never"}
}

// colorFor decides whether findings written to w are coloured: as
// --color (mode) says, and for auto only on a terminal when NO_COLOR is
// unset or empty (no-color.org), never in a pipe or a file.
func colorFor(mode string, w io.Writer) (bool, error) {
	return decideColor(mode, isTerminal(w), os.Getenv("NO_COLOR"))
}

func decideColor(mode string, terminal bool, noColor string) (bool, error) {
	switch mode {
	case "always":
		return true, nil
	case "never":
		return false, nil
	case "auto", "":
		return terminal && noColor == "", nil
	}
	return false, usageErr("--color: %q is not auto, always or never", mode)
}

// paintSeverity colours the severity word of a diagnostic's one-line form
// ("FILE:LINE:COL: error: …").
func paintSeverity(line, sev string, paint func(string) string) string {
	i := strings.Index(line, ": "+sev+": ")
	if i < 0 {
		return line
	}
	i += 2
	return line[:i] + paint(sev) + line[i+len(sev):]
}
