package kernel

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestBinaryF32 checks every op on every path against the Go operator bit
// for bit (NaNs: any NaN), for lengths around the vector steps of 16 and
// 64, in place on either operand, and with a scalar right operand. The
// inputs cover zeros, infinities, NaNs, denormals and random bit patterns.
func TestBinaryF32(t *testing.T) {
	xs, ys := expInputs(), expInputs()
	rand.New(rand.NewPCG(3, 4)).Shuffle(len(ys), func(i, j int) { ys[i], ys[j] = ys[j], ys[i] })
	same := func(a, b float32) bool { return math.Float32bits(a) == math.Float32bits(b) || a != a && b != b }
	ops := []struct {
		op BinaryOp
		f  func(x, y float32) float32
	}{
		{Add, func(x, y float32) float32 { return x + y }},
		{Sub, func(x, y float32) float32 { return x - y }},
		{Mul, func(x, y float32) float32 { return x * y }},
		{Div, func(x, y float32) float32 { return x / y }},
	}
	check := func(t *testing.T, what string, got []float32, want func(i int) float32) {
		t.Helper()
		for i := range got {
			if w := want(i); !same(got[i], w) {
				t.Fatalf("%s: element %d = %v (%#x), want %v (%#x)", what, i, got[i], math.Float32bits(got[i]), w, math.Float32bits(w))
			}
		}
	}
	for _, o := range ops {
		for _, lv := range paths() {
			for _, n := range []int{0, 1, 15, 16, 17, 63, 64, 65, 79, 80, 81, 200, len(xs)} {
				got := make([]float32, n)
				binaryF32(o.op, got, xs, ys, lv)
				check(t, "vector", got, func(i int) float32 { return o.f(xs[i], ys[i]) })
				binaryScalarF32(o.op, got, xs, ys[7], lv)
				check(t, "scalar", got, func(i int) float32 { return o.f(xs[i], ys[7]) })
			}
			onX := append([]float32(nil), xs...)
			binaryF32(o.op, onX, onX, ys, lv)
			check(t, "in place on x", onX, func(i int) float32 { return o.f(xs[i], ys[i]) })
			onY := append([]float32(nil), ys...)
			binaryF32(o.op, onY, xs, onY, lv)
			check(t, "in place on y", onY, func(i int) float32 { return o.f(xs[i], ys[i]) })
		}
	}
}

// TestBinaryF32LeavesTheRest checks that a tail under a mask writes no
// element past len(dst).
func TestBinaryF32LeavesTheRest(t *testing.T) {
	for _, lv := range paths() {
		for n := range 40 {
			dst := make([]float32, 48)
			for i := range dst {
				dst[i] = -7
			}
			x := make([]float32, 48)
			binaryF32(Add, dst[:n], x, x, lv)
			binaryScalarF32(Mul, dst[:n], x, 2, lv)
			for i, v := range dst[n:] {
				if v != -7 {
					t.Fatalf("%v, n=%d: dst[%d] = %v, want untouched", lv, n, n+i, v)
				}
			}
		}
	}
}

func BenchmarkBinaryF32(b *testing.B) {
	for _, n := range []int{2048, 50 * 8192} {
		x, y, dst := make([]float32, n), make([]float32, n), make([]float32, n)
		for _, lv := range paths() {
			b.Run(lv.String(), func(b *testing.B) {
				for b.Loop() {
					binaryF32(Mul, dst, x, y, lv)
				}
				b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds()/1e9, "Gelem/s")
			})
		}
	}
}
