//go:build amd64 && !purego

package kernel

import (
	"testing"

	"xlachat/engine/internal/emulated"
)

// TestOnAVX2OnlyCPU reruns this package's tests on an emulated CPU with
// AVX2 but no AVX-512, where bestLevel is avx2: the public functions and
// the products then take the AVX2 paths by themselves, not by a test's
// choice. In that rerun it checks that the emulated CPU is what it should
// be.
//
// The plain run has already swept every size on the avx2 level, through
// the same instructions; what only the rerun shows is that they run on a
// CPU without AVX-512 and that the features choose them. There each AVX2
// instruction costs a hundred times as much, so the heaviest sweeps take
// fewer sizes and pool sizes and compute fewer rows alone (thinned,
// poolSizes, aloneRows), every test and check still running: chosen so
// that the rerun still executes every basic block of the package that the
// full sweeps execute under QEMU (compared from qemu-x86_64 -d in_asm).
func TestOnAVX2OnlyCPU(t *testing.T) {
	if emulated.Child() {
		if bestLevel != avx2 {
			t.Fatalf("on the emulated CPU the kernels chose %v, want avx2", bestLevel)
		}
		return
	}
	emulated.Rerun(t, "")
}
