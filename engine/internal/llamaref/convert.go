package llamaref

import (
	"encoding/binary"
	"fmt"
	"math"

	"xlachat/engine/dtype"
	"xlachat/engine/model"
)

// Float64s decodes a checkpoint tensor's little-endian f32, bf16 or f16
// elements to float64, exactly. It is this package's own decoder, written
// from the formats' definitions, so that a bug in the engine's conversions
// cannot also be in the reference.
func Float64s(t model.Tensor) ([]float64, error) { return decode[float64](t) }

// decode is Float64s into either float type: float32 holds every f32,
// bf16 and f16 value exactly too.
func decode[T float32 | float64](t model.Tensor) ([]T, error) {
	size := map[dtype.DType]int{dtype.F32: 4, dtype.BF16: 2, dtype.F16: 2}[t.DType]
	if size == 0 {
		return nil, fmt.Errorf("llamaref: %s: unsupported dtype %v", t.Name, t.DType)
	}
	if len(t.Data)%size != 0 {
		return nil, fmt.Errorf("llamaref: %s: %d bytes is not a whole number of %v elements", t.Name, len(t.Data), t.DType)
	}
	out := make([]T, len(t.Data)/size)
	switch t.DType {
	case dtype.F32:
		for i := range out {
			out[i] = T(math.Float32frombits(binary.LittleEndian.Uint32(t.Data[4*i:])))
		}
	case dtype.BF16:
		// bfloat16 is the top half of a float32.
		for i := range out {
			out[i] = T(math.Float32frombits(uint32(binary.LittleEndian.Uint16(t.Data[2*i:])) << 16))
		}
	case dtype.F16:
		for i := range out {
			out[i] = T(halfToFloat64(binary.LittleEndian.Uint16(t.Data[2*i:])))
		}
	}
	return out, nil
}

// halfToFloat64 decodes an IEEE 754 binary16: 1 sign bit, 5 exponent bits
// (bias 15) and 10 fraction bits; exponent 0 holds the subnormals and 31
// the infinities and NaNs.
func halfToFloat64(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp, frac := int(h>>10&0x1f), float64(h&0x3ff)
	switch exp {
	case 0:
		return sign * math.Ldexp(frac, -24)
	case 0x1f:
		if frac != 0 {
			return math.NaN()
		}
		return math.Inf(int(sign))
	}
	return sign * math.Ldexp(1024+frac, exp-25)
}

// maxBF16 is the largest finite bfloat16, (2 - 2^-7) · 2^127.
const maxBF16 = 0x1.fep127

// roundBF16 rounds x to the nearest bfloat16, ties to even, as a
// float32-to-bf16 convert does: 8 significant bits with float32's exponent
// range, a fixed spacing of 2^-133 among the subnormals, and infinity past
// the largest finite value. Rounding float64 directly rather than through
// float32 avoids double rounding.
func roundBF16(x float64) float64 { return roundBinary(x, 8, -133, maxBF16) }

// roundBinary rounds x to the nearest value of a binary floating-point
// format with bits significant bits, spacing 2^minQ among its subnormals
// and largest finite value maxFinite, ties to even; past maxFinite (after
// rounding) it is infinity.
func roundBinary(x float64, bits, minQ int, maxFinite float64) float64 {
	if x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return x
	}
	_, e := math.Frexp(x)  // |x| in [2^(e-1), 2^e)
	q := max(e-bits, minQ) // the spacing of the format's values around x is 2^q
	r := math.Ldexp(math.RoundToEven(math.Ldexp(x, -q)), q)
	if math.Abs(r) > maxFinite {
		return math.Copysign(math.Inf(1), x)
	}
	return r
}

// maxF16 is the largest finite binary16, (2 - 2^-10) · 2^15 = 65504.
const maxF16 = 0x1.ffcp15

// roundF16 rounds x to the nearest IEEE 754 binary16, ties to even, as a
// float32-to-f16 convert does: 11 significant bits, normal exponents down
// to -14, a fixed spacing of 2^-24 among the subnormals, and infinity past
// the largest finite value (from 65520 on, the halfway point to 2^16).
func roundF16(x float64) float64 { return roundBinary(x, 11, -24, maxF16) }

// roundedBF16 returns a copy of xs rounded to bfloat16.
func roundedBF16(xs []float64) []float64 {
	out := make([]float64, len(xs))
	for i, x := range xs {
		out[i] = roundBF16(x)
	}
	return out
}

// int8Group is the number of consecutive activations that share one scale
// in int8 compute: q4's group, so that each group's integer products sum
// against one weight scale.
const int8Group = 32

// roundedInt8 returns xs as int8 compute sees it: each group of int8Group
// elements (len(xs) must be a multiple) as q·d, where d is the float32
// max|x|/127 of the group and q = x/d rounded to float32, then to the
// nearest integer, ties to even, within ±127. An all-zero group divides
// by 1 instead (its q are all 0); a NaN quotient gives q = 0. Written
// from that definition, as llama.cpp's Q8_K quantization is stated,
// rather than from the graphs' ops.
func roundedInt8(xs []float64) []float64 {
	out := make([]float64, len(xs))
	for g := 0; g < len(xs); g += int8Group {
		grp := xs[g : g+int8Group]
		var amax float64
		for _, v := range grp {
			amax = math.Max(amax, math.Abs(v))
		}
		d := float64(float32(amax / 127))
		div := d
		if d == 0 {
			div = 1
		}
		for i, v := range grp {
			q := math.RoundToEven(float64(float32(v / div)))
			switch {
			case math.IsNaN(q):
				q = 0
			case q > 127:
				q = 127
			case q < -127:
				q = -127
			}
			out[g+i] = q * d
		}
	}
	return out
}
