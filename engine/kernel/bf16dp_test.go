package kernel

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/internal/emulated"
)

// dpPaths are the bf16 compute paths this CPU runs: the portable loops,
// the AVX2 emulation, and the assembly when the CPU has AVX512_BF16.
func dpPaths() []dpLevel {
	l := []dpLevel{dpGo}
	if haveAVX2 {
		l = append(l, dpAVX2)
	}
	if haveBF16DP {
		l = append(l, dpAVX512, dpAVX512FMA)
	}
	return l
}

func dpName(lv dpLevel) string {
	switch lv {
	case dpAVX512:
		return "avx512bf16"
	case dpAVX512FMA:
		return "avx512bf16-fma"
	case dpAVX2:
		return "avx2"
	}
	return "go"
}

func bf(x float32) uint16 { return dtype.RoundBF16(x) }

// TestDotBF16Known pins the bf16 compute order with values whose sums
// depend on it.
func TestDotBF16Known(t *testing.T) {
	one, tiny := bf(1), bf(0x1p-24)
	tests := []struct {
		name string
		x, w map[int]uint16 // element -> value; others are zero
		k    int
		want float32
	}{
		{"plain sum", map[int]uint16{0: one, 1: one, 31: one}, map[int]uint16{0: bf(2), 1: bf(3), 31: bf(-4)}, 32, 1},
		// Lane 0 adds element 1 (1.0) and then element 0 (2^-24): the tie
		// rounds to even, 1.0; element 33 (block 1, lane 0) does the same.
		// The exact sum, 1+2^-23, is an f32 value.
		{"odd first, rounded each step", map[int]uint16{0: tiny, 1: one, 33: tiny}, map[int]uint16{0: one, 1: one, 33: one}, 64, 1},
		// Even element first would give 2^-24 + 1 = 1 too, but then the
		// odd one of block 1 (2^-24·2) lifts it: 1 + 2^-23.
		{"second block", map[int]uint16{1: one, 0: tiny, 35: bf(0x1p-23)}, map[int]uint16{1: one, 0: one, 35: one}, 64, 1 + 0x1p-23},
		// Lanes fold as l+8, l+4, l+2, l+1: lane 0 holds 1, lane 8 holds
		// 2^-24 and lane 1 holds 2^-24; 1 + 2^-24 rounds to 1 before lane
		// 1's share arrives.
		{"fold tree", map[int]uint16{0: one, 16: tiny, 2: tiny}, map[int]uint16{0: one, 16: one, 2: one}, 32, 1},
		// 2^-70 · 2^-70 is an f32 denormal: flushed to zero.
		{"denormal product", map[int]uint16{0: bf(0x1p-70)}, map[int]uint16{0: bf(0x1p-70)}, 32, 0},
		// Lane 0 holds the smallest normal, 2^-126, then adds -1.5·2^-151:
		// on the f32 denormal grid (steps of 2^-149) the sum rounds back
		// up to 2^-126, but to 24 bits with an unbounded exponent it
		// rounds to 2^-126 - 2^-150, which is tiny, so the instruction
		// flushes it (measured on Zen 5).
		{"tiny after rounding", map[int]uint16{1: one, 0: bf(-0x3p-76)}, map[int]uint16{1: bf(0x1p-126), 0: bf(0x1p-76)}, 32, 0},
		// -0.75·2^-151 instead rounds to 2^-126 both ways: not tiny.
		{"normal after rounding", map[int]uint16{1: one, 0: bf(-0x3p-77)}, map[int]uint16{1: bf(0x1p-126), 0: bf(0x1p-76)}, 32, 0x1p-126},
		// Lanes 0 and 8 hold 1.5·2^-126 and -2^-126, normal; their fold,
		// 2^-127, is an ordinary f32 addition, which keeps the denormal.
		{"fold keeps a denormal", map[int]uint16{1: one, 17: one}, map[int]uint16{1: bf(0x3p-127), 17: bf(-0x1p-126)}, 32, 0x1p-127},
		// A bf16 denormal input reads as zero.
		{"denormal input", map[int]uint16{0: 0x0001}, map[int]uint16{0: bf(0x1p100)}, 32, 0},
		// A NaN stays one: the emulation once took it for a tiny sum
		// and flushed it to the smallest normal.
		{"NaN weight", map[int]uint16{0: one, 5: one}, map[int]uint16{0: 0x7fc0, 5: bf(2)}, 32, math.Float32frombits(0x7fc00000)},
		// Elements past k are zero: k = 3 of a 32-element block.
		{"short row", map[int]uint16{0: one, 2: one}, map[int]uint16{0: bf(5), 2: bf(7)}, 3, 12},
	}
	// QEMU's AVX2 flushes this sum, which no processor does (see
	// emulated.QEMU).
	qemuFlushes := map[string]bool{"normal after rounding": true}
	for _, tc := range tests {
		for _, asm := range dpPaths() {
			if qemuFlushes[tc.name] && asm == dpAVX2 && emulated.QEMU() {
				t.Logf("%s/%s: not checked under QEMU, whose tininess is not the processors'", tc.name, dpName(asm))
				continue
			}
			x, w := make([]float32, tc.k), make([]uint16, tc.k)
			for i, v := range tc.x {
				if i < tc.k {
					x[i] = dtype.BF16ToFloat32(v)
				}
			}
			for i, v := range tc.w {
				if i < tc.k {
					w[i] = v
				}
			}
			// Four rows of w, so that decode's four-stream kernels run
			// where there are such, and one x row or eight alike, so that
			// the prefill tiles do.
			p := NewPool(1)
			w4 := slices.Concat(w, w, w, w)
			for _, m := range []int{1, 8} {
				xs := slices.Concat(slices.Repeat([][]float32{x}, m)...)
				dst := make([]float32, 4*m)
				p.matMulTsBF16(Weights{DType: dtype.F32, F32: xs}, m, tc.k, []Product{{Dst: dst, W: Weights{DType: dtype.BF16, U16: w4}, N: 4}}, asm)
				for _, got := range dst {
					if math.Float32bits(got) != math.Float32bits(tc.want) {
						t.Errorf("%s/%s, %d rows: got %v, want %v", tc.name, dpName(asm), m, got, tc.want)
						break
					}
				}
			}
			p.Close()
		}
	}
}

