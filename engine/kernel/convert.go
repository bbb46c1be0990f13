package kernel

import "xlachat/engine/dtype"

// BF16ToF32 widens bf16 bit patterns to float32 (exact). It converts
// min(len(dst), len(src)) elements.
func BF16ToF32(dst []float32, src []uint16) { bf16ToF32(dst, src, bestLevel) }

func bf16ToF32(dst []float32, src []uint16, lv level) {
	n := min(len(dst), len(src))
	i := 0
	if lv != portable && n >= 16 {
		i = n &^ 15
		switch lv {
		case avx512:
			bf16ToF32AVX512(&dst[0], &src[0], i>>4)
		case avx2:
			bf16ToF32AVX2(&dst[0], &src[0], i>>4)
		case neon:
			bf16ToF32NEON(&dst[0], &src[0], i>>4)
		}
	}
	for ; i < n; i++ {
		dst[i] = dtype.BF16ToFloat32(src[i])
	}
}

// F32ToBF16 rounds float32 values to bf16 bit patterns, to nearest with ties
// to even; subnormals are kept, infinities stay infinite, NaNs stay NaN (made
// quiet). It converts min(len(dst), len(src)) elements.
func F32ToBF16(dst []uint16, src []float32) {
	n := min(len(dst), len(src))
	for i := range n {
		dst[i] = dtype.RoundBF16(src[i])
	}
}

// F16ToF32 widens IEEE binary16 bit patterns to float32 (exact; signalling
// NaNs come back quiet). It converts min(len(dst), len(src)) elements.
func F16ToF32(dst []float32, src []uint16) { f16ToF32(dst, src, bestLevel) }

func f16ToF32(dst []float32, src []uint16, lv level) {
	n := min(len(dst), len(src))
	i := 0
	if lv != portable && n >= 16 {
		i = n &^ 15
		switch lv {
		case avx512:
			f16ToF32AVX512(&dst[0], &src[0], i>>4)
		case avx2:
			f16ToF32AVX2(&dst[0], &src[0], i>>4)
		case neon:
			f16ToF32NEON(&dst[0], &src[0], i>>4)
		}
	}
	for ; i < n; i++ {
		dst[i] = dtype.F16ToFloat32(src[i])
	}
}

// F32ToF16 rounds float32 values to IEEE binary16 bit patterns, to nearest
// with ties to even, with subnormal results and overflow to infinity; NaNs
// stay NaN (made quiet). It converts min(len(dst), len(src)) elements.
func F32ToF16(dst []uint16, src []float32) { f32ToF16(dst, src, bestLevel) }

func f32ToF16(dst []uint16, src []float32, lv level) {
	n := min(len(dst), len(src))
	i := 0
	if lv.x86() && n >= 16 {
		i = n &^ 15
		if lv == avx512 {
			f32ToF16AVX512(&dst[0], &src[0], i>>4)
		} else {
			f32ToF16AVX2(&dst[0], &src[0], i>>4)
		}
	}
	for ; i < n; i++ {
		dst[i] = dtype.RoundF16(src[i])
	}
}

// widen converts n elements of w starting at off into dst.
func widen(dst []float32, w Weights, off, n int, lv level) {
	switch w.DType {
	case dtype.F32:
		copy(dst[:n], w.F32[off:off+n])
	case dtype.BF16:
		bf16ToF32(dst[:n], w.U16[off:off+n], lv)
	case dtype.F16:
		f16ToF32(dst[:n], w.U16[off:off+n], lv)
	}
}
