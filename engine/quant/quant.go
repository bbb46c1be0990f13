// Package quant defines xlachat's weight quantizations and converts float
// weights to them: the one place that says what an int8 or q4 weight
// means, for the graph emitter (argument types and shapes), the loader
// (which quantizes a checkpoint) and the tests (which dequantize it for
// the reference forward pass).
//
// Both formats are symmetric (a scale, no zero point) and apply to
// weight matrices of Hugging Face layout [out, in]; norm weights are not
// quantized. A dequantized weight is f32(q)·s, one f32 multiplication, as
// the graphs compute it:
//
//   - int8 (dtype.I8): one f32 scale per output row, s = max|w|/127,
//     q = round(w/s) in [-127, 127]. Scales have shape [out].
//   - q4 (dtype.I4): one f16 scale per group of 32 consecutive inputs of
//     a row, s = m/-8 where m is the group's element of largest
//     magnitude, rounded to f16; q = round(w/s) clamped to [-8, 7], so m
//     itself maps to -8 exactly (as GGML's Q4_0 does, which gains one
//     level over s = max|w|/7). Scales have shape [out, in/32]. f16 keeps
//     the scales at 0.5 bits per weight where f32 would take 1, and every
//     product f32(q)·s of a 4-bit q and an f16 s is exact in f32.
//
// Rounding is to nearest, ties to even, computed in float64 from the
// checkpoint's values (bf16, f16 and f32 widen exactly). A row or group
// of zeros gets scale 0 and q = 0. Non-finite weights are refused.
//
// q4 elements are packed two to a byte, element 2j in the low nibble of
// byte j and element 2j+1 in the high nibble, as IREE packs i4 tensors;
// rows are contiguous, in/2 bytes each.
package quant

import (
	"encoding/binary"
	"fmt"
	"math"
	"runtime"
	"runtime/debug"
	"sync"

	"xlachat/engine/dtype"
)

// Group is the number of consecutive inputs that share one q4 scale.
const Group = 32

// Format is one quantization: the element type of the quantized values,
// the type of the scales, and how many inputs of a row share a scale (0:
// the whole row, one scale per output channel).
type Format struct {
	Elem  dtype.DType
	Scale dtype.DType
	Group int
}

// For returns the format of a quantized weight dtype (I8 or I4).
func For(dt dtype.DType) (Format, bool) {
	switch dt {
	case dtype.I8:
		return Format{Elem: dtype.I8, Scale: dtype.F32}, true
	case dtype.I4:
		return Format{Elem: dtype.I4, Scale: dtype.F16, Group: Group}, true
	}
	return Format{}, false
}

// String names the format as the configuration does: "int8" or "q4".
func (f Format) String() string { return f.Elem.WeightName() }

// Check reports whether a matrix of shape [out, in] can take the format:
// q4 needs in to be a multiple of the group size.
func (f Format) Check(shape []int) error {
	if len(shape) != 2 || shape[0] <= 0 || shape[1] <= 0 {
		return fmt.Errorf("quant: %v quantizes matrices, not shape %v", f, shape)
	}
	if f.Group > 0 && shape[1]%f.Group != 0 {
		return fmt.Errorf("quant: %v needs rows of a multiple of %d elements, not %d", f, f.Group, shape[1])
	}
	return nil
}

// ScaleShape is the shape of the scales of a matrix of shape [out, in]:
// [out] per channel, [out, in/Group] per group.
func (f Format) ScaleShape(shape []int) []int {
	if f.Group == 0 {
		return []int{shape[0]}
	}
	return []int{shape[0], shape[1] / f.Group}
}

// perRow is the number of scales of one row of in elements.
func (f Format) perRow(in int) int {
	if f.Group == 0 {
		return 1
	}
	return in / f.Group
}

// Sizes returns the byte sizes of the quantized values and of the scales
// of a matrix of shape [out, in].
func (f Format) Sizes(shape []int) (values, scales int64) {
	out, in := int64(shape[0]), int64(shape[1])
	return out * f.Elem.Bytes(in), out * int64(f.perRow(shape[1])) * int64(f.Scale.Size())
}

// Quantize quantizes the matrix src of shape [out, in], stored as
// little-endian src dtype (f32, bf16 or f16), into q and scales, which
// must have the sizes Sizes gives. Rows are spread over the CPUs.
func (f Format) Quantize(src []byte, srcDT dtype.DType, shape []int, q, scales []byte) error {
	if err := f.Check(shape); err != nil {
		return err
	}
	if !srcDT.IsFloat() {
		return fmt.Errorf("quant: cannot quantize %v weights", srcDT)
	}
	out, in := shape[0], shape[1]
	qn, sn := f.Sizes(shape)
	if int64(len(src)) != int64(out)*int64(in)*int64(srcDT.Size()) || int64(len(q)) != qn || int64(len(scales)) != sn {
		return fmt.Errorf("quant: buffer sizes %d, %d, %d do not fit %v %v", len(src), len(q), len(scales), srcDT, shape)
	}
	qRow, sRow := int(f.Elem.Bytes(int64(in))), f.perRow(in)*f.Scale.Size()
	return parallelRows(out, func(lo, hi int) error {
		row := make([]float64, in)
		for r := lo; r < hi; r++ {
			decodeRow(row, src[r*in*srcDT.Size():(r+1)*in*srcDT.Size()], srcDT)
			if err := f.quantizeRow(row, q[r*qRow:(r+1)*qRow], scales[r*sRow:(r+1)*sRow]); err != nil {
				return fmt.Errorf("quant: row %d: %w", r, err)
			}
		}
		return nil
	})
}