// randBF16Row returns n random values spread over many binades, some
// zero, some tiny, so that rounding, cancellation and flushing all occur.
func randSpread(r *rand.Rand, n int) []float32 {
	v := make([]float32, n)
	for i := range v {
		switch r.IntN(20) {
		case 0:
			v[i] = 0
		case 1:
			v[i] = float32(r.NormFloat64() * 0x1p-64)
		default:
			v[i] = float32(r.NormFloat64() * math.Ldexp(1, r.IntN(24)-12))
		}
	}
	return v
}

// TestDotBF16MatchesInstruction checks the portable emulation of
// VDPBF16PS against the instruction, bit for bit, over many blocks of
// widely spread, tiny and huge values (randDPOperands).
func TestDotBF16MatchesInstruction(t *testing.T) {
	if !haveBF16DP {
		t.Skip("no AVX512_BF16")
	}
	r := rand.New(rand.NewPCG(1, 2))
	for it := range 4000 {
		k32 := 1 + r.IntN(4)
		x, w := randDPOperands(r, it, 32*k32, 1)
		got := dot1x1DPAVX512(&x[0], &w[0], k32)
		if want := dpDotGo(x, w); math.Float32bits(got) != math.Float32bits(want) {
			t.Fatalf("case %d: instruction %v (%#x), emulation %v (%#x)", it, got, math.Float32bits(got), want, math.Float32bits(want))
		}
	}
}

// dpScales are the regimes randDPOperands draws from: widely spread
// values; tiny ones, whose products and sums are f32 denormals to flush;
// and huge values against bf16 denormals (weights, then x), whose
// products would count if the denormals were not read as zero.
var dpScales = [][2]float32{{1, 1}, {0x1p-66, 0x1p-66}, {0x1p100, 0x1p-120}, {0x1p-120, 0x1p100}}

