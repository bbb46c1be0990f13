//go:build !darwin

package engine

import "os"

// cpuModel names this machine's processor for the bench report: the model
// name in /proc/cpuinfo with its family and model numbers, which tell apart
// processors that share a name (a VM's "AMD EPYC" may be a Zen 4 or a Zen
// 5, whose AVX-512 units differ twofold in width). It is "" where unknown
// (Linux on Arm has no model name there; the report's kernels field still
// says what ran).
func cpuModel() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return ""
	}
	return parseCPUInfo(string(data))
}
