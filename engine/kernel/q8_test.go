package kernel

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"xlachat/engine/dtype"
)

// TestQ8Round checks the rounding of one group against values worked out
// by hand.
func TestQ8Round(t *testing.T) {
	nan := float32(math.NaN())
	tiny := math.Float32frombits(190) // a denormal: d = 190/127 ulp rounds to 1 ulp
	cases := []struct {
		name  string
		x     map[int]float32 // the rest of the group is 0
		d     float32         // NaN: any NaN
		wantQ map[int]int8    // the rest 0
	}{
		{"zeros", nil, 0, nil},
		{"max is 127", map[int]float32{0: 127, 1: -127, 2: 63.5, 3: 64.5, 4: -0.5, 5: 1.5}, 1,
			map[int]int8{0: 127, 1: -127, 2: 64, 3: 64, 5: 2}},
		{"negative max", map[int]float32{7: -254, 8: 3, 9: 1}, 2, map[int]int8{7: -127, 8: 2}},
		{"negative zero", map[int]float32{0: float32(math.Copysign(0, -1))}, 0, nil},
		{"denormal clamps", map[int]float32{0: tiny, 1: -tiny}, math.Float32frombits(1),
			map[int]int8{0: 127, 1: -127}},
		{"NaN", map[int]float32{3: nan, 4: 5}, nan, nil},
		{"infinity", map[int]float32{3: float32(math.Inf(1)), 4: 5}, float32(math.Inf(1)), nil},
	}
	for _, c := range cases {
		x := make([]float32, q4Group)
		for i, v := range c.x {
			x[i] = v
		}
		var q [q4Group]int8
		d := q8Round(&q, x)
		if d != c.d && !(d != d && c.d != c.d) {
			t.Errorf("%s: d = %v, want %v", c.name, d, c.d)
		}
		for i := range q {
			if q[i] != c.wantQ[i] {
				t.Errorf("%s: q[%d] = %d, want %d", c.name, i, q[i], c.wantQ[i])
			}
		}
	}
}

// q8Want is one int8 compute output as the graphs state it, computed
// from the elements in their natural order: q8Round per group, the
// group's integer sum with the weights' integers (q4's sign-extended
// nibbles, or int8's), f32(sum)·d rounded, and the dot of those with the
// scales (an int8 row's one scale in every group) in the canonical f32
// order.
func q8Want(x []float32, w Weights, j, k int, lv level) float32 {
	g := k / q4Group
	ts, ws := make([]float32, g), make([]float32, g)
	for b := range g {
		var q [q4Group]int8
		d := q8Round(&q, x[b*q4Group:])
		sum := 0
		for e := range q4Group {
			sum += int(q[e]) * q8WantWeight(w, j, k, b*q4Group+e)
		}
		ts[b] = float32(float32(sum) * d)
		if w.DType == dtype.I8 {
			ws[b] = w.Scales[j]
		} else {
			ws[b] = dtype.F16ToFloat32(w.Scales16[j*g+b])
		}
	}
	return dotF32(ts, ws, lv)
}

// q8WantWeight is element e of row j's integers.
func q8WantWeight(w Weights, j, k, e int) int {
	if w.DType == dtype.I8 {
		return int(w.I8[j*k+e])
	}
	return int(i4At(w.I4[j*k/2:(j+1)*k/2], e))
}

// TestMatMulTQ8 checks int8 compute products on every path and size bit
// for bit against q8Want, with groups of zeros and a NaN among the
// activations and int8 weights of −128, and the VNNI kernel against the
// Go loops.
func TestMatMulTQ8(t *testing.T) {
	p := NewPool(3)
	defer p.Close()
	r := rand.New(rand.NewPCG(8, 9))
	type path struct {
		lv   level
		vnni bool
	}
	var ps []path
	for _, lv := range paths() {
		ps = append(ps, path{lv, false})
		if q8VNNI(lv) {
			ps = append(ps, path{lv, true})
		}
	}
	for _, m := range []int{1, 2, 5, 7} {
		// 544, 576, 704 and 1792 end past their whole chunks of 512: one
		// group, two, a whole line and two groups, two whole lines.
		for _, k := range []int{32, 96, 128, 512, 544, 576, 704, 1024, 1792, 2048} {
			for _, n := range []int{1, 4, 7, 13, 100} {
				x := randF32(r, m*k)
				for i := range x {
					x[i] *= float32(1 + r.IntN(4)) // groups of differing ranges
				}
				clear(x[:min(k, 64)][32:]) // a group of zeros (when k > 32)
				if m > 1 {
					x[k+r.IntN(k)] = float32(math.NaN())
				}
				for _, wdt := range []dtype.DType{dtype.I4, dtype.I8} {
					w, _ := randQuant(r, wdt, n, k)
					for e := 0; e < len(w.I8); e += 5 {
						w.I8[e] = -128 // outside what quant writes, but a valid i8
					}
					for _, pa := range ps {
						dst := make([]float32, m*n)
						p.matMulTsQ8(x, m, k, []Product{{Dst: dst, W: w, N: n}}, pa.lv, pa.vnni, false)
						for i := range m * n {
							want := q8Want(x[i/n*k:(i/n+1)*k], w, i%n, k, pa.lv)
							if dst[i] != want && !(dst[i] != dst[i] && want != want) {
								t.Fatalf("%v weights, %v vnni=%v m=%d k=%d n=%d output %d: %v, want %v", wdt, pa.lv, pa.vnni, m, k, n, i, dst[i], want)
							}
						}
					}
				}
			}
		}
	}
}

