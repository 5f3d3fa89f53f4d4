package replay

import (
	"github.com/notaz-chess/notaz/board"
	"github.com/notaz-chess/notaz/descriptive"
	"github.com/notaz-chess/notaz/diag"
	"github.com/notaz-chess/notaz/parser"
)

// replayDescriptive reads g in the descriptive notation l (package
// descriptive resolves the moves, every reading kept until the following
// moves decide) and replays what it read. The error is the descriptive
// reader's when it stopped first.
func replayDescriptive(g *parser.Game, opts Options, l *descriptive.Language) *Game {
	v, vf := variantOf(g, opts.Variant)
	if vf != nil || v.KingLeap() {
		return replayLetters(g, opts) // descriptive notation is chess's
	}
	start := board.StartPosition(v)
	if fen, ok := g.TagValue("FEN"); ok {
		p, err := board.ParseFEN(fen, v)
		if err != nil {
			if p, _, err = board.RepairFEN(fen, v); err != nil {
				return replayLetters(g, opts) // the FEN error, as replayLetters words it
			}
		}
		start = *p
	}
	rd := l.ReadIn(g, start, opts.Arena.descriptive())
	return replayReading(g, rd, opts, l)
}

// replayReading replays the reading rd of g. The parser's findings in
// the movetext were about reading it as SAN (descriptive moves look like
// words to it): g keeps only those before it, as rd does.
func replayReading(g *parser.Game, rd *descriptive.Reading, opts Options, l *descriptive.Language) *Game {
	g.Warnings = rd.Game.Warnings
	opts.Locale, opts.Letters, opts.Auto, opts.Descriptive = english, nil, false, nil
	opts.known, opts.knownSAN, opts.knownFinal = rd.Known, rd.SANs, &rd.Final
	rg := replayLetters(rd.Game, opts)
	if rg.Err == nil && rd.Err != nil {
		rg.Err = rd.Err
	}
	rg.Descriptive = l
	rg.Notes = append(rg.Notes, rd.Notes...)
	return rg
}

// autoDescriptive reads g as descriptive notation, for --from auto, when
// the algebraic reading rg failed or found no moves: in each descriptive
// language, taking the reading that reads the whole game, or, when none
// does, the one that reads furthest, if it reads further than rg did and
// none of the words it skipped is an algebraic square. It returns rg
// when no descriptive reading is better.
func autoDescriptive(g *parser.Game, rg *Game, opts Options) *Game {
	if rg != nil && rg.Err != nil && rg.Err.Code != diag.Syntax && rg.Err.Code != diag.Illegal && rg.Err.Code != diag.Ambiguous && rg.Err.Code != diag.Language {
		return rg // a FEN, variant or other error no notation changes
	}
	v, vf := variantOf(g, opts.Variant)
	if vf != nil || v.KingLeap() {
		return rg
	}
	start := board.StartPosition(v)
	if fen, ok := g.TagValue("FEN"); ok {
		p, err := board.ParseFEN(fen, v)
		if err != nil {
			return rg
		}
		start = *p
	}
	base := 0
	if rg != nil {
		base = len(rg.Moves.Nodes)
	}
	var best *descriptive.Reading
	var bestLang *descriptive.Language
	for _, l := range byEvidence(g) {
		rd := l.ReadIn(g, start, opts.Arena.descriptive())
		if rd.Algebraic > 0 || rd.Moves == 0 {
			continue
		}
		if best == nil || rd.Err == nil && best.Err != nil || (rd.Err == nil) == (best.Err == nil) && rd.Moves > best.Moves {
			best, bestLang = rd, l
		}
		if rd.Err == nil {
			break // one reads it all
		}
	}
	if rg == nil {
		if best == nil || best.Err != nil {
			return nil // the algebraic reading decides
		}
	} else if best == nil || best.Moves <= base && !(best.Err == nil && rg.Err != nil) {
		return rg
	}
	return replayReading(g, best, opts, bestLang)
}

// pawnLetter reports whether a move of g starts with P, which SAN never
// writes and descriptive notation always does.
func pawnLetter(g *parser.Game) bool {
	for _, s := range g.Symbols {
		if len(s) == 1 && s[0] == 'P' {
			return true
		}
	}
	return false
}

// byEvidence orders the descriptive notations --from auto tries by how
// many of g's piece symbols are their letters (C3AR is Spanish, N-KB3
// English), so that the first reading is nearly always the one kept.
func byEvidence(g *parser.Game) []*descriptive.Language {
	ls := descriptive.AutoLanguages()
	score := make([]int, len(ls))
	for i, l := range ls {
		for _, s := range g.Symbols {
			if l.Reads(s) {
				score[i]++
			}
		}
	}
	// Insertion sort, stable: English first on a tie.
	for i := 1; i < len(ls); i++ {
		for j := i; j > 0 && score[j] > score[j-1]; j-- {
			ls[j], ls[j-1] = ls[j-1], ls[j]
			score[j], score[j-1] = score[j-1], score[j]
		}
	}
	return ls
}
