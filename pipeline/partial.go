package pipeline

import (
	"slices"

	"github.com/notaz-chess/notaz/diag"
)

// edge marks the games at the ends of the input, where a chunk cut at an
// arbitrary line may have gone through a game.
type edge uint8

const (
	firstGame edge = 1 << iota
	lastGame
)

// Why only under Options.Chunk, and only these signs: without it a file
// that starts with an excerpt ("23. Nf3 ...") or ends without a result is
// a real finding (an error, a warning) that must not turn into a quiet
// "kept verbatim". A chunk, by contrast, is cut wherever its block ended:
// the first game may be the tail of one (its tags cut off, or its movetext
// begun mid-way) and the last the head of one (no result yet). Replaying
// either half as a game would report errors that are not in the file and
// write a made-up game; kept verbatim, the two halves of the outputs put
// together give the game's text back.

// isLeadingFragment reports whether the first game of a chunk reads as the
// tail of a game cut by the chunking: it does not read or replay as a game
// on its own, it has no FEN (a game set up from a position may well start
// at move 23), and its movetext does not start at move 1 (a continuation
// starts at a later number, or in mid-line without one). A first game
// numbered from 1 that fails is an error like any other.
func isLeadingFragment(it *Item) bool {
	g := it.Game
	if _, ok := g.TagValue("FEN"); ok {
		return false
	}
	failed := it.Replay == nil && slices.ContainsFunc(it.Diags, isError) || it.Replay != nil && it.Replay.Err != nil
	if !failed {
		return false
	}
	return len(g.Moves) == 0 || g.Moves[0].Number() != 1
}

// isTrailingFragment reports whether the last game of a chunk reads as the
// head of a game cut by the chunking: it has no result token (a game
// written whole ends with one; the cut came before it).
func isTrailingFragment(it *Item) bool {
	return it.Game.Result == "" && it.Game.Rest == nil
}

func isError(d diag.Diagnostic) bool { return d.Severity == diag.Error }

// markPartial turns a game at an edge of a chunk that the cut went through
// into a partial game: one warning at its start, no replay, kept verbatim.
// The stray-text warnings before it stay: that text is whole.
func markPartial(it *Item) {
	var msg string
	switch {
	case it.edge&firstGame != 0 && isLeadingFragment(it):
		msg = "partial game at the start of the input: kept verbatim"
	case it.edge&lastGame != 0 && isTrailingFragment(it):
		msg = "partial game at the end of the input: kept verbatim"
	default:
		return
	}
	g := it.Game
	it.Diags = slices.DeleteFunc(it.Diags, func(d diag.Diagnostic) bool { return d.Offset >= g.Start.Offset })
	it.Diags = append(it.Diags, g.Diag(g.Start, diag.Warning, diag.Syntax, msg))
	it.Replay, it.Partial = nil, true
}
