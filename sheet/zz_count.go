package sheet

var cnt struct{ nearCalls, nearMiss, nearFall, nearMoves, nearScored, postMiss int }
