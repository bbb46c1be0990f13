package kernel

import (
	"math"
	"math/rand/v2"
	"testing"
)

// expInputs are f32 values covering every regime of exp: zero and
// signed zero, the overflow and underflow edges (f32 results overflow
// past 88.72 and vanish below -103.97), infinities, NaNs, denormals and
// random bit patterns.
func expInputs() []float32 {
	xs := []float32{0, float32(math.Copysign(0, -1)), 1, -1, 0.5, 88.72, 88.73, 89, -87.3, -103.97, -104, -104.1, -200,
		709, -709, 710, -746, 3e38, -3e38, 1e-40, -1e-40, float32(math.Inf(1)), float32(math.Inf(-1)),
		float32(math.NaN()), math.Float32frombits(0x7f800001), math.Float32frombits(0xffc01234)}
	r := rand.New(rand.NewPCG(1, 2))
	for range 1 << 16 {
		switch r.IntN(3) {
		case 0:
			xs = append(xs, float32(r.NormFloat64()*20))
		case 1:
			xs = append(xs, float32((r.Float64()*2-1)*120))
		default:
			xs = append(xs, math.Float32frombits(r.Uint32()))
		}
	}
	return xs
}

// TestExpFunctions checks the vector paths against their scalar
// definitions bit for bit (NaNs: any NaN), including the tails.
func TestExpFunctions(t *testing.T) {
	xs := expInputs()
	same := func(a, b float32) bool { return math.Float32bits(a) == math.Float32bits(b) || a != a && b != b }
	fns := []struct {
		name string
		run  func(dst, src []float32, lv level)
		def  func(x float32) float32
	}{
		{"exp", expF32, func(x float32) float32 { return float32(math.Exp(float64(x))) }},
		{"expsub", func(dst, src []float32, lv level) { expSubF32(dst, src, 1.5, lv) }, func(x float32) float32 { return float32(math.Exp(float64(x - 1.5))) }},
		{"logistic", logisticF32, func(x float32) float32 { return float32(1 / (1 + math.Exp(-float64(x)))) }},
	}
	for _, f := range fns {
		for _, lv := range paths() {
			for _, n := range []int{len(xs), 7, 13, 16, 24} {
				got := make([]float32, n)
				f.run(got, xs[:n], lv)
				for i, x := range xs[:n] {
					if want := f.def(x); !same(got[i], want) {
						t.Fatalf("%s/%v: f(%v) = %v (%#x), want %v (%#x)", f.name, lv, x, got[i], math.Float32bits(got[i]), want, math.Float32bits(want))
					}
				}
			}
			// In place.
			buf := append([]float32(nil), xs...)
			f.run(buf, buf, lv)
			for i, x := range xs {
				if want := f.def(x); !same(buf[i], want) {
					t.Fatalf("%s/%v in place: f(%v) = %v, want %v", f.name, lv, x, buf[i], want)
				}
			}
		}
	}
}

// BenchmarkExp times the vector exp paths on a softmax row of 1024
// scores (a decode step at depth 1024 runs 512 such rows).
func BenchmarkExp(b *testing.B) {
	src := make([]float32, 1024)
	r := rand.New(rand.NewPCG(3, 4))
	for i := range src {
		src[i] = float32(r.NormFloat64() * 4)
	}
	dst := make([]float32, len(src))
	for _, f := range []struct {
		name string
		run  func()
	}{
		{"exp", func() { ExpF32(dst, src) }},
		{"expsub", func() { ExpSubF32(dst, src, 12) }},
		{"logistic", func() { LogisticF32(dst, src) }},
	} {
		b.Run(f.name, func(b *testing.B) {
			for b.Loop() {
				f.run()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(src)), "ns/elem")
		})
	}
}
