package engine

import "golang.org/x/sys/unix"

// cpuModel names this machine's processor for the bench report, as macOS's
// sysctl machdep.cpu.brand_string gives it ("Apple M2 Pro"); "" where
// unknown.
func cpuModel() string {
	name, err := unix.Sysctl("machdep.cpu.brand_string")
	if err != nil {
		return ""
	}
	return name
}
