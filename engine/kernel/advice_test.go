package kernel

import (
	"fmt"
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

// TestRowsAdvice: int8 compute advises f32 for rows shorter than a chunk
// of 512 or a tenth or more past their whole chunks, and for no others.
func TestRowsAdvice(t *testing.T) {
	for _, c := range []struct {
		compute dtype.DType
		rows    []int
		want    int // the row named; 0 for no advice
	}{
		{dtype.I8, []int{2048, 8192}, 0},  // Llama 3.2 1B
		{dtype.I8, []int{4096, 11008}, 0}, // Llama 2 7B: 2% past its chunks
		{dtype.I8, []int{576, 1536}, 576}, // SmolLM2-135M: 11%
		{dtype.I8, []int{2560, 960}, 960}, // SmolLM2-360M: 47%
		{dtype.I8, []int{64, 128}, 64},    // the tiny demo: Go loops
		{dtype.F32, []int{960, 2560}, 0},  // f32 compute has no chunks
		{dtype.BF16, []int{64, 128}, 0},
	} {
		got := RowsAdvice(c.compute, c.rows...)
		if c.want == 0 && got != "" || c.want != 0 && !strings.Contains(got, fmt.Sprintf("rows of %d are", c.want)) {
			t.Errorf("RowsAdvice(%v, %v) = %q, want one naming %d", c.compute, c.rows, got, c.want)
		}
	}
}
