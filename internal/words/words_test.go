package words

import "testing"

func TestCount(t *testing.T) {
	tests := []struct {
		n    int
		noun string
		want string
	}{
		{0, "error", "0 errors"},
		{1, "game", "1 game"},
		{2, "file", "2 files"},
		{999, "game", "999 games"},
		{1000, "game", "1,000 games"},
		{72474, "game", "72,474 games"},
		{1234567, "warning", "1,234,567 warnings"},
		{-1234, "game", "-1,234 games"},
		{-123, "game", "-123 games"},
	}
	for _, tt := range tests {
		if got := Count(tt.n, tt.noun); got != tt.want {
			t.Errorf("Count(%d, %q) = %q, want %q", tt.n, tt.noun, got, tt.want)
		}
	}
}
