package sheet

import "github.com/notaz-chess/notaz/board"

// SetSlowPrune makes the search sort every expansion (prune's plain way),
// for the test that compares it with the fast way; it returns the old value.
func SetSlowPrune(b bool) bool {
	old := slowPrune
	slowPrune = b
	return old
}

// SearchAndPathScore decodes sheets in English letters (and figurines)
// without the repair, and returns the search's score of the game it found
// and pathScore's of the same game: they must agree.
func SearchAndPathScore(sheets ...*Sheet) (search, path float64, err error) {
	d := &decoder{sheets: sheets, width: DefaultWidth, start: board.StartPosition(board.Chess())}
	for _, s := range sheets {
		bs, _ := stripResult(s.Boxes)
		d.boxes = append(d.boxes, bs)
	}
	d.setModels([]*lang{newLang(mustLocale("en"), false), newLang(mustLocale("fig"), false)})
	done, err := d.search(d.start, [maxSheets]int{}, d.width)
	if err != nil {
		return 0, 0, err
	}
	return done.score, d.pathScore(d.pathOf(done)), nil
}

// SetAllMoves makes the decoder score every legal move of every position
// against the boxes (its way before the near moves); it returns the old
// value.
func SetAllMoves(b bool) bool {
	old := allMoves
	allMoves = b
	return old
}
