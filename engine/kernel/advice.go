package kernel

import (
	"fmt"

	"xlachat/engine/dtype"
)

// Advice says when weight products of the given weight dtype (F32, BF16,
// F16, I8 or I4) in the given compute dtype (F32, BF16 or I8) run far
// slower on this CPU than in another compute dtype, and which to choose;
// "" when they do not. A chat shows it once a model is loaded, so that a
// config file carried from one machine to another does not quietly cost
// half the speed. Only gaps measured at about 1.6× or more are named
// (README, "Compute dtype" and "Without AVX-512").
func Advice(weights, compute dtype.DType) string {
	return advice(weights, compute, bestLevel, haveBF16DP, halfRateBF16DP, haveSDOT, haveQ8VNNI)
}

// advice is Advice for a CPU whose best level is lv, with or without
// AVX512_BF16 (at the FMAs' rate or half of it), Arm's dot product
// instructions and AVX512_VNNI.
func advice(weights, compute dtype.DType, lv level, bf16DP, halfRateDP, sdot, vnni512 bool) string {
	const (
		useF32  = "; choose generation.compute_dtype: f32 instead"
		useInt8 = "; choose generation.compute_dtype: int8 instead (activations rounded to int8, as llama.cpp's Q4_K products do)"
	)
	switch compute {
	case dtype.BF16:
		switch {
		case bf16DP && halfRateDP && weights == dtype.I4:
			return "this CPU runs AVX512_BF16's products at half the rate of its f32 ones, and q4 weights in bf16 compute decode at about 0.4× the speed of int8 compute (15.8–17.5 against 40.3–45.2 tokens/s on Emerald Rapids)" + useInt8
		case bf16DP && halfRateDP && weights == dtype.I8:
			return "this CPU runs AVX512_BF16's products at half the rate of its f32 ones, and int8 weights in bf16 compute decode at about 0.6× the speed of f32 compute (12.3 against 19.7 tokens/s on Emerald Rapids)" + useF32
		case bf16DP:
			return ""
		case lv == avx512:
			return "this CPU has AVX-512 but not AVX512_BF16, so bf16 compute is emulated and prefills at about half the speed of f32 compute" + useF32
		case lv != avx2:
			return "bf16 compute runs in Go loops on this CPU, many times slower than f32 compute" + useF32
		case weights == dtype.I8:
			return "without AVX-512, bf16 compute rounds every int8 weight to bf16 as it reads it, and decodes at about 0.6× the speed of f32 compute" + useF32
		case weights == dtype.I4:
			return "without AVX-512, bf16 compute rounds every q4 weight to bf16 as it reads it, and decodes at about a third of the speed of int8 compute" + useInt8
		}
	case dtype.F32:
		if weights == dtype.I4 && lv == avx2 {
			return "without AVX-512, q4 weights in f32 compute decode at about half the speed of int8 compute" + useInt8
		}
	case dtype.I8:
		switch {
		case lv == portable || lv == neon && !sdot:
			return "int8 compute runs in Go loops on this CPU, many times slower than f32 compute" + useF32
		case weights == dtype.I8 && lv == avx512 && !vnni512:
			return "this CPU has AVX-512 but not AVX512_VNNI, so int8 weights in int8 compute run AVX2 kernels and prefill at about 0.4× the speed of f32 compute (68 against 168 GFLOP/s, measured on Emerald Rapids with its VNNI left unused)" + useF32
		}
	}
	return ""
}

// RowsAdvice says when int8 compute takes its slow path on a model whose
// weight rows (the products' k: hidden_size, intermediate_size, the
// heads' width) have the given lengths: a row shorter than q8Chunk runs
// Go loops, and one whose groups past its whole chunks are a tenth of
// it or more adds those one by one after the kernels (q8Job.tails). ""
// when compute is not int8 or no row is such.
func RowsAdvice(compute dtype.DType, rows ...int) string {
	if compute != dtype.I8 {
		return ""
	}
	for _, k := range rows {
		if k%q8Chunk*10 >= k {
			return fmt.Sprintf("this model's weight rows of %d are not a whole number of int8 compute's chunks of %d, and the groups past the chunks take a slower path: "+
				"on SmolLM2-360M's shape (rows of 960, Emerald Rapids) int8 compute took 2.6–4.5× as long as f32 compute to its first token and decoded at 0.7× its speed; "+
				"choose generation.compute_dtype: f32 instead", k, q8Chunk)
		}
	}
	return ""
}
