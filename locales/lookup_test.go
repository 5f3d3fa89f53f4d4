package locales

import "testing"

// TestLookupCode: Lookup answers a code as the table spells it without
// its index of names; the index gives the same locale for it.
func TestLookupCode(t *testing.T) {
	indexNames()
	for i := range table {
		l, err := Lookup(table[i].Code)
		if err != nil || l != &table[i] {
			t.Errorf("%s: %v, %v", table[i].Code, l, err)
		}
		if byName[fold(table[i].Code)] != l {
			t.Errorf("%s: the index names %v", table[i].Code, byName[fold(table[i].Code)].Code)
		}
	}
}
