package refexec

import (
	"context"
	"math"
	"math/rand/v2"
	"runtime"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/kernel"
	"xlachat/engine/model"
)

// quantArgs makes arguments for p: random quantized values, scales of
// about 0.05, norms near 1, the given integer inputs, zero caches.
func quantArgs(p *Program, rng *rand.Rand, ints map[int]*Tensor) []*Tensor {
	args := make([]*Tensor, p.NumArgs())
	for i := range args {
		dt, shape := p.ArgType(i)
		if x, ok := ints[i]; ok {
			args[i] = x
			continue
		}
		a := NewTensor(dt, shape)
		switch {
		case dt == dtype.I8:
			for j := range a.I8 {
				a.I8[j] = int8(rng.IntN(255) - 127)
			}
		case dt == dtype.I4:
			for j := range a.I4 {
				a.I4[j] = byte(rng.IntN(256))
			}
		case len(shape) < 3:
			for j := range a.dataLen() {
				setF(a, j, 0.05*(1+rng.Float64()))
			}
			if len(shape) == 1 && dt == dtype.F32 && i > 0 {
				if pdt, _ := p.ArgType(i - 1); !pdt.IsQuantized() { // a norm weight
					for j := range a.F32 {
						a.F32[j] = 1 + 0.2*float32(rng.NormFloat64())
					}
				}
			}
		}
		args[i] = a
	}
	return args
}

// fusedAndPlain compiles text with fusion and without, on pool; both
// programs close when the test ends.
func fusedAndPlain(t *testing.T, text string, pool *kernel.Pool) (fused, plain *Program) {
	t.Helper()
	fused, err := CompileWith(text, Options{Pool: pool})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { fused.Close() })
	plain, err = compile(text, Options{Pool: pool}, false)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { plain.Close() })
	return fused, plain
}

// TestDequantFusion runs quantized decode and prefill graphs with and
// without fusion: every weight matrix's dequantization must become a view
// that the products read (so no f32 copy of a weight is ever made), and
// the results must agree, bit for bit for int8 (whose kernels sum in the
// order the unfused product uses too, in either compute dtype; q4 sums in
// its split order).
func TestDequantFusion(t *testing.T) {
	cfg := model.Config{
		ModelType: "llama", HiddenSize: 32, IntermediateSize: 64, NumHiddenLayers: 2,
		NumAttentionHeads: 2, NumKeyValueHeads: 1, HeadDim: 16, RMSNormEps: 1e-5,
		RopeTheta: 10000, VocabSize: 40, TieWordEmbeddings: true, MaxPositionEmbeddings: 64,
	}
	// One pool for every program, and its workers gone before the test
	// ends, so the goroutine counts of later tests are their own.
	start := runtime.NumGoroutine()
	pool := kernel.NewPool(0)
	defer func() {
		pool.Close()
		settledGoroutines(start)
	}()
	for _, c := range []struct{ weights, compute dtype.DType }{
		{dtype.I8, dtype.F32}, {dtype.I4, dtype.F32}, {dtype.I8, dtype.BF16}, {dtype.I4, dtype.BF16},
	} {
		set, err := graph.Emit(cfg, graph.Options{Capacity: 16, Bucket: 8, WeightDType: c.weights, ComputeDType: c.compute})
		if err != nil {
			t.Fatal(err)
		}
		exact := c.weights == dtype.I8
		for _, fn := range []graph.Function{graph.DecodeStepLogits, graph.PrefillLogits} {
			t.Run(c.weights.String()+"/"+c.compute.String()+"/"+string(fn), func(t *testing.T) {
				fused, plain := fusedAndPlain(t, set.Text[fn], pool)
				views := 0
				for _, s := range fused.steps {
					if s.op.Name == dequantOp {
						views++
					}
				}
				// Seven matrices a layer and the (tied) LM head.
				if want := 7*cfg.NumHiddenLayers + 1; views != want {
					t.Errorf("%d dequantization views, want %d", views, want)
				}
				if fused.BufferBytes() >= plain.BufferBytes() {
					t.Errorf("fused buffers %d bytes, unfused %d: weights were materialised", fused.BufferBytes(), plain.BufferBytes())
				}
				nw := len(set.WeightArgs())
				ints := map[int]*Tensor{nw: ScalarI32(3), nw + 1: ScalarI32(0)}
				if fn == graph.PrefillLogits {
					ints = map[int]*Tensor{nw: NewI32([]int{8}, []int32{1, 5, 9, 39, 2, 0, 0, 0}), nw + 1: ScalarI32(0), nw + 2: ScalarI32(5)}
				}
				args := quantArgs(fused, rand.New(rand.NewPCG(1, 2)), ints)
				a, err := fused.Run(context.Background(), args)
				if err != nil {
					t.Fatal(err)
				}
				args = quantArgs(plain, rand.New(rand.NewPCG(1, 2)), ints)
				b, err := plain.Run(context.Background(), args)
				if err != nil {
					t.Fatal(err)
				}
				for i, x := range a[0].F32 {
					y := b[0].F32[i]
					if exact && math.Float32bits(x) != math.Float32bits(y) {
						t.Fatalf("logit %d: fused %v, unfused %v", i, x, y)
					}
					if d := math.Abs(float64(x - y)); d > 1e-4*(1+math.Abs(float64(y))) {
						t.Fatalf("logit %d: fused %v, unfused %v", i, x, y)
					}
				}
			})
		}
	}
}
