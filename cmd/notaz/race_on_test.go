//go:build race

package main

// raceEnabled: the race detector makes sync.Pool drop what it is given,
// so allocation bounds do not hold under it.
const raceEnabled = true
