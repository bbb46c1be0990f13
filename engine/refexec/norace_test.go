//go:build !race

package refexec_test

const raceEnabled = false
