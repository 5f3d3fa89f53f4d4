package main

import (
	"slices"

	"github.com/notaz-chess/notaz/diag"
)

// foldAfter is how many warnings of one kind (one code, one message
// pattern) a game shows in the text a person reads; the next one says how
// many more there are, and those are not shown. A web page read as a game
// gives one warning per passage of prose ("text between moves read as a
// comment", "stray text skipped"): seventy lines that hide the one error.
// -v shows every warning; the machine formats always have every one.
const foldAfter = 3

// errorsFirst holds the findings of one game and hands them on with its
// errors first, then its warnings, each in the order of the input: in the
// text a person reads, the one error of a game must not come after a
// dozen warnings about the same game (the Opera game had eleven). Findings
// are per game and a game's warnings are capped, so the buffer is small;
// they are handed on when the next game's first finding comes, or at the
// end of an input (flush). The machine formats keep the input order.
type errorsFirst struct {
	pending []diag.Diagnostic
	emit    func(diag.Diagnostic) error
	// fold, when set, shows foldAfter+1 warnings of a kind per game, the
	// last of them with the count of the rest (flag names the option that
	// shows them all), and hands the rest to hidden (nil: dropped), which
	// counts them: they are findings, only not printed.
	fold   bool
	flag   string
	hidden func(diag.Diagnostic)
}

func (e *errorsFirst) add(d diag.Diagnostic) error {
	if len(e.pending) > 0 && (e.pending[0].File != d.File || e.pending[0].Game != d.Game) {
		if err := e.flush(); err != nil {
			return err
		}
	}
	e.pending = append(e.pending, d)
	return nil
}

func (e *errorsFirst) flush() error {
	slices.SortStableFunc(e.pending, func(a, b diag.Diagnostic) int {
		return severityRank(a.Severity) - severityRank(b.Severity)
	})
	defer func() { e.pending = e.pending[:0] }()
	if e.fold {
		e.pending = e.folded(e.pending)
	}
	for _, d := range e.pending {
		if err := e.emit(d); err != nil {
			return err
		}
	}
	return nil
}

// folded returns ds (one game's findings) with each kind of warning of
// which more than two would be left out cut after its first foldAfter+1,
// the last shown saying how many follow: hiding one line would save
// nothing. Errors and notes asked for are never left out.
func (e *errorsFirst) folded(ds []diag.Diagnostic) []diag.Diagnostic {
	type kind struct {
		code    diag.Code
		pattern string
	}
	kindOf := func(d diag.Diagnostic) (kind, bool) {
		if d.Severity == diag.Error || d.Info {
			return kind{}, false
		}
		k := kind{d.Code, d.Text.Format}
		if k.pattern == "" {
			k.pattern = d.Msg
		}
		return k, true
	}
	var total map[kind]int
	for _, d := range ds {
		if k, ok := kindOf(d); ok {
			if total == nil {
				total = map[kind]int{}
			}
			total[k]++
		}
	}
	if len(total) == 0 {
		return ds
	}
	seen := map[kind]int{}
	out := ds[:0]
	for _, d := range ds {
		k, ok := kindOf(d)
		if !ok || total[k] < foldAfter+3 {
			out = append(out, d)
			continue
		}
		seen[k]++
		switch n := seen[k]; {
		case n <= foldAfter:
			out = append(out, d)
		case n == foldAfter+1:
			d.Append(diag.T("%d more like it in this game not shown (%s shows each)", total[k]-n, e.flag))
			out = append(out, d)
		case e.hidden != nil:
			e.hidden(d)
		}
	}
	return out
}

func severityRank(s diag.Severity) int {
	if s == diag.Error {
		return 0
	}
	return 1
}
