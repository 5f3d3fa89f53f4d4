package main

import (
	"slices"

	"github.com/notaz-chess/notaz/diag"
)

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
	for _, d := range e.pending {
		if err := e.emit(d); err != nil {
			return err
		}
	}
	return nil
}

func severityRank(s diag.Severity) int {
	if s == diag.Error {
		return 0
	}
	return 1
}
