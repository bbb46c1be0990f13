package refexec

import (
	"context"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"xlachat/engine/dtype"
)

// fusedSteps counts the fused attention steps of p.
func fusedSteps(p *Program) int { return countSteps(p, fusedSoftmaxOp) }

// countSteps counts the steps of p named name.
func countSteps(p *Program, name string) int {
	n := 0
	for _, s := range p.steps {
		if s.op.Name == name {
			n++
		}
	}
	return n
}

// cloneArgs copies the tensors a Run may update in place.
func cloneArgs(args []*Tensor) []*Tensor {
	out := make([]*Tensor, len(args))
	for i, a := range args {
		out[i] = cloneTensor(a)
	}
	return out
}

func sameBits(a, b []float32) int {
	for i := range a {
		if math.Float32bits(a[i]) != math.Float32bits(b[i]) {
			return i
		}
	}
	return -1
}

// TestAttentionWindowExact runs the golden tiny graphs with the attention
// window and the sibling products and without them (every op as written)
// on caches full of stale finite values past the position, and checks that
// the logits and the updated caches are bit-identical at positions across
// the capacity. Prefill's causal mask gives each query row its own window.
// With a bf16 cache (tiny_kv_bf16) both products read it in place: the
// converts that widen it are never materialised.
func TestAttentionWindowExact(t *testing.T) {
	for _, dir := range []string{"tiny", "tiny_untied", "tiny_kv_bf16"} {
		for _, name := range []string{"decode_step_logits", "prefill_logits"} {
			src, err := os.ReadFile(filepath.Join("../graph/testdata", dir, name+".mlir"))
			if err != nil {
				t.Skipf("golden graph missing: %v", err)
			}
			fused, err := compile(string(src), Options{}, true)
			if err != nil {
				t.Fatal(err)
			}
			defer fused.Close()
			plain, err := compile(string(src), Options{}, false)
			if err != nil {
				t.Fatal(err)
			}
			defer plain.Close()
			nCache := 0
			for i := range fused.NumArgs() {
				if _, shape := fused.ArgType(i); len(shape) == 3 {
					nCache++
				}
			}
			if got := fusedSteps(fused); got != nCache/2 {
				t.Fatalf("%s/%s: %d fused attention steps, want one per layer (%d)", dir, name, got, nCache/2)
			}
			// q, k, v and gate, up: two sibling steps per layer.
			if got := countSteps(fused, siblingsOp); got != nCache {
				t.Fatalf("%s/%s: %d sibling product steps, want two per layer (%d)", dir, name, got, nCache)
			}
			if fusedSteps(plain) != 0 || countSteps(plain, siblingsOp) != 0 {
				t.Fatal("compile without fusion fused")
			}
			if got := lazyCacheConverts(fused); got != nCache && dir == "tiny_kv_bf16" {
				t.Fatalf("%s/%s: %d of the %d caches' converts to f32 are lazy", dir, name, got, nCache)
			}
			// The fused steps read the mask through its broadcast, which
			// is then never computed.
			for _, s := range fused.steps {
				if s.op.Name == "stablehlo.broadcast_in_dim" && s.outs[0].dt == dtype.Bool {
					t.Fatalf("%s/%s: the mask is still broadcast to the scores' shape", dir, name)
				}
			}
			_, cshape := fused.ArgType(fused.NumArgs() - 1)
			capacity := cshape[0]
			first := fused.NumArgs() - nCache
			rng := rand.New(rand.NewPCG(3, 4))
			prefill := name == "prefill_logits"
			for _, pos := range []int{0, 1, 5, capacity / 2, capacity - 4, capacity - 1} {
				ints := map[int]*Tensor{}
				if prefill {
					bucket := 4
					pos = min(pos, capacity-bucket)
					ints[first-3] = NewI32([]int{bucket}, []int32{1, 5, 7, 3})
					ints[first-2] = ScalarI32(int32(pos))
					ints[first-1] = ScalarI32(3)
				} else {
					ints[first-2] = ScalarI32(5)
					ints[first-1] = ScalarI32(int32(pos))
				}
				args := randomArgs(t, fused, rng, ints)
				for _, c := range args[first:] {
					for j := range c.F32 {
						c.F32[j] = float32(rng.NormFloat64())
					}
					for j := range c.U16 {
						c.U16[j] = dtype.RoundBF16(float32(rng.NormFloat64()))
					}
				}
				want, err := plain.Run(context.Background(), cloneArgs(args))
				if err != nil {
					t.Fatal(err)
				}
				got, err := fused.Run(context.Background(), cloneArgs(args))
				if err != nil {
					t.Fatal(err)
				}
				for i := range want {
					if j := slices.Compare(got[i].U16, want[i].U16); j != 0 {
						t.Fatalf("%s/%s at %d: cache %d differs", dir, name, pos, i)
					}
					if j := sameBits(got[i].F32, want[i].F32); j >= 0 {
						t.Fatalf("%s/%s at %d: result %d element %d: %v, want %v", dir, name, pos, i, j, got[i].F32[j], want[i].F32[j])
					}
				}
			}
		}
	}
}

// lazyCacheConverts counts p's converts of a 16-bit rank-3 value (a KV
// cache) to f32 that stay lazy: their product reads the cache in place.
func lazyCacheConverts(p *Program) int {
	n := 0
	for _, s := range p.steps {
		in := s.ins
		if s.op.Name == "stablehlo.convert" && len(in) == 1 && len(in[0].shape) == 3 &&
			(in[0].dt == dtype.BF16 || in[0].dt == dtype.F16) && s.outs[0].lazy {
			n++
		}
	}
	return n
}

