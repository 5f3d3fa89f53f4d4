package main

import (
	"errors"
	"strconv"
	"strings"

	"github.com/notaz-chess/notaz/charset"
	"github.com/notaz-chess/notaz/pipeline"
	"github.com/urfave/cli/v2"
)

// scaleFlags are the flags convert and check share for running on parts
// of a larger file (docs/scale.md).
func scaleFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "origin", Usage: "the input is a part of FILE starting at LINE with game GAME (FILE:LINE:GAME, from the index of notaz split): diagnostics name FILE and its lines and games"},
		&cli.StringFlag{Name: "stdin-filename", Usage: "name standard input NAME in diagnostics"},
		&cli.BoolFlag{Name: "chunk", Usage: "the input is a piece cut at any line (parallel --pipe without --recstart): a game cut at its start or end is kept verbatim with a warning"},
	}
}

// inputNames maps each input to the name diagnostics give it.
type inputNames struct {
	origin string          // --origin's FILE, for the one input
	at     pipeline.Origin // --origin's LINE and GAME
	stdin  string          // --stdin-filename
}

func (n inputNames) of(name string) string {
	switch {
	case n.origin != "":
		return n.origin
	case name == "-" && n.stdin != "":
		return n.stdin
	}
	return name
}

// shift places a position found in the input (an encoding guess's first
// byte that was not UTF-8) in the original file, as the parser places its
// diagnostics: the part's line 1 is --origin's LINE. Columns stay, since
// split cuts at line starts; a zero line (no position) stays zero.
func (n inputNames) shift(ch charset.Choice) charset.Choice {
	if n.origin == "" || ch.Line == 0 {
		return ch
	}
	ch.Line += max(n.at.Line, 1) - 1
	ch.Offset += n.at.Offset
	return ch
}

// scaleOptions reads --origin, --stdin-filename and --chunk into opts.
// --origin describes one input, so it takes one FILE (or standard input).
func scaleOptions(c *cli.Context, cmd string, files []string, opts *pipeline.Options) (inputNames, error) {
	names := inputNames{stdin: c.String("stdin-filename")}
	opts.Chunk = c.Bool("chunk")
	s := c.String("origin")
	if s == "" {
		return names, nil
	}
	if len(files) != 1 {
		return names, usageErr("%s: --origin describes one input, and %d are named", cmd, len(files))
	}
	file, o, err := parseOrigin(s)
	if err != nil {
		return names, usageErr("%s: --origin %q: %v", cmd, s, err)
	}
	names.origin, names.at, opts.Origin = file, o, o
	return names, nil
}

// parseOrigin reads FILE:LINE:GAME from the right, so that FILE may hold
// colons (C:\games\big.pgn).
func parseOrigin(s string) (string, pipeline.Origin, error) {
	var o pipeline.Origin
	i := strings.LastIndexByte(s, ':')
	j := strings.LastIndexByte(s[:max(i, 0)], ':')
	if j <= 0 {
		return "", o, errors.New("want FILE:LINE:GAME")
	}
	line, err1 := strconv.Atoi(s[j+1 : i])
	game, err2 := strconv.Atoi(s[i+1:])
	if err1 != nil || err2 != nil || line < 1 || game < 1 {
		return "", o, errors.New("want FILE:LINE:GAME, with LINE and GAME numbers from 1")
	}
	o.Line, o.Game = line, game
	return s[:j], o, nil
}
