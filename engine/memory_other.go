//go:build !linux

package engine

// totalMemory is the machine's physical memory in bytes, 0 if unknown.
func totalMemory() uint64 { return 0 }

func resetPeakRSS() {}

func peakRSS() int64 { return 0 }

func currentRSS() int64 { return 0 }
