package kernel

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"xlachat/engine/dtype"
)

// randQuant returns random quantized weights of n rows of k elements and
// their dequantized values f32(q)·s.
func randQuant(r *rand.Rand, d dtype.DType, n, k int) (Weights, []float32) {
	deq := make([]float32, n*k)
	if d == dtype.I8 {
		w := Weights{DType: dtype.I8, I8: make([]int8, n*k), Scales: make([]float32, n)}
		for j := range n {
			w.Scales[j] = float32(r.Float64()*0.02 + 1e-3)
			for p := range k {
				q := int8(r.IntN(255) - 127)
				w.I8[j*k+p] = q
				deq[j*k+p] = float32(float32(q) * w.Scales[j])
			}
		}
		return w, deq
	}
	w := Weights{DType: dtype.I4, I4: make([]byte, n*k/2), Scales16: make([]uint16, n*k/32)}
	for g := range w.Scales16 {
		w.Scales16[g] = dtype.RoundF16(float32(r.NormFloat64() * 0.01))
	}
	for i := range n * k {
		q := r.IntN(16)
		w.I4[i/2] |= byte(q) << (4 * (i % 2))
		deq[i] = float32(float32(int8(byte(q)<<4)>>4) * dtype.F16ToFloat32(w.Scales16[i/32]))
	}
	return w, deq
}

// fma32 is a·b+c rounded once to float32, what VFMADD231PS computes. The
// canonical orders call it for every product, and in big.Float alone it
// took most of the kernel tests' time (and minutes under the race detector
// and emulation), so it computes in float64 and leaves only the rare sums
// double rounding could get wrong to fma32Big: the product of two float32
// values is exact in float64, and TwoSum gives the float64 sum's rounding
// error e exactly. With e = 0 the sum is exact and rounds once. Else
// rounding it to float32 rounds twice, which gives the once-rounded value
// unless the float64 sum lies exactly halfway between two float32 values
// (where the exact sum, on one side of it, may round the other way than
// ties to even does): those, and overflows, go to fma32Big. TestFMA32
// holds the two to the same bits.
func fma32(a, b, c float32) float32 {
	p := float64(a) * float64(b)
	s := p + float64(c)
	v := s - p
	e := (p - (s - v)) + (float64(c) - v)
	f := float32(s)
	if e == 0 {
		return f
	}
	if math.IsInf(float64(f), 0) || math.IsNaN(s) {
		return fma32Big(a, b, c)
	}
	d := s - float64(f) // exact: s and f are within a float32 ulp
	if d == 0 {
		return f // a float32 within half a float64 ulp of the exact sum
	}
	g := math.Nextafter32(f, float32(math.Copysign(math.Inf(1), d)))
	if 2*math.Abs(d) == math.Abs(float64(g)-float64(f)) {
		return fma32Big(a, b, c) // halfway: the side of the exact sum decides
	}
	return f
}

// fma32Big is fma32 in big.Float, exact before its one rounding.
func fma32Big(a, b, c float32) float32 {
	x := new(big.Float).SetPrec(200).SetFloat64(float64(a))
	x.Mul(x, new(big.Float).SetFloat64(float64(b)))
	x.Add(x, new(big.Float).SetFloat64(float64(c)))
	f, _ := x.Float32()
	return f
}

