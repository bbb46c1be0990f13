//go:build race

package refexec_test

// raceEnabled is set when the race detector, which allocates on its own
// account, is on.
const raceEnabled = true
