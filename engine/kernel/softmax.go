package kernel

// The two element-wise passes of a masked softmax row that the fused
// attention step runs besides the exponential (ExpSubF32) and the sum,
// which stays a scalar loop because its order is the reduce's. Both give
// the bits of the scalar loops they replace.

// SelectScaleMax sets out[j] = raw[j]*scale where mask[j*stride] (raw[j]
// as it is when !scaled) and fill elsewhere, for j < len(out), and
// returns the largest of init and the out[j] as a loop of x > m takes it,
// and whether a NaN was met. stride is 1, or 0 for one mask value for
// every j. With a NaN, or a largest value of zero (where -0 and +0 tie),
// the caller takes the max again by its own rules.
func SelectScaleMax(out, raw []float32, mask []bool, stride int, scaled bool, scale, fill, init float32) (m float32, nan bool) {
	return selectScaleMax(out, raw, mask, stride, scaled, scale, fill, init, bestLevel)
}

func selectScaleMax(out, raw []float32, mask []bool, stride int, scaled bool, scale, fill, init float32, lv level) (m float32, nan bool) {
	n := len(out)
	if n == 0 {
		return init, false
	}
	_, _ = raw[:n], mask[:(n-1)*stride+1]
	m, j := init, 0
	if lv == avx512 && stride == 1 && n >= 16 {
		j = n &^ 15
		sc := 0
		if scaled {
			sc = 1
		}
		m, nan = selectScaleMaxAVX512(&out[0], &raw[0], &mask[0], sc, scale, fill, init, j>>4)
	}
	for ; j < n; j++ {
		x := fill
		if mask[j*stride] {
			x = raw[j]
			if scaled {
				x *= scale
			}
		}
		out[j] = x
		if x > m {
			m = x
		}
		nan = nan || x != x
	}
	return m, nan
}

// DivF32 sets x[i] /= d, each a correctly rounded f32 division as the
// scalar operator gives: a softmax's normalisation.
func DivF32(x []float32, d float32) { divF32(x, d, bestLevel) }

func divF32(x []float32, d float32, lv level) {
	i := 0
	if lv == avx512 && len(x) >= 16 {
		i = len(x) &^ 15
		divF32AVX512(&x[0], d, i>>4)
	}
	for ; i < len(x); i++ {
		x[i] /= d
	}
}
