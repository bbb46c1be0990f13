//go:build amd64 && !purego

package kernel

import (
	"math"
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
	xf := make([]float32, 32*k32)
	// Four streams of groups rows, one 64-byte line of int8 or q4 weights
	// (64 or 128 of them) a row, and their scales.
	q8, q4 := make([]int8, 4*groups*64), make([]byte, 4*groups*64)
	sc, sc16 := make([]float32, 4*groups), make([]uint16, 4*groups*4)
	for i := range q8 {
		q8[i], q4[i] = int8(r.IntN(255)-127), byte(r.IntN(256))
	}
	for i := range sc {
		sc[i] = 0.01
	}
	for i := range sc16 {
		sc16[i] = 0x2000 // 2⁻⁷
	}
	tmp, x128 := make([]float32, 64), make([]uint16, 128)
	kernels := []struct {
		name string
		run  func()
	}{
		{"dot1x1DPAVX2", func() { d[0] = dot1x1DPAVX2(&x[0], &w[0], k32) }},
		{"dot1x4DPAVX2", func() { dot1x4DPAVX2(&x[0], &w[0], 32*k32, k32, &d[0]) }},
		{"dotRows4DPSplitAVX2", func() { dotRows4DPSplitAVX2(&xf[0], 0, 1, &w[0], 32*k32, k32, &d[0], 0, nil, 2, 0) }},
		{"dotStreamsDPAVX2", func() {
			dotStreamsDPAVX2(&x[0], &w[0], 32*k32, k32, groups, groups*32*k32, &d[0], 0)
		}},
		{"dotStreamsI8DPAVX2", func() {
			dotStreamsI8DPAVX2(&x[0], &q8[0], 64, &sc[0], 1, groups, groups*64, &d[0], 0)
		}},
		{"dotStreamsI4DPAVX2", func() {
			dotStreamsI4DPAVX2(&x128[0], &q4[0], 64, &sc16[0], 2*groups*4, 1, groups, groups*64, &d[0], 0, &tmp[0])
		}},
		{"dotStreamsI4DPAVX2, stopped at a NaN scale", func() {
			sc16[2*4+1] = 0x7e00 // in the third group, after two have run
			if dotStreamsI4DPAVX2(&x128[0], &q4[0], 64, &sc16[0], 2*groups*4, 1, groups, groups*64, &d[0], 0, &tmp[0]) {
				t.Error("dotStreamsI4DPAVX2 went past a NaN scale")
			}
		}},
	}
	for _, kn := range kernels {
		before := mxcsrControl()
		kn.run()
		if after := mxcsrControl(); after != before {
			t.Errorf("%s: MXCSR %#x after, %#x before", kn.name, after, before)
		}
	}
}

// TestTile3x4F32AVX2MatchesDot1x4 checks the AVX2 three-row tile against
// dot1x4F32AVX2, bit for bit, row by row, over lengths and spreads that
// make rounding order matter, with k in blocks of random lengths.
func TestTile3x4F32AVX2MatchesDot1x4(t *testing.T) {
	if !haveAVX2 {
		t.Skip("no AVX2")
	}
	r := rand.New(rand.NewPCG(9, 10))
	for it := range 300 {
		k16 := r.IntN(6)
		k := 16 * k16
		ldx, ldw, ldd := k+r.IntN(3), k+r.IntN(3), 4+r.IntN(5)
		x := randSpread(r, 3*ldx+1)
		w := randSpread(r, 4*ldw+1)
		d := make([]float32, 3*ldd)
		// k in random blocks (an empty k in one empty block), which must
		// leave every sum as one block does.
		var acc [tile3x4Lanes]float32
		for kb := 0; kb < k16 || kb == 0; {
			kn := min(k16-kb, 1+r.IntN(3))
			tile3x4F32AVX2(&x[16*kb], ldx, &w[16*kb], ldw, kn, &d[0], ldd, &acc[0], kBlockMode(kb, kn, k16))
			kb += max(kn, 1)
		}
		for i := range 3 {
			var want [4]float32
			dot1x4F32AVX2(&x[i*ldx], &w[0], ldw, k16, &want[0])
			for c := range 4 {
				if math.Float32bits(d[i*ldd+c]) != math.Float32bits(want[c]) {
					t.Fatalf("case %d (k=%d): row %d column %d: tile %v, dot1x4 %v", it, k, i, c, d[i*ldd+c], want[c])
				}
			}
		}
	}
}

// mxcsrControl is MXCSR without its exception flags (bits 0-5), which
// arithmetic sets as it goes and QEMU does not keep as a processor does.
func mxcsrControl() uint32 { return mxcsr() &^ 0x3f }
