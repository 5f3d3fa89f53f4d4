package main

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// The collector's settings. notaz's live heap is a few pieces of games
// (some 5 MB on master games). Their trees and replays come from arenas
// reused batch after batch (pipeline.Options.Reuse), so a run makes little
// garbage besides its input's bytes. Collecting when the heap is five
// times the live one (GOGC=400) saves CPU time; a soft memory limit, 3
// times the live heap and never under 20 MiB, collects earlier when that
// would take more memory than ordinary input needs, so that a run stays
// within 32 MB of RSS (docs/performance.md, issue 13). With so little
// garbage the limit costs few collections (GOGC=100 instead cost 2% more
// instructions for the same RSS). A fixed limit would make the collector
// run without pause while one huge game (an opening survey of a few MB, a
// tree of tens of MB) is live: the limit follows the live heap instead.
//
// The room above the live heap (twice the live heap) is capped at
// headroomCap, until the live heap is twice that: what stays live in a
// long run is mostly buffers that make no garbage (the Parquet writer's
// column pages and dictionaries, some 10 MB, and its footer, which grows
// with the file), so tripling them bought no fewer collections, only RSS
// (67 MB on ten times the corpus to Parquet, where the goal is 64:
// docs/parquet.md). The garbage per game is the same as for JSON, whose
// runs collect every 14 MB or so under the 20 MiB floor. The limit counts
// all the runtime's memory, some 10 MB more than the live heap on a
// Parquet run, so a cap of 24 MiB leaves the heap some 13 MB of room: 46
// collections on the 72,474-game corpus to Parquet (3% of the run) where
// tripling made 33; 20 MiB made 66 (5%), 16 MiB 124 (9%). RSS on ten
// times the corpus: 67 MB before, 56.5 after. Past twice the cap (a huge
// game's tree), the room is half the live heap, so that such a game is not
// collected over and over while it is built.
const (
	gcPercent   = 400
	limitFloor  = 20 << 20
	limitFactor = 3
	headroomCap = 24 << 20
)

// memoryLimit returns the soft limit for a live heap of live bytes:
// limitFactor times it, the room above it capped (see above), never under
// limitFloor.
func memoryLimit(live int64) int64 {
	room := min((limitFactor-1)*live, max(headroomCap, live/2))
	return max(limitFloor, live+room)
}

// tuneGC applies those settings, except for what GOGC or GOMEMLIMIT set.
func tuneGC(gogcSet, memLimitSet bool) {
	if !gogcSet {
		debug.SetGCPercent(gcPercent)
	}
	if memLimitSet {
		return
	}
	debug.SetMemoryLimit(limitFloor)
	followLiveHeap()
}

// followLiveHeap sets the memory limit after every collection to
// memoryLimit of the live heap. It runs from a
// finalizer, which the runtime calls once a collection has found its
// object unreachable, and re-arms itself.
func followLiveHeap() {
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	var arm func()
	arm = func() {
		s := new(sentinel)
		runtime.SetFinalizer(s, func(*sentinel) {
			metrics.Read(sample)
			if sample[0].Value.Kind() == metrics.KindUint64 {
				live := int64(sample[0].Value.Uint64())
				debug.SetMemoryLimit(memoryLimit(live))
			}
			arm()
		})
	}
	arm()
}

// sentinel is an object for followLiveHeap's finalizer: large enough not
// to share a block with other small objects (whose finalizers may not run).
type sentinel struct{ _ [32]byte }