// TestFMA32 holds fma32 to fma32Big bit for bit: random operands over a
// wide range of exponents, sums that cancel, results in the subnormals,
// and sums that land in float64 exactly halfway between two float32 values
// on the other side of the exact sum, where rounding twice goes wrong.
func TestFMA32(t *testing.T) {
	check := func(a, b, c float32) float32 {
		t.Helper()
		got, want := fma32(a, b, c), fma32Big(a, b, c)
		if math.Float32bits(got) != math.Float32bits(want) {
			t.Fatalf("fma32(%g, %g, %g) = %g, rounded once it is %g", a, b, c, got, want)
		}
		return got
	}
	r := rand.New(rand.NewPCG(1, 2))
	rnd := func(lo, hi int) float32 {
		return float32(math.Ldexp(r.NormFloat64(), lo+r.IntN(hi-lo+1)))
	}
	for range 20000 {
		a, b := rnd(-80, 60), rnd(-80, 60)
		ab := float32(a * b)
		check(a, b, rnd(-160, 120))
		check(a, b, -ab)
		check(a, b, -float32(ab*float32(1+0x1p-23*float64(r.IntN(5)-2))))
	}
	// a·b = 2^-24·(1+2^-23)·(1-2^-23) = 2^-24 - 2^-70, so c + a·b is in
	// float64 c + 2^-24, halfway between c = 1+2^-23 and 1+2^-22 and above
	// the exact sum, which rounds to c; ties to even would give 1+2^-22.
	// Scaled, and in the subnormals: 3·2^-149 + 2^-150 - 2^-196.
	for _, tc := range []struct{ a, b, c, want float32 }{
		{0x1p-24 * (1 + 0x1p-23), 1 - 0x1p-23, 1 + 0x1p-23, 1 + 0x1p-23},
		{-0x1p-24 * (1 + 0x1p-23), 1 - 0x1p-23, -1 - 0x1p-23, -1 - 0x1p-23},
		{0x1p-24 * (1 + 0x1p-23), 0x1p-100 * (1 - 0x1p-23), 0x1p-100 * (1 + 0x1p-23), 0x1p-100 * (1 + 0x1p-23)},
		{0x1p-75 * (1 + 0x1p-23), 0x1p-75 * (1 - 0x1p-23), 0x3p-149, 0x3p-149},
	} {
		if got := check(tc.a, tc.b, tc.c); got != tc.want {
			t.Errorf("fma32(%g, %g, %g) = %g, want %g", tc.a, tc.b, tc.c, got, tc.want)
		}
	}
}

// canonical is the package's canonical order for one output (see doc.go)
// as AVX-512 computes it, fused multiply-adds in the lanes: f32 order for
// int8, q4 order for q4. x and w are in element order; the q4 order is
// spelled out here rather than taken from q4Lane, so that the test pins it.
func canonical(x, w []float32, q4 bool) float32 {
	var acc [16]float32
	k := len(x)
	kv := k &^ 15
	if q4 {
		kv = k &^ 31
		for b := 0; b < kv; b += 32 {
			for _, half := range []int{b, b + 16} {
				for l := range 16 {
					// lane l: nibble l/2 of the half's first four bytes
					// (l even) or of its last four (l odd)
					e := half + l/2 + 8*(l%2)
					acc[l] = fma32(x[e], w[e], acc[l])
				}
			}
		}
	} else {
		for p := range kv {
			acc[p%16] = fma32(x[p], w[p], acc[p%16])
		}
	}
	s := reduce16(&acc)
	for p := kv; p < k; p++ {
		s += float32(x[p] * w[p]) // the tail, in Go: rounded products
	}
	return s
}

// TestQuantKnownValues checks small products whose every term and sum is
// exact, against values worked out by hand.
func TestQuantKnownValues(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	x := make([]float32, 32)
	for i := range x {
		x[i] = float32(i%4) - 1 // -1, 0, 1, 2, ...
	}
	tests := []struct {
		name string
		w    Weights
		want []float32
	}{
		// Row 0: q = 2 everywhere, s = 0.5: each term x·1, Σx = 8·(−1+0+1+2) = 16.
		// Row 1: q = -3, s = 0.25: each term x·(−0.75), total −12.
		{"int8", Weights{DType: dtype.I8, I8: append(fill8(32, 2), fill8(32, -3)...), Scales: []float32{0.5, 0.25}},
			[]float32{16, -12}},
		// Row 0: every byte 0x1F: evens q = −1 (0xF), odds q = 1, s = 2:
		// Σ over evens of x·(−2) + odds x·2; evens x are −1, 1, odds 0, 2:
		// 8·(2 − 2) + 8·(0 + 4) = 32.
		// Row 1: q = 7 (0x77), s = −0.5: 16·(−3.5)·... Σx·(−3.5) = −56.
		{"q4", Weights{DType: dtype.I4, I4: append(fillBytes(16, 0x1F), fillBytes(16, 0x77)...),
			Scales16: []uint16{dtype.RoundF16(2), dtype.RoundF16(-0.5)}}, []float32{32, -56}},
	}
	for _, tt := range tests {
		for _, lv := range paths() {
			for _, m := range []int{1, 9} { // decode rows and prefill panels
				xs := make([]float32, m*32)
				for i := range m {
					copy(xs[i*32:], x)
				}
				dst := make([]float32, m*2)
				p.matMulT(dst, xs, m, 32, tt.w, 2, lv)
				for i := range m {
					if dst[2*i] != tt.want[0] || dst[2*i+1] != tt.want[1] {
						t.Errorf("%s/%v/m=%d row %d: got %v, want %v", tt.name, lv, m, i, dst[2*i:2*i+2], tt.want)
					}
				}
			}
		}
	}
}

