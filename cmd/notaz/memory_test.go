package main

import "testing"

// TestMemoryLimit: three times the live heap for the small heaps of
// ordinary runs, never under the floor; the room above a heap of long-lived
// buffers capped; half the live heap as room past twice the cap, so that a
// huge game is not collected over and over.
func TestMemoryLimit(t *testing.T) {
	const mib = 1 << 20
	for _, c := range []struct{ live, want int64 }{
		{0, limitFloor},
		{5 * mib, limitFloor},            // 15 MiB: the floor
		{8 * mib, 24 * mib},              // three times
		{12 * mib, 36 * mib},             // three times: 24 MiB of room, the cap
		{17 * mib, 17*mib + headroomCap}, // the Parquet writer's heap: capped
		{48 * mib, 48*mib + headroomCap}, // half of it is the cap
		{100 * mib, 150 * mib},           // a huge game: half as room
	} {
		if got := memoryLimit(c.live); got != c.want {
			t.Errorf("memoryLimit(%d MiB) = %.1f MiB, want %.1f", c.live/mib, float64(got)/mib, float64(c.want)/mib)
		}
	}
}
