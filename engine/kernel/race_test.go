//go:build race

package kernel

// raceEnabled is set when the race detector is on: make test's race step,
// which runs this package's tests for its pool's goroutines after the
// plain run has swept every size (see sparseSweeps).
const raceEnabled = true