// randDPOperands returns an x row of kp bf16 values and rows rows of
// weights in regime it of dpScales (cycling), a tenth of the weights
// bf16 denormals or zeros.
func randDPOperands(r *rand.Rand, it, kp, rows int) (x, w []uint16) {
	sc := dpScales[it%len(dpScales)]
	x, w = make([]uint16, kp), make([]uint16, rows*kp)
	for i, v := range randSpread(r, len(x)) {
		x[i] = bf(v * sc[0])
	}
	for i, v := range randSpread(r, len(w)) {
		w[i] = bf(v * sc[1])
		if r.IntN(10) == 0 {
			w[i] = uint16(r.Uint32()) &^ 0x7f80
		}
	}
	return x, w
}

// TestDotBF16AVX2MatchesEmulation checks the AVX2 emulation of
// VDPBF16PS against the portable one (and so against the instruction,
// which TestDotBF16MatchesInstruction holds it to), bit for bit, one row
// and four rows at a time, with x packed and widened beforehand.
func TestDotBF16AVX2MatchesEmulation(t *testing.T) {
	if !haveAVX2 {
		t.Skip("no AVX2")
	}
	r := rand.New(rand.NewPCG(21, 22))
	for it := range 4000 {
		k32 := 1 + r.IntN(4)
		kp := 32 * k32
		x, w := randDPOperands(r, it, kp, 4)
		var four, split [4]float32
		dot1x4DPAVX2(&x[0], &w[0], kp, k32, &four[0])
		xf := make([]float32, kp)
		bf16ToF32SplitAVX2(&xf[0], &x[0], k32)
		dotRows4DPSplitAVX2(&xf[0], 0, 1, &w[0], kp, k32, &split[0], 0, nil, 2, 0)
		for c := range 4 {
			want := math.Float32bits(dpDotGo(x, w[c*kp:(c+1)*kp]))
			one := dot1x1DPAVX2(&x[0], &w[c*kp], k32)
			if math.Float32bits(one) != want || math.Float32bits(four[c]) != want || math.Float32bits(split[c]) != want {
				t.Fatalf("case %d row %d: avx2 %v, %v and %v (x widened), emulation %v", it, c, one, four[c], split[c], math.Float32frombits(want))
			}
		}
	}
}

// TestRoundBF16Paths checks the rounding of f32 and f16 operands against
// dtype.RoundBF16: every f16 value, and f32 bit patterns covering ties,
// denormals, infinities and NaNs.
func TestRoundBF16Paths(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	f32s := []float32{0, float32(math.Copysign(0, -1)), 1, 1 + 0x1p-8, 1 + 0x3p-8, 0x1p-130, float32(math.Inf(1)), float32(math.Inf(-1)),
		math.Float32frombits(0x7f800001), math.Float32frombits(0xff810000), math.Float32frombits(0x7fc00000), math.MaxFloat32}
	for range 4096 {
		f32s = append(f32s, math.Float32frombits(r.Uint32()))
	}
	f16s := make([]uint16, 1<<16)
	for i := range f16s {
		f16s[i] = uint16(i)
	}
	for _, lv := range dpPaths() {
		got := make([]uint16, padBF16(len(f32s)))
		roundRow(got, Weights{DType: dtype.F32, F32: f32s}, 0, len(f32s), lv)
		for i, v := range f32s {
			if want := dtype.RoundBF16(v); got[i] != want {
				t.Fatalf("%s: f32 %#x rounds to %#x, want %#x", dpName(lv), math.Float32bits(v), got[i], want)
			}
		}
		for _, v := range got[len(f32s):] {
			if v != 0 {
				t.Fatalf("%s: padding not zero", dpName(lv))
			}
		}
		got = make([]uint16, len(f16s))
		roundRow(got, Weights{DType: dtype.F16, U16: f16s}, 0, len(f16s), lv)
		for i, h := range f16s {
			if want := dtype.RoundBF16(dtype.F16ToFloat32(h)); got[i] != want {
				t.Fatalf("%s: f16 %#x rounds to %#x, want %#x", dpName(lv), h, got[i], want)
			}
		}
	}
}

