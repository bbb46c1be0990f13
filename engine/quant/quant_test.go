package quant

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"xlachat/engine/dtype"
)

func f32Bytes(xs []float32) []byte {
	b := make([]byte, 4*len(xs))
	for i, x := range xs {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

func quantize(t *testing.T, f Format, w []float32, shape []int) (q, s []byte) {
	t.Helper()
	qn, sn := f.Sizes(shape)
	q, s = make([]byte, qn), make([]byte, sn)
	if err := f.Quantize(f32Bytes(w), dtype.F32, shape, q, s); err != nil {
		t.Fatal(err)
	}
	return q, s
}

func TestInt8KnownValues(t *testing.T) {
	f, _ := For(dtype.I8)
	for _, tt := range []struct {
		name  string
		row   []float32
		scale float32
		q     []int8
	}{
		{"max maps to 127", []float32{1.27, -0.635, 0, 0.006}, float32(1.27 / 127), []int8{127, -64, 0, 1}},
		// 0.01/0.02 is a tie, rounded to even; -0.03/0.02 = -1.5 to -2.
		{"negative max", []float32{-2.54, 1, 0.01, -0.03}, 0.02, []int8{-127, 50, 0, -2}},
		{"zeros", []float32{0, 0, 0, 0}, 0, []int8{0, 0, 0, 0}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			q, s := quantize(t, f, tt.row, []int{1, 4})
			if got := math.Float32frombits(binary.LittleEndian.Uint32(s)); got != tt.scale {
				t.Errorf("scale %g, want %g", got, tt.scale)
			}
			for i, want := range tt.q {
				if got := int8(q[i]); got != want {
					t.Errorf("q[%d] = %d, want %d", i, got, want)
				}
			}
		})
	}
}

func TestQ4KnownValues(t *testing.T) {
	f, _ := For(dtype.I4)
	row := make([]float32, 64)
	// Group 0: largest magnitude -0.8 gives scale 0.1 and maps to -8.
	copy(row, []float32{-0.8, 0.7, 0.74, 0.05, -0.049, 0.3})
	// Group 1: largest magnitude +1.6 gives scale -0.2 and maps to -8;
	// -1.5 would be 7.5, clamped to 7.
	copy(row[32:], []float32{1.6, -1.5, 0.2})
	q, s := quantize(t, f, row, []int{1, 64})
	if got, want := dtype.F16ToFloat32(binary.LittleEndian.Uint16(s)), dtype.F16ToFloat32(dtype.RoundF16(0.1)); got != want {
		t.Errorf("scale 0 = %g, want %g", got, want)
	}
	if got, want := dtype.F16ToFloat32(binary.LittleEndian.Uint16(s[2:])), float32(-0.2); math.Abs(float64(got-want)) > 1e-4 {
		t.Errorf("scale 1 = %g, want about %g", got, want)
	}
	for _, tt := range []struct{ i, want int }{
		{0, -8}, {1, 7}, {2, 7}, {3, 1}, {4, 0}, {5, 3}, {6, 0}, {32, -8}, {33, 7}, {34, -1},
	} {
		if got := f.Value(q, tt.i); got != tt.want {
			t.Errorf("q[%d] = %d, want %d", tt.i, got, tt.want)
		}
	}
	// Packing: element 0 in the low nibble of byte 0, element 1 in the high.
	if q[0] != 0x78 {
		t.Errorf("byte 0 = %#02x, want 0x78 (7 high, -8 low)", q[0])
	}
}

// TestRoundTripError checks that dequantized weights are within half a
// quantization step of the originals, for random matrices.
func TestRoundTripError(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	shape := []int{8, 96}
	w := make([]float32, 8*96)
	for i := range w {
		w[i] = float32(r.NormFloat64() * 0.02)
	}
	for _, dt := range []dtype.DType{dtype.I8, dtype.I4} {
		f, _ := For(dt)
		q, s := quantize(t, f, w, shape)
		got := f.Dequantize(q, s, shape)
		for i := range w {
			g := i / 96
			if f.Group > 0 {
				g = i/96*(96/f.Group) + i%96/f.Group
			}
			step := math.Abs(float64(f.scaleAt(s, g)))
			if d := math.Abs(float64(got[i] - w[i])); d > step/2*1.001+1e-12 {
				t.Fatalf("%v: element %d: %g dequantized to %g, more than half a step %g off", f, i, w[i], got[i], step)
			}
		}
	}
}

func TestQuantizeSourcesAgree(t *testing.T) {
	// The same values from bf16 and from f32 quantize identically.
	vals := []float32{0.5, -0.25, 0.125, 3, -7, 0.0078125, 1, 2}
	row := make([]float32, 32)
	for i := range row {
		row[i] = vals[i%len(vals)]
	}
	bf := make([]byte, 2*len(row))
	for i, v := range row {
		binary.LittleEndian.PutUint16(bf[2*i:], dtype.RoundBF16(v))
	}
	for _, dt := range []dtype.DType{dtype.I8, dtype.I4} {
		f, _ := For(dt)
		q1, s1 := quantize(t, f, row, []int{1, 32})
		qn, sn := f.Sizes([]int{1, 32})
		q2, s2 := make([]byte, qn), make([]byte, sn)
		if err := f.Quantize(bf, dtype.BF16, []int{1, 32}, q2, s2); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(q1, q2) || !slices.Equal(s1, s2) {
			t.Errorf("%v: bf16 and f32 sources quantize differently", f)
		}
	}
}

func TestQuantizeRefuses(t *testing.T) {
	f4, _ := For(dtype.I4)
	f8, _ := For(dtype.I8)
	for _, tt := range []struct {
		name  string
		f     Format
		w     []float32
		shape []int
	}{
		{"q4 row not a multiple of 32", f4, make([]float32, 48), []int{1, 48}},
		{"vector", f8, make([]float32, 4), []int{4}},
		{"NaN", f8, []float32{1, float32(math.NaN())}, []int{1, 2}},
		{"Inf", f4, append([]float32{float32(math.Inf(1))}, make([]float32, 31)...), []int{1, 32}},
		{"q4 scale overflows f16", f4, append([]float32{1e6}, make([]float32, 31)...), []int{1, 32}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if err := tt.f.Check(tt.shape); err == nil {
				qn, sn := tt.f.Sizes(tt.shape)
				err = tt.f.Quantize(f32Bytes(tt.w), dtype.F32, tt.shape, make([]byte, qn), make([]byte, sn))
				if err == nil {
					t.Fatal("accepted")
				}
			}
		})
	}
}

func TestFormats(t *testing.T) {
	f8, ok8 := For(dtype.I8)
	f4, ok4 := For(dtype.I4)
	if _, ok := For(dtype.BF16); ok || !ok8 || !ok4 {
		t.Fatal("For: want formats for exactly I8 and I4")
	}
	for _, tt := range []struct {
		f              Format
		shape, scales  []int
		values, sbytes int64
	}{
		{f8, []int{3, 64}, []int{3}, 192, 12},
		{f4, []int{3, 64}, []int{3, 2}, 96, 12},
	} {
		if got := tt.f.ScaleShape(tt.shape); !slices.Equal(got, tt.scales) {
			t.Errorf("%v scale shape %v, want %v", tt.f, got, tt.scales)
		}
		if v, s := tt.f.Sizes(tt.shape); v != tt.values || s != tt.sbytes {
			t.Errorf("%v sizes %d, %d; want %d, %d", tt.f, v, s, tt.values, tt.sbytes)
		}
	}
}
