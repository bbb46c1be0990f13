package refexec

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/graph"
	"xlachat/engine/model"
)

// randomArgs makes arguments for p: weights uniform in [-0.5, 0.5), the
// given i32 scalars/vectors for integer arguments, zero caches.
func randomArgs(t *testing.T, p *Program, rng *rand.Rand, ints map[int]*Tensor) []*Tensor {
	t.Helper()
	args := make([]*Tensor, p.NumArgs())
	for i := range args {
		dt, shape := p.ArgType(i)
		if x, ok := ints[i]; ok {
			args[i] = x
			continue
		}
		a := NewTensor(dt, shape)
		if len(shape) < 3 { // weights; caches (rank 3) start at zero
			for j := range a.dataLen() {
				setF(a, j, rng.Float64()-0.5)
			}
		}
		args[i] = a
	}
	return args
}

// tinyConfig is a small model whose emitted graphs the tests run.
type tinyConfig struct {
	name string
	cfg  model.Config
	opts graph.Options
}

// tinyConfigs cover every op the emitter uses: GQA with head_dim*heads !=
// hidden, tied embeddings, bf16 weights and llama3 rope scaling; then f32
// weights, a separate lm_head, no scaling, one layer and no GQA.
func tinyConfigs() []tinyConfig {
	return []tinyConfig{
		{"tiny", model.Config{
			ModelType: "llama", HiddenSize: 8, IntermediateSize: 16, NumHiddenLayers: 2,
			NumAttentionHeads: 4, NumKeyValueHeads: 2, HeadDim: 8, RMSNormEps: 1e-5,
			RopeTheta: 100, VocabSize: 32, TieWordEmbeddings: true, MaxPositionEmbeddings: 64,
			RopeScaling: &model.RopeScaling{Type: "llama3", Factor: 4, LowFreqFactor: 1,
				HighFreqFactor: 8, OriginalMaxPositionEmbeddings: 64},
		}, graph.Options{Capacity: 16, Bucket: 4, WeightDType: dtype.BF16}},
		{"tiny_untied", model.Config{
			ModelType: "llama", HiddenSize: 8, IntermediateSize: 12, NumHiddenLayers: 1,
			NumAttentionHeads: 2, NumKeyValueHeads: 2, HeadDim: 4, RMSNormEps: 1e-6,
			RopeTheta: 500000, VocabSize: 24, MaxPositionEmbeddings: 64,
		}, graph.Options{Capacity: 12, Bucket: 4, WeightDType: dtype.F32}},
	}
}

// TestTinyGraphs compiles every tiny module and runs it with random
// weights, checking result types, donation, in-place cache updates and
// that only the written cache rows change. The graphs are emitted here
// rather than read from engine/graph's golden files, since a package's
// tests read only their own testdata. Whether the results are right is
// engine/graph's TestForward, which runs the same graphs on this
// interpreter against the reference forward pass.
func TestTinyGraphs(t *testing.T) {
	for _, c := range tinyConfigs() {
		set, err := graph.Emit(c.cfg, c.opts)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for _, name := range graph.Functions() {
			t.Run(c.name+"/"+string(name), func(t *testing.T) {
				p, err := Compile(set.Text[name])
				if err != nil {
					t.Fatal(err)
				}
				defer p.Close()
				n := p.NumArgs()
				rng := rand.New(rand.NewPCG(1, 2))
				ints := map[int]*Tensor{}
				prefill := name == graph.Prefill || name == graph.PrefillLogits
				nCache := 0
				for i := range n {
					if _, shape := p.ArgType(i); len(shape) == 3 {
						nCache++
					}
				}
				first := n - nCache
				if prefill {
					ints[first-3] = NewI32([]int{4}, []int32{1, 5, 7, 3})
					ints[first-2] = ScalarI32(2)
					ints[first-1] = ScalarI32(3)
				} else {
					ints[first-2] = ScalarI32(5)
					ints[first-1] = ScalarI32(6)
				}
				args := randomArgs(t, p, rng, ints)
				out, err := p.Run(context.Background(), args)
				if err != nil {
					t.Fatal(err)
				}
				if len(out) != 1+nCache {
					t.Fatalf("%d results", len(out))
				}
				want := make([]int, nCache)
				for i := range want {
					want[i] = first + i
				}
				if got := p.Donated(); !slices.Equal(got, want) {
					t.Errorf("Donated() = %v, want %v", got, want)
				}
				for i := range nCache {
					if out[1+i] != args[first+i] {
						t.Errorf("cache %d not updated in place", i)
					}
				}
				// The write position holds something non-zero now.
				c := out[1].F32
				_, shape := p.ArgType(first)
				row := shape[1] * shape[2]
				pos := 6
				if prefill {
					pos = 2
				}
				if slices.Equal(c[pos*row:(pos+1)*row], make([]float32, row)) {
					t.Errorf("cache row %d still zero", pos)
				}
				if slices.ContainsFunc(c[:pos*row], func(x float32) bool { return x != 0 }) {
					t.Errorf("cache rows before %d were written", pos)
				}
				if name == graph.DecodeStep || name == graph.Prefill {
					if out[0].DType != dtype.I32 || len(out[0].Shape) != 0 {
						t.Fatalf("token %v", out[0])
					}
				} else if out[0].DType != dtype.F32 || len(out[0].Shape) != 1 {
					t.Fatalf("logits %v", out[0])
				}
			})
		}
	}
}
