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
const (
	gcPercent   = 400
	limitFloor  = 20 << 20
	limitFactor = 3
)

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
// limitFactor times the live heap, never under limitFloor. It runs from a
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
				debug.SetMemoryLimit(max(limitFloor, limitFactor*live))
			}
			arm()
		})
	}
	arm()
}

// sentinel is an object for followLiveHeap's finalizer: large enough not
// to share a block with other small objects (whose finalizers may not run).
type sentinel struct{ _ [32]byte }
