package kernel

import (
	"strings"
	"testing"

	"xlachat/engine/dtype"
)

// TestAdvice checks which weight and compute dtypes get advice on which
// CPUs, and that it names the compute dtype to choose.
func TestAdvice(t *testing.T) {
	for _, c := range []struct {
		weights, compute dtype.DType
		lv               level
		bf16DP, sdot     bool
		want             string // the advised compute dtype; "" for none
		halfRateDP       bool   // VDPBF16PS at half the FMAs' rate (Intel)
	}{
		{dtype.BF16, dtype.BF16, avx512, true, false, "", false},
		{dtype.I4, dtype.BF16, avx512, true, false, "", false},
		{dtype.I4, dtype.BF16, avx512, true, false, "int8", true},
		{dtype.I8, dtype.BF16, avx512, true, false, "f32", true},
		{dtype.I8, dtype.F32, avx512, true, false, "", true},
		{dtype.BF16, dtype.BF16, avx512, true, false, "", true},
		{dtype.I4, dtype.I8, avx512, true, false, "", true},
		{dtype.BF16, dtype.BF16, avx512, false, false, "f32", false},
		{dtype.BF16, dtype.BF16, avx2, false, false, "", false},
		{dtype.F32, dtype.BF16, avx2, false, false, "", false},
		{dtype.I8, dtype.BF16, avx2, false, false, "f32", false},
		{dtype.I4, dtype.BF16, avx2, false, false, "int8", false},
		{dtype.BF16, dtype.BF16, neon, false, true, "f32", false},
		{dtype.BF16, dtype.BF16, portable, false, false, "f32", false},
		{dtype.I4, dtype.F32, avx2, false, false, "int8", false},
		{dtype.I4, dtype.F32, avx512, true, false, "", false},
		{dtype.I4, dtype.F32, neon, false, true, "", false},
		{dtype.I8, dtype.F32, avx2, false, false, "", false},
		{dtype.BF16, dtype.F32, avx2, false, false, "", false},
		{dtype.I4, dtype.I8, avx2, false, false, "", false},
		{dtype.I4, dtype.I8, neon, false, true, "", false},
		{dtype.I4, dtype.I8, neon, false, false, "f32", false},
		{dtype.I4, dtype.I8, portable, false, false, "f32", false},
	} {
		got := advice(c.weights, c.compute, c.lv, c.bf16DP, c.halfRateDP, c.sdot, true)
		switch {
		case c.want == "" && got != "":
			t.Errorf("%v weights, %v compute on %v (bf16 %v, sdot %v): advice %q, want none", c.weights, c.compute, c.lv, c.bf16DP, c.sdot, got)
		case c.want != "" && !strings.Contains(got, "generation.compute_dtype: "+c.want+" "):
			t.Errorf("%v weights, %v compute on %v (bf16 %v, sdot %v): advice %q, want it to name %s", c.weights, c.compute, c.lv, c.bf16DP, c.sdot, got, c.want)
		}
	}
}

// TestAdviceInt8Weights: int8 weights in int8 compute have kernels on
// x86 and on Arm with its dot product instructions, but with AVX-512 and
// no AVX512_VNNI their AVX2 kernels prefill at about 0.4× f32 compute's
// AVX-512 speed; there, and where they run Go loops, the advice is f32.
func TestAdviceInt8Weights(t *testing.T) {
	for _, c := range []struct {
		lv         level
		sdot, vnni bool
		want       string
	}{
		{avx512, false, true, ""},
		{avx512, false, false, "f32"},
		{avx2, false, false, ""},
		{avx2, false, true, ""},
		{neon, true, false, ""},
		{neon, false, false, "f32"},
		{portable, false, false, "f32"},
	} {
		got := advice(dtype.I8, dtype.I8, c.lv, true, false, c.sdot, c.vnni)
		if c.want == "" && got != "" || c.want != "" && !strings.Contains(got, "generation.compute_dtype: "+c.want+" ") {
			t.Errorf("int8 weights in int8 compute on %v (sdot %v, vnni %v): advice %q, want %q", c.lv, c.sdot, c.vnni, got, c.want)
		}
	}
}
