package kernel

import "math"

// The element-wise functions below round float64 results of math.Exp to
// f32, the interpreter's semantics for f32 exponential and logistic
// (compute in float64, round once). With AVX-512 they run eight lanes at
// a time through a vector copy of math.Exp's amd64 algorithm that gives
// the same bits (exp_amd64.s), and with AVX2 four (exp_avx2_amd64.s), so
// the fast paths change no result.

// ExpF32 sets dst[i] = float32(math.Exp(float64(src[i]))) for i <
// min(len(dst), len(src)); dst and src may be the same slice.
func ExpF32(dst, src []float32) { expF32(dst, src, bestLevel) }

func expF32(dst, src []float32, lv level) {
	n := min(len(dst), len(src))
	i := 0
	// x - 0 is x for every f32 (-0 included; a NaN stays a NaN), so the
	// exp(x - m) kernels with m = 0 are exp.
	switch {
	case lv == avx512 && n >= 8:
		i = n &^ 7
		expSubF32AVX512(&dst[0], &src[0], 0, i>>3)
	case lv == avx2 && n >= 4:
		i = n &^ 3
		expSubF32AVX2(&dst[0], &src[0], 0, i>>2)
	}
	for ; i < n; i++ {
		dst[i] = float32(math.Exp(float64(src[i])))
	}
}

// ExpSubF32 sets dst[i] = float32(math.Exp(float64(src[i] - m))), the
// difference rounded to f32 first, as a softmax's subtract then
// exponential; dst and src may be the same slice.
func ExpSubF32(dst, src []float32, m float32) { expSubF32(dst, src, m, bestLevel) }

func expSubF32(dst, src []float32, m float32, lv level) {
	n := min(len(dst), len(src))
	i := 0
	switch {
	case lv == avx512 && n >= 8:
		i = n &^ 7
		expSubF32AVX512(&dst[0], &src[0], m, i>>3)
	case lv == avx2 && n >= 4:
		i = n &^ 3
		expSubF32AVX2(&dst[0], &src[0], m, i>>2)
	}
	for ; i < n; i++ {
		dst[i] = float32(math.Exp(float64(src[i] - m)))
	}
}

// LogisticF32 sets dst[i] = float32(1 / (1 + math.Exp(-float64(src[i]))));
// dst and src may be the same slice.
func LogisticF32(dst, src []float32) { logisticF32(dst, src, bestLevel) }

func logisticF32(dst, src []float32, lv level) {
	n := min(len(dst), len(src))
	i := 0
	switch {
	case lv == avx512 && n >= 8:
		i = n &^ 7
		logisticF32AVX512(&dst[0], &src[0], i>>3)
	case lv == avx2 && n >= 4:
		i = n &^ 3
		logisticF32AVX2(&dst[0], &src[0], i>>2)
	}
	for ; i < n; i++ {
		dst[i] = float32(1 / (1 + math.Exp(-float64(src[i]))))
	}
}