// parallelRows runs fn over [0, n) in contiguous ranges on up to
// GOMAXPROCS goroutines and returns the first error; it returns when all
// of them have. The rows are usually a mapped checkpoint's: a fault on
// them (the file truncated meanwhile), or a panic, is returned as an
// error, since on these goroutines nothing else could catch it.
func parallelRows(n int, fn func(lo, hi int) error) error {
	workers := min(runtime.GOMAXPROCS(0), max(1, n/16))
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil {
					errs[w] = fmt.Errorf("quant: internal error: %v", r)
				}
			}()
			debug.SetPanicOnFault(true) // the goroutine is this function's own
			errs[w] = fn(w*n/workers, (w+1)*n/workers)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// decodeRow widens one row of little-endian src values exactly.
func decodeRow(dst []float64, src []byte, dt dtype.DType) {
	switch dt {
	case dtype.BF16:
		for i := range dst {
			dst[i] = float64(math.Float32frombits(uint32(binary.LittleEndian.Uint16(src[2*i:])) << 16))
		}
	case dtype.F16:
		for i := range dst {
			dst[i] = float64(dtype.F16ToFloat32(binary.LittleEndian.Uint16(src[2*i:])))
		}
	default:
		for i := range dst {
			dst[i] = float64(math.Float32frombits(binary.LittleEndian.Uint32(src[4*i:])))
		}
	}
}

// quantizeRow quantizes one row into q (its bytes) and s (its scales).
func (f Format) quantizeRow(row []float64, q, s []byte) error {
	for _, v := range row {
		if v-v != 0 { // NaN or ±Inf
			return fmt.Errorf("non-finite weight %v", v)
		}
	}
	if f.Elem == dtype.I8 {
		scale := float32(maxAbs(row) / 127)
		binary.LittleEndian.PutUint32(s, math.Float32bits(scale))
		for i, v := range row {
			q[i] = byte(int8(clampRound(v, float64(scale), -127, 127)))
		}
		return nil
	}
	for g := 0; g < len(row)/f.Group; g++ {
		grp := row[g*f.Group : (g+1)*f.Group]
		m := 0.0
		for _, v := range grp {
			if math.Abs(v) > math.Abs(m) {
				m = v
			}
		}
		h := dtype.RoundF16(float32(m / -8))
		if h&0x7c00 == 0x7c00 {
			return fmt.Errorf("group %d: scale %g overflows f16", g, m/-8)
		}
		binary.LittleEndian.PutUint16(s[2*g:], h)
		qg := q[g*f.Group/2 : (g+1)*f.Group/2]
		sc := float64(dtype.F16ToFloat32(h))
		for i := 0; i < len(grp); i += 2 {
			lo, hi := clampRound(grp[i], sc, -8, 7), clampRound(grp[i+1], sc, -8, 7)
			qg[i/2] = byte(lo&0xf) | byte(hi&0xf)<<4
		}
	}
	return nil
}

// clampRound is round(v/s) clamped to [lo, hi], and 0 when s is 0.
func clampRound(v, s float64, lo, hi int) int {
	if s == 0 {
		return 0
	}
	r := math.RoundToEven(v / s)
	switch {
	case r < float64(lo):
		return lo
	case r > float64(hi):
		return hi
	}
	return int(r)
}

func maxAbs(xs []float64) float64 {
	m := 0.0
	for _, v := range xs {
		m = max(m, math.Abs(v))
	}
	return m
}

// Value returns element i of a row of quantized values as an integer.
func (f Format) Value(q []byte, i int) int {
	if f.Elem == dtype.I8 {
		return int(int8(q[i]))
	}
	return int(dtype.Nibble(q, i))
}

// Dequantize returns the matrix of shape [out, in] that q and scales
// stand for, each element f32(q)·s computed in float32 exactly as the
// graphs compute it.
func (f Format) Dequantize(q, scales []byte, shape []int) []float32 {
	out, in := shape[0], shape[1]
	qRow, per := int(f.Elem.Bytes(int64(in))), f.perRow(in)
	w := make([]float32, out*in)
	for r := range out {
		qr := q[r*qRow : (r+1)*qRow]
		for i := range in {
			g := r * per
			if f.Group > 0 {
				g += i / f.Group
			}
			w[r*in+i] = float32(f.Value(qr, i)) * f.scaleAt(scales, g)
		}
	}
	return w
}

// scaleAt is scale number g, widened to f32.
func (f Format) scaleAt(scales []byte, g int) float32 {
	if f.Scale == dtype.F16 {
		return dtype.F16ToFloat32(binary.LittleEndian.Uint16(scales[2*g:]))
	}
	return math.Float32frombits(binary.LittleEndian.Uint32(scales[4*g:]))
}
