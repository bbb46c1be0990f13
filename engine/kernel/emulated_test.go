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
func TestOnAVX2OnlyCPU(t *testing.T) {
	if emulated.Child() {
		if bestLevel != avx2 {
			t.Fatalf("on the emulated CPU the kernels chose %v, want avx2", bestLevel)
		}
		return
	}
	emulated.Rerun(t, "")
}