// TestRoundQuantBF16 checks that quantized rows round to bf16 as their
// dequantized f32 values f32(q)·s do (denormals to zero), row by row with
// each row's scales, on every path, q4 in its bf16 compute order; the row
// lengths cover the 32-element blocks and an int8 tail, and the scales
// include ones that make denormal and tie-rounding weights.
func TestRoundQuantBF16(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for _, c := range []struct {
		dt   dtype.DType
		n, k int
	}{{dtype.I8, 3, 16}, {dtype.I8, 4, 37}, {dtype.I8, 2, 2048}, {dtype.I4, 3, 32}, {dtype.I4, 5, 96}, {dtype.I4, 2, 224}, {dtype.I4, 5, 2048}} {
		w, deq := randQuant(r, c.dt, c.n, c.k)
		if c.dt == dtype.I8 {
			w.Scales[0] = 0x1p-133 // most weights of row 0 denormal
			w.Scales[1] = 1 + 0x1p-8
			if c.n > 2 {
				w.Scales[2] = float32(math.NaN())
			}
			if c.n > 3 {
				w.Scales[3] = math.MaxFloat32 // infinities
			}
			for j := range min(c.n, 4) {
				for p := range c.k {
					deq[j*c.k+p] = dequantI8(w.I8[j*c.k+p], w.Scales[j])
				}
			}
		}
		if c.dt == dtype.I4 && c.k >= 2*q4DPLine {
			// Rows 0, 2, 3 and 4 have a NaN scale whose products a bias
			// would round wrongly, which the AVX2 path must leave to the
			// portable one, at each of the four groups of a line; row 1
			// has the extremes of finite f16 scales.
			g := c.k / q4Group
			setQ4Scales(w, deq, map[int]uint16{4: 0x7fff, g + 1: 0x0001, g + 2: 0x7bff, g + 3: 0x8001,
				2*g + 3: 0x7e7f, 3*g + 5: 0x7fff, 4*g + 2: 0xfe7f})
		}
		for _, lv := range dpPaths() {
			for j := range c.n {
				got := make([]uint16, padBF16(c.k))
				roundRow(got, w, j*c.k, c.k, lv)
				for at := range c.k {
					p := at
					if c.dt == dtype.I4 {
						p = q4DPElement(at, c.k)
					}
					v := deq[j*c.k+p]
					want := dtype.RoundBF16(v)
					if math.Float32bits(v)&0x7f800000 == 0 {
						want = uint16(math.Float32bits(v)>>16) & 0x8000
					}
					if got[at] != want {
						t.Fatalf("%v %dx%d %s: row %d element %d rounds to %#x, want %#x (of %v)", c.dt, c.n, c.k, dpName(lv), j, p, got[at], want, v)
					}
				}
			}
		}
	}
}

// TestQuantDecodeBF16Scales runs decode (one x row) against int8 rows
// whose scales make the rounding's ties (1+2⁻⁸ times a power of two is
// halfway between two bf16 values), zeros, overflows, NaNs and denormals,
// and requires every path to give the portable path's bits: the streaming
// kernels round in registers only rows whose scales they round exactly,
// and must round those as roundRow does. x is positive, and so is row 0
// where its products overflow, so that an infinity is not lost in a NaN.
func TestQuantDecodeBF16Scales(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	const k = 192 // three lines of the streaming kernels
	cases := []struct {
		name   string
		scales []float32
	}{
		{"ties", []float32{1 + 0x1p-8, 3 + 0x1p-7, 0x1p-20 + 0x1p-28, 1 + 0x1p-8, 0.5 + 0x1p-9, 1 + 0x1p-8, 7 + 0x1p-5, 1 + 0x1p-8}},
		{"zero", []float32{0, 1 + 0x1p-8, 0.01, 0, 0.02, 0.5, 0, 1}},
		{"smallest normal", []float32{0x1p-126, 0x1.8p-126, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06}},
		{"overflow", []float32{math.MaxFloat32, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07}},
		{"past the split's range", []float32{0x1p106, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.07}},
		{"nan", []float32{0.01, float32(math.NaN()), 0.02, 0.03, 0.04, 0.05, 0.06, 0.07}},
		{"denormal", []float32{0.01, 0.02, 0x1p-133, 0.03, 0.04, 0.05, 0.06, 0.07}},
	}
	for _, c := range cases {
		n := len(c.scales)
		w := Weights{DType: dtype.I8, I8: make([]int8, n*k), Scales: c.scales}
		for i := range w.I8 {
			q := r.IntN(255) - 127
			if i%3 == 0 { // a power of two: a tie under the ties scales
				q = 1 << r.IntN(7)
				if r.IntN(2) == 0 {
					q = -q
				}
			}
			if i < k {
				q = 1 + r.IntN(127)
			}
			w.I8[i] = int8(q)
		}
		x := randF32(r, k)
		for i, v := range x {
			x[i] = float32(math.Abs(float64(v)))
		}
		requirePortableDecode(t, c.name, x, w, n)
	}
}