// TestWidenQuantPaths checks every path's widening of int8 and q4 rows
// against the portable loops bit for bit: every byte value, and scales
// from the extremes of f16 and f32 (denormal, largest, infinite, NaN).
func TestWidenQuantPaths(t *testing.T) {
	const k = 512 + 32 + 16 // whole q4 blocks, and an int8 tail past the last 16
	q8 := make([]int8, k)
	q4 := make([]byte, k/2)
	for i := range q8 {
		q8[i] = int8(i * 7)
	}
	for i := range q4 {
		q4[i] = byte(i*13 + 5)
	}
	half := []uint16{0x3c00, 0x0001, 0x03ff, 0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0x8000, 0xb555}
	for _, s := range []float32{0.013, -2.5, 1e-45, 3e38, float32(math.Inf(1)), float32(math.NaN())} {
		want := make([]float32, k)
		widenI8(want, q8, s, portable)
		for _, lv := range paths()[1:] {
			got := make([]float32, k)
			widenI8(got, q8, s, lv)
			sameValues(t, fmt.Sprintf("int8 %v s=%v", lv, s), got, want)
		}
	}
	sc := make([]uint16, k/q4Group)
	for r := range half {
		for g := range sc {
			sc[g] = half[(r+g)%len(half)]
		}
		n := k &^ (q4Group - 1)
		want := make([]float32, n)
		widenI4(want, q4, sc, portable)
		for _, lv := range paths()[1:] {
			got := make([]float32, n)
			widenI4(got, q4, sc, lv)
			sameValues(t, fmt.Sprintf("q4 %v scales from %#04x", lv, half[r]), got, want)
		}
	}
}

// sameValues fails t unless got and want hold the same bits, NaNs
// matching NaNs whatever their payload.
func sameValues(t *testing.T, what string, got, want []float32) {
	t.Helper()
	for i := range want {
		g, w := got[i], want[i]
		if math.Float32bits(g) != math.Float32bits(w) && !(g != g && w != w) {
			t.Fatalf("%s [%d]: %v (%#x), want %v (%#x)", what, i, g, math.Float32bits(g), w, math.Float32bits(w))
		}
	}
}

func fill8(n int, v int8) []int8 {
	s := make([]int8, n)
	for i := range s {
		s[i] = v
	}
	return s
}

func fillBytes(n int, v byte) []byte {
	s := make([]byte, n)
	for i := range s {
		s[i] = v
	}
	return s
}

// TestQuantMatMulT checks quantized products at every level and size
// against the float64 product of the dequantized weights, and on AVX-512
// and AVX2 bit for bit against the canonical order with fused
// multiply-adds, for decode and prefill shapes alike.
func TestQuantMatMulT(t *testing.T) {
	p := NewPool(3)
	defer p.Close()
	r := rand.New(rand.NewPCG(5, 6))
	for _, d := range []dtype.DType{dtype.I8, dtype.I4} {
		ks := []int{1, 16, 17, 33, 96, 130, 200}
		if !testing.Short() {
			// 16*(blocks+1) splits k into blocks whose lanes are
			// saved between tiles, the first block's widening tiles
			// among them (the plain run has it; -race would take a
			// minute).
			ks = append(ks, 16*(p.blocks.f32+1))
		}
		if d == dtype.I4 {
			ks = []int{32, 64, 96, 512, 544, 1536}
		}
		for im, m := range []int{1, 2, 5, 8, 13} {
			for ik, k := range ks {
				for in, n := range []int{1, 4, 7, 13, 100} {
					if k > p.blocks.f32*16 && n > 13 {
						continue // a few panels cover the blocked k
					}
					if thinned(3, im, ik, in) {
						continue
					}
					x := randF32(r, m*k)
					w, deq := randQuant(r, d, n, k)
					ref, abs := naiveT(x, m, k, deq, n)
					want := make([]float32, m*n)
					for i := range want {
						j := i % n
						want[i] = canonical(x[i/n*k:(i/n+1)*k], deq[j*k:(j+1)*k], d == dtype.I4)
					}
					for _, lv := range paths() {
						dst := make([]float32, m*n)
						p.matMulT(dst, x, m, k, w, n, lv)
						for i := range m * n {
							checkClose(t, dst[i], ref[i], abs[i], k, "%v/%v", d, lv)
							if lv == portable {
								continue // no fused multiply-adds there
							}
							if dst[i] != want[i] {
								t.Fatalf("%v %v m=%d k=%d n=%d output %d: %v, canonical order gives %v", d, lv, m, k, n, i, dst[i], want[i])
							}
						}
					}
				}
			}
		}
	}
}

