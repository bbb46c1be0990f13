// Package emulated reruns a package's tests on a CPU this machine is not:
// QEMU's user-mode emulation of a Haswell, which has AVX2, FMA and F16C
// but no AVX-512; or, faster, this CPU with its AVX-512 turned off.
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

	"golang.org/x/sys/cpu"
)

// childEnv marks the emulated process, so that its own call to Rerun
// does not start another.
const childEnv = "XLACHAT_EMULATED_CPU"

// qemuCPU is QEMU's Haswell without the features its TCG cannot emulate
// (none of which Go or the kernels use), so that it runs without
// warnings: AVX2, FMA and F16C, and no AVX-512.
const qemuCPU = "Haswell-noTSX,-pcid,-x2apic,-tsc-deadline,-invpcid"

// Child reports whether this test process is the emulated rerun.
func Child() bool { return os.Getenv(childEnv) != "" }

// aarch64Env is set by make test-arm64, which runs the arm64 tests under
// qemu-aarch64.
const aarch64Env = "XLACHAT_QEMU_AARCH64"

// Emulated reports whether this test process runs under QEMU: Rerun's, or
// make test-arm64's under qemu-aarch64 (aarch64Env). An exhaustive sweep
// of Go arithmetic that no CPU feature chooses, which the native run has
// done, may take a sample there: what a build for another CPU could change
// in it, a compiler fusing a multiply-add, changes most results, and a
// sample sees it.
func Emulated() bool { return QEMU() || os.Getenv(aarch64Env) == "1" }

// QEMU reports whether this test process is Rerun's, under QEMU. Its
// floating point is softfloat, which detects an x86 result's tininess
// before rounding, where the processors do it after (Intel's SDM, 4.9.1.5;
// measured on Zen 5): a test of MXCSR.FTZ at that edge cannot pass there.
func QEMU() bool { return os.Getenv(childEnv) == qemuCPU }

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
	args := []string{"-cpu", qemuCPU, os.Args[0], "-test.count=1", "-test.timeout=30m", "-test.v"}
	if run != "" {
		args = append(args, "-test.run="+run)
	}
	cmd := exec.Command(qemu, args...)
	cmd.Env = append(os.Environ(), childEnv+"="+qemuCPU)
	rerun(t, cmd, "an emulated AVX2-only CPU")
}

// RerunWithoutAVX512 runs the current test binary again on this CPU with
// its AVX-512 features turned off (GODEBUG=cpu.avx512f=off, which
// golang.org/x/sys/cpu reads), the tests matching run: the kernels then
// choose their AVX2 paths by themselves at native speed, so tests that
// would take minutes emulated take seconds. It is no AVX2-only CPU (the
// caches, and anything that reads CPUID itself, are this one's), which is
// what Rerun is for. Skipped where there is no AVX-512 to turn off: the
// plain run is then the AVX2 run.
func RerunWithoutAVX512(t *testing.T, run string) {
	t.Helper()
	if Child() {
		return
	}
	if testing.Short() {
		t.Skip("-short: the plain run reruns these tests with AVX-512 turned off")
	}
	if !cpu512() {
		t.Skip("no AVX-512 to turn off: the plain run took the AVX2 paths")
	}
	cmd := exec.Command(os.Args[0], "-test.count=1", "-test.timeout=30m", "-test.v", "-test.run="+run)
	godebug := "cpu.avx512f=off"
	if old := os.Getenv("GODEBUG"); old != "" {
		godebug = old + "," + godebug
	}
	cmd.Env = append(os.Environ(), "GODEBUG="+godebug, childEnv+"=native, AVX-512 off")
	rerun(t, cmd, "this CPU with AVX-512 turned off")
}

// rerun runs cmd, a rerun of the test binary on the CPU where, and fails
// t unless it ran and passed tests.
func rerun(t *testing.T, cmd *exec.Cmd, where string) {
	t.Helper()
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("tests on %s: %v\n%s", where, err, out)
	}
	passed := strings.Count(string(out), "\n--- PASS")
	if passed == 0 || !strings.HasSuffix(strings.TrimSpace(string(out)), "PASS") {
		t.Fatalf("the rerun on %s passed no tests:\n%s", where, out)
	}
	t.Logf("%d tests passed on %s", passed, where)
}

// cpu512 reports whether this CPU has AVX-512 as the kernels use it.
func cpu512() bool {
	return cpu.X86.HasAVX512F && cpu.X86.HasAVX512VL && cpu.X86.HasAVX512BW
}