// TestQuantDecodeBF16ScalesQ4 is TestQuantDecodeBF16Scales for q4 rows:
// f16 scales at their extremes, and an infinity or a NaN in a later line
// of a row, which the AVX2 streaming kernel must stop at and leave to the
// path that rounds any value. The group with the infinity holds positive
// weights, and x is positive, so the row's sum is an infinity, not a NaN.
func TestQuantDecodeBF16ScalesQ4(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	const n, k = 8, 2 * q4DPLine
	g := k / q4Group
	cases := []struct {
		name   string
		scales map[int]uint16 // group index (row·g + group) to f16 bits
	}{
		{"random", nil},
		{"extremes", map[int]uint16{0: 0x0001, 1: 0x7bff, 2: 0x8001, 3: 0x0400, g + 5: 0xfbff, 3*g + 7: 0x0000}},
		{"infinity", map[int]uint16{5*g + 6: 0x7c00}},
		{"nan", map[int]uint16{2*g + 5: 0x7e00}},
	}
	for _, c := range cases {
		w, _ := randQuant(r, dtype.I4, n, k)
		for gi, h := range c.scales {
			w.Scales16[gi] = h
			if h&0x7c00 == 0x7c00 {
				for i := gi * q4Group; i < (gi+1)*q4Group; i++ {
					w.I4[i/2] = w.I4[i/2]&^(0xf<<(4*(i%2))) | byte(1+r.IntN(7))<<(4*(i%2))
				}
			}
		}
		x := randF32(r, k)
		for i, v := range x {
			x[i] = float32(math.Abs(float64(v)))
		}
		requirePortableDecode(t, c.name, x, w, n)
	}
}

// requirePortableDecode runs the decode product of x with the n rows of
// w on every bf16 compute path and requires the portable path's bits, or
// a NaN where it gives one.
func requirePortableDecode(t *testing.T, name string, x []float32, w Weights, n int) {
	t.Helper()
	var want []float32
	for _, lv := range dpPaths() {
		p := NewPool(1)
		got := make([]float32, n)
		p.matMulTsBF16(Weights{DType: dtype.F32, F32: x}, 1, len(x), []Product{{Dst: got, W: w, N: n}}, lv)
		p.Close()
		if want == nil {
			want = got
			continue
		}
		for j := range got {
			nans := got[j] != got[j] && want[j] != want[j]
			if math.Float32bits(got[j]) != math.Float32bits(want[j]) && !nans {
				t.Errorf("%s, %s: row %d is %v, the portable path gave %v", name, dpName(lv), j, got[j], want[j])
			}
		}
	}
}

