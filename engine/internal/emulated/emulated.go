// Package emulated reruns a package's tests on a CPU this machine is not:
// QEMU's user-mode emulation of a Haswell, which has AVX2, FMA and F16C
// but no AVX-512.
//
// The kernels choose their level from the CPU's features, and every
// development and CI machine here has AVX-512. A native test can force a
// kernel to its AVX2 level, but only a CPU without AVX-512 runs what the
// features choose: the dispatch itself, and every caller above the
// kernels. That is how a product that summed quantized weights without
// fused multiply-adds on AVX2 alone went unseen until it ran here.
package emulated

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// childEnv marks the emulated process, so that its own call to Rerun
// does not start another.
const childEnv = "XLACHAT_EMULATED_CPU"

// cpu is QEMU's Haswell without the features its TCG cannot emulate
// (none of which Go or the kernels use), so that it runs without
// warnings: AVX2, FMA and F16C, and no AVX-512.
const cpu = "Haswell-noTSX,-pcid,-x2apic,-tsc-deadline,-invpcid"

// Child reports whether this test process is the emulated rerun.
func Child() bool { return os.Getenv(childEnv) != "" }

// Rerun runs the current test binary again as an AVX2-only CPU
// (qemu-x86_64, from Debian's qemu-user), the tests matching run or every
// test when run is empty, and fails t with the rerun's output if any test
// fails there. It is skipped with -short (make race, after the plain run
// has done it) and with XLACHAT_SKIP_EMULATION=1, saying so; without QEMU
// it fails, naming the package to install.
func Rerun(t *testing.T, run string) {
	t.Helper()
	if Child() {
		return
	}
	if testing.Short() {
		t.Skip("-short: the plain run reruns the tests on an emulated AVX2-only CPU")
	}
	if os.Getenv("XLACHAT_SKIP_EMULATION") == "1" {
		t.Skip("XLACHAT_SKIP_EMULATION=1: not rerun on an emulated AVX2-only CPU")
	}
	qemu, err := exec.LookPath("qemu-x86_64")
	if err != nil {
		t.Fatal("qemu-x86_64 not found: install it (Debian/Ubuntu: apt-get install qemu-user) or set XLACHAT_SKIP_EMULATION=1")
	}
	args := []string{"-cpu", cpu, os.Args[0], "-test.count=1", "-test.timeout=30m", "-test.v"}
	if run != "" {
		args = append(args, "-test.run="+run)
	}
	cmd := exec.Command(qemu, args...)
	cmd.Env = append(os.Environ(), childEnv+"="+cpu)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("tests on an emulated AVX2-only CPU: %v\n%s", err, out)
	}
	passed := strings.Count(string(out), "\n--- PASS")
	if passed == 0 || !strings.HasSuffix(strings.TrimSpace(string(out)), "PASS") {
		t.Fatalf("the emulated rerun passed no tests:\n%s", out)
	}
	t.Logf("%d tests passed on an emulated AVX2-only CPU", passed)
}
