//go:build amd64 && !purego

package kernel

import (
	"math/rand/v2"
	"testing"
)

// TestDPAVX2KeepsMXCSR checks that the AVX2 bf16 compute kernels, which
// set MXCSR's DAZ and FTZ while they multiply, leave it as they found it:
// Go code after them would otherwise flush its denormals.
func TestDPAVX2KeepsMXCSR(t *testing.T) {
	if !haveAVX2 {
		t.Skip("no AVX2")
	}
	r := rand.New(rand.NewPCG(5, 6))
	const k32, groups = 2, 3
	x, w := randDPOperands(r, 0, 32*k32, 4*groups)
	var d [4 * groups]float32
	kernels := []struct {
		name string
		run  func()
	}{
		{"dot1x1DPAVX2", func() { d[0] = dot1x1DPAVX2(&x[0], &w[0], k32) }},
		{"dot1x4DPAVX2", func() { dot1x4DPAVX2(&x[0], &w[0], 32*k32, k32, &d[0]) }},
		{"dotStreamsDPAVX2", func() {
			dotStreamsDPAVX2(&x[0], &w[0], 32*k32, k32, groups, groups*32*k32, &d[0], 0)
		}},
	}
	for _, kn := range kernels {
		before := mxcsr()
		kn.run()
		if after := mxcsr(); after != before {
			t.Errorf("%s: MXCSR %#x after, %#x before", kn.name, after, before)
		}
	}
}
