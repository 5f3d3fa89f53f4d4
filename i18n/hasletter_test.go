package i18n

import "testing"

// TestHasLetter: a message with a letter outside its verbs needs a
// translation; punctuation, verbs and non-ASCII punctuation alone do not
// ('«' and '—' start with bytes that, taken alone, are letters: 'Â', 'â').
func TestHasLetter(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"%s", false},
		{"%[1]s: %d", false},
		{"«%s»", false},
		{"%s — %s", false},
		{"%s or %s", true},
		{"é%s", true},
		{"Ход %s", true},
	} {
		if got := hasLetter(c.in); got != c.want {
			t.Errorf("hasLetter(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}
