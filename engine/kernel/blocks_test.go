package kernel

import (
	"math/rand/v2"
	"testing"

	"xlachat/engine/dtype"
)

// TestHalvesFMA512 tells Zen 4 from its neighbours by CPUID signature.
func TestHalvesFMA512(t *testing.T) {
	cases := []struct {
		name      string
		vendor    string
		signature uint32
		want      bool
	}{
		{"Zen 4 EPYC (family 0x19, model 0x11)", "AuthenticAMD", 0x00a10f11, true},
		{"Zen 4 Ryzen (family 0x19, model 0x61)", "AuthenticAMD", 0x00a60f12, true},
		{"Zen 5 EPYC (family 0x1a, model 0x02)", "AuthenticAMD", 0x00b00f21, false},
		{"Zen 2 (family 0x17)", "AuthenticAMD", 0x00830f10, false},
		{"Sapphire Rapids (family 6)", "GenuineIntel", 0x000806f8, false},
		{"family 0x19 from another vendor", "HygonGenuine", 0x00a10f11, false},
	}
	for _, c := range cases {
		if got := halvesFMA512(c.vendor, c.signature); got != c.want {
			t.Errorf("%s: halvesFMA512 = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestQ8StreamsPrefetchFor gives the VNNI decode streams prefetches on
// Intel, where they were measured to pay, and none elsewhere.
func TestQ8StreamsPrefetchFor(t *testing.T) {
	for vendor, want := range map[string]int{
		"GenuineIntel": quantPrefetch,
		"AuthenticAMD": 0,
		"HygonGenuine": 0,
		"":             0,
	} {
		if got := q8StreamsPrefetchFor(vendor); got != want {
			t.Errorf("q8StreamsPrefetchFor(%q) = %d, want %d", vendor, got, want)
		}
	}
}

// TestTileBlocksLeaveSumsUnchanged runs prefill products with the k blocks
// of either kind of processor and checks that they agree bit for bit, in
// f32 and bf16 compute and with every weight dtype whose panels the tiles
// sweep. k is longer than both kinds' blocks, so each saves its lanes
// between blocks, at different places.
func TestTileBlocksLeaveSumsUnchanged(t *testing.T) {
	if bestLevel != avx512 {
		t.Skip("the tiles that sum in k blocks need AVX-512")
	}
	p := NewPool(2)
	defer p.Close()
	defer func(b tileBlocks) { p.blocks = b }(p.blocks)
	// Rows 6+6+1; columns seven tiles and two left over; k ends in blocks of
	// different lengths for the two kinds.
	const m, k, n = 13, 8192 + 2048 + 96, 30
	r := rand.New(rand.NewPCG(7, 8))
	x := randF32(r, m*k)
	type product struct {
		name string
		w    Weights
		run  func(dst []float32, w Weights)
	}
	f32 := func(dst []float32, w Weights) { p.MatMulT(dst, x, m, k, w, n) }
	bf16 := func(dst []float32, w Weights) {
		p.MatMulTBF16(dst, Weights{DType: dtype.F32, F32: x}, m, k, w, n)
	}
	var prods []product
	for _, d := range []dtype.DType{dtype.F32, dtype.BF16} {
		w, _ := randWeights(r, d, n*k)
		prods = append(prods, product{"f32 compute, " + d.String(), w, f32})
	}
	for _, d := range []dtype.DType{dtype.I8, dtype.I4} {
		w, _ := randQuant(r, d, n, k)
		prods = append(prods, product{"f32 compute, " + d.String(), w, f32})
	}
	if haveBF16DP {
		wb, _ := randWeights(r, dtype.BF16, n*k)
		wq, _ := randQuant(r, dtype.I4, n, k)
		prods = append(prods, product{"bf16 compute, bf16", wb, bf16}, product{"bf16 compute, i4", wq, bf16})
	}
	for _, pr := range prods {
		got := make(map[bool][]float32)
		for _, halved := range []bool{false, true} {
			p.blocks = tileBlocksFor(halved)
			got[halved] = make([]float32, m*n)
			pr.run(got[halved], pr.w)
		}
		if i, same := sameBits(got[false], got[true]); !same {
			t.Errorf("%s: output %d is %v in blocks of %+v, %v in blocks of %+v", pr.name, i,
				got[false][i], tileBlocksFor(false), got[true][i], tileBlocksFor(true))
		}
	}
}