// attentionModule is the emitter's attention chain for 2 kv heads of one
// query row each over 8 slots of head_dim 4, with the given fill for the
// masked scores.
func attentionModule(fill string) string {
	return `func.func @main(%arg0: tensor<2x1x4xf32>, %arg1: tensor<8x2x4xf32>, %arg2: tensor<8x2x4xf32>, %arg3: tensor<i32>) -> tensor<2x1x4xf32> {
  %0 = "stablehlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<2x1x4xf32>, tensor<8x2x4xf32>) -> tensor<2x1x8xf32>
  %1 = "stablehlo.constant"() {value = dense<5.0e-01> : tensor<2x1x8xf32>} : () -> tensor<2x1x8xf32>
  %2 = "stablehlo.multiply"(%0, %1) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x8xi32>
  %4 = "stablehlo.broadcast_in_dim"(%arg3) {broadcast_dimensions = array<i64>} : (tensor<i32>) -> tensor<1x8xi32>
  %5 = "stablehlo.compare"(%3, %4) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi1>
  %6 = "stablehlo.broadcast_in_dim"(%5) {broadcast_dimensions = array<i64: 1, 2>} : (tensor<1x8xi1>) -> tensor<2x1x8xi1>
  %7 = "stablehlo.constant"() {value = dense<` + fill + `> : tensor<2x1x8xf32>} : () -> tensor<2x1x8xf32>
  %8 = "stablehlo.select"(%6, %2, %7) : (tensor<2x1x8xi1>, tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  %9 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
  %10 = "stablehlo.reduce"(%8, %9) ({
  ^bb0(%11: tensor<f32>, %12: tensor<f32>):
    %13 = "stablehlo.maximum"(%11, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%13) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 2>} : (tensor<2x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
  %14 = "stablehlo.broadcast_in_dim"(%10) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x1xf32>) -> tensor<2x1x8xf32>
  %15 = "stablehlo.subtract"(%8, %14) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  %16 = "stablehlo.exponential"(%15) : (tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  %17 = "stablehlo.constant"() {value = dense<0.0e+00> : tensor<f32>} : () -> tensor<f32>
  %18 = "stablehlo.reduce"(%16, %17) ({
  ^bb0(%19: tensor<f32>, %20: tensor<f32>):
    %21 = "stablehlo.add"(%19, %20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%21) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 2>} : (tensor<2x1x8xf32>, tensor<f32>) -> tensor<2x1xf32>
  %22 = "stablehlo.broadcast_in_dim"(%18) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x1xf32>) -> tensor<2x1x8xf32>
  %23 = "stablehlo.divide"(%16, %22) : (tensor<2x1x8xf32>, tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  %24 = "stablehlo.dot_general"(%23, %arg2) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>} : (tensor<2x1x8xf32>, tensor<8x2x4xf32>) -> tensor<2x1x4xf32>
  "func.return"(%24) : (tensor<2x1x4xf32>) -> ()
}
`
}

// TestAttentionWindowFallback covers the windows the decode graphs never
// produce: no slot visible (the max is the fill), every slot visible, and
// a fill whose exp is not 0, where the masked slots do get probability
// and the step must fall back to all of them; and scores whose max is a
// zero, a NaN or an infinity.
func TestAttentionWindowFallback(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	randT := func(shape ...int) *Tensor {
		x := NewTensor(dtype.F32, shape)
		for i := range x.F32 {
			x.F32[i] = float32(rng.NormFloat64())
		}
		return x
	}
	for _, fill := range []string{"-3.4028235e+38", "-1.0e+00", "0xFF800000"} {
		src := attentionModule(fill)
		fused, err := compile(src, Options{}, true)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := compile(src, Options{}, false)
		if err != nil {
			t.Fatal(err)
		}
		if fusedSteps(fused) != 1 {
			t.Fatalf("fill %s: the chain was not fused", fill)
		}
		for i, pos := range []int32{-1, 0, 3, 7, 9, 3, 5, 6} {
			args := []*Tensor{randT(2, 1, 4), randT(8, 2, 4), randT(8, 2, 4), ScalarI32(pos)}
			switch i {
			case 5: // every score a zero: the max is a zero
				clear(args[0].F32)
				args[0].F32[0] = float32(math.Copysign(0, -1))
			case 6: // a NaN score in view
				args[1].F32[2*4+1] = float32(math.NaN())
			case 7: // an infinite score
				args[1].F32[0] = float32(math.Inf(1))
			}
			want, err := plain.Run(context.Background(), args)
			if err != nil {
				t.Fatal(err)
			}
			got, err := fused.Run(context.Background(), args)
			if err != nil {
				t.Fatal(err)
			}
			for i, w := range want[0].F32 {
				g := got[0].F32[i]
				if math.Float32bits(g) != math.Float32bits(w) && !(g != g && w != w) {
					t.Fatalf("fill %s pos %d: element %d is %v, want %v", fill, pos, i, g, w)
				}
			}
		}
		fused.Close()
		plain.Close()
	}
}

func TestLastTrue(t *testing.T) {
	tests := []struct {
		b     []bool
		slots int
		want  int
	}{
		{[]bool{false, false, false}, 3, 0},
		{[]bool{true, false, false}, 3, 1},
		{[]bool{true, true, true}, 3, 3},
		{[]bool{true, false, false, true, true, false}, 3, 2},
		{[]bool{false, false, true, true, false, false}, 3, 3},
		{[]bool{true}, 4, 4},  // splat
		{[]bool{false}, 4, 0}, // splat
	}
	for _, tc := range tests {
		if got := lastTrue(tc.b, tc.slots); got != tc.want {
			t.Errorf("lastTrue(%v, %d) = %d, want %d", tc.b, tc.slots, got, tc.want)
		}
	}
}
