//go:build amd64 && !purego

package refexec

import (
	"testing"

	"xlachat/engine/internal/emulated"
)

// TestOnAVX2OnlyCPU reruns this package's tests on an emulated CPU with
// AVX2 but no AVX-512 (the kernel package's own rerun checks that its
// kernels choose AVX2 there): fused products must keep their bits when
// the kernels under them are the AVX2 ones.
func TestOnAVX2OnlyCPU(t *testing.T) { emulated.Rerun(t, "") }
