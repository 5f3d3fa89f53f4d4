package sheet

// SetSlowPrune makes the search sort every expansion (prune's plain way),
// for the test that compares it with the fast way; it returns the old value.
func SetSlowPrune(b bool) bool {
	old := slowPrune
	slowPrune = b
	return old
}
