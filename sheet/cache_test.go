package sheet

import "testing"

// TestTable: the cache's hash table finds what was put, through growth
// and after a reset, and only that (0 is a key like any other).
func TestTable(t *testing.T) {
	tests := []struct {
		name string
		keys []uint64
	}{
		{"none", nil},
		{"zero and its stand-in", []uint64{0, emptyKey ^ 1, 1, 2}},
		{"one slot apart", []uint64{1 << 32, 2 << 32, 3 << 32, 1<<32 + 1}},
		{"growth", func() (ks []uint64) {
			for i := range uint64(5000) {
				ks = append(ks, i*0x9E3779B97F4A7C15+7)
			}
			return ks
		}()},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var tb table[int]
			tb.reset()
			for i, k := range tc.keys {
				tb.put(k, i)
			}
			for i, k := range tc.keys {
				if v, ok := tb.get(k); !ok || v != i {
					t.Errorf("key %#x: got %d, %v; want %d", k, v, ok, i)
				}
			}
			if _, ok := tb.get(0xDEADBEEF); ok {
				t.Error("a key never put was found")
			}
			tb.reset()
			for _, k := range tc.keys {
				if _, ok := tb.get(k); ok {
					t.Errorf("key %#x found after reset", k)
				}
			}
		})
	}
}

// tableRunes returns the runes subCost's tables hold (ASCII, Cyrillic,
// figurines) and more after them.
func tableRunes(more ...rune) []rune {
	var runes []rune
	for r := rune(0); r < 128; r++ {
		runes = append(runes, r)
	}
	for r := rune(cyrillic0); r < cyrillic0+cyrillicN; r++ {
		runes = append(runes, r)
	}
	for r := rune(figurine0); r < figurine0+figurineN; r++ {
		runes = append(runes, r)
	}
	return append(runes, more...)
}

// TestSubCostTables: the substitution tables give subCostSlow's costs, to
// the bit, for ASCII, Cyrillic and figurine pairs and a rune beyond them.
func TestSubCostTables(t *testing.T) {
	runes := tableRunes('—', '×', 'ž')
	for _, a := range runes {
		for _, b := range runes {
			if got, want := subCost(a, b), subCostSlow(a, b); got != want && (a >= 128 || b >= 128) {
				t.Fatalf("subCost(%q, %q) = %v, want %v", a, b, got, want)
			}
		}
	}
}
