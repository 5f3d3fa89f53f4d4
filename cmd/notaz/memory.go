package main

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// The collector's settings. notaz's live heap is a few pieces of games
// (some 5 MB on master games), and since game trees and replays come from
// arenas reused batch after batch (pipeline.Options.Reuse) a run allocates
// little besides its input's bytes: the default GOGC=100 costs no more CPU
// than a lazier collector would (GOGC=400 was worth it while a corpus made
// 1.7 GB of garbage) and keeps RSS within 32 MB (docs/performance.md,
// issue 13). A soft memory limit stays as a guard for a busy machine,
// where the heap could run ahead of the collections. A fixed limit would
// make the collector run without pause while one huge game (an opening
// survey of a few MB, a tree of tens of MB) is live: the limit follows the
// live heap instead, at limitFactor times it.
const (
	gcPercent   = 100
	limitFloor  = 24 << 20
	limitFactor = 4
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