// TestSplitRoundsBF16 checks the rounding of SPLITBF16 (Veltkamp's split
// with 2¹⁶+1) against dtype.RoundBF16 for every positive normal f32 up to
// 2¹¹¹, past the largest product splitScales lets through, and every
// 257th negative one (the arithmetic is symmetric); every 65521st value
// under -short and on an emulated CPU (emulated.Child, emulated.Emulated:
// 49 s of make test-arm64 under qemu-aarch64 went to this sweep). The
// conversions keep a compiler from fusing the steps into an FMA.
func TestSplitRoundsBF16(t *testing.T) {
	step := uint32(1)
	if testing.Short() || emulated.Child() || emulated.Emulated() {
		step = 65521
	}
	const c = float32(1<<16 + 1)
	top := math.Float32bits(0x1p111) // 2¹¹¹·c is below the largest f32
	for b := uint32(0x00800000); b <= top; b += step {
		for _, v := range []float32{math.Float32frombits(b), -math.Float32frombits(b)} {
			p := float32(v * c)
			got := math.Float32bits(float32(p - float32(p-v)))
			if want := uint32(dtype.RoundBF16(v)) << 16; got != want {
				t.Fatalf("%v (%#08x) splits to %#08x, rounds to %#08x", v, math.Float32bits(v), got, want)
			}
			if b%257 != 0 {
				break // every 257th negative
			}
		}
	}
}

// setQ4Scales sets the q4 group scales of w named in scales (group index
// to f16 bits) and the dequantized values deq of their groups.
func setQ4Scales(w Weights, deq []float32, scales map[int]uint16) {
	for g, s := range scales {
		w.Scales16[g] = s
		for i := g * q4Group; i < (g+1)*q4Group; i++ {
			deq[i] = dequantI4(w.I4, i, dtype.F16ToFloat32(s))
		}
	}
}

// refBF16 is the product of x and w rounded to bf16, summed exactly in
// float64, with the sum of |products| for a tolerance.
func refBF16(x []float32, m, k int, w []float32, n int) (ref, abs []float64) {
	rx, rw := make([]float32, len(x)), make([]float32, len(w))
	for i, v := range x {
		rx[i] = dtype.BF16ToFloat32(dtype.RoundBF16(v))
	}
	for i, v := range w {
		rw[i] = dtype.BF16ToFloat32(dtype.RoundBF16(v))
	}
	return naiveT(rx, m, k, rw, n)
}

// TestMatMulTBF16 checks products of every weight dtype and shapes around
// the block, tile and panel edges against the exact sum of the rounded
// operands, and requires every path, pool size and split of m to give
// the same bits.
func TestMatMulTBF16(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	shapes := []struct{ m, k, n int }{
		{1, 1, 1}, {1, 31, 5}, {1, 32, 4}, {1, 64, 17}, {1, 96, 40}, {2, 33, 9}, {3, 64, 13},
		{4, 64, 6}, {5, 100, 23}, {8, 64, 12}, {9, 65, 31}, {12, 1056, 30}, {16, 32, 7}, {13, 512, 50},
		{8, 2048, 19}, {10, 2080, 26}, {16, 4200, 29}, {7, 8224, 13}, {12, 8192 + 1056, 9}, {37, 4160, 11},
	}
	for is, s := range shapes {
		for iw, wdt := range []dtype.DType{dtype.BF16, dtype.F32, dtype.F16, dtype.I8, dtype.I4} {
			if wdt == dtype.I4 && s.k%q4Group != 0 {
				continue // q4 rows are whole groups
			}
			t.Run(fmt.Sprintf("%dx%dx%d/%v", s.m, s.k, s.n, wdt), func(t *testing.T) {
				x := randF32(r, s.m*s.k)
				var w Weights
				var wf []float32
				switch wdt {
				case dtype.I8, dtype.I4: // dequantized in f32, then rounded
					w, wf = randQuant(r, wdt, s.n, s.k)
				default:
					w, wf = randWeights(r, wdt, s.n*s.k)
				}
				if wdt == dtype.F32 { // unrounded f32 weights: rounding matters
					wf = w.F32
				}
				ref, abs := refBF16(x, s.m, s.k, wf, s.n)
				var first []float32
				for _, asm := range dpPaths() {
					for ip, workers := range []int{1, 3} {
						if thinned(2, is, iw, ip) {
							continue
						}
						p := NewPool(workers)
						got := make([]float32, s.m*s.n)
						p.matMulTsBF16(Weights{DType: dtype.F32, F32: x}, s.m, s.k, []Product{{Dst: got, W: w, N: s.n}}, asm)
						p.Close()
						for i, v := range got {
							checkClose(t, v, ref[i], abs[i], s.k, "%s/%d workers, element %d", dpName(asm), workers, i)
						}
						if first == nil {
							first = got
							continue
						}
						for i := range got {
							if math.Float32bits(got[i]) != math.Float32bits(first[i]) {
								t.Fatalf("%s/%d workers: element %d is %v, the first path gave %v", dpName(asm), workers, i, got[i], first[i])
							}
						}
					}
				}
				// Each row alone (the decode path for m = 1) gives the same bits.
				for _, asm := range dpPaths() {
					p := NewPool(2)
					for _, i := range aloneRows(s.m) {
						row := make([]float32, s.n)
						p.matMulTsBF16(Weights{DType: dtype.F32, F32: x[i*s.k : (i+1)*s.k]}, 1, s.k, []Product{{Dst: row, W: w, N: s.n}}, asm)
						for j, v := range row {
							if math.Float32bits(v) != math.Float32bits(first[i*s.n+j]) {
								t.Fatalf("%s: row %d alone, column %d: %v, in the product %v", dpName(asm), i, j, v, first[i*s.n+j])
							}
						}
					}
					p.Close()
				}
			})
		}
	}
}

