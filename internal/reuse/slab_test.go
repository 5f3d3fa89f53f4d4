package reuse

import "testing"

func TestTake(t *testing.T) {
	var buf []int
	a := Take(&buf, 3)
	b := Take(&buf, 2)
	if len(a) != 3 || cap(a) != 3 || len(b) != 2 || cap(b) != 2 {
		t.Fatalf("len/cap %d/%d and %d/%d, want 3/3 and 2/2", len(a), cap(a), len(b), cap(b))
	}
	a[0], b[0] = 7, 9
	_ = append(a, 1) // beyond its capacity: copied out, b untouched
	if b[0] != 9 {
		t.Errorf("appending to one slice overwrote the next: %d", b[0])
	}
	Reset(&buf)
	if len(buf) != 0 {
		t.Fatalf("after Reset len %d", len(buf))
	}
	if c := Take(&buf, 5); c[0] != 0 {
		t.Errorf("Take after Reset gave %v, want zeros", c)
	}
	big := Take(&buf, 1000) // more than is left: a new array
	if len(big) != 1000 {
		t.Errorf("len %d, want 1000", len(big))
	}
}