// TestMatMulTsQ8 checks that sibling products equal separate ones.
func TestMatMulTsQ8(t *testing.T) {
	p := NewPool(2)
	defer p.Close()
	r := rand.New(rand.NewPCG(1, 2))
	const m, k = 3, 1024
	x := randF32(r, m*k)
	ns := []int{36, 8, 8}
	var prods []Product
	var want [][]float32
	for _, n := range ns {
		w, _ := randQuant(r, dtype.I4, n, k)
		d := make([]float32, m*n)
		p.MatMulTQ8(d, x, m, k, w, n)
		want = append(want, d)
		prods = append(prods, Product{Dst: make([]float32, m*n), W: w, N: n})
	}
	p.MatMulTsQ8(x, m, k, prods)
	for i, pr := range prods {
		for e := range pr.Dst {
			if pr.Dst[e] != want[i][e] {
				t.Fatalf("product %d output %d: %v, alone %v", i, e, pr.Dst[e], want[i][e])
			}
		}
	}
}

// TestQuantizeQ8 checks that every path rounds rows alike, values,
// scales and corrections, on rows mixing random values with ties,
// zeros, denormals, infinities and NaNs, at lengths around a line.
func TestQuantizeQ8(t *testing.T) {
	p := NewPool(1)
	defer p.Close()
	r := rand.New(rand.NewPCG(3, 4))
	specials := []float32{0.5, -2.5, 126.5, float32(math.Copysign(0, -1)), math.Float32frombits(181),
		float32(math.Inf(-1)), float32(math.NaN()), math.MaxFloat32}
	for _, k := range []int{32, 96, 128, 160, 512, 640} {
		x := randF32(r, 3*k)
		for i := range x {
			switch r.IntN(8) {
			case 0:
				x[i] = specials[r.IntN(len(specials))]
			case 1:
				x[i] *= 1e-40 // denormal range
			case 2:
				x[i] = float32(r.IntN(7)) - 3 // integers: ties after division
			}
		}
		clear(x[k : k+32])
		for _, natural := range []bool{false, true} {
			quantizeQ8Paths(t, p, x, k, natural)
		}
	}
}

// quantizeQ8Paths checks that every path rounds the 3 rows of x (k each)
// as the portable one does, in the line order or the natural one.
func quantizeQ8Paths(t *testing.T, p *Pool, x []float32, k int, natural bool) {
	t.Helper()
	want := p.quantizeQ8(x, 3, k, portable, natural)
	for _, lv := range paths() {
		got := p.quantizeQ8(x, 3, k, lv, natural)
		for i := range want.q {
			if got.q[i] != want.q[i] {
				t.Fatalf("%v natural=%v k=%d: q[%d] = %d, want %d", lv, natural, k, i, got.q[i], want.q[i])
			}
		}
		for i := range want.d {
			if math.Float32bits(got.d[i]) != math.Float32bits(want.d[i]) && !(got.d[i] != got.d[i] && want.d[i] != want.d[i]) {
				t.Fatalf("%v natural=%v k=%d: d[%d] = %v, want %v", lv, natural, k, i, got.d[i], want.d[i])
			}
		}
		for i := range want.c {
			if got.c[i] != want.c[i] {
				t.Fatalf("%v natural=%v k=%d: c[%d] = %d, want %d", lv, natural, k, i, got.c[i], want.c[i])
			}
		}
		p.putQ8(got)
	}
	p.putQ8(want)
}

// BenchmarkMatMulTQ8 times int8 compute with q4 and int8 weights on each
// amd64 level's kernels, with and without VPDPBUSD and AMX where the CPU
// has them: decode (m=1) in GB/s of weight bytes, prefill in GFLOP/s.
func BenchmarkMatMulTQ8(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, s := range []benchShape{
		{"decode/1x2048x8192", 1, 2048, 8192},
		{"decode/1x8192x2048", 1, 8192, 2048},
		{"prefill/16x2048x8192", 16, 2048, 8192},
		{"prefill/50x2048x8192", 50, 2048, 8192},
		{"prefill/256x2048x8192", 256, 2048, 8192},
	} {
		for _, wdt := range []dtype.DType{dtype.I4, dtype.I8} {
			benchmarkMatMulTQ8(b, r, s, wdt)
		}
	}
}

func benchmarkMatMulTQ8(b *testing.B, r *rand.Rand, s benchShape, wdt dtype.DType) {
	w, _ := randQuant(r, wdt, s.n, s.k)
	x := randF32(r, s.m*s.k)
	dst := make([]float32, s.m*s.n)
	for _, lv := range []level{avx2, avx512} {
		for _, v := range []struct{ vnni, amx bool }{{false, false}, {true, false}, {true, true}} {
			vnni, amx := v.vnni, v.amx
			name := fmt.Sprintf("%s/%v/%v", s.name, wdt.WeightName(), lv)
			if vnni {
				name += "+vnni"
			}
			if amx {
				name += "+amx"
			}
			b.Run(name, func(b *testing.B) {
				if !slices.Contains(paths(), lv) || vnni && !q8VNNI(lv) || amx && (lv != avx512 || !haveQ8AMX) {
					b.Skip("not on this CPU")
				}
				p := NewPool(0)
				defer p.Close()
				prods := []Product{{Dst: dst, W: w, N: s.n}}
				p.matMulTsQ8(x, s.m, s.k, prods, lv, vnni, amx) // warm scratch buffers
				for b.Loop() {
					p.matMulTsQ8(x, s.m, s.k, prods, lv, vnni, amx)
				}
				sec := b.Elapsed().Seconds() / float64(b.N)
				b.ReportMetric(float64(wdt.Bytes(int64(s.n*s.k)))/sec/1e9, "GB/s")
				b.ReportMetric(float64(2*s.m*s.n*s.k)/sec/1e9, "GFLOP/s")
			})
		}
	}
}