// TestMatMulTsBF16 checks that siblings sharing x give what each gives
// alone.
func TestMatMulTsBF16(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	m, k := 10, 96
	x := Weights{DType: dtype.F32, F32: randF32(r, m*k)}
	ns := []int{12, 5, 30}
	var prods []Product
	for _, n := range ns {
		w, _ := randWeights(r, dtype.BF16, n*k)
		prods = append(prods, Product{Dst: make([]float32, m*n), W: w, N: n})
	}
	p := NewPool(2)
	defer p.Close()
	p.MatMulTsBF16(x, m, k, prods)
	for i, pr := range prods {
		alone := make([]float32, m*pr.N)
		p.MatMulTBF16(alone, x, m, k, pr.W, pr.N)
		for j := range alone {
			if math.Float32bits(alone[j]) != math.Float32bits(pr.Dst[j]) {
				t.Fatalf("product %d element %d: %v alone, %v among siblings", i, j, alone[j], pr.Dst[j])
			}
		}
	}
}

// BenchmarkMatMulTBF16 times bf16 compute on the Llama-3.2-1B shapes with
// bf16 weights: decode (m=1) against memory bandwidth (GB/s counts weight
// bytes), prefill (m=256) against the VDPBF16PS peak (GFLOP/s).
func BenchmarkMatMulTBF16(b *testing.B) {
	shapes := []struct {
		name    string
		m, k, n int
	}{
		{"decode/1x2048x8192", 1, 2048, 8192},
		{"decode/1x8192x2048", 1, 8192, 2048},
		{"prefill/256x2048x8192", 256, 2048, 8192},
		{"prefill/256x8192x2048", 256, 8192, 2048},
		{"prefill/64x2048x8192", 64, 2048, 8192},
		{"prefill/50x2048x8192", 50, 2048, 8192},
	}
	tiles := []bool{false}
	if haveBF16AMX {
		tiles = append(tiles, true)
	}
	for _, s := range shapes {
		for _, amx := range tiles {
			name := s.name
			if amx {
				name += "/amx"
			}
			b.Run(name, func(b *testing.B) {
				p := NewPool(0)
				defer p.Close()
				p.SetBF16Tiles(amx)
				u := make([]uint16, s.n*s.k)
				fillBF16(u)
				w := Weights{DType: dtype.BF16, U16: u}
				x := make([]float32, s.m*s.k)
				for i := range x {
					x[i] = float32(i%7) - 3
				}
				xw := Weights{DType: dtype.F32, F32: x}
				dst := make([]float32, s.m*s.n)
				p.MatMulTBF16(dst, xw, s.m, s.k, w, s.n)
				b.ResetTimer()
				for b.Loop() {
					p.MatMulTBF16(dst, xw, s.m, s.k, w, s.n)
				}
				sec := b.Elapsed().Seconds() / float64(b.N)
				b.ReportMetric(float64(2*s.n*s.k)/sec/1e9, "GB/s")
				b.ReportMetric(float64(2*s.m*s.n*s.k)/sec/1e9, "GFLOP/s")
			})
		}
	}
}
