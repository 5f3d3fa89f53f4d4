package convert

import (
	"testing"

	"github.com/notaz-chess/notaz/i18n"
	"golang.org/x/text/language"
)

func TestSummary(t *testing.T) {
	tests := []struct {
		name    string
		l       *i18n.Lang
		files   int
		st      Stats
		rejects string
		want    string
	}{
		{"clean", nil, 1, Stats{Games: 72474, Warnings: 16}, "",
			"converted 72,474 games from 1 file: 0 errors, 16 warnings"},
		{"one of each", nil, 1, Stats{Games: 1, Errors: 1, Warnings: 1, Rejected: 1}, "",
			"converted 0 of 1 game from 1 file: 1 error, 1 warning; 1 rejected, copied verbatim to the output"},
		{"rejects file", nil, 3, Stats{Games: 1204, Errors: 2, Warnings: 5, Rejected: 2}, "bad.pgn",
			"converted 1,202 of 1,204 games from 3 files: 2 errors, 5 warnings; 2 rejected, written to bad.pgn"},
		// An error outside any game (none rejected) is counted all the same.
		{"error, none rejected", nil, 2, Stats{Games: 10, Errors: 1}, "bad.pgn",
			"converted 10 games from 2 files: 1 error, 0 warnings"},
		{"nothing", nil, 0, Stats{}, "",
			"converted 0 games from 0 files: 0 errors, 0 warnings"},
		{"Italian", i18n.New(language.Italian), 1, Stats{Games: 72474, Errors: 3, Warnings: 16, Rejected: 3}, "rejects.pgn",
			"convertite 72.471 partite su 72.474 da 1 file: 3 errori, 16 avvisi; 3 scartate, scritte in rejects.pgn"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Summary(tt.l, tt.files, tt.st, tt.rejects); got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}