// TestQuantMatMulTs checks that fused sibling products against quantized
// weights equal the separate products bit for bit.
func TestQuantMatMulTs(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	r := rand.New(rand.NewPCG(7, 8))
	for _, d := range []dtype.DType{dtype.I8, dtype.I4} {
		for _, m := range []int{1, 9} {
			k := 64
			x := randF32(r, m*k)
			w1, _ := randQuant(r, d, 12, k)
			w2, _ := randQuant(r, d, 5, k)
			a, b := make([]float32, m*12), make([]float32, m*5)
			p.MatMulTs(x, m, k, []Product{{Dst: a, W: w1, N: 12}, {Dst: b, W: w2, N: 5}})
			a1, b1 := make([]float32, m*12), make([]float32, m*5)
			p.MatMulT(a1, x, m, k, w1, 12)
			p.MatMulT(b1, x, m, k, w2, 5)
			for i := range a {
				if math.Float32bits(a[i]) != math.Float32bits(a1[i]) {
					t.Fatalf("%v m=%d: fused output %d is %v, alone %v", d, m, i, a[i], a1[i])
				}
			}
			for i := range b {
				if math.Float32bits(b[i]) != math.Float32bits(b1[i]) {
					t.Fatalf("%v m=%d: fused output %d is %v, alone %v", d, m, i, b[i], b1[i])
				}
			}
		}
	}
}

// TestMatMulTsMixedLayouts checks siblings whose weights read x in
// different layouts (bf16's split, q4's order): each must get its own.
func TestMatMulTsMixedLayouts(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	r := rand.New(rand.NewPCG(9, 10))
	const k = 64
	for _, m := range []int{1, 9} {
		x := randF32(r, m*k)
		u := make([]uint16, 7*k)
		fillBF16(u)
		wb := Weights{DType: dtype.BF16, U16: u}
		wq, _ := randQuant(r, dtype.I4, 12, k)
		a, b := make([]float32, m*7), make([]float32, m*12)
		p.MatMulTs(x, m, k, []Product{{Dst: a, W: wb, N: 7}, {Dst: b, W: wq, N: 12}})
		a1, b1 := make([]float32, m*7), make([]float32, m*12)
		p.MatMulT(a1, x, m, k, wb, 7)
		p.MatMulT(b1, x, m, k, wq, 12)
		for _, c := range []struct{ fused, alone []float32 }{{a, a1}, {b, b1}} {
			for i := range c.fused {
				if math.Float32bits(c.fused[i]) != math.Float32bits(c.alone[i]) {
					t.Fatalf("m=%d: fused output %d is %v, alone %v", m, i, c.fused[i], c.alone[i])
				}
			}
		}
	}
}

func TestQuantChecks(t *testing.T) {
	p := NewPool(1)
	defer p.Close()
	for _, tt := range []struct {
		name string
		w    Weights
		k    int
	}{
		{"q4 row not whole groups", Weights{DType: dtype.I4, I4: make([]byte, 8), Scales16: make([]uint16, 1)}, 16},
		{"int8 scales missing", Weights{DType: dtype.I8, I8: make([]int8, 32)}, 16},
	} {
		if r := catch(func() { p.MatMulT(make([]float32, 2), make([]float32, tt.k), 1, tt.k, tt.w, 2) }); r == nil {
			t.Errorf("%s: no panic", tt.name)
		}
	}
}
