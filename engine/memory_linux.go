package engine

import (
	"os"
	"strconv"
	"strings"

	"golang.org/x/sys/unix"
)

// totalMemory is the machine's physical memory in bytes, 0 if unknown.
func totalMemory() uint64 {
	var info unix.Sysinfo_t
	if err := unix.Sysinfo(&info); err != nil {
		return 0
	}
	return info.Totalram * uint64(info.Unit)
}

// resetPeakRSS starts a new peak resident set size measurement (the
// kernel's VmHWM), so a benchmark can report each run's own peak.
func resetPeakRSS() { os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) }

// peakRSS is the peak resident set size since resetPeakRSS, in bytes; 0
// if unknown.
func peakRSS() int64 { return statusBytes("VmHWM:") }

// currentRSS is the resident set size now, in bytes; 0 if unknown.
func currentRSS() int64 { return statusBytes("VmRSS:") }

// statusBytes reads a kB figure of /proc/self/status.
func statusBytes(key string) int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for line := range strings.SplitSeq(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, key); ok {
			kb, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			if err != nil {
				return 0
			}
			return kb << 10
		}
	}
	return 0
}
