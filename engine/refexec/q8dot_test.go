package refexec

import (
	"context"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/kernel"
	"xlachat/engine/model"
)

// TestQ8Fusion runs every int8 compute graph, q4 and int8 weights, with
// tied and untied heads,
// with and without fusion: every product must become one fused kernel call, none
// of the [G,T,N] integer sums may be materialised, and the results (the
// greedy tokens, logits and KV caches) must agree: bit for bit where a row has fewer than 16 groups (the tiny
// config), to rounding otherwise, because the unfused dot over the
// groups reads the f16 scales through a sequential loop while the
// kernel sums in the canonical order. The wide config's rows are whole
// chunks of 512, so its products take the VNNI kernel where the CPU has
// it.
func TestQ8Fusion(t *testing.T) {
	start := runtime.NumGoroutine()
	pool := kernel.NewPool(0)
	defer func() {
		pool.Close()
		settledGoroutines(start)
	}()
	configs := map[string]model.Config{
		"tiny": {ModelType: "llama", HiddenSize: 32, IntermediateSize: 64, NumHiddenLayers: 2,
			NumAttentionHeads: 2, NumKeyValueHeads: 1, HeadDim: 16, RMSNormEps: 1e-5,
			RopeTheta: 10000, VocabSize: 40, TieWordEmbeddings: true, MaxPositionEmbeddings: 64},
		"untied": {ModelType: "llama", HiddenSize: 64, IntermediateSize: 96, NumHiddenLayers: 1,
			NumAttentionHeads: 2, NumKeyValueHeads: 2, HeadDim: 32, RMSNormEps: 1e-5,
			RopeTheta: 10000, VocabSize: 40, MaxPositionEmbeddings: 64},
		"wide": {ModelType: "llama", HiddenSize: 512, IntermediateSize: 1024, NumHiddenLayers: 1,
			NumAttentionHeads: 4, NumKeyValueHeads: 2, HeadDim: 128, RMSNormEps: 1e-5,
			RopeTheta: 10000, VocabSize: 44, TieWordEmbeddings: true, MaxPositionEmbeddings: 64},
	}
	for _, wdt := range []dtype.DType{dtype.I4, dtype.I8} {
		for name, cfg := range configs {
			checkQ8Fusion(t, pool, wdt.WeightName()+"/"+name, cfg, wdt)
		}
	}
}

// checkQ8Fusion runs TestQ8Fusion's checks on one config and weight dtype.
func checkQ8Fusion(t *testing.T, pool *kernel.Pool, name string, cfg model.Config, wdt dtype.DType) {
	t.Helper()
	set, err := graph.Emit(cfg, graph.Options{Capacity: 16, Bucket: 8, WeightDType: wdt, ComputeDType: dtype.I8})
	if err != nil {
		t.Fatal(err)
	}
	for _, fn := range graph.Functions() {
		t.Run(name+"/"+string(fn), func(t *testing.T) {
			fused, plain := fusedAndPlain(t, set.Text[fn], pool)
			checkQ8Steps(t, fused, 7*cfg.NumHiddenLayers+1)
			nw := len(set.WeightArgs())
			ints := map[int]*Tensor{nw: ScalarI32(3), nw + 1: ScalarI32(0)}
			if fn == graph.Prefill || fn == graph.PrefillLogits {
				ints = map[int]*Tensor{nw: NewI32([]int{8}, []int32{1, 5, 9, 39, 2, 0, 0, 0}), nw + 1: ScalarI32(0), nw + 2: ScalarI32(5)}
			}
			a, err := fused.Run(context.Background(), quantArgs(fused, rand.New(rand.NewPCG(1, 2)), ints))
			if err != nil {
				t.Fatal(err)
			}
			b, err := plain.Run(context.Background(), quantArgs(plain, rand.New(rand.NewPCG(1, 2)), ints))
			if err != nil {
				t.Fatal(err)
			}
			exact := cfg.HiddenSize < 16*32 && cfg.IntermediateSize < 16*32
			for r := range a {
				if !slices.Equal(a[r].I32, b[r].I32) {
					t.Fatalf("result %d: fused %v, unfused %v", r, a[r].I32, b[r].I32)
				}
				for i, x := range a[r].F32 {
					y := b[r].F32[i]
					if exact && math.Float32bits(x) != math.Float32bits(y) {
						t.Fatalf("result %d element %d: fused %v, unfused %v", r, i, x, y)
					}
					if d := math.Abs(float64(x - y)); d > 1e-5*(1+math.Abs(float64(y))) {
						t.Fatalf("result %d element %d: fused %v, unfused %v", r, i, x, y)
					}
				}
			}
		})
	}
}

// checkQ8Steps checks that p computes its int8 compute products (want of
// them) in fused steps only, and no integer product is left.
func checkQ8Steps(t *testing.T, p *Program, want int) {
	t.Helper()
	fused := 0
	for _, s := range p.steps {
		switch {
		case s.op.Name == q8Op:
			fused++
		case s.op.Name == siblingsOp && s.ins[0].dt == dtype.F32 && len(s.ins) > 1 && (s.ins[1].dt == dtype.I4 || s.ins[1].dt == dtype.I8):
			fused += len(s.outs)
		case s.op.Name == "stablehlo.dot_general" && s.outs[0].dt == dtype.I32:
			t.Errorf("an integer product of shape %v is materialised", s.outs[0].shape)
		}
	}
	if fused != want {
		t.Errorf("%d fused int8 compute products, want %d", fused, want)
	}
}
