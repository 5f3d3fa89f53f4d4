//go:build !unix

package convert

import "time"

var t0 = time.Now()

// cpuTime is wall time where the CPU time is not at hand.
func cpuTime() time.Duration { return time.Since(t0) }
